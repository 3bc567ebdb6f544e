package org.terrain4j.erosion;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.testkit.Cases;
import org.terrain4j.routing.DrainageGrid;
import org.terrain4j.routing.FlowNetwork;
import org.terrain4j.routing.DepressionFill;

/** Property tests over seeded random grids; the case seed is in each display name. */
class StreamPowerPropertiesTest {

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0xD8A1_4A6EL, 40);
    }

    /** A random grid: rough noise with pits, sometimes wrapped, sometimes anisotropic, sometimes NaN. */
    record Case(DrainageGrid grid, float[] h) {
    }

    static Case randomCase(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        int cols = 3 + rnd.nextInt(40);
        int rows = 3 + rnd.nextInt(40);
        double sx = 0.5 + rnd.nextDouble() * 30;
        double sz = rnd.nextBoolean() ? sx : 0.5 + rnd.nextDouble() * 30;
        DrainageGrid grid = DrainageGrid.of(cols, rows, sx, sz);
        if (rnd.nextInt(4) == 0) {
            grid = grid.withWrapX(true);
        }
        float[] h = new float[cols * rows];
        double base = rnd.nextInt(3) == 0 ? 7000 : 0;
        boolean plateaus = rnd.nextBoolean();
        for (int i = 0; i < h.length; i++) {
            double v = base + rnd.nextDouble() * 50;
            if (plateaus) {
                v = Math.floor(v / 10) * 10;
            }
            h[i] = (float) v;
        }
        if (rnd.nextInt(5) == 0) {
            h[rnd.nextInt(h.length)] = Float.NaN;
        }
        return new Case(grid, h);
    }





    /**
     * Every path of the root solve (the closed forms for n = 2 and ½, the multiplied powers for 1.5, 2.5 and 3,
     * {@code Math.pow} otherwise, Newton's tolerance of 10⁻⁹ a step) against plain bisection to the last bit,
     * within the same bound as {@link #rootSolveMatchesBruteForce}, over drops and coefficients that span
     * both regimes (the linear term dominant, the power term dominant) and the root's tiny and near-δ0 ends.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void rootSolveOfEveryExponentMatchesBisection(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        for (double n : new double[] {0.5, 0.7, 1.2, 1.5, 2, 2.5, 3, 4.3}) {
            for (int t = 0; t < 40; t++) {
                double d0 = Math.pow(10, rnd.nextDouble(-6, 4));
                double f = Math.pow(10, rnd.nextDouble(-9, 8));
                double x = StreamPower.rootOf(d0, f, n);
                double lo = 0;
                double hi = d0;
                for (int k = 0; k < 2000 && hi > lo; k++) {
                    double mid = 0.5 * (lo + hi);
                    if (mid == lo || mid == hi) {
                        break;
                    }
                    if (mid - d0 + f * Math.pow(mid, n) > 0) {
                        hi = mid;
                    } else {
                        lo = mid;
                    }
                }
                assertEquals(lo, x, 8 * Math.ulp(d0) + 1e-12 * d0, "n=" + n + " d0=" + d0 + " f=" + f);
                assertTrue(x >= 0 && x <= d0, "n=" + n + " d0=" + d0 + " f=" + f + ": " + x);
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void rootSolveMatchesBruteForce(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        for (double n : new double[] {0.5, 2}) {
            for (int t = 0; t < 50; t++) {
                double d0 = Math.pow(10, rnd.nextDouble(-4, 3));
                double f = Math.pow(10, rnd.nextDouble(-6, 4));
                double x = StreamPower.rootOf(d0, f, n);
                double lo = 0;
                double hi = d0;
                for (int k = 0; k < 400; k++) { // plain bisection
                    double mid = 0.5 * (lo + hi);
                    if (mid - d0 + f * Math.pow(mid, n) > 0) {
                        hi = mid;
                    } else {
                        lo = mid;
                    }
                }
                assertEquals(lo, x, 8 * Math.ulp(d0) + 1e-12 * d0, "n=" + n + " d0=" + d0 + " f=" + f);
                assertTrue(x >= 0 && x <= d0 && !Double.isNaN(x));
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void steadyStateSatisfiesItsEquation(long seed) {
        Case c = randomCase(seed);
        SplittableRandom rnd = Cases.replay(seed ^ 1);
        float[] u = new float[c.h.length];
        for (int i = 0; i < u.length; i++) {
            u[i] = (float) rnd.nextDouble();
        }
        SteadyState s = SteadyState.standard().withErodibility(1.0 / 600).withChannelArea(100)
                .withSlopeExponent(rnd.nextBoolean() ? 1 : 0.5 + rnd.nextDouble() * 2);
        float[] dr = DepressionFill.draining().filled(c.grid, c.h);
        FlowNetwork net = FlowNetwork.steepestDescent(c.grid, dr);
        float[] out = s.solve(net, c.h, u);
        double[] a = net.drainageArea();
        for (int i = 0; i < out.length; i++) {
            int r = net.receiver(i);
            if (r == i) {
                assertEquals(c.h[i], out[i], 0, "base level keeps its height");
                continue;
            }
            double expected = out[r] + net.receiverDistance(i) * s.slope(u[i], a[i]);
            assertEquals(expected, out[i], Math.ulp((float) expected), "sample " + i);
        }
        // and repeated with the network re-found: same bits on every run
        SteadyState rep = s.withPasses(3).withTieJitter(0.5).withSmoothing(0.5);
        assertArrayEquals(rep.solve(c.grid, c.h, u, seed, org.terrain4j.api.ProgressListener.NONE),
                rep.solve(c.grid, c.h, u, seed, org.terrain4j.api.ProgressListener.NONE));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void linearStreamPowerReachesTheClosedFormSteadyState(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        int len = 5 + rnd.nextInt(60);
        double dx = 10 + rnd.nextDouble() * 100;
        double k = 1e-5 * (1 + rnd.nextDouble() * 10);
        double m = 0.3 + rnd.nextDouble() * 0.4;
        double u = 1e-4 + rnd.nextDouble() * 1e-3;
        boolean[] outlet = new boolean[len];
        outlet[0] = true;
        DrainageGrid grid = DrainageGrid.of(len, 1, dx, dx).withOutlets(outlet);
        org.terrain4j.api.HeightfieldBuffer f = new org.terrain4j.api.HeightfieldBuffer(len, 1,
                org.terrain4j.api.GridFrame.of(0, 0, dx));
        for (int i = 0; i < len; i++) {
            f.set(i, 0, i * 0.01);
        }
        StreamPower sp = StreamPower.incision().withErodibility(k).withAreaExponent(m).withUplift(u)
                .withTimeStep(1e7).withYears(1e9).withOutlets(outlet);
        sp.erode(f, 0, org.terrain4j.api.ProgressListener.NONE);
        // closed form: S_i = U / (K A_i^m), A_i = (len − i) · dx², h_i = Σ dx · S
        double h = 0;
        for (int i = 1; i < len; i++) {
            double a = (len - i) * dx * dx;
            h += dx * u / (k * Math.pow(a, m));
            assertEquals(h, f.get(i, 0), 1e-4 * h + 1e-6, "sample " + i + " of " + grid);
        }
    }
}
