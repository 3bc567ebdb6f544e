package org.terrain4j.dem;

import java.util.Locale;
import java.util.Objects;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.HeightfieldView;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.api.internal.Checks;
import org.terrain4j.api.internal.Samples;
import org.terrain4j.io.internal.Numbers;

/**
 * Fills voids with the harmonic surface through the samples around them: the filled heights solve
 * Laplace's equation {@code ∂²h/∂x² + ∂²h/∂z² = 0} on the voids, with the defined samples as fixed
 * (Dirichlet) boundary values.
 *
 * <h2>The method</h2>
 * On the grid, every filled sample equals the weighted mean of its four neighbours inside the grid,
 * with weight {@code 1/spacingX²} for the two in its row and {@code 1/spacingZ²} for the two in its
 * column (the five-point Laplacian in metres). Where a void reaches the grid's edge the missing
 * neighbour is left out, so the surface meets the edge with zero slope across it (a Neumann
 * condition). The sparse symmetric positive-definite system is solved by conjugate gradients
 * preconditioned by its diagonal, in {@code double}; iteration stops when every filled sample lies
 * within {@code tolerance} of the weighted mean of its neighbours. A grid with many void samples
 * first solves the same problem on the grid of every second row and column (and so on down), and
 * starts from that coarse answer interpolated bilinearly (nested iteration, as in cascadic conjugate
 * gradients): the wide, smooth part of a large void's surface is then found on the small grids,
 * where it is cheap. A small grid starts from the mean of linear interpolation along the void's row
 * and column.
 *
 * <p>Consequences: every void is filled (if the field has a defined sample at all); the result is
 * smooth, and a plane {@code h = a·x + b·z + c} around an interior void is continued exactly; by the
 * maximum principle no filled value lies outside the range of the defined samples bordering its void.
 *
 * <p>Source: the discrete Dirichlet problem for Laplace's equation; conjugate gradients after
 * Hestenes and Stiefel (1952); nested (coarse-to-fine) iteration after Deuflhard, "Cascadic conjugate
 * gradient methods for elliptic partial differential equations" (1994).
 *
 * <p>Immutable and thread-safe.
 *
 * @param tolerance     the largest distance allowed between a filled sample and the weighted mean of
 *                      its neighbours when iteration stops, in height units; finite, &gt; 0 (default
 *                      1e-4)
 * @param maxIterations the most conjugate-gradient iterations before giving up, 1…10⁷ (default 10⁶)
 * @since 0.1
 */
public record LaplaceFill(double tolerance, int maxIterations) implements VoidFill {

    static final LaplaceFill DEFAULTS = new LaplaceFill(1e-4, 1_000_000);

    /**
     * Validates the settings.
     *
     * @param tolerance     height units, finite and &gt; 0
     * @param maxIterations 1…10⁷
     * @throws IllegalArgumentException if a value is out of range (NaN included)
     */
    public LaplaceFill {
        Checks.positiveFinite("tolerance", tolerance);
        Checks.inRange("maxIterations", maxIterations, 1, 10_000_000);
    }

    /**
     * @param tolerance height units, finite and &gt; 0
     * @return these settings with that tolerance
     * @throws IllegalArgumentException if out of range
     */
    public LaplaceFill withTolerance(double tolerance) {
        return new LaplaceFill(tolerance, maxIterations);
    }

    /**
     * @param iterations 1…10⁷
     * @return these settings with that iteration limit
     * @throws IllegalArgumentException if out of range
     */
    public LaplaceFill withMaxIterations(int iterations) {
        return new LaplaceFill(tolerance, iterations);
    }

