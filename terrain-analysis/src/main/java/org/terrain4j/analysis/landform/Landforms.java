package org.terrain4j.analysis.landform;

import java.util.Objects;
import java.util.stream.IntStream;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.HeightfieldView;

/**
 * The topographic position index (TPI) and the slope-position landform classes of Weiss (2001) for
 * every sample of a heightfield.
 *
 * <p><b>TPI.</b> {@code tpi = h − mean}, where {@code mean} is the mean height of the samples in a
 * disc of plan radius {@link #radius()} metres around the sample: every sample whose centre lies at
 * most {@code radius} from this one's ({@code (Δc·spacingX)² + (Δr·spacingZ)² ≤ radius²}), the
 * sample itself included, clipped at the grid's edge, no-data samples left out. On a 2 m grid a
 * 300 m radius is a disc 150 samples across the middle, 70 687 samples. Positive TPI is higher than
 * its surroundings (ridges), negative lower (valleys). The disc is summed row by row from prefix sums
 * of each row, {@code O(radius / spacing)} per sample in a streaming loop over the columns, blocks of 16
 * rows in parallel, each disc row read once per block (the result does not depend on the block or the
 * thread count: every sample adds its disc rows in the same order).
 *
 * <p><b>Classes.</b> The TPI is standardized over the whole grid, {@code z = (tpi − mean) / sd}
 * (population standard deviation over every sample with a finite TPI; {@code z = 0} everywhere when
 * it is 0), and classed by {@link #classOf(double, double)} with the slope of
 * {@code atan(|∇h|)} from central differences (one-sided at the border), in degrees.
 *
 * <p>Source: A. Weiss (2001), see {@link Landform}; J. Jenness (2006); the 300 m radius is
 * terrain4j's own choice for its play-space report. Immutable and thread-safe.
 *
 * @param radius           radius of the TPI's disc, metres; finite and &gt; 0 (300)
 * @param flatSlopeDegrees flat ground is no steeper than this, degrees in [0, 90] (Weiss: 5)
 * @since 0.1
 */
public record Landforms(double radius, double flatSlopeDegrees) {

