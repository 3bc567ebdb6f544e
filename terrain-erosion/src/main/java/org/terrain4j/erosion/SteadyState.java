package org.terrain4j.erosion;

import java.util.Objects;
import java.util.concurrent.CancellationException;

import org.terrain4j.routing.DepressionFill;
import org.terrain4j.routing.DrainageGrid;
import org.terrain4j.routing.FlowNetwork;
import org.terrain4j.routing.internal.RoutingAccess;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.api.internal.Checks;
import org.terrain4j.api.internal.SplitMix64;

/**
 * The steady state of stream-power erosion computed directly over a drainage network: ground raised
 * at rate U stops changing where incision keeps pace with it, {@code U = K·A^m·Sⁿ}, so every sample
 * stands above its receiver by the slope that carries away what rises,
 * <pre>
 *   h[i] = h[receiver(i)] + L[i] · S[i],   S[i] = ( U[i] / (K · max(A[i], A_c)^m) )^(1/n)
 * </pre>
 * with L the distance to the receiver (metres), A the drainage area (m²) and A_c the channel-initiation
 * area: below it the ground is hillslope and runs at the slope A_c gives instead of steepening into a
 * gully for every single-sample catchment. The heights follow in one pass up the stack from the base
 * levels, which keep their own heights.
 *
 * <p><b>Units.</b> U in m/yr (or any rate: only U/K matters; with U ∈ [0, 1] a relative uplift);
 * K in m^(1−2m)·yr⁻¹; A_c in m²; heights in metres. The slope terrain4j's mountain ranges use
 * ({@code org.terrain4j.features.mountains}, described in the project's {@code docs/mountains.md}),
 * {@code S = 0.6 · u · √(A_c / max(A, A_c))} with {@code u = uplift ÷ peak uplift} and A_c = 1 km², is
 * m = 0.5, n = 1 and K = 1 / (0.6 · √A_c) = 1/600:
 * <pre>{@code
 * SteadyState s = SteadyState.standard().withErodibility(1.0 / 600).withChannelArea(1e6)
 *         .withPasses(8).withTieJitter(0.15 * cell).withSmoothing(0.5);
 * float[] relief = s.solve(grid, start, upliftRelative, seed, ProgressListener.NONE);
 * }</pre>
 *
 * <p><b>Passes.</b> The network depends on the heights, so {@link #solve(DrainageGrid, float[], float[],
 * long, ProgressListener) solve} repeats: each pass routes the current surface (after adding a small
 * random jitter so that ties on flat ground break a different way each pass and the network does not
 * settle on the grid's axes, then filling it with {@link DepressionFill#draining()} and routing it by
 * {@link FlowNetwork#steepestDescent}), accumulates the drainage area, computes the steady heights,
 * and, if smoothing is set, blends each non-outlet sample with a blur of radius one sample (hillslope
 * creep rounding what water left sharp). Base levels (outlets) keep the heights of the input.
 *
 * <p><b>Determinism.</b> The jitter of pass p at sample i is a SplitMix64 hash of (seed, p, i): the
 * same inputs and seed give the same bits on every run. One thread.
 *
 * <p>Immutable and thread-safe.
 *
 * <p><b>Source.</b> The scheme (steady state over a priority-flood network, repeated with the network
 * re-found, channel-initiation area, jittered ties, blur) is terrain4j's own; the
 * stream-power steady state U = K·A^m·Sⁿ as in J. Braun, S. D. Willett, Geomorphology 180–181 (2013)
 * 170–179, and G. Cordonnier, J. Braun, M.-P. Cani, B. Benes, É. Galin, A. Peytavie, É. Guérin,
 * "Large scale terrain generation from tectonic uplift and fluvial erosion", Computer Graphics Forum
 * 35 (2016) 165–175.
 *
 * @since 0.1
 */
public final class SteadyState {

    private static final RoutingAccess.Bridge ROUTING = RoutingAccess.bridge();

    private final double erodibility;
    private final double m;
    private final double n;
    private final double channelArea;
    private final int passes;
    private final double tieJitter;
    private final double smoothing;
    private final double spread;

    private SteadyState(double erodibility, double m, double n, double channelArea, int passes, double tieJitter,
            double smoothing, double spread) {
        this.erodibility = erodibility;
        this.m = m;
        this.n = n;
        this.channelArea = channelArea;
        this.passes = passes;
        this.tieJitter = tieJitter;
        this.smoothing = smoothing;
        this.spread = spread;
    }

