package org.terrain4j.bench.noise;

import java.util.Locale;

import org.terrain4j.noise.Noise;
import org.terrain4j.noise.NoiseType;

import de.articdive.jnoise.generators.noise_parameters.simplex_variants.Simplex2DVariant;
import de.articdive.jnoise.generators.noise_parameters.simplex_variants.Simplex3DVariant;
import de.articdive.jnoise.generators.noise_parameters.simplex_variants.Simplex4DVariant;
import de.articdive.jnoise.pipeline.JNoise;

/**
 * Not a benchmark: the evidence behind comparing 3-D OpenSimplex2 speeds with care. It walks a
 * straight line through 3-D noise in steps of 10⁻⁵ and prints the largest change between neighbouring
 * steps, for JNoise's {@code fastSimplex} and {@code superSimplex} (IMPROVE_XZ) and for terrain4j's
 * {@code OPEN_SIMPLEX2} and {@code OPEN_SIMPLEX2S}. A
 * continuous noise changes by at most its slope times the step; a larger change is a seam where a
 * lattice vertex still in reach stops being summed. Run:
 * {@code java -cp benchmarks/target/benchmarks.jar org.terrain4j.bench.noise.PeerContinuity}.
 */
public final class PeerContinuity {

    private PeerContinuity() {
    }

    /**
     * @param args ignored
     */
    public static void main(String[] args) {
        JNoise peer = JNoise.newBuilder()
                .fastSimplex(NoiseBenchmark.SEED, Simplex2DVariant.CLASSIC, Simplex3DVariant.IMPROVE_XZ,
                        Simplex4DVariant.CLASSIC)
                .build();
        JNoise peerS = JNoise.newBuilder()
                .superSimplex(NoiseBenchmark.SEED, Simplex2DVariant.CLASSIC, Simplex3DVariant.IMPROVE_XZ,
                        Simplex4DVariant.CLASSIC)
                .build();
        Noise ours = Noise.lattice(NoiseType.OPEN_SIMPLEX2).withSeed(NoiseBenchmark.SEED);
        Noise oursS = Noise.lattice(NoiseType.OPEN_SIMPLEX2S).withSeed(NoiseBenchmark.SEED);
        walk("JNoise fastSimplex 3-D", (x, y, z) -> peer.evaluateNoise(x, y, z));
        walk("terrain4j OPEN_SIMPLEX2 3-D", ours::value);
        walk("JNoise superSimplex 3-D", (x, y, z) -> peerS.evaluateNoise(x, y, z));
        walk("terrain4j OPEN_SIMPLEX2S 3-D", oursS::value);
    }

    private interface Field {
        double at(double x, double y, double z);
    }

    private static void walk(String name, Field f) {
        double h = 1e-5;
        int steps = 4_000_000;
        double x0 = 0.1234;
        double y0 = 0.3456;
        double z0 = 0.789;
        double prev = f.at(x0, y0, z0);
        double largest = 0;
        int seams = 0;
        for (int i = 1; i <= steps; i++) {
            double t = i * h;
            double v = f.at(x0 + 0.6 * t, y0 + 0.3 * t, z0 + 0.742 * t);
            double d = Math.abs(v - prev);
            largest = Math.max(largest, d);
            if (d > 1e-3) {
                seams++;
            }
            prev = v;
        }
        System.out.printf(Locale.ROOT, "%-29s largest change between steps of 1e-5: %.3g; changes above 1e-3: %d%n",
                name, largest, seams);
    }
}
