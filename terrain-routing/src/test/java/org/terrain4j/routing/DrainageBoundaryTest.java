package org.terrain4j.routing;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.testkit.Cases;

/**
 * {@link DrainageBoundary}'s rules over seeded cases (the seed in each display name): when it fits a
 * grid, which samples are outlets (against the neighbours a grid of that boundary has, not against the
 * value's own rule), that it is what a {@link DrainageGrid} carries whichever way it was set, and its
 * value semantics (copies in and out, equality over wrap and mask).
 */
class DrainageBoundaryTest {

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0xB0_0DA7L, 60);
    }

    /** A boundary drawn from the case: each wrap by a coin, a mask of a size near the grid's or none. */
    private static DrainageBoundary randomBoundary(SplittableRandom rnd, int columns, int rows) {
        DrainageBoundary b = DrainageBoundary.open().withWrapX(rnd.nextBoolean()).withWrapZ(rnd.nextBoolean());
        if (rnd.nextInt(3) == 0) {
            int length = rnd.nextInt(4) == 0 ? 1 + rnd.nextInt(40) : columns * rows;
            boolean[] mask = new boolean[length];
            for (int i = 0; i < length; i++) {
                mask[i] = rnd.nextInt(4) == 0;
            }
            b = b.withOutlets(mask);
        }
        return b;
    }

    /** Fits exactly when every wrapped axis has 3 samples or more and a mask has columns × rows elements. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void fitsExactlyTheGridsItsRulesAllow(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        int columns = 1 + rnd.nextInt(6);
        int rows = 1 + rnd.nextInt(6);
        DrainageBoundary b = randomBoundary(rnd, columns, rows);
        boolean[] mask = b.outletMask();
        String expected = null;
        if (b.wrapX() && columns < 3) {
            expected = "wrapX needs columns >= 3, was " + columns;
        } else if (b.wrapZ() && rows < 3) {
            expected = "wrapZ needs rows >= 3, was " + rows;
        } else if (mask != null && mask.length != columns * rows) {
            expected = "outlet mask must have " + columns * rows + " elements (" + columns + " × " + rows + "), had "
                    + mask.length;
        }
        DrainageGrid grid = DrainageGrid.of(columns, rows, 2, 3);
        if (expected == null) {
            b.checkFits(columns, rows);
            assertEquals(b, grid.withBoundary(b).boundary(), b.toString());
        } else {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> b.checkFits(columns, rows));
            assertEquals(expected, e.getMessage());
            IllegalArgumentException g = assertThrows(IllegalArgumentException.class, () -> grid.withBoundary(b));
            assertEquals(expected, g.getMessage());
            assertThrows(IllegalArgumentException.class, () -> b.isOutlet(0, 0, columns, rows));
        }
    }

    /**
     * Without a mask a sample is an outlet exactly when one of its eight neighbours lies past an open edge
     * (the grid's {@link DrainageGrid#neighbour} answers −1); with one, exactly where the mask says.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void outletsAreTheSamplesBesideAnOpenEdgeOrTheMask(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        int columns = 3 + rnd.nextInt(7);
        int rows = 3 + rnd.nextInt(7);
        DrainageBoundary b = randomBoundary(rnd, columns, rows);
        if (b.hasOutletMask() && b.outletMask().length != columns * rows) {
            b = b.withOutlets(null);
        }
        DrainageGrid grid = DrainageGrid.of(columns, rows, 1, 1).withBoundary(b);
        boolean[] mask = b.outletMask();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                int i = r * columns + c;
                boolean expected;
                if (mask != null) {
                    expected = mask[i];
                } else {
                    expected = false;
                    for (int d = 0; d < 8; d++) {
                        expected |= grid.neighbour(i, d) < 0;
                    }
                }
                assertEquals(expected, b.isOutlet(c, r, columns, rows), b + " at " + c + ", " + r);
                assertEquals(expected, grid.isOutlet(i), grid + " at " + c + ", " + r);
            }
        }
        int bad = columns + rnd.nextInt(3);
        assertThrows(IndexOutOfBoundsException.class, () -> DrainageBoundary.open().isOutlet(bad, 0, columns, rows));
        assertThrows(IndexOutOfBoundsException.class, () -> DrainageBoundary.open().isOutlet(0, -1, columns, rows));
    }

    /**
     * A grid's shorthands and its {@code withBoundary} are one thing: setting wrap and outlets either way,
     * in either order, gives equal grids carrying equal boundaries.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void theGridsShorthandsSetItsBoundary(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        int columns = 3 + rnd.nextInt(7);
        int rows = 3 + rnd.nextInt(7);
        boolean wx = rnd.nextBoolean();
        boolean wz = rnd.nextBoolean();
        boolean[] mask = null;
        if (rnd.nextBoolean()) {
            mask = new boolean[columns * rows];
            mask[rnd.nextInt(mask.length)] = true;
        }
        DrainageGrid base = DrainageGrid.of(columns, rows, 1 + rnd.nextInt(30), 1 + rnd.nextInt(30));
        DrainageGrid bySteps = base.withWrapX(wx).withWrapZ(wz).withOutlets(mask);
        DrainageGrid otherOrder = base.withOutlets(mask).withWrapZ(wz).withWrapX(wx);
        DrainageBoundary value = DrainageBoundary.open().withOutlets(mask).withWrapX(wx).withWrapZ(wz);
        DrainageGrid byValue = base.withBoundary(value);
        assertEquals(bySteps, byValue);
        assertEquals(otherOrder, byValue);
        assertEquals(bySteps.hashCode(), byValue.hashCode());
        assertEquals(value, bySteps.boundary());
        assertEquals(wx, byValue.wrapX());
        assertEquals(wz, byValue.wrapZ());
        assertEquals(mask != null, byValue.hasOutletMask());
        assertEquals(DrainageBoundary.open(), base.boundary());
        assertEquals(base, byValue.withBoundary(DrainageBoundary.open()));
    }

    /** Equality follows both wraps and the mask's elements; each wither changes its own part only. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void equalityFollowsWrapAndMask(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        DrainageBoundary b = randomBoundary(rnd, 2 + rnd.nextInt(5), 2 + rnd.nextInt(5));
        boolean[] mask = b.outletMask();
        DrainageBoundary same = DrainageBoundary.open().withWrapZ(b.wrapZ()).withOutlets(mask).withWrapX(b.wrapX());
        assertEquals(b, same);
        assertEquals(b.hashCode(), same.hashCode());
        DrainageBoundary flippedX = b.withWrapX(!b.wrapX());
        DrainageBoundary flippedZ = b.withWrapZ(!b.wrapZ());
        assertNotEquals(b, flippedX);
        assertNotEquals(b, flippedZ);
        assertEquals(b.wrapZ(), flippedX.wrapZ());
        assertEquals(b.wrapX(), flippedZ.wrapX());
        assertArrayEquals(mask, flippedX.outletMask());
        assertArrayEquals(mask, flippedZ.outletMask());
        boolean[] other = mask == null ? new boolean[1 + rnd.nextInt(9)] : mask.clone();
        if (mask != null) {
            int k = rnd.nextInt(other.length);
            other[k] = !other[k];
        }
        DrainageBoundary masked = b.withOutlets(other);
        assertNotEquals(b, masked);
        assertEquals(b.wrapX(), masked.wrapX());
        assertEquals(b.wrapZ(), masked.wrapZ());
        assertEquals(b.withOutlets(null), DrainageBoundary.open().withWrapX(b.wrapX()).withWrapZ(b.wrapZ()));
        assertNotEquals(b, b.toString());
    }

    /** The mask is copied in and out: neither the array given nor the array returned reaches the value. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void theMaskIsCopiedInAndOut(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        boolean[] mask = new boolean[1 + rnd.nextInt(30)];
        for (int i = 0; i < mask.length; i++) {
            mask[i] = rnd.nextBoolean();
        }
        boolean[] kept = mask.clone();
        DrainageBoundary b = DrainageBoundary.open().withOutlets(mask);
        int k = rnd.nextInt(mask.length);
        mask[k] = !mask[k];
        assertArrayEquals(kept, b.outletMask());
        b.outletMask()[k] = !kept[k];
        assertArrayEquals(kept, b.outletMask());
        assertTrue(b.hasOutletMask());
    }

    @Test
    void theOpenBoundaryAndItsRefusals() {
        DrainageBoundary open = DrainageBoundary.open();
        assertSame(open, DrainageBoundary.open());
        assertFalse(open.wrapX() || open.wrapZ() || open.hasOutletMask());
        assertNull(open.outletMask());
        assertEquals("DrainageBoundary[wrapX=false, wrapZ=false, edge outlets]", open.toString());
        assertEquals("DrainageBoundary[wrapX=true, wrapZ=false, outlet mask of 6]",
                open.withWrapX(true).withOutlets(new boolean[6]).toString());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> open.withOutlets(new boolean[0]));
        assertTrue(e.getMessage().contains("outlet mask") && e.getMessage().contains("at least 1")
                && e.getMessage().contains("had 0"), e.getMessage());
        assertThrows(NullPointerException.class, () -> DrainageGrid.of(3, 3, 1, 1).withBoundary(null));
        IllegalArgumentException m = assertThrows(IllegalArgumentException.class,
                () -> DrainageGrid.of(3, 4, 1, 1).withOutlets(new boolean[11]));
        assertEquals("outlet mask must have 12 elements (3 × 4), had 11", m.getMessage());
    }
}
