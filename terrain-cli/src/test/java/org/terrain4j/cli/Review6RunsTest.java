package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
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
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.io.Rasters;

/**
 * The long-run and interrupted-run findings of the sixth outside review (review6.md: 13, 18, 19, and the
 * progress part of 22). Commands run in-process; time is a clock the test drives, never measured.
 */
class Review6RunsTest {

    private static final String VOLCANO = Path.of("..", "data", "volcano.asc").toString();

    @TempDir
    Path dir;

    private List<String> names(Path d) {
        try (Stream<Path> s = Files.list(d)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A clock that the test moves: {@code now} nanoseconds. */
    private static final class Clock {
        long now;

        long nanos() {
            return now;
        }
    }

    /**
     * Findings 13 and 22: logged to a file, a long step (stream power for hours, mountains at a 10 m spacing
     * for 137 s) printed nothing until one "done" line at the end. Now it prints a plain line every 10 s for
     * the first minute and every minute after, then the "done" line.
     */
    @Test
    void finding13And22ALongStepLoggedToAFilePrintsProgressLines() {
        StringWriter text = new StringWriter();
        Clock clock = new Clock();
        try (ProgressBar bar = new ProgressBar(new PrintWriter(text, true), "stream power", false, clock::nanos)) {
            for (int second = 1; second <= 180; second++) {
                clock.now = second * 1_000_000_000L;
                bar.progress(second / 180.0, "step " + second);
            }
        }
        List<String> lines = text.toString().lines().toList();
        // 10, 20, …, 60 s, then 120 s (180 s is the end: done)
        assertEquals(List.of("stream power: 6 % after 10 s (step 10)", "stream power: 11 % after 20 s (step 20)",
                "stream power: 17 % after 30 s (step 30)", "stream power: 22 % after 40 s (step 40)",
                "stream power: 28 % after 50 s (step 50)", "stream power: 33 % after 60 s (step 60)",
                "stream power: 67 % after 120 s (step 120)", "stream power: done in 180.0 s"), lines);
    }

    /** Findings 13 and 22: a step that ends within the quiet second prints nothing, logged or not. */
    @Test
    void finding13And22AQuickStepStaysQuiet() {
        StringWriter text = new StringWriter();
        Clock clock = new Clock();
        try (ProgressBar bar = new ProgressBar(new PrintWriter(text, true), "thermal", false, clock::nanos)) {
            clock.now = 900_000_000L;
            bar.progress(1, "thermal");
        }
        assertEquals("", text.toString());
    }

    /**
     * Finding 13: {@code --years} was checked only against 10⁷ steps, whatever the grid, so a run of hours
     * started without a word. Now steps × samples (diffusion sub-steps included) may be at most 2e9; more is
     * refused before any work, naming --years, --time-step and the limit. The timeout only keeps a missing
     * limit from hanging the build (the 257² run refused here would take about half an hour).
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "--years 1e9|--years 1e+09 ÷ --time-step 10000 is 100000 steps over the 66049 samples of",
        "--years 1e9 --time-step 5000|--years 1e+09 ÷ --time-step 5000 is 200000 steps over the 66049 samples of",
        "--years 1e7 --diffusivity 1|(with 40000 diffusion sub-steps a step, each 1/16 of a step): 1.65189e+11 sample-steps"})
    void finding13AStreamPowerRunOfTooMuchWorkIsRefusedNamingYearsAndTimeStep(String options, String expected)
            throws IOException {
        Path grid = dir.resolve("g.asc");
        Rasters.write(Heightfield.diamondSquare(257, 0.5, 7).map(v -> v * 100), grid);
        List<String> args = new java.util.ArrayList<>(List.of("erode", grid.toString(), "--stream-power"));
        args.addAll(List.of(options.split(" ")));
        args.addAll(List.of("-o", dir.resolve("e.asc").toString()));
        var r = assertTimeoutPreemptively(Duration.ofSeconds(60),
                () -> TerrainCommandTest.run(args.toArray(String[]::new)));
        CarelessUserTourTest.assertRefused(r, expected);
        assertTrue(r.err().contains("more than the 2e9 one run may take"), r.err());
        assertTrue(r.err().contains("shorten --years, lengthen --time-step, or run it in parts"), r.err());
        assertEquals(List.of("g.asc"), names(dir));
    }

    /** Finding 13: the limit is in --help, beside the options it limits. */
    @Test
    void finding13TheWorkLimitIsInTheHelp() {
        var r = TerrainCommandTest.run("erode", "--help");
        assertEquals(0, r.code(), r.err());
        String help = r.out().replaceAll("\\s+", " ");
        assertTrue(help.contains("at most 2e9 steps × samples"), help);
    }

    /** Finding 13: a run within the limit runs as before, with no announcement when it is short. */
    @Test
    void finding13AShortRunIsNotAnnounced() {
        var r = TerrainCommandTest.run("erode", VOLCANO, "--stream-power", "--years", "1e5", "-o",
                dir.resolve("e.asc").toString());
        assertEquals(0, r.code(), r.err());
        assertFalse(r.out().contains("progress follows"), r.out());
        assertEquals(List.of("e.asc"), names(dir));
    }
}
