package org.terrain4j.routing;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.testkit.Cases;

/** Property tests over seeded random grids; the case seed is in each display name. */
class DrainagePropertiesTest {

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0xD8A1_4A6EL, 40);
    }

    /** A random grid: rough noise with pits, sometimes wrapped, sometimes anisotropic, sometimes NaN. */
    record Case(DrainageGrid grid, float[] h) {
    }

    static Case randomCase(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        int cols = 3 + rnd.nextInt(40);
        int rows = 3 + rnd.nextInt(40);
        double sx = 0.5 + rnd.nextDouble() * 30;
        double sz = rnd.nextBoolean() ? sx : 0.5 + rnd.nextDouble() * 30;
        DrainageGrid grid = DrainageGrid.of(cols, rows, sx, sz);
        if (rnd.nextInt(4) == 0) {
            grid = grid.withWrapX(true);
        }
        float[] h = new float[cols * rows];
        double base = rnd.nextInt(3) == 0 ? 7000 : 0;
        boolean plateaus = rnd.nextBoolean();
        for (int i = 0; i < h.length; i++) {
            double v = base + rnd.nextDouble() * 50;
            if (plateaus) {
                v = Math.floor(v / 10) * 10;
            }
            h[i] = (float) v;
        }
        if (rnd.nextInt(5) == 0) {
            h[rnd.nextInt(h.length)] = Float.NaN;
        }
        return new Case(grid, h);
    }

    /** Every non-outlet finite sample: the lowest height at which it can reach an outlet (min over paths of max). */
    static float[] spillHeights(DrainageGrid g, float[] h) {
        return relaxed(g, h, Math::max);
    }

    /**
     * A fill's rule solved by relaxation (slow, and independent of the flood's queues and of the order it
     * visits samples in): an outlet keeps its height, NaN stays NaN, and any other sample is
     * {@code rule(its height, its lowest filled neighbour)}, lowered until nothing changes.
     */
    static float[] relaxed(DrainageGrid g, float[] h, FloatBinaryOperator rule) {
        byte[] st = g.effectiveOutlets(h);
        int n = h.length;
        float[] best = new float[n];
        for (int i = 0; i < n; i++) {
            best[i] = st[i] == 0 ? Float.POSITIVE_INFINITY : h[i];
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int i = 0; i < n; i++) {
                if (st[i] != 0) {
                    continue;
                }
                float m = Float.POSITIVE_INFINITY;
                for (int d = 0; d < 8; d++) {
                    int j = g.neighbour(i, d);
                    if (j >= 0 && st[j] != 2) {
                        m = Math.min(m, best[j]);
                    }
                }
                if (m == Float.POSITIVE_INFINITY) {
                    continue;
                }
                float v = rule.apply(h[i], m);
                if (v < best[i]) {
                    best[i] = v;
                    changed = true;
                }
            }
        }
        return best;
    }

    /** The rule of a fill: a sample's filled height from its own height and its lowest filled neighbour's. */
    interface FloatBinaryOperator {
        float apply(float own, float lowestNeighbour);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void flatFillIsTheLowestSillAndIdempotent(long seed) {
        Case c = randomCase(seed);
        float[] flat = DepressionFill.flat().filled(c.grid, c.h);
        float[] expected = spillHeights(c.grid, c.h);
        assertArrayEquals(expected, flat, "flat fill = min over paths to an outlet of the highest sample");
        assertArrayEquals(flat, DepressionFill.flat().filled(c.grid, flat), "idempotent");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void drainingFillDrainsEverywhereAndStaysNearTheSill(long seed) {
        Case c = randomCase(seed);
        float[] flat = DepressionFill.flat().filled(c.grid, c.h);
        float[] dr = DepressionFill.draining().filled(c.grid, c.h);
        byte[] st = c.grid.effectiveOutlets(c.h);
        int n = c.h.length;
        for (int i = 0; i < n; i++) {
            if (st[i] == 2) {
                assertTrue(Float.isNaN(dr[i]));
                continue;
            }
            assertTrue(dr[i] >= flat[i], "never below the flat fill at " + i);
            // at most one ulp a sample above the sill, plus the documented 2 · 2^-126 of the steps that skip the
            // subnormal floats (a plateau at 0 is raised to 2^-126 first)
            assertTrue(dr[i] - flat[i] <= n * Math.ulp(flat[i]) + 2.0 * Float.MIN_NORMAL, "near the sill at " + i);
            if (flat[i] == c.h[i] && !raisedNeighbourhood(c, flat, i)) {
                assertEquals(c.h[i], dr[i], "untouched where it drains already, at " + i);
            }
        }
        assertArrayEquals(dr, DepressionFill.draining().filled(c.grid, dr), "idempotent");
        // every sample drains to an outlet by steepest descent
        FlowNetwork net = FlowNetwork.steepestDescent(c.grid, dr);
        for (int i = 0; i < n; i++) {
            if (net.isBaseLevel(i)) {
                assertTrue(st[i] != 0, "only outlets and no-data are base levels, not " + i);
            }
        }
    }

    /**
     * The draining fill's rule: a sample keeps its own height if it stands above its lowest filled neighbour m,
     * and is otherwise the first float above m that is not subnormal. The rule has one solution, which the
     * flood must find bit for bit.
     */
    static float[] drainingFixedPoint(DrainageGrid g, float[] h) {
        return relaxed(g, h, (own, m) -> own > m ? own : DepressionFill.above(m));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void drainingFillIsTheOneSolutionOfItsRule(long seed) {
        Case c = randomCase(seed);
        assertArrayEquals(drainingFixedPoint(c.grid, c.h), DepressionFill.draining().filled(c.grid, c.h),
                "each sample one float step above its lowest neighbour, or its own height if higher");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void bothFillsKeepTheirRuleOnTerracedGroundWithOutletsInside(long seed) {
        // terraces (many equal heights, so the queues' tie order is exercised), heights crossing zero, both
        // wraps, inner outlets
        SplittableRandom rnd = Cases.replay(seed);
        int cols = 3 + rnd.nextInt(30);
        int rows = 3 + rnd.nextInt(30);
        boolean wrapX = rnd.nextBoolean();
        boolean wrapZ = rnd.nextBoolean();
        DrainageGrid g = DrainageGrid.of(cols, rows, 1, 1).withWrapX(wrapX).withWrapZ(wrapZ);
        float[] h = new float[cols * rows];
        boolean[] outlets = new boolean[h.length];
        int levels = 1 + rnd.nextInt(5);
        for (int i = 0; i < h.length; i++) {
            h[i] = (rnd.nextInt(levels) - 1) * 0.5f;
            outlets[i] = rnd.nextInt(25) == 0;
        }
        outlets[rnd.nextInt(h.length)] = true;
        if ((wrapX && wrapZ) || rnd.nextBoolean()) {
            g = g.withOutlets(outlets); // a grid wrapped both ways has no edge to drain to
        }
        assertArrayEquals(spillHeights(g, h), DepressionFill.flat().filled(g, h), "flat");
        assertArrayEquals(drainingFixedPoint(g, h), DepressionFill.draining().filled(g, h), "draining");
    }

    @org.junit.jupiter.api.Test
    void floodFrontsLongerThanTheQueuesFirstSizeKeepBothRules() {
        // the queues start at 1024 entries and grow: a flat plateau drained from its middle (a pit queue
        // whose ring has wrapped when it grows), a cone drained from its middle (every sample traced
        // uphill from the first), and terraces around the middle
        int side = 301; // a ring of the flood's front reaches 8 · 150 samples
        int mid = side / 2;
        boolean[] outlet = new boolean[side * side];
        outlet[mid * side + mid] = true;
        DrainageGrid g = DrainageGrid.of(side, side, 1, 1).withOutlets(outlet);
        float[][] grounds = new float[3][side * side];
        for (int r = 0; r < side; r++) {
            for (int c = 0; c < side; c++) {
                double d = Math.hypot(c - mid, r - mid);
                grounds[0][r * side + c] = 0;
                grounds[1][r * side + c] = (float) d;
                grounds[2][r * side + c] = (float) (Math.floor(d / 30) * 5 + ((c * 7 + r * 13) % 3 == 0 ? 1 : 0));
            }
        }
        grounds[0][mid * side + mid] = 100; // everything else drains up to it: all of it through the pit queue
        for (float[] h : grounds) {
            assertArrayEquals(spillHeights(g, h), DepressionFill.flat().filled(g, h), "flat");
            assertArrayEquals(drainingFixedPoint(g, h), DepressionFill.draining().filled(g, h), "draining");
        }
    }

    private static boolean raisedNeighbourhood(Case c, float[] flat, int i) {
        // a sample equal to a neighbour on a flat may be lifted by one ulp: skip those
        for (int d = 0; d < 8; d++) {
            int j = c.grid.neighbour(i, d);
            if (j >= 0 && flat[j] == flat[i]) {
                return true;
            }
        }
        return false;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void areaSumsToTheGridArea(long seed) {
        Case c = randomCase(seed);
        FlowNetwork net = FlowNetwork.steepestDescent(c.grid, c.h);
        double[] a = net.drainageArea();
        double sum = 0;
        long finite = 0;
        for (int i = 0; i < a.length; i++) {
            if (net.isBaseLevel(i)) {
                sum += a[i];
            }
            if (!Float.isNaN(c.h[i])) {
                finite++;
            }
        }
        assertEquals(finite * c.grid.cellArea(), sum, 1e-9 * finite * c.grid.cellArea());
        double[] mfd = MultipleFlow.freeman().drainageArea(c.grid, DepressionFill.draining().filled(c.grid, c.h));
        double msum = 0;
        byte[] st = c.grid.effectiveOutlets(c.h);
        for (int i = 0; i < a.length; i++) {
            if (st[i] == 1) {
                msum += mfd[i];
            }
        }
        assertEquals(finite * c.grid.cellArea(), msum, 1e-9 * finite * c.grid.cellArea(), "MFD reaches the outlets");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void symmetricInputsGiveSymmetricAreas(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        int cols = 4 + rnd.nextInt(30);
        int rows = 4 + rnd.nextInt(30);
        float[] h = new float[cols * rows];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c <= (cols - 1) / 2; c++) {
                float v = (float) (rnd.nextDouble() * 100);
                h[r * cols + c] = v;
                h[r * cols + (cols - 1 - c)] = v;
            }
        }
        DrainageGrid grid = DrainageGrid.of(cols, rows, 3, 3);
        float[] filled = DepressionFill.flat().filled(grid, h);
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                assertEquals(filled[r * cols + c], filled[r * cols + cols - 1 - c], "filled mirror");
            }
        }
        double[] a = MultipleFlow.freeman().drainageArea(grid, filled);
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                double x = a[r * cols + c];
                double y = a[r * cols + cols - 1 - c];
                assertEquals(x, y, 1e-9 * Math.max(1, x), "MFD mirror at " + c + "," + r);
            }
        }
        if (cols % 2 == 0) {
            // no sample on the axis: on the unfilled random heights D8 meets no ties (a fill's flats
            // would make them), so its areas are mirrored too
            double[] d8 = FlowNetwork.steepestDescent(grid, h).drainageArea();
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < cols; c++) {
                    assertEquals(d8[r * cols + c], d8[r * cols + cols - 1 - c], "D8 mirror at " + c + "," + r);
                }
            }
        }
    }



}
