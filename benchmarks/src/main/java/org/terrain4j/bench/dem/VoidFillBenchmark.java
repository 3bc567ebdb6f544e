package org.terrain4j.bench.dem;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;

import org.terrain4j.bench.Processes;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.dem.InverseDistanceFill;
import org.terrain4j.dem.LaplaceFill;
import org.terrain4j.dem.VoidFill;
import org.terrain4j.io.AsciiGrid;
import org.terrain4j.io.SrtmHgt;

/**
 * Void filling on the 1201² SRTM tile {@code N57E011.hgt} with 60 round voids of radius 1…20
 * samples punched into it (seed 12; about 38 000 void samples).
 *
 * <ul>
 *   <li>{@code terrain4jInverseDistance}: {@link InverseDistanceFill} with GDAL's defaults (search
 *       distance 100 samples, no smoothing);</li>
 *   <li>{@code terrain4jLaplace}: {@link LaplaceFill} with its defaults (tolerance 1e-4 m);</li>
 *   <li>{@code baselineCopy}: copying the samples into a float array;</li>
 *   <li>{@code gdalFillnodata}: {@code gdal_fillnodata.py -md 100} as a process on the same tile
 *       with the same voids (float32 ENVI in and out), so the figure is GDAL's read, fill and write
 *       plus the Python interpreter's start;</li>
 *   <li>{@code gdalFillnodataNoVoids}: the same command on the tile without voids: start-up, read
 *       and write only, to subtract from {@code gdalFillnodata}.</li>
 * </ul>
 * The GDAL benchmarks return −1 at once when {@code gdal_fillnodata.py} or {@code gdal_translate}
 * is not installed.
 *
 * <p>Large voids ({@link LargeVoids}): the tile resampled bilinearly to 3601² (the size of a 1″ tile)
 * with 10 round voids of radius 50…200 samples (seed 12, about 480 000 void samples):
 * {@code terrain4jLaplaceLargeVoids}, {@code terrain4jInverseDistanceLargeVoids}, and as the peer of
 * the smooth fill SAGA's {@code grid_tools 7} "Close Gaps" (iterative relaxation towards the mean
 * of the neighbours, tension threshold 1e-4) as a process on the same voids (GeoTIFF in, SAGA grid
 * out), {@code sagaCloseGapsLargeVoids}, with {@code sagaCloseGapsNoVoids} (the void-free field:
 * start-up, read and write) to subtract; −1 without {@code saga_cmd}.
 *
 * <pre>
 * mvn -q -pl benchmarks -am package -DskipTests
 * java -jar benchmarks/target/benchmarks.jar VoidFillBenchmark -f 1 -wi 2 -i 3
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class VoidFillBenchmark {

    private Heightfield holed;
    private float[] copy;
    private Path scratch;
    private List<String> gdal;
    private List<String> gdalNoVoids;

    /**
     * Reads the tile (or grows a stand-in), punches the voids and prepares GDAL's inputs.
     *
     * @throws IOException          if a file cannot be read or written
     * @throws InterruptedException if interrupted while converting for GDAL
     */
    @Setup(Level.Trial)
    public void setUp() throws IOException, InterruptedException {
        Path hgt = Path.of(System.getProperty("terrain4j.hgt", "data/N57E011.hgt"));
        Heightfield tile = Files.isRegularFile(hgt) ? SrtmHgt.read(hgt)
                : Heightfield.diamondSquare(1201, 0.5, 57).normalized().map(v -> -6 + 169 * v);
        HeightfieldBuffer b = tile.toBuffer();
        SplittableRandom rnd = new SplittableRandom(12);
        for (int k = 0; k < 60; k++) {
            int c = 25 + rnd.nextInt(tile.columns() - 50);
            int r = 25 + rnd.nextInt(tile.rows() - 50);
            int radius = 1 + rnd.nextInt(20);
            for (int y = r - radius; y <= r + radius; y++) {
                for (int x = c - radius; x <= c + radius; x++) {
                    if ((x - c) * (x - c) + (y - r) * (y - r) <= radius * radius) {
                        b.set(x, y, Double.NaN);
                    }
                }
            }
        }
        holed = b.freeze();
        copy = new float[holed.sampleCount()];
        scratch = Files.createTempDirectory("voidfill-bench");
        if (Processes.onPath("gdal_translate") && Processes.onPath("gdal_fillnodata.py")) {
            Path in = envi(holed, "holed");
            Path full = envi(tile, "full");
            gdal = List.of("gdal_fillnodata.py", "-q", "-md", "100", "-of", "ENVI", in.toString(),
                    scratch.resolve("out.envi").toString());
            gdalNoVoids = List.of("gdal_fillnodata.py", "-q", "-md", "100", "-of", "ENVI", full.toString(),
                    scratch.resolve("out-full.envi").toString());
        }
    }

    private Path envi(Heightfield h, String name) throws IOException, InterruptedException {
        Path asc = scratch.resolve(name + ".asc");
        AsciiGrid.write(h, asc, -9999);
        Path envi = scratch.resolve(name + ".envi");
        Processes.run(List.of("gdal_translate", "-q", "-ot", "Float32", "-of", "ENVI", asc.toString(), envi.toString()));
        return envi;
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

    /** A 3601² field with large voids, and SAGA's inputs. */
    @State(Scope.Benchmark)
    public static class LargeVoids {
        Heightfield holed;
        Path scratch;
        List<String> saga;
        List<String> sagaNoVoids;

        /**
         * Resamples the tile, punches the voids, writes SAGA's inputs.
         *
         * @throws IOException if a file cannot be written
         */
        @Setup(Level.Trial)
        public void setUp() throws IOException {
            Path hgt = Path.of(System.getProperty("terrain4j.hgt", "data/N57E011.hgt"));
            Heightfield tile = Files.isRegularFile(hgt) ? SrtmHgt.read(hgt)
                    : Heightfield.diamondSquare(1201, 0.5, 57).normalized().map(v -> -6 + 169 * v);
            Heightfield big = org.terrain4j.dem.Resample.bilinear().to(tile, 3601, 3601);
            HeightfieldBuffer b = big.toBuffer();
            SplittableRandom rnd = new SplittableRandom(12);
            for (int k = 0; k < 10; k++) {
                int c = 250 + rnd.nextInt(big.columns() - 500);
                int r = 250 + rnd.nextInt(big.rows() - 500);
                int radius = 50 + rnd.nextInt(151);
                for (int y = r - radius; y <= r + radius; y++) {
                    for (int x = c - radius; x <= c + radius; x++) {
                        if ((x - c) * (x - c) + (y - r) * (y - r) <= radius * radius) {
                            b.set(x, y, Double.NaN);
                        }
                    }
                }
            }
            holed = b.freeze();
            scratch = Files.createTempDirectory("voidfill-large-bench");
            if (Processes.onPath("saga_cmd")) {
                Path in = scratch.resolve("holed.tif");
                org.terrain4j.io.GeoTiff.write(holed, in);
                Path full = scratch.resolve("full.tif");
                org.terrain4j.io.GeoTiff.write(big, full);
                saga = List.of("saga_cmd", "grid_tools", "7", "-INPUT", in.toString(), "-RESULT",
                        scratch.resolve("out.sdat").toString(), "-THRESHOLD", "0.0001");
                sagaNoVoids = List.of("saga_cmd", "grid_tools", "7", "-INPUT", full.toString(), "-RESULT",
                        scratch.resolve("out-full.sdat").toString(), "-THRESHOLD", "0.0001");
            }
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
    }

    /**
     * @param s the large voids
     * @return the field filled by the harmonic surface
     */
    @Benchmark
    public Heightfield terrain4jLaplaceLargeVoids(LargeVoids s) {
        return VoidFill.laplace().fill(s.holed);
    }

    /**
     * @param s the large voids
     * @return the field filled by inverse-distance weighting (GDAL's defaults)
     */
    @Benchmark
    public Heightfield terrain4jInverseDistanceLargeVoids(LargeVoids s) {
        return VoidFill.inverseDistance().fill(s.holed);
    }

    /**
     * @param s the large voids
     * @return the exit code, or −1 without SAGA
     * @throws IOException          if the process fails
     * @throws InterruptedException if interrupted
     */
    @Benchmark
    public int sagaCloseGapsLargeVoids(LargeVoids s) throws IOException, InterruptedException {
        return s.saga == null ? -1 : Processes.run(s.saga);
    }

    /**
     * @param s the large voids
     * @return the exit code, or −1 without SAGA
     * @throws IOException          if the process fails
     * @throws InterruptedException if interrupted
     */
    @Benchmark
    public int sagaCloseGapsNoVoids(LargeVoids s) throws IOException, InterruptedException {
        return s.sagaNoVoids == null ? -1 : Processes.run(s.sagaNoVoids);
    }

    /** @return the tile filled by inverse-distance weighting */
    @Benchmark
    public Heightfield terrain4jInverseDistance() {
        return VoidFill.inverseDistance().fill(holed);
    }

    /** @return the tile filled by the harmonic surface */
    @Benchmark
    public Heightfield terrain4jLaplace() {
        return VoidFill.laplace().fill(holed);
    }

    /** @return the samples copied */
    @Benchmark
    public float[] baselineCopy() {
        holed.copyTo(copy, 0);
        return copy;
    }

    /**
     * @return the exit code, or −1 without GDAL
     * @throws IOException          if the process fails
     * @throws InterruptedException if interrupted
     */
    @Benchmark
    public int gdalFillnodata() throws IOException, InterruptedException {
        return gdal == null ? -1 : Processes.run(gdal);
    }

    /**
     * @return the exit code, or −1 without GDAL
     * @throws IOException          if the process fails
     * @throws InterruptedException if interrupted
     */
    @Benchmark
    public int gdalFillnodataNoVoids() throws IOException, InterruptedException {
        return gdalNoVoids == null ? -1 : Processes.run(gdalNoVoids);
    }
}
