package org.terrain4j.features;

/**
 * A region of the plan given by its signed distance: negative inside, zero on the boundary,
 * positive outside, in metres (terrain4j's example island, {@code org.terrain4j.examples.Island},
 * builds its coast from these).
 *
 * <p>Implementations are immutable and thread-safe. Coordinates are metres on the plan (x east,
 * z south); they must be finite, though for speed they are not checked (a NaN coordinate gives NaN).
 *
 * @see Shapes for the factories and the smooth union and cut
 * @since 0.1
 */
public sealed interface Shape permits Circle, Capsule, Polygon {

    /**
     * The signed distance from {@code (x, z)} to this shape's boundary.
     *
     * @param x metres east
     * @param z metres south
     * @return metres: negative inside, positive outside; its magnitude is the exact Euclidean
     *         distance to the boundary
     */
    double signedDistance(double x, double z);

    /**
     * Whether {@code (x, z)} lies inside this shape (the boundary counts as inside for a circle and
     * a capsule; for a polygon see {@link Polygon#contains}).
     *
     * @param x metres east
     * @param z metres south
     * @return true inside
     */
    default boolean contains(double x, double z) {
        return signedDistance(x, z) <= 0;
    }
}
