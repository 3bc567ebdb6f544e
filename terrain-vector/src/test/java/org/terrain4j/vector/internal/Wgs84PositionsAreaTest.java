package org.terrain4j.vector.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.terrain4j.api.CoordinateSystem;
import org.terrain4j.api.Georeference;
import org.terrain4j.api.GridFrame;

/**
 * A position outside its system's area is refused, not written as a longitude/latitude no GeoJSON
 * reader can hold (review finding: volcano.asc labelled EPSG:2193 gave a latitude of 3.6e20).
 */
class Wgs84PositionsAreaTest {

    @Test
    void aPositionOutsideTheSystemsAreaIsRefused() {
        Wgs84Positions p = Wgs84Positions.of(GridFrame.UNIT.withGeoreference(Georeference.in(CoordinateSystem.ofEpsg(2193))));
        // easting 5 m, northing 0 m: 1.6e6 m west of NZTM's false easting, on its equator side
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> p.position(5, 0, new double[2]));
        assertTrue(e.getMessage().contains("lies outside the area of EPSG:2193"), e.getMessage());
        // a position in New Zealand (Auckland, about 1 757 000 E, 5 920 000 N) reprojects
        double[] ll = p.position(1_757_000, -5_920_000, new double[2]);
        assertEquals(174.77, ll[0], 0.05);
        assertEquals(-36.85, ll[1], 0.05);
    }

    @Test
    void aGeographicFrameBeyondThePoleIsRefused() {
        Wgs84Positions p = Wgs84Positions.of(GridFrame.UNIT.withGeoreference(Georeference.in(CoordinateSystem.WGS84)));
        assertThrows(IllegalArgumentException.class, () -> p.position(10, -95, new double[2]));
        assertEquals(-89.5, p.position(10, 89.5, new double[2])[1], 1e-12);
    }
}
