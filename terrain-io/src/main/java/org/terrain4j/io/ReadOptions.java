package org.terrain4j.io;

import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.internal.Checks;

/**
 * What a heightfield file does not record, given by the reader's caller: the sample mapping
 * ({@code height = offset + scale · sample}), the spacing, the byte order and the grid size. Used by
 * {@link Rasters#read(java.nio.file.Path, ReadOptions)}, and returned by
 * {@link Rasters#write(org.terrain4j.api.HeightfieldView, java.nio.file.Path)} as the options that
 * read the written file back as it was written.
 *
 * <p>Which format uses what:
 * <ul>
 *   <li>raw {@code .r16}/{@code .raw}: all of them (by default heights 0…1, spacing 1, little-endian,
 *       square);</li>
 *   <li>raw {@code .f32}: spacing, byte order and size (its samples are the heights: no mapping);</li>
 *   <li>{@code .png}: the mapping and the spacing, for an image that records none (a terrain4j PNG
 *       records both, and its record is used);</li>
 *   <li>{@code .asc} and {@code .hgt} record everything: any option is refused for them, but the
 *       budget;</li>
 *   <li>every format: the read budget ({@link #withMaxDecodedBytes(long)}, default 1 GiB), the most
 *       memory the heights and decoding buffers of a file may take, checked before anything is
 *       allocated.</li>
 * </ul>
 * An option a format does not use is refused ({@link IllegalArgumentException}) rather than ignored.
 * Every option left unset takes the format's default; the frame's origin is always (0, 0) for a file
 * that does not record one.
 *
 * <pre>{@code
 * Heightfield h = Rasters.read(Path.of("land.r16"),
 *         ReadOptions.defaults().withScale(0.01).withOffset(-20).withSpacing(2).withSize(1025, 513));
 * }</pre>
 *
 * <p>Immutable and thread-safe; {@code withX} methods return modified copies.
 *
 * @since 0.1
 */
public final class ReadOptions {

    /**
     * The default read budget, 1 GiB ({@value} bytes): the float heights of 268 435 456 samples
     * (16 384²), twenty SRTM 1″ tiles, or a 16 384² game-engine heightmap. It keeps a reader from
     * being made to allocate more than a quarter of the default heap of an 8 GiB machine (a JVM takes
     * a quarter of the memory) by a file that asks for it, with room left for one working copy of
     * what it reads; raise it with {@link #withMaxDecodedBytes(long)} to read larger grids.
     */
    public static final long DEFAULT_MAX_DECODED_BYTES = 1L << 30;

    private static final ReadOptions DEFAULTS = new ReadOptions(Double.NaN, Double.NaN, Double.NaN, null, 0, 0,
            DEFAULT_MAX_DECODED_BYTES);

    private final double scale;
    private final double offset;
    private final double spacing;
    private final ByteOrder byteOrder;
    private final int columns;
    private final int rows;
    private final long maxDecodedBytes;

    private ReadOptions(double scale, double offset, double spacing, ByteOrder byteOrder, int columns, int rows,
            long maxDecodedBytes) {
        this.scale = scale;
        this.offset = offset;
        this.spacing = spacing;
        this.byteOrder = byteOrder;
        this.columns = columns;
        this.rows = rows;
        this.maxDecodedBytes = maxDecodedBytes;
    }

    /**
     * @return options with nothing set: every format's own defaults
     */
    public static ReadOptions defaults() {
        return DEFAULTS;
    }

    /**
     * @param scale the height step between neighbouring 16-bit samples; finite and &gt; 0
     * @return these options with that scale
     * @throws IllegalArgumentException if scale is not finite and positive
     */
    public ReadOptions withScale(double scale) {
        Checks.positiveFinite("scale", scale);
        return new ReadOptions(scale, offset, spacing, byteOrder, columns, rows, maxDecodedBytes);
    }

