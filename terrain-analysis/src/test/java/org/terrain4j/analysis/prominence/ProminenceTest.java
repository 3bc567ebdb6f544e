package org.terrain4j.analysis.prominence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;

/** Prominence on shapes whose summits, key cols and prominences are known in closed form. */
class ProminenceTest {

    private static Heightfield cones(int columns, int rows, double[][] cones, double floor) {
        float[] h = new float[columns * rows];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                double v = floor;
                for (double[] k : cones) {
                    v = Math.max(v, k[2] - k[3] * Math.hypot(c - k[0], r - k[1]));
                }
                h[r * columns + c] = (float) v;
            }
        }
        return Heightfield.of(columns, rows, h);
    }

    @Test
    void singleConeStandsOverTheLowestSampleOrTheBase() {
        // 100 m cone falling 2 m per sample from (20, 15): the lowest samples are the corners,
        // 100 - 2·hypot(20, 15) = 50 m
        Heightfield cone = cones(41, 31, new double[][] {{20, 15, 100, 2}}, -1e9);
        List<Summit> s = Prominence.standard().summits(cone).list();
        assertEquals(1, s.size(), s.toString());
        Summit top = s.get(0);
        assertEquals(20, top.column());
        assertEquals(15, top.row());
        assertEquals(100.0, top.height());
        assertEquals(50.0, top.prominence(), 1e-4);
        assertFalse(top.hasKeyCol());
        assertEquals(50.0, top.keyColHeight(), 1e-4);
        assertEquals(100.0, Prominence.standard().withBase(0).summits(cone).list().get(0).prominence());
    }

    @Test
    void twoConesJoinedByASaddle() {
        // 100 m at (10, 10) and 80 m at (40, 10), both falling 1 m per sample: along row 10 the two
        // flanks meet at column 35, 75 m (110 - c = 40 + c); every route off the row is lower
        GridFrame frame = GridFrame.of(-5, 7, 1);
        Heightfield land = cones(51, 21, new double[][] {{10, 10, 100, 1}, {40, 10, 80, 1}}, -1e9)
                .withFrame(frame);
        List<Summit> s = Prominence.standard().summits(land).list();
        assertEquals(2, s.size(), s.toString());
        Summit low = s.get(1);
        assertEquals(40, low.column());
        assertEquals(10, low.row());
        assertEquals(35.0, low.x());
        assertEquals(17.0, low.z());
        assertEquals(5.0, low.prominence());
        assertEquals(35, low.keyColColumn());
        assertEquals(10, low.keyColRow());
        assertEquals(75.0, low.keyColHeight());
        assertEquals(10, low.parentColumn());
        assertEquals(10, low.parentRow());
        Summit high = s.get(0);
        assertEquals(10, high.column());
        assertFalse(high.hasParent());
        double lowest = land.min();
        assertEquals(100.0 - lowest, high.prominence(), 1e-9);
        assertEquals(1, Prominence.standard().summits(land).withMinimum(5.5).size());
        assertEquals(2, Prominence.standard().summits(land).withMinimum(5.0).size());
    }

    @Test
    void islandsOverTheSeaFloorStandOverTheBase() {
        // two islands (30 m and 18 m) on a sea floor at -40 m: over base 0 each stands its own height;
        // with no base the higher stands 70 m over the floor and the lower meets it at the floor
        Heightfield sea = cones(60, 30, new double[][] {{12, 15, 30, 4}, {45, 15, 18, 4}}, -40);
        List<Summit> over0 = Prominence.standard().withBase(0.0).summits(sea).list();
        assertEquals(2, over0.size(), over0.toString());
        assertEquals(30.0, over0.get(0).prominence());
        assertEquals(18.0, over0.get(1).prominence());
        assertEquals(0.0, over0.get(1).keyColHeight());
        List<Summit> none = Prominence.standard().summits(sea).list();
        assertEquals(70.0, none.get(0).prominence());
        assertEquals(58.0, none.get(1).prominence());
        assertEquals(-40.0, none.get(1).keyColHeight());
    }

    @Test
    void landBelowSeaLevelHasProminenceOverItsFloorNotItsElevation() {
        // a summit at -100 m on a floor at -400 m (a basin below sea level)
        Heightfield basin = cones(31, 31, new double[][] {{15, 15, -100, 30}}, -400);
        List<Summit> none = Prominence.standard().summits(basin).list();
        assertEquals(1, none.size());
        assertEquals(300.0, none.get(0).prominence());
        assertEquals(0, Prominence.standard().withBase(0.0).summits(basin).size());
        assertEquals(100.0, Prominence.standard().withBase(-200.0).summits(basin).list().get(0).prominence());
    }

    @Test
    void aPlateauGivesOneSummitAtItsFirstSample() {
        // a flat top at 50 m (every sample within 5 of (15, 15)) on a cone falling 1 m per sample: the
        // flat top's first sample in row-major order is (15, 10)
        float[] h = new float[31 * 31];
        for (int r = 0; r < 31; r++) {
            for (int c = 0; c < 31; c++) {
                h[r * 31 + c] = (float) Math.min(50, 55 - Math.hypot(c - 15, r - 15));
            }
        }
        Heightfield mesa = Heightfield.of(31, 31, h);
        List<Summit> s = Prominence.standard().summits(mesa).list();
        assertEquals(1, s.size(), s.toString());
        assertEquals(15, s.get(0).column());
        assertEquals(10, s.get(0).row());
        assertEquals(50 - mesa.min(), s.get(0).prominence(), 1e-9);
    }

    @Test
    void equalSummitsBreakTheTieOnIndex() {
        // two 10 m tops joined by a 4 m col: the one with the larger index is the lower
        Heightfield two = Heightfield.of(5, 1, new float[] {10, 4, 10, 0, 0});
        List<Summit> s = Prominence.standard().summits(two).list();
        assertEquals(2, s.size());
        assertEquals(0, s.get(0).column());
        assertEquals(10.0, s.get(0).prominence());
        assertEquals(2, s.get(1).column());
        assertEquals(6.0, s.get(1).prominence());
        assertEquals(1, s.get(1).keyColColumn());
        assertEquals(0, s.get(1).parentColumn());
    }

    @Test
    void anOpenEdgeLetsTheRouteLeaveTheGrid() {
        // a 100 m cone 5 samples from the west edge: the nearest edge sample stands at 95 m
        Heightfield cone = cones(21, 21, new double[][] {{5, 10, 100, 1}}, -1e9);
        Summit open = Prominence.standard().withBoundary(Prominence.Boundary.OPEN).summits(cone).list().get(0);
        assertEquals(5.0, open.prominence());
        assertEquals(0, open.keyColColumn());
        assertEquals(10, open.keyColRow());
        assertFalse(open.hasParent());
        Summit closed = Prominence.standard().summits(cone).list().get(0);
        assertEquals(100 - cone.min(), closed.prominence(), 1e-9);
        assertTrue(closed.prominence() > open.prominence());
    }

    @Test
    void holesAreOutsideTheGrid() {
        // a NaN column splits the grid: each side is its own region under a closed edge
        Heightfield split = Heightfield.of(5, 1, new float[] {3, 1, Float.NaN, 9, 2});
        List<Summit> s = Prominence.standard().summits(split).list();
        assertEquals(2, s.size());
        assertEquals(7.0, s.get(0).prominence());
        assertEquals(2.0, s.get(1).prominence());
        List<Summit> open = Prominence.standard().withBoundary(Prominence.Boundary.OPEN).summits(split).list();
        assertEquals(0, open.size(), "every sample touches the edge or the hole, so no descent is needed");
    }

    @Test
    void badSettingsAreRefusedByName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Prominence.standard().withBase(Double.NaN));
        assertEquals("base must be finite or -Infinity (no base), was NaN", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Prominence.standard().withBase(Double.POSITIVE_INFINITY));
        assertThrows(NullPointerException.class, () -> Prominence.standard().withBoundary(null));
        Summits s = Prominence.standard().summits(Heightfield.filled(3, 3, 1));
        assertEquals(0, s.size(), "a flat field has no summit");
        IllegalArgumentException m = assertThrows(IllegalArgumentException.class, () -> s.withMinimum(-1));
        assertEquals("metres must be finite and >= 0, was -1.0", m.getMessage());
        assertThrows(IllegalArgumentException.class, () -> s.withMinimum(Double.NaN));
    }
}
