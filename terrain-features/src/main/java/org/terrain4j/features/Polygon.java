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

    /**
     * Refuses an outline that crosses or touches itself (a figure of eight, a bow tie, a corner on another
     * edge), where inside and outside are not one region and the even-odd rule of {@link #contains} makes
     * holes nobody drew; or whose corners enclose no area. A simple outline is returned as it is, so the
     * check reads inline: {@code Polygon.of(xz).requireSimple("outline")}.
     *
     * <p>The test is JTS's polygon validity check (OGC simple-features rules: the ring must not
     * self-intersect or self-touch); the message gives the point where it fails and, for a crossing, the
     * two edges that meet there by their corners (edge {@code i} runs from corner {@code i} to corner
     * {@code (i + 1) mod n}), coordinates in metres to the millimetre:
     * {@code outline crosses itself: its edges from corner 0 to 1 and from corner 2 to 3 meet at (1, 1); an
     * outline must be one loop that does not cross or touch itself}. Runs in O(n log n) for {@code n}
     * corners; thread-safe (the polygon is immutable).
     *
     * @param name what the outline is, for the message (a parameter name, or a path in a file such as
     *             {@code ranges[0].outline.polygon})
     * @return this polygon
     * @throws IllegalArgumentException {@code NAME crosses itself…}, {@code NAME encloses no area…} (corners on
     *                                  one line or repeated) or {@code NAME is not a simple outline at (x, z): …}
     * @throws NullPointerException     if name is null
     * @since 0.1
     */
    public Polygon requireSimple(String name) {
        Objects.requireNonNull(name, "name");
        int n = xs.length;
        org.locationtech.jts.geom.Coordinate[] ring = new org.locationtech.jts.geom.Coordinate[n + 1];
        for (int i = 0; i < n; i++) {
            ring[i] = new org.locationtech.jts.geom.Coordinate(xs[i], zs[i]);
        }
        ring[n] = ring[0].copy();
        org.locationtech.jts.operation.valid.TopologyValidationError error;
        try {
            error = new org.locationtech.jts.operation.valid.IsValidOp(
                    new org.locationtech.jts.geom.GeometryFactory().createPolygon(ring)).getValidationError();
        } catch (IllegalArgumentException e) { // a ring JTS cannot build: a collapsed outline
            throw new IllegalArgumentException(name + " encloses no area: its corners lie on one line or repeat");
        }
        if (error == null) {
            return this;
        }
        org.locationtech.jts.geom.Coordinate at = error.getCoordinate();
        String where = at == null ? "" : " at (" + metres(at.x) + ", " + metres(at.y) + ")";
        int code = error.getErrorType();
        if (code == org.locationtech.jts.operation.valid.TopologyValidationError.SELF_INTERSECTION
                || code == org.locationtech.jts.operation.valid.TopologyValidationError.RING_SELF_INTERSECTION) {
            List<String> edges = new java.util.ArrayList<>();
            double tolerance = at == null ? 0 : 1e-9 * Math.max(1, Math.abs(at.x) + Math.abs(at.y));
            for (int i = 0; i < n && at != null; i++) {
                if (org.locationtech.jts.algorithm.Distance.pointToSegment(at, ring[i], ring[i + 1]) <= tolerance) {
                    edges.add("from corner " + i + " to " + (i + 1) % n);
                }
            }
            String which = edges.size() >= 2 ? ": its edges " + String.join(" and ", edges) + " meet" + where
                    : where.isEmpty() ? "" : ":" + where.replaceFirst("^ at", " at");
            throw new IllegalArgumentException(name + " crosses itself" + which
                    + "; an outline must be one loop that does not cross or touch itself");
        }
        throw new IllegalArgumentException(name + " is not a simple outline" + where + ": "
                + error.getMessage().toLowerCase(java.util.Locale.ROOT));
    }

    /**
     * A coordinate in metres for a message: to the millimetre without trailing zeros ({@code 1}, {@code 12.5},
     * {@code -0.25}), six significant digits below a millimetre or from 10¹⁵ ({@code 2.5e-05}).
     */
    static String metres(double v) {
        if (!Double.isFinite(v)) {
            return Double.toString(v);
        }
        if (v != 0 && Math.abs(v) < 1e-3 || Math.abs(v) >= 1e15) {
            String s = String.format(java.util.Locale.ROOT, "%.6g", v + 0.0);
            int e = s.indexOf('e');
            String mantissa = e < 0 ? s : s.substring(0, e);
            if (mantissa.indexOf('.') >= 0) {
                mantissa = mantissa.replaceAll("0+$", "").replaceAll("\\.$", "");
            }
            return e < 0 ? mantissa : mantissa + s.substring(e);
        }
        String s = String.format(java.util.Locale.ROOT, "%.3f", v + 0.0);
        if (s.indexOf('.') >= 0) {
            s = s.replaceAll("0+$", "").replaceAll("\\.$", "");
        }
        return s;
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
