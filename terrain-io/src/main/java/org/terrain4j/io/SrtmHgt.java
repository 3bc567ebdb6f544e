package org.terrain4j.io;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.terrain4j.api.CoordinateSystem;
import org.terrain4j.api.Georeference;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.internal.Checks;
import org.terrain4j.api.internal.Samples;
import org.terrain4j.io.internal.Inputs;

/**
 * SRTM {@code .hgt} tiles (read only): one degree of latitude by one degree of longitude, no header,
 * {@code n × n} big-endian signed 16-bit heights in metres, rows from north to south, with
 * {@code n = 1201} (SRTM3, 3 arc-seconds) or {@code n = 3601} (SRTM1, 1 arc-second). The size is
 * taken from the file's length; the first and last rows and columns lie on the whole-degree lines,
 * so neighbouring tiles share their edge samples. The value −32768 is a void and becomes NaN.
 *
 * <h2>Frame: arc-seconds turned into metres</h2>
 * The samples are evenly spaced in degrees, and degrees are not metres. So that slopes, normals and
 * hillshades come out right, the reader places the tile in a local <em>equirectangular</em>
 * projection whose scale is that of the tile's middle latitude φ (half a degree north of the
 * south edge):
 * <ul>
 *   <li>{@code x = longitude · mx} and {@code z = −latitude · mz}, in metres, with the WGS 84 lengths
 *       of one degree at φ: {@code mx = 111 412.84·cos φ − 93.5·cos 3φ + 0.118·cos 5φ} (along a
 *       parallel) and {@code mz = 111 132.92 − 559.82·cos 2φ + 1.175·cos 4φ − 0.0023·cos 6φ} (along a
 *       meridian);</li>
 *   <li>{@code spacingX = mx / (n − 1)}, {@code spacingZ = mz / (n − 1)} (about 50 m × 93 m for a
 *       3″ tile at 57.5° N);</li>
 *   <li>sample (0, 0) is the tile's north-west corner: {@code originX = west · mx},
 *       {@code originZ = −(south + 1) · mz}.</li>
 * </ul>
 * The geographic position is thus kept: the frame's {@link Georeference} (WGS 84, EPSG:4326, with
 * the scales {@code mx} and {@code mz}) and {@link Tile#longitude(double)} and
 * {@link Tile#latitude(double)} turn a frame position back into degrees. Using one scale for the whole tile makes east–west
 * distances at the tile's north and south edges wrong by about {@code 0.0087·tan φ} (0.9 % at 45°,
 * 1.4 % at 57.5°); tiles of different latitudes have different scales, so their frames do not line
 * up with each other east–west.
 *
 * <p>Source: the SRTM data format (NASA/USGS SRTM documentation); the series for the length of a
 * degree are the standard WGS 84 expansions.
 *
 * <p>Stateless and thread-safe.
 *
 * @since 0.1
 */
public final class SrtmHgt {

    /** The void marker of SRTM: −32768. */
    public static final short VOID = Short.MIN_VALUE;

    private static final Pattern NAME = Pattern.compile("([NS])(\\d{2})([EW])(\\d{3}).*", Pattern.CASE_INSENSITIVE);

    private SrtmHgt() {
    }

    /**
     * Where a tile lies: the latitude of its south edge and the longitude of its west edge, whole
     * degrees. Immutable.
     *
     * @param south latitude of the south edge, degrees, −90…89 (north positive)
     * @param west  longitude of the west edge, degrees, −180…179 (east positive)
     * @since 0.1
     */
    public record Tile(int south, int west) {

        /**
         * Validates the tile.
         *
         * @param south latitude of the south edge, degrees, −90…89
         * @param west  longitude of the west edge, degrees, −180…179
         * @throws IllegalArgumentException if a coordinate is out of range
         */
        public Tile {
            Checks.inRange("south", south, -90, 89);
            Checks.inRange("west", west, -180, 179);
        }

