package org.terrain4j.features;

/**
 * The point of a {@link Spine} nearest to a query point on the plan: its distance, how far along the
 * spine it lies, and where it is. Immutable.
 *
 * @param distance metres from the query point to the spine's polyline, ≥ 0
 * @param along    metres along the spine from its first point to the nearest point, in
 *                 {@code [0, spine.length()]}
 * @param x        x of the nearest point, metres
 * @param z        z of the nearest point, metres
 * @since 0.1
 */
public record Nearest(double distance, double along, double x, double z) {
}
