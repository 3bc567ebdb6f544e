package org.terrain4j.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The streaming policy (issue #35, seed 002). */
class StreamingTest {

    static Stream<Arguments> walks() {
        SplittableRandom rnd = new SplittableRandom(0x35_57EAL);
        List<Arguments> out = new ArrayList<>();
        for (int k = 0; k < 8; k++) {
            out.add(Arguments.of("seed " + k, rnd.nextLong()));
        }
        return out.stream();
    }

    /** Applies a step to the laid set, counting how often each tile was laid. */
    static void apply(Streaming.Step s, Set<TileKey> laid, Map<TileKey, Integer> lays) {
        for (TileKey t : s.release()) {
            assertTrue(laid.remove(t), "released a tile not laid: " + t);
        }
        for (TileKey t : s.lay()) {
            assertTrue(laid.add(t), "laid a tile already laid: " + t);
            lays.merge(t, 1, Integer::sum);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("walks")
    void theTileUnderTheViewpointIsLaidFirstAndTheCacheBoundHolds(String name, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        double size = 2_000 + rnd.nextDouble() * 14_000;
        Streaming s = Streaming.of(size).withPerStep(1 + rnd.nextInt(3))
                .withCapacity((int) Streaming.fewestNeeded(size, Streaming.DRAW_DISTANCE) + rnd.nextInt(4));
        Set<TileKey> laid = new HashSet<>();
        Map<TileKey, Integer> lays = new HashMap<>();
        double x = (rnd.nextDouble() - 0.5) * 1e6;
        double z = (rnd.nextDouble() - 0.5) * 1e6;
        double heading = rnd.nextDouble() * 2 * Math.PI;
        for (int step = 0; step < 600; step++) {
            heading += (rnd.nextDouble() - 0.5) * 0.3;
            x += Math.cos(heading) * 300;
            z += Math.sin(heading) * 300;
            TileKey under = TileKey.at(x, z, size);
            Streaming.Step st = s.step(x, z, laid);
            if (!laid.contains(under)) {
                assertEquals(under, st.lay().get(0), "the tile under the viewpoint first, step " + step);
            }
            assertTrue(st.lay().size() <= s.perStep());
            for (int k = 1; k < st.lay().size(); k++) {
                assertTrue(st.lay().get(k - 1).equals(under)
                        || st.lay().get(k - 1).distance(x, z, size) <= st.lay().get(k).distance(x, z, size), "by distance");
            }
            for (TileKey t : st.release()) {
                assertTrue(t.distance(x, z, size) > s.drawDistance(), "released a wanted tile " + t);
            }
            apply(st, laid, lays);
            assertTrue(laid.size() <= s.capacity(), laid.size() + " tiles kept, capacity " + s.capacity());
            for (TileKey t : laid) {
                assertTrue(t.distance(x, z, size) <= s.drawDistance() + s.hold() + 300 * 2, "held too far: " + t);
            }
        }
        // standing still, everything wanted is laid within as many steps as there are wanted tiles
        for (int k = 0; k < s.wanted(x, z).size(); k++) {
            apply(s.step(x, z, laid), laid, lays);
        }
        assertTrue(laid.containsAll(s.wanted(x, z)));
        assertTrue(s.step(x, z, laid).lay().isEmpty());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("walks")
    void weavingBackAndForthOverALineDoesNotLayATileAgain(String name, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        Streaming s = Streaming.of(16_000);
        double size = s.tileSize();
        // a line where a tile leaves the draw distance: the viewpoint 12 000 m east of a tile's east edge
        double lineX = rnd.nextInt(-20, 20) * size + size / 2 + Streaming.DRAW_DISTANCE;
        double z = (rnd.nextDouble() - 0.5) * size * 0.5;
        Set<TileKey> laid = new HashSet<>();
        Map<TileKey, Integer> lays = new HashMap<>();
        for (int k = 0; k < 40; k++) {
            apply(s.step(lineX - 10, z, laid), laid, lays);
        }
        Map<TileKey, Integer> settled = new HashMap<>(lays);
        for (int k = 0; k < 400; k++) {
            double x = lineX + (k % 2 == 0 ? 1 : -1) * rnd.nextDouble() * 0.45 * s.hold();
            apply(s.step(x, z, laid), laid, lays);
        }
        for (var e : lays.entrySet()) {
            assertEquals(1, e.getValue(), "tile " + e.getKey() + " was laid again while weaving over the line");
        }
        assertTrue(lays.size() >= settled.size());
        // and without the hold it would be: the same weave with hold 0 lays a tile again
        Streaming bare = s.withHold(0).withCapacity(s.capacity());
        Set<TileKey> l2 = new HashSet<>();
        Map<TileKey, Integer> lays2 = new HashMap<>();
        for (int k = 0; k < 40; k++) {
            apply(bare.step(lineX - 10, z, l2), l2, lays2);
        }
        for (int k = 0; k < 40; k++) {
            apply(bare.step(lineX + (k % 2 == 0 ? 10 : -10), z, l2), l2, lays2);
        }
        assertTrue(lays2.values().stream().anyMatch(v -> v > 1), "with no hold a weave regenerates");
    }

    @Test
    void aPolicyIsAPureFunction() {
        Streaming s = Streaming.of(16_000);
        Set<TileKey> laid = Set.of(new TileKey(0, 0), new TileKey(9, 9), new TileKey(1, 0));
        assertEquals(s.step(100, -200, laid), s.step(100, -200, new HashSet<>(laid)));
        Streaming.Step st = s.step(100, -200, laid);
        assertEquals(List.of(new TileKey(9, 9)), st.release());
        assertEquals(List.of(new TileKey(0, -1)), st.lay(), "the nearest tile not yet laid");
        assertEquals(9, s.wanted(0, 0).size());
        assertEquals(16, s.capacity());
        assertEquals(new TileKey(0, 0), s.wanted(0, 0).get(0));
        assertFalse(s.wanted(7_999, 0).get(0).equals(new TileKey(1, 0)));
        // on a corner four tiles are at distance 0: the one under the viewpoint (east and south) comes first
        assertEquals(new TileKey(1, 1), s.wanted(8_000, 8_000).get(0));
        assertEquals(List.of(new TileKey(1, 1)), s.step(8_000, 8_000, Set.of()).lay());
    }

    /**
     * Under capacity pressure the held tiles go farthest first: with more tiles laid inside the hold than the
     * capacity allows, every tile released for room lies at least as far as every held tile kept, and the
     * bound holds after the step.
     */
    @Test
    void capacityPressureReleasesTheFarthestHeldTilesFirst() {
        double size = 1000;
        Streaming s = Streaming.of(size).withDrawDistance(2000).withHold(3000).withPerStep(1024);
        int capacity = (int) Streaming.fewestNeeded(size, 2000) + 5;
        Streaming tight = s.withCapacity(capacity);
        Set<TileKey> laid = new java.util.HashSet<>();
        for (int c = -5; c <= 5; c++) {
            for (int r = -5; r <= 5; r++) {
                TileKey t = new TileKey(c, r);
                if (t.distance(0, 0, size) <= 5000) {
                    laid.add(t);
                }
            }
        }
        Streaming.Step step = tight.step(0, 0, laid);
        Set<TileKey> kept = new java.util.HashSet<>(laid);
        kept.removeAll(step.release());
        assertTrue(kept.size() + step.lay().size() <= capacity, kept.size() + " + " + step.lay().size());
        double nearestReleased = step.release().stream().mapToDouble(t -> t.distance(0, 0, size)).min().orElseThrow();
        double farthestKept = kept.stream().mapToDouble(t -> t.distance(0, 0, size)).max().orElseThrow();
        assertTrue(nearestReleased >= farthestKept, nearestReleased + " released, " + farthestKept + " kept");
        // and without the pressure nothing inside draw distance + hold is released
        assertEquals(List.of(), s.step(0, 0, laid).release());
    }

    /** A capacity set explicitly is kept when the reach changes; a default one follows the reach. */
    @Test
    void anExplicitCapacityIsKeptAndADefaultOneFollowsTheReach() {
        Streaming s = Streaming.of(1000);
        Streaming explicit = s.withCapacity(900);
        assertEquals(900, explicit.withDrawDistance(3000).capacity());
        assertEquals(900, explicit.withHold(10).capacity());
        assertEquals(900, explicit.withPerStep(3).capacity());
        assertTrue(s.withDrawDistance(3000).capacity() < s.capacity(), "a shorter reach needs fewer tiles");
        assertTrue(s.withHold(5000).capacity() > s.capacity(), "a longer hold keeps more tiles");
        assertEquals(1000, s.tileSize());
    }

    @Test
    void badSettingsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> Streaming.of(0));
        assertThrows(IllegalArgumentException.class, () -> Streaming.of(100).withDrawDistance(Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> Streaming.of(100).withHold(-1));
        assertThrows(IllegalArgumentException.class, () -> Streaming.of(100).withPerStep(0));
        assertThrows(IllegalArgumentException.class, () -> Streaming.of(1));
        var x = assertThrows(IllegalArgumentException.class,
                () -> Streaming.of(100).withDrawDistance(100).withHold(1).withCapacity(8));
        assertTrue(x.getMessage().contains("capacity") && x.getMessage().contains("[16,"), x.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Streaming.of(16_000).step(Double.NaN, 0, Set.of()));
    }
}
