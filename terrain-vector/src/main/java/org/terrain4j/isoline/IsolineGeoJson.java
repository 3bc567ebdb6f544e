package org.terrain4j.isoline;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import org.terrain4j.api.GridFrame;
import org.terrain4j.io.internal.AtomicFiles;
import org.terrain4j.isoline.internal.Numbers;
import org.terrain4j.vector.internal.Wgs84Positions;

/**
 * Writes isolines and bands as GeoJSON (RFC 7946) feature collections.
 *
 * <h2>Coordinates</h2>
 * The methods that take the field's {@link GridFrame} follow RFC 7946 §4: each position is
 * {@code [longitude, latitude]} in WGS 84 degrees, reprojected with LocationTech Proj4J (and its
 * EPSG registry) from the frame's coordinate reference system ({@link GridFrame#georeference()}; an
 * SRTM tile placed in metres goes back to degrees through its scales). A frame with no system (a
 * generated grid), or one Proj4J cannot build (WKT without a known EPSG code, an unknown code),
 * gets positions {@code [x, −z]}: the frame's metres east and <em>north</em> (terrain4j's {@code z}
 * points south), so the map is not mirrored; those methods then return a warning saying so, for the
 * caller to show (the {@code terrain} command prints it). No {@code crs} member is ever written (RFC
 * 7946 removed it). The methods without a frame write {@code [x, −z]} always, with no warning.
 *
 * <h2>Features</h2>
 * <ul>
 *   <li>Isolines: one {@code Feature} per {@link Isoline}, geometry {@code LineString} (a ring repeats
 *       its first position at the end), properties {@code level} (number) and {@code closed}
 *       (boolean).</li>
 *   <li>Bands: one {@code Feature} per {@link IsobandPolygon}, geometry {@code Polygon} following the
 *       right-hand rule of RFC 7946 §3.1.6: the exterior ring counter-clockwise and holes clockwise
 *       in {@code (x, −z)}, every ring closed by repeating its first position; properties
 *       {@code level} (the band's lower level, or {@code null} for the lowest band), {@code lower}
 *       and {@code upper} ({@code null} where unbounded).</li>
 * </ul>
 * Numbers are written finite only, in a form that reads back as the same {@code double}.
 * Text is UTF-8.
 *
 * <p>Files are written atomically: a temporary file in the same directory replaces the target only
 * once complete. Stateless and thread-safe.
 *
 * @since 0.1
 */
public final class IsolineGeoJson {

    private IsolineGeoJson() {
    }

    /**
     * Writes isolines to a GeoJSON file in WGS 84 longitude/latitude, replacing it atomically.
     *
     * @param levels the levels, as from {@link Isolines#trace}, traced on a field with this frame
     * @param frame  the field's frame, whose georeference places the positions
     * @param file   the target; its directory must exist
     * @return a warning when the positions are not WGS 84 longitude/latitude (see the class notes),
     *         else empty
     * @throws IOException          naming the file and the reason; the target is then unchanged
     * @throws IllegalArgumentException if a position cannot be reprojected (nothing is written then)
     * @throws NullPointerException if an argument is null
     */
    public static Optional<String> writeIsolines(List<IsolineLevel> levels, GridFrame frame, Path file)
            throws IOException {
        Objects.requireNonNull(levels, "levels");
        Wgs84Positions p = Wgs84Positions.of(Objects.requireNonNull(frame, "frame"));
        AtomicFiles.writeText(file, out -> writeIsolines(levels, p, out));
        return p.warning();
    }

    /**
     * Writes isolines as a GeoJSON feature collection in WGS 84 longitude/latitude to a writer (not
     * closed).
     *
     * @param levels the levels, traced on a field with this frame
     * @param frame  the field's frame
     * @param out    the destination
     * @return a warning when the positions are not WGS 84 longitude/latitude, else empty
     * @throws IOException          if the writer fails
     * @throws IllegalArgumentException if a position cannot be reprojected
     * @throws NullPointerException if an argument is null
     */
    public static Optional<String> writeIsolines(List<IsolineLevel> levels, GridFrame frame, Writer out)
            throws IOException {
        Objects.requireNonNull(levels, "levels");
        Wgs84Positions p = Wgs84Positions.of(Objects.requireNonNull(frame, "frame"));
        writeIsolines(levels, p, Objects.requireNonNull(out, "out"));
        return p.warning();
    }

    /**
     * Writes filled bands to a GeoJSON file in WGS 84 longitude/latitude, replacing it atomically.
     *
     * @param bands the bands, as from {@link Isolines#bands}, of a field with this frame
     * @param frame the field's frame
     * @param file  the target; its directory must exist
     * @return a warning when the positions are not WGS 84 longitude/latitude, else empty
     * @throws IOException          naming the file and the reason; the target is then unchanged
     * @throws IllegalArgumentException if a position cannot be reprojected (nothing is written then)
     * @throws NullPointerException if an argument is null
     */
    public static Optional<String> writeBands(List<Isoband> bands, GridFrame frame, Path file) throws IOException {
        Objects.requireNonNull(bands, "bands");
        Wgs84Positions p = Wgs84Positions.of(Objects.requireNonNull(frame, "frame"));
        AtomicFiles.writeText(file, out -> writeBands(bands, p, out));
        return p.warning();
    }

