package org.terrain4j.features;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.geom.Path2D;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.GroundPoint;
import org.terrain4j.testkit.Cases;

class ShapesTest {

    private static final double EPS = 1e-9;

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0x5A9E5L, 40);
    }

    @Test
    void circleIsTheDistanceToTheCentreLessTheRadius() {
        Circle c = Shapes.circle(0, -40, 640);   // the example island's body
        assertEquals(-640, c.signedDistance(0, -40), EPS);
        assertEquals(0, c.signedDistance(640, -40), EPS);
        assertEquals(10, c.signedDistance(0, 610), EPS);
        assertEquals(Math.hypot(300, 400) - 640, c.signedDistance(300, 360), EPS);
        assertTrue(c.contains(0, 0));
        assertFalse(c.contains(0, 601));
    }

    @Test
    void capsuleMeasuresToItsSegment() {
        Capsule k = Shapes.capsule(0, 0, 100, 0, 10);
        assertEquals(-10, k.signedDistance(50, 0), EPS);   // on the axis
        assertEquals(15, k.signedDistance(30, 25), EPS);   // beside it: perpendicular
        assertEquals(15, k.signedDistance(30, -25), EPS);
        assertEquals(5 * Math.sqrt(2) * 3 - 10, k.signedDistance(115, 15), EPS);   // past an end: radial
        assertEquals(-5, k.signedDistance(-5, 0), EPS);
        // a rotated capsule (the example island's first peninsula) against the perpendicular-distance formula
        Capsule p = Shapes.capsule(420, 380, 700, 600, 75);
        double dx = 280;
        double dz = 220;
        double len = Math.hypot(dx, dz);
        double qx = 560 + 30 * (-dz / len);   // 30 m to the side of the middle
        double qz = 490 + 30 * (dx / len);
        assertEquals(30 - 75, p.signedDistance(qx, qz), EPS);
    }

    /**
     * A capsule holds its ends as two {@link GroundPoint}s (issue 32: no public positional constructor over
     * four arguments); {@code Shapes.capsule} still takes the five numbers and names a bad one.
     */
    @Test
    void aCapsuleHoldsItsEndsAsGroundPoints() {
        Capsule k = new Capsule(new GroundPoint(420, 380), new GroundPoint(700, 600), 75);
        assertEquals(Shapes.capsule(420, 380, 700, 600, 75), k);
        assertEquals(Shapes.capsule(420, 380, 700, 600, 75).hashCode(), k.hashCode());
        assertEquals(List.of(420.0, 380.0, 700.0, 600.0, 75.0), List.of(k.fromX(), k.fromZ(), k.toX(), k.toZ(),
                k.radius()));
        assertNotEquals(Shapes.capsule(700, 600, 420, 380, 75), k, "the ends are ordered, as before");
        for (var c : Capsule.class.getConstructors()) {
            assertTrue(c.getParameterCount() <= 4, c.toString());
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Shapes.capsule(0, 0, Double.NaN, 0, 1));
        assertTrue(e.getMessage().startsWith("toX must be finite"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> new Capsule(k.from(), k.to(), -1));
        assertTrue(e.getMessage().startsWith("radius must be finite and >= 0"), e.getMessage());
        assertThrows(NullPointerException.class, () -> new Capsule(null, k.to(), 1));
    }

    @Test
    void squareAgainstClosedForms() {
        Polygon sq = Polygon.of(0, 0, 10, 0, 10, 10, 0, 10);
        assertEquals(-5, sq.signedDistance(5, 5), EPS);
        assertEquals(-1, sq.signedDistance(1, 5), EPS);
        assertEquals(3, sq.signedDistance(13, 5), EPS);
        assertEquals(5, sq.signedDistance(13, 14), EPS);   // past a corner: 3-4-5
        assertTrue(sq.contains(0.5, 9.5));
        assertFalse(sq.contains(10.5, 5));
        // clockwise corners give the same region
        Polygon cw = Polygon.of(0, 0, 0, 10, 10, 10, 10, 0);
        assertEquals(sq.signedDistance(2, 3), cw.signedDistance(2, 3), EPS);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void polygonContainsAgreesWithJava2DAndDistanceSignFollows(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        int n = rnd.nextInt(3, 12);
        double[] xz = new double[2 * n];
        Path2D.Double path = new Path2D.Double(Path2D.WIND_EVEN_ODD);
        for (int i = 0; i < n; i++) {
            // a star-shaped outline round the origin, or a random (possibly crossing) one
            double ang = 2 * Math.PI * i / n;
            double r = rnd.nextDouble(20, 100);
            xz[2 * i] = rnd.nextBoolean() ? r * Math.cos(ang) : rnd.nextDouble(-100, 100);
            xz[2 * i + 1] = rnd.nextBoolean() ? r * Math.sin(ang) : rnd.nextDouble(-100, 100);
            if (i == 0) {
                path.moveTo(xz[0], xz[1]);
            } else {
                path.lineTo(xz[2 * i], xz[2 * i + 1]);
            }
        }
        path.closePath();
        Polygon poly = Polygon.of(xz);
        for (int k = 0; k < 300; k++) {
            double x = rnd.nextDouble(-120, 120);
            double z = rnd.nextDouble(-120, 120);
            double d = poly.signedDistance(x, z);
            double bruteEdge = Double.POSITIVE_INFINITY;
            for (int i = 0; i < n; i++) {
                int j = (i + 1) % n;
                bruteEdge = Math.min(bruteEdge, new java.awt.geom.Line2D.Double(xz[2 * i], xz[2 * i + 1], xz[2 * j],
                        xz[2 * j + 1]).ptSegDist(x, z));
            }
            assertEquals(bruteEdge, Math.abs(d), 1e-9);
            if (bruteEdge > 1e-6) {
                assertEquals(path.contains(x, z), poly.contains(x, z), "contains at " + x + ", " + z);
                assertEquals(poly.contains(x, z), d < 0);
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void smoothMinStaysWithinItsBound(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        for (int i = 0; i < 200; i++) {
            double a = rnd.nextDouble(-300, 300);
            double b = rnd.nextBoolean() ? a + rnd.nextDouble(-5, 5) : rnd.nextDouble(-300, 300);
            double w = rnd.nextDouble(0, 120);
            double lo = Shapes.smoothMin(a, b, w);
            double hi = Shapes.smoothMax(a, b, w);
            double min = Math.min(a, b);
            double max = Math.max(a, b);
            assertTrue(lo <= min && lo >= min - w / 4 - 1e-12, "smoothMin bound");
            assertTrue(hi >= max && hi <= max + w / 4 + 1e-12, "smoothMax bound");
            if (Math.abs(a - b) >= w) {
                assertEquals(min, lo);
                assertEquals(max, hi);
            }
            // closed form: h = (w − |a − b|) / w, min − h² w / 4
            double h = Math.max(w - Math.abs(a - b), 0) / w;
            if (w > 0) {
                assertEquals(min - h * h * w / 4, lo, 1e-9);
            }
            assertEquals(Shapes.smoothMin(b, a, w), lo, 0, "symmetric");
        }
    }

    @Test
    void smoothMinDepartsMostWhereTheArgumentsMeet() {
        assertEquals(3 - 100 / 4.0, Shapes.smoothMin(3, 3, 100), EPS);
        assertEquals(3 + 80 / 4.0, Shapes.smoothMax(3, 3, 80), EPS);
        assertEquals(2, Shapes.smoothMin(2, 3, 0));
        assertThrows(IllegalArgumentException.class, () -> Shapes.smoothMin(1, 2, -1));
        assertThrows(IllegalArgumentException.class, () -> Shapes.smoothMax(1, 2, Double.NaN));
    }

    @Test
    void planDistanceReadsXAndZ() {
        assertEquals(5, Shapes.planDistance(1, 2, 4, 6), EPS);
        assertEquals(0, Shapes.planDistance(-16, 330, -16, 330));
    }

    @Test
    void badShapesAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> Shapes.circle(0, 0, -1));
        assertThrows(IllegalArgumentException.class, () -> Shapes.circle(Double.NaN, 0, 1));
        assertThrows(IllegalArgumentException.class, () -> Shapes.capsule(0, 0, 1, 1, Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> Polygon.of(0, 0, 1, 1));
        assertThrows(IllegalArgumentException.class, () -> Polygon.of(0, 0, 1, 1, 2));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Polygon.of(0, 0, 1, Double.POSITIVE_INFINITY, 2, 2));
        assertTrue(e.getMessage().contains("xz[3]"), e.getMessage());
    }
}
