package org.terrain4j.features.mountains;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.GeometryFactory;
import org.locationtech.jts.geom.LineString;
import org.locationtech.jts.triangulate.DelaunayTriangulationBuilder;

/**
 * The ridge graph of terrain4j's own mountain-range model (described in the project's
 * {@code docs/mountains.md}): the Delaunay triangulation of the summits (JTS),
 * its minimum spanning tree by Kruskal under a cost that makes links between high summits cheap,
 * and spurs from the short leftover edges. Package-private; JTS types stay inside.
 */
final class RidgeGraph {

    /** An undirected edge between summits {@code p < q}, plan length in metres. */
    record Edge(int p, int q, double length) {
    }

    private RidgeGraph() {
    }

    /**
     * The edges of the Delaunay triangulation of the points, each pair once, at its plan length (in
     * a ring the short way round, the way its ridge is laid). In a ring ({@code circumference > 0}) the points within a quarter of the circumference
     * of the seam are copied one circumference across it first, so edges cross the seam like any
     * other; an edge between a point and its own copy is dropped.
     *
     * @param x             metres east, one per summit
     * @param z             metres south
     * @param circumference the ring's period in x, metres, or 0 for a bounded plan
     * @return the edges sorted by (p, q)
     */
    static List<Edge> delaunay(double[] x, double[] z, double circumference) {
        int n = x.length;
        List<Edge> out = new ArrayList<>();
        if (n < 2) {
            return out;
        }
        List<Coordinate> sites = new ArrayList<>();
        Map<Coordinate, Integer> owner = new HashMap<>();
        for (int i = 0; i < n; i++) {
            add(sites, owner, x[i], z[i], i);
        }
        if (circumference > 0) {
            for (int i = 0; i < n; i++) {
                if (x[i] < circumference * 0.25) {
                    add(sites, owner, x[i] + circumference, z[i], i);
                }
                if (x[i] > circumference * 0.75) {
                    add(sites, owner, x[i] - circumference, z[i], i);
                }
            }
        }
        Map<Long, Edge> edges = new HashMap<>();
        if (owner.size() == 2) {
            // JTS needs three sites for a triangle; two summits are joined directly.
            Coordinate[] c = owner.keySet().toArray(new Coordinate[0]);
            put(edges, owner.get(c[0]), owner.get(c[1]), planLength(c[0], c[1], circumference));
        } else if (owner.size() > 2) {
            DelaunayTriangulationBuilder builder = new DelaunayTriangulationBuilder();
            builder.setSites(sites);
            Geometry g = builder.getEdges(new GeometryFactory());
            for (int k = 0; k < g.getNumGeometries(); k++) {
                LineString line = (LineString) g.getGeometryN(k);
                Coordinate a = line.getCoordinateN(0);
                Coordinate b = line.getCoordinateN(line.getNumPoints() - 1);
                Integer ia = owner.get(new Coordinate(a.x, a.y));
                Integer ib = owner.get(new Coordinate(b.x, b.y));
                if (ia == null || ib == null) {
                    throw new IllegalStateException("triangulation returned a vertex that is not a summit: " + a
                            + " " + b);
                }
                put(edges, ia, ib, planLength(a, b, circumference));
            }
        }
        out.addAll(edges.values());
        out.sort((e, f) -> e.p != f.p ? Integer.compare(e.p, f.p) : Integer.compare(e.q, f.q));
        return out;
    }

    /**
     * The plan distance between two sites; in a ring the short way round, as the ridge is laid
     * (RangeBuilder joins the nearest images), whichever images the triangulation joined.
     */
    private static double planLength(Coordinate a, Coordinate b, double circumference) {
        double dx = a.x - b.x;
        if (circumference > 0) {
            dx -= Math.rint(dx / circumference) * circumference;
        }
        return Math.hypot(dx, a.y - b.y);
    }

    private static void add(List<Coordinate> sites, Map<Coordinate, Integer> owner, double x, double z, int i) {
        Coordinate c = new Coordinate(x, z);
        if (owner.putIfAbsent(c, i) == null) {
            sites.add(c);
        }
    }

