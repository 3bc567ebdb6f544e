package org.terrain4j.analysis.playspace;

import org.terrain4j.api.Heightfield;
import org.terrain4j.routing.DepressionFill;
import org.terrain4j.routing.DrainageGrid;
import org.terrain4j.routing.FlowNetwork;

/**
 * Where a land holds water, when the caller gives no water map: sea, lakes and rivers from the
 * land's own drainage. Package-private.
 *
 * <ul>
 *   <li>Sea: samples at or below the sea level. No-data samples are outside the land, not water.</li>
 *   <li>Lakes: samples a depression fill raises by at least {@code lakeDepth}, in 8-connected
 *       groups covering at least {@code lakeArea}.</li>
 *   <li>Rivers: samples into which at least {@code riverArea} drains from upstream: their D8
 *       drainage area over the draining fill, less their own cell, is at least {@code riverArea}.
 *       A river is water that reaches a sample, not rain that falls on it: counting the sample's own
 *       cell would make every sample of a grid whose cells cover {@code riverArea} or more (1 km
 *       cells with the standard 1 km²) a river, and leave such a land no ground. On fine grids the
 *       two rules differ by one cell of the area, a river's first sample.</li>
 * </ul>
 *
 * <p>A D8 river is an 8-connected line of samples, and a diagonal move can pass between two of
 * its samples that touch only at a corner. The river samples are therefore widened by one sample
 * wherever they step diagonally, so the water map is 4-connected and no move between samples
 * crosses it unseen.
 */
final class Water {

    private Water() {
    }

    /** The sea: finite samples at or below {@code seaLevel}. */
    static boolean[] sea(Heightfield land, double seaLevel) {
        int cols = land.columns();
        int rows = land.rows();
        boolean[] sea = new boolean[cols * rows];
        float[] h = new float[cols * rows];
        land.copyTo(h, 0);
        for (int i = 0; i < h.length; i++) {
            sea[i] = h[i] <= seaLevel;
        }
        return sea;
    }

    /** Lakes and rivers (not the sea), closed against diagonal leaks. */
    static boolean[] inland(Heightfield land, double seaLevel, double lakeDepth, double lakeArea, double riverArea) {
        int cols = land.columns();
        int rows = land.rows();
        int n = cols * rows;
        float[] h = new float[n];
        land.copyTo(h, 0);
        boolean[] outlet = new boolean[n];
        for (int i = 0; i < n; i++) {
            outlet[i] = h[i] <= seaLevel;
        }
        DrainageGrid grid = DrainageGrid.of(land);
        boolean anySea = false;
        for (boolean o : outlet) {
            anySea |= o;
        }
        if (anySea) {
            // Water leaves at the edge and into the sea.
            for (int c = 0; c < cols; c++) {
                outlet[c] = true;
                outlet[(rows - 1) * cols + c] = true;
            }
            for (int r = 0; r < rows; r++) {
                outlet[r * cols] = true;
                outlet[r * cols + cols - 1] = true;
            }
            grid = grid.withOutlets(outlet);
        }
        // The draining fill is the flat fill raised by float steps (Math.nextUp) along the flats, far
        // less than any lake depth worth the name, so one fill serves both.
        float[] draining = DepressionFill.draining().filled(grid, h);
        double[] area = FlowNetwork.steepestDescent(grid, draining).drainageArea();
        double own = grid.cellArea();
        boolean[] water = new boolean[n];
        boolean[] lake = new boolean[n];
        for (int i = 0; i < n; i++) {
            if (Float.isNaN(h[i]) || h[i] <= seaLevel) {
                continue;
            }
            lake[i] = draining[i] - h[i] >= lakeDepth;
            water[i] = area[i] - own >= riverArea; // what drains in from upstream
        }
        keepLarge(lake, cols, rows, lakeArea / grid.cellArea());
        for (int i = 0; i < n; i++) {
            water[i] |= lake[i];
        }
        closeDiagonals(water, cols, rows);
        return water;
    }

    /** Clears the 8-connected components of {@code mask} with fewer than {@code least} samples. */
    static void keepLarge(boolean[] mask, int cols, int rows, double least) {
        if (least <= 1) {
            return;
        }
        int n = mask.length;
        boolean[] seen = new boolean[n];
        int[] stack = new int[64];
        int[] members = new int[64];
        for (int s0 = 0; s0 < n; s0++) {
            if (!mask[s0] || seen[s0]) {
                continue;
            }
            int top = 0;
            int count = 0;
            stack[top++] = s0;
            seen[s0] = true;
            while (top > 0) {
                int i = stack[--top];
                if (count == members.length) {
                    members = java.util.Arrays.copyOf(members, count * 2);
                }
                members[count++] = i;
                int c = i % cols;
                int r = i / cols;
                for (int dr = -1; dr <= 1; dr++) {
                    for (int dc = -1; dc <= 1; dc++) {
                        int cc = c + dc;
                        int rr = r + dr;
                        if ((dc | dr) == 0 || cc < 0 || cc >= cols || rr < 0 || rr >= rows) {
                            continue;
                        }
                        int j = rr * cols + cc;
                        if (mask[j] && !seen[j]) {
                            seen[j] = true;
                            if (top == stack.length) {
                                stack = java.util.Arrays.copyOf(stack, top * 2);
                            }
                            stack[top++] = j;
                        }
                    }
                }
            }
            if (count < least) {
                for (int k = 0; k < count; k++) {
                    mask[members[k]] = false;
                }
            }
        }
    }

    /**
     * Wherever two water samples touch only at a corner, marks the lower-indexed of the two
     * samples between them (deterministic), so water is 4-connected.
     */
    static void closeDiagonals(boolean[] w, int cols, int rows) {
        for (int r = 0; r + 1 < rows; r++) {
            for (int c = 0; c + 1 < cols; c++) {
                int a = r * cols + c;
                int b = a + 1;
                int d = a + cols;
                int e = d + 1;
                if (w[a] && w[e] && !w[b] && !w[d]) {
                    w[b] = true;
                }
                if (w[b] && w[d] && !w[a] && !w[e]) {
                    w[a] = true;
                }
            }
        }
    }
}
