package org.terrain4j.analysis.route;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;

/** Walkable width, chokes, valleys and the ground census on synthetic ground with known answers. */
class StretchesTest {

    /** A flat grid 1200 m × 400 m at 5 m, with water everywhere except a corridor |z − 200| ≤ halfWidth(x). */
    private static WalkableGround corridor(java.util.function.DoubleUnaryOperator halfWidth) {
        int columns = 241;
        int rows = 81;
        GridFrame frame = GridFrame.of(0, 0, 5);
        Heightfield flat = Heightfield.sampled(frame, columns, rows, (x, z) -> 0);
        boolean[] water = new boolean[columns * rows];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                water[r * columns + c] = Math.abs(frame.z(r) - 200) > halfWidth.applyAsDouble(frame.x(c));
            }
        }
        return Tobler.standard().walkableGround(flat, SampleMask.of(columns, rows, water));
    }

    @Test
    void widthOfAStraightCorridorIsItsSampleCountTimesTheSpacing() {
        WalkableGround g = corridor(x -> 20); // rows with |z − 200| ≤ 20: 9 samples, 45 m
        assertEquals(45, g.widthAt(100, 200, 90), 1e-9);
        assertEquals(45, g.widthAt(100, 190, 270), 1e-9, "off the middle, the other way");
        // measured at 45° to the corridor the cut is √2 times longer
        assertEquals(45 * Math.sqrt(2), g.widthAt(100, 200, 45), 1e-9);
        // along the corridor the width runs to the grid's ends: 241 samples of 5 m
        assertEquals(1205, g.widthAt(100, 200, 0), 1e-9);
        assertEquals(0, g.widthAt(100, 300, 90), "in the water");
        assertThrows(IllegalArgumentException.class, () -> g.widthAt(Double.NaN, 0, 0));
    }

    private static List<RouteSample> middleLine(WalkableGround g) {
        TravelTimes t = g.travelTimes(0, 200);
        return t.routeTo(1200, 200).orElseThrow().resampled(50);
    }

    @Test
    void aNarrowingBetweenWideGroundIsOneChoke() {
        // 200 m wide, 40 m wide for x in [500, 650], 200 m wide again
        WalkableGround g = corridor(x -> x >= 500 && x <= 650 ? 20 : 100);
        List<RouteSample> s = middleLine(g);
        assertEquals(25, s.size());
        assertEquals(45, g.widthAt(s.get(11)), 1e-9); // x = 550
        assertEquals(205, g.widthAt(s.get(2)), 1e-9);
        List<Stretch> chokes = Chokes.standard().along(g, s);
        assertEquals(1, chokes.size());
        assertEquals(500, chokes.get(0).startAlong(), 1e-9);
        assertEquals(650, chokes.get(0).endAlong(), 1e-9);
        assertEquals(4, chokes.get(0).samples().size());
        // the open ground (205 m) must be contrast × 45 m wide: 5× asks for 225 m
        assertEquals(0, Chokes.standard().withContrast(5).along(g, s).size());
        // and it must lie within the reach: 30 m before and after finds only narrow samples
        assertEquals(0, Chokes.standard().withReach(30).along(g, s).size());
    }

    @Test
    void aCorridorNarrowEverywhereHasNoChoke() {
        WalkableGround g = corridor(x -> 30);
        assertEquals(List.of(), Chokes.standard().along(g, middleLine(g)));
    }

    @Test
    void aNarrowingAtTheStartIsNoChoke() {
        WalkableGround g = corridor(x -> x <= 100 ? 20 : 100);
        assertEquals(List.of(), Chokes.standard().along(g, middleLine(g)));
    }

    /**
     * A valley floor along z = 300 m: flat plains (height 0) west of x = 400 m and east of 800 m;
     * between them, walls rising 0.6 m per metre to 60 m, 100 m off the floor.
     */
    private static WalkableGround trough() {
        GridFrame frame = GridFrame.of(0, 0, 5);
        Heightfield field = Heightfield.sampled(frame, 241, 121,
                (x, z) -> x >= 400 && x <= 800 ? 60 * Math.min(1, Math.abs(z - 300) / 100) : 0);
        return Tobler.standard().walkableGround(field, SampleMask.none());
    }

    @Test
    void aWalledTroughIsOneValleyFromItsFirstSampleToItsLast() {
        WalkableGround g = trough();
        List<RouteSample> s = g.travelTimes(0, 300).routeTo(1200, 300).orElseThrow().resampled(50);
        List<Stretch> valleys = Valleys.standard().along(g, s);
        assertEquals(1, valleys.size());
        assertEquals(400, valleys.get(0).startAlong(), 1e-9);
        assertEquals(800, valleys.get(0).endAlong(), 1e-9);
        // walls of 60 m fail a 61 m rise; a 50 m depth fails too (the mean within 300 m is under 50 m)
        assertEquals(0, Valleys.standard().withWallRise(61).along(g, s).size());
        assertEquals(0, Valleys.standard().withDepth(50).along(g, s).size());
    }

    @Test
    void aWallOnOneSideOnlyIsNoValley() {
        GridFrame frame = GridFrame.of(0, 0, 5);
        Heightfield field = Heightfield.sampled(frame, 241, 121,
                (x, z) -> x >= 400 && x <= 800 && z > 300 ? 120 * Math.min(1, (z - 300) / 100) : 0);
        WalkableGround g = Tobler.standard().walkableGround(field, SampleMask.none());
        List<RouteSample> s = g.travelTimes(0, 300).routeTo(1200, 300).orElseThrow().resampled(50);
        assertEquals(List.of(), Valleys.standard().along(g, s));
        // it is low enough and walled on one side: only the other side's missing wall rules it out
        assertTrue(Valleys.meanWithin(g, 600, 300, 300) - s.get(12).height() >= 15);
    }

    @Test
    void censusCountsWalkableEasyAndReachedLand() {
        // 60 × 20 samples at 1 m: sea west of x = 10; a 10° plane to x = 29, a 20° plane beyond
        // (a kink at x = 30), and a 50° cliff for x ≥ 50 that is not walkable
        double t10 = Math.tan(Math.toRadians(10));
        double t20 = Math.tan(Math.toRadians(20));
        double t50 = Math.tan(Math.toRadians(50));
        Heightfield field = Heightfield.sampled(GridFrame.of(0, 0, 1), 60, 20, (x, z) -> {
            if (x < 10) {
                return -1;
            }
            double h = Math.min(x, 30) * t10 + Math.max(0, Math.min(x, 50) - 30) * t20;
            return h + Math.max(0, x - 50) * t50;
        });
        GroundCensus c = Tobler.standard().travelTimes(field, SampleMask.below(field, 0), 15, 10).census();
        assertEquals(50 * 20, c.landSamples());
        // central-difference slopes: x = 10 steps up from the sea (56°, closed); 11…29 are 10° (easy);
        // x = 30 averages the 10° and 20° runs (15.1°, walkable, not easy); 31…49 are 20°; x = 50
        // averages 20° and 50° (37.9°, walkable); 51…59 are 50° (closed)
        assertEquals(40 * 20, c.walkableSamples());
        assertEquals(c.walkableSamples(), c.reachableSamples());
        assertEquals(19 * 20, c.easySamples());
        assertEquals(0.8, c.walkableShare(), 1e-12);
        assertEquals(0.38, c.easyShare(), 1e-12);
    }

    @Test
    void aWallCutsTheReachableGround() {
        Heightfield flat = Heightfield.sampled(GridFrame.of(0, 0, 1), 30, 10, (x, z) -> 0);
        boolean[] wall = new boolean[300];
        for (int r = 0; r < 10; r++) {
            wall[r * 30 + 10] = true;
        }
        GroundCensus c = Tobler.standard().travelTimes(flat, SampleMask.of(30, 10, wall), 25, 5).census();
        assertEquals(290, c.landSamples());
        assertEquals(290, c.walkableSamples());
        assertEquals(190, c.reachableSamples());
        assertEquals(290, c.easySamples());
    }
}
