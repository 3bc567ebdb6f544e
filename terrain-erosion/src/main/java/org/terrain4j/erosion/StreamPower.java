package org.terrain4j.erosion;

import java.util.Arrays;
import java.util.Objects;
import java.util.concurrent.CancellationException;

import org.terrain4j.routing.DepressionFill;
import org.terrain4j.routing.DrainageBoundary;
import org.terrain4j.routing.DrainageGrid;
import org.terrain4j.routing.FlowNetwork;
import org.terrain4j.routing.internal.RoutingAccess;
import org.terrain4j.api.Erosion;
import org.terrain4j.api.ErosionLedger;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.HeightfieldView;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.api.internal.Checks;

/**
 * Stream-power erosion with uplift and hillslope diffusion: the detachment-limited landscape
 * evolution model {@code ∂h/∂t = U − K·A^m·S^n + κ∇²h}, solved by the implicit O(n) scheme of Braun
 * &amp; Willett 2013 over a D8 network re-found every time step.
 *
 * <pre>{@code
 * Heightfield range = dem.eroded(StreamPower.incision().withUplift(1e-3).withYears(1e6), 0);
 * }</pre>
 *
 * <p><b>Quantities and units.</b> Heights h in metres; time in years; U the uplift rate, m/yr;
 * A the drainage area, m² (from the grid's spacing); S the slope to the receiver, m/m; K the
 * erodibility, m^(1−2m)·yr⁻¹ (S is dimensionless, so K·A^m·S^n is a rate in m/yr); m the area exponent ≥ 0; n the slope exponent &gt; 0; κ the hillslope diffusivity,
 * m²/yr. U and K are constants or per-sample maps.
 *
 * <p><b>One time step of length Δt.</b>
 * <ol>
 * <li>Uplift: every sample except outlets and no-data rises by U·Δt.</li>
 * <li>Routing: the surface is filled with {@link DepressionFill#draining()} (on a copy) and routed by
 *     {@link FlowNetwork#steepestDescent}; drainage areas are accumulated.</li>
 * <li>Incision, in stack order (receivers first): with F = K·Δt·A^m / Lⁿ (L the distance to the
 *     receiver), the new height x solves {@code x − h + F·(x − h_r)ⁿ = 0}, where h_r is the receiver's
 *     new height. For n = 1 that is {@code x = (h + F·h_r) / (1 + F)}. For n ≠ 1 the root is found in
 *     the bracket [h_r, h] in closed form for n = 2 and n = ½ (the root of a quadratic), and otherwise by
 *     Newton's method from an upper bound of the root, safeguarded by bisection (a Newton step that leaves
 *     the bracket is replaced by the midpoint), until a step moves the drop by at most 10⁻⁹ of itself
 *     (then within about 10⁻¹⁸ of it, by Newton's quadratic convergence). A sample not above its receiver (in a
 *     depression, or on a flat) is not incised, so nothing is ever eroded below its receiver and no NaN
 *     can arise from a negative slope.</li>
 * <li>Diffusion (if κ &gt; 0): explicit four-neighbour steps {@code h += κ·δt·∇²h}, sub-stepped so that
 *     {@code κ·δt·(1/Δx² + 1/Δz²) ≤ 1/2} (the stability limit); outlets and no-data are held fixed,
 *     open edges have no flux.</li>
 * </ol>
 * Deposition, lakes filling with sediment and transport limits are not modelled (sediment leaves the
 * grid at once).
 *
 * <p><b>Ledger.</b> {@code eroded} is the height removed by incision and diffusion, {@code deposited}
 * the height diffusion laid down, {@code lostOffEdge = eroded − deposited} (all of it leaves the
 * grid), nothing lost in drops. Uplift is new material outside the ledger:
 * {@code sum(before) + (total uplift) − sum(after) = lostOffEdge} to rounding, the total uplift being
 * U·Δt summed over the uplifted samples and steps.
 *
 * <p><b>Finite.</b> Every setting these methods accept gives finite heights from finite heights (the
 * {@link org.terrain4j.api.Erosion} contract: no NaN introduced): the incision is computed in a form that
 * stays finite for any erodibility, however large, and the uplift over a run is limited to
 * {@link #MAX_RISE}. A setting beyond that is refused when it is set, not in the middle of a run.
 *
 * <p><b>Determinism.</b> One thread; no randomness (the seed of {@link #erode} is ignored); the same
 * field gives the same bits every run.
 *
 * <p>Immutable and thread-safe (maps are copied in).
 *
 * <p><b>Source.</b> J. Braun, S. D. Willett, "A very efficient O(n), implicit and parallel method to
 * solve the stream power equation governing fluvial incision and landscape evolution", Geomorphology
 * 180–181 (2013) 170–179; A. D. Howard, G. Kerby, "Channel changes in badlands", GSA Bulletin 94
 * (1983) 739–752 (the stream-power law).
 *
 * @since 0.1
 */
