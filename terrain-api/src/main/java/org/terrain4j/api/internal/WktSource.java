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
}
