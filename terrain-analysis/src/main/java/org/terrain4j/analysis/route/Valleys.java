package org.terrain4j.analysis.route;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import org.terrain4j.analysis.internal.SamplePositions;
import org.terrain4j.api.GridFrame;

/**
 * Valleys along a route: stretches where the route's ground lies at least {@link #depth()} below the
 * mean ground within {@link #reach()}, with ground at least {@link #wallRise()} higher on both sides.
 *
 * <p>Exactly, for each route sample at height {@code h} (the ground's bilinear height there):
 * <ul>
 *   <li><em>low</em>: {@code mean − h ≥ depth}, where {@code mean} is the mean height of every grid
 *       sample with a finite height within plan distance {@code reach} of the route sample (a disc,
 *       clipped by the grid);</li>
 *   <li><em>walled</em>: on each side, the highest ground along the perpendicular to the sample's
 *       heading, out to plan distance {@code wallReach} (or the grid's edge), is at least
 *       {@code h + wallRise}; the ground is read bilinearly every half of the smaller grid spacing,
 *       the end point included. Left and right must both pass.</li>
 * </ul>
 * Each maximal run of consecutive samples that are low and walled is a valley.
 *
 * <p>The thresholds are terrain4j's own, chosen for its play-space report
 * ({@link org.terrain4j.analysis.playspace.PlaySpace}): 15 m below the mean within 300 m, 40 m higher
 * on both sides within 300 m (the same reach as the mean's). Immutable and thread-safe.
 *
 * @param depth     how far the route's ground lies below the mean, metres; finite and ≥ 0 (15)
 * @param reach     radius of the mean, metres; finite and &gt; 0 (300)
 * @param wallRise  how much higher the ground on each side rises, metres; finite and ≥ 0 (40)
 * @param wallReach how far to each side to look for it, metres; finite and &gt; 0 (300)
 * @since 0.1
 */
public record Valleys(double depth, double reach, double wallRise, double wallReach) {

