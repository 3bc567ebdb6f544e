package org.terrain4j.erosion.internal;

import java.util.concurrent.CancellationException;

import org.terrain4j.api.ErosionLedger;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.ProgressListener;

/**
 * The relaxation behind {@link org.terrain4j.erosion.Thermal}. Each iteration makes two sweeps over the
 * frozen field {@code h}: the first computes, per sample, the factor {@code f_i = amount·½·max_j x_ij /
 * Σ_j e_ij} (with {@code x_ij} the height excess over the talus and {@code e_ij = max(x_ij, 0)/L_ij}
 * the excess slope); the second computes every sample's new height
 * {@code h_i + Σ_j (f_j·e_ji − f_i·e_ij)} into a second array. The transfer {@code f_i·e_ij} is
 * evaluated with the same operands in the same order on both of its ends, so what leaves one sample
 * is bit for bit what enters the other. Rows are independent within a sweep, so bands of rows run in
 * parallel and the result does not depend on the thread count.
 *
 * <p>Not thread-safe; one engine per run.
 */
public final class ThermalEngine {

    private static final int[][] OFFSETS = {
        {1, 0}, {-1, 0}, {0, 1}, {0, -1},
        {1, 1}, {-1, -1}, {1, -1}, {-1, 1},
        {1, 2}, {-1, -2}, {2, 1}, {-2, -1}, {1, -2}, {-1, 2}, {2, -1}, {-2, 1},
    };

    private final double talus;
    private final double amount;
    private final int iterations;
    private final int neighbours;
    private final int threads;

    /**
     * @param talus      height per metre, ≥ 0
     * @param amount     (0, 1]
     * @param iterations ≥ 0
     * @param neighbours 4, 8 or 16
     * @param threads    ≥ 1
     */
    public ThermalEngine(double talus, double amount, int iterations, int neighbours, int threads) {
        this.talus = talus;
        this.amount = amount;
        this.iterations = iterations;
        this.neighbours = neighbours;
        this.threads = threads;
    }

    /**
     * Runs every iteration over {@code field}.
     *
     * @param field    field to weather in place
     * @param progress progress and cancellation
     * @return the ledger (eroded = deposited = total moved)
     * @throws CancellationException if cancelled (the field then holds the last finished iteration)
     */
    public ErosionLedger run(HeightfieldBuffer field, ProgressListener progress) {
        float[] target = field.samples();
        int columns = field.columns();
        int rows = field.rows();
        Fields.requireFinite(target, columns);
        if (iterations == 0) {
            progress.progress(1, "thermal weathering");
            return ErosionLedger.NONE;
        }
        Pass pass = new Pass(columns, rows, field.frame(), talus, amount, neighbours);
        float[] a = target.clone();
        float[] b = new float[a.length];
        float[] f = new float[a.length];
        double[] movedPerRow = new double[rows];
        int bands = Math.min(rows, threads == 1 ? 1 : 4 * threads);
        double moved = 0;
        int reportEvery = Math.max(1, iterations / 200);
        try (Workers workers = new Workers(threads)) {
            for (int it = 0; it < iterations; it++) {
                final float[] src = a;
                final float[] dst = b;
                workers.forEach(bands, band -> {
                    double[] scratch = new double[2 * columns];
                    for (int r = band * rows / bands, end = (band + 1) * rows / bands; r < end; r++) {
                        movedPerRow[r] = pass.factors(src, f, r, scratch);
                    }
                });
                workers.forEach(bands, band -> {
                    double[] scratch = new double[columns];
                    for (int r = band * rows / bands, end = (band + 1) * rows / bands; r < end; r++) {
                        pass.apply(src, f, dst, r, scratch);
                    }
                });
                for (int r = 0; r < rows; r++) {
                    moved += movedPerRow[r];
                }
                a = dst;
                b = src;
                if ((it + 1) % reportEvery == 0 || it == iterations - 1) {
                    // the field always holds a finished iteration when we stop
                    System.arraycopy(a, 0, target, 0, a.length);
                    if (progress.isCancelled()) {
                        throw new CancellationException("thermal weathering cancelled after " + (it + 1) + " of "
                                + iterations + " iterations");
                    }
                    progress.progress((it + 1.0) / iterations, "thermal weathering");
                }
            }
        }
        return new ErosionLedger(moved, moved, 0, 0);
    }

