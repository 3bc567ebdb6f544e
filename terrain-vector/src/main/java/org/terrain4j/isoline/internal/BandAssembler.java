package org.terrain4j.isoline.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Builds the polygons of a filled band {@code lower ≤ value < upper} from the traced isolines of
 * its two levels and the border of the data.
 *
 * <p>The band's boundary is made of directed chains that all keep the band on their left: the
 * lower level's isolines as traced (inside on the left), the upper level's isolines reversed, and
 * the stretches of the data's border (the grid's border and the sides of no-data cells, walked
 * counter-clockwise around the valid cells) whose values lie in the band. Chains meet at nodes keyed
 * exactly (a crossing's edge and level, or a sample), so each node has one chain in and one out
 * and the rings follow without any coordinate comparison. Exterior rings come out counter-clockwise
 * on a north-up map, holes clockwise; where rings meet at a sample they are made simple (see
 * {@link Pinches}); each hole then goes to the smallest exterior that contains it.
 *
 * <p>Not thread-safe: one instance per call.
 *
 * @since 0.1
 */
public final class BandAssembler {

    private final MarchingSquares grid;
    /** Border pieces: start sample, end sample, edge key, owning cell's top-left sample. */
    private final int[] pieceFrom;
    private final int[] pieceTo;
    private final long[] pieceEdge;
    private final int[] pieceCell;
    private final int pieces;
    private final boolean[] validCell;

    /**
     * Finds the border of the data once; {@link #assemble} then builds any band.
     *
     * @param grid the kernel over the field
     */
    public BandAssembler(MarchingSquares grid) {
        this.grid = grid;
        int cols = grid.columns();
        int rows = grid.rows();
        float[] d = grid.data();
        int cellCols = Math.max(0, cols - 1);
        int cellRows = Math.max(0, rows - 1);
        validCell = new boolean[cellCols * cellRows];
        for (int r = 0; r < cellRows; r++) {
            for (int c = 0; c < cellCols; c++) {
                int i = r * cols + c;
                validCell[r * cellCols + c] = !Float.isNaN(d[i]) && !Float.isNaN(d[i + 1])
                        && !Float.isNaN(d[i + cols]) && !Float.isNaN(d[i + cols + 1]);
            }
        }
        int cap = 64;
        int[] from = new int[cap];
        int[] to = new int[cap];
        long[] edge = new long[cap];
        int[] cellOf = new int[cap];
        int n = 0;
        for (int r = 0; r < cellRows; r++) {
            for (int c = 0; c < cellCols; c++) {
                int cell = r * cellCols + c;
                if (!validCell[cell]) {
                    continue;
                }
                // neighbours across edges 0 (south), 1 (east), 2 (north), 3 (west)
                boolean south = r + 1 < cellRows && validCell[cell + cellCols];
                boolean east = c + 1 < cellCols && validCell[cell + 1];
                boolean north = r > 0 && validCell[cell - cellCols];
                boolean west = c > 0 && validCell[cell - 1];
                if (south && east && north && west) {
                    continue;
                }
                int i = r * cols + c;
                for (int k = 0; k < 4; k++) {
                    boolean inside = k == 0 ? south : k == 1 ? east : k == 2 ? north : west;
                    if (inside) {
                        continue;
                    }
                    if (n == cap) {
                        cap *= 2;
                        from = Arrays.copyOf(from, cap);
                        to = Arrays.copyOf(to, cap);
                        edge = Arrays.copyOf(edge, cap);
                        cellOf = Arrays.copyOf(cellOf, cap);
                    }
                    // corners counter-clockwise on a north-up map: p0 SW, p1 SE, p2 NE, p3 NW
                    from[n] = corner(i, k, cols);
                    to[n] = corner(i, (k + 1) & 3, cols);
                    edge[n] = grid.edgeKey(i, k);
                    cellOf[n] = i;
                    n++;
                }
            }
        }
        pieceFrom = from;
        pieceTo = to;
        pieceEdge = edge;
        pieceCell = cellOf;
        pieces = n;
    }

    /** Corner k (0 SW, 1 SE, 2 NE, 3 NW) of the cell whose north-west sample is i. */
    private static int corner(int i, int k, int cols) {
        switch (k) {
            case 0:
                return i + cols;
            case 1:
                return i + cols + 1;
            case 2:
                return i + 1;
            default:
                return i;
        }
    }

    /**
     * One polygon: exterior and holes, interleaved x, z, first point not repeated.
     *
     * @param exterior counter-clockwise on a north-up map
     * @param holes    clockwise on a north-up map
     * @since 0.1
     */
    public record Polygon(double[] exterior, List<double[]> holes) {
    }

    /**
     * Assembles one band.
     *
     * @param lower      lower level or −∞
     * @param upper      upper level or +∞
     * @param lowerLines the traced lower level, null if lower is −∞
     * @param upperLines the traced upper level, null if upper is +∞
     * @return the polygons, in a deterministic order
     */
    public List<Polygon> assemble(double lower, double upper, MarchingSquares.Traced lowerLines,
                                  MarchingSquares.Traced upperLines) {
        List<double[]> chainPoints = new ArrayList<>();
        List<long[]> chainNodes = new ArrayList<>();
        List<double[]> rings = new ArrayList<>();
        addLines(lowerLines, MarchingSquares.TAG_LOWER, false, chainPoints, chainNodes, rings);
        addLines(upperLines, MarchingSquares.TAG_UPPER, true, chainPoints, chainNodes, rings);
        addBorder(lower, upper, chainPoints, chainNodes);

        int n = chainPoints.size();
        LongIntMap byStart = new LongIntMap(n);
        for (int k = 0; k < n; k++) {
            byStart.put(chainNodes.get(k)[0], k);
        }
        boolean[] used = new boolean[n];
        PointBuffer buf = new PointBuffer();
        for (int k = 0; k < n; k++) {
            if (used[k]) {
                continue;
            }
            buf.clear();
            int cur = k;
            do {
                used[cur] = true;
                double[] pts = chainPoints.get(cur);
                for (int j = 0; j < pts.length; j += 2) {
                    buf.add(pts[j], pts[j + 1]);
                }
                cur = byStart.get(chainNodes.get(cur)[1]);
                if (cur < 0) {
                    throw new IllegalStateException("internal: band boundary does not close");
                }
            } while (cur != k);
            buf.closeRing();
            if (buf.size() >= 3) {
                rings.add(buf.toArray());
            }
        }
        List<double[]> simple = new ArrayList<>();
        for (double[] ring : Pinches.resolve(rings, grid.frame(), grid.columns(), grid.rows())) {
            buf.clear();
            for (int j = 0; j < ring.length; j += 2) {
                buf.add(ring[j], ring[j + 1]);
            }
            buf.closeRing();
            buf.dropAlignedRing();
            if (buf.size() >= 3) {
                simple.add(buf.toArray());
            }
        }
        return nest(simple);
    }

    private static void addLines(MarchingSquares.Traced t, int tag, boolean reverse,
                                 List<double[]> chainPoints, List<long[]> chainNodes, List<double[]> rings) {
        if (t == null) {
            return;
        }
        for (int i = 0; i < t.points().size(); i++) {
            double[] pts = t.points().get(i);
            if (reverse) {
                pts = reversed(pts);
            }
            if (t.closed()[i]) {
                if (t.proper(i)) {
                    rings.add(pts);
                }
                continue;
            }
            long a = (t.firstEdge()[i] << 2) | tag;
            long b = (t.lastEdge()[i] << 2) | tag;
            chainPoints.add(pts);
            chainNodes.add(reverse ? new long[] {b, a} : new long[] {a, b});
        }
    }

    private static double[] reversed(double[] xz) {
        double[] r = new double[xz.length];
        int n = xz.length / 2;
        for (int i = 0; i < n; i++) {
            r[2 * i] = xz[2 * (n - 1 - i)];
            r[2 * i + 1] = xz[2 * (n - 1 - i) + 1];
        }
        return r;
    }

    private void addBorder(double lower, double upper, List<double[]> chainPoints, List<long[]> chainNodes) {
        float[] d = grid.data();
        double[] p = new double[2];
        double[] q = new double[2];
        for (int k = 0; k < pieces; k++) {
            int a = pieceFrom[k];
            int b = pieceTo[k];
            int ca = classOf(d[a], lower, upper);
            int cb = classOf(d[b], lower, upper);
            if (Math.min(ca, cb) > 1 || Math.max(ca, cb) < 1) {
                continue;
            }
            long start;
            long end;
            if (ca == 1) {
                start = sampleNode(a, pieceCell[k]);
                grid.sample(a, p);
            } else {
                double level = ca == 0 ? lower : upper;
                int tag = ca == 0 ? MarchingSquares.TAG_LOWER : MarchingSquares.TAG_UPPER;
                start = (pieceEdge[k] << 2) | tag;
                grid.crossing(pieceEdge[k], level, p);
            }
            if (cb == 1) {
                end = sampleNode(b, pieceCell[k]);
                grid.sample(b, q);
            } else {
                double level = cb == 0 ? lower : upper;
                int tag = cb == 0 ? MarchingSquares.TAG_LOWER : MarchingSquares.TAG_UPPER;
                end = (pieceEdge[k] << 2) | tag;
                grid.crossing(pieceEdge[k], level, q);
            }
            chainPoints.add(new double[] {p[0], p[1], q[0], q[1]});
            chainNodes.add(new long[] {start, end});
        }
    }

    private static int classOf(double v, double lower, double upper) {
        return v < lower ? 0 : v < upper ? 1 : 2;
    }

    /**
     * A sample's node key. Where valid cells meet only diagonally at the sample (a pinch), the border
     * passes the sample twice; each pass is keyed by its cell's quadrant so the two stay apart.
     */
    private long sampleNode(int sample, int cellTopLeft) {
        int cols = grid.columns();
        int sc = sample % cols;
        int sr = sample / cols;
        boolean nw = valid(sc - 1, sr - 1);
        boolean ne = valid(sc, sr - 1);
        boolean sw = valid(sc - 1, sr);
        boolean se = valid(sc, sr);
        long q = 0;
        if (nw == se && ne == sw && nw != ne) {
            int cc = cellTopLeft % cols;
            int cr = cellTopLeft / cols;
            q = 1 + (cc < sc ? 0 : 1) + (cr < sr ? 0 : 2);
        }
        return (((long) sample * 5 + q) << 2) | MarchingSquares.TAG_SAMPLE;
    }

    private boolean valid(int c, int r) {
        int cellCols = grid.columns() - 1;
        int cellRows = grid.rows() - 1;
        return c >= 0 && r >= 0 && c < cellCols && r < cellRows && validCell[r * cellCols + c];
    }

    private static List<Polygon> nest(List<double[]> rings) {
        List<double[]> outers = new ArrayList<>();
        List<double[]> holes = new ArrayList<>();
        for (double[] ring : rings) {
            double a = area(ring);
            if (a > 0) {
                outers.add(ring);
            } else if (a < 0) {
                holes.add(ring);
            }
        }
        int m = outers.size();
        Integer[] order = new Integer[m];
        double[] areas = new double[m];
        double[][] boxes = new double[m][];
        for (int i = 0; i < m; i++) {
            order[i] = i;
            areas[i] = area(outers.get(i));
            boxes[i] = box(outers.get(i));
        }
        Arrays.sort(order, Comparator.comparingDouble(i -> areas[i]));
        List<List<double[]>> holesOf = new ArrayList<>();
        for (int i = 0; i < m; i++) {
            holesOf.add(new ArrayList<>());
        }
        RingIndex[] index = new RingIndex[m];
        for (double[] hole : holes) {
            double[] hb = box(hole);
            for (int oi : order) {
                double[] ob = boxes[oi];
                if (hb[0] < ob[0] || hb[1] < ob[1] || hb[2] > ob[2] || hb[3] > ob[3]) {
                    continue;
                }
                if (index[oi] == null) {
                    index[oi] = new RingIndex(outers.get(oi), ob);
                }
                if (contains(index[oi], hole)) {
                    holesOf.get(oi).add(hole);
                    break;
                }
            }
        }
        List<Polygon> out = new ArrayList<>(m);
        for (int i = 0; i < m; i++) {
            out.add(new Polygon(outers.get(i), List.copyOf(holesOf.get(i))));
        }
        return out;
    }

    private static boolean contains(RingIndex outer, double[] hole) {
        for (int j = 0; j < hole.length; j += 2) {
            int loc = outer.locate(hole[j], hole[j + 1]);
            if (loc != 0) {
                return loc > 0;
            }
        }
        // every vertex on the outer ring: decide by the midpoint of the hole's first edge
        double mx = 0.5 * (hole[0] + hole[2]);
        double mz = 0.5 * (hole[1] + hole[3]);
        return outer.locate(mx, mz) >= 0;
    }

    /**
     * Point-in-ring by the crossing number, with the ring's edges bucketed by z so that a query
     * looks only at the edges that span its z (about √n of them for a ring of n points).
     */
    static final class RingIndex {

        private final double[] xz;
        private final double z0;
        private final double z1;
        private final double bucketHeight;
        private final int[][] buckets;

        RingIndex(double[] xz, double[] box) {
            this.xz = xz;
            int n = xz.length / 2;
            int count = Math.max(1, (int) Math.sqrt(n));
            z0 = box[1];
            z1 = box[3];
            double span = box[3] - box[1];
            bucketHeight = span > 0 ? span / count : 1;
            int[] sizes = new int[count];
            for (int i = 0, j = n - 1; i < n; j = i++) {
                int lo = bucket(Math.min(xz[2 * i + 1], xz[2 * j + 1]), count);
                int hi = bucket(Math.max(xz[2 * i + 1], xz[2 * j + 1]), count);
                for (int b = lo; b <= hi; b++) {
                    sizes[b]++;
                }
            }
            buckets = new int[count][];
            for (int b = 0; b < count; b++) {
                buckets[b] = new int[sizes[b]];
                sizes[b] = 0;
            }
            for (int i = 0, j = n - 1; i < n; j = i++) {
                int lo = bucket(Math.min(xz[2 * i + 1], xz[2 * j + 1]), count);
                int hi = bucket(Math.max(xz[2 * i + 1], xz[2 * j + 1]), count);
                for (int b = lo; b <= hi; b++) {
                    buckets[b][sizes[b]++] = i;
                }
            }
        }

        private int bucket(double z, int count) {
            int b = (int) Math.floor((z - z0) / bucketHeight);
            return Math.max(0, Math.min(count - 1, b));
        }

        /**
         * @return 1 inside, −1 outside, 0 exactly on the ring
         */
        int locate(double px, double pz) {
            if (pz < z0 || pz > z1) {
                return -1;
            }
            int n = xz.length / 2;
            boolean inside = false;
            for (int i : buckets[bucket(pz, buckets.length)]) {
                int j = i == 0 ? n - 1 : i - 1;
                double xi = xz[2 * i];
                double zi = xz[2 * i + 1];
                double xj = xz[2 * j];
                double zj = xz[2 * j + 1];
                if (px >= Math.min(xi, xj) && px <= Math.max(xi, xj) && pz >= Math.min(zi, zj)
                        && pz <= Math.max(zi, zj) && (xj - xi) * (pz - zi) - (zj - zi) * (px - xi) == 0) {
                    return 0;
                }
                if ((zi > pz) != (zj > pz)) {
                    double xCross = xi + (pz - zi) / (zj - zi) * (xj - xi);
                    if (px < xCross) {
                        inside = !inside;
                    }
                }
            }
            return inside ? 1 : -1;
        }
    }

    private static double[] box(double[] xz) {
        double[] b = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
                      Double.NEGATIVE_INFINITY};
        for (int j = 0; j < xz.length; j += 2) {
            b[0] = Math.min(b[0], xz[j]);
            b[1] = Math.min(b[1], xz[j + 1]);
            b[2] = Math.max(b[2], xz[j]);
            b[3] = Math.max(b[3], xz[j + 1]);
        }
        return b;
    }

    /**
     * Shoelace area on a north-up map (x, −z).
     *
     * @param xz interleaved x, z of a ring, first point not repeated
     * @return square metres, positive for a counter-clockwise ring
     */
    public static double area(double[] xz) {
        int n = xz.length / 2;
        if (n < 3) {
            return 0;
        }
        double x0 = xz[0];
        double z0 = xz[1];
        double sum = 0;
        for (int i = 1; i < n - 1; i++) {
            sum += (xz[2 * i] - x0) * (xz[2 * i + 3] - z0) - (xz[2 * i + 2] - x0) * (xz[2 * i + 1] - z0);
        }
        return -0.5 * sum;
    }
}
