package org.terrain4j.world.sky;

/**
 * A unit vector in world axes (x east, y up, z south). Immutable.
 *
 * @param x east component
 * @param y up component
 * @param z south component
 * @since 0.1
 */
public record Direction(double x, double y, double z) {

    /**
     * @param x east component
     * @param y up component
     * @param z south component
     * @throws IllegalArgumentException if the vector's length is not 1 within 1e-9, or a component is NaN
     */
    public Direction {
        double len = Math.sqrt(x * x + y * y + z * z);
        if (!(Math.abs(len - 1) <= 1e-9)) {
            throw new IllegalArgumentException("direction (x, y, z) must have length 1, was " + len);
        }
    }

    /**
     * @param x east component
     * @param y up component
     * @param z south component
     * @return the vector scaled to length 1
     * @throws IllegalArgumentException if the vector is zero, NaN or infinite
     */
    public static Direction normalised(double x, double y, double z) {
        double len = Math.sqrt(x * x + y * y + z * z);
        if (!(len > 0 && len < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("vector (x, y, z) must be finite and non-zero, its length was " + len);
        }
        return new Direction(x / len, y / len, z / len);
    }

    /**
     * @param v the other direction
     * @return the dot product, in [-1, 1]
     */
    public double dot(Direction v) {
        return x * v.x + y * v.y + z * v.z;
    }

    /** @return the elevation over the horizontal plane, degrees in [-90, 90] */
    public double elevationDegrees() {
        return Math.toDegrees(Math.asin(Math.max(-1, Math.min(1, y))));
    }
}
