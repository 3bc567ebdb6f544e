package org.terrain4j.bench.landform;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.terrain4j.bench.Processes;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.terrain4j.analysis.landform.LandformMap;
import org.terrain4j.analysis.landform.Landforms;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;

/**
 * The topographic position index over a 300 m disc and Weiss's slope-position classes of a
 * {@code size²} grid, diamond-square (roughness 0.45, seed 13) scaled to a relief of a tenth of its
 * side, {@code spacing} metres apart: 2049² at 2 m is a 4 km land (a disc 150 samples in radius); 513² at 10 m (30
 * samples) keeps SAGA's direct disc sum to seconds.
 *
 * <ul>
 *   <li>{@code terrain4jLandforms}: {@link Landforms#map} (TPI by row prefix sums, rows in parallel,
 *       slopes, standardization, classes and their census);</li>
 *   <li>{@code sagaTpi}: SAGA's {@code ta_morphometry 18} (TPI, no distance weighting, radii 0 to
 *       300 m) as a process on the same grid (an ESRI ASCII grid written in the set-up), writing its
 *       grid;</li>
 *   <li>{@code sagaStartUp}: the same tool with a radius of one spacing: start-up, reading and
 *       writing, to subtract from {@code sagaTpi};</li>
 *   <li>{@code baselineCopy}: copying the samples into a float array.</li>
 * </ul>
 * The SAGA benchmarks return −1 at once when {@code saga_cmd} is not installed, and are skipped (−1)
 * for grids over 513² (its direct sum over the disc would take minutes).
 *
 * <pre>
 * mvn -q -pl benchmarks -am package -DskipTests
 * java -jar benchmarks/target/benchmarks.jar LandformBenchmark -f 1 -wi 1 -i 3 -jvmArgs "-Xmx3g"
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class LandformBenchmark {

    /** Samples per side and their spacing in metres. */
    @Param({"2049:2", "513:10"})
    public String grid;

    private Heightfield field;
    private float[] copy;
    private Path scratch;
    private List<String> saga;
    private List<String> sagaStart;

    /**
     * Grows the field and writes it for SAGA.
     *
     * @throws IOException if the scratch file cannot be written
     */
    @Setup(Level.Trial)
    public void setUp() throws IOException {
        String[] g = grid.split(":");
        int size = Integer.parseInt(g[0]);
        double spacing = Double.parseDouble(g[1]);
        field = Heightfield.diamondSquare(size, 0.45, 13).normalized().scale(0.1 * (size - 1) * spacing)
                .withFrame(GridFrame.of(0, 0, spacing));
        copy = new float[field.sampleCount()];
        scratch = Files.createTempDirectory("landform-bench");
        if (size > 513 || !onPath("saga_cmd")) {
            return;
        }
        Path asc = scratch.resolve("dem.asc");
        try (Writer w = Files.newBufferedWriter(asc, StandardCharsets.US_ASCII)) {
            w.write("ncols " + size + "\nnrows " + size + "\nxllcorner 0\nyllcorner 0\ncellsize " + spacing
                    + "\nNODATA_value -9999\n");
            for (int r = 0; r < size; r++) {
                StringBuilder line = new StringBuilder(size * 8);
                for (int c = 0; c < size; c++) {
                    line.append((float) field.get(c, r)).append(c + 1 < size ? ' ' : '\n');
                }
                w.write(line.toString());
            }
        }
        saga = List.of("saga_cmd", "ta_morphometry", "18", "-DEM", asc.toString(), "-TPI",
                scratch.resolve("tpi.sdat").toString(), "-RADIUS_MIN", "0", "-RADIUS_MAX", "300", "-DW_WEIGHTING", "0");
        sagaStart = List.of("saga_cmd", "ta_morphometry", "18", "-DEM", asc.toString(), "-TPI",
                scratch.resolve("tpi1.sdat").toString(), "-RADIUS_MIN", "0", "-RADIUS_MAX",
                Double.toString(spacing), "-DW_WEIGHTING", "0");
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

    /** @return the landform map at a 300 m radius */
    @Benchmark
    public LandformMap terrain4jLandforms() {
        return Landforms.standard().map(field);
    }

    /** @return the samples copied into a float array */
    @Benchmark
    public float[] baselineCopy() {
        field.copyTo(copy, 0);
        return copy;
    }

    /**
     * @return SAGA's exit code, −1 if not run
     * @throws Exception if the process fails
     */
    @Benchmark
    public int sagaTpi() throws Exception {
        return saga == null ? -1 : Processes.run(saga);
    }

    /**
     * @return SAGA's exit code at a radius of one spacing, −1 if not run
     * @throws Exception if the process fails
     */
    @Benchmark
    public int sagaStartUp() throws Exception {
        return sagaStart == null ? -1 : Processes.run(sagaStart);
    }

    private static boolean onPath(String program) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
            if (Files.isExecutable(Path.of(dir, program))) {
                return true;
            }
        }
        return false;
    }

}
