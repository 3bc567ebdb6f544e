package org.terrain4j.analysis.playspace;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;

class WaterTest {

    @Test
    void lakesSmallerThanTheLeastAreaArePuddles() {
        int n = 41;
        double[] h = new double[n * n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                h[r * n + c] = 100 - r + Math.abs(c - 20) * 2.0;
            }
        }
        h[5 * n + 20] -= 3;
        Heightfield land = Heightfield.of(n, n, h).withFrame(GridFrame.of(0, 0, 10));
        // The pit fills over its own sample only (100 m²): a lake at a least area of 100 m², a
        // puddle at 101 m².
        assertTrue(Water.inland(land, 0, 1, 100, 1e9)[5 * n + 20]);
        assertFalse(Water.inland(land, 0, 1, 101, 1e9)[5 * n + 20]);
    }

    @Test
    void componentsAreEightConnected() {
        boolean[] m = {
            true, false, false, false,
            false, true, false, true,
            false, false, false, false};
        Water.keepLarge(m, 4, 3, 2);
        assertArrayEquals(new boolean[] {
            true, false, false, false,
            false, true, false, false,
            false, false, false, false}, m);
    }

    @Test
    void diagonalStepsAreClosed() {
        boolean[] w = {
            true, false, false,
            false, true, false,
            false, false, true};
        Water.closeDiagonals(w, 3, 3);
        // Each corner contact gets the sample to its right filled: 4-connected now.
        assertArrayEquals(new boolean[] {
            true, true, false,
            false, true, true,
            false, false, true}, w);
    }

    @Test
    void aBasinHoldsALakeAndItsOutflowIsARiverAboveTheArea() {
        // A 41 x 41 valley draining south along its middle column, with a 3 m deep pit near the top.
        int n = 41;
        double[] h = new double[n * n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                h[r * n + c] = 100 - r + Math.abs(c - 20) * 2.0;
            }
        }
        h[5 * n + 20] -= 3;
        Heightfield land = Heightfield.of(n, n, h).withFrame(GridFrame.of(0, 0, 10));
        double cell = 100;
        boolean[] water = Water.inland(land, 0, 1, 0, 300 * cell);
        assertTrue(water[5 * n + 20], "the pit is a lake");
        assertFalse(water[4 * n + 20], "above the pit little drains in");
        // Side samples drain diagonally toward the middle (a drop of 3 over 14.1 m beats 2 over 10 m),
        // so the middle sample of row R gathers the samples with r + |c - 20| <= R, less row 0
        // (an outlet on the grid's edge): 289 samples at R = 17, 324 at R = 18.
        int firstRiver = -1;
        for (int r = 0; r < n; r++) {
            if (water[r * n + 20] && r > 6) {
                firstRiver = r;
                break;
            }
        }
        assertEquals(18, firstRiver, "the river begins where 300 samples drain in");
        assertFalse(water[30 * n + 5], "the valley side is dry");
        boolean[] sea = Water.sea(land, 62);
        assertTrue(sea[40 * n + 20]);
        assertFalse(sea[0]);
        assertEquals(false, Water.inland(land, 62, 1, 0, 300 * cell)[40 * n + 20], "sea is not inland water");
    }

    /**
     * Review 6, finding 7: a sample's own cell counted towards its drainage area, so on 1 km cells
     * (1 km² each, the standard river area) every sample was a river and {@code measure} found no
     * ground. A river is now what drains into a sample from upstream: the samples nothing drains
     * into are dry, the one the centre drains into is a river.
     */
    @Test
    void review6ACoarseSampleIsARiverOnlyWhenTheRiverAreaDrainsIntoIt() {
        Heightfield land = Heightfield.of(3, 3, new double[] {1, 2, 3, 4, 5, 6, 7, 8, 9})
                .withFrame(GridFrame.of(0, 0, 1000));
        boolean[] water = Water.inland(land, 0, 1, 2500, 1e6);
        int rivers = 0;
        for (boolean w : water) {
            rivers += w ? 1 : 0;
        }
        // the open edges are outlets: only the centre drains into another sample, its steepest
        // neighbour 2 (a drop of 3 over 1000 m beats 4 over 1414 m)
        assertEquals(1, rivers, java.util.Arrays.toString(water));
        assertTrue(water[1], java.util.Arrays.toString(water));
        assertFalse(water[4], "nothing drains into the centre");
    }
}
