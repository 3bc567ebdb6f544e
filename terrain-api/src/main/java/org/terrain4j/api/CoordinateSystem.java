package org.terrain4j.api;

import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.terrain4j.api.internal.CrsCatalog;

/**
 * A coordinate reference system as a file names it: an EPSG code, a WKT text, or both. terrain4j
 * does not transform coordinates itself (the modules that write longitude/latitude use a projection
 * library); this value only carries what the file said, so that writers can say it again and
 * GeoJSON writers can reproject.
 *
 * <p>Where a file gives only WKT, {@link #epsg()} is the code of the WKT's own (outermost)
 * {@code AUTHORITY["EPSG", …]} or {@code ID["EPSG", …]}; or, for a WKT 1 without one (ESRI's, as
 * ArcGIS writes a {@code .prj}), the code of the system of the list below with the same datum (by
 * name and ellipsoid), projection method and parameters. Where a file gives only a code,
 * {@link #wkt()} is OGC's WKT 1 with the EPSG registry's names and {@code AUTHORITY} nodes, as GDAL
 * writes it, for the codes of this list:
 * <ul>
 *   <li>geographic: 4326 (WGS 84), 4258 (ETRS89), 4269 (NAD83), 4267 (NAD27), 4167 (NZGD2000),
 *       4277 (OSGB36), 4171 (RGF93), 4283 (GDA94), 7844 (GDA2020), 4619 (SWEREF99);</li>
 *   <li>Transverse Mercator: 32601–32660 and 32701–32760 (WGS 84 / UTM), 25828–25838 (ETRS89 / UTM),
 *       26901–26923 (NAD83 / UTM), 26701–26722 (NAD27 / UTM), 28348–28358 (GDA94 / MGA),
 *       7846–7859 (GDA2020 / MGA), 2193 (NZGD2000 / New Zealand Transverse Mercator 2000), 3006
 *       (SWEREF99 TM), 27700 (OSGB36 / British National Grid);</li>
 *   <li>Lambert Conformal Conic (2SP): 2154 (RGF93 / Lambert-93); Albers Equal Area: 5070
 *       (NAD83 / Conus Albers); polar stereographic: 3031 (Antarctic), 3413 (NSIDC north), 3995
 *       (Arctic); Mercator: 3395 (World Mercator); Web Mercator: 3857.</li>
 * </ul>
 * The parameters are the EPSG registry's; each system's WKT reads back in GDAL as the same EPSG code.
 * For any other code the WKT comes from terrain-proj4j when it is on the module or class path: OGC WKT
 * 1 written from LocationTech Proj4J's EPSG registry for the projection methods it names (Transverse
 * Mercator, Lambert Azimuthal Equal Area, oblique stereographic, the Swiss oblique Mercator, Lambert
 * Conformal Conic, Albers, Mercator, polar stereographic, and geographic systems), ending in
 * {@code AUTHORITY["EPSG", code]}; empty for a code neither knows (or a method not listed, or units
 * other than metres).
 *
 * <p>Immutable and thread-safe; equality is over the code and the text.
 *
 * <p>Source: OGC 12-063r5 (WKT), OGC 19-008r4 (GeoTIFF 1.1) for EPSG codes in files; the EPSG
 * registry for the codes named here.
 *
 * @since 0.1
 */
public final class CoordinateSystem {

    /** WGS 84 geographic: longitude and latitude in degrees (EPSG:4326). */
    public static final CoordinateSystem WGS84 = new CoordinateSystem(4326, null);

    /** Largest EPSG code accepted: codes are positive and below 2³¹ − 1; GeoTIFF keys hold 1…32766. */
    public static final int MAX_CODE = Integer.MAX_VALUE - 1;

