package org.terrain4j.features.mountains;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.testkit.Cases;

/**
 * The threshold slope's eight-neighbour sweeps on their own (after the round cones they only mend the
 * propagation's rare misses, so the whole step cannot show them): the greatest surface under the input
 * with {@code h[i] ≤ h[j] + s·L(i, j)} for every pair of neighbours is {@code min_j h[j] + s·D(i, j)},
 * D the shortest path through neighbours (steps dx, dz and their diagonal), here by Floyd–Warshall over
 * every pair of samples, on planes and rings (the ring's seam joins the first and last columns).
 */
class ChamferSweepsTest {

    /** Float heights to 2 km through chains of roundings. */
    static final double TOLERANCE_M = 1e-2;

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0xC4A3FL, 40);
    }

    /** min over j of h[j] + s·D(i, j), D the shortest eight-neighbour path. */
    static double[] brute(GroupGrid g, float[] h, double s) {
        int n = g.size();
        int cols = g.columns;
        double[][] d = new double[n][n];
        for (int i = 0; i < n; i++) {
            java.util.Arrays.fill(d[i], Double.POSITIVE_INFINITY);
            d[i][i] = 0;
        }
        for (int i = 0; i < n; i++) {
            int ri = i / cols;
            int ci = i % cols;
            for (int dr = -1; dr <= 1; dr++) {
                for (int dc = -1; dc <= 1; dc++) {
                    int r = ri + dr;
                    int c = ci + dc;
                    if ((dr == 0 && dc == 0) || r < 0 || r >= g.rows) {
                        continue;
                    }
                    if (g.ring()) {
                        c = Math.floorMod(c, cols);
                    } else if (c < 0 || c >= cols) {
                        continue;
                    }
                    int j = r * cols + c;
                    if (j != i) {
                        d[i][j] = Math.min(d[i][j], Math.hypot(dc * g.dx, dr * g.dz));
                    }
                }
            }
        }
        for (int k = 0; k < n; k++) {
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < n; j++) {
                    d[i][j] = Math.min(d[i][j], d[i][k] + d[k][j]);
                }
            }
        }
        double[] out = new double[n];
        for (int i = 0; i < n; i++) {
            double best = Double.POSITIVE_INFINITY;
            for (int j = 0; j < n; j++) {
                best = Math.min(best, h[j] + s * d[i][j]);
            }
            out[i] = best;
        }
        return out;
    }

    /**
     * In a ring the seam's neighbour is visited after the sample it bounds: a low sample just east of
     * the seam lowers the first column in the backward sweep, after the last column read it, and the
     * next forward sweep, checking only western neighbours, changes nothing. It takes a quiet sweep in
     * each direction to stop. Mirrored, the same for a low sample just west of the seam.
     */
    @org.junit.jupiter.api.Test
    void aRingStopsOnlyAfterAQuietSweepEachWay() {
        GroupGrid g = new GroupGrid(0, 0, 100, 100, 6, 1, 600);
        for (float[] h : new float[][] {{100, 0, 100, 100, 100, 100}, {100, 100, 100, 100, 0, 100}}) {
            double[] want = brute(g, h, 0.1);
            float[] got = h.clone();
            SteadyStateRelief.chamferSweeps(g, got, 0.1);
            for (int k = 0; k < h.length; k++) {
                assertEquals(want[k], got[k], TOLERANCE_M, java.util.Arrays.toString(h) + ": sample " + k);
            }
        }
    }

    /**
     * A step falling east or south already holds every bound the first, forward sweep checks: that
     * quiet sweep must not end the work.
     */
    @org.junit.jupiter.api.Test
    void aQuietFirstSweepIsNotTheEnd() {
        GroupGrid row = new GroupGrid(0, 0, 100, 100, 4, 1, 0);
        GroupGrid column = new GroupGrid(0, 0, 100, 100, 1, 4, 0);
        for (GroupGrid g : new GroupGrid[] {row, column}) {
            float[] h = {1000, 0, 0, 0};
            double[] want = brute(g, h, 0.5);
            SteadyStateRelief.chamferSweeps(g, h, 0.5);
            for (int k = 0; k < h.length; k++) {
                assertEquals(want[k], h[k], TOLERANCE_M, g.columns + "x" + g.rows + ": sample " + k);
            }
        }
    }

    @ParameterizedTest
    @MethodSource("cases")
    void theSweepsLowerToTheGreatestSurfaceUnderTheNeighbourBound(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        for (int trial = 0; trial < 4; trial++) {
            boolean ring = trial % 2 == 1;
            int cols = rnd.nextInt(1, 10);
            int rows = rnd.nextInt(1, 10);
            double dx = rnd.nextInt(1, 5) * 50.0;
            double dz = rnd.nextInt(1, 5) * 50.0;
            GroupGrid g = new GroupGrid(0, 0, dx, dz, cols, rows, ring ? cols * dx : 0);
            float[] h = new float[g.size()];
            for (int k = 0; k < h.length; k++) {
                h[k] = (float) (rnd.nextInt(3) == 0 ? rnd.nextDouble(0, 2000) : rnd.nextDouble(0, 100));
            }
            double s = rnd.nextDouble(0.2, 2);
            double[] want = brute(g, h, s);
            float[] got = h.clone();
            SteadyStateRelief.chamferSweeps(g, got, s);
            for (int k = 0; k < h.length; k++) {
                assertEquals(want[k], got[k], TOLERANCE_M, (ring ? "ring " : "plane ") + cols + "x" + rows + " slope " + s
                        + ": sample " + k);
            }
        }
    }
}
