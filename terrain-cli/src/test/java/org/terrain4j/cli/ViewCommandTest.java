package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@code terrain view}: starts, prints a loopback address, stops when told; bad input is refused before serving. */
class ViewCommandTest {

    @Test
    void servesAnEnvironmentOnTheLoopbackAddress() throws Exception {
        var r = TerrainCommandTest.run("view", "LAKESIDE", "--samples", "33", "--stop-after", "1");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().matches("(?s)viewing LAKESIDE at http://127\\.0\\.0\\.1:\\d+/ .*"), r.out());
    }

    @Test
    void servesAFile() throws Exception {
        var r = TerrainCommandTest.run("view", "../data/volcano.asc", "--stop-after", "1");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("viewing volcano.asc at http://127.0.0.1:"), r.out());
    }

    @Test
    void servesTheExampleIsland() throws Exception {
        var r = TerrainCommandTest.run("view", "island", "--samples", "129", "--stop-after", "1");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("viewing island at http://127.0.0.1:"), r.out());
        assertEquals(1, TerrainCommandTest.run("view", "island", "--runway", "--stop-after", "1").code());
    }

    @Test
    void refusesBadInputBeforeServing() throws Exception {
        var unknown = TerrainCommandTest.run("view", "NOPE", "--stop-after", "1");
        assertEquals(1, unknown.code());
        assertTrue(unknown.err().contains("no environment named 'NOPE'"), unknown.err());
        assertEquals(1, TerrainCommandTest.run("view", "LAKESIDE", "--port", "70000").code());
        assertEquals(1, TerrainCommandTest.run("view", "../data/volcano.asc", "--runway", "--stop-after", "1").code());
        assertEquals(1, TerrainCommandTest.run("view", "LAKESIDE", "--sea-level", "0", "--stop-after", "1").code());
        assertEquals(1, TerrainCommandTest.run("view", "../data/missing.asc", "--stop-after", "1").code());
    }
}
