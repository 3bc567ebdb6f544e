package org.terrain4j.proj4j.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.terrain4j.api.CoordinateSystem;
import org.terrain4j.api.internal.Reprojection;

/**
 * The reprojection service: found by terrain-api's service loader, it knows a registered code from an
 * unknown one, and takes a point to WGS 84 (the projections' own origins, where the closed form is
 * exact: a Transverse Mercator's false origin lies on its central meridian at its latitude of origin).
 */
class Proj4jReprojectionTest {

    @Test
    void theServiceLoaderFindsIt() {
        assertInstanceOf(Proj4jReprojection.class, Reprojection.installed().orElseThrow());
    }

    @Test
    void aRegisteredCodeFromAnUnknownOne() {
        Proj4jReprojection r = new Proj4jReprojection();
        assertTrue(r.registered(3035));
        assertTrue(r.registered(28992));
        assertFalse(r.registered(999_999));
    }

    @Test
    void theFalseOriginOfSwerefAndUtmLiesOnTheCentralMeridian() {
        double[] d = new double[2];
        // SWEREF99 TM: central meridian 15° E, latitude of origin 0, false easting 500 000 m
        new Proj4jReprojection().toWgs84(CoordinateSystem.ofEpsg(3006)).transform(500_000, 0, d);
        assertEquals(15, d[0], 1e-9);
        assertEquals(0, d[1], 1e-9);
        // UTM 33 N (WGS 84): central meridian 15° E
        new Proj4jReprojection().toWgs84(CoordinateSystem.ofEpsg(32633)).transform(500_000, 0, d);
        assertEquals(15, d[0], 1e-9);
        assertEquals(0, d[1], 1e-9);
    }
}
