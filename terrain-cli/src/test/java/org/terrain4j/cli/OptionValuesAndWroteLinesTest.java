package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.terrain4j.cli.TerrainCommandTest.assertRefused;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Option values and what a run reports: every whole-number option names itself and its range for text that is no
 * number, tiles' corners name theirs, {@code view} refuses options that do not apply (such as {@code view island
 * --seed 7}) and takes those that do, and "wrote" lines name the path as given (found by a newcomer reading only
 * the README and {@code --help}).
 */
class OptionValuesAndWroteLinesTest {

    private static final String VOLCANO = Path.of("..", "data", "volcano.asc").toString();

    @TempDir
    Path dir;

    /** Every whole-number option of every command, with the command's path below {@code terrain}. */
    static Stream<Arguments> wholeNumberOptions() {
        List<Arguments> all = new ArrayList<>();
        collect(TerrainCommand.commandLine(), all);
        return all.stream();
    }

    private static void collect(CommandLine cl, List<Arguments> all) {
        for (OptionSpec o : cl.getCommandSpec().options()) {
            Class<?> t = o.type();
            if (t == int.class || t == Integer.class || t == long.class || t == Long.class) {
                String path = cl.getCommandSpec().qualifiedName(" ").replaceFirst("^terrain ?", "");
                all.add(Arguments.of(path, o.longestName()));
            }
        }
        for (CommandLine sub : cl.getSubcommands().values()) {
            collect(sub, all);
        }
    }

    private static OptionSpec option(String command, String name) {
        CommandLine cl = TerrainCommand.commandLine();
        for (String part : command.split(" ")) {
            cl = cl.getSubcommands().get(part);
        }
        return cl.getCommandSpec().findOption(name);
    }

    /**
     * Item 1: text that is no number, given to any whole-number option, names the option, the range it takes and
     * the text (it said only "Invalid value for option '--seed': 'abc' is not a whole number"), and stays a usage
     * error.
     */
    @ParameterizedTest(name = "terrain {0} {1} abc")
    @MethodSource("wholeNumberOptions")
    void textThatIsNoNumberNamesTheOptionAndItsRange(String command, String name) {
        List<String> args = new ArrayList<>(Arrays.asList(command.split(" ")));
        args.add(name);
        args.add("abc");
        TerrainCommandTest.Run r = TerrainCommandTest.run(args.toArray(String[]::new));
        OptionSpec o = option(command, name);
        Bounds b = ((java.lang.reflect.Field) o.userObject()).getAnnotation(Bounds.class);
        boolean isLong = o.type() == long.class || o.type() == Long.class;
        String range = b == null ? "a whole number in [" + (isLong ? Long.MIN_VALUE : Integer.MIN_VALUE) + ", "
                + (isLong ? Long.MAX_VALUE : Integer.MAX_VALUE) + "]"
                : b.only().length > 0 ? Arrays.stream(b.only()).mapToObj(Long::toString).collect(Collectors.joining(", "))
                        .replaceFirst(", (\\d+)$", " or $1")
                : "a whole number in [" + b.min() + ", " + b.max() + "]";
        assertRefused(r, 2, "terrain: " + name + " must be " + range + ", was 'abc'", "usage: terrain " + command);
        assertFalse(r.err().contains("Invalid value"), r.err());
    }

    /** Item 1, as the newcomer typed it, and the ranges the commands check, written out. */
    @Test
    void theNewcomersCasesInFull() {
        assertRefused(TerrainCommandTest.run("environment", "LAKESIDE", "--seed", "abc"), 2,
                "terrain: --seed must be a whole number in [-9223372036854775808, 9223372036854775807], was 'abc'");
        assertRefused(TerrainCommandTest.run("environment", "LAKESIDE", "--samples", "many"), 2,
                "terrain: --samples must be a whole number in [2, 16385], was 'many'");
        assertRefused(TerrainCommandTest.run("view", "LAKESIDE", "--samples", "x"), 2,
                "terrain: --samples must be a whole number in [2, 2049], was 'x'");
        assertRefused(TerrainCommandTest.run("erode", VOLCANO, "--thermal", "--neighbours", "six"), 2,
                "terrain: --neighbours must be 4, 8 or 16, was 'six'");
        assertRefused(TerrainCommandTest.run("generate", "fbm", "--octaves", "", "-o", dir.resolve("f.asc").toString()), 2,
                "terrain: --octaves must be a whole number in [1, 10000], was ''");
    }

