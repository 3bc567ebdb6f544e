package org.terrain4j.analysis.route;

import org.terrain4j.api.GroundPoint;

/**
 * A point of a route taken at a regular distance along it (see {@link Route#resampled(double)}).
 *
 * <p>Immutable and thread-safe.
 *
 * @param x       world x, metres east
 * @param z       world z, metres south
 * @param height  the ground's height there (bilinear between the grid's samples), metres
 * @param along   plan distance along the route from its start, metres, ≥ 0
 * @param seconds walking time along the route from its start, seconds, ≥ 0
 * @param heading direction of travel, degrees clockwise from north (−z; east, +x, is 90), in
 *                [0, 360); 0 on a route of no length
 * @since 0.1
 */
public record RouteSample(double x, double z, double height, double along, double seconds, double heading) {

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
}
