package org.terrain4j.routing;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Every stage of TiledDrainage refuses, before any work, a tile index out of range (by index) and an
 * array of the wrong length (by the parameter's name and the length it must have), one parameter at a
 * time; and the tile's routing reads back as the stages made it.
 */
class TiledDrainageStagesTest {

    /** A 2 × 2 block of 3 × 4 tiles, solved, with everything a stage takes. */
    private final TiledDrainage l = TiledDrainage.uniform(2, 2, 3, 4, 1, 1);
    private final float[] whole = new float[6 * 8];
    private final TiledDrainage.Solution s;

    TiledDrainageStagesTest() {
        for (int i = 0; i < whole.length; i++) {
            whole[i] = (float) (10 + Math.sin(i * 0.7) * 3 + (i % 6));
        }
        s = l.solve(t -> TiledDrainageTest.tileOf(l, whole, t));
    }

    private static void refused(String start, Executable call) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call);
        assertTrue(e.getMessage().startsWith(start), e.getMessage());
    }

    @Test
    void uniformNamesEachCount() {
        refused("tilesX must be >= 1, was 0", () -> TiledDrainage.uniform(0, 1, 1, 1, 1, 1));
        refused("tilesZ must be >= 1, was 0", () -> TiledDrainage.uniform(1, 0, 1, 1, 1, 1));
        refused("tileColumns must be >= 1, was 0", () -> TiledDrainage.uniform(1, 1, 0, 1, 1, 1));
        refused("tileRows must be >= 1, was -3", () -> TiledDrainage.uniform(1, 1, 1, -3, 1, 1));
        assertSame(DepressionFill.Form.DRAINING, l.form());
        assertSame(DepressionFill.Form.FLAT, l.withForm(DepressionFill.Form.FLAT).form());
    }

    @Test
    void eachStageChecksItsTileFirst() {
        float[] twelve = new float[12];
        float[] ring = new float[l.ringLength(0, 0)];
        TiledDrainage.TileFlow f = s.flow(1, 1);
        assertThrows(IndexOutOfBoundsException.class, () -> l.perimeter(2, 0, twelve));
        assertThrows(IndexOutOfBoundsException.class, () -> l.perimeter(0, 2, twelve));
        assertThrows(IndexOutOfBoundsException.class, () -> l.ring(-1, 0, t -> null));
        assertThrows(IndexOutOfBoundsException.class, () -> l.fillRound(2, 0, twelve, null, ring));
        assertThrows(IndexOutOfBoundsException.class, () -> l.flow(0, 2, twelve, ring));
        assertThrows(IndexOutOfBoundsException.class, () -> s.flow(2, 0));
        assertThrows(IndexOutOfBoundsException.class, () -> s.filled(0, 2));
        assertThrows(IndexOutOfBoundsException.class, () -> s.drainageCounts(2, 1));
        // a flow of a tile this layout does not have
        TiledDrainage small = TiledDrainage.uniform(1, 1, 3, 4, 1, 1);
        assertThrows(IndexOutOfBoundsException.class, () -> small.drainageCounts(f, new long[10]));
        assertThrows(IndexOutOfBoundsException.class, () -> small.receiverDistances(f));
    }

    @Test
    void eachArrayIsCheckedByName() {
        float[] twelve = new float[12];
        float[] ring = new float[l.ringLength(0, 0)];
        Arrays.fill(ring, 10);
        refused("values must have 12", () -> l.perimeter(0, 0, new float[11]));
        refused("perimeter of tile (1, 0) must have " + l.perimeterLength(1, 0),
                () -> l.ring(0, 0, t -> new float[1]));
        refused("heights must have 12", () -> l.fillRound(0, 0, new float[13], null, ring));
        refused("estimate must have 12", () -> l.fillRound(0, 0, twelve, new float[5], ring));
        refused("ring must have " + ring.length, () -> l.fillRound(0, 0, twelve, null, new float[3]));
        refused("filled must have 12", () -> l.flow(0, 0, new float[7], ring));
        refused("filledRing must have " + ring.length, () -> l.flow(0, 0, twelve, new float[2]));
        TiledDrainage.PerimeterFlow[] flows = new TiledDrainage.PerimeterFlow[4];
        for (int t = 0; t < 4; t++) {
            flows[t] = s.flow(t % 2, t / 2).perimeterFlow();
        }
        refused("flows must have 4", () -> l.inflows(Arrays.copyOf(flows, 3)));
        TiledDrainage.PerimeterFlow[] swapped = flows.clone();
        swapped[0] = flows[1];
        refused("flows[0] must be tile (0, 0), was (1, 0)", () -> l.inflows(swapped));
        TiledDrainage other = TiledDrainage.uniform(2, 2, 3, 5, 1, 1);
        refused("flows[0] must have " + other.perimeterLength(0, 0), () -> other.inflows(flows));
        refused("inflow must have " + l.perimeterLength(0, 0), () -> l.drainageCounts(s.flow(0, 0), new long[1]));
        refused("flow's receivers must have 15", () -> other.drainageCounts(s.flow(0, 0), new long[12]));
        refused("flow's receivers must have 15", () -> other.receiverDistances(s.flow(0, 0)));
    }

    /**
     * Water crossing into the very first node of the perimeter graph: tile (0, 0) is the single corner
     * sample, the lowest of the block, and the interior sample (1, 1) of tile (1, 1) drains into it
     * diagonally, so the corner's area is two cells (the whole grid agrees).
     */
    @Test
    void waterEnteringTheFirstTilesCornerIsCounted() {
        int cols = 4;
        int rows = 3;
        float[] h = new float[cols * rows];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                h[r * cols + c] = c + r;
            }
        }
        TiledDrainage block = TiledDrainage.of(new int[] {0, 1, cols}, new int[] {0, 1, rows}, 1, 1);
        TiledDrainage.Solution sol = block.solve(t -> TiledDrainageTest.tileOf(block, h, t));
        DrainageGrid grid = DrainageGrid.of(cols, rows, 1, 1);
        double[] area = FlowNetwork.steepestDescent(grid, DepressionFill.draining().filled(grid, h)).drainageArea();
        assertEquals(2, area[0], "the whole grid's corner");
        assertArrayEquals(area, TiledDrainageTest.assembleArea(block, sol));
    }

    @Test
    void theRoutingReadsBackAsTheStagesMadeIt() {
        for (int t = 0; t < 4; t++) {
            int tx = t % 2;
            int tz = t / 2;
            TiledDrainage.TileFlow f = s.flow(tx, tz);
            assertEquals(tx, f.tx());
            assertEquals(tz, f.tz());
            assertEquals(tx, f.perimeterFlow().tx());
            assertEquals(tz, f.perimeterFlow().tz());
            int fx = t;
            float[] filledRing = l.ring(tx, tz, i -> l.perimeter(i % 2, i / 2, s.filled(i % 2, i / 2)));
            TiledDrainage.TileFlow again = l.flow(tx, tz, s.filled(tx, tz), filledRing);
            assertArrayEquals(again.receivers(), f.receivers(), "tile " + fx);
            assertArrayEquals(again.perimeterFlow().counts(), f.perimeterFlow().counts());
            assertArrayEquals(again.perimeterFlow().exits(), f.perimeterFlow().exits());
            assertArrayEquals(again.perimeterFlow().targets(), f.perimeterFlow().targets());
            // the perimeter flow's counts are the tile's own samples through each perimeter sample: together
            // with what ends inside, every one of the tile's 12 samples is counted once where it leaves or ends
            long leaving = 0;
            int[] exits = f.perimeterFlow().exits();
            long[] counts = f.perimeterFlow().counts();
            int[] targets = f.perimeterFlow().targets();
            for (int p = 0; p < counts.length; p++) {
                if (targets[p] >= 0) {
                    assertEquals(p, exits[p], "a perimeter sample with a receiver outside is its own exit");
                    leaving += counts[p];
                }
            }
            assertTrue(leaving <= 12, "tile " + t + ": " + leaving);
            // the receivers array is a copy
            int[] r = f.receivers();
            r[0] = 99;
            assertTrue(f.receivers()[0] != 99);
        }
    }
}
