package org.terrain4j.isoline.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.terrain4j.api.GridFrame;

/**
 * The marching-squares kernel over one grid: cell segments at a level, joined into lines through
 * an edge-keyed hash.
 *
 * <p>Grid edges are identified by a {@code long} key: the horizontal edge from sample {@code i} to
 * {@code i + 1} is {@code 2i}, the vertical edge from {@code i} to {@code i + columns} is
 * {@code 2i + 1}. A crossing's position is a function of its key and level only (computed from the
 * edge's lower-index sample), so both cells sharing an edge agree on it to the bit.
 *
 * <p>Inside a cell the corners are visited counter-clockwise on a north-up map: {@code p0} = south-west
 * {@code (c, r+1)}, {@code p1} = south-east, {@code p2} = north-east, {@code p3} = north-west
 * {@code (c, r)}; edge {@code E_k} runs from {@code p_k} to {@code p_(k+1)}. A segment runs from an
 * exit edge (inside → outside along that walk) to an entry edge, which keeps the inside on its left.
 *
 * <p>Not thread-safe: one instance per call. The sample array is read, never written.
 *
 * @since 0.1
 */
public final class MarchingSquares {

    /** Tag bits of a node key: a crossing of the band's lower level. */
    static final int TAG_LOWER = 0;
    /** Tag bits of a node key: a crossing of the band's upper level. */
    static final int TAG_UPPER = 1;
    /** Tag bits of a node key: a sample. */
    static final int TAG_SAMPLE = 2;

    /** For each non-saddle case (bit k = corner p_k inside): exit edge, entry edge; −1 if none. */
    private static final int[] EXIT = new int[16];
    private static final int[] ENTRY = new int[16];

    static {
        for (int code = 0; code < 16; code++) {
            EXIT[code] = -1;
            ENTRY[code] = -1;
            for (int k = 0; k < 4; k++) {
                boolean here = (code >> k & 1) != 0;
                boolean next = (code >> ((k + 1) & 3) & 1) != 0;
                if (here && !next) {
                    EXIT[code] = k;
                }
                if (!here && next) {
                    ENTRY[code] = k;
                }
            }
        }
    }

    private final float[] data;
    private final int columns;
    private final int rows;
    private final GridFrame frame;
    private final boolean diagonalSaddles;

    /** Segments per level of the current pass: start and end edge keys. */
    private long[][] segStart;
    private long[][] segEnd;
    private int[] segments;

    /**
     * @param data    row-major samples, {@code columns × rows}; not copied, not written
     * @param columns ≥ 1
     * @param rows    ≥ 1
     * @param frame   where the grid lies
     */
    public MarchingSquares(float[] data, int columns, int rows, GridFrame frame) {
        this(data, columns, rows, frame, false);
    }

    /**
     * A kernel with a choice of saddle rule, for comparisons with other programs.
     *
     * @param data            row-major samples, {@code columns × rows}; not copied, not written
     * @param columns         ≥ 1
     * @param rows            ≥ 1
     * @param frame           where the grid lies
     * @param diagonalSaddles false for the documented mean-of-corners rule; true to always connect
     *                        the north-west and south-east corners of a saddle cell, whether inside
     *                        or outside (the fixed choice of GDAL 3's marching squares, which depends
     *                        on the grid's orientation; only for comparing with {@code gdal_contour})
     */
    public MarchingSquares(float[] data, int columns, int rows, GridFrame frame, boolean diagonalSaddles) {
        this.data = data;
        this.columns = columns;
        this.rows = rows;
        this.frame = frame;
        this.diagonalSaddles = diagonalSaddles;
    }

    /**
     * @return the grid's number of columns
     */
    public int columns() {
        return columns;
    }

    /**
     * @return the grid's number of rows
     */
    public int rows() {
        return rows;
    }

    /**
     * @return the samples (shared, read-only by contract)
     */
    public float[] data() {
        return data;
    }

    /**
     * @return the grid's frame
     */
    public GridFrame frame() {
        return frame;
    }

