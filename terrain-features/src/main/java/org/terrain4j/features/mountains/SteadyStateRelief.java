package org.terrain4j.features.mountains;

import java.util.concurrent.ForkJoinPool;

import org.terrain4j.api.ProgressListener;
import org.terrain4j.routing.DrainageGrid;
import org.terrain4j.noise.Noise;

/**
 * Erosion to the stream-power steady state and the rescale to the authored shape (the rescale is
 * terrain4j's own; see {@code docs/mountains.md} and {@link #carve}: the steady state carves the
 * uplift field from above, so no sample stands above the field). Under {@code E = K·A^m·S} (n = 1) ground raised at
 * rate U settles where
 * {@code S = U / (K·A^m)}; over a drainage network every sample then stands above its receiver by
 * its run times that slope, computed in one pass up the stack. With {@code m = 1/2}, U the uplift
 * field over its peak and the slope {@value #STEADY_SLOPE} at the channel-initiation area
 * {@code A₀}: {@code h = h_receiver + run · u · 0.6 · sqrt(A₀ / max(A, A₀))}. Package-private.
 *
 * <p>Named for what it makes, the range's relief at steady state, and apart from the drainage
 * library's {@link org.terrain4j.erosion.SteadyState}, the solver it drives.
 */
final class SteadyStateRelief {

    /** Hillslope gradient at full uplift; the rescale sets the heights. */
    static final double STEADY_SLOPE = 0.6;

    /**
     * Hillslopes below the channel area stand at the mean over their lower neighbours, weighted by
     * slope to this power (Freeman's multiple flow), not above one steepest-descent receiver: one
     * receiver combs them into one-sample grooves along the grid's axes and diagonals (issue 30).
     */
    static final double HILLSLOPE_SPREAD = 1.1;

    /**
     * The channel-initiation area is at most this many grid cells. A hillslope of many cells at the
     * one slope of the channel area comes out as a planar facet, creased where facets meet; with
     * channels starting a few cells from the divides the grid shows valleys down to its own scale,
     * and the relief is as isotropic at its finest scale as a measured DEM's (issue 30).
     */
    static final double CHANNEL_CELLS = 5;

    /**
     * Width of the uniform jitter, in grid spacings, added to the heights (on a copy) before each
     * pass's routing, a new draw each pass. Channels follow one steepest-descent receiver along the
     * grid's axes and diagonals; the jitter lets a channel's next step go to a neighbour a little
     * less steep, so its course zig-zags at the angles between instead of running straight along the
     * grid (a stochastic receiver, in the spirit of Fairfield and Leymarie's Rho8). At 0.15 the
     * example's finest detail leaned toward the grid's directions more than two of the three real DEMs'
     * (grid-direction power 1.11 at 72 m; jacksboro 1.02, volcano 1.07, N57E011 1.15); at 0.25 it is
     * 1.05 at 200 m and 1.065 at 72 m, and the fine-scale coherence falls from 0.41/0.44 to 0.37/0.39,
     * inside the DEMs' 0.35–0.48. Wider (0.5) lets the network wander into rough noise (coherence
     * 0.31, under every DEM). Issue 30.
     */
    static final double TIE_JITTER = 0.25;

    /** The channel-initiation area used on a grid: {@code min(channelArea, CHANNEL_CELLS · dx · dz)}. */
    static double channelArea(GroupGrid grid, double channelArea) {
        return Math.min(channelArea, CHANNEL_CELLS * grid.dx * grid.dz);
    }

    private SteadyStateRelief() {
    }

