package org.terrain4j.world;

/**
 * The reading of a span or single-value {@link Range}: {@code min} and {@code max} (equal for a single
 * value). Immutable.
 *
 * @param min the minimum (the value of a single-value range)
 * @param max the maximum, ≥ min
 * @since 0.1
 */
public record Reading(double min, double max) {

    /**
     * @param min the minimum (the value of a single-value range)
     * @param max the maximum, ≥ min
     * @throws IllegalArgumentException if an end is not finite or the ends are crossed
     */
    public Reading {
        if (!Double.isFinite(min) || !Double.isFinite(max)) {
            throw new IllegalArgumentException("reading must be finite, was [" + min + ", " + max + "]");
        }
        if (!(min <= max)) {
            throw new IllegalArgumentException("reading's ends must not cross: min " + min + " > max " + max);
        }
    }

    /**
     * @param min minimum
     * @param max maximum, ≥ min
     * @return a span reading
     */
    public static Reading span(double min, double max) {
        return new Reading(min, max);
    }

    /**
     * @param value the value
     * @return a single-value reading
     */
    public static Reading single(double value) {
        return new Reading(value, value);
    }

    /** @return the value of a single-value reading (its minimum) */
    public double value() {
        return min;
    }

    /**
     * @param t 0 … 1
     * @return {@code min + (max − min)·t}
     */
    public double at(double t) {
        return min + (max - min) * t;
    }

    /** @return the mean of the two ends */
    public double mean() {
        return 0.5 * (min + max);
    }
}
