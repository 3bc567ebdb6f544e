package org.terrain4j.erosion;

import java.util.Objects;
import java.util.concurrent.CancellationException;

import org.terrain4j.api.Erosion;
import org.terrain4j.api.ErosionLedger;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.api.internal.Checks;
import org.terrain4j.erosion.internal.DropletEngine;
import org.terrain4j.erosion.internal.DropletSettings;

/**
 * Hydraulic erosion by the droplet (particle) method: simulated raindrops land at random points, roll
 * downhill, pick up sediment while they run fast and full and lay it down as they slow, climb or dry
 * up. Ravines deepen where many drops follow the same path and sediment fans build below them.
 *
 * <pre>{@code
 * Heightfield land = Heightfield.diamondSquare(257, 0.5, 7)
 *         .eroded(Hydraulic.droplets().drops(70_000).inertia(0.1), 7);
 * }</pre>
 *
 * <p><b>Source.</b> H. T. Beyer, "Implementation of a method for hydraulic erosion", bachelor's thesis,
 * TU München, 2015, with the parameterisation that most implementations since use (seed 001 of this
 * project). Differences from the widely copied code, each a fix:
 * <ul>
 * <li>the erosion brush is centred on the drop's own position (the brush table is spread bilinearly
 *     over the four samples around the drop), not on the corner sample of its cell, so there is no
 *     bias toward one diagonal; the table holds {@code (2·radius + 1)²} weights, shared by all
 *     samples;</li>
 * <li>speed follows the energy balance {@code v² ← v² − σ·gravity} ({@code σ} the slope along the step:
 *     faster downhill, slower uphill)
 *     and is clamped at zero before the square root, so a climbing drop stops instead of producing
 *     NaN; a drop whose direction becomes zero (a perfectly flat spot) stops;</li>
 * <li>no clamp at zero height: negative ground erodes like any other (an explicit {@link #floor(double)
 *     floor} is available);</li>
 * <li>a drop that leaves the grid dies and its sediment is lost; a drop that runs out of steps dies
 *     with its sediment; both losses are reported in the {@link ErosionLedger}.</li>
 * </ul>
 *
 * <p><b>One step of a drop.</b> With the drop at position {@code p} (bilinear height {@code h},
 * gradient {@code g} in metres per metre), direction {@code d} (a unit vector):
 * {@code d ← normalise(d·inertia − g·(1 − inertia))}; the drop moves one step of {@code s} metres
 * along {@code d}; {@code Δh} is the height at the new position minus {@code h} and
 * {@code σ = Δh / s} the slope along the step; the capacity is
 * {@code c = s · max(max(−σ, minSlope)·speed·water·capacity, minCapacity)}. If the drop climbs
 * ({@code Δh > 0}) it fills the pit behind it with up to {@code Δh} of its sediment; if it carries
 * more than {@code c} it deposits {@code (sediment − c)·deposition}; otherwise it erodes
 * {@code min((c − sediment)·erosion, −Δh)} through the brush. Deposits go to the four samples around
 * {@code p} with bilinear weights. Then {@code speed ← √max(0, speed² − σ·gravity)} and
 * {@code water ← water·(1 − evaporation)}.
 *
 * <p><b>Spacing.</b> The gradient is taken per metre from the field's {@link org.terrain4j.api.GridFrame
 * frame}, so a direction is a real compass direction even with unequal {@code spacingX},
 * {@code spacingZ}; a step covers {@code s = min(spacingX, spacingZ)} metres (at most one sample along
 * each axis). With unit spacing the rule above is Beyer's, with the fixes listed. In general it is invariant under
 * scale: eroding a field whose heights and spacing are both multiplied by {@code k} (and its floor, if
 * any) gives the same result multiplied by {@code k}, bit for bit when {@code k} is a power of two.
 * The defaults suit the gentle slopes of a 0…1 field on a unit grid (a few percent); a DEM in metres
 * with slopes of tens of percent is, to this model, far steeper terrain, and wants a lower
 * {@link #capacity(double) capacity} or {@link #erosion(double) erosion} rate.
 *
 * <p><b>Base level.</b> A step never lowers a sample below the ground at the point the drop moves to
 * (its local base level, bilinear), nor below the {@link #floor(double) floor}. Erosion therefore cannot
 * sink pits, and the field's minimum never falls: no run of drops, however long, digs without limit
 * (without this rule, 20 000 default drops on the 10 m volcano DEM dug a border trench 4 km deep).
 *
 * <p><b>Guarantees.</b> Never produces NaN or infinity from finite input; the minimum of the field never
 * decreases. Erosion only lowers samples and deposition only raises them; carried sediment is never
 * negative.
 * {@code sum(before) − sum(after) = ledger.lost()} to float rounding. Needs at least 2 × 2 samples;
 * smaller grids are returned unchanged.
 *
 * <p><b>Randomness and threads.</b> Drop {@code k} starts at a position that is a pure function of
 * {@code (seed, k)}, uniform over the grid. Drops run in rounds; within a round each drop belongs to
 * the tile its start lies in, and tiles are processed in four phases (a 2 × 2 colouring) so that tiles
 * of one phase lie so far apart that no drop of one can reach a sample another reads or writes. The
 * tile layout depends only on the grid and the parameters, so the result is bit-identical for every
 * {@link #threads(int) thread count}. Memory: one brush table, {@code O(tiles)} bookkeeping and a round
 * buffer of {@code max(4096, 1024·tiles)} drop indices, independent of the number of drops.
 *
 * <p>Immutable and thread-safe; every wither returns a new object.
 */
