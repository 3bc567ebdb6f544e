package org.terrain4j.examples;

import java.util.List;
import java.util.Objects;
import java.util.stream.IntStream;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.HeightFunction;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.api.internal.Checks;
import org.terrain4j.erosion.StreamPower;
import org.terrain4j.erosion.Thermal;
import org.terrain4j.features.Shapes;
import org.terrain4j.features.mountains.MountainGroup;
import org.terrain4j.features.mountains.MountainRange;
import org.terrain4j.features.mountains.Mountains;
import org.terrain4j.features.mountains.Peak;
import org.terrain4j.features.play.Lookout;
import org.terrain4j.features.play.PlayFeature;
import org.terrain4j.features.play.Valley;
import org.terrain4j.noise.Noise;
import org.terrain4j.noise.Noises;
import org.terrain4j.routing.DepressionFill;
import org.terrain4j.routing.DrainageGrid;

import static org.terrain4j.features.Blend.smoothstep;
import static org.terrain4j.features.Shapes.smoothMax;
import static org.terrain4j.features.Shapes.smoothMin;

/**
 * The Proving Ground of seed 004, plain: a test island 4 km across at 2 m, built only from library parts, on
 * which play-space features are laid and measured. {@link #plain} builds the land without features;
 * {@link #featured} shapes a {@link FeaturePlan} inside its erosion step; {@link #place} measures the plain land and
 * lets a {@link FeaturePlacer} choose the plan.
 *
 * <h2>The steps</h2>
 * <ol>
 * <li><b>Coast.</b> A signed distance (negative on land): a circle of {@value #ISLAND_RADIUS} m round the
 *     origin joined by smooth minima to a peninsula and a spit (capsules from {@link Shapes}) and cut by a
 *     bay (a circle), then roughened by {@value #COAST_NOISE_M} m of fbm (600 m, 4 octaves) added in metres
 *     within 300 m of the shore.</li>
 * <li><b>Lowland.</b> With {@code s} the metres in from the coast: at sea
 *     {@code −0.5 − min(24, 0.05·(−s))}; on land {@code 2 + 10·smoothstep(s, 0, 500)} plus rolling ground,
 *     {@value #ROLL_M} m of fbm (450 m, 4 octaves) and 2.5 m of fbm (130 m, 3 octaves), faded in over the
 *     first 150 m.</li>
 * <li><b>Hills.</b> One group from {@link Mountains} (20 m spacing, the seed): the West Ridge, a massif
 *     along a capsule from (−1000, −750) to (−750, 650) m, radius 260 m, height 300 m, its named summit
 *     {@value #WEST_RIDGE_TOP} m at ({@value #WEST_RIDGE_X}, {@value #WEST_RIDGE_Z}); and the East Hills, a
 *     massif along a capsule from (600, −800) to (800, 800) m, radius 450 m, height 220 m, 400 generated summits
 *     per 100 km², both with erosion 0.6 (the blend toward the steady state: at 1 the West Ridge's steady state
 *     flattened the East Hills to 30–70 m, see {@link MountainRange#erosion()}). Their relief
 *     is faded in from 60 to 400 m in from the coast.</li>
 * <li><b>Stream power</b> ({@link StreamPower}) on an {@value #COARSE_SPACING} m grid: K = 2·10⁻⁵, m = ½,
 *     n = 1, uplift 2·10⁻⁴ m/yr on land faded as the hills are, κ = 0.02 m²/yr, 40 000 years in steps of
 *     1000; the sea is the outlet.</li>
 * <li><b>The fine grid.</b> The eroded ground resampled to 2 m by Catmull–Rom (bicubic) interpolation,
 *     plus {@value #DETAIL_M} m of fbm (60 m, 3 octaves) in metres on land, faded in over the first 40 m
 *     from the coast.</li>
 * <li><b>The named summits kept.</b> The mountains pin a named summit to its elevation with flanks up to 50°
 *     round it; the stream power's hillslope diffusion (κ·t = 800 m², a length of 28 m) rounds that spike off
 *     (seed 4: the West Ridge, named {@value #WEST_RIDGE_TOP} m, came out of it at 303 m; the thermal step
 *     after it does not reach a round top). So each named summit is brought back to its elevation on the fine
 *     grid by a smooth bump ({@link #summitKernel}, radius {@value #SUMMIT_PIN_RADIUS} m) added round it,
 *     repeated until the bilinear ground at the summit is within 0.1 mm of its elevation: the summit's point
 *     stands at its named height, its wider top a little above it where the ground rose beside it.</li>
 * <li><b>Thermal</b> ({@link Thermal}): talus 38° (below the walker's 42° limit), 16 neighbours (the
 *     knight's moves, seed 004), amount 0.5, {@value #THERMAL_ITERATIONS} iterations.</li>
 * <li><b>Lakes</b> cut from the filled depressions ({@link DepressionFill#flat()}): a depression whose
 *     deepest point is at least {@value #LAKE_DEPTH} m below its sill and which covers at least
 *     {@value #LAKE_AREA} m² is a lake and keeps its bed; every other depression is filled level to its sill
 *     (a puddle is not a lake). The thresholds are those of the play-space measure, so the measure finds
 *     exactly these lakes.</li>
 * </ol>
 * Every number above is this example's own design. Noise is a pure function of the seed and the position;
 * the seeds of the noises are the build's seed plus fixed offsets, and the mountains take the build's seed.
 *
 * <p><b>Determinism.</b> The same seed gives the same bits on any number of threads.
 *
 * <p>Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class ProvingGround {

    /** The island's side, metres: the grid spans −2000 … 2000 m both ways. */
    public static final double SIDE = 4000;
    /** Metres between the samples of the fine grid. */
    public static final double SPACING = 2;
    /** Samples each way on the fine grid. */
    public static final int SAMPLES = 2001;
    /** Metres between the samples of the grid stream power runs on. */
    public static final double COARSE_SPACING = 8;
    /** The island circle's radius, metres. */
    public static final double ISLAND_RADIUS = 1500;
    /** The coast's roughening, metres. */
    public static final double COAST_NOISE_M = 90;
    /** The rolling ground's broad amplitude, metres. */
    public static final double ROLL_M = 9;
    /** The fine detail's amplitude, metres. */
    public static final double DETAIL_M = 0.4;
    /** The West Ridge's named summit, x, metres. */
    public static final double WEST_RIDGE_X = -880;
    /** The West Ridge's named summit, z, metres. */
    public static final double WEST_RIDGE_Z = -40;
    /** The West Ridge's named summit, metres above the datum. */
    public static final double WEST_RIDGE_TOP = 330;
    /**
     * The radius of the bump that brings a named summit back to its elevation after the stream power, metres: wide,
     * so that it steepens the flanks little (by at most 1.5·Δ/R, 0.07 or 4° for the West Ridge's 29 m; a 300 m bump
     * steepened its eastern flank to 30–33° and a lookout's ramp on it closed walkable ground).
     */
    public static final double SUMMIT_PIN_RADIUS = 600;
    /** Thermal iterations on the fine grid. */
    public static final int THERMAL_ITERATIONS = 12;
    /** A lake's least depth, metres (the measure's). */
    public static final double LAKE_DEPTH = 1;
    /** A lake's least area, m² (the measure's). */
    public static final double LAKE_AREA = 2500;
    /** Where the walker starts: on the lowland south-east of the middle, metres. */
    public static final GroundPoint START = new GroundPoint(150, 700);

    private final long seed;
    private final int threads;
    private final Noise coastNoise;
    private final Noise rollBroad;
    private final Noise rollFine;
    private final Noise detail;

    private ProvingGround(long seed, int threads) {
        this.seed = seed;
        this.threads = threads;
        this.coastNoise = Noises.fbm(seed + 11, 4, 1 / 600.0, 2, 0.5);
        this.rollBroad = Noises.fbm(seed + 21, 4, 1 / 450.0, 2, 0.5);
        this.rollFine = Noises.fbm(seed + 22, 3, 1 / 130.0, 2, 0.5);
        this.detail = Noises.fbm(seed + 31, 3, 1 / 60.0, 2, 0.5);
    }

    /**
     * The Proving Ground for a seed, one thread per processor.
     *
     * @param seed the seed of every noise and of the mountains
     * @return the island's recipe (nothing built yet; cheap)
     */
    public static ProvingGround create(long seed) {
        return new ProvingGround(seed, Math.max(1, Math.min(256, Runtime.getRuntime().availableProcessors())));
    }

    /**
     * @param threads worker threads, [1, 256]; the result does not depend on it
     * @return a copy that uses this many threads
     * @throws IllegalArgumentException if out of range
     */
    public ProvingGround withThreads(int threads) {
        Checks.inRange("threads", threads, 1, 256);
        return new ProvingGround(seed, threads);
    }

    /** @return the seed */
    public long seed() {
        return seed;
    }

    /** @return the worker threads */
    public int threads() {
        return threads;
    }

    /**
     * The coast: signed distance, negative on land, metres.
     *
     * @param x metres east
     * @param z metres south
     * @return signed metres
     */
    public double coast(double x, double z) {
        double d = smoothCoast(x, z);
        double near = 1 - smoothstep(Math.abs(d), 200, 300);
        return near > 0 ? d + near * COAST_NOISE_M * coastNoise.value(x, z) : d;
    }

    /**
     * The coast before its roughening: the circle, a north-east peninsula and a south-west spit, cut by a
     * bay in the south.
     *
     * @param x metres east
     * @param z metres south
     * @return signed metres, negative on land
     */
    public static double smoothCoast(double x, double z) {
        double d = Math.hypot(x, z) - ISLAND_RADIUS;
        d = smoothMin(d, Shapes.capsule(900, -900, 1450, -1450, 220).signedDistance(x, z), 150);
        d = smoothMin(d, Shapes.capsule(-1000, 1000, -1500, 1450, 120).signedDistance(x, z), 100);
        d = smoothMax(d, -(Math.hypot(x - 300, z - 1650) - 420), 120);
        return d;
    }

    /**
     * The lowland before the hills: sea floor, shore and rolling ground.
     *
     * @param x metres east
     * @param z metres south
     * @return metres
     */
    public double lowland(double x, double z) {
        double s = -coast(x, z);
        if (s < 0) {
            return -0.5 - Math.min(24, 0.05 * -s);
        }
        double roll = ROLL_M * rollBroad.value(x, z) + 2.5 * rollFine.value(x, z);
        return 2 + 10 * smoothstep(s, 0, 500) + roll * smoothstep(s, 0, 150);
    }

    /**
     * How much of the hills' relief stands at a place: 0 within 60 m of the coast, 1 from 400 m in.
     *
     * @param x metres east
     * @param z metres south
     * @return a fraction in [0, 1]
     */
    public double hillFade(double x, double z) {
        return smoothstep(-coast(x, z), 60, 400);
    }

    /**
     * The hills' ranges: the West Ridge with its named summit and the East Hills.
     *
     * @return the two ranges
     */
    public static List<MountainRange> ranges() {
        MountainRange west = MountainRange.massif("West Ridge", Shapes.capsule(-1000, -750, -750, 650, 260), 300)
                .withPeaks(List.of(Peak.of("West Ridge", WEST_RIDGE_X, WEST_RIDGE_Z, WEST_RIDGE_TOP)))
                .withPeakDensity(40).withErosion(0.6);
        MountainRange east = MountainRange.massif("East Hills", Shapes.capsule(600, -800, 800, 800, 450), 220).withPeakDensity(400)
                .withErosion(0.6);
        return List.of(west, east);
    }

    /**
     * Builds the hills standing on the lowland.
     *
     * @param progress progress and cancellation
     * @return the one group the two ranges make
     */
    public MountainGroup hills(ProgressListener progress) {
        List<MountainGroup> groups = Mountains.standard().withSpacing(20).withSeed(seed).withThreads(threads)
                .build(ranges(), this::lowland, progress);
        return groups.get(0);
    }

    /**
     * Builds the plain Proving Ground: every step of the class comment, no feature.
     *
     * @param progress receives progress; may cancel
     * @return the land, {@value #SAMPLES} × {@value #SAMPLES} samples {@value #SPACING} m apart centred on the
     *         origin, heights in metres (sea below 0)
     * @throws java.util.concurrent.CancellationException if cancelled
     * @throws NullPointerException if progress is null
     */
    public Heightfield plain(ProgressListener progress) {
        Objects.requireNonNull(progress, "progress");
        return finish(beforeShaping(progress), FeaturePlan.NONE, progress);
    }

    /**
     * Builds the featured Proving Ground: the plain build's steps, with the plan's features shaped inside the
     * erosion step, on the fine grid before thermal weathering and before the lakes are cut, so water routes over
     * the new forms: the forms (knolls first), then the valleys, then the lookouts on the ground as it will be.
     * The forms' and valleys' ground is held: after thermal weathering no sample they shaped stands lower than they
     * made it (a floor the erosion may not cut below), so walls and cliffs stay standing over the scree thermal
     * weathering sheds onto their aprons. Not here (seed 004): rock weakened for the erosion to clear; a valley's
     * floor is cut to its grade directly.
     *
     * @param plan     the features; {@link FeaturePlan#NONE} gives the plain build, bit for bit
     * @param progress receives progress; may cancel
     * @return the land, as {@link #plain}
     * @throws java.util.concurrent.CancellationException if cancelled
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if a feature's centre lies off the grid
     */
    public Heightfield featured(FeaturePlan plan, ProgressListener progress) {
        Objects.requireNonNull(plan, "plan");
        Objects.requireNonNull(progress, "progress");
        return finish(beforeShaping(progress), plan, progress);
    }

    /**
     * Builds the plain Proving Ground, measures it from {@link #START}, and places features on it by the
     * {@link FeaturePlacer} given, each candidate shaped inside the erosion step as {@link #featured} does.
     *
     * @param placement how to place
     * @param progress  receives progress; may cancel
     * @return the plain land and report, and the placement's result
     * @throws java.util.concurrent.CancellationException if cancelled
     * @throws NullPointerException if an argument is null
     */
    public Placed place(FeaturePlacer placement, ProgressListener progress) {
        Objects.requireNonNull(placement, "placement");
        Objects.requireNonNull(progress, "progress");
        float[] before = beforeShaping(part(progress, 0, 0.1));
        Heightfield plain = finish(before, FeaturePlan.NONE, part(progress, 0.1, 0.15));
        long t0 = System.nanoTime();
        progress.progress(0.15, "measuring the plain land");
        org.terrain4j.analysis.playspace.PlaySpaceReport plainReport = placement.measure().measure(plain, START);
        long measured = System.nanoTime() - t0;
        FeaturePlacer.Result result = placement.place(plain, plainReport,
                plan -> finish(before, plan, ProgressListener.NONE), part(progress, 0.2, 1));
        return new Placed(plain, plainReport, result, measured);
    }

    /** A listener reporting {@code [0, 1]} as {@code [from, to]} of the whole, cancelled when the whole is. */
    private static ProgressListener part(ProgressListener whole, double from, double to) {
        return new ProgressListener() {
            @Override
            public void progress(double fraction, String message) {
                whole.progress(from + (to - from) * fraction, message);
            }

            @Override
            public boolean isCancelled() {
                return whole.isCancelled();
            }
        };
    }

    /**
     * The plain Proving Ground and its placement.
     *
     * @param plain        the plain land
     * @param plainReport  its report
     * @param featured     the placement's result (plan, featured land and report, time)
     * @param plainMeasureNanos nanoseconds the plain land's measure took
     */
    public record Placed(Heightfield plain, org.terrain4j.analysis.playspace.PlaySpaceReport plainReport,
            FeaturePlacer.Result featured, long plainMeasureNanos) {
    }

    /**
     * The fine grid before shaping and thermal weathering (steps 1–6 of the class comment); the placement
     * reuses it for every candidate.
     *
     * @param progress progress and cancellation
     * @return the fine grid's samples, row-major, {@value #SAMPLES}²
     */
    float[] beforeShaping(ProgressListener progress) {
        progress.progress(0, "hills");
        MountainGroup group = hills(ProgressListener.NONE);
        checkCancel(progress);
        HeightFunction relief = group.heightFunction();
        HeightFunction ground = (x, z) -> lowland(x, z) + relief.height(x, z) * hillFade(x, z);

        progress.progress(0.2, "stream power");
        int coarse = (int) Math.round(SIDE / COARSE_SPACING) + 1;
        GridFrame coarseFrame = GridFrame.centred(coarse, coarse, COARSE_SPACING);
        float[] h = sample(coarseFrame, coarse, ground);
        float[] uplift = sample(coarseFrame, coarse, (x, z) -> 2e-4 * hillFade(x, z));
        boolean[] outlets = new boolean[h.length];
        for (int i = 0; i < h.length; i++) {
            outlets[i] = h[i] <= 0;
        }
        HeightfieldBuffer buffer = Heightfield.of(coarse, coarse, h).withFrame(coarseFrame).toBuffer();
        StreamPower.incision().withErodibility(2e-5).withAreaExponent(0.5).withSlopeExponent(1)
                .withUpliftMap(Heightfield.of(coarse, coarse, uplift)).withDiffusivity(0.02)
                .withTimeStepAndYears(1000, 40_000).withOutlets(outlets).erode(buffer, seed, ProgressListener.NONE);
        float[] eroded = buffer.freeze().toArray();
        checkCancel(progress);

        progress.progress(0.5, "fine grid");
        GridFrame frame = frame();
        float[] fine = new float[SAMPLES * SAMPLES];
        double step = SPACING / COARSE_SPACING;
        parallelRows(SAMPLES, r -> {
            double z = frame.z(r);
            double v = r * step;
            for (int c = 0; c < SAMPLES; c++) {
                double x = frame.x(c);
                double hc = bicubic(eroded, coarse, c * step, v);
                double s = -coast(x, z);
                if (s > 0) {
                    hc += DETAIL_M * detail.value(x, z) * smoothstep(s, 0, 40);
                }
                fine[r * SAMPLES + c] = (float) hc;
            }
        });
        pinSummits(fine, SAMPLES, frame, ranges());
        checkCancel(progress);
        return fine;
    }

    /**
     * 1 at a summit, easing by smoothstep to 0 at {@value #SUMMIT_PIN_RADIUS} m.
     *
     * @param d metres from the summit, non-negative
     * @return the share of a summit's correction added at that distance, in [0, 1]
     */
    static double summitKernel(double d) {
        if (d >= SUMMIT_PIN_RADIUS) {
            return 0;
        }
        double u = 1 - d / SUMMIT_PIN_RADIUS;
        return u * u * (3 - 2 * u);
    }

    /**
     * Brings each range's named summits to their elevations on a square grid (the class comment's step 6), in
     * place: the difference between the elevation and the bilinear ground at the summit, times
     * {@link #summitKernel}, added round it, at most 16 passes, until within 0.1 mm.
     */
    static void pinSummits(float[] g, int side, GridFrame frame, List<MountainRange> ranges) {
        double sp = frame.spacingX();
        int reach = (int) Math.ceil(SUMMIT_PIN_RADIUS / sp);
        for (MountainRange range : ranges) {
            for (Peak p : range.peaks()) {
                double u = frame.column(p.x());
                double v = frame.row(p.z());
                int c0 = (int) Math.round(u);
                int r0 = (int) Math.round(v);
                for (int pass = 0; pass < 16; pass++) {
                    double delta = p.elevation() - bilinear(g, side, u, v);
                    if (Math.abs(delta) < 1e-4) {
                        break;
                    }
                    for (int r = Math.max(0, r0 - reach); r <= Math.min(side - 1, r0 + reach); r++) {
                        for (int c = Math.max(0, c0 - reach); c <= Math.min(side - 1, c0 + reach); c++) {
                            double w = summitKernel(Math.hypot(frame.x(c) - p.x(), frame.z(r) - p.z()));
                            if (w > 0) {
                                g[r * side + c] = (float) (g[r * side + c] + delta * w);
                            }
                        }
                    }
                }
            }
        }
    }

    /** Bilinear interpolation of a square grid at fractional (column u, row v), clamped to the grid. */
    static double bilinear(float[] g, int side, double u, double v) {
        double cu = Math.max(0, Math.min(side - 1, u));
        double cv = Math.max(0, Math.min(side - 1, v));
        int c = Math.min(side - 2, (int) Math.floor(cu));
        int r = Math.min(side - 2, (int) Math.floor(cv));
        double fu = cu - c;
        double fv = cv - r;
        double top = g[r * side + c] + (g[r * side + c + 1] - g[r * side + c]) * fu;
        double bottom = g[(r + 1) * side + c] + (g[(r + 1) * side + c + 1] - g[(r + 1) * side + c]) * fu;
        return top + (bottom - top) * fv;
    }

    /** @return the fine grid's frame: {@value #SAMPLES}² samples {@value #SPACING} m apart centred on the origin */
    public static GridFrame frame() {
        return GridFrame.centred(SAMPLES, SAMPLES, SPACING);
    }

    /**
     * Shapes the plan's features into a copy of the fine grid, then weathers, holds the valleys and cuts the lakes
     * (steps 7–8 of the class comment).
     *
     * @param beforeShaping the fine grid from {@link #beforeShaping}; not changed
     * @param plan          the features
     * @param progress      progress and cancellation
     * @return the land
     */
    Heightfield finish(float[] beforeShaping, FeaturePlan plan, ProgressListener progress) {
        GridFrame frame = frame();
        HeightfieldBuffer fineBuffer = Heightfield.of(SAMPLES, SAMPLES, beforeShaping.clone()).withFrame(frame)
                .toBuffer();
        float[] held = null;
        if (!plan.isEmpty()) {
            progress.progress(0.6, "features");
            held = shape(fineBuffer, plan);
            checkCancel(progress);
        }
        progress.progress(0.7, "thermal");
        Thermal.weathering().withTalusAngle(38).withNeighbours(16).withAmount(0.5).withIterations(THERMAL_ITERATIONS)
                .withThreads(threads).erode(fineBuffer, seed, ProgressListener.NONE);
        float[] weathered = fineBuffer.freeze().toArray();
        if (held != null) {
            for (int i = 0; i < weathered.length; i++) {
                if (weathered[i] < held[i]) {
                    weathered[i] = held[i];
                }
            }
        }
        checkCancel(progress);

        progress.progress(0.9, "lakes");
        cutLakes(weathered, SAMPLES, SAMPLES, SPACING * SPACING);
        progress.progress(1, "done");
        return Heightfield.of(SAMPLES, SAMPLES, weathered).withFrame(frame);
    }

    /** The held heights where the ground changed: the shaped ground, which the erosion may not cut below. */
    private static void hold(HeightfieldBuffer ground, float[] before, float[] held) {
        int columns = ground.columns();
        for (int i = 0; i < held.length; i++) {
            float v = (float) ground.get(i % columns, i / columns);
            if (v != before[i]) {
                held[i] = v;
            }
        }
    }

    /**
     * Lays the plan on the buffer in its order and returns the held heights: the forms' and valleys' ground where
     * they shaped it (rock the weathering may not cut below), negative infinity elsewhere.
     */
    static float[] shape(HeightfieldBuffer ground, FeaturePlan plan) {
        float[] held = new float[ground.columns() * ground.rows()];
        java.util.Arrays.fill(held, Float.NEGATIVE_INFINITY);
        for (PlayFeature form : plan.forms()) {
            float[] before = ground.toArray();
            form.applyTo(ground);
            hold(ground, before, held);
        }
        for (Valley valley : plan.valleys()) {
            float[] before = ground.toArray();
            valley.applyTo(ground);
            hold(ground, before, held);
        }
        for (Lookout lookout : plan.lookouts()) {
            lookout.applyTo(ground);
        }
        return held;
    }

    /**
     * Keeps the depressions that are lakes (at least {@value #LAKE_DEPTH} m deep at their deepest, at least
     * {@value #LAKE_AREA} m²) and fills every other one level to its sill, in place. A depression is a set of
     * 8-connected samples the flat fill raises; the sea (heights ≤ 0) is the outlet.
     */
    static void cutLakes(float[] heights, int columns, int rows, double cellArea) {
        DrainageGrid grid = DrainageGrid.of(columns, rows, Math.sqrt(cellArea), Math.sqrt(cellArea));
        float[] filled = DepressionFill.flat().filled(grid, heights);
        int n = heights.length;
        int[] label = new int[n];
        int[] queue = new int[n];
        int next = 0;
        for (int start = 0; start < n; start++) {
            if (label[start] != 0 || !(filled[start] > heights[start])) {
                continue;
            }
            next++;
            int head = 0;
            int tail = 0;
            queue[tail++] = start;
            label[start] = next;
            double deepest = 0;
            while (head < tail) {
                int i = queue[head++];
                deepest = Math.max(deepest, filled[i] - heights[i]);
                int r = i / columns;
                int c = i - r * columns;
                for (int dr = -1; dr <= 1; dr++) {
                    for (int dc = -1; dc <= 1; dc++) {
                        int rr = r + dr;
                        int cc = c + dc;
                        if (rr < 0 || rr >= rows || cc < 0 || cc >= columns) {
                            continue;
                        }
                        int j = rr * columns + cc;
                        if (label[j] == 0 && filled[j] > heights[j]) {
                            label[j] = next;
                            queue[tail++] = j;
                        }
                    }
                }
            }
            boolean lake = deepest >= LAKE_DEPTH && tail * cellArea >= LAKE_AREA;
            if (!lake) {
                for (int k = 0; k < tail; k++) {
                    heights[queue[k]] = filled[queue[k]];
                }
            }
        }
    }

    private float[] sample(GridFrame frame, int side, HeightFunction f) {
        float[] out = new float[side * side];
        parallelRows(side, r -> {
            double z = frame.z(r);
            for (int c = 0; c < side; c++) {
                out[r * side + c] = (float) f.height(frame.x(c), z);
            }
        });
        return out;
    }

    private void parallelRows(int rows, java.util.function.IntConsumer row) {
        if (threads == 1) {
            for (int r = 0; r < rows; r++) {
                row.accept(r);
            }
            return;
        }
        java.util.concurrent.ForkJoinPool pool = new java.util.concurrent.ForkJoinPool(threads);
        try {
            pool.submit(() -> IntStream.range(0, rows).parallel().forEach(row)).join();
        } finally {
            pool.shutdown();
        }
    }

    /** Catmull–Rom interpolation of a square grid at fractional (column u, row v), clamped at the edges. */
    static double bicubic(float[] g, int side, double u, double v) {
        int c = (int) Math.floor(u);
        int r = (int) Math.floor(v);
        double fu = u - c;
        double fv = v - r;
        double sum = 0;
        for (int j = -1; j <= 2; j++) {
            int rr = Math.max(0, Math.min(side - 1, r + j));
            double row = 0;
            for (int i = -1; i <= 2; i++) {
                int cc = Math.max(0, Math.min(side - 1, c + i));
                row += g[rr * side + cc] * catmullRom(i, fu);
            }
            sum += row * catmullRom(j, fv);
        }
        return sum;
    }

    private static double catmullRom(int i, double t) {
        double t2 = t * t;
        double t3 = t2 * t;
        return switch (i) {
            case -1 -> 0.5 * (-t3 + 2 * t2 - t);
            case 0 -> 0.5 * (3 * t3 - 5 * t2 + 2);
            case 1 -> 0.5 * (-3 * t3 + 4 * t2 + t);
            default -> 0.5 * (t3 - t2);
        };
    }

    private static void checkCancel(ProgressListener progress) {
        if (progress.isCancelled()) {
            throw new java.util.concurrent.CancellationException("cancelled");
        }
    }

    @Override
    public String toString() {
        return "ProvingGround[seed " + seed + ", " + threads + " threads]";
    }
}
