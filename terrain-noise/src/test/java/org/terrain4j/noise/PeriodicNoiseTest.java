package org.terrain4j.noise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.HeightfieldBuffer;

/**
 * Periodic (tileable) lattice noises and fractals over them: exact repetition, the same statistics as the
 * non-periodic form within a period, refusals. Parameterized over seeds, the seed in the display name.
 */
class PeriodicNoiseTest {

    /** The types with a periodic form. */
    static final NoiseType[] PERIODIC = {NoiseType.PERLIN, NoiseType.VALUE_LINEAR, NoiseType.VALUE_CUBIC};

    static Stream<Arguments> seedsAndTypes() {
        return new SplittableRandom(37).longs(6).boxed()
                .flatMap(s -> Arrays.stream(PERIODIC).map(t -> Arguments.of(s, t)));
    }

    static LongStream seeds() {
        return new SplittableRandom(38).longs(6);
    }

    private static void assertSameBits(double want, double got, String what) {
        assertEquals(Double.doubleToRawLongBits(want), Double.doubleToRawLongBits(got), what + ": " + want + " vs " + got);
    }

    @ParameterizedTest(name = "seed {0}, {1}")
    @MethodSource("seedsAndTypes")
    void repeatsExactlyAlongEveryAxis(long seed, NoiseType type) {
        SplittableRandom rnd = new SplittableRandom(seed);
        NoiseSample a = new NoiseSample();
        NoiseSample b = new NoiseSample();
        for (int period : new int[] {1, 3, 8, 17, 1000}) {
            for (double frequency : new double[] {1, 0.125, 4}) {
                LatticeNoise n = Noise.lattice(type).withSeed(seed).withFrequency(frequency).withPeriod(period);
                double t = period / frequency;
                for (int i = 0; i < 50; i++) {
                    // multiples of 2^-10 within ±2^12: exact after the frequency and lattice offset
                    double x = rnd.nextInt(-1 << 22, 1 << 22) * 0x1p-10;
                    double y = rnd.nextInt(-1 << 22, 1 << 22) * 0x1p-10;
                    double z = rnd.nextInt(-1 << 22, 1 << 22) * 0x1p-10;
                    int k = rnd.nextInt(-3, 4);
                    String at = type + " period " + period + " frequency " + frequency + " at " + x + ", " + y + ", " + z;
                    assertSameBits(n.value(x, z), n.value(x + k * t, z), "x " + at);
                    assertSameBits(n.value(x, z), n.value(x, z + k * t), "z " + at);
                    assertSameBits(n.value(x, y, z), n.value(x + k * t, y, z), "3-D x " + at);
                    assertSameBits(n.value(x, y, z), n.value(x, y + k * t, z), "3-D y " + at);
                    assertSameBits(n.value(x, y, z), n.value(x, y, z + k * t), "3-D z " + at);
                    n.sample(x, z, a);
                    n.sample(x - t, z + t, b);
                    assertSameBits(a.dx, b.dx, "dx " + at);
                    assertSameBits(a.dz, b.dz, "dz " + at);
                    n.sample(x, y, z, a);
                    n.sample(x + t, y - t, z + 2 * t, b);
                    assertSameBits(a.value, b.value, "3-D sample " + at);
                    assertSameBits(a.dy, b.dy, "3-D dy " + at);
                }
                // arbitrary positions: equal up to the rounding of the coordinates
                for (int i = 0; i < 50; i++) {
                    double x = rnd.nextDouble(-50, 50);
                    double z = rnd.nextDouble(-50, 50);
                    assertEquals(n.value(x, z), n.value(x + t, z - t), 1e-9);
                }
            }
        }
    }

