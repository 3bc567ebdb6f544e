package org.terrain4j.erosion;

import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CancellationException;

import org.terrain4j.api.Erosion;
import org.terrain4j.api.ErosionLedger;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.HeightfieldView;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.api.internal.Checks;
import org.terrain4j.erosion.internal.DropletEngine;
import org.terrain4j.erosion.internal.DropletMasks;
import org.terrain4j.erosion.internal.DropletSettings;

/**
 * Hydraulic erosion by the droplet (particle) method: simulated raindrops land at random points, roll
 * downhill, pick up sediment while they run fast and full and lay it down as they slow, climb or dry
 * up. Ravines deepen where many drops follow the same path and sediment fans build below them.
 *
 * <pre>{@code
 * Heightfield land = Heightfield.diamondSquare(257, 0.5, 7)
 *         .eroded(Hydraulic.droplets().withDrops(70_000).withInertia(0.1), 7);
 * }</pre>
 *
 * <p><b>Source.</b> H. T. Beyer, "Implementation of a method for hydraulic erosion", bachelor's thesis,
 * TU München, 2015, with the parameter names and defaults of S. Lague's widely copied implementation of it
 * ({@code Hydraulic-Erosion}, a Unity project, 2019, {@code github.com/SebLague/Hydraulic-Erosion}).
 * Where this differs from that code (each difference a fix), and how a drop ends:
 * <ul>
 * <li>the erosion brush is centred on the drop's own position, not on the corner sample of its cell,
 *     so there is no bias toward one diagonal: Beyer's weights {@code radius − distance} are taken from
 *     the drop's position rounded to the centre of one of {@code b × b} sub-cells,
 *     {@code b = min(16, ⌈32 / radius⌉)} (tabulated once per sub-cell). The centre of what a step takes
 *     is within 0.07 samples of the drop at the default radius 3 (0.16 at radius 1, where the few
 *     samples in reach pull it toward the nearest);</li>
 * <li>speed follows the energy balance {@code v² ← v² − σ·gravity} ({@code σ} the slope along the step:
 *     faster downhill, slower uphill)
 *     and is clamped at zero before the square root, so a drop that climbs too far comes to rest
 *     (speed 0, so its capacity falls to {@code minCapacity·s}) instead of producing NaN; it does not
 *     die of it: steps have a fixed length, so it goes on moving, depositing its surplus above that
 *     capacity, and may speed up again on the next descent;</li>
 * <li>a drop whose direction becomes zero (a perfectly flat spot, or a gradient that exactly cancels
 *     what inertia keeps) stops there and dies;</li>
 * <li>no clamp at zero height: negative ground erodes like any other (an explicit {@link #withFloor(double)
 *     floor} is available);</li>
 * <li>how a drop ends, and what becomes of the sediment it still carries: a drop that leaves the grid
 *     dies and its sediment is counted in {@link ErosionLedger#lostOffEdge()}; a drop that stops on a flat
 *     spot (above) or runs out of {@link #maxSteps() steps} dies inside the grid and lays all it carries
 *     where it dies, through the erosion brush (the footprint a step erodes with, weights renormalised
 *     inside the grid), each rise held to what is still unlaid. Beyer's drop keeps its load, which is
 *     removed from the field: on the README's example that was 75 % of all that was eroded, and seed 001
 *     promises that mass leaves only off the edge. Laid on the four samples around the drop (as a step
 *     deposits) the load of a whole life raised mounds about as high as the ground falls over a sample, a
 *     pock-marked surface; the brush spreads it over about {@code π·radius²} samples. What float rounding
 *     cannot lay (less than half a float step of the ground there) stays with the drop and is counted in
 *     {@link ErosionLedger#lostInDyingDrops()}: at most a few millionths of what is eroded.</li>
 * </ul>
 *
 * <p><b>One step of a drop.</b> With the drop at position {@code p} (bilinear height {@code h},
 * gradient {@code g} in metres per metre, read when the drop arrived at {@code p}, before the step that
 * brought it there eroded behind it), direction {@code d} (a unit vector, except that a drop starts
 * with {@code d = 0}, so its first move follows the gradient alone, whatever the inertia):
 * {@code d ← normalise(d·inertia − g·(1 − inertia))}, and the drop stops if that is zero (see the
 * list above; with {@code inertia = 1} it always is, so no drop moves); the drop moves one step of
 * {@code s} metres along {@code d}; {@code Δh} is the height at the new position minus {@code h} and
 * {@code σ = Δh / s} the slope along the step; the capacity is
 * {@code c = s · max(max(−σ, minSlope)·speed·water·capacity, minCapacity)}. If the drop climbs
 * ({@code Δh > 0}) it fills the pit behind it with up to {@code Δh} of its sediment; if it carries
 * more than {@code c} it deposits {@code (sediment − c)·deposition}; otherwise it erodes
 * {@code min((c − sediment)·erosion, −Δh)} through the brush. Deposits go to the four samples around
 * {@code p} with bilinear weights; the float rounding of the four rises is kept from ever laying more than
 * the drop carries by asking a margin of a few float steps less (at most {@code 2^(e−20)}, {@code 2^e} the
 * power of two at or below the largest of the four heights and the amount), which stays in the sediment. Then {@code speed ← √max(0, speed² − σ·gravity)} and
 * {@code water ← water·(1 − evaporation)}. Heights ({@code h} and {@code Δh}) are always read as the
 * ground is; only the gradient that steers is the one found on arrival, which lets the next move be
 * computed while the brush is still writing. The brush works in
 * {@code float}, the precision of the field; its base-level test below is exact.
 *
 * <p><b>Spacing.</b> The gradient is taken per metre from the field's {@link org.terrain4j.api.GridFrame
 * frame}, so a direction is a real compass direction even with unequal {@code spacingX},
 * {@code spacingZ}; a step covers {@code s = min(spacingX, spacingZ)} metres (at most one sample along
 * each axis). With unit spacing the rule above is Beyer's, with the fixes listed. In general it is invariant under
 * scale: eroding a field whose heights and spacing are both multiplied by {@code k} (and its floor, if
 * any) gives the same result multiplied by {@code k}, bit for bit when {@code k} is a power of two.
 * The defaults suit the gentle slopes of a 0…1 field on a unit grid (the README's
 * {@code Heightfield.diamondSquare(257, 0.5, 7)} has a mean slope of about 0.0074, under 1 %); a DEM in metres
 * with slopes of tens of percent is, to this model, far steeper terrain, and wants a lower
 * {@link #withCapacity(double) capacity} or {@link #withErosion(double) erosion} rate.
 *
 * <p><b>Base level.</b> A step never lowers a sample below the ground at the point the drop moves to
 * (its local base level, bilinear), nor below the {@link #withFloor(double) floor}. Erosion therefore cannot
 * sink pits, and the field's minimum never falls: no run of drops, however long, digs without limit
 * (without this rule, 20 000 default drops on the 10 m volcano DEM dug a border trench 4 km deep).
 *
 * <p><b>Guarantees.</b> Never produces NaN or infinity from finite input; the minimum of the field never
 * decreases. Erosion only lowers samples and deposition only raises them; carried sediment is never
 * negative.
 * {@code sum(before) − sum(after) = ledger.lost()} to float rounding, and mass leaves the field only off the
 * edge: {@code eroded − deposited − lostOffEdge = lostInDyingDrops}, which is float rounding alone (the
 * {@link #withFloor(double) floor} limits what a step takes, so it loses nothing). Needs at least 2 × 2 samples;
 * smaller grids are returned unchanged.
 *
 * <p><b>Randomness and threads.</b> Drop {@code k} starts at a position that is a pure function of
 * {@code (seed, k)}, uniform over the grid. Drops run in rounds; within a round each drop belongs to
 * the tile its start lies in, and tiles are processed in four phases (a 2 × 2 colouring) so that tiles
 * of one phase lie so far apart that no drop of one can reach a sample another reads or writes. The
 * tile layout depends only on the grid and the parameters, so the result is bit-identical for every
 * {@link #withThreads(int) thread count}. Memory: the brush tables (about {@code π·radius²} weights per sub-cell,
 * at most about 4 000 in all, whatever the radius), {@code O(tiles)} bookkeeping and a round
 * buffer of {@code max(4096, 1024·tiles)} drop indices, independent of the number of drops.
 *
 * <p>Immutable and thread-safe: settings validated when made, copied by the {@code with…} methods from
 * {@link #droplets()} (see the parameter-object rule in {@code org.terrain4j.api}); there is no public
 * constructor. The default of each setting is the value in {@link #droplets()}.
 *
 * <p>Each accessor below gives its setting's meaning, unit and range.
 *
 * @since 0.1
 */
