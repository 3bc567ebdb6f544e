package org.terrain4j.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.Heightfield;

/** Settling the joins of an assembly (seed 002): one value per shared vertex, corners against all four. */
class JoinsTest {

    static final BaseGround SMALL = TilesTest.SMALL;

    static Stream<Arguments> assemblies() {
        SplittableRandom rnd = new SplittableRandom(0x35_5E77L);
        List<Arguments> out = new ArrayList<>();
        for (int k = 0; k < 4; k++) {
            long seed = rnd.nextLong();
            out.add(Arguments.of("seed " + seed, seed, Preset.values()[rnd.nextInt(Preset.values().length)]));
        }
        return out.stream();
    }

    /** A 3 × 3 assembly of tiles laid alone, less its south-east corner (an L, so some corners hold three). */
    static Map<TileKey, World> assembly(long seed, Preset p) {
        Environment e = p.environment(seed).withGround(SMALL);
        Map<TileKey, World> out = new HashMap<>();
        for (long r = -1; r <= 1; r++) {
            for (long c = -1; c <= 1; c++) {
                if (c != 1 || r != 1) {
                    out.put(new TileKey(c, r), e.tile(c, r));
                }
            }
        }
        return out;
    }

    /** Every (tile, column, row) holding each global vertex. */
    static Map<List<Long>, List<double[]>> holders(Map<TileKey, Heightfield> tiles) {
        Map<List<Long>, List<double[]>> out = new HashMap<>();
        for (var e : tiles.entrySet()) {
            Heightfield h = e.getValue();
            int n = h.columns();
            for (int r = 0; r < n; r++) {
                for (int c = 0; c < n; c++) {
                    long gx = e.getKey().column() * (n - 1) + c;
                    long gz = e.getKey().row() * (n - 1) + r;
                    out.computeIfAbsent(List.of(gx, gz), k -> new ArrayList<>()).add(new double[] {h.get(c, r)});
                }
            }
        }
        return out;
    }

    @ParameterizedTest(name = "{0} {2}")
    @MethodSource("assemblies")
    void settlingLeavesOneHeightPerSharedVertexAndTheMeanOfAllHolders(String name, long seed, Preset p) {
        Map<TileKey, World> worlds = assembly(seed, p);
        Map<TileKey, Heightfield> before = new HashMap<>();
        worlds.forEach((k, w) -> before.put(k, w.heights()));
        Map<TileKey, Heightfield> after = Joins.settle(before);
        var was = holders(before);
        var now = holders(after);
        int shared = 0;
        int fours = 0;
        double seam = 0;
        for (var e : now.entrySet()) {
            List<double[]> vs = e.getValue();
            if (vs.size() < 2) {
                continue;
            }
            shared++;
            fours += vs.size() == 4 ? 1 : 0;
            double mean = 0;
            for (double[] v : was.get(e.getKey())) {
                mean += v[0];
                seam = Math.max(seam, Math.abs(v[0] - was.get(e.getKey()).get(0)[0]));
            }
            mean /= vs.size();
            for (double[] v : vs) {
                assertEquals(vs.get(0)[0], v[0], "one height at vertex " + e.getKey());
                assertEquals((float) mean, v[0], "the mean of its " + vs.size() + " holders at " + e.getKey());
            }
        }
        assertEquals(3, fours, "the L's inner corners held by four tiles");
        assertTrue(shared > 0 && seam > 0.01, "the tiles laid alone had a seam of " + seam + " m");
        for (var e : after.entrySet()) {
            assertEquals(before.get(e.getKey()).frame(), e.getValue().frame());
        }
    }