    /**
     * @param offset the height of sample 0; finite
     * @return these options with that offset
     * @throws IllegalArgumentException if offset is not finite
     */
    public ReadOptions withOffset(double offset) {
        Checks.finite("offset", offset);
        return new ReadOptions(scale, offset + 0.0, spacing, byteOrder, columns, rows, maxDecodedBytes);
    }

    /**
     * @param spacing metres between neighbouring samples along both axes; in
     *                [{@value GridFrame#MIN_SPACING}, {@value GridFrame#MAX_SPACING}], as a frame takes it
     * @return these options with that spacing (origin 0, 0)
     * @throws IllegalArgumentException if spacing is outside that range
     */
    public ReadOptions withSpacing(double spacing) {
        Checks.spacing("spacing", spacing);
        return new ReadOptions(scale, offset, spacing, byteOrder, columns, rows, maxDecodedBytes);
    }

    /**
     * @param byteOrder the byte order of a raw file's samples
     * @return these options with that byte order
     */
    public ReadOptions withByteOrder(ByteOrder byteOrder) {
        return new ReadOptions(scale, offset, spacing, Objects.requireNonNull(byteOrder, "byteOrder"), columns, rows,
                maxDecodedBytes);
    }

    /**
     * @param columns samples per row of a raw file, ≥ 1
     * @param rows    rows of a raw file, ≥ 1
     * @return these options with that size
     * @throws IllegalArgumentException if a count is below 1 or the grid is larger than a heightfield
     *                                  can hold
     */
    public ReadOptions withSize(int columns, int rows) {
        Checks.gridSize(columns, rows);
        return new ReadOptions(scale, offset, spacing, byteOrder, columns, rows, maxDecodedBytes);
    }

    /**
     * Sets the read budget: the most memory, in bytes, that reading a file may take for what it decodes,
     * namely the {@code float} heights ({@code columns × rows × 4} bytes) and, for a compressed or
     * predicted GeoTIFF, one decoded strip or tile. Every reader checks it from the file's header
     * (its declared size, or its length for a raw or {@code .hgt} file) before allocating or decoding
     * anything, and refuses a file that would take more with a {@link RasterFormatException} that gives
     * the bytes it would take. The file's own bytes (a GeoTIFF is read whole, at most 2 GiB) are not
     * counted. Applies to every format.
     *
     * @param bytes the budget in bytes, ≥ 1 (default {@link #DEFAULT_MAX_DECODED_BYTES}, 1 GiB)
     * @return these options with that budget
     * @throws IllegalArgumentException if bytes is below 1
     */
    public ReadOptions withMaxDecodedBytes(long bytes) {
        if (bytes < 1) {
            throw new IllegalArgumentException("maxDecodedBytes must be ≥ 1, was " + bytes);
        }
        return new ReadOptions(scale, offset, spacing, byteOrder, columns, rows, bytes);
    }

    /**
     * @return the read budget in bytes ({@link #DEFAULT_MAX_DECODED_BYTES} unless set)
     */
    public long maxDecodedBytes() {
        return maxDecodedBytes;
    }

    /**
     * @return the scale, if set
     */
    public OptionalDouble scale() {
        return scale == scale ? OptionalDouble.of(scale) : OptionalDouble.empty();
    }

    /**
     * @return the offset, if set
     */
    public OptionalDouble offset() {
        return offset == offset ? OptionalDouble.of(offset) : OptionalDouble.empty();
    }

    /**
     * @return the spacing, if set
     */
    public OptionalDouble spacing() {
        return spacing == spacing ? OptionalDouble.of(spacing) : OptionalDouble.empty();
    }

    /**
     * @return the byte order, if set
     */
    public Optional<ByteOrder> byteOrder() {
        return Optional.ofNullable(byteOrder);
    }

    /**
     * @return the columns, if a size is set
     */
    public OptionalInt columns() {
        return columns == 0 ? OptionalInt.empty() : OptionalInt.of(columns);
    }

    /**
     * @return the rows, if a size is set
     */
    public OptionalInt rows() {
        return rows == 0 ? OptionalInt.empty() : OptionalInt.of(rows);
    }

