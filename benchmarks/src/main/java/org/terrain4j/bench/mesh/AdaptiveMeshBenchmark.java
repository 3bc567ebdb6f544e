package org.terrain4j.bench.mesh;

import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.terrain4j.api.Heightfield;
import org.terrain4j.mesh.Mesh;

/**
 * The adaptive mesh (greedy Delaunay insertion with a guaranteed vertical error) of a 1025²
 * diamond-square field spanning 0…1500 m, at 10 m and 5 m, beside a baseline copying the field's
 * samples. No Java peer exists; Mapbox's delatin (JavaScript) is the reference implementation and is
 * timed outside JMH (see the closing note).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class AdaptiveMeshBenchmark {

    /** Samples per side. */
    @Param({"1025"})
    public int size;

    /** Requested maximum vertical error, metres. */
    @Param({"10", "5"})
    public double maxError;

    private Heightfield field;
    private float[] samples;

    /** Builds the field once per trial. */
    @Setup
    public void setUp() {
        field = Heightfield.diamondSquare(size, 0.5, 7).scale(1500);
        samples = field.toArray();
    }

    /** @return the adaptive mesh */
    @Benchmark
    public Mesh terrain4jAdaptive() {
        return Mesh.adaptive(field, maxError);
    }

    /** @return a copy of the field's samples */
    @Benchmark
    public float[] baselineArrayCopy() {
        return samples.clone();
    }
}
