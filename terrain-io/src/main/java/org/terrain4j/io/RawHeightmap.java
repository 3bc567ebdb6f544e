package org.terrain4j.io;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Objects;
import java.util.OptionalInt;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.HeightfieldView;
import org.terrain4j.io.internal.AtomicFiles;
import org.terrain4j.api.internal.Checks;
import org.terrain4j.api.internal.Samples;
import org.terrain4j.io.internal.Inputs;

/**
 * Headerless raw heightmaps, as game engines and terrain tools exchange them: {@code columns × rows}
 * samples, row-major, rows from north to south (the first row of the file is row 0, z smallest),
 * each row from west to east, nothing else in the file.
 * <ul>
 *   <li>{@link Format#R16} ({@code .r16}, {@code .raw}): unsigned 16-bit samples 0…65535, turned into
 *       heights by a {@link SampleMapping} ({@code height = offset + scale · sample});</li>
 *   <li>{@link Format#F32} ({@code .f32}): IEEE 754 single-precision heights, stored bit for bit
 *       (NaN stays NaN).</li>
 * </ul>
 * The file records neither size, byte order, mapping nor frame, so a reader must be told them. An
 * instance of this class is an immutable set of those settings with {@code read} and {@code write}
 * methods:
 * <pre>{@code
 * Heightfield h = RawHeightmap.r16().withByteOrder(ByteOrder.BIG_ENDIAN).withSize(513, 513)
 *         .mapping(new SampleMapping(0, 0.01)).read(Path.of("land.r16"));
 * RawHeightmap.f32().write(h, Path.of("land.f32"));
 * }</pre>
 *
 * <h2>Defaults</h2>
 * Little-endian (what Unity, Unreal Engine and World Machine write on x86); size inferred as a square
 * from the file's length (an error if the sample count is not a perfect square); the unit frame;
 * for {@code .r16} reading, {@link SampleMapping#NORMALISED} (heights 0…1) and no no-data sample; for
 * {@code .r16} writing, {@link SampleMapping#fitting} over the whole sample range.
 *
 * <h2>No-data in {@code .r16}</h2>
 * Writing a field with NaN samples stores them as sample 0, and the default mapping then keeps 0 for
 * them (minimum → 1). Reading turns samples equal to {@link #withNoDataSample(int)} into NaN; by default no
 * sample is no-data. {@code .f32} needs no marker.
 *
 * <p>Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class RawHeightmap {

    /**
     * The sample encoding of a raw file.
     *
     * @since 0.1
     */
    public enum Format {
        /** Unsigned 16-bit integer samples, 2 bytes each. */
        R16(2),
        /** IEEE 754 binary32 heights, 4 bytes each. */
        F32(4);

        private final int bytes;

        Format(int bytes) {
            this.bytes = bytes;
        }

        /**
         * @return bytes per sample: 2 or 4
         */
        public int bytesPerSample() {
            return bytes;
        }
    }

    private final Format format;
    private final ByteOrder order;
    private final int columns;
    private final int rows;
    private final SampleMapping mapping;
    private final int noData;
    private final GridFrame frame;

    private RawHeightmap(Format format, ByteOrder order, int columns, int rows, SampleMapping mapping, int noData,
            GridFrame frame) {
        this.format = format;
        this.order = order;
        this.columns = columns;
        this.rows = rows;
        this.mapping = mapping;
        this.noData = noData;
        this.frame = frame;
    }

    /**
     * @return unsigned 16-bit settings with the defaults of the class notes
     */
    public static RawHeightmap r16() {
        return new RawHeightmap(Format.R16, ByteOrder.LITTLE_ENDIAN, 0, 0, null, -1, GridFrame.UNIT);
    }

    /**
     * @return 32-bit float settings with the defaults of the class notes
     */
    public static RawHeightmap f32() {
        return new RawHeightmap(Format.F32, ByteOrder.LITTLE_ENDIAN, 0, 0, null, -1, GridFrame.UNIT);
    }

    /**
     * @param format the sample encoding
     * @return settings of that format with the defaults of the class notes
     */
    public static RawHeightmap of(Format format) {
        return Objects.requireNonNull(format, "format") == Format.R16 ? r16() : f32();
    }

    /**
     * @param order byte order of every sample in the file
     * @return these settings with that byte order
     */
    public RawHeightmap withByteOrder(ByteOrder order) {
        return new RawHeightmap(format, Objects.requireNonNull(order, "order"), columns, rows, mapping, noData, frame);
    }

    /**
     * Fixes the grid size for reading (the file must then be exactly {@code columns × rows} samples
     * long). Writing always uses the field's own size.
     *
     * @param columns samples per row, ≥ 1
     * @param rows    rows, ≥ 1
     * @return these settings with that size
     * @throws IllegalArgumentException if a count is below 1 or the grid is larger than a heightfield
     *                                  can hold
     */
    public RawHeightmap withSize(int columns, int rows) {
        Checks.gridSize(columns, rows);
        return new RawHeightmap(format, order, columns, rows, mapping, noData, frame);
    }

    /**
     * Sets the sample mapping of an {@code .r16} file, for reading and writing (ignored by
     * {@code .f32}).
     *
     * @param mapping how samples stand for heights
     * @return these settings with that mapping
     */
    public RawHeightmap withMapping(SampleMapping mapping) {
        return new RawHeightmap(format, order, columns, rows, Objects.requireNonNull(mapping, "mapping"), noData,
                frame);
    }

    /**
     * Sets the {@code .r16} sample that reads as NaN (ignored by {@code .f32} and by writing, which
     * always stores NaN as 0).
     *
     * @param sample 0…65535
     * @return these settings with that no-data sample
     * @throws IllegalArgumentException if the sample is outside 0…65535
     */
    public RawHeightmap withNoDataSample(int sample) {
        Checks.inRange("sample", sample, 0, SampleMapping.MAX_SAMPLE);
        return new RawHeightmap(format, order, columns, rows, mapping, sample, frame);
    }

    /**
     * @param frame the frame given to fields read with these settings
     * @return these settings with that frame
     */
    public RawHeightmap withFrame(GridFrame frame) {
        return new RawHeightmap(format, order, columns, rows, mapping, noData, Objects.requireNonNull(frame, "frame"));
    }

    /**
     * @return the sample encoding
     */
    public Format format() {
        return format;
    }

    /**
     * @return the byte order
     */
    public ByteOrder byteOrder() {
        return order;
    }

    /**
     * @return the fixed columns, or empty if the size is inferred as a square
     */
    public OptionalInt columns() {
        return columns == 0 ? OptionalInt.empty() : OptionalInt.of(columns);
    }

    /**
     * @return the fixed rows, or empty if the size is inferred as a square
     */
    public OptionalInt rows() {
        return rows == 0 ? OptionalInt.empty() : OptionalInt.of(rows);
    }

    // ------------------------------------------------------------------------------------------- read

    /**
     * Reads a raw file with these settings.
     *
     * @param file the file
     * @return the heights in the configured frame; {@code .r16} samples through the mapping (default
     *         {@link SampleMapping#NORMALISED}), the no-data sample as NaN
     * @throws java.nio.file.NoSuchFileException if the file does not exist
     * @throws RasterFormatException if the length is not a whole number of samples; if no size is set
     *                               and the sample count is not a perfect square; if a size is set and
     *                               the file is shorter (truncated) or longer than it; or if the
     *                               grid is larger than a heightfield can hold (all checked before
     *                               allocating); if an {@code .f32} sample is infinite (NaN is a void)
     * @throws IllegalArgumentException if the frame puts the grid's last sample beyond
     *                               ±{@value GridFrame#MAX_COORDINATE} (checked before allocating, as
     *                               {@link GridFrame#checkGrid} words it); if the {@code .r16} mapping
     *                               takes a sample the file holds to a height beyond the range of
     *                               {@code float} ({@code scale cannot be …} or {@code offset cannot be
     *                               …}, naming the samples)
     * @throws IOException           if reading fails
     */
    public Heightfield read(Path file) throws IOException {
        return read(file, FrameSource.of(frame), ReadOptions.DEFAULT_MAX_DECODED_BYTES);
    }

    /**
     * As {@link #read(Path)}, with the frame chosen by {@code frames} once the size is known (the
     * configured frame is not used): {@link Rasters#read(Path, ReadOptions)} refuses a spacing too
     * wide for the grid in the words of its options; a grid whose heights would take more than
     * {@code budget} bytes is refused before anything is allocated.
     */
    Heightfield read(Path file, FrameSource frames, long budget) throws IOException {
        long length = Inputs.regularFile(file);
        int bytes = format.bytesPerSample();
        long c;
        long r;
        if (columns == 0) {
            if (length == 0 || length % bytes != 0) {
                throw new RasterFormatException(file, "length " + length + " bytes is not a whole, positive number of "
                        + bytes + "-byte " + format + " samples");
            }
            long n = length / bytes;
            long side = (long) Math.sqrt((double) n);
            while (side * side > n) {
                side--;
            }
            while ((side + 1) * (side + 1) <= n) {
                side++;
            }
            if (side * side != n) {
                throw new RasterFormatException(file, "cannot infer the size: " + n + " samples is not a square; "
                        + "give its columns and rows");
            }
            c = side;
            r = side;
        } else {
            c = columns;
            r = rows;
            long expected = c * r * bytes;
            if (length < expected) {
                throw new RasterFormatException(file, "truncated: " + length + " bytes, but " + c + " × " + r + " "
                        + format + " samples take " + expected);
            }
            if (length > expected) {
                throw new RasterFormatException(file, "longer than expected: " + length + " bytes, but " + c + " × " + r
                        + " " + format + " samples take " + expected + " (wrong size given?)");
            }
        }
        int n = Inputs.gridSize(file, c, r, length / bytes, length);
        Inputs.budget(file, c, r, 0, "", budget);
        HeightfieldBuffer buffer = new HeightfieldBuffer((int) c, (int) r, frames.frame(file, c, r));
        float[] data = Samples.shared(buffer);
        SampleMapping m = mapping == null ? SampleMapping.NORMALISED : mapping;
        ByteBuffer buf = ByteBuffer.allocate(1 << 16).order(order);
        int lowest = SampleMapping.MAX_SAMPLE + 1;
        int highest = -1;
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
            int i = 0;
            while (i < n) {
                buf.clear();
                buf.limit((int) Math.min(buf.capacity(), (long) (n - i) * bytes));
                while (buf.hasRemaining()) {
                    if (ch.read(buf) < 0) {
                        throw new RasterFormatException(file, "truncated while reading: ended after "
                                + ((long) i * bytes + buf.position()) + " of " + length + " bytes");
                    }
                }
                buf.flip();
                if (format == Format.R16) {
                    while (buf.hasRemaining()) {
                        int s = buf.getShort() & 0xFFFF;
                        if (s == noData) {
                            data[i++] = Float.NaN;
                        } else {
                            data[i++] = (float) m.height(s);
                            lowest = Math.min(lowest, s);
                            highest = Math.max(highest, s);
                        }
                    }
                } else {
                    while (buf.hasRemaining()) {
                        float f = buf.getFloat();
                        if (Float.isInfinite(f)) {
                            // as the .asc and .tif readers: NaN is a void, an infinite height is no height
                            throw new RasterFormatException(file, "sample " + i + " (column " + (i % c + 1)
                                    + ", row " + (i / c + 1) + ") is " + f + ": heights must be finite (NaN"
                                    + " for a void)");
                        }
                        data[i++] = f;
                    }
                }
            }
        }
        m.requireFloatHeights(file, lowest, highest, true);
        return buffer.freeze();
    }

    // ------------------------------------------------------------------------------------------ write

    /**
     * Writes a field with these settings ({@code .r16}: the set mapping, or
     * {@link SampleMapping#fitting} with sample 0 kept for NaN when the field has any; NaN as sample
     * 0). The size and frame settings are not used: the file holds the field's own
     * {@code columns × rows} samples and no frame.
     *
     * @param field the heights
     * @param file  the file to create or replace
     * @return the mapping used for {@code .r16} (record it: the file does not), or
     *         {@link SampleMapping#IDENTITY} for {@code .f32}
     * @throws IllegalArgumentException if a sample is infinite; if an {@code .r16} mapping sends a
     *                                  valid height outside 0…65535 (or to 0 when the field has NaN
     *                                  samples); nothing is written then
     * @throws IOException              if the directory does not exist or writing fails; no partial
     *                                  file is left
     */
    public SampleMapping write(HeightfieldView field, Path file) throws IOException {
        Objects.requireNonNull(field, "field");
        Objects.requireNonNull(file, "file");
        Inputs.finiteOrNoData(field, "a raw " + format + " file");
        int c = field.columns();
        int r = field.rows();
        if (format == Format.F32) {
            AtomicFiles.write(file, out -> {
                float[] row = new float[c];
                // a row in pieces of at most CHUNK samples: c × 4 bytes passes 2³¹ from 537 M columns
                ByteBuffer buf = ByteBuffer.allocate(Math.min(c, CHUNK) * 4).order(order);
                for (int y = 0; y < r; y++) {
                    field.copyRowTo(y, row, 0);
                    for (int x = 0; x < c; x += CHUNK) {
                        int k = Math.min(CHUNK, c - x);
                        buf.clear();
                        buf.asFloatBuffer().put(row, x, k);
                        out.write(buf.array(), 0, k * 4);
                    }
                }
            });
            return SampleMapping.IDENTITY;
        }
        boolean voids = field.statistics().noDataCount() > 0;
        int lowest = voids ? 1 : 0;
        SampleMapping m = mapping != null ? mapping : SampleMapping.fitting(field, lowest);
        // convert everything first so that a bad mapping fails before any file is created
        short[] samples = new short[field.sampleCount()];
        float[] row = new float[c];
        int[] rowSamples = new int[c];
        for (int y = 0; y < r; y++) {
            field.copyRowTo(y, row, 0);
            m.toSamples(row, rowSamples, lowest, y);
            for (int x = 0; x < c; x++) {
                samples[y * c + x] = (short) rowSamples[x];
            }
        }
        AtomicFiles.write(file, out -> {
            ByteBuffer buf = ByteBuffer.allocate(Math.min(c, CHUNK) * 2).order(order);
            for (int y = 0; y < r; y++) {
                for (int x = 0; x < c; x += CHUNK) {
                    int k = Math.min(CHUNK, c - x);
                    buf.clear();
                    buf.asShortBuffer().put(samples, y * c + x, k);
                    out.write(buf.array(), 0, k * 2);
                }
            }
        });
        return m;
    }

    /** Samples of a row converted and written at once (a row is written in pieces of this many). */
    static final int CHUNK = 1 << 16;

    @Override
    public String toString() {
        return "RawHeightmap[" + format + ", " + order + ", " + (columns == 0 ? "square" : columns + " × " + rows)
                + (mapping == null ? "" : ", " + mapping) + (noData < 0 ? "" : ", no-data " + noData) + ", " + frame + "]";
    }
}