    /** Item 1: tiles' --from and --to hold two whole numbers; each part names its range too. */
    @Test
    void tileCornersNameTheirRange() {
        String out = dir.resolve("t").toString();
        assertRefused(TerrainCommandTest.run("tiles", "--from", "a,1", "-o", out), 2,
                "terrain: --from's column must be a whole number in [-1000000000, 1000000000], was 'a'");
        assertRefused(TerrainCommandTest.run("tiles", "--to", "0,b", "-o", out), 2,
                "terrain: --to's row must be a whole number in [-1000000000, 1000000000], was 'b'");
        // numbers the corner does not take: bad input, as for every whole-number option
        assertRefused(TerrainCommandTest.run("tiles", "--from", "1.5,0", "-o", out), 1,
                "terrain: --from's column must be a whole number in [-1000000000, 1000000000], was 1.5");
        assertRefused(TerrainCommandTest.run("tiles", "--to", "0,1e10", "-o", out), 1,
                "terrain: --to's row must be a whole number in [-1000000000, 1000000000], was 1e10");
        assertRefused(TerrainCommandTest.run("crop", VOLCANO, "--window", "0,0,five,5", "-o",
                dir.resolve("c.asc").toString()), 2, "terrain: --window's COLUMNS must be a whole number in [1, 2147483647],"
                + " was 'five'");
        assertFalse(Files.exists(dir.resolve("t")), "nothing written");
    }

    /**
     * Item 3: an option that does not apply to what {@code view} shows is refused, naming it and why, before a
     * server starts ({@code view island --seed 7} served the one island and ignored the seed).
     */
    @Test
    void viewRefusesOptionsThatDoNotApply() {
        String[][] cases = {
            {"--seed does not apply to the island", "island", "--seed", "7"},
            {"--threads does not apply to the island", "island", "--threads", "1"},
            {"--sea-level does not apply to the island", "island", "--sea-level", "0"},
            {"--runway does not apply to the island", "island", "--runway"},
            {"--seed does not apply to the file " + VOLCANO, VOLCANO, "--seed", "7"},
            {"--samples does not apply to the file " + VOLCANO, VOLCANO, "--samples", "9"},
            {"--threads does not apply to the file " + VOLCANO, VOLCANO, "--threads", "1"},
            {"--runway does not apply to the file " + VOLCANO, VOLCANO, "--runway"},
            {"--sea-level does not apply to the environment LAKESIDE", "LAKESIDE", "--sea-level", "0"},
        };
        for (String[] c : cases) {
            List<String> args = new ArrayList<>(List.of("view"));
            args.addAll(Arrays.asList(c).subList(1, c.length));
            if (!c[1].equals(VOLCANO)) {
                args.addAll(List.of("--samples", "9")); // a small world or island, were it served
            }
            args.addAll(List.of("--stop-after", "1"));
            TerrainCommandTest.Run r = TerrainCommandTest.run(args.toArray(String[]::new));
            assertRefused(r, 1, "terrain: " + c[0] + ": ");
            assertFalse(r.out().contains("viewing"), "no server started: " + r.out());
        }
    }

    /** Item 3: what does apply is still taken. */
    @Test
    void viewTakesWhatApplies() {
        TerrainCommandTest.Run r = TerrainCommandTest.run("view", "LAKESIDE", "--seed", "3", "--samples", "17",
                "--threads", "1", "--runway", "--stop-after", "1");
        assertEquals(0, r.code(), r.err());
        r = TerrainCommandTest.run("view", VOLCANO, "--sea-level", "100", "--stop-after", "1");
        assertEquals(0, r.code(), r.err());
    }

    /** A path relative to the working directory, as a user types -o. */
    private Path relative(String name) {
        return Path.of("").toAbsolutePath().relativize(dir.resolve(name));
    }

    /**
     * Item 4: each "wrote" line names the path the user can open, as given with -o (environment printed the bare
     * file names, the island and the demo's last line an absolute path).
     */
    @Test
    void wroteLinesNameThePathAsGiven() throws Exception {
        Path env = relative("env");
        TerrainCommandTest.Run r = TerrainCommandTest.run("environment", "LAKESIDE", "--samples", "9", "-o",
                env.toString());
        assertEquals(0, r.code(), r.err());
        List<String> wrote = r.out().lines().filter(l -> l.startsWith("wrote")).toList();
        assertEquals(5, wrote.size(), r.out());
        for (String f : List.of("heightmap.png", "colour.png", "colour-flat.png", "world.glb", "placements.json")) {
            Path p = env.resolve(f);
            assertTrue(wrote.stream().anyMatch(l -> l.matches("wrote +" + java.util.regex.Pattern.quote(p.toString())
                    + " .*")), p + " in " + wrote);
            assertTrue(Files.exists(p), "the path printed opens: " + p);
        }

        Path demo = relative("demo");
        r = TerrainCommandTest.run("-o", demo.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("wrote  " + demo.resolve("shaded.png") + " "), r.out());
        assertTrue(r.out().contains("files in " + demo + "\n") || r.out().contains("files in " + demo + "\r\n"),
                r.out());

        Path tiles = relative("tiles");
        r = TerrainCommandTest.run("tiles", "--samples", "9", "-o", tiles.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("wrote  1 tile (joined) and tiles.json to " + tiles + " in "), r.out());

        Path island = relative("island");
        r = TerrainCommandTest.run("island", "-o", island.toString());
        assertEquals(0, r.code(), r.err());
        // island.png, its .aux.xml (the mapping, for GDAL), hillshade, shaded, two splat maps, .glb, .svg
        assertTrue(r.out().contains("wrote  " + island + ": 8 files in "), r.out());
    }
}
