package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The erode findings of the fifth outside review (review5.md). */
class ErodeSettingsTest {

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

    private String out(String name) {
        return dir.resolve(name).toString();
    }

    /**
     * Finding 1: {@code --time-step 1e-300} ran for ever (10³⁰⁵ steps): only {@code --years} was checked
     * against the 10⁷-step limit. The timeout makes the test fail, not hang, where the limit is missing.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "--time-step 1e-300|--time-step must be at least the default --years ÷ 1e7 (100000 ÷ 1e7 = 0.01 years)",
        "--time-step 1e-10|--time-step must be at least the default --years ÷ 1e7",
        "--time-step 0.001 --years 100000|--years ÷ --time-step must be at most 1e7 steps, was 100000 ÷ 0.001 = 1e+08",
        "--years 1e39|--years must be at most 1e7 time steps of the default --time-step (10000 years): 1e+11 years, was 1e39"})
    void tooManyStreamPowerStepsAreRefusedByName(String options, String expected) {
        List<String> args = new java.util.ArrayList<>(List.of("erode", VOLCANO, "--stream-power"));
        args.addAll(List.of(options.split(" ")));
        args.addAll(List.of("-o", out("e.asc")));
        var r = assertTimeoutPreemptively(Duration.ofSeconds(60),
                () -> TerrainCommandTest.run(args.toArray(String[]::new)));
        RefusalsInTheOptionsWordsTest.assertRefused(r, expected);
        assertEquals(List.of(), names());
    }

    /**
     * Finding 1: a short step with a short run is allowed although the short step with the default 1e5
     * years would not be (the command sets both at once).
     */
    @Test
    void aShortStepWithAShortRunIsAccepted() {
        var r = TerrainCommandTest.run("erode", VOLCANO, "--stream-power", "--time-step", "0.001", "--years", "1",
                "-o", out("e.asc"));
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("stream power: 1 year at"), r.out());
        assertEquals(List.of("e.asc"), names());
    }

    /**
     * Finding 4: {@code --inertia 1} was accepted and eroded nothing (a drop starts with no direction, and at
     * inertia 1 the slope never turns it), exit 0 and the file unchanged.
     */
    @Test
    void inertiaOneIsRefusedWithTheReason() {
        var r = TerrainCommandTest.run("erode", VOLCANO, "--inertia", "1", "-o", out("e.asc"));
        RefusalsInTheOptionsWordsTest.assertRefused(r, "--inertia must be in [0, 1), was 1: a drop starts with no direction");
        assertEquals(List.of(), names());
        r = TerrainCommandTest.run("erode", VOLCANO, "--inertia", "0.999", "--drops", "2000", "-o", out("e.asc"));
        assertEquals(0, r.code(), r.err());
        String help = TerrainCommandTest.run("erode", "--help").out().replaceAll("\\s+", " ");
        assertTrue(help.contains("0 ≤ I < 1"), help);
    }

    /** An 8 × 8 grid, 10 m apart, sloping, with one void at column 3, row 2. */
    private Path withAVoid() throws IOException {
        StringBuilder b = new StringBuilder("ncols 8\nnrows 8\nxllcorner 0\nyllcorner 0\ncellsize 10\n"
                + "NODATA_value -9999\n");
        for (int r = 0; r < 8; r++) {
            for (int c = 0; c < 8; c++) {
                b.append(r == 2 && c == 3 ? "-9999" : Integer.toString(100 + 3 * r + 2 * c + (c * r) % 5));
                b.append(c < 7 ? ' ' : '\n');
            }
        }
        Path in = dir.resolve("holes.asc");
        Files.writeString(in, b);
        return in;
    }

    /**
     * Finding 10: with voids the droplets printed their scaling line and then failed in the library's words;
     * stream power wrote the file without a word. Every mode now refuses before printing anything, with the
     * hint at {@code terrain fill} that {@code mesh} gives.
     */
    @ParameterizedTest(name = "erode holes.asc {0}")
    @CsvSource({"--drops 100", "--stream-power", "--thermal --drops 0", "--thermal"})
    void voidsAreRefusedBeforeAnythingIsPrintedInEveryMode(String options) throws IOException {
        Path in = withAVoid();
        List<String> args = new java.util.ArrayList<>(List.of("erode", in.toString()));
        args.addAll(List.of(options.split(" ")));
        args.addAll(List.of("-o", out("e.asc")));
        var r = TerrainCommandTest.run(args.toArray(String[]::new));
        RefusalsInTheOptionsWordsTest.assertRefused(r, in + " has 1 void, which erosion cannot run over; fill it first:"
                + " terrain fill " + in + " -o FILLED");
        assertEquals("", r.out(), "nothing printed before the refusal");
        assertEquals(List.of("holes.asc"), names());
    }

    /**
     * Finding 16: the README's {@code erode … --thermal} line read as thermal only, but it runs the droplets
     * first. Its comment says so, and the command does what the comment says.
     */
    @Test
    void theReadmeThermalLineSaysThatTheDropletsRunFirst() throws IOException {
        String line = Files.readAllLines(Path.of("..", "README.md")).stream()
                .filter(l -> l.startsWith("./terrain erode ") && l.contains("--thermal")).findFirst().orElseThrow();
        assertTrue(line.contains("# droplets, then thermal (--drops 0: thermal only)"), line);
        Path in = dir.resolve("ds.asc");
        assertEquals(0, TerrainCommandTest.run("generate", "diamond-square", "--size", "33", "-o", in.toString()).code());
        var both = TerrainCommandTest.run("erode", in.toString(), "--thermal", "-o", out("both.asc"));
        assertEquals(0, both.code(), both.err());
        assertTrue(both.out().contains("hydraulic: ") && both.out().contains("thermal: "), both.out());
        var thermalOnly = TerrainCommandTest.run("erode", in.toString(), "--thermal", "--drops", "0", "-o",
                out("thermal.asc"));
        assertEquals(0, thermalOnly.code(), thermalOnly.err());
        assertFalse(thermalOnly.out().contains("hydraulic"), thermalOnly.out());
        assertTrue(thermalOnly.out().contains("thermal: "), thermalOnly.out());
    }
}
