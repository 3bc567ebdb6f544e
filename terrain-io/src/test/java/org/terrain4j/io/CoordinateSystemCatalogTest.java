package org.terrain4j.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.terrain4j.api.CoordinateSystem;
import org.terrain4j.api.Georeference;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;

/**
 * The coordinate systems terrain4j writes without a projection library: every listed code has a
 * WKT that names the code again; the WKT GDAL writes (copied from {@code gdalsrsinfo} 3.6.2 output)
 * names the same codes; a WKT without a code goes through GeoTIFF keys and back with its
 * parameters; anything else is refused by name.
 */
class CoordinateSystemCatalogTest {

    @TempDir
    Path dir;

    static IntStream codes() {
        List<Integer> all = new ArrayList<>(List.of(4326, 4258, 4269, 4267, 4167, 4277, 4171, 4283, 7844, 4619, 2193, 3006,
                27700, 2154, 5070, 3031, 3413, 3995, 3395, 3857));
        for (int z = 1; z <= 60; z++) {
            all.add(32600 + z);
            all.add(32700 + z);
        }
        for (int z = 28; z <= 38; z++) {
            all.add(25800 + z);
        }
        for (int z = 1; z <= 23; z++) {
            all.add(26900 + z);
        }
        for (int z = 1; z <= 22; z++) {
            all.add(26700 + z);
        }
        for (int z = 48; z <= 58; z++) {
            all.add(28300 + z);
        }
        for (int z = 46; z <= 59; z++) {
            all.add(7800 + z);
        }
        return all.stream().mapToInt(Integer::intValue);
    }

    @ParameterizedTest(name = "EPSG:{0}")
    @MethodSource("codes")
    void everyListedCodeHasAWktThatNamesItAgain(int code) {
        String wkt = CoordinateSystem.ofEpsg(code).wkt().orElseThrow();
        assertTrue(wkt.endsWith("AUTHORITY[\"EPSG\",\"" + code + "\"]]"), wkt);
        CoordinateSystem back = CoordinateSystem.ofWkt(wkt);
        assertEquals(OptionalInt.of(code), back.epsg(), wkt);
        assertEquals(CoordinateSystem.ofEpsg(code).isGeographic(), back.isGeographic());
        String bare = wkt.replaceAll(",AUTHORITY\\[\"EPSG\",\"\\d+\"\\]", "");
        assertFalse(bare.contains("AUTHORITY"), bare);
        assertEquals(OptionalInt.of(code), CoordinateSystem.ofWkt(bare).epsg(), "found by its parameters: " + bare);
    }

