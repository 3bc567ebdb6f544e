package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrain4j.api.Heightfield;
import org.terrain4j.io.Rasters;

class IslandCommandTest {

    @TempDir
    Path dir;

    @Test
    void writesTheIslandsFiles() throws IOException {
        Path out = dir.resolve("island");
        assertEquals(0, TerrainCommandTest.run("island", "-o", out.toString()).code());
        for (String name : new String[] {"island.png", "hillshade.png", "shaded.png", "splat-0.png", "splat-1.png",
            "island.glb", "contours.svg"}) {
            assertTrue(Files.size(out.resolve(name)) > 0, name);
        }
        String json = glbJson(out.resolve("island.glb"));
        assertTrue(json.contains("\"_SPEED\""), "the water carries its flow speed");
        assertTrue(json.contains("brook water") && json.contains("terrain"), json.substring(0, 200));
        Heightfield h = Rasters.read(out.resolve("island.png"));
        assertEquals(1025, h.columns());
        assertEquals(2, h.frame().spacingX(), 1e-9);
        // the sea floor reaches its cap of 30 m below −0.3 m at the grid's corners (PNG steps are < 3 mm here)
        assertEquals(-30.3, h.get(0, 0), 0.01);
    }

    private static String glbJson(Path glb) throws IOException {
        byte[] b = Files.readAllBytes(glb);
        java.nio.ByteBuffer buf = java.nio.ByteBuffer.wrap(b).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        int length = buf.getInt(12);
        return new String(b, 20, length, java.nio.charset.StandardCharsets.UTF_8);
    }
}
