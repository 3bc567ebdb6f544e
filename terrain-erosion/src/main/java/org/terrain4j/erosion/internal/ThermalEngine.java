package org.terrain4j.erosion.internal;

import java.util.concurrent.CancellationException;

import org.terrain4j.api.ErosionLedger;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.api.internal.Samples;

/**
 * The relaxation behind {@link org.terrain4j.erosion.Thermal}. Each iteration reads the frozen field
 * {@code h} and writes a second array. Per sample it needs the factor {@code f_i = amount·½·max_j x_ij /
 * Σ_j e_ij} (with {@code x_ij} the height excess over the talus and {@code e_ij = max(x_ij, 0)/L_ij}
 * the excess slope) of itself and its neighbours, and writes {@code h_i + Σ_j (f_j·e_ji − f_i·e_ij)}.
 * One sweep does both: the factors of row {@code r + reach} are computed into a small ring of rows just
 * before row {@code r} is written, so each iteration reads {@code h} about once and writes once. The
 * transfer {@code f_i·e_ij} is evaluated with the same operands in the same order at both of its ends,
 * so what leaves one sample is bit for bit what enters the other. The kernels use {@code float}
 * arithmetic over row copies indexed alike, which the JIT vectorises. Bands of rows run in parallel;
 * a band also computes the factor rows it needs from its neighbours (the same pure function of
 * {@code h}), so the result does not depend on the thread count.
 *
 * <p>Not thread-safe; one engine per run.
 *
 * @since 0.1
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
        float[] target = Samples.shared(field);
        int columns = field.columns();
        int rows = field.rows();
        FieldChecks.requireFinite(target, columns);
        if (iterations == 0) {
            progress.progress(1, "thermal weathering");
            return ErosionLedger.NONE;
        }
        Pass pass = new Pass(columns, rows, field.frame(), talus, amount, neighbours);
        // double buffer: the caller's array and one more; the newest finished iteration is in `a`
        float[] a = target;
        float[] b = new float[target.length];
        double[] movedPerRow = new double[rows];
        int bands = Math.min(rows, threads == 1 ? 1 : 4 * threads);
        Pass.Scratch[] scratches = new Pass.Scratch[bands];
        for (int k = 0; k < bands; k++) {
            scratches[k] = pass.scratch();
        }
        double moved = 0;
        int reportEvery = Math.max(1, iterations / 200);
        try (Workers workers = new Workers(threads)) {
            for (int it = 0; it < iterations; it++) {
                final float[] src = a;
                final float[] dst = b;
                workers.forEach(bands, band -> pass.band(src, dst, band * rows / bands, (band + 1) * rows / bands,
                        scratches[band], movedPerRow));
                for (int r = 0; r < rows; r++) {
                    moved += movedPerRow[r];
                }
                a = dst;
                b = src;
                if ((it + 1) % reportEvery == 0 || it == iterations - 1) {
                    if (progress.isCancelled()) {
                        if (a != target) {
                            System.arraycopy(a, 0, target, 0, a.length); // leave the last finished iteration
                        }
                        throw new CancellationException("thermal weathering cancelled after " + (it + 1) + " of "
                                + iterations + " iterations");
                    }
                    progress.progress((it + 1.0) / iterations, "thermal weathering");
                }
            }
        }
        if (a != target) {
            System.arraycopy(a, 0, target, 0, a.length);
        }
        return new ErosionLedger(moved, moved, 0, 0);
    }

    /**
     * One neighbourhood on one grid: per-direction offsets, distances and talus drops. The kernels run in
     * {@code float} over row copies indexed alike (the neighbour row is copied shifted by the direction's
     * column offset), the shape the JIT vectorises. Each transfer is still computed from the same
     * operands in the same order at both of its ends, so conservation is unaffected.
     */
    static final class Pass {
        final int columns;
        final int rows;
        final int n;
        final int[] dx;
        final int[] dz;
        final float[] invL;
        final float[] talusDrop;
        final float half;

        Pass(int columns, int rows, GridFrame frame, double talus, double amount, int neighbours) {
            this.columns = columns;
            this.rows = rows;
            this.n = neighbours;
            this.dx = new int[n];
            this.dz = new int[n];
            this.invL = new float[n];
            this.talusDrop = new float[n];
            double[] l = new double[n];
            double shortest = Double.POSITIVE_INFINITY;
            for (int k = 0; k < n; k++) {
                dx[k] = OFFSETS[k][0];
                dz[k] = OFFSETS[k][1];
                l[k] = Math.hypot(dx[k] * frame.spacingX(), dz[k] * frame.spacingZ());
                shortest = Math.min(shortest, l[k]);
            }
            for (int k = 0; k < n; k++) {
                // The shares only compare excess slopes with each other, so the reciprocal distance is
                // taken in units of the shortest neighbour distance: between 0.2 and 1 whatever the
                // spacing (1 / l itself overflows float below 3e-39 m and gave NaN). On a grid whose
                // shortest distance is 1 the bits are those of 1 / l.
                invL[k] = (float) (shortest / l[k]);
                talusDrop[k] = (float) (talus * l[k]);
            }
            this.half = (float) (0.5 * amount);
        }

        /** Rows of the neighbourhood above and below a row: 1, or 2 with knight's moves. */
        int reach() {
            return n == 16 ? 2 : 1;
        }

        /**
         * One band of rows {@code [r0, r1)} of one iteration, in a single sweep: the share factors of
         * row {@code r + reach} are computed just before row {@code r} is applied, into a ring of
         * {@code 2·reach + 1} factor rows. Rows of the neighbouring bands that the band needs are computed
         * here too (the same pure function of {@code src}, so the same bits as in their own band).
         */
        void band(float[] src, float[] dst, int r0, int r1, Scratch s, double[] movedPerRow) {
            final int reach = reach();
            final int ring = 2 * reach + 1;
            for (int q = Math.max(0, r0 - reach); q < Math.min(rows, r0 + reach); q++) {
                double shed = factors(src, s.ring[q % ring], q, s);
                if (q >= r0 && q < r1) {
                    movedPerRow[q] = shed;
                }
            }
            for (int r = r0; r < r1; r++) {
                int q = r + reach;
                if (q < rows) {
                    double shed = factors(src, s.ring[q % ring], q, s);
                    if (q < r1) {
                        movedPerRow[q] = shed;
                    }
                }
                apply(src, s.ring, ring, dst, r, s);
            }
        }

        /** Row scratch of one worker. */
        final class Scratch {
            final float[][] ring = new float[2 * reach() + 1][columns];
            final float[] cur = new float[columns];
            final float[] nb = new float[columns];
            final float[] fNb = new float[columns];
            final float[] max = new float[columns];
            final float[] sum = new float[columns];
            final float[] loss = new float[columns];
            final float[] out = new float[columns];
        }

        Scratch scratch() {
            return new Scratch();
        }

        /** The share factor of every sample of row {@code r} into {@code fRow}; returns the height the row sheds. */
        double factors(float[] h, float[] fRow, int r, Scratch s) {
            final int columns = this.columns;
            final int row = r * columns;
            final float[] cur = s.cur;
            final float[] nb = s.nb;
            final float[] max = s.max;
            final float[] sum = s.sum;
            System.arraycopy(h, row, cur, 0, columns);
            java.util.Arrays.fill(max, 0f);
            java.util.Arrays.fill(sum, 0f);
            for (int k = 0; k < n; k++) {
                int rr = r + dz[k];
                if (rr < 0 || rr >= rows) {
                    continue;
                }
                int from = Math.max(0, -dx[k]);
                int to = columns - Math.max(0, dx[k]);
                if (to <= from) {
                    continue;
                }
                System.arraycopy(h, rr * columns + from + dx[k], nb, from, to - from);
                excess(cur, nb, talusDrop[k], invL[k], max, sum, from, to);
            }
            final float half = this.half;
            for (int c = 0; c < columns; c++) {
                // m ≤ 0 means no over-steep neighbour (then sum = 0 too): factor 0
                fRow[c] = half * max[c] / Math.max(sum[c], Float.MIN_NORMAL);
            }
            double shed = 0;
            for (int c = 0; c < columns; c++) {
                shed += (double) fRow[c] * sum[c];
            }
            return shed;
        }

        private static void excess(float[] cur, float[] nb, float td, float il, float[] max, float[] sum, int from,
                int to) {
            for (int c = from; c < to; c++) {
                float x = cur[c] - nb[c] - td;
                max[c] = Math.max(max[c], x);
                sum[c] += Math.max(x, 0f) * il;
            }
        }

        /** New heights of row {@code r} into {@code dst}; factor row {@code q} is {@code ring[q % size]}. */
        void apply(float[] h, float[][] ring, int size, float[] dst, int r, Scratch s) {
            final int columns = this.columns;
            final int row = r * columns;
            final float[] cur = s.cur;
            final float[] nb = s.nb;
            final float[] fCur = ring[r % size];
            final float[] fNb = s.fNb;
            final float[] loss = s.loss;
            System.arraycopy(h, row, cur, 0, columns);
            java.util.Arrays.fill(loss, 0f);
            for (int k = 0; k < n; k++) {
                int rr = r + dz[k];
                if (rr < 0 || rr >= rows) {
                    continue;
                }
                int from = Math.max(0, -dx[k]);
                int to = columns - Math.max(0, dx[k]);
                if (to <= from) {
                    continue;
                }
                System.arraycopy(h, rr * columns + from + dx[k], nb, from, to - from);
                System.arraycopy(ring[rr % size], from + dx[k], fNb, from, to - from);
                transfers(cur, nb, fCur, fNb, talusDrop[k], invL[k], loss, from, to);
            }
            final float[] out = s.out;
            for (int c = 0; c < columns; c++) {
                // x − (+0) is x bit for bit (−0 included), so a sample at rest keeps its bits
                out[c] = cur[c] - loss[c];
            }
            System.arraycopy(out, 0, dst, row, columns);
        }

        private static void transfers(float[] cur, float[] nb, float[] fCur, float[] fNb, float td, float il,
                float[] loss, int from, int to) {
            for (int c = from; c < to; c++) {
                float hi = cur[c];
                float hj = nb[c];
                float out = fCur[c] * (Math.max(hi - hj - td, 0f) * il);
                float in = fNb[c] * (Math.max(hj - hi - td, 0f) * il);
                loss[c] += out - in;
            }
        }
    }
}
