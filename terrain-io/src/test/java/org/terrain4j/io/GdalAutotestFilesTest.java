package org.terrain4j.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;

/**
 * GDAL's own GeoTIFF test files (its {@code autotest/gcore/data}, unchanged; see the README and
 * licence beside them): those of the types we read give, sample for sample, what GDAL 3.6.2 read
 * from them (its {@code AAIGrid} output beside each), in the place GDAL puts them; the damaged ones
 * and those of types we do not read are refused with a message that says why (issue 33). Needs no
 * GDAL at test time.
 */
class GdalAutotestFilesTest {

    private static final String FOLDER = "gdal-autotest/";

    @TempDir
    Path dir;

    static Stream<Arguments> files() throws IOException {
        return GeoTiffGdalTestDataTest.cases(FOLDER);
    }

    private Path copy(String name) throws IOException {
        return GeoTiffGdalTestDataTest.copy(FOLDER, dir, name);
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("files")
    void readsAsGdalReadsOrRefusesSayingWhy(String name, String expect, String words) throws Exception {
        Path tif = copy(name);
        if (expect.equals("refused")) {
            IoTesting.assertClearError(RasterFormatException.class, tif, words, () -> GeoTiff.read(tif));
            return;
        }
        assertEquals("read", expect, "files.txt says read or refused");
        Heightfield ours = GeoTiff.read(tif);
        List<String> lines = Files.readAllLines(copy(name.replace(".tif", ".asc")), StandardCharsets.US_ASCII);
        Map<String, String> header = new HashMap<>();
        int at = GeoTiffGdalTestDataTest.header(lines, header);
        int columns = Integer.parseInt(header.get("ncols"));
        int rows = Integer.parseInt(header.get("nrows"));
        assertEquals(columns, ours.columns(), "columns");
        assertEquals(rows, ours.rows(), "rows");
        double noData = header.containsKey("nodata_value") ? number(header.get("nodata_value")) : Double.NaN;
        double cell = Double.parseDouble(header.get("cellsize"));
        double west = Double.parseDouble(header.get("xllcorner"));
        double south = Double.parseDouble(header.get("yllcorner"));
        boolean unplaced = west == 0 && south == 0 && cell == 1;
        GridFrame f = ours.frame().inCrsUnits();
        if (unplaced) {
            assertEquals(GridFrame.UNIT, ours.frame(), "a file without georeferencing gets the unit frame");
        } else {
            assertEquals(west + cell / 2, f.originX(), 1e-6 * cell, "easting of sample (0, 0)");
            assertEquals(south + rows * cell - cell / 2, -f.originZ(), 1e-6 * cell, "northing of sample (0, 0)");
            assertEquals(cell, f.spacingX(), 1e-9 * cell, "spacing x");
            assertEquals(cell, f.spacingZ(), 1e-9 * cell, "spacing z");
        }
        float[] a = ours.toArray();
        int i = 0;
        for (String line : lines.subList(at, lines.size())) {
            for (String t : line.strip().split("\\s+")) {
                if (t.isEmpty()) {
                    continue;
                }
                double g = number(t);
                // GDAL writes a grid without georeferencing bottom row first (README)
                int k = unplaced ? (rows - 1 - i / columns) * columns + i % columns : i;
                float expected = g != g || g == noData ? Float.NaN : (float) g;
                if (Float.floatToIntBits(expected) != Float.floatToIntBits(a[k])) {
                    throw new AssertionError(name + " sample " + k % columns + ", " + k / columns + ": GDAL " + t
                            + " (no-data " + noData + "), ours " + a[k]);
                }
                i++;
            }
        }
        assertEquals((long) columns * rows, i, "GDAL's sample count");
        assertTrue(i > 0);
    }

    private static double number(String s) {
        return switch (s.toLowerCase(java.util.Locale.ROOT)) {
            case "nan", "-nan" -> Double.NaN;
            case "inf" -> Double.POSITIVE_INFINITY;
            case "-inf" -> Double.NEGATIVE_INFINITY;
            default -> Double.parseDouble(s);
        };
    }
}
