package org.terrain4j.dem;

import java.util.Objects;

import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.HeightfieldView;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.api.internal.Checks;
import org.terrain4j.api.internal.Samples;

/**
 * Fills voids by inverse-distance weighting from the nearest defined samples in four directions,
 * then optionally smooths the filled samples: the method of GDAL's {@code GDALFillNodata}
 * ({@code gdal_fillnodata -md searchDistance -si smoothingIterations}), reimplemented from its
 * documented behaviour.
 *
 * <h2>The method</h2>
 * For a void at column {@code c}, row {@code r}, four quadrants are searched: up-left (columns
 * {@code c − s … c}, rows {@code ≤ r}), down-left (columns {@code c − s … c}, rows {@code > r}),
 * up-right (columns {@code c + 1 … c + s}, rows {@code ≤ r}) and down-right (columns
 * {@code c + 1 … c + s}, rows {@code > r}). In each column only the defined sample nearest the void's
 * row on that side counts; each quadrant keeps its nearest such sample (Euclidean distance in samples;
 * of two equally near, the one GDAL's floating-point comparison keeps: the farther column's when
 * the rounded square of the rounded square root exceeds the squared distance, else the nearer's) if it lies within {@code searchDistance} samples. The void becomes
 * {@code Σ hᵢ/dᵢ / Σ 1/dᵢ} over the (at most four) samples found. A void with no defined sample
 * within the search distance in any quadrant stays NaN. Distances are counted in samples, not metres,
 * as GDAL counts pixels, so a grid whose spacings differ is searched as if they were equal.
 *
 * <p>Then {@code smoothingIterations} passes of a 3 × 3 mean run over the filled samples only: each
 * pass replaces every filled sample by the mean of the non-NaN samples of its 3 × 3 neighbourhood
 * (itself included) as they were after the previous pass. Defined samples never change. GDAL leaves
 * the first and last rows of the grid out of its smoothing (a limitation its code notes); here they
 * are smoothed like every other row.
 *
 * <p>Every filled value is a weighted mean of defined heights, so it lies within their range (and
 * smoothing keeps it there). Memory: one {@code int} per sample besides the input and output.
 *
 * <p>Immutable and thread-safe.
 *
 * @param searchDistance      how far to look for defined samples, in samples; finite, in (0, 1e7]
 *                            (GDAL's {@code -md}, default 100)
 * @param smoothingIterations passes of the 3 × 3 mean over the filled samples, 0…10000 (GDAL's
 *                            {@code -si}, default 0)
 * @since 0.1
 */
public record InverseDistanceFill(double searchDistance, int smoothingIterations) implements VoidFill {

    /** The largest search distance, samples. */
    public static final double MAX_SEARCH_DISTANCE = 1e7;
    /** The largest number of smoothing iterations. */
    public static final int MAX_SMOOTHING_ITERATIONS = 10_000;

    /** GDAL's default search distance, samples. */
    public static final int DEFAULT_SEARCH_DISTANCE = 100;

    static final InverseDistanceFill DEFAULTS = new InverseDistanceFill(DEFAULT_SEARCH_DISTANCE, 0);

    /**
     * Validates the settings.
     *
     * @param searchDistance      samples, in (0, 1e7]
     * @param smoothingIterations 0…10000
     * @throws IllegalArgumentException if a value is out of range (NaN included)
     */
    public InverseDistanceFill {
        if (!(searchDistance > 0 && searchDistance <= MAX_SEARCH_DISTANCE)) {
            throw new IllegalArgumentException("searchDistance must be in (0, 1e7] samples, was " + searchDistance);
        }
        Checks.inRange("smoothingIterations", smoothingIterations, 0, MAX_SMOOTHING_ITERATIONS);
    }

    /**
     * @param samples how far to look for defined samples, in (0, 1e7] samples
     * @return these settings with that search distance
     * @throws IllegalArgumentException if out of range
     */
    public InverseDistanceFill withSearchDistance(double samples) {
        return new InverseDistanceFill(samples, smoothingIterations);
    }

    /**
     * @param iterations passes of the 3 × 3 mean over the filled samples, 0…10000
     * @return these settings with that many passes
     * @throws IllegalArgumentException if out of range
     */
    public InverseDistanceFill withSmoothingIterations(int iterations) {
        return new InverseDistanceFill(searchDistance, iterations);
    }

