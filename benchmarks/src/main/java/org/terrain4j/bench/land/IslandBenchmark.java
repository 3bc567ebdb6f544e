package org.terrain4j.bench.land;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.features.Shapes;
import org.terrain4j.features.Spine;
import org.terrain4j.examples.Island;
import org.terrain4j.features.land.Land;

import com.jme3.math.Vector2f;
import com.jme3.terrain.geomipmap.TerrainQuad;

import de.articdive.jnoise.generators.noise_parameters.simplex_variants.Simplex2DVariant;
import de.articdive.jnoise.generators.noise_parameters.simplex_variants.Simplex3DVariant;
import de.articdive.jnoise.generators.noise_parameters.simplex_variants.Simplex4DVariant;
import de.articdive.jnoise.modules.octavation.fractal_functions.FractalFunction;
import de.articdive.jnoise.pipeline.JNoise;

/**
 * The example island ({@code org.terrain4j.examples.Island}): building it (1025 × 1025 samples 2 m
 * apart, the walkway pressed and the brook carved) beside JNoise filling the same grid with one
 * 6-octave fbm (a reference for "one fractal noise per sample"); one million {@code Land.height} queries beside jMonkeyEngine's
 * {@code TerrainQuad.getHeight} on the same heights; one million walkway distances within 16 m
 * (the spine's index) beside a brute-force scan of the spine's segments.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class IslandBenchmark {

    private static final int QUERIES = 1_000_000;

    private Island island;
    private Land land;
    private TerrainQuad quad;
    private JNoise peerFbm;
    private double[] xs;
    private double[] zs;

    /** Builds the island once, the jME terrain on its heights and a million query points. */
    @Setup
    public void setup() {
        island = Island.create();
        land = island.bake(Island.SAMPLES, Island.SPACING, ProgressListener.NONE);
        float[] h = land.grid().toArray();
        quad = new TerrainQuad("island", 65, Island.SAMPLES, h);
        quad.setLocalScale(2f, 1f, 2f);
        peerFbm = JNoise.newBuilder().fastSimplex(6007L, Simplex2DVariant.CLASSIC, Simplex3DVariant.IMPROVE_XZ,
                        Simplex4DVariant.CLASSIC)
                .scale(1 / 180.0).octavate(6, 0.5, 2.0, FractalFunction.FBM, false).build();
        SplittableRandom rnd = new SplittableRandom(42);
        xs = new double[QUERIES];
        zs = new double[QUERIES];
        for (int i = 0; i < QUERIES; i++) {
            xs[i] = rnd.nextDouble(-1000, 1000);
            zs[i] = rnd.nextDouble(-1000, 1000);
        }
    }

    /** @return the island built at its full grid */
    @Benchmark
    public Land buildIsland() {
        return island.bake(Island.SAMPLES, Island.SPACING, ProgressListener.NONE);
    }

    /** @return a 1025 × 1025 grid of one JNoise 6-octave fbm per sample (single thread) */
    @Benchmark
    public float[] peerJNoiseFbmFill() {
        int n = Island.SAMPLES;
        float[] out = new float[n * n];
        for (int r = 0; r < n; r++) {
            double z = -1024 + 2.0 * r;
            for (int c = 0; c < n; c++) {
                out[r * n + c] = (float) peerFbm.evaluateNoise(-1024 + 2.0 * c, z);
            }
        }
        return out;
    }

    /** @return the sum of a million heights */
    @Benchmark
    public double heightQueries() {
        double s = 0;
        for (int i = 0; i < QUERIES; i++) {
            s += land.height(xs[i], zs[i]);
        }
        return s;
    }

    /** @return the sum of a million jME terrain heights at the same points */
    @Benchmark
    public double peerJmeTerrainHeightQueries() {
        double s = 0;
        Vector2f p = new Vector2f();
        for (int i = 0; i < QUERIES; i++) {
            p.set((float) xs[i], (float) zs[i]);
            float h = quad.getHeight(p);
            if (!Float.isNaN(h)) {
                s += h;
            }
        }
        return s;
    }

    /** @return the sum of a million walkway distances within 16 m, points near the walkway */
    @Benchmark
    public double pathDistanceQueries() {
        double s = 0;
        Spine w = island.walkway();
        for (int i = 0; i < QUERIES; i++) {
            s += w.distance(xs[i] * 0.05 - 25, 330 + (zs[i] + 1000) * 0.09, 16);
        }
        return s;
    }

    /** @return the same distances by scanning every segment of the spine */
    @Benchmark
    public double peerBruteForcePathDistance() {
        double s = 0;
        Spine w = island.walkway();
        int n = w.pointCount();
        double[] px = new double[n];
        double[] pz = new double[n];
        for (int i = 0; i < n; i++) {
            px[i] = w.x(i);
            pz[i] = w.z(i);
        }
        for (int i = 0; i < QUERIES; i++) {
            double x = xs[i] * 0.05 - 25;
            double z = 330 + (zs[i] + 1000) * 0.09;
            double best = 16;
            for (int k = 0; k + 1 < n; k++) {
                best = Math.min(best, Shapes.segmentDistance(x, z, px[k], pz[k], px[k + 1], pz[k + 1]));
            }
            s += best;
        }
        return s;
    }
}
