package org.terrain4j.vector.internal;

import java.util.Optional;
import java.util.OptionalInt;

import org.terrain4j.api.CoordinateSystem;
import org.terrain4j.api.Georeference;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.internal.Reprojection;

/**
 * Turns frame positions {@code (x, z)} into GeoJSON positions (RFC 7946 §4): WGS 84 longitude and
 * latitude in degrees, reprojected from the frame's coordinate reference system by the installed
 * {@link Reprojection} (terrain-proj4j: LocationTech Proj4J; a system of terrain-api's catalogue by its
 * parameters, another EPSG code through Proj4J's registry, a WKT without a code by the parameters it
 * states); or, for a frame without one (or one that cannot be reprojected, or with no reprojection
 * installed), the local {@code [x, −z]} and a warning that says so. A frame in WGS 84 (EPSG:4326)
 * needs no reprojection. One instance per write: not thread-safe (a transform holds state). Not API.
 */
public final class Wgs84Positions {

    private final Georeference georeference;
    private final Reprojection.ToWgs84 transform;
    private final String warning;

    private Wgs84Positions(Georeference georeference, Reprojection.ToWgs84 transform, String warning) {
        this.georeference = georeference;
        this.transform = transform;
        this.warning = warning;
    }

    /**
     * @param frame the grid's frame
     * @return the positions for that frame
     */
    public static Wgs84Positions of(GridFrame frame) {
        if (frame.georeference().isEmpty()) {
            return new Wgs84Positions(null, null, "the grid names no coordinate reference system: positions are"
                    + " local metres [x, -z] (east, north), not WGS 84 longitude/latitude");
        }
        Georeference g = frame.georeference().get();
        CoordinateSystem crs = g.crs();
        OptionalInt code = crs.epsg();
        if (code.isPresent() && code.getAsInt() == 4326) {
            return new Wgs84Positions(g, null, null);
        }
        Optional<Reprojection> reprojection = Reprojection.installed();
        if (reprojection.isEmpty()) {
            return new Wgs84Positions(null, null, "cannot reproject from " + crs + " (no reprojection installed:"
                    + " put org.terrain4j:terrain-proj4j on the path): positions are the grid's own frame coordinates"
                    + " [x, -z], not WGS 84 longitude/latitude");
        }
        try {
            return new Wgs84Positions(g, reprojection.get().toWgs84(crs), null);
        } catch (RuntimeException e) { // Proj4J reports a missing registry entry in several ways
            return new Wgs84Positions(null, null, "cannot reproject from " + crs + " (" + e.getMessage()
                    + "): positions are the grid's own frame coordinates [x, -z], not WGS 84 longitude/latitude");
        }
    }

    /** @return whether positions are WGS 84 longitude/latitude */
    public boolean wgs84() {
        return warning == null;
    }

    /** @return why positions are not WGS 84 longitude/latitude, or empty if they are */
    public Optional<String> warning() {
        return Optional.ofNullable(warning);
    }

    /**
     * @param x    frame x, metres
     * @param z    frame z, metres
     * @param dest receives {longitude, latitude} in degrees, or {x, −z} for a local frame
     * @return dest
     * @throws IllegalArgumentException if the reprojection fails or gives a non-finite position, or one
     *                                  that is no longitude and latitude (the position lies outside
     *                                  the system's area)
     */
    public double[] position(double x, double z, double[] dest) {
        if (georeference == null) {
            dest[0] = x;
            dest[1] = z == 0 ? 0.0 : -z;
            return dest;
        }
        double e = georeference.easting(x);
        double n = georeference.northing(z);
        if (transform == null) {
            dest[0] = e;
            dest[1] = n;
        } else {
            try {
                transform.transform(e, n, dest);
            } catch (IllegalArgumentException ex) {
                throw new IllegalArgumentException("cannot reproject position (" + e + ", " + n + "): " + ex.getMessage(), ex);
            } catch (IllegalStateException ex) {
                // Proj4J's datum shift refuses the latitude an inverse projection gave far outside its area
                throw new IllegalArgumentException("position (" + e + ", " + n + ") lies outside the area of "
                        + georeference.crs() + ": " + ex.getMessage() + " (are the file's coordinates in that system?)", ex);
            }
        }
        if (!Double.isFinite(dest[0]) || !Double.isFinite(dest[1])) {
            throw new IllegalArgumentException("position (" + e + ", " + n + ") has no finite longitude/latitude");
        }
        // a projection's inverse outside its area of use can give any number (a Transverse Mercator
        // easting of 5 m gives a latitude of 3.6e20): no longitude/latitude of RFC 7946 is that
        if (!(Math.abs(dest[1]) <= 90 && Math.abs(dest[0]) <= 540)) {
            throw new IllegalArgumentException("position (" + e + ", " + n + ") lies outside the area of "
                    + georeference.crs() + ": it gives longitude " + dest[0] + ", latitude " + dest[1]
                    + " (are the file's coordinates in that system?)");
        }
        return dest;
    }
}
