package org.terrain4j.proj4j.internal;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import org.locationtech.proj4j.CRSFactory;
import org.locationtech.proj4j.CoordinateReferenceSystem;
import org.locationtech.proj4j.Proj4jException;
import org.locationtech.proj4j.datum.Datum;
import org.locationtech.proj4j.datum.Ellipsoid;
import org.terrain4j.api.internal.WktSource;

/**
 * OGC WKT 1 for EPSG codes terrain-api's own catalogue does not hold, written from LocationTech
 * Proj4J's EPSG registry (its PROJ.4 parameters): {@code PROJCS[name, GEOGCS[…], PROJECTION[…],
 * PARAMETER[…]…, UNIT["metre",1], AUTHORITY["EPSG", code]]}, the parameters named as GDAL names them
 * in WKT 1. Methods: {@code tmerc} and {@code utm} → Transverse_Mercator, {@code laea} →
 * Lambert_Azimuthal_Equal_Area, {@code sterea} → Oblique_Stereographic, {@code somerc} →
 * Hotine_Oblique_Mercator_Azimuth_Center (azimuth 90°), {@code lcc} → Lambert_Conformal_Conic_1SP or
 * _2SP, {@code aea} → Albers_Conic_Equal_Area, {@code merc} → Mercator_1SP, {@code stere} at a pole →
 * Polar_Stereographic, {@code longlat} → a GEOGCS. Anything else, units other than metres, a prime
 * meridian other than Greenwich ({@code +pm=}), or a code Proj4J does not know gives empty, and
 * {@link #refusal(int)} says which of these it was. The
 * outermost {@code AUTHORITY} is the code, so GDAL and terrain-api identify the system by it.
 *
 * <p>Names and axes as GDAL writes them for the code, so that GDAL finds our WKT equal to its own and
 * not merely like it: the GEOGCS and DATUM names with their {@code AUTHORITY} from {@code EpsgGeodetic}
 * (where it cannot tell the datum: {@code GEOGCS["unknown",DATUM["Unknown based on <ellipsoid>
 * ellipsoid"]]}, without authorities, and the registry's {@code TOWGS84}), the axis order from
 * {@code EpsgAxes}. A datum known by its code carries no {@code TOWGS84}, as in GDAL's WKT 1 for the code.
 *
 * <p>Thread-safe (a factory per call; the registry look-ups are cached). Not API: found by
 * {@code ServiceLoader} as a {@link WktSource}.
 */
public final class Proj4jWkt implements WktSource {

    /** Creates the source (the service loader does). */
    public Proj4jWkt() {
    }

    @Override
    public Optional<String> wkt(int code) {
        Written w = write(code);
        return Optional.ofNullable(w.wkt());
    }

    /**
     * @return for a code Proj4J does not know: "Proj4J's EPSG registry does not know the code"; for a
     *         unit other than metres, a method not written, a prime meridian other than Greenwich or a
     *         stereographic projection not at a pole: that, with Proj4J's parameter; empty if the WKT is
     *         written
     */
    @Override
    public Optional<String> refusal(int code) {
        return Optional.ofNullable(write(code).reason());
    }

    /** Either the WKT or why it is not written; exactly one is non-null. */
    private record Written(String wkt, String reason) {
        static Written of(String wkt) {
            return new Written(wkt, null);
        }

        static Written refused(String reason) {
            return new Written(null, reason);
        }
    }

    /** Unit names for Proj4J's {@code +units=} values, for messages. */
    private static String unitName(String units) {
        return switch (units) {
            case "us-ft" -> "US survey feet";
            case "ft" -> "international feet";
            case "km" -> "kilometres";
            case "degrees" -> "degrees";
            default -> units;
        };
    }

