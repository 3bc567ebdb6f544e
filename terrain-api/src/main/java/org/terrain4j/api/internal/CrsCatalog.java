package org.terrain4j.api.internal;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The coordinate reference systems terrain4j can write without a projection library: their
 * parameters, their WKT 1 (OGC's with EPSG authorities as GDAL writes it, and ESRI's dialect as
 * ArcGIS writes a {@code .prj}), the parse of either back into parameters, and the match of
 * parameters to an EPSG code. The parameters are the EPSG registry's (as GDAL 3.6 / PROJ 9 report them); the ESRI
 * names are those of ESRI's projection engine (as GDAL's {@code morphToESRI} writes them).
 *
 * <p>Projection methods: geographic (longitude/latitude in degrees), Transverse Mercator, Lambert
 * Conformal Conic with two standard parallels, Albers Equal Area, polar stereographic (variant B:
 * latitude of true scale), Mercator (variants A and B, kept as the scale on the equator) and
 * Web (Pseudo-) Mercator. Linear unit: metre. Prime meridian: Greenwich.
 *
 * <p>Immutable and thread-safe. Not part of the API: may change without notice.
 *
 * @since 0.1
 */
public final class CrsCatalog {

    /** The projection methods described here. */
    public enum Method {
        /** Longitude and latitude in degrees. */
        GEOGRAPHIC,
        /** Transverse Mercator (EPSG method 9807). */
        TRANSVERSE_MERCATOR,
        /** Lambert Conformal Conic, two standard parallels (EPSG method 9802). */
        LAMBERT_CONFORMAL_CONIC_2SP,
        /** Albers Equal Area (EPSG method 9822). */
        ALBERS_EQUAL_AREA,
        /** Polar stereographic, variant B (EPSG method 9829). */
        POLAR_STEREOGRAPHIC,
        /** Mercator on the ellipsoid, variant A (EPSG method 9804) or B (9805, as its scale on the equator). */
        MERCATOR,
        /** Popular Visualisation Pseudo-Mercator (EPSG method 1024). */
        WEB_MERCATOR
    }

    /**
     * A geodetic datum with its geographic system.
     *
     * @param gcsName           ESRI name of the geographic system (e.g. {@code GCS_WGS_1984})
     * @param datumName         ESRI name of the datum (e.g. {@code D_WGS_1984})
     * @param spheroidName      ESRI name of the ellipsoid
     * @param semiMajor         semi-major axis, metres
     * @param inverseFlattening inverse flattening (0 for a sphere)
     * @param geographicCode    EPSG code of the geographic system, 0 if none
     * @param ellipsoidCode     EPSG code of the ellipsoid, 0 if none
     * @param aliases           normalised datum names that mean this datum ({@link #normalised})
     */
    public record Datum(String gcsName, String datumName, String spheroidName, double semiMajor,
            double inverseFlattening, int geographicCode, int ellipsoidCode, List<String> aliases) {
    }

    /** The EPSG registry's names of a catalogue datum, for OGC's WKT 1. */
    private record EpsgNames(String gcs, String datum, int datumCode, String spheroid) {
    }

    /** A catalogue system: its EPSG name, parameters and WKT 1 axes (as the EPSG registry orders them). */
    private record Entry(int code, String epsgName, Definition definition, String axes) {
    }

    private static final String EAST_NORTH = "AXIS[\"Easting\",EAST],AXIS[\"Northing\",NORTH]";

    /**
     * A system's parameters. Angles in degrees, lengths in metres. Unused parameters are NaN.
     *
     * @param name              the system's name (ESRI's, for the catalogue's systems)
     * @param datum             the datum
     * @param method            the projection method
     * @param latitudeOfOrigin  latitude of natural origin (TM, Mercator), of false origin (LCC), of
     *                          centre (Albers); for the polar stereographic ±90 (the pole)
     * @param centralMeridian   longitude of natural origin, false origin or centre; for the polar
     *                          stereographic the straight vertical longitude
     * @param standardParallel1 first standard parallel (LCC, Albers) or latitude of true scale
     *                          (polar stereographic)
     * @param standardParallel2 second standard parallel (LCC, Albers)
     * @param scaleFactor       scale factor at natural origin (TM, Mercator)
     * @param falseEasting      false easting (of the false origin for LCC), metres
     * @param falseNorthing     false northing, metres
     */
    public record Definition(String name, Datum datum, Method method, double latitudeOfOrigin,
            double centralMeridian, double standardParallel1, double standardParallel2, double scaleFactor,
            double falseEasting, double falseNorthing) {
    }

    private static final String DEGREE = "0.0174532925199433";
    private static final double DEGREE_VALUE = 0.0174532925199433;
    private static final double NaN = Double.NaN;

