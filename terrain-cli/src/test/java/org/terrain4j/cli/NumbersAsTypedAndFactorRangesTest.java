package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.terrain4j.cli.TerrainCommandTest.assertRefused;
import static org.terrain4j.cli.TerrainCommandTest.names;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The outside tester's eighth review: numbers as typed, lossy presets, unbounded factors, exit codes, counts. */
class NumbersAsTypedAndFactorRangesTest {

    private static final Path VOLCANO = Path.of("..", "data", "volcano.asc");
    private static final Path HGT = Path.of("..", "data", "N57E011.hgt");
    private static final Path MOUNTAINS = Path.of("..", "docs", "mountains-example.json");

    @TempDir
    Path dir;

    /** A command's --help, its white space (the wrapping) collapsed to single spaces. */
    private static String help(String command) {
        return TerrainCommandTest.run(command, "--help").out().replaceAll("\\s+", " ");
    }

    private String out(String name) {
        return dir.resolve(name).toString();
    }

    /** A 5 × 5 ESRI ASCII grid whose inner 3 × 3 are voids: the middle void lies 2 samples from any height. */
    private Path holes() throws IOException {
        Path f = dir.resolve("holes.asc");
        Files.writeString(f, "ncols 5\nnrows 5\nxllcorner 0\nyllcorner 0\ncellsize 10\nNODATA_value -9999\n"
                + "1 2 3 4 5\n6 -9999 -9999 -9999 10\n11 -9999 -9999 -9999 15\n16 -9999 -9999 -9999 20\n21 22 23 24 25\n");
        return f;
    }

