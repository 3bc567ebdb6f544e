package org.terrain4j.features;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.internal.Checks;
import org.terrain4j.features.internal.SegmentTree;

/**
 * A smooth line on the plan through control points (the walkway and brook of terrain4j's example island,
 * {@code org.terrain4j.examples.Island}): a uniform Catmull–Rom spline with its ends doubled, cut into
 * short straight pieces.
 *
 * <p><b>Construction.</b> Control points {@code P0 … Pn−1} (n ≥ 2) are extended by repeating the first
 * and the last ({@code P−1 = P0}, {@code Pn = Pn−1}: "ends doubled"). The span
 * from {@code Pi} to {@code Pi+1} is the uniform Catmull–Rom segment (E. Catmull and R. Rom, "A class of
 * local interpolating splines", in <i>Computer Aided Geometric Design</i>, Academic Press, 1974; tension ½)
 * <pre>  q(t) = ½ [2 Pi + (Pi+1 − Pi−1) t + (2 Pi−1 − 5 Pi + 4 Pi+1 − Pi+2) t² + (3 Pi − Pi−1 − 3 Pi+1 + Pi+2) t³],  0 ≤ t ≤ 1</pre>
 * cut into {@code m = floor(chord / pieceLength) + 1} pieces of equal parameter step, where chord is
 * {@code |Pi+1 − Pi|} and the piece length defaults to 1 m. The spine's {@link #points() points} are
 * {@code q(k/m)} for every span and {@code k = 0 … m−1}, then {@code Pn−1}; every control point is
 * one of them exactly. The spine is the polyline through these points: {@link #length()},
 * {@link #spotAt}, {@link #indexAt} and {@link #nearest} all measure along that polyline, so a
 * feature pressed or carved along it follows exactly those points.
 *
 * <p><b>Index.</b> A point {@code q(k/m)} of span i has the fractional control-point index
 * {@code i + k/m}; between two points the index runs linearly with the distance along. A
 * {@link ControlCurve} is read at that index.
 *
 * <p><b>Nearest.</b> {@link #nearest} uses a spatial index built once, here: a bounding-volume
 * hierarchy over runs of consecutive segments (eight to a leaf, halved upwards), searched nearer box
 * first and pruned by the best distance so far and by {@code within}. A query costs about the
 * logarithm of the number of points, near the line or far from it, and gives the same answer as a
 * scan of every segment (ties to the lower segment).
 *
 * <p>Immutable and thread-safe. Coordinates are metres on the plan, x east and z south, as
 * {@link GroundPoint}s.
 *
 * @since 0.1
 */
public final class Spine {

    /** The default piece length, 1 m ({@code floor(chord / 1 m) + 1} pieces a span). */
    public static final double DEFAULT_PIECE_LENGTH = 1.0;

    /** Refuse spines that would need more points than this (memory bomb guard). */
    static final int MAX_POINTS = 10_000_000;

    private final double[] controlX;
    private final double[] controlZ;
    private final double pieceLength;
    private final int count;
    private final double[] xs;
    private final double[] zs;
    private final double[] alongs;
    private final double[] indices;
    /** The unit tangent at each point, for {@link #smoothAlong}: its pieces' mean direction. */
    private final double[] tangentX;
    private final double[] tangentZ;
    private final SegmentTree index;
    private final List<GroundPoint> pointList;