    private static final Datum WGS84 = datum(4326, "GCS_WGS_1984", "D_WGS_1984", "WGS_1984", 6378137, 298.257223563,
            7030, "WGS_1984", "WGS 84", "World Geodetic System 1984", "World Geodetic System 1984 ensemble");
    private static final Datum ETRS89 = grs80(4258, "GCS_ETRS_1989", "D_ETRS_1989", "ETRS_1989", "ETRS89",
            "European_Terrestrial_Reference_System_1989", "European Terrestrial Reference System 1989 ensemble");
    private static final Datum NAD83 = grs80(4269, "GCS_North_American_1983", "D_North_American_1983",
            "North_American_1983", "NAD83", "North_American_Datum_1983");
    private static final Datum NAD27 = datum(4267, "GCS_North_American_1927", "D_North_American_1927", "Clarke_1866",
            6378206.4, 294.978698213898, 7008, "North_American_1927", "NAD27", "North_American_Datum_1927");
    private static final Datum NZGD2000 = grs80(4167, "GCS_NZGD_2000", "D_NZGD_2000", "NZGD_2000", "NZGD2000",
            "New_Zealand_Geodetic_Datum_2000");
    private static final Datum OSGB36 = datum(4277, "GCS_OSGB_1936", "D_OSGB_1936", "Airy_1830", 6377563.396,
            299.3249646, 7001, "OSGB_1936", "OSGB36", "Ordnance_Survey_of_Great_Britain_1936");
    private static final Datum RGF93 = grs80(4171, "GCS_RGF_1993", "D_RGF_1993", "RGF_1993", "RGF93", "RGF93 v1",
            "Reseau_Geodesique_Francais_1993", "Reseau_Geodesique_Francais_1993_v1");
    private static final Datum GDA94 = grs80(4283, "GCS_GDA_1994", "D_GDA_1994", "GDA_1994", "GDA94",
            "Geocentric_Datum_of_Australia_1994");
    private static final Datum GDA2020 = grs80(7844, "GCS_GDA2020", "GDA2020", "GDA2020",
            "Geocentric_Datum_of_Australia_2020");

    private static final Datum SWEREF99 = grs80(4619, "GCS_SWEREF99", "D_SWEREF99", "SWEREF99");

    private static final List<Datum> DATUMS = List.of(WGS84, ETRS89, NAD83, NAD27, NZGD2000, OSGB36, RGF93, GDA94,
            GDA2020, SWEREF99);

    private static final Map<Datum, EpsgNames> EPSG_NAMES = Map.of(
            WGS84, new EpsgNames("WGS 84", "WGS_1984", 6326, "WGS 84"),
            ETRS89, new EpsgNames("ETRS89", "European_Terrestrial_Reference_System_1989", 6258, "GRS 1980"),
            NAD83, new EpsgNames("NAD83", "North_American_Datum_1983", 6269, "GRS 1980"),
            NAD27, new EpsgNames("NAD27", "North_American_Datum_1927", 6267, "Clarke 1866"),
            NZGD2000, new EpsgNames("NZGD2000", "New_Zealand_Geodetic_Datum_2000", 6167, "GRS 1980"),
            OSGB36, new EpsgNames("OSGB36", "Ordnance_Survey_of_Great_Britain_1936", 6277, "Airy 1830"),
            RGF93, new EpsgNames("RGF93 v1", "Reseau_Geodesique_Francais_1993_v1", 6171, "GRS 1980"),
            GDA94, new EpsgNames("GDA94", "Geocentric_Datum_of_Australia_1994", 6283, "GRS 1980"),
            GDA2020, new EpsgNames("GDA2020", "Geocentric_Datum_of_Australia_2020", 1168, "GRS 1980"),
            SWEREF99, new EpsgNames("SWEREF99", "SWEREF99", 6619, "GRS 1980"));

    private static final Map<Integer, Entry> BY_CODE = new HashMap<>();
    private static final List<Entry> ENTRIES = new ArrayList<>();

