package org.terrain4j.isoline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.terrain4j.api.Heightfield;
import org.terrain4j.io.GeoTiff;

/**
 * Our GeoJSON isolines land where GDAL's do in WGS 84 longitude/latitude, in coordinate systems
 * beyond WGS 84: a window of the SRTM tile's heights is placed by {@code gdal_translate -a_srs
 * -a_ullr} in each system (the heights are only numbers here: the test is of the reprojection);
 * GDAL's lines from {@code gdal_contour} are taken to longitude/latitude by {@code ogr2ogr -t_srs
 * EPSG:4326} (PROJ), ours by Proj4J from the catalogue's parameters, the EPSG registry or, for a
 * system without a code (GDAL's user-defined GeoKeys), the parameters the WKT states. Every vertex of
 * ours lies within half a cell of a GDAL line of the same level.
 */
class GeoJsonCrsOverlayTest {

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
        "EPSG:2193; 1750000; 5900000; 100", "EPSG:27700; 400000; 500000; 50", "EPSG:2154; 650000; 6860000; 100",
        "EPSG:5070; -100000; 2000000; 100", "EPSG:3031; 100000; -1000000; 100", "EPSG:3857; 1200000; 7800000; 100",
        "EPSG:7855; 300000; 5800000; 30",
        "+proj=tmerc +lat_0=-41.25 +lon_0=172.5 +k=0.9999 +x_0=250000 +y_0=-5000 +ellps=GRS80 +units=m; 250000; 20000; 50",
        "+proj=stere +lat_0=90 +lat_ts=75 +lon_0=-30 +k=1 +x_0=0 +y_0=0 +datum=WGS84 +units=m; 200000; -1500000; 100"})
    void contoursLandOnGdalsInLonLat(String srs, double west, double north, double cell) throws Exception {
        Gdal.assumeOracle(GeoJsonLonLatOverlayTest.onPath("gdal_translate") && GeoJsonLonLatOverlayTest.onPath(
                "gdal_contour") && GeoJsonLonLatOverlayTest.onPath("ogr2ogr"), "gdal_translate, gdal_contour, ogr2ogr");
        int columns = 160;
        int rows = 120;
        Path tif = dir.resolve("in.tif");
        Gdal.run("gdal_translate", "-q", "-srcwin", "700", "300", "" + columns, "" + rows, "-a_srs", srs, "-a_ullr",
                "" + west, "" + north, "" + (west + columns * cell), "" + (north - rows * cell),
                Gdal.data("N57E011.hgt").toString(), tif.toString());
        Heightfield h = GeoTiff.read(tif);
        assertEquals(srs.startsWith("EPSG:"), h.frame().crs().orElseThrow().epsg().isPresent(), "code or WKT only");
        Path ours = dir.resolve("ours.geojson");
        assertEquals(Optional.empty(), IsolineGeoJson.writeIsolines(Isolines.every(25, 12.5).trace(h), h.frame(),
                ours), "positions in longitude/latitude");
        Path gdalProjected = dir.resolve("gdal-projected.geojson");
        Gdal.run("gdal_contour", "-q", "-i", "25", "-off", "12.5", "-a", "level", "-f", "GeoJSON", tif.toString(),
                gdalProjected.toString());
        Path gdal = dir.resolve("gdal.geojson");
        // the source system named: GeoJSON cannot record a system without a code
        Gdal.run("ogr2ogr", "-f", "GeoJSON", "-s_srs", srs, "-t_srs", "EPSG:4326", "-lco", "COORDINATE_PRECISION=12",
                gdal.toString(), gdalProjected.toString());
        Map<Double, List<double[]>> a = GeoJsonLonLatOverlayTest.read(ours);
        Map<Double, List<double[]>> b = GeoJsonLonLatOverlayTest.read(gdal);
        double[] v = b.values().iterator().next().get(0);
        assertTrue(Math.abs(v[0]) <= 180 && Math.abs(v[1]) <= 90, () -> "GDAL's lines in degrees: " + v[0] + ", " + v[1]);
        // cells per degree at the latitude of the first vertex (metres per degree on the ellipsoid)
        double lat = Math.toRadians(a.values().iterator().next().get(0)[1]);
        double perLon = (111_412.84 * Math.cos(lat) - 93.5 * Math.cos(3 * lat)) / cell;
        double perLat = (111_132.92 - 559.82 * Math.cos(2 * lat)) / cell;
        double[] d = GeoJsonLonLatOverlayTest.distances(a, b, perLon, perLat, null);
        assertTrue(d[1] > 500, "vertices compared: " + d[1]);
        assertTrue(d[0] <= 0.5, "our farthest vertex from GDAL's line: " + d[0] + " cells");
        System.out.printf(java.util.Locale.ROOT, "%s: ours to GDAL (ogr2ogr) at most %.3g cells over %.0f vertices%n",
                srs, d[0], d[1]);
    }
}
