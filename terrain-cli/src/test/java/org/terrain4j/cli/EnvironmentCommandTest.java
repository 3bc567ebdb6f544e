package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrain4j.api.Heightfield;
import org.terrain4j.io.Rasters;

class EnvironmentCommandTest {

    @TempDir
    Path dir;

    @Test
    void writesAnEnvironmentsFiles() throws IOException {
        Path out = dir.resolve("lakeside");
        var r = TerrainCommandTest.run("environment", "LAKESIDE", "--seed", "12", "--runway", "--samples", "65", "-o",
                out.toString());
        assertEquals(0, r.code(), r.toString());
        for (String name : new String[] {"heightmap.png", "colour.png", "colour-flat.png", "world.glb", "placements.json"}) {
            assertTrue(Files.size(out.resolve(name)) > 0, name);
        }
        Heightfield h = Rasters.read(out.resolve("heightmap.png"));
        assertEquals(65, h.columns());
        String json = Files.readString(out.resolve("placements.json"));
        assertTrue(json.contains("\"runway\":{\"x\""), json.substring(0, Math.min(200, json.length())));
        assertTrue(json.contains("\"buildings\":[{"));
    }

    /** Seed 002: HIGHLANDS is the world a fresh start opens on; with no name the command builds it. */
    @Test
    void noNameBuildsHighlands() throws IOException {
        Path out = dir.resolve("default");
        var r = TerrainCommandTest.run("environment", "--samples", "33", "-o", out.toString());
        assertEquals(0, r.code(), r.toString());
        assertTrue(r.out().contains("built  HIGHLANDS seed"), r.out());
        assertTrue(Files.size(out.resolve("colour.png")) > 0);
    }

    @Test
    void listsTheEight() {
        var r = TerrainCommandTest.run("environment", "--list");
        assertEquals(0, r.code(), r.err());
        String list = r.out();
        for (String n : new String[] {"HIGHLANDS", "RIVER BASIN", "CANYON COUNTRY", "DUNE SEA", "LAKESIDE", "OPEN COUNTRY",
            "LOOP VALLEY", "BACK COUNTRY"}) {
            assertTrue(list.contains(n), n);
        }
    }

    @Test
    void refusesAStripInBackCountryAndUnknownNames() {
        Path out = dir.resolve("back");
        var r = TerrainCommandTest.run("environment", "BACK_COUNTRY", "--runway", "-o", out.toString());
        assertEquals(1, r.code());
        assertTrue(r.err().contains("BACK COUNTRY"), r.err());
        assertFalse(Files.exists(out.resolve("world.glb")));
        assertEquals(1, TerrainCommandTest.run("environment", "MOON", "-o", out.toString()).code());
        assertEquals(1, TerrainCommandTest.run("environment", "LAKESIDE", "--samples", "1", "-o", out.toString()).code());
    }
}