public final class Hydraulic implements Erosion {

    private static final Hydraulic DEFAULTS = new Hydraulic(70_000, 0.05, 4, 0.01, 0.01, 3, 0.3, 0.3, 0.01, 4,
            30, 1, 1, Double.NEGATIVE_INFINITY, 1);

    private final int drops;
    private final double inertia;
    private final double capacity;
    private final double minCapacity;
    private final double minSlope;
    private final int radius;
    private final double deposition;
    private final double erosion;
    private final double evaporation;
    private final double gravity;
    private final int maxSteps;
    private final double initialWater;
    private final double initialSpeed;
    private final double floor;
    private final int threads;

    private Hydraulic(int drops, double inertia, double capacity, double minCapacity, double minSlope, int radius,
            double deposition, double erosion, double evaporation, double gravity, int maxSteps,
            double initialWater, double initialSpeed, double floor, int threads) {
        this.drops = drops;
        this.inertia = inertia;
        this.capacity = capacity;
        this.minCapacity = minCapacity;
        this.minSlope = minSlope;
        this.radius = radius;
        this.deposition = deposition;
        this.erosion = erosion;
        this.evaporation = evaporation;
        this.gravity = gravity;
        this.maxSteps = maxSteps;
        this.initialWater = initialWater;
        this.initialSpeed = initialSpeed;
        this.floor = floor;
        this.threads = threads;
    }

    /**
     * The defaults, which reproduce the familiar look on a 0…1 field of about 257² unit-spaced samples:
     * 70 000 drops, inertia 0.05, capacity 4, minimum capacity 0.01, minimum slope 0.01, radius 3,
     * deposition 0.3, erosion 0.3, evaporation 0.01, gravity 4, 30 steps, initial water 1, initial
     * speed 1, no floor, 1 thread.
     *
     * @return the default droplet erosion
     */
    public static Hydraulic droplets() {
        return DEFAULTS;
    }

    // ---------------------------------------------------------------- withers

    /**
     * How much rain falls: the number of drops. The effect grows with drops per sample; a 257² field
     * erodes convincingly with 50 000 to 70 000, and doubling the grid side needs about four times as
     * many. 0 leaves the field unchanged.
     *
     * @param drops number of drops, ≥ 0
     * @return a copy with this drop count
     * @throws IllegalArgumentException if drops is negative
     */
    public Hydraulic drops(int drops) {
        Checks.atLeast("drops", drops, 0);
        return new Hydraulic(drops, inertia, capacity, minCapacity, minSlope, radius, deposition, erosion,
                evaporation, gravity, maxSteps, initialWater, initialSpeed, floor, threads);
    }

    /**
     * How much a drop keeps its direction instead of turning down the gradient. 0 follows every
     * wrinkle and cuts dense, fine ravines; higher values plough straighter, longer channels. At 1
     * the drop never turns and, starting at rest, never moves.
     *
     * @param inertia fraction of the old direction kept, 0…1
     * @return a copy with this inertia
     * @throws IllegalArgumentException unless 0 ≤ inertia ≤ 1
     */
    public Hydraulic inertia(double inertia) {
        Checks.inRange("inertia", inertia, 0, 1);
        return new Hydraulic(drops, inertia, capacity, minCapacity, minSlope, radius, deposition, erosion,
                evaporation, gravity, maxSteps, initialWater, initialSpeed, floor, threads);
    }