public final class StreamPower implements Erosion {

    private static final RoutingAccess.Bridge ROUTING = RoutingAccess.bridge();

    private final double erodibility;
    private final double m;
    private final double n;
    private final double uplift;
    private final float[] upliftMap;
    private final float[] erodibilityMap;
    private final double timeStep;
    private final double years;
    private final double diffusivity;
    private final DrainageBoundary boundary;

    /**
     * The most time steps a run may take, ⌈years ÷ timeStep⌉ ≤ 10⁷: checked whenever either changes, so a
     * run of days (10⁷ steps of a 10⁴-sample field take about an hour) is refused before it starts.
     */
    public static final double MAX_STEPS = 1e7;

    /**
     * The most a run may raise or lower a sample by uplift, |uplift| × years ≤ 10³⁰ m: checked whenever
     * either changes. One step then adds less than half the spacing between the largest floats (about
     * 2·10³¹), so no height can overflow to infinity.
     *
     * @since 0.1
     */
    public static final double MAX_RISE = 1e30;

    private StreamPower(double erodibility, double m, double n, double uplift, float[] upliftMap,
            float[] erodibilityMap, double timeStep, double years, double diffusivity, DrainageBoundary boundary) {
        if (!(years / timeStep <= MAX_STEPS)) {
            throw new IllegalArgumentException("years ÷ timeStep must be at most 1e7 steps, was " + years + " ÷ "
                    + timeStep + " = " + years / timeStep + " steps");
        }
        double fastest = Math.abs(uplift);
        String what = uplift + " m/yr";
        if (upliftMap != null) {
            fastest = 0;
            for (float u : upliftMap) {
                fastest = Math.max(fastest, Math.abs(u));
            }
            what = "an uplift map reaching " + (float) fastest + " m/yr";
        }
        if (!(fastest * years <= MAX_RISE)) {
            throw new IllegalArgumentException("uplift × years must be at most 1e30 m in magnitude (a float height"
                    + " could overflow beyond it), was " + what + " × " + years + " years");
        }
        this.erodibility = erodibility;
        this.m = m;
        this.n = n;
        this.uplift = uplift;
        this.upliftMap = upliftMap;
        this.erodibilityMap = erodibilityMap;
        this.timeStep = timeStep;
        this.years = years;
        this.diffusivity = diffusivity;
        this.boundary = boundary;
    }

    /**
     * Stream-power incision with the defaults K = 2·10⁻⁵, m = 0.5, n = 1, uplift 10⁻³ m/yr, time step
     * 10⁴ yr, 10⁵ years, no diffusion, open edges as outlets, no wrap.
     *
     * @return the erosion
     */
    public static StreamPower incision() {
        return new StreamPower(2e-5, 0.5, 1, 1e-3, null, null, 1e4, 1e5, 0, DrainageBoundary.open());
    }

    /**
     * @param k erodibility K (constant), finite, ≥ 0; any such K gives finite heights (an enormous K
     *          brings every sample down to its receiver in one step)
     * @return a copy with this erodibility (and no erodibility map)
     * @throws IllegalArgumentException unless 0 ≤ k &lt; ∞
     */
    public StreamPower withErodibility(double k) {
        Checks.nonNegativeFinite("erodibility", k);
        return new StreamPower(k, m, n, uplift, upliftMap, null, timeStep, years, diffusivity, boundary);
    }

    /**
     * @param map per-sample erodibility, same shape as the fields eroded, each finite and ≥ 0; copied
     * @return a copy with this erodibility map (replacing the constant)
     * @throws IllegalArgumentException if a value is negative, NaN or infinite
     */
    public StreamPower withErodibilityMap(HeightfieldView map) {
        return new StreamPower(erodibility, m, n, uplift, upliftMap, nonNegative("erodibility map", map), timeStep,
                years, diffusivity, boundary);
    }

    /**
     * @param m the drainage-area exponent, 0 ≤ m ≤ 10
     * @return a copy with this exponent
     * @throws IllegalArgumentException unless 0 ≤ m ≤ 10
     */
    public StreamPower withAreaExponent(double m) {
        Checks.inRange("areaExponent", m, 0, 10);
        return new StreamPower(erodibility, m, n, uplift, upliftMap, erodibilityMap, timeStep, years, diffusivity,
                boundary);
    }

    /**
     * @param n the slope exponent, 0 &lt; n ≤ 10
     * @return a copy with this exponent
     * @throws IllegalArgumentException unless 0 &lt; n ≤ 10
     */
    public StreamPower withSlopeExponent(double n) {
        if (!(n > 0 && n <= 10)) {
            throw new IllegalArgumentException("slopeExponent must be in (0, 10], was " + n);
        }
        return new StreamPower(erodibility, m, n, uplift, upliftMap, erodibilityMap, timeStep, years, diffusivity,
                boundary);
    }

