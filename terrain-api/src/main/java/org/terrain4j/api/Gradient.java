package org.terrain4j.api;

/**
 * The rate of change of height along x and z at a point, metres per metre.
 *
 * @param dx ∂h/∂x, metres of height per metre east
 * @param dz ∂h/∂z, metres of height per metre south
 * @since 0.1
 */
public record Gradient(double dx, double dz) {

    /**
     * @return |∇h|, the steepness as rise over run (0 on flat ground)
     */
    public double magnitude() {
        return Math.hypot(dx, dz);
    }

    /**
     * @return the slope angle, radians in [0, π/2)
     */
    public double slope() {
        return Math.atan(magnitude());
    }

    /**
     * The unit surface normal of the plane with this gradient, y up: {@code (−dx, 1, −dz) / |…|}.
     *
     * @return {x, y, z}, a new array of length 3 with y &gt; 0
     */
    public double[] normal() {
        double inv = 1 / Math.sqrt(dx * dx + 1 + dz * dz);
        return new double[] {-dx * inv, inv, -dz * inv};
    }
}
