package org.terrain4j.isoline;

import java.util.Arrays;
import java.util.Objects;

import org.terrain4j.isoline.internal.BandAssembler;

/**
 * A closed ring of an {@link IsobandPolygon}: world points {@code (x, z)} in metres, {@code x} east and
 * {@code z} south, each point stored once (the first is not repeated at the end), no two
 * consecutive points equal. Its pieces are isoline segments and stretches of the border of the data.
 *
 * <p>An exterior ring runs counter-clockwise on a north-up map ({@link #signedArea()} &gt; 0), a
 * hole clockwise ({@link #signedArea()} &lt; 0), so the polygon lies on the left of every ring.
 *
 * <p>Immutable and thread-safe; {@link #equals} is exact over the coordinates.
 *
 * @since 0.1
 */
public final class Ring extends Points {

    private Ring(double[] xz) {
        super(xz);
    }

    /**
     * A ring from interleaved coordinates.
     *
     * @param xz interleaved {@code x0, z0, x1, z1, …}, metres, all finite, at least 3 points, no two
     *           consecutive points equal (nor last and first); copied
     * @return the ring
     * @throws IllegalArgumentException if a coordinate is not finite, the length is odd, there are
     *                                  fewer than 3 points or two consecutive points are equal
     * @throws NullPointerException     if xz is null
     */
    public static Ring of(double[] xz) {
        double[] copy = Objects.requireNonNull(xz, "xz").clone();
        Rings.checkPoints("xz", copy, 3, true);
        return new Ring(copy);
    }

    static Ring trusted(double[] xz) {
        return new Ring(xz);
    }

    /**
     * Shoelace area, positive when the ring runs counter-clockwise on a north-up map.
     *
     * @return square metres
     */
    public double signedArea() {
        return BandAssembler.area(xz);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Ring other && Arrays.equals(xz, other.xz);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(xz);
    }

    @Override
    public String toString() {
        return "Ring[" + pointCount() + " points, area " + signedArea() + "]";
    }
}
