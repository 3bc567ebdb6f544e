package org.terrain4j.analysis.route;

import java.util.Objects;

import org.terrain4j.api.HeightfieldView;
import org.terrain4j.api.internal.Records;

/**
 * Tobler's hiking function, the walker of the least-time routes: walking speed
 * {@code v = peakSpeed · exp(−steepness · |S − fastestSlope|)} km/h, where {@code S = dh/dd} is the
 * <em>signed</em> slope along the move (rise over plan distance, positive uphill), and ground closed
 * to a walker where it is steeper than {@link #maxSlopeDegrees()}.
 *
 * <p>{@link #standard()} is Tobler's own function, {@code 6 · exp(−3.5 · |S + 0.05|)} km/h: fastest
 * (6 km/h) on a gentle descent of 5 %, 5.04 km/h on the flat, 16-neighbour moves, and no walking on
 * ground steeper than 42°.
 *
 * <p><b>Moves.</b> A walker moves from a grid sample to one of its 8 neighbours, or, with
 * {@code neighbours = 16}, also to the 8 knight's-move samples ({@code (±2, ±1)}, {@code (±1, ±2)}),
 * so that routes are not bent into the octagonal directions of an 8-neighbour grid (the longest
 * detour of a 16-neighbour path against the straight line is {@code 1/cos(13.28°) − 1 ≈ 2.75 %},
 * against 8.2 % with 8 neighbours). A move is a straight line between the two samples: its plan
 * length is {@code hypot(Δcolumn · spacingX, Δrow · spacingZ)} and its slope {@code S} the height
 * difference of its two end samples over that length (end to end, not following the surface between).
 * Its time is {@code length / v(S)}. A move is allowed only when both end samples are open and, for a
 * diagonal or knight's move, both samples it passes exactly between are open as well (the two
 * orthogonal neighbours for a diagonal; the two samples at its middle for a knight's move), so no
 * route slips between two closed samples that touch at a corner.
 *
 * <p><b>Closed ground.</b> A sample is closed when the caller's {@link SampleMask} (water, sea)
 * contains it, when its height is no-data (NaN), or when the slope of its surface exceeds
 * {@link #maxSlopeDegrees()}: {@code atan(|∇h|)} with {@code ∇h} from central differences of the
 * neighbouring samples one spacing either side, one-sided at the grid's border (as
 * {@link HeightfieldView#gradientAt}), so ground at exactly the limit is open.
 *
 * <p><b>Symmetry.</b> Reversing a move negates its slope, so a route walked backwards takes the same
 * time under the mirrored walker {@link #mirrored()} ({@code fastestSlope} negated): travel times
 * from A to B with this walker equal those from B to A with the mirrored one. With
 * {@code fastestSlope = 0} the walker is its own mirror.
 *
 * <p>Source: W. Tobler, "Three presentations on geographical analysis and modeling: non-isotropic
 * geographic modeling", NCGIA technical report 93-1 (1993). The 42° limit and the 16 neighbours are
 * terrain4j's own choices, not Tobler's.
 *
 * <p>Immutable and thread-safe.
 *
 * <p>The settings, each read by the accessor of its name and changed by its {@code with…} step
 * (there is no public positional constructor; start from {@link #standard()}):
 * <ul>
 *   <li>{@code peakSpeed}: the fastest walking speed, km/h, in (0, 100]; Tobler: 6</li>
 *   <li>{@code steepness}: how fast speed falls away from the fastest slope, per unit of slope, in [0, 100];
 *       Tobler: 3.5 (0 makes the speed constant)</li>
 *   <li>{@code fastestSlope}: the signed slope walked fastest, in [−1, 1]; Tobler: −0.05 (a 5 %
 *       descent)</li>
 *   <li>{@code maxSlopeDegrees}: ground steeper than this is closed, degrees in (0, 90]; 90 opens all
 *       ground</li>
 *   <li>{@code neighbours}: 8 or 16 (with the knight's moves)</li>
 * </ul>
 *
 * @since 0.1
 */
public final class Tobler {

    private final double peakSpeed;
    private final double steepness;
    private final double fastestSlope;
    private final double maxSlopeDegrees;
    private final int neighbours;