    /**
     * Away from the last cell of a period, the periodic noise is the non-periodic one up to the rounding of
     * the lattice offset (2⁻¹⁷ cells at most, times a gradient of at most a few units per cell); the
     * wrapped last cell differs.
     */
    @ParameterizedTest(name = "seed {0}, {1}")
    @MethodSource("seedsAndTypes")
    void equalsTheNonPeriodicNoiseInsideThePeriod(long seed, NoiseType type) {
        LatticeNoise plain = Noise.lattice(type).withSeed(seed);
        int period = 12;
        LatticeNoise tiled = plain.withPeriod(period);
        SplittableRandom rnd = new SplittableRandom(seed);
        // lattice x = x + offset, offset in [¼, ¾]: x in [0, period − 2] stays in cells 0 … period − 2
        for (int i = 0; i < 500; i++) {
            double x = rnd.nextDouble(0, period - 2);
            double y = rnd.nextDouble(0, period - 2);
            double z = rnd.nextDouble(0, period - 2);
            assertEquals(plain.value(x, z), tiled.value(x, z), 1e-4, type + " at " + x + ", " + z);
            assertEquals(plain.value(x, y, z), tiled.value(x, y, z), 1e-4, type + " 3-D");
        }
        int differ = 0;
        for (int i = 0; i < 200; i++) {
            double x = rnd.nextDouble(period, period + 0.25);
            differ += Math.abs(plain.value(x, 0.5) - tiled.value(x, 0.5)) > 1e-3 ? 1 : 0;
        }
        assertTrue(differ > 100, "the wrapped cell takes the first cell's lattice: " + differ);
    }

    /**
     * The seam is where the last cell of a period meets the first: both sides must use the same lattice
     * vertex there, so the noise is continuous across it (C⁰ for linear value noise, smooth otherwise).
     */
    @ParameterizedTest(name = "seed {0}, {1}")
    @MethodSource("seedsAndTypes")
    void continuousAcrossTheSeam(long seed, NoiseType type) {
        for (int period : new int[] {1, 2, 3, 10}) {
            LatticeNoise n = Noise.lattice(type).withSeed(seed).withPeriod(period);
            double[] o = BaseNoiseTest.offsets(n);
            double eps = 1e-9;
            for (int k = -2; k <= 2; k++) {
                // lattice x = x + offset: the seam between cells k·P − 1 and k·P
                double x = k * period - o[0];
                double y = k * period - o[1];
                double z = k * period - o[2];
                for (double other : new double[] {0.3, 1.7}) {
                    assertEquals(n.value(x - eps, other), n.value(x + eps, other), 1e-7, "x seam " + k + " period " + period);
                    assertEquals(n.value(other, z - eps), n.value(other, z + eps), 1e-7, "z seam");
                    assertEquals(n.value(other, y - eps, 0.4), n.value(other, y + eps, 0.4), 1e-7, "3-D y seam");
                    assertEquals(n.value(x - eps, 0.2, other), n.value(x + eps, 0.2, other), 1e-7, "3-D x seam");
                    assertEquals(n.value(0.6, other, z - eps), n.value(0.6, other, z + eps), 1e-7, "3-D z seam");
                }
            }
        }
    }

