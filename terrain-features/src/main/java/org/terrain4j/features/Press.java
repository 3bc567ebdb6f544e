package org.terrain4j.features;

import java.util.Objects;

import org.terrain4j.api.HeightFunction;
import org.terrain4j.api.internal.Checks;
import org.terrain4j.features.internal.SegmentTree;

/**
 * A walkway pressed into the ground along a {@link Spine} (the walkway of terrain4j's example island,
 * {@code org.terrain4j.examples.Island}: depth 5 cm, full within 1.4 m, gone by 6 m, smoothed by a box
 * of 9 points twice, ending at the pad's height, not pressed within 5 m of its end and fully
 * pressed from 14 m before it).
 *
 * <p><b>The path's own height.</b> The ground is read at every point of the spine
 * ({@link Spine#points()}), then smoothed by a box (moving mean) of {@code window} points,
 * {@code passes} times; at the two ends the box repeats the end point (edge clamp). If an end
 * height is given, the last point's height is then set to it, so the path meets (for instance) a
 * level pad without a step. Between two points the path height runs linearly along the spine.
 *
 * <p><b>The pressing.</b> For a ground point at distance {@code d} from the spine, nearest to the
 * spot {@code along} metres down it, with ground height {@code g} and path height {@code P}:
 * <pre>
 *   e = smoothstep(length − along, endClear, endFull)      (1 everywhere when there is no end height)
 *   w = smoothstep(d, goneBy, fullWithin)                   (1 within fullWithin, 0 from goneBy on)
 *   new = lerp(g, P − depth · e, w)
 * </pre>
 * So within {@code fullWithin} of the middle the ground is exactly {@code depth} below the smoothed
 * path height (filled or cut to it), the easing fades along the Hermite ramp to nothing at
 * {@code goneBy}, beyond which the ground is unchanged bit for bit, and the pressing itself grows
 * from nothing within {@code endClear} of the walkway's end to its full depth at {@code endFull}.
 *
 * <p><b>No-data.</b> A NaN ground sample stays NaN. NaN heights under the path are left out of the
 * box's mean; where a whole box is NaN the path has no height and the ground there is left as it is.
 *
 * <p>Immutable and thread-safe; made by {@link #along(Spine)} and copied by the {@code with…} methods (see the
 * parameter-object rule in {@code org.terrain4j.api}).
 *
 * @since 0.1
 */
public final class Press extends SpineFeature {

    private final double depth;
    private final double fullWithin;
    private final double goneBy;
    private final int window;
    private final int passes;
    private final boolean hasEnd;
    private final double endHeight;
    private final double endClear;
    private final double endFull;

    /** The parameters, validated together: the one constructor every copy goes through. */
    private record Params(String name, Spine spine, double depth, double fullWithin, double goneBy, int window,
            int passes, boolean hasEnd, double endHeight, double endClear, double endFull) {
        Params {
            requireName(name);
            Objects.requireNonNull(spine, "spine");
            Checks.nonNegativeFinite("depth", depth);
            Checks.nonNegativeFinite("fullWithin", fullWithin);
            Checks.positiveFinite("goneBy", goneBy);
            if (!(goneBy > fullWithin)) {
                throw new IllegalArgumentException("goneBy must be > fullWithin (" + fullWithin + " m), was "
                        + goneBy);
            }
            Checks.atLeast("window", window, 1);
            if (window % 2 == 0) {
                throw new IllegalArgumentException("window must be odd, was " + window);
            }
            Checks.atLeast("passes", passes, 0);
            if (hasEnd) {
                Checks.finite("endHeight", endHeight);
                Checks.nonNegativeFinite("endClear", endClear);
                Checks.positiveFinite("endFull", endFull);
                if (!(endFull > endClear)) {
                    throw new IllegalArgumentException("endFull must be > endClear (" + endClear + " m), was "
                            + endFull);
                }
            }
        }

        Params with(String name, double depth, double fullWithin, double goneBy, int window, int passes) {
            return new Params(name, spine, depth, fullWithin, goneBy, window, passes, hasEnd, endHeight, endClear,
                    endFull);
        }
    }

    private final Params params;

    private Press(Params b) {
        super(b.name, b.spine);
        params = b;
        depth = b.depth;
        fullWithin = b.fullWithin;
        goneBy = b.goneBy;
        window = b.window;
        passes = b.passes;
        hasEnd = b.hasEnd;
        endHeight = b.endHeight;
        endClear = b.endClear;
        endFull = b.endFull;
    }

    /**
     * A press along a spine, with the walkway numbers of terrain4j's example island as defaults: name
     * "press", depth 0.05 m, full within 1.4 m, gone by 6 m, a box of 9 points twice, no end height.
     *
     * @param spine the walkway's spine
     * @return the press
     * @throws NullPointerException if spine is null
     */
    public static Press along(Spine spine) {
        return new Press(new Params("press", spine, 0.05, 1.4, 6, 9, 2, false, 0, 0, 0));
    }

    // ------------------------------------------- copies; each throws IllegalArgumentException out of range

    /**
     * @param name the feature's name, not blank
     * @return a copy with this name
     * @throws IllegalArgumentException if name is blank
     * @throws NullPointerException     if name is null
     */
    public Press withName(String name) {
        return new Press(params.with(name, depth, fullWithin, goneBy, window, passes));
    }

    /**
     * @param metres how far below the path height the middle is pressed; finite and ≥ 0
     * @return a copy with this depth
     */
    public Press withDepth(double metres) {
        return new Press(params.with(name(), metres, fullWithin, goneBy, window, passes));
    }

