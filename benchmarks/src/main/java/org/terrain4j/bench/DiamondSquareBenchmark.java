package org.terrain4j.bench;

import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.terrain4j.api.Heightfield;

import com.jme3.terrain.heightmap.MidpointDisplacementHeightMap;

/**
 * Diamond-square at 257², 1025² and 4097², ours beside jMonkeyEngine's
 * {@code MidpointDisplacementHeightMap} (3.6.1-stable), both normalising their result, plus a
 * baseline that only copies an array of the same size. Read samples/s as {@code size² / time}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
public class DiamondSquareBenchmark {

    @Param({"257", "1025", "4097"})
    public int size;

    private float[] source;
    private float[] target;
    private long seed;

    @Setup
    public void setUp() {
        source = new float[size * size];
        target = new float[size * size];
        seed = 7;
    }

    /** Ours: seeded diamond-square, normalised to [0, 1]. */
    @Benchmark
    public Heightfield terrain4j() {
        return Heightfield.diamondSquare(size, 0.5, seed++);
    }

    /** The peer: jME3 midpoint displacement (range 1, persistence 0.5), normalised by its load(). */
    @Benchmark
    public float[] jme3MidpointDisplacement() {
        return new MidpointDisplacementHeightMap(size, 1f, 0.5f, seed++).getHeightMap();
    }

    /** Baseline: copying an array of the same number of samples. */
    @Benchmark
    public float[] baselineArrayCopy() {
        System.arraycopy(source, 0, target, 0, source.length);
        return target;
    }
}
