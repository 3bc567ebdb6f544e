package org.terrain4j.analysis.prominence;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.HeightfieldView;

/**
 * Summit prominence for a whole grid: every summit, its prominence (its height over its key col) and
 * its key col (the highest point on the lowest route from the summit to higher ground).
 *
 * <pre>{@code
 * Summits summits = Prominence.standard().withBase(0.0).summits(land);
 * for (Summit s : summits.withMinimum(60.0).list()) { ... s.prominence() ... s.keyColHeight() ... }
 * }</pre>
 *
 * <p><b>Method.</b> A high-to-low sweep: the samples are visited from the highest to the lowest, each
 * joins the 8-connected components of its already visited neighbours (union–find), and where two
 * components first meet at a sample, that sample is the key col of the lower component's summit and
 * the higher component's summit is its parent (the highest point of the higher ground beyond the
 * col, the <i>encirclement parent</i>). Runs in {@code O(N log N)} for {@code N} samples (the sort)
 * and {@code O(N)} memory (about 28 bytes a sample). The result is exact on the grid: routes run from
 * sample to sample through the eight neighbours, and the key col is the lowest sample of the route
 * to higher ground whose lowest sample is highest (so the descent from the summit is least).
 * Source: the standard definition of topographic prominence (e.g. E. Kirmse and J. de Ferranti,
 * "Calculating the prominence and isolation of every mountain in the world", Progress in Physical
 * Geography 41(6), 2017, whose divide tree gives the same key cols); the sweep is the one used to
 * compute 0-dimensional persistence of a height function, where a component's death (the key col)
 * pairs with its birth (the summit).
 *
 * <p><b>Order and ties.</b> Samples are ordered by height (higher first) and, at equal height, by
 * row-major index (smaller index first); "higher ground" means a sample earlier in this order. So a
 * flat top (plateau) gives one summit, at its sample of smallest index, and two summits of exactly the
 * same height joined by a lower col are both summits: the one with the larger index is the lower of
 * the two and has the col as its key col. A summit has prominence &gt; 0; a local maximum whose
 * prominence would be 0 (part of a flat stretch that reaches higher or equal ground) is not one.
 *
 * <p><b>The base (land below sea level).</b> With a base {@code b}, every sample below {@code b}
 * counts as standing at {@code b} (sea: a route over it runs at the base), so no summit and no key col
 * is below the base, and the highest summit of each connected region has prominence
 * {@code height − b}. Without a base (the default, {@link Double#NEGATIVE_INFINITY}) the highest summit
 * of each region has prominence over the lowest sample of that region. Prominence is thus always a
 * height over a chosen level, never the raw elevation: a summit at −120 m standing on a floor at −400 m
 * has prominence 280 m with no base and is no summit at all with base 0. The base is rounded to
 * {@code float} like the samples.
 *
 * <p><b>The grid's boundary.</b> {@link Boundary#CLOSED} (the default): the grid is the whole world, as for an
 * island or a generated land, and routes stay on it. For a tile cut from larger land the prominences
 * are then upper bounds (routes that leave the tile could only raise a key col). {@link Boundary#OPEN}: the
 * outside of the grid counts as higher ground reachable from every edge sample, so a summit's route may
 * end by leaving the grid, and every summit, the highest included, has a key col on the grid; for a cut
 * tile the prominences are then lower bounds. Reporting both brackets the true value.
 *
 * <p><b>No-data.</b> NaN samples are holes: treated exactly as the outside of the grid (never a summit,
 * never on a route; with {@link Boundary#OPEN} a sample beside a hole is an edge sample).
 *
 * <p>Immutable and thread-safe: a record validated in its compact constructor and copied by its
 * {@code with…} methods. {@link #summits} is single-threaded except for the sort, which uses the
 * common fork–join pool; the result does not depend on the thread count.
 *
 * @param base the level prominence is measured over, metres: finite, or
 *             {@link Double#NEGATIVE_INFINITY} for none (the default)
 * @param boundary the rule at the grid's edge, {@link Boundary#CLOSED} by default
 * @since 0.1
 */
