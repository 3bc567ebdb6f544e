package org.terrain4j.vector.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.terrain4j.api.CoordinateSystem;
import org.terrain4j.api.Georeference;
import org.terrain4j.api.GridFrame;

/**
 * The stream network's GeoJSON positions (this module's copy of the reprojection) against GDAL's
 * {@code gdaltransform} (PROJ) to WGS 84 longitude/latitude, for systems of the catalogue by code
 * and for systems known only by a WKT (the ESRI WKT {@code gdalsrsinfo} writes for a PROJ string).
 */
class Wgs84PositionsGdalTest {

    private static boolean onPath(String tool) {
        for (String d : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (Files.isExecutable(java.nio.file.Path.of(d, tool))) {
                return true;
            }
        }
        return false;
    }

    private static String run(String input, String... command) throws Exception {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        try (var in = p.getOutputStream()) {
            in.write(input.getBytes(StandardCharsets.US_ASCII));
        }
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), out);
        return out;
    }

    @ParameterizedTest(name = "{0} at {1}, {2}")
    @CsvSource(delimiter = ';', value = {
        "EPSG:2193; 1750000; 5900000", "EPSG:27700; 400000; 500000", "EPSG:2154; 650000; 6860000",
        "EPSG:5070; -100000; 2000000", "EPSG:3031; 100000; -1000000", "EPSG:3413; -200000; -1500000",
        "EPSG:3857; 1200000; 7800000", "EPSG:3395; 1200000; 7800000", "EPSG:32759; 400000; 5000000",
        "EPSG:4167; 172.5; -41.0",
        "+proj=lcc +lat_0=45 +lon_0=5 +lat_1=47 +lat_2=43.5 +x_0=600000 +y_0=2200000 +ellps=GRS80; 650000; 2250000",
        "+proj=aea +lat_0=-32 +lon_0=132 +lat_1=-18 +lat_2=-36 +x_0=0 +y_0=0 +datum=WGS84; 100000; -50000",
        "+proj=tmerc +lat_0=-41.25 +lon_0=172.5 +k=0.9999 +x_0=250000 +y_0=-5000 +ellps=GRS80; 260000; 20000",
        "+proj=merc +lon_0=100 +k=0.997 +x_0=3900000 +y_0=900000 +ellps=GRS80; 4000000; 1500000"})
    void positionsAreGdaltransformsLongitudeLatitude(String srs, double easting, double northing) throws Exception {
        org.terrain4j.testkit.Oracles.require(onPath("gdaltransform") && onPath("gdalsrsinfo"),
                "gdaltransform and gdalsrsinfo on the PATH");
        CoordinateSystem crs = srs.startsWith("EPSG:") ? CoordinateSystem.ofEpsg(Integer.parseInt(srs.substring(5)))
                : CoordinateSystem.ofWkt(run("", "gdalsrsinfo", "-o", "wkt_esri", "--single-line", srs).strip());
        assertEquals(srs.startsWith("EPSG:"), crs.epsg().isPresent(), crs.toString());
        Wgs84Positions p = Wgs84Positions.of(new GridFrame(0, 0, 1, 1).withGeoreference(Georeference.in(crs)));
        assertTrue(p.wgs84(), () -> p.warning().orElse(""));
        for (double[] offset : new double[][] {{0, 0}, {5000, -3000}, {-8000, 12000}}) {
            double e = easting + (crs.isGeographic() ? offset[0] / 1e5 : offset[0]);
            double n = northing + (crs.isGeographic() ? offset[1] / 1e5 : offset[1]);
            double[] ours = p.position(e, -n, new double[2]);
            String[] gdal = run(e + " " + n + "\n", "gdaltransform", "-s_srs", srs, "-t_srs",
                    "+proj=longlat +datum=WGS84 +no_defs", "-output_xy").strip().split("\\s+");
            // 1e-6 degree: about 0.1 m, far below any DEM cell
            assertEquals(Double.parseDouble(gdal[0]), ours[0], 1e-6, "longitude of " + e + ", " + n);
            assertEquals(Double.parseDouble(gdal[1]), ours[1], 1e-6, "latitude of " + e + ", " + n);
        }
    }
}
