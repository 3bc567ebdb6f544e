package org.terrain4j.api.internal;

import java.util.Optional;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;

import org.terrain4j.api.CoordinateSystem;

/**
 * Where terrain4j turns to reproject to WGS 84 longitude/latitude (GeoJSON positions) and to ask an
 * EPSG registry whether it holds a code: a service that a terrain4j module on the module or class path
 * provides (terrain-proj4j, from LocationTech Proj4J). A user who never reprojects leaves that module,
 * and Proj4J, out. Not API: an internal service between terrain4j's modules.
 */
public interface Reprojection {

    /** One system's forward transform to WGS 84; one instance per thread (a transform may hold state). */
    interface ToWgs84 {

        /**
         * @param easting  easting (or longitude) in the system's unit
         * @param northing northing (or latitude) in the system's unit
         * @param dest     receives {longitude, latitude} in degrees
         * @throws IllegalArgumentException if the transform fails (its message says why)
         * @throws IllegalStateException    if a datum shift refuses the position (far outside the
         *                                  system's area)
         */
        void transform(double easting, double northing, double[] dest);
    }

    /**
     * @param crs a system with an EPSG code or a WKT
     * @return the transform from {@code crs} to WGS 84 longitude/latitude
     * @throws RuntimeException if the registry cannot build the system (its message says why)
     */
    ToWgs84 toWgs84(CoordinateSystem crs);

    /**
     * @param code an EPSG code
     * @return whether the registry holds the code (even one of a method it cannot compute)
     */
    boolean registered(int code);

    /**
     * @return the first service the service loader finds, or empty if none is installed
     * @throws IllegalStateException if a provider is on the class path while terrain-api is a named
     *                               module (it cannot implement this interface from there)
     */
    static Optional<Reprojection> installed() {
        try {
            return ServiceLoader.load(Reprojection.class, Reprojection.class.getClassLoader()).findFirst();
        } catch (ServiceConfigurationError | IllegalAccessError e) {
            throw misplaced(e);
        }
    }

    /**
     * @param e what the service loader threw
     * @return the exception that says where terrain-proj4j must go
     */
    static IllegalStateException misplaced(Throwable e) {
        return new IllegalStateException("a terrain4j service on the path cannot be loaded (" + e.getMessage()
                + "); with terrain4j's modules on the module path, terrain-proj4j (org.terrain4j.proj4j) and Proj4J"
                + " must be on the module path too", e);
    }
}
