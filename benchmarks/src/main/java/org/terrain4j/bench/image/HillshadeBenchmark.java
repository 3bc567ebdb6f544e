package org.terrain4j.bench.image;

import java.awt.image.BufferedImage;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.dem.Aspect;
import org.terrain4j.dem.Hillshade;
import org.terrain4j.image.Ramp;
import org.terrain4j.dem.Slope;

/**
 * Terrain analysis throughput (samples per call; read the score as time per grid) beside a trivial
 * baseline, an array copy of the same grid. There is no Java peer for gdaldem's analysis; its own
 * timing on the same grid is measured outside JMH (see the images report).
 *
 * <p>Run: {@code java -jar benchmarks/target/benchmarks.jar image.HillshadeBenchmark -f 1 -wi 3 -w 1 -i 5 -r 1}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
public class HillshadeBenchmark {

    /** Grid side, samples. */
    @Param({"1025", "4097"})
    public int size;

    private Heightfield field;
    private HeightfieldBuffer dest;
    private float[] copy;
    private final Hillshade hillshade = Hillshade.standard();
    private final Hillshade hillshadeEdges = Hillshade.standard().withComputeEdges(true);
    private final Slope slope = Slope.degrees();
    private final Aspect aspect = Aspect.azimuth();
    private final Ramp ramp = Ramp.hypsometric();

    /** A diamond-square field, heights 0…1000 m on 10 m cells. */
    @Setup(Level.Trial)
    public void setUp() {
        field = Heightfield.diamondSquare(size, 0.5, 7).scale(1000).withFrame(GridFrame.of(0, 0, 10));
        dest = new HeightfieldBuffer(size, size);
        copy = new float[size * size];
    }

    /** @return the baseline: one array copy of the grid */
    @Benchmark
    public float[] baselineCopy() {
        field.copyTo(copy, 0);
        return copy;
    }

    /** @return hillshade floats into a caller-owned buffer */
    @Benchmark
    public HeightfieldBuffer hillshade() {
        return hillshade.compute(field, dest);
    }

    /** @return hillshade with gdaldem's -compute_edges rule */
    @Benchmark
    public HeightfieldBuffer hillshadeComputeEdges() {
        return hillshadeEdges.compute(field, dest);
    }

    /** @return slope in degrees into a caller-owned buffer */
    @Benchmark
    public HeightfieldBuffer slope() {
        return slope.compute(field, dest);
    }

    /** @return aspect into a caller-owned buffer */
    @Benchmark
    public HeightfieldBuffer aspect() {
        return aspect.compute(field, dest);
    }

    /** @return the 8-bit hillshade image (allocates the image) */
    @Benchmark
    public BufferedImage hillshadeImage() {
        return hillshade.image(field);
    }

    /** @return the hypsometric tint as packed ARGB (allocates) */
    @Benchmark
    public int[] tint() {
        return ramp.argb(field);
    }
}