    /**
     * Fills every void with the harmonic surface of the class notes.
     *
     * @param field    the heights, voids as NaN; no sample may be infinite
     * @param progress receives progress and may cancel
     * @return a new field, same size and frame, with no NaN
     * @throws IllegalArgumentException if a sample is infinite, the field has no defined sample, or the
     *                                  tolerance is finer than the filled samples can be stored: below
     *                                  half the spacing of 32-bit floats at the largest magnitude among
     *                                  the defined samples ({@code Math.ulp((float) max|h|) / 2}, about
     *                                  6·10⁻⁸ of it), which no iteration could reach in the written field
     * @throws IllegalStateException    if the iteration has not reached the tolerance after
     *                                  {@code maxIterations} iterations (the message gives the distance
     *                                  reached)
     * @throws java.util.concurrent.CancellationException if the listener cancels
     */
    @Override
    public Heightfield fill(HeightfieldView field, ProgressListener progress) {
        return fill(field, progress, true);
    }

    /** As {@link #fill(HeightfieldView, ProgressListener)}; without {@code cascade}, no coarse grid (for tests). */
    Heightfield fill(HeightfieldView field, ProgressListener progress, boolean cascade) {
        Objects.requireNonNull(progress, "progress");
        float[] h = Support.samples(field, "field");
        int nc = field.columns();
        int nr = field.rows();
        int[] index = new int[h.length];
        int n = 0;
        for (int i = 0; i < h.length; i++) {
            index[i] = h[i] == h[i] ? -1 : n++;
        }
        if (n == h.length) {
            throw new IllegalArgumentException("field has no defined sample to fill its voids from: all "
                    + h.length + " samples are NaN");
        }
        HeightfieldBuffer out = new HeightfieldBuffer(nc, nr, field.frame());
        float[] o = Samples.shared(out);
        System.arraycopy(h, 0, o, 0, h.length);
        if (n == 0) {
            return out.freeze();
        }
        float largest = 0;
        for (float v : h) {
            if (v == v) {
                largest = Math.max(largest, Math.abs(v));
            }
        }
        double finest = Math.ulp(largest) / 2.0;
        if (tolerance < finest) {
            throw new IllegalArgumentException(String.format(Locale.ROOT, "tolerance must be at least %.3g for heights"
                    + " as large as %s (half the spacing of the 32-bit floats the filled samples are stored as), was %s",
                    finest, Numbers.floatText(largest), Numbers.doubleText(tolerance)));
        }
        GridFrame f = field.frame();
        double wx = 1 / (f.spacingX() * f.spacingX());
        double wz = 1 / (f.spacingZ() * f.spacingZ());
        double top = Math.max(wx, wz);
        double[] x = solve(h, index, n, nc, nr, wx / top, wz / top, cascade, progress, true);
        for (int i = 0, k = 0; i < h.length; i++) {
            if (index[i] >= 0) {
                o[i] = (float) x[k++];
            }
        }
        Support.report(progress, 1, "Laplace fill");
        return out.freeze();
    }

    /** Fewest unknowns for which a coarse level is solved first (below, its set-up costs more than it saves). */
    static final int COARSE_MIN_UNKNOWNS = 4096;

