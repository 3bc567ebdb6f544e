package org.terrain4j.analysis.playspace;

import java.util.Objects;
import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.internal.Records;

/**
 * A summit prominent enough to be a landmark candidate, with how much of the routes sees it.
 * A candidate the routes see too little of is a discovery, not a landmark: it is listed with
 * {@link #counted()} false. Immutable and thread-safe.
 *
 * <p>The values, each read by the accessor of its name (terrain4j builds these; there is no public
 * constructor):
 * <ul>
 *   <li>{@code top}: the summit, world metres</li>
 *   <li>{@code height}: the summit's height, metres</li>
 *   <li>{@code prominence}: its prominence over its key col, metres</li>
 *   <li>{@code keyCol}: its key col, world metres</li>
 *   <li>{@code seenShare}: share of the route samples within the sight range that see its top, in {@code [0,
 *       1]}; 0 when no route sample is within range</li>
 *   <li>{@code counted}: whether it counts as a landmark ({@code seenShare ≥} the landmark's seen
 *       share)</li>
 * </ul>
 *
 * @since 0.1
 */
public final class Landmark extends Peak {

    private final GroundPoint keyCol;
    private final double seenShare;
    private final boolean counted;

    /**
     * Checks the values.
     *
     * @param top        the summit
     * @param height     its height
     * @param prominence its prominence
     * @param keyCol     its key col
     * @param seenShare  share of route samples in range that see it
     * @param counted    whether it counts
     * @throws NullPointerException     if {@code top} or {@code keyCol} is null
     * @throws IllegalArgumentException if a number is not finite, the prominence is negative, or
     *                                  the share is outside {@code [0, 1]}
     */
    Landmark(GroundPoint top, double height, double prominence, GroundPoint keyCol, double seenShare,
            boolean counted) {
        super(top, height, prominence);
        Objects.requireNonNull(keyCol, "keyCol");
        if (!(seenShare >= 0 && seenShare <= 1)) {
            throw new IllegalArgumentException("seenShare must be in [0, 1], got " + seenShare);
        }
        this.keyCol = keyCol;
        this.seenShare = seenShare;
        this.counted = counted;
    }

    /**
     * The value {@code keyCol}.
     *
     * @return its key col, world metres
     */
    public GroundPoint keyCol() {
        return keyCol;
    }

    /**
     * The value {@code seenShare}.
     *
     * @return share of the route samples within the sight range that see its top, in {@code [0, 1]}; 0 when no
     *         route sample is within range
     */
    public double seenShare() {
        return seenShare;
    }

    /**
     * The value {@code counted}.
     *
     * @return whether it counts as a landmark ({@code seenShare ≥} the landmark's seen share)
     */
    public boolean counted() {
        return counted;
    }

    /** The values as a record: its equals, hashCode and toString are this class's. */
    private record Values(GroundPoint top, double height, double prominence, GroundPoint keyCol, double seenShare,
            boolean counted) {
    }

    private Values values() {
        return new Values(top, height, prominence, keyCol, seenShare, counted);
    }

    /**
     * Whether another {@code Landmark} has exactly these values (doubles compared by their bits, as a record
     * does).
     *
     * @param o another object, or null
     * @return true if {@code o} is a {@code Landmark} with equal values
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof Landmark other && values().equals(other.values());
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
     * @return {@code Landmark[top=…, …]}
     */
    @Override
    public String toString() {
        return Records.named("Landmark", values());
    }
}
