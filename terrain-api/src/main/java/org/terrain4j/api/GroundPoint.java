package org.terrain4j.api;

/**
 * A position on the ground plan: x east and z south, metres, in whatever frame the method taking or
 * returning it names (a land's own frame, a grid's world frame). Height is not part of it; ask a
 * {@link Heightfield} or a height function for that.
 *
 * <p>Immutable and thread-safe; equal when both coordinates are equal (as {@link Double#equals}).
 *
 * @param x metres east, finite
 * @param z metres south, finite
 * @since 0.1
 */
public record GroundPoint(double x, double z) {

    /**
     * @param x metres east, finite
     * @param z metres south, finite
     * @throws IllegalArgumentException if x or z is NaN or infinite
     */
    public GroundPoint {
        if (!Double.isFinite(x)) {
            throw new IllegalArgumentException("x must be finite, was " + x);
        }
        if (!Double.isFinite(z)) {
            throw new IllegalArgumentException("z must be finite, was " + z);
        }
    }

    /**
     * @param other another point, in the same frame
     * @return the straight-line distance on the plan, metres ({@code hypot(Δx, Δz)})
     */
    public double distanceTo(GroundPoint other) {
        return Math.hypot(other.x - x, other.z - z);
    }
}