    /**
     * @param rate uplift rate, m/yr, finite (negative is subsidence), with |rate| × {@link #years()} ≤
     *             {@link #MAX_RISE} (10³⁰ m)
     * @return a copy with this constant uplift (and no uplift map)
     * @throws IllegalArgumentException if rate is NaN or infinite, or |rate| × years() &gt; 10³⁰ m
     */
    public StreamPower withUplift(double rate) {
        Checks.finite("uplift", rate);
        return new StreamPower(erodibility, m, n, rate, null, erodibilityMap, timeStep, years, diffusivity, boundary);
    }

    /**
     * @param map per-sample uplift rate, m/yr, same shape as the fields eroded, finite, each |value| ×
     *            {@link #years()} ≤ {@link #MAX_RISE} (10³⁰ m); copied
     * @return a copy with this uplift map
     * @throws IllegalArgumentException if a value is NaN or infinite, or a |value| × years() &gt; 10³⁰ m
     */
    public StreamPower withUpliftMap(HeightfieldView map) {
        Objects.requireNonNull(map, "map");
        float[] a = map.toArray();
        for (int i = 0; i < a.length; i++) {
            if (!Float.isFinite(a[i])) {
                throw new IllegalArgumentException("uplift map must be finite, sample " + i + " was " + a[i]);
            }
        }
        return new StreamPower(erodibility, m, n, uplift, a, erodibilityMap, timeStep, years, diffusivity, boundary);
    }

    /**
     * Sets the time step, keeping the total time.
     *
     * <p>The pair is checked whichever wither set it last: {@code years ÷ timeStep} may not exceed
     * {@link #MAX_STEPS}. To change both at once (for example a much shorter step and a shorter run, where
     * the intermediate pair would be refused) use {@link #withTimeStepAndYears}.
     *
     * @param years length of one time step, years, finite, &gt; 0, at least {@link #years()} ÷ 10⁷
     * @return a copy with this time step
     * @throws IllegalArgumentException unless 0 &lt; years &lt; ∞, or if more than 10⁷ steps would be run
     *                                  with it ({@code years() ÷ years > 1e7})
     */
    public StreamPower withTimeStep(double years) {
        Checks.positiveFinite("timeStep", years);
        if (!(this.years / years <= MAX_STEPS)) {
            throw new IllegalArgumentException("timeStep must be at least years ÷ 1e7 (" + this.years / MAX_STEPS
                    + " years for " + this.years + " years), was " + years);
        }
        return new StreamPower(erodibility, m, n, uplift, upliftMap, erodibilityMap, years, this.years, diffusivity,
                boundary);
    }

    /**
     * Sets the total time, keeping the time step.
     *
     * <p>The pair is checked whichever wither set it last: {@code years ÷ timeStep} may not exceed
     * {@link #MAX_STEPS} (see {@link #withTimeStepAndYears} to change both at once).
     *
     * @param years total time, years, finite, ≥ 0; run as ⌈years ÷ timeStep⌉ steps, the last one shortened
     * @return a copy with this duration
     * @throws IllegalArgumentException unless 0 ≤ years &lt; ∞, or if more than 10⁷ steps would be run
     *                                  ({@code years ÷ timeStep() > 1e7}), or if the uplift would raise or
     *                                  lower a sample by more than {@link #MAX_RISE} (|uplift| × years &gt;
     *                                  10³⁰ m)
     */
    public StreamPower withYears(double years) {
        Checks.nonNegativeFinite("years", years);
        if (!(years / timeStep <= MAX_STEPS)) {
            throw new IllegalArgumentException("years must be at most 1e7 time steps of " + timeStep + " years ("
                    + MAX_STEPS * timeStep + "), was " + years);
        }
        return new StreamPower(erodibility, m, n, uplift, upliftMap, erodibilityMap, timeStep, years, diffusivity,
                boundary);
    }

    /**
     * Sets the time step and the total time together, so that only the new pair is checked.
     *
     * @param timeStep length of one time step, years, finite, &gt; 0
     * @param years    total time, years, finite, ≥ 0; run as ⌈years ÷ timeStep⌉ steps, the last one
     *                 shortened
     * @return a copy with this time step and duration
     * @throws IllegalArgumentException unless 0 &lt; timeStep &lt; ∞ and 0 ≤ years &lt; ∞, or if
     *                                  {@code years ÷ timeStep > 1e7} ({@link #MAX_STEPS}), or if
     *                                  |uplift| × years &gt; 10³⁰ m ({@link #MAX_RISE})
     * @since 0.1
     */
    public StreamPower withTimeStepAndYears(double timeStep, double years) {
        Checks.positiveFinite("timeStep", timeStep);
        Checks.nonNegativeFinite("years", years);
        return new StreamPower(erodibility, m, n, uplift, upliftMap, erodibilityMap, timeStep, years, diffusivity,
                boundary);
    }