public record Prominence(double base, Boundary boundary) {

    /**
     * What lies past the grid's edge (and in no-data holes): the boundary condition of the routes
     * prominence is measured along. Not {@code org.terrain4j.features.land.Edge} (the heights and walkers
     * past a land's grid) nor {@code org.terrain4j.api.EdgePolicy} (the height sampled past a grid): this
     * one says only whether a route may leave the grid (see {@code docs/duplicates.md}).
     *
     * @since 0.1
     */
    public enum Boundary {
        /** The grid is the whole world: routes stay on it (prominences of a cut tile are upper bounds). */
        CLOSED,
        /** Higher ground lies past every edge sample (prominences of a cut tile are lower bounds). */
        OPEN
    }

    /**
     * Checks the settings.
     *
     * @param base the level prominence is measured over, metres
     * @param boundary the rule at the grid's edge
     * @throws IllegalArgumentException if {@code base} is NaN or {@code +∞}
     * @throws NullPointerException     if {@code boundary} is null
     */
    public Prominence {
        if (!(base < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException(
                    "base must be finite or -Infinity (no base), was " + base);
        }
        Objects.requireNonNull(boundary, "boundary");
    }

    /**
     * @return no base (the highest summit of a region stands over its lowest sample), closed boundary
     */
    public static Prominence standard() {
        return new Prominence(Double.NEGATIVE_INFINITY, Boundary.CLOSED);
    }

    /**
     * @param base see {@link #base()}: finite metres, or {@link Double#NEGATIVE_INFINITY} for none
     * @return a copy with this base
     * @throws IllegalArgumentException if {@code base} is NaN or {@code +∞}
     */
    public Prominence withBase(double base) {
        return new Prominence(base, boundary);
    }

    /**
     * @param boundary see {@link #boundary()}
     * @return a copy with this boundary rule
     * @throws NullPointerException if {@code boundary} is null
     */
    public Prominence withBoundary(Boundary boundary) {
        return new Prominence(base, boundary);
    }

    /**
     * Every summit of the grid with its prominence and key col.
     *
     * @param field the heights, metres; any size; NaN samples are holes (see the class documentation)
     * @return the summits, sorted by prominence (largest first), then higher first in the
     *         (height, index) order
     * @throws NullPointerException if {@code field} is null
     */
    public Summits summits(HeightfieldView field) {
        Objects.requireNonNull(field, "field");
        int columns = field.columns();
        int rows = field.rows();
        int n = columns * rows;
        float[] e = field.toArray();
        float floor = (float) base;
        boolean hasBase = base > Double.NEGATIVE_INFINITY;
        int valid = 0;
        for (int i = 0; i < n; i++) {
            float h = e[i];
            if (h == h) {
                if (hasBase && h < floor) {
                    e[i] = floor;
                }
                valid++;
            }
        }
        // order: height descending, then index ascending, packed in one long per sample
        long[] order = new long[valid];
        int k = 0;
        for (int i = 0; i < n; i++) {
            float h = e[i];
            if (h == h) {
                int bits = Float.floatToIntBits(h + 0.0f);
                bits ^= (bits >> 31) & 0x7fffffff;
                order[k++] = ((long) ~bits << 32) | i;
            }
        }
        Arrays.parallelSort(order);

        boolean open = boundary == Boundary.OPEN;
        int outside = n; // the virtual node standing for everything past the edge (open edge only)
        int[] parent = new int[n + 1];
        Arrays.fill(parent, -1);
        int[] peak = new int[n + 1];
        int[] size = new int[n + 1];
        int[] lowest = new int[n + 1];
        if (open) {
            parent[outside] = outside;
            peak[outside] = outside;
            size[outside] = 1;
        }
        List<long[]> found = new ArrayList<>(); // {summit, col, parent}
        int[] roots = new int[9];
        for (long key : order) {
            int i = (int) key;
            int c = i % columns;
            int r = i / columns;
            int m = 0;
            boolean atEdge = false;
            for (int dr = -1; dr <= 1; dr++) {
                int rr = r + dr;
                for (int dc = -1; dc <= 1; dc++) {
                    if (dr == 0 && dc == 0) {
                        continue;
                    }
                    int cc = c + dc;
                    if (rr < 0 || rr >= rows || cc < 0 || cc >= columns) {
                        atEdge = true;
                        continue;
                    }
                    int j = rr * columns + cc;
                    if (e[j] != e[j]) {
                        atEdge = true;
                        continue;
                    }
                    if (parent[j] >= 0) {
                        m = addRoot(roots, m, find(parent, j));
                    }
                }
            }
            if (open && atEdge) {
                m = addRoot(roots, m, find(parent, outside));
            }
            parent[i] = i;
            size[i] = 1;
            peak[i] = i;
            lowest[i] = i;
            if (m == 0) {
                continue;
            }
            int best = roots[0];
            for (int q = 1; q < m; q++) {
                if (higher(e, outside, peak[roots[q]], peak[best])) {
                    best = roots[q];
                }
            }
            int winner = peak[best];
            for (int q = 0; q < m; q++) {
                int root = roots[q];
                if (root != best) {
                    int p = peak[root];
                    if (e[p] > e[i]) {
                        found.add(new long[] {p, i, winner});
                    }
                }
            }
            int merged = i;
            for (int q = 0; q < m; q++) {
                merged = union(parent, size, merged, roots[q]);
            }
            peak[merged] = winner;
            lowest[merged] = i;
        }
        GridFrame frame = field.frame();
        List<Summit> out = new ArrayList<>(found.size() + 1);
        for (long[] f : found) {
            int p = (int) f[0];
            int col = (int) f[1];
            int par = (int) f[2];
            out.add(summit(frame, columns, e, p, e[p] - (double) e[col], col % columns, col / columns,
                    e[col], par == outside ? -1 : par % columns, par == outside ? -1 : par / columns));
        }
        if (!open) {
            for (int i = 0; i < n; i++) {
                if (parent[i] == i) {
                    int p = peak[i];
                    double ref = hasBase ? floor : e[lowest[i]];
                    double prom = e[p] - ref;
                    if (prom > 0) {
                        out.add(summit(frame, columns, e, p, prom, -1, -1, ref, -1, -1));
                    }
                }
            }
        }
        return Summits.sorted(out, columns);
    }

    private static Summit summit(GridFrame frame, int columns, float[] e, int p, double prominence,
                                 int colColumn, int colRow, double colHeight, int parentColumn,
                                 int parentRow) {
        int c = p % columns;
        int r = p / columns;
        return new Summit(c, r, frame.x(c), frame.z(r), e[p], prominence, colColumn, colRow, colHeight,
                parentColumn, parentRow);
    }

    /** Whether sample a comes before sample b in the (height desc, index asc) order; outside first. */
    private static boolean higher(float[] e, int outside, int a, int b) {
        if (a == outside) {
            return true;
        }
        if (b == outside) {
            return false;
        }
        return e[a] > e[b] || (e[a] == e[b] && a < b);
    }

    private static int addRoot(int[] roots, int m, int root) {
        for (int q = 0; q < m; q++) {
            if (roots[q] == root) {
                return m;
            }
        }
        roots[m] = root;
        return m + 1;
    }

    private static int find(int[] parent, int i) {
        while (parent[i] != i) {
            int g = parent[parent[i]];
            parent[i] = g;
            i = g;
        }
        return i;
    }

    private static int union(int[] parent, int[] size, int a, int b) {
        a = find(parent, a);
        b = find(parent, b);
        if (a == b) {
            return a;
        }
        if (size[a] < size[b]) {
            int t = a;
            a = b;
            b = t;
        }
        parent[b] = a;
        size[a] += size[b];
        return a;
    }
}
