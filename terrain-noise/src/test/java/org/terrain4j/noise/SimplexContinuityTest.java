package org.terrain4j.noise;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.testkit.Cases;

/**
 * The OpenSimplex2 noises are continuous everywhere, not only at the lattice points {@link BaseNoiseTest}
 * tries: along random segments, each step of 10⁻⁴ cells changes the value by what the analytic gradient
 * at the step's middle predicts, to a second-order error. A kernel sum that leaves out a vertex still in
 * reach, or picks the vertices to add by a rule that switches where the left-out vertex's kernel is not
 * zero, jumps there: a generator with that fault (JNoise 4.1.0's fastSimplex and superSimplex in 3-D,
 * measured by {@code benchmarks}' {@code NoiseContinuity}) moves by up to 3·10⁻³ in one step of 10⁻⁶ cells,
 * a thousand times this test's bound. About one such jump was found per cell of segment length there; each
 * case walks 40 cells.
 */
class SimplexContinuityTest {

    /** Step along a segment, cells. */
    static final double STEP = 1e-4;
    /** Largest step mismatch allowed: the midpoint rule's error, |v'''| h³ / 24, is far below it. */
    static final double BOUND = 1e-7;

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0x5EA1E55L, 12);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void threeDimensionalStepsFollowTheGradient(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        for (NoiseType type : new NoiseType[] {NoiseType.OPEN_SIMPLEX2, NoiseType.OPEN_SIMPLEX2S}) {
            Noise n = Noise.lattice(type).withSeed(rnd.nextLong()).withFrequency(1);
            NoiseSample mid = new NoiseSample();
            double worst = 0;
            for (int segment = 0; segment < 40; segment++) {
                double x = (rnd.nextDouble() - 0.5) * 200;
                double y = (rnd.nextDouble() - 0.5) * 200;
                double z = (rnd.nextDouble() - 0.5) * 200;
                double[] u = direction(rnd);
                double previous = n.value(x, y, z);
                for (int k = 1; k <= 10_000; k++) {
                    double t = k * STEP;
                    double value = n.value(x + u[0] * t, y + u[1] * t, z + u[2] * t);
                    double m = t - STEP / 2;
                    n.sample(x + u[0] * m, y + u[1] * m, z + u[2] * m, mid);
                    double predicted = (mid.dx * u[0] + mid.dy * u[1] + mid.dz * u[2]) * STEP;
                    worst = Math.max(worst, Math.abs(value - previous - predicted));
                    previous = value;
                }
            }
            assertTrue(worst < BOUND, type + ": a step of " + STEP + " cells differs from the gradient's by " + worst);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void twoDimensionalStepsFollowTheGradient(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        for (NoiseType type : new NoiseType[] {NoiseType.OPEN_SIMPLEX2, NoiseType.OPEN_SIMPLEX2S}) {
            Noise n = Noise.lattice(type).withSeed(rnd.nextLong()).withFrequency(1);
            NoiseSample mid = new NoiseSample();
            double worst = 0;
            for (int segment = 0; segment < 40; segment++) {
                double x = (rnd.nextDouble() - 0.5) * 200;
                double z = (rnd.nextDouble() - 0.5) * 200;
                double a = rnd.nextDouble() * 2 * Math.PI;
                double ux = Math.cos(a);
                double uz = Math.sin(a);
                double previous = n.value(x, z);
                for (int k = 1; k <= 10_000; k++) {
                    double t = k * STEP;
                    double value = n.value(x + ux * t, z + uz * t);
                    double m = t - STEP / 2;
                    n.sample(x + ux * m, z + uz * m, mid);
                    double predicted = (mid.dx * ux + mid.dz * uz) * STEP;
                    worst = Math.max(worst, Math.abs(value - previous - predicted));
                    previous = value;
                }
            }
            assertTrue(worst < BOUND, type + ": a step of " + STEP + " cells differs from the gradient's by " + worst);
        }
    }

    private static double[] direction(SplittableRandom rnd) {
        while (true) {
            double x = rnd.nextDouble() * 2 - 1;
            double y = rnd.nextDouble() * 2 - 1;
            double z = rnd.nextDouble() * 2 - 1;
            double r = Math.sqrt(x * x + y * y + z * z);
            if (r > 0.1 && r <= 1) {
                return new double[] {x / r, y / r, z / r};
            }
        }
    }
}
