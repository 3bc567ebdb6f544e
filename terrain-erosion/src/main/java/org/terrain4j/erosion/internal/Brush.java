package org.terrain4j.erosion.internal;

/**
 * The erosion brush of the droplet method: one table of {@code (2r + 1)²} weights
 * {@code max(0, r − distance)}, normalised to sum 1, for offsets from a sample. A drop at fractional
 * position {@code (cx + ox, cz + oz)} erodes with the table spread bilinearly over its four surrounding
 * samples, so the effective brush is centred on the drop itself (its centroid is the drop's position)
 * and covers {@code (2r + 2)²} samples at most. Near the border the weights of samples inside the grid
 * are renormalised to sum 1.
 *
 * <p>Immutable after construction; safe to share between threads.
 */
final class Brush {

    private final int radius;
    /** the table padded by one zero on every side: entry (i, j) for i, j in [−r−1, r+1] */
    private final double[] padded;
    private final int stride;
    /** for each brush row jj in [−r, r+1]: first and last column offset with a non-zero spread weight */
    private final int[] spanFrom;
    private final int[] spanTo;
    /**
     * The footprint in row-major order, one entry per sample with a non-zero spread weight: its offsets
     * (column {@code footColumn}, row {@code footRow}) and the four table weights that the bilinear spread
     * blends there, {@code padded} at (ii, jj), (ii − 1, jj), (ii, jj − 1) and (ii − 1, jj − 1).
     */
    private final int[] footColumn;
    private final int[] footRow;
    private final double[] footA;
    private final double[] footB;
    private final double[] footC;
    private final double[] footD;

    /**
     * @param radius brush radius in samples, ≥ 1
     */
    Brush(int radius) {
        this.radius = radius;
        this.stride = 2 * radius + 3;
        this.padded = new double[stride * stride];
        double sum = 0;
        for (int j = -radius; j <= radius; j++) {
            for (int i = -radius; i <= radius; i++) {
                double w = radius - Math.sqrt((double) i * i + (double) j * j);
                if (w > 0) {
                    padded[at(i, j)] = w;
                    sum += w;
                }
            }
        }
        for (int k = 0; k < padded.length; k++) {
            padded[k] /= sum;
        }
        int n = 2 * radius + 2;
        spanFrom = new int[n];
        spanTo = new int[n];
        for (int jj = -radius; jj <= radius + 1; jj++) {
            int from = Integer.MAX_VALUE;
            int to = Integer.MIN_VALUE;
            for (int ii = -radius; ii <= radius + 1; ii++) {
                int p = at(ii, jj);
                if (padded[p] + padded[p - 1] + padded[p - stride] + padded[p - stride - 1] > 0) {
                    from = Math.min(from, ii);
                    to = Math.max(to, ii);
                }
            }
            spanFrom[jj + radius] = from;
            spanTo[jj + radius] = to;
        }
        int count = 0;
        for (int jj = -radius; jj <= radius + 1; jj++) {
            count += Math.max(0, spanTo[jj + radius] - spanFrom[jj + radius] + 1);
        }
        footColumn = new int[count];
        footRow = new int[count];
        footA = new double[count];
        footB = new double[count];
        footC = new double[count];
        footD = new double[count];
        int q = 0;
        for (int jj = -radius; jj <= radius + 1; jj++) {
            for (int ii = spanFrom[jj + radius]; ii <= spanTo[jj + radius]; ii++) {
                int p = at(ii, jj);
                footColumn[q] = ii;
                footRow[q] = jj;
                footA[q] = padded[p];
                footB[q] = padded[p - 1];
                footC[q] = padded[p - stride];
                footD[q] = padded[p - stride - 1];
                q++;
            }
        }
    }

    private int at(int i, int j) {
        return (j + radius + 1) * stride + i + radius + 1;
    }

    /**
     * The table weight at offset {@code (i, j)}, 0 outside the radius.
     *
     * @param i column offset
     * @param j row offset
     * @return the weight
     */
    double weight(int i, int j) {
        if (Math.abs(i) > radius || Math.abs(j) > radius) {
            return 0;
        }
        return padded[at(i, j)];
    }

    /**
     * The footprint's offsets as flat indices into a field {@code columns} wide, for {@link #erodeInside}.
     *
     * @param columns the field's width, samples
     * @return a new array, one offset per footprint sample in row-major order
     */
    int[] offsets(int columns) {
        int[] off = new int[footColumn.length];
        for (int q = 0; q < off.length; q++) {
            off[q] = footRow[q] * columns + footColumn[q];
        }
        return off;
    }

    /**
     * True if the whole footprint around cell {@code (cx, cz)} lies inside a {@code columns × rows} grid,
     * so {@link #erodeInside} applies.
     */
    boolean inside(int columns, int rows, int cx, int cz) {
        return cx - radius >= 0 && cz - radius >= 0 && cx + radius + 1 < columns && cz + radius + 1 < rows;
    }

