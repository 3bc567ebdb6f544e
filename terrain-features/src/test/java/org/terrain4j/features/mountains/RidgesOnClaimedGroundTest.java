package org.terrain4j.features.mountains;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.HeightFunction;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.features.Shapes;
import org.terrain4j.testkit.Cases;

/**
 * Issue 31: ranges whose flanks' boxes overlap are one group, eroded together, but a ridge is laid only
 * along ground their outlines hold (or a named summit's own ground at its ends). The Proving Ground's
 * West Ridge and East Hills, 640 m of lowland apart, were joined by a straight crest that erosion kept as a
 * crease across the island; ranges that overlap stay joined.
 */
class RidgesOnClaimedGroundTest {

    private static final HeightFunction FLAT = (x, z) -> 0;

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0x31C2EA5EL, 6);
    }

    /** Which of two ranges split at x = {@code split} a summit belongs to. */
    private static boolean west(RangeSummit s, double split) {
        return s.x() < split;
    }

    /** Whether the ridges join the summits of both sides, at any step. */
    private static boolean joined(MountainGroup g, double split) {
        for (Ridge r : g.ridges()) {
            if (west(g.summits().get(r.from()), split) != west(g.summits().get(r.to()), split)) {
                return true;
            }
        }
        return false;
    }

    @ParameterizedTest
    @MethodSource("cases")
    void rangesApartAreOneGroupWithNoRidgeAcrossTheLowland(long seed) {
        // The Proving Ground's two ranges: outlines 640 m apart, boxes overlapping.
        List<MountainRange> ranges = List.of(
                MountainRange.massif("West", Shapes.capsule(-1000, -750, -750, 650, 260), 300).withPeakDensity(400)
                        .withErosion(0),
                MountainRange.massif("East", Shapes.capsule(600, -800, 800, 800, 450), 220).withPeakDensity(400)
                        .withErosion(0));
        List<MountainGroup> groups = Mountains.standard().withSpacing(40).withSeed(seed).withThreads(2).build(ranges,
                FLAT, ProgressListener.NONE);
        assertEquals(1, groups.size(), "the boxes overlap: one group");
        MountainGroup g = groups.get(0);
        assertTrue(g.summits().stream().anyMatch(s -> west(s, -170)), "summits in the west");
        assertTrue(g.summits().stream().anyMatch(s -> !west(s, -170)), "summits in the east");
        assertFalse(joined(g, -170), "a ridge crosses the lowland between the outlines: " + g.ridges());
    }

    @ParameterizedTest
    @MethodSource("cases")
    void rangesThatOverlapStayJoinedByTheirRidges(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        double overlap = rnd.nextDouble(100, 600);
        List<MountainRange> ranges = List.of(
                MountainRange.massif("West", Shapes.circle(-1200, 0, 1000), 400).withPeakDensity(300).withErosion(0),
                MountainRange.massif("East", Shapes.circle(1200 - overlap, 0, 1400), 500).withPeakDensity(300)
                        .withErosion(0));
        MountainGroup g = Mountains.standard().withSpacing(40).withSeed(seed).withThreads(2).build(ranges, FLAT,
                ProgressListener.NONE).get(0);
        // the spanning tree over the summits is one tree when every straight link between them stays inside
        // the two outlines' union; here the union is a joined peanut, and the tree crosses its waist
        assertTrue(joined(g, -200 - overlap / 2), "overlapping by " + overlap + " m: no ridge joins them");
    }

    @Test
    void aNamedSummitOutsideItsOutlineKeepsItsRidgeThroughItsOwnGround() {
        // A named summit 900 m outside a 2 km circle: its own ground reaches 500 m past every outline, so
        // the straight link from it to a summit inside crosses no unclaimed ground.
        MountainRange r = MountainRange.massif("C", Shapes.circle(0, 0, 2000), 600).withPeakDensity(0);
        List<RangeBuilder.Member> ms = List.of(new RangeBuilder.Member(r, 0, 40));
        GroupGrid grid = new GroupGrid(-4000, -4000, 40, 40, 201, 201, 0);
        List<RangeSummit> summits = List.of(new RangeSummit("Far", new GroundPoint(2900, 0), 700, true),
                new RangeSummit("", new GroundPoint(500, 0), 300, false),
                new RangeSummit("", new GroundPoint(-1500, 0), 300, false));
        assertEquals(-900, RangeBuilder.depth(grid, ms, 2900, 0), 1e-9, "900 m outside");
        assertTrue(RangeBuilder.claimedAlong(grid, ms, summits, 1, 0, 1), "from the named summit inward");
        assertTrue(RangeBuilder.claimedAlong(grid, ms, summits, 1, 1, 2), "inside the outline");
        // The same point as a generated summit has no ground of its own.
        assertFalse(RangeBuilder.claimedAlong(grid, ms, summits, 0, 0, 1), "a generated summit outside");
        // Past its own ground: a named summit 900 m out, a link that runs 1 km along the outside.
        List<RangeSummit> along = List.of(new RangeSummit("Far", new GroundPoint(2900, 0), 700, true),
                new RangeSummit("", new GroundPoint(2900, 2400), 300, false));
        assertFalse(RangeBuilder.claimedAlong(grid, ms, along, 1, 0, 1), "a link outside every outline");
    }

    @Test
    void aBandHoldsItsStripAcrossTheSeam() {
        MountainRange band = MountainRange.ring("Girdle", 1000, 5000, 1500);
        double circumference = 40000;
        List<RangeBuilder.Member> ms = List.of(new RangeBuilder.Member(band, 0, 100));
        GroupGrid grid = new GroupGrid(0, 0, 100, 100, 400, 61, circumference);
        List<RangeSummit> summits = List.of(new RangeSummit("", new GroundPoint(39800, 3000), 900, false),
                new RangeSummit("", new GroundPoint(300, 3500), 900, false),
                new RangeSummit("", new GroundPoint(300, 6500), 900, false));
        assertEquals(2000, RangeBuilder.depth(grid, ms, 123, 3000), 1e-9, "the band's middle");
        assertTrue(RangeBuilder.claimedAlong(grid, ms, summits, 0, 0, 1), "across the seam, inside the strip");
        assertFalse(RangeBuilder.claimedAlong(grid, ms, summits, 0, 1, 2), "out of the strip");
        // a massif across the seam, north of the band: its outline is read at the copy of x nearest its middle
        MountainRange knot = MountainRange.massif("Knot", org.terrain4j.features.Shapes.circle(-500, 9000, 1500), 800);
        List<RangeBuilder.Member> both = List.of(new RangeBuilder.Member(band, 0, 100),
                new RangeBuilder.Member(knot, 1, 100));
        List<RangeSummit> onKnot = List.of(new RangeSummit("", new GroundPoint(39800, 9000), 700, false),
                new RangeSummit("", new GroundPoint(300, 9200), 700, false));
        assertEquals(1200, RangeBuilder.depth(grid, both, 39800, 9000), 1e-9, "300 m from its centre, a period away");
        assertTrue(RangeBuilder.claimedAlong(grid, both, onKnot, 0, 0, 1), "across the seam, inside the massif");
    }
}
