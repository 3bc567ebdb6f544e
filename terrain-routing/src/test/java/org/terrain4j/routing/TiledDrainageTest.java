package org.terrain4j.routing;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
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
 * Tiled drainage against the whole grid: filled heights (both forms), receivers and drainage area equal
 * at every sample, bit for bit. The oracle is the whole-grid DepressionFill and FlowNetwork.
 */
class TiledDrainageTest {

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0x711E_D5A1L, 30);
    }

    /** A block: random cuts, heights of smooth ridges, pits, plateaus (ties) and a basin across tiles. */
    record Block(TiledDrainage layout, float[] whole) {
    }

    static Block randomBlock(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        int tilesX = 1 + rnd.nextInt(4);
        int tilesZ = 1 + rnd.nextInt(4);
        int[] cs = starts(rnd, tilesX);
        int[] rs = starts(rnd, tilesZ);
        int cols = cs[tilesX];
        int rows = rs[tilesZ];
        double sx = new double[] {1, 2, 30, 0.5}[rnd.nextInt(4)];
        double sz = rnd.nextBoolean() ? sx : new double[] {1, 4, 10}[rnd.nextInt(3)];
        float[] h = new float[cols * rows];
        double base = rnd.nextInt(3) == 0 ? 3000 : 0;
        boolean plateaus = rnd.nextInt(3) == 0;
        double fx = rnd.nextDouble() * 0.5;
        double fz = rnd.nextDouble() * 0.5;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                // a bowl in the middle (so lakes cross tiles), ripples, and noise for pits
                double dx = c - cols / 2.0;
                double dz = r - rows / 2.0;
                double v = base + 40 * Math.sin(c * fx) * Math.cos(r * fz)
                        - 30 * Math.exp(-(dx * dx + dz * dz) / (cols * rows)) + rnd.nextDouble() * 8;
                if (plateaus) {
                    v = Math.floor(v / 4) * 4;
                }
                h[r * cols + c] = (float) v;
            }
        }
        return new Block(TiledDrainage.of(cs, rs, sx, sz), h);
    }

    private static int[] starts(SplittableRandom rnd, int tiles) {
        int[] s = new int[tiles + 1];
        for (int i = 1; i <= tiles; i++) {
            s[i] = s[i - 1] + 1 + rnd.nextInt(rnd.nextInt(5) == 0 ? 3 : 25);
        }
        return s;
    }

    static float[] tileOf(TiledDrainage l, float[] whole, int t) {
        int tx = t % l.tilesX();
        int tz = t / l.tilesX();
        int c0 = l.columnStart(tx);
        int r0 = l.rowStart(tz);
        int tc = l.tileColumns(tx);
        int tr = l.tileRows(tz);
        float[] out = new float[tc * tr];
        for (int r = 0; r < tr; r++) {
            System.arraycopy(whole, (r0 + r) * l.columns() + c0, out, r * tc, tc);
        }
        return out;
    }

    static float[] assembleFilled(TiledDrainage l, TiledDrainage.Solution s) {
        float[] out = new float[l.columns() * l.rows()];
        for (int tz = 0; tz < l.tilesZ(); tz++) {
            for (int tx = 0; tx < l.tilesX(); tx++) {
                float[] f = s.filled(tx, tz);
                int tc = l.tileColumns(tx);
                for (int r = 0; r < l.tileRows(tz); r++) {
                    System.arraycopy(f, r * tc, out, (l.rowStart(tz) + r) * l.columns() + l.columnStart(tx), tc);
                }
            }
        }
        return out;
    }

    static double[] assembleArea(TiledDrainage l, TiledDrainage.Solution s) {
        double[] out = new double[l.columns() * l.rows()];
        for (int tz = 0; tz < l.tilesZ(); tz++) {
            for (int tx = 0; tx < l.tilesX(); tx++) {
                double[] a = s.drainageArea(tx, tz);
                int tc = l.tileColumns(tx);
                for (int r = 0; r < l.tileRows(tz); r++) {
                    System.arraycopy(a, r * tc, out, (l.rowStart(tz) + r) * l.columns() + l.columnStart(tx), tc);
                }
            }
        }
        return out;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void drainingFillAndAreaEqualTheWholeGrid(long seed) {
        Block b = randomBlock(seed);
        TiledDrainage l = b.layout();
        DrainageGrid grid = DrainageGrid.of(l.columns(), l.rows(), l.spacingX(), l.spacingZ());
        float[] filled = DepressionFill.draining().filled(grid, b.whole());
        double[] area = FlowNetwork.steepestDescent(grid, filled).drainageArea();

        TiledDrainage.Solution s = l.solve(t -> tileOf(l, b.whole(), t));
        assertBitsEqual(filled, assembleFilled(l, s), "filled heights, " + l);
        assertArrayEquals(area, assembleArea(l, s), "drainage area, " + l + " after " + s.rounds() + " rounds");
    }

    /** Each tile's distances to its receivers are the whole network's, bit for bit (axis, diagonal, 0). */
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void receiverDistancesAreTheWholeNetworks(long seed) {
        Block b = randomBlock(seed);
        TiledDrainage l = b.layout();
        DrainageGrid grid = DrainageGrid.of(l.columns(), l.rows(), l.spacingX(), l.spacingZ());
        FlowNetwork net = FlowNetwork.steepestDescent(grid, DepressionFill.draining().filled(grid, b.whole()));
        TiledDrainage.Solution s = l.solve(t -> tileOf(l, b.whole(), t));
        assertEquals(l, s.layout());
        for (int tz = 0; tz < l.tilesZ(); tz++) {
            for (int tx = 0; tx < l.tilesX(); tx++) {
                double[] d = l.receiverDistances(s.flow(tx, tz));
                int tc = l.tileColumns(tx);
                for (int i = 0; i < d.length; i++) {
                    int w = (l.rowStart(tz) + i / tc) * l.columns() + l.columnStart(tx) + i % tc;
                    assertEquals(net.receiverDistance(w), d[i], 0.0, "sample " + w + " of " + l);
                }
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void flatFillEqualsTheWholeGrid(long seed) {
        Block b = randomBlock(seed);
        TiledDrainage l = b.layout().withForm(DepressionFill.Form.FLAT);
        DrainageGrid grid = DrainageGrid.of(l.columns(), l.rows(), l.spacingX(), l.spacingZ());
        float[] filled = DepressionFill.flat().filled(grid, b.whole());
        TiledDrainage.Solution s = l.solve(t -> tileOf(l, b.whole(), t));
        assertBitsEqual(filled, assembleFilled(l, s), "flat fill, " + l);
        // on a flat fill, lakes are base levels of the whole grid's routing too: areas still agree
        double[] area = FlowNetwork.steepestDescent(grid, filled).drainageArea();
        assertArrayEquals(area, assembleArea(l, s), "drainage area on the flat fill, " + l);
    }

    /**
     * A 3 × 3 block of 40 × 40 tiles with one lake over the middle of the block, draining to a single
     * outlet notch: nearly all the block's area passes through tiles that see none of the outlet, so
     * without the exchange of perimeters the counts differ almost everywhere.
     */
    @Test
    void threeByThreeBlockDrainsAcrossEveryJoin() {
        int n = 120;
        float[] h = new float[n * n];
        SplittableRandom rnd = new SplittableRandom(35);
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                double dx = c - 60.5;
                double dz = r - 60.5;
                double rim = Math.max(Math.abs(dx), Math.abs(dz)) > 56 ? 200 : 0;
                h[r * n + c] = (float) (100 + 0.01 * (dx * dx + dz * dz) + rim + rnd.nextDouble());
            }
        }
        // the notch: a channel through the rim at the east edge, row 60
        for (int c = 110; c < n; c++) {
            h[60 * n + c] = 50;
        }
        TiledDrainage l = TiledDrainage.uniform(3, 3, 40, 40, 30, 30);
        DrainageGrid grid = DrainageGrid.of(n, n, 30, 30);
        float[] filled = DepressionFill.draining().filled(grid, h);
        double[] area = FlowNetwork.steepestDescent(grid, filled).drainageArea();
        TiledDrainage.Solution s = l.solve(t -> tileOf(l, h, t));
        assertBitsEqual(filled, assembleFilled(l, s), "filled");
        assertArrayEquals(area, assembleArea(l, s), "drainage area");
        double outlet = area[60 * n + n - 1];
        assertTrue(outlet > 0.5 * n * n * 900, "most of the block drains through the notch: " + outlet);
        assertTrue(s.rounds() >= 2, "rounds " + s.rounds());
    }

    @Test
    void stagesRefuseBadInputByName() {
        TiledDrainage l = TiledDrainage.uniform(2, 2, 3, 3, 1, 1);
        float[] ring = new float[l.ringLength(0, 0)];
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> l.fillRound(0, 0, new float[] {0, 0, 0, 0, Float.NaN, 0, 0, 0, 0}, null, ring));
        assertTrue(e.getMessage().contains("heights") && e.getMessage().contains("NaN"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> l.fillRound(0, 0, new float[8], null, ring));
        assertTrue(e.getMessage().contains("heights must have 9"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> TiledDrainage.of(new int[] {0, 3, 3}, new int[] {0, 2}, 1, 1));
        assertTrue(e.getMessage().contains("columnStarts"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> TiledDrainage.uniform(1, 1, 2, 2, Double.NaN, 1));
        assertTrue(e.getMessage().contains("spacingX"), e.getMessage());
        assertThrows(IndexOutOfBoundsException.class, () -> l.perimeter(2, 0, new float[9]));
    }

    @Test
    void perimeterPositionsRoundTrip() {
        for (int cols = 1; cols < 6; cols++) {
            for (int rows = 1; rows < 6; rows++) {
                int len = TiledDrainage.perimeterSize(cols, rows);
                boolean[] seen = new boolean[len];
                int edge = 0;
                for (int r = 0; r < rows; r++) {
                    for (int c = 0; c < cols; c++) {
                        if (r == 0 || c == 0 || r == rows - 1 || c == cols - 1) {
                            int p = TiledDrainage.perimeterPosition(c, r, cols, rows);
                            assertEquals(c, TiledDrainage.perimeterColumn(p, cols, rows));
                            assertEquals(r, TiledDrainage.perimeterRow(p, cols, rows));
                            assertTrue(!seen[p]);
                            seen[p] = true;
                            edge++;
                        }
                    }
                }
                assertEquals(edge, len, cols + " × " + rows);
            }
        }
    }

    static void assertBitsEqual(float[] expected, float[] actual, String what) {
        assertEquals(expected.length, actual.length, what);
        int diff = 0;
        int first = -1;
        for (int i = 0; i < expected.length; i++) {
            if (Float.floatToRawIntBits(expected[i]) != Float.floatToRawIntBits(actual[i])) {
                if (first < 0) {
                    first = i;
                }
                diff++;
            }
        }
        assertEquals(0, diff, what + ": " + diff + " samples differ, first " + first
                + (first >= 0 ? " (" + expected[first] + " vs " + actual[first] + ")" : ""));
    }
}