    /**
     * @param kappa hillslope diffusivity κ, m²/yr, finite, ≥ 0 (0: none)
     * @return a copy with this diffusivity
     * @throws IllegalArgumentException unless 0 ≤ kappa &lt; ∞
     */
    public StreamPower withDiffusivity(double kappa) {
        Checks.nonNegativeFinite("diffusivity", kappa);
        return new StreamPower(erodibility, m, n, uplift, upliftMap, erodibilityMap, timeStep, years, kappa, boundary);
    }

    /**
     * Where water leaves the fields eroded: the wrap of each axis and the outlets, given to the
     * {@link DrainageGrid} built for each field. It has no size; {@link #erode} and {@link #erodeWithMasks}
     * check it against the field before any work ({@link DrainageBoundary#checkFits}).
     *
     * @param boundary the boundary; {@link DrainageBoundary#open()} (the default) for open edges as outlets
     *                 and no wrap
     * @return a copy with this boundary
     * @throws NullPointerException if boundary is null
     * @since 0.1
     */
    public StreamPower withBoundary(DrainageBoundary boundary) {
        Objects.requireNonNull(boundary, "boundary");
        return new StreamPower(erodibility, m, n, uplift, upliftMap, erodibilityMap, timeStep, years, diffusivity,
                boundary);
    }

    /**
     * Shorthand for {@code withBoundary(boundary().withWrapX(wrap))}.
     *
     * @param wrap whether the fields eroded wrap along x (ring worlds); the open edges left are outlets
     *             unless a mask is given. A field eroded with x wrapped needs at least 3 columns (checked
     *             before any work).
     * @return a copy with this wrap
     */
    public StreamPower withWrapX(boolean wrap) {
        return withBoundary(boundary.withWrapX(wrap));
    }

    /**
     * Shorthand for {@code withBoundary(boundary().withWrapZ(wrap))}.
     *
     * @param wrap whether the fields eroded wrap along z; the open edges left are outlets unless a mask is
     *             given. A field eroded with z wrapped needs at least 3 rows (checked before any work).
     * @return a copy with this wrap
     * @since 0.1
     */
    public StreamPower withWrapZ(boolean wrap) {
        return withBoundary(boundary.withWrapZ(wrap));
    }

    /**
     * Shorthand for {@code withBoundary(boundary().withOutlets(mask))}.
     *
     * @param mask outlets, row-major, at least 1 element, as many as the fields eroded have samples (checked
     *             before any work); copied; null for the open edges
     * @return a copy with these outlets
     * @throws IllegalArgumentException if the mask has no element
     */
    public StreamPower withOutlets(boolean[] mask) {
        return withBoundary(boundary.withOutlets(mask));
    }

    /** @return the constant erodibility K (ignored where a map is set) */
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

    /** @return the constant uplift rate, m/yr (ignored where a map is set) */
    public double uplift() {
        return uplift;
    }

    /** @return the time step, years */
    public double timeStep() {
        return timeStep;
    }

    /** @return the total time, years */
    public double years() {
        return years;
    }

    /** @return the hillslope diffusivity, m²/yr */
    public double diffusivity() {
        return diffusivity;
    }

    /** @return whether x wraps ({@code boundary().wrapX()}) */
    public boolean wrapX() {
        return boundary.wrapX();
    }

    /**
     * @return whether z wraps ({@code boundary().wrapZ()})
     * @since 0.1
     */
    public boolean wrapZ() {
        return boundary.wrapZ();
    }

    /**
     * @return where water leaves the fields eroded: the wrap of each axis and the outlets
     * @since 0.1
     */
    public DrainageBoundary boundary() {
        return boundary;
    }

    /**
     * The time steps a run takes: {@code ⌈years ÷ timeStep⌉}, at most {@link #MAX_STEPS}; the last one is
     * shortened to end at {@link #years()}.
     *
     * @return the number of time steps, 0 when {@code years} is 0
     * @since 0.1
     */
    public double steps() {
        return Math.ceil(years / timeStep);
    }

    /**
     * What one explicit diffusion sub-step costs beside a whole time step (routing, drainage area and the
     * implicit incision), in the work of {@link #work(HeightfieldView)}: 1/16 (measured about 1/15 on the
     * volcano DEM, 87 × 61 samples).
     *
     * @since 0.1
     */
    public static final double DIFFUSION_SUB_STEP_SHARE = 1.0 / 16;

