package org.terrain4j.analysis.visibility;

import java.util.List;
import java.util.Objects;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.atomic.AtomicInteger;

import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.HeightfieldView;
import org.terrain4j.api.internal.Records;

/**
 * Lines of sight and viewsheds on a grid's own surface, with an eye height, a target height, an
 * optional radius and optional earth curvature.
 *
 * <pre>{@code
 * Visibility sight = Visibility.standard();                       // 1.7 m eye, 0 m target, 1° for tops
 * boolean seen = sight.seen(land, walker, summit);                // clearance of at least 1°
 * double degrees = sight.clearance(land, walker, summit);         // the angle that rule compares
 * Viewshed view = sight.withRadius(3000).viewshed(land, lookout); // every sample seen from one spot
 * CumulativeViewshed all = sight.cumulative(land, routeSamples, 2); // counts per sample, deterministic
 * }</pre>
 *
 * <p><b>The surface.</b> The ground between two points is the grid's bilinear surface sampled where
 * the sight line (seen from above) crosses a grid line: at a crossing of column line {@code c} the
 * ground is the linear interpolation of the two samples of column {@code c} either side, and likewise
 * for row lines (this is the bilinear surface exactly, on the grid lines). Ground between crossings,
 * inside a cell, is not sampled; this is the "R3" line of sight of W. R. Franklin and C. Ray, "Higher
 * isn't necessarily better: visibility algorithms and experiments", 6th Int. Symposium on Spatial
 * Data Handling, 1994. An observer or target position off the samples stands on the bilinear surface.
 *
 * <p><b>Heights and curvature.</b> The eye is at {@code ground(observer) + observerHeight}, a target at
 * {@code ground(target) + targetHeight}. With a curvature coefficient {@code k > 0}, every height at
 * horizontal distance {@code d} from the observer is lowered by {@code k·d²/(2R)} with
 * {@code R = }{@value #EARTH_RADIUS} m: {@code k = 1} is the bare earth's curvature and
 * {@link #REFRACTED_CURVATURE} {@code = 6/7} the curvature less standard refraction (refraction
 * coefficient 1/7; GDAL's {@code gdal_viewshed -cc} default is 0.85714, GRASS {@code r.viewshed -c -r}
 * uses refraction 0.14286). The default is 0: a flat earth, as GRASS without {@code -c}.
 *
 * <p><b>Clearance.</b> {@link #clearance} is the target's elevation angle seen from the eye minus the
 * greatest elevation angle of the ground at the crossings strictly between observer and target,
 * in degrees (angles from the horizontal, positive up, after the curvature correction). A target is
 * <i>visible</i> when its clearance is ≥ 0 and <i>seen</i> when its clearance is ≥
 * {@link #minimumClearance()} (1° by default): the target stands that far over the line of sight that
 * grazes the ground between, its own flank included. (The play-space measure's rule for a landmark's top
 * leaves the top's own flank out of "the ground between", since the flank just below a rounded top
 * stands almost as high as the top; see {@code org.terrain4j.analysis.playspace.PlaySpace}.) Whatever the angles,
 * a target within one sample spacing of the observer along both axes (the eight neighbours of an
 * observer on a sample) is always visible and seen, and a target farther than {@link #radius()} never
 * is.
 *
 * <p><b>Viewsheds.</b> {@link #viewshed} decides every sample from one observer at once, with the
 * same eye, target, curvature and radius as {@link #visible}, by one of two methods:
 * <ul>
 *   <li>{@link Method#PROPAGATION} (the default): horizon propagation. The grid is cut into four
 *       wedges around the observer (east and west where the sight line is within 45° of the x axis,
 *       north and south otherwise), each swept line by line outwards. A sample's sight line crosses
 *       the previous line between two samples: the ground there is taken exactly as {@link #visible}
 *       takes it (their linear interpolation), and the horizon before that crossing is the linear
 *       interpolation of those two samples' own horizons. One pass over the grid with two line
 *       buffers, {@code O(n²)} for an {@code n × n} grid. The interpolated horizon is the only
 *       approximation; unlike the reference planes of Wang, Robinson and White (2000), on which
 *       {@code gdal_viewshed} is built, it interpolates elevation-angle tangents, so a plane is seen
 *       whole.</li>
 *   <li>{@link Method#RAYS}: a sight line cast to every border sample ("R2" of Franklin and Ray),
 *       walking all its grid-line crossings; each sample keeps the horizon of the nearest ray on
 *       either side of it and is decided by its own exact line of sight where those two disagree.
 *       About {@code 8n²} crossings plus one exact line per sample on the rim of what is seen:
 *       several times slower, and closer to {@link #visible}.</li>
 * </ul>
 * Both can differ from {@link #visible} near the rim of what is seen; the tests count the samples
 * that do against the exact lines on random grids, and against GRASS {@code r.viewshed} and
 * {@code gdal_viewshed} on real DEMs.
 *
 * <p><b>No-data.</b> A NaN sample never blocks a sight line (crossings touching it are skipped) and
 * is never visible. An observer or target on ground that interpolates to NaN is refused.
 *
 * <p>Immutable and thread-safe: validated when built and copied by its {@code with…} methods;
 * {@code equals} compares every setting exactly, as a record would. Every method only reads the field;
 * it must not be written meanwhile.
 *
 * <p>The settings, each read by the accessor of its name and changed by its {@code with…} step
 * (there is no public positional constructor; start from {@link #standard()}):
 * <ul>
 *   <li>{@code observerHeight}: the eye's height over the ground, metres; finite and ≥ 0 (1.7 by
 *       default)</li>
 *   <li>{@code targetHeight}: a target's height over the ground, metres; finite and ≥ 0 (0 by default)</li>
 *   <li>{@code curvature}: the curvature coefficient {@code k}, in [0, 1]; 0 (default) for a flat earth</li>
 *   <li>{@code radius}: the farthest a target can be seen, metres (horizontal distance); &gt; 0, {@link
 *       Double#POSITIVE_INFINITY} (the default) for no limit</li>
 *   <li>{@code minimumClearance}: the least clearance for {@link #seen}, degrees, in [0, 90] (1 by
 *       default)</li>
 *   <li>{@code method}: how viewsheds are computed, {@link Method#PROPAGATION} by default</li>
 * </ul>
 *
 * @since 0.1
 */
