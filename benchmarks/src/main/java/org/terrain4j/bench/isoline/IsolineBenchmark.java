package org.terrain4j.bench.isoline;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
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
import org.terrain4j.api.Heightfield;
import org.terrain4j.io.AsciiGrid;
import org.terrain4j.io.SrtmHgt;
import org.terrain4j.isoline.Isoband;
import org.terrain4j.isoline.IsolineGeoJson;
import org.terrain4j.isoline.IsolineLevel;
import org.terrain4j.isoline.Isolines;

/**
 * Isolines at 20 levels on the 1201² SRTM tile {@code N57E011.hgt} (heights −6…163 m, 86 % sea at
 * 0 m, voids as no-data): levels {@code 0.5, 8.5, …, 152.5} m, so the 0.5 m line traces the whole
 * coast.
 *
 * <ul>
 *   <li>{@code terrain4jIsolines}: {@link Isolines#trace} (joined polylines, world coordinates);</li>
 *   <li>{@code terrain4jBands}: {@link Isolines#bands} on the same levels (21 filled bands);</li>
 *   <li>{@code baselineCopy}: copying the 1201² samples into a float array (the floor of any pass);</li>
 *   <li>{@code gdalContour}: GDAL's {@code gdal_contour -fl …} as a process on the same file and
 *       levels, writing to OGR's in-memory driver (no file), so the figure is GDAL's read, trace,
 *       join and feature building plus process start;</li>
 *   <li>{@code gdalContourNoLevels}: the same command with one level above the tile's maximum: process
 *       start and reading the raster only, to subtract from {@code gdalContour};</li>
 *   <li>{@code terrain4jIsolinesToGeoJson} and {@code gdalContourToGeoJson}: end to end, tracing and
 *       writing a GeoJSON file (as {@code terrain contours … -o OUT.geojson} does).</li>
 * </ul>
 * The GDAL benchmarks return −1 at once when {@code gdal_contour} is not installed.
 *
 * <p>The tile is read from {@code data/N57E011.hgt} relative to the working directory (override with
 * {@code -Dterrain4j.hgt=PATH}); if it is missing, a 1201² diamond-square field scaled to −6…163 m
 * (seed 57) is used instead and written to a temporary ESRI ASCII grid for GDAL.
 *
 * <pre>
 * mvn -q -pl benchmarks -am package -DskipTests
 * java -jar benchmarks/target/benchmarks.jar IsolineBenchmark -f 1 -wi 3 -w 1 -i 5 -r 1 \
 *     -jvmArgs "-Xms4g -Xmx4g -XX:+AlwaysPreTouch"
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class IsolineBenchmark {

    /** Number of levels. */
    @Param({"20"})
    public int levels;

    private Heightfield field;
    private Isolines isolines;
    private float[] copy;
    private Path raster;
    private Path scratch;
    private List<String> gdalCommand;
    private List<String> gdalNoLevelsCommand;
    private List<String> gdalGeoJsonCommand;

    /**
     * Reads the tile (or grows the stand-in) and checks for gdal_contour.
     *
     * @throws IOException if the tile cannot be read or the stand-in written
     */
    @Setup(Level.Trial)
    public void setUp() throws IOException {
        Path hgt = Path.of(System.getProperty("terrain4j.hgt", "data/N57E011.hgt"));
        scratch = Files.createTempDirectory("isoline-bench");
        if (Files.isRegularFile(hgt)) {
            field = SrtmHgt.read(hgt);
            raster = hgt;
        } else {
            field = Heightfield.diamondSquare(1201, 0.5, 57).crop(0, 0, 1201, 1201).normalized()
                    .map(v -> -6 + 169 * v);
            raster = scratch.resolve("standin.asc");
            AsciiGrid.write(field, raster);
        }
        double[] ls = new double[levels];
        for (int k = 0; k < levels; k++) {
            ls[k] = 0.5 + 8 * k;
        }
        isolines = Isolines.at(ls);
        copy = new float[field.sampleCount()];
        gdalCommand = command(ls);
        gdalNoLevelsCommand = command(new double[] {1e6});
        gdalGeoJsonCommand = new ArrayList<>(gdalCommand);
        gdalGeoJsonCommand.set(gdalGeoJsonCommand.indexOf("Memory"), "GeoJSON");
        gdalGeoJsonCommand.set(gdalGeoJsonCommand.size() - 1, scratch.resolve("gdal.geojson").toString());
        if (!Processes.onPath("gdal_contour")) {
            gdalCommand = null;
            gdalNoLevelsCommand = null;
            gdalGeoJsonCommand = null;
        }
    }

    private List<String> command(double[] ls) {
        List<String> c = new ArrayList<>(List.of("gdal_contour", "-q", "-a", "level", "-f", "Memory", "-fl"));
        for (double l : ls) {
            c.add(Double.toString(l));
        }
        c.add(raster.toString());
        c.add(scratch.resolve("memory").toString());
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

    /** @return our isolines at the levels */
    @Benchmark
    public List<IsolineLevel> terrain4jIsolines() {
        return isolines.trace(field);
    }

    /** @return our filled bands between the levels */
    @Benchmark
    public List<Isoband> terrain4jBands() {
        return isolines.bands(field);
    }

    /**
     * @return our isolines written to a GeoJSON file
     * @throws IOException if the file cannot be written
     */
    @Benchmark
    public Path terrain4jIsolinesToGeoJson() throws IOException {
        Path out = scratch.resolve("terrain4j.geojson");
        IsolineGeoJson.writeIsolines(isolines.trace(field), out);
        return out;
    }

    /**
     * @return gdal_contour's exit code writing a GeoJSON file (an existing one is removed first, as
     *         GDAL refuses to overwrite), −1 if not installed
     * @throws Exception if the process cannot be run
     */
    @Benchmark
    public int gdalContourToGeoJson() throws Exception {
        if (gdalGeoJsonCommand != null) {
            Files.deleteIfExists(Path.of(gdalGeoJsonCommand.get(gdalGeoJsonCommand.size() - 1)));
        }
        return Processes.run(gdalGeoJsonCommand);
    }

    /** @return the samples copied into a float array of the same size */
    @Benchmark
    public float[] baselineCopy() {
        field.copyTo(copy, 0);
        return copy;
    }

    /**
     * @return gdal_contour's exit code at the levels, −1 if not installed
     * @throws Exception if the process cannot be run
     */
    @Benchmark
    public int gdalContour() throws Exception {
        return Processes.run(gdalCommand);
    }

    /**
     * @return gdal_contour's exit code with no level in range (start and read only), −1 if not
     *         installed
     * @throws Exception if the process cannot be run
     */
    @Benchmark
    public int gdalContourNoLevels() throws Exception {
        return Processes.run(gdalNoLevelsCommand);
    }

}
