package org.terrain4j.analysis.playspace;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.terrain4j.api.GroundPoint;

/**
 * Finds the beats along one resampled route from per-sample facts. Package-private: the report
 * builds the facts and this class only applies the rules, so the rules can be tested on hand-made
 * profiles.
 */
final class BeatTrack {

    /** The per-sample facts of one route; arrays are indexed by route sample. */
    static final class Profile {
        final double[] x;
        final double[] z;
        final double[] distance;
        final double[] time;
        final double[] elevation;
        /** {@code seen[l][i]}: landmark {@code l}'s top is seen from sample {@code i}. */
        boolean[][] seen = new boolean[0][];
        /** {@code near[v][i]}: sample {@code i} is within the vantage radius of vantage {@code v}. */
        boolean[][] nearVantage = new boolean[0][];
        /** Sample indices where a choke stretch starts. */
        int[] chokeStarts = new int[0];
        /** Valley stretches as {@code {first, last}} sample indices, inclusive. */
        int[][] valleys = new int[0][];
        /** Sample {@code i} is beside water. */
        boolean[] nearWater;

        Profile(double[] x, double[] z, double[] distance, double[] time, double[] elevation) {
            this.x = x;
            this.z = z;
            this.distance = distance;
            this.time = time;
            this.elevation = elevation;
            this.nearWater = new boolean[x.length];
        }

        int size() {
            return x.length;
        }
    }

    private BeatTrack() {
    }

    /**
     * The beats of one route, in run-time order (ties by kind, then subject).
     *
     * @param p            the route's facts
     * @param revealHidden metres a landmark must have been hidden before its coming into view
     *                     counts as a reveal
     * @param crestDrop    metres the route must fall on both sides of a high point of its profile
     *                     before rising above it again for the high point to count as a crest
     * @param waterGap     metres away from water before coming back beside it counts again
     */
    static List<Beat> beats(Profile p, double revealHidden, double crestDrop, double waterGap) {
        List<Beat> out = new ArrayList<>();
        int n = p.size();
        if (n == 0) {
            return out;
        }
        for (int l = 0; l < p.seen.length; l++) {
            boolean[] s = p.seen[l];
            // Hidden since the route's start counts from distance 0: a landmark in view at the start
            // was never revealed on this route.
            double hiddenSince = 0;
            boolean was = s[0];
            for (int i = 1; i < n; i++) {
                if (s[i] && !was && p.distance[i] - hiddenSince >= revealHidden) {
                    out.add(beat(p, Beat.Kind.REVEAL, i, l));
                }
                if (!s[i] && was) {
                    hiddenSince = p.distance[i - 1];
                }
                was = s[i];
            }
        }
        for (int c : p.chokeStarts) {
            out.add(beat(p, Beat.Kind.CHOKE, c, -1));
        }
        for (int v = 0; v < p.nearVantage.length; v++) {
            boolean[] near = p.nearVantage[v];
            for (int i = 0; i < n; i++) {
                if (near[i]) {
                    out.add(beat(p, Beat.Kind.VANTAGE, i, v));
                    break;
                }
            }
        }
        for (int i : crests(p.elevation, crestDrop)) {
            out.add(beat(p, Beat.Kind.CREST, i, -1));
        }
        for (int[] v : p.valleys) {
            out.add(beat(p, Beat.Kind.VALLEY_ENTRY, v[0], -1));
            if (v[1] < n - 1) {
                out.add(beat(p, Beat.Kind.VALLEY_EXIT, v[1], -1));
            }
        }
        double lastWater = Double.NEGATIVE_INFINITY;
        boolean wasNear = false;
        for (int i = 0; i < n; i++) {
            boolean near = p.nearWater[i];
            if (near && !wasNear && p.distance[i] - lastWater >= waterGap) {
                out.add(beat(p, Beat.Kind.WATER, i, -1));
            }
            if (near) {
                lastWater = p.distance[i];
            }
            wasNear = near;
        }
        out.sort(Comparator.comparingDouble(Beat::time)
                .thenComparing(Beat::kind)
                .thenComparingInt(Beat::subject));
        return out;
    }

    /**
     * The high points of a profile that stand at least {@code drop} over the lowest ground between
     * them and higher ground (or the profile's end) on both sides: the one-dimensional prominence
     * of the profile's local maxima. A flat top counts once, at its first sample. The profile's own
     * ends are never crests.
     */
    static List<Integer> crests(double[] h, double drop) {
        List<Integer> out = new ArrayList<>();
        int n = h.length;
        int i = 1;
        while (i < n - 1) {
            int j = i;
            while (j + 1 < n && h[j + 1] == h[i]) {
                j++;
            }
            boolean max = h[i - 1] < h[i] && j + 1 < n && h[j + 1] < h[i];
            if (max && side(h, i, -1, drop) && side(h, j, +1, drop)) {
                out.add(i);
            }
            i = j + 1;
        }
        return out;
    }

    /** Whether the profile falls by {@code drop} from {@code h[from]} going {@code step} before rising above it. */
    private static boolean side(double[] h, int from, int step, double drop) {
        double top = h[from];
        double low = top;
        for (int k = from + step; k >= 0 && k < h.length; k += step) {
            if (h[k] > top) {
                break;
            }
            low = Math.min(low, h[k]);
            if (top - low >= drop) {
                return true;
            }
        }
        return top - low >= drop;
    }

    private static Beat beat(Profile p, Beat.Kind kind, int i, int subject) {
        return new Beat(kind, p.distance[i], p.time[i], new GroundPoint(p.x[i], p.z[i]), subject);
    }

    /**
     * The longest run time without a beat on a route of total time {@code total}: the largest gap
     * between consecutive beats, counting the route's start and end as bounds.
     */
    static double longestQuiet(List<Beat> beats, double total) {
        double last = 0;
        double longest = 0;
        for (Beat b : beats) {
            longest = Math.max(longest, b.time() - last);
            last = b.time();
        }
        return Math.max(longest, total - last);
    }
}
