package org.terrain4j.bench.noise;

import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.noise.Fractal;
import org.terrain4j.noise.Noise;
import org.terrain4j.noise.NoiseType;
import org.terrain4j.noise.Phacelle;
import org.terrain4j.noise.PhacelleSample;

import de.articdive.jnoise.generators.noise_parameters.simplex_variants.Simplex2DVariant;
import de.articdive.jnoise.generators.noise_parameters.simplex_variants.Simplex3DVariant;
import de.articdive.jnoise.generators.noise_parameters.simplex_variants.Simplex4DVariant;
import de.articdive.jnoise.modules.octavation.fractal_functions.FractalFunction;
import de.articdive.jnoise.pipeline.JNoise;

/**
 * A 5-octave fbm (lacunarity 2, gain 0.5) over OpenSimplex2F filled into a 256 × 256 grid one unit
 * apart at frequency 1/32, terrain4j's {@code Noise.fill} beside JNoise's octavation module (FBM over
 * fastSimplex, seed incremented per octave) looping point calls into a {@code float[]}; our own fbm
 * point loop; phacelle point samples (no JNoise counterpart); and an array copy of the same size as a
 * baseline. Single thread, scores in samples per second.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Threads(1)
public class FractalBenchmark {

    static final int SIZE = NoiseBenchmark.SIZE;
    static final int N = SIZE * SIZE;
    static final double FREQUENCY = NoiseBenchmark.FREQUENCY;
    static final long SEED = NoiseBenchmark.SEED;

    private Noise oursFbm;
    private JNoise peerFbm;
    private Phacelle phacelle;
    private HeightfieldBuffer buffer;
    private float[] grid;
    private float[] copy;

    @Setup(Level.Trial)
    public void setUp() {
        Noise os2 = Noise.lattice(NoiseType.OPEN_SIMPLEX2).withSeed(SEED).withFrequency(FREQUENCY);
        oursFbm = Fractal.fbm(os2).withOctaves(5).withLacunarity(2).withGain(0.5);
        peerFbm = JNoise.newBuilder()
                .fastSimplex(SEED, Simplex2DVariant.CLASSIC, Simplex3DVariant.IMPROVE_XZ, Simplex4DVariant.CLASSIC)
                .octavate(5, 0.5, 2.0, FractalFunction.FBM, true)
                .scale(FREQUENCY).build();
        phacelle = Phacelle.of(SEED, FREQUENCY);
        buffer = new HeightfieldBuffer(SIZE, SIZE, GridFrame.UNIT);
        grid = new float[N];
        copy = new float[N];
    }

    @Benchmark
    @OperationsPerInvocation(N)
    public HeightfieldBuffer oursFbm5Fill() {
        return oursFbm.fill(buffer);
    }

    @Benchmark
    @OperationsPerInvocation(N)
    public double oursFbm5Point() {
        Noise n = oursFbm;
        double s = 0;
        for (int r = 0; r < SIZE; r++) {
            for (int c = 0; c < SIZE; c++) {
                s += n.value(c, r);
            }
        }
        return s;
    }

    @Benchmark
    @OperationsPerInvocation(N)
    public float[] jnoiseFbm5Fill() {
        JNoise n = peerFbm;
        float[] g = grid;
        for (int r = 0, i = 0; r < SIZE; r++) {
            for (int c = 0; c < SIZE; c++, i++) {
                g[i] = (float) n.evaluateNoise(c, r);
            }
        }
        return g;
    }

    @Benchmark
    @OperationsPerInvocation(N)
    public double oursPhacelle() {
        Phacelle p = phacelle;
        PhacelleSample s = new PhacelleSample();
        double sum = 0;
        for (int r = 0; r < SIZE; r++) {
            for (int c = 0; c < SIZE; c++) {
                sum += p.sample(c, r, 0.6, 0.8, s).value;
            }
        }
        return sum;
    }

    @Benchmark
    @OperationsPerInvocation(N)
    public float[] baselineArrayCopy() {
        System.arraycopy(grid, 0, copy, 0, N);
        return copy;
    }
}