public final class Visibility {

    /**
     * How {@link #viewshed} and {@link #cumulative} decide the samples (see the class documentation).
     *
     * @since 0.1
     */
    public enum Method {
        /** Horizon propagation line by line outwards: one pass over the grid (the default). */
        PROPAGATION,
        /** Rays to every border sample, refined by exact lines where neighbouring rays disagree. */
        RAYS
    }

    /** The earth's radius used for curvature, metres (the WGS 84 equatorial radius). */
    public static final double EARTH_RADIUS = 6_378_137.0;

    /** The curvature coefficient of the earth less standard refraction (coefficient 1/7): 6/7. */
    public static final double REFRACTED_CURVATURE = 6.0 / 7.0;

    private final double observerHeight;
    private final double targetHeight;
    private final double curvature;
    private final double radius;
    private final double minimumClearance;
    private final Method method;

    /**
     * Checks the settings.
     *
     * @param observerHeight    metres, finite and ≥ 0
     * @param targetHeight      metres, finite and ≥ 0
     * @param curvature         in [0, 1]
     * @param radius            metres, &gt; 0 or {@code +∞}
     * @param minimumClearance  degrees, in [0, 90]
     * @param method            the viewshed method
     * @throws IllegalArgumentException naming the parameter, its value and the allowed range
     * @throws NullPointerException     if {@code method} is null
     */
    private Visibility(double observerHeight, double targetHeight, double curvature, double radius,
            double minimumClearance, Method method) {
        Objects.requireNonNull(method, "method");
        if (!(observerHeight >= 0 && observerHeight < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException(
                    "observerHeight must be finite and >= 0 metres, was " + observerHeight);
        }
        if (!(targetHeight >= 0 && targetHeight < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException(
                    "targetHeight must be finite and >= 0 metres, was " + targetHeight);
        }
        if (!(curvature >= 0 && curvature <= 1)) {
            throw new IllegalArgumentException("curvature must be in [0, 1], was " + curvature);
        }
        if (!(radius > 0)) {
            throw new IllegalArgumentException(
                    "radius must be > 0 metres (or Infinity for no limit), was " + radius);
        }
        if (!(minimumClearance >= 0 && minimumClearance <= 90)) {
            throw new IllegalArgumentException(
                    "minimumClearance must be in [0, 90] degrees, was " + minimumClearance);
        }
        this.observerHeight = observerHeight;
        this.targetHeight = targetHeight;
        this.curvature = curvature;
        this.radius = radius;
        this.minimumClearance = minimumClearance;
        this.method = method;
    }

    /**
     * @return a 1.7 m eye, targets on the ground, a flat earth, no radius, 1° of clearance for
     *         {@link #seen}, viewsheds by {@link Method#PROPAGATION}
     */
    public static Visibility standard() {
        return new Visibility(1.7, 0, 0, Double.POSITIVE_INFINITY, 1.0, Method.PROPAGATION);
    }

    /**
     * @param observerHeight see {@link #observerHeight()}
     * @return a copy with this value
     * @throws IllegalArgumentException if out of range
     */
    public Visibility withObserverHeight(double observerHeight) {
        return new Visibility(observerHeight, targetHeight, curvature, radius, minimumClearance, method);
    }

    /**
     * @param targetHeight see {@link #targetHeight()}
     * @return a copy with this value
     * @throws IllegalArgumentException if out of range
     */
    public Visibility withTargetHeight(double targetHeight) {
        return new Visibility(observerHeight, targetHeight, curvature, radius, minimumClearance, method);
    }

    /**
     * @param curvature see {@link #curvature()}; {@link #REFRACTED_CURVATURE} for the usual correction
     * @return a copy with this value
     * @throws IllegalArgumentException if out of range
     */
    public Visibility withCurvature(double curvature) {
        return new Visibility(observerHeight, targetHeight, curvature, radius, minimumClearance, method);
    }

    /**
     * @param radius see {@link #radius()}
     * @return a copy with this value
     * @throws IllegalArgumentException if out of range
     */
    public Visibility withRadius(double radius) {
        return new Visibility(observerHeight, targetHeight, curvature, radius, minimumClearance, method);
    }

    /**
     * @param minimumClearance see {@link #minimumClearance()}
     * @return a copy with this value
     * @throws IllegalArgumentException if out of range
     */
    public Visibility withMinimumClearance(double minimumClearance) {
        return new Visibility(observerHeight, targetHeight, curvature, radius, minimumClearance, method);
    }

    /**
     * @param method see {@link #method()}
     * @return a copy with this value
     * @throws NullPointerException if {@code method} is null
     */
    public Visibility withMethod(Method method) {
        return new Visibility(observerHeight, targetHeight, curvature, radius, minimumClearance, method);
    }

    /**
     * The target's clearance over the ground between, as defined in the class documentation: the
     * target's elevation angle from the eye minus the greatest elevation angle of the ground at the
     * crossings strictly between. With no crossing between (a target next to the observer) the ground's
     * greatest angle is taken as −90°; a target at the observer's own position has clearance 180°. The
     * radius is not applied.
     *
     * @param field    the heights, metres, with its frame
     * @param observer where the observer stands, world metres, inside the grid
     * @param target   the target, world metres, inside the grid
     * @return degrees, in [−180, 180]
     * @throws IllegalArgumentException if a point lies outside the grid or on no-data
     * @throws NullPointerException     if an argument is null
     */
    public double clearance(HeightfieldView field, GroundPoint observer, GroundPoint target) {
        Surface s = Surface.of(field);
        double oc = s.column("observer", observer);
        double or = s.row("observer", observer);
        double tc = s.column("target", target);
        double tr = s.row("target", target);
        return Sight.clearance(s, oc, or, s.ground("observer", oc, or) + observerHeight, tc, tr,
                s.ground("target", tc, tr) + targetHeight, curvature);
    }

    /**
     * Whether the target is visible: clearance ≥ 0, or within one sample of the observer on both
     * axes; never beyond the radius.
     *
     * @param field    the heights, metres, with its frame
     * @param observer where the observer stands, world metres, inside the grid
     * @param target   the target, world metres, inside the grid
     * @return whether the ground between does not hide it
     * @throws IllegalArgumentException if a point lies outside the grid or on no-data
     * @throws NullPointerException     if an argument is null
     */
    public boolean visible(HeightfieldView field, GroundPoint observer, GroundPoint target) {
        return decide(field, observer, target, 0.0);
    }

    /**
     * Whether the target stands at least the minimum clearance over the line of sight: clearance ≥
     * {@link #minimumClearance()}, or within one sample of the observer on both axes; never beyond the
     * radius.
     *
     * @param field    the heights, metres, with its frame
     * @param observer where the observer stands, world metres, inside the grid
     * @param target   the top, world metres, inside the grid
     * @return whether it stands at least the minimum clearance over the line of sight
     * @throws IllegalArgumentException if a point lies outside the grid or on no-data
     * @throws NullPointerException     if an argument is null
     */
    public boolean seen(HeightfieldView field, GroundPoint observer, GroundPoint target) {
        return decide(field, observer, target, minimumClearance);
    }

    private boolean decide(HeightfieldView field, GroundPoint observer, GroundPoint target, double least) {
        Surface s = Surface.of(field);
        double oc = s.column("observer", observer);
        double or = s.row("observer", observer);
        double tc = s.column("target", target);
        double tr = s.row("target", target);
        double eye = s.ground("observer", oc, or) + observerHeight;
        double top = s.ground("target", tc, tr) + targetHeight;
        if (s.distance(tc - oc, tr - or) > radius) {
            return false;
        }
        if (Math.abs(tc - oc) <= 1 && Math.abs(tr - or) <= 1) {
            return true;
        }
        return Sight.clearance(s, oc, or, eye, tc, tr, top, curvature) >= least;
    }

    /**
     * Every sample visible from one observer (clearance ≥ 0 as in {@link #visible}, decided by
     * {@link #method()} as described in the class documentation), on the calling thread. Run many in
     * parallel with {@link #cumulative}.
     *
     * @param field    the heights, metres, with its frame
     * @param observer where the observer stands, world metres, inside the grid
     * @return the visible samples
     * @throws IllegalArgumentException if the observer lies outside the grid or on no-data
     * @throws NullPointerException     if an argument is null
     */
    public Viewshed viewshed(HeightfieldView field, GroundPoint observer) {
        return viewshed(field, observer, 1);
    }

    /**
     * As {@link #viewshed(HeightfieldView, GroundPoint)}, with the work shared over up to
     * {@code threads} threads ({@link Method#PROPAGATION} sweeps its four wedges in parallel;
     * {@link Method#RAYS} always runs on the caller). The result is the same whatever the thread count.
     *
     * @param field    the heights, metres, with its frame
     * @param observer where the observer stands, world metres, inside the grid
     * @param threads  worker threads, in [1, 256]; 1 runs on the caller
     * @return the visible samples
     * @throws IllegalArgumentException if the observer lies outside the grid or on no-data, or
     *                                  {@code threads} is out of range
     * @throws NullPointerException     if an argument is null
     */
    public Viewshed viewshed(HeightfieldView field, GroundPoint observer, int threads) {
        Surface s = Surface.copied(field);
        if (!(threads >= 1 && threads <= 256)) {
            throw new IllegalArgumentException("threads must be in [1, 256], was " + threads);
        }
        byte[] visible = new byte[s.columns * s.rows];
        double oc = s.column("observer", observer);
        double or = s.row("observer", observer);
        if (method == Method.RAYS) {
            Sweep.run(s, this, oc, or, visible, new Sweep.Scratch(visible.length), true);
        } else if (threads == 1) {
            Propagation.run(s, this, oc, or, visible);
        } else {
            ForkJoinPool pool = new ForkJoinPool(Math.min(threads, 4));
            try {
                Propagation.run(s, this, oc, or, visible, pool);
            } finally {
                pool.shutdown();
            }
        }
        return new Viewshed(s.columns, s.rows, field.frame(), observer, visible);
    }

    /**
     * How many of the observers see each sample (each decided as by {@link #viewshed}). Observers are
     * shared among {@code threads} workers; the counts are sums of whole numbers, so they are the same
     * whatever the thread count and order.
     *
     * @param field     the heights, metres, with its frame
     * @param observers the observers, world metres, each inside the grid and not on no-data; may be
     *                  empty; a point listed twice counts twice
     * @param threads   worker threads, in [1, 256]; 1 runs on the caller
     * @return the counts per sample
     * @throws IllegalArgumentException if an observer lies outside the grid or on no-data (checked
     *                                  before any work), or {@code threads} is out of range
     * @throws NullPointerException     if an argument or an observer is null
     */
    public CumulativeViewshed cumulative(HeightfieldView field, List<GroundPoint> observers, int threads) {
        Surface s = Surface.copied(field);
        Objects.requireNonNull(observers, "observers");
        if (!(threads >= 1 && threads <= 256)) {
            throw new IllegalArgumentException("threads must be in [1, 256], was " + threads);
        }
        int m = observers.size();
        double[] oc = new double[m];
        double[] or = new double[m];
        for (int i = 0; i < m; i++) {
            GroundPoint p = Objects.requireNonNull(observers.get(i), "observers[" + i + "]");
            oc[i] = s.column("observers[" + i + "]", p);
            or[i] = s.row("observers[" + i + "]", p);
            s.ground("observers[" + i + "]", oc[i], or[i]);
        }
        int n = s.columns * s.rows;
        int workers = Math.max(1, Math.min(threads, m));
        int[][] partial = new int[workers][];
        AtomicInteger next = new AtomicInteger();
        Runnable[] bodies = new Runnable[workers];
        for (int w = 0; w < workers; w++) {
            int worker = w;
            bodies[w] = () -> {
                int[] counts = new int[n];
                byte[] visible = new byte[n];
                Sweep.Scratch scratch = method == Method.RAYS ? new Sweep.Scratch(n) : null;
                for (int i = next.getAndIncrement(); i < m; i = next.getAndIncrement()) {
                    if (scratch != null) {
                        Sweep.run(s, this, oc[i], or[i], visible, scratch, true);
                    } else {
                        Propagation.run(s, this, oc[i], or[i], visible);
                    }
                    for (int k = 0; k < n; k++) {
                        counts[k] += visible[k];
                    }
                }
                partial[worker] = counts;
            };
        }
        if (workers == 1) {
            bodies[0].run();
        } else {
            ForkJoinPool pool = new ForkJoinPool(workers);
            try {
                ForkJoinTask<?>[] tasks = new ForkJoinTask<?>[workers];
                for (int w = 0; w < workers; w++) {
                    tasks[w] = pool.submit(bodies[w]);
                }
                for (ForkJoinTask<?> t : tasks) {
                    t.join();
                }
            } finally {
                pool.shutdown();
            }
        }
        int[] counts = partial[0];
        for (int w = 1; w < workers; w++) {
            for (int k = 0; k < n; k++) {
                counts[k] += partial[w][k];
            }
        }
        return new CumulativeViewshed(s.columns, s.rows, field.frame(), m, counts);
    }

    /**
     * The setting {@code observerHeight}.
     *
     * @return the eye's height over the ground, metres; finite and ≥ 0 (1.7 by default)
     */
    public double observerHeight() {
        return observerHeight;
    }

    /**
     * The setting {@code targetHeight}.
     *
     * @return a target's height over the ground, metres; finite and ≥ 0 (0 by default)
     */
    public double targetHeight() {
        return targetHeight;
    }

    /**
     * The setting {@code curvature}.
     *
     * @return the curvature coefficient {@code k}, in [0, 1]; 0 (default) for a flat earth
     */
    public double curvature() {
        return curvature;
    }

    /**
     * The setting {@code radius}.
     *
     * @return the farthest a target can be seen, metres (horizontal distance); &gt; 0, {@link
     *         Double#POSITIVE_INFINITY} (the default) for no limit
     */
    public double radius() {
        return radius;
    }

    /**
     * The setting {@code minimumClearance}.
     *
     * @return the least clearance for {@link #seen}, degrees, in [0, 90] (1 by default)
     */
    public double minimumClearance() {
        return minimumClearance;
    }

    /**
     * The setting {@code method}.
     *
     * @return how viewsheds are computed, {@link Method#PROPAGATION} by default
     */
    public Method method() {
        return method;
    }

    /** The values as a record: its equals, hashCode and toString are this class's. */
    private record Values(double observerHeight, double targetHeight, double curvature, double radius,
            double minimumClearance, Method method) {
    }

    private Values values() {
        return new Values(observerHeight, targetHeight, curvature, radius, minimumClearance, method);
    }

    /**
     * Whether another {@code Visibility} has exactly these settings (doubles compared by their bits, as a record
     * does).
     *
     * @param o another object, or null
     * @return true if {@code o} is a {@code Visibility} with equal settings
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof Visibility other && values().equals(other.values());
    }

    /**
     * A hash of the settings, consistent with {@link #equals}.
     *
     * @return the hash
     */
    @Override
    public int hashCode() {
        return values().hashCode();
    }

    /**
     * The settings by name, as a record prints them.
     *
     * @return {@code Visibility[observerHeight=…, …]}
     */
    @Override
    public String toString() {
        return Records.named("Visibility", values());
    }
}
