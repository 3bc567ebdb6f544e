package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The outside tester's fifth review: findings on the readers and the raster commands. */
class Review5RastersTest {

    private static final Path VOLCANO = Path.of("..", "data", "volcano.asc");

    @TempDir
    Path dir;

    private static void assertRefused(TerrainCommandTest.Run r, String... fragments) {
        assertEquals(1, r.code(), r.err() + r.out());
        String message = r.err().strip();
        assertTrue(message.startsWith("terrain: "), message);
        assertFalse(message.contains("\n"), "one line: " + message);
        for (String f : fragments) {
            assertTrue(message.contains(f), "'" + f + "' in " + message);
        }
    }

    /**
     * Finding 2: {@code info v.r16 --size 87x61 --scale 1e39} printed "max Infinity" and exited 0;
     * {@code --offset 1e39} gave "min Infinity". Now exit 1, naming the option and the samples.
     */
    @Test
    void finding2AScaleOrOffsetThatOverflowsFloatIsRefusedAtReadTime() {
        Path r16 = dir.resolve("v.r16");
        assertEquals(0, TerrainCommandTest.run("convert", VOLCANO.toString(), "-o", r16.toString()).code());
        assertRefused(TerrainCommandTest.run("info", r16.toString(), "--size", "87x61", "--scale", "1e39"),
                "--scale cannot be 1e39 for " + r16, "it takes samples ", " beyond the range of float heights");
        assertRefused(TerrainCommandTest.run("info", r16.toString(), "--size", "87x61", "--offset", "1e39"),
                "--offset cannot be 1e39 for " + r16);
        Path png = dir.resolve("a.png");
        assertRefused(TerrainCommandTest.run("render", r16.toString(), "--size", "87x61", "--scale", "1e39",
                "-o", png.toString()), "--scale cannot be 1e39");
        assertFalse(Files.exists(png), "no picture");
    }
}