    /**
     * Solves the system of the class notes for the unknowns {@code index[i] ≥ 0} (numbered in row-major
     * order). With {@code cascade}, a grid of at least {@link #COARSE_MIN_UNKNOWNS} unknowns first solves
     * the same problem on the grid of every second row and column (spacing doubled, the same weights
     * ratio) and starts from that solution, interpolated bilinearly: the smooth part of the answer then
     * costs coarse iterations only, and the fine iterations remove what the coarse grid cannot hold
     * (nested iteration, the "cascadic" conjugate gradients of Deuflhard 1994). Otherwise it starts
     * from linear interpolation along rows and columns. Either way it iterates until the stopping rule
     * of the class notes holds, so the answer meets the same tolerance.
     *
     * @param finest whether this is the grid asked for (which reports progress and throws when the
     *               iterations run out); a coarse grid returns what it reached
     */
    private double[] solve(float[] h, int[] index, int n, int nc, int nr, double wx, double wz, boolean cascade,
            ProgressListener progress, boolean finest) {
        int[] cell = new int[n];
        double[] diag = new double[n];
        double[] b = new double[n];
        for (int i = 0; i < h.length; i++) {
            int k = index[i];
            if (k < 0) {
                continue;
            }
            cell[k] = i;
            int c = i % nc;
            int r = i / nc;
            double d = 0;
            double s = 0;
            if (c > 0) {
                d += wx;
                if (index[i - 1] < 0) {
                    s += wx * h[i - 1];
                }
            }
            if (c < nc - 1) {
                d += wx;
                if (index[i + 1] < 0) {
                    s += wx * h[i + 1];
                }
            }
            if (r > 0) {
                d += wz;
                if (index[i - nc] < 0) {
                    s += wz * h[i - nc];
                }
            }
            if (r < nr - 1) {
                d += wz;
                if (index[i + nc] < 0) {
                    s += wz * h[i + nc];
                }
            }
            diag[k] = d;
            b[k] = s;
        }
        double[] x = cascade && n >= COARSE_MIN_UNKNOWNS && nc >= 3 && nr >= 3
                ? coarseGuess(h, index, n, nc, nr, wx, wz, progress)
                : initialGuess(h, index, n, nc, nr);
        double[] res = new double[n];
        double[] z = new double[n];
        double[] p = new double[n];
        double[] q = new double[n];
        multiply(x, q, index, cell, diag, wx, wz, nc, nr);
        for (int k = 0; k < n; k++) {
            res[k] = b[k] - q[k];
        }
        double first = worst(res, diag);
        double rz = 0;
        for (int k = 0; k < n; k++) {
            z[k] = res[k] / diag[k];
            p[k] = z[k];
            rz += res[k] * z[k];
        }
        double reached = first;
        int it = 0;
        while (reached > tolerance) {
            if (it == maxIterations) {
                if (!finest) {
                    return x;
                }
                throw new IllegalStateException(String.format(java.util.Locale.ROOT, "the Laplace fill did not"
                        + " converge in maxIterations = %d iterations: a filled sample is still %.3g from the mean of"
                        + " its neighbours (tolerance %.3g); raise maxIterations or tolerance", maxIterations, reached,
                        tolerance));
            }
            if ((it & 31) == 0) {
                double fraction = first > tolerance ? Math.log(first / reached) / Math.log(first / tolerance) : 1;
                Support.report(progress, finest ? fraction : 0, "Laplace fill");
            }
            multiply(p, q, index, cell, diag, wx, wz, nc, nr);
            double pq = 0;
            for (int k = 0; k < n; k++) {
                pq += p[k] * q[k];
            }
            if (!(pq > 0)) {
                break; // exact solution reached (p = 0)
            }
            double alpha = rz / pq;
            double rzNext = 0;
            for (int k = 0; k < n; k++) {
                x[k] += alpha * p[k];
                res[k] -= alpha * q[k];
                z[k] = res[k] / diag[k];
                rzNext += res[k] * z[k];
            }
            double beta = rzNext / rz;
            rz = rzNext;
            for (int k = 0; k < n; k++) {
                p[k] = z[k] + beta * p[k];
            }
            it++;
            if ((it & 15) == 0 || rz < 1e-30) {
                // the recurrence drifts from the true residual: recompute it now and then
                multiply(x, q, index, cell, diag, wx, wz, nc, nr);
                for (int k = 0; k < n; k++) {
                    q[k] = b[k] - q[k];
                }
                reached = worst(q, diag);
            }
        }
        return x;
    }