    static float[] erode(GroupGrid grid, float[] field, boolean[] outlet, double strength, Mountains settings,
                         long roughSeed, long jitterSeed, Engine engine, ForkJoinPool pool,
                         ProgressListener progress, double from, double span) {
        int n = grid.size();
        if (!(strength > 0) || settings.passes() == 0) {
            return field.clone();
        }
        double peak = 0;
        for (float v : field) {
            peak = Math.max(peak, v);
        }
        if (!(peak > 0)) {
            return field.clone();
        }
        // Roughen at valley scales first: water on a smooth plane cuts parallel gullies along the
        // grid's diagonals; a few kilometres of unevenness lets streams find each other.
        Noise rough = RangeBuilder.noise(roughSeed);
        Noise rough2 = RangeBuilder.noise(roughSeed ^ 0x5DEECE66DL);
        float[] start = new float[n];
        int cols = grid.columns;
        RangeBuilder.rows(pool, grid.rows, r -> {
            double z = grid.z(r);
            for (int c = 0; c < cols; c++) {
                double x = grid.x(c);
                double wob = rough.value(x / 6000, z / 6000) * 0.6 + rough2.value(x / 2200, z / 2200) * 0.4;
                start[r * cols + c] = (float) (field[r * cols + c] * (1 + 0.18 * wob));
            }
        });
        float[] u = new float[n];
        for (int k = 0; k < n; k++) {
            u[k] = (float) (field[k] / peak);
            if (outlet[k]) {
                start[k] = 0;
            }
        }
        float[] h = engine.solve(grid, start, u, outlet, settings.passes(),
                channelArea(grid, settings.channelArea()),
                Math.min(grid.dx, grid.dz) * TIE_JITTER, 0.5, jitterSeed, progress, from, span);
        float[] out = carve(grid, field, h, strength, pool);
        limitSlope(grid, out, THRESHOLD_SLOPE);
        return out;
    }

    /**
     * {@code tan 50°}: the steepest a slope between neighbouring samples may stand after the carve,
     * the threshold hillslope past which rock slopes fail. The steady state of one network has
     * single-sample scarps where a divide parts a long drainage path from a short one (up to 563 m
     * between two samples 200 m apart, 70°, in the example before issue 30).
     */
    static final double THRESHOLD_SLOPE = 1.19175359259421;

    /**
     * Lowers the ground until its slope nowhere exceeds {@code slope}: the greatest surface under the
     * input with {@code h[i] ≤ h[j] + slope · |x_i − x_j|} for every pair of samples, |·| the plan
     * (Euclidean) distance, wrapping in x in a ring: {@code h[i] = min_j h[j] + slope · |x_i − x_j|},
     * a cone of the threshold slope hung under every sample. The cone is round, so the faces it leaves
     * do not depend on the grid's axes; an eight-neighbour (chamfer) distance instead hangs an
     * octagonal pyramid, creased along the rows, columns and diagonals through every sample that
     * bounds it, and combs a face cut that way into row-aligned grooves (issue 30's review). Found by
     * propagating each sample's lowest bounding sample through the samples up to two rows and columns
     * away in raster sweeps forward and back until nothing changes (Danielsson's vector propagation,
     * widened), then eight-neighbour sweeps, so every neighbouring pair holds the bound. The
     * propagation can miss a bound in rare configurations: such a sample stays a little high (on
     * spiky random grids a few samples in a thousand, by at most 2 % of {@code slope} × a spacing;
     * none in the tests' planes). Only lowers. One thread.
     */
    static void limitSlope(GroupGrid grid, float[] h, double slope) {
        limitSlopeDown(grid, h, slope);
    }

    /**
     * The mirror of {@link #limitSlope}: raises the ground until no sample stands below another by
     * more than {@code slope} times their distance (the least such surface above the input). Run after
     * the summits are pinned, it widens any flank the pins left too steep to the threshold slope
     * instead of leaving a spike; it never raises a sample above the sample that lifts it.
     */
    static void raiseSlope(GroupGrid grid, float[] h, double slope) {
        for (int k = 0; k < h.length; k++) {
            h[k] = -h[k];
        }
        limitSlopeDown(grid, h, slope);
        for (int k = 0; k < h.length; k++) {
            h[k] = -h[k];
        }
    }

    private static void limitSlopeDown(GroupGrid grid, float[] h, double slope) {
        roundCones(grid, h, slope);
        chamferSweeps(grid, h, slope);
    }

