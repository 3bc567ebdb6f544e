package org.terrain4j.analysis.playspace;

import java.util.Objects;
import org.terrain4j.api.GroundPoint;

/**
 * What {@link Landmark} and {@link Vantage} share, written once: a summit's top, height and prominence,
 * checked. Not API (package-private); its public methods appear on the two classes.
 */
abstract sealed class Peak permits Landmark, Vantage {

    final GroundPoint top;
    final double height;
    final double prominence;

    /**
     * @throws NullPointerException     if {@code top} is null
     * @throws IllegalArgumentException if the height is not finite or the prominence is negative or not finite
     */
    Peak(GroundPoint top, double height, double prominence) {
        Objects.requireNonNull(top, "top");
        if (!Double.isFinite(height)) {
            throw new IllegalArgumentException("height must be finite, got " + height);
        }
        if (!(prominence >= 0) || prominence == Double.POSITIVE_INFINITY) {
            throw new IllegalArgumentException("prominence must be finite and at least 0 m, got " + prominence);
        }
        this.top = top;
        this.height = height;
        this.prominence = prominence;
    }

    /**
     * The value {@code top}.
     *
     * @return the summit, world metres
     */
    public final GroundPoint top() {
        return top;
    }

    /**
     * The value {@code height}.
     *
     * @return the summit's height, metres
     */
    public final double height() {
        return height;
    }

    /**
     * The value {@code prominence}.
     *
     * @return its prominence over its key col, metres
     */
    public final double prominence() {
        return prominence;
    }
}