    /** Octave i of a fractal over a periodic base is the base with period P·2ⁱ and its own seed. */
    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void octavesTakeScaledPeriods(long seed) {
        LatticeNoise base = Noise.lattice(NoiseType.PERLIN).withPeriod(3);
        Fractal fbm = Fractal.fbm(base).withSeed(seed).withOctaves(3).withGain(0.5);
        LatticeNoise o0 = base.withSeed(seed);
        LatticeNoise o1 = base.withPeriod(6).withSeed(org.terrain4j.noise.internal.Hashing.octaveSeed(seed, 1));
        LatticeNoise o2 = base.withPeriod(12).withSeed(org.terrain4j.noise.internal.Hashing.octaveSeed(seed, 2));
        SplittableRandom rnd = new SplittableRandom(seed);
        for (int i = 0; i < 50; i++) {
            double x = rnd.nextDouble(-20, 20);
            double z = rnd.nextDouble(-20, 20);
            double want = (o0.value(x, z) + 0.5 * o1.value(2 * x, 2 * z) + 0.25 * o2.value(4 * x, 4 * z)) / 1.75;
            assertEquals(want, fbm.value(x, z), 1e-14, "at " + x + ", " + z);
        }
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(names = {"PERLIN", "VALUE_LINEAR", "VALUE_CUBIC"})
    void hasTheStatisticsOfTheNonPeriodicNoise(NoiseType type) {
        int period = 16;
        int perCell = 8;
        int side = period * perCell;
        double sum = 0;
        double sumSq = 0;
        double plainSumSq = 0;
        double lo = 2;
        double hi = -2;
        long count = 0;
        for (long seed = 0; seed < 16; seed++) {
            LatticeNoise plain = Noise.lattice(type).withSeed(seed);
            LatticeNoise tiled = plain.withPeriod(period);
            for (int r = 0; r < side; r++) {
                for (int c = 0; c < side; c++) {
                    double v = tiled.value(c / (double) perCell, r / (double) perCell);
                    double w = plain.value(1e4 + c / (double) perCell, -3e3 + r / (double) perCell);
                    sum += v;
                    sumSq += v * v;
                    plainSumSq += w * w;
                    lo = Math.min(lo, v);
                    hi = Math.max(hi, v);
                    count++;
                }
            }
        }
        double mean = sum / count;
        double sd = Math.sqrt(sumSq / count - mean * mean);
        double plainSd = Math.sqrt(plainSumSq / count);
        assertTrue(lo >= -1 && hi <= 1, type + " range " + lo + " … " + hi);
        assertTrue(Math.abs(mean) < 0.03, type + " mean " + mean);
        assertEquals(plainSd, sd, 0.1 * plainSd, type + " standard deviation against the non-periodic noise");
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void fractalsOverAPeriodicBaseTileWithTheFirstOctavesPeriod(long seed) {
        LatticeNoise base = Noise.lattice(NoiseType.PERLIN).withFrequency(0.25).withPeriod(4);
        Fractal fbm = Fractal.fbm(base).withSeed(seed).withOctaves(6).withFrequency(0.5);
        // tile: 4 cells / (0.25 · 0.5) = 32 units
        double t = 32;
        SplittableRandom rnd = new SplittableRandom(seed);
        int halfDiffers = 0;
        NoiseSample a = new NoiseSample();
        NoiseSample b = new NoiseSample();
        for (int i = 0; i < 200; i++) {
            double x = rnd.nextInt(-1 << 16, 1 << 16) * 0x1p-8;
            double z = rnd.nextInt(-1 << 16, 1 << 16) * 0x1p-8;
            assertSameBits(fbm.value(x, z), fbm.value(x + t, z - 3 * t), "fbm at " + x + ", " + z);
            assertSameBits(fbm.value(x, 1, z), fbm.value(x - t, 1 + t, z), "3-D fbm");
            fbm.sample(x, z, a);
            fbm.sample(x + 2 * t, z, b);
            assertSameBits(a.dx, b.dx, "fbm gradient");
            Fractal ridged = Fractal.ridged(base).withSeed(seed).withOctaves(4).withFrequency(0.5);
            assertSameBits(ridged.value(x, z), ridged.value(x, z + t), "ridged");
            // each octave's period is scaled: the fractal does not repeat at half the tile
            halfDiffers += Math.abs(fbm.value(x, z) - fbm.value(x + t / 2, z)) > 1e-6 ? 1 : 0;
        }
        assertTrue(halfDiffers > 190, "finer octaves repeat only with the tile: " + halfDiffers);
        HeightfieldBuffer fill = fbm.fill(new HeightfieldBuffer(40, 8, GridFrame.of(-4, 2, 0.75)));
        GridFrame f = fill.frame();
        for (int r = 0; r < 8; r++) {
            for (int c = 0; c < 40; c++) {
                assertEquals((float) fbm.value(f.x(c), f.z(r)), fill.get(c, r), 0.0, "fill = point calls");
            }
        }
    }

    @Test
    void refusesWhatCannotTile() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Noise.lattice(NoiseType.OPEN_SIMPLEX2).withPeriod(8));
        assertTrue(e.getMessage().contains("period") && e.getMessage().contains("OPEN_SIMPLEX2"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Noise.lattice(NoiseType.OPEN_SIMPLEX2S).withPeriod(1));
        LatticeNoise os = Noise.lattice(NoiseType.OPEN_SIMPLEX2);
        assertSame(os, os.withPeriod(0));
        assertEquals(0, os.period());
        e = assertThrows(IllegalArgumentException.class, () -> Noise.lattice(NoiseType.PERLIN).withPeriod(-1));
        assertTrue(e.getMessage().contains("period") && e.getMessage().contains("-1"), e.getMessage());
        LatticeNoise p = Noise.lattice(NoiseType.PERLIN).withPeriod(5);
        e = assertThrows(IllegalArgumentException.class, () -> Fractal.fbm(p).withLacunarity(2.5));
        assertTrue(e.getMessage().contains("lacunarity") && e.getMessage().contains("2.5"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Fractal.fbm(p).withOctaves(30));
        assertTrue(e.getMessage().contains("octaves") && e.getMessage().contains("30"), e.getMessage());
        assertEquals(29, Fractal.fbm(Noise.lattice(NoiseType.PERLIN).withPeriod(1)).withOctaves(29).octaves(),
                "2^28 cells fit an int");
        assertThrows(IllegalArgumentException.class,
                () -> Fractal.fbm(Noise.lattice(NoiseType.PERLIN).withPeriod(1)).withOctaves(33));
        assertEquals(3, Fractal.fbm(p).withLacunarity(3).withOctaves(3).octaves(), "whole lacunarity 3 is fine");
    }

    /**
     * A periodic base of a huge period once made {@code Fractal.fbm(base)} itself throw on its default 5 octaves,
     * before {@code withOctaves} could lower them. The default is now the most octaves (at most 5) whose periods,
     * doubling, stay within 2³¹ − 1 cells: counted here with longs.
     */
    @ParameterizedTest(name = "period {0}")
    @MethodSource("hugePeriods")
    void hugePeriodsGetTheOctavesThatFit(int period) {
        int count = 0;
        for (long q = period; count < 5 && q <= Integer.MAX_VALUE; q *= 2) {
            count++;
        }
        int fit = count;
        LatticeNoise base = Noise.lattice(NoiseType.PERLIN).withPeriod(period);
        assertEquals(fit, Fractal.fbm(base).octaves(), "fbm");
        assertEquals(fit, Fractal.billow(base).octaves(), "billow");
        assertEquals(fit, Fractal.ridged(base).octaves(), "ridged");
        assertEquals(fit, Fractal.ridgedMultifractal(base).octaves(), "ridged multifractal");
        assertEquals(1, Fractal.fbm(base).withOctaves(1).octaves());
        if (fit < 5) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> Fractal.fbm(base).withOctaves(fit + 1));
            assertTrue(e.getMessage().contains("octaves") && e.getMessage().contains("at most " + fit),
                    e.getMessage());
        }
        double v = Fractal.fbm(base).value(0.3, 0.7);
        assertTrue(v >= -1 && v <= 1, "sample " + v);
    }