    static {
        for (Datum d : DATUMS) {
            put(d.geographicCode(), EPSG_NAMES.get(d).gcs(), new Definition(d.gcsName(), d, Method.GEOGRAPHIC, NaN, NaN,
                    NaN, NaN, NaN, NaN, NaN), "AXIS[\"Latitude\",NORTH],AXIS[\"Longitude\",EAST]");
        }
        for (int zone = 1; zone <= 60; zone++) {
            put(32600 + zone, "WGS 84 / UTM zone " + zone + "N", utm("WGS_1984_UTM_Zone_" + zone + "N", WGS84, zone, 0),
                    EAST_NORTH);
            put(32700 + zone, "WGS 84 / UTM zone " + zone + "S", utm("WGS_1984_UTM_Zone_" + zone + "S", WGS84, zone,
                    10_000_000), EAST_NORTH);
        }
        for (int zone = 28; zone <= 38; zone++) {
            put(25800 + zone, "ETRS89 / UTM zone " + zone + "N", utm("ETRS_1989_UTM_Zone_" + zone + "N", ETRS89, zone,
                    0), EAST_NORTH);
        }
        for (int zone = 1; zone <= 23; zone++) {
            put(26900 + zone, "NAD83 / UTM zone " + zone + "N", utm("NAD_1983_UTM_Zone_" + zone + "N", NAD83, zone, 0),
                    EAST_NORTH);
        }
        for (int zone = 1; zone <= 22; zone++) {
            put(26700 + zone, "NAD27 / UTM zone " + zone + "N", utm("NAD_1927_UTM_Zone_" + zone + "N", NAD27, zone, 0),
                    EAST_NORTH);
        }
        for (int zone = 48; zone <= 58; zone++) {
            put(28300 + zone, "GDA94 / MGA zone " + zone, utm("GDA_1994_MGA_Zone_" + zone, GDA94, zone, 10_000_000),
                    EAST_NORTH);
        }
        for (int zone = 46; zone <= 59; zone++) {
            put(7800 + zone, "GDA2020 / MGA zone " + zone, utm("GDA2020_MGA_Zone_" + zone, GDA2020, zone, 10_000_000),
                    EAST_NORTH);
        }
        put(2193, "NZGD2000 / New Zealand Transverse Mercator 2000", new Definition(
                "NZGD_2000_New_Zealand_Transverse_Mercator", NZGD2000, Method.TRANSVERSE_MERCATOR, 0, 173, NaN, NaN,
                0.9996, 1_600_000, 10_000_000), "AXIS[\"Northing\",NORTH],AXIS[\"Easting\",EAST]");
        put(3006, "SWEREF99 TM", new Definition("SWEREF99_TM", SWEREF99, Method.TRANSVERSE_MERCATOR, 0, 15, NaN, NaN,
                0.9996, 500_000, 0), "AXIS[\"Northing\",NORTH],AXIS[\"Easting\",EAST]");
        put(27700, "OSGB36 / British National Grid", new Definition("British_National_Grid", OSGB36,
                Method.TRANSVERSE_MERCATOR, 49, -2, NaN, NaN, 0.9996012717, 400_000, -100_000), EAST_NORTH);
        put(2154, "RGF93 v1 / Lambert-93", new Definition("RGF_1993_Lambert_93", RGF93,
                Method.LAMBERT_CONFORMAL_CONIC_2SP, 46.5, 3, 49, 44, NaN, 700_000, 6_600_000), EAST_NORTH);
        put(5070, "NAD83 / Conus Albers", new Definition("NAD_1983_Contiguous_USA_Albers", NAD83,
                Method.ALBERS_EQUAL_AREA, 23, -96, 29.5, 45.5, NaN, 0, 0), EAST_NORTH);
        put(3031, "WGS 84 / Antarctic Polar Stereographic", new Definition("WGS_1984_Antarctic_Polar_Stereographic",
                WGS84, Method.POLAR_STEREOGRAPHIC, -90, 0, -71, NaN, NaN, 0, 0),
                "AXIS[\"Easting\",NORTH],AXIS[\"Northing\",NORTH]");
        put(3413, "WGS 84 / NSIDC Sea Ice Polar Stereographic North", new Definition(
                "WGS_1984_NSIDC_Sea_Ice_Polar_Stereographic_North", WGS84, Method.POLAR_STEREOGRAPHIC, 90, -45, 70,
                NaN, NaN, 0, 0), "AXIS[\"Easting\",SOUTH],AXIS[\"Northing\",SOUTH]");
        put(3995, "WGS 84 / Arctic Polar Stereographic", new Definition("WGS_1984_Arctic_Polar_Stereographic", WGS84,
                Method.POLAR_STEREOGRAPHIC, 90, 0, 71, NaN, NaN, 0, 0),
                "AXIS[\"Easting\",SOUTH],AXIS[\"Northing\",SOUTH]");
        put(3395, "WGS 84 / World Mercator", new Definition("WGS_1984_World_Mercator", WGS84, Method.MERCATOR, 0, 0,
                NaN, NaN, 1, 0, 0), EAST_NORTH);
        put(3857, "WGS 84 / Pseudo-Mercator", new Definition("WGS_1984_Web_Mercator_Auxiliary_Sphere", WGS84,
                Method.WEB_MERCATOR, 0, 0, NaN, NaN, NaN, 0, 0), EAST_NORTH);
    }

    /** The codes of {@link #byCode}, as a list for messages. */
    public static final String SUPPORTED = "EPSG 4326, 4258, 4269, 4267, 4167, 4277, 4171, 4283, 7844, 4619 (geographic);"
            + " 32601–32660, 32701–32760 (WGS 84 / UTM); 25828–25838 (ETRS89 / UTM); 26901–26923 (NAD83 / UTM);"
            + " 26701–26722 (NAD27 / UTM); 28348–28358 (GDA94 / MGA); 7846–7859 (GDA2020 / MGA);"
            + " 2193 (NZTM2000); 3006 (SWEREF99 TM); 27700 (British National Grid); 2154 (Lambert-93); 5070 (Conus Albers);"
            + " 3031, 3413, 3995 (polar stereographic); 3395 (World Mercator); 3857 (Web Mercator)";

