package org.terrain4j.routing;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CancellationException;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.ProgressListener;

class DrainageBehaviourTest {

    @TempDir
    Path dir;

    @Test
    void aHeightArrayOfTheWrongLengthIsRefusedByNameBeforeAnyWork() {
        DrainageGrid grid = DrainageGrid.of(4, 3, 1, 1);
        float[] h = {5, 4, 3, 2, 1, 0};
        for (DepressionFill fill : new DepressionFill[] {DepressionFill.flat(), DepressionFill.draining()}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> fill.fill(grid, h));
            assertEquals("heights must have 12 elements (4 × 3), had 6", e.getMessage());
            assertArrayEquals(new float[] {5, 4, 3, 2, 1, 0}, h, "nothing changed");
        }
    }

    @Test
    void pitIsFilledToItsSill() {
        // 5 × 5: a bowl whose lowest rim sample is 3 (east side), a pit of 0 in the middle
        float[] h = {
            9, 9, 9, 9, 9,
            9, 5, 5, 5, 9,
            9, 5, 0, 4, 3,
            9, 5, 5, 5, 9,
            9, 9, 9, 9, 9};
        DrainageGrid g = DrainageGrid.of(5, 5, 1, 1);
        float[] flat = DepressionFill.flat().filled(g, h);
        assertEquals(4, flat[12], "pit rises to the sill at 4 (the inner rim sample between it and the outlet)");
        assertEquals(5, flat[6]);
        float[] dr = DepressionFill.draining().filled(g, h);
        assertEquals(Math.nextUp(4f), dr[12], "one ulp above the sill");
        assertEquals(4, dr[13]);
        FlowNetwork net = FlowNetwork.steepestDescent(g, dr);
        assertEquals(13, net.receiver(12));
        assertEquals(14, net.receiver(13));
    }

    @Test
    void falsePitHazardAtLargeHeights() {
        // at 8000 m a float's ulp is 0.00049 m: h + 1e-6 rounds back to h; one ulp never does
        float[] h = new float[7 * 7];
        java.util.Arrays.fill(h, 8000f);
        for (int i = 0; i < 7; i++) {
            h[i] = 7990f; // north edge lower: the outlet side
        }
        h[3 * 7 + 3] = 7999f;
        assertEquals(8000f, (float) (8000f + 1e-6), "the hazard is real");
        DrainageGrid g = DrainageGrid.of(7, 7, 30, 30);
        float[] dr = DepressionFill.draining().filled(g, h);
        FlowNetwork net = FlowNetwork.steepestDescent(g, dr);
        for (int i = 0; i < h.length; i++) {
            assertTrue(g.isOutlet(i) || !net.isBaseLevel(i), "sample " + i + " drains");
        }
    }

    @Test
    void wrapAlongXJoinsTheSeam() {
        // a valley along z at column 0; with wrap the last column drains east across the seam into it
        int cols = 8;
        int rows = 5;
        float[] h = new float[cols * rows];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int d = Math.min(c, cols - c);
                h[r * cols + c] = 10 * d + (rows - 1 - r);
            }
        }
        DrainageGrid g = DrainageGrid.of(cols, rows, 1, 1).withWrapX(true);
        assertFalse(g.isOutlet(2 * cols), "column 0 is not an edge when x wraps");
        assertTrue(g.isOutlet((rows - 1) * cols + 3), "the last row is");
        FlowNetwork net = FlowNetwork.steepestDescent(g, h);
        assertEquals(2 * cols, net.receiver(2 * cols + cols - 1), "column 7 drains across the seam to column 0");
        assertEquals(3 * cols, net.receiver(2 * cols), "the valley runs south to the outlet row");
        StreamNetwork s = net.streams(net.drainageArea(), 3);
        for (StreamNetwork.Link l : s.links()) {
            int[] v = l.samplesToArray();
            for (int k = 1; k < v.length; k++) {
                assertTrue(Math.abs(v[k] % cols - v[k - 1] % cols) <= 1, "links are split at the seam");
            }
        }
    }

    @Test
    void noDataIsAnOutletBoundary() {
        float[] h = {
            5, 5, 5, 5, 5,
            5, 4, 4, 4, 5,
            5, 4, Float.NaN, 1, 5,
            5, 4, 4, 4, 5,
            5, 5, 5, 5, 5};
        DrainageGrid g = DrainageGrid.of(5, 5, 2, 2);
        float[] flat = DepressionFill.flat().filled(g, h);
        assertTrue(Float.isNaN(flat[12]));
        assertEquals(1, flat[13], "beside no-data: an outlet, not raised");
        FlowNetwork net = FlowNetwork.steepestDescent(g, flat);
        assertTrue(net.isNoData(12));
        double[] a = net.drainageArea();
        assertEquals(0, a[12]);
        assertEquals(4, a[13], 0, "nothing drains into it, but it is not a pit");
        assertThrows(IllegalArgumentException.class, () -> DepressionFill.flat()
                .filled(g, new float[] {Float.POSITIVE_INFINITY, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                    0, 0, 0, 0, 0}));
    }

    @Test
    void strahlerOfATree() {
        // receivers on a 7 × 1 grid: 0 base; 1→0; 2→1, 3→1; 4→2; 5→3; 6→0
        FlowNetwork net = FlowNetwork.of(DrainageGrid.of(7, 1, 1, 1), new int[] {0, 0, 1, 1, 2, 3, 0});
        StreamNetwork s = net.streams(net.drainageArea(), 1);
        // heads 4, 5, 6 → order 1; 2, 3 order 1; 1 joins two order-1 → 2; 0 gets 2 and 1 → 2
        assertArrayEquals(new int[] {2, 2, 1, 1, 1, 1, 1}, s.strahlerToArray());
        assertEquals(2, s.maxOrder());
        StreamNetwork only = net.streams(net.drainageArea(), 2);
        assertFalse(only.isChannel(4));
        assertTrue(only.isChannel(2));
    }

    @Test
    void weightedAccumulationAndBasins() {
        FlowNetwork net = FlowNetwork.of(DrainageGrid.of(4, 1, 2, 3), new int[] {0, 0, 3, 3});
        assertArrayEquals(new double[] {6 * 3, 6 * 2, 6 * 4, 6 * 7}, net.accumulate(new double[] {1, 2, 4, 3}));
        assertArrayEquals(new int[] {0, 0, 1, 1}, net.basinsToArray());
        assertThrows(IllegalArgumentException.class, () -> net.accumulate(new double[] {1, Double.NaN, 0, 0}));
        assertThrows(IllegalArgumentException.class, () -> FlowNetwork.of(DrainageGrid.of(2, 1, 1, 1),
                new int[] {1, 0}), "a cycle");
    }



    @Test
    void badArguments() {
        assertThrows(IllegalArgumentException.class, () -> DrainageGrid.of(0, 3, 1, 1));
        assertThrows(IllegalArgumentException.class, () -> DrainageGrid.of(3, 3, Double.NaN, 1));
        assertThrows(IllegalArgumentException.class, () -> DrainageGrid.of(2, 3, 1, 1).withWrapX(true));
        assertThrows(IllegalArgumentException.class, () -> DrainageGrid.of(3, 3, 1, 1).withOutlets(new boolean[8]));
        assertThrows(IllegalArgumentException.class, () -> MultipleFlow.freeman().withExponent(0));
        DrainageGrid torus = DrainageGrid.of(4, 4, 1, 1).withWrapX(true).withWrapZ(true);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> DepressionFill.flat().filled(torus, new float[16]));
        assertTrue(e.getMessage().contains("no outlet"), e.getMessage());
        var ex = assertThrows(IllegalArgumentException.class,
                () -> FlowNetwork.steepestDescent(DrainageGrid.of(3, 3, 1, 1), new float[8]));
        assertTrue(ex.getMessage().contains("heights must have 9"), ex.getMessage());
    }
}
