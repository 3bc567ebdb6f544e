package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
class ErodeReview5Test {

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
        "--time-step 0.001 --years 100000|--years ÷ --time-step must be at most 1e7 steps, was 100000 ÷ 0.001 = 1e8",
        "--years 1e39|--years must be at most 1e7 time steps of the default --time-step (10000 years): 1e11 years"})
    void finding1TooManyStreamPowerStepsAreRefusedByName(String options, String expected) {
        List<String> args = new java.util.ArrayList<>(List.of("erode", VOLCANO, "--stream-power"));
        args.addAll(List.of(options.split(" ")));
        args.addAll(List.of("-o", out("e.asc")));
        var r = assertTimeoutPreemptively(Duration.ofSeconds(60),
                () -> TerrainCommandTest.run(args.toArray(String[]::new)));
        CarelessUserTourTest.assertRefused(r, expected);
        assertEquals(List.of(), names());
    }

    /**
     * Finding 1: a short step with a short run is allowed although the short step with the default 1e5
     * years would not be (the command sets both at once).
     */
    @Test
    void finding1AShortStepWithAShortRunIsAccepted() {
        var r = TerrainCommandTest.run("erode", VOLCANO, "--stream-power", "--time-step", "0.001", "--years", "1",
                "-o", out("e.asc"));
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("stream power: 1.00000 years"), r.out());
        assertEquals(List.of("e.asc"), names());
    }
}
