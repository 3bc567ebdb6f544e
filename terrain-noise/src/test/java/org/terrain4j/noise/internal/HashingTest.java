package org.terrain4j.noise.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.testkit.Cases;

/** The branch-free and conversion-free helpers of {@link Hashing} against the JDK's own operations. */
class HashingTest {

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0x4A5E1F00DL, 20);
    }

    /** A double drawn over many magnitudes and both signs, with integers and halves mixed in. */
    private static double anyDouble(SplittableRandom rnd) {
        double m = Math.scalb(rnd.nextDouble(), rnd.nextInt(-60, 60));
        switch (rnd.nextInt(4)) {
            case 0:
                m = Math.rint(m);
                break;
            case 1:
                m = Math.rint(m) + 0.5;
                break;
            default:
                break;
        }
        return rnd.nextBoolean() ? m : -m;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void floorEqualsMathFloor(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        for (int i = 0; i < 100_000; i++) {
            double x = anyDouble(rnd);
            if (x == 0) {
                continue;
            }
            assertEquals(Math.floor(x), Hashing.floor(x), () -> "x=" + x);
        }
    }

    @Test
    void floorAtEdges() {
        double[] xs = {0.0, 1e-300, -1e-300, Double.MIN_VALUE, -Double.MIN_VALUE, 0.5, -0.5, 1, -1,
            0x1p51 - 0.5, -0x1p51 + 0.5, 0x1p51, -0x1p51, 0x1p52 + 1, -0x1p52 - 1, 0x1p62, -0x1p62,
            Math.nextDown(1.0), -Math.nextDown(1.0), Math.nextUp(-1.0), Double.MAX_VALUE, -Double.MAX_VALUE,
            Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (double x : xs) {
            assertEquals(Math.floor(x), Hashing.floor(x), () -> "x=" + x);
        }
        assertTrue(Double.isNaN(Hashing.floor(Double.NaN)));
        // the documented exception: −0.0 floors to +0.0 (a zero either way)
        assertEquals(0.0, Hashing.floor(-0.0));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void asDoubleEqualsTheCast(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        for (int i = 0; i < 100_000; i++) {
            long v = rnd.nextLong() >> rnd.nextInt(13, 64);
            assertEquals((double) v, Hashing.asDouble(v), () -> "v=" + v);
        }
        assertEquals((double) ((1L << 51) - 1), Hashing.asDouble((1L << 51) - 1));
        assertEquals((double) (-(1L << 51) + 1), Hashing.asDouble(-(1L << 51) + 1));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void signedUnitCoversMinusOneToOne(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        double lo = 1;
        double hi = -1;
        double sum = 0;
        int n = 200_000;
        for (int i = 0; i < n; i++) {
            double v = Hashing.signedUnit(rnd.nextLong());
            assertTrue(v >= -1 && v < 1, () -> "v=" + v);
            lo = Math.min(lo, v);
            hi = Math.max(hi, v);
            sum += v;
        }
        assertTrue(lo < -0.999 && hi > 0.999, "lo=" + lo + " hi=" + hi);
        // mean of n uniforms on [−1, 1): standard deviation 1/√(3n) ≈ 0.0013; allow 5σ
        assertEquals(0, sum / n, 5 / Math.sqrt(3.0 * n));
        assertEquals(-1.0, Hashing.signedUnit(0L));
        assertEquals(1.0 - 0x1p-51, Hashing.signedUnit(-1L));
    }

    @Test
    void indicesAreUniform() {
        // every 28-bit top value t maps to ⌊12t / 2²⁸⌋: step t through the range and count
        int[] c12 = new int[12];
        for (long t = 0; t < (1L << 28); t += 97) {
            c12[Hashing.index12(t << 36 | 0xFFFFFFFFFL)]++;
        }
        int total = (int) (((1L << 28) + 96) / 97);
        for (int k = 0; k < 12; k++) {
            assertEquals(total / 12.0, c12[k], 2.0, "index12 bin " + k);
        }
        assertEquals(0, Hashing.index12(0L));
        assertEquals(11, Hashing.index12(-1L));
    }
}
