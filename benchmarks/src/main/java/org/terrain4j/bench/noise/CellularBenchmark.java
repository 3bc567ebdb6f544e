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
import org.terrain4j.noise.Cellular;

import de.articdive.jnoise.generators.noise_parameters.distance_functions.DistanceFunctionType;
import de.articdive.jnoise.generators.noise_parameters.return_type_functions.ReturnDistanceFunctionType;
import de.articdive.jnoise.generators.noisegen.worley.WorleyNoiseGenerator;
import de.articdive.jnoise.pipeline.JNoise;

/**
 * terrain4j's cellular (Worley) noise beside JNoise's Worley generator (de.articdive:jnoise-generators
 * 4.1.0, {@code WorleyNoiseGenerator}) in the same run, single thread, on the same grid as
 * {@link NoiseBenchmark}: 256 × 256 samples one unit apart at frequency 1/32, so scores are samples per
 * second ({@code @OperationsPerInvocation} = 65 536).
 *
 * <p>Same feature count: one feature point per cell on both sides (JNoise's default feature-point amount
 * function returns 1; terrain4j places one per cell), jitter 1 (points anywhere in their cell, JNoise's
 * placement). Same metric ({@code distance}: EUCLIDEAN or EUCLIDEAN_SQUARED, JNoise's
 * {@code DistanceFunctionType} of the same name) and return ({@code output}: F1 ↔ {@code DISTANCE_0},
 * F2 ↔ {@code DISTANCE_1}, with JNoise's depth, the number of nearest distances it keeps, 1 or 2).
 * One difference in the work done: JNoise searches the 3 × 3 (3 × 3 × 3) block of cells, drawing each
 * cell's point from a {@code java.util.Random} seeded by the cell's hash, and can miss a nearer point
 * two cells away; terrain4j's search is exact, visiting the further cells whose jitter box could hold a
 * nearer point. JNoise returns raw distances, terrain4j
 * scales them to [−1, 1].
 *
 * <p>Run: {@code java -jar benchmarks/target/benchmarks.jar 'bench.noise.CellularBenchmark' -f 2 -wi 3 -w 1
 * -i 5 -r 1}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Threads(1)
public class CellularBenchmark {

    static final int SIZE = NoiseBenchmark.SIZE;
    static final int N = SIZE * SIZE;
    static final double FREQUENCY = NoiseBenchmark.FREQUENCY;
    static final long SEED = NoiseBenchmark.SEED;

    /** The metric, by the name both libraries use. */
    @Param({"EUCLIDEAN", "EUCLIDEAN_SQUARED"})
    public String distance;

    /** F1 (JNoise DISTANCE_0) or F2 (DISTANCE_1). */
    @Param({"F1", "F2"})
    public String output;

    private Cellular ours;
    private JNoise peer;
    private HeightfieldBuffer buffer;

    @Setup(Level.Trial)
    public void setUp() {
        ours = Cellular.worley().withSeed(SEED).withFrequency(FREQUENCY).withJitter(1)
                .withDistance(Cellular.Distance.valueOf(distance)).withReturnType(Cellular.ReturnType.valueOf(output));
        WorleyNoiseGenerator worley = WorleyNoiseGenerator.newBuilder().setSeed(SEED)
                .setDistanceFunction(DistanceFunctionType.valueOf(distance))
                .setReturnDistanceFunction("F1".equals(output) ? ReturnDistanceFunctionType.DISTANCE_0
                        : ReturnDistanceFunctionType.DISTANCE_1)
                .setDepth("F1".equals(output) ? 1 : 2)
                .setFeaturePointAmountFunction(cell -> 1)
                .build();
        peer = JNoise.newBuilder().worley(worley).scale(FREQUENCY).build();
        buffer = new HeightfieldBuffer(SIZE, SIZE, GridFrame.UNIT);
    }

    @Benchmark
    @OperationsPerInvocation(N)
    public double oursPoint2d() {
        Cellular n = ours;
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
    public double oursPoint3d() {
        Cellular n = ours;
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
