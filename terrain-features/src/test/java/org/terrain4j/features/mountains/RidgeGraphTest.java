package org.terrain4j.features.mountains;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.testkit.Cases;

/**
 * The ridge graph against independent brute force: Delaunay edges by the empty-circumcircle test
 * over every triple, and the minimum spanning tree by Prim over those edges with the same cost.
 */
class RidgeGraphTest {

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0x3ED6EL, 25);
    }

    /** Delaunay edges by brute force: a pair is an edge if some triangle through it has an empty circumcircle. */
    static Set<Long> bruteDelaunay(double[] x, double[] z) {
        int n = x.length;
        Set<Long> edges = new HashSet<>();
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                for (int c = b + 1; c < n; c++) {
                    double ax = x[a], az = z[a], bx = x[b], bz = z[b], cx = x[c], cz = z[c];
                    double d = 2 * (ax * (bz - cz) + bx * (cz - az) + cx * (az - bz));
                    if (Math.abs(d) < 1e-9) {
                        continue;
                    }
                    double ux = ((ax * ax + az * az) * (bz - cz) + (bx * bx + bz * bz) * (cz - az)
                            + (cx * cx + cz * cz) * (az - bz)) / d;
                    double uz = ((ax * ax + az * az) * (cx - bx) + (bx * bx + bz * bz) * (ax - cx)
                            + (cx * cx + cz * cz) * (bx - ax)) / d;
                    double r2 = (ax - ux) * (ax - ux) + (az - uz) * (az - uz);
                    boolean empty = true;
                    for (int e = 0; e < n && empty; e++) {
                        if (e != a && e != b && e != c) {
                            double q = (x[e] - ux) * (x[e] - ux) + (z[e] - uz) * (z[e] - uz);
                            empty = q > r2 * (1 + 1e-12);
                        }
                    }
                    if (empty) {
                        edges.add(key(a, b));
                        edges.add(key(a, c));
                        edges.add(key(b, c));
                    }
                }
            }
        }
        return edges;
    }

    static long key(int p, int q) {
        return ((long) Math.min(p, q) << 32) | Math.max(p, q);
    }

    /** Prim over the given edges, O(n·E); returns the tree's edge keys. */
    static Set<Long> prim(int n, List<RidgeGraph.Edge> edges, double[] crest) {
        boolean[] in = new boolean[n];
        in[0] = true;
        Set<Long> tree = new HashSet<>();
        for (int step = 1; step < n; step++) {
            RidgeGraph.Edge best = null;
            double bestCost = Double.POSITIVE_INFINITY;
            for (RidgeGraph.Edge e : edges) {
                if (in[e.p()] != in[e.q()]) {
                    double c = e.length() / (0.5 + Math.min(crest[e.p()], crest[e.q()]) / 4000);
                    if (c < bestCost) {
                        bestCost = c;
                        best = e;
                    }
                }
            }
            in[best.p()] = true;
            in[best.q()] = true;
            tree.add(key(best.p(), best.q()));
        }
        return tree;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void delaunayEdgesMatchTheEmptyCircleTest(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        int n = 3 + rnd.nextInt(40);
        double[] x = new double[n];
        double[] z = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = rnd.nextDouble() * 30000;
            z[i] = rnd.nextDouble() * 20000;
        }
        Set<Long> ours = new HashSet<>();
        for (RidgeGraph.Edge e : RidgeGraph.delaunay(x, z, 0)) {
            ours.add(key(e.p(), e.q()));
            assertEquals(Math.hypot(x[e.p()] - x[e.q()], z[e.p()] - z[e.q()]), e.length(), 1e-9);
        }
        assertEquals(bruteDelaunay(x, z), ours);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void kruskalTreeIsPrimsTree(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        int n = 2 + rnd.nextInt(60);
        double[] x = new double[n];
        double[] z = new double[n];
        double[] crest = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = rnd.nextDouble() * 40000;
            z[i] = rnd.nextDouble() * 40000;
            crest[i] = 500 + rnd.nextDouble() * 4000;
        }
        List<RidgeGraph.Edge> edges = RidgeGraph.delaunay(x, z, 0);
        List<RidgeGraph.Chosen> ridges = RidgeGraph.ridges(crest, edges, rnd.nextDouble(), new SplittableRandom(seed));
        Set<Long> tree = new HashSet<>();
        Set<Long> all = new HashSet<>();
        for (RidgeGraph.Chosen c : ridges) {
            all.add(key(c.edge().p(), c.edge().q()));
            if (!c.spur()) {
                tree.add(key(c.edge().p(), c.edge().q()));
            }
            double low = Math.min(crest[c.edge().p()], crest[c.edge().q()]);
            assertTrue(c.saddle() < low && c.saddle() >= low * 0.55 - 1e-9, "saddle " + c.saddle() + " low " + low);
            assertTrue(c.saddleAt() >= 0.35 && c.saddleAt() <= 0.65);
        }
        assertEquals(n - 1, tree.size(), "a spanning tree has n − 1 edges");
        assertEquals(all.size(), ridges.size(), "no ridge twice");
        assertEquals(prim(n, edges, crest), tree);
    }

    @Test
    void costFavoursLinksBetweenHighSummits() {
        // Three summits in a row at equal spacing plus a fourth off the line: the tree links the two
        // high ones directly rather than through the low one, although the low one is as near.
        double[] x = {0, 5000, 10000, 5000};
        double[] z = {0, 0, 0, 4000};
        double[] crest = {4000, 4000, 4000, 300};
        List<RidgeGraph.Chosen> ridges = RidgeGraph.ridges(crest, RidgeGraph.delaunay(x, z, 0), 0,
                new SplittableRandom(1));
        Set<Long> tree = new HashSet<>();
        for (RidgeGraph.Chosen c : ridges) {
            if (!c.spur()) {
                tree.add(key(c.edge().p(), c.edge().q()));
            }
        }
        assertTrue(tree.contains(key(0, 1)) && tree.contains(key(1, 2)), tree.toString());
    }

    @Test
    void ringEdgesCrossTheSeam() {
        double c = 100000;
        List<Double> xs = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            xs.add(i * 10000 + 5000.0);
        }
        double[] x = xs.stream().mapToDouble(Double::doubleValue).toArray();
        double[] z = new double[x.length];
        for (int i = 0; i < z.length; i++) {
            z[i] = (i % 2) * 3000;
        }
        boolean crosses = false;
        for (RidgeGraph.Edge e : RidgeGraph.delaunay(x, z, c)) {
            if (e.p() == 0 && e.q() == 9) {
                crosses = true;
                assertEquals(Math.hypot(10000, 3000), e.length(), 1e-6, "the short way round the seam");
            }
        }
        assertTrue(crosses, "first and last summits are neighbours across the seam");
    }

    /** Javadoc: the edges come sorted by (p, q); two summits are one edge; no edge twice. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void edgesComeSortedOnceEachAndTwoSummitsAreJoined(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        int n = 2 + rnd.nextInt(30);
        double[] x = new double[n];
        double[] z = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = rnd.nextDouble() * 30000;
            z[i] = rnd.nextDouble() * 20000;
        }
        List<RidgeGraph.Edge> edges = RidgeGraph.delaunay(x, z, 0);
        for (int k = 1; k < edges.size(); k++) {
            RidgeGraph.Edge a = edges.get(k - 1);
            RidgeGraph.Edge b = edges.get(k);
            assertTrue(a.p() < b.p() || (a.p() == b.p() && a.q() < b.q()), "sorted, once each: " + edges);
        }
        List<RidgeGraph.Edge> two = RidgeGraph.delaunay(new double[] {x[0], x[1]}, new double[] {z[0], z[1]}, 0);
        assertEquals(1, two.size(), "two summits");
        assertEquals(Math.hypot(x[0] - x[1], z[0] - z[1]), two.get(0).length(), 1e-9);
        assertEquals(0, RidgeGraph.delaunay(new double[] {x[0]}, new double[] {z[0]}, 0).size(), "one summit");
    }

    /**
     * In a small ring a pair of summits can be neighbours both directly and across the seam: the
     * ridge goes the short way round, so an edge's length is the shortest distance between any images.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void aRingsEdgeIsTheShortWayRound(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        int n = 3 + rnd.nextInt(4);
        double c = 30000;
        double[] x = new double[n];
        double[] z = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = rnd.nextDouble() * c;
            z[i] = rnd.nextDouble() * 8000;
        }
        for (RidgeGraph.Edge e : RidgeGraph.delaunay(x, z, c)) {
            double dx = x[e.q()] - x[e.p()];
            dx -= Math.rint(dx / c) * c;
            assertEquals(Math.hypot(dx, z[e.q()] - z[e.p()]), e.length(), 1e-6, "edge " + e);
        }
    }
}
