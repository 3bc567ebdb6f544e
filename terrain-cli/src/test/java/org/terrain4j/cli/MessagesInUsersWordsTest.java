package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The fifth outside review, findings 7, 8 and 19: messages in the user's words (the file, the option,
 * the spec path, numbers as people write them) and exit codes by the README's rule (1 bad value, 2 usage).
 */
class MessagesInUsersWordsTest {

    private static final Path VOLCANO = Path.of("..", "data", "volcano.asc");

    @TempDir
    Path dir;

    private Path grid(String name, String cellsize, String rows) throws IOException {
        return Files.writeString(dir.resolve(name), "ncols 3\nnrows 2\nxllcorner 0\nyllcorner 0\ncellsize " + cellsize
                + "\nNODATA_value -9999\n" + rows);
    }

    private static void assertOneLine(TerrainCommandTest.Run r, int code, String expected) {
        assertEquals(code, r.code(), r.toString());
        assertTrue(r.err().startsWith("terrain: " + expected), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
    }

    @Test
    void fillAndDrainageOfAnAllVoidFileSayItHasNoData() throws IOException {
        Path voids = grid("voids.asc", "1", "-9999 -9999 -9999\n-9999 -9999 -9999\n");
        for (String command : new String[] {"fill", "drainage"}) {
            var r = TerrainCommandTest.run(command, voids.toString(), "-o", dir.resolve("o.asc").toString());
            assertOneLine(r, 1, voids + " has no data: all 6 samples are voids");
        }
        assertFalse(Files.exists(dir.resolve("o.asc")));
    }

    @Test
    void measureOfATooSmallFileNamesTheFile() throws IOException {
        Path small = grid("small.asc", "1", "1 2 3\n4 5 6\n");
        assertOneLine(TerrainCommandTest.run("measure", small.toString()), 1,
                small + " must be at least 3 × 3 samples to measure, was 3 × 2");
    }

    /**
     * A spacing whose drainage areas overflowed the raster's 32-bit samples was refused by drainage; since
     * GridFrame's limits (at most 1e9 m) no area can, and such a file is refused when it is read.
     */
    @Test
    void drainageRefusesASpacingWhoseAreaOverflowsTheRaster() throws IOException {
        Path huge = grid("huge.asc", "1e39", "1 2 3\n4 5 6\n");
        Path out = dir.resolve("area.asc");
        var r = TerrainCommandTest.run("drainage", huge.toString(), "-o", out.toString());
        assertOneLine(r, 1, huge + ": cellsize must be in [1e-9, 1e9], was 1e+39");
        assertFalse(Files.exists(out));
    }

    @Test
    void mountainsBuildErrorsNameTheFileAndThePath() throws IOException {
        Path spec = Files.writeString(dir.resolve("close.json"), "{\"ranges\": [{\"name\": \"Spine\", \"outline\":"
                + " {\"circle\": [20000, 20000, 15000]}, \"height\": 2000, \"peaks\": ["
                + "{\"name\": \"A\", \"x\": 20000, \"z\": 18000, \"elevation\": 3000},"
                + "{\"name\": \"B\", \"x\": 20100, \"z\": 18000, \"elevation\": 2900}]}]}");
        var r = TerrainCommandTest.run("mountains", spec.toString(), "-o", dir.resolve("m.asc").toString());
        assertOneLine(r, 1, spec + ": ranges[0].peaks[1] and ranges[0].peaks[0]: peaks 'B' (2900 m) and 'A' (3000 m)"
                + " are 100 m apart");
    }

    @Test
    void anEmptyMountainsFileSaysItIsEmpty() throws IOException {
        Path spec = Files.writeString(dir.resolve("empty.json"), "");
        assertOneLine(TerrainCommandTest.run("mountains", spec.toString(), "-o", dir.resolve("m.asc").toString()), 1,
                spec + ": the file is empty");
    }

    @Test
    void assignCrsRefusesAUserDefinedCodeBeforeReading() {
        Path out = dir.resolve("a.tif");
        var r = TerrainCommandTest.run("convert", VOLCANO.toString(), "--assign-crs", "EPSG:99999", "-o", out.toString());
        // review 6, finding 17: one range for every code refused, [1, 32766], with the reason for codes above it
        assertOneLine(r, 1, "--assign-crs EPSG:CODE must have a code in [1, 32766], was EPSG:99999; codes from 32767 up"
                + " are user-defined");
        assertFalse(Files.exists(out));
    }

    @Test
    void numbersInMessagesReadAsPeopleWriteThem() {
        var r = TerrainCommandTest.run("generate", "diamond-square", "--size", "33", "--roughness", "1e39", "-o",
                dir.resolve("g.asc").toString());
        assertOneLine(r, 1, "--roughness must be in [0, 1], was 1e39"); // as typed (review 6, finding 15)
        assertEquals("interval 1e-39 with base 0, heights 1 … 3e+38",
                Messages.readableNumbers("interval 1.0E-39 with base 0.0, heights 1.0 … 3.0000000054977558E38"));
        assertEquals("cannot read v1.0E3.asc: 7.62951e-05 × sample, 0.3",
                Messages.readableNumbers("cannot read v1.0E3.asc: 7.629510948348211E-5 × sample, 0.30000000000000004"));
    }

    @Test
    void drainageRefusesThresholdWithoutStreams() {
        var r = TerrainCommandTest.run("drainage", VOLCANO.toString(), "-o", dir.resolve("a.png").toString(),
                "--threshold", "100");
        assertOneLine(r, 1, "--threshold applies to --streams");
    }

    @Test
    void naNIsAValueOutOfRangeForEveryNumberOption() {
        String out = dir.resolve("g.asc").toString();
        assertOneLine(TerrainCommandTest.run("generate", "diamond-square", "--size", "NaN", "-o", out), 1,
                "--size must be in [2, 32769], was NaN");
        assertOneLine(TerrainCommandTest.run("generate", "diamond-square", "--size", "33", "--roughness", "NaN", "-o",
                out), 1, "--roughness must be in [0, 1], was NaN");
        assertOneLine(TerrainCommandTest.run("resample", VOLCANO.toString(), "--to", "NaN", "-o", out), 1, "--to must");
        assertOneLine(TerrainCommandTest.run("measure", VOLCANO.toString(), "--start", "NaN,1"), 1, "--start must");
    }

    @Test
    void textNotOfAnOptionsFormAndConflictsAreUsageErrors() {
        String out = dir.resolve("g.asc").toString();
        assertOneLine(TerrainCommandTest.run("resample", VOLCANO.toString(), "--to", "axb", "-o", out), 2,
                "--to must be COLUMNSxROWS or N");
        assertOneLine(TerrainCommandTest.run("measure", VOLCANO.toString(), "--start", "a,b"), 2,
                "--start must be EASTING,NORTHING");
        assertOneLine(TerrainCommandTest.run("contours", VOLCANO.toString(), "-i", "5", "--bands", "-o",
                dir.resolve("c.svg").toString()), 2, "--bands needs a .geojson or .json output");
    }

    @Test
    void aSeedIsAWholeNumberLikeACount() {
        Path a = dir.resolve("a.asc");
        Path b = dir.resolve("b.asc");
        assertEquals(0, TerrainCommandTest.run("generate", "diamond-square", "--size", "9", "--seed", "1e3", "-o",
                a.toString(), "-q").code());
        assertEquals(0, TerrainCommandTest.run("generate", "diamond-square", "--size", "9", "--seed", "1000", "-o",
                b.toString(), "-q").code());
        assertTrue(TerrainCommandTest.run("info", a.toString()).out()
                .equals(TerrainCommandTest.run("info", b.toString()).out().replace(b.toString(), a.toString())));
    }

    private Path tileAt(String name, String x) throws IOException {
        return Files.writeString(dir.resolve(name), "ncols 3\nnrows 2\nxllcorner " + x
                + "\nyllcorner 0\ncellsize 1\n1 2 3\n4 5 6\n");
    }

    @Test
    void mosaicOfFarTilesSaysTheMosaicIsTooLarge() throws IOException {
        Path a = tileAt("a.asc", "0");
        Path far = tileAt("far.asc", "1e10");
        Path out = dir.resolve("m.asc");
        var r = TerrainCommandTest.run("mosaic", a.toString(), far.toString(), "-o", out.toString());
        assertOneLine(r, 1, far + " lies 1.00000000e+10 samples from " + a + " along x: the mosaic would be more than");
        assertFalse(r.err().contains("not a whole number"), r.err());
        assertFalse(Files.exists(out));
    }

    @Test
    void mosaicThatIsMostlyVoidsWarns() throws IOException {
        Path a = tileAt("a.asc", "0");
        Path b = tileAt("b.asc", "100");
        Path out = dir.resolve("m.asc");
        var r = TerrainCommandTest.run("mosaic", a.toString(), b.toString(), "-o", out.toString());
        assertEquals(0, r.code(), r.toString());
        // 103 × 2 = 206 samples, 12 of them from the tiles: 194 / 206 = 94.2 %
        assertTrue(r.err().contains("warning: " + out + " will be 103 × 2 samples, 94.2 % of them voids"), r.err());
        var near = TerrainCommandTest.run("mosaic", a.toString(), tileAt("c.asc", "3").toString(), "-o",
                dir.resolve("n.asc").toString());
        assertEquals(0, near.code(), near.toString());
        assertFalse(near.err().contains("warning"), near.err());
    }

    @Test
    void topLevelQuietBeforeASubcommandIsAUsageError() {
        var r = TerrainCommandTest.run("-q", "info", VOLCANO.toString());
        assertEquals(2, r.code(), r.toString());
        assertTrue(r.err().startsWith("terrain: -q goes after the subcommand (terrain info … -q)"), r.err());
        assertEquals("", r.out());
    }

    /**
     * Contours with no level within the heights warned and wrote an empty picture; they are now refused
     * and write nothing ({@link ContoursAndGridLimitsTest#contoursWithNoLevelWithinTheHeightsAreRefusedAndWriteNothing}).
     */
    @Test
    void contoursWithNoLevelAreRefused() {
        Path out = dir.resolve("c.svg");
        var r = TerrainCommandTest.run("contours", VOLCANO.toString(), "-i", "1e39", "-o", out.toString());
        assertOneLine(r, 1, "--interval 1e39 with --base 0 gives no contour level within the heights of " + VOLCANO);
        assertFalse(Files.exists(out));
        var some = TerrainCommandTest.run("contours", VOLCANO.toString(), "-i", "10", "-o", out.toString());
        assertFalse(some.err().contains("warning"), some.err());
    }

    @Test
    void runwayPrintsNoNegativeZero() {
        var r = TerrainCommandTest.run("environment", "HIGHLANDS", "--samples", "2", "--runway", "-o",
                dir.resolve("e").toString());
        assertEquals(0, r.code(), r.toString());
        assertTrue(r.out().contains("runway "), r.out());
        assertFalse(r.out().matches("(?s).*[ (]-0[,)° ].*"), r.out());
    }

    @Test
    void aGenerateThatComesOutFlatWarns() {
        Path out = dir.resolve("f.asc");
        var r = TerrainCommandTest.run("generate", "fbm", "--size", "33", "--frequency", "1e-20", "-o", out.toString());
        assertEquals(0, r.code(), r.toString());
        assertTrue(r.err().contains("warning: " + out + " is flat: all 1089 samples are"), r.err());
        var hilly = TerrainCommandTest.run("generate", "fbm", "--size", "33", "-o", out.toString());
        assertFalse(hilly.err().contains("flat"), hilly.err());
    }
}
