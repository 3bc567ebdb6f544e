package org.terrain4j.features;

import java.util.Objects;

import org.terrain4j.api.internal.Checks;
import org.terrain4j.features.internal.SegmentTree;

/**
 * A walkway pressed into the ground along a {@link Spine} (seed 000's
 * {@code press(grid, walkway, depth: 5 cm, fullWithin: 1.4 m, goneBy: 6 m, smoothedAlong: 9,
 * passes: 2, endHeight: padHeight, endClear: 5 m, endFull: 14 m)}).
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
 * <p>Immutable and thread-safe; built by {@link #along(Spine)}.
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

    private Press(Builder b) {
        super(b.name, b.spine);
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
     * Starts a press along a spine, with seed 000's walkway numbers as defaults: name "press",
     * depth 0.05 m, full within 1.4 m, gone by 6 m, a box of 9 points twice, no end height.
     *
     * @param spine the walkway's spine
     * @return a builder
     * @throws NullPointerException if spine is null
     */
    public static Builder along(Spine spine) {
        return new Builder(Objects.requireNonNull(spine, "spine"));
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

    /** Collects a press's parameters; {@link #build()} validates them together. Not thread-safe. */
    public static final class Builder {
        private final Spine spine;
        private String name = "press";
        private double depth = 0.05;
        private double fullWithin = 1.4;
        private double goneBy = 6;
        private int window = 9;
        private int passes = 2;
        private boolean hasEnd;
        private double endHeight;
        private double endClear;
        private double endFull;

        private Builder(Spine spine) {
            this.spine = spine;
        }

        /**
         * @param name the feature's name, not blank
         * @return this builder
         * @throws IllegalArgumentException if name is blank
         * @throws NullPointerException     if name is null
         */
        public Builder name(String name) {
            if (Objects.requireNonNull(name, "name").isBlank()) {
                throw new IllegalArgumentException("name must not be blank");
            }
            this.name = name;
            return this;
        }

        /**
         * @param metres how far below the path height the middle is pressed; finite and ≥ 0
         * @return this builder
         * @throws IllegalArgumentException if negative or not finite
         */
        public Builder depth(double metres) {
            this.depth = Checks.nonNegativeFinite("depth", metres);
            return this;
        }

        /**
         * @param fullWithin distance from the middle within which the ground is pressed fully, metres;
         *                   finite, ≥ 0
         * @param goneBy     distance from which the ground is unchanged, metres; finite and
         *                   &gt; fullWithin
         * @return this builder
         * @throws IllegalArgumentException if out of range
         */
        public Builder easing(double fullWithin, double goneBy) {
            Checks.nonNegativeFinite("fullWithin", fullWithin);
            Checks.positiveFinite("goneBy", goneBy);
            if (!(goneBy > fullWithin)) {
                throw new IllegalArgumentException("goneBy must be > fullWithin (" + fullWithin + " m), was "
                        + goneBy);
            }
            this.fullWithin = fullWithin;
            this.goneBy = goneBy;
            return this;
        }

        /**
         * @param window number of points in the box, odd and ≥ 1
         * @param passes how many times the box is applied, ≥ 0
         * @return this builder
         * @throws IllegalArgumentException if the window is even or below 1, or passes is negative
         */
        public Builder smoothing(int window, int passes) {
            Checks.atLeast("window", window, 1);
            if (window % 2 == 0) {
                throw new IllegalArgumentException("window must be odd, was " + window);
            }
            this.window = window;
            this.passes = Checks.atLeast("passes", passes, 0);
            return this;
        }

        /**
         * Sets the height the path ends at and how the pressing grows from its end.
         *
         * @param height the last point's path height, metres; finite
         * @param clear  within this distance of the end (metres along) nothing is pressed; finite, ≥ 0
         * @param full   from this distance of the end the full depth is pressed; finite and &gt; clear
         * @return this builder
         * @throws IllegalArgumentException if out of range
         */
        public Builder endHeight(double height, double clear, double full) {
            Checks.finite("endHeight", height);
            Checks.nonNegativeFinite("endClear", clear);
            Checks.positiveFinite("endFull", full);
            if (!(full > clear)) {
                throw new IllegalArgumentException("endFull must be > endClear (" + clear + " m), was " + full);
            }
            this.hasEnd = true;
            this.endHeight = height;
            this.endClear = clear;
            this.endFull = full;
            return this;
        }

        /**
         * @return the press
         */
        public Press build() {
            return new Press(this);
        }
    }
}