    /**
     * @return whether nothing is set
     */
    public boolean isDefault() {
        return equals(DEFAULTS);
    }

    /**
     * @param fallback the mapping whose parts are used where scale or offset is not set
     * @return the mapping of these options
     */
    public SampleMapping mapping(SampleMapping fallback) {
        Objects.requireNonNull(fallback, "fallback");
        return new SampleMapping(offset == offset ? offset : fallback.offset(), scale == scale ? scale : fallback.scale());
    }

    boolean hasMapping() {
        return scale == scale || offset == offset;
    }

    /**
     * @return the frame of a file that records none: origin (0, 0), the set spacing or 1
     */
    GridFrame frame() {
        return spacing == spacing ? new GridFrame(0, 0, spacing, spacing) : GridFrame.UNIT;
    }

    /**
     * The frame of a file of {@code columns × rows} samples that records none: {@link #frame()},
     * refused with a message naming {@code spacing} if the spacing set puts the grid's last sample
     * beyond {@link GridFrame#MAX_COORDINATE} from its first.
     *
     * @param file    the file being read, for messages
     * @param columns its columns, ≥ 1
     * @param rows    its rows, ≥ 1
     * @return {@link #frame()}, which holds the grid
     * @throws IllegalArgumentException {@code spacing must be in [1e-9, MAX] for the C × R samples of FILE
     *                                  (…), was V} if the spacing set is too wide for the grid
     */
    GridFrame frame(Path file, long columns, long rows) {
        long steps = Math.max(columns, rows) - 1;
        // the test GridFrame.checkGrid makes of the origin-0 frame's last column or row
        if (spacing == spacing && !(steps * spacing <= GridFrame.MAX_COORDINATE)) {
            double max = Math.min(GridFrame.MAX_SPACING, GridFrame.MAX_COORDINATE / steps);
            while (steps * max > GridFrame.MAX_COORDINATE) {
                max = Math.nextDown(max);
            }
            // the lower end as Checks.SPACING_RANGE writes it
            throw new IllegalArgumentException("spacing must be in [1e-9, " + Checks.number(max) + "] for the "
                    + columns + " × " + rows + " samples of " + file + " (its last sample, " + steps
                    + " spacings from the first, must lie within 1e12 m of it), was " + Checks.number(spacing));
        }
        return frame().checkGrid(columns, rows);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ReadOptions other && Double.compare(scale, other.scale) == 0
                && Double.compare(offset, other.offset) == 0 && Double.compare(spacing, other.spacing) == 0
                && Objects.equals(byteOrder, other.byteOrder) && columns == other.columns && rows == other.rows
                && maxDecodedBytes == other.maxDecodedBytes;
    }

    @Override
    public int hashCode() {
        return Objects.hash(scale, offset, spacing, byteOrder, columns, rows, maxDecodedBytes);
    }

    /**
     * @return the set options, such as {@code ReadOptions[scale=0.01, offset=-20, spacing=2]}
     */
    @Override
    public String toString() {
        StringBuilder s = new StringBuilder("ReadOptions[");
        String sep = "";
        if (scale == scale) {
            s.append("scale=").append(scale);
            sep = ", ";
        }
        if (offset == offset) {
            s.append(sep).append("offset=").append(offset);
            sep = ", ";
        }
        if (spacing == spacing) {
            s.append(sep).append("spacing=").append(spacing);
            sep = ", ";
        }
        if (byteOrder != null) {
            s.append(sep).append("byteOrder=").append(byteOrder);
            sep = ", ";
        }
        if (columns != 0) {
            s.append(sep).append("size=").append(columns).append('×').append(rows);
            sep = ", ";
        }
        if (maxDecodedBytes != DEFAULT_MAX_DECODED_BYTES) {
            s.append(sep).append("maxDecodedBytes=").append(maxDecodedBytes);
        }
        return s.append(']').toString();
    }
}
