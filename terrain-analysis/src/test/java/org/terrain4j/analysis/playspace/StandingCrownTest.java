package org.terrain4j.analysis.playspace;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.terrain4j.api.GridFrame;

/**
 * The crown rule on a profile worked by hand: an eye 1.7 m over the ground, a top 160 m east of it on
 * a pad 20 m high from 150 to 170 m out, over shoulders falling 2 m per metre, with a 0.5 m dome on the
 * pad (20.5 m at its middle, 20 m at its rim). From the eye the pad's near rim (150 m out, 20 m: 18.3 / 150 =
 * 0.1220 over the eye's level per metre) hides the top (18.8 / 160 = 0.1175) and every point of the dome
 * between (at 150.5 m: 18.325 / 150.5 = 0.1218).
 */
class StandingCrownTest {

    private static Standing profile() {
        int cols = 201;
        int rows = 3;
        float[] h = new float[cols * rows];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                double d = Math.abs(c - 160);
                double v = d <= 10 ? 20 + 0.5 * (1 - d / 10) : Math.max(0, 20 - 2 * (d - 10));
                h[r * cols + c] = (float) v;
            }
        }
        return new Standing(h, cols, rows, GridFrame.of(100, 50, 1), PlaySpace.FLANK_TOLERANCE);
    }

    private static boolean seen(double radius, double drop, double targetHeight) {
        return profile().crownSeen(100, 51, 1.7, 260, 51, radius, drop, 0, targetHeight);
    }

    @Test
    void theRimIsSeenWhenTheCrownReachesIt() {
        // the rim is 10 m from the top and 0.5 m under it
        assertTrue(seen(10, 0.5, 0), "radius 10 m and drop 0.5 m take in the rim");
        assertFalse(seen(9.5, 0.5, 0), "a radius short of the rim leaves only the hidden middle");
        assertFalse(seen(10, 0.4, 0), "a drop short of the rim leaves only the hidden middle");
        assertFalse(seen(1e9, 0.4, 0), "nor does any radius with that drop: the pad's rim is 0.5 m down");
        assertTrue(seen(1e9, 1e9, 0), "every point: the rim");
    }

    @Test
    void aTargetHeightRaisesTheCrown() {
        // a post 5 m high on the top shows over the rim: (20.5 + 5 − 1.7) / 160 = 0.149 > 0.122
        assertTrue(seen(0.5, 0.5, 5));
        assertFalse(seen(0.5, 0.5, 0));
        // the top alone is the crown of radius 0: seen with the post
        assertTrue(seen(0, 0, 5));
        // a post of 0.5 m is not enough: (20.5 + 0.5 − 1.7) / 160 = 0.1206 < 0.1220
        assertFalse(seen(0.5, 0.5, 0.5));
    }
}
