package org.terrain4j.cli;

import java.io.FileNotFoundException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.NoSuchFileException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/** Turns exceptions into the one-line messages the command prints. */
final class Messages {

    private Messages() {
    }

    /**
     * @param thrown what went wrong
     * @return one line naming the problem (and the file, for file errors)
     */
    static String oneLine(Throwable thrown) {
        return oneLine(thrown, null);
    }

    /**
     * @param thrown what went wrong
     * @param doing  what was running, for a failure the command did not foresee ({@code terrain measure on
     *               data/volcano.asc}), or null
     * @return one line naming the problem (and the file, for file errors); an exception the command did not
     *         foresee (a bug) is told as a sentence of what failed, on which file, and the kind of fault in
     *         words, never by its class name
     */
    static String oneLine(Throwable thrown, String doing) {
        Throwable e = thrown;
        // a copy made to cross threads (fork-join, wrapping constructors) carries its cause's toString()
        // as its message, class name first: describe the cause instead
        while (e.getCause() != null && e.getMessage() != null && e.getMessage().equals(e.getCause().toString())) {
            e = e.getCause();
        }
        String text;
        if (e instanceof NoSuchFileException n) {
            text = "no such file: " + n.getFile();
        } else if (e instanceof AccessDeniedException a) {
            text = "permission denied: " + a.getFile();
        } else if (e instanceof FileAlreadyExistsException f) {
            text = "file exists: " + f.getFile();
        } else if (e instanceof picocli.CommandLine.ParameterException) {
            text = e.getMessage() == null ? "bad usage" : e.getMessage().replaceFirst("^Error: ", "");
        } else if (e instanceof FileNotFoundException || e instanceof IllegalArgumentException
                || e instanceof java.io.IOException || e instanceof IllegalStateException) {
            text = e.getMessage() != null ? e.getMessage() : (doing == null ? "the command" : doing) + " failed: "
                    + (e instanceof java.io.IOException ? "reading or writing failed" : e instanceof IllegalStateException
                    ? "it reached a state it cannot go on from" : "a value was refused") + " without a reason given";
        } else if (e instanceof OutOfMemoryError) {
            text = "out of memory: the grid is too large for this JVM's heap (set JAVA_OPTS=-Xmx…, for example JAVA_OPTS=-Xmx8g)";
        } else {
            text = (doing == null ? "the command" : doing) + " failed with an unexpected internal error (" + fault(e)
                    + (e.getMessage() == null || e.getMessage().isBlank() ? "" : ": " + e.getMessage())
                    + "); this is a bug in terrain4j: please report it with the command line";
        }
        // the library's way to raise the read budget, in the command's words
        text = text.replace("raise it with ReadOptions.withMaxDecodedBytes if the memory is there",
                "raise it with --max-read-bytes if the memory is there (and the heap with JAVA_OPTS=-Xmx…)");
        return text.replaceAll("\\s*[\\r\\n]+\\s*", " ").trim();
    }

    /** The kind of an unforeseen fault, in words. */
    private static String fault(Throwable e) {
        if (e instanceof ArithmeticException) {
            return "an arithmetic fault";
        } else if (e instanceof IndexOutOfBoundsException || e instanceof ArrayStoreException) {
            return "an index out of range";
        } else if (e instanceof NullPointerException) {
            return "a value missing";
        } else if (e instanceof ClassCastException) {
            return "a value of the wrong type";
        } else if (e instanceof UnsupportedOperationException) {
            return "an operation not supported";
        } else if (e instanceof java.util.ConcurrentModificationException) {
            return "a collection changed while in use";
        } else if (e instanceof NegativeArraySizeException) {
            return "a negative array size";
        } else if (e instanceof StackOverflowError) {
            return "a recursion too deep for the thread's stack";
        }
        return "a fault of another kind";
    }

    /**
     * What a command was doing, for a message about a failure it did not foresee: {@code terrain measure on
     * data/volcano.asc} (the files it was given as parameters), or {@code terrain measure}.
     *
     * @param cl     the command that failed
     * @param parsed the command line as parsed, or null
     * @return the command and its files
     */
    static String doing(picocli.CommandLine cl, picocli.CommandLine.ParseResult parsed) {
        String name = cl.getCommandSpec().qualifiedName();
        java.util.List<String> files = new java.util.ArrayList<>();
        picocli.CommandLine.ParseResult last = parsed;
        while (last != null && last.subcommand() != null) {
            last = last.subcommand();
        }
        if (last != null) {
            // a multi-valued parameter is listed once a value it matched
            for (picocli.CommandLine.Model.PositionalParamSpec p : new java.util.LinkedHashSet<>(last.matchedPositionals())) {
                Object v = p.getValue();
                if (v instanceof java.nio.file.Path f) {
                    files.add(f.toString());
                } else if (v instanceof java.util.Collection<?> c) {
                    c.stream().filter(x -> x instanceof java.nio.file.Path).forEach(x -> files.add(x.toString()));
                }
            }
        }
        return files.isEmpty() ? name : name + " on " + String.join(", ", files);
    }

