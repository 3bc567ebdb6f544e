package org.terrain4j.isoline;

import java.util.List;
import java.util.Objects;

/**
 * An isoband (a filled band between two isolines): the part of the field where
 * {@code lower ≤ value < upper}, as polygons closed along the border of the data. The lowest band of
 * a set has {@code lower = −∞}, the highest {@code upper = +∞}.
 *
 * <p>Immutable and thread-safe; the list is an unmodifiable copy.
 *
 * @param lower    the lower level (inclusive), or {@link Double#NEGATIVE_INFINITY}
 * @param upper    the upper level (exclusive), or {@link Double#POSITIVE_INFINITY}; &gt; lower
 * @param polygons the polygons, each with its holes; may be empty
 * @since 0.1
 */
public record Isoband(double lower, double upper, List<IsobandPolygon> polygons) {

    /**
     * Validates and copies.
     *
     * @param lower    the lower level (inclusive), or {@link Double#NEGATIVE_INFINITY}
     * @param upper    the upper level (exclusive), or {@link Double#POSITIVE_INFINITY}; &gt; lower
     * @param polygons the polygons; copied
     * @throws IllegalArgumentException if a bound is NaN or {@code lower ≥ upper}
     * @throws NullPointerException     if polygons or one of them is null
     */
    public Isoband {
        if (!(lower < upper)) {
            throw new IllegalArgumentException("lower must be < upper, were " + lower + " and " + upper);
        }
        polygons = List.copyOf(Objects.requireNonNull(polygons, "polygons"));
    }

    /**
     * @return the area of all polygons, square metres
     */
    public double area() {
        double a = 0;
        for (IsobandPolygon p : polygons) {
            a += p.area();
        }
        return a;
    }
}
