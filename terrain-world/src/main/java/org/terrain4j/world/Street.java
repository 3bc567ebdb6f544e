package org.terrain4j.world;

/**
 * A straight street a town laid between its blocks. Metres; x east, z south.
 *
 * @param x1    east of one end
 * @param z1    south of one end
 * @param x2    east of the other end
 * @param z2    south of the other end
 * @param width street width
 * @since 0.1
 */
public record Street(double x1, double z1, double x2, double z2, double width) {
}
