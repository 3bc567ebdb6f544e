package org.terrain4j.analysis.route;

import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.internal.Records;

/**
 * A point of a route taken at a regular distance along it (see {@link Route#resampled(double)}).
 *
 * <p>Immutable and thread-safe.
 *
 * <p>The values, each read by the accessor of its name (terrain4j builds these; there is no public
 * constructor):
 * <ul>
 *   <li>{@code x}: world x, metres east</li>
 *   <li>{@code z}: world z, metres south</li>
 *   <li>{@code height}: the ground's height there (bilinear between the grid's samples), metres</li>
 *   <li>{@code along}: plan distance along the route from its start, metres, ≥ 0</li>
 *   <li>{@code seconds}: walking time along the route from its start, seconds, ≥ 0</li>
 *   <li>{@code heading}: direction of travel, degrees clockwise from north (−z; east, +x, is 90), in [0,
 *       360); 0 on a route of no length</li>
 * </ul>
 *
 * @since 0.1
 */
public final class RouteSample {

    private final double x;
    private final double z;
    private final double height;
    private final double along;
    private final double seconds;
    private final double heading;

    /** Keeps the values. */
    RouteSample(double x, double z, double height, double along, double seconds, double heading) {
        this.x = x;
        this.z = z;
        this.height = height;
        this.along = along;
        this.seconds = seconds;
        this.heading = heading;
    }

    /** @return the position on the ground plan */
    public GroundPoint point() {
        return new GroundPoint(x, z);
    }

    /** @return x of the unit direction of travel, {@code sin(heading)} */
    public double directionX() {
        return Math.sin(Math.toRadians(heading));
    }

    /** @return z of the unit direction of travel, {@code −cos(heading)} */
    public double directionZ() {
        return -Math.cos(Math.toRadians(heading));
    }

    /**
     * The value {@code x}.
     *
     * @return world x, metres east
     */
    public double x() {
        return x;
    }

    /**
     * The value {@code z}.
     *
     * @return world z, metres south
     */
    public double z() {
        return z;
    }

    /**
     * The value {@code height}.
     *
     * @return the ground's height there (bilinear between the grid's samples), metres
     */
    public double height() {
        return height;
    }

    /**
     * The value {@code along}.
     *
     * @return plan distance along the route from its start, metres, ≥ 0
     */
    public double along() {
        return along;
    }

    /**
     * The value {@code seconds}.
     *
     * @return walking time along the route from its start, seconds, ≥ 0
     */
    public double seconds() {
        return seconds;
    }

    /**
     * The value {@code heading}.
     *
     * @return direction of travel, degrees clockwise from north (−z; east, +x, is 90), in [0, 360); 0 on a
     *         route of no length
     */
    public double heading() {
        return heading;
    }

    /** The values as a record: its equals, hashCode and toString are this class's. */
    private record Values(double x, double z, double height, double along, double seconds, double heading) {
    }

    private Values values() {
        return new Values(x, z, height, along, seconds, heading);
    }

    /**
     * Whether another {@code RouteSample} has exactly these values (doubles compared by their bits, as a record
     * does).
     *
     * @param o another object, or null
     * @return true if {@code o} is a {@code RouteSample} with equal values
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof RouteSample other && values().equals(other.values());
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
     * @return {@code RouteSample[x=…, …]}
     */
    @Override
    public String toString() {
        return Records.named("RouteSample", values());
    }
}