    /**
     * The lines of one level, before degenerate ones are dropped.
     *
     * @param level     the level
     * @param points    each line's points (interleaved x, z; zero-length pieces removed, possibly
     *                  fewer than 2 points)
     * @param closed    whether line i is a ring
     * @param firstEdge key of the edge an open line starts on (unused for rings)
     * @param lastEdge  key of the edge an open line ends on (unused for rings)
     * @since 0.1
     */
    public record Traced(double level, List<double[]> points, boolean[] closed, long[] firstEdge,
                         long[] lastEdge) {

        /**
         * @param i line index
         * @return whether line i is worth reporting: ≥ 2 distinct points if open, ≥ 3 if a ring
         */
        public boolean proper(int i) {
            return points.get(i).length >= (closed[i] ? 6 : 4);
        }
    }

    /**
     * Traces one level.
     *
     * @param level finite
     * @return every line, open and closed, in a deterministic order
     */
    public Traced trace(double level) {
        return traceAll(new double[] {level})[0];
    }

    /**
     * Traces several levels in one pass over the cells: each cell finds, by its minimum and maximum,
     * the levels that cross it.
     *
     * @param levels finite, ascending
     * @return one result per level, in the same order
     */
    public Traced[] traceAll(double[] levels) {
        collectSegments(levels);
        Traced[] out = new Traced[levels.length];
        for (int k = 0; k < levels.length; k++) {
            out[k] = join(levels[k], segStart[k], segEnd[k], segments[k]);
            segStart[k] = null;
            segEnd[k] = null;
        }
        return out;
    }

    private Traced join(double level, long[] segStart, long[] segEnd, int n) {
        LongIntMap byStart = new LongIntMap(n);
        for (int s = 0; s < n; s++) {
            byStart.put(segStart[s], s);
        }
        int[] next = new int[n];
        boolean[] hasPred = new boolean[n];
        for (int s = 0; s < n; s++) {
            int t = byStart.get(segEnd[s]);
            next[s] = t;
            if (t >= 0) {
                hasPred[t] = true;
            }
        }
        boolean[] visited = new boolean[n];
        List<double[]> lines = new ArrayList<>();
        int cap = 16;
        boolean[] closed = new boolean[cap];
        long[] first = new long[cap];
        long[] last = new long[cap];
        PointBuffer buf = new PointBuffer();
        double[] p = new double[2];
        for (int s = 0; s < n; s++) {
            if (hasPred[s]) {
                continue;
            }
            buf.clear();
            crossing(segStart[s], level, p);
            buf.add(p[0], p[1]);
            int cur = s;
            int end;
            do {
                visited[cur] = true;
                end = cur;
                crossing(segEnd[cur], level, p);
                buf.add(p[0], p[1]);
                cur = next[cur];
            } while (cur >= 0);
            if (lines.size() == cap) {
                cap *= 2;
                closed = Arrays.copyOf(closed, cap);
                first = Arrays.copyOf(first, cap);
                last = Arrays.copyOf(last, cap);
            }
            first[lines.size()] = segStart[s];
            last[lines.size()] = segEnd[end];
            lines.add(buf.toArray());
        }
        for (int s = 0; s < n; s++) {
            if (visited[s]) {
                continue;
            }
            buf.clear();
            int cur = s;
            do {
                visited[cur] = true;
                crossing(segStart[cur], level, p);
                buf.add(p[0], p[1]);
                cur = next[cur];
            } while (cur != s && cur >= 0);
            if (cur < 0) {
                throw new IllegalStateException("internal: a line without a start is not a ring");
            }
            buf.closeRing();
            if (lines.size() == cap) {
                cap *= 2;
                closed = Arrays.copyOf(closed, cap);
                first = Arrays.copyOf(first, cap);
                last = Arrays.copyOf(last, cap);
            }
            closed[lines.size()] = true;
            first[lines.size()] = -1;
            last[lines.size()] = -1;
            lines.add(buf.toArray());
        }
        int m = lines.size();
        return new Traced(level, lines, Arrays.copyOf(closed, m), Arrays.copyOf(first, m),
                Arrays.copyOf(last, m));
    }

