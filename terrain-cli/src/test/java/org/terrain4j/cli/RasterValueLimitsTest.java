package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The outside tester's fifth review: findings on the readers and the raster commands. */
class RasterValueLimitsTest {

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
    void aScaleOrOffsetThatOverflowsFloatIsRefusedAtReadTime() {
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

    /**
     * Finding 11: {@code render v.asc --pixel-size 1e39} wrote "1 × 1 pixels of 870 m × 610 m", neither
     * the size asked nor square. Now refused with the allowed range (the shorter side, 610 m).
     */
    @Test
    void aPixelSizeBeyondTheShorterSideIsRefused() throws Exception {
        Path png = dir.resolve("a.png");
        assertRefused(TerrainCommandTest.run("render", VOLCANO.toString(), "--pixel-size", "1e39", "-o", png.toString()),
                "--pixel-size must be in (0, 610] m for " + VOLCANO, "was 1e39");
        assertRefused(TerrainCommandTest.run("render", VOLCANO.toString(), "--pixel-size", "611", "-o", png.toString()),
                "--pixel-size must be in (0, 610] m");
        assertFalse(Files.exists(png), "no picture");
        // the largest allowed size: one pixel across the shorter side
        TerrainCommandTest.Run ok = TerrainCommandTest.run("render", VOLCANO.toString(), "--pixel-size", "610", "-o",
                png.toString());
        assertEquals(0, ok.code(), ok.err());
        java.awt.image.BufferedImage image = javax.imageio.ImageIO.read(png.toFile());
        assertEquals(1, image.getHeight(), "one pixel across the 610 m side");
    }

    /**
     * Finding 12: {@code resample one.asc --to 7x5} (a 1 × 1 grid) made up a 6 m × 4 m extent. A grid of
     * one sample, one row or one column is refused: it has no extent to keep.
     */
    @Test
    void aGridOfOneRowOrColumnIsNotResampled() throws Exception {
        String[][] grids = {{"1", "1", "sample"}, {"3", "1", "row"}, {"1", "4", "column"}};
        for (String[] g : grids) {
            Path in = dir.resolve("g" + g[0] + "x" + g[1] + ".asc");
            int n = Integer.parseInt(g[0]) * Integer.parseInt(g[1]);
            Files.writeString(in, "ncols " + g[0] + "\nnrows " + g[1] + "\nxllcorner 0\nyllcorner 0\ncellsize 1\n"
                    + "5 ".repeat(n).strip() + "\n");
            Path out = dir.resolve("o.asc");
            assertRefused(TerrainCommandTest.run("resample", in.toString(), "--to", "7x5", "-o", out.toString()),
                    "cannot resample " + in + ": it has " + g[0] + " × " + g[1] + " samples, and a single " + g[2]
                    + " has no extent to keep");
            assertFalse(Files.exists(out), "no output");
        }
    }
}
