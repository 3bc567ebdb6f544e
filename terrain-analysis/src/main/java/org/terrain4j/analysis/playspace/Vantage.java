package org.terrain4j.analysis.playspace;

import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.internal.Records;

/**
 * A lookout: a summit of at least the vantage prominence, with the share of the land its top
 * sees from an eye over it. Immutable and thread-safe.
 *
 * <p>The values, each read by the accessor of its name (terrain4j builds these; there is no public
 * constructor):
 * <ul>
 *   <li>{@code top}: the summit, world metres</li>
 *   <li>{@code height}: its height, metres</li>
 *   <li>{@code prominence}: its prominence, metres</li>
 *   <li>{@code coverage}: share of the land its viewshed holds, in {@code [0, 1]}</li>
 *   <li>{@code reached}: whether a route ends within the vantage radius of its top</li>
 * </ul>
 *
 * @since 0.1
 */
public final class Vantage extends Peak {

    private final double coverage;
    private final boolean reached;

    /**
     * Checks the values.
     *
     * @param top        the summit
     * @param height     its height
     * @param prominence its prominence
     * @param coverage   share of the land it sees
     * @param reached    whether a route reaches it
     * @throws NullPointerException     if {@code top} is null
     * @throws IllegalArgumentException if a number is not finite, the prominence is negative, or
     *                                  the coverage is outside {@code [0, 1]}
     */
    Vantage(GroundPoint top, double height, double prominence, double coverage, boolean reached) {
        super(top, height, prominence);
        if (!(coverage >= 0 && coverage <= 1)) {
            throw new IllegalArgumentException("coverage must be in [0, 1], got " + coverage);
        }
        this.coverage = coverage;
        this.reached = reached;
    }

    /**
     * The value {@code coverage}.
     *
     * @return share of the land its viewshed holds, in {@code [0, 1]}
     */
    public double coverage() {
        return coverage;
    }

    /**
     * The value {@code reached}.
     *
     * @return whether a route ends within the vantage radius of its top
     */
    public boolean reached() {
        return reached;
    }

    /** The values as a record: its equals, hashCode and toString are this class's. */
    private record Values(GroundPoint top, double height, double prominence, double coverage, boolean reached) {
    }

    private Values values() {
        return new Values(top, height, prominence, coverage, reached);
    }

    /**
     * Whether another {@code Vantage} has exactly these values (doubles compared by their bits, as a record
     * does).
     *
     * @param o another object, or null
     * @return true if {@code o} is a {@code Vantage} with equal values
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof Vantage other && values().equals(other.values());
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
     * @return {@code Vantage[top=…, …]}
     */
    @Override
    public String toString() {
        return Records.named("Vantage", values());
    }
}
