package org.terrain4j.isoline;

import java.util.Objects;

/**
 * What {@link Isoline} and {@link Ring} share, written once: the interleaved world points
 * {@code x0, z0, x1, z1, …} in metres and the accessors over them. Not API (package-private); its
 * public methods are documented here and appear on the two classes.
 */
abstract sealed class Points permits Isoline, Ring {

    /** Interleaved {@code x, z} pairs, metres; checked (or trusted) by the subclass's factory, never handed out. */
    final double[] xz;

    Points(double[] xz) {
        this.xz = xz;
    }

    /**
     * @return number of distinct points (a ring's first point is counted once): at least 3 for a ring,
     *         2 for an open line
     */
    public final int pointCount() {
        return xz.length / 2;
    }

    /**
     * @param i point index, 0 ≤ i &lt; pointCount()
     * @return x of point i, metres east
     * @throws IndexOutOfBoundsException if i is outside the range
     */
    public final double x(int i) {
        return xz[2 * Objects.checkIndex(i, pointCount())];
    }

    /**
     * @param i point index, 0 ≤ i &lt; pointCount()
     * @return z of point i, metres south
     * @throws IndexOutOfBoundsException if i is outside the range
     */
    public final double z(int i) {
        return xz[2 * Objects.checkIndex(i, pointCount()) + 1];
    }

    /**
     * @return a new array {@code x0, z0, x1, z1, …} of the points (a ring's first point not repeated)
     */
    public final double[] coordinatesToArray() {
        return xz.clone();
    }

    /** Raw access for the writers of this package; never handed out. */
    final double[] raw() {
        return xz;
    }
}
