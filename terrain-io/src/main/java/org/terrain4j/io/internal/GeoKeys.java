package org.terrain4j.io.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;

import org.terrain4j.api.CoordinateSystem;
import org.terrain4j.api.internal.CrsCatalog;
import org.terrain4j.api.internal.CrsCatalog.Datum;
import org.terrain4j.api.internal.CrsCatalog.Definition;
import org.terrain4j.api.internal.CrsCatalog.Method;

/**
 * GeoTIFF keys of a coordinate reference system, both ways: an EPSG code as
 * {@code ProjectedCSTypeGeoKey}/{@code GeographicTypeGeoKey}, and a system known only by its WKT as
 * user-defined keys (code 32767) with its projection method ({@code ProjCoordTransGeoKey}) and
 * parameters, laid out as GDAL's GTiff driver lays them out. Source: OGC 19-008r4 (GeoTIFF 1.1),
 * sections 7.3–7.5 and annex C. Not API.
 */
public final class GeoKeys {

    static final int USER_DEFINED = 32767;
    static final int TAG_DOUBLE_PARAMS = 34736;
    static final int TAG_ASCII_PARAMS = 34737;

    private static final int MODEL_TYPE = 1024;
    private static final int RASTER_TYPE = 1025;
    private static final int CITATION = 1026;
    private static final int GEOGRAPHIC_TYPE = 2048;
    private static final int GEOG_CITATION = 2049;
    private static final int GEOG_DATUM = 2050;
    private static final int GEOG_PRIME_MERIDIAN = 2051;
    private static final int GEOG_ANGULAR_UNITS = 2054;
    private static final int GEOG_ELLIPSOID = 2056;
    private static final int GEOG_SEMI_MAJOR = 2057;
    private static final int GEOG_SEMI_MINOR = 2058;
    private static final int GEOG_INV_FLATTENING = 2059;
    private static final int PROJECTED_TYPE = 3072;
    private static final int PROJECTION = 3074;
    private static final int COORD_TRANS = 3075;
    private static final int LINEAR_UNITS = 3076;
    private static final int STD_PARALLEL_1 = 3078;
    private static final int STD_PARALLEL_2 = 3079;
    private static final int NAT_ORIGIN_LONG = 3080;
    private static final int NAT_ORIGIN_LAT = 3081;
    private static final int FALSE_EASTING = 3082;
    private static final int FALSE_NORTHING = 3083;
    private static final int FALSE_ORIGIN_LONG = 3084;
    private static final int FALSE_ORIGIN_LAT = 3085;
    private static final int FALSE_ORIGIN_EASTING = 3086;
    private static final int FALSE_ORIGIN_NORTHING = 3087;
    private static final int SCALE_AT_NAT_ORIGIN = 3092;
    private static final int STRAIGHT_VERT_POLE_LONG = 3095;

    private static final int CT_TRANSVERSE_MERCATOR = 1;
    private static final int CT_MERCATOR = 7;
    private static final int CT_LAMBERT_CONF_CONIC_2SP = 8;
    private static final int CT_ALBERS_EQUAL_AREA = 11;
    private static final int CT_POLAR_STEREOGRAPHIC = 15;

    private static final int METRE = 9001;
    private static final int DEGREE = 9102;
    private static final int GREENWICH = 8901;

    private GeoKeys() {
    }

    /**
     * The key directory with its parameter tags.
     *
     * @param directory the GeoKeyDirectoryTag values
     * @param doubles   the GeoDoubleParamsTag values, empty if none
     * @param ascii     the GeoAsciiParamsTag text, empty if none
     */
    public record Encoded(char[] directory, double[] doubles, String ascii) {
    }