    /** The methods {@link #parse} reads, as a list for messages. */
    public static final String METHODS = "geographic, Transverse_Mercator, Lambert_Conformal_Conic (2SP), "
            + "Albers, polar stereographic (Stereographic_North_Pole/South_Pole, Polar_Stereographic variant B), "
            + "Mercator (variant A or B), Web Mercator (Mercator_Auxiliary_Sphere)";

    private CrsCatalog() {
    }

    private static Datum datum(int code, String gcs, String datum, String spheroid, double a, double rf,
            int ellipsoid, String... names) {
        List<String> aliases = new ArrayList<>();
        aliases.add(normalised(gcs));
        aliases.add(normalised(datum));
        for (String n : names) {
            aliases.add(normalised(n));
        }
        return new Datum(gcs, datum, spheroid, a, rf, code, ellipsoid, List.copyOf(aliases));
    }

    private static Datum grs80(int code, String gcs, String datum, String... names) {
        return datum(code, gcs, datum, "GRS_1980", 6378137, 298.257222101, 7019, names);
    }

    private static Definition utm(String name, Datum datum, int zone, double falseNorthing) {
        return new Definition(name, datum, Method.TRANSVERSE_MERCATOR, 0, 6 * zone - 183, NaN, NaN, 0.9996, 500_000,
                falseNorthing);
    }

    private static void put(int code, String epsgName, Definition d, String axes) {
        Entry e = new Entry(code, epsgName, d, axes);
        BY_CODE.put(code, e);
        ENTRIES.add(e);
    }

    /**
     * A name reduced for comparison: lower case, a leading {@code D_} or {@code GCS_} dropped, only
     * letters and digits kept.
     *
     * @param name a datum or system name
     * @return the reduced name
     */
    public static String normalised(String name) {
        String s = name.toLowerCase(Locale.ROOT);
        if (s.startsWith("d_")) {
            s = s.substring(2);
        } else if (s.startsWith("gcs_")) {
            s = s.substring(4);
        }
        return s.replaceAll("[^a-z0-9]", "");
    }

    /**
     * @param code an EPSG code
     * @return the catalogue's definition of that system, or empty if it is not one of {@link #SUPPORTED}
     */
    public static Optional<Definition> byCode(int code) {
        return Optional.ofNullable(BY_CODE.get(code)).map(Entry::definition);
    }

    /**
     * The EPSG code of a definition: the catalogue's system with the same datum (by name and
     * ellipsoid), method and parameters (to 1e-9 degree, 1e-10 in scale, 1e-6 m).
     *
     * @param d a definition
     * @return its code, or empty if no catalogue system matches
     */
    public static OptionalInt identify(Definition d) {
        for (Entry e : ENTRIES) {
            Definition c = e.definition();
            if (c.method == d.method && c.datum.equals(d.datum) && same(c.latitudeOfOrigin, d.latitudeOfOrigin, 1e-9)
                    && same(c.centralMeridian, d.centralMeridian, 1e-9)
                    && same(c.standardParallel1, d.standardParallel1, 1e-9)
                    && same(c.standardParallel2, d.standardParallel2, 1e-9)
                    && same(c.scaleFactor, d.scaleFactor, 1e-10) && same(c.falseEasting, d.falseEasting, 1e-6)
                    && same(c.falseNorthing, d.falseNorthing, 1e-6)) {
                return OptionalInt.of(e.code());
            }
        }
        return OptionalInt.empty();
    }

    private static boolean same(double a, double b, double tolerance) {
        return Double.isNaN(a) ? Double.isNaN(b) : Math.abs(a - b) <= tolerance;
    }

