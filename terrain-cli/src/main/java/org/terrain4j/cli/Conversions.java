package org.terrain4j.cli;

import java.lang.reflect.Field;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;

import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.TypeConversionException;

/**
 * Decimal options refused in plain words when the text is not a number ({@code 'abc' is not a number}).
 * Whole-number options read the way people write counts: {@code 70000}, {@code 70_000} or {@code 7e4}
 * (scientific notation with an integral value), refused with the reason when the value is not whole or
 * does not fit.
 *
 * <p>One rule for exit codes, the same for every option: text that is not a number at all ({@code abc},
 * {@code 1,5}) is a usage error (exit 2, as picocli reports a value of the wrong type), for a whole-number option
 * in the words of its range: {@code --seed must be a whole number in [-9223372036854775808, 9223372036854775807],
 * was 'abc'} ({@link #notANumber}); a number the option
 * does not take is bad input (exit 1) with the option's own range, whether it is out of the option's
 * {@link Bounds}, however far outside (even beyond what an {@code int} or {@code long} holds):
 * {@code --size must be in [2, 32769], was 1e39}, or not whole: {@code --octaves must be a whole number in
 * [1, 10000], was 1e-300}. {@code NaN}
 * and {@code Infinity} are numbers outside every range, as for the decimal options (whose parser takes
 * them): {@code --size NaN} is bad input too. A seed is a whole number like a count, so {@code --seed 1e3}
 * is seed 1000.
 */
final class Conversions {

    private Conversions() {
    }

    /**
     * @param cl the command whose (and whose subcommands') int and long options are converted
     */
    static void register(CommandLine cl) {
        cl.registerConverter(Integer.class, s -> (int) whole(s, Integer.MIN_VALUE, Integer.MAX_VALUE));
        cl.registerConverter(Integer.TYPE, s -> (int) whole(s, Integer.MIN_VALUE, Integer.MAX_VALUE));
        cl.registerConverter(Long.class, s -> whole(s, Long.MIN_VALUE, Long.MAX_VALUE));
        cl.registerConverter(Long.TYPE, s -> whole(s, Long.MIN_VALUE, Long.MAX_VALUE));
        cl.registerConverter(Double.class, Conversions::decimal);
        cl.registerConverter(Double.TYPE, Conversions::decimal);
    }

    /**
     * A decimal option's value, read as picocli reads one ({@link Double#valueOf(String)}: {@code 0.5},
     * {@code 1e-3}, {@code NaN} and {@code Infinity}, and also {@code inf} and {@code nan} in any case, as the
     * whole-number options take them, which the option's own range then refuses), but
     * refused in the user's words: {@code 'abc' is not a number}, not picocli's {@code is not a double}.
     *
     * @param text the value as typed
     * @return the number
     * @throws TypeConversionException if the text is not a number
     */
    static double decimal(String text) {
        String t = text.strip();
        // inf and nan, as the whole-number options take them: numbers outside every range (exit 1), not text
        if (t.matches("(?i)[+-]?(inf|infinity)")) {
            return t.startsWith("-") ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        }
        if (t.matches("(?i)[+-]?nan")) {
            return Double.NaN;
        }
        try {
            return Double.parseDouble(t);
        } catch (NumberFormatException e) {
            throw new TypeConversionException("'" + text + "' is not a number");
        }
    }

    /**
     * @param text a whole number, possibly with underscores between digits or in scientific notation
     * @param min  the smallest value the option's type holds
     * @param max  the largest
     * @return the value
     * @throws TypeConversionException if the text is not a whole number in [min, max]
     */
    static long whole(String text, long min, long max) {
        String t = text.strip().replace("_", "");
        if (t.matches("(?i)[+-]?(nan|inf|infinity)")) {
            throw new OutOfType(text, min, max);
        }
        BigDecimal value;
        try {
            value = new BigDecimal(t);
        } catch (NumberFormatException e) {
            throw new NotANumber(text, min, max);
        }
        value = value.stripTrailingZeros();
        if (value.scale() > 0) { // a number, but not a whole one: bad input, as one out of range
            throw new OutOfType(text, min, max);
        }
        if (value.precision() - (long) value.scale() > 19) { // more digits than a long has: no huge BigInteger
            throw new OutOfType(text, min, max);
        }
        BigInteger exact = value.toBigIntegerExact();
        if (exact.compareTo(BigInteger.valueOf(min)) < 0 || exact.compareTo(BigInteger.valueOf(max)) > 0) {
            throw new OutOfType(text, min, max);
        }
        return exact.longValueExact();
    }

    /** A whole number that the option's type cannot hold; reported with the option's range, not the type's. */
    static final class OutOfType extends TypeConversionException {
        private static final long serialVersionUID = 1L;

        /** The value as typed. */
        final String text;

        OutOfType(String text, long min, long max) {
            super("'" + text + "' is outside [" + min + ", " + max + "]");
            this.text = text;
        }
    }

    /**
     * Text that is no number at all given to a whole-number option ({@code --seed abc}); reported with the
     * option's name and range by {@link #notANumber}, a usage error.
     */
    static final class NotANumber extends TypeConversionException {
        private static final long serialVersionUID = 1L;

        /** The value as typed. */
        final String text;

        NotANumber(String text, long min, long max) {
            super("'" + text + "' is not a whole number in [" + min + ", " + max + "]");
            this.text = text;
        }
    }