    private Spine(double[] controlX, double[] controlZ, double pieceLength) {
        this.controlX = controlX;
        this.controlZ = controlZ;
        this.pieceLength = pieceLength;
        int n = controlX.length;
        long total = 1;
        int[] pieces = new int[n - 1];
        for (int i = 0; i < n - 1; i++) {
            double chord = Shapes.planDistance(controlX[i], controlZ[i], controlX[i + 1], controlZ[i + 1]);
            double m = Math.floor(chord / pieceLength) + 1;
            if (m > MAX_POINTS) {
                throw new IllegalArgumentException("pieceLength " + pieceLength + " m cuts span " + i + " ("
                        + chord + " m) into more than " + MAX_POINTS + " pieces");
            }
            pieces[i] = (int) m;
            total += pieces[i];
            if (total > MAX_POINTS) {
                throw new IllegalArgumentException("pieceLength " + pieceLength
                        + " m gives the spine more than " + MAX_POINTS + " points");
            }
        }
        count = (int) total;
        xs = new double[count];
        zs = new double[count];
        alongs = new double[count];
        indices = new double[count];
        int j = 0;
        for (int i = 0; i < n - 1; i++) {
            int p0 = Math.max(i - 1, 0);
            int p3 = Math.min(i + 2, n - 1);
            int m = pieces[i];
            for (int k = 0; k < m; k++) {
                double t = (double) k / m;
                if (k == 0) {
                    xs[j] = controlX[i];
                    zs[j] = controlZ[i];
                } else {
                    xs[j] = catmullRom(controlX[p0], controlX[i], controlX[i + 1], controlX[p3], t);
                    zs[j] = catmullRom(controlZ[p0], controlZ[i], controlZ[i + 1], controlZ[p3], t);
                }
                indices[j] = i + t;
                j++;
            }
        }
        xs[j] = controlX[n - 1];
        zs[j] = controlZ[n - 1];
        indices[j] = n - 1;
        for (int p = 1; p < count; p++) {
            alongs[p] = alongs[p - 1] + Shapes.planDistance(xs[p - 1], zs[p - 1], xs[p], zs[p]);
        }
        tangentX = new double[count];
        tangentZ = new double[count];
        for (int p = 0; p < count; p++) {
            tangent(p);
        }
        index = new SegmentTree(xs, zs, count);
        GroundPoint[] vs = new GroundPoint[count];
        for (int p = 0; p < count; p++) {
            vs[p] = new GroundPoint(xs[p], zs[p]);
        }
        pointList = Collections.unmodifiableList(Arrays.asList(vs));
    }

    private static double catmullRom(double p0, double p1, double p2, double p3, double t) {
        return 0.5 * (2 * p1 + (p2 - p0) * t + (2 * p0 - 5 * p1 + 4 * p2 - p3) * t * t
                + (3 * p1 - p0 - 3 * p2 + p3) * t * t * t);
    }

    /**
     * A spine through control points given as {@code x0, z0, x1, z1, ...}, cut into 1 m pieces.
     *
     * @param xz pairs of metres, at least two points; finite; copied
     * @return the spine
     * @throws IllegalArgumentException if the length is odd, there are fewer than two points, or a
     *                                  coordinate is not finite
     * @throws NullPointerException     if xz is null
     */
    public static Spine through(double... xz) {
        return through(xz, DEFAULT_PIECE_LENGTH);
    }

    /**
     * A spine through control points given as {@code x0, z0, x1, z1, ...}.
     *
     * @param xz          pairs of metres, at least two points; finite; copied
     * @param pieceLength the length that divides each chord, metres; finite and &gt; 0
     * @return the spine
     * @throws IllegalArgumentException if the length is odd, there are fewer than two points, a
     *                                  coordinate is not finite, pieceLength is not positive and
     *                                  finite, or the spine would need more than 10 million points
     * @throws NullPointerException     if xz is null
     */
    public static Spine through(double[] xz, double pieceLength) {
        Objects.requireNonNull(xz, "xz");
        Checks.positiveFinite("pieceLength", pieceLength);
        if (xz.length % 2 != 0) {
            throw new IllegalArgumentException("xz must hold (x, z) pairs, had odd length " + xz.length);
        }
        int n = xz.length / 2;
        if (n < 2) {
            throw new IllegalArgumentException("a spine needs >= 2 control points, had " + n);
        }
        double[] cx = new double[n];
        double[] cz = new double[n];
        for (int i = 0; i < n; i++) {
            cx[i] = Checks.finite("xz[" + 2 * i + "]", xz[2 * i]);
            cz[i] = Checks.finite("xz[" + (2 * i + 1) + "]", xz[2 * i + 1]);
        }
        return new Spine(cx, cz, pieceLength);
    }

    /**
     * A spine through control points, cut into 1 m pieces.
     *
     * @param controlPoints at least two points, finite; the list is copied
     * @return the spine
     * @throws IllegalArgumentException as {@link #through(List, double)}
     * @throws NullPointerException     if the list or a point is null
     */
    public static Spine through(List<GroundPoint> controlPoints) {
        return through(controlPoints, DEFAULT_PIECE_LENGTH);
    }

    /**
     * A spine through control points.
     *
     * @param controlPoints at least two points, finite; the list is copied
     * @param pieceLength   the length that divides each chord, metres; finite and &gt; 0
     * @return the spine
     * @throws IllegalArgumentException if there are fewer than two points, a coordinate is not finite,
     *                                  pieceLength is not positive and finite, or the spine would
     *                                  need more than 10 million points
     * @throws NullPointerException     if the list or a point is null
     */
    public static Spine through(List<GroundPoint> controlPoints, double pieceLength) {
        Objects.requireNonNull(controlPoints, "controlPoints");
        double[] xz = new double[controlPoints.size() * 2];
        for (int i = 0; i < controlPoints.size(); i++) {
            GroundPoint p = Objects.requireNonNull(controlPoints.get(i), "controlPoints[" + i + "]");
            xz[2 * i] = p.x();
            xz[2 * i + 1] = p.z();
        }
        return through(xz, pieceLength);
    }