    /**
     * The explicit diffusion sub-steps one full time step takes on a grid: hillslope diffusion is stable
     * for a sub-step of at most {@code 0.5 / (κ · (1/spacingX² + 1/spacingZ²))} years, so a step of
     * {@code min(timeStep, years)} years is cut into {@code ⌈step ÷ that⌉} sub-steps. A run refuses more
     * than 10⁶ sub-steps a step ({@link #erode} throws, naming the largest diffusivity); this method does
     * not, so a caller can say so before any work.
     *
     * @param frame the grid's frame; its spacings (metres, finite and &gt; 0) set the stability limit
     * @return the sub-steps per time step: 0 without diffusion ({@link #diffusivity()} 0), else ≥ 1 (or 0 when
     *         {@code years} is 0); may exceed 10⁶ or be infinite
     * @throws NullPointerException if frame is null
     * @since 0.1
     */
    public double diffusionSubSteps(org.terrain4j.api.GridFrame frame) {
        Objects.requireNonNull(frame, "frame");
        if (!(diffusivity > 0)) {
            return 0;
        }
        double limit = 0.5 / (diffusivity * (1 / (frame.spacingX() * frame.spacingX())
                + 1 / (frame.spacingZ() * frame.spacingZ())));
        return Math.ceil(Math.min(timeStep, years) / limit);
    }

    /**
     * An estimate of a run's cost, in sample-steps: {@link #steps()} × samples ×
     * {@code (1 + }{@link #diffusionSubSteps}{@code  × }{@link #DIFFUSION_SUB_STEP_SHARE}{@code )}. One
     * sample-step takes about a quarter of a microsecond on one core (the volcano, 87 × 61 samples, takes
     * 13 s for 10⁴ steps), so 10⁸ is about 25 seconds and 2·10⁹ about 8 minutes; use it to refuse or announce
     * a long run before it starts (the {@code terrain erode --stream-power} command refuses more than 2·10⁹
     * and announces from 10⁸). Reads only the field's shape and frame; thread-safe.
     *
     * @param field the field the run would erode (its heights are not read)
     * @return the work, sample-steps, ≥ 0; infinite if the diffusion sub-steps are
     * @throws NullPointerException if field is null
     * @since 0.1
     */
    public double work(HeightfieldView field) {
        Objects.requireNonNull(field, "field");
        long samples = field.sampleCount();
        return steps() * samples * (1 + diffusionSubSteps(field.frame()) * DIFFUSION_SUB_STEP_SHARE);
    }

    private static float[] nonNegative(String name, HeightfieldView map) {
        Objects.requireNonNull(map, "map");
        float[] a = map.toArray();
        for (int i = 0; i < a.length; i++) {
            if (!(a[i] >= 0 && a[i] < Float.POSITIVE_INFINITY)) {
                throw new IllegalArgumentException(name + " must be finite and >= 0, sample " + i + " was " + a[i]);
            }
        }
        return a;
    }

    /**
     * The grid the fields of this erosion live on.
     *
     * @param field a field
     * @return its drainage grid with this erosion's boundary
     * @throws IllegalArgumentException if the boundary does not fit the field
     */
    DrainageGrid gridOf(HeightfieldView field) {
        return DrainageGrid.of(field).withBoundary(boundary);
    }

    /**
     * Runs the time loop on {@code field}, in place.
     *
     * <p>Progress is reported after each time step (at most 200 times); cancellation is checked at the
     * same points, and after a cancellation the field holds the result of the last finished step.
     *
     * @param field    the field, heights in metres, its frame's spacing in metres; finite or NaN
     * @param seed     ignored: the model has no randomness
     * @param progress receives progress and may cancel
     * @return the ledger (see the class comment)
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if a map or the outlet mask does not match the field's shape, an
     *                                  axis wraps with fewer than 3 samples on it (all checked before any
     *                                  work), or a sample is infinite
     * @throws IllegalStateException    if the buffer is frozen
     * @throws CancellationException    if progress cancelled the run
     */
    @Override
    public ErosionLedger erode(HeightfieldBuffer field, long seed, ProgressListener progress) {
        Objects.requireNonNull(field, "field");
        Objects.requireNonNull(progress, "progress");
        if (field.isFrozen()) {
            throw new IllegalStateException("field is frozen");
        }
        return run(field, gridOf(field), progress, null, null);
    }