    /**
     * The keys of a system, pixel-is-area.
     *
     * @param crs the system
     * @return its keys
     * @throws IllegalArgumentException if the system has no EPSG code below 32767 and its WKT is not
     *                                  of a method written as user-defined keys; the message names why
     */
    public static Encoded encode(CoordinateSystem crs) {
        TreeMap<Integer, Object> keys = new TreeMap<>();
        keys.put(RASTER_TYPE, 1);
        OptionalInt code = crs.epsg();
        if (code.isPresent() && code.getAsInt() < USER_DEFINED) {
            boolean geographic = crs.isGeographic();
            keys.put(MODEL_TYPE, geographic ? 2 : 1);
            keys.put(geographic ? GEOGRAPHIC_TYPE : PROJECTED_TYPE, code.getAsInt());
            return layout(keys);
        }
        if (crs.wkt().isEmpty()) {
            throw new IllegalArgumentException("field frame's coordinate system " + crs
                    + " has no EPSG code below 32767 and no WKT; GeoTIFF keys cannot record it");
        }
        Definition d;
        try {
            d = CrsCatalog.parse(crs.wkt().get());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("field frame's coordinate system " + crs
                    + " has no EPSG code below 32767 and its WKT cannot be written as GeoTIFF keys: "
                    + e.getMessage(), e);
        }
        if (d.method() == Method.WEB_MERCATOR) {
            throw new IllegalArgumentException("field frame's coordinate system " + crs
                    + " is a Web Mercator other than EPSG:3857 (its datum or false origin differ), which GeoTIFF"
                    + " keys cannot record");
        }
        geographicKeys(keys, d.datum());
        if (d.method() == Method.GEOGRAPHIC) {
            keys.put(MODEL_TYPE, 2);
            return layout(keys);
        }
        keys.put(MODEL_TYPE, 1);
        keys.put(CITATION, d.name());
        keys.put(PROJECTED_TYPE, USER_DEFINED);
        keys.put(PROJECTION, USER_DEFINED);
        keys.put(LINEAR_UNITS, METRE);
        switch (d.method()) {
            case TRANSVERSE_MERCATOR, MERCATOR -> {
                keys.put(COORD_TRANS, d.method() == Method.MERCATOR ? CT_MERCATOR : CT_TRANSVERSE_MERCATOR);
                keys.put(NAT_ORIGIN_LONG, d.centralMeridian());
                keys.put(NAT_ORIGIN_LAT, d.latitudeOfOrigin());
                keys.put(FALSE_EASTING, d.falseEasting());
                keys.put(FALSE_NORTHING, d.falseNorthing());
                keys.put(SCALE_AT_NAT_ORIGIN, d.scaleFactor());
            }
            case LAMBERT_CONFORMAL_CONIC_2SP -> {
                keys.put(COORD_TRANS, CT_LAMBERT_CONF_CONIC_2SP);
                keys.put(STD_PARALLEL_1, d.standardParallel1());
                keys.put(STD_PARALLEL_2, d.standardParallel2());
                keys.put(FALSE_ORIGIN_LONG, d.centralMeridian());
                keys.put(FALSE_ORIGIN_LAT, d.latitudeOfOrigin());
                keys.put(FALSE_ORIGIN_EASTING, d.falseEasting());
                keys.put(FALSE_ORIGIN_NORTHING, d.falseNorthing());
            }
            case ALBERS_EQUAL_AREA -> {
                keys.put(COORD_TRANS, CT_ALBERS_EQUAL_AREA);
                keys.put(STD_PARALLEL_1, d.standardParallel1());
                keys.put(STD_PARALLEL_2, d.standardParallel2());
                keys.put(NAT_ORIGIN_LONG, d.centralMeridian());
                keys.put(NAT_ORIGIN_LAT, d.latitudeOfOrigin());
                keys.put(FALSE_EASTING, d.falseEasting());
                keys.put(FALSE_NORTHING, d.falseNorthing());
            }
            case POLAR_STEREOGRAPHIC -> { // as GDAL: the latitude of true scale in the natural origin's key
                keys.put(COORD_TRANS, CT_POLAR_STEREOGRAPHIC);
                keys.put(STRAIGHT_VERT_POLE_LONG, d.centralMeridian());
                keys.put(NAT_ORIGIN_LAT, d.standardParallel1());
                keys.put(FALSE_EASTING, d.falseEasting());
                keys.put(FALSE_NORTHING, d.falseNorthing());
                keys.put(SCALE_AT_NAT_ORIGIN, 1.0);
            }
            default -> throw new IllegalStateException(d.method().toString());
        }
        return layout(keys);
    }

    private static void geographicKeys(TreeMap<Integer, Object> keys, Datum g) {
        if (g.geographicCode() != 0) {
            keys.put(GEOGRAPHIC_TYPE, g.geographicCode());
            return;
        }
        keys.put(GEOGRAPHIC_TYPE, USER_DEFINED);
        keys.put(GEOG_CITATION, "GCS Name = " + g.gcsName() + "|Datum = " + g.datumName() + "|Ellipsoid = "
                + g.spheroidName() + "|Primem = Greenwich|");
        keys.put(GEOG_DATUM, USER_DEFINED);
        keys.put(GEOG_PRIME_MERIDIAN, GREENWICH);
        keys.put(GEOG_ANGULAR_UNITS, DEGREE);
        keys.put(GEOG_ELLIPSOID, g.ellipsoidCode() != 0 ? g.ellipsoidCode() : USER_DEFINED);
        keys.put(GEOG_SEMI_MAJOR, g.semiMajor());
        if (g.inverseFlattening() == 0) {
            keys.put(GEOG_SEMI_MINOR, g.semiMajor());
        } else {
            keys.put(GEOG_INV_FLATTENING, g.inverseFlattening());
        }
    }

