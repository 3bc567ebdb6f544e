package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ContoursCommandTest {

    @TempDir
    Path dir;

    @Test
    void svgAndGeoJsonOnVolcano() throws IOException {
        Path svg = dir.resolve("v.svg");
        assertEquals(0, TerrainCommandTest.run("contours", "../data/volcano.asc", "-i", "10", "-o", svg.toString()).code());
        String text = Files.readString(svg);
        assertTrue(text.startsWith("<?xml") || text.startsWith("<svg"), text.substring(0, 40));
        assertTrue(text.contains("<path"), "has paths");

        Path json = dir.resolve("v.geojson");
        assertEquals(0, TerrainCommandTest.run("contours", "../data/volcano.asc", "-i", "10", "-o", json.toString()).code());
        String geo = Files.readString(json);
        assertTrue(geo.contains("\"FeatureCollection\""));
        // volcano spans 94…195 m: levels 100, 110, …, 190 → ten distinct level values
        for (int level = 100; level <= 190; level += 10) {
            assertTrue(geo.contains("\"level\":" + level) || geo.contains("\"level\": " + level)
                    || geo.contains("\"level\":" + level + ".0") || geo.contains("\"level\": " + level + ".0"),
                    "level " + level);
        }
    }

    @Test
    void badIntervalAndExtension() {
        var r = TerrainCommandTest.run("contours", "../data/volcano.asc", "-i", "0", "-o", dir.resolve("out.svg").toString());
        assertEquals(1, r.code(), r.err());
        assertTrue(r.err().contains("interval"), r.err());
        r = TerrainCommandTest.run("contours", "../data/volcano.asc", "-i", "10", "-o", dir.resolve("out.dxf").toString());
        assertEquals(1, r.code(), r.err());
        assertFalse(Files.exists(dir.resolve("out.svg")));
    }
}
