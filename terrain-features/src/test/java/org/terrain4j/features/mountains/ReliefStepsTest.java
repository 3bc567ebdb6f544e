package org.terrain4j.features.mountains;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.testkit.Cases;

/**
 * The steady-state relief's grid steps against brute force: the running maximum and the box mean
 * along a line (any start and stride, wrapping or not) by looking at every sample of the window, and
 * the threshold slope's lowering and raising as the greatest (least) surface under (over) the input,
 * {@code min_j h[j] + s·D(i, j)} with D the plan (Euclidean) distance, on planes and rings: a round cone,
 * so the faces it cuts do not follow the grid's axes (issue 30's review; before, D was the shortest
 * eight-neighbour path, an octagonal pyramid creased along the rows, columns and diagonals).
 */
class ReliefStepsTest {

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0x57E95L, 40);
    }

    @ParameterizedTest
    @MethodSource("cases")
    void runningMaximumAndBoxMeanLookAtEverySampleOfTheWindow(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        for (int trial = 0; trial < 20; trial++) {
            int len = rnd.nextInt(1, 12);
            int stride = rnd.nextInt(1, 4);
            int start = rnd.nextInt(0, stride + 2);
            int radius = rnd.nextInt(0, 8);
            boolean wrap = rnd.nextBoolean();
            float[] in = new float[start + len * stride + 3];
            for (int k = 0; k < in.length; k++) {
                in[k] = (float) rnd.nextDouble(-50, 50);
            }
            float[] max = new float[in.length];
            float[] mean = new float[in.length];
            Arrays.fill(max, 12345f);
            Arrays.fill(mean, 12345f);
            SteadyStateRelief.maxLine(in, max, start, stride, len, radius, wrap);
            SteadyStateRelief.boxLine(in, mean, start, stride, len, radius, wrap);
            String where = "len " + len + " stride " + stride + " start " + start + " radius " + radius + (wrap
                    ? " wrapped" : "");
            boolean[] onLine = new boolean[in.length];
            for (int i = 0; i < len; i++) {
                onLine[start + i * stride] = true;
                double m = Double.NEGATIVE_INFINITY;
                double sum = 0;
                int count = 0;
                boolean meanWraps = wrap && 2 * radius + 1 <= len;
                for (int j = i - radius; j <= i + radius; j++) {
                    if (wrap) {
                        m = Math.max(m, in[start + Math.floorMod(j, len) * stride]);
                    } else if (j >= 0 && j < len) {
                        m = Math.max(m, in[start + j * stride]);
                    }
                    if (meanWraps) {
                        sum += in[start + Math.floorMod(j, len) * stride];
                        count++;
                    } else if (j >= 0 && j < len) {
                        sum += in[start + j * stride];
                        count++;
                    }
                }
                assertEquals((float) m, max[start + i * stride], 0, where + ": maximum at " + i);
                assertEquals(sum / count, mean[start + i * stride], 1e-4, where + ": mean at " + i);
            }
            for (int k = 0; k < in.length; k++) {
                if (!onLine[k]) {
                    assertEquals(12345f, max[k], 0, where + ": the maximum wrote off its line at " + k);
                    assertEquals(12345f, mean[k], 0, where + ": the mean wrote off its line at " + k);
                }
            }
        }
    }

    /**
     * min over j of h[j] + s·D(i, j) (sign = 1), or max of h[j] − s·D(i, j) (sign = −1), D the plan
     * (Euclidean) distance, the shorter way round in a ring.
     */
    static double[] brute(GroupGrid g, float[] h, double s, int sign) {
        int n = g.size();
        double[] out = new double[n];
        for (int i = 0; i < n; i++) {
            double best = sign > 0 ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
            for (int k = 0; k < n; k++) {
                int dc = Math.abs(i % g.columns - k % g.columns);
                if (g.ring()) {
                    dc = Math.min(dc, g.columns - dc);
                }
                double dist = Math.hypot(dc * g.dx, (i / g.columns - k / g.columns) * g.dz);
                best = sign > 0 ? Math.min(best, h[k] + s * dist) : Math.max(best, h[k] - s * dist);
            }
            out[i] = best;
        }
        return out;
    }

    static void check(GroupGrid g, float[] h, double s, String where) {
        check(g, h, s, where, 1e-3);
    }

    static void check(GroupGrid g, float[] h, double s, String where, double tolerance) {
        float[] down = h.clone();
        SteadyStateRelief.limitSlope(g, down, s);
        float[] up = h.clone();
        SteadyStateRelief.raiseSlope(g, up, s);
        double[] wantDown = brute(g, h, s, 1);
        double[] wantUp = brute(g, h, s, -1);
        for (int k = 0; k < h.length; k++) {
            assertEquals(wantDown[k], down[k], tolerance, where + ": lowered at " + k);
            assertEquals(wantUp[k], up[k], tolerance, where + ": raised at " + k);
        }
    }

    @ParameterizedTest
    @MethodSource("cases")
    void theThresholdSlopeLowersToTheGreatestAndRaisesToTheLeastSurface(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        for (boolean ring : new boolean[] {false, true}) {
            int cols = rnd.nextInt(1, 9);
            int rows = rnd.nextInt(1, 9);
            double dx = rnd.nextInt(1, 5) * 50.0;
            double dz = rnd.nextInt(1, 5) * 50.0;
            GroupGrid g = new GroupGrid(rnd.nextInt(-5, 5) * 100.0, rnd.nextInt(-5, 5) * 100.0, dx, dz, cols, rows,
                    ring ? cols * dx : 0);
            float[] h = new float[g.size()];
            for (int k = 0; k < h.length; k++) {
                h[k] = (float) (rnd.nextInt(4) == 0 ? rnd.nextDouble(0, 2000) : rnd.nextDouble(0, 100));
            }
            check(g, h, rnd.nextDouble(0.2, 2), (ring ? "ring " : "plane ") + cols + "x" + rows);
        }
    }

    /**
     * Larger grids with many tall spikes, where a sample's bound comes from far away through samples
     * bounded by others: the brute-force minimum over all pairs, but for the rare sample a propagation
     * of nearest bounding samples misses (documented on {@link SteadyStateRelief#limitSlope}).
     */
    @ParameterizedTest
    @MethodSource("cases")
    void onLargerSpikyGridsTheRoundConeIsStillTheBruteForceMinimum(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed ^ 0xB16L);
        for (boolean ring : new boolean[] {false, true}) {
            int cols = rnd.nextInt(20, 41);
            int rows = rnd.nextInt(20, 41);
            double dx = rnd.nextInt(1, 5) * 50.0;
            double dz = rnd.nextInt(1, 5) * 50.0;
            GroupGrid g = new GroupGrid(0, 0, dx, dz, cols, rows, ring ? cols * dx : 0);
            float[] h = new float[g.size()];
            for (int k = 0; k < h.length; k++) {
                h[k] = (float) (rnd.nextInt(12) == 0 ? rnd.nextDouble(0, 5000) : rnd.nextDouble(0, 300));
            }
            double s = rnd.nextDouble(0.3, 1.5);
            String where = (ring ? "ring " : "plane ") + cols + "x" + rows;
            float[] down = h.clone();
            SteadyStateRelief.limitSlope(g, down, s);
            float[] up = h.clone();
            SteadyStateRelief.raiseSlope(g, up, s);
            double[] wantDown = brute(g, h, s, 1);
            double[] wantUp = brute(g, h, s, -1);
            // Heights to 5,000 m in float: 1 cm for a chain of roundings. Beyond it, a miss of the
            // propagation leaves a sample on the safe side (not lowered or raised far enough), by at
            // most 2 % of one cell's threshold rise, and at most one sample in a hundred (measured: 3 of
            // 648 in one ring of 40 pairs of grids, 1.7 m under a 4,108 m raise; none in the planes).
            double cell = s * Math.max(dx, dz);
            int misses = 0;
            for (int k = 0; k < h.length; k++) {
                double overDown = down[k] - wantDown[k];
                double underUp = wantUp[k] - up[k];
                assertTrue(overDown >= -1e-2 && underUp >= -1e-2, where + ": past the exact cone at " + k);
                assertTrue(overDown <= 0.02 * cell + 1e-2 && underUp <= 0.02 * cell + 1e-2, where + ": off the cone by "
                        + Math.max(overDown, underUp) + " m at " + k + ", a cell's rise " + cell + " m");
                misses += overDown > 1e-2 || underUp > 1e-2 ? 1 : 0;
            }
            assertTrue(misses <= h.length / 100, where + ": " + misses + " samples off the cone");
        }
    }

    /**
     * Ground that only the backward sweep can fix: a step falling east or south already holds for
     * every neighbour the forward sweep looks at, so a first sweep that changes nothing must not end it.
     */
    @Test
    void aStepFallingEastOrSouthIsLimitedToo() {
        GroupGrid row = new GroupGrid(0, 0, 100, 100, 4, 1, 0);
        check(row, new float[] {1000, 0, 0, 0}, 1, "a row");
        check(new GroupGrid(0, 0, 100, 100, 4, 1, 400), new float[] {0, 0, 1000, 0}, 1, "a ring row");
        check(new GroupGrid(0, 0, 100, 100, 1, 4, 0), new float[] {1000, 0, 0, 0}, 1, "a column");
        check(new GroupGrid(0, 0, 100, 100, 3, 3, 0), new float[] {0, 0, 0, 0, 0, 0, 0, 0, 900}, 1, "a corner");
        check(new GroupGrid(0, 0, 100, 100, 3, 3, 0), new float[] {900, 0, 0, 0, 0, 0, 0, 0, 0}, 1, "a corner");
        check(new GroupGrid(0, 0, 100, 100, 3, 3, 0), new float[] {0, 0, 900, 0, 0, 0, 0, 0, 0}, 1, "a corner");
        check(new GroupGrid(0, 0, 100, 100, 3, 3, 0), new float[] {0, 0, 0, 0, 0, 0, 900, 0, 0}, 1, "a corner");
    }

    /**
     * Javadoc of carve: U · h / M blended with U by the strength, a straight blend: at strength s the
     * relief is U + s · (carved − U), so it lies between U (s = 0) and the full carve (s = 1).
     */
    @ParameterizedTest
    @MethodSource("cases")
    void theCarveBlendsLinearlyWithTheUpliftByItsStrength(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        GroupGrid g = new GroupGrid(0, 0, 200, 200, rnd.nextInt(5, 40), rnd.nextInt(5, 40), 0);
        float[] field = new float[g.size()];
        float[] h = new float[g.size()];
        for (int k = 0; k < field.length; k++) {
            field[k] = (float) rnd.nextDouble(0, 3000);
            h[k] = (float) rnd.nextDouble(0, 2);
        }
        java.util.concurrent.ForkJoinPool pool = new java.util.concurrent.ForkJoinPool(1);
        try {
            float[] none = SteadyStateRelief.carve(g, field, h, 0, pool);
            float[] full = SteadyStateRelief.carve(g, field, h, 1, pool);
            double s = rnd.nextDouble(0.1, 0.9);
            float[] part = SteadyStateRelief.carve(g, field, h, s, pool);
            for (int k = 0; k < field.length; k++) {
                assertEquals(field[k], none[k], 0, "strength 0 leaves U");
                assertEquals(field[k] + s * (full[k] - field[k]), part[k], 1e-3, "strength " + s + " at " + k);
                assertTrue(full[k] <= field[k], "the carve never rises above U");
            }
        } finally {
            pool.shutdown();
        }
    }
}