    /**
     * {@code h[i] = min_j h[j] + slope · |x_i − x_j|} by vector propagation: each sample keeps the
     * sample whose cone bounds it lowest so far and offers it to the samples up to two rows and
     * columns away, in raster sweeps alternately forward (the half of that window already visited)
     * and backward, until a forward and a backward sweep both change nothing.
     */
    static void roundCones(GroupGrid grid, float[] h, double slope) {
        int cols = grid.columns;
        int rows = grid.rows;
        int n = h.length;
        boolean wrap = grid.ring();
        double[] val = new double[n];
        int[] src = new int[n];
        for (int k = 0; k < n; k++) {
            val[k] = h[k];
            src[k] = k;
        }
        // The forward half of the 5 × 5 window: samples up to two rows and columns away offer their
        // bounding samples too, which a propagation through the eight neighbours alone can miss where
        // a region bounded by one sample narrows between others.
        int[] fr = {0, -1, -1, -1, 0, -1, -1, -2, -2, -2, -2, -2};
        int[] fc = {-1, -1, 0, 1, -2, -2, 2, -2, -1, 0, 1, 2};
        int quiet = 0;
        for (int sweep = 0; sweep < 1000 && quiet < 2; sweep++) {
            boolean changed = false;
            boolean back = (sweep & 1) == 1;
            int sign = back ? -1 : 1;
            for (int rr = 0; rr < rows; rr++) {
                int r = back ? rows - 1 - rr : rr;
                for (int cc = 0; cc < cols; cc++) {
                    int c = back ? cols - 1 - cc : cc;
                    int k = r * cols + c;
                    for (int d = 0; d < fr.length; d++) {
                        int nr = r + sign * fr[d];
                        int nc = c + sign * fc[d];
                        if (nr < 0 || nr >= rows) {
                            continue;
                        }
                        if (wrap) {
                            nc = Math.floorMod(nc, cols);
                        } else if (nc < 0 || nc >= cols) {
                            continue;
                        }
                        int s = src[nr * cols + nc];
                        if (s == src[k]) {
                            continue;
                        }
                        int sc = s % cols;
                        int dcol = Math.abs(sc - c);
                        if (wrap) {
                            dcol = Math.min(dcol, cols - dcol);
                        }
                        double ex = dcol * grid.dx;
                        double ez = Math.abs(s / cols - r) * grid.dz;
                        // The distance is at least the longer leg: most candidates fail without a root.
                        if (h[s] + slope * Math.max(ex, ez) >= val[k]) {
                            continue;
                        }
                        double cand = h[s] + slope * Math.sqrt(ex * ex + ez * ez);
                        if (cand < val[k]) {
                            val[k] = cand;
                            src[k] = s;
                            changed = true;
                        }
                    }
                }
            }
            quiet = changed ? 0 : quiet + 1;
        }
        for (int k = 0; k < n; k++) {
            h[k] = (float) val[k];
        }
    }

    /**
     * The eight-neighbour bound {@code h[i] ≤ h[j] + slope · L(i, j)} for neighbours i, j, by raster
     * sweeps forward and back until nothing changes (the greatest such surface below the input).
     */
    static void chamferSweeps(GroupGrid grid, float[] h, double slope) {
        int cols = grid.columns;
        int rows = grid.rows;
        boolean wrap = grid.ring();
        double ax = slope * grid.dx;
        double az = slope * grid.dz;
        double ad = slope * Math.hypot(grid.dx, grid.dz);
        boolean quietBefore = false;
        for (int sweep = 0; sweep < 1000; sweep++) {
            boolean changed = false;
            boolean back = (sweep & 1) == 1;
            for (int rr = 0; rr < rows; rr++) {
                int r = back ? rows - 1 - rr : rr;
                int up = back ? r + 1 : r - 1;
                for (int cc = 0; cc < cols; cc++) {
                    int c = back ? cols - 1 - cc : cc;
                    int k = r * cols + c;
                    double best = h[k];
                    int side = back ? c + 1 : c - 1;
                    int sideC = wrap ? Math.floorMod(side, cols) : side;
                    if (sideC >= 0 && sideC < cols) {
                        best = Math.min(best, h[r * cols + sideC] + ax);
                    }
                    if (up >= 0 && up < rows) {
                        int o = up * cols;
                        best = Math.min(best, h[o + c] + az);
                        for (int dc = -1; dc <= 1; dc += 2) {
                            int n = wrap ? Math.floorMod(c + dc, cols) : c + dc;
                            if (n >= 0 && n < cols) {
                                best = Math.min(best, h[o + n] + ad);
                            }
                        }
                    }
                    float f = (float) best;
                    if (f < h[k]) {
                        h[k] = f;
                        changed = true;
                    }
                }
            }
            // On a plane a sweep's neighbours are all visited before the sample, so one quiet sweep
            // means every bound holds. In a ring the seam's neighbour comes later in the sweep and may
            // still drop after it was read: it takes a quiet sweep in each direction.
            if (!changed && sweep > 0 && (!wrap || quietBefore)) {
                return;
            }
            quietBefore = !changed;
        }
    }