    private static Encoded layout(TreeMap<Integer, Object> keys) {
        List<Character> dir = new ArrayList<>();
        List<Double> doubles = new ArrayList<>();
        StringBuilder ascii = new StringBuilder();
        for (Map.Entry<Integer, Object> e : keys.entrySet()) {
            dir.add((char) (int) e.getKey());
            if (e.getValue() instanceof Integer v) {
                dir.add((char) 0);
                dir.add((char) 1);
                dir.add((char) (int) v);
            } else if (e.getValue() instanceof Double v) {
                dir.add((char) TAG_DOUBLE_PARAMS);
                dir.add((char) 1);
                dir.add((char) doubles.size());
                doubles.add(v);
            } else {
                String s = e.getValue() + "|";
                dir.add((char) TAG_ASCII_PARAMS);
                dir.add((char) s.length());
                dir.add((char) ascii.length());
                ascii.append(s);
            }
        }
        char[] out = new char[4 + dir.size()];
        out[0] = 1;
        out[1] = 1;
        out[2] = 0;
        out[3] = (char) keys.size();
        for (int i = 0; i < dir.size(); i++) {
            out[4 + i] = dir.get(i);
        }
        double[] d = new double[doubles.size()];
        for (int i = 0; i < d.length; i++) {
            d[i] = doubles.get(i);
        }
        return new Encoded(out, d, ascii.toString());
    }

    /**
     * The system the keys name: an EPSG code (1…32766) of the projected or geographic system, or a
     * user-defined system of a method {@link #encode} writes, as ESRI WKT; empty for none or for a
     * user-defined system of another method.
     *
     * @param keys key id → value: {@link Integer} for a short, {@code double[]} for doubles,
     *             {@link String} for text (its trailing {@code |} removed)
     * @return the system, if the keys name one terrain4j can carry
     */
    public static Optional<CoordinateSystem> decode(Map<Integer, Object> keys) {
        int model = shortKey(keys, MODEL_TYPE);
        int projected = shortKey(keys, PROJECTED_TYPE);
        int geographic = shortKey(keys, GEOGRAPHIC_TYPE);
        int code = model == 1 ? projected : model == 2 ? geographic : projected != 0 ? projected : geographic;
        if (code > 0 && code < USER_DEFINED) {
            return Optional.of(CoordinateSystem.ofEpsg(code));
        }
        if (code != USER_DEFINED) {
            return Optional.empty();
        }
        Datum datum = datum(keys, geographic);
        if (datum == null) {
            return Optional.empty();
        }
        if (model == 2 || projected != USER_DEFINED) {
            return Optional.of(CoordinateSystem.ofWkt(CrsCatalog.esriWkt(new Definition(datum.gcsName(), datum,
                    Method.GEOGRAPHIC, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN,
                    Double.NaN))));
        }
        int units = shortKey(keys, LINEAR_UNITS);
        if (units != 0 && units != METRE) {
            return Optional.empty();
        }
        String name = keys.get(CITATION) instanceof String s ? s : "unnamed";
        double nan = Double.NaN;
        Definition d = switch (shortKey(keys, COORD_TRANS)) {
            case CT_TRANSVERSE_MERCATOR -> new Definition(name, datum, Method.TRANSVERSE_MERCATOR,
                    d(keys, NAT_ORIGIN_LAT, 0), d(keys, NAT_ORIGIN_LONG, 0), nan, nan, d(keys, SCALE_AT_NAT_ORIGIN, 1),
                    d(keys, FALSE_EASTING, 0), d(keys, FALSE_NORTHING, 0));
            case CT_MERCATOR -> d(keys, NAT_ORIGIN_LAT, 0) != 0 || !(d(keys, SCALE_AT_NAT_ORIGIN, 1) > 0
                    && d(keys, SCALE_AT_NAT_ORIGIN, 1) <= 1) ? null : new Definition(name, datum, Method.MERCATOR,
                    0, d(keys, NAT_ORIGIN_LONG, 0), nan, nan, d(keys, SCALE_AT_NAT_ORIGIN, 1),
                    d(keys, FALSE_EASTING, 0), d(keys, FALSE_NORTHING, 0));
            case CT_LAMBERT_CONF_CONIC_2SP -> new Definition(name, datum, Method.LAMBERT_CONFORMAL_CONIC_2SP,
                    d(keys, FALSE_ORIGIN_LAT, 0), d(keys, FALSE_ORIGIN_LONG, 0), d(keys, STD_PARALLEL_1, nan),
                    d(keys, STD_PARALLEL_2, nan), nan, d(keys, FALSE_ORIGIN_EASTING, 0),
                    d(keys, FALSE_ORIGIN_NORTHING, 0));
            case CT_ALBERS_EQUAL_AREA -> new Definition(name, datum, Method.ALBERS_EQUAL_AREA,
                    d(keys, NAT_ORIGIN_LAT, 0), d(keys, NAT_ORIGIN_LONG, 0), d(keys, STD_PARALLEL_1, nan),
                    d(keys, STD_PARALLEL_2, nan), nan, d(keys, FALSE_EASTING, 0), d(keys, FALSE_NORTHING, 0));
            case CT_POLAR_STEREOGRAPHIC -> {
                double trueScale = d(keys, NAT_ORIGIN_LAT, nan);
                yield !(Math.abs(trueScale) > 0 && Math.abs(trueScale) <= 90)
                        || Math.abs(d(keys, SCALE_AT_NAT_ORIGIN, 1) - 1) > 1e-12 ? null
                        : new Definition(name, datum, Method.POLAR_STEREOGRAPHIC, Math.copySign(90, trueScale),
                                d(keys, STRAIGHT_VERT_POLE_LONG, 0), trueScale, nan, nan, d(keys, FALSE_EASTING, 0),
                                d(keys, FALSE_NORTHING, 0));
            }
            default -> null;
        };
        if (d == null || (d.method() == Method.LAMBERT_CONFORMAL_CONIC_2SP || d.method() == Method.ALBERS_EQUAL_AREA)
                && (Double.isNaN(d.standardParallel1()) || Double.isNaN(d.standardParallel2()))) {
            return Optional.empty();
        }
        return Optional.of(CoordinateSystem.ofWkt(CrsCatalog.esriWkt(d)));
    }

