package org.terrain4j.api.internal;

import java.util.Optional;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;

/**
 * Where {@code CoordinateSystem.wkt()} turns for the WKT of an EPSG code its own catalogue does not
 * hold: a service that a terrain4j module on the module or class path provides (terrain-proj4j, from
 * LocationTech Proj4J's EPSG registry). Not API: an internal service between terrain4j's modules.
 */
public interface WktSource {

    /**
     * @param code an EPSG code
     * @return OGC WKT 1 of that system, with {@code AUTHORITY["EPSG","code"]} as its last node, or empty
     *         if this source cannot write it
     */
    Optional<String> wkt(int code);

    /**
     * Why {@link #wkt(int)} is empty for a code: a clause that completes "cannot record EPSG:CODE in
     * its .prj: …", such as "the system's unit is US survey feet (+units=us-ft), and terrain4j writes
     * WKT in metres only".
     *
     * @param code an EPSG code
     * @return the reason, or empty if this source writes the code's WKT (or cannot tell)
     */
    default Optional<String> refusal(int code) {
        return Optional.empty();
    }

    /** The reason {@link #why(int)} gives when no source is on the path. */
    String NO_SOURCE = "the system's WKT needs terrain-proj4j (Proj4J's EPSG registry) on the module or class path;"
            + " without it terrain4j has WKT only for common systems (geographic, UTM, national grids, polar,"
            + " Mercator)";

    /**
     * Asks every source on the path, in the order the service loader finds them.
     *
     * @param code an EPSG code
     * @return the first source's WKT, or empty if none has one (or no source is installed)
     * @throws IllegalStateException if a source is on the class path while terrain-api is a named module
     */
    static Optional<String> any(int code) {
        try {
            for (WktSource s : ServiceLoader.load(WktSource.class, WktSource.class.getClassLoader())) {
                Optional<String> w = s.wkt(code);
                if (w.isPresent()) {
                    return w;
                }
            }
        } catch (ServiceConfigurationError | IllegalAccessError e) {
            throw Reprojection.misplaced(e);
        }
        return Optional.empty();
    }

    /**
     * Why no source writes a code's WKT: the first reason a source on the path gives, or
     * {@link #NO_SOURCE} if none is installed.
     *
     * @param code an EPSG code that {@link #any(int)} found no WKT for
     * @return a clause completing "cannot record EPSG:CODE in its .prj: …"; never empty
     * @throws IllegalStateException if a source is on the class path while terrain-api is a named module
     */
    static String why(int code) {
        boolean installed = false;
        try {
            for (WktSource s : ServiceLoader.load(WktSource.class, WktSource.class.getClassLoader())) {
                installed = true;
                Optional<String> r = s.refusal(code);
                if (r.isPresent()) {
                    return r.get();
                }
            }
        } catch (ServiceConfigurationError | IllegalAccessError e) {
            throw Reprojection.misplaced(e);
        }
        return installed ? "no WKT source on the path writes it" : NO_SOURCE;
    }
}
