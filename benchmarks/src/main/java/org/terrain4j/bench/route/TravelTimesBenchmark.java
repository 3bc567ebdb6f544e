package org.terrain4j.bench.route;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
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
import org.terrain4j.analysis.route.SampleMask;
import org.terrain4j.analysis.route.Tobler;
import org.terrain4j.analysis.route.TravelTimes;
import org.terrain4j.analysis.route.WalkableGround;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.Heightfield;

/**
 * Least travel times from one start to every sample of a {@code size²} grid 2 m apart (2049²: a
 * 4 km land), diamond-square (roughness 0.45, seed 13) scaled to a relief of a tenth of its side
 * (0…410 m at 2049²), from the walkable sample nearest the middle.
 *
 * <ul>
 *   <li>{@code terrain4jTravelTimes}: {@link WalkableGround#travelTimes} from the middle (Dijkstra,
 *       16 neighbours, Tobler's speed per move);</li>
 *   <li>{@code terrain4jWalkableGround}: {@link Tobler#walkableGround} (slopes and the open mask),
 *       which the measure makes once before any search;</li>
 *   <li>{@code grassRCost}: GRASS GIS {@code r.cost -k} from the same start over the same grid as a
 *       process, on the isotropic Tobler cost surface of {@code RouteOracleTest} (imported once, in
 *       the set-up, into a throwaway XY location), writing its cumulative cost map;</li>
 *   <li>{@code grassStartUp}: the same process running {@code g.region -p} only: the start-up to
 *       subtract from {@code grassRCost};</li>
 *   <li>{@code baselineCopy}: copying the samples into a float array.</li>
 * </ul>
 * The GRASS benchmarks return −1 at once when {@code grass} is not installed.
 *
 * <pre>
 * mvn -q -pl benchmarks -am package -DskipTests
 * java -jar benchmarks/target/benchmarks.jar TravelTimesBenchmark -f 1 -wi 1 -i 3 \
 *     -jvmArgs "-Xms3g -Xmx3g"
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class TravelTimesBenchmark {

    /** Samples per side. */
    @Param({"2049"})
    public int size;

    private Heightfield field;
    private WalkableGround ground;
    private float[] copy;
    private double startX;
    private double startZ;
    private Path scratch;
    private List<String> rCost;
    private List<String> startUp;

    /**
     * Grows the field, and when GRASS is installed makes its location and imports the cost surface.
     *
     * @throws Exception if the scratch files or GRASS fail
     */
    @Setup(Level.Trial)
    public void setUp() throws Exception {
        double spacing = 2;
        field = Heightfield.diamondSquare(size, 0.45, 13).normalized().scale(0.1 * (size - 1) * spacing)
                .withFrame(GridFrame.of(0, 0, spacing));
        ground = Tobler.standard().walkableGround(field, SampleMask.none());
        copy = new float[field.sampleCount()];
        GroundPoint start = ground.nearestWalkable((size / 2) * spacing, (size / 2) * spacing).orElseThrow();
        startX = start.x();
        startZ = start.z();
        scratch = Files.createTempDirectory("route-bench");
        if (!onPath("grass")) {
            return;
        }
        Tobler isotropic = Tobler.standard().withFastestSlope(0);
        Path asc = scratch.resolve("cost.asc");
        try (Writer w = Files.newBufferedWriter(asc, StandardCharsets.US_ASCII)) {
            w.write("ncols " + size + "\nnrows " + size + "\nxllcorner 0\nyllcorner 0\ncellsize " + spacing
                    + "\nNODATA_value -9999\n");
            for (int r = 0; r < size; r++) {
                StringBuilder line = new StringBuilder(size * 8);
                for (int c = 0; c < size; c++) {
                    double v = ground.walkable(c, r) ? spacing
                            / isotropic.metresPerSecond(Math.tan(Math.toRadians(ground.slopeDegrees(c, r)))) : -9999;
                    line.append((float) v).append(c + 1 < size ? ' ' : '\n');
                }
                w.write(line.toString());
            }
        }
        Path location = scratch.resolve("loc");
        Processes.run(List.of("grass", "-e", "-c", "XY", location.toString()));
        String mapset = location.resolve("PERMANENT").toString();
        Processes.run(List.of("grass", mapset, "--exec", "r.in.gdal", "-o", "input=" + asc, "output=cost", "--q"));
        Processes.run(List.of("grass", mapset, "--exec", "g.region", "raster=cost"));
        double east = startX + spacing / 2;
        double north = size * spacing - startZ - spacing / 2;
        rCost = List.of("grass", mapset, "--exec", "r.cost", "-k", "--o", "input=cost", "output=cum",
                String.format(Locale.ROOT, "start_coordinates=%.3f,%.3f", east, north), "--q");
        startUp = List.of("grass", mapset, "--exec", "g.region", "-p");
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

    /** @return least travel times from the start */
    @Benchmark
    public TravelTimes terrain4jTravelTimes() {
        return ground.travelTimes(startX, startZ);
    }

    /** @return the walkable ground of the field */
    @Benchmark
    public WalkableGround terrain4jWalkableGround() {
        return Tobler.standard().walkableGround(field, SampleMask.none());
    }

    /** @return the samples copied into a float array */
    @Benchmark
    public float[] baselineCopy() {
        field.copyTo(copy, 0);
        return copy;
    }

    /**
     * @return r.cost's exit code, −1 if GRASS is not installed
     * @throws Exception if the process fails
     */
    @Benchmark
    public int grassRCost() throws Exception {
        return rCost == null ? -1 : Processes.run(rCost);
    }

    /**
     * @return the start-up process's exit code, −1 if GRASS is not installed
     * @throws Exception if the process fails
     */
    @Benchmark
    public int grassStartUp() throws Exception {
        return startUp == null ? -1 : Processes.run(startUp);
    }

    static boolean onPath(String program) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
            if (Files.isExecutable(Path.of(dir, program))) {
                return true;
            }
        }
        return false;
    }

}