    /**
     * The sediment capacity factor: how much sediment a drop can carry per unit of height drop, speed
     * and water. Higher values carve harder and deeper ravines.
     *
     * @param capacity capacity factor, finite, ≥ 0
     * @return a copy with this capacity factor
     * @throws IllegalArgumentException unless 0 ≤ capacity &lt; ∞
     */
    public Hydraulic capacity(double capacity) {
        Checks.nonNegativeFinite("capacity", capacity);
        return new Hydraulic(drops, inertia, capacity, minCapacity, minSlope, radius, deposition, erosion,
                evaporation, gravity, maxSteps, initialWater, initialSpeed, floor, threads);
    }

    /**
     * The smallest sediment capacity a drop has, whatever its slope, speed and water, in height per
     * metre of step (height units on a unit grid). Keeps slow drops on gentle ground from dumping
     * everything at once; larger values carry sediment further across flats.
     *
     * @param minCapacity minimum capacity, height per metre of step, finite, ≥ 0
     * @return a copy with this minimum capacity
     * @throws IllegalArgumentException unless 0 ≤ minCapacity &lt; ∞
     */
    public Hydraulic minCapacity(double minCapacity) {
        Checks.nonNegativeFinite("minCapacity", minCapacity);
        return new Hydraulic(drops, inertia, capacity, minCapacity, minSlope, radius, deposition, erosion,
                evaporation, gravity, maxSteps, initialWater, initialSpeed, floor, threads);
    }

    /**
     * The smallest slope the capacity formula uses (Beyer's {@code p_minSlope}; the widely copied code
     * calls the same floor its "minimum sediment capacity"). Drops on near-flat ground still carry as if
     * the ground fell this steeply, so they keep eroding gently instead of depositing at once.
     *
     * @param minSlope height per metre, finite, ≥ 0
     * @return a copy with this minimum slope
     * @throws IllegalArgumentException unless 0 ≤ minSlope &lt; ∞
     */
    public Hydraulic minSlope(double minSlope) {
        Checks.nonNegativeFinite("minSlope", minSlope);
        return new Hydraulic(drops, inertia, capacity, minCapacity, minSlope, radius, deposition, erosion,
                evaporation, gravity, maxSteps, initialWater, initialSpeed, floor, threads);
    }

    /**
     * The radius of the erosion brush, in samples: a drop takes material from every sample closer than
     * this to its position, weighted {@code radius − distance}. 1 cuts wire-thin channels; 3 to 4 reads
     * natural; larger radii give broad, smooth valleys.
     *
     * @param radius brush radius, samples, 1…32
     * @return a copy with this radius
     * @throws IllegalArgumentException unless 1 ≤ radius ≤ 32
     */
    public Hydraulic radius(int radius) {
        Checks.inRange("radius", radius, 1, 32);
        return new Hydraulic(drops, inertia, capacity, minCapacity, minSlope, radius, deposition, erosion,
                evaporation, gravity, maxSteps, initialWater, initialSpeed, floor, threads);
    }

    /**
     * The deposition rate: the fraction of its surplus sediment (above capacity) a drop lays down per
     * step. High values build sharp fans right where drops slow; low values spread sediment downstream.
     *
     * @param deposition fraction per step, 0…1
     * @return a copy with this deposition rate
     * @throws IllegalArgumentException unless 0 ≤ deposition ≤ 1
     */
    public Hydraulic deposition(double deposition) {
        Checks.inRange("deposition", deposition, 0, 1);
        return new Hydraulic(drops, inertia, capacity, minCapacity, minSlope, radius, deposition, erosion,
                evaporation, gravity, maxSteps, initialWater, initialSpeed, floor, threads);
    }

    /**
     * The erosion rate: the fraction of its free capacity a drop picks up per step. High values carve
     * quickly near the drop's start; low values spread erosion along its path.
     *
     * @param erosion fraction per step, 0…1
     * @return a copy with this erosion rate
     * @throws IllegalArgumentException unless 0 ≤ erosion ≤ 1
     */
    public Hydraulic erosion(double erosion) {
        Checks.inRange("erosion", erosion, 0, 1);
        return new Hydraulic(drops, inertia, capacity, minCapacity, minSlope, radius, deposition, erosion,
                evaporation, gravity, maxSteps, initialWater, initialSpeed, floor, threads);
    }

