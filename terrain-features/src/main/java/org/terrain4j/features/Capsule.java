package org.terrain4j.features;

import org.terrain4j.api.internal.Checks;

/**
 * A capsule on the plan: every point within {@code radius} of the segment from {@code (fromX, fromZ)}
 * to {@code (toX, toZ)} (the peninsulas and spit of
 * terrain4j's example island, {@code org.terrain4j.examples.Island}). Signed distance: the distance to the
 * segment minus the radius. The ends may coincide (a disc). Immutable and thread-safe.
 *
 * @param fromX  x of the segment's first end, metres; finite
 * @param fromZ  z of the segment's first end, metres; finite
 * @param toX    x of the segment's second end, metres; finite
 * @param toZ    z of the segment's second end, metres; finite
 * @param radius metres; finite and ≥ 0
 * @since 0.1
 */
public record Capsule(double fromX, double fromZ, double toX, double toZ, double radius) implements Shape {

    /**
     * Validates the capsule.
     *
     * @param fromX  x of the segment's first end, metres; finite
     * @param fromZ  z of the segment's first end, metres; finite
     * @param toX    x of the segment's second end, metres; finite
     * @param toZ    z of the segment's second end, metres; finite
     * @param radius metres; finite and ≥ 0
     * @throws IllegalArgumentException if a coordinate is not finite or the radius is negative or not
     *                                  finite
     */
    public Capsule {
        Checks.finite("fromX", fromX);
        Checks.finite("fromZ", fromZ);
        Checks.finite("toX", toX);
        Checks.finite("toZ", toZ);
        Checks.nonNegativeFinite("radius", radius);
    }

    @Override
    public double signedDistance(double x, double z) {
        return Shapes.segmentDistance(x, z, fromX, fromZ, toX, toZ) - radius;
    }
}
