package org.terrain4j.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class RangeTest {

    @Test
    void stepsAreAFiftiethOnOneTwoFive() {
        assertEquals(0.02, Range.stepFor(0, 1));
        assertEquals(10, Range.stepFor(0, 500));
        // a fiftieth of 800 is 16: a factor 1.25 from 20, 1.6 from 10 -> 20 (log-nearest; linear-nearest agrees here)
        assertEquals(20, Range.stepFor(100, 900));
        assertEquals(50, Range.stepFor(0, 2500)); // "a peak height in the hundreds moves by fifties"
        assertEquals(2, Range.stepFor(50, 150)); // gradient percentages
        // where log-nearest and linear-nearest differ: a fiftieth of 165 is 3.3 -> 5 (factor 1.52) not 2 (1.65)
        assertEquals(5, Range.stepFor(0, 165));
        assertEquals(0.5, Range.stepFor(0, 25));
    }

    @Test
    void clampsIntoBounds() {
        Range r = Range.single("coverage", 0, 1, "");
        assertEquals(0, r.clamp(-3));
        assertEquals(1, r.clamp(7));
        assertEquals(0.4, r.clamp(0.4));
        assertEquals(0, r.clamp(Double.NaN));
    }

    @Test
    void refusesBadBounds() {
        assertThrows(IllegalArgumentException.class, () -> Range.span("h", 1, 1, "m"));
        assertThrows(IllegalArgumentException.class, () -> Range.span("h", Double.NaN, 1, "m"));
        assertThrows(IllegalArgumentException.class, () -> Range.stepFor(2, 1));
        assertThrows(IllegalArgumentException.class, () -> Reading.span(3, 2));
        assertThrows(IllegalArgumentException.class, () -> Reading.single(Double.NaN));
    }
}
