package org.terrain4j.features;

import java.util.Objects;

import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.internal.Checks;

/**
 * A capsule on the plan: every point within {@code radius} of the segment from {@code from} to {@code to}
 * (the peninsulas and spit of terrain4j's example island, {@code org.terrain4j.examples.Island}). Signed
 * distance: the distance to the segment minus the radius. The ends may coincide (a disc). Immutable and
 * thread-safe.
 *
 * <pre>{@code
 * Capsule spit = new Capsule(new GroundPoint(420, 380), new GroundPoint(700, 600), 75);
 * Capsule same = Shapes.capsule(420, 380, 700, 600, 75);
 * }</pre>
 *
 * @param from   the segment's first end, metres (a {@link GroundPoint} is finite)
 * @param to     the segment's second end, metres
 * @param radius metres; finite and ≥ 0
 * @since 0.1
 */
public record Capsule(GroundPoint from, GroundPoint to, double radius) implements Shape {

    /**
     * Validates the capsule.
     *
     * @param from   the segment's first end, metres
     * @param to     the segment's second end, metres
     * @param radius metres; finite and ≥ 0
     * @throws NullPointerException     if an end is null
     * @throws IllegalArgumentException if the radius is negative or not finite
     */
    public Capsule {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
        Checks.nonNegativeFinite("radius", radius);
    }

    /** @return x of the segment's first end ({@code from().x()}), metres */
    public double fromX() {
        return from.x();
    }

    /** @return z of the segment's first end ({@code from().z()}), metres */
    public double fromZ() {
        return from.z();
    }

    /** @return x of the segment's second end ({@code to().x()}), metres */
    public double toX() {
        return to.x();
    }

    /** @return z of the segment's second end ({@code to().z()}), metres */
    public double toZ() {
        return to.z();
    }

    @Override
    public double signedDistance(double x, double z) {
        return Shapes.segmentDistance(x, z, from.x(), from.z(), to.x(), to.z()) - radius;
    }
}
