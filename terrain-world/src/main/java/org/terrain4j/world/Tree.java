package org.terrain4j.world;

/**
 * A tree a forest placed: where its trunk stands and how tall it is. Metres, x east, z south, y up.
 *
 * @param x      east
 * @param y      ground height at the trunk
 * @param z      south
 * @param height tree height
 * @since 0.1
 */
public record Tree(double x, double y, double z, double height) {
}