    /**
     * The rescale: the steady state {@code h} carves the uplift field {@code U} from above,
     * {@code U · h / M}, with M the smooth upper envelope of h ({@link #upperEnvelope}); blended with
     * U by {@code strength}. Where h reaches its local top (a divide's crest) the ground stands at the
     * authored height; elsewhere it lies below it by the fraction the water cut. It never exceeds U.
     */
    static float[] carve(GroupGrid grid, float[] field, float[] h, double strength, ForkJoinPool pool) {
        int n = grid.size();
        float[] out = new float[n];
        float[] top = upperEnvelope(grid, h, pool);
        for (int k = 0; k < n; k++) {
            double carved = top[k] > 1e-6 ? field[k] * Math.min(1, Math.max(0, h[k] / (double) top[k])) : 0;
            out[k] = (float) (field[k] + (carved - field[k]) * strength);
        }
        return out;
    }

    /**
     * A smooth surface never below {@code h}: the highest {@code h} within a square of half-width
     * R = {@link Mountains#RESCALE_M} (a running maximum along x, then along z), then blurred by three
     * box passes of radius R/6 along each axis. Every blurred value averages maxima over squares that
     * all hold the square of half-width R/2 around the sample, and none reaching past 3R/2: so M lies
     * between the highest h within R/2 and the highest within 3R/2 (squares, in samples).
     */
    static float[] upperEnvelope(GroupGrid grid, float[] h, ForkJoinPool pool) {
        int rx = (int) Math.max(6, Math.round(Mountains.RESCALE_M / grid.dx));
        int rz = (int) Math.max(6, Math.round(Mountains.RESCALE_M / grid.dz));
        int cols = grid.columns;
        int rows = grid.rows;
        float[] a = new float[h.length];
        float[] b = new float[h.length];
        RangeBuilder.rows(pool, rows, r -> maxLine(h, a, r * cols, 1, cols, rx, grid.ring()));
        RangeBuilder.rows(pool, cols, c -> maxLine(a, b, c, cols, rows, rz, false));
        return blur(grid, b, Math.max(1, Math.min(rx, rz) / 6), pool);
    }

    /**
     * The running maximum over {@code ±radius} along one line (wrapping if asked; the window is cut at
     * the line's ends otherwise), in time independent of the radius (van Herk 1992, Gil &amp; Werman 1993):
     * the line, padded by {@code radius} on each side (wrapped values in a ring, −∞ otherwise), is cut
     * into blocks of the window's width; a window spans at most two blocks, and its maximum is the
     * larger of the first block's suffix maximum and the second's prefix maximum. A maximum is exact,
     * so this is the same bits as taking it sample by sample.
     */
    static void maxLine(float[] in, float[] out, int start, int stride, int len, int radius, boolean wrap) {
        int w = 2 * radius + 1;
        if (wrap && w >= len) {
            float m = Float.NEGATIVE_INFINITY;
            for (int j = 0; j < len; j++) {
                m = Math.max(m, in[start + j * stride]);
            }
            for (int i = 0; i < len; i++) {
                out[start + i * stride] = m;
            }
            return;
        }
        int ext = len + 2 * radius;
        float[] line = new float[ext];
        for (int e = 0; e < ext; e++) {
            int j = e - radius;
            if (wrap) {
                line[e] = in[start + Math.floorMod(j, len) * stride];
            } else {
                line[e] = j >= 0 && j < len ? in[start + j * stride] : Float.NEGATIVE_INFINITY;
            }
        }
        float[] prefix = new float[ext];
        float[] suffix = new float[ext];
        for (int b = 0; b < ext; b += w) {
            int end = Math.min(ext, b + w);
            float m = Float.NEGATIVE_INFINITY;
            for (int e = b; e < end; e++) {
                m = Math.max(m, line[e]);
                prefix[e] = m;
            }
            m = Float.NEGATIVE_INFINITY;
            for (int e = end - 1; e >= b; e--) {
                m = Math.max(m, line[e]);
                suffix[e] = m;
            }
        }
        for (int i = 0; i < len; i++) {
            // the window [i, i + w - 1] of the padded line
            out[start + i * stride] = Math.max(suffix[i], prefix[i + w - 1]);
        }
    }

