package org.terrain4j.features.mountains;

import org.terrain4j.api.internal.Checks;

/**
 * A place where a range keeps a shelf for an authored tarn (a cirque lake): the ground there stays
 * at the height of the uncut uplift field, so the steady-state erosion does not cut a valley through
 * it (the mountain specification). The shelf is full out to {@code radius + 600} m and eases to
 * nothing 2.5 km beyond that; it only ever raises the eroded ground. The lake itself is not carved.
 *
 * <p>Immutable and thread-safe.
 *
 * @param x      metres east; finite
 * @param z      metres south; finite
 * @param radius the lake's radius, metres; finite and ≥ 0
 */
public record Tarn(double x, double z, double radius) {

    /**
     * Validates the tarn.
     *
     * @throws IllegalArgumentException if a coordinate is not finite or the radius is negative or
     *                                  not finite
     */
    public Tarn {
        Checks.finite("x", x);
        Checks.finite("z", z);
        Checks.nonNegativeFinite("radius", radius);
    }
}
