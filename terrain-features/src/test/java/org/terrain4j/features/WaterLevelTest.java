package org.terrain4j.features;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.terrain4j.api.HeightFunction;

class WaterLevelTest {

    private static final Spine LINE = Spine.through(0, 0, 50, 0, 100, 0);

    @Test
    void aLevelTableIsMadeToFallAtTheRateInItsStretchOnly() {
        WaterLevel rule = WaterLevel.heldTo(ControlCurve.constant(3, 10)).withNeverRising(true)
                .withFallingAtLeast(0.003, 20, 60);
        double[] level = rule.levels(LINE, (x, z) -> 100);
        double expected = 10;
        for (int i = 1; i < level.length; i++) {
            double a = LINE.alongOf(i);
            if (a >= 20 && a <= 60) {
                expected -= 0.003 * (a - LINE.alongOf(i - 1));
            }
            assertEquals(expected, level[i], 1e-12, "point " + i);
        }
        // the whole stretch (20 … 60 m, plus the step into it) fell by 3 mm a metre
        assertEquals(10 - 0.003 * 40, level[level.length - 1], 0.003 * 1.01 + 1e-12);
        assertTrue(level[level.length - 1] < 10 - 0.003 * 40 + 1e-12);
    }

    @Test
    void aRisingTableIsHeldLevelWhenNeverRising() {
        double[] free = WaterLevel.heldTo(ControlCurve.of(5, 8, 2)).levels(LINE, (x, z) -> 100);
        double[] held = WaterLevel.heldTo(ControlCurve.of(5, 8, 2)).withNeverRising(true).levels(LINE, (x, z) -> 100);
        assertTrue(free[25] > 5, "the table itself rises");
        for (int i = 1; i < held.length; i++) {
            assertTrue(held[i] <= held[i - 1]);
        }
        assertEquals(5, held[25], 0);
        assertEquals(2, held[held.length - 1], 1e-12);
    }

    @Test
    void belowGroundReadsAcrossAndSkipsNoData() {
        // ground 3 m high except a 1 m ditch 2 m to the south (z = +2) of the line
        HeightFunction ditch = (x, z) -> Math.abs(z - 2) < 0.5 ? 1 : 3;
        WaterLevel rule = WaterLevel.heldTo(ControlCurve.constant(3, 10)).withBelowGround(0.3);
        double[] narrow = rule.levels(LINE, ditch);
        double[] wide = rule.withAround(ControlCurve.constant(3, 2)).levels(LINE, ditch);
        assertEquals(2.7, narrow[40], 1e-12);
        assertEquals(0.7, wide[40], 1e-12);
        HeightFunction holes = (x, z) -> x > 30 && x < 40 ? Double.NaN : 3;
        double[] level = rule.withNeverRising(true).levels(LINE, holes);
        for (double v : level) {
            assertFalse(Double.isNaN(v));
            assertEquals(2.7, v, 1e-12);
        }
    }
}
