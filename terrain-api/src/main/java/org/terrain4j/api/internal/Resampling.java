package org.terrain4j.api.internal;

import java.util.Arrays;
import java.util.Objects;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.HeightfieldView;

/**
 * The resampling engine behind {@code org.terrain4j.dem.Resample} and {@link Heightfield#resample}:
 * separable tent or Keys (a = −½) kernels, stretched when shrinking, no-data aware. The public class
 * documents the behaviour; this one is not API.
 */
public final class Resampling {

    private Resampling() {
    }

    /**
     * @param field   the heights, no-data as NaN; no sample may be infinite
     * @param columns new number of columns, ≥ 1
     * @param rows    new number of rows, ≥ 1
     * @param bicubic Keys' cubic convolution if true, the tent if false
     * @return the resampled field, its frame's spacing changed and origin kept
     * @throws IllegalArgumentException if a size is below 1, the grid is too large, or a sample is infinite
     */
    public static Heightfield resample(HeightfieldView field, int columns, int rows, boolean bicubic) {
        Objects.requireNonNull(field, "field");
        Checks.gridSize(columns, rows);
        float[] h = field.toArray();
        for (int i = 0; i < h.length; i++) {
            if (Float.isInfinite(h[i])) {
                throw new IllegalArgumentException("field must hold finite heights or NaN (no data), but the sample"
                        + " at column " + i % field.columns() + ", row " + i / field.columns() + " is " + h[i]);
            }
        }
        int nc = field.columns();
        int nr = field.rows();
        int radius = bicubic ? 2 : 1;
        Taps x = new Taps(radius, nc, columns);
        Taps z = new Taps(radius, nr, rows);
        Taps bx = bicubic ? new Taps(1, nc, columns) : x;
        Taps bz = bicubic ? new Taps(1, nr, rows) : z;
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
                    v = apply(h, nc, bx, c, bz, r, true);
                }
                o[r * columns + c] = (float) v;
            }
        }
        return out.freeze();
    }

    /** The tent (radius 1) or Keys' cubic, a = −½ (radius 2). */
    static double weight(int radius, double t) {
        double a = Math.abs(t);
        if (radius == 1) {
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

        Taps(int radius, int from, int to) {
            scale = to > 1 ? (from - 1) / (double) (to - 1) : 0;
            double stretch = Math.max(1, scale);
            double reach = radius * stretch;
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
                    double w = weight(radius, (i - p) / stretch);
                    if (w == 0) {
                        continue;
                    }
                    if (n == index.length) {
                        index = Arrays.copyOf(index, index.length * 2);
                        weight = Arrays.copyOf(weight, weight.length * 2);
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
