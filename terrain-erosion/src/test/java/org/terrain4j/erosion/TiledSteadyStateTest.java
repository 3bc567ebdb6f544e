package org.terrain4j.erosion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.routing.DepressionFill;
import org.terrain4j.routing.DrainageGrid;
import org.terrain4j.routing.FlowNetwork;
import org.terrain4j.routing.TiledDrainage;
import org.terrain4j.testkit.Cases;

/**
 * The tiled steady state against the whole block: SteadyState.solve over the steepest-descent network of
 * the block's filled heights is the oracle, and every sample must have its bits.
 */
class TiledSteadyStateTest {

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0x57EA_D7A1L, 30);
    }

    /** A block with random cuts (tiles of one sample too), ridges, a basin across tiles, noise and uplift. */
    record Block(TiledDrainage layout, float[] heights, float[] uplift, SteadyState rule) {
    }

    static Block block(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        int tilesX = 1 + rnd.nextInt(4);
        int tilesZ = 1 + rnd.nextInt(4);
        int[] cs = starts(rnd, tilesX);
        int[] rs = starts(rnd, tilesZ);
        int cols = cs[tilesX];
        int rows = rs[tilesZ];
        // cell areas that are integers or powers of two: the tiled area is then the whole grid's, bit for bit
        double sx = new double[] {1, 2, 30, 0.5}[rnd.nextInt(4)];
        double sz = rnd.nextBoolean() ? sx : new double[] {1, 4, 10}[rnd.nextInt(3)];
        float[] h = new float[cols * rows];
        float[] u = new float[cols * rows];
        double fx = rnd.nextDouble() * 0.5;
        double fz = rnd.nextDouble() * 0.5;
        double base = rnd.nextInt(3) == 0 ? 2000 : 0;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                double dx = c - cols / 2.0;
                double dz = r - rows / 2.0;
                h[r * cols + c] = (float) (base + 40 * Math.sin(c * fx) * Math.cos(r * fz)
                        - 30 * Math.exp(-(dx * dx + dz * dz) / (cols * rows)) + rnd.nextDouble() * 8);
                u[r * cols + c] = (float) (rnd.nextInt(5) == 0 ? 0 : 1e-3 * (0.5 + rnd.nextDouble()));
            }
        }
        SteadyState rule = switch (rnd.nextInt(3)) {
            case 0 -> SteadyState.standard();
            case 1 -> SteadyState.standard().withSlopeExponent(2).withAreaExponent(0.4).withChannelArea(50);
            default -> SteadyState.standard().withErodibility(1e-4).withChannelArea(0);
        };
        return new Block(TiledDrainage.of(cs, rs, sx, sz), h, u, rule);
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
        int tc = l.tileColumns(tx);
        float[] out = new float[tc * l.tileRows(tz)];
        for (int r = 0; r < l.tileRows(tz); r++) {
            System.arraycopy(whole, (l.rowStart(tz) + r) * l.columns() + l.columnStart(tx), out, r * tc, tc);
        }
        return out;
    }

    static float[] assemble(TiledDrainage l, TiledSteadyState.Result s) {
        float[] out = new float[l.columns() * l.rows()];
        for (int tz = 0; tz < l.tilesZ(); tz++) {
            for (int tx = 0; tx < l.tilesX(); tx++) {
                float[] f = s.heights(tx, tz);
                int tc = l.tileColumns(tx);
                for (int r = 0; r < l.tileRows(tz); r++) {
                    System.arraycopy(f, r * tc, out, (l.rowStart(tz) + r) * l.columns() + l.columnStart(tx), tc);
                }
            }
        }
        return out;
    }

    static float[] whole(Block b, DepressionFill fill) {
        TiledDrainage l = b.layout();
        DrainageGrid grid = DrainageGrid.of(l.columns(), l.rows(), l.spacingX(), l.spacingZ());
        FlowNetwork net = FlowNetwork.steepestDescent(grid, fill.filled(grid, b.heights()));
        return b.rule().solve(net, b.heights(), b.uplift());
    }

    static TiledSteadyState.Result tiled(Block b, TiledDrainage l) {
        TiledDrainage.Solution drainage = l.solve(t -> tileOf(l, b.heights(), t));
        return TiledSteadyState.of(b.rule(), l)
                .solve(drainage, t -> tileOf(l, b.heights(), t), t -> tileOf(l, b.uplift(), t));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void drainingBlockEqualsTheWholeGrid(long seed) {
        Block b = block(seed);
        TiledSteadyState.Result s = tiled(b, b.layout());
        assertBitsEqual(whole(b, DepressionFill.draining()), assemble(b.layout(), s),
                b.layout() + ", " + b.rule() + ", " + s.rounds() + " rounds");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void flatBlockEqualsTheWholeGrid(long seed) {
        Block b = block(seed);
        TiledDrainage l = b.layout().withForm(DepressionFill.Form.FLAT);
        TiledSteadyState.Result s = tiled(b, l);
        assertBitsEqual(whole(b, DepressionFill.flat()), assemble(l, s), l + ", " + b.rule());
    }

    /**
     * A valley that winds across a row of narrow tiles: its water crosses seven borders, so the heights
     * need more than one exchange, and the rounds stop at one more than the crossings (plus the last,
     * unchanged round).
     */
    @Test
    void aRiverAcrossManyTilesNeedsAsManyRounds() {
        int cols = 64;
        int rows = 9;
        float[] h = new float[cols * rows];
        float[] u = new float[cols * rows];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                // a trough along row 4 falling east to the block's east edge; sides rising away from it
                h[r * cols + c] = (float) (100 - c + 10 * Math.abs(r - 4));
                u[r * cols + c] = 1e-3f;
            }
        }
        int[] cs = {0, 8, 16, 24, 32, 40, 48, 56, 64};
        TiledDrainage l = TiledDrainage.of(cs, new int[] {0, rows}, 10, 10);
        Block b = new Block(l, h, u, SteadyState.standard());
        TiledSteadyState.Result s = tiled(b, l);
        float[] expected = whole(b, DepressionFill.draining());
        assertBitsEqual(expected, assemble(l, s), "trough");
        // the westmost trough sample drains east through all eight tiles: its height is known after the
        // eighth round, and the ninth changes nothing; water also leaves north and south, so it is at least that
        assertTrue(s.rounds() >= 2 && s.rounds() <= 9, "rounds " + s.rounds());
        // the trough rises upstream by L·S at every step: strictly higher westward
        float[] all = assemble(l, s);
        for (int c = 1; c < cols - 2; c++) {
            assertTrue(all[4 * cols + c] > all[4 * cols + c + 1], "trough at column " + c);
        }
    }

    @Test
    void badInputIsRefusedByName() {
        Block b = block(7);
        TiledDrainage l = b.layout();
        TiledDrainage.Solution drainage = l.solve(t -> tileOf(l, b.heights(), t));
        TiledSteadyState s = TiledSteadyState.of(b.rule(), l);
        float[] nanUplift = b.uplift().clone();
        Arrays.fill(nanUplift, Float.NaN);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> s.solve(drainage, t -> tileOf(l, b.heights(), t), t -> tileOf(l, nanUplift, t)));
        assertTrue(e.getMessage().startsWith("uplift must be finite"), e.getMessage());
        TiledDrainage other = TiledDrainage.uniform(1, 1, l.columns() + 1, l.rows(), l.spacingX(), l.spacingZ());
        e = assertThrows(IllegalArgumentException.class, () -> TiledSteadyState.of(b.rule(), other)
                .solve(drainage, t -> tileOf(l, b.heights(), t), t -> tileOf(l, b.uplift(), t)));
        assertTrue(e.getMessage().startsWith("drainage must be solved on this layout"), e.getMessage());
        TiledDrainage.TileFlow flow = drainage.flow(0, 0);
        double[] area = drainage.drainageArea(0, 0);
        float[] base = tileOf(l, b.heights(), 0);
        float[] up = tileOf(l, b.uplift(), 0);
        float[] ring = new float[l.ringLength(0, 0)];
        Arrays.fill(ring, Float.NaN);
        // each array checked by its own name, whichever one alone is wrong
        assertRefused("area must have", () -> s.round(flow, new double[area.length + 1], base, up, ring));
        assertRefused("base must have", () -> s.round(flow, area, new float[base.length + 1], up, ring));
        assertRefused("uplift must have", () -> s.round(flow, area, base, new float[up.length + 1], ring));
        assertRefused("ring must have", () -> s.round(flow, area, base, up, new float[ring.length + 1]));
        float[] nanBase = base.clone();
        nanBase[0] = Float.NaN; // sample (0, 0) of the block: an edge, a base level
        assertRefused("base must be finite at base levels, sample 0", () -> s.round(flow, area, nanBase, up, ring));
        assertThrows(NullPointerException.class, () -> TiledSteadyState.of(null, l));
        assertEquals(b.rule(), s.rule());
        assertEquals(l, s.layout());
        assertTrue(s.toString().contains(l.toString()), s.toString());
    }

    private static void assertRefused(String start, org.junit.jupiter.api.function.Executable call) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call);
        assertTrue(e.getMessage().startsWith(start), e.getMessage());
    }

    /**
     * One round with nothing known of the ring: exactly the samples whose receiver chain leaves the tile
     * stay NaN, and the others already have their final heights.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void aRoundLeavesUnknownExactlyWhatDrainsOut(long seed) {
        Block b = block(seed);
        TiledDrainage l = b.layout();
        TiledDrainage.Solution drainage = l.solve(t -> tileOf(l, b.heights(), t));
        TiledSteadyState s = TiledSteadyState.of(b.rule(), l);
        TiledSteadyState.Result full = s.solve(drainage, t -> tileOf(l, b.heights(), t), t -> tileOf(l, b.uplift(), t));
        int t = (l.tilesZ() / 2) * l.tilesX() + l.tilesX() / 2;
        int tx = t % l.tilesX();
        int tz = t / l.tilesX();
        float[] ring = new float[l.ringLength(tx, tz)];
        Arrays.fill(ring, Float.NaN);
        int[] rec = drainage.flow(tx, tz).receivers();
        float[] one = s.round(drainage.flow(tx, tz), drainage.drainageArea(tx, tz), tileOf(l, b.heights(), t),
                tileOf(l, b.uplift(), t), ring);
        float[] fin = full.heights(tx, tz);
        for (int i = 0; i < rec.length; i++) {
            int j = i;
            while (rec[j] >= 0 && rec[j] != j) {
                j = rec[j];
            }
            boolean leaves = rec[j] < 0;
            assertEquals(leaves, Float.isNaN(one[i]), "sample " + i + " of tile " + t + " in " + l);
            if (!leaves) {
                assertEquals(Float.floatToRawIntBits(fin[i]), Float.floatToRawIntBits(one[i]), "sample " + i);
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