    /**
     * OGC's WKT 1 (OGC 01-009) of a catalogue system as GDAL writes it ({@code gdalsrsinfo -o wkt1}):
     * EPSG names, an {@code AUTHORITY} node on every object, the registry's axes; one line.
     *
     * @param code a code of {@link #SUPPORTED}
     * @return the text, or empty for another code
     */
    public static Optional<String> ogcWkt(int code) {
        Entry e = BY_CODE.get(code);
        if (e == null) {
            return Optional.empty();
        }
        Definition d = e.definition();
        Datum g = d.datum;
        EpsgNames n = EPSG_NAMES.get(g);
        String geogcs = "GEOGCS[" + quote(n.gcs()) + ",DATUM[" + quote(n.datum()) + ",SPHEROID[" + quote(n.spheroid())
                + "," + plain(g.semiMajor) + "," + plain(g.inverseFlattening) + "," + authority(g.ellipsoidCode)
                + "]," + authority(n.datumCode()) + "],PRIMEM[\"Greenwich\",0," + authority(8901)
                + "],UNIT[\"degree\"," + DEGREE + "," + authority(9122) + "]";
        if (d.method == Method.GEOGRAPHIC) {
            return Optional.of(geogcs + "," + e.axes() + "," + authority(code) + "]");
        }
        StringBuilder b = new StringBuilder("PROJCS[").append(quote(e.epsgName())).append(',').append(geogcs)
                .append(',').append(authority(g.geographicCode)).append(']');
        switch (d.method) {
            case TRANSVERSE_MERCATOR -> ogcProjection(b, "Transverse_Mercator", "latitude_of_origin",
                    d.latitudeOfOrigin, "central_meridian", d.centralMeridian, "scale_factor", d.scaleFactor,
                    "false_easting", d.falseEasting, "false_northing", d.falseNorthing);
            case LAMBERT_CONFORMAL_CONIC_2SP -> ogcProjection(b, "Lambert_Conformal_Conic_2SP", "latitude_of_origin",
                    d.latitudeOfOrigin, "central_meridian", d.centralMeridian, "standard_parallel_1",
                    d.standardParallel1, "standard_parallel_2", d.standardParallel2, "false_easting", d.falseEasting,
                    "false_northing", d.falseNorthing);
            case ALBERS_EQUAL_AREA -> ogcProjection(b, "Albers_Conic_Equal_Area", "latitude_of_center",
                    d.latitudeOfOrigin, "longitude_of_center", d.centralMeridian, "standard_parallel_1",
                    d.standardParallel1, "standard_parallel_2", d.standardParallel2, "false_easting", d.falseEasting,
                    "false_northing", d.falseNorthing);
            case POLAR_STEREOGRAPHIC -> ogcProjection(b, "Polar_Stereographic", "latitude_of_origin",
                    d.standardParallel1, "central_meridian", d.centralMeridian, "false_easting", d.falseEasting,
                    "false_northing", d.falseNorthing);
            case MERCATOR, WEB_MERCATOR -> ogcProjection(b, "Mercator_1SP", "central_meridian", d.centralMeridian,
                    "scale_factor", d.method == Method.MERCATOR ? d.scaleFactor : 1.0, "false_easting", d.falseEasting,
                    "false_northing", d.falseNorthing);
            default -> throw new IllegalStateException(d.method.toString());
        }
        b.append(",UNIT[\"metre\",1,").append(authority(9001)).append("],").append(e.axes());
        if (d.method == Method.WEB_MERCATOR) {
            b.append(",EXTENSION[\"PROJ4\",\"+proj=merc +a=6378137 +b=6378137 +lat_ts=0 +lon_0=0 +x_0=0 +y_0=0 +k=1"
                    + " +units=m +nadgrids=@null +wktext +no_defs\"]");
        }
        return Optional.of(b.append(',').append(authority(code)).append(']').toString());
    }

    private static String authority(int code) {
        return "AUTHORITY[\"EPSG\",\"" + code + "\"]";
    }

    private static void ogcProjection(StringBuilder b, String method, Object... nameValue) {
        b.append(",PROJECTION[").append(quote(method)).append(']');
        for (int i = 0; i < nameValue.length; i += 2) {
            b.append(",PARAMETER[").append(quote((String) nameValue[i])).append(',')
                    .append(plain((Double) nameValue[i + 1])).append(']');
        }
    }

    /** Shortest exact text, without a trailing {@code .0} (GDAL's WKT 1 style). */
    private static String plain(double v) {
        String s = number(v);
        return s.endsWith(".0") ? s.substring(0, s.length() - 2) : s;
    }

    /**
     * WKT 1 in ESRI's dialect, one line.
     *
     * @param d the definition
     * @return the text
     */
    public static String esriWkt(Definition d) {
        Datum g = d.datum;
        String geogcs = "GEOGCS[" + quote(g.gcsName) + ",DATUM[" + quote(g.datumName) + ",SPHEROID["
                + quote(g.spheroidName) + "," + number(g.semiMajor) + "," + number(g.inverseFlattening)
                + "]],PRIMEM[\"Greenwich\",0.0],UNIT[\"Degree\"," + DEGREE + "]]";
        if (d.method == Method.GEOGRAPHIC) {
            return geogcs;
        }
        StringBuilder b = new StringBuilder("PROJCS[").append(quote(d.name)).append(',').append(geogcs);
        switch (d.method) {
            case TRANSVERSE_MERCATOR -> projection(b, "Transverse_Mercator", "False_Easting", d.falseEasting,
                    "False_Northing", d.falseNorthing, "Central_Meridian", d.centralMeridian, "Scale_Factor",
                    d.scaleFactor, "Latitude_Of_Origin", d.latitudeOfOrigin);
            case LAMBERT_CONFORMAL_CONIC_2SP -> projection(b, "Lambert_Conformal_Conic", "False_Easting",
                    d.falseEasting, "False_Northing", d.falseNorthing, "Central_Meridian", d.centralMeridian,
                    "Standard_Parallel_1", d.standardParallel1, "Standard_Parallel_2", d.standardParallel2,
                    "Latitude_Of_Origin", d.latitudeOfOrigin);
            case ALBERS_EQUAL_AREA -> projection(b, "Albers", "False_Easting", d.falseEasting, "False_Northing",
                    d.falseNorthing, "Central_Meridian", d.centralMeridian, "Standard_Parallel_1",
                    d.standardParallel1, "Standard_Parallel_2", d.standardParallel2, "Latitude_Of_Origin",
                    d.latitudeOfOrigin);
            case POLAR_STEREOGRAPHIC -> projection(b, d.latitudeOfOrigin < 0 ? "Stereographic_South_Pole"
                    : "Stereographic_North_Pole", "False_Easting", d.falseEasting, "False_Northing", d.falseNorthing,
                    "Central_Meridian", d.centralMeridian, "Standard_Parallel_1", d.standardParallel1);
            case MERCATOR -> projection(b, "Mercator", "False_Easting", d.falseEasting, "False_Northing",
                    d.falseNorthing, "Central_Meridian", d.centralMeridian, "Standard_Parallel_1",
                    trueScaleLatitude(d.scaleFactor, d.datum));
            case WEB_MERCATOR -> projection(b, "Mercator_Auxiliary_Sphere", "False_Easting", d.falseEasting,
                    "False_Northing", d.falseNorthing, "Central_Meridian", d.centralMeridian,
                    "Standard_Parallel_1", 0.0, "Auxiliary_Sphere_Type", 0.0);
            default -> throw new IllegalStateException(d.method.toString());
        }
        return b.append(",UNIT[\"Meter\",1.0]]").toString();
    }