    /**
     * The steady state with K = 2·10⁻⁵, m = 0.5, n = 1, channel area 10⁶ m² (1 km²), one pass, no
     * jitter, no smoothing.
     *
     * @return the steady state
     */
    public static SteadyState standard() {
        return new SteadyState(2e-5, 0.5, 1, 1e6, 1, 0, 0, 0);
    }

    /**
     * @param k erodibility K, finite, &gt; 0
     * @return a copy with this erodibility
     * @throws IllegalArgumentException unless 0 &lt; k &lt; ∞
     */
    public SteadyState withErodibility(double k) {
        Checks.positiveFinite("erodibility", k);
        return new SteadyState(k, m, n, channelArea, passes, tieJitter, smoothing, spread);
    }

    /**
     * @param m area exponent, 0 ≤ m ≤ 10
     * @return a copy with this exponent
     * @throws IllegalArgumentException unless 0 ≤ m ≤ 10
     */
    public SteadyState withAreaExponent(double m) {
        Checks.inRange("areaExponent", m, 0, 10);
        return new SteadyState(erodibility, m, n, channelArea, passes, tieJitter, smoothing, spread);
    }

    /**
     * @param n slope exponent, 0 &lt; n ≤ 10
     * @return a copy with this exponent
     * @throws IllegalArgumentException unless 0 &lt; n ≤ 10
     */
    public SteadyState withSlopeExponent(double n) {
        if (!(n > 0 && n <= 10)) {
            throw new IllegalArgumentException("slopeExponent must be in (0, 10], was " + n);
        }
        return new SteadyState(erodibility, m, n, channelArea, passes, tieJitter, smoothing, spread);
    }

    /**
     * @param area channel-initiation area A_c, m², finite, ≥ 0 (0: every sample is a channel)
     * @return a copy with this area
     * @throws IllegalArgumentException unless 0 ≤ area &lt; ∞
     */
    public SteadyState withChannelArea(double area) {
        Checks.nonNegativeFinite("channelArea", area);
        return new SteadyState(erodibility, m, n, area, passes, tieJitter, smoothing, spread);
    }

    /**
     * @param passes how many times the network is re-found and the steady state recomputed, 1…1000
     * @return a copy with this count
     * @throws IllegalArgumentException unless 1 ≤ passes ≤ 1000
     */
    public SteadyState withPasses(int passes) {
        Checks.inRange("passes", passes, 1, 1000);
        return new SteadyState(erodibility, m, n, channelArea, passes, tieJitter, smoothing, spread);
    }

    /**
     * @param metres full width of the uniform jitter added (on a copy, for routing only) before each
     *               pass, metres, finite, ≥ 0: each sample moves by up to ±metres/2 (terrain4j's mountain
     *               ranges use 0.15 × the spacing)
     * @return a copy with this jitter
     * @throws IllegalArgumentException unless 0 ≤ metres &lt; ∞
     */
    public SteadyState withTieJitter(double metres) {
        Checks.nonNegativeFinite("tieJitter", metres);
        return new SteadyState(erodibility, m, n, channelArea, passes, metres, smoothing, spread);
    }

    /**
     * @param weight after each pass, {@code h ← (1 − weight)·h + weight·blur(h)} at non-outlet samples,
     *               where blur is three passes of a box filter of radius one sample along each axis
     *               (edges clamped, wraps honoured); 0 ≤ weight ≤ 1 (terrain4j's mountain ranges: 0.5)
     * @return a copy with this weight
     * @throws IllegalArgumentException unless 0 ≤ weight ≤ 1
     */
    public SteadyState withSmoothing(double weight) {
        Checks.inRange("smoothing", weight, 0, 1);
        return new SteadyState(erodibility, m, n, channelArea, passes, tieJitter, weight, spread);
    }

    /**
     * Hillslopes by multiple flow: a sample whose drainage area is below the channel area A_c stands
     * at the mean of {@code h[j] + L_j · S} over all its lower neighbours j on the routed surface,
     * weighted by {@code tan(β_j)^exponent} (Freeman's partition, as {@link
     * org.terrain4j.routing.MultipleFlow#freeman()}), instead of above its one steepest-descent
     * receiver. A single receiver makes every hillslope path a chain of axial and diagonal steps whose
     * length is not the plan distance, so neighbouring paths differ by a step and the slope is combed
     * into one-sample grooves along the grid's axes and diagonals; the mean over the lower neighbours
     * spreads the hillslope as water spreads on it. Channels (A ≥ A_c) keep their single receiver.
     *
     * @param exponent 0 for steepest descent everywhere (the default), else the partition's slope
     *                 exponent, 0 &lt; exponent ≤ 100 (terrain4j's mountain ranges: 1.1)
     * @return a copy with this spreading
     * @throws IllegalArgumentException unless 0 ≤ exponent ≤ 100
     */
    public SteadyState withHillslopeSpread(double exponent) {
        Checks.inRange("hillslopeSpread", exponent, 0, 100);
        return new SteadyState(erodibility, m, n, channelArea, passes, tieJitter, smoothing, exponent);
    }

