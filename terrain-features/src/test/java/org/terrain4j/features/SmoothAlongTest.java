package org.terrain4j.features;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.GroundPoint;
import org.terrain4j.testkit.Cases;

/**
 * {@link Spine#smoothAlong} (issue 31): beside the convex side of a bend the polyline's nearest point stands still
 * on each corner over a wedge and then runs on, so the distance along moves in steps, and a valley's walls laid
 * as a function of it showed a stripe at every step. Oracle: points on a circle about a circular arc's centre,
 * whose distance along moves by the same amount at every equal step of angle.
 */
class SmoothAlongTest {

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0x5A00L, 12);
    }

    /** An arc of radius r about the origin from angle 0 to {@code sweep}, through a control point every 20 m. */
    static Spine arc(double r, double sweep) {
        return arc(r, sweep, 20);
    }

    /** The arc through a control point every {@code every} metres or less. */
    static Spine arc(double r, double sweep, double every) {
        int n = (int) Math.ceil(r * sweep / every);
        List<GroundPoint> points = new ArrayList<>();
        for (int i = 0; i <= n; i++) {
            double a = sweep * i / n;
            points.add(new GroundPoint(r * Math.cos(a), r * Math.sin(a)));
        }
        return Spine.through(points);
    }

    @ParameterizedTest
    @MethodSource("cases")
    void besideTheConvexSideOfABendTheDistanceAlongRunsEvenly(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        double r = rnd.nextDouble(40, 300);
        double sweep = 1.5;
        Spine spine = arc(r, sweep);
        double d = rnd.nextDouble(10, 150);
        double rho = r + d;
        double step = 0.25;
        // the points rho from the centre, between a tenth and nine tenths of the sweep
        double prevSmooth = Double.NaN;
        double prevStep = Double.NaN;
        double worstJump = 0;
        for (double a = 0.1 * sweep; a <= 0.9 * sweep; a += step / rho) {
            double x = rho * Math.cos(a);
            double z = rho * Math.sin(a);
            Nearest n = spine.nearest(x, z, Double.POSITIVE_INFINITY).orElseThrow();
            double smooth = spine.smoothAlong(x, z, n);
            // within a piece length (1 m) of the polyline's own reading
            assertEquals(n.along(), smooth, 1.0, "at angle " + a);
            if (!Double.isNaN(prevSmooth)) {
                double inc = smooth - prevSmooth;
                assertTrue(inc > 0, "the distance along goes back at angle " + a + ": " + inc);
                if (!Double.isNaN(prevStep)) {
                    worstJump = Math.max(worstJump, Math.abs(inc - prevStep));
                }
                prevStep = inc;
            }
            prevSmooth = smooth;
        }
        // the true along moves step·r/rho per step; the increments change by a small share of that
        double expected = step * r / rho;
        assertTrue(worstJump < 0.25 * expected, "r " + r + ", d " + d + ": increments jump by " + worstJump
                + " m against " + expected + " m a step");
    }

    /**
     * The distance along at the polyline's crossing with the ray from the arc's centre through (x, z): a circle's
     * normals are its radii, so a reading off smoothly turning tangents lands there, within 5 cm and 2 mm a metre out (the spline
     * through control points 5 m apart is not quite a circle).
     */
    static double radialAlong(Spine spine, double x, double z) {
        double a = Math.atan2(z, x);
        for (int i = 0; i + 1 < spine.pointCount(); i++) {
            double a0 = Math.atan2(spine.z(i), spine.x(i));
            double a1 = Math.atan2(spine.z(i + 1), spine.x(i + 1));
            if (a >= a0 && a <= a1) {
                // the ray (cos a, sin a)·s meets P_i + t (P_i+1 − P_i): cross(ray, P_i + t D) = 0
                double dx = spine.x(i + 1) - spine.x(i);
                double dz = spine.z(i + 1) - spine.z(i);
                double c = Math.cos(a);
                double sn = Math.sin(a);
                double t = -(c * spine.z(i) - sn * spine.x(i)) / (c * dz - sn * dx);
                return spine.alongOf(i) + t * (spine.alongOf(i + 1) - spine.alongOf(i));
            }
        }
        throw new AssertionError("the ray at " + a + " misses the arc");
    }

    @ParameterizedTest
    @MethodSource("cases")
    void onAnArcItIsTheDistanceAlongAtTheRadiusThroughThePoint(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        double r = rnd.nextDouble(40, 300);
        Spine spine = arc(r, 1.5, 5);
        for (int i = 0; i < 300; i++) {
            double a = rnd.nextDouble(0.5, 1.0); // clear of the end spans, where the doubled ends bend the spline off the circle
            double rho = r + rnd.nextDouble(-0.6 * r, 200);
            double x = rho * Math.cos(a);
            double z = rho * Math.sin(a);
            Nearest n = spine.nearest(x, z, Double.POSITIVE_INFINITY).orElseThrow();
            assertEquals(radialAlong(spine, x, z), spine.smoothAlong(x, z, n), 0.05 + 0.002 * Math.abs(rho - r), "r " + r + ", rho " + rho
                    + ", angle " + a);
        }
    }

    /**
     * A regular polygon inscribed in a circle, one piece per span: its corner tangents (the mean of the two
     * pieces' directions) are square to the radii and run linearly along each piece as the radius does, so the
     * tangent square to a point's offset is met exactly where the radius through the point crosses the polyline,
     * however long the pieces (here the quadratic's t² term matters: pieces of 20 to 60 m on radii of 40 to 150 m).
     */
    @ParameterizedTest
    @MethodSource("cases")
    void onARegularPolygonItIsExactlyTheDistanceAlongAtTheRadius(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        double r = rnd.nextDouble(40, 150);
        int n = 6 + rnd.nextInt(10);
        double sweep = 2.0;
        List<GroundPoint> corners = new ArrayList<>();
        for (int i = 0; i <= n; i++) {
            corners.add(new GroundPoint(r * Math.cos(sweep * i / n), r * Math.sin(sweep * i / n)));
        }
        Spine spine = Spine.through(corners, 1e4);
        assertEquals(n + 1, spine.pointCount(), "one piece per span");
        for (int i = 0; i < 300; i++) {
            // clear of the two end pieces, whose end tangents are the pieces' own
            double a = rnd.nextDouble(sweep / n * 1.05, sweep * (n - 1) / n * 0.98);
            double rho = r * rnd.nextDouble(0.55, 3);
            double x = rho * Math.cos(a);
            double z = rho * Math.sin(a);
            Nearest near = spine.nearest(x, z, Double.POSITIVE_INFINITY).orElseThrow();
            if (near.along() < spine.alongOf(1) || near.along() > spine.alongOf(n - 1)) {
                continue;
            }
            assertEquals(radialAlong(spine, x, z), spine.smoothAlong(x, z, near), 1e-9 * r, "r " + r + ", n " + n
                    + ", rho " + rho + ", angle " + a);
        }
    }

    @Test
    void pastTheSpinesEndsItIsTheEnd() {
        Spine spine = Spine.through(0, 0, 100, 0, 200, 40);
        for (double off : new double[] {-30, 0, 30}) {
            Nearest before = spine.nearest(-50, off, Double.POSITIVE_INFINITY).orElseThrow();
            assertEquals(0, spine.smoothAlong(-50, off, before), 1e-9);
            double ex = 200 + 50 * 100 / Math.hypot(100, 40) - off * 40 / Math.hypot(100, 40);
            double ez = 40 + 50 * 40 / Math.hypot(100, 40) + off * 100 / Math.hypot(100, 40);
            Nearest after = spine.nearest(ex, ez, Double.POSITIVE_INFINITY).orElseThrow();
            assertEquals(spine.length(), spine.smoothAlong(ex, ez, after), 1e-9, "past the far end, offset " + off);
        }
    }

    @Test
    void thePolylinesOwnDistanceAlongStandsStillOnItsCorners() {
        // the fault the smooth reading mends, shown: n.along() does not move over a corner's wedge
        Spine spine = arc(60, 1.5);
        double rho = 160;
        int stillSteps = 0;
        double prev = Double.NaN;
        for (double a = 0.3; a <= 1.2; a += 0.25 / rho) {
            double along = spine.nearest(rho * Math.cos(a), rho * Math.sin(a), Double.POSITIVE_INFINITY).orElseThrow()
                    .along();
            if (along == prev) {
                stillSteps++;
            }
            prev = along;
        }
        assertTrue(stillSteps > 50, stillSteps + " steps standing still");
    }

    @ParameterizedTest
    @MethodSource("cases")
    void onAStraightSpineItIsTheNearestPointsAlong(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        double x0 = rnd.nextDouble(-500, 500);
        double z0 = rnd.nextDouble(-500, 500);
        double angle = rnd.nextDouble(0, 2 * Math.PI);
        double len = rnd.nextDouble(50, 800);
        Spine spine = Spine.through(x0, z0, x0 + len * Math.cos(angle), z0 + len * Math.sin(angle));
        for (int i = 0; i < 200; i++) {
            double t = rnd.nextDouble(0.01, 0.99) * len;
            double off = rnd.nextDouble(-300, 300);
            double x = x0 + t * Math.cos(angle) - off * Math.sin(angle);
            double z = z0 + t * Math.sin(angle) + off * Math.cos(angle);
            Nearest n = spine.nearest(x, z, Double.POSITIVE_INFINITY).orElseThrow();
            assertEquals(n.along(), spine.smoothAlong(x, z, n), 1e-6, "offset " + off + " at " + t);
            assertEquals(t, spine.smoothAlong(x, z, n), 1e-6);
        }
    }

    @ParameterizedTest
    @MethodSource("cases")
    void aRepeatedControlPointLeavesItFiniteAndNearTheNearestPoint(long seed) {
        // a repeated control point gives the polyline a piece of zero length, which has no direction
        SplittableRandom rnd = new SplittableRandom(seed);
        Spine spine = Spine.through(0, 0, 60, 10, 60, 10, 120, -20, 180, 15);
        for (int i = 0; i < 300; i++) {
            double x = rnd.nextDouble(5, 175);
            double z = rnd.nextDouble(-80, 80);
            Nearest n = spine.nearest(x, z, Double.POSITIVE_INFINITY).orElseThrow();
            double smooth = spine.smoothAlong(x, z, n);
            assertTrue(Double.isFinite(smooth), "at " + x + ", " + z);
            assertEquals(n.along(), smooth, 1.0 + 0.05 * n.distance(), "at " + x + ", " + z);
        }
    }

    @Test
    void badInputIsRefused() {
        Spine spine = arc(100, 1);
        Nearest n = spine.nearest(0, 0, Double.POSITIVE_INFINITY).orElseThrow();
        assertThrows(NullPointerException.class, () -> spine.smoothAlong(0, 0, null));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> spine.smoothAlong(Double.NaN, 0, n));
        assertTrue(e.getMessage().contains("x"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> spine.smoothAlong(0, Double.POSITIVE_INFINITY, n));
        assertThrows(IllegalArgumentException.class, () -> spine.smoothAlong(0, 0, new Nearest(0, Double.NaN, 0, 0)));
        // a made-up nearest point past the spine still answers inside [0, length()]
        double far = spine.smoothAlong(1e6, 1e6, new Nearest(0, 1e9, 0, 0));
        assertTrue(far >= 0 && far <= spine.length(), "" + far);
        assertEquals(0, spine.smoothAlong(-1e6, 0, new Nearest(0, -7, 0, 0)), 1e-9);
    }
}
