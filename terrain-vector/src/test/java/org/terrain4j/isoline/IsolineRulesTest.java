package org.terrain4j.isoline;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.terrain4j.api.Heightfield;

/** The documented rules: inside is value ≥ level, saddles by the mean, NaN breaks, no zero length. */
class IsolineRulesTest {

    private static final double EXACT = 0;

    private static Heightfield grid(int columns, double... rowMajor) {
        return Heightfield.of(columns, rowMajor.length / columns, rowMajor);
    }

    // ------------------------------------------------------------------ saddles

    /** The two lines of a 2 × 2 saddle, each as its two end points, sorted for comparison. */
    private static List<String> segments(Heightfield f, double level) {
        List<String> out = new ArrayList<>();
        for (Isoline line : Isolines.at(level).trace(f).get(0).lines()) {
            assertFalse(line.closed());
            assertEquals(2, line.pointCount());
            out.add("(" + line.x(0) + ", " + line.z(0) + ")→(" + line.x(1) + ", " + line.z(1) + ")");
        }
        out.sort(Comparator.naturalOrder());
        return out;
    }

    @Test
    void saddleWhoseMeanEqualsTheLevelJoinsTheInsideCorners() {
        // nw = 1, ne = 0 / sw = 0, se = 1: mean 0.5; at level 0.5 the mean counts as inside (≥),
        // so the lines cut off the two outside corners, ne (1, 0) and sw (0, 1). Inside on the left.
        Heightfield f = grid(2, 1, 0, 0, 1);
        assertEquals(List.of("(0.0, 0.5)→(0.5, 1.0)", "(1.0, 0.5)→(0.5, 0.0)"), segments(f, 0.5));
    }

    @Test
    void saddleWhoseMeanIsBelowTheLevelSeparatesTheInsideCorners() {
        // at 0.6 the mean 0.5 is outside: the lines cut off the inside corners nw (0, 0) and se (1, 1)
        Heightfield f = grid(2, 1, 0, 0, 1);
        List<String> s = segments(f, 0.6);
        assertEquals(2, s.size());
        // around nw (value 1): crossings at t = (0.6 − 1) / (0 − 1) = 0.4 on the north and west edges
        assertTrue(s.contains("(0.0, 0.4)→(0.4, 0.0)"), s.toString());
        assertCutsOff(Isolines.at(0.6).trace(f).get(0), new double[][] {{0, 0}, {1, 1}});
    }

    @Test
    void saddleWhoseMeanIsAboveTheLevelJoinsTheInsideCorners() {
        Heightfield f = grid(2, 1, 0, 0, 1);
        assertCutsOff(Isolines.at(0.4).trace(f).get(0), new double[][] {{1, 0}, {0, 1}});
    }

    @ParameterizedTest(name = "transform {0}")
    @ValueSource(ints = {0, 1, 2, 3, 4, 5, 6, 7})
    void saddleDecisionFollowsEveryRotationAndMirror(int transform) {
        // an asymmetric saddle: nw 3, ne 1, sw 0, se 2.5 → mean 1.625
        double[][] corners = {{0, 0, 3}, {1, 0, 1}, {0, 1, 0}, {1, 1, 2.5}};
        double[] v = new double[4];
        for (double[] corner : corners) {
            double[] p = transformed(corner[0], corner[1], transform);
            v[(int) p[1] * 2 + (int) p[0]] = corner[2];
        }
        Heightfield f = grid(2, v);
        // level 1.6 < mean: the outside corners (values 1 and 0) are cut off
        assertCutsOff(Isolines.at(1.6).trace(f).get(0), cornersWith(f, 1, 0));
        // level 1.7 > mean: the inside corners (values 3 and 2.5) are cut off
        assertCutsOff(Isolines.at(1.7).trace(f).get(0), cornersWith(f, 3, 2.5));
    }

    private static double[] transformed(double x, double z, int t) {
        double a = x;
        double b = z;
        for (int k = 0; k < (t & 3); k++) {
            double na = 1 - b;
            b = a;
            a = na;
        }
        if (t >= 4) {
            a = 1 - a;
        }
        return new double[] {a, b};
    }

    private static double[][] cornersWith(Heightfield f, double v1, double v2) {
        List<double[]> out = new ArrayList<>();
        for (int r = 0; r < 2; r++) {
            for (int c = 0; c < 2; c++) {
                if (f.get(c, r) == v1 || f.get(c, r) == v2) {
                    out.add(new double[] {c, r});
                }
            }
        }
        return out.toArray(new double[0][]);
    }