    /**
     * The coarse grid's solution as a starting point: samples {@code (2i, 2j)} keep their heights or
     * voids, the coarse problem is solved (recursively), and each fine void takes the bilinear
     * interpolation of the two or four coarse samples around it (the one beside it along a last odd
     * row or column of an even-sized grid).
     */
    private double[] coarseGuess(float[] h, int[] index, int n, int nc, int nr, double wx, double wz,
            ProgressListener progress) {
        int cc = (nc + 1) / 2;
        int cr = (nr + 1) / 2;
        float[] hc = new float[cc * cr];
        int[] ic = new int[cc * cr];
        int m = 0;
        for (int j = 0; j < cr; j++) {
            for (int i = 0; i < cc; i++) {
                float v = h[2 * j * nc + 2 * i];
                hc[j * cc + i] = v;
                ic[j * cc + i] = v == v ? -1 : m++;
            }
        }
        double[] xc = m == 0 ? new double[0] : solve(hc, ic, m, cc, cr, wx, wz, true, progress, false);
        for (int k = 0, i = 0; i < hc.length; i++) {
            if (ic[i] >= 0) {
                hc[i] = (float) xc[k++];
            }
        }
        double[] x = new double[n];
        for (int i = 0; i < h.length; i++) {
            int k = index[i];
            if (k < 0) {
                continue;
            }
            int c = i % nc;
            int r = i / nc;
            int c0 = c >> 1;
            int r0 = r >> 1;
            int c1 = Math.min(c0 + (c & 1), cc - 1);
            int r1 = Math.min(r0 + (r & 1), cr - 1);
            x[k] = 0.25 * ((double) hc[r0 * cc + c0] + hc[r0 * cc + c1] + hc[r1 * cc + c0] + hc[r1 * cc + c1]);
        }
        return x;
    }

    /** The largest |residual / diagonal|: how far a sample is from the weighted mean of its neighbours. */
    private static double worst(double[] res, double[] diag) {
        double m = 0;
        for (int k = 0; k < res.length; k++) {
            m = Math.max(m, Math.abs(res[k] / diag[k]));
        }
        return m;
    }

    /** q = A·v over the unknowns: diagonal times v minus the weights of void neighbours. */
    private static void multiply(double[] v, double[] q, int[] index, int[] cell, double[] diag, double wx,
            double wz, int nc, int nr) {
        for (int k = 0; k < v.length; k++) {
            int i = cell[k];
            int c = i % nc;
            int r = i / nc;
            double s = diag[k] * v[k];
            int j;
            if (c > 0 && (j = index[i - 1]) >= 0) {
                s -= wx * v[j];
            }
            if (c < nc - 1 && (j = index[i + 1]) >= 0) {
                s -= wx * v[j];
            }
            if (r > 0 && (j = index[i - nc]) >= 0) {
                s -= wz * v[j];
            }
            if (r < nr - 1 && (j = index[i + nc]) >= 0) {
                s -= wz * v[j];
            }
            q[k] = s;
        }
    }

    /**
     * Linear interpolation across each run of voids along its row and along its column (the edge value
     * where the run reaches the grid's edge), the two averaged where both exist.
     */
    private static double[] initialGuess(float[] h, int[] index, int n, int nc, int nr) {
        double[] sum = new double[n];
        int[] count = new int[n];
        for (int r = 0; r < nr; r++) {
            runs(h, index, sum, count, r * nc, 1, nc);
        }
        for (int c = 0; c < nc; c++) {
            runs(h, index, sum, count, c, nc, nr);
        }
        double mean = 0;
        int defined = 0;
        for (int i = 0; i < h.length; i++) {
            if (index[i] < 0) {
                mean += h[i];
                defined++;
            }
        }
        mean /= defined;
        for (int k = 0; k < n; k++) {
            // a void whose whole row and whole column are voids starts from the mean height
            sum[k] = count[k] == 0 ? mean : sum[k] / count[k];
        }
        return sum;
    }

    private static void runs(float[] h, int[] index, double[] sum, int[] count, int start, int stride, int length) {
        int t = 0;
        while (t < length) {
            if (index[start + t * stride] < 0) {
                t++;
                continue;
            }
            int a = t;
            while (t < length && index[start + t * stride] >= 0) {
                t++;
            }
            // voids a … t−1
            boolean hasBefore = a > 0;
            boolean hasAfter = t < length;
            if (!hasBefore && !hasAfter) {
                continue;
            }
            double before = hasBefore ? h[start + (a - 1) * stride] : h[start + t * stride];
            double after = hasAfter ? h[start + t * stride] : before;
            for (int s = a; s < t; s++) {
                double w = (s - a + 1) / (double) (t - a + 1);
                int k = index[start + s * stride];
                sum[k] += before + (after - before) * w;
                count[k]++;
            }
        }
    }
}
