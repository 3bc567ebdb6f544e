package org.terrain4j.analysis.route;

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
 * @param landSamples      samples of land, ≥ 0
 * @param walkableSamples  walkable samples, in [0, landSamples]
 * @param easySamples      easy samples, in [0, walkableSamples]
 * @param reachableSamples walkable samples reached from the start, in [0, walkableSamples]
 * @param easySlopeDegrees the easy limit used, degrees in (0, 90]
 * @since 0.1
 */
public record GroundCensus(long landSamples, long walkableSamples, long easySamples, long reachableSamples,
                           double easySlopeDegrees) {

    /** The default slope limit of easy ground, degrees. */
    public static final double EASY_SLOPE_DEGREES = 15;

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
    public GroundCensus {
        if (landSamples < 0 || walkableSamples < 0 || walkableSamples > landSamples || easySamples < 0
                || easySamples > walkableSamples || reachableSamples < 0 || reachableSamples > walkableSamples) {
            throw new IllegalArgumentException("counts must satisfy 0 <= easy, reachable <= walkable <= land, were land "
                    + landSamples + ", walkable " + walkableSamples + ", easy " + easySamples + ", reachable "
                    + reachableSamples);
        }
        if (!(easySlopeDegrees > 0 && easySlopeDegrees <= 90)) {
            throw new IllegalArgumentException("easySlopeDegrees must be in (0, 90], was " + easySlopeDegrees);
        }
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
}
