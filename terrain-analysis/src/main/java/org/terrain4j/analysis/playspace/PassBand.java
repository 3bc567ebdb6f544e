package org.terrain4j.analysis.playspace;

/**
 * The range a measured value must fall in for a test to pass: {@code low ≤ value ≤ high}, both ends
 * included.
 *
 * <p>A test of play space is a band rather than a direction: too few chokes is an open plain and
 * too many is a maze. An open end is written as an infinity ({@code PassBand.atLeast(0.7)} is
 * {@code [0.7, +∞]}). Immutable and thread-safe.
 *
 * @param low  the smallest passing value; finite or {@link Double#NEGATIVE_INFINITY}
 * @param high the largest passing value, {@code ≥ low}; finite or {@link Double#POSITIVE_INFINITY}
 * @since 0.1
 */
public record PassBand(double low, double high) {

    /**
     * Checks the ends.
     *
     * @param low  the smallest passing value
     * @param high the largest passing value
     * @throws IllegalArgumentException if either end is NaN, {@code low} is {@code +∞},
     *                                  {@code high} is {@code -∞}, or {@code low > high}
     */
    public PassBand {
        if (Double.isNaN(low) || low == Double.POSITIVE_INFINITY) {
            throw new IllegalArgumentException("low must be finite or -Infinity, got " + low);
        }
        if (Double.isNaN(high) || high == Double.NEGATIVE_INFINITY) {
            throw new IllegalArgumentException("high must be finite or +Infinity, got " + high);
        }
        if (low > high) {
            throw new IllegalArgumentException(
                    "low must be at most high, got low " + low + " and high " + high);
        }
    }

    /**
     * A band open above.
     *
     * @param low the smallest passing value, finite
     * @return {@code [low, +∞]}
     * @throws IllegalArgumentException if {@code low} is not finite
     */
    public static PassBand atLeast(double low) {
        if (!Double.isFinite(low)) {
            throw new IllegalArgumentException("low must be finite, got " + low);
        }
        return new PassBand(low, Double.POSITIVE_INFINITY);
    }

    /**
     * A band open below.
     *
     * @param high the largest passing value, finite
     * @return {@code [-∞, high]}
     * @throws IllegalArgumentException if {@code high} is not finite
     */
    public static PassBand atMost(double high) {
        if (!Double.isFinite(high)) {
            throw new IllegalArgumentException("high must be finite, got " + high);
        }
        return new PassBand(Double.NEGATIVE_INFINITY, high);
    }

    /**
     * Whether a measured value passes.
     *
     * @param value the measured value
     * @return {@code true} when {@code low ≤ value ≤ high}; {@code false} for NaN
     */
    public boolean contains(double value) {
        return value >= low && value <= high;
    }

    /**
     * The band as interval notation, for tables: {@code [0.7, ∞)}, {@code [2, 6]}.
     *
     * @return the band as text
     */
    @Override
    public String toString() {
        String l = low == Double.NEGATIVE_INFINITY ? "(-∞" : "[" + text(low);
        String h = high == Double.POSITIVE_INFINITY ? "∞)" : text(high) + "]";
        return l + ", " + h;
    }

    private static String text(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
    }
}
