package org.terrain4j.erosion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.testkit.Cases;

/**
 * The implicit step's root, {@code δ − δ0 + f·δⁿ = 0} on [0, δ0] ({@link StreamPower#rootOf}), held to the
 * precision its Javadoc states: relative to δ itself, not to δ0 (issue 30's mutation run: a solve that fell
 * back to plain bisection, good only to a few ulps of δ0, went unnoticed by a tolerance of 10⁻¹² δ0).
 */
class StreamPowerRootTest {

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0x2007_0F5EL, 30);
    }

    /** Without incision the drop is kept exactly, on every path (closed forms and Newton). */
    @Test
    void noIncisionKeepsTheDropExactly() {
        for (double n : new double[] {0.5, 0.7, 1, 1.5, 2, 2.5, 3, 4.3}) {
            for (double d0 : new double[] {3, 7, 1e-3, 0.1, 12345.678, 1e30}) {
                assertEquals(d0, StreamPower.rootOf(d0, 0, n), "n=" + n + " d0=" + d0);
            }
        }
    }

    /**
     * The root by bisection to the last bit of the residual, evaluated as {@code δ − δ0 + f·δⁿ} with
     * {@code Math.pow}; near the root that residual is exact to about ulp(δ0), so this reference is
     * uncertain by about ulp(δ0) / g'(δ), g' = 1 + n·f·δⁿ⁻¹.
     */
    private static double bisect(double d0, double f, double n) {
        double lo = 0;
        double hi = d0;
        while (true) {
            double mid = 0.5 * (lo + hi);
            if (mid <= lo || mid >= hi) {
                return lo;
            }
            if (mid - d0 + f * Math.pow(mid, n) > 0) {
                hi = mid;
            } else {
                lo = mid;
            }
        }
    }

    /**
     * Newton's solve stops at a step of 10⁻⁹ δ, so it is within about 10⁻¹⁸ δ of the root: against bisection
     * to the last bit it agrees to 10⁻¹³ δ plus the reference's own uncertainty, also where δ is many orders
     * below δ0 (the power term dominant), where a bisection to a few ulps of δ0 would be far off.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void theRootIsPreciseRelativeToItself(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        for (double n : new double[] {0.3, 0.7, 1.2, 1.5, 2.5, 3, 4.3, 7}) {
            for (int t = 0; t < 60; t++) {
                double d0 = Math.pow(10, rnd.nextDouble(-6, 4));
                double f = Math.pow(10, rnd.nextDouble(-6, 12));
                double x = StreamPower.rootOf(d0, f, n);
                double ref = bisect(d0, f, n);
                double slope = 1 + n * f * Math.pow(ref, n - 1);
                double tol = 1e-13 * ref + 4 * Math.ulp(d0) / slope + Double.MIN_NORMAL;
                assertEquals(ref, x, tol, "n=" + n + " d0=" + d0 + " f=" + f);
                assertTrue(x >= 0 && x <= d0, "n=" + n + " d0=" + d0 + " f=" + f + ": " + x);
            }
        }
    }

    /**
     * A tiny n with an enormous f puts the root below the smallest normal double, where Newton's start
     * underflows and the solve falls back to bisection (these inputs were found by searching for that
     * fallback): the root stays in [0, δ0] and agrees with plain bisection.
     */
    @ParameterizedTest(name = "n={0} d0={1} f={2}")
    @CsvSource({"0.17781735092889053, 3.3491529330109334E23, 8.365000186600287E204",
        "0.10855683226885232, 8.81529358667803E9, 1.2266755891167193E111",
        "0.13403726741529023, 4.7437234695537889E18, 1.3409148426069502E92",
        "0.17750213032239334, 2.1282090100363966E-10, 2.8751701761357624E271",
        "0.03980834677709383, 1.8554243946549174E36, 2.0059665215844366E289"})
    void anUnderflowingRootFallsBackToBisection(double n, double d0, double f) {
        double x = StreamPower.rootOf(d0, f, n);
        assertTrue(x >= 0 && x <= d0, "in the bracket: " + x);
        assertEquals(bisect(d0, f, n), x, 4 * Math.ulp(d0) + Double.MIN_NORMAL);
    }
}
