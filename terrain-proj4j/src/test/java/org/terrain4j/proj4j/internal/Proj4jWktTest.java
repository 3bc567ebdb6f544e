package org.terrain4j.proj4j.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.terrain4j.api.CoordinateSystem;
import org.terrain4j.api.internal.WktSource;

/**
 * The WKT source on its own (moved from terrain-vector's {@code PrjForEpsgCodesGdalOracleTest} with the
 * class; terrain-vector's test keeps GDAL's reading of the {@code .prj} files it gives).
 */
class Proj4jWktTest {

    @Test
    void theSourceGivesTheCodeAsTheOutermostAuthorityAndNothingForAnUnknownCode() {
        Proj4jWkt source = new Proj4jWkt();
        String laea = source.wkt(3035).orElseThrow();
        assertTrue(laea.startsWith("PROJCS[") && laea.endsWith(",AUTHORITY[\"EPSG\",\"3035\"]]"), laea);
        assertTrue(laea.contains("PROJECTION[\"Lambert_Azimuthal_Equal_Area\"]"), laea);
        assertEquals(3035, CoordinateSystem.ofWkt(laea).epsg().orElseThrow());
        assertTrue(source.wkt(999_999).isEmpty());
        assertTrue(source.wkt(5514).isEmpty());
        // through terrain-api: the service is found on the path
        assertEquals(laea, CoordinateSystem.ofEpsg(3035).wkt().orElseThrow());
    }

    /** The GEOGCS and DATUM carry EPSG's names and codes where the datum is known, a named fallback where not. */
    @Test
    void theDatumIsNamedByEpsgWhereKnownAndByItsEllipsoidWhereNot() {
        Proj4jWkt source = new Proj4jWkt();
        String rd = source.wkt(28992).orElseThrow();
        assertTrue(rd.startsWith("PROJCS[\"Amersfoort / RD New\",GEOGCS[\"Amersfoort\",DATUM[\"Amersfoort\","), rd);
        assertTrue(rd.contains(",AUTHORITY[\"EPSG\",\"6289\"]],PRIMEM["), rd);
        assertTrue(rd.contains("UNIT[\"degree\",0.0174532925199433],AUTHORITY[\"EPSG\",\"4289\"]],PROJECTION["), rd);
        String ed50 = source.wkt(4230).orElseThrow();
        assertTrue(ed50.startsWith("GEOGCS[\"ED50\",DATUM[\"European_Datum_1950\","), ed50);
        assertTrue(ed50.endsWith(",AUTHORITY[\"EPSG\",\"4230\"]]") && !ed50.contains("\"4230\"]],AUTHORITY"), ed50);
        // a datum known by its code carries no shift (GDAL's WKT 1 of the code has none either)
        assertFalse(rd.contains("TOWGS84"), rd);
        // 3782: neither Proj4J's registry resource nor a +datum= names its datum; its shift is kept
        assertTrue(source.wkt(3782).orElseThrow().contains(",TOWGS84[0,0,0,0,0,0,0]]"));
        String unknown = source.wkt(3782).orElseThrow();
        assertTrue(unknown.contains("GEOGCS[\"" + Proj4jWkt.UNKNOWN_GEOGRAPHIC + "\",DATUM[\""
                + Proj4jWkt.unknownDatum("GRS 1980 (IUGG, 1980)") + "\","), unknown);
        // no datum or GEOGCS authority: only the metre's and the code's
        assertEquals(2, java.util.regex.Pattern.compile("AUTHORITY\\[").matcher(unknown).results().count(), unknown);
    }

