package org.terrain4j.erosion;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import java.util.stream.LongStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.routing.DepressionFill;
import org.terrain4j.routing.DrainageGrid;
import org.terrain4j.routing.FlowNetwork;

/**
 * The steady state's rules checked against independent oracles: the slope's closed form for any
 * m and n, the multiple-flow hillslopes against a brute force that takes samples in order of height
 * (the solver walks depth-first), translation equivariance on wrapped grids, the limit of a very
 * large spread exponent, progress, and refusals by name.
 */
class SteadyStateRulesTest {

    @Test
    void theSlopeIsTheClosedFormForAnyExponents() {
        double k = 3e-5;
        double ac = 2e5;
        for (double m : new double[] {0.3, 0.5, 0.7}) {
            for (double n : new double[] {0.5, 1, 2, 3.5}) {
                SteadyState s = SteadyState.standard().withErodibility(k).withAreaExponent(m).withSlopeExponent(n)
                        .withChannelArea(ac);
                for (double a : new double[] {0, 1e3, ac, 4e6, 9e8}) {
                    double u = 2.5e-3;
                    // E = K A^m S^n = U  =>  S = (U / (K max(A, Ac)^m))^(1/n)
                    double expected = Math.pow(u / (k * Math.pow(Math.max(a, ac), m)), 1 / n);
                    assertEquals(expected, s.slope(u, a), 1e-12 * expected, "m " + m + ", n " + n + ", A " + a);
                }
                assertEquals(0, s.slope(0, 1e6), "no uplift, no slope");
                assertEquals(0, s.slope(-1, 1e6), "sinking ground, no slope");
                assertEquals(0, s.slope(Double.NEGATIVE_INFINITY, 1e6), "sinking ground, no slope");
            }
        }
    }