    /** GDAL 3.6.2's {@code gdalsrsinfo -o wkt_esri} and {@code -o wkt1} (authority nodes removed). */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
        "2193|PROJCS[\"NZGD_2000_New_Zealand_Transverse_Mercator\",GEOGCS[\"GCS_NZGD_2000\",DATUM[\"D_NZGD_2000\","
            + "SPHEROID[\"GRS_1980\",6378137.0,298.257222101]],PRIMEM[\"Greenwich\",0.0],UNIT[\"Degree\","
            + "0.0174532925199433]],PROJECTION[\"Transverse_Mercator\"],PARAMETER[\"False_Easting\",1600000.0],"
            + "PARAMETER[\"False_Northing\",10000000.0],PARAMETER[\"Central_Meridian\",173.0],"
            + "PARAMETER[\"Scale_Factor\",0.9996],PARAMETER[\"Latitude_Of_Origin\",0.0],UNIT[\"Meter\",1.0]]",
        "3031|PROJCS[\"WGS_1984_Antarctic_Polar_Stereographic\",GEOGCS[\"GCS_WGS_1984\",DATUM[\"D_WGS_1984\","
            + "SPHEROID[\"WGS_1984\",6378137.0,298.257223563]],PRIMEM[\"Greenwich\",0.0],UNIT[\"Degree\","
            + "0.0174532925199433]],PROJECTION[\"Stereographic_South_Pole\"],PARAMETER[\"False_Easting\",0.0],"
            + "PARAMETER[\"False_Northing\",0.0],PARAMETER[\"Central_Meridian\",0.0],"
            + "PARAMETER[\"Standard_Parallel_1\",-71.0],UNIT[\"Meter\",1.0]]",
        "2154|PROJCS[\"RGF93 v1 / Lambert-93\",GEOGCS[\"RGF93 v1\",DATUM[\"Reseau_Geodesique_Francais_1993_v1\","
            + "SPHEROID[\"GRS 1980\",6378137,298.257222101]],PRIMEM[\"Greenwich\",0],UNIT[\"degree\","
            + "0.0174532925199433]],PROJECTION[\"Lambert_Conformal_Conic_2SP\"],PARAMETER[\"latitude_of_origin\","
            + "46.5],PARAMETER[\"central_meridian\",3],PARAMETER[\"standard_parallel_1\",49],"
            + "PARAMETER[\"standard_parallel_2\",44],PARAMETER[\"false_easting\",700000],"
            + "PARAMETER[\"false_northing\",6600000],UNIT[\"metre\",1],AXIS[\"Easting\",EAST],"
            + "AXIS[\"Northing\",NORTH]]",
        "5070|PROJCS[\"NAD83 / Conus Albers\",GEOGCS[\"NAD83\",DATUM[\"North_American_Datum_1983\","
            + "SPHEROID[\"GRS 1980\",6378137,298.257222101]],PRIMEM[\"Greenwich\",0],UNIT[\"degree\","
            + "0.0174532925199433]],PROJECTION[\"Albers_Conic_Equal_Area\"],PARAMETER[\"latitude_of_center\",23],"
            + "PARAMETER[\"longitude_of_center\",-96],PARAMETER[\"standard_parallel_1\",29.5],"
            + "PARAMETER[\"standard_parallel_2\",45.5],PARAMETER[\"false_easting\",0],"
            + "PARAMETER[\"false_northing\",0],UNIT[\"metre\",1]]",
        "3031|PROJCS[\"WGS 84 / Antarctic Polar Stereographic\",GEOGCS[\"WGS 84\",DATUM[\"WGS_1984\","
            + "SPHEROID[\"WGS 84\",6378137,298.257223563]],PRIMEM[\"Greenwich\",0],UNIT[\"degree\","
            + "0.0174532925199433]],PROJECTION[\"Polar_Stereographic\"],PARAMETER[\"latitude_of_origin\",-71],"
            + "PARAMETER[\"central_meridian\",0],PARAMETER[\"false_easting\",0],PARAMETER[\"false_northing\",0],"
            + "UNIT[\"metre\",1]]",
        "3857|PROJCS[\"WGS_1984_Web_Mercator_Auxiliary_Sphere\",GEOGCS[\"GCS_WGS_1984\",DATUM[\"D_WGS_1984\","
            + "SPHEROID[\"WGS_1984\",6378137.0,298.257223563]],PRIMEM[\"Greenwich\",0.0],UNIT[\"Degree\","
            + "0.0174532925199433]],PROJECTION[\"Mercator_Auxiliary_Sphere\"],PARAMETER[\"False_Easting\",0.0],"
            + "PARAMETER[\"False_Northing\",0.0],PARAMETER[\"Central_Meridian\",0.0],"
            + "PARAMETER[\"Standard_Parallel_1\",0.0],PARAMETER[\"Auxiliary_Sphere_Type\",0.0],UNIT[\"Meter\",1.0]]",
        "27700|PROJCS[\"British_National_Grid\",GEOGCS[\"GCS_OSGB_1936\",DATUM[\"D_OSGB_1936\",SPHEROID[\"Airy_1830\","
            + "6377563.396,299.3249646]],PRIMEM[\"Greenwich\",0.0],UNIT[\"Degree\",0.0174532925199433]],"
            + "PROJECTION[\"Transverse_Mercator\"],PARAMETER[\"False_Easting\",400000.0],"
            + "PARAMETER[\"False_Northing\",-100000.0],PARAMETER[\"Central_Meridian\",-2.0],"
            + "PARAMETER[\"Scale_Factor\",0.9996012717],PARAMETER[\"Latitude_Of_Origin\",49.0],UNIT[\"Meter\",1.0]]"})
    void gdalsWktWithoutAuthorityNamesTheCode(String codeAndWkt) {
        int bar = codeAndWkt.indexOf('|');
        assertEquals(OptionalInt.of(Integer.parseInt(codeAndWkt.substring(0, bar))),
                CoordinateSystem.ofWkt(codeAndWkt.substring(bar + 1)).epsg());
    }

    @Test
    void aSystemNearAListedOneIsNotTakenForIt() {
        String nztm = esri(2193);
        assertTrue(CoordinateSystem.ofWkt(nztm.replace("173.0", "173.5")).epsg().isEmpty(), "other meridian");
        assertTrue(CoordinateSystem.ofWkt(nztm.replace("D_NZGD_2000", "D_Mine")).epsg().isEmpty(), "other datum");
        String mga = esri(28355); // GDA94 and GDA2020 differ by datum only
        assertEquals(OptionalInt.of(7855), CoordinateSystem.ofWkt(mga.replace("D_GDA_1994", "GDA2020")).epsg());
    }

    private static String esri(int code) {
        String wkt = org.terrain4j.api.internal.CrsCatalog.esriWkt(
                org.terrain4j.api.internal.CrsCatalog.byCode(code).orElseThrow());
        assertFalse(wkt.contains("AUTHORITY"), wkt);
        assertEquals(OptionalInt.of(code), CoordinateSystem.ofWkt(wkt).epsg(), "ESRI's dialect found by parameters");
        return wkt;
    }

    private static final String CUSTOM_TM = "PROJCS[\"Mine_TM\",GEOGCS[\"GCS_Mine\",DATUM[\"D_Mine\","
            + "SPHEROID[\"GRS_1980\",6378137.0,298.257222101]],PRIMEM[\"Greenwich\",0.0],UNIT[\"Degree\","
            + "0.0174532925199433]],PROJECTION[\"Transverse_Mercator\"],PARAMETER[\"False_Easting\",250000.0],"
            + "PARAMETER[\"False_Northing\",-5000.0],PARAMETER[\"Central_Meridian\",172.5],"
            + "PARAMETER[\"Scale_Factor\",0.9999],PARAMETER[\"Latitude_Of_Origin\",-41.25],UNIT[\"Meter\",1.0]]";

    @Test
    void aWktWithoutCodeGoesThroughGeoTiffKeysWithItsParameters() throws IOException {
        Heightfield h = Heightfield.of(3, 2, new float[] {1, 2, 3, 4, 5, 6}).withFrame(new GridFrame(250_100, -10_000,
                20, 20).withGeoreference(Georeference.in(CoordinateSystem.ofWkt(CUSTOM_TM))));
        Path tif = dir.resolve("mine.tif");
        GeoTiff.write(h, tif);
        Heightfield back = GeoTiff.read(tif);
        assertEquals(h.frame().withoutGeoreference(), back.frame().withoutGeoreference());
        CoordinateSystem crs = back.frame().crs().orElseThrow();
        assertTrue(crs.epsg().isEmpty());
        assertEquals(CUSTOM_TM, crs.wkt().orElseThrow(), "names and parameters as written");
    }

    @Test
    void aCodeWithoutKnownWktIsRefusedForAnAsciiGridByName() {
        Heightfield h = Heightfield.of(1, 1, new float[] {1}).withFrame(GridFrame.UNIT
                .withGeoreference(Georeference.in(CoordinateSystem.ofEpsg(3035))));
        Path asc = dir.resolve("laea.asc");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> AsciiGrid.write(h, asc));
        // terrain-io's tests run without terrain-proj4j: the reason is that module's absence, and the way out a .tif
        assertTrue(e.getMessage().startsWith("file " + asc + " (an ESRI ASCII grid) cannot record")
                && e.getMessage().contains("EPSG:3035") && e.getMessage().contains("needs terrain-proj4j")
                && e.getMessage().endsWith("write a GeoTIFF (.tif), which records the code"), e.getMessage());
        assertTrue(IoTesting.list(dir).isEmpty(), "nothing written");
    }

    @Test
    void aProjectionWithoutGeoTiffKeysHereIsRefusedByName() throws IOException {
        String omerc = CUSTOM_TM.replace("Transverse_Mercator", "Hotine_Oblique_Mercator_Azimuth_Natural_Origin");
        Heightfield h = Heightfield.of(1, 1, new float[] {1}).withFrame(GridFrame.UNIT
                .withGeoreference(Georeference.in(CoordinateSystem.ofWkt(omerc))));
        Path tif = dir.resolve("omerc.tif");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> GeoTiff.write(h, tif));
        assertTrue(e.getMessage().contains("Hotine_Oblique_Mercator") && e.getMessage().contains("Albers"),
                e.getMessage());
        assertTrue(IoTesting.list(dir).isEmpty(), "nothing written");
        AsciiGrid.write(h, dir.resolve("omerc.asc"));
        assertEquals(omerc, Files.readString(dir.resolve("omerc.prj")).strip(), "an .asc carries any WKT as it is");
        String feet = CUSTOM_TM.replace("UNIT[\"Meter\",1.0]]", "UNIT[\"Foot_US\",0.3048006096012192]]");
        Heightfield f = h.withFrame(GridFrame.UNIT.withGeoreference(Georeference.in(CoordinateSystem.ofWkt(feet))));
        e = assertThrows(IllegalArgumentException.class, () -> GeoTiff.write(f, tif));
        assertTrue(e.getMessage().contains("Foot_US"), e.getMessage());
    }

    @Test
    void malformedWktIsNoCodeAndNoCrash() {
        for (String bad : new String[] {"PROJCS[", "PROJCS[\"a\",GEOGCS[\"b\"]", "GEOGCS[\"x\",DATUM[\"y\","
            + "SPHEROID[\"z\",-1,0]]]", "[[[]]]", "PROJCS[\"" + "a".repeat(100) + "\"]]", "X".repeat(40) + "["}) {
            assertNoCodeOrRefusedByShape(bad);
        }
        StringBuilder deep = new StringBuilder();
        for (int i = 0; i < 10_000; i++) {
            deep.append("A[");
        }
        assertNoCodeOrRefusedByShape(deep.toString());
        assertNoCodeOrRefusedByShape(deep + "]".repeat(10_000));
    }

    /** A malformed WKT is either refused for its shape (no closing bracket) or carried with no code; never a crash. */
    private static void assertNoCodeOrRefusedByShape(String bad) {
        String label = bad.length() > 40 ? bad.substring(0, 40) + "…" : bad;
        try {
            assertTrue(CoordinateSystem.ofWkt(bad).epsg().isEmpty(), label);
        } catch (IllegalArgumentException e) {
            assertTrue(e.getMessage().startsWith("wkt must be a WKT text"), label + ": " + e.getMessage());
        }
    }
}