    /**
     * Validates the walker.
     *
     * @param peakSpeed       the fastest walking speed, km/h, in (0, 100]; Tobler: 6
     * @param steepness       how fast speed falls away from the fastest slope, per unit of slope, in
     *                        [0, 100]; Tobler: 3.5 (0 makes the speed constant)
     * @param fastestSlope    the signed slope walked fastest, in [−1, 1]; Tobler: −0.05 (a 5 % descent)
     * @param maxSlopeDegrees ground steeper than this is closed, degrees in (0, 90]; 90 opens all ground
     * @param neighbours      8 or 16 (with the knight's moves)
     * @throws IllegalArgumentException if a value is outside the range given for its component
     */
    private Tobler(double peakSpeed, double steepness, double fastestSlope, double maxSlopeDegrees,
            int neighbours) {
        if (!(peakSpeed > 0 && peakSpeed <= 100)) {
            throw new IllegalArgumentException("peakSpeed must be in (0, 100] km/h, was " + peakSpeed);
        }
        if (!(steepness >= 0 && steepness <= 100)) {
            throw new IllegalArgumentException("steepness must be in [0, 100], was " + steepness);
        }
        if (!(fastestSlope >= -1 && fastestSlope <= 1)) {
            throw new IllegalArgumentException("fastestSlope must be in [-1, 1], was " + fastestSlope);
        }
        if (!(maxSlopeDegrees > 0 && maxSlopeDegrees <= 90)) {
            throw new IllegalArgumentException("maxSlopeDegrees must be in (0, 90], was " + maxSlopeDegrees);
        }
        if (neighbours != 8 && neighbours != 16) {
            throw new IllegalArgumentException("neighbours must be 8 or 16, was " + neighbours);
        }
        this.peakSpeed = peakSpeed;
        this.steepness = steepness;
        this.fastestSlope = fastestSlope;
        this.maxSlopeDegrees = maxSlopeDegrees;
        this.neighbours = neighbours;
    }

    /**
     * Tobler's hiking function as published: 6 km/h peak, steepness 3.5, fastest on a 5 % descent;
     * ground over 42° closed; 16 neighbours.
     *
     * @return the standard walker
     */
    public static Tobler standard() {
        return new Tobler(6, 3.5, -0.05, 42, 16);
    }

    /**
     * @param kmPerHour the fastest walking speed, km/h, in (0, 100]
     * @return a copy with that peak speed
     * @throws IllegalArgumentException if out of range
     */
    public Tobler withPeakSpeed(double kmPerHour) {
        return new Tobler(kmPerHour, steepness, fastestSlope, maxSlopeDegrees, neighbours);
    }

    /**
     * @param value steepness in [0, 100]
     * @return a copy with that steepness
     * @throws IllegalArgumentException if out of range
     */
    public Tobler withSteepness(double value) {
        return new Tobler(peakSpeed, value, fastestSlope, maxSlopeDegrees, neighbours);
    }

    /**
     * @param slope the signed slope walked fastest, in [−1, 1]
     * @return a copy with that fastest slope
     * @throws IllegalArgumentException if out of range
     */
    public Tobler withFastestSlope(double slope) {
        return new Tobler(peakSpeed, steepness, slope, maxSlopeDegrees, neighbours);
    }

    /**
     * @param degrees ground steeper than this is closed, in (0, 90]
     * @return a copy with that limit
     * @throws IllegalArgumentException if out of range
     */
    public Tobler withMaxSlopeDegrees(double degrees) {
        return new Tobler(peakSpeed, steepness, fastestSlope, degrees, neighbours);
    }

    /**
     * @param count 8 or 16
     * @return a copy moving to that many neighbours
     * @throws IllegalArgumentException if neither 8 nor 16
     */
    public Tobler withNeighbours(int count) {
        return new Tobler(peakSpeed, steepness, fastestSlope, maxSlopeDegrees, count);
    }

    /**
     * The walker with up and down exchanged: {@code fastestSlope} negated. A route walked backwards
     * by the mirrored walker takes exactly the time it takes forwards by this one.
     *
     * @return the mirrored walker
     */
    public Tobler mirrored() {
        return withFastestSlope(-fastestSlope);
    }