    static IntStream hugePeriods() {
        return IntStream.of(1, 5, (1 << 26) + 1, (1 << 27) - 1, 1 << 27, (1 << 28) - 1, 1 << 28, 1 << 29, 1 << 30,
                Integer.MAX_VALUE);
    }

    @Test
    void periodIsKeptByTheCopies() {
        LatticeNoise n = Noise.lattice(NoiseType.VALUE_CUBIC).withPeriod(7).withSeed(3).withFrequency(0.5);
        assertEquals(7, n.period());
        assertEquals(NoiseType.VALUE_CUBIC, n.type());
        assertSame(n, n.withPeriod(7));
        assertEquals(0, n.withPeriod(0).period());
        assertTrue(n.toString().contains("period=7") && n.toString().contains("cubic"), n.toString());
        assertTrue(Noise.lattice(NoiseType.VALUE_LINEAR).toString().contains("linear"));
        assertTrue(Noise.lattice(NoiseType.PERLIN).withPeriod(2).toString().contains("period=2"));
        double t = 7 / 0.5;
        assertEquals(n.value(1.5, 2.25), n.value(1.5 + t, 2.25), 0.0);
        double[] row = new double[16];
        n.valuesAlongRow(-3, 0.75, 2.5, 1, row, 0, 16);
        for (int c = 0; c < 16; c++) {
            assertEquals(n.value(-3 + c * 0.75, 2.5), row[c], 0.0, "row fill = point calls");
        }
    }
}
