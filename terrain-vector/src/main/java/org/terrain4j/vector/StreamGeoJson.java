package org.terrain4j.vector;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

import org.terrain4j.api.GridFrame;
import org.terrain4j.io.internal.AtomicFiles;
import org.terrain4j.io.internal.Numbers;
import org.terrain4j.routing.StreamNetwork;
import org.terrain4j.vector.internal.Wgs84Positions;

/**
 * Stream networks as GeoJSON (RFC 7946): a FeatureCollection of LineStrings, one per link of a
 * {@link StreamNetwork}, one position per sample.
 *
 * <p>Positions are WGS 84 {@code [longitude, latitude]} in degrees, reprojected with LocationTech
 * Proj4J from the frame's coordinate reference system ({@link GridFrame#georeference()}). A frame with
 * no system, or one Proj4J cannot build, gets the frame's own {@code [x, −z]} (metres east and north,
 * the isoline writers' convention, so a north-up GIS is not mirrored) and a warning is returned. No
 * {@code crs} member is written (RFC 7946 removed it). Each feature has the properties {@code order}
 * (Strahler) and {@code samples}. A link of a single sample (a confluence at a base level) is left
 * out, since a LineString needs two positions.
 *
 * <p>Written atomically: on failure the target is unchanged. Stateless and thread-safe.
 *
 * @since 0.1
 */
public final class StreamGeoJson {

    private StreamGeoJson() {
    }

    /**
     * Writes a stream network's links.
     *
     * @param streams the network (its grid gives the number of columns)
     * @param file    the file to write
     * @param frame   where the grid lies (origin, spacing and georeference); it must have the network's
     *                grid size in mind: sample {@code i} sits at column {@code i % columns}, row
     *                {@code i / columns}
     * @return a warning when the positions are not WGS 84 longitude/latitude, else empty
     * @throws IOException if writing fails
     * @throws IllegalArgumentException if a position cannot be reprojected (nothing is written then)
     * @throws NullPointerException if an argument is null
     */
    public static Optional<String> write(StreamNetwork streams, Path file, GridFrame frame) throws IOException {
        Objects.requireNonNull(streams, "streams");
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(frame, "frame");
        Wgs84Positions positions = Wgs84Positions.of(frame);
        double[] xy = new double[2];
        int cols = streams.grid().columns();
        AtomicFiles.write(file, out -> {
            StringBuilder sb = new StringBuilder(1 << 16);
            sb.append("{\"type\":\"FeatureCollection\",\"features\":[");
            boolean first = true;
            for (StreamNetwork.Link l : streams.links()) {
                int n = l.length();
                if (n < 2) {
                    continue;
                }
                if (!first) {
                    sb.append(',');
                }
                first = false;
                sb.append("\n{\"type\":\"Feature\",\"properties\":{\"order\":").append(l.order())
                        .append(",\"samples\":").append(n)
                        .append("},\"geometry\":{\"type\":\"LineString\",\"coordinates\":[");
                for (int v = 0; v < n; v++) {
                    int i = l.sample(v);
                    if (v > 0) {
                        sb.append(',');
                    }
                    positions.position(frame.x(i % cols), frame.z(i / cols), xy);
                    sb.append('[').append(Numbers.doubleText(xy[0])).append(',').append(Numbers.doubleText(xy[1]))
                            .append(']');
                }
                sb.append("]}}");
                if (sb.length() > (1 << 16)) {
                    flush(out, sb);
                }
            }
            sb.append("\n]}\n");
            flush(out, sb);
        });
        return positions.warning();
    }

    private static void flush(OutputStream out, StringBuilder sb) throws IOException {
        out.write(sb.toString().getBytes(StandardCharsets.UTF_8));
        sb.setLength(0);
    }
}