    /**
     * Runs the model over a copy of {@code field} and returns the eroded heights with the ledger and the run's
     * erosion masks: {@link ErosionMask#DRAINAGE_AREA} (m², the last time step's network) and
     * {@link ErosionMask#INCISION} (metres taken by incision over the whole run; uplift and diffusion not
     * counted), each on the field's grid and frame. The heights and ledger are the same bits as
     * {@link #erode} gives. One thread, no randomness.
     *
     * @param field    the field (not changed), heights in metres, its frame's spacing in metres; finite or
     *                 NaN (no-data, held fixed: its masks are 0)
     * @param progress receives progress and may cancel
     * @return the eroded heights, the ledger and the drainage-area and incision masks
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException as {@link #erode}
     * @throws CancellationException    if progress cancelled the run (nothing is returned)
     */
    public ErosionResult erodeWithMasks(HeightfieldView field, ProgressListener progress) {
        Objects.requireNonNull(field, "field");
        Objects.requireNonNull(progress, "progress");
        DrainageGrid grid = gridOf(field);
        int columns = field.columns();
        int rows = field.rows();
        float[] data = new float[columns * rows];
        field.copyTo(data, 0);
        HeightfieldBuffer buffer = new HeightfieldBuffer(columns, rows, field.frame()).copyFrom(data, 0);
        double[] incised = new double[data.length];
        double[][] lastArea = new double[1][];
        ErosionLedger ledger = run(buffer, grid, progress, incised, lastArea);
        float[] area = new float[data.length];
        float[] inc = new float[data.length];
        for (int i = 0; i < data.length; i++) {
            double a = lastArea[0] == null ? 0 : lastArea[0][i];
            area[i] = a > 0 ? (float) a : 0; // NaN (no-data) and nothing routed yet read 0
            inc[i] = (float) incised[i];
        }
        java.util.Map<ErosionMask, org.terrain4j.api.Heightfield> out = new java.util.EnumMap<>(ErosionMask.class);
        out.put(ErosionMask.DRAINAGE_AREA, org.terrain4j.api.Heightfield.of(columns, rows, area).withFrame(field.frame()));
        out.put(ErosionMask.INCISION, org.terrain4j.api.Heightfield.of(columns, rows, inc).withFrame(field.frame()));
        return new ErosionResult(buffer.freeze(), ledger, new ErosionMasks(out));
    }

    private ErosionLedger run(HeightfieldBuffer field, DrainageGrid grid, ProgressListener progress, double[] incised,
            double[][] lastArea) {
        int count = grid.sampleCount();
        if (upliftMap != null) {
            ROUTING.checkLength(grid, "uplift map", upliftMap.length);
        }
        if (erodibilityMap != null) {
            ROUTING.checkLength(grid, "erodibility map", erodibilityMap.length);
        }
        float[] h = field.toArray();
        byte[] state = ROUTING.effectiveOutlets(grid, h);
        long steps = (long) Math.ceil(years / timeStep);
        double[] ledger = new double[2];
        double done = 0;
        // every ⌈steps ÷ 200⌉-th step and the last: at most 200 reports (steps / 200 gave 201 for 401 steps)
        long reportEvery = Math.max(1, (steps + 199) / 200);
        for (long s = 0; s < steps; s++) {
            if (progress.isCancelled()) {
                writeBack(field, h);
                throw new CancellationException("stream power cancelled after " + s + " of " + steps + " steps");
            }
            double dt = Math.min(timeStep, years - done);
            if (!(dt > 0)) {
                break;
            }
            step(grid, h, state, dt, ledger, incised, lastArea);
            done += dt;
            if ((s + 1) % reportEvery == 0 || s + 1 == steps) {
                progress.progress((double) (s + 1) / steps, "stream power");
            }
        }
        writeBack(field, h);
        return new ErosionLedger(ledger[0], ledger[1], ledger[0] - ledger[1], 0);
    }

    private static void writeBack(HeightfieldBuffer field, float[] h) {
        int cols = field.columns();
        for (int i = 0; i < h.length; i++) {
            field.set(i % cols, i / cols, h[i]);
        }
    }

    /**
     * One full step: uplift, route, incise, diffuse; adds each sample's incision to {@code incised} and keeps
     * the drainage area in {@code lastArea[0]}, when they are not null.
     */
    private void step(DrainageGrid grid, float[] h, byte[] state, double dt, double[] ledger, double[] incised,
            double[][] lastArea) {
        int count = h.length;
        for (int i = 0; i < count; i++) {
            if (state[i] == 0) {
                h[i] = (float) (h[i] + dt * (upliftMap == null ? uplift : upliftMap[i]));
            }
        }
        float[] filled = h.clone();
        byte[] st = state.clone();
        ROUTING.fill(grid, filled, st, true);
        FlowNetwork net = FlowNetwork.steepestDescent(grid, filled);
        double[] area = net.drainageArea();
        if (incised == null) {
            ledger[0] += incise(net, area, h, dt);
        } else {
            float[] before = h.clone();
            ledger[0] += incise(net, area, h, dt);
            for (int i = 0; i < h.length; i++) {
                incised[i] += (double) before[i] - h[i];
            }
            lastArea[0] = area;
        }
        if (diffusivity > 0) {
            diffuse(grid, h, state, dt, diffusivity, ledger);
        }
    }

