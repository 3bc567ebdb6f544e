package org.terrain4j.features.mountains;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.testkit.Cases;

/**
 * The ridge graph's rules from its Javadoc, against brute force: in a ring the Delaunay edges of the
 * summits and their copies (a summit within a quarter of the circumference of the seam copied one
 * circumference across it), found by the empty-circle test on every pair of sites; ties in cost broken
 * by (p, q); spurs only below 1.25 × the tree's median edge length, with the stated chance.
 */
class RidgeGraphRulesTest {

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0xDE1A7L, 30);
    }

    /**
     * Whether some circle through sites a and b has no other site strictly inside: its centres lie on
     * a's and b's bisector, m + t·n, and each other site r keeps t on one side of a bound.
     */
    static boolean emptyCircle(double[][] s, int a, int b) {
        double bx = s[b][0] - s[a][0];
        double bz = s[b][1] - s[a][1];
        double mx = bx / 2;
        double mz = bz / 2;
        double nx = -bz;
        double nz = bx;
        double lo = Double.NEGATIVE_INFINITY;
        double hi = Double.POSITIVE_INFINITY;
        for (int r = 0; r < s.length; r++) {
            if (r == a || r == b) {
                continue;
            }
            double rx = s[r][0] - s[a][0];
            double rz = s[r][1] - s[a][1];
            // |c − r|² − |c − a|² = |r|² − 2 c·r with a at the origin, c = m + t·n
            double big = rx * rx + rz * rz - 2 * (mx * rx + mz * rz);
            double slope = 2 * (nx * rx + nz * rz);
            if (slope > 0) {
                hi = Math.min(hi, big / slope);
            } else if (slope < 0) {
                lo = Math.max(lo, big / slope);
            } else if (!(big > 0)) {
                return false;
            }
        }
        return lo < hi;
    }

    @ParameterizedTest
    @MethodSource("cases")
    void inARingTheEdgesAreTheDelaunayEdgesOfTheSummitsAndTheirCopies(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        double circumference = rnd.nextDouble(20000, 60000);
        int n = rnd.nextInt(3, 10);
        double[] x = new double[n];
        double[] z = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = rnd.nextDouble(0, circumference);
            z[i] = rnd.nextDouble(0, 15000);
        }
        List<double[]> sites = new ArrayList<>();
        List<Integer> owner = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            sites.add(new double[] {x[i], z[i]});
            owner.add(i);
        }
        for (int i = 0; i < n; i++) {
            if (x[i] < circumference / 4) {
                sites.add(new double[] {x[i] + circumference, z[i]});
                owner.add(i);
            }
            if (x[i] > circumference * 3 / 4) {
                sites.add(new double[] {x[i] - circumference, z[i]});
                owner.add(i);
            }
        }
        double[][] s = sites.toArray(new double[0][]);
        TreeMap<Long, Double> want = new TreeMap<>();
        for (int a = 0; a < s.length; a++) {
            for (int b = a + 1; b < s.length; b++) {
                int p = Math.min(owner.get(a), owner.get(b));
                int q = Math.max(owner.get(a), owner.get(b));
                if (p != q && emptyCircle(s, a, b)) {
                    double dx = Math.abs(x[p] - x[q]);
                    want.put((long) p << 32 | q, Math.hypot(Math.min(dx, circumference - dx), z[p] - z[q]));
                }
            }
        }
        TreeMap<Long, Double> got = new TreeMap<>();
        for (RidgeGraph.Edge e : RidgeGraph.delaunay(x, z, circumference)) {
            got.put((long) e.p() << 32 | e.q(), e.length());
        }
        assertEquals(want.keySet(), got.keySet(), n + " summits on a " + circumference + " m ring: the edges (p << 32 | q)");
        for (Long k : want.keySet()) {
            assertEquals(want.get(k), got.get(k), 1e-6, "edge " + (k >> 32) + "-" + (k & 0xFFFFFFFFL) + ": its length");
        }
    }

    @Test
    void edgesOfEqualCostComeInTheOrderOfTheirEnds() {
        double[] crest = {1000, 1000, 1000, 1000};
        List<RidgeGraph.Edge> edges = List.of(new RidgeGraph.Edge(1, 2, 500), new RidgeGraph.Edge(0, 3, 500),
                new RidgeGraph.Edge(0, 2, 500), new RidgeGraph.Edge(0, 1, 400));
        RidgeGraph.Edge[] sorted = RidgeGraph.byCost(edges, crest);
        assertEquals(List.of(edges.get(3), edges.get(2), edges.get(1), edges.get(0)), List.of(sorted));
    }

    /**
     * A tree whose cost order is not its length order (a long link between two high summits is cheaper
     * than short ones between low summits): its lengths in cost order are 3,000, 1,100 and 1,200 m, so
     * the median is 1,200 m and a leftover edge of 1,450 m is below 1.25 × it. It becomes a spur with the
     * chance 0.25 + 0.35 · ruggedness; one of 1,510 m never does.
     */
    @Test
    void spursAreTheLeftoverEdgesBelowOneAndAQuarterTimesTheTreesMedianLength() {
        double[] crest = {4000, 4000, 0, 0};
        int trials = 400;
        for (double leftover : new double[] {1450, 1510}) {
            List<RidgeGraph.Edge> edges = List.of(new RidgeGraph.Edge(0, 1, 3000), new RidgeGraph.Edge(1, 2, 1100),
                    new RidgeGraph.Edge(2, 3, 1200), new RidgeGraph.Edge(0, 3, leftover));
            int spurs = 0;
            for (int t = 0; t < trials; t++) {
                List<RidgeGraph.Chosen> chosen = RidgeGraph.ridges(crest, edges, 1, new SplittableRandom(t));
                assertEquals(3, chosen.stream().filter(c -> !c.spur()).count(), "the tree's three edges");
                spurs += (int) chosen.stream().filter(RidgeGraph.Chosen::spur).count();
            }
            if (leftover < 1.25 * 1200) {
                // chance 0.6 at ruggedness 1: 240 of 400 expected, σ ≈ 9.8
                assertTrue(Math.abs(spurs - 0.6 * trials) < 50, leftover + " m: " + spurs + " spurs in " + trials);
            } else {
                assertEquals(0, spurs, leftover + " m is past 1.25 × the median");
            }
        }
    }
}
