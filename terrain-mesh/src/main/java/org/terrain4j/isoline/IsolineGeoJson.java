package org.terrain4j.isoline;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

import org.terrain4j.api.internal.AtomicFiles;
import org.terrain4j.isoline.internal.Numbers;

/**
 * Writes isolines and bands as GeoJSON (RFC 7946) feature collections.
 *
 * <h2>Coordinates</h2>
 * Each position is {@code [x, −z]}: metres east and metres <em>north</em> (terrain4j's {@code z}
 * points south), so the map reads the right way round in any GIS and is not mirrored. For a field read
 * from a north-up raster whose frame maps northing {@code N} to {@code z = −N} (as terrain4j's ESRI
 * ASCII and SRTM readers do) these are the file's own easting and northing. RFC 7946 expects WGS 84
 * longitude and latitude; other coordinate systems are allowed by prior arrangement, and no
 * {@code crs} member is written (RFC 7946 removed it), so tell the reader which system the field's
 * frame uses.
 *
 * <h2>Features</h2>
 * <ul>
 *   <li>Isolines: one {@code Feature} per {@link Isoline}, geometry {@code LineString} (a ring repeats
 *       its first position at the end), properties {@code level} (number) and {@code closed}
 *       (boolean).</li>
 *   <li>Bands: one {@code Feature} per {@link BandPolygon}, geometry {@code Polygon} following the
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
     * Writes isolines to a GeoJSON file, replacing it atomically.
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
     * Writes isolines as a GeoJSON feature collection to a writer (not closed).
     *
     * @param levels the levels, as from {@link Isolines#trace}
     * @param out    the destination
     * @throws IOException          if the writer fails
     * @throws NullPointerException if an argument is null
     */
    public static void writeIsolines(List<IsolineLevel> levels, Writer out) throws IOException {
        Objects.requireNonNull(levels, "levels");
        Objects.requireNonNull(out, "out");
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
                positions(out, line.raw(), line.closed());
                out.write("}}");
            }
        }
        out.write("\n]}\n");
    }

    /**
     * Writes filled bands to a GeoJSON file, replacing it atomically.
     *
     * @param bands the bands, as from {@link Isolines#bands}
     * @param file  the target; its directory must exist
     * @throws IOException          naming the file and the reason; the target is then unchanged
     * @throws NullPointerException if an argument is null
     */
    public static void writeBands(List<Band> bands, Path file) throws IOException {
        Objects.requireNonNull(bands, "bands");
        AtomicFiles.writeText(file, out -> writeBands(bands, out));
    }

    /**
     * Writes filled bands as a GeoJSON feature collection to a writer (not closed).
     *
     * @param bands the bands, as from {@link Isolines#bands}
     * @param out   the destination
     * @throws IOException          if the writer fails
     * @throws NullPointerException if an argument is null
     */
    public static void writeBands(List<Band> bands, Writer out) throws IOException {
        Objects.requireNonNull(bands, "bands");
        Objects.requireNonNull(out, "out");
        out.write("{\"type\":\"FeatureCollection\",\"features\":[");
        boolean first = true;
        for (Band band : bands) {
            String lower = Double.isFinite(band.lower()) ? num("lower", band.lower()) : "null";
            String upper = Double.isFinite(band.upper()) ? num("upper", band.upper()) : "null";
            for (BandPolygon polygon : band.polygons()) {
                out.write(first ? "\n" : ",\n");
                first = false;
                out.write("{\"type\":\"Feature\",\"properties\":{\"level\":" + lower + ",\"lower\":" + lower
                        + ",\"upper\":" + upper + "},\"geometry\":{\"type\":\"Polygon\",\"coordinates\":[");
                positions(out, polygon.exterior().raw(), true);
                for (Ring hole : polygon.holes()) {
                    out.write(',');
                    positions(out, hole.raw(), true);
                }
                out.write("]}}");
            }
        }
        out.write("\n]}\n");
    }

    /** Writes {@code [[x, −z], …]}, repeating the first position at the end when closing. */
    private static void positions(Writer out, double[] xz, boolean close) throws IOException {
        out.write('[');
        int n = xz.length / 2;
        int count = close ? n + 1 : n;
        for (int k = 0; k < count; k++) {
            int i = k % n;
            if (k > 0) {
                out.write(',');
            }
            out.write('[');
            out.write(num("x", xz[2 * i]));
            out.write(',');
            out.write(num("z", -xz[2 * i + 1]));
            out.write(']');
        }
        out.write(']');
    }

    private static String num(String name, double v) {
        return Numbers.number(name, v);
    }
}
