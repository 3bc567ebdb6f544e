package org.terrain4j.bench.peers;

import java.io.IOException;
import java.nio.file.Path;
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
import org.terrain4j.api.Heightfield;
import org.terrain4j.erosion.StreamPower;
import org.terrain4j.routing.DepressionFill;
import org.terrain4j.routing.DrainageGrid;
import org.terrain4j.routing.FlowNetwork;

/**
 * terrain4j's side of the C++ peer table ({@code benchmarks/peers/table.sh}), one thread, on the grids of
 * {@link PeerGrids} (the data directory is the system property {@code terrain4j.data}, default {@code data}):
 *
 * <ul>
 *   <li>{@code fillFlat}, {@code fillDraining}: {@link DepressionFill} on a copy of the heights, beside
 *       RichDEM's Zhou 2016 and Barnes 2014 Priority-Flood (flat) and Barnes 2014 ε (draining);</li>
 *   <li>{@code routingAndArea}: D8 {@link FlowNetwork#steepestDescent} and
 *       {@link FlowNetwork#drainageArea()} on the draining fill, beside fastscapelib's single flow router and
 *       {@code accumulate} on the same filled surface;</li>
 *   <li>{@code streamPowerStepN2}: one implicit step, K = 2·10⁻⁵, m = ½, n = 2, dt = 1 000 years, beside
 *       fastscapelib's {@code spl_eroder} with the same constants.</li>
 * </ul>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
public class PeerTableBenchmark {

    /** Which grid of {@link PeerGrids#NAMES}. */
    @Param({"srtm", "topobathy", "dsflat", "ds1024", "ds2049"})
    public String grid;

    private DrainageGrid drainage;
    private float[] heights;
    private float[] filled;
    private float[] work;
    private FlowNetwork network;
    private double[] area;
    private StreamPower quadratic;

    /**
     * Reads or grows the grid, fills and routes it once.
     *
     * @throws IOException if a data file cannot be read
     */
    @Setup(Level.Trial)
    public void setUp() throws IOException {
        Heightfield f = PeerGrids.grid(grid, Path.of(System.getProperty("terrain4j.data", "data")));
        drainage = DrainageGrid.of(f);
        heights = f.toArray();
        filled = DepressionFill.draining().filled(drainage, heights);
        work = new float[heights.length];
        network = FlowNetwork.steepestDescent(drainage, filled);
        area = network.drainageArea();
        quadratic = StreamPower.incision().withErodibility(2e-5).withSlopeExponent(2);
    }

    /** @return the flat fill of the heights */
    @Benchmark
    public float[] fillFlat() {
        System.arraycopy(heights, 0, work, 0, heights.length);
        DepressionFill.flat().fill(drainage, work);
        return work;
    }

    /** @return the draining fill of the heights */
    @Benchmark
    public float[] fillDraining() {
        System.arraycopy(heights, 0, work, 0, heights.length);
        DepressionFill.draining().fill(drainage, work);
        return work;
    }

    /** @return the drainage area of the filled surface */
    @Benchmark
    public double[] routingAndArea() {
        return FlowNetwork.steepestDescent(drainage, filled).drainageArea();
    }

    /** @return the heights after one n = 2 step */
    @Benchmark
    public float[] streamPowerStepN2() {
        System.arraycopy(filled, 0, work, 0, filled.length);
        quadratic.incise(network, area, work, 1000);
        return work;
    }
}
