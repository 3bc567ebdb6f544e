package org.terrain4j.proj4j.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.terrain4j.api.CoordinateSystem;

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
}
