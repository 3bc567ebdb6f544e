package org.terrain4j.api;

import java.util.Objects;

import org.terrain4j.api.internal.Checks;

/**
 * How a {@link GridFrame}'s positions lie in a coordinate reference system: the system, and the
 * frame metres in one unit of its coordinates along each axis.
 *
 * <p>A frame position {@code (x, z)} has the system's coordinates {@code easting = x / scaleX} and
 * {@code northing = −z / scaleZ} (for a geographic system: longitude and latitude in degrees). A
 * projected grid in metres (UTM, say) has scales 1; a geographic grid left in degrees has scales 1
 * too (its frame is in degrees); a geographic grid placed in metres for processing (an SRTM tile,
 * {@code Geographic.toMetres}) has the metres in one degree of longitude and of latitude at its
 * middle latitude, which is the way back to where the input was.
 *
 * <p>Immutable and thread-safe.
 *
 * @param crs    the coordinate reference system
 * @param scaleX frame metres (x) per unit of the first coordinate; finite and &gt; 0
 * @param scaleZ frame metres (z) per unit of the second coordinate; finite and &gt; 0
 * @since 0.1
 */
public record Georeference(CoordinateSystem crs, double scaleX, double scaleZ) {

    /**
     * Validates the georeference.
     *
     * @param crs    the coordinate reference system
     * @param scaleX frame metres per unit of the first coordinate; finite and &gt; 0
     * @param scaleZ frame metres per unit of the second coordinate; finite and &gt; 0
     * @throws IllegalArgumentException if a scale is not finite and positive
     * @throws NullPointerException     if crs is null
     */
    public Georeference {
        Objects.requireNonNull(crs, "crs");
        Checks.positiveFinite("scaleX", scaleX);
        Checks.positiveFinite("scaleZ", scaleZ);
    }

    /**
     * A georeference whose frame is in the system's own units (scales 1).
     *
     * @param crs the system
     * @return the georeference
     */
    public static Georeference in(CoordinateSystem crs) {
        return new Georeference(crs, 1, 1);
    }

    /**
     * @param x frame x, metres
     * @return the first coordinate in the system (easting, or longitude in degrees)
     */
    public double easting(double x) {
        return x / scaleX;
    }

    /**
     * @param z frame z, metres
     * @return the second coordinate in the system (northing, or latitude in degrees)
     */
    public double northing(double z) {
        return -z / scaleZ;
    }

    /**
     * @param easting the first coordinate in the system
     * @return frame x, metres
     */
    public double x(double easting) {
        return easting * scaleX;
    }

    /**
     * @param northing the second coordinate in the system
     * @return frame z, metres
     */
    public double z(double northing) {
        return -northing * scaleZ;
    }
}