    /**
     * The walking speed on a signed slope.
     *
     * @param slope rise over plan distance along the walk, positive uphill; finite
     * @return metres per second, ≥ 0 (0 only where the exponential underflows)
     * @throws IllegalArgumentException if {@code slope} is not finite
     */
    public double metresPerSecond(double slope) {
        if (!Double.isFinite(slope)) {
            throw new IllegalArgumentException("slope must be finite, was " + slope);
        }
        return peakSpeed / 3.6 * Math.exp(-steepness * Math.abs(slope - fastestSlope));
    }

    /**
     * The time to walk a straight stretch.
     *
     * @param run  plan (horizontal) length, metres; finite and &gt; 0
     * @param rise height gained at its end, metres (negative downhill); finite
     * @return seconds, &gt; 0; {@code +∞} only where the speed underflows to 0
     * @throws IllegalArgumentException if {@code run} is not positive and finite or {@code rise} is
     *                                  not finite
     */
    public double seconds(double run, double rise) {
        if (!(run > 0 && run < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("run must be finite and > 0 m, was " + run);
        }
        if (!Double.isFinite(rise)) {
            throw new IllegalArgumentException("rise must be finite, was " + rise);
        }
        return run * (3.6 / peakSpeed) * Math.exp(steepness * Math.abs(rise / run - fastestSlope));
    }

    /**
     * The ground as this walker sees it: which samples are open, and their slopes. The heights and the
     * mask are read now.
     *
     * @param field  the heights, metres, on its own frame
     * @param closed water, sea and any other samples closed to a walker
     * @return the walkable ground
     * @throws NullPointerException if an argument is null
     */
    public WalkableGround walkableGround(HeightfieldView field, SampleMask closed) {
        return new WalkableGround(this, Objects.requireNonNull(field, "field"),
                Objects.requireNonNull(closed, "closed"));
    }

    /**
     * Least travel times on foot from a start to every sample: shorthand for
     * {@code walkableGround(field, closed).travelTimes(startX, startZ)}.
     *
     * @param field  the heights, metres, on its own frame
     * @param closed water, sea and any other samples closed to a walker
     * @param startX world x of the start, metres; snapped to the nearest sample
     * @param startZ world z of the start, metres; snapped to the nearest sample
     * @return the travel times and the routes
     * @throws IllegalArgumentException as {@link WalkableGround#travelTimes(double, double)}
     * @throws NullPointerException     if an argument is null
     */
    public TravelTimes travelTimes(HeightfieldView field, SampleMask closed, double startX, double startZ) {
        return walkableGround(field, closed).travelTimes(startX, startZ);
    }

    /**
     * The setting {@code peakSpeed}.
     *
     * @return the fastest walking speed, km/h, in (0, 100]; Tobler: 6
     */
    public double peakSpeed() {
        return peakSpeed;
    }

    /**
     * The setting {@code steepness}.
     *
     * @return how fast speed falls away from the fastest slope, per unit of slope, in [0, 100]; Tobler: 3.5 (0
     *         makes the speed constant)
     */
    public double steepness() {
        return steepness;
    }

    /**
     * The setting {@code fastestSlope}.
     *
     * @return the signed slope walked fastest, in [−1, 1]; Tobler: −0.05 (a 5 % descent)
     */
    public double fastestSlope() {
        return fastestSlope;
    }

    /**
     * The setting {@code maxSlopeDegrees}.
     *
     * @return ground steeper than this is closed, degrees in (0, 90]; 90 opens all ground
     */
    public double maxSlopeDegrees() {
        return maxSlopeDegrees;
    }

    /**
     * The setting {@code neighbours}.
     *
     * @return 8 or 16 (with the knight's moves)
     */
    public int neighbours() {
        return neighbours;
    }

    /** The values as a record: its equals, hashCode and toString are this class's. */
    private record Values(double peakSpeed, double steepness, double fastestSlope, double maxSlopeDegrees,
            int neighbours) {
    }

    private Values values() {
        return new Values(peakSpeed, steepness, fastestSlope, maxSlopeDegrees, neighbours);
    }

    /**
     * Whether another {@code Tobler} has exactly these settings (doubles compared by their bits, as a record
     * does).
     *
     * @param o another object, or null
     * @return true if {@code o} is a {@code Tobler} with equal settings
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof Tobler other && values().equals(other.values());
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
     * @return {@code Tobler[peakSpeed=…, …]}
     */
    @Override
    public String toString() {
        return Records.named("Tobler", values());
    }
}
