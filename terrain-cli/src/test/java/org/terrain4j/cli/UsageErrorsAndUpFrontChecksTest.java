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

/**
 * Usage errors in one line, conflicting or ignored options, a missing output directory and a grid too large for
 * the heap refused before any work; generate in metres, default erosion of a DEM, noise frequencies in range.
 */
class UsageErrorsAndUpFrontChecksTest {

    private static final String VOLCANO = "../data/volcano.asc";

    @TempDir
    Path dir;

    private static void assertOneLine(TerrainCommandTest.Run r, int code, String fragment) {
        assertEquals(code, r.code(), r.err());
        String m = r.err().strip();
        assertFalse(m.contains("\n"), "one line: " + m);
        assertTrue(m.contains(fragment), m);
    }

    @Test
    void defaultErosionOnARealDemStaysWithinItsRange() throws IOException {
        Path out = dir.resolve("e.asc");
        assertEquals(0, TerrainCommandTest.run("erode", VOLCANO, "-o", out.toString()).code());
        Heightfield before = Rasters.read(Path.of(VOLCANO));
        Heightfield after = Rasters.read(out);
        assertTrue(after.min() >= before.min(), "min " + after.min());
        assertTrue(after.max() <= before.max() + 1e-3, "max " + after.max());
    }

    @Test
    void usageErrorsAreOneLine() {
        assertOneLine(TerrainCommandTest.run("render"), 2, "--help");
        assertOneLine(TerrainCommandTest.run("generate", "fbm", "--size", "abc", "-o", "x.asc"), 2, "--size");
    }

    @Test
    void conflictingOrIgnoredOptionsAreRefused() {
        assertOneLine(TerrainCommandTest.run("contours", VOLCANO, "-i", "10", "--bands", "-o",
                dir.resolve("x.svg").toString()), 2, "--bands"); // an option that conflicts with the output: usage
        assertOneLine(TerrainCommandTest.run("erode", VOLCANO, "--talus", "0.5", "-o",
                dir.resolve("x.asc").toString()), 1, "--thermal");
        assertOneLine(TerrainCommandTest.run("erode", VOLCANO, "--thermal", "--talus", "0.5", "--talus-angle", "30",
                "-o", dir.resolve("x.asc").toString()), 2, "not both"); // conflicting options: usage, as --bands
        assertOneLine(TerrainCommandTest.run("render", VOLCANO, "--ramp", "r.txt", "--gray8", "-o",
                dir.resolve("x.png").toString()), 1, "--ramp");
    }

    @Test
    void aMissingOutputDirectoryIsNamedBeforeAnyWork() {
        String missing = dir.resolve("nope").resolve("out").toString();
        assertOneLine(TerrainCommandTest.run("generate", "diamond-square", "-o", missing + ".png"), 1, "does not exist");
        assertOneLine(TerrainCommandTest.run("erode", VOLCANO, "-o", missing + ".asc"), 1, "does not exist");
        assertOneLine(TerrainCommandTest.run("mesh", VOLCANO, "-o", missing + ".gltf"), 1, "does not exist");
        assertOneLine(TerrainCommandTest.run("render", VOLCANO, "-o", missing + ".png"), 1, "does not exist");
        assertOneLine(TerrainCommandTest.run("contours", VOLCANO, "-i", "5", "-o", missing + ".svg"), 1, "does not exist");
        assertFalse(Files.exists(dir.resolve("nope")));
    }

    @Test
    void aGridTooLargeForTheHeapIsRefusedUpFront() {
        assertOneLine(TerrainCommandTest.run("generate", "fbm", "--size", "32769", "-o", dir.resolve("big.f32").toString()),
                1, "heap");
    }

    @Test
    void generateCanGiveMetres() throws IOException {
        Path out = dir.resolve("m.asc");
        assertEquals(0, TerrainCommandTest.run("generate", "diamond-square", "--size", "33", "--relief", "200",
                "--spacing", "10", "-o", out.toString()).code());
        Heightfield h = Rasters.read(out);
        assertEquals(200, h.max(), 1e-3);
        assertEquals(10, h.frame().spacingX(), 1e-12);
        assertOneLine(TerrainCommandTest.run("generate", "diamond-square", "--relief", "NaN", "-o",
                dir.resolve("n.asc").toString()), 1, "--relief");
    }

    /**
     * A review found that frequencies far above the noise's range exited 0 with a flat (1e17 … 1e60) or
     * all-void (above 2²⁰⁰) file. The library now always uses the first octave, and the command refuses
     * more than 2⁴⁰ lattice cells across the grid, where the noise's guarantees end.
     */
    @Test
    void frequenciesBeyondTheNoisesRangeAreRefused() {
        for (String f : new String[] {"1e17", "1e80"}) {
            Path out = dir.resolve("f" + f + ".asc");
            assertOneLine(TerrainCommandTest.run("generate", "fbm", "--size", "17", "--frequency", f, "-o",
                    out.toString()), 1, "2^40");
            assertFalse(Files.exists(out), "no file for frequency " + f);
        }
        assertEquals(0, TerrainCommandTest.run("generate", "fbm", "--size", "17", "--frequency", "1e10", "-o",
                dir.resolve("ok.asc").toString()).code());
    }
}