    /**
     * A number as Java's {@code Double.toString} writes it: with an exponent ({@code 1.0E39}), a
     * trailing {@code .0}, or more fractional digits than a person reads ({@code 0.30000000000000004}).
     * Not inside a word or a file name.
     */
    private static final Pattern JAVA_NUMBER = Pattern.compile(
            "(?<![\\w./-])-?\\d+(?:\\.\\d+E-?\\d+|\\.0|\\.\\d{10,})(?![\\w]|\\.\\d)");

    /**
     * Rewrites the numbers a library message formats as Java does in six significant digits, as the
     * rest of the command's output reads ({@code must be in [0.0, 1.0], was 1.0E39} becomes {@code must
     * be in [0, 1], was 1e+39}).
     *
     * @param message a one-line message
     * @return it with readable numbers
     */
    static String readableNumbers(String message) {
        Matcher m = JAVA_NUMBER.matcher(message);
        StringBuilder b = new StringBuilder();
        while (m.find()) {
            String n = m.group();
            String r;
            try {
                double v = Double.parseDouble(n);
                r = Double.isFinite(v) ? Cli.readable(v) : n;
            } catch (NumberFormatException e) {
                r = n;
            }
            m.appendReplacement(b, Matcher.quoteReplacement(r));
        }
        m.appendTail(b);
        return b.toString();
    }

    /** A message about one option's value: {@code --max-error must be in [0, 1e9], was 2.14748e+09}. */
    private static final Pattern ABOUT_OPTION = Pattern.compile(
            "^(--[a-z][a-z0-9-]*)( .*(?:, was|, got) )([-+]?(?:\\d[\\d.]*(?:e[-+]?\\d+)?|NaN|Infinity))([:;] .*)?$");

    /**
     * Echoes a user's value back as the user typed it: a message about one option's value that ends
     * {@code , was NUMBER} (its number rewritten by the library or by {@link #readableNumbers}, such as
     * {@code 2147483648} shown as {@code 2.14748e+09}) ends with the option's text from the command line
     * instead, as the whole-number options and the commands' own checks echo it.
     *
     * @param message a one-line message
     * @param parsed  the command line as parsed, or null
     * @return the message with the value as typed, or unchanged if it is not of that form or the option was
     *         not given exactly once
     */
    static String asTyped(String message, picocli.CommandLine.ParseResult parsed) {
        Matcher m = ABOUT_OPTION.matcher(message);
        if (parsed == null || !m.matches()) {
            return message;
        }
        for (picocli.CommandLine.ParseResult p = parsed; p != null; p = p.subcommand()) {
            OptionSpec o = p.matchedOption(m.group(1));
            if (o != null && p.matchedOption(m.group(1)).originalStringValues().size() == 1) {
                String typed = o.originalStringValues().get(0).strip();
                try {
                    Conversions.decimal(typed); // a number as the options read one, inf and nan included
                } catch (picocli.CommandLine.TypeConversionException e) {
                    return message; // not a plain number (a pair, a size): the message's own echo stands
                }
                return m.group(1) + m.group(2) + typed + (m.group(4) == null ? "" : m.group(4));
            }
        }
        return message;
    }

    /** A message that starts with a parameter's name: {@code maxSteps must be …}, {@code zFactor = …}. */
    private static final Pattern LEADING_NAME = Pattern.compile("^([A-Za-z][A-Za-z0-9]*)(?= (must|is|=|should|cannot)\\b)");

    /**
     * Puts a command's option names where a library message names its Java parameter
     * ({@code maxSteps must be in [1, 10000], was 0} becomes {@code --max-steps must be …}): the
     * parameter is matched to the option whose field has its name, or to an alias the command lists.
     *
     * @param message a one-line message
     * @param spec    the command that failed, or null
     * @return the message in the option's words
     */
    static String inOptionNames(String message, CommandSpec spec) {
        if (spec == null) {
            return message;
        }
        Matcher m = LEADING_NAME.matcher(message);
        if (!m.find()) {
            return message;
        }
        String option = optionNames(spec).get(m.group(1));
        return option == null ? message : option + message.substring(m.end());
    }

    /**
     * @param spec a command
     * @return Java names (fields and the command's {@link Aliases}) to option names
     */
    static Map<String, String> optionNames(CommandSpec spec) {
        Map<String, String> names = new LinkedHashMap<>();
        for (OptionSpec o : spec.options()) {
            if (o.userObject() instanceof java.lang.reflect.Field f) {
                names.put(f.getName(), o.longestName());
            }
        }
        for (Object mixin : spec.mixins().values().stream().map(CommandSpec::userObject).toList()) {
            if (mixin instanceof Aliases a) {
                names.putAll(a.aliases());
            }
        }
        if (spec.userObject() instanceof Aliases a) {
            names.putAll(a.aliases());
        }
        return names;
    }

    /** A command whose library parameters are named differently from its fields. */
    interface Aliases {
        /**
         * @return library parameter names (as the library's messages start) to option names
         */
        Map<String, String> aliases();
    }
}
