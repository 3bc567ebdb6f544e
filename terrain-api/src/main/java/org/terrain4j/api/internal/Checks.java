package org.terrain4j.api.internal;

import org.terrain4j.api.GridFrame;

/**
 * Argument checks shared by the terrain4j modules. Every check is written so that NaN fails, and
 * every message names the parameter, the value and the allowed range.
 *
 * <p>Not part of the API: may change without notice.
 *
 * @since 0.1
 */
public final class Checks {

    /** The largest number of samples one grid may hold (the JVM's practical array limit). */
    public static final long MAX_SAMPLES = Integer.MAX_VALUE - 8L;

    private Checks() {
    }

    /**
     * A number as terrain4j's messages (and its JSON, SVG and ramp writers) write one: a whole number
     * below 1e15 without a fraction ({@code 2500}, not {@code 2500.0}), any other as
     * {@link Double#toString(double)}, which reads back as the same {@code double} ({@code 0.25},
     * {@code 1.0E39}, {@code NaN}); negative zero as {@code 0}.
     *
     * @param v any number
     * @return its text
     */
    public static String number(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
    }

    /** The spacings a {@code GridFrame} accepts, as messages write them. */
    public static final String SPACING_RANGE = "[1e-9, 1e9]";

    /** The coordinates a {@code GridFrame}'s origin and samples may take, as messages write them. */
    public static final String COORDINATE_RANGE = "[-1e12, 1e12]";

    /**
     * A spacing, or a file's field that becomes one, as {@link GridFrame} accepts it.
     *
     * @param name  parameter or field name
     * @param value value
     * @return value
     * @throws IllegalArgumentException unless {@link GridFrame#MIN_SPACING} ≤ value ≤
     *                                  {@link GridFrame#MAX_SPACING}
     */
    public static double spacing(String name, double value) {
        if (!(value >= GridFrame.MIN_SPACING && value <= GridFrame.MAX_SPACING)) {
            throw new IllegalArgumentException(name + " must be in " + SPACING_RANGE + ", was " + number(value));
        }
        return value;
    }

    /**
     * A coordinate of a frame's origin or samples, or a file's field that becomes one, as
     * {@link GridFrame} accepts it.
     *
     * @param name  parameter or field name
     * @param value value
     * @return value
     * @throws IllegalArgumentException unless |value| ≤ {@link GridFrame#MAX_COORDINATE}
     */
    public static double coordinate(String name, double value) {
        if (!(Math.abs(value) <= GridFrame.MAX_COORDINATE)) {
            throw new IllegalArgumentException(name + " must be in " + COORDINATE_RANGE + ", was " + number(value));
        }
        return value;
    }

    /**
     * @param name  parameter name
     * @param value value
     * @return value
     * @throws IllegalArgumentException if value is NaN or infinite
     */
    public static double finite(String name, double value) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException(name + " must be finite, was " + number(value));
        }
        return value;
    }

    /**
     * @param name  parameter name
     * @param value value
     * @return value
     * @throws IllegalArgumentException unless 0 &lt; value &lt; ∞
     */
    public static double positiveFinite(String name, double value) {
        if (!(value > 0 && value < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException(name + " must be finite and > 0, was " + number(value));
        }
        return value;
    }

    /**
     * @param name  parameter name
     * @param value value
     * @return value
     * @throws IllegalArgumentException unless 0 ≤ value &lt; ∞
     */
    public static double nonNegativeFinite(String name, double value) {
        if (!(value >= 0 && value < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException(name + " must be finite and >= 0, was " + number(value));
        }
        return value;
    }

    /**
     * @param name  parameter name
     * @param value value
     * @param min   smallest allowed value
     * @param max   largest allowed value
     * @return value
     * @throws IllegalArgumentException unless min ≤ value ≤ max
     */
    public static double inRange(String name, double value, double min, double max) {
        if (!(value >= min && value <= max)) {
            throw new IllegalArgumentException(name + " must be in [" + number(min) + ", " + number(max) + "], was "
                    + number(value));
        }
        return value;
    }

    /**
     * @param name  parameter name
     * @param value value
     * @param min   smallest allowed value
     * @param max   largest allowed value
     * @return value
     * @throws IllegalArgumentException unless min ≤ value ≤ max
     */
    public static int inRange(String name, int value, int min, int max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(name + " must be in [" + min + ", " + max + "], was " + value);
        }
        return value;
    }

    /**
     * @param name  parameter name
     * @param value value
     * @param min   smallest allowed value
     * @return value
     * @throws IllegalArgumentException if value &lt; min
     */
    public static int atLeast(String name, int value, int min) {
        if (value < min) {
            throw new IllegalArgumentException(name + " must be >= " + min + ", was " + value);
        }
        return value;
    }

    /**
     * @param name  parameter name
     * @param value value
     * @param min   smallest allowed value
     * @return value
     * @throws IllegalArgumentException if value &lt; min
     */
    public static long atLeast(String name, long value, long min) {
        if (value < min) {
            throw new IllegalArgumentException(name + " must be >= " + min + ", was " + value);
        }
        return value;
    }

    /**
     * Checks a grid size and returns its sample count.
     *
     * @param columns number of columns, ≥ 1
     * @param rows    number of rows, ≥ 1
     * @return columns × rows
     * @throws IllegalArgumentException if a count is below 1 or the product exceeds {@link #MAX_SAMPLES}
     */
    public static int gridSize(long columns, long rows) {
        if (columns < 1 || columns > MAX_SAMPLES) {
            throw new IllegalArgumentException("columns must be in [1, " + MAX_SAMPLES + "], was " + columns);
        }
        if (rows < 1 || rows > MAX_SAMPLES) {
            throw new IllegalArgumentException("rows must be in [1, " + MAX_SAMPLES + "], was " + rows);
        }
        long n = columns * rows;
        if (n > MAX_SAMPLES) {
            throw new IllegalArgumentException("columns × rows must be <= " + MAX_SAMPLES + ", was "
                    + columns + " × " + rows + " = " + n);
        }
        return (int) n;
    }

    /**
     * @param name  index name, such as "column"
     * @param index the index
     * @param size  number of valid indices
     * @return index
     * @throws IndexOutOfBoundsException naming the index, its value and the valid range
     */
    public static int index(String name, int index, int size) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException(name + " must be in [0, " + (size - 1) + "], was " + index);
        }
        return index;
    }
}
