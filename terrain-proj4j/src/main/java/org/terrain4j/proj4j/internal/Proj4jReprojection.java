package org.terrain4j.proj4j.internal;

import java.util.Optional;
import java.util.OptionalInt;

import org.locationtech.proj4j.CRSFactory;
import org.locationtech.proj4j.CoordinateReferenceSystem;
import org.locationtech.proj4j.CoordinateTransform;
import org.locationtech.proj4j.CoordinateTransformFactory;
import org.locationtech.proj4j.Proj4jException;
import org.locationtech.proj4j.ProjCoordinate;
import org.locationtech.proj4j.UnknownAuthorityCodeException;
import org.terrain4j.api.CoordinateSystem;
import org.terrain4j.api.internal.CrsCatalog;
import org.terrain4j.api.internal.Reprojection;

/**
 * Reprojection to WGS 84 longitude/latitude with LocationTech Proj4J: a system of terrain-api's
 * catalogue by its parameters, another EPSG code through Proj4J's registry, a WKT without a code by
 * the parameters it states. The registry question asks Proj4J's EPSG registry.
 *
 * <p>Stateless and thread-safe (a factory per call); each {@link Reprojection.ToWgs84} it returns holds
 * Proj4J's transform and two coordinates, so is for one thread. Not API: found by {@code ServiceLoader}
 * as a {@link Reprojection}.
 */
public final class Proj4jReprojection implements Reprojection {

    /** Creates the service (the service loader does). */
    public Proj4jReprojection() {
    }

    @Override
    public ToWgs84 toWgs84(CoordinateSystem crs) {
        CRSFactory factory = new CRSFactory();
        CoordinateReferenceSystem source = source(factory, crs, crs.epsg());
        CoordinateReferenceSystem target = factory.createFromParameters("WGS84", "+proj=longlat +datum=WGS84 +no_defs");
        CoordinateTransform transform = new CoordinateTransformFactory().createTransform(source, target);
        ProjCoordinate in = new ProjCoordinate();
        ProjCoordinate out = new ProjCoordinate();
        return (easting, northing, dest) -> {
            in.x = easting;
            in.y = northing;
            try {
                transform.transform(in, out);
            } catch (Proj4jException ex) {
                throw new IllegalArgumentException(ex.getMessage(), ex);
            }
            dest[0] = out.x;
            dest[1] = out.y;
        };
    }

    private static CoordinateReferenceSystem source(CRSFactory factory, CoordinateSystem crs, OptionalInt code) {
        if (code.isPresent()) {
            int c = code.getAsInt();
            Optional<CrsCatalog.Definition> listed = CrsCatalog.byCode(c);
            return listed.isPresent() ? factory.createFromParameters("EPSG:" + c, CrsCatalog.proj4(listed.get()))
                    : factory.createFromName("EPSG:" + c);
        }
        // a WKT without a code: its own parameters, when it is of a method terrain4j reads
        String wkt = crs.wkt().orElseThrow(() -> new IllegalArgumentException("no EPSG code and no WKT"));
        return factory.createFromParameters("WKT", CrsCatalog.proj4(CrsCatalog.parse(wkt)));
    }

    @Override
    public boolean registered(int code) {
        try {
            new CRSFactory().createFromName("EPSG:" + code);
            return true;
        } catch (UnknownAuthorityCodeException e) {
            return false;
        } catch (RuntimeException e) {
            return true; // registered, though Proj4J cannot build it (an unsupported projection)
        }
    }
}