    /** One neighbourhood on one grid: per-direction offsets, distances and talus drops. */
    static final class Pass {
        final int columns;
        final int rows;
        final int n;
        final int[] dx;
        final int[] dz;
        final double[] invL;
        final double[] talusDrop;
        final double half;

        Pass(int columns, int rows, GridFrame frame, double talus, double amount, int neighbours) {
            this.columns = columns;
            this.rows = rows;
            this.n = neighbours;
            this.dx = new int[n];
            this.dz = new int[n];
            this.invL = new double[n];
            this.talusDrop = new double[n];
            for (int k = 0; k < n; k++) {
                dx[k] = OFFSETS[k][0];
                dz[k] = OFFSETS[k][1];
                double l = Math.hypot(dx[k] * frame.spacingX(), dz[k] * frame.spacingZ());
                invL[k] = 1 / l;
                talusDrop[k] = talus * l;
            }
            this.half = 0.5 * amount;
        }

        /** First sweep, row {@code r}: the share factor of every sample; returns the height the row sheds. */
        double factors(float[] h, float[] f, int r, double[] scratch) {
            final int columns = this.columns;
            final int row = r * columns;
            final int max = 0;
            final int sum = columns;
            java.util.Arrays.fill(scratch, 0, 2 * columns, 0.0);
            for (int k = 0; k < n; k++) {
                int rr = r + dz[k];
                if (rr < 0 || rr >= rows) {
                    continue;
                }
                int off = dz[k] * columns + dx[k];
                int from = Math.max(0, -dx[k]);
                int to = columns - Math.max(0, dx[k]);
                double td = talusDrop[k];
                double il = invL[k];
                for (int c = from; c < to; c++) {
                    int i = row + c;
                    double x = (double) h[i] - h[i + off] - td;
                    scratch[max + c] = Math.max(scratch[max + c], x);
                    scratch[sum + c] += Math.max(x, 0) * il;
                }
            }
            double shed = 0;
            for (int c = 0; c < columns; c++) {
                double m = scratch[max + c];
                if (m > 0) {
                    float fc = (float) (half * m / scratch[sum + c]);
                    f[row + c] = fc;
                    shed += fc * scratch[sum + c];
                } else {
                    f[row + c] = 0f;
                }
            }
            return shed;
        }

        /** Second sweep, row {@code r}: new heights into {@code dst}. */
        void apply(float[] h, float[] f, float[] dst, int r, double[] delta) {
            final int columns = this.columns;
            final int row = r * columns;
            java.util.Arrays.fill(delta, 0, columns, 0.0);
            for (int k = 0; k < n; k++) {
                int rr = r + dz[k];
                if (rr < 0 || rr >= rows) {
                    continue;
                }
                int off = dz[k] * columns + dx[k];
                int from = Math.max(0, -dx[k]);
                int to = columns - Math.max(0, dx[k]);
                double td = talusDrop[k];
                double il = invL[k];
                for (int c = from; c < to; c++) {
                    int i = row + c;
                    int j = i + off;
                    double hi = h[i];
                    double hj = h[j];
                    double out = f[i] * (Math.max(hi - hj - td, 0) * il);
                    double in = f[j] * (Math.max(hj - hi - td, 0) * il);
                    delta[c] += in - out;
                }
            }
            for (int c = 0; c < columns; c++) {
                int i = row + c;
                double d = delta[c];
                dst[i] = d != 0 ? (float) (h[i] + d) : h[i];
            }
        }
    }
}