public final class Hydraulic implements Erosion {

    private final long drops;
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


    private static final Hydraulic DEFAULTS = new Hydraulic(70_000, 0.05, 4, 0.01, 0.01, 3, 0.3, 0.3, 0.01, 4,
            30, 1, 1, Double.NEGATIVE_INFINITY, 1);

    /**
     * Checks every setting; the messages name the component, its value and the allowed range.
     *
     * @param drops see {@link #drops()}
     * @param inertia see {@link #inertia()}
     * @param capacity see {@link #capacity()}
     * @param minCapacity see {@link #minCapacity()}
     * @param minSlope see {@link #minSlope()}
     * @param radius see {@link #radius()}
     * @param deposition see {@link #deposition()}
     * @param erosion see {@link #erosion()}
     * @param evaporation see {@link #evaporation()}
     * @param gravity see {@link #gravity()}
     * @param maxSteps see {@link #maxSteps()}
     * @param initialWater see {@link #initialWater()}
     * @param initialSpeed see {@link #initialSpeed()}
     * @param floor see {@link #floor()}
     * @param threads see {@link #threads()}
     * @throws IllegalArgumentException if a component is out of its range (NaN always is)
     */
    private Hydraulic(long drops, double inertia, double capacity, double minCapacity, double minSlope, int radius,
            double deposition, double erosion, double evaporation, double gravity, int maxSteps, double initialWater,
            double initialSpeed, double floor, int threads) {
        Checks.atLeast("drops", drops, 0L);
        Checks.inRange("inertia", inertia, 0, 1);
        Checks.nonNegativeFinite("capacity", capacity);
        Checks.nonNegativeFinite("minCapacity", minCapacity);
        Checks.nonNegativeFinite("minSlope", minSlope);
        Checks.inRange("radius", radius, 1, 32);
        Checks.inRange("deposition", deposition, 0, 1);
        Checks.inRange("erosion", erosion, 0, 1);
        Checks.inRange("evaporation", evaporation, 0, 1);
        Checks.nonNegativeFinite("gravity", gravity);
        Checks.inRange("maxSteps", maxSteps, 1, 10_000);
        Checks.positiveFinite("initialWater", initialWater);
        Checks.nonNegativeFinite("initialSpeed", initialSpeed);
        if (!(floor < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("floor must be finite or -Infinity (no floor), was " + floor);
        }
        Checks.inRange("threads", threads, 1, 256);
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
     * speed 1, no floor, 1 thread. Read a default from its accessor: {@code Hydraulic.droplets().drops()}.
     *
     * @return the default droplet erosion
     */
    public static Hydraulic droplets() {
        return DEFAULTS;
    }

    // ------------------------------------------- the grid's own settings: how many drops, what slope they see

    /**
     * Samples per drop in {@link #dropsFor(long)}: one drop for every 4 samples.
     *
     * @since 0.1
     */
    public static final int SAMPLES_PER_DROP = 4;

    /**
     * The number of drops for a grid of a given size when the caller has no count of its own: one for
     * every {@link #SAMPLES_PER_DROP 4} samples, at least one. This is the one default rule that scales
     * with the grid: a light weathering that leaves the land's shape, about a quarter of a drop per
     * sample whatever the size (drops per sample is what the effect depends on). {@link #droplets()}
     * keeps its fixed 70 000, the count the README's 257² example (66 049 samples, about one drop a
     * sample: a strongly eroded look) and the golden pins are tuned to; use
     * {@code droplets().withDrops(Hydraulic.dropsFor(field.sampleCount()))} for a count that follows the
     * grid. The {@code terrain erode} command uses this rule when {@code --drops} is not given.
     *
     * @param samples the grid's sample count, ≥ 0
     * @return {@code max(1, samples / 4)} (integer division)
     * @throws IllegalArgumentException if samples is negative
     * @since 0.1
     */
    public static long dropsFor(long samples) {
        Checks.atLeast("samples", samples, 0L);
        return Math.max(1, samples / SAMPLES_PER_DROP);
    }

    /**
     * The mean slope, metres per metre, of the field the droplet defaults are tuned for: the README's
     * {@code Heightfield.diamondSquare(257, 0.5, 7)}, heights 0…1 on a unit grid, measured by
     * {@link #meanSlope(HeightfieldView)} (within 5·10⁻⁵ of it).
     *
     * @since 0.1
     */
    public static final double REFERENCE_SLOPE = 0.0074;

    /**
     * The mean steepness of a field's sloping ground: the length of the forward-difference gradient
     * {@code (h[c+1,r] − h[c,r]) / spacingX, (h[c,r+1] − h[c,r]) / spacingZ}, averaged over every cell corner
     * {@code (c, r)} with {@code c < columns − 1}, {@code r < rows − 1} whose gradient is finite and not zero.
     * Flat ground (sea, plains) and cells touching a void (NaN) do not count, so a DEM with a flat sea
     * reads as steep as its land.
     *
     * <p>Droplet erosion is invariant under scale only when heights and spacing scale together (see the
     * class), so the same settings flatten a DEM in metres with slopes of tens of percent and barely touch a
     * gentle one; compare this with {@link #REFERENCE_SLOPE} (or use {@link #slopeScaleExponent(double)}).
     * Reads the field once; thread-safe. O(samples) time, one copy of the heights.
     *
     * @param field the heights, any size; its frame's spacings (metres) set the run of each difference
     * @return the mean slope, metres per metre, ≥ 0; NaN if no cell slopes (a flat field, or fewer than
     *         2 × 2 samples)
     * @throws NullPointerException if field is null
     * @since 0.1
     */
    public static double meanSlope(HeightfieldView field) {
        Objects.requireNonNull(field, "field");
        org.terrain4j.api.GridFrame f = field.frame();
        float[] a = field.toArray();
        int columns = field.columns();
        double sum = 0;
        long n = 0;
        for (int r = 0; r + 1 < field.rows(); r++) {
            for (int c = 0; c + 1 < columns; c++) {
                int i = r * columns + c;
                double gx = (a[i + 1] - a[i]) / f.spacingX();
                double gz = (a[i + columns] - a[i]) / f.spacingZ();
                double g = Math.hypot(gx, gz);
                if (g > 0 && g < Double.POSITIVE_INFINITY) {
                    sum += g;
                    n++;
                }
            }
        }
        return n == 0 ? Double.NaN : sum / n;
    }

    /**
     * The power of two {@code e} that brings a mean slope nearest {@link #REFERENCE_SLOPE} (nearest in
     * the logarithm: {@code round(log2(REFERENCE_SLOPE / slope))}), so that the drops, run over the heights
     * multiplied by {@code k = 2^e} and the result divided by {@code k} again, see the slopes the default
     * settings are tuned for. A power of two keeps it exact: multiplying and dividing a float by {@code k}
     * loses no bit, and by the class's scale rule the run equals one over the field scaled in both height
     * and spacing. A {@link #withFloor(double) floor} must be multiplied by {@code k} too, and the masks of
     * wear and deposition divided by it (flow is water, not height). The {@code terrain erode} command does
     * all this unless {@code --as-is}.
     *
     * <pre>{@code
     * int e = Hydraulic.slopeScaleExponent(Hydraulic.meanSlope(dem));
     * double k = Math.scalb(1.0, e);
     * HeightfieldBuffer seen = dem.map(v -> v * k).toBuffer();
     * Hydraulic.droplets().withDrops(Hydraulic.dropsFor(dem.sampleCount())).erode(seen, 7, progress);
     * Heightfield eroded = seen.freeze().map(v -> v / k);
     * }</pre>
     *
     * @param slope a mean slope, metres per metre, as {@link #meanSlope(HeightfieldView)} gives it
     * @return the exponent, clamped to −60…60 so every float height stays finite and normal; 0 if the slope
     *         is not finite and &gt; 0 (a flat field: nothing to scale)
     * @since 0.1
     */
    public static int slopeScaleExponent(double slope) {
        if (!(slope > 0 && slope < Double.POSITIVE_INFINITY)) {
            return 0;
        }
        long e = Math.round(Math.log(REFERENCE_SLOPE / slope) / Math.log(2));
        return (int) Math.max(-60, Math.min(60, e));
    }

    // ------------------------------------------- the settings
    /**
     * The setting {@code drops}.
     *
     * @return number of drops, ≥ 0; every count runs exactly that many drops. How much rain falls: the
     *         number of drops. The effect grows with drops per sample; a 257² field erodes convincingly with
     *         50 000 to 70 000, and doubling the grid side needs about four times as many. 0 leaves the
     *         field unchanged.
     */
    public long drops() {
        return drops;
    }
    /**
     * The setting {@code inertia}.
     *
     * @return fraction of the old direction kept, 0…1. How much a drop keeps its direction instead of
     *         turning down the gradient. 0 follows every wrinkle and cuts dense, fine ravines; higher
     *         values plough straighter, longer channels. A drop starts with direction zero, so at
     *         exactly 1 the gradient never enters and the first move is zero: every drop stops where
     *         it lands and the field is returned unchanged (accepted as the limit of the formula; useful
     *         values are below 1, the {@code terrain erode} command refuses 1).
     */
    public double inertia() {
        return inertia;
    }
    /**
     * The setting {@code capacity}.
     *
     * @return capacity factor, finite, ≥ 0. The sediment capacity factor: how much sediment a drop can
     *         carry per unit of height drop, speed and water. Higher values carve harder and deeper
     *         ravines.
     */
    public double capacity() {
        return capacity;
    }
    /**
     * The setting {@code minCapacity}.
     *
     * @return minimum capacity, height per metre of step, finite, ≥ 0. The smallest sediment capacity
     *         a drop has, whatever its slope, speed and water, in height per metre of step (height
     *         units on a unit grid): a floor on the capacity as a whole. It is the floor that Lague's
     *         code calls {@code minSedimentCapacity}. Keeps slow drops on gentle ground from dumping
     *         everything at once; larger values carry sediment further across flats.
     */
    public double minCapacity() {
        return minCapacity;
    }
    /**
     * The setting {@code minSlope}.
     *
     * @return height per metre, finite, ≥ 0. The smallest slope the capacity formula uses: a floor on
     *         the slope term only, not on the capacity (that is {@code minCapacity}). This is Beyer's
     *         {@code p_minSlope}; Lague's code has no such floor. Drops on near-flat ground still carry
     *         as if the ground fell this steeply, so they keep eroding gently instead of depositing at
     *         once.
     */
    public double minSlope() {
        return minSlope;
    }
    /**
     * The setting {@code radius}.
     *
     * @return brush radius, samples, 1…32. The radius of the erosion brush, in samples: a drop takes
     *         material from every sample closer than this to its position, weighted {@code radius −
     *         distance}. 1 cuts wire-thin channels; 3 to 4 reads natural; larger radii give broad, smooth
     *         valleys.
     */
    public int radius() {
        return radius;
    }
    /**
     * The setting {@code deposition}.
     *
     * @return fraction per step, 0…1. The deposition rate: the fraction of its surplus sediment (above
     *         capacity) a drop lays down per step. High values build sharp fans right where drops slow;
     *         low values spread sediment downstream.
     */
    public double deposition() {
        return deposition;
    }
    /**
     * The setting {@code erosion}.
     *
     * @return fraction per step, 0…1. The erosion rate: the fraction of its free capacity a drop picks up
     *         per step. High values carve quickly near the drop's start; low values spread erosion along
     *         its path.
     */
    public double erosion() {
        return erosion;
    }
    /**
     * The setting {@code evaporation}.
     *
     * @return fraction per step, 0…1. The fraction of its water a drop loses per step. Higher values
     *         shorten a drop's reach (less water, less capacity, earlier deposition).
     */
    public double evaporation() {
        return evaporation;
    }
    /**
     * The setting {@code gravity}.
     *
     * @return gain of squared speed per unit of slope, finite, ≥ 0. How strongly descents speed a drop up
     *         (and climbs slow it down): {@code speed² ← speed² − σ·gravity} with {@code σ} the slope
     *         along the step. Higher values make fast drops on steep ground carve harder.
     */
    public double gravity() {
        return gravity;
    }
    /**
     * The setting {@code maxSteps}.
     *
     * @return steps, 1…10 000. The most steps a drop takes (one sample spacing each) before it dies.
     *         Longer lives carry sediment further and join ravines into longer channels; cost grows
     *         linearly.
     */
    public int maxSteps() {
        return maxSteps;
    }
    /**
     * The setting {@code initialWater}.
     *
     * @return water, finite, &gt; 0. The water a drop starts with; capacity is proportional to water,
     *         so this scales how much every drop can carry.
     */
    public double initialWater() {
        return initialWater;
    }
    /**
     * The setting {@code initialSpeed}.
     *
     * @return speed, finite, ≥ 0. The speed a drop starts with; capacity is proportional to speed, so
     *         fast starts erode near the drop's landing point, slow ones first deposit until the
     *         slope speeds them up.
     */
    public double initialSpeed() {
        return initialSpeed;
    }
    /**
     * The setting {@code floor}.
     *
     * @return lowest height erosion may reach: finite, or {@link Double#NEGATIVE_INFINITY} for none (the
     *         default); NaN and {@code +∞} are refused. A height below which erosion never digs: each
     *         sample gives at most {@code height − floor} (and nothing if it already lies at or below the
     *         floor). Deposition is not affected. {@code withFloor(0)} keeps erosion from digging below
     *         height 0, as droplet codes that clamp heights at 0 do, but without lifting ground that is
     *         already negative.
     */
    public double floor() {
        return floor;
    }
    /**
     * The setting {@code threads}.
     *
     * @return worker threads, 1…256. The number of threads {@link #erode} uses. The result does not depend
     *         on it (bits included); only the speed does. Threads beyond the number of tiles that can run
     *         together give nothing.
     */
    public int threads() {
        return threads;
    }
    /**
     * @param o another object
     * @return whether it is a {@code Hydraulic} with the same settings (doubles compared as {@link Double#compare})
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof Hydraulic h && drops == h.drops && Double.compare(inertia, h.inertia) == 0 &&
                Double.compare(capacity, h.capacity) == 0 && Double.compare(minCapacity, h.minCapacity) == 0 &&
                Double.compare(minSlope, h.minSlope) == 0 && radius == h.radius &&
                Double.compare(deposition, h.deposition) == 0 && Double.compare(erosion, h.erosion) == 0 &&
                Double.compare(evaporation, h.evaporation) == 0 && Double.compare(gravity, h.gravity) == 0 &&
                maxSteps == h.maxSteps && Double.compare(initialWater, h.initialWater) == 0 &&
                Double.compare(initialSpeed, h.initialSpeed) == 0 && Double.compare(floor, h.floor) == 0 &&
                threads == h.threads;
    }

    @Override
    public int hashCode() {
        return Objects.hash(drops, inertia, capacity, minCapacity, minSlope, radius, deposition, erosion,
                evaporation, gravity, maxSteps, initialWater, initialSpeed, floor, threads);
    }

    /**
     * @return {@code Hydraulic[drops=70000, inertia=0.05, …]}, every setting by name
     */
    @Override
    public String toString() {
        return "Hydraulic[drops=" + drops + ", inertia=" + inertia + ", capacity=" + capacity + ", minCapacity="
                + minCapacity + ", minSlope=" + minSlope + ", radius=" + radius + ", deposition=" + deposition
                + ", erosion=" + erosion + ", evaporation=" + evaporation + ", gravity=" + gravity + ", maxSteps="
                + maxSteps + ", initialWater=" + initialWater + ", initialSpeed=" + initialSpeed + ", floor=" + floor
                + ", threads=" + threads + "]";
    }

    // ------------------------------------------- copies; each throws IllegalArgumentException out of range

    /**
     * @param drops see {@link #drops()}
     * @return a copy with this value
     */
    public Hydraulic withDrops(long drops) {
        return new Hydraulic(drops, inertia, capacity, minCapacity, minSlope, radius, deposition, erosion,
                evaporation, gravity, maxSteps, initialWater, initialSpeed, floor, threads);
    }

    /**
     * @param inertia see {@link #inertia()}
     * @return a copy with this value
     */
    public Hydraulic withInertia(double inertia) {
        return new Hydraulic(drops, inertia, capacity, minCapacity, minSlope, radius, deposition, erosion,
                evaporation, gravity, maxSteps, initialWater, initialSpeed, floor, threads);
    }

    /**
     * @param capacity see {@link #capacity()}
     * @return a copy with this value
     */
    public Hydraulic withCapacity(double capacity) {
        return new Hydraulic(drops, inertia, capacity, minCapacity, minSlope, radius, deposition, erosion,
                evaporation, gravity, maxSteps, initialWater, initialSpeed, floor, threads);
    }

    /**
     * @param minCapacity see {@link #minCapacity()}
     * @return a copy with this value
     */
    public Hydraulic withMinCapacity(double minCapacity) {
        return new Hydraulic(drops, inertia, capacity, minCapacity, minSlope, radius, deposition, erosion,
                evaporation, gravity, maxSteps, initialWater, initialSpeed, floor, threads);
    }

    /**
     * @param minSlope see {@link #minSlope()}
     * @return a copy with this value
     */
    public Hydraulic withMinSlope(double minSlope) {
        return new Hydraulic(drops, inertia, capacity, minCapacity, minSlope, radius, deposition, erosion,
                evaporation, gravity, maxSteps, initialWater, initialSpeed, floor, threads);
    }

    /**
     * @param radius see {@link #radius()}
     * @return a copy with this value
     */
    public Hydraulic withRadius(int radius) {
        return new Hydraulic(drops, inertia, capacity, minCapacity, minSlope, radius, deposition, erosion,
                evaporation, gravity, maxSteps, initialWater, initialSpeed, floor, threads);
    }

    /**
     * @param deposition see {@link #deposition()}
     * @return a copy with this value
     */
    public Hydraulic withDeposition(double deposition) {
        return new Hydraulic(drops, inertia, capacity, minCapacity, minSlope, radius, deposition, erosion,
                evaporation, gravity, maxSteps, initialWater, initialSpeed, floor, threads);
    }

    /**
     * @param erosion see {@link #erosion()}
     * @return a copy with this value
     */
    public Hydraulic withErosion(double erosion) {
        return new Hydraulic(drops, inertia, capacity, minCapacity, minSlope, radius, deposition, erosion,
                evaporation, gravity, maxSteps, initialWater, initialSpeed, floor, threads);
    }

    /**
     * @param evaporation see {@link #evaporation()}
     * @return a copy with this value
     */
    public Hydraulic withEvaporation(double evaporation) {
        return new Hydraulic(drops, inertia, capacity, minCapacity, minSlope, radius, deposition, erosion,
                evaporation, gravity, maxSteps, initialWater, initialSpeed, floor, threads);
    }

    /**
     * @param gravity see {@link #gravity()}
     * @return a copy with this value
     */
    public Hydraulic withGravity(double gravity) {
        return new Hydraulic(drops, inertia, capacity, minCapacity, minSlope, radius, deposition, erosion,
                evaporation, gravity, maxSteps, initialWater, initialSpeed, floor, threads);
    }

    /**
     * @param maxSteps see {@link #maxSteps()}
     * @return a copy with this value
     */
    public Hydraulic withMaxSteps(int maxSteps) {
        return new Hydraulic(drops, inertia, capacity, minCapacity, minSlope, radius, deposition, erosion,
                evaporation, gravity, maxSteps, initialWater, initialSpeed, floor, threads);
    }

    /**
     * @param initialWater see {@link #initialWater()}
     * @return a copy with this value
     */
    public Hydraulic withInitialWater(double initialWater) {
        return new Hydraulic(drops, inertia, capacity, minCapacity, minSlope, radius, deposition, erosion,
                evaporation, gravity, maxSteps, initialWater, initialSpeed, floor, threads);
    }

    /**
     * @param initialSpeed see {@link #initialSpeed()}
     * @return a copy with this value
     */
    public Hydraulic withInitialSpeed(double initialSpeed) {
        return new Hydraulic(drops, inertia, capacity, minCapacity, minSlope, radius, deposition, erosion,
                evaporation, gravity, maxSteps, initialWater, initialSpeed, floor, threads);
    }

    /**
     * @param floor lowest height erosion may reach, finite, or {@link Double#NEGATIVE_INFINITY} for no
     *              floor (the same as {@link #withoutFloor()}); see {@link #floor()}
     * @return a copy with this floor
     * @throws IllegalArgumentException if floor is NaN or {@code +∞}
     * @see #withoutFloor()
     */
    public Hydraulic withFloor(double floor) {
        return new Hydraulic(drops, inertia, capacity, minCapacity, minSlope, radius, deposition, erosion,
                evaporation, gravity, maxSteps, initialWater, initialSpeed, floor, threads);
    }

    /**
     * @param threads see {@link #threads()}
     * @return a copy with this value
     */
    public Hydraulic withThreads(int threads) {
        return new Hydraulic(drops, inertia, capacity, minCapacity, minSlope, radius, deposition, erosion,
                evaporation, gravity, maxSteps, initialWater, initialSpeed, floor, threads);
    }

    /**
     * Removes the floor (the default): erosion may dig to any depth.
     *
     * @return a copy without a floor
     */
    public Hydraulic withoutFloor() {
        return new Hydraulic(drops, inertia, capacity, minCapacity, minSlope, radius, deposition, erosion,
                evaporation, gravity, maxSteps, initialWater, initialSpeed, Double.NEGATIVE_INFINITY, threads);
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
     * @return eroded, deposited, lost off the edge, and the float rounding that dying drops could not lay
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

    /**
     * Runs {@link #drops()} drops over a copy of {@code field} and returns the eroded heights with the ledger
     * and the run's erosion masks: {@link ErosionMask#FLOW} (water passed), {@link ErosionMask#WEAR}
     * (material taken) and {@link ErosionMask#DEPOSITION} (material laid), each on the field's grid and
     * frame. The heights and ledger are the same bits as {@link #erode} gives for the same field and seed;
     * the masks too are the same bits for every {@link #withThreads(int) thread count}. Each mask is summed
     * in {@code double} and stored as {@code float}; the sum of the wear mask is {@code ledger.eroded()}
     * and that of the deposition mask {@code ledger.deposited()}, to that rounding.
     *
     * <p>Costs three {@code double} arrays of the field's size beside the copy, and about 10–15 % more time
     * than {@link #erode} (measured on the README's example, 70 000 drops at 257²); progress and cancellation
     * as {@link #erode}.
     *
     * @param field    the field to erode (not changed); every sample must be finite
     * @param seed     selects the drops' starting points
     * @param progress receives progress and may cancel
     * @return the eroded heights, the ledger and the flow, wear and deposition masks
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if a sample is NaN or infinite
     * @throws CancellationException    if {@code progress} cancelled the run (nothing is returned)
     */
    public ErosionResult erodeWithMasks(HeightfieldView field, long seed, ProgressListener progress) {
        Objects.requireNonNull(field, "field");
        Objects.requireNonNull(progress, "progress");
        int columns = field.columns();
        int rows = field.rows();
        float[] data = new float[columns * rows];
        field.copyTo(data, 0);
        HeightfieldBuffer buffer = new HeightfieldBuffer(columns, rows, field.frame()).copyFrom(data, 0);
        DropletMasks masks = new DropletMasks(columns, rows);
        ErosionLedger ledger = new DropletEngine(settings()).run(buffer, seed, progress, masks);
        Map<ErosionMask, Heightfield> out = new EnumMap<>(ErosionMask.class);
        out.put(ErosionMask.FLOW, Heightfield.of(columns, rows, masks.flow()).withFrame(field.frame()));
        out.put(ErosionMask.WEAR, Heightfield.of(columns, rows, masks.wear()).withFrame(field.frame()));
        out.put(ErosionMask.DEPOSITION, Heightfield.of(columns, rows, masks.deposition()).withFrame(field.frame()));
        return new ErosionResult(buffer.freeze(), ledger, new ErosionMasks(out));
    }

    DropletSettings settings() {
        return new DropletSettings(drops, inertia, capacity, minCapacity, minSlope, radius, deposition, erosion,
                evaporation, gravity, maxSteps, initialWater, initialSpeed, floor, threads);
    }
}
