package org.terrain4j.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.testkit.Cases;

class DiamondSquareTest {

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0xD1A30DL, 25);
    }

    @Test
    void sideIsTheGrownFieldsSide() {
        for (int size : new int[] {2, 3, 4, 5, 64, 65, 66, 200, 257}) {
            int side = Heightfield.diamondSquareSide(size);
            assertEquals(side, Heightfield.diamondSquare(size, 0.5, 1).columns(), "size " + size);
            assertTrue(side >= size && Integer.bitCount(side - 1) == 1, "2^n + 1 >= " + size + ", was " + side);
        }
        assertEquals(32769, Heightfield.diamondSquareSide(32769));
        assertThrows(IllegalArgumentException.class, () -> Heightfield.diamondSquareSide(1));
        assertThrows(IllegalArgumentException.class, () -> Heightfield.diamondSquareSide(32770));
    }

    @Test
    void sizeRoundsUpToPowerOfTwoPlusOne() {
        assertEquals(257, Heightfield.diamondSquare(257, 0.5, 7).columns());
        assertEquals(257, Heightfield.diamondSquare(200, 0.5, 7).rows());
        assertEquals(65, Heightfield.diamondSquare(64, 0.5, 7).columns());
        assertEquals(3, Heightfield.diamondSquare(3, 0.5, 7).columns());
        assertEquals(2, Heightfield.diamondSquare(2, 0.5, 7).columns());
    }

    @Test
    void badArgumentsNameTheParameter() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Heightfield.diamondSquare(-5, 0.5, 1));
        assertTrue(e.getMessage().startsWith("size"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Heightfield.diamondSquare(65, Double.NaN, 1));
        assertTrue(e.getMessage().startsWith("roughness"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Heightfield.diamondSquare(65, 1.5, 1));
        assertThrows(NullPointerException.class,
                () -> Heightfield.diamondSquare(65, 0.5, (java.util.random.RandomGenerator) null));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void deterministicInRangeAndSeedSensitive(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        int size = rnd.nextInt(2, 200);
        double roughness = rnd.nextDouble();
        long s = rnd.nextLong();
        Heightfield a = Heightfield.diamondSquare(size, roughness, s);
        Heightfield b = Heightfield.diamondSquare(size, roughness, s);
        assertEquals(a, b);
        assertEquals(0, a.min());
        assertEquals(1, a.max());
        for (float h : a.toArray()) {
            assertTrue(h >= 0 && h <= 1);
        }
        if (a.columns() > 2) {
            assertNotEquals(a, Heightfield.diamondSquare(size, roughness, s + 1));
            assertNotEquals(a, Heightfield.diamondSquare(size, roughness, s ^ Long.MIN_VALUE));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void generatorFormIsReproducibleFromTheGeneratorState(long seed) {
        Heightfield a = Heightfield.diamondSquare(65, 0.6, new SplittableRandom(seed));
        Heightfield b = Heightfield.diamondSquare(65, 0.6, new SplittableRandom(seed));
        assertEquals(a, b);
        assertNotEquals(a, Heightfield.diamondSquare(65, 0.6, new SplittableRandom(seed + 1)));
    }

    @Test
    void interiorFollowsTheMidpointRuleWhenRoughnessIsZero() {
        // With roughness 0 only the corners are random: every later sample is the mean of its
        // neighbours, which makes the surface bilinear in the corners. Checked on the centre and the
        // edge midpoints of a 3 × 3 grid, after undoing the normalisation.
        Heightfield f = Heightfield.diamondSquare(3, 0, 42);
        double c00 = f.get(0, 0);
        double c20 = f.get(2, 0);
        double c02 = f.get(0, 2);
        double c22 = f.get(2, 2);
        assertEquals((c00 + c20 + c02 + c22) / 4, f.get(1, 1), 1e-6);
        double centre = f.get(1, 1);
        assertEquals((c00 + c20 + centre) / 3, f.get(1, 0), 1e-6);
        assertEquals((c00 + c02 + centre) / 3, f.get(0, 1), 1e-6);
    }

    @Test
    void roughnessControlsHowJaggedTheFieldIs() {
        double smooth = meanAbsoluteNeighbourStep(Heightfield.diamondSquare(257, 0.3, 9));
        double rough = meanAbsoluteNeighbourStep(Heightfield.diamondSquare(257, 0.8, 9));
        assertTrue(rough > 3 * smooth, "rough " + rough + " vs smooth " + smooth);
    }

    private static double meanAbsoluteNeighbourStep(Heightfield f) {
        double sum = 0;
        for (int r = 0; r < f.rows(); r++) {
            for (int c = 1; c < f.columns(); c++) {
                sum += Math.abs(f.get(c, r) - f.get(c - 1, r));
            }
        }
        return sum / (f.rows() * (f.columns() - 1));
    }

    @Test
    void parallelLevelsGiveTheSerialBits() {
        for (long seed : new long[] {1, -7, 0x5EEDL}) {
            Heightfield serial = org.terrain4j.api.internal.DiamondSquare.grow(1025, 0.55, seed, false);
            Heightfield parallel = org.terrain4j.api.internal.DiamondSquare.grow(1025, 0.55, seed, true);
            assertEquals(serial, parallel, "seed " + seed);
        }
    }
}
