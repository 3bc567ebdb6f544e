package org.terrain4j.routing;

import java.util.Arrays;
import java.util.Objects;

/**
 * Multiple-flow accumulation: each sample divides its water among all its strictly lower neighbours
 * instead of passing it to one receiver, which spreads flow on hillslopes and keeps ridges and fans
 * from collapsing into single-sample lines.
 *
 * <p><b>Partition.</b> A sample passes to its lower neighbour j the fraction
 * {@code w_j / Σ w}, where {@code w_j = c_j · tan(β_j)^p}, tan β_j the drop ÷ distance to j and p the
 * exponent. {@link #freeman()}: c_j = 1 and p = 1.1 (Freeman 1991). {@link #quinn()}: c_j the contour
 * length across the flow, 0.5 of the spacing for the axial neighbours and √2/4 ≈ 0.354 for the
 * diagonals, and p = 1 (Quinn et al. 1991). Larger p concentrates flow toward the steepest neighbour;
 * as p grows without bound the partition tends to D8.
 *
 * <p><b>Order and base levels.</b> Samples are visited from the highest to the lowest, ties by
 * decreasing index (so the result does not depend on a sort's stability). Outlets and NaN samples keep
 * what reaches them; a sample with no strictly lower neighbour (a pit or a flat) keeps its water too,
 * so route a {@link DepressionFill#draining()} surface to carry everything to the outlets. Equal
 * neighbours split equally, so mirror-symmetric inputs give mirror-symmetric areas.
 *
 * <p>Immutable and thread-safe. O(n log n) (a sort of the heights).
 *
 * <p><b>Source.</b> T. G. Freeman, "Calculating catchment area with divergent flow based on a regular
 * grid", Computers &amp; Geosciences 17 (1991) 413–422; P. Quinn, K. Beven, P. Chevallier, O. Planchon,
 * "The prediction of hillslope flow paths for distributed hydrological modelling using digital terrain
 * models", Hydrological Processes 5 (1991) 59–79.
 *
 * @since 0.1
 */
public final class MultipleFlow {

    private final double exponent;
    private final boolean contour;

    private MultipleFlow(double exponent, boolean contour) {
        this.exponent = exponent;
        this.contour = contour;
    }

    /** @return Freeman's partition, exponent 1.1, no contour weights */
    public static MultipleFlow freeman() {
        return new MultipleFlow(1.1, false);
    }

    /** @return Quinn et al.'s partition, exponent 1, contour-length weights */
    public static MultipleFlow quinn() {
        return new MultipleFlow(1, true);
    }

    /**
     * @param p the slope exponent, 0 &lt; p ≤ 100
     * @return a copy with this exponent
     * @throws IllegalArgumentException unless 0 &lt; p ≤ 100
     */
    public MultipleFlow withExponent(double p) {
        if (!(p > 0 && p <= 100)) {
            throw new IllegalArgumentException("exponent must be in (0, 100], was " + p);
        }
        return new MultipleFlow(p, contour);
    }

    /** @return the slope exponent p */
    public double exponent() {
        return exponent;
    }

    /** @return whether flow is weighted by contour length (Quinn) */
    public boolean contourWeighted() {
        return contour;
    }

    /**
     * Multiple-flow drainage area as a read-only grid in the grid's {@link DrainageGrid#frame() frame};
     * the values are those of {@link #drainageArea}.
     *
     * @param grid    shape, spacing, wrap, outlets and frame
     * @param heights row-major heights, metres, {@code grid.sampleCount()} elements, finite or NaN; not
     *                modified
     * @return the drainage area, m² (0 at no-data)
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if the length does not match or a sample is infinite
     * @since 0.1
     */
    public DrainageAreaGrid drainageAreaGrid(DrainageGrid grid, float[] heights) {
        return new DrainageAreaGrid(grid, accumulate(grid, heights, null));
    }