    /**
     * Validates the settings.
     *
     * @param radius           radius of the TPI's disc, metres; finite and &gt; 0 (300)
     * @param flatSlopeDegrees flat ground is no steeper than this, degrees in [0, 90] (Weiss: 5)
     * @throws IllegalArgumentException if a value is outside the range given for its component
     */
    public Landforms {
        if (!(radius > 0 && radius < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("radius must be finite and > 0 m, was " + radius);
        }
        if (!(flatSlopeDegrees >= 0 && flatSlopeDegrees <= 90)) {
            throw new IllegalArgumentException("flatSlopeDegrees must be in [0, 90], was " + flatSlopeDegrees);
        }
    }

    /** @return a 300 m disc and Weiss's 5° flat limit */
    public static Landforms standard() {
        return new Landforms(300, 5);
    }

    /**
     * @param metres finite and &gt; 0
     * @return a copy with that radius
     * @throws IllegalArgumentException if out of range
     */
    public Landforms withRadius(double metres) {
        return new Landforms(metres, flatSlopeDegrees);
    }

    /**
     * @param degrees in [0, 90]
     * @return a copy with that flat limit
     * @throws IllegalArgumentException if out of range
     */
    public Landforms withFlatSlopeDegrees(double degrees) {
        return new Landforms(radius, degrees);
    }

    /**
     * The class of one standardized TPI value and slope (see {@link Landform} for the intervals).
     *
     * @param standardizedTpi {@code (tpi − mean) / sd}
     * @param slopeDegrees    the slope, degrees
     * @return the class, or {@code null} when either value is NaN
     */
    public Landform classOf(double standardizedTpi, double slopeDegrees) {
        double z = standardizedTpi;
        if (Double.isNaN(z) || Double.isNaN(slopeDegrees)) {
            return null;
        }
        if (z > 1) {
            return Landform.RIDGE;
        }
        if (z > 0.5) {
            return Landform.UPPER_SLOPE;
        }
        if (z >= -0.5) {
            return slopeDegrees <= flatSlopeDegrees ? Landform.FLAT : Landform.MIDDLE_SLOPE;
        }
        if (z >= -1) {
            return Landform.LOWER_SLOPE;
        }
        return Landform.VALLEY;
    }

    /**
     * The TPI and the landform class of every sample.
     *
     * @param field the heights, metres, on its own frame
     * @return the landform map
     * @throws IllegalArgumentException if the radius is smaller than both spacings (the disc would
     *                                  hold only its centre)
     * @throws NullPointerException     if {@code field} is null
     */
    public LandformMap map(HeightfieldView field) {
        Objects.requireNonNull(field, "field");
        GridFrame f = field.frame();
        if (radius < Math.min(f.spacingX(), f.spacingZ())) {
            throw new IllegalArgumentException("radius must be at least the grid spacing ("
                    + Math.min(f.spacingX(), f.spacingZ()) + " m), was " + radius);
        }
        float[] h = field.toArray();
        float[] tpi = tpi(h, field.columns(), field.rows(), f.spacingX(), f.spacingZ(), radius);
        return new LandformMap(this, f, field.columns(), field.rows(), h, tpi);
    }

    /** Output rows summed together, sharing each disc row while it is in cache. */
    static final int BLOCK = 16;

    /** TPI by a disc of radius r (metres), blocks of rows in parallel. */
    static float[] tpi(float[] h, int columns, int rows, double sx, double sz, double r) {
        int n = h.length;
        // one prefix row per grid row: (columns + 1) × rows can pass 2³¹ within the largest grid
        double[][] prefix = new double[rows][columns + 1];
        int[][] count = new int[rows][columns + 1];
        IntStream.range(0, rows).parallel().forEach(row -> {
            double s = 0;
            int k = 0;
            double[] p = prefix[row];
            int[] q = count[row];
            for (int c = 0; c < columns; c++) {
                float v = h[row * columns + c];
                if (Float.isFinite(v)) {
                    s += v;
                    k++;
                }
                p[c + 1] = s;
                q[c + 1] = k;
            }
        });
        // reaches clamped to the grid (a disc wider than the grid covers all of it): a radius of 1e12 m over
        // 1 m cells would otherwise make an int[2³¹] and index past the prefix rows
        int reachR = (int) Math.min(rows, Math.floor(r / sz));
        int[] half = new int[reachR + 1];
        for (int d = 0; d <= reachR; d++) {
            double dz = d * sz;
            half[d] = (int) Math.min(columns, Math.floor(Math.sqrt(Math.max(0, r * r - dz * dz)) / sx + 1e-9));
        }
        boolean noData = false;
        for (float v : h) {
            noData |= !Float.isFinite(v);
        }
        boolean anyNoData = noData;
        float[] out = new float[n];
        // per block of BLOCK output rows: each disc row's prefix sums are read once for the block while they are in
        // cache (one output row at a time read all 301 of a 300 m disc's rows on a 2 m grid, 4.8 MB, for every output
        // row), and added to every output row of the block whose disc holds it, a streaming loop over the columns
        // (the interior part has no clamping and vectorises). Each sample still adds its disc rows in ascending
        // order, so its sum, and the result, do not depend on the block or the thread count.
        int blocks = (rows + BLOCK - 1) / BLOCK;
        IntStream.range(0, blocks).parallel().forEach(block -> {
            int b0 = block * BLOCK;
            int b1 = Math.min(rows, b0 + BLOCK);
            double[][] sums = new double[b1 - b0][columns];
            int[][] counts = new int[b1 - b0][columns];
            int first = Math.max(0, b0 - reachR);
            int last = Math.min(rows - 1, b1 - 1 + reachR);
            for (int rr = first; rr <= last; rr++) {
                double[] p = prefix[rr];
                int[] q = count[rr];
                for (int row = b0; row < b1; row++) {
                    if (Math.abs(rr - row) > reachR) {
                        continue;
                    }
                    int w = half[Math.abs(rr - row)];
                    double[] sum = sums[row - b0];
                    int[] cnt = counts[row - b0];
                    int lo = Math.min(w, columns);
                    int hi = Math.max(lo, columns - w);
                    for (int c = 0; c < lo; c++) {
                        int c1 = Math.min(columns - 1, c + w);
                        sum[c] += p[c1 + 1] - p[0];
                        cnt[c] += anyNoData ? q[c1 + 1] - q[0] : c1 + 1;
                    }
                    for (int c = lo; c < hi; c++) {
                        sum[c] += p[c + w + 1] - p[c - w];
                    }
                    if (anyNoData) {
                        for (int c = lo; c < hi; c++) {
                            cnt[c] += q[c + w + 1] - q[c - w];
                        }
                    } else {
                        for (int c = lo; c < hi; c++) {
                            cnt[c] += 2 * w + 1;
                        }
                    }
                    for (int c = hi; c < columns; c++) {
                        int c0 = Math.max(0, c - w);
                        sum[c] += p[columns] - p[c0];
                        cnt[c] += anyNoData ? q[columns] - q[c0] : columns - c0;
                    }
                }
            }
            for (int row = b0; row < b1; row++) {
                double[] sum = sums[row - b0];
                int[] cnt = counts[row - b0];
                for (int c = 0; c < columns; c++) {
                    float v = h[row * columns + c];
                    out[row * columns + c] = Float.isFinite(v) ? (float) (v - sum[c] / cnt[c]) : Float.NaN;
                }
            }
        });
        return out;
    }
}