    @ParameterizedTest(name = "{0} {2}")
    @MethodSource("assemblies")
    void theWalkBackEndsAfterTheNextFewVerticesAndLeavesTheCountryBehind(String name, long seed, Preset p) {
        Map<TileKey, World> worlds = assembly(seed, p);
        Map<TileKey, Heightfield> before = new HashMap<>();
        worlds.forEach((k, w) -> before.put(k, w.heights()));
        int walk = 5;
        Map<TileKey, Heightfield> after = Joins.settle(before, walk);
        Heightfield a = before.get(new TileKey(0, 0));
        Heightfield b = after.get(new TileKey(0, 0));
        int n = a.columns();
        double inner = 0;
        double firstIn = 0;
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int d = Math.min(Math.min(c, r), Math.min(n - 1 - c, n - 1 - r));
                double diff = Math.abs(a.get(c, r) - b.get(c, r));
                if (d >= walk) {
                    inner = Math.max(inner, diff);
                } else if (d == 1) {
                    firstIn = Math.max(firstIn, diff);
                }
            }
        }
        assertEquals(0, inner, "the country behind the walk-back is untouched");
        assertTrue(firstIn > 0, "the first vertex in is walked back");
        // walked back smoothly: one vertex in, the correction is the border's times w(1)
        Heightfield sa = a;
        Heightfield sb = b;
        int r = n / 2;
        double borderCorr = sb.get(0, r) - sa.get(0, r);
        assertEquals(borderCorr * Joins.w(1, walk), sb.get(1, r) - sa.get(1, r), 1e-3 + 1e-6 * Math.abs(sa.get(1, r)));
    }

    @Test
    void aCornerIsWalkedBackByTheEdgesLessTheCornerTheyShare() {
        int n = 21;
        int walk = 6;
        Map<TileKey, Heightfield> flat = new HashMap<>();
        float[] heights = {0, 4, 8, 12};
        for (int k = 0; k < 4; k++) {
            float[] v = new float[n * n];
            java.util.Arrays.fill(v, heights[k]);
            flat.put(new TileKey(k % 2, k / 2), Heightfield.of(n, n, v));
        }
        Heightfield s = Joins.settle(flat, walk).get(new TileKey(0, 0));
        // east edge mean 2, south edge mean 4, south-east corner mean (0 + 4 + 8 + 12) / 4 = 6
        assertEquals(6, s.get(n - 1, n - 1));
        assertEquals(2, s.get(n - 1, 3));
        assertEquals(4, s.get(3, n - 1));
        assertEquals(0, s.get(0, 0));
        for (int d = 1; d < walk + 2; d++) {
            double we = Joins.w(d, walk);
            // on the diagonal in from the corner: 2·w + 4·w − 6·w² (the shared corner counted once)
            assertEquals(2 * we + 4 * we - 6 * we * we, s.get(n - 1 - d, n - 1 - d), 1e-6, "diagonal " + d);
            // along the east edge, away from the corner, only the east correction
            assertEquals(2 * we, s.get(n - 1 - d, n / 2), 1e-6, "east " + d);
        }
    }

    /**
     * Every tile of a 2 × 2 assembly of constant tiles, none of them 0, walked back at its shared corner as
     * the Boolean sum of its two edges' corrections less their product at the corner: {@code own + wv·ΔV +
     * wh·ΔH − wv·wh·ΔK}, with the weights by the distance from each edge (the tile of value 0 above cannot
     * tell a corner correction from its negation).
     */
    @Test
    void everyCornerOfAnAssemblyIsTheBooleanSumOfItsEdges() {
        int n = 17;
        int walk = 5;
        float[] value = {10, 30, 50, 70};
        Map<TileKey, Heightfield> flat = new HashMap<>();
        for (int k = 0; k < 4; k++) {
            float[] v = new float[n * n];
            java.util.Arrays.fill(v, value[k]);
            flat.put(new TileKey(k % 2, k / 2), Heightfield.of(n, n, v));
        }
        Map<TileKey, Heightfield> settled = Joins.settle(flat, walk);
        double corner = (10 + 30 + 50 + 70) / 4.0;
        for (int k = 0; k < 4; k++) {
            int tx = k % 2;
            int tz = k / 2;
            double own = value[k];
            // the neighbour across the vertical (east/west) edge and across the horizontal (north/south) edge
            double across = value[(1 - tx) + 2 * tz];
            double above = value[tx + 2 * (1 - tz)];
            double dV = (own + across) / 2 - own;
            double dH = (own + above) / 2 - own;
            double dK = corner - own;
            int cx = tx == 0 ? n - 1 : 0;
            int cz = tz == 0 ? n - 1 : 0;
            Heightfield s = settled.get(new TileKey(tx, tz));
            for (int dx = 1; dx <= walk + 1; dx++) {
                for (int dz = 1; dz <= walk + 1; dz++) {
                    int c = tx == 0 ? cx - dx : cx + dx;
                    int r = tz == 0 ? cz - dz : cz + dz;
                    double wv = Joins.w(dx, walk);
                    double wh = Joins.w(dz, walk);
                    assertEquals(own + wv * dV + wh * dH - wv * wh * dK, s.get(c, r), 1e-4,
                            "tile (" + tx + ", " + tz + "), " + dx + " and " + dz + " in from its shared corner");
                }
            }
            assertEquals(corner, s.get(cx, cz), 1e-6);
        }
    }

    @Test
    void coloursSettleToOneColourPerSharedVertex() {
        Map<TileKey, World> worlds = assembly(3, Preset.HIGHLANDS);
        Map<TileKey, int[]> colours = new HashMap<>();
        worlds.forEach((k, w) -> colours.put(k, w.coloursToArray()));
        int n = SMALL.samples();
        Map<TileKey, int[]> s = Joins.settleColours(colours, n, n, 4);
        int[] mid = s.get(new TileKey(0, 0));
        int[] east = s.get(new TileKey(1, 0));
        int[] south = s.get(new TileKey(0, 1));
        int[] se = s.get(new TileKey(-1, -1));
        for (int k = 0; k < n; k++) {
            assertEquals(mid[k * n + n - 1], east[k * n]);
            assertEquals(mid[(n - 1) * n + k], south[k]);
        }
        int a = colours.get(new TileKey(0, 0))[0];
        int b = colours.get(new TileKey(-1, 0))[n - 1];
        int c = colours.get(new TileKey(0, -1))[(n - 1) * n];
        int d = colours.get(new TileKey(-1, -1))[n * n - 1];
        int red = (int) Math.floor(((a >> 16 & 255) + (b >> 16 & 255) + (c >> 16 & 255) + (d >> 16 & 255)) / 4.0 + 0.5);
        assertEquals(red, mid[0] >> 16 & 255, "the corner's red is the mean of all four");
        assertEquals(mid[0], se[n * n - 1]);
    }

    @Test
    void badAssembliesAreRefused() {
        Heightfield a = Heightfield.of(5, 5, new float[25]);
        Heightfield b = Heightfield.of(6, 6, new float[36]);
        var x = assertThrows(IllegalArgumentException.class,
                () -> Joins.settle(Map.of(new TileKey(0, 0), a, new TileKey(1, 0), b), 1));
        assertTrue(x.getMessage().contains("same size"), x.getMessage());
        x = assertThrows(IllegalArgumentException.class, () -> Joins.settle(Map.of(new TileKey(0, 0), a), 3));
        assertTrue(x.getMessage().contains("walkBack") && x.getMessage().contains("3"), x.getMessage());
        float[] nan = new float[25];
        nan[7] = Float.NaN;
        x = assertThrows(IllegalArgumentException.class,
                () -> Joins.settle(Map.of(new TileKey(0, 0), Heightfield.of(5, 5, nan)), 2));
        assertTrue(x.getMessage().contains("column 2, row 1"), x.getMessage());
        assertTrue(Joins.settle(Map.of()).isEmpty());
        assertThrows(IllegalArgumentException.class, () -> Joins.settleColours(Map.of(new TileKey(0, 0), new int[3]), 5, 5, 2));
    }
}