    @Test
    void theSlopeRefusesByName() {
        SteadyState s = SteadyState.standard();
        for (double u : new double[] {Double.NaN, Double.POSITIVE_INFINITY}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> s.slope(u, 1e6));
            assertTrue(e.getMessage().contains("upliftRate"), e.getMessage());
        }
        for (double a : new double[] {-1e-9, Double.NaN, Double.POSITIVE_INFINITY}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> s.slope(1, a));
            assertTrue(e.getMessage().contains("area"), e.getMessage());
        }
        assertDoesNotThrow(() -> s.slope(1, 0));
        assertDoesNotThrow(() -> s.slope(1, Double.MAX_VALUE));
    }

    @Test
    void theSlopeExponentIsInItsRange() {
        for (double n : new double[] {Double.MIN_VALUE, 1, 10}) {
            assertEquals(n, SteadyState.standard().withSlopeExponent(n).slopeExponent());
        }
        for (double n : new double[] {0, -1, Math.nextUp(10.0), Double.NaN}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> SteadyState.standard().withSlopeExponent(n));
            assertTrue(e.getMessage().contains("slopeExponent"), e.getMessage());
        }
    }

    @Test
    void everySettingReadsBackAsGiven() {
        SteadyState s = SteadyState.standard().withErodibility(7e-6).withAreaExponent(0.45).withSlopeExponent(1.5)
                .withChannelArea(3e5).withPasses(6).withTieJitter(2.5).withSmoothing(0.25).withHillslopeSpread(1.3);
        assertEquals(7e-6, s.erodibility());
        assertEquals(0.45, s.areaExponent());
        assertEquals(1.5, s.slopeExponent());
        assertEquals(3e5, s.channelArea());
        assertEquals(6, s.passes());
        assertEquals(2.5, s.tieJitter());
        assertEquals(0.25, s.smoothing());
        assertEquals(1.3, s.hillslopeSpread());
        SteadyState same = SteadyState.standard().withErodibility(7e-6).withAreaExponent(0.45).withSlopeExponent(1.5)
                .withChannelArea(3e5).withPasses(6).withTieJitter(2.5).withSmoothing(0.25).withHillslopeSpread(1.3);
        assertEquals(s, same);
        assertEquals(s.hashCode(), same.hashCode());
        assertNotEquals(s, same.withPasses(5));
    }

    @Test
    void wrongLengthsAndNonFiniteUpliftAreRefusedByName() {
        DrainageGrid grid = DrainageGrid.of(8, 6, 10, 10);
        float[] ok = new float[48];
        SteadyState s = SteadyState.standard();
        FlowNetwork net = FlowNetwork.steepestDescent(grid, ok);
        assertRefused("heights", () -> s.solve(grid, new float[47], ok, 1, ProgressListener.NONE));
        assertRefused("uplift", () -> s.solve(grid, ok, new float[49], 1, ProgressListener.NONE));
        assertRefused("heights", () -> s.solve(net, new float[47], ok));
        assertRefused("uplift", () -> s.solve(net, ok, new float[49]));
        for (float bad : new float[] {Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY}) {
            float[] u = new float[48];
            u[17] = bad;
            assertRefused("uplift", () -> s.solve(grid, ok, u, 1, ProgressListener.NONE));
            assertRefused("uplift", () -> s.solve(net, ok, u));
        }
    }

    private static void assertRefused(String name, org.junit.jupiter.api.function.Executable call) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call);
        assertTrue(e.getMessage().contains(name), e.getMessage());
    }

    @Test
    void progressCountsThePassesUpToOne() {
        List<Double> seen = new ArrayList<>();
        SteadyState.standard().withPasses(5).solve(DrainageGrid.of(9, 7, 10, 10), new float[63], uniform(63, 1e-3f),
                1, (fraction, message) -> seen.add(fraction));
        assertEquals(List.of(0.2, 0.4, 0.6, 0.8, 1.0), seen);
    }

    static LongStream seeds() {
        return LongStream.range(1, 25);
    }

    /** Rough random ground with pits, tilted or not, and a few no-data samples. */
    static float[] ground(SplittableRandom rnd, int cols, int rows, boolean tilted) {
        float[] h = new float[cols * rows];
        for (int i = 0; i < h.length; i++) {
            h[i] = (float) (30 * rnd.nextDouble() + (tilted ? 3 * (i / cols) + (i % cols) : 0));
        }
        for (int k = 0; k < 3; k++) {
            h[cols + 1 + rnd.nextInt((rows - 2) * cols - 2)] = Float.NaN;
        }
        return h;
    }

    static float[] uniform(int n, float v) {
        float[] u = new float[n];
        Arrays.fill(u, v);
        return u;
    }

    /**
     * One pass, no jitter, no smoothing: every sample stands where the rule puts it, computed here by
     * taking samples in order of their routed (filled) height. Channels (area ≥ A_c) stand their run
     * times the slope above their receiver; hillslopes at the mean of {@code out[j] + L_j·S} over their
     * lower neighbours, weighted by {@code (drop / L_j)^p}, in the grid's direction order. Grids with an
     * inner outlet only (closed edges), wrapped in x or z, and no-data samples.
     */
    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void spreadHillslopesMatchAnOrderByHeightBruteForce(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        int cols = 9 + rnd.nextInt(30);
        int rows = 7 + rnd.nextInt(30);
        double dx = 20 + 40 * rnd.nextDouble();
        double dz = 20 + 40 * rnd.nextDouble();
        DrainageGrid grid = DrainageGrid.of(cols, rows, dx, dz);
        switch ((int) (seed % 3)) {
            case 0 -> grid = grid.withWrapX(true);
            case 1 -> grid = grid.withWrapZ(true);
            default -> {
            }
        }
        if (seed % 2 == 1) {
            boolean[] outlet = new boolean[cols * rows];
            outlet[(rows / 2) * cols + cols / 2] = true;
            grid = grid.withOutlets(outlet);
        }
        float[] h = ground(rnd, cols, rows, seed % 4 < 2);
        if (seed % 2 == 1) {
            h[(rows / 2) * cols + cols / 2] = -5;
        }
        float[] u = new float[h.length];
        for (int i = 0; i < u.length; i++) {
            u[i] = (float) (1e-3 * (0.5 + rnd.nextDouble()));
        }
        double p = 0.5 + 2 * rnd.nextDouble();
        double ac = dx * dz * (1.5 + 4 * rnd.nextDouble());
        SteadyState s = SteadyState.standard().withErodibility(1e-4).withChannelArea(ac).withHillslopeSpread(p);
        float[] got = s.solve(grid, h, u, seed, ProgressListener.NONE);
        float[] want = bruteForce(grid, s, h, u);
        for (int i = 0; i < h.length; i++) {
            assertEquals(Float.floatToIntBits(want[i]), Float.floatToIntBits(got[i]),
                    "sample " + i + ": " + want[i] + " vs " + got[i] + " (" + grid + ")");
        }
    }

    static float[] bruteForce(DrainageGrid grid, SteadyState s, float[] h, float[] u) {
        int n = h.length;
        float[] route = DepressionFill.draining().filled(grid, h);
        FlowNetwork net = FlowNetwork.steepestDescent(grid, route);
        double[] area = net.drainageArea();
        float[] out = new float[n];
        Integer[] order = IntStream.range(0, n).boxed().toArray(Integer[]::new);
        Arrays.sort(order, Comparator.comparingDouble(i -> Float.isNaN(route[i]) ? Double.NEGATIVE_INFINITY : route[i]));
        for (int i : order) {
            int r = net.receiver(i);
            if (r == i) {
                out[i] = h[i];
                continue;
            }
            double slope = s.slope(u[i], area[i]);
            if (area[i] >= s.channelArea()) {
                out[i] = (float) (out[r] + net.receiverDistance(i) * slope);
                continue;
            }
            double sum = 0;
            double acc = 0;
            for (int d = 0; d < 8; d++) {
                int j = grid.neighbour(i, d);
                if (j < 0 || !(route[j] < route[i])) {
                    continue;
                }
                double w = Math.pow((route[i] - (double) route[j]) / grid.distance(d), s.hillslopeSpread());
                sum += w;
                acc += w * (out[j] + grid.distance(d) * slope);
            }
            out[i] = (float) (acc / sum);
        }
        return out;
    }

    /**
     * Nothing in the rule depends on where a sample is on a wrapped axis: with no jitter, shifting the
     * ground (and outlets) along a wrapped axis shifts the result, bit for bit, with smoothing on and
     * hillslopes spread, over several passes.
     */
    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void aShiftAlongAWrappedAxisShiftsTheResult(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        int cols = 8 + rnd.nextInt(12);
        int rows = 8 + rnd.nextInt(12);
        boolean alongX = seed % 2 == 0;
        float[] h = new float[cols * rows];
        for (int i = 0; i < h.length; i++) {
            int across = alongX ? i / cols : i % cols;
            h[i] = (float) (40 * rnd.nextDouble() + 6 * Math.min(across, (alongX ? rows : cols) - 1 - across));
        }
        float[] u = uniform(h.length, 2e-3f);
        int shift = 1 + rnd.nextInt((alongX ? cols : rows) - 1);
        DrainageGrid grid = DrainageGrid.of(cols, rows, 30, 25).withWrapX(alongX).withWrapZ(!alongX);
        SteadyState s = SteadyState.standard().withErodibility(1e-4).withChannelArea(30 * 25 * 3).withPasses(3)
                .withSmoothing(0.5).withHillslopeSpread(seed % 3 == 0 ? 0 : 1.1);
        float[] a = shifted(s.solve(grid, h, u, seed, ProgressListener.NONE), cols, rows, alongX, shift);
        float[] b = s.solve(grid, shifted(h, cols, rows, alongX, shift), u, seed, ProgressListener.NONE);
        assertArrayEquals(a, b, "shift " + shift + (alongX ? " along x" : " along z"));
        assertFalse(Arrays.equals(a, shifted(h, cols, rows, alongX, shift)), "the steady state changed the ground");
    }

    static float[] shifted(float[] v, int cols, int rows, boolean alongX, int k) {
        float[] out = new float[v.length];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int to = alongX ? r * cols + (c + k) % cols : ((r + k) % rows) * cols + c;
                out[to] = v[r * cols + c];
            }
        }
        return out;
    }

    /**
     * As the spread exponent grows the steepest lower neighbour takes all the weight: with p = 100 on
     * gentle ground every weight underflows to zero and the sample stands above its steepest-descent
     * receiver, exactly as with no spread, and nothing is NaN.
     */
    @Test
    void aHugeSpreadExponentOnGentleGroundIsSteepestDescent() {
        int cols = 14;
        int rows = 11;
        SplittableRandom rnd = new SplittableRandom(5);
        float[] h = new float[cols * rows];
        for (int i = 0; i < h.length; i++) {
            h[i] = (float) (100 + 0.005 * (i / cols) + 0.001 * rnd.nextDouble());
        }
        DrainageGrid grid = DrainageGrid.of(cols, rows, 100, 100);
        float[] u = uniform(h.length, 1e-6f);
        // S = U / (K √A_c) = 1e-3: each sample stands 0.1 m above its receiver
        SteadyState single = SteadyState.standard().withErodibility(1e-6).withChannelArea(1e12);
        float[] want = single.solve(grid, h, u, 3, ProgressListener.NONE);
        float[] got = single.withHillslopeSpread(100).solve(grid, h, u, 3, ProgressListener.NONE);
        assertArrayEquals(want, got);
    }
}
