package org.terrain4j.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.terrain4j.analysis.playspace.Band;

class BandTest {

    @Test
    void bothEndsAreIncluded() {
        Band b = new Band(2, 6);
        assertTrue(b.contains(2));
        assertTrue(b.contains(6));
        assertFalse(b.contains(Math.nextDown(2.0)));
        assertFalse(b.contains(Math.nextUp(6.0)));
        assertFalse(b.contains(Double.NaN));
        assertEquals("[2, 6]", b.toString());
    }

    @Test
    void openEnds() {
        assertTrue(Band.atLeast(0.7).contains(1e300));
        assertFalse(Band.atLeast(0.7).contains(0.69));
        assertTrue(Band.atMost(3).contains(Double.NEGATIVE_INFINITY));
        assertEquals("[0.7, ∞)", Band.atLeast(0.7).toString());
        assertEquals("(-∞, 3]", Band.atMost(3).toString());
    }

    @Test
    void badEndsAreRefusedByName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new Band(5, 1));
        assertEquals("low must be at most high, got low 5.0 and high 1.0", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new Band(Double.NaN, 1));
        assertThrows(IllegalArgumentException.class, () -> new Band(0, Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> Band.atLeast(Double.POSITIVE_INFINITY));
    }
}