    /** Each line's midpoint is nearest to one of the given corners, one line per corner. */
    private static void assertCutsOff(IsolineLevel level, double[][] corners) {
        assertEquals(corners.length, level.lines().size(), "one line per cut-off corner");
        boolean[] hit = new boolean[corners.length];
        for (Isoline line : level.lines()) {
            double mx = (line.x(0) + line.x(line.pointCount() - 1)) / 2;
            double mz = (line.z(0) + line.z(line.pointCount() - 1)) / 2;
            int best = -1;
            double bestD = Double.POSITIVE_INFINITY;
            for (int c = 0; c < 2; c++) {
                for (int r = 0; r < 2; r++) {
                    double d = Math.hypot(mx - c, mz - r);
                    if (d < bestD) {
                        bestD = d;
                        best = r * 2 + c;
                    }
                }
            }
            for (int k = 0; k < corners.length; k++) {
                if (corners[k][1] * 2 + corners[k][0] == best) {
                    hit[k] = true;
                }
            }
        }
        for (int k = 0; k < corners.length; k++) {
            assertTrue(hit[k], "corner (" + corners[k][0] + ", " + corners[k][1] + ") must be cut off");
        }
    }

    // ------------------------------------------------------------------ inside rule, equality

    @Test
    void levelEqualToAColumnOfSamplesRunsThroughThemWithoutDuplicates() {
        // h = column index; level 3 → the line x = 3 through the samples themselves (3 is inside)
        Heightfield f = Heightfield.of(7, 5, (u, v) -> Math.round(u * 6));
        IsolineLevel level = Isolines.at(3).trace(f).get(0);
        assertEquals(1, level.openLines());
        Isoline line = level.lines().get(0);
        assertEquals(5, line.pointCount());
        for (int i = 0; i < 5; i++) {
            assertEquals(3, line.x(i), EXACT);
            assertEquals(i, line.z(i), EXACT); // runs south: higher ground (east) on its left
        }
    }

    @Test
    void plateauExactlyAtTheLevelIsEncircledThroughItsBorderSamples() {
        double[] h = new double[25];
        for (int r = 1; r <= 3; r++) {
            for (int c = 1; c <= 3; c++) {
                h[r * 5 + c] = 1;
            }
        }
        IsolineLevel level = Isolines.at(1).trace(Heightfield.of(5, 5, h)).get(0);
        assertEquals(1, level.rings());
        assertEquals(0, level.openLines());
        Isoline ring = level.lines().get(0);
        assertEquals(4, ring.signedArea(), EXACT);
        for (int i = 0; i < ring.pointCount(); i++) {
            boolean onSquare = (ring.x(i) == 1 || ring.x(i) == 3) && ring.z(i) >= 1 && ring.z(i) <= 3
                    || (ring.z(i) == 1 || ring.z(i) == 3) && ring.x(i) >= 1 && ring.x(i) <= 3;
            assertTrue(onSquare, "point " + i + " (" + ring.x(i) + ", " + ring.z(i) + ")");
        }
    }

    @Test
    void summitOrRidgeExactlyAtTheLevelGivesNoDegenerateRing() {
        Heightfield peak = grid(3, 0, 0, 0, 0, 1, 0, 0, 0, 0);
        assertEquals(0, Isolines.at(1).trace(peak).get(0).lines().size());
        Heightfield ridge = grid(5, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0);
        assertEquals(0, Isolines.at(1).trace(ridge).get(0).lines().size());
        // just below the level there is a real ring around each
        assertEquals(1, Isolines.at(0.5).trace(ridge).get(0).rings());
    }

    /**
     * Issue 15 item 3: the case, a 9 × 9 field of 2 with row 4 at 5, traced at 5. The ridge
     * has no area inside the level, so it gives no line, as the same ridge stopping short of the
     * borders does; just below the level it is a real line on each side.
     */
    @Test
    void item3RidgeAtTheLevelFromBorderToBorderGivesNoLine() {
        double[] h = new double[81];
        java.util.Arrays.fill(h, 2);
        for (int c = 0; c < 9; c++) {
            h[4 * 9 + c] = 5;
        }
        Heightfield across = Heightfield.of(9, 9, h);
        assertEquals(List.of(), Isolines.at(5).trace(across).get(0).lines());
        assertEquals(2, Isolines.at(4.5).trace(across).get(0).openLines());
        h[4 * 9] = 2;
        h[4 * 9 + 8] = 2;
        Heightfield inside = Heightfield.of(9, 9, h);
        assertEquals(List.of(), Isolines.at(5).trace(inside).get(0).lines());
        assertEquals(1, Isolines.at(4.5).trace(inside).get(0).rings());
    }

