package org.terrain4j.isoline.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.terrain4j.api.Heightfield;
import org.terrain4j.io.AsciiGrid;
import org.terrain4j.isoline.Gdal;

/**
 * Shows that our kernel differs from {@code gdal_contour} (GDAL 3) by exactly two documented rules
 * and nothing else. Emulating both, the kernel gives exactly GDAL's number of lines and of closed
 * rings per level, every line counted, on all three sample grids:
 * <ol>
 *   <li>saddles: GDAL always connects a saddle cell's north-west and south-east corners (a fixed
 *       choice that depends on the grid's orientation); we use the mean of the four corners;</li>
 *   <li>samples equal to a level: GDAL nudges them upwards by a tiny amount, which turns a summit
 *       or a one-sample-wide ridge exactly at a level into a ring micrometres wide; we keep the
 *       sample on the line and drop the zero-length pieces.</li>
 * </ol>
 * Skipped when {@code gdal_contour} is not on the PATH.
 */
class GdalParityTest {

    @TempDir
    Path dir;

    /** Lines and rings per level from our kernel, GDAL's two rules emulated or not. */
    static Map<Double, String> ours(Heightfield field, double interval, double offset, boolean emulateGdal) {
        float[] data = field.toArray();
        Map<Double, String> out = new TreeMap<>();
        double min = field.statistics().min();
        double max = field.statistics().max();
        for (double k = Math.ceil((min - offset) / interval); offset + k * interval <= max; k++) {
            double level = offset + k * interval;
            float[] d = data;
            if (emulateGdal) {
                d = data.clone();
                for (int i = 0; i < d.length; i++) {
                    if (d[i] == level) {
                        d[i] = (float) (level + Math.max(1e-3, 8 * Math.ulp((float) level)));
                    }
                }
            }
            MarchingSquares.Traced t = new MarchingSquares(d, field.columns(), field.rows(), field.frame(),
                    emulateGdal).trace(level);
            int lines = 0;
            int rings = 0;
            for (int i = 0; i < t.points().size(); i++) {
                if (t.proper(i)) {
                    lines++;
                    rings += t.closed()[i] ? 1 : 0;
                }
            }
            if (lines > 0) {
                out.put(level, "lines " + lines + ", rings " + rings);
            }
        }
        return out;
    }

    @ParameterizedTest(name = "{0} every {1} from {2}")
    @CsvSource({"volcano.asc, 10, 0", "volcano.asc, 10, 5", "volcano.asc, 5, 0.5",
                "jacksboro.asc, 50, 0", "jacksboro.asc, 50, 0.5",
                "topobathy_3857.asc, 250, 0", "topobathy_3857.asc, 100, 0.5"})
    void withGdalsTwoRulesTheCountsAgreeExactly(String name, double interval, double offset) throws Exception {
        Path asc = Gdal.data(name);
        Gdal.assumeOracle(Files.isRegularFile(asc), asc.toString());
        Map<Double, List<double[]>> gdal = Gdal.contour(asc, interval, offset, dir);
        Gdal.assumeOracle(gdal != null, "gdal_contour");
        Heightfield field = AsciiGrid.read(asc);
        Map<Double, String> expected = Gdal.topology(gdal, 0);
        assertEquals(expected, ours(field, interval, offset, true));
        // each case is chosen so that the rules matter: with ours (mean saddles, exact equality)
        // GDAL's raw counts differ somewhere
        assertNotEquals(expected, ours(field, interval, offset, false), "the case exercises a rule");
    }
}
