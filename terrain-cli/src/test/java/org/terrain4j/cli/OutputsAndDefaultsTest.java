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

/**
 * Issue 15, the outside reviewer's findings after the first round of fixes: each test names the
 * finding it checks.
 */
class OutputsAndDefaultsTest {

    private static final Path VOLCANO = Path.of("..", "data", "volcano.asc");

    @TempDir
    Path dir;

    private List<String> names() {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A name no file system takes (over 255 bytes), in a directory that exists: the write itself fails. */
    private Path unwritable(String extension) {
        return dir.resolve("x".repeat(300) + "." + extension);
    }

    @Test
    void drainageWritesTheAreaAndTheStreamsOrNeither() {
        Path area = dir.resolve("area.asc");
        var r = TerrainCommandTest.run("drainage", VOLCANO.toString(), "-o", area.toString(), "--streams",
                unwritable("geojson").toString(), "--quiet");
        assertEquals(1, r.code(), r.toString());
        assertEquals(List.of(), names(), "no output left when the second one fails");
        assertTrue(r.err().startsWith("terrain: cannot write "), r.err());
        assertFalse(r.err().contains(".tmp"), "the message names the user's file: " + r.err());
    }

    @Test
    void mountainsWritesTheReliefAndThePictureOrNeither() throws IOException {
        Path spec = Files.writeString(dir.resolve("knot.json"), MountainsCommandTest.SPEC);
        Path out = dir.resolve("knot.asc");
        var r = TerrainCommandTest.run("mountains", spec.toString(), "-o", out.toString(), "--picture",
                unwritable("png").toString(), "--quiet");
        assertEquals(1, r.code(), r.toString());
        assertFalse(r.err().contains(".tmp"), r.err());
        assertEquals(List.of("knot.json"), names(), "no output left when the picture fails");
    }

    /**
     * Finding 6: stopping {@code terrain island} (Ctrl-C's SIGINT and {@link Process#destroy()}'s SIGTERM
     * both run the shutdown hooks) once its first file is written leaves no directory behind. A child JVM
     * runs the command; the test stops it when {@code island.png} exists anywhere under the test's
     * directory.
     *
     * <p>Review 7, finding 19: the run had printed "wrote  island.png" before the stop deleted it. Files are
     * now reported as "made" while staged and "wrote" only once moved into place; the child is stopped once
     * it has reported its first file, and its report may not claim a file written.
     */
    @Test
    void stoppedIslandLeavesNoHalfBuiltDirectory() throws Exception {
        String javaExe = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String classPath = String.join(java.io.File.pathSeparator, System.getProperty("java.class.path", ""),
                System.getProperty("jdk.module.path", ""));
        Path log = Files.createTempFile("island-child", ".log");
        Process child = new ProcessBuilder(javaExe, "-cp", classPath, TerrainCommand.class.getName(), "island",
                "-o", dir.resolve("island").toString())
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        try {
            long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(120);
            while (!firstFileWritten() || !Files.readString(log).contains(" island.png ")) {
                assertTrue(child.isAlive(), "the child ended before writing: " + Files.readString(log));
                assertTrue(System.nanoTime() < deadline, "no island.png appeared");
                Thread.sleep(20);
            }
            child.destroy();
            assertTrue(child.waitFor(60, java.util.concurrent.TimeUnit.SECONDS), "the child did not stop");
            String report = Files.readString(log);
            assertFalse(report.contains("wrote"), "a file reported written, then deleted by the stop: " + report);
        } finally {
            child.destroyForcibly();
            Files.deleteIfExists(log);
        }
        assertEquals(List.of(), names(), "left behind after the stop");
    }

    private boolean firstFileWritten() throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.anyMatch(p -> p.getFileName().toString().equals("island.png"));
        } catch (UncheckedIOException | java.nio.file.NoSuchFileException raced) {
            return false;
        }
    }

    /**
     * Finding 2: absurd numbers (1e300, NaN) were accepted by options with no stated range; each is
     * refused naming the option, the value and the range, and nothing is written.
     */
    @org.junit.jupiter.params.ParameterizedTest(name = "review 2: {0} {1} is refused naming {2}")
    @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', value = {
        "erode --gravity     | 1e300 | --gravity must be in [0, 1000], was 1e300",
        "erode --gravity     | NaN   | --gravity must be in [0, 1000], was NaN",
        "erode --floor       | 1e300 | --floor must be in [-1e9, 1e9] m, was 1e300",
        "erode --floor       | NaN   | --floor must be in [-1e9, 1e9] m, was NaN",
        "erode --erodibility | 1e300 | --erodibility must be in [0, 1] m^(1-2m)/yr, was 1e300",
        "erode --erodibility | NaN   | --erodibility must be in [0, 1] m^(1-2m)/yr, was NaN",
        "fbm --gain          | 1e300 | --gain must be in [0, 1], was 1e300",
        "ridged --gain       | NaN   | --gain must be in [0, 1], was NaN",
        "fbm --lacunarity    | 1e300 | --lacunarity must be in [1, 16], was 1e300",
        "billow --lacunarity | NaN   | --lacunarity must be in [1, 16], was NaN",
    })
    void absurdNumbersAreRefusedWithTheRange(String commandAndOption, String value, String message) {
        String[] co = commandAndOption.split(" ");
        Path out = dir.resolve("out.asc");
        List<String> args = new java.util.ArrayList<>();
        if (co[0].equals("erode")) {
            args.addAll(List.of("erode", VOLCANO.toString(), "-o", out.toString(), "--drops", "10"));
            if (co[1].equals("--erodibility")) {
                args = new java.util.ArrayList<>(List.of("erode", VOLCANO.toString(), "-o", out.toString(),
                        "--stream-power"));
            }
        } else {
            args.addAll(List.of("generate", co[0], "--size", "9", "-o", out.toString()));
        }
        args.add(co[1]);
        args.add(value);
        var r = TerrainCommandTest.run(args.toArray(String[]::new));
        assertEquals(1, r.code(), r.toString());
        assertEquals("terrain: " + message, r.err().strip());
        assertEquals(List.of(), names());
    }

    @Test
    void tarnRadiusHasARange() throws IOException {
        for (String radius : new String[] {"1e300", "5001"}) {
            Path spec = Files.writeString(dir.resolve("t.json"), """
                    {"spacing": 400, "ranges": [{"name": "Knot", "outline": {"circle": [0, 0, 12000]}, "height": 1800,
                      "tarns": [{"x": 0, "z": 0, "radius": %s}]}]}
                    """.formatted(radius));
            var r = TerrainCommandTest.run("mountains", spec.toString(), "-o", dir.resolve("m.asc").toString(), "-q");
            assertEquals(1, r.code(), r.toString());
            assertTrue(r.err().contains("ranges[0].tarns[0]: radius must be in [0, 5000] m, was "
                    + Cli.readable(Double.parseDouble(radius))), r.err());
            assertEquals(List.of("t.json"), names());
        }
    }

    /** Finding 3: Gson's own text (its API's advice, class names, its path syntax, a link) reached the user. */
    @org.junit.jupiter.params.ParameterizedTest(name = "review 3: malformed JSON {0} is reported in our words")
    @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        "`{\"ranges\" 1}`              | at line 1, column 12: expected ':' after the key",
        "`{ranges: []}`                 | at line 1, column 3: expected standard JSON",
        "`{\"ranges\": [1,]}`          | at line 1, column 16: expected standard JSON",
        "`{\"ranges\": [], }`          | at line 1, column 17: expected a key in double quotes",
        "`{\"ranges\": [`              | at line 1, column 13: expected more: the file ends before the spec is closed",
        "`{\"ranges\": [] \"seed\": 1}` | at line 1, column 16: expected ',' or '}' after the value",
        "`{\"ranges\": []} {}`         | at line 1, column 17: expected standard JSON",
        "`{\"ranges\": \"a`           | expected the closing '\"' of the string",
    })
    void malformedJsonIsReportedInOurWords(String json, String expected) throws IOException {
        Path spec = Files.writeString(dir.resolve("bad.json"), json);
        var r = TerrainCommandTest.run("mountains", spec.toString(), "-o", dir.resolve("m.asc").toString(), "-q");
        assertEquals(1, r.code(), r.toString());
        String err = r.err().strip();
        assertTrue(err.startsWith("terrain: " + spec + ": not valid JSON "), err);
        assertTrue(err.contains(expected), err);
        for (String gson : new String[] {"Json", "Strictness", "gson", "$", "http", "Exception", "\n"}) {
            assertFalse(err.contains(gson), "no parser text (" + gson + "): " + err);
        }
    }

    /**
     * Finding 5 was that {@code terrain environment} without NAME failed as bad input; seed 002 opens a fresh
     * start on HIGHLANDS, so without a name the command now builds HIGHLANDS (issue 29).
     */
    @Test
    void environmentWithoutNameBuildsHighlands() {
        var r = TerrainCommandTest.run("environment", "-o", dir.resolve("e").toString());
        assertEquals(0, r.code(), r.toString());
        assertTrue(r.out().startsWith("built  HIGHLANDS seed 0"), r.out());
        assertEquals(List.of("e"), names());
    }

    /**
     * Finding 4: help showed Java field names ({@code <maxSteps>}, {@code <zFactor>}) for options and
     * parameters with no label of their own. Every option that takes a value, and every positional
     * parameter, of every subcommand has a label in the help's style (capitals: {@code STEPS}, {@code
     * FACTOR}), and no help text shows a {@code <name>} placeholder.
     */
    @Test
    void everyValueHasALabelUsersUnderstand() {
        java.util.Set<String> bad = new java.util.TreeSet<>();
        check(TerrainCommand.commandLine(), bad);
        assertEquals(java.util.Set.of(), bad, "labels picocli made from Java names");
    }

    private static void check(picocli.CommandLine cl, java.util.Set<String> bad) {
        picocli.CommandLine.Model.CommandSpec spec = cl.getCommandSpec();
        for (picocli.CommandLine.Model.ArgSpec a : spec.args()) {
            if (a.typeInfo().isBoolean() && a.isOption()) {
                continue;
            }
            String label = a.paramLabel();
            if (label.startsWith("<") || !label.substring(0, 1).equals(label.substring(0, 1).toUpperCase(java.util.Locale.ROOT))) {
                bad.add(spec.qualifiedName() + " " + (a.isOption() ? ((picocli.CommandLine.Model.OptionSpec) a).longestName()
                        : "parameter") + " " + label);
            }
        }
        String help = cl.getUsageMessage();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("<[a-zA-Z]+>").matcher(help);
        while (m.find()) {
            bad.add(spec.qualifiedName() + " --help shows " + m.group());
        }
        for (picocli.CommandLine sub : cl.getSubcommands().values()) {
            if (sub.getCommandSpec() != spec) {
                check(sub, bad);
            }
        }
    }

    /** Finding 7: {@code terrain drainage} on a field with no data wrote an area of 0 everywhere. */
    @Test
    void drainageRefusesAFieldWithNoData() throws IOException {
        Path asc = Files.writeString(dir.resolve("void.asc"), """
                ncols 3
                nrows 2
                xllcorner 0
                yllcorner 0
                cellsize 10
                NODATA_value -9999
                -9999 -9999 -9999
                -9999 -9999 -9999
                """);
        var r = TerrainCommandTest.run("drainage", asc.toString(), "-o", dir.resolve("a.asc").toString(), "-q");
        assertEquals(1, r.code(), r.toString());
        assertTrue(r.err().contains("no data"), r.err());
        assertEquals(List.of("void.asc"), names());
    }
}