    /**
     * @return the number of control points, ≥ 2
     */
    public int controlPointCount() {
        return controlX.length;
    }

    /**
     * @param i 0 ≤ i &lt; controlPointCount()
     * @return control point i as (x, z), metres
     * @throws IndexOutOfBoundsException if i is out of range
     */
    public GroundPoint controlPoint(int i) {
        Objects.checkIndex(i, controlX.length);
        return new GroundPoint(controlX[i], controlZ[i]);
    }

    /**
     * @return the piece length this spine was cut with, metres
     */
    public double pieceLength() {
        return pieceLength;
    }

    /**
     * @return the number of points of the polyline, ≥ 2
     */
    public int pointCount() {
        return count;
    }

    /**
     * The points of the polyline, in order from the first control point to the last, about one piece
     * length apart.
     *
     * @return an unmodifiable list of the points, metres
     */
    public List<GroundPoint> points() {
        return pointList;
    }

    /**
     * @param i 0 ≤ i &lt; pointCount()
     * @return x of point i, metres
     * @throws IndexOutOfBoundsException if i is out of range
     */
    public double x(int i) {
        return xs[Objects.checkIndex(i, count)];
    }

    /**
     * @param i 0 ≤ i &lt; pointCount()
     * @return z of point i, metres
     * @throws IndexOutOfBoundsException if i is out of range
     */
    public double z(int i) {
        return zs[Objects.checkIndex(i, count)];
    }

    /**
     * @param i 0 ≤ i &lt; pointCount()
     * @return metres along the polyline from point 0 to point i
     * @throws IndexOutOfBoundsException if i is out of range
     */
    public double alongOf(int i) {
        return alongs[Objects.checkIndex(i, count)];
    }

    /**
     * @param i 0 ≤ i &lt; pointCount()
     * @return the fractional control-point index of point i, in [0, controlPointCount() − 1]
     * @throws IndexOutOfBoundsException if i is out of range
     */
    public double indexOf(int i) {
        return indices[Objects.checkIndex(i, count)];
    }

    /**
     * @return the length of the polyline, metres
     */
    public double length() {
        return alongs[count - 1];
    }

    /**
     * The point at a distance along the polyline.
     *
     * @param along metres from the first point; finite; clamped to [0, length()]
     * @return the spot, metres
     * @throws IllegalArgumentException if along is NaN or infinite
     */
    public GroundPoint spotAt(double along) {
        double a = clampAlong(along);
        int s = segmentAt(a);
        double f = fraction(s, a);
        return new GroundPoint(Blend.lerp(xs[s], xs[s + 1], f), Blend.lerp(zs[s], zs[s + 1], f));
    }

    /**
     * The direction of the polyline at a distance along: the unit vector of the piece holding that
     * spot (at a point shared by two pieces, the later piece's; pieces of zero length are skipped).
     *
     * @param along metres from the first point; finite; clamped to [0, length()]
     * @return a new array {@code {dx, dz}}, the unit vector pointing downstream (east and south
     *         components); {@code {0, 0}} only if the whole spine has zero length
     * @throws IllegalArgumentException if along is NaN or infinite
     */
    public double[] directionAt(double along) {
        int s = segmentAt(clampAlong(along));
        int t = s;
        while (t < count - 2 && alongs[t + 1] == alongs[t]) {
            t++;
        }
        while (t > 0 && alongs[t + 1] == alongs[t]) {
            t--;
        }
        double dx = xs[t + 1] - xs[t];
        double dz = zs[t + 1] - zs[t];
        double len = Math.sqrt(dx * dx + dz * dz);
        return len > 0 ? new double[] {dx / len, dz / len} : new double[2];
    }

    /**
     * The fractional control-point index at a distance along: 0 at the
     * first control point, {@code controlPointCount() − 1} at the last, linear in the distance
     * between two points of the polyline. Where consecutive control points coincide the spine has a
     * piece of zero length there, and the larger index is answered.
     *
     * @param along metres from the first point; finite; clamped to [0, length()]
     * @return the index, in [0, controlPointCount() − 1]
     * @throws IllegalArgumentException if along is NaN or infinite
     */
    public double indexAt(double along) {
        double a = clampAlong(along);
        int s = segmentAt(a);
        return Blend.lerp(indices[s], indices[s + 1], fraction(s, a));
    }