    /**
     * Writes isolines to a GeoJSON file in the frame's coordinates {@code [x, −z]}, replacing it
     * atomically.
     *
     * @param levels the levels, as from {@link Isolines#trace}
     * @param file   the target; its directory must exist
     * @throws IOException          naming the file and the reason; the target is then unchanged
     * @throws NullPointerException if an argument is null
     */
    public static void writeIsolines(List<IsolineLevel> levels, Path file) throws IOException {
        Objects.requireNonNull(levels, "levels");
        AtomicFiles.writeText(file, out -> writeIsolines(levels, out));
    }

    /**
     * Writes isolines as a GeoJSON feature collection in the frame's coordinates {@code [x, −z]} to a
     * writer (not closed).
     *
     * @param levels the levels, as from {@link Isolines#trace}
     * @param out    the destination
     * @throws IOException          if the writer fails
     * @throws NullPointerException if an argument is null
     */
    public static void writeIsolines(List<IsolineLevel> levels, Writer out) throws IOException {
        writeIsolines(Objects.requireNonNull(levels, "levels"), Wgs84Positions.of(GridFrame.UNIT),
                Objects.requireNonNull(out, "out"));
    }

    private static void writeIsolines(List<IsolineLevel> levels, Wgs84Positions p, Writer out) throws IOException {
        double[] xy = new double[2];
        out.write("{\"type\":\"FeatureCollection\",\"features\":[");
        boolean first = true;
        for (IsolineLevel level : levels) {
            for (Isoline line : level.lines()) {
                out.write(first ? "\n" : ",\n");
                first = false;
                out.write("{\"type\":\"Feature\",\"properties\":{\"level\":");
                out.write(num("level", line.level()));
                out.write(",\"closed\":");
                out.write(line.closed() ? "true" : "false");
                out.write("},\"geometry\":{\"type\":\"LineString\",\"coordinates\":");
                positions(out, line.raw(), line.closed(), p, xy);
                out.write("}}");
            }
        }
        out.write("\n]}\n");
    }

    /**
     * Writes filled bands to a GeoJSON file in the frame's coordinates {@code [x, −z]}, replacing it
     * atomically.
     *
     * @param bands the bands, as from {@link Isolines#bands}
     * @param file  the target; its directory must exist
     * @throws IOException          naming the file and the reason; the target is then unchanged
     * @throws NullPointerException if an argument is null
     */
    public static void writeBands(List<Isoband> bands, Path file) throws IOException {
        Objects.requireNonNull(bands, "bands");
        AtomicFiles.writeText(file, out -> writeBands(bands, out));
    }

    /**
     * Writes filled bands as a GeoJSON feature collection in the frame's coordinates {@code [x, −z]}
     * to a writer (not closed).
     *
     * @param bands the bands, as from {@link Isolines#bands}
     * @param out   the destination
     * @throws IOException          if the writer fails
     * @throws NullPointerException if an argument is null
     */
    public static void writeBands(List<Isoband> bands, Writer out) throws IOException {
        writeBands(Objects.requireNonNull(bands, "bands"), Wgs84Positions.of(GridFrame.UNIT),
                Objects.requireNonNull(out, "out"));
    }

    private static void writeBands(List<Isoband> bands, Wgs84Positions p, Writer out) throws IOException {
        double[] xy = new double[2];
        out.write("{\"type\":\"FeatureCollection\",\"features\":[");
        boolean first = true;
        for (Isoband band : bands) {
            String lower = Double.isFinite(band.lower()) ? num("lower", band.lower()) : "null";
            String upper = Double.isFinite(band.upper()) ? num("upper", band.upper()) : "null";
            for (IsobandPolygon polygon : band.polygons()) {
                out.write(first ? "\n" : ",\n");
                first = false;
                out.write("{\"type\":\"Feature\",\"properties\":{\"level\":" + lower + ",\"lower\":" + lower
                        + ",\"upper\":" + upper + "},\"geometry\":{\"type\":\"Polygon\",\"coordinates\":[");
                positions(out, polygon.exterior().raw(), true, p, xy);
                for (Ring hole : polygon.holes()) {
                    out.write(',');
                    positions(out, hole.raw(), true, p, xy);
                }
                out.write("]}}");
            }
        }
        out.write("\n]}\n");
    }

    /** Writes the positions of {@code (x, z)} pairs, repeating the first at the end when closing. */
    private static void positions(Writer out, double[] xz, boolean close, Wgs84Positions p, double[] xy)
            throws IOException {
        out.write('[');
        int n = xz.length / 2;
        int count = close ? n + 1 : n;
        for (int k = 0; k < count; k++) {
            int i = k % n;
            if (k > 0) {
                out.write(',');
            }
            p.position(xz[2 * i], xz[2 * i + 1], xy);
            out.write('[');
            out.write(num("x", xy[0]));
            out.write(',');
            out.write(num("z", xy[1]));
            out.write(']');
        }
        out.write(']');
    }

    private static String num(String name, double v) {
        return Numbers.number(name, v);
    }
}
