package org.terrain4j.features;

import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.internal.Checks;

/**
 * Factories for {@link Shape}s, the distance on the plan, and the smooth minimum and maximum that
 * join and cut signed distances (the coast of terrain4j's example island,
 * {@code org.terrain4j.examples.Island}: a body and peninsulas joined by
 * {@code smoothMin}, a cove, a bay, an inlet and a cleft cut out by {@code smoothMax} of the
 * negated distance).
 *
 * <p><b>The smooth minimum</b> is the quadratic polynomial smooth minimum (Quilez, "smooth minimum",
 * 2013): with {@code h = max(w − |a − b|, 0) / w},
 * <pre>  smoothMin(a, b, w) = min(a, b) − h² · w / 4</pre>
 * It is continuous with a continuous first derivative, equals {@code min(a, b)} exactly wherever
 * {@code |a − b| ≥ w}, and never departs from it by more than {@code w / 4} (reached at
 * {@code a = b}): {@code min(a, b) − w/4 ≤ smoothMin ≤ min(a, b)}. The smooth maximum is its mirror,
 * {@code smoothMax(a, b, w) = −smoothMin(−a, −b, w)}, so {@code max ≤ smoothMax ≤ max + w/4}. A
 * width of 0 gives the plain minimum and maximum.
 *
 * <p>Static and thread-safe.
 *
 * @since 0.1
 */
public final class Shapes {

    private Shapes() {
    }

    /**
     * @param centreX x of the centre, metres
     * @param centreZ z of the centre, metres
     * @param radius  metres, ≥ 0
     * @return a disc
     * @throws IllegalArgumentException as {@link Circle#Circle}
     */
    public static Circle circle(double centreX, double centreZ, double radius) {
        return new Circle(centreX, centreZ, radius);
    }

    /**
     * @param fromX  x of one end of the segment, metres
     * @param fromZ  z of that end
     * @param toX    x of the other end
     * @param toZ    z of the other end
     * @param radius metres, ≥ 0
     * @return a capsule
     * @throws IllegalArgumentException if a coordinate is not finite (naming it) or the radius is negative or
     *                                  not finite
     */
    public static Capsule capsule(double fromX, double fromZ, double toX, double toZ, double radius) {
        Checks.finite("fromX", fromX);
        Checks.finite("fromZ", fromZ);
        Checks.finite("toX", toX);
        Checks.finite("toZ", toZ);
        return new Capsule(new GroundPoint(fromX, fromZ), new GroundPoint(toX, toZ), radius);
    }

    /**
     * @param xz corners as {@code x0, z0, x1, z1, ...}, metres, at least three
     * @return a closed outline
     * @throws IllegalArgumentException as {@link Polygon#of(double...)}
     */
    public static Polygon polygon(double... xz) {
        return Polygon.of(xz);
    }

    /**
     * The distance between two points on the plan, reading x and z only.
     *
     * @param x1 metres
     * @param z1 metres
     * @param x2 metres
     * @param z2 metres
     * @return metres, ≥ 0
     */
    public static double planDistance(double x1, double z1, double x2, double z2) {
        double dx = x1 - x2;
        double dz = z1 - z2;
        return Math.sqrt(dx * dx + dz * dz);
    }

    /**
     * The polynomial smooth minimum described in the class documentation.
     *
     * @param a     first value (a signed distance, a height, ...)
     * @param b     second value, same unit
     * @param width how close a and b must be for the blend to act, same unit; finite and ≥ 0
     * @return a value in {@code [min(a, b) − width/4, min(a, b)]}; exactly {@code min(a, b)} when
     *         {@code |a − b| ≥ width}
     * @throws IllegalArgumentException if width is negative, NaN or infinite
     */
    public static double smoothMin(double a, double b, double width) {
        Checks.nonNegativeFinite("width", width);
        double m = Math.min(a, b);
        double gap = width - Math.abs(a - b);
        if (!(gap > 0)) {
            return m;
        }
        double h = gap / width;
        return m - h * h * width * 0.25;
    }

    /**
     * The polynomial smooth maximum: {@code −smoothMin(−a, −b, width)}.
     *
     * @param a     first value
     * @param b     second value, same unit
     * @param width finite and ≥ 0, same unit
     * @return a value in {@code [max(a, b), max(a, b) + width/4]}; exactly {@code max(a, b)} when
     *         {@code |a − b| ≥ width}
     * @throws IllegalArgumentException if width is negative, NaN or infinite
     */
    public static double smoothMax(double a, double b, double width) {
        return -smoothMin(-a, -b, width);
    }

    /**
     * The distance from {@code (x, z)} to the segment from {@code (ax, az)} to {@code (bx, bz)}.
     *
     * @param x  metres
     * @param z  metres
     * @param ax first end x
     * @param az first end z
     * @param bx second end x
     * @param bz second end z
     * @return metres, ≥ 0
     */
    public static double segmentDistance(double x, double z, double ax, double az, double bx, double bz) {
        return Math.sqrt(segmentDistanceSquared(x, z, ax, az, bx, bz));
    }

    static double segmentDistanceSquared(double x, double z, double ax, double az, double bx, double bz) {
        double dx = bx - ax;
        double dz = bz - az;
        double px = x - ax;
        double pz = z - az;
        double len2 = dx * dx + dz * dz;
        double t = len2 > 0 ? (px * dx + pz * dz) / len2 : 0;
        t = t < 0 ? 0 : t > 1 ? 1 : t;
        double ex = px - t * dx;
        double ez = pz - t * dz;
        return ex * ex + ez * ez;
    }

}
