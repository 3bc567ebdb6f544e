package org.terrain4j.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.terrain4j.api.CoordinateSystem;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;

/**
 * GDAL as the oracle for coordinate systems beyond WGS 84: a GeoTIFF that {@code gdal_translate
 * -a_srs} puts in a system goes through our {@code .asc} + {@code .prj} and back to our GeoTIFF, and
 * {@code gdalsrsinfo} names the same EPSG code for each, with the same placement; a system without a
 * code (GDAL's user-defined GeoKeys, or an ESRI {@code .prj} as ArcGIS writes it) keeps its
 * projection parameters, compared numerically with GDAL's PROJ string of the input.
 */
@org.junit.jupiter.api.parallel.Execution(org.junit.jupiter.api.parallel.ExecutionMode.CONCURRENT) // GDAL processes, two at a time
class CoordinateSystemGdalOracleTest {

    @TempDir
    Path dir;

    @BeforeEach
    void gdal() {
        IoTesting.assumeGdal();
        org.terrain4j.testkit.Oracles.require(IoTesting.onPath("gdal_translate") && IoTesting.onPath("gdalsrsinfo"),
                "gdal_translate and gdalsrsinfo on the PATH");
    }

    /** A plain grid (no .prj) with its north-west corner at (west, north) and cells of {@code cell}. */
    private Path plainGrid(double west, double north, double cell) throws Exception {
        float[] v = new float[7 * 5];
        for (int i = 0; i < v.length; i++) {
            v[i] = 100 + 3 * (i % 7) + 7 * (i / 7);
        }
        Heightfield h = Heightfield.of(7, 5, v).withFrame(new GridFrame(west + cell / 2, -(north - cell / 2), cell,
                cell));
        Path asc = dir.resolve("plain.asc");
        AsciiGrid.write(h, asc);
        return asc;
    }

    private static String epsgOf(Path file) throws Exception {
        return IoTesting.run("gdalsrsinfo", "-o", "epsg", file.toString()).strip();
    }

    @ParameterizedTest(name = "EPSG:{0}")
    @CsvSource({"4326, 11.0, 57.5, 0.001", "4167, 172.5, -41.0, 0.001", "4277, -2.0, 54.0, 0.001",
        "2193, 1750000, 5900000, 100", "3006, 350000, 6400000, 25", "4619, 11.0, 57.5, 0.001", "27700, 400000, 500000, 50", "2154, 650000, 6860000, 100",
        "5070, -100000, 2000000, 100", "3031, 100000, -1000000, 500", "3413, -100000, -1000000, 500",
        "3395, 1000000, 6000000, 100", "3857, 1200000, 7800000, 100", "32759, 500000, 5000000, 90",
        "26715, 500000, 4500000, 30", "7855, 300000, 5800000, 30"})
    void aSystemOfGdalsKeepsItsCodeThroughAscAndTif(int code, double west, double north, double cell)
            throws Exception {
        Path in = dir.resolve("in.tif");
        IoTesting.run("gdal_translate", "-q", "-a_srs", "EPSG:" + code, plainGrid(west, north, cell).toString(),
                in.toString());
        Heightfield h = GeoTiff.read(in);
        assertEquals(OptionalInt.of(code), h.frame().crs().orElseThrow().epsg());
        Path asc = dir.resolve("out.asc");
        AsciiGrid.write(h, asc);
        assertEquals("EPSG:" + code, epsgOf(asc), "GDAL names the code of our .prj");
        assertSameParameters(proj(in), proj(asc));
        double[] placement = {west, cell, 0, north, 0, -cell};
        assertNamesAndPlaces(asc, code, placement);
        Heightfield fromAsc = AsciiGrid.read(asc);
        assertEquals(OptionalInt.of(code), fromAsc.frame().crs().orElseThrow().epsg(), "we name it again");
        Path tif = dir.resolve("out.tif");
        GeoTiff.write(fromAsc, tif);
        assertNamesAndPlaces(tif, code, placement);
    }

    /** gdalinfo's WKT ends with the code's ID, and its geotransform is the expected one. */
    private static void assertNamesAndPlaces(Path file, int code, double[] geoTransform) throws Exception {
        String info = IoTesting.run("gdalinfo", "-json", file.toString());
        assertTrue(info.contains("ID[\\\"EPSG\\\"," + code + "]]\""), () -> "gdalinfo names EPSG:" + code + ": " + info);
        double[] a = geoTransform(info);
        for (int i = 0; i < 6; i++) {
            assertEquals(geoTransform[i], a[i], 1e-9 * Math.max(1, Math.abs(geoTransform[i])),
                    "geotransform term " + i + " of " + file);
        }
    }

