package org.terrain4j.noise;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * No axis artefacts in the OpenSimplex2 family: over a 512 × 512 grid the directions of the analytic
 * gradient, in 36 bins of 10°, are spread evenly (no bin above 1.5 × the mean).
 */
class IsotropyTest {

    static final int SIZE = 512;
    static final int BINS = 36;
    static final double LIMIT = 1.5;

    @ParameterizedTest(name = "{0}")
    @EnumSource(value = NoiseType.class, names = {"OPEN_SIMPLEX2", "OPEN_SIMPLEX2S"})
    void gradientDirectionsAreEvenlySpread(NoiseType type) {
        for (boolean threeD : new boolean[] {false, true}) {
            Noise n = Noise.lattice(type).withSeed(8).withFrequency(1 / 12.0);
            NoiseSample s = new NoiseSample();
            long[] bins = new long[BINS];
            for (int r = 0; r < SIZE; r++) {
                for (int c = 0; c < SIZE; c++) {
                    if (threeD) {
                        n.sample(c, 3.3, r, s); // a horizontal slice of the 3-D noise
                    } else {
                        n.sample(c, r, s);
                    }
                    double a = Math.atan2(s.dz, s.dx);
                    int k = (int) Math.floor((a + Math.PI) / (2 * Math.PI) * BINS);
                    bins[Math.min(BINS - 1, Math.max(0, k))]++;
                }
            }
            double mean = (double) SIZE * SIZE / BINS;
            long max = 0;
            long min = Long.MAX_VALUE;
            for (long b : bins) {
                max = Math.max(max, b);
                min = Math.min(min, b);
            }
            assertTrue(max <= LIMIT * mean, type + (threeD ? " 3-D" : " 2-D") + ": bin of " + max + " vs mean " + mean
                    + " (" + java.util.Arrays.toString(bins) + ")");
            assertTrue(min >= mean / LIMIT, type + (threeD ? " 3-D" : " 2-D") + ": bin of " + min + " vs mean " + mean);
        }
    }
}
