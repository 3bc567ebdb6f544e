package org.terrain4j.api.dem;

import java.util.Objects;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.HeightfieldView;
import org.terrain4j.api.internal.Checks;
import org.terrain4j.api.internal.Samples;

/**
 * Resamples a field to another size by bilinear or bicubic interpolation, aware of no-data.
 *
 * <h2>Where the new samples lie</h2>
 * Samples are points (see {@link org.terrain4j.api}): the first and last samples of each axis stay
 * where they were and the new samples are spread evenly between them, so new column {@code j} of
 * {@code m} sits at old column {@code j·(n − 1)/(m − 1)} and the spacing becomes
 * {@code spacing·(n − 1)/(m − 1)} (unchanged on an axis resampled to one sample, which keeps the
 * first). The origin is kept. A pixel-is-area tool such as GDAL reaches the same samples when asked
 * for pixels centred on them: an output extent of the new samples' positions widened by half a new
 * spacing on every side.
 *
 * <h2>Kernels</h2>
 * {@link Kernel#BILINEAR} weighs taps by the tent {@code max(0, 1 − |t|)}; {@link Kernel#BICUBIC}
 * by Keys' cubic convolution with {@code a = −½} (Catmull–Rom, GDAL's {@code cubic}), which passes
 * through the samples and may overshoot them slightly. When shrinking by a factor {@code s > 1} the
 * kernel is stretched by {@code s} (it then averages over the samples a new sample stands for, as
 * GDAL's warper does), and its weights are normalised to sum to 1. Taps beyond the grid take the
 * nearest edge sample.
 *
 * <h2>No-data</h2>
 * A new sample none of whose taps of non-zero weight is NaN is the plain weighted sum. Otherwise:
 * bilinear takes the weighted mean of the defined taps (NaN only if every tap is NaN); bicubic falls
 * back to that bilinear value at the same position (its negative lobes make a mean over part of its
 * taps unsafe). So a void spreads at most one old sample into the new grid, a new sample that
 * coincides with a defined old one keeps its value exactly, and a void's inside stays NaN.
 *
 * <p>Source: R. G. Keys, "Cubic convolution interpolation for digital image processing", IEEE Trans.
 * ASSP 29(6), 1981.
 *
 * <p>Immutable and thread-safe.
 *
 * @param kernel the interpolation kernel
 * @since 0.1
 */
public record Resample(Kernel kernel) {

    /**
     * An interpolation kernel.
     *
     * @since 0.1
     */
    public enum Kernel {
        /** The tent: linear along each axis, 2 × 2 taps when enlarging. */
        BILINEAR(1),
        /** Keys' cubic convolution, a = −½: 4 × 4 taps when enlarging. */
        BICUBIC(2);

        private final int radius;

        Kernel(int radius) {
            this.radius = radius;
        }

        double weight(double t) {
            double a = Math.abs(t);
            if (this == BILINEAR) {
                return a < 1 ? 1 - a : 0;
            }
            if (a < 1) {
                return (1.5 * a - 2.5) * a * a + 1;
            }
            if (a < 2) {
                return ((-0.5 * a + 2.5) * a - 4) * a + 2;
            }
            return 0;
        }
    }

    /**
     * Validates the settings.
     *
     * @param kernel the interpolation kernel
     */
    public Resample {
        Objects.requireNonNull(kernel, "kernel");
    }

    /**
     * @return bilinear resampling
     */
    public static Resample bilinear() {
        return new Resample(Kernel.BILINEAR);
    }

    /**
     * @return bicubic resampling (Keys, a = −½)
     */
    public static Resample bicubic() {
        return new Resample(Kernel.BICUBIC);
    }

    /**
     * @param kernel the interpolation kernel
     * @return these settings with that kernel
     */
    public Resample withKernel(Kernel kernel) {
        return new Resample(kernel);
    }

