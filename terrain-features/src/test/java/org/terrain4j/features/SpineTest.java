package org.terrain4j.features;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.GroundPoint;
import org.terrain4j.testkit.Cases;

class SpineTest {

    private static final double EPS = 1e-9;

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0x5917EL, 30);
    }

    /** A random spine: a wandering walk of control points, sometimes with a repeated point. */
    static Spine randomSpine(SplittableRandom rnd) {
        int n = rnd.nextInt(2, 30);
        double[] xz = new double[2 * n];
        double x = rnd.nextDouble(-500, 500);
        double z = rnd.nextDouble(-500, 500);
        double heading = rnd.nextDouble(0, 2 * Math.PI);
        for (int i = 0; i < n; i++) {
            xz[2 * i] = x;
            xz[2 * i + 1] = z;
            heading += rnd.nextDouble(-1.5, 1.5);
            double step = rnd.nextInt(10) == 0 ? 0 : rnd.nextDouble(0.3, 40);
            x += step * Math.cos(heading);
            z += step * Math.sin(heading);
        }
        double piece = rnd.nextBoolean() ? 1.0 : rnd.nextDouble(0.25, 5);
        return Spine.through(xz, piece);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void passesThroughEveryControlPoint(long seed) {
        Spine s = randomSpine(Cases.replay(seed));
        List<GroundPoint> pts = s.points();
        int j = 0;
        for (int i = 0; i < s.controlPointCount(); i++) {
            GroundPoint c = s.controlPoint(i);
            while (j < pts.size() - 1 && s.indexOf(j) < i) {
                j++;
            }
            assertEquals(i, s.indexOf(j), "a point sits at index " + i);
            assertEquals(c, pts.get(j), "control point " + i + " is a point of the spine");
            boolean repeated = i + 1 < s.controlPointCount() && s.controlPoint(i + 1).equals(c);
            if (!repeated) {   // a repeated point is a zero-length piece: indexAt answers the later index
                assertEquals(i, s.indexAt(s.alongOf(j)), EPS, "indexAt at control point " + i);
            }
            assertEquals(0, s.spotAt(s.alongOf(j)).distanceTo(c), 1e-6);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void eachSpanIsCutIntoFloorChordPlusOnePieces(long seed) {
        Spine s = randomSpine(Cases.replay(seed));
        int expected = 1;
        for (int i = 0; i + 1 < s.controlPointCount(); i++) {
            expected += (int) Math.floor(s.controlPoint(i).distanceTo(s.controlPoint(i + 1)) / s.pieceLength()) + 1;
        }
        assertEquals(expected, s.pointCount());
        assertEquals(0, s.alongOf(0));
        double sum = 0;
        for (int j = 1; j < s.pointCount(); j++) {
            sum += s.points().get(j).distanceTo(s.points().get(j - 1));
            assertTrue(s.indexOf(j) >= s.indexOf(j - 1), "index never falls");
        }
        assertEquals(sum, s.length(), 1e-9 * Math.max(1, sum));
    }

    @Test
    void seedWalkwayAndBrook() {
        Spine walkway = Spine.through(Oracle.WALKWAY);
        Spine brook = Spine.through(Oracle.BROOK);
        assertEquals(9, walkway.controlPointCount());
        assertEquals(26, brook.controlPointCount());
        assertEquals(434, brook.length(), 1.0, "the brook runs about 434 m");
        // consecutive points about a metre apart (never more than a chord's metre-piece would allow)
        for (int j = 1; j < walkway.pointCount(); j++) {
            double d = walkway.points().get(j).distanceTo(walkway.points().get(j - 1));
            assertTrue(d > 0.3 && d < 1.6, "piece " + j + " is " + d + " m");
        }
    }

    @Test
    void straightEvenlySpacedControlPointsGiveAStraightSpineOfTheSameLength() {
        Spine s = Spine.through(0, 0, 10, 0, 20, 0, 30, 0);
        assertEquals(30, s.length(), EPS);
        for (GroundPoint p : s.points()) {
            assertEquals(0, p.z(), EPS);
        }
        // interior spans of a uniform Catmull–Rom on evenly spaced collinear points move uniformly
        assertEquals(15, s.spotAt(15).x(), EPS);
        assertEquals(1.5, s.indexAt(15), EPS);
        // the first span (chord 10 m: 11 pieces) through the doubled first end: q(t) = 10 (t/2 + t² − t³/2)
        double t = 1.0 / 11;
        assertEquals(10 * (t / 2 + t * t - t * t * t / 2), s.x(1), EPS);
    }

    @Test
    void pieceLengthIsAParameter() {
        Spine fine = Spine.through(new double[] {0, 0, 10, 0}, 0.5);
        assertEquals(21 + 1, fine.pointCount());   // floor(10 / 0.5) + 1 pieces, then the end
        Spine coarse = Spine.through(List.of(new GroundPoint(0, 0), new GroundPoint(10, 0)), 4);
        assertEquals(3 + 1, coarse.pointCount());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void nearestEqualsBruteForce(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        Spine s = randomSpine(rnd);
        double[] b = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
            Double.NEGATIVE_INFINITY};
        for (GroundPoint p : s.points()) {
            b[0] = Math.min(b[0], p.x());
            b[1] = Math.min(b[1], p.z());
            b[2] = Math.max(b[2], p.x());
            b[3] = Math.max(b[3], p.z());
        }
        for (int k = 0; k < 400; k++) {
            double margin = k % 10 == 0 ? 500 : 20;
            double x = rnd.nextDouble(b[0] - margin, b[2] + margin + 1e-9);
            double z = rnd.nextDouble(b[1] - margin, b[3] + margin + 1e-9);
            Oracle.Near want = Oracle.bruteNearest(s.points(), x, z);
            Nearest got = s.nearest(x, z, Double.POSITIVE_INFINITY).orElseThrow();
            assertEquals(want.distance(), got.distance(), 1e-9, "distance at " + x + ", " + z);
            assertEquals(want.along(), got.along(), 1e-6, "along at " + x + ", " + z);
            assertEquals(want.distance(), Math.hypot(got.x() - x, got.z() - z), 1e-9);
            double within = rnd.nextDouble(0, 30);
            Optional<Nearest> limited = s.nearest(x, z, within);
            assertEquals(want.distance() <= within, limited.isPresent(), "within " + within);
            assertEquals(Math.min(want.distance(), within), s.distance(x, z, within), 1e-9);
        }
    }

    @Test
    void directionFollowsThePieces() {
        Spine s = Spine.through(0, 0, 10, 0, 20, 0, 30, 0);
        assertArrayEquals(new double[] {1, 0}, s.directionAt(15));
        Spine w = Spine.through(Oracle.WALKWAY);
        for (int j = 0; j + 1 < w.pointCount(); j++) {
            double mid = (w.alongOf(j) + w.alongOf(j + 1)) / 2;
            double[] d = w.directionAt(mid);
            GroundPoint a = w.points().get(j);
            GroundPoint b = w.points().get(j + 1);
            double len = a.distanceTo(b);
            assertEquals((b.x() - a.x()) / len, d[0], 1e-12);
            assertEquals((b.z() - a.z()) / len, d[1], 1e-12);
        }
        assertEquals(Spine.through(Oracle.WALKWAY), w);
        assertEquals(Spine.through(Oracle.WALKWAY).hashCode(), w.hashCode());
        assertFalse(w.equals(Spine.through(Oracle.WALKWAY, 0.5)));
    }

    @Test
    void alongIsClampedAndChecked() {
        Spine s = Spine.through(Oracle.WALKWAY);
        assertEquals(s.controlPoint(0), s.spotAt(-5));
        assertEquals(8, s.indexAt(1e6), 0);
        assertThrows(IllegalArgumentException.class, () -> s.spotAt(Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> s.nearest(0, 0, -1));
        assertThrows(IllegalArgumentException.class, () -> s.nearest(Double.NaN, 0, 1));
        assertFalse(s.nearest(0, 0, 10).isPresent());
    }

    @Test
    void badSpinesAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> Spine.through(0, 0));
        assertThrows(IllegalArgumentException.class, () -> Spine.through(0, 0, 1));
        assertThrows(IllegalArgumentException.class, () -> Spine.through(0, 0, 1, Double.NaN));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Spine.through(new double[] {0, 0, 1, 1}, 0.0));
        assertTrue(e.getMessage().contains("pieceLength"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Spine.through(new double[] {0, 0, 1e6, 0}, 1e-9));
    }
}