    /** @return the hillslope spreading exponent, 0 when hillslopes follow steepest descent */
    public double hillslopeSpread() {
        return spread;
    }

    /** @return the erodibility K */
    public double erodibility() {
        return erodibility;
    }

    /** @return the area exponent m */
    public double areaExponent() {
        return m;
    }

    /** @return the slope exponent n */
    public double slopeExponent() {
        return n;
    }

    /** @return the channel-initiation area, m² */
    public double channelArea() {
        return channelArea;
    }

    /** @return the number of passes */
    public int passes() {
        return passes;
    }

    /** @return the tie jitter, metres */
    public double tieJitter() {
        return tieJitter;
    }

    /** @return the smoothing weight */
    public double smoothing() {
        return smoothing;
    }

    /**
     * The steady slope for an uplift rate and a drainage area.
     *
     * @param upliftRate U, finite; a rate ≤ 0 gives slope 0
     * @param area       drainage area, m², ≥ 0 and finite
     * @return {@code (U / (K·max(A, A_c)^m))^(1/n)}, m/m
     * @throws IllegalArgumentException if upliftRate is NaN or +∞, or area is negative, NaN or +∞
     */
    public double slope(double upliftRate, double area) {
        if (Double.isNaN(upliftRate) || upliftRate == Double.POSITIVE_INFINITY) {
            throw new IllegalArgumentException("upliftRate must be finite, was " + upliftRate);
        }
        if (!(area >= 0 && area < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("area must be in [0, +inf) m², was " + area);
        }
        return slopeOf(upliftRate, area);
    }

    /** {@link #slope} without the argument checks, for the solve loop (its inputs are checked there). */
    private double slopeOf(double upliftRate, double area) {
        if (!(upliftRate > 0)) {
            return 0;
        }
        double a = Math.max(area, channelArea);
        double r = upliftRate / (erodibility * (m == 0.5 ? Math.sqrt(a) : Math.pow(a, m)));
        return n == 1 ? r : Math.pow(r, 1 / n);
    }

    /**
     * One pass over a given network: the steady heights, base levels keeping {@code heights}.
     *
     * @param network the drainage network
     * @param heights row-major heights, metres: only the base levels' values are read
     * @param uplift  row-major uplift rates (see the class comment), finite
     * @return a new row-major array of steady heights (NaN stays NaN)
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if a length does not match or an uplift is NaN or infinite
     */
    public float[] solve(FlowNetwork network, float[] heights, float[] uplift) {
        Objects.requireNonNull(network, "network");
        Objects.requireNonNull(heights, "heights");
        Objects.requireNonNull(uplift, "uplift");
        ROUTING.checkLength(ROUTING.grid(network), "heights", heights.length);
        ROUTING.checkLength(ROUTING.grid(network), "uplift", uplift.length);
        checkFinite(uplift);
        float[] out = new float[heights.length];
        apply(network, network.drainageArea(), heights, uplift, out);
        return out;
    }

    private static void checkFinite(float[] uplift) {
        for (int i = 0; i < uplift.length; i++) {
            if (!Float.isFinite(uplift[i])) {
                throw new IllegalArgumentException("uplift must be finite, sample " + i + " was " + uplift[i]);
            }
        }
    }

    void apply(FlowNetwork net, double[] area, float[] base, float[] uplift, float[] out) {
        int[] rec = ROUTING.receivers(net);
        double[] len = ROUTING.lengths(net);
        for (int i : ROUTING.stack(net)) {
            int r = rec[i];
            if (r == i) {
                out[i] = base[i];
            } else {
                out[i] = (float) (out[r] + len[i] * slopeOf(uplift[i], area[i]));
            }
        }
    }

    /**
     * The steady heights with hillslopes by multiple flow ({@link #withHillslopeSpread}). A sample
     * needs its receiver (a channel) or all its lower neighbours on the routed surface (a hillslope)
     * first: samples are taken in row order and each one not yet done is reached by a walk down to
     * samples that are, finishing each on the way back up (a depth-first order over the lower
     * neighbours, which stays near in memory, where a sort by height would jump across the grid).
     * Each sample's value depends only on its lower neighbours', so the order does not change a bit.
     */
    void applySpread(DrainageGrid grid, FlowNetwork net, double[] area, float[] route, byte[] state, float[] base,
                     float[] uplift, float[] out) {
        int[] rec = ROUTING.receivers(net);
        double[] len = ROUTING.lengths(net);
        int count = route.length;
        int cols = grid.columns();
        int rows = grid.rows();
        double[] dist = new double[8];
        for (int d = 0; d < 8; d++) {
            dist[d] = grid.distance(d);
        }
        // neighbour offsets of an interior sample, in DrainageGrid's direction order (east, south-east, ...)
        int[] off = {1, cols + 1, cols, cols - 1, -1, -cols - 1, -cols, -cols + 1};
        int[] nb = new int[8];
        // next[i]: 0 not started, 1..8 the next direction to look at + 1, 9 done.
        byte[] next = new byte[count];
        int[] stack = new int[count];
        for (int start = 0; start < count; start++) {
            if (next[start] == 9) {
                continue;
            }
            int top = 0;
            stack[top++] = start;
            while (top > 0) {
                int i = stack[top - 1];
                int r = rec[i];
                if (r == i) {
                    out[i] = base[i];
                    next[i] = 9;
                    top--;
                    continue;
                }
                boolean channel = area[i] >= channelArea;
                if (channel) {
                    if (next[r] != 9) {
                        stack[top++] = r;
                        continue;
                    }
                    out[i] = (float) (out[r] + len[i] * slopeOf(uplift[i], area[i]));
                } else {
                    neighbours(grid, i, cols, rows, off, nb);
                    int d = next[i] == 0 ? 0 : next[i] - 1;
                    float hi = route[i];
                    int pending = -1;
                    for (; d < 8; d++) {
                        int j = nb[d];
                        if (j >= 0 && state[j] != 2 && route[j] < hi && next[j] != 9) {
                            pending = j;
                            break;
                        }
                    }
                    if (pending >= 0) {
                        next[i] = (byte) (d + 1);
                        stack[top++] = pending;
                        continue;
                    }
                    out[i] = spreadHeight(nb, r, len[i], slopeOf(uplift[i], area[i]), hi, route, state, dist, out);
                }
                next[i] = 9;
                top--;
            }
        }
    }

    /** The eight neighbours of sample {@code i} in direction order, −1 where there is none. */
    private static void neighbours(DrainageGrid grid, int i, int cols, int rows, int[] off, int[] nb) {
        int c = i % cols;
        int row = i / cols;
        if (c > 0 && c < cols - 1 && row > 0 && row < rows - 1) {
            for (int d = 0; d < 8; d++) {
                nb[d] = i + off[d];
            }
        } else {
            for (int d = 0; d < 8; d++) {
                nb[d] = ROUTING.neighbourUnchecked(grid, c, row, d);
            }
        }
    }

    /** A hillslope sample's height: the slope-weighted mean over its lower neighbours {@code nb}. */
    private float spreadHeight(int[] nb, int r, double run, double s, float hi, float[] route, byte[] state,
                               double[] dist, float[] out) {
        double sum = 0;
        double acc = 0;
        for (int d = 0; d < 8; d++) {
            int j = nb[d];
            if (j < 0 || state[j] == 2 || !(route[j] < hi)) {
                continue;
            }
            double w = Math.pow((hi - (double) route[j]) / dist[d], spread);
            sum += w;
            acc += w * (out[j] + dist[d] * s);
        }
        return sum > 0 ? (float) (acc / sum) : (float) (out[r] + run * s);
    }

    /**
     * The repeated steady state (see "Passes" in the class comment).
     *
     * @param grid     shape, spacing, wrap and outlets
     * @param heights  row-major starting heights, metres, finite or NaN; its outlets' heights are kept;
     *                 not modified
     * @param uplift   row-major uplift rates, finite
     * @param seed     seed of the tie jitter
     * @param progress receives progress after each pass and may cancel
     * @return a new row-major array of heights after the last pass
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if a length does not match, an uplift is not finite, a height is
     *                                  infinite, or the grid has no outlet
     * @throws CancellationException    if progress cancelled (nothing is returned)
     */
    public float[] solve(DrainageGrid grid, float[] heights, float[] uplift, long seed, ProgressListener progress) {
        Objects.requireNonNull(grid, "grid");
        Objects.requireNonNull(heights, "heights");
        Objects.requireNonNull(uplift, "uplift");
        Objects.requireNonNull(progress, "progress");
        ROUTING.checkLength(grid, "heights", heights.length);
        ROUTING.checkLength(grid, "uplift", uplift.length);
        checkFinite(uplift);
        int count = heights.length;
        byte[] state = ROUTING.effectiveOutlets(grid, heights);
        float[] h = heights.clone();
        float[] work = new float[count];
        float[] next = new float[count];
        for (int p = 0; p < passes; p++) {
            if (progress.isCancelled()) {
                throw new CancellationException("steady state cancelled after " + p + " of " + passes + " passes");
            }
            long passSeed = SplitMix64.mix(seed ^ SplitMix64.mix(p + 0x5eedL));
            for (int i = 0; i < count; i++) {
                float v = h[i];
                if (tieJitter > 0 && state[i] == 0) {
                    double u = (SplitMix64.mix(passSeed + i) >>> 11) * 0x1.0p-53;
                    v = (float) (v + (u - 0.5) * tieJitter);
                }
                work[i] = v;
            }
            byte[] st = state.clone();
            ROUTING.fill(grid, work, st, true);
            FlowNetwork net = FlowNetwork.steepestDescent(grid, work);
            if (spread > 0) {
                applySpread(grid, net, net.drainageArea(), work, state, h, uplift, next);
            } else {
                apply(net, net.drainageArea(), h, uplift, next);
            }
            if (smoothing > 0) {
                smooth(grid, next, state, smoothing);
            }
            float[] t = h;
            h = next;
            next = t;
            progress.progress((p + 1.0) / passes, "steady state");
        }
        return h;
    }

    static void smooth(DrainageGrid grid, float[] h, byte[] state, double weight) {
        int cols = grid.columns();
        int rows = grid.rows();
        double[] a = new double[h.length];
        double[] b = new double[h.length];
        for (int i = 0; i < h.length; i++) {
            a[i] = h[i];
        }
        for (int pass = 0; pass < 3; pass++) {
            boxX(a, b, cols, rows, grid.wrapX());
            boxZ(b, a, cols, rows, grid.wrapZ());
        }
        for (int i = 0; i < h.length; i++) {
            if (state[i] == 0) {
                h[i] = (float) ((1 - weight) * h[i] + weight * a[i]);
            }
        }
    }

    private static void boxX(double[] src, double[] dst, int cols, int rows, boolean wrap) {
        for (int r = 0; r < rows; r++) {
            int o = r * cols;
            for (int c = 0; c < cols; c++) {
                int l = c - 1;
                int rr = c + 1;
                if (l < 0) {
                    l = wrap ? cols - 1 : 0;
                }
                if (rr >= cols) {
                    rr = wrap ? 0 : cols - 1;
                }
                dst[o + c] = nanSafe(src[o + l], src[o + c], src[o + rr]);
            }
        }
    }

    private static void boxZ(double[] src, double[] dst, int cols, int rows, boolean wrap) {
        for (int r = 0; r < rows; r++) {
            int u = r - 1;
            int d = r + 1;
            if (u < 0) {
                u = wrap ? rows - 1 : 0;
            }
            if (d >= rows) {
                d = wrap ? 0 : rows - 1;
            }
            for (int c = 0; c < cols; c++) {
                dst[r * cols + c] = nanSafe(src[u * cols + c], src[r * cols + c], src[d * cols + c]);
            }
        }
    }

    private static double nanSafe(double a, double b, double c) {
        if (a != a) {
            a = b;
        }
        if (c != c) {
            c = b;
        }
        return (a + b + c) / 3;
    }

    /** @return every parameter, for logs */
    @Override
    public String toString() {
        return "SteadyState[K=" + erodibility + ", m=" + m + ", n=" + n + ", channelArea=" + channelArea + ", passes="
                + passes + ", tieJitter=" + tieJitter + ", smoothing=" + smoothing + ", hillslopeSpread=" + spread + "]";
    }

    /**
     * @param o another object
     * @return whether o has the same parameters
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof SteadyState s && Double.compare(erodibility, s.erodibility) == 0
                && Double.compare(m, s.m) == 0 && Double.compare(n, s.n) == 0
                && Double.compare(channelArea, s.channelArea) == 0 && passes == s.passes
                && Double.compare(tieJitter, s.tieJitter) == 0 && Double.compare(smoothing, s.smoothing) == 0
                && Double.compare(spread, s.spread) == 0;
    }

    @Override
    public int hashCode() {
        return Objects.hash(erodibility, m, n, channelArea, passes, tieJitter, smoothing, spread);
    }
}