    static java.util.stream.Stream<org.junit.jupiter.api.Named<Long>> ridgeCases() {
        return org.terrain4j.testkit.Cases.seeds(0x15_03L, 40);
    }

    /**
     * Issue 15 item 3, as a property: a straight one-sample-wide ridge exactly at the level, at a
     * random place and length (border to border, border to inside, inside), over random ground below
     * the level, gives no line under each of the 8 rotations and mirrors of the grid; a hill above
     * the level elsewhere keeps its one ring.
     */
    @ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.MethodSource("ridgeCases")
    void item3DegenerateRidgeGivesNoLineUnderEveryRotationAndMirror(long seed) {
        java.util.SplittableRandom rnd = org.terrain4j.testkit.Cases.replay(seed);
        int n = 6 + rnd.nextInt(10);
        double level = 5;
        double[] h = new double[n * n];
        for (int i = 0; i < h.length; i++) {
            h[i] = level - 0.5 - 3 * rnd.nextDouble();
        }
        int row = 1 + rnd.nextInt(n - 2);
        int from = rnd.nextBoolean() ? 0 : rnd.nextInt(n - 2);
        int to = rnd.nextBoolean() ? n - 1 : from + 1 + rnd.nextInt(n - 1 - from);
        for (int c = from; c <= to; c++) {
            h[row * n + c] = level;
        }
        boolean hill = rnd.nextBoolean() && row >= 4;
        if (hill) {
            h[1 * n + 1] = level + 1; // a summit well away from the ridge
        }
        for (int t = 0; t < 8; t++) {
            double[] g = new double[n * n];
            for (int r = 0; r < n; r++) {
                for (int c = 0; c < n; c++) {
                    int[] p = turned(c, r, n, t);
                    g[p[1] * n + p[0]] = h[r * n + c];
                }
            }
            IsolineLevel lines = Isolines.at(level).trace(Heightfield.of(n, n, g)).get(0);
            String what = "ridge row " + row + ", columns " + from + "…" + to + " of " + n + ", transform " + t;
            assertEquals(hill ? 1 : 0, lines.lines().size(), what);
            assertEquals(hill ? 1 : 0, lines.rings(), what);
        }
    }

    /** Sample (c, r) of an n × n grid under rotation by t·90° (t &amp; 3) and, for t ≥ 4, a mirror. */
    private static int[] turned(int c, int r, int n, int t) {
        int a = c;
        int b = r;
        for (int k = 0; k < (t & 3); k++) {
            int na = n - 1 - b;
            b = a;
            a = na;
        }
        if (t >= 4) {
            a = n - 1 - a;
        }
        return new int[] {a, b};
    }

    @Test
    void pitExactlyAtTheLevelIsInsideAndGivesNoLine() {
        Heightfield pit = grid(3, 1, 1, 1, 1, 0, 1, 1, 1, 1);
        assertEquals(0, Isolines.at(0).trace(pit).get(0).lines().size());
        assertEquals(1, Isolines.at(1e-3).trace(pit).get(0).rings());
    }

    // ------------------------------------------------------------------ no-data

    @Test
    void noDataSampleOnARingOpensIt() {
        // a cone of radius-3 ring around (5, 5); a NaN sample on the ring's path
        double[] h = new double[121];
        for (int r = 0; r < 11; r++) {
            for (int c = 0; c < 11; c++) {
                h[r * 11 + c] = 10 - Math.hypot(c - 5, r - 5);
            }
        }
        Heightfield whole = Heightfield.of(11, 11, h);
        assertEquals(1, Isolines.at(6.5).trace(whole).get(0).rings());
        h[5 * 11 + 8] = Double.NaN; // sample (8, 5), distance 3
        IsolineLevel level = Isolines.at(6.5).trace(Heightfield.of(11, 11, h)).get(0);
        assertEquals(0, level.rings());
        assertEquals(1, level.openLines());
        Isoline line = level.lines().get(0);
        for (int i = 0; i < line.pointCount(); i++) {
            boolean inNoDataCells = line.x(i) > 7 && line.x(i) < 9 && line.z(i) > 4 && line.z(i) < 6;
            assertFalse(inNoDataCells, "no point inside the cells around the NaN sample");
        }
        // a NaN sample far from the ring changes nothing
        h[5 * 11 + 8] = 10 - 3;
        h[0] = Double.NaN;
        assertEquals(1, Isolines.at(6.5).trace(Heightfield.of(11, 11, h)).get(0).rings());
    }