    /**
     * Validates the settings.
     *
     * @param depth     how far the route's ground lies below the mean, metres; finite and ≥ 0 (15)
     * @param reach     radius of the mean, metres; finite and &gt; 0 (300)
     * @param wallRise  how much higher the ground on each side rises, metres; finite and ≥ 0 (40)
     * @param wallReach how far to each side to look for it, metres; finite and &gt; 0 (300)
     * @throws IllegalArgumentException if a value is outside the range given for its component
     */
    public Valleys {
        if (!(depth >= 0 && depth < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("depth must be finite and >= 0 m, was " + depth);
        }
        if (!(reach > 0 && reach < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("reach must be finite and > 0 m, was " + reach);
        }
        if (!(wallRise >= 0 && wallRise < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("wallRise must be finite and >= 0 m, was " + wallRise);
        }
        if (!(wallReach > 0 && wallReach < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("wallReach must be finite and > 0 m, was " + wallReach);
        }
    }

    /** @return the play-space report's valleys: 15 m below the mean within 300 m, 40 m walls within 300 m */
    public static Valleys standard() {
        return new Valleys(15, 300, 40, 300);
    }

    /**
     * @param metres finite, ≥ 0
     * @return a copy with that depth
     * @throws IllegalArgumentException if out of range
     */
    public Valleys withDepth(double metres) {
        return new Valleys(metres, reach, wallRise, wallReach);
    }

    /**
     * @param metres finite, &gt; 0
     * @return a copy with that radius of the mean
     * @throws IllegalArgumentException if out of range
     */
    public Valleys withReach(double metres) {
        return new Valleys(depth, metres, wallRise, wallReach);
    }

    /**
     * @param metres finite, ≥ 0
     * @return a copy with that wall rise
     * @throws IllegalArgumentException if out of range
     */
    public Valleys withWallRise(double metres) {
        return new Valleys(depth, reach, metres, wallReach);
    }

    /**
     * @param metres finite, &gt; 0
     * @return a copy looking that far to each side
     * @throws IllegalArgumentException if out of range
     */
    public Valleys withWallReach(double metres) {
        return new Valleys(depth, reach, wallRise, metres);
    }

    /**
     * The valleys along a resampled route.
     *
     * @param ground  the ground the route crosses (its heights are used; walkability is not)
     * @param samples the route's samples in walking order (from {@link Route#resampled(double)})
     * @return the valleys in walking order (a new, unmodifiable list)
     * @throws NullPointerException if an argument or a sample is null
     */
    public List<Stretch> along(WalkableGround ground, List<RouteSample> samples) {
        Objects.requireNonNull(ground, "ground");
        Objects.requireNonNull(samples, "samples");
        boolean[] in = new boolean[samples.size()];
        for (int i = 0; i < in.length; i++) {
            RouteSample s = Objects.requireNonNull(samples.get(i), "sample");
            in[i] = inValley(ground, s);
        }
        List<Stretch> out = new ArrayList<>();
        for (int[] run : Stretch.runs(in)) {
            out.add(Stretch.of(samples, run[0], run[1]));
        }
        return List.copyOf(out);
    }

    private boolean inValley(WalkableGround ground, RouteSample s) {
        double h = s.height();
        if (!Double.isFinite(h)) {
            return false;
        }
        if (!(meanWithin(ground, s.x(), s.z(), reach) - h >= depth)) {
            return false;
        }
        double px = -s.directionZ();
        double pz = s.directionX();
        return highest(ground, s.x(), s.z(), px, pz) - h >= wallRise
                && highest(ground, s.x(), s.z(), -px, -pz) - h >= wallRise;
    }

    /**
     * Mean of the finite grid heights within plan distance r of (x, z); NaN if none. Distances are taken
     * in samples from the position snapped onto its sample ({@link SamplePositions}), so that around a
     * sample of any frame the disc holds exactly the samples at whole offsets within r, those at r
     * included (the frame's own {@code x(c) − x} is off by an ulp of the origin in a UTM frame).
     */
    static double meanWithin(WalkableGround ground, double x, double z, double r) {
        GridFrame f = ground.frame();
        float[] h = ground.heights();
        int columns = ground.columns();
        int rows = ground.rows();
        double sc = f.spacingX();
        double sz = f.spacingZ();
        double cs = SamplePositions.column(f, x);
        double rs = SamplePositions.row(f, z);
        // a row or column more on each side than the radius reaches: the distance test decides
        int r0 = (int) Math.max(0, Math.floor(rs - r / sz) - 1);
        int r1 = (int) Math.min(rows - 1, Math.ceil(rs + r / sz) + 1);
        double sum = 0;
        long count = 0;
        double rr = r * r;
        for (int row = r0; row <= r1; row++) {
            double dz = (row - rs) * sz;
            double half = Math.sqrt(Math.max(0, rr - dz * dz));
            int c0 = (int) Math.max(0, Math.floor(cs - half / sc) - 1);
            int c1 = (int) Math.min(columns - 1, Math.ceil(cs + half / sc) + 1);
            for (int c = c0; c <= c1; c++) {
                double dx = (c - cs) * sc;
                if (dx * dx + dz * dz <= rr) {
                    float v = h[row * columns + c];
                    if (Float.isFinite(v)) {
                        sum += v;
                        count++;
                    }
                }
            }
        }
        return count == 0 ? Double.NaN : sum / count;
    }

    /** Highest bilinear ground along the ray (ux, uz) from (x, z) out to wallReach or the grid's edge. */
    private double highest(WalkableGround ground, double x, double z, double ux, double uz) {
        GridFrame f = ground.frame();
        double step = Math.min(f.spacingX(), f.spacingZ()) / 2;
        int steps = (int) Math.ceil(wallReach / step);
        double best = Double.NEGATIVE_INFINITY;
        for (int k = 1; k <= steps; k++) {
            double t = Math.min(k * step, wallReach);
            double px = x + ux * t;
            double pz = z + uz * t;
            double fc = SamplePositions.column(f, px); // on the grid's last sample when within rounding of it
            double fr = SamplePositions.row(f, pz);
            if (fc < 0 || fc > ground.columns() - 1 || fr < 0 || fr > ground.rows() - 1) {
                break;
            }
            double v = ground.heightAt(px, pz);
            if (v > best) {
                best = v;
            }
        }
        return best;
    }
}
