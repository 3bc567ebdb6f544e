package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import javax.imageio.IIOException;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 15, items 9 and 13: what the careless-user tour found in the command line. */
class CommandConventionsTest {

    private static final String VOLCANO = "../data/volcano.asc";

    @TempDir
    Path dir;

    private void assertRefused(String fragment, String... args) throws IOException {
        TerrainCommandTest.Run r = TerrainCommandTest.run(args);
        assertEquals(1, r.code(), String.join(" ", args) + ": " + r.err());
        String m = r.err().strip();
        assertFalse(m.contains("\n"), "one line: " + m);
        assertTrue(m.contains(fragment), m);
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(0, files.count(), "nothing written for " + String.join(" ", args));
        }
    }

    /** Item 9: infinity or unreadable files written with exit 0. */
    @Test
    void outOfRangeShapesAreRefusedBeforeWriting() throws IOException {
        String asc = dir.resolve("s.asc").toString();
        assertRefused("--relief must be in (0, 1e9] m", "generate", "fbm", "--size", "17", "--relief", "1e39", "-o", asc);
        assertRefused("--relief must be in (0, 1e9] m", "generate", "diamond-square", "--size", "17", "--relief",
                "NaN", "-o", asc);
        assertRefused("--spacing must be in [1e-6, 1e7] m", "generate", "fbm", "--size", "17", "--spacing", "1e300",
                "-o", asc);
        assertRefused("--spacing must be in [1e-6, 1e7] m", "generate", "fbm", "--size", "17", "--spacing", "1e-300",
                "-o", asc);
        String glb = dir.resolve("m.glb").toString();
        assertRefused("--vertical-scale must be in (0, 1e6]", "mesh", VOLCANO, "--vertical-scale", "1e300", "-o", glb);
        assertRefused("--base must be in (0, 1e9] m", "mesh", VOLCANO, "--base", "1e300", "-o", glb);
        assertRefused("--skirt must be in [0, 1e9] m", "mesh", VOLCANO, "--skirt", "1e300", "-o", glb);
        assertRefused("--vertical-scale", "mesh", VOLCANO, "--vertical-scale", "1e6", "--base", "1e9", "-o", glb);
    }

    /** Item 13: {@code terrain info --version} printed nothing. */
    @Test
    void everySubcommandPrintsItsVersion() {
        for (String[] args : new String[][] {{"info", "--version"}, {"render", "-V"}, {"generate", "fbm", "--version"},
            {"erode", "--version"}, {"mesh", "-V"}, {"contours", "--version"}, {"island", "--version"}, {"--version"}}) {
            TerrainCommandTest.Run r = TerrainCommandTest.run(args);
            assertEquals(0, r.code(), String.join(" ", args));
            assertTrue(r.out().startsWith("terrain4j "), String.join(" ", args) + ": '" + r.out() + "'");
        }
    }

    /** Item 13: {@code --drops 1e3} was refused as "not an int". */
    @Test
    void countsTakeScientificNotation() throws IOException {
        assertEquals(1000, Conversions.whole("1e3", Integer.MIN_VALUE, Integer.MAX_VALUE));
        assertEquals(70000, Conversions.whole("70_000", Integer.MIN_VALUE, Integer.MAX_VALUE));
        assertEquals(250, Conversions.whole("2.5e2", Integer.MIN_VALUE, Integer.MAX_VALUE));
        Path out = dir.resolve("d.asc");
        TerrainCommandTest.Run r = TerrainCommandTest.run("generate", "diamond-square", "--size", "1.7e1", "-o",
                out.toString());
        assertEquals(0, r.code(), r.err());
        // not a number: a usage error (exit 2); a number the option does not take, not whole or out of the
        // option's range however large, is bad input (exit 1) with the option's range (review 6, finding 23)
        for (String[] bad : new String[][] {{"1.5", "--size must be a whole number in [2, 32769], was 1.5", "1"},
            {"1e10", "--size must be in [2, 32769], was 1e10", "1"},
            {"1e999999999", "--size must be in [2, 32769], was 1e999999999", "1"}, {"abc", "--size must be a whole number in [2, 32769], was 'abc'", "2"}}) {
            r = TerrainCommandTest.run("generate", "diamond-square", "--size", bad[0], "-o", out.toString());
            assertEquals(Integer.parseInt(bad[2]), r.code(), bad[0]);
            assertTrue(r.err().contains(bad[1]) && r.err().contains("--size"), r.err());
        }
    }

    /** Item 13: a degree spacing was labelled "0.000833333 m"; an all-void grid gave NaN statistics. */
    @Test
    void infoSaysDegreesAndNoData() throws IOException {
        TerrainCommandTest.Run r = TerrainCommandTest.run("info", "../data/jacksboro.asc");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("0.000833333° (longitude)"), r.out());
        assertFalse(r.out().contains("0.000833333 m"), r.out());
        r = TerrainCommandTest.run("info", "../data/jacksboro.asc", "--geographic");
        assertTrue(r.out().contains(" m (x)"), r.out());
        Path voids = dir.resolve("voids.asc");
        Files.writeString(voids, "ncols 2\nnrows 2\nxllcorner 0\nyllcorner 0\ncellsize 1\nNODATA_value -9999\n"
                + "-9999 -9999\n-9999 -9999\n");
        r = TerrainCommandTest.run("info", voids.toString());
        assertEquals(0, r.code(), r.err());
        assertFalse(r.out().contains("NaN"), r.out());
        assertTrue(r.out().contains("all 4 samples are voids"), r.out());
        Files.delete(voids);
    }

    /** Item 13: {@code foo.hgt} advised to "pass the tile explicitly", which no option did. */
    @Test
    void hgtTileCanBeGiven() throws IOException {
        Path foo = dir.resolve("foo.hgt");
        Files.copy(Path.of("..", "data", "N57E011.hgt"), foo);
        TerrainCommandTest.Run r = TerrainCommandTest.run("info", foo.toString());
        assertEquals(1, r.code());
        assertTrue(r.err().contains("--tile N57E011"), r.err());
        r = TerrainCommandTest.run("info", foo.toString(), "--tile", "N57E011");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("1201 columns"), r.out());
        r = TerrainCommandTest.run("info", foo.toString(), "--tile", "X57");
        assertEquals(1, r.code());
        assertTrue(r.err().contains("--tile must be"), r.err());
        r = TerrainCommandTest.run("info", VOLCANO, "--tile", "N57E011");
        assertTrue(r.err().contains("--tile applies to .hgt files only"), r.err());
        Files.delete(foo);
    }

    /** Item 13: library messages used Java names (maxSteps, verticalScale, zFactor, degrees). */
    @Test
    void messagesUseTheOptionsNames() throws IOException {
        String png = dir.resolve("x.png").toString();
        assertRefused("-z (--z-factor) must", "render", VOLCANO, "-z", "-1", "-o", png);
        assertRefused("--azimuth must", "render", VOLCANO, "--azimuth", "400", "-o", png);
        TerrainCommandTest.Run r = TerrainCommandTest.run("mesh", VOLCANO, "--vertical-scale", "0", "-o",
                dir.resolve("x.glb").toString());
        assertTrue(r.err().contains("--vertical-scale"), r.err());
        Pattern java = Pattern.compile("\\b(maxSteps|verticalScale|zFactor|minSlope|erosionRate|pixelSize)\\b");
        assertFalse(java.matcher(r.err()).find(), r.err());
        assertEquals("--max-steps must be in [1, 10000], was 0", Messages.inOptionNames(
                "maxSteps must be in [1, 10000], was 0", TerrainCommand.commandLine().getSubcommands().get("erode")
                        .getCommandSpec()));
    }

    /** Item 13: a full disk read differently from every writer. */
    @Test
    void writeFailuresHaveOneForm() {
        Path file = Path.of("out", "x.png");
        String full = "cannot write " + file + ": No space left on device";
        assertEquals(full, Cli.cannotWrite(file, new IIOException("I/O error writing PNG file!",
                new IOException("No space left on device"))).getMessage());
        assertEquals(full, Cli.cannotWrite(file, new IOException("java.io.IOException: No space left on device"))
                .getMessage());
        assertEquals(full, Cli.cannotWrite(file, new FileSystemException(file.toString(), null,
                "No space left on device")).getMessage());
        assertEquals(full, Cli.cannotWrite(file, new IOException(file + ": No space left on device")).getMessage());
        assertEquals("cannot write " + file + ": permission denied",
                Cli.cannotWrite(file, new AccessDeniedException(file.toString())).getMessage());
    }

    /** Item 13: help wrapped inside ".f32" and ". asc". */
    @Test
    void helpNeverWrapsInsideAnExtension() {
        Pattern broken = Pattern.compile("(?m)[ /(]\\.\\s*$"); // a line that ends in the dot of an extension
        for (String[] args : new String[][] {{"--help"}, {"info", "--help"}, {"render", "--help"}, {"mesh", "--help"},
            {"contours", "--help"}, {"erode", "--help"}, {"island", "--help"}, {"generate", "fbm", "--help"},
            {"generate", "diamond-square", "--help"}}) {
            TerrainCommandTest.Run r = TerrainCommandTest.run(args);
            assertFalse(broken.matcher(r.out()).find(), String.join(" ", args) + ":\n" + r.out());
        }
    }

    /**
     * Item 11: {@code terrain erode data/volcano.asc -o v.asc} took the summit from 195 m to 110 m, erased the
     * crater (its floor, 148 m, came up to 102 m of a flattened cone) and lost 23 % of the volume.
     */
    @Test
    void defaultErosionOfADemInMetresWeathersItWithoutFlatteningIt() throws IOException {
        Path out = dir.resolve("v.asc");
        TerrainCommandTest.Run r = TerrainCommandTest.run("erode", VOLCANO, "-o", out.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("the drops see the heights × 2^-5"), r.out());
        org.terrain4j.api.Heightfield before = org.terrain4j.io.Rasters.read(Path.of(VOLCANO));
        org.terrain4j.api.Heightfield after = org.terrain4j.io.Rasters.read(out);
        assertTrue(after.max() >= 190, "summit " + after.max());
        double floor = Double.POSITIVE_INFINITY;
        for (int row = 24; row <= 30; row++) {
            for (int column = 26; column <= 32; column++) {
                floor = Math.min(floor, after.get(column, row));
            }
        }
        assertTrue(after.max() - floor > 25, "crater " + (after.max() - floor) + " m deep (47 m before)");
        double lost = (before.sum() - after.sum()) / before.sum();
        assertTrue(lost > 0.002 && lost < 0.03, "volume lost " + 100 * lost + " %");
        // the mean slope of the README's example, which the defaults are tuned for
        assertEquals(org.terrain4j.erosion.Hydraulic.REFERENCE_SLOPE, org.terrain4j.erosion.Hydraulic.meanSlope(
                org.terrain4j.api.Heightfield.diamondSquare(257, 0.5, 7)), 0.0001);
        assertEquals(5307 / 4, org.terrain4j.erosion.Hydraulic.dropsFor(5307));
        // --as-is gives the library's own behaviour on the metres
        Path raw = dir.resolve("raw.asc");
        assertEquals(0, TerrainCommandTest.run("erode", VOLCANO, "--as-is", "--drops", "1326", "-o", raw.toString())
                .code());
        assertTrue(org.terrain4j.io.Rasters.read(raw).sum() != after.sum());
        Files.delete(out);
        Files.delete(raw);
    }
}