    @Test
    void noDataSampleSplitsAStraightLineInTwo() {
        double[] h = new double[121];
        for (int r = 0; r < 11; r++) {
            for (int c = 0; c < 11; c++) {
                h[r * 11 + c] = c;
            }
        }
        h[5 * 11 + 5] = Double.NaN;
        IsolineLevel level = Isolines.at(5.5).trace(Heightfield.of(11, 11, h)).get(0);
        assertEquals(2, level.openLines());
        assertEquals(0, level.rings());
        double[] zs = level.lines().stream().flatMapToDouble(l -> java.util.stream.IntStream
                .range(0, l.pointCount()).mapToDouble(l::z)).sorted().toArray();
        assertArrayEquals(new double[] {0, 1, 2, 3, 4, 6, 7, 8, 9, 10}, zs, EXACT);
    }

    @Test
    void allNoDataGivesNothing() {
        Heightfield f = Heightfield.filled(4, 4, Double.NaN);
        assertEquals(0, Isolines.every(1).levels(f).length);
        assertEquals(0, Isolines.at(0).trace(f).get(0).lines().size());
        assertTrue(Isolines.at(0).bands(f).stream().allMatch(b -> b.polygons().isEmpty()));
    }

    /**
     * An interval (or base) that puts no level within the heights 94…195 gives no level, no line and
     * one band over every cell, as documented (the command refuses it; the library leaves that to the
     * caller).
     */
    @Test
    void anIntervalThatPutsNoLevelWithinTheHeightsGivesNoLevelNoLineAndOneBand() {
        Heightfield f = Heightfield.of(3, 3, (u, v) -> 94 + 101 * u);
        for (Isolines none : new Isolines[] {Isolines.every(1e39), Isolines.every(200), Isolines.every(1000, 500)}) {
            assertEquals(0, none.levels(f).length, none.toString());
            assertEquals(List.of(), none.trace(f), none.toString());
            List<Isoband> bands = none.bands(f);
            assertEquals(1, bands.size(), none.toString());
            assertEquals(Double.NEGATIVE_INFINITY, bands.get(0).lower());
            assertEquals(Double.POSITIVE_INFINITY, bands.get(0).upper());
            assertEquals(1, bands.get(0).polygons().size(), none.toString());
        }
        assertArrayEquals(new double[] {101}, Isolines.every(101).levels(f), EXACT);
        assertArrayEquals(new double[] {195}, Isolines.every(200, -5).levels(f), EXACT);
    }

    // ------------------------------------------------------------------ arguments

    @Test
    void badArgumentsAreRefusedNamingTheParameter() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Isolines.every(0)).getMessage()
                .contains("interval"));
        assertThrows(IllegalArgumentException.class, () -> Isolines.every(Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> Isolines.every(1, Double.POSITIVE_INFINITY));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Isolines.at(1, Double.NaN))
                .getMessage().contains("levels[1]"));
        assertThrows(IllegalArgumentException.class, () -> Isolines.at());
        Heightfield f = Heightfield.of(3, 3, (u, v) -> 1000 + u);
        assertThrows(IllegalArgumentException.class, () -> Isolines.every(1e-9).levels(f));
        assertThrows(IllegalArgumentException.class, () -> Isolines.every(1e-300).levels(f));
        assertThrows(IllegalArgumentException.class, () -> Isoline.of(1, false, new double[] {0, 0, 0, 0}));
        assertThrows(IllegalArgumentException.class, () -> Isoline.of(1, true, new double[] {0, 0, 1, 0}));
        assertThrows(IllegalArgumentException.class, () -> Isoline.of(1, false, new double[] {0, 0, 1, Double.NaN}));
        assertThrows(IllegalArgumentException.class, () -> new Isoband(2, 1, List.of()));
    }

    @Test
    void levelsAreSortedAndDeduplicated() {
        Heightfield f = Heightfield.of(3, 3, (u, v) -> u);
        assertArrayEquals(new double[] {0.25, 0.5, 0.75}, Isolines.at(0.5, 0.25, 0.75, 0.5).levels(f));
        assertEquals(Isolines.at(0.25, 0.5), Isolines.at(0.5, 0.25));
    }
}
