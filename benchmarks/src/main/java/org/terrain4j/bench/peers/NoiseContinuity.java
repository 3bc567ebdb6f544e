package org.terrain4j.bench.peers;

import java.util.Locale;
import java.util.SplittableRandom;
import java.util.function.DoubleSupplier;

import org.terrain4j.noise.Noise;
import org.terrain4j.noise.NoiseType;

import de.articdive.jnoise.generators.noise_parameters.simplex_variants.Simplex2DVariant;
import de.articdive.jnoise.generators.noise_parameters.simplex_variants.Simplex3DVariant;
import de.articdive.jnoise.generators.noise_parameters.simplex_variants.Simplex4DVariant;
import de.articdive.jnoise.pipeline.JNoise;

/**
 * What the peer table's 3-D noise rows compare beside their speed: whether each generator is continuous.
 * Walks {@link #SEGMENTS} random segments of {@link #STEPS} steps of {@link #STEP} cells (frequency 1, starts
 * uniform in [0, 4)³, seed 5), in 3-D, through terrain4j's OpenSimplex2 and OpenSimplex2S and through the
 * JNoise generators the table sets beside them (fastSimplex and superSimplex, {@code IMPROVE_XZ}, seed 1234),
 * and prints for each the largest change of value in one step and how many steps changed it by more than
 * {@link #JUMP}: a continuous noise whose slope is at most a few units a cell moves a few times 10⁻⁶ a step
 * and never jumps; a kernel sum that leaves out a vertex still in reach jumps where its choice of vertices
 * switches.
 *
 * <p>Run: {@code java -cp benchmarks/target/benchmarks.jar org.terrain4j.bench.peers.NoiseContinuity};
 * {@code benchmarks/peers/table.py} prints its lines under the table. About a minute on one core.
 */
public final class NoiseContinuity {

    /** Segments walked. */
    static final int SEGMENTS = 2000;
    /** Steps a segment. */
    static final int STEPS = 20_000;
    /** Step length, cells. */
    static final double STEP = 1e-6;
    /** A step that changes the value by more than this is a jump (a slope of 100 units a cell). */
    static final double JUMP = 1e-4;

    private NoiseContinuity() {
    }

    /** A 3-D generator under test. */
    private interface Field {
        double at(double x, double y, double z);
    }

    /**
     * Prints one line a generator: its name, the largest step and the number of jumps.
     *
     * @param args none
     */
    public static void main(String[] args) {
        JNoise fast = JNoise.newBuilder().fastSimplex(1234, Simplex2DVariant.CLASSIC, Simplex3DVariant.IMPROVE_XZ,
                Simplex4DVariant.CLASSIC).build();
        JNoise superSimplex = JNoise.newBuilder().superSimplex(1234, Simplex2DVariant.CLASSIC,
                Simplex3DVariant.IMPROVE_XZ, Simplex4DVariant.CLASSIC).build();
        Noise os2 = Noise.lattice(NoiseType.OPEN_SIMPLEX2).withSeed(1234).withFrequency(1);
        Noise os2s = Noise.lattice(NoiseType.OPEN_SIMPLEX2S).withSeed(1234).withFrequency(1);
        walk("terrain4j OPEN_SIMPLEX2", os2::value);
        walk("JNoise 4.1.0 fastSimplex", fast::evaluateNoise);
        walk("terrain4j OPEN_SIMPLEX2S", os2s::value);
        walk("JNoise 4.1.0 superSimplex", superSimplex::evaluateNoise);
    }

    private static void walk(String name, Field f) {
        SplittableRandom rnd = new SplittableRandom(5);
        double largest = 0;
        long jumps = 0;
        for (int s = 0; s < SEGMENTS; s++) {
            double x = rnd.nextDouble() * 4;
            double y = rnd.nextDouble() * 4;
            double z = rnd.nextDouble() * 4;
            double[] u = direction(rnd::nextDouble);
            double previous = f.at(x, y, z);
            for (int k = 1; k <= STEPS; k++) {
                double t = k * STEP;
                double v = f.at(x + u[0] * t, y + u[1] * t, z + u[2] * t);
                double d = Math.abs(v - previous);
                largest = Math.max(largest, d);
                if (d > JUMP) {
                    jumps++;
                }
                previous = v;
            }
        }
        System.out.printf(Locale.ROOT, "%s: largest step %.2e over %.0e cells, %d steps over %.0e (%d segments of %.2f "
                + "cells)%n", name, largest, STEP, jumps, JUMP, SEGMENTS, STEPS * STEP);
    }

    private static double[] direction(DoubleSupplier uniform) {
        while (true) {
            double x = uniform.getAsDouble() * 2 - 1;
            double y = uniform.getAsDouble() * 2 - 1;
            double z = uniform.getAsDouble() * 2 - 1;
            double r = Math.sqrt(x * x + y * y + z * z);
            if (r > 0.1 && r <= 1) {
                return new double[] {x / r, y / r, z / r};
            }
        }
    }
}
