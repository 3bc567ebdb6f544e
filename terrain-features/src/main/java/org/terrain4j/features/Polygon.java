package org.terrain4j.features;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

import org.terrain4j.api.GroundPoint;

/**
 * A closed outline on the plan through its corners (on terrain4j's example island: the dressed area, the
 * finer-drawn area), the last corner joined back to the first.
 *
 * <p>Inside is decided by the even-odd rule (a ray from the point crosses the outline an odd number
 * of times), so a simple polygon's interior is inside whichever way its corners turn, and a
 * self-crossing outline alternates. The signed distance is the exact distance to the nearest edge,
 * negative where {@link #contains} is true. A point exactly on an edge may be reported either way
 * by {@code contains}; its signed distance is ±0 either way.
 *
 * <p>Immutable and thread-safe. Cost per query: one pass over the edges (O(corners)).
 *
 * @since 0.1
 */
public final class Polygon implements Shape {

    private final double[] xs;
    private final double[] zs;

    private Polygon(double[] xs, double[] zs) {
        this.xs = xs;
        this.zs = zs;
    }

    /**
     * An outline through corners given as {@code x0, z0, x1, z1, ...}.
     *
     * @param xz pairs of metres, at least three corners; finite; copied
     * @return the polygon
     * @throws IllegalArgumentException if the length is odd, there are fewer than three corners, or a
     *                                  coordinate is not finite
     * @throws NullPointerException     if xz is null
     */
    public static Polygon of(double... xz) {
        Objects.requireNonNull(xz, "xz");
        if (xz.length % 2 != 0) {
            throw new IllegalArgumentException("xz must hold (x, z) pairs, had odd length " + xz.length);
        }
        int n = xz.length / 2;
        if (n < 3) {
            throw new IllegalArgumentException("a polygon needs >= 3 corners, had " + n);
        }
        double[] xs = new double[n];
        double[] zs = new double[n];
        for (int i = 0; i < n; i++) {
            xs[i] = finite("xz[" + 2 * i + "]", xz[2 * i]);
            zs[i] = finite("xz[" + (2 * i + 1) + "]", xz[2 * i + 1]);
        }
        return new Polygon(xs, zs);
    }

    /**
     * An outline through corners.
     *
     * @param corners at least three corners; finite; the list is copied
     * @return the polygon
     * @throws IllegalArgumentException if there are fewer than three corners
     * @throws NullPointerException     if the list or a corner is null
     */
    public static Polygon of(List<GroundPoint> corners) {
        Objects.requireNonNull(corners, "corners");
        double[] xz = new double[corners.size() * 2];
        for (int i = 0; i < corners.size(); i++) {
            GroundPoint c = Objects.requireNonNull(corners.get(i), "corners[" + i + "]");
            xz[2 * i] = c.x();
            xz[2 * i + 1] = c.z();
        }
        return of(xz);
    }

    /**
     * @return the number of corners, ≥ 3
     */
    public int cornerCount() {
        return xs.length;
    }

    /**
     * @param i 0 ≤ i &lt; cornerCount()
     * @return the corner, metres
     * @throws IndexOutOfBoundsException if i is out of range
     */
    public GroundPoint corner(int i) {
        Objects.checkIndex(i, xs.length);
        return new GroundPoint(xs[i], zs[i]);
    }

    /**
     * Whether {@code (x, z)} is inside by the even-odd rule (edges half-open, so a point on an edge
     * may go either way).
     *
     * @param x metres east
     * @param z metres south
     * @return true inside
     */
    @Override
    public boolean contains(double x, double z) {
        boolean inside = false;
        int n = xs.length;
        for (int i = 0, j = n - 1; i < n; j = i++) {
            double zi = zs[i];
            double zj = zs[j];
            if ((zi > z) != (zj > z)) {
                double xCross = xs[i] + (z - zi) * (xs[j] - xs[i]) / (zj - zi);
                if (x < xCross) {
                    inside = !inside;
                }
            }
        }
        return inside;
    }

    @Override
    public double signedDistance(double x, double z) {
        double best = Double.POSITIVE_INFINITY;
        int n = xs.length;
        for (int i = 0, j = n - 1; i < n; j = i++) {
            double d2 = Shapes.segmentDistanceSquared(x, z, xs[j], zs[j], xs[i], zs[i]);
            if (d2 < best) {
                best = d2;
            }
        }
        double d = Math.sqrt(best);
        return contains(x, z) ? -d : d;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Polygon p && Arrays.equals(xs, p.xs) && Arrays.equals(zs, p.zs);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(xs) + Arrays.hashCode(zs);
    }

    @Override
    public String toString() {
        return "Polygon[" + xs.length + " corners]";
    }

    private static double finite(String name, double v) {
        if (!Double.isFinite(v)) {
            throw new IllegalArgumentException(name + " must be finite, was " + v);
        }
        return v;
    }
}
