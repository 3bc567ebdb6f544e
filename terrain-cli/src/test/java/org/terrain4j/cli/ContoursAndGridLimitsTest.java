package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.Test;
import org.terrain4j.api.Heightfield;
import org.junit.jupiter.api.io.TempDir;

/**
 * An outside tester's findings on values out of range: a contour interval that puts no level within
 * the heights, a raw file's spacing that puts its last sample beyond the frame's limit, an ASCII grid
 * whose corner puts its far edge there. One test per finding, each failing before its fix.
 */
class ContoursAndGridLimitsTest {

    private static final Path VOLCANO = Path.of("..", "data", "volcano.asc");

    @TempDir
    Path dir;

    /** Exit code, one line starting {@code terrain: } and holding every fragment, nothing on standard output. */
    private static void assertOneLine(TerrainCommandTest.Run r, int code, String... fragments) {
        assertEquals(code, r.code(), r.toString());
        String m = r.err().strip();
        assertTrue(m.startsWith("terrain: "), m);
        assertFalse(m.contains("\n"), "one line: " + m);
        for (String f : fragments) {
            assertTrue(m.contains(f), "'" + f + "' in " + m);
        }
        assertEquals("", r.out(), r.toString());
    }

    private List<Path> files() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.toList();
        }
    }

    /**
     * {@code contours --interval 1e39} (or 200, or 1000: volcano's heights are 94…195) exited 0 and wrote
     * a 424 KB SVG with no level under a warning; the GeoJSON was an empty collection and {@code --bands}
     * one band over everything. Now every output kind refuses with exit 1, names --interval, --base, their
     * values and the heights, and writes nothing (no staging file either). An interval just inside the
     * range still gives its level.
     */
    @Test
    void contoursWithTooManyOrIndistinguishableLevelsNameIntervalAndBaseAndWriteNothing() throws IOException {
        // the library's own words ("interval 1.0E-9 with base 0.0 gives too many ...") reached the user before
        var r = TerrainCommandTest.run("contours", VOLCANO.toString(), "-i", "1e-9", "-o", dir.resolve("t.svg").toString());
        assertOneLine(r, 1, "--interval 1e-9 with --base 0 gives more than 100000 contour levels within the heights of "
                + VOLCANO + ", 94…195", "an --interval of at least 0.00101001 gives at most 100000");
        assertEquals(List.of(), files());
        // the interval it names is the smallest six-digit one that works whatever the base: 94…195 spans 101,
        // and 101 / 100000 = 0.00101 from base 94 puts 100001 levels on it (94, 94.00101, …, 195)
        Heightfield volcano = org.terrain4j.io.Rasters.read(VOLCANO);
        for (double base : new double[] {0, 94, 195, -7.5}) {
            assertTrue(org.terrain4j.isoline.Isolines.every(0.00101001, base).levels(volcano).length <= 100_000);
        }
        assertThrows(IllegalArgumentException.class,
                () -> org.terrain4j.isoline.Isolines.every(0.00101, 94).levels(volcano));
        var far = TerrainCommandTest.run("contours", VOLCANO.toString(), "-i", "1", "--base", "1e20", "--bands",
                "-o", dir.resolve("f.geojson").toString());
        assertOneLine(far, 1, "--interval 1 with --base 1e20 gives contour levels too close together to tell apart",
                "bring --base nearer the heights");
        assertEquals(List.of(), files());
    }

    @Test
    void contoursWithNoLevelWithinTheHeightsAreRefusedAndWriteNothing() throws IOException {
        String[][] cases = {
            {"1e39", "0", "c.svg"}, {"200", "0", "c.svg"}, {"1000", "0", "c.geojson"}, {"1000", "0", "c.json"},
            {"1e39", "0", "--bands"}, {"1000", "500", "c.svg"}, {"500", "-10", "--bands"},
        };
        for (String[] c : cases) {
            boolean bands = c[2].equals("--bands");
            Path out = dir.resolve(bands ? "b.geojson" : c[2]);
            var r = bands
                    ? TerrainCommandTest.run("contours", VOLCANO.toString(), "--interval", c[0], "--base", c[1],
                            "--bands", "-o", out.toString())
                    : TerrainCommandTest.run("contours", VOLCANO.toString(), "--interval", c[0], "--base", c[1],
                            "-o", out.toString());
            assertOneLine(r, 1, "--interval " + c[0] + " with --base " + c[1]
                    + " gives no contour level within the heights of " + VOLCANO + ", 94…195",
                    "an --interval of at most 101 gives at least one");
            assertEquals(List.of(), files(), String.join(" ", c));
        }
        // the default base is named too, and -i is the same option
        assertOneLine(TerrainCommandTest.run("contours", VOLCANO.toString(), "-i", "1000", "-o",
                dir.resolve("d.svg").toString()), 1, "--interval 1000 with --base 0 gives no contour level");
        assertEquals(List.of(), files());
        // 150 and 101 give one level (150, and 101), 95 two (95 and 190); "1 level" since review 6, finding 24
        for (String[] c : new String[][] {{"150", ": 1 level, "}, {"101", ": 1 level, "}, {"95", ": 2 levels, "}}) {
            Path out = dir.resolve("ok" + c[0] + ".svg");
            var r = TerrainCommandTest.run("contours", VOLCANO.toString(), "--interval", c[0], "-o", out.toString());
            assertEquals(0, r.code(), r.toString());
            assertTrue(r.out().contains(c[1]), r.out());
            assertFalse(r.err().contains("warning"), r.err());
            assertTrue(Files.size(out) > 0);
        }
    }

    /**
     * A raw file (and a PNG that records no frame) read with a {@code --spacing} that puts its last
     * sample beyond 1e12 m was refused in the frame's words ({@code x of the last column, originX +
     * (columns - 1) × spacingX = …}, and for the PNG as "corrupt PNG"), not naming --spacing. Now the
     * message names --spacing, its value and the range allowed for that grid's size.
     */
    @Test
    void aRawSpacingThatPutsTheLastSampleBeyondTheLimitNamesSpacing() throws IOException {
        Path f32 = Files.write(dir.resolve("row.f32"), new byte[2000 * 4]);
        assertOneLine(TerrainCommandTest.run("info", f32.toString(), "--size", "2000x1", "--spacing", "1e9"), 1,
                "--spacing must be in [1e-9, 5.0025e+08] for the 2000 × 1 samples of " + f32
                        + " (its last sample, 1999 spacings from the first, must lie within 1e12 m of it),"
                        + " was 1e9"); // as typed (review 6, finding 15)
        Path r16 = Files.write(dir.resolve("column.r16"), new byte[3000 * 2]);
        assertOneLine(TerrainCommandTest.run("info", r16.toString(), "--size", "1x3000", "--spacing", "4e8"), 1,
                "--spacing must be in [1e-9, 3.33444e+08] for the 1 × 3000 samples of " + r16, "was 4e8");
        Path square = Files.write(dir.resolve("square.raw"), new byte[1100 * 1100 * 2]);
        assertOneLine(TerrainCommandTest.run("info", square.toString(), "--spacing", "1e9"), 1,
                "--spacing must be in [1e-9, 9.09918e+08] for the 1100 × 1100 samples of " + square,
                "was 1e9");
        Path png = dir.resolve("row.png");
        ImageIO.write(new BufferedImage(2000, 1, BufferedImage.TYPE_USHORT_GRAY), "png", png.toFile());
        assertOneLine(TerrainCommandTest.run("info", png.toString(), "--spacing", "1e9"), 1,
                "--spacing must be in [1e-9, 5.0025e+08] for the 2000 × 1 samples of " + png, "was 1e9");
        // a spacing inside the range is read: 1001 samples 1e9 m apart end at exactly 1e12
        Files.write(dir.resolve("edge.f32"), new byte[1001 * 4]);
        var r = TerrainCommandTest.run("info", dir.resolve("edge.f32").toString(), "--size", "1001x1", "--spacing", "1e9");
        assertEquals(0, r.code(), r.toString());
    }

    private Path header(String name, String header) throws IOException {
        return Files.writeString(dir.resolve(name), header + "\n1 2 3\n4 5 6\n");
    }

    /**
     * An ASCII grid whose {@code xllcorner} (or {@code yllcorner}, or a centre) is just under 1e12, so that
     * the grid's far edge passes 1e12, was refused naming the sum ({@code xllcorner + ncols × cellsize must
     * be in [-1e12, 1e12], was 1000000000002}): neither the key's own value nor the range it may take. The
     * message now names the key, its value and its range for that ncols (or nrows) and cellsize, and a grid
     * wider than any corner allows names ncols × cellsize.
     */
    @Test
    void anAsciiGridWhoseFarEdgePassesTheLimitNamesTheKeyItsValueAndItsRange() throws IOException {
        String[][] cases = {
            {"ncols 3\nnrows 2\nxllcorner 999999999999\nyllcorner 0\ncellsize 1",
                "xllcorner must be in [-1e12, 999999999997] for ncols 3 and cellsize 1"
                    + " (xllcorner + ncols × cellsize must lie within [-1e12, 1e12]), was 999999999999"},
            {"ncols 3\nnrows 2\nxllcorner 0\nyllcorner 999999999999\ncellsize 1",
                "yllcorner must be in [-1e12, 999999999998] for nrows 2 and cellsize 1"
                    + " (yllcorner + nrows × cellsize must lie within [-1e12, 1e12]), was 999999999999"},
            {"ncols 3\nnrows 2\nxllcenter 999999999990\nyllcenter 0\ncellsize 5",
                "xllcenter must be in [-1e12, 999999999985] for ncols 3 and cellsize 5"},
            {"ncols 3\nnrows 2\nxllcorner 0\nyllcenter 9.99e11\ndx 1\ndy 1e9",
                "yllcenter must be in [-1e12, 998000000000] for nrows 2 and dy 1000000000", "was 999000000000"},
            {"ncols 3000\nnrows 2\nxllcorner -1e12\nyllcorner 0\ncellsize 1e9",
                "ncols × cellsize must be at most 2e12 (xllcorner + ncols × cellsize must lie within [-1e12, 1e12]"
                    + " for any xllcorner), was 3000 × 1000000000 = 3000000000000"},
        };
        for (String[] c : cases) {
            Path f = header("far.asc", c[0]);
            assertOneLine(TerrainCommandTest.run("info", f.toString()), 1,
                    java.util.Arrays.copyOfRange(c, 1, c.length));
            assertFalse(TerrainCommandTest.run("info", f.toString()).err().contains("no valid frame"));
        }
        // the far edge exactly at 1e12 is read
        var r = TerrainCommandTest.run("info", header("edge.asc",
                "ncols 3\nnrows 2\nxllcorner 999999999997\nyllcorner 999999999998\ncellsize 1").toString());
        assertEquals(0, r.code(), r.toString());
    }
}
