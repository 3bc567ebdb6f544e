package org.terrain4j.analysis.landform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.terrain4j.api.Heightfield;
import org.terrain4j.io.Rasters;
import org.terrain4j.testkit.Oracles;

/**
 * SAGA's "Topographic Position Index (TPI)" (ta_morphometry 18: no distance weighting, radii 0 to R) and its slope (ta_morphometry 0, Zevenbergen &amp; Thorne, degrees) against our map on
 * the bundled DEMs. SAGA has no tool for the six slope positions themselves ("TPI Based Landform
 * Classification" is Weiss's ten landforms from two radii), so SAGA's standardized TPI and slope are
 * classed by Weiss's table and compared with our classes sample by sample.
 *
 * <p>What must agree: the raw and the standardized TPI at every sample (SAGA's disc is ours: centres
 * within R, the centre included, clipped at the edge; SAGA writes float32, hence 1e-4); the slope at
 * every interior sample (Zevenbergen &amp; Thorne's slope is the central difference; at the border SAGA
 * extrapolates where we take one-sided differences); and so the class of every interior sample,
 * except where the two float roundings of a value sit on either side of a class boundary (counted;
 * at most 1 in 1000).
 */
class LandformOracleTest {

    private static Path data(String name) {
        Path p = Path.of("..", "data", name);
        if (!Files.isRegularFile(p)) {
            throw new IllegalStateException("missing bundled DEM " + p.toAbsolutePath());
        }
        return p;
    }

    private static boolean onPath(String program) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
            if (Files.isExecutable(Path.of(dir, program))) {
                return true;
            }
        }
        return false;
    }

    private static void run(Path dir, List<String> command) throws IOException, InterruptedException {
        Path log = dir.resolve("oracle.log");
        Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile()).start();
        if (!p.waitFor(300, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new IOException("timed out: " + command);
        }
        if (p.exitValue() != 0) {
            throw new IOException(command + " failed (" + p.exitValue() + "): "
                    + Files.readString(log, StandardCharsets.UTF_8));
        }
    }

    private static double[] standardized(float[] v) {
        double s = 0;
        int n = 0;
        for (float x : v) {
            if (Float.isFinite(x)) {
                s += x;
                n++;
            }
        }
        double mean = s / n;
        double ss = 0;
        for (float x : v) {
            if (Float.isFinite(x)) {
                ss += (x - mean) * (x - mean);
            }
        }
        double sd = Math.sqrt(ss / n);
        double[] out = new double[v.length];
        for (int i = 0; i < v.length; i++) {
            out[i] = (v[i] - mean) / sd;
        }
        return out;
    }

    @ParameterizedTest(name = "{0}, radius {1} m")
    @CsvSource({"volcano.asc, 300", "topobathy_3857.asc, 20000"})
    void sagaTpiAndSlopePositionsAgreeWithOurs(String dem, double radius, @TempDir Path dir) throws Exception {
        Oracles.require(onPath("saga_cmd") && onPath("gdal_translate"), "SAGA (saga_cmd) and GDAL (gdal_translate)");
        Files.copy(data(dem), dir.resolve("dem.asc"));
        String r = String.format(Locale.ROOT, "%.6f", radius);
        run(dir, List.of("saga_cmd", "ta_morphometry", "18", "-DEM", "dem.asc", "-TPI", "tpi.sdat",
                "-STANDARD", "0", "-RADIUS_MIN", "0", "-RADIUS_MAX", r, "-DW_WEIGHTING", "0"));
        run(dir, List.of("saga_cmd", "ta_morphometry", "0", "-ELEVATION", "dem.asc", "-SLOPE", "slope.sdat",
                "-ASPECT", "aspect.sdat", "-METHOD", "6", "-UNIT_SLOPE", "1"));
        for (String g : List.of("tpi", "slope")) {
            run(dir, List.of("gdal_translate", "-q", "-of", "AAIGrid", g + ".sdat", g + ".asc"));
        }
        float[] tpi = Rasters.read(dir.resolve("tpi.asc")).toArray();
        // SAGA's own standardization (its -STANDARD switch) is (tpi − mean) / sd over the grid, as ours
        double[] tpis = standardized(tpi);
        float[] slope = Rasters.read(dir.resolve("slope.asc")).toArray();

        Heightfield field = Rasters.read(data(dem));
        Landforms settings = Landforms.standard().withRadius(radius);
        LandformMap ours = settings.map(field);
        int columns = field.columns();
        int rows = field.rows();
        double scale = Math.max(1, ours.tpiStandardDeviation());
        int interior = 0;
        int differ = 0;
        for (int row = 0; row < rows; row++) {
            for (int c = 0; c < columns; c++) {
                int i = row * columns + c;
                assertEquals(tpi[i], ours.tpi(c, row), 1e-4 * scale, "TPI at (" + c + ", " + row + ")");
                assertEquals(tpis[i], ours.standardizedTpi(c, row), 1e-4, "standardized TPI at (" + c + ", " + row + ")");
                if (c == 0 || row == 0 || c == columns - 1 || row == rows - 1) {
                    continue;
                }
                interior++;
                assertEquals(slope[i], ours.slopeDegrees(c, row), 1e-3, "slope at (" + c + ", " + row + ")");
                if (settings.classOf(tpis[i], slope[i]) != ours.landform(c, row)) {
                    differ++;
                }
            }
        }
        assertTrue(differ <= interior / 1000, differ + " of " + interior + " interior samples classed differently");
    }
}
