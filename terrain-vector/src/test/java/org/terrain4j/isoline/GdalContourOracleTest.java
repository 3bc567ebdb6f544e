package org.terrain4j.isoline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.io.AsciiGrid;

/**
 * GDAL's {@code gdal_contour} as the oracle on {@code volcano.asc}: the same number of lines and of
 * closed rings per level, and every vertex GDAL puts inside the rectangle of sample centres lies on
 * one of our lines of the same level. Skipped when {@code gdal_contour} is not on the PATH.
 *
 * <p>What is accounted for: GDAL reads the raster as cell-centred samples like we do, but extends
 * each open line by half a cell to the raster's outer edge, so vertices in that outer strip are not
 * compared. GDAL nudges a sample equal to a level by about 1e-6 of a unit, which turns a summit
 * exactly at a level into a ring micrometres across; we drop such zero-length pieces, so GDAL lines
 * that span less than {@link #DEGENERATE} of a cell are not counted. GDAL 3 resolves every saddle
 * cell the same way (its north-west and south-east corners connected) where we use the mean of the
 * corners; on volcano.asc no saddle changes the counts; on other grids they may differ (see
 * {@code internal.GdalParityTest}, which shows that with GDAL's two rules emulated the counts
 * agree on all three sample grids).
 */
class GdalContourOracleTest {

    /** Extent, in cells, below which a GDAL line is an artefact of its nudging. */
    static final double DEGENERATE = 1e-3;
    /** GDAL's nudge moves crossings by about 1e-6 of a cell; ours are exact. */
    private static final double POSITION_TOLERANCE = 1e-4;

    @TempDir
    Path dir;

    @ParameterizedTest(name = "volcano.asc every {0} from {1}")
    @CsvSource({"10, 0"})
    void sameLinesAndRingsPerLevelAsGdalContourOnVolcano(double interval, double offset) throws Exception {
        Path asc = Gdal.data("volcano.asc");
        Gdal.assumeOracle(Files.isRegularFile(asc), asc.toString());
        Map<Double, List<double[]>> gdal = Gdal.contour(asc, interval, offset, dir);
        Gdal.assumeOracle(gdal != null, "gdal_contour");

        Heightfield field = AsciiGrid.read(asc);
        GridFrame f = field.frame();
        List<IsolineLevel> ours = Isolines.every(interval, offset).trace(field);
        Map<Double, String> actual = new TreeMap<>();
        for (IsolineLevel level : ours) {
            if (!level.lines().isEmpty()) {
                actual.put(level.level(), "lines " + level.lines().size() + ", rings " + level.rings());
            }
        }
        assertEquals(Gdal.topology(gdal, DEGENERATE * f.spacingX()), actual);
        assertTrue(actual.size() >= 5, "several levels compared");

        double xMin = f.x(0);
        double xMax = f.x(field.columns() - 1);
        double nMax = -f.z(0);
        double nMin = -f.z(field.rows() - 1);
        int compared = 0;
        for (IsolineLevel level : ours) {
            for (double[] line : gdal.getOrDefault(level.level(), List.of())) {
                for (int i = 0; i < line.length; i += 2) {
                    double x = line[i];
                    double north = line[i + 1];
                    if (x < xMin || x > xMax || north < nMin || north > nMax
                            || Gdal.degenerate(line, DEGENERATE * f.spacingX())) {
                        continue;
                    }
                    double d = distance(level, x, -north);
                    assertTrue(d <= POSITION_TOLERANCE * f.spacingX(), "GDAL vertex (" + x + ", " + north
                            + ") at level " + level.level() + " is " + d + " m from our lines");
                    compared++;
                }
            }
        }
        assertTrue(compared > 100, "compared " + compared + " vertices");
    }

    static double distance(IsolineLevel level, double x, double z) {
        double best = Double.POSITIVE_INFINITY;
        for (Isoline line : level.lines()) {
            int n = line.pointCount();
            int segments = line.closed() ? n : n - 1;
            for (int i = 0; i < segments; i++) {
                int j = (i + 1) % n;
                best = Math.min(best, segmentDistance(line.x(i), line.z(i), line.x(j), line.z(j), x, z));
            }
        }
        return best;
    }

    private static double segmentDistance(double ax, double az, double bx, double bz, double px, double pz) {
        double dx = bx - ax;
        double dz = bz - az;
        double len2 = dx * dx + dz * dz;
        double t = len2 == 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (pz - az) * dz) / len2));
        return Math.hypot(ax + t * dx - px, az + t * dz - pz);
    }
}
