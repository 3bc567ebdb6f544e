package org.terrain4j.analysis.playspace;

import java.util.Objects;
import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.internal.Records;

/**
 * One event along a route that changes what the walker sees or does: the pacing unit of the
 * play-space report.
 *
 * <p>Beats are ordered by {@link #time() run time} along their route, the time Tobler's hiking
 * function gives from the route's start. Immutable and thread-safe.
 *
 * <p>The values, each read by the accessor of its name (terrain4j builds these; there is no public
 * constructor):
 * <ul>
 *   <li>{@code kind}: what happens</li>
 *   <li>{@code distance}: metres along the route from its start, {@code ≥ 0}</li>
 *   <li>{@code time}: seconds of walking from the route's start, {@code ≥ 0}</li>
 *   <li>{@code where}: the route sample where it happens, world metres</li>
 *   <li>{@code subject}: the landmark or vantage it concerns (its index in the report's list), or {@code -1}
 *       when it concerns none</li>
 * </ul>
 *
 * @since 0.1
 */
public final class Beat {

    /**
     * What a beat is.
     *
     * @since 0.1
     */
    public enum Kind {
        /** A landmark's top comes into view after at least the reveal distance hidden. */
        REVEAL,
        /** The route enters a choke: walkable width under the choke width between wider ground. */
        CHOKE,
        /** The route passes within the vantage radius of a vantage. */
        VANTAGE,
        /** The route goes over a crest or through a pass: a high point of its own profile. */
        CREST,
        /** The route enters a valley. */
        VALLEY_ENTRY,
        /** The route leaves a valley. */
        VALLEY_EXIT,
        /** The route comes beside water. */
        WATER
    }

    private final Kind kind;
    private final double distance;
    private final double time;
    private final GroundPoint where;
    private final int subject;

    /**
     * Checks the values.
     *
     * @param kind     what happens
     * @param distance metres along the route
     * @param time     seconds from the route's start
     * @param where    the route sample
     * @param subject  landmark or vantage index, or {@code -1}
     * @throws NullPointerException     if {@code kind} or {@code where} is null
     * @throws IllegalArgumentException if {@code distance} or {@code time} is negative or not
     *                                  finite, or {@code subject < -1}
     */
    Beat(Kind kind, double distance, double time, GroundPoint where, int subject) {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(where, "where");
        if (!(distance >= 0) || distance == Double.POSITIVE_INFINITY) {
            throw new IllegalArgumentException("distance must be finite and at least 0 m, got " + distance);
        }
        if (!(time >= 0) || time == Double.POSITIVE_INFINITY) {
            throw new IllegalArgumentException("time must be finite and at least 0 s, got " + time);
        }
        if (subject < -1) {
            throw new IllegalArgumentException("subject must be an index or -1, got " + subject);
        }
        this.kind = kind;
        this.distance = distance;
        this.time = time;
        this.where = where;
        this.subject = subject;
    }

    /**
     * The value {@code kind}.
     *
     * @return what happens
     */
    public Kind kind() {
        return kind;
    }

    /**
     * The value {@code distance}.
     *
     * @return metres along the route from its start, {@code ≥ 0}
     */
    public double distance() {
        return distance;
    }

    /**
     * The value {@code time}.
     *
     * @return seconds of walking from the route's start, {@code ≥ 0}
     */
    public double time() {
        return time;
    }

    /**
     * The value {@code where}.
     *
     * @return the route sample where it happens, world metres
     */
    public GroundPoint where() {
        return where;
    }

    /**
     * The value {@code subject}.
     *
     * @return the landmark or vantage it concerns (its index in the report's list), or {@code -1} when it
     *         concerns none
     */
    public int subject() {
        return subject;
    }

    /** The values as a record: its equals, hashCode and toString are this class's. */
    private record Values(Kind kind, double distance, double time, GroundPoint where, int subject) {
    }

    private Values values() {
        return new Values(kind, distance, time, where, subject);
    }

    /**
     * Whether another {@code Beat} has exactly these values (doubles compared by their bits, as a record
     * does).
     *
     * @param o another object, or null
     * @return true if {@code o} is a {@code Beat} with equal values
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof Beat other && values().equals(other.values());
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
     * @return {@code Beat[kind=…, …]}
     */
    @Override
    public String toString() {
        return Records.named("Beat", values());
    }
}
