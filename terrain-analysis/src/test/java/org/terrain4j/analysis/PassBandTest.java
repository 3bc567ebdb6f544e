package org.terrain4j.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.terrain4j.analysis.playspace.PassBand;

class PassBandTest {

    @Test
    void bothEndsAreIncluded() {
        PassBand b = new PassBand(2, 6);
        assertTrue(b.contains(2));
        assertTrue(b.contains(6));
        assertFalse(b.contains(Math.nextDown(2.0)));
        assertFalse(b.contains(Math.nextUp(6.0)));
        assertFalse(b.contains(Double.NaN));
        assertEquals("[2, 6]", b.toString());
    }

    @Test
    void openEnds() {
        assertTrue(PassBand.atLeast(0.7).contains(1e300));
        assertFalse(PassBand.atLeast(0.7).contains(0.69));
        assertTrue(PassBand.atMost(3).contains(Double.NEGATIVE_INFINITY));
        assertEquals("[0.7, ∞)", PassBand.atLeast(0.7).toString());
        assertEquals("(-∞, 3]", PassBand.atMost(3).toString());
    }

    @Test
    void badEndsAreRefusedByName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new PassBand(5, 1));
        assertEquals("low must be at most high, got low 5.0 and high 1.0", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new PassBand(Double.NaN, 1));
        assertThrows(IllegalArgumentException.class, () -> new PassBand(0, Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> PassBand.atLeast(Double.POSITIVE_INFINITY));
    }
}