    private static final Pattern AUTHORITY = Pattern.compile(
            "(?:AUTHORITY|ID)\\s*\\[\\s*\"EPSG\"\\s*,\\s*\"?(\\d{1,9})\"?\\s*\\]\\s*\\]\\s*$",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern UTM = Pattern.compile(
            "^PROJCR?S\\s*\\[\\s*\"WGS[ _]?(?:19)?84[ _]*/?[ _]*UTM[ _]zone[ _](\\d{1,2})([NS])\"",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern WGS84_GEOG = Pattern.compile(
            "^GEOG(?:CS|CRS)\\s*\\[\\s*\"(?:GCS_)?WGS[ _]?(?:19)?84\"", Pattern.CASE_INSENSITIVE);

    /** A WKT text's shape: a keyword, an opening bracket, and the matching kind of closing bracket at the end. */
    private static final Pattern WKT_SHAPE = Pattern.compile("(?s)[A-Za-z][A-Za-z0-9_]*\\s*(?:\\[.*\\]|\\(.*\\))");

    private final int epsg;
    private final String wkt;
    /** The code identified from the WKT: 0 not yet looked for, −1 none. A benign race. */
    private int identified;

    private CoordinateSystem(int epsg, String wkt) {
        this.epsg = epsg;
        this.wkt = wkt;
    }

    /**
     * The system of an EPSG code.
     *
     * @param code EPSG code, 1…{@link #MAX_CODE}
     * @return the system
     * @throws IllegalArgumentException if the code is out of range
     */
    public static CoordinateSystem ofEpsg(int code) {
        checkCode(code);
        return code == 4326 ? WGS84 : new CoordinateSystem(code, null);
    }

    /**
     * The system of a WKT text (WKT 1 or WKT 2, as in a {@code .prj} file).
     *
     * @param wkt the text, trimmed; not blank, at most 1 MiB of characters, shaped as WKT (a keyword
     *            such as {@code PROJCS} or {@code GEOGCRS} and its contents in brackets)
     * @return the system
     * @throws IllegalArgumentException if the text is blank, longer than 1 MiB or not shaped as WKT
     */
    public static CoordinateSystem ofWkt(String wkt) {
        return new CoordinateSystem(0, checkWkt(wkt));
    }

    /**
     * The system of both: an EPSG code and its WKT.
     *
     * @param code EPSG code, 1…{@link #MAX_CODE}
     * @param wkt  the text; not blank, at most 1 MiB
     * @return the system
     * @throws IllegalArgumentException as for {@link #ofEpsg(int)} and {@link #ofWkt(String)}
     */
    public static CoordinateSystem of(int code, String wkt) {
        checkCode(code);
        return new CoordinateSystem(code, checkWkt(wkt));
    }

    private static void checkCode(int code) {
        if (!(code >= 1 && code <= MAX_CODE)) {
            throw new IllegalArgumentException("code must be an EPSG code in [1, " + MAX_CODE + "], was " + code);
        }
    }

    private static String checkWkt(String wkt) {
        Objects.requireNonNull(wkt, "wkt");
        String t = wkt.strip();
        if (t.isEmpty()) {
            throw new IllegalArgumentException("wkt must not be blank");
        }
        if (t.length() > 1 << 20) {
            throw new IllegalArgumentException("wkt must be at most 1048576 characters, was " + t.length());
        }
        if (!WKT_SHAPE.matcher(t).matches()) {
            String start = t.replaceAll("\\s+", " ");
            throw new IllegalArgumentException("wkt must be a WKT text, a keyword with its bracketed contents such as"
                    + " PROJCS[…] or GEOGCRS[…], was '" + (start.length() > 40 ? start.substring(0, 37) + "…" : start)
                    + "'");
        }
        return t;
    }

    /**
     * @return the EPSG code: given, or found in the WKT as the class notes say; empty if neither
     */
    public OptionalInt epsg() {
        if (epsg != 0) {
            return OptionalInt.of(epsg);
        }
        int found = identified;
        if (found == 0) {
            found = identify(wkt);
            identified = found;
        }
        return found > 0 ? OptionalInt.of(found) : OptionalInt.empty();
    }

    private static int identify(String wkt) {
        Matcher m = AUTHORITY.matcher(wkt);
        if (m.find()) {
            long code = Long.parseLong(m.group(1));
            if (code >= 1 && code <= MAX_CODE) {
                return (int) code;
            }
        }
        CrsCatalog.Definition d;
        try {
            d = CrsCatalog.parse(wkt);
        } catch (IllegalArgumentException e) {
            d = null;
        }
        if (d != null) {
            return CrsCatalog.identify(d).orElse(-1);
        }
        // not a complete WKT 1 of a method described here: the two names ESRI gives WGS 84 systems
        Matcher u = UTM.matcher(wkt);
        if (u.find()) {
            int zone = Integer.parseInt(u.group(1));
            if (zone >= 1 && zone <= 60) {
                return (u.group(2).equalsIgnoreCase("N") ? 32600 : 32700) + zone;
            }
        }
        if (WGS84_GEOG.matcher(wkt).find()) {
            return 4326;
        }
        return -1;
    }

    /**
     * @return the WKT: given, or written for the code as the class notes say; empty if neither
     */
    public Optional<String> wkt() {
        if (wkt != null) {
            return Optional.of(wkt);
        }
        Optional<String> own = CrsCatalog.ogcWkt(epsg);
        return own.isPresent() ? own : org.terrain4j.api.internal.WktSource.any(epsg);
    }

    /**
     * @return whether coordinates in this system are longitude and latitude in degrees: the WKT's
     *         outermost keyword is {@code GEOGCS}/{@code GEOGCRS}, or (with no WKT) the code is
     *         one of the geographic systems the class notes list
     */
    public boolean isGeographic() {
        if (wkt != null) {
            String head = wkt.toUpperCase(Locale.ROOT);
            return head.startsWith("GEOGCS") || head.startsWith("GEOGCRS") || head.startsWith("GEOGRAPHICCRS");
        }
        return CrsCatalog.byCode(epsg).map(d -> d.method() == CrsCatalog.Method.GEOGRAPHIC).orElse(false);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CoordinateSystem c && c.epsg == epsg && Objects.equals(c.wkt, wkt);
    }

    @Override
    public int hashCode() {
        return 31 * epsg + Objects.hashCode(wkt);
    }

    /**
     * @return {@code EPSG:4326}, or the first line of the WKT (shortened) where there is no code
     */
    @Override
    public String toString() {
        OptionalInt code = epsg();
        if (code.isPresent()) {
            return "EPSG:" + code.getAsInt();
        }
        String line = wkt.replaceAll("\\s+", " ");
        return line.length() > 60 ? line.substring(0, 57) + "…" : line;
    }
}
