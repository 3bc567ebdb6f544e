package org.terrain4j.analysis.playspace;

import java.util.Objects;
import org.terrain4j.api.GroundPoint;

/**
 * One event along a route that changes what the walker sees or does: the pacing unit of the
 * play-space report.
 *
 * <p>Beats are ordered by {@link #time() run time} along their route, the time Tobler's hiking
 * function gives from the route's start. Immutable and thread-safe.
 *
 * @param kind     what happens
 * @param distance metres along the route from its start, {@code ≥ 0}
 * @param time     seconds of walking from the route's start, {@code ≥ 0}
 * @param where    the route sample where it happens, world metres
 * @param subject  the landmark or vantage it concerns (its index in the report's list), or
 *                 {@code -1} when it concerns none
 * @since 0.1
 */
public record Beat(Kind kind, double distance, double time, GroundPoint where, int subject) {

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
    public Beat {
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
    }
}