    /**
     * Multiple-flow drainage area, the bulk form of {@link #drainageAreaGrid}: the same values as a bare
     * array.
     *
     * @param grid    shape, spacing, wrap and outlets
     * @param heights row-major heights, metres, finite or NaN; not modified
     * @return a new row-major array of drainage areas, m² (0 at no-data)
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if the length does not match or a sample is infinite
     */
    public double[] drainageArea(DrainageGrid grid, float[] heights) {
        return accumulate(grid, heights, null);
    }

    /**
     * @param grid    shape, spacing, wrap and outlets
     * @param heights row-major heights, metres, finite or NaN; not modified
     * @param weights row-major weights, each finite and ≥ 0, or null for 1 everywhere; each sample
     *                contributes weight × cellArea
     * @return a new row-major array of accumulated values (0 at no-data)
     * @throws NullPointerException     if grid or heights is null
     * @throws IllegalArgumentException if a length does not match, a sample is infinite, or a weight is
     *                                  negative, NaN or infinite
     */
    public double[] accumulate(DrainageGrid grid, float[] heights, double[] weights) {
        Objects.requireNonNull(grid, "grid");
        Objects.requireNonNull(heights, "heights");
        grid.checkLength("heights", heights.length);
        byte[] state = grid.effectiveOutlets(heights);
        int count = heights.length;
        int cols = grid.columns();
        double cell = grid.cellArea();
        double[] a = new double[count];
        if (weights != null) {
            grid.checkLength("weights", weights.length);
        }
        for (int i = 0; i < count; i++) {
            if (state[i] == 2) {
                continue;
            }
            double w = 1;
            if (weights != null) {
                w = weights[i];
                if (!(w >= 0 && w < Double.POSITIVE_INFINITY)) {
                    throw new IllegalArgumentException("weights[" + i + "] must be finite and >= 0, was " + w);
                }
            }
            a[i] = w * cell;
        }
        long[] keys = new long[count];
        int k = 0;
        for (int i = 0; i < count; i++) {
            if (state[i] != 2) {
                keys[k++] = LongHeap.key(heights[i], i);
            }
        }
        Arrays.sort(keys, 0, k);
        double[] inv = new double[8];
        double[] cw = new double[8];
        double sx = grid.spacingX();
        double sz = grid.spacingZ();
        for (int d = 0; d < 8; d++) {
            inv[d] = 1 / grid.distance(d);
            boolean diag = (d & 1) == 1;
            cw[d] = !contour ? 1 : diag ? Math.sqrt(2) / 4 * Math.sqrt(sx * sz) : 0.5 * (d == 0 || d == 4 ? sz : sx);
        }
        int[] nb = new int[8];
        double[] wt = new double[8];
        for (int q = k - 1; q >= 0; q--) {
            int i = LongHeap.index(keys[q]);
            if (state[i] != 0) {
                continue;
            }
            float h = heights[i];
            int c = i % cols;
            int r = i / cols;
            double sum = 0;
            int m = 0;
            for (int d = 0; d < 8; d++) {
                int j = grid.neighbourUnchecked(c, r, d);
                if (j < 0 || state[j] == 2) {
                    continue;
                }
                float hj = heights[j];
                if (hj < h) {
                    double s = ((double) h - hj) * inv[d];
                    double w = cw[d] * (exponent == 1 ? s : Math.pow(s, exponent));
                    nb[m] = j;
                    wt[m] = w;
                    m++;
                    sum += w;
                }
            }
            if (m == 0 || !(sum > 0)) {
                continue;
            }
            double share = a[i] / sum;
            for (int t = 0; t < m; t++) {
                a[nb[t]] += share * wt[t];
            }
        }
        return a;
    }

    /** @return the exponent and weighting */
    @Override
    public String toString() {
        return "MultipleFlow[exponent=" + exponent + (contour ? ", contour-weighted]" : "]");
    }

    /**
     * @param o another object
     * @return whether o has the same exponent and weighting
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof MultipleFlow f && Double.compare(exponent, f.exponent) == 0 && contour == f.contour;
    }

    @Override
    public int hashCode() {
        return Objects.hash(exponent, contour);
    }
}
