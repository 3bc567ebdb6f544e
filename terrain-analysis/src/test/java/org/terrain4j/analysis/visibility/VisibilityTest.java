package org.terrain4j.analysis.visibility;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.Heightfield;
import org.terrain4j.testkit.Fields;

/** Lines of sight and viewsheds on shapes with closed-form answers. */
class VisibilityTest {

    private static final double EPS = 1e-9;

    private static Heightfield plane(int columns, int rows, double spacing, double a, double b) {
        float[] h = new float[columns * rows];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                h[r * columns + c] = (float) (a * c * spacing + b * r * spacing);
            }
        }
        return Heightfield.of(columns, rows, h).withFrame(GridFrame.of(0, 0, spacing));
    }

    @Test
    void everythingOnAPlaneIsVisibleAndTheClearanceIsItsClosedForm() {
        // a plane rising 0.25 m per metre east on 5 m samples: along row 3 from column 0 to column k the
        // ground between is highest (in angle) at the last crossing, column k - 1, so the clearance is
        // atan(s - 1.7/(5k)) - atan(s - 1.7/(5(k-1)))
        Heightfield p = plane(40, 7, 5, 0.25, 0);
        Visibility v = Visibility.standard();
        GroundPoint eye = new GroundPoint(0, 15);
        for (int k = 2; k < 40; k++) {
            double expected = Math.toDegrees(Math.atan(0.25 - 1.7 / (5.0 * k)) - Math.atan(0.25 - 1.7 / (5.0 * (k - 1))));
            assertEquals(expected, v.clearance(p, eye, new GroundPoint(5 * k, 15)), EPS, "k=" + k);
        }
        Heightfield tilted = plane(33, 29, 3, 0.1, -0.3);
        for (GroundPoint o : List.of(new GroundPoint(0, 0), new GroundPoint(48, 42), new GroundPoint(96, 84),
                new GroundPoint(13.3, 70.1))) {
            // exact lines see every sample (to float rounding); the sweep may only miss one whose exact clearance is a tie
            // (under 0.01°: from a point off the samples, a row line crossed just before the target)
            Viewshed vs = v.viewshed(tilted, o);
            boolean onSample = o.x() % 3 == 0 && o.z() % 3 == 0;
            if (onSample) {
                assertEquals(33 * 29, vs.visibleCount(), "from " + o);
            }
            for (int r = 0; r < 29; r++) {
                for (int c = 0; c < 33; c++) {
                    GroundPoint t = new GroundPoint(3 * c, 3 * r);
                    // float storage rounds the plane by ~1e-6 m, so a grazing line may fall either side
                    assertTrue(v.clearance(tilted, o, t) > -1e-4, o + " " + t);
                    assertTrue(vs.visible(c, r) || v.clearance(tilted, o, t) < 0.01, o + " " + t);
                }
            }
        }
    }

    @Test
    void aWallHidesWhatItsTopLineHides() {
        // flat ground at 0, a 5 m wall along column 10 (spacing 2 m), eye 1.7 m over column 0: a target
        // at column 20 shows over the wall when its top is at least 1.7 + (5 - 1.7)·20/10 = 8.3 m up
        float[] h = new float[31 * 9];
        for (int r = 0; r < 9; r++) {
            h[r * 31 + 10] = 5;
        }
        Heightfield wall = Heightfield.of(31, 9, h).withFrame(GridFrame.of(0, 0, 2));
        GroundPoint eye = new GroundPoint(0, 8);
        GroundPoint target = new GroundPoint(40, 8);
        Visibility v = Visibility.standard();
        for (double t : new double[] {0, 4, 8.2, 8.3, 8.4, 20}) {
            double expected = Math.toDegrees(Math.atan((t - 1.7) / 40) - Math.atan(3.3 / 20));
            assertEquals(expected, v.withTargetHeight(t).clearance(wall, eye, target), EPS, "t=" + t);
        }
        assertFalse(v.withTargetHeight(8.2).visible(wall, eye, target));
        assertTrue(v.withTargetHeight(8.4).visible(wall, eye, target));
        // the top rule: one degree over the wall's line needs tan(atan(3.3/20) + 1°)·40 + 1.7 m
        double oneDegree = Math.tan(Math.atan(3.3 / 20) + Math.toRadians(1)) * 40 + 1.7;
        assertFalse(v.withTargetHeight(oneDegree - 0.01).seen(wall, eye, target));
        assertTrue(v.withTargetHeight(oneDegree + 0.01).seen(wall, eye, target));
        assertTrue(v.withTargetHeight(oneDegree - 0.01).visible(wall, eye, target));
        // the viewshed: every sample east of the wall is hidden, the wall and everything west seen
        Viewshed vs = v.viewshed(wall, new GroundPoint(0, 8));
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 31; c++) {
                assertEquals(c <= 10, vs.visible(c, r), c + "," + r);
            }
        }
    }

    @Test
    void curvatureHidesAFlatSeaBeyondTheHorizon() {
        // flat ground, 50 m samples: with k·d²/(2R) subtracted, the ground's angle (-1.7/d - k·d/(2R)) is
        // greatest at d* = sqrt(3.4 R / k) (4657 m for k = 1, 5030 m for 6/7); a target on the ground is
        // visible up to about d* and hidden past it (one sample either side is left to the crossings)
        Heightfield flat = Heightfield.filled(241, 3, 0).withFrame(GridFrame.of(0, 0, 50));
        for (double k : new double[] {1.0, Visibility.REFRACTED_CURVATURE}) {
            Visibility v = Visibility.standard().withCurvature(k);
            double horizon = Math.sqrt(3.4 * Visibility.EARTH_RADIUS / k);
            Viewshed vs = v.viewshed(flat, new GroundPoint(0, 50));
            for (int c = 2; c < 241; c++) {
                double d = 50.0 * c;
                if (d < horizon - 50) {
                    assertTrue(vs.visible(c, 1), "k=" + k + " d=" + d);
                    assertTrue(v.visible(flat, new GroundPoint(0, 50), new GroundPoint(d, 50)));
                } else if (d > horizon + 50) {
                    assertFalse(vs.visible(c, 1), "k=" + k + " d=" + d);
                    assertFalse(v.visible(flat, new GroundPoint(0, 50), new GroundPoint(d, 50)));
                }
            }
            assertEquals(241 * 3, Visibility.standard().viewshed(flat, new GroundPoint(0, 50)).visibleCount());
        }
    }

    @Test
    void theEightNeighboursAreAlwaysVisibleAndTheRadiusLimits() {
        SplittableRandom rnd = new SplittableRandom(7);
        Heightfield rough = Fields.uniform(rnd, 21, 21, 0, 50);
        Visibility v = Visibility.standard();
        for (GroundPoint o : List.of(new GroundPoint(10, 10), new GroundPoint(10.5, 3.25), new GroundPoint(0, 20))) {
            Viewshed vs = v.viewshed(rough, o);
            for (int r = 0; r < 21; r++) {
                for (int c = 0; c < 21; c++) {
                    if (Math.abs(c - o.x()) <= 1 && Math.abs(r - o.z()) <= 1) {
                        assertTrue(vs.visible(c, r), o + " " + c + "," + r);
                        assertTrue(v.visible(rough, o, new GroundPoint(c, r)));
                        assertTrue(v.seen(rough, o, new GroundPoint(c, r)));
                    }
                }
            }
            Viewshed near = v.withRadius(4.5).viewshed(rough, o);
            for (int r = 0; r < 21; r++) {
                for (int c = 0; c < 21; c++) {
                    boolean inside = Math.hypot(c - o.x(), r - o.z()) <= 4.5;
                    assertEquals(inside && vs.visible(c, r), near.visible(c, r), "radius " + o + " " + c + "," + r);
                    assertEquals(inside && v.visible(rough, o, new GroundPoint(c, r)),
                            v.withRadius(4.5).visible(rough, o, new GroundPoint(c, r)));
                }
            }
        }
    }

    @Test
    void noDataNeverBlocksAndIsNeverVisible() {
        float[] h = new float[15 * 5];
        for (int r = 0; r < 5; r++) {
            h[r * 15 + 7] = Float.NaN;
        }
        h[2 * 15 + 3] = Float.NaN;
        Heightfield holed = Heightfield.of(15, 5, h);
        Viewshed vs = Visibility.standard().viewshed(holed, new GroundPoint(0, 2));
        assertEquals(15 * 5 - 6, vs.visibleCount());
        assertFalse(vs.visible(7, 2));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Visibility.standard().viewshed(holed, new GroundPoint(7, 1)));
        assertTrue(e.getMessage().startsWith("observer stands on no-data"), e.getMessage());
    }

    @Test
    void cumulativeCountsAreTheSumOfViewshedsWhateverTheThreads() {
        SplittableRandom rnd = new SplittableRandom(11);
        Heightfield land = Fields.smooth(rnd, 48, 40, 30);
        List<GroundPoint> observers = new ArrayList<>();
        for (int i = 0; i < 9; i++) {
            observers.add(new GroundPoint(rnd.nextDouble(47), rnd.nextDouble(39)));
        }
        observers.add(observers.get(0));
        Visibility v = Visibility.standard().withRadius(25);
        int[] sum = new int[48 * 40];
        for (GroundPoint o : observers) {
            Viewshed vs = v.viewshed(land, o);
            for (int r = 0; r < 40; r++) {
                for (int c = 0; c < 48; c++) {
                    sum[r * 48 + c] += vs.visible(c, r) ? 1 : 0;
                }
            }
        }
        for (GroundPoint o : observers) {
            boolean[] single = v.viewshed(land, o).toArray();
            assertArrayEquals(single, v.viewshed(land, o, 2).toArray());
            assertArrayEquals(single, v.viewshed(land, o, 4).toArray());
            assertArrayEquals(single, v.viewshed(land, o, 7).toArray());
        }
        assertThrows(IllegalArgumentException.class, () -> v.viewshed(land, observers.get(0), 0));
        int[] one = v.cumulative(land, observers, 1).toArray();
        assertArrayEquals(sum, one);
        assertArrayEquals(one, v.cumulative(land, observers, 2).toArray());
        assertArrayEquals(one, v.cumulative(land, observers, 5).toArray());
        CumulativeViewshed none = v.cumulative(land, List.of(), 3);
        assertEquals(0, none.seenCount());
        assertEquals(10, v.cumulative(land, observers, 2).observers());
    }

    @Test
    void theRayMethodPassesThePlaneTheWallAndTheThreads() {
        Visibility rays = Visibility.standard().withMethod(Visibility.Method.RAYS);
        Heightfield tilted = plane(33, 29, 3, 0.1, -0.3);
        assertEquals(33 * 29, rays.viewshed(tilted, new GroundPoint(48, 42)).visibleCount());
        float[] h = new float[31 * 9];
        for (int r = 0; r < 9; r++) {
            h[r * 31 + 10] = 5;
        }
        Heightfield wall = Heightfield.of(31, 9, h).withFrame(GridFrame.of(0, 0, 2));
        Viewshed vs = rays.viewshed(wall, new GroundPoint(0, 8));
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 31; c++) {
                assertEquals(c <= 10, vs.visible(c, r), c + "," + r);
            }
        }
        SplittableRandom rnd = new SplittableRandom(5);
        Heightfield land = Fields.smooth(rnd, 30, 20, 20);
        List<GroundPoint> observers = List.of(new GroundPoint(3, 4), new GroundPoint(20.5, 11), new GroundPoint(29, 0));
        assertArrayEquals(rays.cumulative(land, observers, 1).toArray(), rays.cumulative(land, observers, 3).toArray());
        assertThrows(NullPointerException.class, () -> rays.withMethod(null));
    }

    @Test
    void badArgumentsAreRefusedByName() {
        Visibility v = Visibility.standard();
        assertEquals("observerHeight must be finite and >= 0 metres, was NaN",
                assertThrows(IllegalArgumentException.class, () -> v.withObserverHeight(Double.NaN)).getMessage());
        assertThrows(IllegalArgumentException.class, () -> v.withTargetHeight(-1));
        assertEquals("curvature must be in [0, 1], was 1.5",
                assertThrows(IllegalArgumentException.class, () -> v.withCurvature(1.5)).getMessage());
        assertThrows(IllegalArgumentException.class, () -> v.withRadius(0));
        assertThrows(IllegalArgumentException.class, () -> v.withRadius(Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> v.withMinimumClearance(91));
        Heightfield f = Heightfield.filled(5, 5, 0);
        IllegalArgumentException out = assertThrows(IllegalArgumentException.class,
                () -> v.viewshed(f, new GroundPoint(5, 0)));
        assertEquals("observer must lie inside the grid (x in [0.0, 4.0] m), was x = 5.0", out.getMessage());
        assertThrows(IllegalArgumentException.class, () -> v.cumulative(f, List.of(new GroundPoint(1, 1)), 0));
        assertThrows(IllegalArgumentException.class,
                () -> v.cumulative(f, List.of(new GroundPoint(1, 1), new GroundPoint(1, -1)), 1));
        assertThrows(NullPointerException.class, () -> v.clearance(f, null, new GroundPoint(1, 1)));
        assertEquals(180.0, v.clearance(f, new GroundPoint(1, 1), new GroundPoint(1, 1)));
    }
}
