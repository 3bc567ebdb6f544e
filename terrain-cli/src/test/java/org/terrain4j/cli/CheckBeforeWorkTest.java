package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every command refuses a bad output (an extension it cannot write, a directory that does not exist, a
 * {@code --mapping} for a format that has none) before it reads or computes anything. Each case is given
 * work that takes minutes (millions of drops, a 8193² field), so a command that checked only when writing
 * would run into the time limit; each refusal is measured and printed.
 */
class CheckBeforeWorkTest {

    private static final String HGT = Path.of("..", "data", "N57E011.hgt").toString();
    private static final String SPEC = Path.of("..", "docs", "mountains-example.json").toString();

    /** Far more than any refusal needs, far less than the work each case asks for. */
    private static final Duration LIMIT = Duration.ofSeconds(30);

    @TempDir
    static Path dir;

    /** Commands that write nothing a user names: nothing to check. */
    private static final Set<String> NO_OUTPUT = Set.of("info", "view");

    static Stream<Arguments> cases() throws IOException {
        Path file = Files.writeString(dir.resolve("a-file"), "x");
        String nowhere = dir.resolve("no-such-directory").resolve("x").toString();
        List<Arguments> c = new ArrayList<>();
        for (String noise : List.of("fbm", "ridged", "warped", "billow", "value", "diamond-square")) {
            c.add(Arguments.of("generate " + noise, List.of("generate", noise, "--size", "8193", "-o", "x.xyz"), "x.xyz"));
        }
        c.add(Arguments.of("generate fbm", List.of("generate", "fbm", "--size", "8193", "--mapping", "fit", "-o",
                dir.resolve("x.tif").toString()), "--mapping applies to 16-bit outputs"));
        String[] drops = {"--drops", "20000000"};
        c.add(Arguments.of("erode", List.of("erode", HGT, drops[0], drops[1], "-o", "x.xyz"), "x.xyz"));
        c.add(Arguments.of("erode", List.of("erode", HGT, drops[0], drops[1], "-o", nowhere + ".tif"), "does not exist"));
        c.add(Arguments.of("erode", List.of("erode", HGT, drops[0], drops[1], "--mapping", "fit", "-o",
                dir.resolve("e.tif").toString()), "--mapping applies to 16-bit outputs"));
        c.add(Arguments.of("erode", List.of("erode", HGT, "--drops", "0", "--stream-power", "--years", "1e9", "-o",
                "x.xyz"), "x.xyz"));
        c.add(Arguments.of("render", List.of("render", HGT, "-o", "x.jpg"), "x.jpg"));
        c.add(Arguments.of("render", List.of("render", HGT, "-o", nowhere + ".png"), "does not exist"));
        c.add(Arguments.of("mesh", List.of("mesh", HGT, "-o", "x.xyz"), "x.xyz"));
        c.add(Arguments.of("contours", List.of("contours", HGT, "-i", "0.01", "-o", "x.xyz"), "x.xyz"));
        c.add(Arguments.of("drainage", List.of("drainage", HGT, "-o", "x.xyz"), "x.xyz"));
        c.add(Arguments.of("drainage", List.of("drainage", HGT, "-o", dir.resolve("a.tif").toString(), "--streams",
                "s.xyz"), "s.xyz"));
        c.add(Arguments.of("fill", List.of("fill", HGT, "-o", "x.xyz"), "x.xyz"));
        c.add(Arguments.of("island", List.of("island", "-o", file.toString()), "directory"));
        c.add(Arguments.of("mountains", List.of("mountains", SPEC, "-o", "x.xyz"), "x.xyz"));
        c.add(Arguments.of("mountains", List.of("mountains", SPEC, "-o", dir.resolve("m.tif").toString(), "--picture",
                nowhere + ".png"), "does not exist"));
        c.add(Arguments.of("measure", List.of("measure", HGT, "--picture", "x.jpg"), "x.jpg"));
        c.add(Arguments.of("measure", List.of("measure", HGT, "-o", nowhere + ".json"), "does not exist"));
        c.add(Arguments.of("measure", List.of("measure", HGT, "--place", "x.xyz"), "x.xyz"));
        c.add(Arguments.of("proving-ground", List.of("proving-ground", "-o", file.toString()), "directory"));
        c.add(Arguments.of("environment", List.of("environment", "HIGHLANDS", "--samples", "2001", "-o",
                file.toString()), "directory"));
        c.add(Arguments.of("tiles", List.of("tiles", "--from", "0,0", "--to", "20,20", "--samples", "2001", "-o",
                file.toString()), "directory"));
        c.add(Arguments.of("mosaic", List.of("mosaic", HGT, "-o", "x.xyz"), "x.xyz"));
        c.add(Arguments.of("crop", List.of("crop", HGT, "--window", "0,0,10,10", "-o", "x.xyz"), "x.xyz"));
        c.add(Arguments.of("resample", List.of("resample", HGT, "--to", "8001x8001", "-o", "x.xyz"), "x.xyz"));
        c.add(Arguments.of("convert", List.of("convert", HGT, "-o", "x.xyz"), "x.xyz"));
        c.add(Arguments.of("convert", List.of("convert", HGT, "--mapping", "fit", "-o", dir.resolve("c.asc").toString()),
                "--mapping applies to 16-bit outputs"));
        return c.stream();
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("cases")
    void aBadOutputIsRefusedBeforeAnyWork(String command, List<String> args, String fragment) {
        TerrainCommandTest.Run r = assertTimeoutPreemptively(LIMIT, () -> {
            long start = System.nanoTime();
            TerrainCommandTest.Run run = TerrainCommandTest.run(args.toArray(String[]::new));
            System.out.printf("refused in %4d ms: terrain %s%n", (System.nanoTime() - start) / 1_000_000,
                    String.join(" ", args));
            return run;
        }, "terrain " + String.join(" ", args) + " did the work before checking its output");
        TerrainCommandTest.assertRefused(r, 1, fragment);
        assertFalse(r.out().contains("wrote"), r.out());
    }

    @Test
    void everyCommandThatWritesHasACase() throws IOException {
        Set<String> covered = new TreeSet<>();
        cases().forEach(a -> covered.add(((String) a.get()[0]).split(" ")[0]));
        Set<String> missing = new TreeSet<>();
        HelpTest.commands().map(name -> name.split(" ")[0])
                .filter(name -> !NO_OUTPUT.contains(name) && !covered.contains(name)).forEach(missing::add);
        assertTrue(missing.isEmpty(), "commands with no bad-output case: " + missing);
    }
}