    private static void projection(StringBuilder b, String method, Object... nameValue) {
        b.append(",PROJECTION[").append(quote(method)).append(']');
        for (int i = 0; i < nameValue.length; i += 2) {
            b.append(",PARAMETER[").append(quote((String) nameValue[i])).append(',')
                    .append(number((Double) nameValue[i + 1])).append(']');
        }
    }

    private static String quote(String s) {
        return '"' + s.replace("\"", "\"\"") + '"';
    }

    /**
     * @param v a finite number
     * @return its shortest text that reads back exactly, plain, with a decimal point (ESRI's style)
     */
    static String number(double v) {
        String s = new BigDecimal(Double.toString(v)).toPlainString();
        if (s.indexOf('.') < 0) {
            s += ".0";
        }
        return s;
    }

    /**
     * A PROJ.4 definition (as Proj4J's {@code createFromParameters} takes) of a definition. A datum
     * of the catalogue on GRS 1980 or WGS 84 is taken as WGS 84 (no shift, as within a metre); any
     * other is given no datum shift, as GDAL does for a datum it does not know.
     *
     * @param d the definition
     * @return the PROJ.4 text
     */
    public static String proj4(Definition d) {
        StringBuilder b = new StringBuilder();
        switch (d.method) {
            case GEOGRAPHIC -> b.append("+proj=longlat");
            case TRANSVERSE_MERCATOR -> b.append("+proj=tmerc +lat_0=").append(d.latitudeOfOrigin).append(" +lon_0=")
                    .append(d.centralMeridian).append(" +k=").append(d.scaleFactor);
            case LAMBERT_CONFORMAL_CONIC_2SP, ALBERS_EQUAL_AREA -> b.append(d.method == Method.ALBERS_EQUAL_AREA
                    ? "+proj=aea" : "+proj=lcc").append(" +lat_0=").append(d.latitudeOfOrigin).append(" +lon_0=")
                    .append(d.centralMeridian).append(" +lat_1=").append(d.standardParallel1).append(" +lat_2=")
                    .append(d.standardParallel2);
            case POLAR_STEREOGRAPHIC -> b.append("+proj=stere +lat_0=").append(d.latitudeOfOrigin).append(" +lat_ts=")
                    .append(d.standardParallel1).append(" +lon_0=").append(d.centralMeridian).append(" +k=1");
            case MERCATOR -> b.append("+proj=merc +lon_0=").append(d.centralMeridian).append(" +k=")
                    .append(d.scaleFactor);
            case WEB_MERCATOR -> {
                return "+proj=merc +a=6378137 +b=6378137 +lat_ts=0 +lon_0=" + d.centralMeridian + " +x_0="
                        + d.falseEasting + " +y_0=" + d.falseNorthing + " +k=1 +units=m +nadgrids=@null +no_defs";
            }
            default -> throw new IllegalStateException(d.method.toString());
        }
        if (d.method != Method.GEOGRAPHIC) {
            b.append(" +x_0=").append(d.falseEasting).append(" +y_0=").append(d.falseNorthing).append(" +units=m");
        }
        Datum g = d.datum;
        // the semi-minor axis, not +rf: Proj4J 1.4.1 mis-reads +rf beside +a (latitudes of 1e196)
        b.append(" +a=").append(g.semiMajor).append(" +b=").append(g.inverseFlattening == 0 ? g.semiMajor
                : g.semiMajor * (1 - 1 / g.inverseFlattening));
        if (g == OSGB36) { // the EPSG registry's seven-parameter shift (EPSG:1314), good to a few metres
            b.append(" +towgs84=446.448,-125.157,542.06,0.15,0.247,0.842,-20.489");
        } else if (g == NAD27) { // EPSG:1173 (conterminous US mean), good to about 10 m
            b.append(" +towgs84=-8,160,176,0,0,0,0");
        } else {
            b.append(" +towgs84=0,0,0,0,0,0,0");
        }
        return b.append(" +no_defs").toString();
    }

