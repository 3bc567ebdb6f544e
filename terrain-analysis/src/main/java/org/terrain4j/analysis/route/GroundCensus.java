package org.terrain4j.analysis.route;

import org.terrain4j.api.internal.Records;

/**
 * A census of the ground for a walker: how much of the land is walkable, how much is easy, and how
 * much a walker reaches on foot from a start. Made by {@link TravelTimes#census(double)}.
 *
 * <p>Land is every sample with a finite height outside the caller's water/sea mask; walkable ground
 * is land no steeper than the walker's limit (42° for {@link Tobler#standard()}); easy ground is
 * walkable ground no steeper than {@link #easySlopeDegrees()}; reachable ground is walkable ground
 * with a finite travel time from the start. Shares are of the land, so sea around an island does not
 * dilute them.
 *
 * <p>Why 15° for easy ground ({@link #EASY_SLOPE_DEGREES}): up a 15° slope Tobler's walker goes at
 * 1.97 km/h, 39 % of its pace on the flat, and down it at 2.8 km/h; steeper than that the climb, not
 * the distance, rules a walk, and it is where land stops being easy to cross in every direction.
 *
 * <p>Immutable and thread-safe.
 *
 * <p>The values, each read by the accessor of its name (terrain4j builds these; there is no public
 * constructor):
 * <ul>
 *   <li>{@code landSamples}: samples of land, ≥ 0</li>
 *   <li>{@code walkableSamples}: walkable samples, in [0, landSamples]</li>
 *   <li>{@code easySamples}: easy samples, in [0, walkableSamples]</li>
 *   <li>{@code reachableSamples}: walkable samples reached from the start, in [0, walkableSamples]</li>
 *   <li>{@code easySlopeDegrees}: the easy limit used, degrees in (0, 90]</li>
 * </ul>
 *
 * @since 0.1
 */
public final class GroundCensus {

    /** The default slope limit of easy ground, degrees. */
    public static final double EASY_SLOPE_DEGREES = 15;

    private final long landSamples;
    private final long walkableSamples;
    private final long easySamples;
    private final long reachableSamples;
    private final double easySlopeDegrees;

    /**
     * Checks the counts.
     *
     * @param landSamples      samples of land, ≥ 0
     * @param walkableSamples  walkable samples, in [0, landSamples]
     * @param easySamples      easy samples, in [0, walkableSamples]
     * @param reachableSamples walkable samples reached from the start, in [0, walkableSamples]
     * @param easySlopeDegrees the easy limit used, degrees in (0, 90]
     * @throws IllegalArgumentException if a count is negative or exceeds the one that contains it, or
     *                                  the limit is outside (0, 90]
     */
    GroundCensus(long landSamples, long walkableSamples, long easySamples, long reachableSamples,
            double easySlopeDegrees) {
        if (landSamples < 0 || walkableSamples < 0 || walkableSamples > landSamples || easySamples < 0
                || easySamples > walkableSamples || reachableSamples < 0 || reachableSamples > walkableSamples) {
            throw new IllegalArgumentException("counts must satisfy 0 <= easy, reachable <= walkable <= land, were land "
                    + landSamples + ", walkable " + walkableSamples + ", easy " + easySamples + ", reachable "
                    + reachableSamples);
        }
        if (!(easySlopeDegrees > 0 && easySlopeDegrees <= 90)) {
            throw new IllegalArgumentException("easySlopeDegrees must be in (0, 90], was " + easySlopeDegrees);
        }
        this.landSamples = landSamples;
        this.walkableSamples = walkableSamples;
        this.easySamples = easySamples;
        this.reachableSamples = reachableSamples;
        this.easySlopeDegrees = easySlopeDegrees;
    }

    /** @return walkable samples over land samples, in [0, 1]; 0 when there is no land */
    public double walkableShare() {
        return share(walkableSamples);
    }

    /** @return easy samples over land samples, in [0, 1]; 0 when there is no land */
    public double easyShare() {
        return share(easySamples);
    }

    /** @return reachable samples over land samples, in [0, 1]; 0 when there is no land */
    public double reachableShare() {
        return share(reachableSamples);
    }

    private double share(long count) {
        return landSamples == 0 ? 0 : (double) count / landSamples;
    }

    /**
     * The value {@code landSamples}.
     *
     * @return samples of land, ≥ 0
     */
    public long landSamples() {
        return landSamples;
    }

    /**
     * The value {@code walkableSamples}.
     *
     * @return walkable samples, in [0, landSamples]
     */
    public long walkableSamples() {
        return walkableSamples;
    }

    /**
     * The value {@code easySamples}.
     *
     * @return easy samples, in [0, walkableSamples]
     */
    public long easySamples() {
        return easySamples;
    }

    /**
     * The value {@code reachableSamples}.
     *
     * @return walkable samples reached from the start, in [0, walkableSamples]
     */
    public long reachableSamples() {
        return reachableSamples;
    }

    /**
     * The value {@code easySlopeDegrees}.
     *
     * @return the easy limit used, degrees in (0, 90]
     */
    public double easySlopeDegrees() {
        return easySlopeDegrees;
    }

    /** The values as a record: its equals, hashCode and toString are this class's. */
    private record Values(long landSamples, long walkableSamples, long easySamples, long reachableSamples,
            double easySlopeDegrees) {
    }

    private Values values() {
        return new Values(landSamples, walkableSamples, easySamples, reachableSamples, easySlopeDegrees);
    }

    /**
     * Whether another {@code GroundCensus} has exactly these values (doubles compared by their bits, as a record
     * does).
     *
     * @param o another object, or null
     * @return true if {@code o} is a {@code GroundCensus} with equal values
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof GroundCensus other && values().equals(other.values());
    }

    /**
     * A hash of the values, consistent with {@link #equals}.
     *
     * @return the hash
     */
    @Override
    public int hashCode() {
        return values().hashCode();
    }

    /**
     * The values by name, as a record prints them.
     *
     * @return {@code GroundCensus[landSamples=…, …]}
     */
    @Override
    public String toString() {
        return Records.named("GroundCensus", values());
    }
}
