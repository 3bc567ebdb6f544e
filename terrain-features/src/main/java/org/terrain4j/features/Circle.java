package org.terrain4j.features;

import org.terrain4j.api.internal.Checks;

/**
 * A disc on the plan. Signed distance {@code |p − centre| − radius}. Immutable and thread-safe.
 *
 * @param centreX x of the centre, metres; finite
 * @param centreZ z of the centre, metres; finite
 * @param radius  metres; finite and ≥ 0
 * @since 0.1
 */
public record Circle(double centreX, double centreZ, double radius) implements Shape {

    /**
     * Validates the circle.
     *
     * @param centreX x of the centre, metres; finite
     * @param centreZ z of the centre, metres; finite
     * @param radius  metres; finite and ≥ 0
     * @throws IllegalArgumentException if a coordinate is not finite or the radius is negative or not
     *                                  finite
     */
    public Circle {
        Checks.finite("centreX", centreX);
        Checks.finite("centreZ", centreZ);
        Checks.nonNegativeFinite("radius", radius);
    }

    @Override
    public double signedDistance(double x, double z) {
        return Shapes.planDistance(x, z, centreX, centreZ) - radius;
    }
}
