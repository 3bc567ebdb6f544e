package org.terrain4j.features.land;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.terrain4j.features.ControlCurve;
import org.terrain4j.features.Spine;

class BrookRibbonTest {

    @Test
    void speedFollowsTheSeedsFormula() {
        assertEquals(0.15, BrookRibbon.speed(0), 1e-12);
        assertEquals(0.15, BrookRibbon.speed(-0.2), 1e-12, "a rise counts as no fall");
        assertEquals(0.15 + 4.5 * 0.1, BrookRibbon.speed(0.01), 1e-12);
        assertEquals(0.15 + 4.5 * 0.3, BrookRibbon.speed(0.09), 1e-12);
        assertEquals(0.15 + 4.5 * 0.5, BrookRibbon.speed(0.25), 1e-12);
        assertEquals(3, BrookRibbon.speed(0.5), 1e-12, "4.5·√0.5 + 0.15 > 3: capped");
        assertEquals(3, BrookRibbon.speed(Double.POSITIVE_INFINITY), 0);
        assertThrows(IllegalArgumentException.class, () -> BrookRibbon.speed(Double.NaN));
    }

    @Test
    void straightBrookHasTheClosedFormSpeedWidthAndLevel() {
        // a straight brook 40 m long, falling 0.04 m per metre: speed 0.15 + 4.5·0.2 = 1.05 m/s everywhere
        Spine s = Spine.through(0, 0, 10, 0, 20, 0, 30, 0, 40, 0);
        double[] lv = new double[s.pointCount()];
        for (int i = 0; i < lv.length; i++) {
            lv[i] = 5 - 0.04 * s.alongOf(i);
        }
        BrookRibbon r = BrookRibbon.of(s, lv, ControlCurve.constant(5, 1.25));
        float[] p = r.positionsToArray();
        float[] v = r.speedsToArray();
        for (int k = 0; k < r.vertexCount(); k++) {
            assertEquals(1.05, v[k], 1e-5, "speed at vertex " + k);
        }
        for (int k = 0; k < r.vertexCount() / 2; k++) {
            double width = Math.hypot(p[6 * k] - p[6 * k + 3], p[6 * k + 2] - p[6 * k + 5]);
            assertEquals(2.5, width, 1e-5);
            assertEquals(p[6 * k + 1], p[6 * k + 4], 0, "flat across");
            assertEquals(5 - 0.04 * p[6 * k], p[6 * k + 1], 1e-5, "at the level");
        }
    }

    @Test
    void rejectsBadLevels() {
        Spine s = Spine.through(0, 0, 10, 0);
        assertThrows(IllegalArgumentException.class,
                () -> BrookRibbon.of(s, new double[3], ControlCurve.constant(2, 1)));
        double[] nan = new double[s.pointCount()];
        nan[1] = Double.NaN;
        assertThrows(IllegalArgumentException.class, () -> BrookRibbon.of(s, nan, ControlCurve.constant(2, 1)));
    }
}
