package org.terrain4j.analysis.playspace;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class BeatTrackTest {

    /** A straight route along x, a sample every 50 m, walked at 1 m/s. */
    private static BeatTrack.Profile straight(double... elevation) {
        int n = elevation.length;
        double[] x = new double[n];
        double[] z = new double[n];
        double[] d = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = 50.0 * i;
            d[i] = 50.0 * i;
        }
        return new BeatTrack.Profile(x, z, d, d.clone(), elevation);
    }

    private static List<Beat.Kind> kinds(List<Beat> beats) {
        return beats.stream().map(Beat::kind).toList();
    }

    @Test
    void aRevealNeedsTheHiddenDistance() {
        BeatTrack.Profile p = straight(new double[12]);
        // Seen at the start, hidden over samples 1..3 and seen again at 4: 200 m from the last
        // sighting (a reveal); hidden at 6 only and seen again at 7: 100 m (not one).
        p.seen = new boolean[][] {{true, false, false, false, true, true, false, true, true, true, true, true}};
        List<Beat> beats = BeatTrack.beats(p, 150, 10, 150);
        assertEquals(List.of(Beat.Kind.REVEAL), kinds(beats));
        assertEquals(200.0, beats.get(0).distance());
        assertEquals(0, beats.get(0).subject());
    }

    @Test
    void hiddenFromTheStartCountsFromDistanceZero() {
        BeatTrack.Profile p = straight(new double[6]);
        p.seen = new boolean[][] {{false, false, true, true, true, true}, {false, false, false, true, true, true}};
        List<Beat> beats = BeatTrack.beats(p, 150, 10, 150);
        // Landmark 0 comes into view at 100 m (too soon), landmark 1 at 150 m.
        assertEquals(1, beats.size());
        assertEquals(1, beats.get(0).subject());
        assertEquals(150.0, beats.get(0).distance());
    }

    @Test
    void crestsAreProfileHighPointsWithTheDropOnBothSides() {
        // A 20 m hump at sample 2, a 5 m bump at sample 6, a flat-topped 30 m crest at 9..10, then the
        // route ends climbing (its end is no crest).
        double[] h = {0, 10, 20, 10, 0, 2, 5, 2, 15, 30, 30, 12, 40};
        assertEquals(List.of(2, 9), BeatTrack.crests(h, 10));
        assertEquals(List.of(2, 6, 9), BeatTrack.crests(h, 3));
    }

    @Test
    void aCrestBesideHigherGroundIsNotOne() {
        // Sample 2 is a local maximum, but the route rises above it after a drop of only 4 m.
        double[] h = {0, 5, 20, 16, 25, 0};
        assertEquals(List.of(4), BeatTrack.crests(h, 10));
    }

    @Test
    void valleysChokesVantagesAndWaterInRunTimeOrder() {
        BeatTrack.Profile p = straight(new double[10]);
        p.valleys = new int[][] {{2, 4}, {8, 9}};
        p.chokeStarts = new int[] {3};
        p.nearVantage = new boolean[][] {{false, false, false, false, false, true, true, false, true, false}};
        p.nearWater = new boolean[] {true, false, false, false, true, false, false, false, false, true};
        List<Beat> beats = BeatTrack.beats(p, 150, 10, 150);
        assertEquals(List.of(Beat.Kind.WATER, Beat.Kind.VALLEY_ENTRY, Beat.Kind.CHOKE, Beat.Kind.VALLEY_EXIT,
                Beat.Kind.WATER, Beat.Kind.VANTAGE, Beat.Kind.VALLEY_ENTRY, Beat.Kind.WATER), kinds(beats));
        // The second valley runs to the route's end, so it has no exit; the vantage counts once.
        assertEquals(250.0, beats.get(5).distance());
    }

    @Test
    void waterTooSoonAfterWaterIsTheSameWater() {
        BeatTrack.Profile p = straight(new double[6]);
        p.nearWater = new boolean[] {true, false, true, false, false, true};
        List<Beat> beats = BeatTrack.beats(p, 150, 10, 150);
        // Back beside water 100 m after leaving it: the same brook. 150 m after: a new one.
        assertEquals(List.of(0.0, 250.0), beats.stream().map(Beat::distance).toList());
    }

    @Test
    void longestQuietCountsTheRouteEnds() {
        BeatTrack.Profile p = straight(new double[10]);
        p.chokeStarts = new int[] {2, 3};
        List<Beat> beats = BeatTrack.beats(p, 150, 10, 150);
        assertEquals(300.0, BeatTrack.longestQuiet(beats, 450));
        assertEquals(450.0, BeatTrack.longestQuiet(List.of(), 450));
    }
}