    /**
     * Review 8, finding 8: numbers were printed in Java's format ({@code roughness 1.0E-300}, {@code roughness 0.0},
     * {@code frequency 1.00000}, {@code heights × 1.0E-5}) instead of as typed.
     */
    @Test
    void generatorAndMeshSummariesEchoTheNumbersAsTyped() {
        var r = TerrainCommandTest.run("generate", "diamond-square", "--size", "9", "-o", out("g.asc"), "--roughness", "1e-300");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("(roughness 1e-300, seed 7)"), r.out());
        r = TerrainCommandTest.run("generate", "diamond-square", "--size", "9", "-o", out("g0.asc"), "--roughness", "0");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("(roughness 0, seed 7)"), r.out());
        r = TerrainCommandTest.run("generate", "fbm", "--size", "17", "-o", out("f.asc"), "--frequency", "1");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("frequency 1)"), r.out());
        r = TerrainCommandTest.run("generate", "fbm", "--size", "17", "-o", out("f4.asc"));
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("frequency 0.25)"), r.out());
        r = TerrainCommandTest.run("mesh", VOLCANO.toString(), "-o", out("m.stl"), "--print", "150mm",
                "--vertical-scale", "1e-5", "--base", "2e0");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("base 2e0 mm") && r.out().contains("heights × 1e-5"), r.out());
        assertFalse(r.out().contains("E-"), r.out());
    }

    /**
     * Review 8, finding 8: fill's warning quoted the search distance as Java writes it ({@code farther than 1.0
     * samples}, {@code 1.0E-300}).
     */
    @Test
    void fillWarningEchoesTheSearchDistanceAsTyped() throws IOException {
        var r = TerrainCommandTest.run("fill", holes().toString(), "-o", out("f.asc"), "--search-distance", "1e0");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.err().contains("farther than 1e0 samples"), r.err());
    }

    /**
     * Review 8, finding 8: measure quoted {@code --start 1e308,1} as {@code 1e+308,1}, {@code --routes 1e9,1} as
     * {@code 1000000000,1}, and {@code --routes ';'} as {@code ''}.
     */
    @Test
    void measureQuotesPointsAsTyped() {
        assertRefused(TerrainCommandTest.run("measure", VOLCANO.toString(), "--start", "1e308,1"), 1,
                "--start 1e308,1 lies off the grid");
        assertRefused(TerrainCommandTest.run("measure", VOLCANO.toString(), "--routes", "1e9,1"), 1,
                "--routes 1e9,1 lies off the grid");
        assertRefused(TerrainCommandTest.run("measure", VOLCANO.toString(), "--routes", ";"), 1,
                "--routes needs at least one EASTING,NORTHING, was ';'");
    }

    /**
     * Review 8, finding 8: {@code --mapping 1e20,1} was diagnosed as "give a scale below 50 m" when the scale
     * (1 m) was fine and the offset was the problem.
     */
    @Test
    void aFarOffsetIsNamedAsTheProblem() {
        var r = TerrainCommandTest.run("generate", "diamond-square", "--size", "9", "--relief", "100", "-o", out("g.png"),
                "--mapping", "1e20,1");
        assertRefused(r, 1, "--mapping 1e20,1", "offset 1e20", "give an offset near the heights");
        assertFalse(r.err().contains("give a scale below"), r.err());
        // a scale too coarse is still named as such
        assertRefused(TerrainCommandTest.run("generate", "diamond-square", "--size", "9", "--relief", "100", "-o",
                out("g2.png"), "--mapping", "0,1000"), 1, "give a scale below 50 m");
    }

    /**
     * Review 8, finding 3: {@code convert --for gaea} rounded the heights to 16 bits without saying so, and
     * {@code --for r16} reported "for Gaea / World Machine". An engine maps 0…65535 onto its own height range,
     * so the preset keeps the fit, and now says so in the summary and in --help.
     */
    @Test
    void enginePresetsSayTheyRoundAndNameTheTargetAsked() {
        var r = TerrainCommandTest.run("convert", VOLCANO.toString(), "--for", "gaea", "-o", out("v.r16"));
        assertEquals(0, r.code(), r.err());
        String wrote = r.out().lines().filter(l -> l.startsWith("wrote ")).findFirst().orElseThrow();
        assertTrue(wrote.contains(" for Gaea: ") && wrote.contains("rounded to steps of 0.00154116 m"), wrote);
        r = TerrainCommandTest.run("convert", VOLCANO.toString(), "--for", "r16", "-o", out("x.r16"));
        assertEquals(0, r.code(), r.err());
        wrote = r.out().lines().filter(l -> l.startsWith("wrote ")).findFirst().orElseThrow();
        assertTrue(wrote.contains(" for r16 ") && !wrote.contains("Gaea"), wrote);
        assertTrue(help("convert").contains("fits the heights to the whole 16-bit range, rounding them"), help("convert"));
        assertRefused(TerrainCommandTest.run("convert", VOLCANO.toString(), "--for", "gaea", "-o", out("w.r16"),
                "--mapping", "94,1"), 1, "--mapping does not apply with --for", "without --for, convert keeps them exactly");
    }

    /**
     * Review 8, finding 2: {@code render -z 1e200} overflowed the hillshade into a black picture; -z now has the
     * range of mesh's --vertical-scale, (0, 1e6], in the check and in --help.
     */
    @Test
    void zFactorHasARange() throws IOException {
        for (String z : new String[] {"1e200", "1e308", "0", "-1", "1.5e6"}) {
            assertRefused(TerrainCommandTest.run("render", VOLCANO.toString(), "-z", z, "-o", out("z.png")), 1,
                    "-z (--z-factor) must be in (0, 1e6], was " + z);
        }
        assertEquals(List.of(), names(dir));
        assertEquals(0, TerrainCommandTest.run("render", VOLCANO.toString(), "-z", "1e6", "-o", out("z.png")).code());
        assertTrue(help("render").contains("Vertical exaggeration, in (0, 1e6]"));
    }

    /** Review 8, finding 2: {@code mesh --print 150mm --base 1e-300} wrote a solid with degenerate facets. */
    @Test
    void printBaseIsAtLeastATenthOfAMillimetre() throws IOException {
        for (String b : new String[] {"1e-300", "0.05", "0"}) {
            assertRefused(TerrainCommandTest.run("mesh", VOLCANO.toString(), "-o", out("m.stl"), "--print", "150mm",
                    "--base", b), 1, "--base must be in [0.1, 10000] mm with --print", "was " + b);
        }
        assertEquals(List.of(), names(dir));
        assertEquals(0, TerrainCommandTest.run("mesh", VOLCANO.toString(), "-o", out("m.stl"), "--print", "150mm",
                "--base", "0.1").code());
        assertTrue(help("mesh").contains("in [0.1, 10000]"));
    }

    /** Review 8, finding 2: {@code fill --search-distance 1e-300} filled nothing and wrote the file anyway. */
    @Test
    void searchDistanceIsAtLeastOneSample() throws IOException {
        Path h = holes();
        for (String d : new String[] {"1e-300", "0.5", "0", "2e7"}) {
            assertRefused(TerrainCommandTest.run("fill", h.toString(), "-o", out("x.asc"), "--search-distance", d), 1,
                    "--search-distance must be in [1, 1e7] samples", "was " + d);
        }
        assertEquals(List.of("holes.asc"), names(dir));
        assertTrue(help("fill").contains("in [1, 1e7]"));
    }

    /** Review 8, finding 10: plural slips, "1 octaves" and "steps of 1 years". */
    @Test
    void plurals() {
        var r = TerrainCommandTest.run("generate", "fbm", "--size", "17", "-o", out("f.asc"), "--octaves", "1");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("(seed 7, 1 octave, "), r.out());
        // the announcement of a long stream-power run (15 s on volcano.asc: its text is checked directly)
        assertEquals("stream power: 100000 steps of 1 year over 5307 samples; progress follows",
                ErodeCommand.announcement(100_000, "1", 1, 5307, ""));
        assertEquals("stream power: 1 step of 2.5 years over 1 sample; progress follows",
                ErodeCommand.announcement(1, "2.5", 2.5, 1, ""));
    }

    /**
     * Review 8, finding 9: {@code inf} gave exit 2 ("not a number") for decimal options but 1 for whole-number
     * ones. By the README's rule it is a number out of range (as {@code Infinity} is): 1 everywhere.
     */
    @Test
    void infIsANumberOutOfRangeForEveryOption() {
        for (String v : new String[] {"inf", "-inf", "INF", "+Inf", "nan"}) {
            assertRefused(TerrainCommandTest.run("generate", "diamond-square", "--size", "9", "-o", out("g.asc"),
                    "--roughness", v), 1, "--roughness must be in [0, 1]");
            assertRefused(TerrainCommandTest.run("generate", "diamond-square", "--size", v, "-o", out("g.asc")), 1,
                    "--size must be in [2, ");
            assertRefused(TerrainCommandTest.run("generate", "diamond-square", "--size", "9", "--seed", v, "-o",
                    out("g.asc")), 1, "--seed must be");
        }
        // text that is no number at all stays a usage error
        assertRefused(TerrainCommandTest.run("generate", "diamond-square", "--size", "9", "-o", out("g.asc"),
                "--roughness", "infinite"), 2, "'infinite' is not a number");
    }

    /** Review 8, finding 9: {@code mesh --print abc} exited 1, though text that is not a length is a usage error. */
    @Test
    void printThatIsNotALengthIsAUsageError() {
        assertRefused(TerrainCommandTest.run("mesh", VOLCANO.toString(), "-o", out("m.stl"), "--print", "abc"), 2,
                "--print must be a length from 1 mm to 10 m", "was 'abc'");
        assertRefused(TerrainCommandTest.run("mesh", VOLCANO.toString(), "-o", out("m.stl"), "--print", "0.1mm"), 1,
                "--print must be a length from 1 mm to 10 m");
    }

    /** Review 8, finding 9: {@code crop --window 0.5,0,5,5} did not say the window takes whole numbers. */
    @Test
    void cropWindowSaysWholeNumber() {
        assertRefused(TerrainCommandTest.run("crop", VOLCANO.toString(), "-o", out("c.asc"), "--window", "0.5,0,5,5"), 1,
                "--window's COL must be a whole number in [0, 2147483647], was 0.5");
    }

    /** Review 8, finding 7: {@code erode --drops 0 --thermal --seed 5} accepted --seed and ignored it. */
    @Test
    void seedIsRefusedWithoutDrops() throws IOException {
        assertRefused(TerrainCommandTest.run("erode", VOLCANO.toString(), "--drops", "0", "--thermal", "--seed", "5",
                "-o", out("e.asc")), 1, "--seed,", "set the droplets, which do not run with --drops 0");
        assertRefused(TerrainCommandTest.run("erode", VOLCANO.toString(), "--stream-power", "--seed", "5",
                "-o", out("s.asc")), 1, "--seed,", "with --stream-power unless --drops N is given");
        assertEquals(List.of(), names(dir));
        assertEquals(0, TerrainCommandTest.run("erode", VOLCANO.toString(), "--drops", "0", "--thermal",
                "-o", out("e.asc")).code());
    }

    /** Review 8, finding 6: {@code contours -i 5} said "21 levels, 36 lines"; level 195 touches one sample and has no line. */
    @Test
    void contoursCountOnlyLevelsWithLines() {
        var r = TerrainCommandTest.run("contours", VOLCANO.toString(), "-i", "5", "-o", out("c.geojson"));
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains(": 20 levels, 36 lines"), r.out());
    }

    /** Review 8, finding 12: mountains wrote {@code --picture} (and an .asc {@code --uplift}) without a "wrote" line. */
    @Test
    void mountainsReportsEveryFileWritten() {
        var r = TerrainCommandTest.run("mountains", MOUNTAINS.toString(), "-o", out("range.asc"), "--picture",
                out("range.png"), "--uplift", out("u.asc"));
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("wrote " + out("range.png") + ": shaded relief, "), r.out());
        assertTrue(r.out().contains("wrote " + out("u.asc") + ": the uplift before erosion, 369 × 269 samples"), r.out());
    }

    /**
     * Review 8, finding 11: the demo's {@code -o FILE} said "file exists", mosaic advised to "pass the tile
     * explicitly" (it has no such option), and mountains called a directory "not valid JSON".
     */
    @Test
    void refusalsSayWhatToDo() throws IOException {
        Path file = Files.writeString(dir.resolve("g.asc"), "x");
        assertRefused(TerrainCommandTest.run("-o", file.toString()), 1, "--output must be a directory, was the file "
                + file);
        // a directory under a file (review 29): named as such, not "file exists"
        Path under = file.resolve("sub");
        var u = TerrainCommandTest.run("environment", "-o", under.toString());
        assertRefused(u, 1, "--output cannot make " + under + ": " + file.toAbsolutePath() + " is a file");
        assertFalse(Files.exists(under));
        Path text = Files.writeString(dir.resolve("text.hgt"), "hello");
        var r = TerrainCommandTest.run("mosaic", HGT.toString(), text.toString(), "-o", out("j.asc"));
        assertRefused(r, 1, "mosaic places .hgt tiles by their names", "rename it");
        assertFalse(r.err().contains("explicitly"), r.err());
        Path sub = Files.createDirectory(dir.resolve("dir.json"));
        r = TerrainCommandTest.run("mountains", sub.toString(), "-o", out("m.asc"));
        assertRefused(r, 1, "not a regular file (a directory)");
        assertFalse(r.err().contains("JSON:"), r.err());
    }

    /**
     * Review 8, finding 13: help texts that did not give the ranges their options' checks refuse by; and
     * {@code --spacing 0} said "finite and &gt; 0" while {@code --spacing 1e308} said "[1e-9, 1e9]".
     */
    @Test
    void helpGivesTheRanges() {
        String[][] cases = {
            {"render", "azimuth, degrees clockwise from north, in [0, 360]", "above the horizon, degrees, in [0, 90]"},
            {"mesh", "in height units, in [0, 1e9]", "from the border, in [0, 1e9]", "Multiply heights by this, in (0, 1e6]"},
            {"contours", "height units, finite and > 0", "any finite height"},
            {"erode", "per iteration, in (0, 1]", "angle of repose instead of --talus, degrees in [0, 90)", "m, in [0, 10]",
                "n, in (0, 10]", "m²/yr, finite and ≥ 0", "how hard a drop carves, finite and ≥ 0"},
            {"drainage", "m², finite and > 0"},
            {"mosaic", "overlapping tiles, finite and ≥ 0"},
            {"info", "Metres between samples, in [1e-9, 1e9]", "16-bit sample, finite and > 0"},
        };
        for (String[] c : cases) {
            String h = help(c[0]);
            for (int i = 1; i < c.length; i++) {
                assertTrue(h.contains(c[i]), c[0] + ": '" + c[i] + "' in " + h);
            }
        }
        for (String v : new String[] {"0", "1e308", "inf"}) {
            assertRefused(TerrainCommandTest.run("info", VOLCANO.toString(), "--spacing", v), 1,
                    "--spacing must be in [1e-9, 1e9], was " + v);
        }
    }

    /**
     * Finding 8, the rest: {@code --roughness inf} was refused as "was Infinity", Java's word, while a
     * finite value was echoed as typed; inf, -inf and NaN are now echoed as typed too.
     */
    @org.junit.jupiter.params.ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', value = {
        "generate diamond-square --size 9 --roughness inf -o OUT.asc|--roughness must be in [0, 1], was inf",
        "generate fbm --size 9 --gain -Inf -o OUT.asc|--gain must be in [0, 1], was -Inf",
        "erode VOLCANO --inertia NaN -o OUT.asc|--inertia must be in [0, 1), was NaN",
        "mesh VOLCANO --max-error INF -o OUT.glb|--max-error must be in [0, 1e9], was INF"})
    void infiniteValuesAreEchoedAsTyped(String line, String expected) {
        String[] args = line.replace("VOLCANO", Path.of("..", "data", "volcano.asc").toString())
                .replace("OUT", dir.resolve("o").toString()).split(" ");
        TerrainCommandTest.Run r = TerrainCommandTest.run(args);
        assertRefused(r, 1, expected);
        assertFalse(r.err().contains("Infinity"), r.err());
    }
}
