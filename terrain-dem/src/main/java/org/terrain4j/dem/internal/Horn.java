package org.terrain4j.dem.internal;

import java.util.Arrays;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.HeightfieldView;

/**
 * Horn's 3 × 3 gradient over a whole grid, with {@code gdaldem}'s rules for borders and no-data.
 *
 * <p>For the window {@code a b c / d e f / g h i} around sample {@code e} (row {@code a b c} to the
 * north, column {@code a d g} to the west):
 * <pre>
 *   ∂h/∂east  = ((c + 2f + i) − (a + 2d + g)) / (8 · spacingX)
 *   ∂h/∂north = ((a + 2b + c) − (g + 2h + i)) / (8 · spacingZ)
 * </pre>
 * both multiplied by the vertical factor (z-factor / scale).
 *
 * <p>Borders and no-data (NaN) follow {@code gdaldem}: without edge computation a sample whose
 * window leaves the grid or holds a NaN gives NaN. With edge computation (GDAL's
 * {@code -compute_edges}) a window row past the top or bottom of the grid is extrapolated linearly,
 * {@code 2·row₀ − row₁}, with its columns clamped to the grid (so at the four corners the missing
 * column repeats the centre column); on the other rows a column past the left or right edge is
 * extrapolated linearly, {@code 2·col₀ − col₁}; then every NaN left in the window is replaced by the
 * centre sample. A NaN centre always gives NaN, and a grid with fewer than two columns or rows gives
 * NaN everywhere.
 *
 * <p>Reads the source one row at a time into three row buffers, so the destination may be the
 * source's own backing array. Not part of the API.
 *
 * @since 0.1
 */
public final class Horn {

    /**
     * What to make of one sample's gradient.
     *
     * @since 0.1
     */
    @FunctionalInterface
    public interface Sink {
        /**
         * @param east  ∂h/∂x (east), metres per metre, z-factor and scale applied; finite or infinite,
         *              never NaN
         * @param north ∂h/∂(−z) (north), metres per metre, likewise
         * @return the output sample
         */
        float apply(double east, double north);
    }

    private Horn() {
    }

    /**
     * Runs the kernel over every sample.
     *
     * @param source       the heights
     * @param vertical     factor applied to heights before differencing (z-factor / scale)
     * @param computeEdges GDAL's {@code -compute_edges}
     * @param out          row-major destination, length {@code columns × rows}; may be the source's
     *                     backing array
     * @param sink         turns a gradient into an output sample; NaN is written where the gradient
     *                     is undefined
     */
    public static void apply(HeightfieldView source, double vertical, boolean computeEdges, float[] out,
            Sink sink) {
        int columns = source.columns();
        int rows = source.rows();
        GridFrame frame = source.frame();
        double kx = vertical / (8 * frame.spacingX());
        double kn = vertical / (8 * frame.spacingZ());
        if (columns < 2 || rows < 2) {
            Arrays.fill(out, 0, columns * rows, Float.NaN);
            return;
        }
        float[] above = new float[columns];
        float[] centre = new float[columns];
        float[] below = new float[columns];
        float[] extra = new float[columns];
        double[] w = new double[9];
        source.copyRowTo(0, centre, 0);
        source.copyRowTo(1, below, 0);
        for (int r = 0; r < rows; r++) {
            if (r > 0) {
                float[] t = above;
                above = centre;
                centre = below;
                below = t;
                if (r + 1 < rows) {
                    source.copyRowTo(r + 1, below, 0);
                }
            }
            int base = r * columns;
            boolean edgeRow = r == 0 || r == rows - 1;
            if (edgeRow) {
                if (!computeEdges) {
                    Arrays.fill(out, base, base + columns, Float.NaN);
                    continue;
                }
                float[] north;
                float[] south;
                if (r == 0) {
                    extrapolate(centre, below, extra);
                    north = extra;
                    south = below;
                } else {
                    extrapolate(centre, above, extra);
                    north = above;
                    south = extra;
                }
                for (int c = 0; c < columns; c++) {
                    int cw = Math.max(c - 1, 0);
                    int ce = Math.min(c + 1, columns - 1);
                    w[0] = north[cw];
                    w[1] = north[c];
                    w[2] = north[ce];
                    w[3] = centre[cw];
                    w[4] = centre[c];
                    w[5] = centre[ce];
                    w[6] = south[cw];
                    w[7] = south[c];
                    w[8] = south[ce];
                    out[base + c] = window(w, kx, kn, sink);
                }
                continue;
            }
            // interior row: west edge, inside, east edge
            if (computeEdges) {
                w[0] = 2.0f * above[0] - above[1];
                w[1] = above[0];
                w[2] = above[1];
                w[3] = 2.0f * centre[0] - centre[1];
                w[4] = centre[0];
                w[5] = centre[1];
                w[6] = 2.0f * below[0] - below[1];
                w[7] = below[0];
                w[8] = below[1];
                out[base] = window(w, kx, kn, sink);
            } else {
                out[base] = Float.NaN;
            }
            for (int c = 1; c < columns - 1; c++) {
                double a = above[c - 1];
                double b = above[c];
                double cc = above[c + 1];
                double d = centre[c - 1];
                double f = centre[c + 1];
                double g = below[c - 1];
                double h = below[c];
                double i = below[c + 1];
                double east = ((cc + 2 * f + i) - (a + 2 * d + g)) * kx;
                double north = ((a + 2 * b + cc) - (g + 2 * h + i)) * kn;
                float e = centre[c];
                if (e != e) {
                    out[base + c] = Float.NaN; // Horn's sums skip the centre: check it apart
                } else if (east == east && north == north) {
                    out[base + c] = sink.apply(east, north);
                } else if (computeEdges) {
                    w[0] = a;
                    w[1] = b;
                    w[2] = cc;
                    w[3] = d;
                    w[4] = e;
                    w[5] = f;
                    w[6] = g;
                    w[7] = h;
                    w[8] = i;
                    out[base + c] = window(w, kx, kn, sink);
                } else {
                    out[base + c] = Float.NaN;
                }
            }
            if (computeEdges) {
                int e = columns - 1;
                w[0] = above[e - 1];
                w[1] = above[e];
                w[2] = 2.0f * above[e] - above[e - 1];
                w[3] = centre[e - 1];
                w[4] = centre[e];
                w[5] = 2.0f * centre[e] - centre[e - 1];
                w[6] = below[e - 1];
                w[7] = below[e];
                w[8] = 2.0f * below[e] - below[e - 1];
                out[base + e] = window(w, kx, kn, sink);
            } else {
                out[base + columns - 1] = Float.NaN;
            }
        }
    }

    /** out[c] = 2·edge[c] − inner[c], in float as GDAL computes it. */
    private static void extrapolate(float[] edge, float[] inner, float[] out) {
        for (int c = 0; c < edge.length; c++) {
            out[c] = 2.0f * edge[c] - inner[c];
        }
    }

    private static float window(double[] w, double kx, double kn, Sink sink) {
        double e = w[4];
        if (e != e) {
            return Float.NaN;
        }
        for (int k = 0; k < 9; k++) {
            if (w[k] != w[k]) {
                w[k] = e; // gdaldem -compute_edges: a missing neighbour takes the centre's height
            }
        }
        double east = ((w[2] + 2 * w[5] + w[8]) - (w[0] + 2 * w[3] + w[6])) * kx;
        double north = ((w[0] + 2 * w[1] + w[2]) - (w[6] + 2 * w[7] + w[8])) * kn;
        if (east != east || north != north) {
            return Float.NaN; // ∞ − ∞ from infinite heights
        }
        return sink.apply(east, north);
    }
}