    /** PROJ strings of systems without an EPSG code; GDAL writes them as user-defined GeoKeys. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
        "+proj=tmerc +lat_0=-41.25 +lon_0=172.5 +k=0.9999 +x_0=250000 +y_0=-5000 +ellps=GRS80 +units=m +no_defs",
        "+proj=lcc +lat_0=45 +lon_0=5 +lat_1=47 +lat_2=43.5 +x_0=600000 +y_0=2200000 +ellps=GRS80 +units=m +no_defs",
        "+proj=aea +lat_0=-32 +lon_0=132 +lat_1=-18 +lat_2=-36 +x_0=0 +y_0=0 +datum=WGS84 +units=m +no_defs",
        "+proj=stere +lat_0=-90 +lat_ts=-60 +lon_0=45 +k=1 +x_0=1000 +y_0=-2000 +datum=WGS84 +units=m +no_defs",
        "+proj=stere +lat_0=90 +lat_ts=75 +lon_0=-30 +k=1 +x_0=0 +y_0=0 +a=6378273 +rf=298.279411123064 +units=m",
        "+proj=merc +lon_0=100 +k=0.997 +x_0=3900000 +y_0=900000 +ellps=GRS80 +units=m +no_defs"})
    void aSystemWithoutCodeKeepsItsParameters(String proj4) throws Exception {
        Path in = dir.resolve("in.tif");
        IoTesting.run("gdal_translate", "-q", "-a_srs", proj4, plainGrid(10_000, 20_000, 30).toString(),
                in.toString());
        Heightfield h = GeoTiff.read(in);
        CoordinateSystem crs = h.frame().crs().orElseThrow(() -> new AssertionError("GDAL's user-defined keys read"));
        assertTrue(crs.epsg().isEmpty(), crs.toString());
        Map<String, String> expected = proj(in);
        Path asc = dir.resolve("out.asc");
        AsciiGrid.write(h, asc);
        assertSameParameters(expected, proj(asc));
        assertSamePlacement(in, asc);
        Path tif = dir.resolve("out.tif");
        GeoTiff.write(AsciiGrid.read(asc), tif);
        assertSameParameters(expected, proj(tif));
        assertSamePlacement(in, tif);

        // the same system as ArcGIS writes a .prj: ESRI's WKT, no code
        Path esri = dir.resolve("esri.asc");
        Files.copy(plainGrid(10_000, 20_000, 30), esri);
        Files.writeString(dir.resolve("esri.prj"), IoTesting.run("gdalsrsinfo", "-o", "wkt_esri", "--single-line",
                proj4).strip() + "\n");
        Path tif2 = dir.resolve("esri.tif");
        GeoTiff.write(AsciiGrid.read(esri), tif2);
        assertSameParameters(expected, proj(tif2));
    }

    @Test
    void aCodeNotListedGoesToGeoTiffButIsRefusedForAPrjByName() throws Exception {
        Path in = dir.resolve("laea.tif");
        IoTesting.run("gdal_translate", "-q", "-a_srs", "EPSG:3035", plainGrid(4_000_000, 3_000_000, 100).toString(),
                in.toString());
        Heightfield h = GeoTiff.read(in);
        Path tif = dir.resolve("again.tif");
        GeoTiff.write(h, tif);
        assertEquals("EPSG:3035", epsgOf(tif));
        Path asc = dir.resolve("laea.asc");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> AsciiGrid.write(h, asc));
        assertTrue(e.getMessage().contains("EPSG:3035") && e.getMessage().contains("write a GeoTIFF"), e.getMessage());
        assertTrue(!Files.exists(asc) && !Files.exists(dir.resolve("laea.prj")), "nothing written");
    }

    // ----------------------------------------------------------------------------------- helpers

    private static final Pattern GT = Pattern.compile("\"geoTransform\":\\s*\\[([^\\]]*)\\]");

    private static void assertSamePlacement(Path expected, Path actual) throws Exception {
        double[] e = geoTransform(IoTesting.run("gdalinfo", "-json", expected.toString()));
        double[] a = geoTransform(IoTesting.run("gdalinfo", "-json", actual.toString()));
        for (int i = 0; i < 6; i++) {
            assertEquals(e[i], a[i], 1e-9 * Math.max(1, Math.abs(e[i])), "geotransform term " + i + " of " + actual);
        }
    }

    private static double[] geoTransform(String json) {
        Matcher m = GT.matcher(json);
        assertTrue(m.find(), () -> "no geoTransform: " + json);
        String[] t = m.group(1).split(",");
        double[] v = new double[6];
        for (int i = 0; i < 6; i++) {
            v[i] = Double.parseDouble(t[i].trim());
        }
        return v;
    }

    /** GDAL's PROJ string of a file's system, as key → value. */
    private static Map<String, String> proj(Path file) throws Exception {
        String text = IoTesting.run("gdalsrsinfo", "-o", "proj4", file.toString()).strip();
        Map<String, String> m = new HashMap<>();
        for (String token : text.split("\\s+")) {
            if (token.startsWith("+")) {
                int eq = token.indexOf('=');
                m.put(eq < 0 ? token.substring(1) : token.substring(1, eq), eq < 0 ? "" : token.substring(eq + 1));
            }
        }
        assertTrue(m.containsKey("proj"), () -> file + ": " + text);
        return m;
    }