    /**
     * Parses a WKT 1 text (ESRI's or OGC's) of a system of the methods {@link #METHODS}.
     *
     * @param text the WKT
     * @return its definition
     * @throws IllegalArgumentException if the text is not WKT 1, or its method, unit or prime
     *                                  meridian is not one described here; the message names it
     */
    public static Definition parse(String text) {
        Wkt root = Wkt.parse(text);
        switch (root.keyword()) {
            case "GEOGCS" -> {
                Datum d = datumOf(root);
                return new Definition(root.name(), d, Method.GEOGRAPHIC, NaN, NaN, NaN, NaN, NaN, NaN, NaN);
            }
            case "PROJCS" -> {
                return projected(root);
            }
            default -> throw new IllegalArgumentException("WKT keyword " + root.keyword()
                    + " is not a WKT 1 geographic (GEOGCS) or projected (PROJCS) system");
        }
    }

    private static Datum datumOf(Wkt geogcs) {
        Wkt datum = geogcs.child("DATUM").orElseThrow(() -> new IllegalArgumentException("WKT GEOGCS "
                + quote(geogcs.name()) + " has no DATUM"));
        Wkt spheroid = datum.child("SPHEROID").orElseThrow(() -> new IllegalArgumentException("WKT DATUM "
                + quote(datum.name()) + " has no SPHEROID"));
        double a = spheroid.number(1);
        double rf = spheroid.number(2);
        if (!(a > 0) || !(rf >= 0)) {
            throw new IllegalArgumentException("WKT SPHEROID " + quote(spheroid.name())
                    + " needs a semi-major axis > 0 and an inverse flattening >= 0, was " + a + ", " + rf);
        }
        double primem = geogcs.child("PRIMEM").map(p -> p.number(1)).orElse(0.0);
        if (primem != 0) {
            throw new IllegalArgumentException("WKT prime meridian " + primem
                    + " is not Greenwich (0); terrain4j writes Greenwich systems only");
        }
        double unit = geogcs.child("UNIT").map(u -> u.number(1)).orElse(DEGREE_VALUE);
        if (!(Math.abs(unit / DEGREE_VALUE - 1) < 1e-9)) {
            throw new IllegalArgumentException("WKT angular unit " + unit
                    + " (radians) is not the degree; terrain4j writes degree systems only");
        }
        String name = normalised(datum.name());
        for (Datum d : DATUMS) {
            if (d.aliases.contains(name) && Math.abs(d.semiMajor - a) < 1e-3
                    && Math.abs(d.inverseFlattening - rf) < 1e-6) {
                return d;
            }
        }
        int ellipsoid = 0;
        for (Datum d : DATUMS) {
            if (Math.abs(d.semiMajor - a) < 1e-3 && Math.abs(d.inverseFlattening - rf) < 1e-6) {
                ellipsoid = d.ellipsoidCode;
            }
        }
        return new Datum(geogcs.name(), datum.name(), spheroid.name(), a, rf, 0, ellipsoid, List.of());
    }

