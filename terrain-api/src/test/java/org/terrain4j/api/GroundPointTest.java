package org.terrain4j.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class GroundPointTest {

    @Test
    void distanceIsThePlanHypotenuse() {
        assertEquals(5, new GroundPoint(1, 2).distanceTo(new GroundPoint(4, 6)), 0);
        assertEquals(0, new GroundPoint(-3, 7).distanceTo(new GroundPoint(-3, 7)), 0);
    }

    @Test
    void refusesNonFiniteCoordinatesNamingThem() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new GroundPoint(Double.NaN, 0));
        assertTrue(e.getMessage().startsWith("x must be finite"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> new GroundPoint(0, Double.POSITIVE_INFINITY));
        assertTrue(e.getMessage().startsWith("z must be finite"), e.getMessage());
    }
}