    private static void put(Map<Long, Edge> edges, int a, int b, double length) {
        if (a == b) {
            return;
        }
        int p = Math.min(a, b);
        int q = Math.max(a, b);
        long key = ((long) p << 32) | q;
        Edge had = edges.get(key);
        if (had == null || length < had.length) {
            edges.put(key, new Edge(p, q, length));
        }
    }

    /**
     * The cost of an edge (terrain4j's own choice): its length over {@code 0.5 + low / 4000}, where
     * {@code low} is the lower summit's crest in metres, so a link between high summits is cheaper.
     */
    static double cost(Edge e, double[] crest) {
        return e.length / (0.5 + Math.min(crest[e.p], crest[e.q]) / 4000);
    }

    /**
     * The edges sorted by cost, ties by (p, q), so the order never depends on the sort's internals.
     */
    static Edge[] byCost(List<Edge> edges, double[] crest) {
        Edge[] sorted = edges.toArray(new Edge[0]);
        Arrays.sort(sorted, (e, f) -> {
            int c = Double.compare(cost(e, crest), cost(f, crest));
            if (c != 0) {
                return c;
            }
            return e.p != f.p ? Integer.compare(e.p, f.p) : Integer.compare(e.q, f.q);
        });
        return sorted;
    }

    /**
     * Kruskal's minimum spanning forest over the edges in cost order (union-find with path halving).
     *
     * @return for each edge of {@code sorted}, whether it is in the tree
     */
    static boolean[] kruskal(Edge[] sorted, int n) {
        int[] parent = new int[n];
        for (int i = 0; i < n; i++) {
            parent[i] = i;
        }
        boolean[] tree = new boolean[sorted.length];
        for (int k = 0; k < sorted.length; k++) {
            int a = find(parent, sorted[k].p);
            int b = find(parent, sorted[k].q);
            if (a != b) {
                parent[a] = b;
                tree[k] = true;
            }
        }
        return tree;
    }

    private static int find(int[] parent, int i) {
        while (parent[i] != i) {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        return i;
    }

    /** A chosen ridge before it is placed: the edge, whether a spur, the saddle's depth and place. */
    record Chosen(Edge edge, boolean spur, double saddle, double saddleAt) {
    }

    /**
     * The ridges: every tree edge, then each leftover edge shorter than 1.25 × the tree's median
     * edge length with probability {@code 0.25 + 0.35·ruggedness}, in cost order. Each dips to a
     * saddle {@code min(0.45·low, length·(0.015 + 0.02·u))} below its lower summit, at
     * {@code 0.35 + 0.3·u'} of the way along.
     */
    static List<Chosen> ridges(double[] crest, List<Edge> edges, double ruggedness, SplittableRandom random) {
        Edge[] sorted = byCost(edges, crest);
        boolean[] tree = kruskal(sorted, crest.length);
        List<Chosen> out = new ArrayList<>();
        double[] lengths = new double[sorted.length];
        int m = 0;
        for (int k = 0; k < sorted.length; k++) {
            if (tree[k]) {
                lengths[m++] = sorted[k].length;
                out.add(chosen(sorted[k], false, crest, random));
            }
        }
        if (m == 0) {
            return out;
        }
        double[] treeLengths = Arrays.copyOf(lengths, m);
        Arrays.sort(treeLengths);
        double median = treeLengths[m / 2];
        double chance = 0.25 + 0.35 * ruggedness;
        for (int k = 0; k < sorted.length; k++) {
            if (!tree[k] && sorted[k].length < median * 1.25 && random.nextDouble() < chance) {
                out.add(chosen(sorted[k], true, crest, random));
            }
        }
        return out;
    }

    private static Chosen chosen(Edge e, boolean spur, double[] crest, SplittableRandom random) {
        double low = Math.min(crest[e.p], crest[e.q]);
        double drop = Math.min(low * 0.45, e.length * (0.015 + 0.02 * random.nextDouble()));
        double at = 0.35 + 0.3 * random.nextDouble();
        return new Chosen(e, spur, low - drop, at);
    }
}
