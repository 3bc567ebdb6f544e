package org.terrain4j.isoline.internal;

/**
 * The number format of the JSON and SVG the isoline writers produce.
 *
 * @since 0.1
 */
public final class Numbers {

    private Numbers() {
    }

    /**
     * Formats a finite number for JSON or SVG text: integers without a fraction, others as the shortest
     * plain decimal that reads back as the same {@code double} ({@code 999999999991.5}, not Java's
     * {@code 9.999999999915E11}; an exponent only where the plain form would pass 32 characters),
     * negative zero as {@code 0}.
     *
     * @param name  what the number is, for the message
     * @param value finite
     * @return the text
     * @throws IllegalArgumentException if value is NaN or infinite
     */
    public static String number(String name, double value) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException(name + " must be finite to be written, was " + value);
        }
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            return Long.toString((long) value);
        }
        return org.terrain4j.io.internal.Numbers.doubleText(value);
    }
}