    private static Datum datum(Map<Integer, Object> keys, int geographic) {
        if (geographic > 0 && geographic < USER_DEFINED) {
            return CrsCatalog.byCode(geographic).filter(d -> d.method() == Method.GEOGRAPHIC)
                    .map(Definition::datum).orElse(null);
        }
        if (shortKey(keys, GEOG_PRIME_MERIDIAN) != 0 && shortKey(keys, GEOG_PRIME_MERIDIAN) != GREENWICH
                || shortKey(keys, GEOG_ANGULAR_UNITS) != 0 && shortKey(keys, GEOG_ANGULAR_UNITS) != DEGREE) {
            return null;
        }
        double a = d(keys, GEOG_SEMI_MAJOR, Double.NaN);
        double rf = d(keys, GEOG_INV_FLATTENING, Double.NaN);
        double b = d(keys, GEOG_SEMI_MINOR, Double.NaN);
        int ellipsoid = shortKey(keys, GEOG_ELLIPSOID);
        String spheroid = "unknown";
        for (int g : new int[] {4326, 4269, 4267, 4277}) {
            Datum known = CrsCatalog.byCode(g).orElseThrow().datum();
            if (ellipsoid != 0 && known.ellipsoidCode() == ellipsoid) {
                spheroid = known.spheroidName();
                if (Double.isNaN(a)) {
                    a = known.semiMajor();
                    rf = known.inverseFlattening();
                }
            }
        }
        if (Double.isNaN(rf) && b > 0) {
            rf = a == b ? 0 : a / (a - b);
        }
        if (!(a > 0) || !(rf >= 0)) {
            return null;
        }
        String gcs = "unknown";
        String datum = "unknown";
        if (keys.get(GEOG_CITATION) instanceof String s) {
            gcs = s;
            for (String part : s.split("\\|")) {
                int eq = part.indexOf('=');
                if (eq > 0) {
                    String key = part.substring(0, eq).strip();
                    String value = part.substring(eq + 1).strip();
                    switch (key) {
                        case "GCS Name" -> gcs = value;
                        case "Datum" -> datum = value;
                        case "Ellipsoid" -> spheroid = value;
                        default -> {
                        }
                    }
                }
            }
        }
        String text = "GEOGCS[\"" + gcs.replace("\"", "") + "\",DATUM[\"" + datum.replace("\"", "")
                + "\",SPHEROID[\"" + spheroid.replace("\"", "") + "\"," + a + "," + rf + "]]]";
        return CrsCatalog.parse(text).datum(); // a known datum by its names, or this one as it is
    }

    private static int shortKey(Map<Integer, Object> keys, int id) {
        return keys.get(id) instanceof Integer v ? v : 0;
    }

    private static double d(Map<Integer, Object> keys, int id, double fallback) {
        return keys.get(id) instanceof double[] v && v.length > 0 && Double.isFinite(v[0]) ? v[0] : fallback;
    }
}
