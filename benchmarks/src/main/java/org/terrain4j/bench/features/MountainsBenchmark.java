package org.terrain4j.bench.features;

import java.util.List;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.terrain4j.api.Heightfield;
import org.terrain4j.features.Shapes;
import org.terrain4j.features.mountains.MountainGroup;
import org.terrain4j.features.mountains.MountainRange;
import org.terrain4j.features.mountains.Mountains;
import org.terrain4j.features.mountains.Peak;
import org.terrain4j.features.mountains.Tarn;
import org.terrain4j.routing.DepressionFill;
import org.terrain4j.routing.DrainageGrid;
import org.terrain4j.routing.FlowNetwork;

/**
 * Building one mountain range on a 1024 × 1024 grid at the mountain ranges' default 200 m spacing
 * (a square massif whose box plus flank margin is exactly 1024 samples a side; 4 generated summits
 * per 100 km², three named ones), beside the dome with ridged noise it replaces, on the same grid,
 * in the same run; and the example range of docs/mountains-example.json (369 × 269 at 200 m). Beside
 * each range, one draining fill plus steepest-descent routing and drainage area of its uplift field
 * alone, on the same grid: the floor of one steady-state pass (a range runs eight). Issue 30's goal on
 * two cores: the example under 1 s, the 1024² range under 4 s. {@code threads} is the range's worker
 * count; the dome and the routing are one thread.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 3)
@Fork(value = 1, jvmArgsAppend = {"-Xms3g", "-Xmx3g"})
public class MountainsBenchmark {

    /** Samples a side. */
    static final int SIZE = 1024;

    @Param({"1", "2"})
    public int threads;

    private List<MountainRange> ranges;
    private List<MountainRange> example;
    private Mountains settings;
    private float[] upliftSquare;
    private DrainageGrid gridSquare;
    private float[] upliftExample;
    private DrainageGrid gridExample;

    @Setup(Level.Trial)
    public void setUp() {
        double s = Mountains.DEFAULT_SPACING_M;
        double top = 3400;
        // whole spacings: every group's grid lies on the multiples of the spacing
        double margin = Math.ceil((Math.max(top / Mountains.FLANK_SLOPE * 0.3, 2000) + 2 * s) / s) * s;
        double side = (SIZE - 1) * s - 2 * margin;
        ranges = List.of(MountainRange.massif("Square", Shapes.polygon(0, 0, side, 0, side, side, 0, side), 2200)
                .withPeaks(List.of(Peak.of("A", side * 0.3, side * 0.4, top), Peak.of("B", side * 0.6, side * 0.55, 3100),
                        Peak.of("C", side * 0.45, side * 0.75, 2900))));
        settings = Mountains.standard().withSeed(1).withThreads(threads);
        MountainGroup g = settings.build(ranges).get(0);
        if (g.relief().columns() != SIZE || g.relief().rows() != SIZE) {
            throw new IllegalStateException("grid is " + g.relief().columns() + " × " + g.relief().rows());
        }
        upliftSquare = g.uplift().toArray();
        gridSquare = DrainageGrid.of(SIZE, SIZE, s, s);
        example = List.of(MountainRange.massif("Spine", Shapes.polygon(0, 0, 60000, 4000, 56000, 40000, 4000, 36000),
                2200).withRuggedness(0.6).withPeaks(List.of(Peak.of("Snowcrown", 20000, 18000, 3400),
                        Peak.of("Greyhorn", 40000, 15000, 2900), Peak.of("Tarnfell", 33000, 28000, 2600)))
                .withTarns(List.of(Tarn.of(27000, 24000, 200))));
        MountainGroup e = Mountains.standard().withSeed(3).withThreads(threads).build(example).get(0);
        upliftExample = e.uplift().toArray();
        gridExample = DrainageGrid.of(e.uplift().columns(), e.uplift().rows(), s, s);
    }

    /** @return the example range at 200 m */
    @Benchmark
    public Heightfield exampleRange() {
        return Mountains.standard().withSeed(3).withThreads(threads).build(example).get(0).relief();
    }

    /** @return the drainage area after a draining fill and steepest descent over the example's uplift field */
    @Benchmark
    public double[] exampleFillAndRouting() {
        return fillAndRoute(gridExample, upliftExample);
    }

    /** @return the drainage area after a draining fill and steepest descent over the square's uplift field */
    @Benchmark
    public double[] squareFillAndRouting() {
        return fillAndRoute(gridSquare, upliftSquare);
    }

    private static double[] fillAndRoute(DrainageGrid grid, float[] uplift) {
        float[] h = DepressionFill.draining().filled(grid, uplift);
        return FlowNetwork.steepestDescent(grid, h).drainageArea();
    }

    /** @return the eroded range */
    @Benchmark
    public Heightfield range() {
        return settings.build(ranges).get(0).relief();
    }

    /** @return the baseline on the same grid */
    @Benchmark
    public Heightfield domeWithRidgedNoise() {
        return DomeRange.of(SIZE, SIZE, Mountains.DEFAULT_SPACING_M, 2200, 1);
    }
}