    /**
     * The fraction of its water a drop loses per step. Higher values shorten a drop's reach (less
     * water, less capacity, earlier deposition).
     *
     * @param evaporation fraction per step, 0…1
     * @return a copy with this evaporation
     * @throws IllegalArgumentException unless 0 ≤ evaporation ≤ 1
     */
    public Hydraulic evaporation(double evaporation) {
        Checks.inRange("evaporation", evaporation, 0, 1);
        return new Hydraulic(drops, inertia, capacity, minCapacity, minSlope, radius, deposition, erosion,
                evaporation, gravity, maxSteps, initialWater, initialSpeed, floor, threads);
    }

    /**
     * How strongly descents speed a drop up (and climbs slow it down): {@code speed² ← speed² −
     * σ·gravity} with {@code σ} the slope along the step. Higher values make fast drops on steep ground
     * carve harder.
     *
     * @param gravity gain of squared speed per unit of slope, finite, ≥ 0
     * @return a copy with this gravity
     * @throws IllegalArgumentException unless 0 ≤ gravity &lt; ∞
     */
    public Hydraulic gravity(double gravity) {
        Checks.nonNegativeFinite("gravity", gravity);
        return new Hydraulic(drops, inertia, capacity, minCapacity, minSlope, radius, deposition, erosion,
                evaporation, gravity, maxSteps, initialWater, initialSpeed, floor, threads);
    }

    /**
     * The most steps a drop takes (one sample spacing each) before it dies. Longer lives carry sediment
     * further and join ravines into longer channels; cost grows linearly.
     *
     * @param maxSteps steps, 1…10 000
     * @return a copy with this step limit
     * @throws IllegalArgumentException unless 1 ≤ maxSteps ≤ 10 000
     */
    public Hydraulic maxSteps(int maxSteps) {
        Checks.inRange("maxSteps", maxSteps, 1, 10_000);
        return new Hydraulic(drops, inertia, capacity, minCapacity, minSlope, radius, deposition, erosion,
                evaporation, gravity, maxSteps, initialWater, initialSpeed, floor, threads);
    }

    /**
     * The water a drop starts with; capacity is proportional to water, so this scales how much every
     * drop can carry.
     *
     * @param initialWater water, finite, &gt; 0
     * @return a copy with this initial water
     * @throws IllegalArgumentException unless 0 &lt; initialWater &lt; ∞
     */
    public Hydraulic initialWater(double initialWater) {
        Checks.positiveFinite("initialWater", initialWater);
        return new Hydraulic(drops, inertia, capacity, minCapacity, minSlope, radius, deposition, erosion,
                evaporation, gravity, maxSteps, initialWater, initialSpeed, floor, threads);
    }

    /**
     * The speed a drop starts with; capacity is proportional to speed, so fast starts erode near the
     * drop's landing point, slow ones first deposit until the slope speeds them up.
     *
     * @param initialSpeed speed, finite, ≥ 0
     * @return a copy with this initial speed
     * @throws IllegalArgumentException unless 0 ≤ initialSpeed &lt; ∞
     */
    public Hydraulic initialSpeed(double initialSpeed) {
        Checks.nonNegativeFinite("initialSpeed", initialSpeed);
        return new Hydraulic(drops, inertia, capacity, minCapacity, minSlope, radius, deposition, erosion,
                evaporation, gravity, maxSteps, initialWater, initialSpeed, floor, threads);
    }

    /**
     * A height below which erosion never digs: each sample gives at most {@code height − floor} (and
     * nothing if it already lies at or below the floor). Deposition is not affected. {@code floor(0)}
     * reproduces the "heights clamp at 0" behaviour of seed 001 without lifting negative ground.
     *
     * @param floor lowest height erosion may reach, finite
     * @return a copy with this floor
     * @throws IllegalArgumentException if floor is NaN or infinite
     * @see #noFloor()
     */
    public Hydraulic floor(double floor) {
        Checks.finite("floor", floor);
        return new Hydraulic(drops, inertia, capacity, minCapacity, minSlope, radius, deposition, erosion,
                evaporation, gravity, maxSteps, initialWater, initialSpeed, floor, threads);
    }

    /**
     * Removes the floor (the default): erosion may dig to any depth.
     *
     * @return a copy without a floor
     */
    public Hydraulic noFloor() {
        return new Hydraulic(drops, inertia, capacity, minCapacity, minSlope, radius, deposition, erosion,
                evaporation, gravity, maxSteps, initialWater, initialSpeed, Double.NEGATIVE_INFINITY, threads);
    }