    private static Written write(int code) {
        CoordinateReferenceSystem crs;
        try {
            crs = new CRSFactory().createFromName("EPSG:" + code);
        } catch (Proj4jException | IllegalArgumentException | IllegalStateException unknown) {
            return Written.refused(UNKNOWN);
        }
        if (crs == null) {
            return Written.refused(UNKNOWN);
        }
        Map<String, String> p = parameters(crs.getParameters());
        String proj = p.getOrDefault("proj", "");
        String units = p.getOrDefault("units", "m");
        String name = EpsgGeodetic.name(code).orElse(crs.getName() == null || crs.getName().isBlank()
                ? "EPSG:" + code : crs.getName());
        if (!greenwich(p.get("pm"))) {
            return Written.refused("the system's prime meridian is not Greenwich (Proj4J's +pm=" + p.get("pm")
                    + "), and terrain4j writes WKT on Greenwich only");
        }
        EpsgGeodetic.Geodetic known = EpsgGeodetic.of(code, p.get("datum")).orElse(null);
        if (proj.equals("longlat") || proj.equals("latlong")) {
            String axes = EpsgAxes.ofGeographic(code).map(a -> "," + a).orElse("");
            if (known == null) {
                String g = geogcs(crs.getDatum(), p, null);
                return Written.of(g.substring(0, g.length() - 1) + axes + ",AUTHORITY[\"EPSG\",\"" + code + "\"]]");
            }
            // the system is the code itself (its own name where the datum came from Proj4J's +datum= alone)
            EpsgGeodetic.Geodetic self = known.geographicCode() == code ? known
                    : new EpsgGeodetic.Geodetic(name, code, known.datumName(), known.datumCode());
            String g = geogcs(crs.getDatum(), p, self);
            int authority = g.lastIndexOf(",AUTHORITY[");
            return Written.of(g.substring(0, authority) + axes + g.substring(authority));
        }
        String geogcs = geogcs(crs.getDatum(), p, known);
        if (!units.equals("m") || p.containsKey("to_meter")) {
            String unit = p.containsKey("to_meter") && units.equals("m") ? "+to_meter=" + p.get("to_meter")
                    : "+units=" + units;
            String named = p.containsKey("to_meter") && units.equals("m") ? "a unit of " + p.get("to_meter") + " m"
                    : unitName(units);
            return Written.refused("the system's unit is " + named + " (Proj4J's " + unit
                    + "), and terrain4j writes WKT in metres only");
        }
        StringBuilder b = new StringBuilder("PROJCS[").append(quote(name)).append(',').append(geogcs);
        double lat0 = number(p, "lat_0", 0);
        double lon0 = number(p, "lon_0", 0);
        double k = number(p, "k_0", number(p, "k", 1));
        double falseEasting = number(p, "x_0", 0);
        double falseNorthing = number(p, "y_0", 0);
        switch (proj) {
            case "utm" -> {
                double zone = number(p, "zone", Double.NaN);
                if (!(zone >= 1 && zone <= 60 && zone == Math.rint(zone))) {
                    return Written.refused("the system's UTM zone (Proj4J's +zone=" + p.get("zone")
                            + ") is not 1 to 60");
                }
                method(b, "Transverse_Mercator", "latitude_of_origin", 0, "central_meridian", 6 * zone - 183,
                        "scale_factor", 0.9996);
                falseEasting = 500_000;
                falseNorthing = p.containsKey("south") ? 10_000_000 : 0;
            }
            case "tmerc" -> method(b, "Transverse_Mercator", "latitude_of_origin", lat0, "central_meridian", lon0,
                    "scale_factor", k);
            case "laea" -> method(b, "Lambert_Azimuthal_Equal_Area", "latitude_of_center", lat0, "longitude_of_center",
                    lon0);
            case "sterea" -> method(b, "Oblique_Stereographic", "latitude_of_origin", lat0, "central_meridian", lon0,
                    "scale_factor", k);
            case "somerc" -> method(b, "Hotine_Oblique_Mercator_Azimuth_Center", "latitude_of_center", lat0,
                    "longitude_of_center", lon0, "azimuth", 90, "rectified_grid_angle", 90, "scale_factor", k);
            case "lcc" -> {
                double lat1 = number(p, "lat_1", lat0);
                double lat2 = number(p, "lat_2", lat1);
                if (lat1 == lat2 && !p.containsKey("lat_2")) {
                    method(b, "Lambert_Conformal_Conic_1SP", "latitude_of_origin", lat1, "central_meridian", lon0,
                            "scale_factor", k);
                } else {
                    method(b, "Lambert_Conformal_Conic_2SP", "standard_parallel_1", lat1, "standard_parallel_2", lat2,
                            "latitude_of_origin", lat0, "central_meridian", lon0);
                }
            }
            case "aea" -> method(b, "Albers_Conic_Equal_Area", "standard_parallel_1", number(p, "lat_1", 0),
                    "standard_parallel_2", number(p, "lat_2", 0), "latitude_of_center", lat0, "longitude_of_center",
                    lon0);
            case "merc" -> {
                if (p.containsKey("lat_ts")) {
                    method(b, "Mercator_2SP", "standard_parallel_1", number(p, "lat_ts", 0), "central_meridian", lon0);
                } else {
                    method(b, "Mercator_1SP", "central_meridian", lon0, "scale_factor", k);
                }
            }
            case "stere" -> {
                if (Math.abs(Math.abs(lat0) - 90) > 1e-9) {
                    return Written.refused("the system's stereographic projection is not centred on a pole"
                            + " (Proj4J's +proj=stere +lat_0=" + p.get("lat_0")
                            + "), and terrain4j writes WKT for the polar one only");
                }
                method(b, "Polar_Stereographic", "latitude_of_origin", number(p, "lat_ts", lat0), "central_meridian",
                        lon0, "scale_factor", k);
            }
            default -> {
                return Written.refused("the system's method (Proj4J's +proj=" + proj + ") is not one terrain4j"
                        + " writes as WKT");
            }
        }
        b.append(",PARAMETER[\"false_easting\",").append(text(falseEasting))
                .append("],PARAMETER[\"false_northing\",").append(text(falseNorthing))
                .append("],UNIT[\"metre\",1,AUTHORITY[\"EPSG\",\"9001\"]],").append(EpsgAxes.of(code))
                .append(",AUTHORITY[\"EPSG\",\"").append(code).append("\"]]");
        return Written.of(b.toString());
    }

