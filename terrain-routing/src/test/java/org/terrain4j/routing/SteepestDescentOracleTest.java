package org.terrain4j.routing;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.testkit.Cases;

/**
 * {@link FlowNetwork#steepestDescent} against D8 written out plainly: every sample that is neither an outlet
 * nor no data, nor beside no data, drains to the neighbour (through {@link DrainageGrid#neighbour}, so the
 * grid's wrap) of steepest descent {@code (h − h_j) / distance(d)}, the lowest direction on a tie; a sample
 * with no lower neighbour is its own receiver. Heights on whole metres make ties common, on inner and edge
 * samples alike; the grids wrap along x, z, both or neither (a wrapped edge is not an outlet, so its samples
 * are routed, through the other side), with anisotropic spacings and NaN samples.
 */
class SteepestDescentOracleTest {

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0x5_7EE9L, 60);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void receiversAndLengthsAreD8(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        int cols = 3 + rnd.nextInt(30);
        int rows = 3 + rnd.nextInt(30);
        double sx = 0.5 + rnd.nextDouble() * 30;
        double sz = rnd.nextBoolean() ? sx : 0.5 + rnd.nextDouble() * 30;
        boolean wrapX = rnd.nextBoolean();
        boolean wrapZ = rnd.nextBoolean();
        DrainageGrid g = DrainageGrid.of(cols, rows, sx, sz).withWrapX(wrapX).withWrapZ(wrapZ);
        int n = cols * rows;
        float[] h = new float[n];
        for (int i = 0; i < n; i++) {
            h[i] = (float) Math.floor(rnd.nextDouble() * 12);
        }
        if (wrapX && wrapZ) {
            // no open edge: an outlet inside (a mask) or a NaN sample gives the water somewhere to leave
            boolean[] mask = new boolean[n];
            mask[rnd.nextInt(n)] = true;
            g = g.withOutlets(mask);
        }
        int holes = rnd.nextInt(3);
        for (int k = 0; k < holes; k++) {
            h[rnd.nextInt(n)] = Float.NaN;
        }
        FlowNetwork net = FlowNetwork.steepestDescent(g, h);
        int[] expected = new int[n];
        double[] lengths = new double[n];
        int routed = 0;
        for (int i = 0; i < n; i++) {
            expected[i] = i;
            if (Float.isNaN(h[i]) || g.isOutlet(i) || besideNoData(g, h, i)) {
                continue;
            }
            double best = 0;
            for (int d = 0; d < 8; d++) {
                int j = g.neighbour(i, d);
                if (j < 0 || !(h[j] < h[i])) {
                    continue;
                }
                double s = (h[i] - h[j]) / g.distance(d);
                if (s > best) {
                    best = s;
                    expected[i] = j;
                    lengths[i] = g.distance(d);
                }
            }
            routed += expected[i] != i ? 1 : 0;
        }
        assertTrue(routed > 0, "nothing routed");
        assertArrayEquals(expected, net.receiversToArray(), g.toString());
        assertArrayEquals(lengths, net.receiverDistancesToArray(), g.toString());
    }

    /**
     * {@link FlowNetwork#of}: a receiver anywhere on the grid (not only a neighbour) lies at the straight-line
     * distance between the two grid positions, the shorter way round along a wrapped axis; receivers drawn as a
     * random forest (each sample drains to itself or to one placed before it in a random order).
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void givenReceiversLieAtTheirStraightLineDistance(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        int cols = 3 + rnd.nextInt(25);
        int rows = 3 + rnd.nextInt(25);
        double sx = 0.5 + rnd.nextDouble() * 30;
        double sz = 0.5 + rnd.nextDouble() * 30;
        DrainageGrid g = DrainageGrid.of(cols, rows, sx, sz).withWrapX(rnd.nextBoolean()).withWrapZ(rnd.nextBoolean());
        int n = cols * rows;
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = rnd.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        int[] receivers = new int[n];
        double[] expected = new double[n];
        for (int k = 0; k < n; k++) {
            int i = order[k];
            int r = k == 0 || rnd.nextInt(5) == 0 ? i : order[rnd.nextInt(k)];
            receivers[i] = r;
            int dc = Math.abs(i % cols - r % cols);
            int dr = Math.abs(i / cols - r / cols);
            if (g.wrapX()) {
                dc = Math.min(dc, cols - dc);
            }
            if (g.wrapZ()) {
                dr = Math.min(dr, rows - dr);
            }
            expected[i] = Math.hypot(dc * sx, dr * sz);
        }
        double[] got = FlowNetwork.of(g, receivers).receiverDistancesToArray();
        for (int i = 0; i < n; i++) {
            assertEquals(expected[i], got[i], 1e-9 * (1 + expected[i]), "sample " + i + " to " + receivers[i] + " on " + g);
        }
        assertArrayEquals(receivers, FlowNetwork.of(g, receivers).receiversToArray());
    }

    private static boolean besideNoData(DrainageGrid g, float[] h, int i) {
        for (int d = 0; d < 8; d++) {
            int j = g.neighbour(i, d);
            if (j >= 0 && Float.isNaN(h[j])) {
                return true;
            }
        }
        return false;
    }
}