    /**
     * Resamples a field to {@code columns × rows} samples as the class notes describe.
     *
     * @param field   the heights, no-data as NaN; no sample may be infinite
     * @param columns new number of columns, ≥ 1
     * @param rows    new number of rows, ≥ 1
     * @return the resampled field, its frame's spacing changed and origin kept
     * @throws IllegalArgumentException if a size is below 1, the grid would exceed
     *                                  {@link Heightfield#MAX_SAMPLES}, or a sample is infinite
     */
    public Heightfield to(HeightfieldView field, int columns, int rows) {
        Objects.requireNonNull(field, "field");
        Checks.gridSize(columns, rows);
        float[] h = Support.samples(field, "field");
        int nc = field.columns();
        int nr = field.rows();
        Taps x = new Taps(kernel, nc, columns);
        Taps z = new Taps(kernel, nr, rows);
        Taps bx = kernel == Kernel.BILINEAR ? x : new Taps(Kernel.BILINEAR, nc, columns);
        Taps bz = kernel == Kernel.BILINEAR ? z : new Taps(Kernel.BILINEAR, nr, rows);
        GridFrame f = field.frame();
        double spacingX = columns > 1 && nc > 1 ? f.spacingX() * x.scale : f.spacingX();
        double spacingZ = rows > 1 && nr > 1 ? f.spacingZ() * z.scale : f.spacingZ();
        HeightfieldBuffer out = new HeightfieldBuffer(columns, rows,
                f.withSpacing(spacingX, spacingZ));
        float[] o = Samples.shared(out);
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                double v = apply(h, nc, x, c, z, r, false);
                if (v != v) {
                    v = kernel == Kernel.BILINEAR ? apply(h, nc, x, c, z, r, true) : apply(h, nc, bx, c, bz, r, true);
                }
                o[r * columns + c] = (float) v;
            }
        }
        return out.freeze();
    }

    /** Σ w·h over the taps; NaN if a tap is NaN, unless {@code skipNaN}, which then averages the defined ones. */
    private static double apply(float[] h, int nc, Taps x, int c, Taps z, int r, boolean skipNaN) {
        double sum = 0;
        double weights = 0;
        for (int a = z.start[r]; a < z.start[r + 1]; a++) {
            int row = z.index[a] * nc;
            double wz = z.weight[a];
            for (int b = x.start[c]; b < x.start[c + 1]; b++) {
                float v = h[row + x.index[b]];
                double w = wz * x.weight[b];
                if (v != v) {
                    if (!skipNaN) {
                        return Double.NaN;
                    }
                    continue;
                }
                sum += w * v;
                weights += w;
            }
        }
        if (!skipNaN) {
            return sum; // the weights of each axis sum to 1
        }
        return weights > 0 ? sum / weights : Double.NaN;
    }

    /** The taps of every new sample along one axis: old indices (clamped) and normalised weights. */
    private static final class Taps {
        final double scale;
        final int[] start;
        int[] index;
        double[] weight;

        Taps(Kernel kernel, int from, int to) {
            scale = to > 1 ? (from - 1) / (double) (to - 1) : 0;
            double stretch = Math.max(1, scale);
            double reach = kernel.radius * stretch;
            start = new int[to + 1];
            int capacity = (int) Math.min(Integer.MAX_VALUE - 8L, (long) to * ((long) Math.ceil(2 * reach) + 1));
            index = new int[Math.min(capacity, 1 << 16)];
            weight = new double[index.length];
            int n = 0;
            for (int j = 0; j < to; j++) {
                start[j] = n;
                double p = j * scale;
                long lo = (long) Math.ceil(p - reach);
                long hi = (long) Math.floor(p + reach);
                double total = 0;
                int first = n;
                for (long i = lo; i <= hi; i++) {
                    double w = kernel.weight((i - p) / stretch);
                    if (w == 0) {
                        continue;
                    }
                    if (n == index.length) {
                        index = java.util.Arrays.copyOf(index, index.length * 2);
                        weight = java.util.Arrays.copyOf(weight, weight.length * 2);
                    }
                    index[n] = (int) Math.max(0, Math.min(from - 1, i));
                    weight[n] = w;
                    total += w;
                    n++;
                }
                for (int k = first; k < n; k++) {
                    weight[k] /= total;
                }
            }
            start[to] = n;
        }
    }
}
