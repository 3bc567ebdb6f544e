package org.terrain4j.cli;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The layout of every command's {@code --help}: the command's own options first, then the options that
 * only say how to read the input file (raw samples, a PNG with no recorded mapping, a file that names no
 * coordinate system), then the three that every command has, then two or three examples. Before, the ten
 * input options were sorted in among each command's own, and {@code erode --help} ran to 133 lines with
 * nothing to tell them apart.
 */
final class HelpLayout {

    /** The options every command has: help, version and quiet. */
    private static final Set<String> COMMON = Set.of("--help", "--version", "--quiet");

    /** Columns an example line may take, as picocli's own width for the rest of the help. */
    static final int WIDTH = 80;

    private HelpLayout() {
    }

    /**
     * Lays out the help of {@code cl} and of each of its subcommands, with the examples of {@link Examples}.
     *
     * @param cl a command line whose subcommands are all registered
     */
    static void apply(CommandLine cl) {
        CommandSpec spec = cl.getCommandSpec();
        List<String> examples = Examples.of(spec.qualifiedName(" ").replaceFirst("^terrain ?", ""));
        if (!examples.isEmpty()) {
            spec.usageMessage().footerHeading("%nExamples:%n");
            spec.usageMessage().footer(examples.stream().flatMap(e -> wrap(e).stream())
                    .map(line -> line.replace("%", "%%")).toArray(String[]::new));
        }
        shortSynopsis(spec);
        cl.getHelpSectionMap().put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_OPTION_LIST_HEADING, help -> "");
        cl.getHelpSectionMap().put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_OPTION_LIST, HelpLayout::options);
        for (CommandLine sub : cl.getSubcommands().values()) {
            apply(sub);
        }
    }

    /** Above this many options a synopsis names the required ones only, and the rest as [OPTIONS]. */
    private static final int LONG = 10;

    /**
     * Gives a command with many options a synopsis that fits in a line or two: the name, {@code [OPTIONS]},
     * {@code [INPUT OPTIONS]} when it reads a file, the required options and groups, and the parameters
     * ({@code erode}'s listed all of its 40 options over 14 lines before).
     */
    private static void shortSynopsis(CommandSpec spec) {
        if (spec.options().size() <= LONG) {
            return;
        }
        Map<String, String> where = sections(spec);
        StringBuilder b = new StringBuilder(spec.qualifiedName()).append(" [OPTIONS]");
        if (where.containsValue("input")) {
            b.append(" [INPUT OPTIONS]");
        }
        for (OptionSpec o : spec.options()) {
            if (o.required() && o.group() == null) {
                b.append(' ').append(o.shortestName()).append(o.arity().max() > 0 ? " " + o.paramLabel() : "");
            }
        }
        for (CommandLine.Model.ArgGroupSpec g : spec.argGroups()) {
            if (g.multiplicity().min() > 0) {
                b.append(' ').append(g.synopsis());
            }
        }
        for (CommandLine.Model.PositionalParamSpec p : spec.positionalParameters()) {
            String label = p.paramLabel() + (p.arity().max() > 1 ? "..." : "");
            b.append(' ').append(p.arity().min() > 0 ? label : "[" + label + "]");
        }
        // wrapped as picocli wraps its own: continuation lines start under the first option (the first
        // line follows the heading "Usage: ", which picocli prints)
        String indent = " ".repeat("Usage: ".length() + spec.qualifiedName().length() + 1);
        List<String> lines = new ArrayList<>();
        String rest = b.toString();
        int room = WIDTH - "Usage: ".length();
        while (rest.length() > room) {
            int cut = rest.lastIndexOf(' ', room);
            if (cut <= indent.length() - "Usage: ".length() || rest.substring(0, cut).isBlank()) {
                break;
            }
            lines.add(rest.substring(0, cut));
            rest = indent + rest.substring(cut + 1).strip();
            room = WIDTH;
        }
        lines.add(rest);
        spec.usageMessage().customSynopsis(lines.toArray(String[]::new));
    }

    /**
     * @param example a command line
     * @return its lines as help shows them: indented by two spaces and, where longer than {@link #WIDTH}
     *         columns (and holding no comment), broken between words with a shell continuation ({@code \\}) and the rest indented by six
     */
    static List<String> wrap(String example) {
        List<String> lines = new ArrayList<>();
        if (example.contains(" #")) {
            return List.of("  " + example); // a break inside a comment would not continue the line
        }
        String indent = "  ";
        String rest = example;
        while (indent.length() + rest.length() > WIDTH) {
            int cut = rest.lastIndexOf(' ', WIDTH - indent.length() - 2);
            if (cut <= 0) {
                break;
            }
            lines.add(indent + rest.substring(0, cut) + " \\");
            rest = rest.substring(cut + 1);
            indent = "      ";
        }
        lines.add(indent + rest);
        return lines;
    }

    /** The option list in its three sections; a section with no option is left out. */
    private static String options(CommandLine.Help help) {
        CommandSpec spec = help.commandSpec();
        Map<String, String> where = sections(spec);
        List<OptionSpec> own = new ArrayList<>();
        List<OptionSpec> reading = new ArrayList<>();
        List<OptionSpec> common = new ArrayList<>();
        for (OptionSpec o : spec.options()) {
            switch (where.getOrDefault(o.longestName(), "hidden")) {
                case "common" -> common.add(o);
                case "input" -> reading.add(o);
                case "own" -> own.add(o);
                default -> { } // hidden
            }
        }
        StringBuilder text = new StringBuilder();
        section(text, help, "Options:", own);
        section(text, help, "Input options (raw files, PNGs with no mapping, files naming no CRS):", reading);
        section(text, help, "Common options:", common);
        return text.toString();
    }

    private static void section(StringBuilder text, CommandLine.Help help, String heading, List<OptionSpec> options) {
        if (options.isEmpty()) {
            return;
        }
        options.sort(Comparator.comparing((OptionSpec o) -> o.longestName().replaceFirst("^-+", "")
                .toLowerCase(Locale.ROOT)));
        CommandLine.Help.Layout layout = help.createDefaultLayout();
        layout.addAllOptions(options, help.parameterLabelRenderer());
        text.append(String.format("%n%s%n", heading)).append(layout);
    }

    /**
     * @param spec a command
     * @return the section each visible option of {@code spec} is listed in, by its longest name: "own",
     *         "input" (from {@link InputOptions}) or "common" (help, version, quiet)
     */
    static Map<String, String> sections(CommandSpec spec) {
        Set<String> input = new HashSet<>();
        for (CommandSpec mixin : spec.mixins().values()) {
            if (mixin.userObject() instanceof InputOptions) {
                mixin.options().forEach(o -> input.add(o.longestName()));
            }
        }
        Map<String, String> where = new java.util.TreeMap<>();
        for (OptionSpec o : spec.options()) {
            if (!o.hidden()) {
                String n = o.longestName();
                where.put(n, COMMON.contains(n) ? "common" : input.contains(n) ? "input" : "own");
            }
        }
        return where;
    }
}
