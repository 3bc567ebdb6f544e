package org.terrain4j.routing;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Issue 15, review finding 7: a field with no finite sample (every sample no-data) was accepted by
 * the drainage entries and gave an area of 0 everywhere. It is refused, naming the heights and why.
 */
class AllNoDataTest {

    private static final DrainageGrid GRID = DrainageGrid.of(5, 4, 10, 10);

    private static float[] allNaN() {
        float[] h = new float[20];
        Arrays.fill(h, Float.NaN);
        return h;
    }

    private static void assertRefused(Executable call) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call);
        assertTrue(e.getMessage().startsWith("heights must have at least one finite sample, all 20 were NaN (no data)"),
                e.getMessage());
    }

    @Test
    void review7AllNoDataIsRefusedByEveryEntry() {
        assertRefused(() -> DepressionFill.draining().filled(GRID, allNaN()));
        assertRefused(() -> DepressionFill.flat().filled(GRID, allNaN()));
        assertRefused(() -> FlowNetwork.steepestDescent(GRID, allNaN()));
        assertRefused(() -> MultipleFlow.freeman().drainageArea(GRID, allNaN()));
    }

    @Test
    void oneFiniteSampleIsEnough() {
        float[] h = allNaN();
        h[7] = 3;
        float[] filled = DepressionFill.draining().filled(GRID, h);
        assertTrue(filled[7] == 3 && Float.isNaN(filled[0]));
    }
}