    /**
     * @param fullWithin distance from the middle within which the ground is pressed fully, metres;
     *                   finite, ≥ 0
     * @param goneBy     distance from which the ground is unchanged, metres; finite and &gt; fullWithin
     * @return a copy with this easing
     */
    public Press withEasing(double fullWithin, double goneBy) {
        return new Press(params.with(name(), depth, fullWithin, goneBy, window, passes));
    }

    /**
     * @param window number of points in the box, odd and ≥ 1
     * @param passes how many times the box is applied, ≥ 0
     * @return a copy with this smoothing
     */
    public Press withSmoothing(int window, int passes) {
        return new Press(params.with(name(), depth, fullWithin, goneBy, window, passes));
    }

    /**
     * The height the path ends at and how the pressing grows from its end.
     *
     * @param height the last point's path height, metres; finite
     * @param clear  within this distance of the end (metres along) nothing is pressed; finite, ≥ 0
     * @param full   from this distance of the end the full depth is pressed; finite and &gt; clear
     * @return a copy with this end
     */
    public Press withEnd(double height, double clear, double full) {
        Params p = params;
        return new Press(new Params(p.name, spine, depth, fullWithin, goneBy, window, passes, true, height, clear,
                full));
    }

    /**
     * @return a copy whose path keeps its smoothed height at the end (the default)
     */
    public Press withoutEnd() {
        Params p = params;
        return new Press(new Params(p.name, spine, depth, fullWithin, goneBy, window, passes, false, 0, 0, 0));
    }

    /**
     * The path's own height at every point of the spine, as described in the class documentation.
     *
     * @param ground the ground to read
     * @return a new array of {@code spine().pointCount()} heights, metres
     * @throws NullPointerException if ground is null
     */
    public double[] pathHeights(HeightFunction ground) {
        Objects.requireNonNull(ground, "ground");
        int n = spine.pointCount();
        double[] h = new double[n];
        for (int i = 0; i < n; i++) {
            h[i] = ground.height(spine.x(i), spine.z(i));
        }
        double[] tmp = new double[n];
        int half = window / 2;
        for (int pass = 0; pass < passes; pass++) {
            // A running sum over the window with the ends repeated; no-data (NaN) points are left out
            // of the mean, and a window of nothing but no-data stays NaN.
            double sum = 0;
            int valid = 0;
            for (int k = -half; k <= half; k++) {
                double v = h[clamp(k, n)];
                if (v == v) {
                    sum += v;
                    valid++;
                }
            }
            for (int i = 0; i < n; i++) {
                tmp[i] = valid == window ? sum / window : valid > 0 ? sum / valid : Double.NaN;
                double in = h[clamp(i + half + 1, n)];
                double out = h[clamp(i - half, n)];
                if (in == in) {
                    sum += in;
                    valid++;
                }
                if (out == out) {
                    sum -= out;
                    valid--;
                }
            }
            System.arraycopy(tmp, 0, h, 0, n);
        }
        if (hasEnd) {
            h[n - 1] = endHeight;
        }
        return h;
    }

    private static int clamp(int i, int n) {
        return i < 0 ? 0 : i >= n ? n - 1 : i;
    }

    /** @return the depth pressed below the path height, metres */
    public double depth() {
        return depth;
    }

    /** @return the distance from the middle within which the full depth holds, metres */
    public double fullWithin() {
        return fullWithin;
    }

    /** @return the distance from the middle from which the ground is unchanged, metres */
    public double goneBy() {
        return goneBy;
    }

    /** @return the number of points in the smoothing box, odd, ≥ 1 */
    public int window() {
        return window;
    }

    /** @return how many times the box is applied, ≥ 0 */
    public int passes() {
        return passes;
    }

    /** @return whether the path ends at a set height ({@link #withEnd(double, double, double)}) */
    public boolean hasEnd() {
        return hasEnd;
    }

    /** @return the last point's path height, metres (NaN without an end) */
    public double endHeight() {
        return hasEnd ? endHeight : Double.NaN;
    }

    /** @return the distance from the end within which nothing is pressed, metres (NaN without an end) */
    public double endClear() {
        return hasEnd ? endClear : Double.NaN;
    }

    /** @return the distance from the end from which the full depth is pressed, metres (NaN without an end) */
    public double endFull() {
        return hasEnd ? endFull : Double.NaN;
    }

    @Override
    double reach() {
        return goneBy;
    }

    @Override
    Prepared prepare(HeightFunction ground) {
        double[] path = pathHeights(ground);
        double length = spine.length();
        return new Prepared() {
            @Override
            public double within(double g) {
                return goneBy;
            }

            @Override
            public double apply(double g, double d, SegmentTree.Hit hit) {
                int s = hit.segment;
                double p = Blend.lerp(path[s], path[s + 1], hit.t);
                if (p != p) {
                    return g;   // no path height here (only no-data under it): leave the ground
                }
                double e = 1;
                if (hasEnd) {
                    e = Blend.smoothstep(length - spine.alongOn(s, hit.t), endClear, endFull);
                }
                double w = Blend.smoothstep(d, goneBy, fullWithin);
                return Blend.lerp(g, p - depth * e, w);
            }
        };
    }

    @Override
    public String toString() {
        return "Press[" + name() + ", depth " + depth + " m, full within " + fullWithin + " m, gone by " + goneBy
                + " m, box " + window + " × " + passes + (hasEnd ? ", end " + endHeight + " m" : "") + "]";
    }
}