    /**
     * The nearest point of the spine to {@code (x, z)} if it lies within {@code within} metres
     * (its distance and how far along the spine it lies).
     *
     * @param x      metres east; finite
     * @param z      metres south; finite
     * @param within the largest distance of interest, metres; ≥ 0, may be
     *               {@link Double#POSITIVE_INFINITY}
     * @return the nearest point, or empty if the spine is farther than {@code within}
     * @throws IllegalArgumentException if x or z is not finite, or within is negative or NaN
     */
    public Optional<Nearest> nearest(double x, double z, double within) {
        checkQuery(x, z, within);
        SegmentTree.Hit hit = new SegmentTree.Hit();
        if (!index.nearest(x, z, within, hit)) {
            return Optional.empty();
        }
        int s = hit.segment;
        double t = hit.t;
        return Optional.of(new Nearest(Math.sqrt(hit.distanceSquared), Blend.lerp(alongs[s], alongs[s + 1], t),
                Blend.lerp(xs[s], xs[s + 1], t), Blend.lerp(zs[s], zs[s + 1], t)));
    }

    /**
     * How far along the spine a point lies, read off a smoothly turning line rather than the polyline's corners.
     * Beside the convex side of a bend the nearest point of the polyline stays on one corner over a wedge of the
     * plan and then runs on along the next piece, so {@link Nearest#along()} moves in steps: anything laid as a
     * function of the distance along (a valley's floor and wall heights) is creased along every wedge's edges, a
     * stripe every piece length or so (stripes on a valley's outer slopes). Here each point of the
     * polyline carries a tangent, the mean of its two pieces' directions (a piece's own at the ends), tangents run
     * linearly along each piece, and the distance along is that of the point {@code P(t)} of a piece (or the
     * piece before or after the nearest one) whose interpolated tangent is square to the query:
     * {@code (q − P(t))·T(t) = 0}, solved along the line through its values at the piece's ends, its root in
     * [0, 1] (exact on a circle's inscribed polygon, where the t² term vanishes). Two neighbouring pieces agree at
     * their shared point, so the answer is continuous across the corners, and on a straight spine it is
     * {@code nearest.along()}. Where no piece has such a root (the spine's ends, the concave side of a bend tighter
     * than the distance), {@code nearest.along()}.
     *
     * <p>{@code nearest} must be what {@link #nearest} answered for this spine and this (x, z): the method starts
     * from its piece and trusts it (a {@code Nearest} for another point gives an answer about that point's piece).
     * Thread-safe; allocates nothing.
     *
     * @param x       metres east; finite
     * @param z       metres south; finite
     * @param nearest the spine's nearest point to (x, z), from {@link #nearest}
     * @return metres along the spine, in {@code [0, length()]}
     * @throws NullPointerException     if nearest is null
     * @throws IllegalArgumentException if x, z or {@code nearest.along()} is not finite
     */
    public double smoothAlong(double x, double z, Nearest nearest) {
        Objects.requireNonNull(nearest, "nearest");
        Checks.finite("x", x);
        Checks.finite("z", z);
        double a = clampAlong(nearest.along());
        int k = segmentAt(a);
        for (int s = Math.max(0, k - 1); s <= Math.min(count - 2, k + 1); s++) {
            double t = squareOn(s, x, z);
            if (t >= 0 && t <= 1) {
                return alongs[s] + t * (alongs[s + 1] - alongs[s]);
            }
        }
        return a;
    }

    /**
     * Where on piece s, as a share t in [0, 1], the interpolated tangent is square to the query, or NaN: the zero of
     * {@code f(t) = (q − P(t))·T(t)} along the line through its values at the piece's ends, {@code f(0) = (q − P0)·T0}
     * and {@code f(1) = (q − P1)·T1}. f's t² term is {@code −D·E} (D the piece, E the change of tangent along it):
     * nothing on a circle's inscribed polygon, where E is square to D, and of the order of a piece squared times the
     * change of curvature elsewhere; the ends' values are f's own, so neighbouring pieces still agree at their shared
     * point.
     */
    private double squareOn(int s, double x, double z) {
        if (xs[s + 1] == xs[s] && zs[s + 1] == zs[s]) {
            return Double.NaN;
        }
        double f0 = (x - xs[s]) * tangentX[s] + (z - zs[s]) * tangentZ[s];
        double f1 = (x - xs[s + 1]) * tangentX[s + 1] + (z - zs[s + 1]) * tangentZ[s + 1];
        if (f0 < 0 || f1 > 0) {
            return Double.NaN;
        }
        return f0 == 0 ? 0 : f0 / (f0 - f1);
    }

