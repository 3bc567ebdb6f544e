package org.terrain4j.noise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.testkit.Cases;

/** Fractals and domain warps: octave seeds, normaliser, ranges, gradients, threads. */
class FractalTest {

    static final double GRADIENT_TOLERANCE = 1e-6;
    static final double H = 1e-5;

    static Noise os2(long seed) {
        return Noise.lattice(NoiseType.OPEN_SIMPLEX2).withSeed(seed);
    }

    /** Every generator of this package built over OpenSimplex2, by name. */
    static Stream<Named<Function<Long, Noise>>> generators() {
        return Stream.of(
                Named.of("fbm", s -> Fractal.fbm(os2(s)).withOctaves(5).withFrequency(0.01)),
                Named.of("fbm weighted", s -> Fractal.fbm(os2(s)).withOctaves(5).withWeightedStrength(0.7).withFrequency(0.01)),
                Named.of("billow", s -> Fractal.billow(os2(s)).withOctaves(5).withFrequency(0.01)),
                Named.of("ridged", s -> Fractal.ridged(os2(s)).withOctaves(5).withFrequency(0.01).withWeightedStrength(0.3)),
                Named.of("ridged multifractal", s -> Fractal.ridgedMultifractal(os2(s)).withOctaves(5).withFrequency(0.01)),
                Named.of("multifractal offset 0.7", s -> Fractal.ridgedMultifractal(os2(s)).withOffset(0.7).withGain(3).withH(0.8)
                        .withOctaves(6).withFrequency(0.01)),
                Named.of("warp independent", s -> DomainWarp.of(Fractal.fbm(os2(s)).withOctaves(3).withFrequency(0.01))
                        .withAmplitude(20).withFrequency(0.005).withOctaves(3)),
                Named.of("warp progressive", s -> DomainWarp.of(Fractal.fbm(os2(s)).withOctaves(3).withFrequency(0.01))
                        .withAmplitude(20).withFrequency(0.005).withOctaves(3).withMode(DomainWarp.Mode.PROGRESSIVE)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("generators")
    void millionSamplesStayInTheDocumentedRange(Function<Long, Noise> g) {
        Noise n = g.apply(5L);
        SplittableRandom rnd = new SplittableRandom(21);
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        int count = n instanceof DomainWarp ? 200_000 : 1_000_000;
        for (int i = 0; i < count; i++) {
            double v = n.value(rnd.nextDouble(-1e5, 1e5), rnd.nextDouble(-1e5, 1e5));
            lo = Math.min(lo, v);
            hi = Math.max(hi, v);
        }
        assertTrue(lo >= n.min() && hi <= n.max(), n + ": " + lo + " … " + hi);
        assertTrue(hi > lo, "not constant");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("generators")
    void gradientsMatchCentralDifferencesAwayFromCreases(Function<Long, Noise> g) {
        Noise n = g.apply(9L);
        SplittableRandom rnd = new SplittableRandom(22);
        NoiseSample s = new NoiseSample();
        int checked = 0;
        for (int i = 0; i < 4000; i++) {
            // near the origin, so that the lattice fractions resolve the difference step
            double x = rnd.nextDouble(-300, 300);
            double y = rnd.nextDouble(-300, 300);
            double z = rnd.nextDouble(-300, 300);
            // 2-D
            n.sample(x, z, s);
            assertEquals(n.value(x, z), s.value, 1e-12);
            double[] fd = {diff(n, x, z, 0), diff(n, x, z, 1)};
            if (smooth(n, x, z)) {
                double err = Math.hypot(fd[0] - s.dx, fd[1] - s.dz);
                assertTrue(err <= GRADIENT_TOLERANCE * Math.max(1e-2, Math.hypot(s.dx, s.dz)) + 1e-9,
                        n + " 2-D at " + x + ", " + z + ": " + s + " vs " + fd[0] + ", " + fd[1]);
                checked++;
            }
            // 3-D
            n.sample(x, y, z, s);
            assertEquals(n.value(x, y, z), s.value, 1e-12);
            double gx = (n.value(x + H, y, z) - n.value(x - H, y, z)) / ((x + H) - (x - H));
            double gy = (n.value(x, y + H, z) - n.value(x, y - H, z)) / ((y + H) - (y - H));
            double gz = (n.value(x, y, z + H) - n.value(x, y, z - H)) / ((z + H) - (z - H));
            double lx = (n.value(x, y, z) - n.value(x - H, y, z)) / (x - (x - H));
            double rx = (n.value(x + H, y, z) - n.value(x, y, z)) / ((x + H) - x);
            if (Math.abs(lx - rx) < 1e-4 * Math.max(1e-2, Math.abs(gx))) {
                double err = Math.sqrt(sq(gx - s.dx) + sq(gy - s.dy) + sq(gz - s.dz));
                assertTrue(err <= GRADIENT_TOLERANCE * Math.max(1e-2, s.gradientLength()) + 1e-9,
                        n + " 3-D at " + x + ", " + y + ", " + z + ": " + s + " vs " + gx + ", " + gy + ", " + gz);
            }
        }
        assertTrue(checked > 2000, "too few smooth points checked: " + checked);
    }

    private static double sq(double v) {
        return v * v;
    }

    /** Central difference over the step actually representable at the coordinate. */
    private static double diff(Noise n, double x, double z, int axis) {
        if (axis == 0) {
            double a = x + H;
            double b = x - H;
            return (n.value(a, z) - n.value(b, z)) / (a - b);
        }
        double a = z + H;
        double b = z - H;
        return (n.value(x, a) - n.value(x, b)) / (a - b);
    }

    /** No crease within H: one-sided differences agree with each other on both axes. */
    private static boolean smooth(Noise n, double x, double z) {
        double c = n.value(x, z);
        for (int axis = 0; axis < 2; axis++) {
            double l = axis == 0 ? (c - n.value(x - H, z)) / (x - (x - H)) : (c - n.value(x, z - H)) / (z - (z - H));
            double r = axis == 0 ? (n.value(x + H, z) - c) / ((x + H) - x) : (n.value(x, z + H) - c) / ((z + H) - z);
            if (Math.abs(l - r) > 1e-4 * Math.max(1e-2, Math.abs(l + r) / 2)) {
                return false;
            }
        }
        return true;
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(NoiseType.class)
    void oneOctaveFbmIsTheBaseExactly(NoiseType type) {
        SplittableRandom rnd = new SplittableRandom(23);
        NoiseSample a = new NoiseSample();
        NoiseSample b = new NoiseSample();
        for (int k = 0; k < 20; k++) {
            Noise base = Noise.lattice(type).withSeed(rnd.nextLong()).withFrequency(rnd.nextDouble(0.01, 3));
            Noise fbm = Fractal.fbm(base).withOctaves(1);
            for (int i = 0; i < 500; i++) {
                double x = rnd.nextDouble(-1e3, 1e3);
                double y = rnd.nextDouble(-1e3, 1e3);
                double z = rnd.nextDouble(-1e3, 1e3);
                assertEquals(base.value(x, z), fbm.value(x, z), 0.0);
                assertEquals(base.value(x, y, z), fbm.value(x, y, z), 0.0);
                base.sample(x, z, a);
                fbm.sample(x, z, b);
                assertEquals(a.value, b.value, 0.0);
                assertEquals(a.dx, b.dx, 0.0);
                assertEquals(a.dz, b.dz, 0.0);
            }
        }
    }

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0xF4AC7A1L, 12);
    }

    /**
     * Growing amplitudes whose sum overflows a double (found by a review: they made the normaliser 0
     * and every value NaN). The weights are gainⁱ / Σ gainʲ; with a constant base of 1 every fractal
     * sums to exactly 1, and with gain g and n octaves the finest octave's weight is
     * (g − 1) / (g − g^(1−n)), which for huge g^n is (g − 1) / g.
     */
    /**
     * A review found that a fractal whose own frequency exceeded 2²⁰⁰ skipped every octave and gave
     * NaN everywhere (the CLI wrote an all-void file and exited 0). The first octave is now always used.
     */
    @Test
    void frequencyAboveTheOctaveCutoffStillUsesTheFirstOctave() {
        Noise base = Noise.lattice(NoiseType.OPEN_SIMPLEX2).withSeed(4);
        for (double f : new double[] {0x1p200, 0x1p201, 1e80, 1e300}) {
            Fractal fbm = Fractal.fbm(base).withOctaves(5).withFrequency(f);
            assertEquals(1, fbm.octavesUsed(), "octaves used at frequency " + f);
            double x = 0x1p-300;
            assertEquals(base.value(x * f, 3e-300 * f), fbm.value(x, 3e-300), 0.0, "frequency " + f);
            assertTrue(Double.isFinite(fbm.value(0.5, 0.25)), "finite at frequency " + f);
        }
    }

    @Test
    void amplitudesThatOverflowAreRescaledNotNaN() {
        Noise one = new ConstantNoise(1, 3);
        Fractal f = Fractal.fbm(one).withGain(3).withLacunarity(1).withOctaves(10_000);
        assertEquals(10_000, f.octavesUsed());
        assertEquals(1, f.value(2, 3), 1e-12);
        assertEquals(2.0 / 3, f.normaliser(), 1e-15, "the finest octave weighs (g − 1) / g");
        Noise base = Noise.lattice(NoiseType.OPEN_SIMPLEX2).withSeed(4);
        SplittableRandom rnd = new SplittableRandom(99);
        for (Noise n : new Noise[] {
            Fractal.fbm(base).withGain(1e10).withOctaves(40),
            Fractal.fbm(base).withGain(2).withLacunarity(1.01).withOctaves(2000),
            Fractal.billow(base).withGain(3).withLacunarity(1).withOctaves(700),
            Fractal.ridged(base).withGain(1e300).withOctaves(5),
            Fractal.ridgedMultifractal(base).withLacunarity(1e-3).withH(10).withOctaves(20),
            Noises.fbm(7, 10_000, 1 / 64.0, 1, 2),
            DomainWarp.of(base).withGain(1e200).withOctaves(64).withLacunarity(1),
        }) {
            NoiseSample s = new NoiseSample();
            for (int i = 0; i < 50; i++) {
                double x = rnd.nextDouble(-1e3, 1e3);
                double z = rnd.nextDouble(-1e3, 1e3);
                double v = n.value(x, z);
                assertTrue(Double.isFinite(v) && v >= n.min() && v <= n.max(), n + " at " + x + ", " + z + ": " + v);
                assertTrue(Double.isFinite(n.value(x, 1.5, z)), n + " 3-D");
                n.sample(x, z, s);
                assertTrue(Double.isFinite(s.value) && Double.isFinite(s.dx) && Double.isFinite(s.dz), n + ": " + s);
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void normaliserRunsOverExactlyTheOctavesUsed(long caseSeed) {
        SplittableRandom rnd = Cases.replay(caseSeed);
        int octaves = rnd.nextInt(1, 40);
        double gain = rnd.nextBoolean() ? rnd.nextDouble(0, 1.5) : Math.pow(10, -rnd.nextInt(20, 320));
        Noise one = new ConstantNoise(1, 3);
        Fractal fbm = Fractal.fbm(one).withOctaves(octaves).withGain(gain);
        double a = 1;
        double sum = 0;
        int used = 0;
        for (int i = 0; i < octaves && a >= Double.MIN_NORMAL; i++) {
            sum += a;
            a *= gain;
            used++;
        }
        assertEquals(used, fbm.octavesUsed());
        assertEquals(1 / sum, fbm.normaliser(), 0.0);
        assertEquals(1, fbm.value(3.5, -2.25), 1e-15, "a constant 1 base sums to exactly 1 with any octaves and gain");
        assertEquals(1, Fractal.billow(one).withOctaves(octaves).withGain(gain).value(1, 2), 1e-15);
        assertEquals(-1, Fractal.ridged(one).withOctaves(octaves).withGain(gain).value(1, 2), 1e-15);
        Noise zero = new ConstantNoise(0, 3);
        assertEquals(1, Fractal.ridgedMultifractal(zero).withOctaves(octaves).withGain(2).value(1, 2), 1e-12,
                "multifractal of |n| = 0, offset 1, gain 2: every signal and weight is 1, the peak of its range");
    }

    @Test
    void twoHundredOctavesStayFinite() {
        SplittableRandom rnd = new SplittableRandom(24);
        for (NoiseType t : NoiseType.values()) {
            Noise base = Noise.lattice(t).withSeed(1);
            for (Fractal f : new Fractal[] {
                Fractal.fbm(base).withOctaves(200),
                Fractal.fbm(base).withOctaves(200).withLacunarity(3.7).withGain(0.9).withWeightedStrength(0.5),
                Fractal.billow(base).withOctaves(200),
                Fractal.ridged(base).withOctaves(200),
                Fractal.ridgedMultifractal(base).withOctaves(200),
                Fractal.fbm(base).withOctaves(10_000).withLacunarity(1.01).withGain(0.999),
            }) {
                NoiseSample s = new NoiseSample();
                for (int i = 0; i < 20; i++) {
                    double x = rnd.nextDouble(-0x1p40, 0x1p40);
                    double z = rnd.nextDouble(-1e3, 1e3);
                    double v = f.value(x, z);
                    assertTrue(Double.isFinite(v) && v >= f.min() && v <= f.max(), f + " at " + x + ": " + v);
                    f.sample(x, z, s);
                    assertTrue(Double.isFinite(s.value) && Double.isFinite(s.dx) && Double.isFinite(s.dz), f + ": " + s);
                    assertTrue(Double.isFinite(f.value(x, z, x)), f + " 3-D");
                }
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("generators")
    void everySingleBitOfTheSeedMatters(Function<Long, Noise> g) {
        long s = 0x7777_0000_1234_5678L;
        Noise a = g.apply(s);
        for (int k = 0; k < 64; k++) {
            Noise b = a.withSeed(s ^ (1L << k));
            boolean differ = false;
            for (int i = 0; i < 32 && !differ; i++) {
                differ = a.value(i * 37.1, i * -13.9) != b.value(i * 37.1, i * -13.9);
            }
            assertTrue(differ, "bit " + k);
        }
    }

    @Test
    void octavesHaveTheirOwnSeeds() {
        // Octave 1 of an fbm must not equal octave 0 rescaled: compare against a fractal whose base ignores seeds.
        Noise base = os2(1);
        Fractal two = Fractal.fbm(base).withOctaves(2).withGain(1);
        Noise same = Fractal.fbm(new SeedIgnoring(base)).withOctaves(2).withGain(1);
        boolean differ = false;
        for (int i = 0; i < 50 && !differ; i++) {
            differ = two.value(i * 0.37, i * 0.11) != same.value(i * 0.37, i * 0.11);
        }
        assertTrue(differ);
    }

    /** A base that returns itself from withSeed. */
    static final class SeedIgnoring implements Noise {
        private final Noise n;

        SeedIgnoring(Noise n) {
            this.n = n;
        }

        @Override
        public double value(double x, double z) {
            return n.value(x, z);
        }

        @Override
        public double value(double x, double y, double z) {
            return n.value(x, y, z);
        }

        @Override
        public NoiseSample sample(double x, double z, NoiseSample dest) {
            return n.sample(x, z, dest);
        }

        @Override
        public NoiseSample sample(double x, double y, double z, NoiseSample dest) {
            return n.sample(x, y, z, dest);
        }

        @Override
        public double min() {
            return n.min();
        }

        @Override
        public double max() {
            return n.max();
        }

        @Override
        public long seed() {
            return n.seed();
        }

        @Override
        public Noise withSeed(long seed) {
            return this;
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("generators")
    void eightThreadsGiveTheSerialBits(Function<Long, Noise> g) throws Exception {
        Noise n = g.apply(77L);
        int count = 5000;
        long[] serial = new long[count];
        for (int i = 0; i < count; i++) {
            serial[i] = Double.doubleToRawLongBits(n.value(i * 3.3, i * -1.7));
        }
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<long[]>> futures = new ArrayList<>();
            for (int t = 0; t < 8; t++) {
                futures.add(pool.submit(() -> {
                    long[] out = new long[count];
                    for (int i = 0; i < count; i++) {
                        out[i] = Double.doubleToRawLongBits(n.value(i * 3.3, i * -1.7));
                    }
                    return out;
                }));
            }
            for (Future<long[]> f : futures) {
                assertTrue(java.util.Arrays.equals(serial, f.get()));
            }
        } finally {
            pool.shutdown();
        }
    }

    @Test
    void warpMovesThePointByAtMostTheAmplitude() {
        Noise base = os2(3);
        DomainWarp w = DomainWarp.of(base).withAmplitude(40).withFrequency(1 / 300.0).withOctaves(3).withWarpSeed(11);
        SplittableRandom rnd = new SplittableRandom(25);
        double[] q = new double[2];
        double largest = 0;
        for (int i = 0; i < 100_000; i++) {
            double x = rnd.nextDouble(-1e4, 1e4);
            double z = rnd.nextDouble(-1e4, 1e4);
            w.warpedPoint(x, z, q);
            largest = Math.max(largest, Math.max(Math.abs(q[0] - x), Math.abs(q[1] - z)));
            assertEquals(base.value(q[0], q[1]), w.value(x, z), 0.0);
        }
        assertTrue(largest <= 40 && largest > 20, "largest displacement " + largest);
    }

    @Test
    void buildersRejectBadArguments() {
        Noise b = os2(1);
        assertMessage(() -> Fractal.fbm(b).withOctaves(0), "octaves");
        assertMessage(() -> Fractal.fbm(b).withLacunarity(Double.NaN), "lacunarity");
        assertMessage(() -> Fractal.fbm(b).withGain(-0.1), "gain");
        assertMessage(() -> Fractal.fbm(b).withFrequency(0), "frequency");
        assertMessage(() -> Fractal.fbm(b).withWeightedStrength(1.5), "weightedStrength");
        assertMessage(() -> Fractal.ridgedMultifractal(b).withOffset(Double.NaN), "offset");
        assertMessage(() -> Fractal.ridgedMultifractal(b).withH(-1), "h");
        assertMessage(() -> Fractal.fbm(new ConstantNoise(2, 0)), "base range");
        assertMessage(() -> DomainWarp.of(b).withAmplitude(-1), "amplitude");
        assertMessage(() -> DomainWarp.of(b).withOctaves(65), "octaves");
        assertThrows(NullPointerException.class, () -> Fractal.fbm(null));
    }

    private static void assertMessage(org.junit.jupiter.api.function.Executable e, String name) {
        IllegalArgumentException ex = assertThrows(IllegalArgumentException.class, e);
        assertTrue(ex.getMessage().contains(name), ex.getMessage());
    }
}
