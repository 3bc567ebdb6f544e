package org.terrain4j.analysis.playspace;

import java.util.Objects;
import org.terrain4j.api.GroundPoint;

/**
 * A lookout: a summit of at least the vantage prominence, with the share of the land its top
 * sees from an eye over it. Immutable and thread-safe.
 *
 * @param top        the summit, world metres
 * @param height     its height, metres
 * @param prominence its prominence, metres
 * @param coverage   share of the land its viewshed holds, in {@code [0, 1]}
 * @param reached    whether a route ends within the vantage radius of its top
 * @since 0.1
 */
public record Vantage(GroundPoint top, double height, double prominence, double coverage, boolean reached) {

    /**
     * Checks the values.
     *
     * @param top        the summit
     * @param height     its height
     * @param prominence its prominence
     * @param coverage   share of the land it sees
     * @param reached    whether a route reaches it
     * @throws NullPointerException     if {@code top} is null
     * @throws IllegalArgumentException if a number is not finite, the prominence is negative, or
     *                                  the coverage is outside {@code [0, 1]}
     */
    public Vantage {
        Objects.requireNonNull(top, "top");
        if (!Double.isFinite(height)) {
            throw new IllegalArgumentException("height must be finite, got " + height);
        }
        if (!(prominence >= 0) || prominence == Double.POSITIVE_INFINITY) {
            throw new IllegalArgumentException("prominence must be finite and at least 0 m, got " + prominence);
        }
        if (!(coverage >= 0 && coverage <= 1)) {
            throw new IllegalArgumentException("coverage must be in [0, 1], got " + coverage);
        }
    }
}