    /**
     * One implicit incision step over a given network, in place: the third stage of a time step (see
     * the class comment), with this erosion's K, m and n. Outlets (base levels) are not changed.
     *
     * @param network the drainage network (routed on the filled surface, usually)
     * @param area    drainage area, m², row-major ({@link FlowNetwork#drainageArea()})
     * @param heights heights, metres, row-major, changed in place
     * @param dt      the time step, years, finite, &gt; 0
     * @return the total height removed, metres × samples
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if a length does not match or dt is not finite and positive
     */
    public double incise(FlowNetwork network, double[] area, float[] heights, double dt) {
        Objects.requireNonNull(network, "network");
        Objects.requireNonNull(area, "area");
        Objects.requireNonNull(heights, "heights");
        Checks.positiveFinite("dt", dt);
        ROUTING.checkLength(ROUTING.grid(network), "area", area.length);
        ROUTING.checkLength(ROUTING.grid(network), "heights", heights.length);
        if (erodibilityMap != null) {
            ROUTING.checkLength(ROUTING.grid(network), "erodibility map", erodibilityMap.length);
        }
        int[] stack = ROUTING.stack(network);
        int[] rec = ROUTING.receivers(network);
        double[] len = ROUTING.lengths(network);
        double removed = 0;
        boolean linear = n == 1;
        boolean sqrtArea = m == 0.5;
        // L^n for the last length seen: a D8 network has only two or three distinct lengths
        double lastLength = Double.NaN;
        double lastLengthPow = Double.NaN;
        for (int i : stack) {
            int r = rec[i];
            if (r == i) {
                continue;
            }
            double hi = heights[i];
            double hr = heights[r];
            if (!(hi > hr)) {
                continue;
            }
            double k = erodibilityMap == null ? erodibility : erodibilityMap[i];
            double a = area[i];
            double am = sqrtArea ? Math.sqrt(a) : Math.pow(a, m);
            double f;
            if (linear) {
                f = k * dt * am / len[i];
            } else {
                double l = len[i];
                if (l != lastLength) {
                    lastLength = l;
                    lastLengthPow = Math.pow(l, n);
                }
                f = k * dt * am / lastLengthPow;
            }
            if (!(f > 0)) {
                continue; // K = 0 (f is 0, or NaN where A^m overflowed): no incision
            }
            // x = (h + F·h_r) / (1 + F), written so that it stays finite for any F up to infinity
            double x = linear ? hr + (hi - hr) / (1 + f) : hr + rootOf(hi - hr, f, n);
            float nx = (float) x;
            if (nx < heights[r]) {
                nx = heights[r];
            }
            removed += hi - nx;
            heights[i] = nx;
        }
        return removed;
    }

    /**
     * The δ in [0, δ0] with {@code δ − δ0 + f·δⁿ = 0} (the drop of a sample above its receiver after an implicit
     * step). Closed forms where there is one: n = 2, {@code δ = 2·δ0 / (1 + √(1 + 4·f·δ0))}; n = ½,
     * {@code δ = s²} with {@code s = 2·δ0 / (f + √(f² + 4·δ0))} (each the cancellation-free root of a
     * quadratic). Otherwise Newton's method from {@code min(δ0, (δ0/f)^(1/n))}, a bound above the root
     * (the roots of the equation without its power term and without its linear term), safeguarded by
     * bisection on the bracket [0, δ0]; {@code δⁿ} by multiplication and square roots for n = 3, 1.5, 2.5,
     * by {@code Math.pow} for other n. It stops when a Newton step moves δ by at most
     * {@link #ROOT_TOLERANCE}·δ: Newton converges quadratically, so the root is then within about
     * {@code |n − 1|/2 · 10⁻¹⁸·δ}, far below the float precision of the heights (6·10⁻⁸).
     */
    static double rootOf(double d0, double f, double n) {
        if (!(f > 0)) {
            return d0;
        }
        if (f == Double.POSITIVE_INFINITY) {
            return 0; // an infinite incision coefficient brings the sample down to its receiver
        }
        if (n == 2) {
            return 2 * d0 / (1 + Math.sqrt(1 + 4 * f * d0)); // f·δ² + δ − δ0 = 0; an overflow gives 0
        }
        if (n == 0.5) {
            double s = 2 * d0 / (f + Math.sqrt(f * f + 4 * d0)); // s = √δ: s² + f·s − δ0 = 0
            double x = s * s;
            return x < d0 ? x : d0;
        }
        double lo = 0;
        double hi = d0;
        double x = Math.pow(d0 / f, 1 / n); // the one pow of the general case: above the root, as d0 is
        if (!(x < d0)) {
            x = d0;
        }
        for (int it = 0; it < 200; it++) {
            double p = power(x, n);
            double g = x - d0 + f * p;
            if (g > 0) {
                hi = x;
            } else if (g < 0) {
                lo = x;
            } else {
                return x;
            }
            double dg = 1 + n * f * (x > 0 ? p / x : 0);
            double xn = x - g / dg;
            if (xn >= lo && xn <= hi) {
                // a Newton step inside the bracket; a step of zero (the root to the last bit) stops too, where a
                // strict bracket would have turned it into bisection that ground on for fifty halvings
                if (Math.abs(xn - x) <= ROOT_TOLERANCE * xn) {
                    return xn;
                }
            } else {
                xn = 0.5 * (lo + hi);
                if (hi - lo <= 4 * Math.ulp(d0)) {
                    return xn;
                }
            }
            x = xn;
        }
        return x;
    }