    /** Sets the unit tangent at polyline point i: its pieces' mean direction (pieces of zero length skipped). */
    private void tangent(int i) {
        int p = i - 1;
        while (p >= 0 && xs[p] == xs[i] && zs[p] == zs[i]) {
            p--;
        }
        int q = i + 1;
        while (q < count && xs[q] == xs[i] && zs[q] == zs[i]) {
            q++;
        }
        double tx = 0;
        double tz = 0;
        if (p >= 0) {
            double l = Math.hypot(xs[i] - xs[p], zs[i] - zs[p]);
            tx += (xs[i] - xs[p]) / l;
            tz += (zs[i] - zs[p]) / l;
        }
        if (q < count) {
            double l = Math.hypot(xs[q] - xs[i], zs[q] - zs[i]);
            tx += (xs[q] - xs[i]) / l;
            tz += (zs[q] - zs[i]) / l;
        }
        double l = Math.hypot(tx, tz);
        tangentX[i] = l > 0 ? tx / l : 0;
        tangentZ[i] = l > 0 ? tz / l : 0;
    }

    /**
     * The distance to the spine, capped at {@code within} (with {@code within} 16 m, as terrain4j's
     * example island measures its walkway, a farther place is answered as 16 m). Allocates nothing that escapes.
     *
     * @param x      metres east; finite
     * @param z      metres south; finite
     * @param within the cap, metres; ≥ 0, may be infinite
     * @return {@code min(distance, within)}, metres
     * @throws IllegalArgumentException if x or z is not finite, or within is negative or NaN
     */
    public double distance(double x, double z, double within) {
        checkQuery(x, z, within);
        SegmentTree.Hit hit = new SegmentTree.Hit();
        return index.nearest(x, z, within, hit) ? Math.sqrt(hit.distanceSquared) : within;
    }

    // ---- package-private access for the features ----

    boolean nearestHit(double x, double z, double within, SegmentTree.Hit hit) {
        return index.nearest(x, z, within, hit);
    }

    double alongOn(int segment, double t) {
        return Blend.lerp(alongs[segment], alongs[segment + 1], t);
    }

    double indexOn(int segment, double t) {
        return Blend.lerp(indices[segment], indices[segment + 1], t);
    }

    /** Bounding box of the points: {minX, minZ, maxX, maxZ}. */
    double[] bounds() {
        double[] b = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (int i = 0; i < count; i++) {
            b[0] = Math.min(b[0], xs[i]);
            b[1] = Math.min(b[1], zs[i]);
            b[2] = Math.max(b[2], xs[i]);
            b[3] = Math.max(b[3], zs[i]);
        }
        return b;
    }

    private double clampAlong(double along) {
        Checks.finite("along", along);
        double len = alongs[count - 1];
        return along < 0 ? 0 : along > len ? len : along;
    }

    /**
     * The last segment s (0 ≤ s ≤ count − 2) with alongs[s] ≤ a, so that where pieces of zero length
     * sit (coinciding control points) the larger index wins.
     */
    private int segmentAt(double a) {
        int lo = 0;
        int hi = count - 2;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (alongs[mid] <= a) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return lo;
    }

    private double fraction(int s, double a) {
        double len = alongs[s + 1] - alongs[s];
        if (!(len > 0)) {
            return a >= alongs[s + 1] ? 1 : 0;
        }
        double f = (a - alongs[s]) / len;
        return f < 0 ? 0 : f > 1 ? 1 : f;
    }

    private static void checkQuery(double x, double z, double within) {
        Checks.finite("x", x);
        Checks.finite("z", z);
        if (!(within >= 0)) {
            throw new IllegalArgumentException("within must be >= 0 (may be infinite), was " + within);
        }
    }

    /**
     * @return the control points, a new list
     */
    public List<GroundPoint> controlPoints() {
        List<GroundPoint> out = new ArrayList<>(controlX.length);
        for (int i = 0; i < controlX.length; i++) {
            out.add(new GroundPoint(controlX[i], controlZ[i]));
        }
        return out;
    }

    /**
     * Spines are equal when they have the same control points and piece length (and so the same
     * points).
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof Spine other && pieceLength == other.pieceLength
                && Arrays.equals(controlX, other.controlX) && Arrays.equals(controlZ, other.controlZ);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * Double.hashCode(pieceLength) + Arrays.hashCode(controlX)) + Arrays.hashCode(controlZ);
    }

    @Override
    public String toString() {
        return String.format("Spine[%d control points, %d points, %.3f m]", controlX.length, count, length());
    }
}