    /**
     * Fills the voids as the class notes describe. Voids with no defined sample within the search
     * distance stay NaN.
     *
     * @param field    the heights, voids as NaN; no sample may be infinite
     * @param progress receives progress and may cancel
     * @return a new field, same size and frame
     * @throws IllegalArgumentException if a sample is infinite, or the field has no defined sample
     * @throws java.util.concurrent.CancellationException if the listener cancels
     */
    @Override
    public Heightfield fill(HeightfieldView field, ProgressListener progress) {
        Objects.requireNonNull(progress, "progress");
        float[] h = Support.samples(field, "field");
        int nc = field.columns();
        int nr = field.rows();
        int voids = 0;
        for (float v : h) {
            if (v != v) {
                voids++;
            }
        }
        if (voids == h.length) {
            throw new IllegalArgumentException("field has no defined sample to fill its voids from: all "
                    + h.length + " samples are NaN");
        }
        HeightfieldBuffer out = new HeightfieldBuffer(nc, nr, field.frame());
        float[] o = Samples.shared(out);
        System.arraycopy(h, 0, o, 0, h.length);
        if (voids == 0) {
            return out.freeze();
        }
        // up[r·nc + c]: the nearest defined row ≤ r in column c, or −1
        int[] up = new int[h.length];
        for (int c = 0; c < nc; c++) {
            int last = -1;
            for (int r = 0, i = c; r < nr; r++, i += nc) {
                if (h[i] == h[i]) {
                    last = r;
                }
                up[i] = last;
            }
        }
        // down[c]: the nearest defined row > r in column c (for the row r being filled), or −1
        int[] down = new int[nc];
        java.util.Arrays.fill(down, -1);
        double limit = searchDistance;
        int maxStep = (int) Math.min(Math.floor(limit), nc);
        boolean[] filled = smoothingIterations > 0 ? new boolean[h.length] : null;
        for (int r = nr - 1; r >= 0; r--) {
            if ((r & 63) == 0) {
                Support.report(progress, (nr - r) / (double) nr * (filled == null ? 1 : 0.8), "void fill");
            }
            int row = r * nc;
            if (r + 1 < nr) {
                int below = row + nc;
                for (int c = 0; c < nc; c++) {
                    if (h[below + c] == h[below + c]) {
                        down[c] = r + 1;
                    }
                }
            }
            for (int c = 0; c < nc; c++) {
                if (h[row + c] == h[row + c]) {
                    continue;
                }
                // best squared distance and value per quadrant: up-left, down-left, up-right, down-right
                // distances, not squared: a candidate wins if its squared distance is below the square of the
                // best distance, which settles ties the way GDAL's arithmetic settles them
                double d0 = limit + 1;
                double d1 = d0;
                double d2 = d0;
                double d3 = d0;
                float v0 = 0;
                float v1 = 0;
                float v2 = 0;
                float v3 = 0;
                for (int step = 0; step <= maxStep; step++) {
                    double dx2 = (double) step * step;
                    double worst = Math.max(Math.max(d0, d1), Math.max(d2, d3));
                    if (dx2 > worst * worst) {
                        break;
                    }
                    int left = c - step;
                    if (left >= 0) {
                        int u = up[row + left];
                        if (u >= 0) {
                            double d = dx2 + (double) (r - u) * (r - u);
                            if (d < d0 * d0) {
                                d0 = Math.sqrt(d);
                                v0 = h[u * nc + left];
                            }
                        }
                        int w = down[left];
                        if (w >= 0) {
                            double d = dx2 + (double) (w - r) * (w - r);
                            if (d < d1 * d1) {
                                d1 = Math.sqrt(d);
                                v1 = h[w * nc + left];
                            }
                        }
                    }
                    int right = c + step;
                    if (step > 0 && right < nc) {
                        int u = up[row + right];
                        if (u >= 0) {
                            double d = dx2 + (double) (r - u) * (r - u);
                            if (d < d2 * d2) {
                                d2 = Math.sqrt(d);
                                v2 = h[u * nc + right];
                            }
                        }
                        int w = down[right];
                        if (w >= 0) {
                            double d = dx2 + (double) (w - r) * (w - r);
                            if (d < d3 * d3) {
                                d3 = Math.sqrt(d);
                                v3 = h[w * nc + right];
                            }
                        }
                    }
                }
                double weights = 0;
                double sum = 0;
                if (d0 <= limit) {
                    double wgt = 1 / d0;
                    weights += wgt;
                    sum += wgt * v0;
                }
                if (d1 <= limit) {
                    double wgt = 1 / d1;
                    weights += wgt;
                    sum += wgt * v1;
                }
                if (d2 <= limit) {
                    double wgt = 1 / d2;
                    weights += wgt;
                    sum += wgt * v2;
                }
                if (d3 <= limit) {
                    double wgt = 1 / d3;
                    weights += wgt;
                    sum += wgt * v3;
                }
                if (weights > 0) {
                    o[row + c] = (float) (sum / weights);
                    if (filled != null) {
                        filled[row + c] = true;
                    }
                }
            }
        }
        if (filled != null) {
            smooth(o, filled, nc, nr, progress);
        }
        Support.report(progress, 1, "void fill");
        return out.freeze();
    }

    /** Jacobi passes of the 3 × 3 mean of non-NaN samples over the filled samples. */
    private void smooth(float[] o, boolean[] filled, int nc, int nr, ProgressListener progress) {
        int count = 0;
        for (boolean f : filled) {
            if (f) {
                count++;
            }
        }
        int[] at = new int[count];
        for (int i = 0, k = 0; i < filled.length; i++) {
            if (filled[i]) {
                at[k++] = i;
            }
        }
        float[] next = new float[count];
        for (int it = 0; it < smoothingIterations; it++) {
            if ((it & 7) == 0) {
                Support.report(progress, 0.8 + 0.2 * it / smoothingIterations, "void fill: smoothing");
            }
            for (int k = 0; k < count; k++) {
                int i = at[k];
                int c = i % nc;
                int r = i / nc;
                double sum = 0;
                int n = 0;
                for (int rr = Math.max(0, r - 1); rr <= Math.min(nr - 1, r + 1); rr++) {
                    for (int cc = Math.max(0, c - 1); cc <= Math.min(nc - 1, c + 1); cc++) {
                        float v = o[rr * nc + cc];
                        if (v == v) {
                            sum += v;
                            n++;
                        }
                    }
                }
                next[k] = (float) (sum / n);
            }
            for (int k = 0; k < count; k++) {
                o[at[k]] = next[k];
            }
        }
    }
}
