package org.terrain4j.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.GridFrame;
import org.terrain4j.world.internal.MountainElement;

/**
 * Joined tiles (issue #35): a range crossing a join gives the same height and colour at every shared
 * vertex, and a 3 × 3 block of joined tiles equals one large build of the same world.
 */
class TileJoinsTest {

    /** 4 000 m, 65 samples: 62.5 m apart, so tile and block coordinates are exact in binary. */
    static final BaseGround SMALL = TilesTest.SMALL;

    /** Mountains wide enough that a peak of every tile reaches over its borders. */
    static Environment range(long seed) {
        return new Environment("RANGE", seed, SMALL, List.of(Placement.of(Elements.MOUNTAIN).withValue("peaks", 6)
                .withSpan("height", 400, 900).withSpan("radius", 700, 1500).withSpan("girth", 1, 2.5)));
    }

    static Stream<Arguments> cases() {
        SplittableRandom rnd = new SplittableRandom(0x35_0001L);
        List<Arguments> out = new ArrayList<>();
        for (int k = 0; k < 5; k++) {
            long seed = rnd.nextLong();
            out.add(Arguments.of("seed " + seed, seed, (long) rnd.nextInt(-1000, 1000), (long) rnd.nextInt(-1000, 1000)));
        }
        out.add(Arguments.of("seed 7 (the middle tile)", 7L, 0L, 0L));
        return out.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void joinedTilesAgreeAtEverySharedVertexWhereARangeCrosses(String name, long seed, long c, long r) {
        Environment e = range(seed);
        World w = e.joinedTile(c, r);
        World east = e.joinedTile(c + 1, r);
        World south = e.joinedTile(c, r + 1);
        World se = e.joinedTile(c + 1, r + 1);
        int n = w.columns();
        double crossing = 0;
        World alone = e.tile(c, r);
        World aloneEast = e.tile(c + 1, r);
        double aloneGap = 0;
        for (int k = 0; k < n; k++) {
            assertEquals(w.heights().get(n - 1, k), east.heights().get(0, k), "east join, row " + k);
            assertEquals(w.colour(n - 1, k), east.colour(0, k), "east join colour, row " + k);
            assertEquals(w.heights().get(k, n - 1), south.heights().get(k, 0), "south join, column " + k);
            assertEquals(w.colour(k, n - 1), south.colour(k, 0), "south join colour, column " + k);
            assertEquals(east.heights().get(k, n - 1), se.heights().get(k, 0));
            assertEquals(south.heights().get(n - 1, k), se.heights().get(0, k));
            // how much the neighbours' peaks add at the border: the range really crosses
            crossing = Math.max(crossing, w.heights().get(n - 1, k) - alone.heights().get(n - 1, k));
            aloneGap = Math.max(aloneGap, Math.abs(alone.heights().get(n - 1, k) - aloneEast.heights().get(0, k)));
        }
        assertEquals(w.heights().get(n - 1, n - 1), se.heights().get(0, 0));
        assertTrue(crossing > 20, "a neighbour's peak adds " + crossing + " m at the east border");
        assertTrue(aloneGap > 20, "tiles laid alone differ by " + aloneGap + " m at the east border");
    }

    /** Grass, a river and a few peaks: heights and colours are all drawn by elements exact across joins. */
    static Environment riverCountry(long seed) {
        return new Environment("RIVER COUNTRY", seed, SMALL, List.of(Placement.of(Elements.GRASS).withSpan("band", -500, 5000),
                Placement.of(Elements.RIVER).withSpan("width", 120, 220).withValue("windiness", 0.6),
                Placement.of(Elements.MOUNTAIN).withValue("peaks", 3).withSpan("height", 100, 300)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void aRiverContinuesAcrossTheJoinWithTheSameHeightAndColour(String name, long seed, long c, long r) {
        Environment e = riverCountry(seed);
        World w = e.joinedTile(c, r);
        World east = e.joinedTile(c + 1, r);
        World south = e.joinedTile(c, r + 1);
        int n = w.columns();
        int riverJoins = 0;
        for (int k = 0; k < n; k++) {
            assertEquals(w.heights().get(n - 1, k), east.heights().get(0, k), "east join, row " + k);
            assertEquals(w.heights().get(k, n - 1), south.heights().get(k, 0), "south join, column " + k);
            assertEquals(w.river(n - 1, k), east.river(0, k), "river on the east join, row " + k);
            assertEquals(w.river(k, n - 1), south.river(k, 0), "river on the south join, column " + k);
            // grass is the world's cover, read off world position: one colour at every shared vertex
            assertEquals(w.colour(n - 1, k), east.colour(0, k), "colour on the east join, row " + k);
            assertEquals(w.colour(k, n - 1), south.colour(k, 0), "colour on the south join, column " + k);
            if (w.river(n - 1, k)) {
                riverJoins++;
                assertEquals(w.colour(n - 1, k), east.colour(0, k), "river colour on the east join, row " + k);
                assertEquals(w.waterSurface(n - 1, k), east.waterSurface(0, k));
            }
            if (w.river(k, n - 1)) {
                riverJoins++;
                assertEquals(w.colour(k, n - 1), south.colour(k, 0), "river colour on the south join, column " + k);
            }
        }
        // the river reaches past its tile in joined tiles: count the whole ring of joins of tile (c, r)
        World west = e.joinedTile(c - 1, r);
        World north = e.joinedTile(c, r - 1);
        for (int k = 0; k < n; k++) {
            assertEquals(w.heights().get(0, k), west.heights().get(n - 1, k));
            assertEquals(w.heights().get(k, 0), north.heights().get(k, n - 1));
            riverJoins += (w.river(0, k) ? 1 : 0) + (w.river(k, 0) ? 1 : 0);
        }
        assertTrue(riverJoins > 0, "a river crosses one of the tile's four joins");
    }

    /**
     * One large build over tiles (c − 1 … c + 1, r − 1 … r + 1): the base ground over the whole block and
     * every tile's peaks drawn into it in the same order; returns (3(n − 1) + 1)² heights.
     */
    static float[] largeBuild(Environment e, long c, long r) {
        int n = SMALL.samples();
        int m = 3 * (n - 1) + 1;
        double sp = SMALL.size() / (n - 1);
        GridFrame f = new GridFrame(-SMALL.size() / 2 - (n - 1) * sp, -SMALL.size() / 2 - (n - 1) * sp, sp, sp);
        Canvas big = new Canvas(SMALL, e.seed(), null, f, m);
        Ground g = SMALL.ground(e.seed());
        for (int i = 0; i < m; i++) {
            for (int k = 0; k < m; k++) {
                double x = -SMALL.size() / 2 + ((c - 1) * (n - 1) + k) * sp;
                double z = -SMALL.size() / 2 + ((r - 1) * (n - 1) + i) * sp;
                big.h[i * m + k] = (float) g.height(x, z);
            }
        }
        Placement p = Elements.standard().element(Elements.MOUNTAIN).resolved(e.placements().get(0), SMALL);
        MountainElement mountain = (MountainElement) Elements.standard().element(Elements.MOUNTAIN);
        int ring = (int) Math.ceil(MountainElement.reach(p) / SMALL.size()) + 1;
        for (long tr = r - ring; tr <= r + ring; tr++) {
            for (long tc = c - ring; tc <= c + ring; tc++) {
                long seed = Generator.order(e.withSeed(new TileKey(tc, tr).seed(e.seed())), Elements.standard()).get(0).seed();
                // block column k is column k − (n − 1) of tile (c, r), so column k − (n − 1)(1 + tc − c) of (tc, tr)
                mountain.draw(p, big, seed, -(n - 1) * (tc - c), -(n - 1) * (tr - r));
            }
        }
        return big.h;
    }

    /** The unit normal from central differences at sample (k, i) of a row-major m × m field. */
    static double[] normal(float[] h, int m, int k, int i, double sp) {
        double gx = (h[i * m + k + 1] - h[i * m + k - 1]) / (2 * sp);
        double gz = (h[(i + 1) * m + k] - h[(i - 1) * m + k]) / (2 * sp);
        double len = Math.sqrt(gx * gx + 1 + gz * gz);
        return new double[] {-gx / len, 1 / len, -gz / len};
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void aBlockOfJoinedTilesIsOneLargeBuildWithItsNormals(String name, long seed, long c, long r) {
        Environment e = range(seed);
        int n = SMALL.samples();
        int m = 3 * (n - 1) + 1;
        double sp = SMALL.size() / (n - 1);
        float[] large = largeBuild(e, c, r);
        float[] mosaic = new float[m * m];
        for (int dr = 0; dr < 3; dr++) {
            for (int dc = 0; dc < 3; dc++) {
                World t = e.joinedTile(c - 1 + dc, r - 1 + dr);
                for (int i = 0; i < n; i++) {
                    for (int k = 0; k < n; k++) {
                        mosaic[(dr * (n - 1) + i) * m + dc * (n - 1) + k] = (float) t.heights().get(k, i);
                    }
                }
            }
        }
        double worstHeight = 0;
        for (int i = 0; i < m * m; i++) {
            worstHeight = Math.max(worstHeight, Math.abs(large[i] - mosaic[i]));
        }
        assertEquals(0, worstHeight, "largest height difference to the large build, m");
        // the normals along the middle tile's four borders, which a mesh of the tiles shades with
        double worstNormal = 0;
        int lo = n - 1;
        int hi = 2 * (n - 1);
        for (int k = lo; k <= hi; k++) {
            for (int[] at : new int[][] {{k, lo}, {k, hi}, {lo, k}, {hi, k}}) {
                double[] a = normal(large, m, at[0], at[1], sp);
                double[] b = normal(mosaic, m, at[0], at[1], sp);
                for (int q = 0; q < 3; q++) {
                    worstNormal = Math.max(worstNormal, Math.abs(a[q] - b[q]));
                }
            }
        }
        assertTrue(worstNormal <= 1e-6, "largest border normal difference " + worstNormal);
    }

    /**
     * A grass edge crossing the joins: the range's peaks with grass from the median height of tile
     * {@code (c, r)}'s dry east border up, so the cover's edge (dithered by up to 40 m in height, and by no more
     * than the ground rises within 250 m) runs along and across the joins. Every shared vertex of the
     * tile's east and south joins, and its south-east corner, has one colour in the tiles that share it.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void aGrassEdgeAtTheJoinGivesEverySharedVertexOneColour(String name, long seed, long c, long r) {
        Environment bare = range(seed);
        World probe = bare.joinedTile(c, r);
        int n = probe.columns();
        double[] border = new double[n];
        int dry = 0;
        for (int k = 0; k < n; k++) {
            if (!probe.water(n - 1, k)) {
                border[dry++] = probe.heights().get(n - 1, k);
            }
        }
        java.util.Arrays.sort(border, 0, dry);
        double lo = border[dry / 2];
        Placement grass = Placement.of(Elements.GRASS).withSpan("band", lo, 5000);
        Environment e = bare.withPlacements(List.of(bare.placements().get(0), grass));
        ColourGradient green = Elements.standard().element(Elements.GRASS).resolved(grass, SMALL).gradient("green");
        World w = e.joinedTile(c, r);
        World east = e.joinedTile(c + 1, r);
        World south = e.joinedTile(c, r + 1);
        World se = e.joinedTile(c + 1, r + 1);
        int green0 = 0;
        int bare0 = 0;
        int differ = 0;
        for (int k = 0; k < n; k++) {
            boolean g = w.gradientAt(n - 1, k).equals(green);
            green0 += g ? 1 : 0;
            bare0 += g || w.water(n - 1, k) ? 0 : 1;
            differ += w.colour(n - 1, k) != east.colour(0, k) ? 1 : 0;
            differ += w.colour(k, n - 1) != south.colour(k, 0) ? 1 : 0;
            differ += east.colour(k, n - 1) != se.colour(k, 0) ? 1 : 0;
            differ += south.colour(n - 1, k) != se.colour(0, k) ? 1 : 0;
        }
        differ += w.colour(n - 1, n - 1) != se.colour(0, 0) || east.colour(0, n - 1) != south.colour(n - 1, 0) ? 1 : 0;
        assertTrue(green0 >= 3 && bare0 >= 3, "the edge crosses the east join: " + green0 + " grass, " + bare0 + " bare");
        assertEquals(0, differ, "shared vertices coloured differently by the tiles that share them");
    }
}

