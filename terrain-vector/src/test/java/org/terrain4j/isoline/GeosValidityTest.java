package org.terrain4j.isoline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.Heightfield;
import org.terrain4j.io.AsciiGrid;
import org.terrain4j.testkit.Cases;
import org.terrain4j.testkit.Fields;

/**
 * GEOS, through GDAL's SQLite dialect ({@code ST_IsValid}, {@code ST_Area}), as an independent judge
 * of the band polygons we write as GeoJSON: every polygon is valid in the OGC simple-features sense
 * and the areas add up to the grid's valid cells. Generated fields include integer heights cut at
 * integer levels and no-data, the cases where rings touch; and volcano.asc (integer heights) every
 * 5 m. Skipped without {@code ogrinfo} or
 * without SpatiaLite functions in GDAL.
 */
class GeosValidityTest {

    @TempDir
    Path dir;

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0x6E05L, 20);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void bandPolygonsAreValidAndCoverTheValidCells(long seed) throws Exception {
        SplittableRandom rnd = Cases.replay(seed);
        int columns = rnd.nextInt(3, 30);
        int rows = rnd.nextInt(3, 30);
        Heightfield f = rnd.nextBoolean() ? Fields.uniform(rnd, columns, rows, 0, 4).map(Math::floor)
                : Fields.smooth(rnd, columns, rows, 4);
        float[] data = f.toArray();
        double holes = rnd.nextDouble(0, 0.1);
        for (int i = 0; i < data.length; i++) {
            if (rnd.nextDouble() < holes) {
                data[i] = Float.NaN;
            }
        }
        f = Heightfield.of(columns, rows, data);
        assertValid(f, Isolines.at(1, 2, 3).bands(f));
    }

    @Test
    void volcanoBandsAreValid() throws Exception {
        Path asc = Gdal.data("volcano.asc");
        Gdal.assumeOracle(Files.isRegularFile(asc), asc.toString());
        Heightfield f = AsciiGrid.read(asc);
        assertValid(f, Isolines.every(5).bands(f));
    }

    private void assertValid(Heightfield f, List<Isoband> bands) throws Exception {
        int columns = f.columns();
        int rows = f.rows();
        Path file = dir.resolve("bands.geojson");
        IsolineGeoJson.writeBands(bands, file);
        int polygons = bands.stream().mapToInt(b -> b.polygons().size()).sum();
        assumeTrue(polygons > 0, "no polygons");
        String out = Gdal.run("ogrinfo", "-q", "-dialect", "sqlite", "-sql",
                "select count(*) as n, sum(st_isvalid(geometry)) as valid, sum(st_area(geometry)) as area from bands",
                file.toString());
        Gdal.assumeOracle(out != null && out.contains("valid"), "ogrinfo with SpatiaLite functions");
        int valid = 0;
        for (int r = 0; r + 1 < rows; r++) {
            for (int c = 0; c + 1 < columns; c++) {
                if (!Double.isNaN(f.get(c, r) + f.get(c + 1, r) + f.get(c, r + 1) + f.get(c + 1, r + 1))) {
                    valid++;
                }
            }
        }
        double cell = f.frame().spacingX() * f.frame().spacingZ();
        assertEquals("n=" + polygons + " valid=" + polygons + " area=" + Math.round(valid * cell), summary(out), out);
    }

    private static String summary(String ogr) {
        String n = value(ogr, "n (Integer) = ");
        String v = value(ogr, "valid (Integer) = ");
        String a = value(ogr, "area (Real) = ");
        return "n=" + n + " valid=" + v + " area=" + Math.round(Double.parseDouble(a));
    }

    private static String value(String text, String key) {
        int i = text.indexOf(key);
        int end = text.indexOf('\n', i);
        return text.substring(i + key.length(), end < 0 ? text.length() : end).trim();
    }
}