    private static final Map<String, double[]> ELLIPSOIDS = Map.of("GRS80", new double[] {6378137, 298.257222101},
            "WGS84", new double[] {6378137, 298.257223563}, "airy", new double[] {6377563.396, 299.3249646},
            "NAD83", new double[] {6378137, 298.257222101}, "NAD27", new double[] {6378206.4, 294.978698213898},
            "clrk66", new double[] {6378206.4, 294.978698213898});

    /** Projection parameters equal numerically (1e-9), and the same ellipsoid however it is spelled. */
    private static void assertSameParameters(Map<String, String> expected, Map<String, String> actual) {
        for (String key : new String[] {"proj", "units"}) {
            assertEquals(expected.get(key), actual.get(key), key + " in " + actual);
        }
        for (String key : new String[] {"lat_0", "lon_0", "lat_1", "lat_2", "lat_ts", "k", "x_0", "y_0", "zone"}) {
            double e = number(expected, key);
            double a = number(actual, key);
            if (!Double.isNaN(e)) {
                assertEquals(e, a, 1e-9 * Math.max(1, Math.abs(e)), key + " in " + actual + ", expected " + expected);
            }
        }
        double[] ea = ellipsoid(expected);
        double[] aa = ellipsoid(actual);
        assertEquals(ea[0], aa[0], 1e-6, "semi-major axis in " + actual);
        assertEquals(ea[1], aa[1], 1e-6, "inverse flattening in " + actual);
    }

    /**
     * A parameter's value; for Mercator the scale on the equator also from the latitude of true scale
     * ({@code k = cos φ / √(1 − e² sin² φ)}, EPSG guidance note 7-2), which is the same system.
     */
    private static double number(Map<String, String> p, String key) {
        boolean mercator = "merc".equals(p.get("proj"));
        if (mercator && key.equals("lat_ts")) {
            return Double.NaN;
        }
        if (key.equals("k") && !p.containsKey("k")) {
            if (p.containsKey("k_0")) {
                return Double.parseDouble(p.get("k_0"));
            }
            if (mercator) {
                double phi = Math.toRadians(Double.parseDouble(p.getOrDefault("lat_ts", "0")));
                double[] ell = ellipsoid(p);
                double f = 1 / ell[1];
                double e2 = f * (2 - f);
                return Math.cos(phi) / Math.sqrt(1 - e2 * Math.sin(phi) * Math.sin(phi));
            }
        }
        return Double.parseDouble(p.getOrDefault(key, "NaN"));
    }

    private static double[] ellipsoid(Map<String, String> p) {
        String name = p.containsKey("datum") ? p.get("datum") : p.get("ellps");
        if (name != null) {
            assertTrue(ELLIPSOIDS.containsKey(name), () -> "ellipsoid of " + p + " known to the test");
            return ELLIPSOIDS.get(name);
        }
        double a = Double.parseDouble(p.get("a"));
        return new double[] {a, p.containsKey("rf") ? Double.parseDouble(p.get("rf"))
                : a / (a - Double.parseDouble(p.get("b")))};
    }
}