    /**
     * @param e a parse failure
     * @return for text that is no number given to a whole-number option, the one-line message naming the option,
     *         the range it takes (its {@link Bounds}, else its type's) and the text as typed: {@code --seed must be a
     *         whole number in [-9223372036854775808, 9223372036854775807], was 'abc'}; empty if the failure is of
     *         another kind
     */
    static Optional<String> notANumber(CommandLine.ParameterException e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof NotANumber n && e.getArgSpec() != null) {
                return Optional.of(mustBeWhole(e.getArgSpec(), "'" + n.text + "'"));
            }
        }
        return Optional.empty();
    }

    /**
     * The one message of every whole-number value that is not a number: the picocli options' (through
     * {@link #notANumber}) and the parts of options that hold several ({@code tiles --from C,R}).
     *
     * @param name  the option, or the part of one ({@code --from's column})
     * @param min   the smallest value it takes
     * @param max   the largest
     * @param typed the text as typed
     * @return {@code NAME must be a whole number in [MIN, MAX], was TYPED}, the text quoted if it is no number
     *         ({@code was 'abc'})
     */
    static String mustBeWhole(String name, long min, long max, String typed) {
        String t = typed.strip();
        boolean number;
        try {
            decimal(t.replace("_", ""));
            number = true;
        } catch (TypeConversionException e) {
            number = false;
        }
        return name + " must be a whole number in [" + min + ", " + max + "], was " + (number ? t : "'" + t + "'");
    }

    /**
     * @param a    a whole-number option
     * @param text the value given, quoted if it is no number
     * @return {@code --size must be a whole number in [2, 32769], was TEXT}, or {@code --neighbours must be 4,
     *         8 or 16, was TEXT}, with the range of the option's type if it has no {@link Bounds}
     */
    private static String mustBeWhole(ArgSpec a, String text) {
        Bounds b = bounds(a);
        if (b != null && b.only().length > 0) {
            return outOfRange(a, text);
        }
        long[] range = b != null ? new long[] {b.min(), b.max()} : typeRange(a);
        return name(a) + " must be a whole number in [" + range[0] + ", " + range[1] + "], was " + text;
    }

    private static String name(ArgSpec a) {
        return a instanceof OptionSpec o ? o.longestName() : a.paramLabel();
    }

    private static long[] typeRange(ArgSpec a) {
        boolean isLong = a.type() == long.class || a.type() == Long.class;
        return isLong ? new long[] {Long.MIN_VALUE, Long.MAX_VALUE} : new long[] {Integer.MIN_VALUE, Integer.MAX_VALUE};
    }

    /**
     * @param e a parse failure
     * @return the one-line message for a whole number too large (or small) for its option's type, naming
     *         the option, the value and the option's range; empty if the failure is of another kind
     */
    static Optional<String> outOfType(CommandLine.ParameterException e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof OutOfType o && e.getArgSpec() != null) {
                return Optional.of(outOfRange(e.getArgSpec(), o.text));
            }
        }
        return Optional.empty();
    }

    /**
     * Checks every whole-number option given on the command line against its {@link Bounds}.
     *
     * @param parsed what picocli parsed
     * @throws CommandLine.ExecutionException wrapping an {@link IllegalArgumentException} with the
     *                                        message, for the first value out of its range
     */
    static void checkBounds(ParseResult parsed) {
        for (ParseResult p = parsed; p != null; p = p.subcommand()) {
            for (OptionSpec o : p.matchedOptions()) {
                Bounds b = bounds(o);
                if (b == null) {
                    continue;
                }
                Object v = o.getValue();
                if (!(v instanceof Number n)) {
                    continue;
                }
                long x = n.longValue();
                boolean allowed = x >= b.min() && x <= b.max()
                        && (b.only().length == 0 || Arrays.stream(b.only()).anyMatch(y -> y == x));
                if (!allowed) {
                    String m = outOfRange(o, Long.toString(x));
                    throw new CommandLine.ExecutionException(p.commandSpec().commandLine(), m,
                            new IllegalArgumentException(m));
                }
            }
        }
    }

    /**
     * Whether a value's text is whole ({@code 12}, {@code 1e3}) or no finite number at all ({@code NaN},
     * {@code Infinity}: out of every range); {@code 1.5} and {@code 1e-300} are not.
     */
    static boolean isWhole(String text) {
        try {
            return new BigDecimal(text.strip().replace("_", "")).stripTrailingZeros().scale() <= 0;
        } catch (NumberFormatException e) {
            return true;
        }
    }

    private static Bounds bounds(ArgSpec a) {
        return a.userObject() instanceof Field f ? f.getAnnotation(Bounds.class) : null;
    }

    /**
     * @param a    a whole-number option
     * @param text the value given
     * @return {@code --size must be in [2, 32769], was TEXT} (or {@code must be 4, 8 or 16}, or {@code must be a
     *         whole number in [1, 10000]} for a number that is not whole), with the range of the option's type if
     *         it has no {@link Bounds}
     */
    static String outOfRange(ArgSpec a, String text) {
        Bounds b = bounds(a);
        String range;
        if (b != null && b.only().length == 0 && !isWhole(text)) {
            return mustBeWhole(a, text);
        } else if (b != null && b.only().length > 0) {
            String[] v = Arrays.stream(b.only()).mapToObj(Long::toString).toArray(String[]::new);
            range = "be " + Arrays.stream(v, 0, v.length - 1).collect(Collectors.joining(", ")) + " or " + v[v.length - 1];
        } else if (b != null) {
            range = "be in [" + b.min() + ", " + b.max() + "]";
        } else {
            return mustBeWhole(a, text);
        }
        return name(a) + " must " + range + ", was " + text;
    }
}
