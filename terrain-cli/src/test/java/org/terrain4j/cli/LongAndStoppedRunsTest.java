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
import org.terrain4j.io.internal.AtomicFiles;
import org.terrain4j.io.Rasters;

/**
 * The long-run and interrupted-run findings of the sixth outside review (review6.md: 13, 18, 19, and the
 * progress part of 22). Commands run in-process; time is a clock the test drives, never measured.
 */
class LongAndStoppedRunsTest {

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
    void aLongStepLoggedToAFilePrintsProgressLines() {
        StringWriter text = new StringWriter();
        Clock clock = new Clock();
        try (ProgressBar bar = new ProgressBar(new PrintWriter(text, true), "stream power", false, clock::nanos, false)) {
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

    /**
     * Finding 22: mountains at a 10 m spacing reports progress only after each steady-state pass (a minute
     * or more apart there); off a terminal the timer's ticks print the lines on time all the same, showing
     * the last report.
     */
    @Test
    void aStepThatReportsRarelyStillPrintsItsLines() {
        StringWriter text = new StringWriter();
        Clock clock = new Clock();
        try (ProgressBar bar = new ProgressBar(new PrintWriter(text, true), "mountains", false, clock::nanos, false)) {
            bar.progress(0.2, "steady state");
            for (int second = 1; second <= 75; second++) { // no report: only the timer's ticks, once a second
                clock.now = second * 1_000_000_000L;
                bar.tick();
            }
        }
        assertEquals(List.of("mountains: 20 % after 10 s (steady state)", "mountains: 20 % after 20 s (steady state)",
                "mountains: 20 % after 30 s (steady state)", "mountains: 20 % after 40 s (steady state)",
                "mountains: 20 % after 50 s (steady state)", "mountains: 20 % after 60 s (steady state)",
                "mountains: done in 75.0 s"), text.toString().lines().toList());
    }

    /** Findings 13 and 22: a step that ends within the quiet second prints nothing, logged or not. */
    @Test
    void aQuickStepStaysQuiet() {
        StringWriter text = new StringWriter();
        Clock clock = new Clock();
        try (ProgressBar bar = new ProgressBar(new PrintWriter(text, true), "thermal", false, clock::nanos, false)) {
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
        "--years 1e9|--years 1e9 ÷ --time-step 10000 is 100000 steps over the 66049 samples of",
        "--years 1e9 --time-step 5000|--years 1e9 ÷ --time-step 5000 is 200000 steps over the 66049 samples of",
        "--years 1e7 --diffusivity 1|(with 40000 diffusion sub-steps a step, each 1/16 of a step): 1.65189e+11 sample-steps"})
    void aStreamPowerRunOfTooMuchWorkIsRefusedNamingYearsAndTimeStep(String options, String expected)
            throws IOException {
        Path grid = dir.resolve("g.asc");
        Rasters.write(Heightfield.diamondSquare(257, 0.5, 7).map(v -> v * 100), grid);
        List<String> args = new java.util.ArrayList<>(List.of("erode", grid.toString(), "--stream-power"));
        args.addAll(List.of(options.split(" ")));
        args.addAll(List.of("-o", dir.resolve("e.asc").toString()));
        var r = assertTimeoutPreemptively(Duration.ofSeconds(60),
                () -> TerrainCommandTest.run(args.toArray(String[]::new)));
        RefusalsInTheOptionsWordsTest.assertRefused(r, expected);
        assertTrue(r.err().contains("more than the 2e9 one run may take"), r.err());
        assertTrue(r.err().contains("shorten --years, lengthen --time-step, or run it in parts"), r.err());
        assertEquals(List.of("g.asc"), names(dir));
    }

    /** Finding 13: the limit is in --help, beside the options it limits. */
    @Test
    void theWorkLimitIsInTheHelp() {
        var r = TerrainCommandTest.run("erode", "--help");
        assertEquals(0, r.code(), r.err());
        String help = r.out().replaceAll("\\s+", " ");
        assertTrue(help.contains("at most 2e9 steps × samples"), help);
    }

    /** Finding 13: a run within the limit runs as before, with no announcement when it is short. */
    @Test
    void aShortRunIsNotAnnounced() {
        var r = TerrainCommandTest.run("erode", VOLCANO, "--stream-power", "--years", "1e5", "-o",
                dir.resolve("e.asc").toString());
        assertEquals(0, r.code(), r.err());
        assertFalse(r.out().contains("progress follows"), r.out());
        assertEquals(List.of("e.asc"), names(dir));
    }

    /**
     * Runs a command with a SIGTERM simulated at a point of its first commit: what the command's signal
     * handler does (record the signal, stop the atomic writer), without timing and without the JVM's exit.
     *
     * @param afterCommit false: between writing the content and moving it into place; true: just after
     * @param args        the command line
     * @return the run
     */
    private static TerrainCommandTest.Run stoppedAt(boolean afterCommit, String... args) {
        Runnable term = () -> {
            if (Signals.received() == 0) {
                Signals.received(Signals.TERM);
            }
        };
        AtomicFiles.onCommitForTests(afterCommit ? null : term, afterCommit ? term : null);
        try {
            return TerrainCommandTest.run(args);
        } finally {
            AtomicFiles.onCommitForTests(null, null);
            Signals.resetForTests();
        }
    }

    /**
     * Finding 19: SIGTERM during mesh's final write ended in exit 0 and "wrote …". A stop that reaches the
     * write before its file is moved into place abandons it: no file, no temporary file, exit 143 and a line
     * that says so (before: the stop deleted the temporary file under the writer, which then failed with
     * "cannot write …", exit 1). The same for every writer, one file or several.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"mesh,m.glb", "mesh,m.gltf", "mesh,m.obj", "erode,e.asc", "render,r.png", "contours,c.svg"})
    void aStopBeforeTheMoveAbandonsTheWriteWithExit143(String command, String file) {
        Path out = dir.resolve(file);
        var r = switch (command) {
            case "erode" -> stoppedAt(false, "erode", VOLCANO, "--drops", "100", "-o", out.toString());
            case "contours" -> stoppedAt(false, "contours", VOLCANO, "--interval", "10", "-o", out.toString());
            default -> stoppedAt(false, command, VOLCANO, "-o", out.toString());
        };
        assertEquals(143, r.code(), r.err() + r.out());
        assertEquals("terrain: stopped by SIGTERM; no output written", r.err().strip());
        assertFalse(r.out().contains("wrote"), r.out());
        assertEquals(List.of(), names(dir), "no file and no temporary file");
    }

    /**
     * Finding 19: a stop that reaches the command once its file is complete and in place (moved atomically)
     * keeps the file, and the exit status still says the run was stopped (before: exit 0).
     */
    @Test
    void aStopAfterTheMoveKeepsTheFileAndExits143() throws IOException {
        Path out = dir.resolve("m.glb");
        var r = stoppedAt(true, "mesh", VOLCANO, "-o", out.toString());
        assertEquals(143, r.code(), r.err() + r.out());
        assertEquals("terrain: stopped by SIGTERM after the output was complete", r.err().strip());
        assertEquals(List.of("m.glb"), names(dir));
        byte[] glb = Files.readAllBytes(out);
        assertEquals("glTF", new String(glb, 0, 4, java.nio.charset.StandardCharsets.US_ASCII));
        assertEquals(glb.length, java.nio.ByteBuffer.wrap(glb, 8, 4).order(java.nio.ByteOrder.LITTLE_ENDIAN).getInt(),
                "complete: the length in the header is the file's");
    }

    /**
     * Finding 18: a stopped {@code island} left the directories it had made for its output ({@code nd},
     * {@code nd/a}). Now those it made are removed when they are still empty; nothing else is touched.
     */
    @Test
    void aStoppedIslandLeavesNoDirectoryItMade() {
        var r = stoppedAt(false, "island", "-o", dir.resolve("nd/a/b").toString());
        assertEquals(List.of(), names(dir), r.err());
        assertEquals(143, r.code(), r.err() + r.out());
    }

    /** Finding 18: the same for {@code environment}, which left {@code nd} and {@code nd/env}. */
    @Test
    void aStoppedEnvironmentLeavesNoDirectoryItMade() {
        var r = stoppedAt(false, "environment", "LAKESIDE", "--samples", "33", "-o", dir.resolve("nd/env").toString());
        assertEquals(List.of(), names(dir), r.err());
        assertEquals(143, r.code(), r.err() + r.out());
    }

    /**
     * Finding 18: directories that were there before are kept, empty or not, and files in them untouched;
     * only the one the run made is removed.
     */
    @Test
    void directoriesThatExistedAreKept() throws IOException {
        Files.createDirectories(dir.resolve("old/empty"));
        Files.writeString(dir.resolve("old/notes.txt"), "mine");
        var env = stoppedAt(false, "environment", "LAKESIDE", "--samples", "33", "-o",
                dir.resolve("old/empty/env").toString());
        var island = stoppedAt(false, "island", "-o", dir.resolve("old").toString());
        assertEquals(List.of("old"), names(dir));
        assertEquals(List.of("empty", "notes.txt"), names(dir.resolve("old")));
        assertEquals(List.of(), names(dir.resolve("old/empty")), env.err());
        assertEquals(143, env.code(), env.err());
        assertEquals(143, island.code(), island.err());
        assertEquals("mine", Files.readString(dir.resolve("old/notes.txt")));
    }

    /** Finding 18: a run that is not stopped keeps the directories it made, with its files in them. */
    @Test
    void aFinishedRunKeepsItsDirectories() {
        var r = TerrainCommandTest.run("environment", "LAKESIDE", "--samples", "33", "-o",
                dir.resolve("nd/env").toString());
        assertEquals(0, r.code(), r.err());
        // the heightmap's sidecar gives GDAL its sample-to-height mapping
        assertEquals(List.of("colour-flat.png", "colour.png", "heightmap.png", "heightmap.png.aux.xml",
                "placements.json", "world.glb"), names(dir.resolve("nd/env")));
    }
}