    /** The reason for a code Proj4J's registry does not know. */
    static final String UNKNOWN = "Proj4J's EPSG registry does not know the code";

    /**
     * The GEOGCS: named by EPSG and with the datum's and its own {@code AUTHORITY} where
     * {@code EpsgGeodetic} knows the code's datum, and then no {@code TOWGS84} (as GDAL writes an EPSG
     * code: the shift to WGS 84 is a transformation the reader chooses for the datum's code; Proj4J's,
     * from an older registry, is not always the one EPSG lists first, and GDAL then reads the system as a
     * bound CRS, identified at 70 %); otherwise {@code GEOGCS["unknown", DATUM["Unknown based on
     * <ellipsoid> ellipsoid"]]} (GDAL's own wording for a datum it knows only by its ellipsoid) with the
     * registry's {@code TOWGS84}, the only trace left of the datum.
     */
    private static String geogcs(Datum datum, Map<String, String> p, EpsgGeodetic.Geodetic known) {
        Ellipsoid e = datum.getEllipsoid();
        double a = e.getEquatorRadius();
        double rb = e.getB();
        double rf = a == rb ? 0 : a / (a - rb);
        String ellipsoid = e.getName() == null || e.getName().isBlank() ? "unknown" : e.getName();
        String geographicName = known != null ? known.geographicName() : UNKNOWN_GEOGRAPHIC;
        String datumName = known != null ? known.datumName() : unknownDatum(ellipsoid);
        StringBuilder g = new StringBuilder("GEOGCS[").append(quote(geographicName)).append(",DATUM[")
                .append(quote(datumName)).append(",SPHEROID[").append(quote(ellipsoid)).append(',')
                .append(text(a)).append(',').append(text(rf)).append(']');
        double[] t = datum.getTransformToWGS84();
        if (known == null && p.containsKey("towgs84") && t != null && (t.length == 3 || t.length == 7)) {
            String[] raw = p.get("towgs84").split(",");
            g.append(",TOWGS84[");
            for (int i = 0; i < 7; i++) {
                g.append(i > 0 ? "," : "").append(i < raw.length ? raw[i].strip() : "0");
            }
            g.append(']');
        }
        if (known != null) {
            g.append(",AUTHORITY[\"EPSG\",\"").append(known.datumCode()).append("\"]");
        }
        g.append("],PRIMEM[\"Greenwich\",0],UNIT[\"degree\",0.0174532925199433]");
        if (known != null) {
            g.append(",AUTHORITY[\"EPSG\",\"").append(known.geographicCode()).append("\"]");
        }
        return g.append(']').toString();
    }

    /**
     * @param pm Proj4J's {@code +pm=} value, or null if none
     * @return whether it is Greenwich (absent, {@code greenwich}, or 0): the only prime meridian written
     */
    static boolean greenwich(String pm) {
        if (pm == null || pm.isBlank() || pm.equalsIgnoreCase("greenwich")) {
            return true;
        }
        try {
            return Double.parseDouble(pm) == 0;
        } catch (NumberFormatException named) {
            return false;
        }
    }

    /** The GEOGCS name where the code's datum is not known. */
    static final String UNKNOWN_GEOGRAPHIC = "unknown";

    /**
     * @param ellipsoid the ellipsoid's name
     * @return the DATUM name where the code's datum is not known: {@code Unknown based on <ellipsoid> ellipsoid}
     */
    static String unknownDatum(String ellipsoid) {
        return "Unknown based on " + ellipsoid + " ellipsoid";
    }

    private static void method(StringBuilder b, String name, Object... parameters) {
        b.append(",PROJECTION[").append(quote(name)).append(']');
        for (int i = 0; i < parameters.length; i += 2) {
            b.append(",PARAMETER[").append(quote((String) parameters[i])).append(',')
                    .append(text(((Number) parameters[i + 1]).doubleValue())).append(']');
        }
    }

    /** PROJ.4 parameters ({@code +key=value} or {@code +flag}) by key, lower case. */
    static Map<String, String> parameters(String[] tokens) {
        Map<String, String> out = new LinkedHashMap<>();
        if (tokens == null) {
            return out;
        }
        for (String t : tokens) {
            String s = t.strip();
            if (s.startsWith("+")) {
                s = s.substring(1);
            }
            int eq = s.indexOf('=');
            if (eq < 0) {
                out.put(s.toLowerCase(Locale.ROOT), "");
            } else {
                out.put(s.substring(0, eq).toLowerCase(Locale.ROOT), s.substring(eq + 1));
            }
        }
        return out;
    }

    private static double number(Map<String, String> p, String key, double fallback) {
        String v = p.get(key);
        if (v == null || v.isEmpty()) {
            return fallback;
        }
        try {
            return Double.parseDouble(v);
        } catch (NumberFormatException notANumber) {
            return fallback;
        }
    }

    private static String text(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
    }

    private static String quote(String s) {
        return '"' + s.replace("\"", "") + '"';
    }
}
