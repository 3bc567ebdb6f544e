package org.terrain4j.cli;

import java.math.BigDecimal;
import java.math.BigInteger;

import picocli.CommandLine;
import picocli.CommandLine.TypeConversionException;

/**
 * Whole-number options read the way people write counts: {@code 70000}, {@code 70_000} or {@code 7e4}
 * (scientific notation with an integral value), refused with the reason when the value is not whole or
 * does not fit.
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
        BigDecimal value;
        try {
            value = new BigDecimal(t);
        } catch (NumberFormatException e) {
            throw new TypeConversionException("'" + text + "' is not a whole number");
        }
        value = value.stripTrailingZeros();
        if (value.scale() > 0) {
            throw new TypeConversionException("'" + text + "' is not a whole number");
        }
        String range = "'" + text + "' is outside [" + min + ", " + max + "]";
        if (value.precision() - (long) value.scale() > 19) { // more digits than a long has: no huge BigInteger
            throw new TypeConversionException(range);
        }
        BigInteger exact = value.toBigIntegerExact();
        if (exact.compareTo(BigInteger.valueOf(min)) < 0 || exact.compareTo(BigInteger.valueOf(max)) > 0) {
            throw new TypeConversionException(range);
        }
        return exact.longValueExact();
    }
}
