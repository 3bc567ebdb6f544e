package org.terrain4j.api;

import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A coordinate reference system as a file names it: an EPSG code, a WKT text, or both. terrain4j
 * does not transform coordinates itself (the modules that write longitude/latitude use a projection
 * library); this value only carries what the file said, so that writers can say it again and
 * GeoJSON writers can reproject.
 *
 * <p>Where a file gives only WKT, {@link #epsg()} is the code of the WKT's own (outermost)
 * {@code AUTHORITY["EPSG", …]} or {@code ID["EPSG", …]}, or, for ESRI's authority-free WKT, the code
 * of the two names recognised: WGS 84 geographic (4326) and WGS 84 / UTM zone {@code n} N or S
 * (326{@code nn}, 327{@code nn}). Where a file gives only a code, {@link #wkt()} is WKT 1 written
 * for those same systems (and empty for any other code).
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

    private final int epsg;
    private final String wkt;

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
    public static CoordinateSystem epsg(int code) {
        checkCode(code);
        return code == 4326 ? WGS84 : new CoordinateSystem(code, null);
    }

    /**
     * The system of a WKT text (WKT 1 or WKT 2, as in a {@code .prj} file).
     *
     * @param wkt the text, trimmed; not blank, at most 1 MiB of characters
     * @return the system
     * @throws IllegalArgumentException if the text is blank or longer than 1 MiB
     */
    public static CoordinateSystem wkt(String wkt) {
        return new CoordinateSystem(0, checkWkt(wkt));
    }

    /**
     * The system of both: an EPSG code and its WKT.
     *
     * @param code EPSG code, 1…{@link #MAX_CODE}
     * @param wkt  the text; not blank, at most 1 MiB
     * @return the system
     * @throws IllegalArgumentException as for {@link #epsg(int)} and {@link #wkt(String)}
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
        return t;
    }

    /**
     * @return the EPSG code: given, or found in the WKT as the class notes say; empty if neither
     */
    public OptionalInt epsg() {
        if (epsg != 0) {
            return OptionalInt.of(epsg);
        }
        Matcher m = AUTHORITY.matcher(wkt);
        if (m.find()) {
            long code = Long.parseLong(m.group(1));
            if (code >= 1 && code <= MAX_CODE) {
                return OptionalInt.of((int) code);
            }
        }
        Matcher u = UTM.matcher(wkt);
        if (u.find()) {
            int zone = Integer.parseInt(u.group(1));
            if (zone >= 1 && zone <= 60) {
                return OptionalInt.of((u.group(2).equalsIgnoreCase("N") ? 32600 : 32700) + zone);
            }
        }
        if (WGS84_GEOG.matcher(wkt).find()) {
            return OptionalInt.of(4326);
        }
        return OptionalInt.empty();
    }

    /**
     * @return the WKT: given, or written for the code as the class notes say; empty if neither
     */
    public Optional<String> wkt() {
        if (wkt != null) {
            return Optional.of(wkt);
        }
        return Optional.ofNullable(wktOf(epsg));
    }

    /**
     * @return whether coordinates in this system are longitude and latitude in degrees: the WKT's
     *         outermost keyword is {@code GEOGCS}/{@code GEOGCRS}, or (with no WKT) the code is
     *         4326, 4258 (ETRS89), 4269 (NAD83), 4267 (NAD27), 4283 (GDA94) or 7844 (GDA2020)
     */
    public boolean isGeographic() {
        if (wkt != null) {
            String head = wkt.toUpperCase(Locale.ROOT);
            return head.startsWith("GEOGCS") || head.startsWith("GEOGCRS") || head.startsWith("GEOGRAPHICCRS");
        }
        return switch (epsg) {
            case 4326, 4258, 4269, 4267, 4283, 7844 -> true;
            default -> false;
        };
    }

    private static final String WGS84_DATUM = "DATUM[\"WGS_1984\",SPHEROID[\"WGS 84\",6378137,298.257223563,"
            + "AUTHORITY[\"EPSG\",\"7030\"]],AUTHORITY[\"EPSG\",\"6326\"]]";
    private static final String WGS84_GEOGCS = "GEOGCS[\"WGS 84\"," + WGS84_DATUM
            + ",PRIMEM[\"Greenwich\",0,AUTHORITY[\"EPSG\",\"8901\"]],"
            + "UNIT[\"degree\",0.0174532925199433,AUTHORITY[\"EPSG\",\"9122\"]]";

    private static String wktOf(int code) {
        if (code == 4326) {
            return WGS84_GEOGCS + ",AXIS[\"Latitude\",NORTH],AXIS[\"Longitude\",EAST],AUTHORITY[\"EPSG\",\"4326\"]]";
        }
        boolean north = code >= 32601 && code <= 32660;
        boolean south = code >= 32701 && code <= 32760;
        if (!north && !south) {
            return null;
        }
        int zone = code % 100;
        return "PROJCS[\"WGS 84 / UTM zone " + zone + (north ? "N" : "S") + "\"," + WGS84_GEOGCS
                + ",AUTHORITY[\"EPSG\",\"4326\"]],PROJECTION[\"Transverse_Mercator\"],"
                + "PARAMETER[\"latitude_of_origin\",0],PARAMETER[\"central_meridian\"," + (6 * zone - 183) + "],"
                + "PARAMETER[\"scale_factor\",0.9996],PARAMETER[\"false_easting\",500000],"
                + "PARAMETER[\"false_northing\"," + (north ? 0 : 10000000) + "],"
                + "UNIT[\"metre\",1,AUTHORITY[\"EPSG\",\"9001\"]],AXIS[\"Easting\",EAST],AXIS[\"Northing\",NORTH],"
                + "AUTHORITY[\"EPSG\",\"" + code + "\"]]";
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
        return wkt.length() > 60 ? wkt.substring(0, 57) + "…" : wkt;
    }
}
