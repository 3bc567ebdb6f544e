package org.terrain4j.bench.io;

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
import org.terrain4j.io.GeoTiff;

/**
 * Reading a 3601 × 3601 float32 GeoTIFF, tiled 256 × 256 and Deflate-compressed, made at set-up by
 * {@code gdal_translate -outsize 3601 3601 -r bilinear} from the SRTM tile {@code data/N57E011.hgt}
 * (override with {@code -Dterrain4j.hgt=PATH}), with predictor 1 (none) or 3 (floating point), as a
 * classic TIFF or a BigTIFF ({@code -co BIGTIFF=YES}).
 *
 * <ul>
 *   <li>{@code terrain4jRead}: {@link GeoTiff#read} (file to {@link Heightfield}: block checks,
 *       decoding, GeoKeys, no-data);</li>
 *   <li>{@code gdalTranslateToRaw}: {@code gdal_translate -of ENVI} of the same file to a raw file,
 *       as a process;</li>
 *   <li>{@code gdalStartUp}: the same command for one pixel ({@code -srcwin 0 0 1 1}): process start,
 *       opening the file and one tile, to subtract from {@code gdalTranslateToRaw};</li>
 *   <li>{@code baselineReadBytes}: reading the file's bytes (the floor of any decoder).</li>
 * </ul>
 * The set-up needs {@code gdal_translate} (it makes the file) and fails without it.
 *
 * <pre>
 * mvn -q -pl benchmarks -am package -DskipTests
 * java -jar benchmarks/target/benchmarks.jar GeoTiffBenchmark -f 1 -wi 2 -i 3
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class GeoTiffBenchmark {

    /** TIFF predictor: 1 none, 3 floating point. */
    @Param({"1", "3"})
    public int predictor;

    /** Container: {@code NO} a classic TIFF, {@code YES} a BigTIFF. */
    @Param({"NO", "YES"})
    public String bigtiff;

    private Path scratch;
    private Path tif;
    private List<String> translate;
    private List<String> startUp;

    /**
     * Makes the GeoTIFF with gdal_translate.
     *
     * @throws Exception if gdal_translate is missing or fails
     */
    @Setup(Level.Trial)
    public void setUp() throws Exception {
        Path hgt = Path.of(System.getProperty("terrain4j.hgt", "data/N57E011.hgt"));
        scratch = Files.createTempDirectory("geotiff-bench");
        tif = scratch.resolve("tile3601.tif");
        Processes.run(List.of("gdal_translate", "-q", "-ot", "Float32", "-outsize", "3601", "3601", "-r", "bilinear",
                "-co", "TILED=YES", "-co", "COMPRESS=DEFLATE", "-co", "PREDICTOR=" + predictor,
                "-co", "BIGTIFF=" + bigtiff,
                hgt.toString(), tif.toString()));
        translate = new ArrayList<>(List.of("gdal_translate", "-q", "-of", "ENVI", tif.toString(),
                scratch.resolve("out.raw").toString()));
        startUp = new ArrayList<>(List.of("gdal_translate", "-q", "-of", "ENVI", "-srcwin", "0", "0", "1", "1",
                tif.toString(), scratch.resolve("one.raw").toString()));
    }

    /**
     * Removes the scratch files.
     *
     * @throws IOException if a file cannot be deleted
     */
    @TearDown(Level.Trial)
    public void tearDown() throws IOException {
        Processes.deleteTree(scratch);
    }

    /**
     * @return the field read
     * @throws IOException if reading fails
     */
    @Benchmark
    public Heightfield terrain4jRead() throws IOException {
        return GeoTiff.read(tif);
    }

    /**
     * @return gdal_translate's exit code
     * @throws Exception if it fails
     */
    @Benchmark
    public int gdalTranslateToRaw() throws Exception {
        return Processes.run(translate);
    }

    /**
     * @return gdal_translate's exit code for one pixel
     * @throws Exception if it fails
     */
    @Benchmark
    public int gdalStartUp() throws Exception {
        return Processes.run(startUp);
    }

    /**
     * @return the file's bytes
     * @throws IOException if reading fails
     */
    @Benchmark
    public byte[] baselineReadBytes() throws IOException {
        return Files.readAllBytes(tif);
    }

}
