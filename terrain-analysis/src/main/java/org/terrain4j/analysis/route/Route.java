package org.terrain4j.analysis.route;

import java.util.ArrayList;
import java.util.List;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.GroundPoint;

/**
 * A least-time route on foot: the polyline of grid samples a walker steps through, from the start of
 * its {@link TravelTimes} to a target, with the plan distance and walking time to each vertex. Made
 * by {@link TravelTimes#routeTo}.
 *
 * <p>Distances are plan (horizontal) metres along the polyline; the time along a move grows linearly
 * with distance within it (a move is walked at one speed).
 *
 * <p>Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class Route {

    /** The sampling step of terrain4j's play-space report ({@code PlaySpace.standard()}), metres. */
    public static final double STEP = 50;

    private final WalkableGround ground;
    private final double[] x;
    private final double[] z;
    private final double[] along;
    private final double[] seconds;

    Route(WalkableGround ground, int[] path, double[] time) {
        this.ground = ground;
        GridFrame f = ground.frame();
        int n = path.length;
        x = new double[n];
        z = new double[n];
        along = new double[n];
        seconds = time;
        int columns = ground.columns();
        for (int k = 0; k < n; k++) {
            x[k] = f.x(path[k] % columns);
            z[k] = f.z(path[k] / columns);
            along[k] = k == 0 ? 0 : along[k - 1] + Math.hypot(x[k] - x[k - 1], z[k] - z[k - 1]);
        }
    }

    /** @return the ground the route was found on */
    public WalkableGround ground() {
        return ground;
    }

    /** @return the number of vertices (grid samples), ≥ 1 */
    public int vertexCount() {
        return x.length;
    }

    /** @return the vertices in walking order, world positions (a new list) */
    public List<GroundPoint> points() {
        List<GroundPoint> out = new ArrayList<>(x.length);
        for (int k = 0; k < x.length; k++) {
            out.add(new GroundPoint(x[k], z[k]));
        }
        return List.copyOf(out);
    }

    /** @return the first vertex: the start's sample */
    public GroundPoint start() {
        return new GroundPoint(x[0], z[0]);
    }

    /** @return the last vertex: the target's sample */
    public GroundPoint end() {
        return new GroundPoint(x[x.length - 1], z[z.length - 1]);
    }

    /** @return the plan length, metres, ≥ 0 */
    public double length() {
        return along[along.length - 1];
    }

    /** @return the walking time, seconds, ≥ 0 (the target's travel time) */
    public double seconds() {
        return seconds[seconds.length - 1];
    }

    /**
     * The route resampled every {@code step} metres of plan distance: samples at
     * {@code along = 0, step, 2·step, …} and one at the end when the length is not a whole number of
     * steps. The heading of a sample is the direction of the chord from the route's point half a step
     * before to the one half a step after (clamped to the route's ends), which smooths the zigzag of
     * grid moves.
     *
     * @param step metres between samples; finite and &gt; 0 ({@link #STEP} = 50 for the play-space
     *             measure)
     * @return the samples in walking order, at least one
     * @throws IllegalArgumentException if {@code step} is not finite and positive, or it would give more
     *                                  than 10⁷ samples
     */
    public List<RouteSample> resampled(double step) {
        if (!(step > 0 && step < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("step must be finite and > 0 m, was " + step);
        }
        double length = length();
        double count = Math.floor(length / step);
        if (count > 1e7) {
            throw new IllegalArgumentException("step must give at most 1e7 samples over " + length + " m, was " + step);
        }
        List<RouteSample> out = new ArrayList<>((int) count + 2);
        for (int k = 0; k <= (int) count; k++) {
            out.add(sampleAt(k * step, step));
        }
        if (count * step < length) {
            out.add(sampleAt(length, step));
        }
        return List.copyOf(out);
    }

    private RouteSample sampleAt(double d, double step) {
        double[] p = position(d);
        double[] a = position(Math.max(0, d - step / 2));
        double[] b = position(Math.min(length(), d + step / 2));
        double dx = b[0] - a[0];
        double dz = b[1] - a[1];
        double heading = dx == 0 && dz == 0 ? 0 : Math.toDegrees(Math.atan2(dx, -dz));
        if (heading < 0) {
            heading += 360;
        }
        if (heading >= 360) {
            heading = 0;
        }
        return new RouteSample(p[0], p[1], ground.heightAt(p[0], p[1]), d, p[2], heading);
    }

    /** {x, z, seconds} at plan distance d along the route, d in [0, length]. */
    private double[] position(double d) {
        int n = along.length;
        if (n == 1 || d <= 0) {
            return new double[] {x[0], z[0], seconds[0]};
        }
        if (d >= along[n - 1]) {
            return new double[] {x[n - 1], z[n - 1], seconds[n - 1]};
        }
        int lo = 0;
        int hi = n - 1;
        while (hi - lo > 1) {
            int mid = (lo + hi) >>> 1;
            if (along[mid] <= d) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        double t = (d - along[lo]) / (along[hi] - along[lo]);
        return new double[] {x[lo] + (x[hi] - x[lo]) * t, z[lo] + (z[hi] - z[lo]) * t,
                seconds[lo] + (seconds[hi] - seconds[lo]) * t};
    }
}
