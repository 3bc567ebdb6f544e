package org.terrain4j.world;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/** Tiles of the endless grid (issue #35): the middle tile, world coordinates, joins. */
class TilesTest {

    /** A small ground: 4 000 m, 65 samples (62.5 m apart). */
    static final BaseGround SMALL = BaseGround.standard().withSize(4_000).withSamples(65);

    @ParameterizedTest
    @EnumSource(Preset.class)
    void middleTileIsTheEnvironmentAloneBitForBit(Preset p) {
        Environment e = p.environment(21, p != Preset.BACK_COUNTRY).withGround(SMALL);
        World alone = e.generate();
        World tile = e.tile(0, 0);
        EnvironmentTest.assertSameWorld(alone, tile);
        assertEquals(alone.frame(), tile.frame());
        assertEquals(new TileKey(0, 0), tile.tile());
        for (int r = 0; r < alone.rows(); r += 7) {
            for (int c = 0; c < alone.columns(); c++) {
                assertEquals(alone.water(c, r), tile.water(c, r));
                assertEquals(alone.pavement(c, r), tile.pavement(c, r));
            }
        }
    }

    static Stream<Arguments> tiles() {
        SplittableRandom rnd = new SplittableRandom(0x7135L);
        List<Arguments> out = new ArrayList<>();
        for (int k = 0; k < 6; k++) {
            long seed = rnd.nextLong();
            long c = rnd.nextInt(-50, 50);
            long r = rnd.nextInt(-50, 50);
            out.add(Arguments.of("seed " + seed + " tile " + c + "," + r, seed, c, r));
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("tiles")
    void aTileIsTheSameGroundEveryTimeItIsLaid(String name, long seed, long c, long r) {
        Environment e = Preset.LAKESIDE.environment(seed, true).withGround(SMALL);
        World a = e.tile(c, r);
        e.tile(c + 1, r);
        World b = e.tile(c, r, false, Elements.standard(), 3);
        EnvironmentTest.assertSameWorld(a, b);
        World j1 = e.joinedTile(c, r);
        e.joinedTile(c - 1, r + 1);
        EnvironmentTest.assertSameWorld(j1, e.tile(c, r, true, Elements.standard(), 2));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("tiles")
    void baseGroundRunsOnAcrossJoinsExactly(String name, long seed, long c, long r) {
        Environment e = new Environment("BARE", seed, SMALL, List.of());
        World w = e.tile(c, r);
        World east = e.tile(c + 1, r);
        World south = e.tile(c, r + 1);
        int n = w.columns();
        Ground g = SMALL.ground(seed);
        double sp = SMALL.size() / (n - 1);
        for (int k = 0; k < n; k++) {
            assertEquals(w.heights().get(n - 1, k), east.heights().get(0, k));
            assertEquals(w.heights().get(k, n - 1), south.heights().get(k, 0));
            // the heights are the ground's own, read at the world position of the sample
            double x = -SMALL.size() / 2 + (c * (n - 1) + k) * sp;
            double z = -SMALL.size() / 2 + (r * (n - 1) + k) * sp;
            assertEquals((float) g.height(x, z), w.heights().get(k, k));
        }
        assertEquals(w.frame().x(n - 1), east.frame().x(0), 1e-6);
        assertEquals(c * SMALL.size() - SMALL.size() / 2, w.frame().originX(), 1e-6);
    }

    @Test
    void tileSeedsAreTheWorldsInTheMiddleAndDifferElsewhere() {
        assertEquals(42, new TileKey(0, 0).seed(42));
        assertNotEquals(42, new TileKey(1, 0).seed(42));
        assertNotEquals(new TileKey(1, 0).seed(42), new TileKey(0, 1).seed(42));
        assertNotEquals(new TileKey(-1, 0).seed(42), new TileKey(1, 0).seed(42));
        java.util.Set<Long> seen = new java.util.HashSet<>();
        for (long r = -6; r <= 6; r++) {
            for (long c = -6; c <= 6; c++) {
                long seed = new TileKey(c, r).seed(-77);
                assertTrue(seen.add(seed), "tile " + c + "," + r + " repeats a seed");
                // the documented mix, written out: SplitMix64's finaliser
                long m = mix(mix(c * 0xD1B54A32D192ED03L) + r * 0x9E3779B97F4A7C15L);
                assertEquals(-77 ^ m, seed);
            }
        }
        Environment e = Preset.HIGHLANDS.environment(5).withGround(SMALL);
        assertFalse(java.util.Arrays.equals(e.tile(1, 0).heights().toArray(), e.tile(2, 0).heights().toArray()));
    }

    /** SplitMix64's finaliser (Steele, Lea and Flood 2014), written out for the test. */
    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    @Test
    void badTilesAreRefusedNamingTheValue() {
        Environment e = Preset.HIGHLANDS.environment(5).withGround(SMALL);
        var x = assertThrows(IllegalArgumentException.class, () -> e.tile(TileKey.MAX + 1, 0));
        assertTrue(x.getMessage().contains("column") && x.getMessage().contains("1000000001"), x.getMessage());
        x = assertThrows(IllegalArgumentException.class, () -> e.tile(0, Long.MIN_VALUE));
        assertTrue(x.getMessage().contains("row"), x.getMessage());
        assertThrows(IllegalArgumentException.class, () -> e.tile(0, 0, true, Elements.standard(), 0));
        assertThrows(IllegalArgumentException.class, () -> TileKey.at(Double.NaN, 0, 10));
        assertThrows(IllegalArgumentException.class, () -> TileKey.at(0, 0, -1));
    }

    @Test
    void theTileUnderAPoint() {
        assertEquals(new TileKey(0, 0), TileKey.at(0, 0, 100));
        assertEquals(new TileKey(0, 0), TileKey.at(-50, 49.9, 100));
        assertEquals(new TileKey(1, 0), TileKey.at(50, 0, 100));
        assertEquals(new TileKey(-1, -1), TileKey.at(-50.1, -51, 100));
        assertEquals(0, new TileKey(2, 0).distance(150, 0, 100));
        assertEquals(30, new TileKey(2, 0).distance(120, 0, 100), 1e-12);
    }
}
