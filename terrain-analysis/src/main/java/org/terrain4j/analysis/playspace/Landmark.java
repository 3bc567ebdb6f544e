package org.terrain4j.analysis.playspace;

import java.util.Objects;
import org.terrain4j.api.GroundPoint;

/**
 * A summit prominent enough to be a landmark candidate, with how much of the routes sees it.
 * A candidate the routes see too little of is a discovery, not a landmark: it is listed with
 * {@link #counted()} false. Immutable and thread-safe.
 *
 * @param top         the summit, world metres
 * @param height      the summit's height, metres
 * @param prominence  its prominence over its key col, metres
 * @param keyCol      its key col, world metres
 * @param seenShare   share of the route samples within the sight range that see its top, in
 *                    {@code [0, 1]}; 0 when no route sample is within range
 * @param counted     whether it counts as a landmark ({@code seenShare ≥} the landmark's seen share)
 * @since 0.1
 */
public record Landmark(GroundPoint top, double height, double prominence, GroundPoint keyCol,
        double seenShare, boolean counted) {

    /**
     * Checks the values.
     *
     * @param top        the summit
     * @param height     its height
     * @param prominence its prominence
     * @param keyCol     its key col
     * @param seenShare  share of route samples in range that see it
     * @param counted    whether it counts
     * @throws NullPointerException     if {@code top} or {@code keyCol} is null
     * @throws IllegalArgumentException if a number is not finite, the prominence is negative, or
     *                                  the share is outside {@code [0, 1]}
     */
    public Landmark {
        Objects.requireNonNull(top, "top");
        Objects.requireNonNull(keyCol, "keyCol");
        if (!Double.isFinite(height)) {
            throw new IllegalArgumentException("height must be finite, got " + height);
        }
        if (!(prominence >= 0) || prominence == Double.POSITIVE_INFINITY) {
            throw new IllegalArgumentException("prominence must be finite and at least 0 m, got " + prominence);
        }
        if (!(seenShare >= 0 && seenShare <= 1)) {
            throw new IllegalArgumentException("seenShare must be in [0, 1], got " + seenShare);
        }
    }
}