        /**
         * The tile named by a file name such as {@code N57E011.hgt} or {@code s01w078.hgt} (letters in
         * any case; anything may follow the seven characters).
         *
         * @param fileName a file name, without directories
         * @return the tile, or empty if the name does not start with a tile name in range
         */
        public static Optional<Tile> fromName(String fileName) {
            Matcher m = NAME.matcher(Objects.requireNonNull(fileName, "fileName"));
            if (!m.matches()) {
                return Optional.empty();
            }
            int lat = Integer.parseInt(m.group(2));
            int lon = Integer.parseInt(m.group(4));
            if (m.group(1).toUpperCase(Locale.ROOT).equals("S")) {
                lat = -lat;
            }
            if (m.group(3).toUpperCase(Locale.ROOT).equals("W")) {
                lon = -lon;
            }
            if (lat < -90 || lat > 89 || lon < -180 || lon > 179) {
                return Optional.empty();
            }
            return Optional.of(new Tile(lat, lon));
        }

        /**
         * @return the tile's name, such as {@code N57E011}
         */
        public String name() {
            return String.format(Locale.ROOT, "%s%02d%s%03d", south < 0 ? "S" : "N", Math.abs(south),
                    west < 0 ? "W" : "E", Math.abs(west));
        }

        /**
         * @return the latitude of the tile's middle, degrees: {@code south + 0.5}
         */
        public double middleLatitude() {
            return south + 0.5;
        }

        /**
         * @return metres in one degree of longitude at the middle latitude (WGS 84)
         */
        public double metresPerDegreeX() {
            return Geographic.metresPerDegreeLongitude(middleLatitude());
        }

        /**
         * @return metres in one degree of latitude at the middle latitude (WGS 84)
         */
        public double metresPerDegreeZ() {
            return Geographic.metresPerDegreeLatitude(middleLatitude());
        }

        /**
         * The frame of this tile with {@code samples} samples a side, as described in the class notes.
         *
         * @param samples samples along each side, ≥ 2 (1201 or 3601 for SRTM)
         * @return the frame, metres, georeferenced in WGS 84 (EPSG:4326) with the scales
         *         {@link #metresPerDegreeX()} and {@link #metresPerDegreeZ()}, the way back to degrees
         * @throws IllegalArgumentException if samples &lt; 2
         */
        public GridFrame frame(int samples) {
            Checks.atLeast("samples", samples, 2);
            double mx = metresPerDegreeX();
            double mz = metresPerDegreeZ();
            return new GridFrame(west * mx, -(south + 1) * mz, mx / (samples - 1), mz / (samples - 1))
                    .withGeoreference(new Georeference(CoordinateSystem.WGS84, mx, mz));
        }

        /**
         * @param x a frame x of this tile, metres
         * @return its longitude, degrees east
         */
        public double longitude(double x) {
            return x / metresPerDegreeX();
        }

        /**
         * @param z a frame z of this tile, metres
         * @return its latitude, degrees north
         */
        public double latitude(double z) {
            return -z / metresPerDegreeZ();
        }
    }

    /**
     * Reads a tile whose position is given by its file name ({@code N57E011.hgt}).
     *
     * @param file the {@code .hgt} file
     * @return the heights in metres, {@code n × n}, voids as NaN, in the frame of the class notes
     * @throws java.nio.file.NoSuchFileException if the file does not exist
     * @throws RasterFormatException if the name does not give the tile (use {@link #read(Path, Tile)}),
     *                               or the length is not that of a 1201² or 3601² tile (for example a
     *                               truncated file)
     * @throws IOException           if reading fails
     */
    public static Heightfield read(Path file) throws IOException {
        return read(file, tileOf(file));
    }

    /** The tile a file's name gives, refused (after checking the file exists) if it gives none. */
    static Tile tileOf(Path file) throws IOException {
        Objects.requireNonNull(file, "file");
        Path name = file.getFileName();
        Optional<Tile> tile = name == null ? Optional.empty() : Tile.fromName(name.toString());
        if (tile.isEmpty()) {
            Inputs.regularFile(file);
            throw new RasterFormatException(file, "the file name does not give the tile's south-west corner "
                    + "(such as N57E011.hgt); rename it or pass the tile explicitly");
        }
        return tile.get();
    }