    private void collectSegments(double[] levels) {
        int m = levels.length;
        segStart = new long[m][64];
        segEnd = new long[m][64];
        segments = new int[m];
        final float[] d = data;
        final int cols = columns;
        int first = 0;
        for (int r = 0; r + 1 < rows; r++) {
            int base = r * cols;
            for (int c = 0; c + 1 < cols; c++) {
                int i = base + c;
                float nw = d[i];
                float ne = d[i + 1];
                float sw = d[i + cols];
                float se = d[i + cols + 1];
                if (nw != nw || ne != ne || sw != sw || se != se) {
                    continue; // a NaN corner: the cell emits nothing
                }
                float min = Math.min(Math.min(nw, ne), Math.min(sw, se));
                float max = Math.max(Math.max(nw, ne), Math.max(sw, se));
                if (min == max) {
                    continue;
                }
                // the levels that cross this cell: min < level <= max. The first level above min
                // is found by walking from the previous cell's (neighbours have similar heights).
                while (first > 0 && levels[first - 1] > min) {
                    first--;
                }
                while (first < m && levels[first] <= min) {
                    first++;
                }
                for (int k = first; k < m && levels[k] <= max; k++) {
                    double level = levels[k];
                    int code = (sw >= level ? 1 : 0) | (se >= level ? 2 : 0) | (ne >= level ? 4 : 0)
                            | (nw >= level ? 8 : 0);
                    if (code == 5 || code == 10) {
                        // code 10 has the north-west and south-east corners inside
                        boolean joined = diagonalSaddles ? code == 10 : saddleJoined(nw, ne, sw, se, level);
                        // code 5: p0, p2 inside (exits 0, 2); code 10: p1, p3 inside (exits 1, 3)
                        int e1 = code == 5 ? 0 : 1;
                        int e2 = e1 + 2;
                        int shift = joined ? 1 : 3;
                        add(k, edgeKey(i, e1), edgeKey(i, (e1 + shift) & 3));
                        add(k, edgeKey(i, e2), edgeKey(i, (e2 + shift) & 3));
                    } else {
                        add(k, edgeKey(i, EXIT[code]), edgeKey(i, ENTRY[code]));
                    }
                }
            }
        }
    }

    /**
     * The saddle rule: the mean of the four corners, summed in sorted order so that the decision is
     * bit-identical whichever way the grid is rotated or mirrored.
     */
    static boolean saddleJoined(float a, float b, float c, float d, double level) {
        float lo1 = Math.min(a, b);
        float hi1 = Math.max(a, b);
        float lo2 = Math.min(c, d);
        float hi2 = Math.max(c, d);
        double s0 = Math.min(lo1, lo2);
        double s3 = Math.max(hi1, hi2);
        double s1 = Math.max(lo1, lo2);
        double s2 = Math.min(hi1, hi2);
        if (s1 > s2) {
            double t = s1;
            s1 = s2;
            s2 = t;
        }
        double mean = ((s0 + s1) + (s2 + s3)) * 0.25;
        return mean >= level;
    }

    /**
     * @param i top-left (north-west) sample index of the cell
     * @param k cell edge 0 (south), 1 (east), 2 (north), 3 (west)
     * @return the grid edge key
     */
    long edgeKey(int i, int k) {
        switch (k) {
            case 0:
                return 2L * (i + columns);
            case 1:
                return 2L * (i + 1) + 1;
            case 2:
                return 2L * i;
            default:
                return 2L * i + 1;
        }
    }

    private void add(int k, long start, long end) {
        int n = segments[k];
        if (n == segStart[k].length) {
            segStart[k] = Arrays.copyOf(segStart[k], n * 2);
            segEnd[k] = Arrays.copyOf(segEnd[k], n * 2);
        }
        segStart[k][n] = start;
        segEnd[k][n] = end;
        segments[k] = n + 1;
    }

    /**
     * The world position of the crossing of {@code level} on a grid edge, interpolated linearly from
     * the edge's lower-index sample.
     *
     * @param edgeKey the edge
     * @param level   a level strictly between… or equal to one end of the edge's two sample values
     * @param out     receives x, z in metres
     */
    public void crossing(long edgeKey, double level, double[] out) {
        int i = (int) (edgeKey >>> 1);
        int c = i % columns;
        int r = i / columns;
        double va = data[i];
        if ((edgeKey & 1) == 0) {
            double vb = data[i + 1];
            double t = (level - va) / (vb - va);
            out[0] = frame.x(c + t);
            out[1] = frame.z(r);
        } else {
            double vb = data[i + columns];
            double t = (level - va) / (vb - va);
            out[0] = frame.x(c);
            out[1] = frame.z(r + t);
        }
    }

    /**
     * The world position of a sample.
     *
     * @param sample row-major index
     * @param out    receives x, z in metres
     */
    public void sample(int sample, double[] out) {
        out[0] = frame.x(sample % columns);
        out[1] = frame.z(sample / columns);
    }
}
