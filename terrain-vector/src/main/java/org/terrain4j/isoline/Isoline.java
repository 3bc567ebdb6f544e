package org.terrain4j.isoline;

import java.util.Arrays;
import java.util.Objects;

import org.terrain4j.api.internal.Checks;
import org.terrain4j.isoline.internal.BandAssembler;

/**
 * One isoline: a polyline of world points {@code (x, z)} at one level, either a closed ring or an
 * open line whose two ends lie on the border of the data (the grid's border or a no-data cell).
 *
 * <p>Points are in metres, {@code x} east and {@code z} south (see the
 * {@link org.terrain4j.isoline package documentation}). A closed ring stores each point once:
 * its first point is <em>not</em> repeated at the end (writers that need it repeated, such as
 * GeoJSON, add it). The line keeps the inside ({@code value ≥ level}) on its left as seen on a map
 * with north up, so rings around summits run counter-clockwise there. No two consecutive points are
 * equal (nor the last and first of a ring).
 *
 * <p>Immutable and thread-safe. {@link #equals} and {@link #hashCode} are exact over level, closed
 * flag and coordinates.
 *
 * @since 0.1
 */
public final class Isoline extends Points {

    private final double level;
    private final boolean closed;

    private Isoline(double level, boolean closed, double[] xz) {
        super(xz);
        this.level = level;
        this.closed = closed;
    }

    /**
     * An isoline from interleaved coordinates.
     *
     * @param level  the level, finite
     * @param closed whether the line is a ring (first point not repeated at the end)
     * @param xz     interleaved {@code x0, z0, x1, z1, …}, metres, all finite; copied. At least 2
     *               points for an open line, 3 for a ring; no two consecutive points equal
     * @return the isoline
     * @throws IllegalArgumentException if the level or a coordinate is not finite, the length is odd,
     *                                  there are too few points or two consecutive points are equal
     * @throws NullPointerException     if xz is null
     */
    public static Isoline of(double level, boolean closed, double[] xz) {
        Checks.finite("level", level);
        Objects.requireNonNull(xz, "xz");
        double[] copy = xz.clone();
        Rings.checkPoints("xz", copy, closed ? 3 : 2, closed);
        return new Isoline(level, closed, copy);
    }

    /** Trusted factory for the kernel: no copy, no checks. */
    static Isoline trusted(double level, boolean closed, double[] xz) {
        return new Isoline(level, closed, xz);
    }

    /**
     * @return the level, in the field's height unit
     */
    public double level() {
        return level;
    }

    /**
     * @return true for a closed ring, false for an open line ending on the border of the data
     */
    public boolean closed() {
        return closed;
    }

    /**
     * Length along the line, including a ring's closing segment.
     *
     * @return metres, &gt; 0
     */
    public double length() {
        return Rings.length(xz, closed);
    }

    /**
     * Signed area enclosed by a ring, positive when it runs counter-clockwise on a north-up map
     * (around higher ground). Zero for an open line.
     *
     * @return square metres
     */
    public double signedArea() {
        return closed ? BandAssembler.area(xz) : 0;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Isoline other && Double.compare(level, other.level) == 0
                && closed == other.closed && Arrays.equals(xz, other.xz);
    }

    @Override
    public int hashCode() {
        return (Double.hashCode(level) * 31 + Boolean.hashCode(closed)) * 31 + Arrays.hashCode(xz);
    }

    @Override
    public String toString() {
        return "Isoline[level=" + level + ", " + (closed ? "ring" : "open") + ", " + pointCount()
                + " points]";
    }
}
