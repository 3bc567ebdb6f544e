package org.terrain4j.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Review leftover: a frame took any finite spacing and origin, so a grid at 1e39 m (or 1e-39, or
 * 1e300) was accepted and world coordinates, areas and slopes downstream overflowed. A frame now keeps
 * spacings in [1e-9, 1e9] and the origin and every sample of its grid within ±1e12.
 */
class GridFrameLimitsTest {

    private static void assertRefused(String message, Executable make) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, make);
        assertEquals(message, e.getMessage());
    }

    @Test
    void aSpacingOf1e39Or1eMinus39Or1e300IsRefusedNamingTheRange() {
        assertRefused("spacingX must be in [1e-9, 1e9], was 1.0E39", () -> new GridFrame(0, 0, 1e39, 1));
        assertRefused("spacingZ must be in [1e-9, 1e9], was 1.0E-39", () -> new GridFrame(0, 0, 1, 1e-39));
        assertRefused("spacingX must be in [1e-9, 1e9], was 1.0E300", () -> GridFrame.of(0, 0, 1e300));
        assertRefused("spacingX must be in [1e-9, 1e9], was NaN", () -> GridFrame.of(0, 0, Double.NaN));
        assertRefused("spacingZ must be in [1e-9, 1e9], was 10000000000", () -> GridFrame.UNIT.withSpacing(1, 1e10));
        assertRefused("spacing must be in [1e-9, 1e9], was 0", () -> GridFrame.centred(3, 3, 0));
        // the ends are in
        assertEquals(GridFrame.MIN_SPACING, GridFrame.of(0, 0, 1e-9).spacingX());
        assertEquals(GridFrame.MAX_SPACING, GridFrame.of(0, 0, 1e9).spacingZ());
    }

    @Test
    void anOriginBeyond1e12IsRefused() {
        assertRefused("originX must be in [-1e12, 1e12], was 10000000000000", () -> new GridFrame(1e13, 0, 1, 1));
        assertRefused("originZ must be in [-1e12, 1e12], was -Infinity",
                () -> new GridFrame(0, Double.NEGATIVE_INFINITY, 1, 1));
        assertEquals(-1e12, new GridFrame(-1e12, 1e12, 1, 1).originX());
    }

    @Test
    void aGridWhoseLastSampleLiesBeyond1e12IsRefusedByEveryWayInToAFrame() {
        GridFrame wide = GridFrame.of(0, 0, 1e9);
        assertRefused("x of the last column, originX + (columns - 1) × spacingX = 0 + 1999 × 1000000000, must be in"
                + " [-1e12, 1e12], was 1999000000000", () -> Heightfield.filled(2000, 1, 0).withFrame(wide));
        assertRefused("z of the last row, originZ + (rows - 1) × spacingZ = 0 + 1999 × 1000000000, must be in"
                + " [-1e12, 1e12], was 1999000000000", () -> new HeightfieldBuffer(1, 2000, wide));
        HeightfieldBuffer b = new HeightfieldBuffer(1002, 1);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> b.setFrame(wide));
        assertTrue(e.getMessage().startsWith("x of the last column"), e.getMessage());
        assertEquals(GridFrame.UNIT, b.frame(), "the buffer kept its frame");
        assertThrows(IllegalArgumentException.class, () -> Heightfield.sampled(wide, 2000, 1, (x, z) -> 0));
        assertThrows(IllegalArgumentException.class, () -> GridFrame.centred(4001, 1, 1e9));
        // up to the limit, and the centred frame uses both sides of the origin
        assertEquals(1e12, Heightfield.filled(1001, 1, 0).withFrame(wide).frame().x(1000));
        assertEquals(-1e12, GridFrame.centred(2001, 1, 1e9).originX());
    }

    /** At the limits every quantity computed from the frame stays finite, even with float's largest heights. */
    @Test
    void everyQuantityStaysFiniteAtTheLimits() {
        float big = Float.MAX_VALUE;
        float[] data = {big, -big, big, -big, big, -big, big, -big, big};
        for (GridFrame f : new GridFrame[] {GridFrame.of(-1e12, 1e12 - 2e-9, 1e-9),
            new GridFrame(1e12 - 2e9, -1e12, 1e9, 1e-9), GridFrame.of(0, 0, 1e9)}) {
            Heightfield h = Heightfield.of(3, 3, data).withFrame(f);
            double x = f.x(1.5);
            double z = f.z(0.5);
            Gradient g = h.gradientAt(x, z);
            assertTrue(Double.isFinite(g.dx()) && Double.isFinite(g.dz()), f + ": " + g);
            assertTrue(Double.isFinite(g.dx() * g.dx() + g.dz() * g.dz()), f + ": squared gradient");
            assertTrue(Double.isFinite(h.slopeAt(x, z)), f + ": slope");
            for (double v : h.normalAt(x, z)) {
                assertTrue(Double.isFinite(v), f + ": normal");
            }
            assertTrue(Double.isFinite(f.spacingX() * f.spacingZ() * h.sampleCount()), f + ": area");
            double extent = f.x(2) - f.x(0);
            assertTrue(Float.isFinite((float) (extent * extent)), f + ": squared extent in float");
            assertTrue(Double.isFinite(1 / (f.spacingX() * f.spacingZ())), f + ": reciprocal area");
        }
    }
}
