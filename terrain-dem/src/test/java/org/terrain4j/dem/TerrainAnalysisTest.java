package org.terrain4j.dem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.testkit.Cases;
import org.terrain4j.testkit.Fields;

/** Slope, aspect and hillshade against closed forms and invariants. */
class TerrainAnalysisTest {

    /** Tolerance for angles computed in double and stored as float, degrees. */
    private static final double ANGLE_TOLERANCE = 1e-4;

    /**
     * The plane z = 2x + y (x east, y north, metres) sampled on 10 m cells: sample (c, r) is at
     * x = 10c, y = −10r (rows run south), so h = 20c − 10r.
     */
    private static Heightfield plane(int columns, int rows) {
        double[] d = new double[columns * rows];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                d[r * columns + c] = 20.0 * c - 10.0 * r;
            }
        }
        return Heightfield.of(columns, rows, d).withFrame(GridFrame.of(0, 0, 10));
    }

    /*
     * Closed forms for the plane, derived by hand:
     *   ∇h = (∂h/∂east, ∂h/∂north) = (2, 1); Horn's weights sum the same difference three times, so
     *   its estimate on a plane is exact.
     *   slope  = atan(|∇h|) = atan(√5) = 65.9051574°.
     *   aspect = azimuth of the downhill direction (−2, −1) (east, north)
     *          = atan2(−2, −1) in compass degrees = 180° + atan(2) = 243.4349488°.
     *   hillshade, light from azimuth 315°, altitude 45°: L = (sin 315° cos 45°, cos 315° cos 45°, sin 45°)
     *          = (−1/2, 1/2, √2/2); unit normal N = (−2, −1, 1)/√6;
     *          cos i = N·L = (1 − 1/2 + √2/2)/√6 = 0.4928131; shade = 1 + 254 cos i = 126.17 → 126.
     */
    private static final double PLANE_SLOPE = Math.toDegrees(Math.atan(Math.sqrt(5)));
    private static final double PLANE_ASPECT = 180 + Math.toDegrees(Math.atan(2));
    private static final double PLANE_SHADE = 1 + 254 * (0.5 + Math.sqrt(0.5)) / Math.sqrt(6);

    @Test
    void planeClosedFormsMatchTheIssuesNumbers() {
        assertEquals(65.905, PLANE_SLOPE, 5e-4);
        assertEquals(243.435, PLANE_ASPECT, 5e-4);
        assertEquals(126, Math.round(PLANE_SHADE));
    }

    @Test
    void planeSlopeAspectHillshadeInside() {
        Heightfield p = plane(6, 5);
        Heightfield slope = Slope.degrees().compute(p);
        Heightfield aspect = Aspect.azimuth().compute(p);
        Heightfield shade = Hillshade.standard().compute(p);
        BufferedImage img = Hillshade.standard().image(p);
        for (int r = 1; r < 4; r++) {
            for (int c = 1; c < 5; c++) {
                assertEquals(PLANE_SLOPE, slope.get(c, r), ANGLE_TOLERANCE);
                assertEquals(PLANE_ASPECT, aspect.get(c, r), ANGLE_TOLERANCE);
                assertEquals(PLANE_SHADE, shade.get(c, r), 1e-3);
                assertEquals(126, img.getRaster().getSample(c, r, 0));
            }
        }
        assertEquals(100 * Math.sqrt(5), Slope.percent().compute(p).get(2, 2), 1e-3);
    }

    @Test
    void borderIsNoDataWithoutEdgeComputation() {
        Heightfield p = plane(6, 5);
        Heightfield slope = Slope.degrees().compute(p);
        BufferedImage img = Hillshade.standard().withComputeEdges(false).image(p);
        for (int c = 0; c < 6; c++) {
            assertTrue(Double.isNaN(slope.get(c, 0)));
            assertTrue(Double.isNaN(slope.get(c, 4)));
            assertEquals(0, img.getRaster().getSample(c, 0, 0));
            assertEquals(0, img.getRaster().getSample(c, 4, 0));
        }
        for (int r = 0; r < 5; r++) {
            assertTrue(Double.isNaN(slope.get(0, r)));
            assertTrue(Double.isNaN(slope.get(5, r)));
        }
    }

    /*
     * With gdaldem's -compute_edges rule, a missing row or column is extrapolated linearly, which is
     * exact on a plane, except at the four corners where the missing column repeats the centre
     * column. At the north-west corner the window is then
     *   a = b = 2h(0,0) − h(0,1), c = 2h(1,0) − h(1,1); d = e = h(0,0), f = h(1,0); g = h = h(0,1), i = h(1,1)
     * so (c + 2f + i) − (a + 2d + g) = 20 + 40 + 20 = 80 and ∂h/∂east = 80 / (8 · 10) = 1 (half the
     * true 2), while ∂h/∂north stays 1: slope atan(√2) = 54.7356°, aspect atan2(−1, −1) = 225°.
     * The same holds at every corner (the east difference is halved, the north one exact).
     */
    @Test
    void computedEdgesAreExactOnAPlaneExceptGdalsCorners() {
        Heightfield p = plane(6, 5);
        Slope slope = Slope.degrees().withComputeEdges(true);
        Heightfield s = slope.compute(p);
        Heightfield a = Aspect.azimuth().withComputeEdges(true).compute(p);
        for (int r = 0; r < 5; r++) {
            for (int c = 0; c < 6; c++) {
                boolean corner = (c == 0 || c == 5) && (r == 0 || r == 4);
                double expectSlope = corner ? Math.toDegrees(Math.atan(Math.sqrt(2))) : PLANE_SLOPE;
                double expectAspect = corner ? 225 : PLANE_ASPECT;
                assertEquals(expectSlope, s.get(c, r), ANGLE_TOLERANCE, "slope at " + c + "," + r);
                assertEquals(expectAspect, a.get(c, r), ANGLE_TOLERANCE, "aspect at " + c + "," + r);
            }
        }
    }

    @Test
    void flatGroundAndOverheadLight() {
        Heightfield flat = Heightfield.filled(5, 5, 42).withFrame(GridFrame.of(0, 0, 3));
        assertEquals(0, Slope.degrees().compute(flat).get(2, 2));
        assertTrue(Double.isNaN(Aspect.azimuth().compute(flat).get(2, 2)));
        assertEquals(0, Aspect.azimuth().withFlatValue(0).compute(flat).get(2, 2));
        assertEquals(-9999, Aspect.azimuth().withFlatValue(Aspect.GDAL_FLAT).compute(flat).get(2, 2));
        // flat: cos i = sin(altitude)
        assertEquals(1 + 254 * Math.sin(Math.toRadians(45)), Hillshade.standard().compute(flat).get(2, 2), 1e-4);
        // on flat ground the standard and multidirectional shades are 1 + 254 sin(altitude); the
        // combined one multiplies by the slope angle (0), so it is 1 + 254 · (1 − 0) = 255
        for (Hillshade.Method m : Hillshade.Method.values()) {
            double expected = m == Hillshade.Method.COMBINED ? 255 : 1 + 254 * Math.sin(Math.toRadians(30));
            assertEquals(expected, Hillshade.standard().withAltitude(30).withMethod(m).compute(flat).get(2, 2), 1e-4,
                    m.name());
        }
        // light straight overhead: cos i = cos(slope)
        Heightfield p = plane(5, 5);
        assertEquals(1 + 254 * Math.cos(Math.toRadians(PLANE_SLOPE)),
                Hillshade.standard().withAltitude(90).compute(p).get(2, 2), 1e-3);
        // light from the downhill side at a low angle: self-shadowed, level 1
        assertEquals(1, Hillshade.standard().withAzimuth(PLANE_ASPECT - 180).withAltitude(10).compute(p).get(2, 2));
    }

    @Test
    void zFactorAndScaleScaleTheGradient() {
        Heightfield p = plane(5, 5);
        // z-factor 2 doubles the gradient: atan(2√5); scale 2 halves it: atan(√5 / 2)
        assertEquals(Math.toDegrees(Math.atan(2 * Math.sqrt(5))),
                Slope.degrees().withZFactor(2).compute(p).get(2, 2), ANGLE_TOLERANCE);
        assertEquals(Math.toDegrees(Math.atan(Math.sqrt(5) / 2)),
                Slope.degrees().withScale(2).compute(p).get(2, 2), ANGLE_TOLERANCE);
        // aspect does not depend on a vertical scale
        assertEquals(PLANE_ASPECT, Aspect.azimuth().compute(p.scale(7)).get(2, 2), ANGLE_TOLERANCE);
    }

    @Test
    void rectangularCellsUseBothSpacings() {
        // h = 3x − 2y with x east, y north on cells 4 m east-west and 5 m north-south
        double[] d = new double[25];
        for (int r = 0; r < 5; r++) {
            for (int c = 0; c < 5; c++) {
                d[r * 5 + c] = 3 * (4.0 * c) - 2 * (-5.0 * r);
            }
        }
        Heightfield f = Heightfield.of(5, 5, d).withFrame(new GridFrame(0, 0, 4, 5));
        assertEquals(Math.toDegrees(Math.atan(Math.sqrt(13))), Slope.degrees().compute(f).get(2, 2), ANGLE_TOLERANCE);
        // downhill (−3, 2): azimuth atan2(−3, 2) + 360
        assertEquals(Math.toDegrees(Math.atan2(-3, 2)) + 360, Aspect.azimuth().compute(f).get(2, 2), ANGLE_TOLERANCE);
        // trigonometric: angle of (−3, 2) counter-clockwise from east
        assertEquals(Math.toDegrees(Math.atan2(2, -3)),
                Aspect.azimuth().withTrigonometric(true).compute(f).get(2, 2), ANGLE_TOLERANCE);
    }

    @Test
    void noDataSpreadsToTheWindowUnlessEdgesAreComputed() {
        HeightfieldBuffer b = HeightfieldBuffer.copyOf(plane(7, 7));
        b.set(3, 3, Double.NaN);
        Heightfield s = Slope.degrees().compute(b);
        for (int r = 2; r <= 4; r++) {
            for (int c = 2; c <= 4; c++) {
                assertTrue(Double.isNaN(s.get(c, r)));
            }
        }
        assertEquals(PLANE_SLOPE, s.get(1, 1), ANGLE_TOLERANCE);
        Heightfield e = Slope.degrees().withComputeEdges(true).compute(b);
        assertTrue(Double.isNaN(e.get(3, 3)));
        // the neighbour (2, 3) sees the hole replaced by its own height: finite, in range
        double v = e.get(2, 3);
        assertTrue(v >= 0 && v < 90, "slope " + v);
        assertEquals(0, Hillshade.standard().withComputeEdges(true).image(b).getRaster().getSample(3, 3, 0));
    }

    @Test
    void tinyGridsAreAllNoData() {
        Heightfield line = Heightfield.of(5, 1, new float[] {1, 2, 3, 4, 5});
        Heightfield s = Slope.degrees().withComputeEdges(true).compute(line);
        for (int c = 0; c < 5; c++) {
            assertTrue(Double.isNaN(s.get(c, 0)));
        }
        // 2 × 2 with edges computed: every sample is a corner, all finite
        Heightfield two = Heightfield.of(2, 2, new float[] {0, 1, 0, 1});
        Heightfield t = Slope.degrees().withComputeEdges(true).compute(two);
        for (int i = 0; i < 4; i++) {
            assertTrue(Double.isFinite(t.get(i % 2, i / 2)));
        }
    }

    @Test
    void destinationMayBeTheSourceAndKeepsTheFrame() {
        Heightfield p = plane(9, 8);
        HeightfieldBuffer in = HeightfieldBuffer.copyOf(p);
        assertSame(in, Hillshade.standard().compute(in, in));
        assertTrue(Hillshade.standard().compute(p).equals(in.snapshot()));
        assertEquals(p.frame(), in.frame());
        HeightfieldBuffer wrong = new HeightfieldBuffer(3, 3);
        assertThrows(IllegalArgumentException.class, () -> Slope.degrees().compute(p, wrong));
    }

    @Test
    void parametersAreValidated() {
        assertThrows(IllegalArgumentException.class, () -> Hillshade.standard().withAzimuth(Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> Hillshade.standard().withAzimuth(361));
        assertThrows(IllegalArgumentException.class, () -> Hillshade.standard().withAltitude(-1));
        assertThrows(IllegalArgumentException.class, () -> Hillshade.standard().withZFactor(0));
        assertThrows(IllegalArgumentException.class, () -> Slope.degrees().withScale(Double.NaN));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Slope.degrees().withZFactor(-2));
        assertTrue(e.getMessage().contains("zFactor") && e.getMessage().contains("-2"), e.getMessage());
    }

    // ---------------------------------------------------------------- properties

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0x5109E5L, 40);
    }

    private static Heightfield randomField(SplittableRandom rnd) {
        int columns = rnd.nextInt(2, 40);
        int rows = rnd.nextInt(2, 40);
        Heightfield f = rnd.nextBoolean() ? Fields.smooth(rnd, columns, rows, rnd.nextDouble(1, 500))
                : Fields.uniform(rnd, columns, rows, -200, 2000);
        return f.withFrame(new GridFrame(rnd.nextDouble(-1e3, 1e3), rnd.nextDouble(-1e3, 1e3),
                rnd.nextDouble(0.1, 50), rnd.nextDouble(0.1, 50)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void rangesHold(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        Heightfield f = randomField(rnd);
        boolean edges = rnd.nextBoolean();
        double z = rnd.nextDouble(0.1, 10);
        Heightfield slope = Slope.degrees().withZFactor(z).withComputeEdges(edges).compute(f);
        Heightfield aspect = Aspect.azimuth().withComputeEdges(edges).compute(f);
        Hillshade.Method[] methods = Hillshade.Method.values();
        double azimuth = rnd.nextDouble(0, 360);
        double altitude = rnd.nextDouble(0, 90);
        Hillshade light = Hillshade.standard().withAzimuth(azimuth).withAltitude(altitude).withZFactor(z)
                .withComputeEdges(edges).withMethod(methods[rnd.nextInt(methods.length)]);
        Heightfield shade = light.compute(f);
        BufferedImage img = light.image(f);
        for (int r = 0; r < f.rows(); r++) {
            for (int c = 0; c < f.columns(); c++) {
                boolean border = r == 0 || c == 0 || r == f.rows() - 1 || c == f.columns() - 1;
                boolean defined = edges || !border;
                double s = slope.get(c, r);
                double a = aspect.get(c, r);
                double h = shade.get(c, r);
                int level = img.getRaster().getSample(c, r, 0);
                if (!defined) {
                    assertTrue(Double.isNaN(s) && Double.isNaN(a) && Double.isNaN(h) && level == 0);
                    continue;
                }
                assertTrue(s >= 0 && s < 90, "slope " + s);
                assertTrue(Double.isNaN(a) ? s == 0 : a >= 0 && a < 360, "aspect " + a);
                assertTrue(h >= 1 && h <= 255, "shade " + h);
                assertTrue(level >= 1 && level <= 255, "level " + level);
            }
        }
    }

    /** Rotating the ground 90° clockwise turns every aspect by +90° and leaves slopes alone. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void rotationTurnsAspectAndKeepsSlope(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        int columns = rnd.nextInt(3, 30);
        int rows = rnd.nextInt(3, 30);
        double spacing = rnd.nextDouble(0.5, 30);
        Heightfield f = Fields.smooth(rnd, columns, rows, 100).withFrame(GridFrame.of(0, 0, spacing));
        // clockwise on the map: new (c', r') = old (c = r', r = rows − 1 − c')
        double[] d = new double[columns * rows];
        for (int r2 = 0; r2 < columns; r2++) {
            for (int c2 = 0; c2 < rows; c2++) {
                d[r2 * rows + c2] = f.get(r2, rows - 1 - c2);
            }
        }
        Heightfield g = Heightfield.of(rows, columns, d).withFrame(GridFrame.of(0, 0, spacing));
        Heightfield sf = Slope.degrees().compute(f);
        Heightfield sg = Slope.degrees().compute(g);
        Heightfield af = Aspect.azimuth().compute(f);
        Heightfield ag = Aspect.azimuth().compute(g);
        double az = rnd.nextDouble(0, 270);
        Heightfield hf = Hillshade.standard().withAzimuth(az).compute(f);
        Heightfield hg = Hillshade.standard().withAzimuth(az + 90).compute(g);
        for (int r = 1; r < rows - 1; r++) {
            for (int c = 1; c < columns - 1; c++) {
                int c2 = rows - 1 - r;
                int r2 = c;
                assertEquals(sf.get(c, r), sg.get(c2, r2), 1e-3);
                assertEquals(hf.get(c, r), hg.get(c2, r2), 1e-2);
                if (sf.get(c, r) > 0.01) {
                    double turned = (af.get(c, r) + 90) % 360;
                    double diff = Math.abs(turned - ag.get(c2, r2));
                    assertTrue(Math.min(diff, 360 - diff) < 1e-2, "aspect " + af.get(c, r) + " → " + ag.get(c2, r2));
                }
            }
        }
    }
}