    /**
     * {@link #erode(float[], int, int, int, int, double, double, double, double, Probe)} for a footprint
     * wholly {@link #inside} the grid, walked as one flat loop over the {@link #offsets(int) offsets}
     * of sample {@code centre} (the drop's cell). Same order, same arithmetic, same bits; small enough
     * for the compiler to inline into the walk.
     */
    double erodeInside(float[] h, int centre, double ox, double oz, double amount, double floor, Probe probe,
            int[] offsets) {
        double w00 = (1 - ox) * (1 - oz);
        double w10 = ox * (1 - oz);
        double w01 = (1 - ox) * oz;
        double w11 = ox * oz;
        final double[] a = footA;
        final double[] b = footB;
        final double[] c = footC;
        final double[] d = footD;
        double taken = 0;
        for (int q = 0; q < offsets.length; q++) {
            double k = w00 * a[q] + w10 * b[q] + w01 * c[q] + w11 * d[q];
            int idx = centre + offsets[q];
            float before = h[idx];
            double take = cappedTake(k * amount, before - floor);
            float after = (float) (before - take);
            h[idx] = after; // take = +0 writes the sample back unchanged
            taken += (double) before - after;
            if (take > 0) {
                probe.eroded(idx, before, after);
            }
        }
        return taken;
    }

    /**
     * {@code min(remove, limit)}, and +0 where that is not positive: what a sample gives, bit for bit as
     * the comparisons {@code remove > limit} and {@code !(remove > 0)} would choose it, but without
     * branches. Whether a sample lies below the base level changes from sample to sample, so those
     * branches mispredict often; here the choice is made on the raw bits.
     *
     * @param remove the brush's share, ≥ +0, finite
     * @param limit  the sample's height above the base level: any double but NaN
     * @return the amount to take, ≥ +0
     */
    static double cappedTake(double remove, double limit) {
        // remove ≥ +0, so min(remove, limit) clamped at +0 is min(remove, max(limit, +0)); both are then
        // non-negative and not NaN, and such doubles order as their raw bits do as signed longs
        long l = Double.doubleToRawLongBits(limit);
        l &= ~(l >> 63);
        long diff = Double.doubleToRawLongBits(remove) - l; // both in [0, 0x7FF0000000000000]: no overflow
        return Double.longBitsToDouble(l + (diff & (diff >> 63)));
    }

    /**
     * Takes up to {@code amount} from the samples around the drop at {@code (cx + ox, cz + oz)}: sample
     * {@code s} gives {@code weight(s)·amount}, but never more than {@code height − floor}.
     *
     * @return the material actually taken (the sum of the float height decreases), ≥ 0
     */
    double erode(float[] h, int columns, int rows, int cx, int cz, double ox, double oz, double amount,
            double floor, Probe probe) {
        final int r = radius;
        final double[] w = padded;
        final int stride = this.stride;
        double w00 = (1 - ox) * (1 - oz);
        double w10 = ox * (1 - oz);
        double w01 = (1 - ox) * oz;
        double w11 = ox * oz;
        double scale = amount;
        boolean inside = cx - r >= 0 && cz - r >= 0 && cx + r + 1 < columns && cz + r + 1 < rows;
        if (!inside) {
            double sum = 0;
            for (int jj = -r; jj <= r + 1; jj++) {
                int row = cz + jj;
                if (row < 0 || row >= rows) {
                    continue;
                }
                for (int ii = spanFrom[jj + r], to = spanTo[jj + r]; ii <= to; ii++) {
                    int col = cx + ii;
                    if (col < 0 || col >= columns) {
                        continue;
                    }
                    int p = (jj + r + 1) * stride + ii + r + 1;
                    sum += w00 * w[p] + w10 * w[p - 1] + w01 * w[p - stride] + w11 * w[p - stride - 1];
                }
            }
            if (!(sum > 0)) {
                return 0;
            }
            scale = amount / sum;
        }
        double taken = 0;
        for (int jj = -r; jj <= r + 1; jj++) {
            int row = cz + jj;
            if (row < 0 || row >= rows) {
                continue;
            }
            int from = spanFrom[jj + r];
            int to = spanTo[jj + r];
            if (!inside) {
                from = Math.max(from, -cx);
                to = Math.min(to, columns - 1 - cx);
            }
            int base = row * columns + cx;
            int pRow = (jj + r + 1) * stride + r + 1;
            for (int ii = from; ii <= to; ii++) {
                int p = pRow + ii;
                double k = w00 * w[p] + w10 * w[p - 1] + w01 * w[p - stride] + w11 * w[p - stride - 1];
                double remove = k * scale;
                int idx = base + ii;
                float before = h[idx];
                double take = cappedTake(remove, before - floor);
                float after = (float) (before - take);
                h[idx] = after; // take = +0 writes the sample back unchanged
                taken += (double) before - after;
                if (take > 0) {
                    probe.eroded(idx, before, after);
                }
            }
        }
        return taken;
    }
}
