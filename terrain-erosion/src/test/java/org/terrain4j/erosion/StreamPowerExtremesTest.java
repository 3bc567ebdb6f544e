package org.terrain4j.erosion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.testkit.Cases;

/**
 * Review 6, finding 21: an erodibility or uplift that the Javadoc allowed gave NaN heights (K ≥ 1e305:
 * 2106 of 4225 samples) or an exception mid-run (K = 1e304, uplift 1e300: "heights must be finite or NaN,
 * sample … was Infinity"). Every setting is now either refused when it is set, naming the parameter, or
 * gives a finite field.
 */
class StreamPowerExtremesTest {

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0x5712_EA3FL, 60);
    }

    /** A value spread over many orders of magnitude, the extremes included. */
    private static double wide(SplittableRandom rnd, double max) {
        return switch (rnd.nextInt(6)) {
            case 0 -> 0;
            case 1 -> max;
            case 2 -> Math.nextDown(max);
            default -> Math.min(max, Math.pow(10, rnd.nextDouble(-12, Math.log10(max))));
        };
    }

    /**
     * Extreme K, uplift, exponents, time and spacing on a small field with heights up to the float range:
     * refused with an IllegalArgumentException that names the parameter at construction, or eroded to
     * finite heights.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void extremeParametersAreRefusedOrGiveFiniteHeights(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        double k = wide(rnd, Double.MAX_VALUE);
        double uplift = (rnd.nextBoolean() ? 1 : -1)
                * (rnd.nextBoolean() ? wide(rnd, Double.MAX_VALUE) : Math.pow(10, rnd.nextDouble(-12, 32)));
        double m = rnd.nextInt(4) == 0 ? 10 : rnd.nextDouble(0, 10);
        double n = rnd.nextInt(4) == 0 ? 10 : rnd.nextDouble(1e-3, 10);
        double timeStep = Math.pow(10, rnd.nextDouble(-3, 8));
        double years = timeStep * rnd.nextInt(1, 6);
        double relief = Math.pow(10, rnd.nextDouble(-3, 38));
        double spacing = Math.pow(10, rnd.nextDouble(-3, 6));
        float[] kMap = null;
        if (rnd.nextInt(4) == 0) {
            kMap = new float[17 * 17];
            for (int i = 0; i < kMap.length; i++) {
                kMap[i] = (float) Math.min(Float.MAX_VALUE, wide(rnd, Double.MAX_VALUE));
            }
        }
        StreamPower p;
        try {
            p = StreamPower.incision().withErodibility(k).withAreaExponent(m).withSlopeExponent(n)
                    .withTimeStepAndYears(timeStep, years).withUplift(uplift);
            if (kMap != null) {
                p = p.withErodibilityMap(Heightfield.of(17, 17, kMap));
            }
        } catch (IllegalArgumentException e) {
            assertTrue(e.getMessage().startsWith("uplift"), "refused for the uplift, named: " + e.getMessage());
            assertTrue(Math.abs(uplift) * years > StreamPower.MAX_RISE, "refused only beyond the limit: "
                    + e.getMessage());
            return;
        }
        double scale = Math.min(relief, Float.MAX_VALUE);
        Heightfield land = Heightfield.diamondSquare(17, 0.5, seed).map(v -> (float) Math.min(Float.MAX_VALUE, v * scale))
                .withFrame(GridFrame.of(0, 0, spacing));
        Heightfield out;
        try {
            out = land.eroded(p);
        } catch (RuntimeException e) {
            fail(p + " threw during the run: " + e, e);
            return;
        }
        float[] a = out.toArray();
        for (int i = 0; i < a.length; i++) {
            if (!Float.isFinite(a[i])) {
                fail(p + " on relief " + relief + " at spacing " + spacing + ": sample " + i + " is " + a[i]);
            }
        }
    }

    /** The review's cases: K from 1e304 to the largest double gives finite heights. */
    @Test
    void theReviewsErodibilitiesGiveFiniteHeights() {
        Heightfield land = Heightfield.diamondSquare(65, 0.5, 7);
        for (double k : new double[] {1e304, 1e305, 1e306, 1e307, 1e308, Double.MAX_VALUE}) {
            Heightfield out = land.eroded(StreamPower.incision().withErodibility(k));
            assertEquals(0, out.noDataCount(), "K = " + k);
            for (float v : out.toArray()) {
                assertTrue(Float.isFinite(v), "K = " + k + ": " + v);
            }
        }
    }

    /** The review's uplift of 1e300 m/yr is refused when it is set, with the limit and the values. */
    @Test
    void theReviewsUpliftIsRefusedWhenSet() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> StreamPower.incision().withUplift(1e300));
        assertEquals("uplift × years must be at most 1e30 m in magnitude (a float height could overflow"
                + " beyond it), was 1.0E300 m/yr × 100000.0 years", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> StreamPower.incision().withUplift(1e25).withYears(1e6));
        assertEquals(-1e24, StreamPower.incision().withUplift(-1e24).uplift());
    }
}
