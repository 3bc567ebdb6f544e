package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Refusals and summaries in the options' and files' words across erode, mountains, environment, convert, render,
 * mesh, mosaic, island, print, drainage and info (found on the careless-user tour of review 3, issue 15). A refusal is one line, exit 1, in the option's or the file's words, and writes nothing.
 */
class RefusalsInTheOptionsWordsTest {

    private static final String VOLCANO = Path.of("..", "data", "volcano.asc").toString();

    @TempDir
    Path dir;

    private List<String> names() {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Exit 1, one line, no exception class, no saturated long, and the fragment. */
    static void assertRefused(TerrainCommandTest.Run r, String fragment) {
        assertEquals(1, r.code(), r.err() + r.out());
        String m = r.err().strip();
        assertFalse(m.contains("\n"), "one line: " + m);
        assertFalse(m.matches(".*[A-Z][a-z]+(Exception|Error)\\b.*"), "no exception class: " + m);
        assertFalse(m.contains("9223372036854775"), "no saturated long: " + m);
        assertTrue(m.contains(fragment), "'" + fragment + "' in: " + m);
    }

    private Path spec(String from, String to) throws IOException {
        String example = Files.readString(Path.of("..", "docs", "mountains-example.json"));
        assertTrue(example.contains(from), from);
        Path s = dir.resolve("s4.json");
        Files.writeString(s, example.replace(from, to));
        return s;
    }

    /** Finding 2: a range's height 1e300 gave {@code ArrayIndexOutOfBoundsException: Index 0 …}. */
    @Test
    void mountainHeightOutOfRangeIsRefusedInTheSpecsWords() throws IOException {
        Path s = spec("\"height\": 2200", "\"height\": 1e300");
        var r = TerrainCommandTest.run("mountains", s.toString(), "-o", dir.resolve("r.tif").toString());
        assertRefused(r, "s4.json: ranges[0]: height must be in (0, 1e5] m, was 1e+300");
        assertEquals(List.of("s4.json"), names());
    }

    /** Finding 2: a peak at x 1e300 gave JTS's {@code LocateFailureException}; at 1e7 it was accepted. */
    @ParameterizedTest(name = "peak x {0}")
    @CsvSource({"1e300", "1e7", "-70000"})
    void aPeakFarOutsideItsOutlineIsRefused(String x) throws IOException {
        Path s = spec("\"x\": 20000", "\"x\": " + x);
        var r = TerrainCommandTest.run("mountains", s.toString(), "-o", dir.resolve("r.tif").toString());
        assertRefused(r, "s4.json: ranges[0]: peaks[0] ('Snowcrown') at (");
        assertTrue(r.err().contains("outside the outline"), r.err());
        assertEquals(List.of("s4.json"), names());
    }

    private Path checkerboard(double amplitude) throws IOException {
        StringBuilder sb = new StringBuilder("ncols 6\nnrows 6\nxllcorner 0\nyllcorner 0\ncellsize 1\n");
        for (int r = 0; r < 6; r++) {
            for (int c = 0; c < 6; c++) {
                sb.append((r + c) % 2 == 0 ? amplitude : -amplitude).append(c == 5 ? "\n" : " ");
            }
        }
        Path p = dir.resolve("e38c.asc");
        Files.writeString(p, sb.toString());
        return p;
    }

    /** Finding 4: thermal on ±2e38 wrote all voids with exit 0 and printed "moved NaN … sum kept". */
    @ParameterizedTest(name = "±{0}")
    @CsvSource({"2e38", "1e38"})
    void thermalOnHugeHeightsIsRefused(String amplitude) throws IOException {
        Path in = checkerboard(Double.parseDouble(amplitude));
        var r = TerrainCommandTest.run("erode", in.toString(), "--thermal", "--drops", "0", "-o",
                dir.resolve("er.tif").toString());
        assertRefused(r, "heights must be within ±1e9 m");
        assertFalse(r.out().contains("NaN"), r.out());
        assertEquals(List.of("e38c.asc"), names());
    }

    /** Finding 4: {@code --uplift 1e30} wrote heights of 1e35 m; 1e300 gave a library message. */
    @ParameterizedTest(name = "--uplift {0}")
    @CsvSource({"1e30", "1e300", "-5", "NaN"})
    void upliftHasARangeNamedByTheOption(String uplift) {
        var r = TerrainCommandTest.run("erode", VOLCANO, "--stream-power", "--uplift", uplift, "-o",
                dir.resolve("e.tif").toString());
        assertRefused(r, "--uplift must be in [-1, 1] m/yr");
        assertEquals(List.of(), names());
    }

    /** Finding 4: the uplift rate times the duration is capped as heights are. */
    @Test
    void upliftTimesYearsIsCapped() {
        var r = TerrainCommandTest.run("erode", VOLCANO, "--stream-power", "--uplift", "1", "--years", "2e9",
                "--time-step", "1000", "-o", dir.resolve("e.tif").toString());
        assertRefused(r, "--uplift × --years must be at most 1e9 m");
    }

    /** Finding 8: messages from the stream-power and thermal settings in the options' words. */
    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', value = {
        "--years|1e39|--years must be at most 1e7 time steps of",
        "--diffusivity|1e300|--diffusivity must be at most",
        "--talus-angle|90|--talus-angle must be in [0, 90) degrees, was 90"})
    void erodeMessagesNameTheOption(String option, String value, String expected) {
        boolean thermal = option.equals("--talus-angle");
        var r = thermal
                ? TerrainCommandTest.run("erode", VOLCANO, "--thermal", option, value, "-o",
                        dir.resolve("e.tif").toString())
                : TerrainCommandTest.run("erode", VOLCANO, "--stream-power", option, value, "-o",
                        dir.resolve("e.tif").toString());
        assertRefused(r, expected);
        assertFalse(r.err().contains("timeStep"), r.err());
        assertEquals(List.of(), names());
    }

    /** Finding 7: environment wrote its files one by one; a failure (or Ctrl-C) left a partial set. */
    @Test
    void environmentWritesAllOutputsOrNone() throws IOException {
        Path out = dir.resolve("envi");
        Files.createDirectories(out.resolve("world.glb"));
        var r = TerrainCommandTest.run("environment", "LAKESIDE", "--samples", "65", "-o", out.toString());
        assertRefused(r, "world.glb");
        try (Stream<Path> s = Files.list(out)) {
            assertEquals(List.of("world.glb"), s.map(p -> p.getFileName().toString()).toList(), "nothing written");
        }
    }

    private Path asc(String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, text);
        return p;
    }

    /** Finding 8: convert's mapping refusal showed {@code SampleMapping[offset=…]} and a saturated long. */
    @ParameterizedTest(name = "--mapping {0}")
    @CsvSource(delimiter = '|', value = {"100,0.01|with offset 100 and scale 0.01", "-1e17,0.01|maps to sample 1.00000e+19 with offset -1e+17"})
    void mappingRefusalIsInWords(String mapping, String expected) {
        var r = TerrainCommandTest.run("convert", VOLCANO, "-o", dir.resolve("c.png").toString(), "--mapping=" + mapping);
        assertRefused(r, expected);
        assertFalse(r.err().contains("SampleMapping"), r.err());
        assertEquals(List.of(), names());
    }

    /** Finding 8: Unity's sizes were printed in Java's list syntax. */
    @Test
    void unitySizesAreInWords() {
        var r = TerrainCommandTest.run("convert", VOLCANO, "--for", "unity", "-o", dir.resolve("c.raw").toString());
        assertRefused(r, "33, 65, 129");
        assertFalse(r.err().contains("["), r.err());
    }

    /** Finding 8: {@code --pixel-size 1e-9} gave a picture of 5619743449909559296 pixels (it is 5.3e23). */
    @Test
    void pictureSizeDoesNotOverflow() {
        var r = TerrainCommandTest.run("render", VOLCANO, "--pixel-size", "1e-9", "-o", dir.resolve("p.png").toString());
        assertRefused(r, "5.31e+23 pixels");
    }

    /** Finding 8: mesh of a 1 × 1 grid said {@code columns must be >= 2}; of voids, the library's words. */
    @Test
    void meshMessagesNameTheFileAndTheFix() throws IOException {
        Path one = asc("one.asc", "ncols 1\nnrows 1\nxllcorner 0\nyllcorner 0\ncellsize 1\n5\n");
        var r = TerrainCommandTest.run("mesh", one.toString(), "-o", dir.resolve("x.glb").toString());
        assertRefused(r, "one.asc is 1 × 1 samples: a mesh needs at least 2 × 2");
        Path voids = asc("void.asc", "ncols 2\nnrows 2\nxllcorner 0\nyllcorner 0\ncellsize 1\nNODATA_value -9999\n"
                + "1 -9999\n2 3\n");
        r = TerrainCommandTest.run("mesh", voids.toString(), "-o", dir.resolve("x.glb").toString());
        assertRefused(r, "has 1 void, which a mesh cannot hold; fill it first: terrain fill");
        assertEquals(List.of("one.asc", "void.asc"), names());
    }

    /** Finding 8: mosaic named tiles by index ({@code tiles[1] has spacing …}), not by file. */
    @Test
    void mosaicNamesItsFiles() throws IOException {
        Path a = asc("a.asc", "ncols 2\nnrows 2\nxllcorner 0\nyllcorner 0\ncellsize 10\n1 2\n3 4\n");
        Path b = asc("b.asc", "ncols 2\nnrows 2\nxllcorner 20\nyllcorner 0\ncellsize 20\n1 2\n3 4\n");
        var r = TerrainCommandTest.run("mosaic", a.toString(), b.toString(), "-o", dir.resolve("m.asc").toString());
        assertRefused(r, b + " has spacing");
        assertFalse(r.err().contains("tiles["), r.err());
    }

    /** Finding 8: the island's summary and the README said {@code fineOver}, a Java identifier. */
    @Test
    void noJavaIdentifierInTheIslandSummary() throws IOException {
        assertFalse(Files.readString(Path.of("..", "README.md")).contains("fineOver"));
        assertFalse(Files.readString(Path.of("src", "main", "java", "org", "terrain4j", "cli", "IslandCommand.java"))
                .contains("inside fineOver"));
    }

    /** Finding 10: {@code --mapping 0,1e39} flattened the field with exit 0. */
    @ParameterizedTest(name = "--mapping {0}")
    @CsvSource({"'0,1e39'", "'-1e35,1e34'"})
    void aMappingThatFlattensIsRefused(String mapping) {
        var r = TerrainCommandTest.run("convert", VOLCANO, "-o", dir.resolve("c.png").toString(), "--mapping=" + mapping);
        assertRefused(r, "on one sample");
        assertEquals(List.of(), names());
    }

    /** Finding 11: {@code --print 150mm --base 1e9} made a 1e9 mm print; the base's range was in metres. */
    @ParameterizedTest(name = "--base {0}")
    @CsvSource(delimiter = '|', value = {"1e9|--base must be in [0.1, 10000] mm with --print", "0|--base must be in [0.1, 10000] mm",
        "9990|on a base of 9990 mm), more than 10 m"})
    void printBaseIsInMillimetresAndCounts(String base, String expected) {
        var r = TerrainCommandTest.run("mesh", VOLCANO, "--print", "150mm", "--base", base, "-o",
                dir.resolve("m.stl").toString());
        assertRefused(r, expected);
        assertEquals(List.of(), names());
    }

    /** Finding 12: drainage to .r16 printed no read-back hint, so the areas read back as 0…1. */
    @Test
    void drainageR16PrintsHowToReadItBack() {
        var r = TerrainCommandTest.run("drainage", VOLCANO, "-o", dir.resolve("d.r16").toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("--scale ") && r.out().contains("--size 87x61"), r.out());
    }

    /** Finding 13: options that do nothing in the run given were accepted without a word. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "erode --stream-power --capacity 3|--capacity",
        "erode --stream-power --as-is|--as-is",
        "mesh --colours -o STL|--colours does not apply to .stl",
        "measure --routes ;|--routes needs at least one",
        "resample --to 1 -o ASC|--to must give at least 2 × 2"})
    void ignoredOptionsAreRefused(String line, String expected) {
        String[] words = line.split(" ");
        List<String> args = new java.util.ArrayList<>();
        args.add(words[0]);
        args.add(VOLCANO);
        for (int i = 1; i < words.length; i++) {
            args.add(switch (words[i]) {
                case "STL" -> dir.resolve("m.stl").toString();
                case "ASC" -> dir.resolve("r.asc").toString();
                default -> words[i];
            });
        }
        if (words[0].equals("erode")) {
            args.add("-o");
            args.add(dir.resolve("e.tif").toString());
        }
        var r = TerrainCommandTest.run(args.toArray(String[]::new));
        assertRefused(r, expected);
        assertEquals(List.of(), names());
    }

    /** Finding 16: {@code xllcorner NaN} was reported as a missing key; a raw file's size hint named no option. */
    @Test
    void smallerWordings() throws IOException {
        Path nan = asc("n.asc", "ncols 2\nnrows 2\nxllcorner NaN\nyllcorner 0\ncellsize 1\n1 2\n3 4\n");
        assertRefused(TerrainCommandTest.run("info", nan.toString()), "'xllcorner' must be a finite number, was NaN");
        Path raw = dir.resolve("rnd.r16");
        Files.write(raw, new byte[12]);
        assertRefused(TerrainCommandTest.run("info", raw.toString()), "--size COLUMNSxROWS");
    }

    /**
     * Finding 16: {@code info} printed an {@code xllcorner} of 1e300 as a 300-digit number. Since
     * GridFrame's limits such an origin is refused, in six significant digits; the largest origins
     * allowed print in fewer than 100 characters.
     */
    @Test
    void aHugeOriginPrintsInSixSignificantDigits() throws IOException {
        Path far = asc("far.asc", "ncols 2\nnrows 2\nxllcorner 1e300\nyllcorner 0\ncellsize 1\n1 2\n3 4\n");
        assertRefused(TerrainCommandTest.run("info", far.toString()), far + ": xllcorner must be in [-1e12, 1e12], was 1e+300");
        Path edge = asc("edge.asc", "ncols 2\nnrows 2\nxllcorner -9.99999999999e11\nyllcorner 0\ncellsize 1\n1 2\n3 4\n");
        var r = TerrainCommandTest.run("info", edge.toString());
        assertEquals(0, r.code(), r.err());
        String origin = r.out().lines().filter(l -> l.startsWith("origin")).findFirst().orElseThrow();
        assertTrue(origin.length() < 100, origin);
        assertTrue(TerrainCommandTest.run("info", "../data/volcano.asc").out().contains("origin    x 5.000000 m"));
    }
}
