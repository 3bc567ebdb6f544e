package org.terrain4j.isoline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;

/** Closed forms: a cone gives one circle per level, a plane one straight open line per level. */
class IsolinesClosedFormTest {

    /**
     * Linear interpolation of a cone along an edge of length s at radius r errs by ≤ s²/(8r), and
     * always inwards (the cone is concave along any line).
     */
    private static final double RADIUS_TOLERANCE = 0.01;
    private static final double AREA_RELATIVE_TOLERANCE = 0.005;
    private static final double EXACT = 1e-12;
    /** Heights are stored as float: about 1e-7 relative. */
    private static final double FLOAT_STORAGE = 1e-5;

    /** A cone of slope 1 whose summit (height 40 m) is at world (3, −2); samples 0.5 m apart. */
    private static Heightfield cone() {
        GridFrame frame = GridFrame.of(-47, -52, 0.5);
        int n = 201;
        double[] h = new double[n * n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                h[r * n + c] = 40 - Math.hypot(frame.x(c) - 3, frame.z(r) + 2);
            }
        }
        return Heightfield.of(n, n, h).withFrame(frame);
    }

    @Test
    void coneGivesOneCounterClockwiseCirclePerLevelInWorldCoordinates() {
        List<IsolineLevel> levels = Isolines.at(5, 15, 25, 35).trace(cone());
        assertEquals(4, levels.size());
        for (IsolineLevel level : levels) {
            double radius = 40 - level.level();
            assertEquals(1, level.lines().size(), "lines at " + level.level());
            Isoline ring = level.lines().get(0);
            assertTrue(ring.closed());
            for (int i = 0; i < ring.pointCount(); i++) {
                double d = Math.hypot(ring.x(i) - 3, ring.z(i) + 2);
                assertTrue(d >= radius - RADIUS_TOLERANCE && d <= radius + FLOAT_STORAGE,
                        "point " + i + " at distance " + d + " for radius " + radius);
            }
            // Higher ground (the summit) on the left: counter-clockwise on a north-up map.
            assertEquals(Math.PI * radius * radius, ring.signedArea(),
                    AREA_RELATIVE_TOLERANCE * Math.PI * radius * radius);
            assertEquals(2 * Math.PI * radius, ring.length(), AREA_RELATIVE_TOLERANCE * 2 * Math.PI * radius);
        }
    }

    @Test
    void pitGivesClockwiseRings() {
        Heightfield pit = cone().map(v -> -v);
        IsolineLevel level = Isolines.at(-30).trace(pit).get(0);
        assertEquals(1, level.rings());
        assertTrue(level.lines().get(0).signedArea() < 0);
    }

    @Test
    void circleTooBigForTheGridBecomesOpenArcsEndingOnTheBorder() {
        // radius 60 around (3, −2) leaves the grid [−47, 53] × [−52, 48] through all four sides
        Heightfield field = cone();
        IsolineLevel level = Isolines.at(-20).trace(field).get(0);
        assertEquals(0, level.rings());
        assertEquals(4, level.openLines());
        for (Isoline line : level.lines()) {
            assertOnBorder(line.x(0), line.z(0));
            assertOnBorder(line.x(line.pointCount() - 1), line.z(line.pointCount() - 1));
        }
    }

    private static void assertOnBorder(double x, double z) {
        boolean onX = Math.abs(x + 47) < EXACT || Math.abs(x - 53) < EXACT;
        boolean onZ = Math.abs(z + 52) < EXACT || Math.abs(z - 48) < EXACT;
        assertTrue(onX || onZ, "end (" + x + ", " + z + ") must lie on the grid's border");
    }

    @Test
    void planeRisingEastGivesOneStraightOpenLinePerLevelFromBorderToBorder() {
        // h = 2x on a frame 1.5 m apart starting at x = 10, z = 4
        GridFrame frame = new GridFrame(10, 4, 1.5, 1.5);
        Heightfield plane = Heightfield.of(31, 21, (u, v) -> 2 * frame.x(u * 30)).withFrame(frame);
        List<IsolineLevel> levels = Isolines.every(7).trace(plane);
        assertEquals(List.of(21.0, 28.0, 35.0, 42.0, 49.0, 56.0, 63.0, 70.0, 77.0, 84.0, 91.0, 98.0, 105.0),
                levels.stream().map(IsolineLevel::level).toList());
        for (IsolineLevel level : levels) {
            assertEquals(1, level.lines().size(), "level " + level.level());
            Isoline line = level.lines().get(0);
            assertFalse(line.closed());
            double x = level.level() / 2;
            for (int i = 0; i < line.pointCount(); i++) {
                assertEquals(x, line.x(i), 1e-9);
            }
            // Higher ground (east) on the left: the line runs south, from the north border z = 4.
            assertEquals(4, line.z(0), EXACT);
            assertEquals(34, line.z(line.pointCount() - 1), EXACT);
            assertEquals(30, line.length(), 1e-9);
        }
    }

    @Test
    void diagonalPlaneLinesEndOnTwoBorders() {
        Heightfield plane = Heightfield.of(11, 11, (u, v) -> u + v);
        IsolineLevel level = Isolines.at(0.55).trace(plane).get(0);
        assertEquals(1, level.openLines());
        Isoline line = level.lines().get(0);
        for (int i = 0; i < line.pointCount(); i++) {
            assertEquals(0.55 * 10, line.x(i) + line.z(i), FLOAT_STORAGE);
        }
        int last = line.pointCount() - 1;
        assertEquals(0, line.x(0) * line.z(0), FLOAT_STORAGE, "starts on the north or west border");
        assertEquals(0, line.x(last) * line.z(last), FLOAT_STORAGE, "ends on the north or west border");
        assertEquals(2 * 5.5 * 5.5, Math.hypot(line.x(0) - line.x(last), line.z(0) - line.z(last))
                * Math.hypot(line.x(0) - line.x(last), line.z(0) - line.z(last)), 1e-4);
    }

    @Test
    void levelsOutsideTheRangeGiveEmptyLevelsAndIntervalLevelsStayInRange() {
        Heightfield plane = Heightfield.of(5, 5, (u, v) -> 10 + 10 * u);
        assertEquals(0, Isolines.at(5, 25).trace(plane).stream().mapToInt(l -> l.lines().size()).sum());
        assertEquals(List.of(10.0, 12.5, 15.0, 17.5, 20.0),
                java.util.Arrays.stream(Isolines.every(2.5).levels(plane)).boxed().toList());
        double[] ls = Isolines.every(3, 1).levels(plane);
        assertEquals(List.of(10.0, 13.0, 16.0, 19.0), java.util.Arrays.stream(ls).boxed().toList());
    }

    @Test
    void coneBandBetweenTwoLevelsIsAnAnnulus() {
        // [15, 25) on the cone of height 40: outer radius 25, inner radius 15
        List<Isoband> bands = Isolines.at(15, 25).bands(cone());
        assertEquals(3, bands.size());
        Isoband annulus = bands.get(1);
        assertEquals(15, annulus.lower());
        assertEquals(25, annulus.upper());
        assertEquals(1, annulus.polygons().size());
        IsobandPolygon p = annulus.polygons().get(0);
        assertEquals(1, p.holes().size());
        double expected = Math.PI * (25 * 25 - 15 * 15);
        assertEquals(expected, p.area(), AREA_RELATIVE_TOLERANCE * expected);
        // the summit band [25, ∞) is a disc; the lowest band (−∞, 15) is the grid minus a disc
        Isoband top = bands.get(2);
        assertEquals(1, top.polygons().size());
        assertEquals(0, top.polygons().get(0).holes().size());
        assertEquals(Math.PI * 15 * 15, top.area(), AREA_RELATIVE_TOLERANCE * Math.PI * 15 * 15);
        Isoband bottom = bands.get(0);
        assertEquals(1, bottom.polygons().get(0).holes().size());
        assertEquals(100 * 100, bottom.area() + annulus.area() + top.area(), 1e-6);
        // the band's hole is the upper level's isoline, point for point (reversed)
        Isoline upper = Isolines.at(25).trace(cone()).get(0).lines().get(0);
        assertEquals(upper.pointCount(), p.holes().get(0).pointCount());
        assertEquals(-upper.signedArea(), p.holes().get(0).signedArea(), 1e-9);
    }

    @Test
    void planeBandIsARectangleClosedAlongTheBorder() {
        // h = x on 0…10 × 0…6: the band [2.5, 7.5) is the rectangle x 2.5…7.5, z 0…6
        Heightfield plane = Heightfield.of(11, 7, (u, v) -> 10 * u);
        Isoband band = Isolines.at(2.5, 7.5).bands(plane).get(1);
        assertEquals(1, band.polygons().size());
        Ring ring = band.polygons().get(0).exterior();
        assertEquals(4, ring.pointCount(), "collinear border points are merged: " + ring);
        assertEquals(5 * 6, ring.signedArea(), 1e-9);
        for (int i = 0; i < 4; i++) {
            assertTrue(Math.abs(ring.x(i) - 2.5) < 1e-9 || Math.abs(ring.x(i) - 7.5) < 1e-9);
            assertTrue(ring.z(i) == 0 || ring.z(i) == 6);
        }
    }

    @Test
    void tinyGridsGiveNoLinesAndNoBands() {
        for (Heightfield f : List.of(Heightfield.filled(1, 1, 3), Heightfield.of(1, 5, (u, v) -> v),
                Heightfield.of(5, 1, (u, v) -> u))) {
            assertEquals(0, Isolines.at(0.5).trace(f).get(0).lines().size());
            assertTrue(Isolines.at(0.5).bands(f).stream().allMatch(b -> b.polygons().isEmpty()));
        }
    }

    @Test
    void tracingIsDeterministic() {
        Heightfield f = org.terrain4j.testkit.Fields.smooth(new java.util.SplittableRandom(5), 60, 45, 10);
        Isolines iso = Isolines.every(1.5);
        assertEquals(iso.trace(f), iso.trace(f));
        assertEquals(iso.bands(f), iso.bands(f));
    }
}
