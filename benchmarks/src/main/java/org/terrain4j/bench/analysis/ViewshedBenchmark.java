package org.terrain4j.bench.analysis;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
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
import org.terrain4j.analysis.visibility.Viewshed;
import org.terrain4j.analysis.visibility.Visibility;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.Heightfield;
import org.terrain4j.io.AsciiGrid;

/**
 * A single-observer viewshed on a {@code size²} grid (diamond-square, seed 13, roughness 0.5, heights
 * 0…600 m, 2 m spacing: a 4 km land), eye 1.7 m over the middle sample, flat earth, no radius.
 *
 * <ul>
 *   <li>{@code terrain4jViewshed}: {@link Visibility#viewshed} by horizon propagation (the default);</li>
 *   <li>{@code terrain4jViewshedTwoThreads}: the same with its four wedges on two threads;</li>
 *   <li>{@code terrain4jViewshedRays}: the same by {@link Visibility.Method#RAYS} (rays to every border
 *       sample, refined by exact lines on the rim of what is seen);</li>
 *   <li>{@code gdalViewshed}: {@code gdal_viewshed -cc 0 -oz 1.7 -f MEM} as a process on the same grid
 *       (a GeoTIFF written once in set-up), so the figure is GDAL's start, read and viewshed;</li>
 *   <li>{@code gdalViewshedStartOnly}: the same command with a maximum distance of one cell: process
 *       start, opening the file and the (tiny) viewshed, to subtract from {@code gdalViewshed};</li>
 *   <li>{@code baselineCopy}: copying the samples into a float array.</li>
 * </ul>
 * The GDAL benchmarks return −1 at once when {@code gdal_viewshed} is not installed.
 *
 * <pre>
 * mvn -q -pl benchmarks -am package -DskipTests
 * java -jar benchmarks/target/benchmarks.jar ViewshedBenchmark -f 1 -wi 2 -i 3 \
 *     -jvmArgs "-Xms4g -Xmx4g -XX:+AlwaysPreTouch"
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class ViewshedBenchmark {

    /** Samples on a side. */
    @Param({"2049"})
    public int size;

    private Heightfield field;
    private GroundPoint observer;
    private Visibility sight;
    private Visibility rays;
    private float[] copy;
    private Path scratch;
    private List<String> gdal;
    private List<String> gdalStart;

    /**
     * Grows the field and writes it for GDAL.
     *
     * @throws IOException if the scratch files cannot be written
     * @throws InterruptedException if interrupted while converting
     */
    @Setup(Level.Trial)
    public void setUp() throws IOException, InterruptedException {
        double spacing = 2;
        field = Heightfield.diamondSquare(size, 0.5, 13).crop(0, 0, size, size).normalized()
                .map(v -> 600 * v).withFrame(GridFrame.of(0, 0, spacing));
        int middle = size / 2;
        observer = new GroundPoint(middle * spacing, middle * spacing);
        sight = Visibility.standard();
        rays = sight.withMethod(Visibility.Method.RAYS);
        copy = new float[field.sampleCount()];
        scratch = Files.createTempDirectory("viewshed-bench");
        if (Processes.onPath("gdal_viewshed")) {
            Path asc = scratch.resolve("land.asc");
            AsciiGrid.write(field, asc);
            Path tif = scratch.resolve("land.tif");
            Process p = new ProcessBuilder("gdal_translate", "-q", "-of", "GTiff", asc.toString(), tif.toString())
                    .redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            if (p.waitFor() != 0) {
                throw new IOException("gdal_translate failed");
            }
            Files.delete(asc);
            // the centre of the middle sample in the file's map coordinates, from GDAL's own geotransform
            String[] xy = centre(tif, middle, middle);
            gdal = command(tif, xy, null);
            gdalStart = command(tif, xy, "1");
        }
    }

    private String[] centre(Path tif, int column, int row) throws IOException, InterruptedException {
        Process p = new ProcessBuilder("gdalinfo", tif.toString()).redirectErrorStream(true).start();
        String info = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        p.waitFor();
        double ox = 0;
        double oy = 0;
        double px = 1;
        double py = -1;
        for (String line : info.split("\n")) {
            if (line.startsWith("Origin = (")) {
                String[] v = line.substring(10, line.indexOf(')')).split(",");
                ox = Double.parseDouble(v[0]);
                oy = Double.parseDouble(v[1]);
            } else if (line.startsWith("Pixel Size = (")) {
                String[] v = line.substring(14, line.indexOf(')')).split(",");
                px = Double.parseDouble(v[0]);
                py = Double.parseDouble(v[1]);
            }
        }
        return new String[] {String.format(Locale.ROOT, "%.6f", ox + (column + 0.5) * px),
                String.format(Locale.ROOT, "%.6f", oy + (row + 0.5) * py)};
    }

    private List<String> command(Path tif, String[] xy, String maxDistance) {
        List<String> c = new ArrayList<>(List.of("gdal_viewshed", "-q", "-oz", "1.7", "-tz", "0", "-cc", "0",
                "-f", "MEM", "-ox", xy[0], "-oy", xy[1]));
        if (maxDistance != null) {
            c.add("-md");
            c.add(Double.toString(Double.parseDouble(maxDistance) * field.frame().spacingX()));
        }
        c.add(tif.toString());
        c.add(scratch.resolve("out").toString());
        return c;
    }


    /**
     * Removes the scratch directory.
     *
     * @throws IOException if it cannot be removed
     */
    @TearDown(Level.Trial)
    public void tearDown() throws IOException {
        Processes.deleteTree(scratch);
    }

    /** @return our viewshed from the middle */
    @Benchmark
    public Viewshed terrain4jViewshed() {
        return sight.viewshed(field, observer);
    }

    /** @return our viewshed from the middle, its four wedges on two threads */
    @Benchmark
    public Viewshed terrain4jViewshedTwoThreads() {
        return sight.viewshed(field, observer, 2);
    }

    /** @return our viewshed from the middle by rays */
    @Benchmark
    public Viewshed terrain4jViewshedRays() {
        return rays.viewshed(field, observer);
    }

    /** @return the samples copied into a float array */
    @Benchmark
    public float[] baselineCopy() {
        field.copyTo(copy, 0);
        return copy;
    }

    /**
     * @return gdal_viewshed's exit code, −1 if not installed
     * @throws Exception if the process cannot be run
     */
    @Benchmark
    public int gdalViewshed() throws Exception {
        return Processes.run(gdal);
    }

    /**
     * @return gdal_viewshed's exit code with a one-cell maximum distance, −1 if not installed
     * @throws Exception if the process cannot be run
     */
    @Benchmark
    public int gdalViewshedStartOnly() throws Exception {
        return Processes.run(gdalStart);
    }

}