    private static Definition projected(Wkt projcs) {
        String name = projcs.name();
        Wkt geogcs = projcs.child("GEOGCS").orElseThrow(() -> new IllegalArgumentException("WKT PROJCS "
                + quote(name) + " has no GEOGCS"));
        Datum datum = datumOf(geogcs);
        String method = projcs.child("PROJECTION").map(Wkt::name).orElseThrow(
                () -> new IllegalArgumentException("WKT PROJCS " + quote(name) + " has no PROJECTION"));
        double unit = projcs.children("UNIT").stream().findFirst().map(u -> u.number(1)).orElse(1.0);
        if (!(Math.abs(unit - 1) < 1e-12)) {
            String unitName = projcs.child("UNIT").map(Wkt::name).orElse("?");
            throw new IllegalArgumentException("WKT linear unit " + quote(unitName) + " (" + unit
                    + " m) is not the metre; terrain4j writes metre systems only");
        }
        Map<String, Double> p = new HashMap<>();
        for (Wkt param : projcs.children("PARAMETER")) {
            p.put(normalised(param.name()), param.number(1));
        }
        double fe = p.getOrDefault("falseeasting", 0.0);
        double fn = p.getOrDefault("falsenorthing", 0.0);
        double lon0 = p.getOrDefault("centralmeridian", p.getOrDefault("longitudeofcenter", 0.0));
        double lat0 = p.getOrDefault("latitudeoforigin", p.getOrDefault("latitudeofcenter", 0.0));
        double k = p.getOrDefault("scalefactor", 1.0);
        double sp1 = p.getOrDefault("standardparallel1", NaN);
        double sp2 = p.getOrDefault("standardparallel2", NaN);
        String m = normalised(method);
        switch (m) {
            case "transversemercator" -> {
                return new Definition(name, datum, Method.TRANSVERSE_MERCATOR, lat0, lon0, NaN, NaN, k, fe, fn);
            }
            case "lambertconformalconic2sp", "lambertconformalconic" -> {
                if (Double.isNaN(sp1) || Double.isNaN(sp2) || Math.abs(k - 1) > 1e-12) {
                    throw unsupported(method + " with one standard parallel and scale factor " + k + " (1SP)");
                }
                return new Definition(name, datum, Method.LAMBERT_CONFORMAL_CONIC_2SP, lat0, lon0, sp1, sp2, NaN, fe,
                        fn);
            }
            case "albersconicequalarea", "albers" -> {
                if (Double.isNaN(sp1) || Double.isNaN(sp2)) {
                    throw unsupported(method + " without two standard parallels");
                }
                return new Definition(name, datum, Method.ALBERS_EQUAL_AREA, lat0, lon0, sp1, sp2, NaN, fe, fn);
            }
            case "polarstereographic", "stereographicnorthpole", "stereographicsouthpole" -> {
                double trueScale = m.equals("polarstereographic") ? lat0 : sp1;
                if (Math.abs(k - 1) > 1e-12 || !(Math.abs(trueScale) > 0 && Math.abs(trueScale) <= 90)
                        || m.equals("stereographicnorthpole") && trueScale < 0
                        || m.equals("stereographicsouthpole") && trueScale > 0) {
                    throw unsupported(method + " with latitude of true scale " + trueScale + " and scale factor " + k
                            + " (only variant B, true scale at a latitude of the pole's hemisphere)");
                }
                return new Definition(name, datum, Method.POLAR_STEREOGRAPHIC, Math.copySign(90, trueScale), lon0,
                        trueScale, NaN, NaN, fe, fn);
            }
            case "mercator1sp", "mercator", "mercator2sp" -> {
                boolean sphere = projcs.child("EXTENSION").map(x -> x.args().size() > 1 && x.args().get(1)
                        instanceof String s && s.contains("+a=6378137") && s.contains("+b=6378137")).orElse(false);
                if (sphere && datum.equals(WGS84) && k == 1 && lat0 == 0) {
                    return new Definition(name, datum, Method.WEB_MERCATOR, 0, lon0, NaN, NaN, NaN, fe, fn);
                }
                if (lat0 != 0 || !(Double.isNaN(sp1) || Math.abs(sp1) < 90)) {
                    throw unsupported(method + " with latitude of origin " + lat0 + " and standard parallel " + sp1
                            + " (the origin must lie on the equator)");
                }
                double scale = Double.isNaN(sp1) ? k : scaleOfTrueScaleLatitude(sp1, datum);
                if (!(scale > 0 && scale <= 1)) {
                    throw unsupported(method + " with scale factor " + scale + " (Mercator's lies in (0, 1])");
                }
                return new Definition(name, datum, Method.MERCATOR, 0, lon0, NaN, NaN, scale, fe, fn);
            }
            case "mercatorauxiliarysphere", "popularvisualisationpseudomercator" -> {
                double type = p.getOrDefault("auxiliaryspheretype", 0.0);
                if (type != 0 || !(Double.isNaN(sp1) || sp1 == 0) || lat0 != 0) {
                    throw unsupported(method + " with auxiliary sphere type " + type
                            + " (only type 0, the semi-major axis)");
                }
                return new Definition(name, datum, Method.WEB_MERCATOR, 0, lon0, NaN, NaN, NaN, fe, fn);
            }
            default -> throw unsupported("projection " + quote(method));
        }
    }

    /** Mercator's scale on the equator when the latitude {@code phi} has true scale (EPSG GN 7-2, 1.3.3). */
    private static double scaleOfTrueScaleLatitude(double phi, Datum d) {
        double e2 = eccentricitySquared(d);
        double s = Math.sin(Math.toRadians(phi));
        return Math.cos(Math.toRadians(phi)) / Math.sqrt(1 - e2 * s * s);
    }

    /** The inverse: the latitude (≥ 0) of true scale for Mercator's scale {@code k} (≤ 1) on the equator. */
    private static double trueScaleLatitude(double k, Datum d) {
        if (k == 1) {
            return 0.0;
        }
        double e2 = eccentricitySquared(d);
        return Math.toDegrees(Math.asin(Math.sqrt((1 - k * k) / (1 - k * k * e2))));
    }

    private static double eccentricitySquared(Datum d) {
        double f = d.inverseFlattening == 0 ? 0 : 1 / d.inverseFlattening;
        return f * (2 - f);
    }

    private static IllegalArgumentException unsupported(String what) {
        return new IllegalArgumentException("WKT " + what + " is not a projection terrain4j writes; it writes "
                + METHODS);
    }
}