    /**
     * Reads a tile at an explicit position, whatever the file is called.
     *
     * @param file the {@code .hgt} file
     * @param tile where the tile lies
     * @return the heights in metres, {@code n × n}, voids as NaN, in the frame of the class notes
     * @throws java.nio.file.NoSuchFileException if the file does not exist
     * @throws RasterFormatException if the length is not that of a 1201² or 3601² tile
     * @throws IOException           if reading fails
     */
    public static Heightfield read(Path file, Tile tile) throws IOException {
        return read(file, tile, ReadOptions.DEFAULT_MAX_DECODED_BYTES);
    }

    /**
     * Reads a tile at an explicit position with the read budget of {@code options} (an SRTM tile
     * records everything else, so any other option is refused, as {@link Rasters#read(Path, ReadOptions)}
     * refuses it for an {@code .hgt}).
     *
     * @param file    the {@code .hgt} file
     * @param tile    where the tile lies
     * @param options the read budget ({@link ReadOptions#withMaxDecodedBytes(long)}); nothing else set
     * @return the heights in metres, {@code n × n}, voids as NaN, in the frame of the class notes
     * @throws IllegalArgumentException if an option other than the budget is set
     * @throws java.nio.file.NoSuchFileException if the file does not exist
     * @throws RasterFormatException if the length is not that of a 1201² or 3601² tile, or its heights
     *                               ({@code n² × 4} bytes) would take more than the budget ({@code FILE:
     *                               would take N bytes …}, checked before anything is allocated)
     * @throws IOException           if reading fails
     * @since 0.1
     */
    public static Heightfield read(Path file, Tile tile, ReadOptions options) throws IOException {
        Objects.requireNonNull(options, "options");
        Rasters.refuse(options, file, "an SRTM tile", true, true, true);
        return read(file, tile, options.maxDecodedBytes());
    }

    /**
     * As {@link #read(Path, Tile)}, refusing a tile whose heights would take more than {@code budget}
     * bytes before anything is allocated.
     */
    static Heightfield read(Path file, Tile tile, long budget) throws IOException {
        Objects.requireNonNull(tile, "tile");
        long length = Inputs.regularFile(file);
        int n = samplesPerSide(file, length);
        Inputs.budget(file, n, n, 0, "", budget);
        HeightfieldBuffer buffer = new HeightfieldBuffer(n, n, tile.frame(n));
        float[] data = Samples.shared(buffer);
        ByteBuffer bytes = ByteBuffer.allocate(1 << 16).order(ByteOrder.BIG_ENDIAN);
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
            int i = 0;
            int total = n * n;
            while (i < total) {
                bytes.clear();
                bytes.limit(Math.min(bytes.capacity(), (total - i) * 2));
                while (bytes.hasRemaining()) {
                    if (ch.read(bytes) < 0) {
                        throw new RasterFormatException(file, "truncated while reading: ended after "
                                + (2L * i + bytes.position()) + " of " + 2L * total + " bytes");
                    }
                }
                bytes.flip();
                while (bytes.hasRemaining()) {
                    short s = bytes.getShort();
                    data[i++] = s == VOID ? Float.NaN : s;
                }
            }
        }
        return buffer.freeze();
    }

    private static int samplesPerSide(Path file, long length) throws RasterFormatException {
        long srtm3 = 2L * 1201 * 1201;
        long srtm1 = 2L * 3601 * 3601;
        if (length == srtm3) {
            return 1201;
        }
        if (length == srtm1) {
            return 3601;
        }
        String sizes = srtm3 + " bytes (1201 × 1201, SRTM3) or " + srtm1 + " bytes (3601 × 3601, SRTM1)";
        if (length < srtm3) {
            throw new RasterFormatException(file, "truncated or not an SRTM tile: " + length
                    + " bytes, an .hgt tile has " + sizes);
        }
        if (length < srtm1) {
            throw new RasterFormatException(file, "not an SRTM tile (a truncated SRTM1 tile?): " + length
                    + " bytes, an .hgt tile has " + sizes);
        }
        throw new RasterFormatException(file, "not an SRTM tile: " + length + " bytes, an .hgt tile has " + sizes);
    }
}
