package org.terrain4j.features.mountains;

import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.internal.Records;

/**
 * A ridge of a built range: a straight crest between two summits that dips to a saddle (terrain4j's
 * own crest rule). The crest height runs linearly from one summit to the other, less a dip
 * that is zero at both ends and deepest at the saddle, {@code saddleAt} of the way along; the saddle
 * stands {@code min(0.45·low, length·(0.015 + 0.02·u))} below the lower summit ({@code u} uniform in
 * [0, 1) from the range's seed).
 *
 * <p>{@link Mountains#build} makes these (there is no public constructor); each value is read by the
 * accessor of its name. Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class Ridge {

    private final int from;
    private final int to;
    private final double length;
    private final double saddleAt;
    private final GroundPoint saddle;
    private final double saddleRelief;
    private final boolean spur;

    /** Keeps the values; the library computes and checks them. */
    Ridge(int from, int to, double length, double saddleAt, GroundPoint saddle, double saddleRelief,
            boolean spur) {
        this.from = from;
        this.to = to;
        this.length = length;
        this.saddleAt = saddleAt;
        this.saddle = saddle;
        this.saddleRelief = saddleRelief;
        this.spur = spur;
    }

    /**
     * @return index of one summit in {@link MountainGroup#summits()}
     */
    public int from() {
        return from;
    }

    /**
     * @return index of the other, {@code from < to}
     */
    public int to() {
        return to;
    }

    /**
     * @return plan distance between them, metres (the short way round in a ring group)
     */
    public double length() {
        return length;
    }

    /**
     * @return where the saddle falls as a fraction of the way from {@code from}, in [0.35, 0.65]
     */
    public double saddleAt() {
        return saddleAt;
    }

    /**
     * @return where the saddle is (in a ring group, x in {@code [0, circumference)})
     */
    public GroundPoint saddle() {
        return saddle;
    }

    /**
     * @return the crest height at the saddle above the land under it, metres
     */
    public double saddleRelief() {
        return saddleRelief;
    }

    /**
     * @return false for an edge of the minimum spanning tree, true for a spur added from the short leftover edges
     *         of the triangulation
     */
    public boolean spur() {
        return spur;
    }

    /** The values as a record: its equals, hashCode and toString are this class's. */
    private record Values(int from, int to, double length, double saddleAt, GroundPoint saddle,
            double saddleRelief, boolean spur) {
    }

    private Values values() {
        return new Values(from, to, length, saddleAt, saddle, saddleRelief, spur);
    }

    /**
     * Whether another {@code Ridge} has exactly these values (doubles compared by their bits, as a
     * record does).
     *
     * @param o another object, or null
     * @return true if {@code o} is a {@code Ridge} with equal values
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof Ridge other && values().equals(other.values());
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
     * @return {@code Ridge[from=…, …]}
     */
    @Override
    public String toString() {
        return Records.named("Ridge", values());
    }
}