    /** The relative size of the Newton step at which {@link #rootOf} stops. */
    static final double ROOT_TOLERANCE = 1e-9;

    /** {@code x^n} for x ≥ 0, by multiplication and square roots where n allows. */
    private static double power(double x, double n) {
        if (n == 3) {
            return x * x * x;
        }
        if (n == 1.5) {
            return x * Math.sqrt(x);
        }
        if (n == 2.5) {
            return x * x * Math.sqrt(x);
        }
        return Math.pow(x, n);
    }

    static void diffuse(DrainageGrid grid, float[] h, byte[] state, double dt, double kappa, double[] ledger) {
        double dx = grid.spacingX();
        double dz = grid.spacingZ();
        double limit = 0.5 / (kappa * (1 / (dx * dx) + 1 / (dz * dz)));
        double subs = Math.ceil(dt / limit);
        if (!(subs <= 1_000_000)) {
            double max = 5e5 / ((1 / (dx * dx) + 1 / (dz * dz)) * dt);
            throw new IllegalArgumentException(String.format(java.util.Locale.ROOT, "diffusivity must be at most"
                    + " %.3g m²/yr with a time step of %.6g years and a spacing of %.6g × %.6g m (at most 1e6"
                    + " explicit sub-steps a step), was %s: shorten the time step or lower the diffusivity", max, dt,
                    dx, dz, kappa));
        }
        long sub = (long) subs;
        double sdt = dt / sub;
        double cx = kappa * sdt / (dx * dx);
        double cz = kappa * sdt / (dz * dz);
        int cols = grid.columns();
        int rows = grid.rows();
        double[] a = new double[h.length];
        double[] b = new double[h.length];
        for (int i = 0; i < h.length; i++) {
            a[i] = h[i];
        }
        for (long s = 0; s < sub; s++) {
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < cols; c++) {
                    int i = r * cols + c;
                    if (state[i] != 0) {
                        b[i] = a[i];
                        continue;
                    }
                    double v = a[i];
                    double lap = 0;
                    int e = ROUTING.neighbourUnchecked(grid, c, r, 0);
                    int w = ROUTING.neighbourUnchecked(grid, c, r, 4);
                    int so = ROUTING.neighbourUnchecked(grid, c, r, 2);
                    int no = ROUTING.neighbourUnchecked(grid, c, r, 6);
                    if (e >= 0 && state[e] != 2) {
                        lap += cx * (a[e] - v);
                    }
                    if (w >= 0 && state[w] != 2) {
                        lap += cx * (a[w] - v);
                    }
                    if (so >= 0 && state[so] != 2) {
                        lap += cz * (a[so] - v);
                    }
                    if (no >= 0 && state[no] != 2) {
                        lap += cz * (a[no] - v);
                    }
                    b[i] = v + lap;
                }
            }
            double[] t = a;
            a = b;
            b = t;
        }
        for (int i = 0; i < h.length; i++) {
            if (state[i] != 0) {
                continue;
            }
            float nv = (float) a[i];
            double d = nv - h[i];
            if (d < 0) {
                ledger[0] -= d;
            } else {
                ledger[1] += d;
            }
            h[i] = nv;
        }
    }

    /** @return every parameter, for logs */
    @Override
    public String toString() {
        return "StreamPower[K=" + (erodibilityMap == null ? erodibility : "map") + ", m=" + m + ", n=" + n + ", uplift="
                + (upliftMap == null ? uplift : "map") + ", timeStep=" + timeStep + ", years=" + years
                + ", diffusivity=" + diffusivity + ", wrapX=" + boundary.wrapX()
                + ", wrapZ=" + boundary.wrapZ() + (boundary.hasOutletMask() ? ", outlet mask" : "") + "]";
    }

    /**
     * @param o another object
     * @return whether o has the same parameters and maps
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof StreamPower s && Double.compare(erodibility, s.erodibility) == 0
                && Double.compare(m, s.m) == 0 && Double.compare(n, s.n) == 0 && Double.compare(uplift, s.uplift) == 0
                && Arrays.equals(upliftMap, s.upliftMap) && Arrays.equals(erodibilityMap, s.erodibilityMap)
                && Double.compare(timeStep, s.timeStep) == 0 && Double.compare(years, s.years) == 0
                && Double.compare(diffusivity, s.diffusivity) == 0 && boundary.equals(s.boundary);
    }

    @Override
    public int hashCode() {
        return Objects.hash(erodibility, m, n, uplift, Arrays.hashCode(upliftMap), Arrays.hashCode(erodibilityMap),
                timeStep, years, diffusivity, boundary);
    }
}
