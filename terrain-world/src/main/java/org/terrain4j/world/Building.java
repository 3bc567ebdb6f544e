package org.terrain4j.world;

/**
 * A building a town placed: an oriented box standing on the ground. Metres; x east, z south, y up.
 *
 * @param x       east, centre of the footprint
 * @param y       ground height under the centre
 * @param z       south, centre of the footprint
 * @param sizeX   footprint along the town's own x axis
 * @param sizeZ   footprint along the town's own z axis
 * @param heading rotation of the town's axes from the world's, degrees clockwise seen from above
 * @param height  height above the ground
 * @since 0.1
 */
public record Building(double x, double y, double z, double sizeX, double sizeZ, double heading, double height) {
}
