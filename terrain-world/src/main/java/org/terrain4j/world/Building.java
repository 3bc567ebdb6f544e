package org.terrain4j.world;

import org.terrain4j.api.internal.Records;
import org.terrain4j.world.internal.WorldAccess;

/**
 * A building a town placed: an oriented box standing on the ground. Metres; x east, z south, y up.
 * terrain4j builds these (there is no public constructor); each value is read by the accessor of its
 * name. Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class Building {

    static {
        WorldAccess.install(new Bridge());
    }

    private final double x;
    private final double y;
    private final double z;
    private final double sizeX;
    private final double sizeZ;
    private final double heading;
    private final double height;

    /** Keeps the values; the library computes and checks them. */
    Building(double x, double y, double z, double sizeX, double sizeZ, double heading, double height) {
        this.x = x;
        this.y = y;
        this.z = z;
        this.sizeX = sizeX;
        this.sizeZ = sizeZ;
        this.heading = heading;
        this.height = height;
    }

    /**
     * @return east, centre of the footprint
     */
    public double x() {
        return x;
    }

    /**
     * @return ground height under the centre
     */
    public double y() {
        return y;
    }

    /**
     * @return south, centre of the footprint
     */
    public double z() {
        return z;
    }

    /**
     * @return footprint along the town's own x axis
     */
    public double sizeX() {
        return sizeX;
    }

    /**
     * @return footprint along the town's own z axis
     */
    public double sizeZ() {
        return sizeZ;
    }

    /**
     * @return rotation of the town's axes from the world's, degrees clockwise seen from above
     */
    public double heading() {
        return heading;
    }

    /**
     * @return height above the ground
     */
    public double height() {
        return height;
    }

    /** The values as a record: its equals, hashCode and toString are this class's. */
    private record Values(double x, double y, double z, double sizeX, double sizeZ, double heading,
            double height) {
    }

    private Values values() {
        return new Values(x, y, z, sizeX, sizeZ, heading, height);
    }

    /**
     * Whether another {@code Building} has exactly these values (doubles compared by their bits, as a
     * record does).
     *
     * @param o another object, or null
     * @return true if {@code o} is a {@code Building} with equal values
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof Building other && values().equals(other.values());
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
     * @return {@code Building[x=…, …]}
     */
    @Override
    public String toString() {
        return Records.named("Building", values());
    }
}
