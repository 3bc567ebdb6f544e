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
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.noise.Noise;
import org.terrain4j.noise.NoiseType;

import de.articdive.jnoise.core.api.functions.Interpolation;
import de.articdive.jnoise.generators.noise_parameters.fade_functions.FadeFunction;
import de.articdive.jnoise.generators.noise_parameters.simplex_variants.Simplex2DVariant;
import de.articdive.jnoise.generators.noise_parameters.simplex_variants.Simplex3DVariant;
import de.articdive.jnoise.generators.noise_parameters.simplex_variants.Simplex4DVariant;
import de.articdive.jnoise.pipeline.JNoise;

/**
 * terrain4j noise beside JNoise (de.articdive:jnoise-pipeline 4.1.0) on the same noise type, in the
 * same run, single thread. Every benchmark evaluates one 256 × 256 grid of samples one unit apart at
 * frequency 1/32 (cells 32 samples across), so scores are samples per second
 * ({@code @OperationsPerInvocation} = 65 536).
 *
 * <ul>
 *   <li>{@code *Point2d}: a loop of 2-D point calls; {@code oursFill2d}: {@code Noise.fill} of a
 *       {@code HeightfieldBuffer} over the same grid (JNoise has no grid fill, so its fill is the
 *       point loop writing a {@code float[]}: {@code jnoiseFill2d}).</li>
 *   <li>{@code *Point3d}: 3-D point calls over the grid at y = 0.5.</li>
 * </ul>
 *
 * <p>Type mapping: OPEN_SIMPLEX2 ↔ fastSimplex (CLASSIC 2-D, IMPROVE_XZ 3-D); OPEN_SIMPLEX2S ↔
 * superSimplex; PERLIN ↔ perlin with linear interpolation and the quintic (improved Perlin) fade;
 * VALUE_LINEAR ↔ value with linear interpolation and no fade; VALUE_CUBIC ↔ value with linear
 * interpolation and the cubic polynomial (smoothstep) fade.
 *
 * <p>Fractals and phacelle: {@link FractalBenchmark}. Run: {@code java -jar benchmarks/target/benchmarks.jar
 * 'bench.noise' -f 2 -wi 3 -w 1 -i 5 -r 1}. Two forks, because a fork's score depends on how C2
 * allocated registers in it: the same point kernel measured 80 M samples/s in one fork and 97 M in
 * another (see {@code Hashing.floor} in terrain-noise), and the peers vary as much.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Threads(1)
public class NoiseBenchmark {

    static final int SIZE = 256;
    static final int N = SIZE * SIZE;
    static final double FREQUENCY = 1 / 32.0;
    static final long SEED = 1234;

    @Param({"OPEN_SIMPLEX2", "OPEN_SIMPLEX2S", "PERLIN", "VALUE_LINEAR", "VALUE_CUBIC"})
    public String type;

    private Noise ours;
    private JNoise peer;
    private HeightfieldBuffer buffer;
    private float[] grid;

    @Setup(Level.Trial)
    public void setUp() {
        NoiseType t = NoiseType.valueOf(type);
        ours = Noise.lattice(t).withSeed(SEED).withFrequency(FREQUENCY);
        peer = jnoise(t).scale(FREQUENCY).build();
        buffer = new HeightfieldBuffer(SIZE, SIZE, GridFrame.UNIT);
        grid = new float[N];
    }

    static JNoise.JNoiseBuilder<?> jnoise(NoiseType t) {
        switch (t) {
            case OPEN_SIMPLEX2:
                return JNoise.newBuilder().fastSimplex(SEED, Simplex2DVariant.CLASSIC, Simplex3DVariant.IMPROVE_XZ,
                        Simplex4DVariant.CLASSIC);
            case OPEN_SIMPLEX2S:
                return JNoise.newBuilder().superSimplex(SEED, Simplex2DVariant.CLASSIC, Simplex3DVariant.IMPROVE_XZ,
                        Simplex4DVariant.CLASSIC);
            case PERLIN:
                return JNoise.newBuilder().perlin(SEED, Interpolation.LINEAR, FadeFunction.QUINTIC_POLY);
            case VALUE_LINEAR:
                return JNoise.newBuilder().value(SEED, Interpolation.LINEAR, FadeFunction.NONE);
            case VALUE_CUBIC:
                return JNoise.newBuilder().value(SEED, Interpolation.LINEAR, FadeFunction.CUBIC_POLY);
            default:
                throw new IllegalArgumentException(t.name());
        }
    }

    @Benchmark
    @OperationsPerInvocation(N)
    public double oursPoint2d() {
        Noise n = ours;
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
    public double jnoisePoint2d() {
        JNoise n = peer;
        double s = 0;
        for (int r = 0; r < SIZE; r++) {
            for (int c = 0; c < SIZE; c++) {
                s += n.evaluateNoise(c, r);
            }
        }
        return s;
    }

    @Benchmark
    @OperationsPerInvocation(N)
    public HeightfieldBuffer oursFill2d() {
        return ours.fill(buffer);
    }

    @Benchmark
    @OperationsPerInvocation(N)
    public float[] jnoiseFill2d() {
        JNoise n = peer;
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
    public double oursPoint3d() {
        Noise n = ours;
        double s = 0;
        for (int r = 0; r < SIZE; r++) {
            for (int c = 0; c < SIZE; c++) {
                s += n.value(c, 0.5, r);
            }
        }
        return s;
    }

    @Benchmark
    @OperationsPerInvocation(N)
    public double jnoisePoint3d() {
        JNoise n = peer;
        double s = 0;
        for (int r = 0; r < SIZE; r++) {
            for (int c = 0; c < SIZE; c++) {
                s += n.evaluateNoise(c, 0.5, r);
            }
        }
        return s;
    }

}
