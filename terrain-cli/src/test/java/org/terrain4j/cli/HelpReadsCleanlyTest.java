package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * Every command's {@code --help} at picocli's 80 columns reads as prose: a newcomer found {@code view --help} and
 * {@code environment --help} broken mid-sentence, because their descriptions were written as lines pre-wrapped
 * at about 110 columns, each of which picocli then wrapped again at 80 and printed on a line of its own
 * ("…vertex-coloured GLB" / "and placements…"), and {@code terrain --help} listed {@code view} by its first
 * line only, cut at "127.0.0.1 only and".
 */
class HelpReadsCleanlyTest {

    /** The width picocli lays help out in (its default; the project sets no other). */
    private static final int WIDTH = 80;

    /** Ends a sentence or a clause a line may end on: {@code .}, {@code :}, {@code ;}, {@code ?}, {@code !}. */
    private static final Pattern ENDS_CLAUSE = Pattern.compile("[.:;?!][)'\"]?$");

    /** The extensions of the files the commands read and write. */
    private static final String EXTENSIONS = "json|geojson|png|tif|tiff|asc|glb|gltf|svg|hgt|r16|raw|f32|html|prj|md"
            + "|obj|stl|ply";

    static List<String> commands() {
        List<String> all = new ArrayList<>(HelpTest.commands().toList());
        all.add(0, ""); // terrain itself
        return all;
    }

    private static CommandLine command(String name) {
        CommandLine cl = TerrainCommand.commandLine();
        for (String part : name.isEmpty() ? new String[0] : name.split(" ")) {
            cl = cl.getSubcommands().get(part);
        }
        return cl;
    }

    /** The help as {@code terrain NAME --help} prints it, and what picocli warned on standard error meanwhile. */
    private static String[] help(String name) {
        PrintStream was = System.err;
        ByteArrayOutputStream warnings = new ByteArrayOutputStream();
        try {
            System.setErr(new PrintStream(warnings, true, StandardCharsets.UTF_8));
            return new String[] {command(name).getUsageMessage(CommandLine.Help.Ansi.OFF),
                warnings.toString(StandardCharsets.UTF_8)};
        } finally {
            System.setErr(was);
        }
    }

    @ParameterizedTest(name = "terrain {0} --help")
    @MethodSource("commands")
    void everyLineFitsIn80Columns(String name) {
        for (String line : help(name)[0].split("\n")) {
            assertTrue(line.codePointCount(0, line.length()) <= WIDTH, "at most " + WIDTH + " columns: '" + line + "'");
        }
    }

    /** A '%' not written '%%' made picocli give up formatting (measure's "50 %") and warn on every --help. */
    @ParameterizedTest(name = "terrain {0} --help")
    @MethodSource("commands")
    void helpIsFormattedWithoutAWarning(String name) {
        assertEquals("", help(name)[1], "picocli's warnings");
    }

    /**
     * Each line of a description (picocli prints each on a line of its own) ends a sentence or a clause unless
     * it is the last: a line that stops mid-sentence was pre-wrapped, and shows as a ragged break.
     */
    @ParameterizedTest(name = "terrain {0} --help")
    @MethodSource("commands")
    void noDescriptionLineStopsMidSentence(String name) {
        CommandSpec spec = command(name).getCommandSpec();
        List<String> cut = new ArrayList<>();
        checkLines("the description of terrain " + name, List.of(spec.usageMessage().description()), cut);
        List<ArgSpec> args = new ArrayList<>(spec.options());
        args.addAll(spec.positionalParameters());
        for (ArgSpec a : args) {
            checkLines(a instanceof CommandLine.Model.OptionSpec o ? o.longestName() : a.paramLabel(),
                    List.of(a.description()), cut);
        }
        assertEquals(List.of(), cut, "description lines that stop mid-sentence");
    }

    private static void checkLines(String what, List<String> lines, List<String> cut) {
        for (int i = 0; i + 1 < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (!line.isEmpty() && !ENDS_CLAUSE.matcher(line).find()) {
                cut.add(what + ", line " + (i + 1) + ": '" + line + "' then '" + lines.get(i + 1) + "'");
            }
        }
    }

    /** {@code terrain --help} lists each command by its description's first line: a whole sentence. */
    @ParameterizedTest(name = "terrain {0}")
    @MethodSource("commands")
    void theSummaryInTheCommandListIsAWholeSentence(String name) {
        String[] description = command(name).getCommandSpec().usageMessage().description();
        assertTrue(description.length > 0, name + " has a description");
        assertTrue(description[0].strip().endsWith("."), "terrain " + name + "'s summary: '" + description[0] + "'");
    }

    /** A file name or path is never broken at its dot or slash ("docs/mountains-example." / "json"). */
    @ParameterizedTest(name = "terrain {0} --help")
    @MethodSource("commands")
    void noFileNameIsBrokenAcrossLines(String name) {
        String text = help(name)[0];
        // the examples are whole command lines, checked by HelpTest
        String[] lines = text.substring(0, text.contains("\nExamples:") ? text.indexOf("\nExamples:") : text.length())
                .split("\n");
        for (int i = 0; i + 1 < lines.length; i++) {
            String end = lines[i].stripTrailing();
            String next = lines[i + 1].strip();
            boolean brokenName = end.matches(".*\\w\\.") && next.matches("^(" + EXTENSIONS + ")\\b.*")
                    || end.matches(".*\\w/") && next.matches("^\\w.*");
            assertTrue(!brokenName, "a name broken across lines: '" + end + "' / '" + next + "'");
        }
    }

    /** {@code measure --help} read "(asc, …, f32 (voids as NaN).). The table…": a list ending in a full stop, closed. */
    @ParameterizedTest(name = "terrain {0} --help")
    @MethodSource("commands")
    void noFullStopInsideClosingPunctuation(String name) {
        String text = help(name)[0].replaceAll("\\s+", " ");
        assertFalse(text.matches("(?s).*\\.\\)[.,;:].*"), "'.).' or the like in " + text);
    }

    /**
     * {@code terrain --help} lists each command in a few lines: measure's and proving-ground's summaries were whole
     * paragraphs (six and five lines), the list hard to scan.
     */
    @org.junit.jupiter.api.Test
    void theCommandListStaysShort() {
        String text = help("")[0];
        String list = text.substring(text.indexOf("\nCommands:\n") + 11, text.indexOf("\nExit codes:"));
        int lines = 0;
        String command = null;
        for (String line : list.split("\n")) {
            if (line.matches("  \\S.*")) {
                command = line.strip().split(" ")[0];
                lines = 0;
            }
            lines++;
            assertTrue(lines <= 4, command + " takes more than four lines in\n" + list);
        }
    }

    /** {@code fill --help} described "idw: …; laplace: …" without saying they are --method's values. */
    @org.junit.jupiter.api.Test
    void fillNamesTheOptionOfItsMethods() {
        String description = String.join(" ", command("fill").getCommandSpec().usageMessage().description());
        assertTrue(description.contains("--method idw") && description.contains("--method laplace"), description);
    }
}
