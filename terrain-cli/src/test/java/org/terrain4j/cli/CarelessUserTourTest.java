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
 * Issue 15, the careless-user tour of a third outside review (review 3): each test names the finding it
 * checks. A refusal is one line, exit 1, in the option's or the file's words, and writes nothing.
 */
class CarelessUserTourTest {

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
    void finding2MountainHeightOutOfRangeIsRefusedInTheSpecsWords() throws IOException {
        Path s = spec("\"height\": 2200", "\"height\": 1e300");
        var r = TerrainCommandTest.run("mountains", s.toString(), "-o", dir.resolve("r.tif").toString());
        assertRefused(r, "s4.json: ranges[0]: height must be in (0, 1e5] m, was 1.0E300");
        assertEquals(List.of("s4.json"), names());
    }

    /** Finding 2: a peak at x 1e300 gave JTS's {@code LocateFailureException}; at 1e7 it was accepted. */
    @ParameterizedTest(name = "peak x {0}")
    @CsvSource({"1e300", "1e7", "-70000"})
    void finding2APeakFarOutsideItsOutlineIsRefused(String x) throws IOException {
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
    void finding4ThermalOnHugeHeightsIsRefused(String amplitude) throws IOException {
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
    void finding4UpliftHasARangeNamedByTheOption(String uplift) {
        var r = TerrainCommandTest.run("erode", VOLCANO, "--stream-power", "--uplift", uplift, "-o",
                dir.resolve("e.tif").toString());
        assertRefused(r, "--uplift must be in [-1, 1] m/yr");
        assertEquals(List.of(), names());
    }

    /** Finding 4: the uplift rate times the duration is capped as heights are. */
    @Test
    void finding4UpliftTimesYearsIsCapped() {
        var r = TerrainCommandTest.run("erode", VOLCANO, "--stream-power", "--uplift", "1", "--years", "2e9",
                "--time-step", "1000", "-o", dir.resolve("e.tif").toString());
        assertRefused(r, "--uplift × --years must be at most 1e9 m");
    }

    /** Finding 8: messages from the stream-power and thermal settings in the options' words. */
    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', value = {
        "--years|1e39|--years must be at most 1e7 time steps of",
        "--diffusivity|1e300|--diffusivity must be at most",
        "--talus-angle|90|--talus-angle must be in [0, 90) degrees, was 90.0"})
    void finding8ErodeMessagesNameTheOption(String option, String value, String expected) {
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
    void finding7EnvironmentWritesAllOutputsOrNone() throws IOException {
        Path out = dir.resolve("envi");
        Files.createDirectories(out.resolve("world.glb"));
        var r = TerrainCommandTest.run("environment", "LAKESIDE", "--samples", "65", "-o", out.toString());
        assertRefused(r, "world.glb");
        try (Stream<Path> s = Files.list(out)) {
            assertEquals(List.of("world.glb"), s.map(p -> p.getFileName().toString()).toList(), "nothing written");
        }
    }
}
