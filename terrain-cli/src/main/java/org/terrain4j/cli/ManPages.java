package org.terrain4j.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * Writes the manual pages of {@code terrain} and each of its commands, in the {@code man(7)} macros that
 * {@code man} and {@code groff} read, from the same picocli model as {@code --help}: its description, the
 * options in the help's three sections, the examples and the exit codes. The build runs it beside the
 * completion script ({@code target/man/terrain.1}, {@code terrain-render.1}, …; read one with {@code man -l
 * target/man/terrain-render.1}, or put {@code target/man} on {@code MANPATH}).
 */
public final class ManPages {

    private ManPages() {
    }

    /**
     * Writes every page into a directory, made if missing.
     *
     * @param args one argument: the directory
     * @throws IOException if a page cannot be written
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: ManPages DIRECTORY");
        }
        write(Path.of(args[0]));
    }

    /**
     * Writes the page of {@code terrain} and of each command below it.
     *
     * @param dir the directory, made if missing
     * @return the pages written, {@code terrain.1} first
     * @throws IOException if a page cannot be written
     */
    static List<Path> write(Path dir) throws IOException {
        Files.createDirectories(dir);
        List<Path> pages = new ArrayList<>();
        write(TerrainCommand.commandLine(), dir, pages);
        return pages;
    }

    private static void write(CommandLine cl, Path dir, List<Path> pages) throws IOException {
        CommandSpec spec = cl.getCommandSpec();
        Path page = dir.resolve(spec.qualifiedName("-") + ".1");
        Files.writeString(page, page(cl), StandardCharsets.UTF_8);
        pages.add(page);
        for (Map.Entry<String, CommandLine> sub : cl.getSubcommands().entrySet()) {
            if (!sub.getKey().equals("help")) {
                write(sub.getValue(), dir, pages);
            }
        }
    }

    /**
     * @param cl a command
     * @return its manual page, in the {@code man(7)} macros
     */
    static String page(CommandLine cl) {
        CommandSpec spec = cl.getCommandSpec();
        String name = spec.qualifiedName(" ");
        String version = new TerrainCommand.Version().getVersion()[0];
        StringBuilder t = new StringBuilder();
        t.append(".TH ").append(quote(spec.qualifiedName("-").toUpperCase(Locale.ROOT))).append(" 1 \"\" ")
                .append(quote(version)).append(" \"terrain4j manual\"\n.nh\n.ad l\n");
        String[] description = java.util.Arrays.stream(spec.usageMessage().description()).map(ManPages::unformatted)
                .toArray(String[]::new);
        t.append(".SH NAME\n").append(text(spec.qualifiedName("-"))).append(" \\- ")
                .append(text(description.length > 0 ? description[0] : name)).append('\n');
        t.append(".SH SYNOPSIS\n")
                .append(text(cl.getHelp().synopsis(0).strip().replaceAll("\\s+", " ")
                        .replaceFirst("^Usage: ", ""))).append("\n");
        List<String> more = java.util.Arrays.stream(description).skip(1).filter(d -> !d.isBlank()).toList();
        if (!more.isEmpty()) {
            t.append(".SH DESCRIPTION\n");
            for (String d : more) {
                t.append(text(d)).append("\n.PP\n");
            }
        }
        List<PositionalParamSpec> positional = spec.positionalParameters().stream().filter(p -> !p.hidden()).toList();
        if (!positional.isEmpty()) {
            t.append(".SH ARGUMENTS\n");
            for (PositionalParamSpec p : positional) {
                t.append(".TP\n\\fI").append(text(p.paramLabel())).append("\\fR\n")
                        .append(text(described(p))).append('\n');
            }
        }
        Map<String, String> where = HelpLayout.sections(spec);
        section(t, "OPTIONS", spec, where, "own");
        section(t, "INPUT OPTIONS", spec, where, "input");
        section(t, "COMMON OPTIONS", spec, where, "common");
        if (!cl.getSubcommands().isEmpty()) {
            t.append(".SH COMMANDS\n");
            for (Map.Entry<String, CommandLine> sub : cl.getSubcommands().entrySet()) {
                String[] d = sub.getValue().getCommandSpec().usageMessage().description();
                t.append(".TP\n\\fB").append(text(sub.getKey())).append("\\fR\n")
                        .append(text(d.length > 0 ? unformatted(d[0]) : "")).append('\n');
            }
        }
        List<String> examples = Examples.of(name.replaceFirst("^terrain ?", ""));
        if (!examples.isEmpty()) {
            t.append(".SH EXAMPLES\n.nf\n.RS\n");
            for (String e : examples) {
                t.append(text(e)).append('\n');
            }
            t.append(".RE\n.fi\n");
        }
        t.append(".SH EXIT STATUS\n");
        for (Map.Entry<String, String> code : spec.root().usageMessage().exitCodeList().entrySet()) {
            t.append(".TP\n\\fB").append(text(code.getKey())).append("\\fR\n").append(text(code.getValue())).append('\n');
        }
        t.append(".SH SEE ALSO\n").append(name.equals("terrain") ? "" : "\\fBterrain\\fR(1), ")
                .append(text("terrain " + "COMMAND --help")).append('\n');
        return t.toString();
    }

    private static void section(StringBuilder t, String heading, CommandSpec spec, Map<String, String> where,
            String which) {
        List<OptionSpec> options = spec.options().stream()
                .filter(o -> which.equals(where.get(o.longestName())))
                .sorted(java.util.Comparator.comparing((OptionSpec o) -> o.longestName().replaceFirst("^-+", "")
                        .toLowerCase(Locale.ROOT)))
                .toList();
        if (options.isEmpty()) {
            return;
        }
        t.append(".SH ").append(heading).append('\n');
        for (OptionSpec o : options) {
            t.append(".TP\n");
            List<String> names = new ArrayList<>();
            for (String n : o.names()) {
                names.add("\\fB" + text(n) + "\\fR");
            }
            t.append(String.join(", ", names));
            if (o.arity().max() > 0) {
                t.append("=\\fI").append(text(o.paramLabel())).append("\\fR");
            }
            t.append('\n').append(text(described(o))).append('\n');
        }
    }

    /** A description as --help prints it: picocli formats it, so a per cent sign is written {@code %%}. */
    private static String unformatted(String description) {
        return description.replace("%%", "%");
    }

    /** An option's or parameter's description with its default value filled in, as --help shows it. */
    private static String described(CommandLine.Model.ArgSpec a) {
        String d = unformatted(String.join(" ", a.description()));
        String value = a.defaultValueString();
        return d.replace("${DEFAULT-VALUE}", value == null ? "none" : value);
    }

    /**
     * Text set as the macros need it: backslashes and hyphens escaped, characters outside ASCII as groff's
     * {@code \[uXXXX]} glyphs, no line starting with a control character.
     */
    static String text(String s) {
        StringBuilder ascii = new StringBuilder();
        s.replace("\\", "\\e").replace("-", "\\-").codePoints().forEach(c -> {
            if (c < 128) {
                ascii.append((char) c);
            } else {
                ascii.append(String.format(Locale.ROOT, "\\[u%04X]", c)); // groff's named glyph, whatever the input encoding
            }
        });
        String escaped = ascii.toString();
        StringBuilder out = new StringBuilder();
        for (String line : escaped.split("\n", -1)) {
            if (out.length() > 0) {
                out.append('\n');
            }
            if (line.startsWith(".") || line.startsWith("'")) {
                out.append("\\&");
            }
            out.append(line);
        }
        return out.toString();
    }

    private static String quote(String s) {
        return "\"" + s.replace("\"", "'") + "\"";
    }
}
