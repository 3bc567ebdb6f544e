package org.terrain4j.bench.erosion;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.io.AsciiGrid;
import org.terrain4j.routing.DepressionFill;
import org.terrain4j.routing.DrainageGrid;
import org.terrain4j.routing.FlowNetwork;
import org.terrain4j.erosion.StreamPower;

/**
 * Drainage at 1024² on one thread: a diamond-square field (seed 16, roughness 0.5) scaled to 0…1000 m
 * at 30 m spacing, its open edges the outlets.
 *
 * <ul>
 *   <li>{@code fillDraining}, {@code fillFlat}: {@link DepressionFill} (priority flood);</li>
 *   <li>{@code routingAndArea}: D8 {@link FlowNetwork#steepestDescent} (receivers, donors, the
 *       depth-first stack) plus {@link FlowNetwork#drainageArea()} on the filled surface — the work
 *       fastscapelib's "flow routing" figure covers; {@code routingAndAreaBreadthFirst}: the same with the
 *       breadth-first stack, to see what the stack's memory order costs;</li>
 *   <li>{@code streamPowerStep}, {@code streamPowerStepN2}, {@code streamPowerStepN15}: one implicit
 *       Braun–Willett incision step ({@link StreamPower#incise}) over a network made in setup, n = 1, n = 2
 *       (the root in closed form) and n = 1.5 (Newton from an upper bound, δ^1.5 as δ·√δ, the one
 *       {@code Math.pow} per sample its start); fastscapelib's n = 2 step is the peer (issue 37); and the same
 *       n = 1 step over the breadth-first stack ({@code streamPowerStepBreadthFirst});</li>
 *   <li>{@code baselineCopy}: copying the samples (the floor of any pass);</li>
 *   <li>{@code grassFillAndWatershed}: GRASS's {@code r.fill.dir} then {@code r.watershed -s} on the
 *       same field as a process, and {@code grassStartup}: the same session importing the field only, to
 *       subtract; {@code sagaFill} / {@code sagaD8} (SAGA Fill Sinks, then Flow Accumulation D8 on the
 *       filled grid) and {@code sagaStartup} (importing the field only). Each returns −1 at once when
 *       the program is missing.</li>
 * </ul>
 * <pre>
 * mvn -q -pl benchmarks -am package -DskipTests
 * java -jar benchmarks/target/benchmarks.jar DrainageBenchmark -f 1 -wi 2 -i 3
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class DrainageBenchmark {

    private static final int SIZE = 1024;

    private DrainageGrid grid;
    private float[] heights;
    private float[] filled;
    private float[] work;
    private FlowNetwork network;
    private FlowNetwork networkBreadthFirst;
    private double[] area;
    private StreamPower linear;
    private StreamPower quadratic;
    private StreamPower threeHalves;
    private Path scratch;
    private boolean grass;
    private boolean saga;

    /**
     * Grows the field, fills and routes it once, and writes it for the peers.
     *
     * @throws IOException if the scratch files cannot be written
     */
    @Setup(Level.Trial)
    public void setUp() throws IOException {
        Heightfield f = Heightfield.diamondSquare(SIZE + 1, 0.5, 16).crop(0, 0, SIZE, SIZE).normalized()
                .map(v -> 1000 * v).withFrame(GridFrame.of(0, 0, 30));
        grid = DrainageGrid.of(f);
        heights = f.toArray();
        filled = DepressionFill.draining().filled(grid, heights);
        work = new float[heights.length];
        network = FlowNetwork.steepestDescent(grid, filled);
        networkBreadthFirst = FlowNetwork.steepestDescent(grid, filled, FlowNetwork.StackOrder.BREADTH_FIRST);
        area = network.drainageArea();
        linear = StreamPower.incision().withErodibility(2e-5);
        quadratic = linear.withSlopeExponent(2);
        threeHalves = linear.withSlopeExponent(1.5);
        scratch = Files.createTempDirectory("drainage-bench");
        AsciiGrid.write(f, scratch.resolve("dem.asc"));
        grass = available("grass", "--version");
        saga = available("saga_cmd", "--version");
        if (grass) {
            Files.writeString(scratch.resolve("startup.sh"), "set -e\nr.in.gdal -o input=dem.asc output=dem --q\n"
                    + "g.region raster=dem\n");
            Files.writeString(scratch.resolve("full.sh"), "set -e\nr.in.gdal -o input=dem.asc output=dem --q\n"
                    + "g.region raster=dem\nr.fill.dir input=dem output=filled direction=dir --q\n"
                    + "r.watershed -s elevation=filled accumulation=acc --q\n");
        }
        if (saga) {
            run(List.of("saga_cmd", "ta_preprocessor", "4", "-ELEV", "dem.asc", "-FILLED", "filled.sdat",
                    "-MINSLOPE", "0"));
        }
    }

    private static boolean available(String program, String arg) {
        try {
            Process p = new ProcessBuilder(program, arg).redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            p.waitFor();
            return true;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private int run(List<String> command) throws IOException {
        try {
            Process p = new ProcessBuilder(command).directory(scratch.toFile()).redirectErrorStream(true)
                    .redirectOutput(scratch.resolve("log.txt").toFile()).start();
            return p.waitFor();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return -2;
        }
    }

    /**
     * Removes the scratch directory.
     *
     * @throws IOException if it cannot be removed
     */
    @TearDown(Level.Trial)
    public void tearDown() throws IOException {
        try (var files = Files.walk(scratch)) {
            for (Path p : files.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }

    /** @return the draining fill of the field */
    @Benchmark
    public float[] fillDraining() {
        System.arraycopy(heights, 0, work, 0, heights.length);
        DepressionFill.draining().fill(grid, work);
        return work;
    }

    /** @return the flat fill of the field */
    @Benchmark
    public float[] fillFlat() {
        System.arraycopy(heights, 0, work, 0, heights.length);
        DepressionFill.flat().fill(grid, work);
        return work;
    }

    /** @return the drainage area after routing the filled field (depth-first stack) */
    @Benchmark
    public double[] routingAndArea() {
        return FlowNetwork.steepestDescent(grid, filled).drainageArea();
    }

    /** @return the drainage area after routing the filled field (breadth-first stack) */
    @Benchmark
    public double[] routingAndAreaBreadthFirst() {
        return FlowNetwork.steepestDescent(grid, filled, FlowNetwork.StackOrder.BREADTH_FIRST).drainageArea();
    }

    /** @return the heights after one n = 1 step over the depth-first stack */
    @Benchmark
    public float[] streamPowerStep() {
        System.arraycopy(filled, 0, work, 0, filled.length);
        linear.incise(network, area, work, 1000);
        return work;
    }

    /** @return the heights after one n = 1 step over the breadth-first stack */
    @Benchmark
    public float[] streamPowerStepBreadthFirst() {
        System.arraycopy(filled, 0, work, 0, filled.length);
        linear.incise(networkBreadthFirst, area, work, 1000);
        return work;
    }

    /** @return the heights after one n = 2 step */
    @Benchmark
    public float[] streamPowerStepN2() {
        System.arraycopy(filled, 0, work, 0, filled.length);
        quadratic.incise(network, area, work, 1000);
        return work;
    }

    /** @return the heights after one n = 1.5 step (Newton's path) */
    @Benchmark
    public float[] streamPowerStepN15() {
        System.arraycopy(filled, 0, work, 0, filled.length);
        threeHalves.incise(network, area, work, 1000);
        return work;
    }

    /** @return the samples copied */
    @Benchmark
    public float[] baselineCopy() {
        System.arraycopy(filled, 0, work, 0, filled.length);
        return work;
    }

    /**
     * @return GRASS's exit code: import, r.fill.dir, r.watershed -s; −1 if GRASS is missing
     * @throws IOException if the process cannot be started
     */
    @Benchmark
    public int grassFillAndWatershed() throws IOException {
        return grass ? run(List.of("grass", "--tmp-location", "XY", "--exec", "bash", "full.sh")) : -1;
    }

    /**
     * @return GRASS's exit code: the same session importing the field only; −1 if GRASS is missing
     * @throws IOException if the process cannot be started
     */
    @Benchmark
    public int grassStartup() throws IOException {
        return grass ? run(List.of("grass", "--tmp-location", "XY", "--exec", "bash", "startup.sh")) : -1;
    }

    /**
     * @return SAGA's exit code: Fill Sinks (Wang &amp; Liu) reading the ASCII grid; −1 if missing
     * @throws IOException if the process cannot be started
     */
    @Benchmark
    public int sagaFill() throws IOException {
        return saga ? run(List.of("saga_cmd", "ta_preprocessor", "4", "-ELEV", "dem.asc", "-FILLED", "f.sdat",
                "-MINSLOPE", "0")) : -1;
    }

    /**
     * @return SAGA's exit code: Flow Accumulation (Top-Down), D8, on the filled grid; −1 if missing
     * @throws IOException if the process cannot be started
     */
    @Benchmark
    public int sagaD8() throws IOException {
        return saga ? run(List.of("saga_cmd", "ta_hydrology", "0", "-ELEVATION", "filled.sdat", "-FLOW", "acc.sdat",
                "-METHOD", "0", "-FLOW_UNIT", "0")) : -1;
    }

    /**
     * @return SAGA's exit code: importing the ASCII grid only (start-up and reading); −1 if missing
     * @throws IOException if the process cannot be started
     */
    @Benchmark
    public int sagaStartup() throws IOException {
        return saga ? run(List.of("saga_cmd", "io_gdal", "0", "-FILES", "dem.asc", "-GRIDS", "imported.sgrd")) : -1;
    }
}
