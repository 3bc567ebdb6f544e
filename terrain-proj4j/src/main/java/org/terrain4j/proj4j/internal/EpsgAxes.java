package org.terrain4j.proj4j.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The axis order of a projected EPSG code, for {@link Proj4jWkt}'s WKT 1: {@code AXIS["Northing",NORTH],
 * AXIS["Easting",EAST]} where the EPSG registry orders the axes north first (ETRS89 / LAEA Europe, the
 * Gauss-Krüger and Japanese plane systems, the Polish CS92…), as GDAL writes them; Proj4J's PROJ.4
 * definitions do not say. Source: the coordinate system code of each projected code in the CSV table
 * Proj4J's EPSG jar carries (resource {@value #TABLE}, column {@code COORD_SYS_CODE}), and the EPSG
 * Cartesian systems whose first axis points north ({@link #NORTH_FIRST}). Any other code, one the table
 * lacks, and the systems with other axes (westing/southing, polar "North along 90°E"…) keep easting
 * first. A geographic code gets latitude and longitude ({@code AXIS["Latitude",NORTH],
 * AXIS["Longitude",EAST]}) where the geographic table ({@value #GEOGRAPHIC_TABLE}) gives it EPSG's system
 * 6422, and no axes otherwise.
 *
 * <p>Stateless but for a cache of the codes asked for; thread-safe. Not API.
 */
final class EpsgAxes {

    /** The CSV table of projected systems in Proj4J's EPSG jar. */
    static final String TABLE = "proj4/pcs.csv";

    /** The CSV table of geographic systems in Proj4J's EPSG jar. */
    static final String GEOGRAPHIC_TABLE = "proj4/gcs.csv";

    /** The column of the coordinate system's code (0-based) in {@link #TABLE}. */
    private static final int COORD_SYS_CODE = 8;

    /** The column of the coordinate system's code (0-based) in {@link #GEOGRAPHIC_TABLE}. */
    private static final int GEOGRAPHIC_COORD_SYS_CODE = 10;

    /** EPSG's ellipsoidal 2-D system of latitude north, longitude east, in degrees. */
    static final int LATITUDE_LONGITUDE = 6422;

    static final String LATITUDE_FIRST = "AXIS[\"Latitude\",NORTH],AXIS[\"Longitude\",EAST]";

    /** EPSG Cartesian coordinate systems (in metres) whose first axis is northing and second easting. */
    static final Set<Integer> NORTH_FIRST = Set.of(1029, 4500, 4502, 4530, 4531, 4532, 4533, 4534);

    static final String EAST_NORTH = "AXIS[\"Easting\",EAST],AXIS[\"Northing\",NORTH]";
    static final String NORTH_EAST = "AXIS[\"Northing\",NORTH],AXIS[\"Easting\",EAST]";

    private static final Map<Integer, Boolean> CACHE = new ConcurrentHashMap<>();

    private EpsgAxes() {
    }

    /**
     * @param code a projected EPSG code
     * @return its two WKT 1 {@code AXIS} nodes, comma-separated
     */
    static String of(int code) {
        return CACHE.computeIfAbsent(code, c -> coordinateSystem(c).map(NORTH_FIRST::contains).orElse(false))
                ? NORTH_EAST : EAST_NORTH;
    }

    /**
     * @param code a geographic EPSG code
     * @return its two WKT 1 {@code AXIS} nodes (latitude, longitude) where the registry's table gives it
     *         EPSG's latitude-longitude system in degrees; empty otherwise (no axes written)
     */
    static Optional<String> ofGeographic(int code) {
        return column(GEOGRAPHIC_TABLE, code, GEOGRAPHIC_COORD_SYS_CODE).filter(cs -> cs == LATITUDE_LONGITUDE)
                .map(cs -> LATITUDE_FIRST);
    }

    /** The code's coordinate system code in {@link #TABLE}, empty if the table lacks the code. */
    static Optional<Integer> coordinateSystem(int code) {
        return column(TABLE, code, COORD_SYS_CODE);
    }

    private static Optional<Integer> column(String table, int code, int column) {
        return EpsgGeodetic.line(table, code + ",").map(EpsgAxes::fields).filter(f -> f.length > column)
                .flatMap(f -> {
                    try {
                        return Optional.of(Integer.parseInt(f[column].strip()));
                    } catch (NumberFormatException notACode) {
                        return Optional.empty();
                    }
                });
    }

    /** A CSV line's fields: commas inside double quotes do not split ({@code "ETRS89 / TM35FIN(E,N)"}). */
    static String[] fields(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder b = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '"') {
                if (quoted && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                    b.append('"');
                    i++;
                } else {
                    quoted = !quoted;
                }
            } else if (c == ',' && !quoted) {
                out.add(b.toString());
                b.setLength(0);
            } else {
                b.append(c);
            }
        }
        out.add(b.toString());
        return out.toArray(new String[0]);
    }
}
