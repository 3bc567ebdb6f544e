package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import picocli.CommandLine;

/**
 * Every command's {@code --help}: its own options apart from the input options and the common ones, and
 * examples that run as written.
 */
class HelpTest {

    @TempDir
    Path dir;

    /** Every command and subcommand below {@code terrain}, by its name below it (such as "generate fbm"). */
    static Stream<String> commands() {
        List<String> names = new ArrayList<>();
        collect(TerrainCommand.commandLine(), names);
        return names.stream();
    }

    private static void collect(CommandLine cl, List<String> names) {
        for (Map.Entry<String, CommandLine> e : cl.getSubcommands().entrySet()) {
            if (e.getKey().equals("help")) {
                continue;
            }
            names.add(e.getValue().getCommandSpec().qualifiedName(" ").replaceFirst("^terrain ", ""));
            collect(e.getValue(), names);
        }
    }

    private static CommandLine command(String name) {
        CommandLine cl = TerrainCommand.commandLine();
        for (String part : name.split(" ")) {
            cl = cl.getSubcommands().get(part);
        }
        return cl;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("commands")
    void ownOptionsComeBeforeTheInputOptionsAndTheCommonOnes(String name) {
        String help = command(name).getUsageMessage(CommandLine.Help.Ansi.OFF);
        Map<String, String> sections = HelpLayout.sections(command(name).getCommandSpec());
        int common = help.indexOf("\nCommon options:\n");
        assertTrue(common > 0, "a 'Common options:' section in\n" + help);
        assertTrue(help.indexOf("--help", common) > 0 && help.indexOf("--version", common) > 0, help);
        int input = help.indexOf("\nInput options");
        if (sections.containsValue("input")) {
            assertTrue(input > 0 && input < common, "the input options before the common ones in\n" + help);
            for (Map.Entry<String, String> e : sections.entrySet()) {
                java.util.regex.Matcher row = java.util.regex.Pattern.compile("(?m)^ +(-\\w, )?"
                        + java.util.regex.Pattern.quote(e.getKey()) + "[= ]").matcher(help);
                assertTrue(row.find(), e.getKey() + " has a row in\n" + help);
                int at = row.start();
                switch (e.getValue()) {
                    case "input" -> assertTrue(at > input && at < common, e.getKey() + " in the input section of\n" + help);
                    case "own" -> assertTrue(at < input, e.getKey() + " before the input section of\n" + help);
                    default -> assertTrue(at > common, e.getKey() + " in the common section of\n" + help);
                }
            }
        } else {
            assertEquals(-1, input, "no empty input section in\n" + help);
        }
        assertTrue(sections.get("--assign-crs") == null || sections.get("--assign-crs").equals("input"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("commands")
    void everyCommandThatWorksOnFilesShowsExamples(String name) {
        if (name.startsWith("generate ") && !name.equals("generate diamond-square")) {
            return; // the noise generators share the parent's examples
        }
        List<String> examples = Examples.of(name);
        // island reads nothing and takes only its output directory: one example says all
        assertTrue(examples.size() >= (name.equals("island") ? 1 : 2), name + " has at least two examples: " + examples);
        String help = command(name).getUsageMessage(CommandLine.Help.Ansi.OFF);
        int at = help.indexOf("\nExamples:\n");
        assertTrue(at > 0, help);
        List<String> shown = new ArrayList<>();
        StringBuilder joined = new StringBuilder();
        for (String line : help.substring(at + "\nExamples:\n".length()).split("\n")) {
            assertTrue(line.length() <= 80, "at most 80 columns: " + line);
            joined.append(joined.length() == 0 ? line.strip() : " " + line.strip());
            if (joined.toString().endsWith(" \\")) {
                joined.setLength(joined.length() - 2);
            } else if (!line.isBlank()) {
                shown.add(joined.toString());
                joined.setLength(0);
            }
        }
        assertEquals(examples, shown, "the examples, whole once their lines are joined");
    }

    @Test
    void theInputOptionsAreTheMixinsAndNothingElse() {
        Map<String, String> render = HelpLayout.sections(command("render").getCommandSpec());
        for (String input : List.of("--assign-crs", "--byte-order", "--geographic", "--offset", "--scale",
                "--size", "--spacing", "--tile")) {
            assertEquals("input", render.get(input), input);
        }
        for (String own : List.of("--output", "--azimuth", "--mapping", "--shaded", "--z-factor")) {
            assertEquals("own", render.get(own), own);
        }
        assertEquals("common", render.get("--quiet"));
    }

    @Test
    void renderHelpIsScannable() {
        String help = command("render").getUsageMessage(CommandLine.Help.Ansi.OFF);
        String own = help.substring(help.indexOf("\nOptions:\n"), help.indexOf("\nInput options"));
        assertFalse(own.contains("--byte-order"), own);
        assertTrue(own.contains("--shaded"), own);
    }

    static Stream<Arguments> examples() {
        return Examples.all().entrySet().stream()
                .filter(e -> !e.getKey().isEmpty())
                .sorted(Map.Entry.comparingByKey())
                .map(e -> Arguments.of(e.getKey(), e.getValue()));
    }

    /** Each command's examples, run in order in one directory, as written but for where the files are. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("examples")
    void examplesRunAsWritten(String name, List<String> examples) throws Exception {
        if (name.equals("proving-ground")) {
            return; // a whole Proving Ground with its placement takes minutes: ProvingGroundCommandTest runs one
        }
        for (String example : examples) {
            String line = example.replaceFirst("\\s+#.*$", "").strip();
            assertTrue(line.startsWith("terrain "), line);
            List<String> args = new ArrayList<>();
            for (String a : line.substring("terrain ".length()).split("\\s+")) {
                args.add(a.startsWith("out/") ? dir.resolve(a.substring(4)).toString()
                        : a.startsWith("data/") || a.startsWith("docs/") ? Path.of("..", a).toString() : a);
            }
            TerrainCommandTest.Run r = TerrainCommandTest.run(args.toArray(String[]::new));
            assertEquals(0, r.code(), example + "\n" + r.err() + r.out());
            for (String a : args) {
                if (a.startsWith(dir.toString())) {
                    assertTrue(Files.exists(Path.of(a)), example + " wrote " + a);
                }
            }
        }
    }
}