    /**
     * The number of threads {@link #erode} uses. The result does not depend on it (bits included); only
     * the speed does. Threads beyond the number of tiles that can run together give nothing.
     *
     * @param threads worker threads, 1…256
     * @return a copy with this thread count
     * @throws IllegalArgumentException unless 1 ≤ threads ≤ 256
     */
    public Hydraulic threads(int threads) {
        Checks.inRange("threads", threads, 1, 256);
        return new Hydraulic(drops, inertia, capacity, minCapacity, minSlope, radius, deposition, erosion,
                evaporation, gravity, maxSteps, initialWater, initialSpeed, floor, threads);
    }

    // ---------------------------------------------------------------- getters

    /** @return the number of drops, ≥ 0 */
    public int drops() {
        return drops;
    }

    /** @return the inertia, 0…1 */
    public double inertia() {
        return inertia;
    }

    /** @return the sediment capacity factor, ≥ 0 */
    public double capacity() {
        return capacity;
    }

    /** @return the minimum capacity, height per metre of step, ≥ 0 */
    public double minCapacity() {
        return minCapacity;
    }

    /** @return the minimum slope, height per metre, ≥ 0 */
    public double minSlope() {
        return minSlope;
    }

    /** @return the brush radius, samples, 1…32 */
    public int radius() {
        return radius;
    }

    /** @return the deposition rate, 0…1 */
    public double deposition() {
        return deposition;
    }

    /** @return the erosion rate, 0…1 */
    public double erosion() {
        return erosion;
    }

    /** @return the evaporation per step, 0…1 */
    public double evaporation() {
        return evaporation;
    }

    /** @return the gravity, ≥ 0 */
    public double gravity() {
        return gravity;
    }

    /** @return the step limit, 1…10 000 */
    public int maxSteps() {
        return maxSteps;
    }

    /** @return the initial water, &gt; 0 */
    public double initialWater() {
        return initialWater;
    }

    /** @return the initial speed, ≥ 0 */
    public double initialSpeed() {
        return initialSpeed;
    }

    /** @return the floor, or {@link Double#NEGATIVE_INFINITY} if there is none */
    public double floor() {
        return floor;
    }

    /** @return the thread count, 1…256 */
    public int threads() {
        return threads;
    }

    // ---------------------------------------------------------------- erosion

    /**
     * Runs {@link #drops()} drops over {@code field}, in place.
     *
     * <p>Progress is reported after each phase of a round of drops (at most about two hundred times);
     * cancellation is checked at the same points, and after a cancellation the field holds the result of
     * the drops that finished (whole drops only; every sample finite).
     *
     * @param field    the field to erode, in place; its frame's spacing is used (see the class notes);
     *                 every sample must be finite
     * @param seed     selects the drops' starting points
     * @param progress receives progress and may cancel
     * @return eroded, deposited, lost off the edge, lost in dying drops
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if a sample is NaN or infinite
     * @throws IllegalStateException    if the buffer is frozen
     * @throws CancellationException    if {@code progress} cancelled the run
     */
    @Override
    public ErosionLedger erode(HeightfieldBuffer field, long seed, ProgressListener progress) {
        Objects.requireNonNull(field, "field");
        Objects.requireNonNull(progress, "progress");
        return new DropletEngine(settings()).run(field, seed, progress);
    }

    private DropletSettings settings() {
        return new DropletSettings(drops, inertia, capacity, minCapacity, minSlope, radius, deposition, erosion,
                evaporation, gravity, maxSteps, initialWater, initialSpeed, floor, threads);
    }

    /** @return every parameter, for logs */
    @Override
    public String toString() {
        return "Hydraulic[drops=" + drops + ", inertia=" + inertia + ", capacity=" + capacity + ", minCapacity="
                + minCapacity + ", minSlope=" + minSlope + ", radius=" + radius + ", deposition=" + deposition
                + ", erosion=" + erosion + ", evaporation=" + evaporation + ", gravity=" + gravity + ", maxSteps="
                + maxSteps + ", initialWater=" + initialWater + ", initialSpeed=" + initialSpeed + ", floor="
                + floor + ", threads=" + threads + "]";
    }

    /**
     * @param o another object
     * @return whether {@code o} is a {@code Hydraulic} with the same parameters
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof Hydraulic h && settings().equals(h.settings());
    }

    @Override
    public int hashCode() {
        return settings().hashCode();
    }
}
