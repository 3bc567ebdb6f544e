package org.terrain4j.features;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class ControlCurveTest {

    private static final double EPS = 1e-12;

    @Test
    void readsLinearlyBetweenControlPointsAndClampsOutside() {
        ControlCurve c = ControlCurve.of(30.3, 19.1, 16.5);
        assertEquals(30.3, c.at(0));
        assertEquals(19.1, c.at(1));
        assertEquals((30.3 + 19.1) / 2, c.at(0.5), EPS);
        assertEquals(19.1 + 0.25 * (16.5 - 19.1), c.at(1.25), EPS);
        assertEquals(30.3, c.at(-3));
        assertEquals(16.5, c.at(7));
    }

    @Test
    void keyedCurvesFillTheGapsInAStraightLine() {
        // the example island's brook depth: 0.5 m at 0, 0.22 m at 8, 0.25 m at 24, 0.1 m at 25
        ControlCurve depth = ControlCurve.keyed(26, 0, 0.5, 8, 0.22, 24, 0.25, 25, 0.1);
        assertEquals(26, depth.size());
        assertEquals(0.5, depth.value(0));
        assertEquals(0.5 + (0.22 - 0.5) * 4 / 8, depth.value(4), EPS);
        assertEquals(0.22 + (0.25 - 0.22) * 8 / 16, depth.value(16), EPS);
        assertEquals(0.1, depth.value(25));
        ControlCurve held = ControlCurve.keyed(5, 2, 1.0);
        assertEquals(1.0, held.value(0));
        assertEquals(1.0, held.value(4));
    }

    @Test
    void alongASpineReadsAtItsIndex() {
        Spine s = Spine.through(0, 0, 10, 0, 20, 0, 30, 0);   // the middle span moves uniformly
        ControlCurve c = ControlCurve.of(0, 10, 30, 30);
        assertEquals(20, c.along(s, 15), 1e-9);
        assertThrows(IllegalArgumentException.class, () -> ControlCurve.of(1, 2).along(s, 1));
    }

    @Test
    void badCurvesAreRefused() {
        assertThrows(IllegalArgumentException.class, ControlCurve::of);
        assertThrows(IllegalArgumentException.class, () -> ControlCurve.of(1, Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> ControlCurve.keyed(5, 3, 1, 2, 1));
        assertThrows(IllegalArgumentException.class, () -> ControlCurve.keyed(5, 0.5, 1));
        assertThrows(IllegalArgumentException.class, () -> ControlCurve.keyed(5, 5, 1));
        assertThrows(IllegalArgumentException.class, () -> ControlCurve.keyed(0, 0, 1));
    }
}
