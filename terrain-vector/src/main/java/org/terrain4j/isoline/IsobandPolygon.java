package org.terrain4j.isoline;

import java.util.List;
import java.util.Objects;

/**
 * One polygon of a filled {@link Isoband}: an exterior ring and the holes inside it.
 *
 * <p>The exterior runs counter-clockwise on a north-up map and every hole clockwise (the polygon lies
 * on the left of each ring). Every ring is simple (it never touches itself), holes lie inside the
 * exterior, and rings meet only at isolated points (where the field equals a level exactly at a
 * sample), never along a stretch, and never so as to cut the interior in two: the polygon is valid
 * in the OGC simple-features sense (checked with GEOS in the tests). Polygons of one band may touch
 * each other at such points too.
 *
 * <p>Immutable and thread-safe; the hole list is an unmodifiable copy.
 *
 * @param exterior the outer boundary, counter-clockwise on a north-up map
 * @param holes    the inner boundaries, clockwise on a north-up map; may be empty
 * @since 0.1
 */
public record IsobandPolygon(Ring exterior, List<Ring> holes) {

    /**
     * Validates and copies.
     *
     * @param exterior the outer boundary, counter-clockwise on a north-up map
     * @param holes    the inner boundaries, clockwise on a north-up map; copied
     * @throws NullPointerException if an argument or a hole is null
     */
    public IsobandPolygon {
        Objects.requireNonNull(exterior, "exterior");
        holes = List.copyOf(Objects.requireNonNull(holes, "holes"));
    }

    /**
     * @return the area covered: the exterior's area minus the holes', square metres, ≥ 0 for a
     *         polygon built by {@link Isolines#bands}
     */
    public double area() {
        double a = exterior.signedArea();
        for (Ring hole : holes) {
            a += hole.signedArea();
        }
        return a;
    }
}
