package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Leftovers of the outside tester's review: one test per case that failed before its fix. */
class EchoedBoundsAndCropWindowsTest {

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
    }

    private Path grid(String name, String cellsize, String values) throws IOException {
        Path f = dir.resolve(name);
        Files.writeString(f, "ncols 3\nnrows 2\nxllcorner 0\nyllcorner 0\ncellsize " + cellsize + "\n" + values);
        return f;
    }

    /**
     * {@code render --gray16} printed its read-back mapping in Java's raw doubles ({@code height = 0.0 +
     * 7.629510948348211E-5 × sample}); it now prints them as every other number the command prints, in
     * six significant digits.
     */
    @Test
    void gray16ReadBackLineIsInSixSignificantDigits() throws IOException {
        Path in = grid("five.asc", "1", "0 1 2\n3 4 5\n");
        Path png = dir.resolve("five.png");
        TerrainCommandTest.Run r = TerrainCommandTest.run("render", in.toString(), "--gray16", "--mapping", "fit",
                "-o", png.toString());
        assertEquals(0, r.code(), r.toString());
        assertTrue(r.out().contains("height = 0 + 7.62951e-05 × sample"), r.out());
        assertFalse(r.out().contains("E-"), r.out());
    }

    /**
     * {@code crop --bounds} echoed coordinates in fixed decimals whatever their size: bounds of 1e-7
     * read back as {@code 0,0,0,0} (as if zeros had been typed) and 1e30 as a 31-digit number. The
     * parsed values are now echoed as the command prints coordinates, small and huge ones in six
     * significant digits, in every --bounds message.
     */
    @Test
    void boundsAreEchoedAsTheirParsedValues() {
        String out = dir.resolve("c.asc").toString();
        assertOneLine(TerrainCommandTest.run("crop", VOLCANO.toString(), "-o", out, "--bounds", "1e-7,1e-7,2e-7,2e-7"),
                1, "--bounds 1e-07,1e-07,2e-07,2e-07 holds no sample of " + VOLCANO);
        assertOneLine(TerrainCommandTest.run("crop", VOLCANO.toString(), "-o", out, "--bounds", "1e30,1e30,2e30,2e30"),
                1, "--bounds 1e+30,1e+30,2e+30,2e+30 holds no sample of " + VOLCANO);
        assertOneLine(TerrainCommandTest.run("crop", VOLCANO.toString(), "-o", out, "--bounds", "1e3, 2e3,3e3,4.50e3"),
                1, "--bounds 1000,2000,3000,4500 holds no sample");
        assertOneLine(TerrainCommandTest.run("crop", VOLCANO.toString(), "-o", out, "--bounds", "5e2,2,3,1e-9"), 1,
                "west <= east and south <= north, was 500,2,3,1e-09");
        assertOneLine(TerrainCommandTest.run("crop", VOLCANO.toString(), "-o", out, "--bounds", "1e2,NaN,3,4"), 1,
                "--bounds must be four finite numbers WEST,SOUTH,EAST,NORTH, was 100,NaN,3,4");
        assertFalse(Files.exists(Path.of(out)), "nothing written");
    }

    /**
     * {@code crop --window NaN,…}: NaN is a number outside every range (exit 1), text that is no number a
     * usage error (exit 2), each message naming --window; a window beyond the field was refused in the
     * library's words ("window columns … does not lie inside the field's …") without the option's name.
     */
    @Test
    void cropWindowOfNaNOrBeyondTheFieldNamesTheOptionWithItsExitCode() {
        String out = dir.resolve("c.asc").toString();
        assertOneLine(TerrainCommandTest.run("crop", VOLCANO.toString(), "-o", out, "--window", "NaN,0,5,5"), 1,
                "--window's COL must be in [0, 2147483647], was NaN");
        assertOneLine(TerrainCommandTest.run("crop", VOLCANO.toString(), "-o", out, "--window", "0,0,5,-Infinity"), 1,
                "--window's ROWS must be in [1, 2147483647], was -Infinity");
        assertOneLine(TerrainCommandTest.run("crop", VOLCANO.toString(), "-o", out, "--window", "0,zero,5,5"), 2,
                "--window's ROW must be a whole number in [0, 2147483647], was 'zero'");
        assertOneLine(TerrainCommandTest.run("crop", VOLCANO.toString(), "-o", out, "--window", "100,0,5,5"), 1,
                "--window 100,0,5,5 (columns 100…104, rows 0…4) does not lie inside the 87 × 61 samples of " + VOLCANO
                        + " (columns 0…86, rows 0…60)");
        assertFalse(Files.exists(Path.of(out)), "nothing written");
    }

    /**
     * {@code measure --start 100,300 --routes 100,300} (a route to its own start, half-way between
     * samples) reported 70.711 beats per km: start and target went to different samples 14 m apart.
     * The route now has no length, and the rates read n/a.
     */
    @Test
    void measureWithARouteToItsOwnStartReportsNoRate() throws IOException {
        Path json = dir.resolve("m.json");
        TerrainCommandTest.Run r = TerrainCommandTest.run("measure", VOLCANO.toString(), "--start", "100,300",
                "--routes", "100,300", "-o", json.toString());
        assertEquals(0, r.code(), r.toString());
        assertTrue(r.out().matches("(?s).*beats-per-km +n/a per km.*"), r.out());
        assertFalse(r.out().contains("70.7"), r.out());
        assertTrue(Files.readString(json).contains("\"length\": 0,"), Files.readString(json));
    }

    /**
     * An ASCII grid with {@code cellsize 1e39} (or 1e-39, or 1e300) was accepted by info, render,
     * contours and mesh, and the arithmetic downstream overflowed (info printed an extent of 3e+39 m,
     * render wrote a picture). Each now refuses the file in one line naming it and the header key with
     * the allowed range, exit 1, and writes nothing.
     */
    @Test
    void aCellsizeOf1e39Or1eMinus39Or1e300IsRefusedByInfoRenderContoursAndMesh() throws IOException {
        String[][] sizes = {{"1e39", "1e+39"}, {"1e-39", "1e-39"}, {"1e300", "1e+300"}};
        for (String[] size : sizes) {
            Path in = grid("g" + size[0] + ".asc", size[0], "1 2 3\n4 5 6\n");
            Path png = dir.resolve("r.png");
            Path geojson = dir.resolve("c.geojson");
            Path glb = dir.resolve("m.glb");
            String[][] commands = {
                {"info", in.toString()},
                {"render", in.toString(), "-o", png.toString()},
                {"contours", in.toString(), "-i", "1", "-o", geojson.toString()},
                {"mesh", in.toString(), "-o", glb.toString()},
            };
            for (String[] command : commands) {
                TerrainCommandTest.Run r = TerrainCommandTest.run(command);
                assertOneLine(r, 1, in + ": cellsize must be in [1e-9, 1e9], was " + size[1]);
                assertEquals("", r.out(), String.join(" ", command));
            }
            for (Path out : new Path[] {png, geojson, glb}) {
                assertFalse(Files.exists(out), out + " for cellsize " + size[0]);
            }
        }
    }
}