    /** The seam to the drainage library's repeated steady state. */
    interface Engine {
        /**
         * {@code passes} times: jitter a copy of h by a uniform ±tieJitter/2 (ties break a new way
         * each pass), route it (outlets are the base levels and keep their heights in h), set every
         * other sample to {@code h[receiver] + run · u · 0.6 · sqrt(A₀ / max(A, A₀))}, then blend
         * non-outlet samples with a radius-one blur by {@code smoothing}.
         */
        float[] solve(GroupGrid grid, float[] h, float[] u, boolean[] outlet, int passes, double channelArea,
                      double tieJitter, double smoothing, long seed, ProgressListener progress, double from,
                      double span);
    }

    /**
     * The drainage library's repeated steady state ({@link org.terrain4j.erosion.SteadyState}):
     * priority-flood filling with the smallest draining increments, steepest-descent routing, and the
     * mountain model's slope as m = 0.5, n = 1, {@code K = 1 / (0.6·√A₀)}.
     */
    static final Engine DRAINAGE = (grid, start, u, outlet, passes, a0, tieJitter, smoothing, seed, progress, from,
                                    span) -> {
        DrainageGrid g = DrainageGrid.of(grid.columns, grid.rows, grid.dx, grid.dz).withWrapX(grid.ring())
                .withOutlets(outlet);
        org.terrain4j.erosion.SteadyState s = org.terrain4j.erosion.SteadyState.standard()
                .withErodibility(1 / (STEADY_SLOPE * Math.sqrt(a0))).withAreaExponent(0.5).withSlopeExponent(1)
                .withChannelArea(a0).withPasses(passes).withTieJitter(tieJitter).withSmoothing(smoothing)
                .withHillslopeSpread(HILLSLOPE_SPREAD);
        ProgressListener scaled = new ProgressListener() {
            @Override
            public void progress(double fraction, String message) {
                progress.progress(from + span * fraction, message);
            }

            @Override
            public boolean isCancelled() {
                return progress.isCancelled();
            }
        };
        return s.solve(g, start, u, seed, scaled);
    };

    /**
     * Box blur of {@code radius} samples, three passes along x then three along z (close to a
     * Gaussian); the window is cut at the grid's edges (the mean of the samples inside) and wraps in
     * x in a ring.
     */
    static float[] blur(GroupGrid grid, float[] src, int radius, ForkJoinPool pool) {
        int cols = grid.columns;
        int rows = grid.rows;
        float[] a = src.clone();
        float[] b = new float[a.length];
        for (int pass = 0; pass < 3; pass++) {
            float[] in = a;
            float[] out = b;
            RangeBuilder.rows(pool, rows, r -> boxLine(in, out, r * cols, 1, cols, radius, grid.ring()));
            a = out;
            b = in;
        }
        for (int pass = 0; pass < 3; pass++) {
            float[] in = a;
            float[] out = b;
            RangeBuilder.rows(pool, cols, c -> boxLine(in, out, c, cols, rows, radius, false));
            a = out;
            b = in;
        }
        return a;
    }

    /**
     * The mean over {@code ±radius} along one line of {@code len} samples {@code stride} apart from
     * {@code start}: wrapped if asked and the window fits in the line ({@code 2·radius + 1 ≤ len}),
     * otherwise the mean of the window's samples inside the line.
     */
    static void boxLine(float[] in, float[] out, int start, int stride, int len, int radius, boolean wrap) {
        if (wrap && 2 * radius + 1 <= len) {
            double sum = 0;
            for (int i = -radius; i <= radius; i++) {
                sum += in[start + Math.floorMod(i, len) * stride];
            }
            double w = 1.0 / (2 * radius + 1);
            for (int i = 0; i < len; i++) {
                out[start + i * stride] = (float) (sum * w);
                sum += in[start + Math.floorMod(i + radius + 1, len) * stride]
                        - in[start + Math.floorMod(i - radius, len) * stride];
            }
            return;
        }
        double[] prefix = new double[len + 1];
        for (int i = 0; i < len; i++) {
            prefix[i + 1] = prefix[i] + in[start + i * stride];
        }
        for (int i = 0; i < len; i++) {
            int lo = Math.max(0, i - radius);
            int hi = Math.min(len - 1, i + radius);
            out[start + i * stride] = (float) ((prefix[hi + 1] - prefix[lo]) / (hi - lo + 1));
        }
    }
}