    /** Axes in the EPSG registry's order: north first where its coordinate system says so. */
    @Test
    void axesFollowTheRegistrysCoordinateSystem() {
        Proj4jWkt source = new Proj4jWkt();
        // ETRS89 / LAEA Europe (CS 4532), DHDN / 3-degree Gauss-Kruger zone 4 (4530), ETRS89 / Poland CS92 (4531)
        for (int code : new int[] {3035, 31468, 2180}) {
            String wkt = source.wkt(code).orElseThrow();
            assertTrue(wkt.endsWith(",AXIS[\"Northing\",NORTH],AXIS[\"Easting\",EAST],AUTHORITY[\"EPSG\",\"" + code
                    + "\"]]"), wkt);
        }
        // Amersfoort / RD New (CS 4499: X east, Y north), ETRS89 / TM35FIN(E,N) (4400)
        assertTrue(source.wkt(28992).orElseThrow().contains(",AXIS[\"Easting\",EAST],AXIS[\"Northing\",NORTH],"));
        // a geographic code of EPSG's latitude-longitude system (6422); one the geographic table lacks gets none
        assertTrue(source.wkt(4230).orElseThrow().endsWith(
                ",AXIS[\"Latitude\",NORTH],AXIS[\"Longitude\",EAST],AUTHORITY[\"EPSG\",\"4230\"]]"));
        assertTrue(EpsgAxes.ofGeographic(5628).isEmpty());
        assertEquals(4400, EpsgAxes.coordinateSystem(3067).orElseThrow());
        assertEquals(4499, EpsgAxes.coordinateSystem(28992).orElseThrow());
        assertTrue(EpsgAxes.coordinateSystem(999_999).isEmpty());
        assertEquals(java.util.List.of("3067", "ETRS89 / TM35FIN(E,N)", "", "a\"b"),
                java.util.List.of(EpsgAxes.fields("3067,\"ETRS89 / TM35FIN(E,N)\",,\"a\"\"b\"")));
    }

    /** UTM as Proj4J's registry writes it ({@code +proj=utm +zone=… [+south]}): Transverse Mercator. */
    @Test
    void utmIsTransverseMercatorOfItsZone() {
        Proj4jWkt source = new Proj4jWkt();
        String ed50 = source.wkt(23032).orElseThrow(); // ED50 / UTM zone 32N
        assertTrue(ed50.contains("PROJECTION[\"Transverse_Mercator\"],PARAMETER[\"latitude_of_origin\",0],"
                + "PARAMETER[\"central_meridian\",9],PARAMETER[\"scale_factor\",0.9996],PARAMETER[\"false_easting\","
                + "500000],PARAMETER[\"false_northing\",0],"), ed50);
        String sirgas = source.wkt(31983).orElseThrow(); // SIRGAS 2000 / UTM zone 23S
        assertTrue(sirgas.contains("PARAMETER[\"central_meridian\",-45],PARAMETER[\"scale_factor\",0.9996],"
                + "PARAMETER[\"false_easting\",500000],PARAMETER[\"false_northing\",10000000],"), sirgas);
    }

    /** A prime meridian other than Greenwich is refused (it was written as Greenwich, 2.3° off for Paris). */
    @Test
    void aPrimeMeridianOtherThanGreenwichIsRefused() {
        Proj4jWkt source = new Proj4jWkt();
        assertTrue(source.wkt(27572).isEmpty()); // NTF (Paris) / Lambert zone II, +pm=paris
        assertTrue(source.wkt(4818).isEmpty()); // S-JTSK (Ferro), +pm=ferro
        assertTrue(Proj4jWkt.greenwich(null) && Proj4jWkt.greenwich("greenwich") && Proj4jWkt.greenwich("0"));
        assertFalse(Proj4jWkt.greenwich("paris") || Proj4jWkt.greenwich("2.337208333333333"));
    }

    /**
     * Each refusal says why, naming Proj4J's parameter: US survey feet (2263, NAD83 / New York Long
     * Island (ftUS)), Krovak (5514) and cylindrical equal-area (6933, EASE-Grid 2.0), Paris (27572), and
     * a code the registry lacks (32767, EPSG's "user-defined" placeholder); none for a code written.
     */
    @ParameterizedTest(name = "EPSG:{0}")
    @CsvSource(delimiter = '|', value = {
        "2263|the system's unit is US survey feet (Proj4J's +units=us-ft), and terrain4j writes WKT in metres only",
        "5514|the system's method (Proj4J's +proj=krovak) is not one terrain4j writes as WKT",
        "6933|the system's method (Proj4J's +proj=cea) is not one terrain4j writes as WKT",
        "27572|the system's prime meridian is not Greenwich (Proj4J's +pm=paris), and terrain4j writes WKT on"
                + " Greenwich only",
        "32767|Proj4J's EPSG registry does not know the code"})
    void aRefusalSaysWhy(int code, String reason) {
        Proj4jWkt source = new Proj4jWkt();
        assertTrue(source.wkt(code).isEmpty());
        assertEquals(reason, source.refusal(code).orElseThrow());
        // through terrain-api's service look-up: the same reason
        assertEquals(reason, WktSource.why(code));
    }

    @Test
    void aCodeWrittenHasNoRefusal() {
        Proj4jWkt source = new Proj4jWkt();
        for (int code : new int[] {3035, 2056, 23032, 4230}) {
            assertTrue(source.wkt(code).isPresent() && source.refusal(code).isEmpty(), "EPSG:" + code);
        }
    }
}
