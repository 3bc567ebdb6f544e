package org.terrain4j.api;

import java.util.Arrays;
import java.util.Objects;

import org.terrain4j.api.internal.Checks;
import org.terrain4j.api.internal.Samples;

/**
 * The mutable twin of {@link Heightfield}: a grid of {@code float} heights for algorithms and hot
 * loops to write, then {@linkplain #freeze() freeze} into an immutable field without a copy.
 *
 * <p>Same shape and conventions as {@code Heightfield} (row-major, columns along x, rows along z,
 * a {@link GridFrame}). Not thread-safe: callers that share a buffer between threads must
 * synchronise, and algorithms that write it in parallel document how they keep writes apart.
 *
 * <p>Bulk access copies, and says so: {@link #toArray()} and {@link #copyTo(float[], int)} read every
 * sample, {@link #copyFrom(float[], int)} and {@link #copyRowFrom(int, float[], int)} write them. The
 * backing array itself is never returned.
 *
 * <p>Lifecycle: after {@link #freeze()} every write and a second {@code freeze()} throw
 * {@link IllegalStateException}; reads keep working.
 *
 * @since 0.1
 */
public final class HeightfieldBuffer extends Grid implements HeightfieldView {

    static {
        // terrain4j's own hot loops reach the backing array through api.internal.Samples (exported only
        // to terrain4j's modules); the frozen check stays the same as for every write.
        Samples.install(buffer -> {
            buffer.checkWritable();
            return buffer.data;
        });
    }

    private GridFrame frame;
    private boolean frozen;

    HeightfieldBuffer(int columns, int rows, GridFrame frame, float[] data) {
        super(columns, rows, data);
        this.frame = frame.checkGrid(columns, rows);
    }

    /**
     * A buffer of zeros in the unit frame.
     *
     * @param columns samples along x, ≥ 1
     * @param rows    samples along z, ≥ 1
     * @throws IllegalArgumentException if a size is below 1 or the grid exceeds 2³¹ − 9 samples
     */
    public HeightfieldBuffer(int columns, int rows) {
        this(columns, rows, GridFrame.UNIT, new float[Checks.gridSize(columns, rows)]);
    }

    /**
     * A buffer of zeros in the given frame.
     *
     * @param columns samples along x, ≥ 1
     * @param rows    samples along z, ≥ 1
     * @param frame   where the grid lies
     * @throws IllegalArgumentException if a size is below 1, the grid is too large, or its samples would
     *                                  lie beyond the frame's limits ({@link GridFrame#checkGrid})
     * @throws NullPointerException     if frame is null
     */
    public HeightfieldBuffer(int columns, int rows, GridFrame frame) {
        this(columns, rows, Objects.requireNonNull(frame, "frame"), new float[Checks.gridSize(columns, rows)]);
    }

    /**
     * A mutable copy of any field, same shape and frame.
     *
     * @param source the field to copy
     * @return the copy
     * @throws NullPointerException if source is null
     */
    public static HeightfieldBuffer copyOf(HeightfieldView source) {
        Objects.requireNonNull(source, "source");
        return new HeightfieldBuffer(source.columns(), source.rows(), source.frame(), source.toArray());
    }

    @Override
    public GridFrame frame() {
        return frame;
    }

    /**
     * Places the grid in another frame.
     *
     * @param frame the new frame
     * @return this buffer
     * @throws NullPointerException     if frame is null
     * @throws IllegalStateException    if the buffer is frozen
     * @throws IllegalArgumentException if the grid's samples would lie beyond the frame's limits
     *                                  ({@link GridFrame#checkGrid})
     */
    public HeightfieldBuffer setFrame(GridFrame frame) {
        checkWritable();
        this.frame = Objects.requireNonNull(frame, "frame").checkGrid(columns, rows);
        return this;
    }

    /**
     * Sets one sample (rounded to {@code float}).
     *
     * @param column 0 ≤ column &lt; columns()
     * @param row    0 ≤ row &lt; rows()
     * @param height the new height (NaN marks no-data)
     * @return this buffer
     * @throws IndexOutOfBoundsException if the column or row is outside the grid
     * @throws IllegalStateException     if the buffer is frozen
     */
    public HeightfieldBuffer set(int column, int row, double height) {
        checkWritable();
        Checks.index("column", column, columns);
        Checks.index("row", row, rows);
        data[row * columns + column] = (float) height;
        return this;
    }

    /**
     * Sets every sample to one height.
     *
     * @param height the height
     * @return this buffer
     * @throws IllegalStateException if the buffer is frozen
     */
    public HeightfieldBuffer fill(double height) {
        checkWritable();
        Arrays.fill(data, (float) height);
        return this;
    }

    /**
     * Replaces every sample with those of another field of the same shape (its frame is ignored).
     *
     * @param source the field to copy from; may be this buffer
     * @return this buffer
     * @throws IllegalArgumentException if the shapes differ
     * @throws IllegalStateException    if the buffer is frozen
     */
    public HeightfieldBuffer setAll(HeightfieldView source) {
        checkWritable();
        Objects.requireNonNull(source, "source");
        if (source.columns() != columns || source.rows() != rows) {
            throw new IllegalArgumentException("source must be " + columns + " × " + rows + ", was "
                    + source.columns() + " × " + source.rows());
        }
        if (source != this) {
            source.copyTo(data, 0);
        }
        return this;
    }

    /**
     * Replaces every sample with {@code columns() × rows()} values of the caller's array, row-major from
     * {@code offset}. Copies; the array stays the caller's. Nothing is written if the array is too short.
     *
     * @param source the heights (NaN marks no-data)
     * @param offset index in {@code source} of sample (0, 0)
     * @return this buffer
     * @throws NullPointerException      if source is null
     * @throws IndexOutOfBoundsException if offset is negative or {@code source} has fewer than
     *                                   {@code offset + sampleCount()} elements
     * @throws IllegalStateException     if the buffer is frozen
     */
    public HeightfieldBuffer copyFrom(float[] source, int offset) {
        checkWritable();
        Objects.requireNonNull(source, "source");
        Objects.checkFromIndexSize(offset, data.length, source.length);
        System.arraycopy(source, offset, data, 0, data.length);
        return this;
    }

    /**
     * Replaces one row with {@code columns()} values of the caller's array from {@code offset}. Copies;
     * nothing is written if the row or the range is out of bounds.
     *
     * @param row    0 ≤ row &lt; rows()
     * @param source the heights (NaN marks no-data)
     * @param offset index in {@code source} of the row's column 0
     * @return this buffer
     * @throws NullPointerException      if source is null
     * @throws IndexOutOfBoundsException if the row is outside the grid, offset is negative or
     *                                   {@code source} has fewer than {@code offset + columns()} elements
     * @throws IllegalStateException     if the buffer is frozen
     */
    public HeightfieldBuffer copyRowFrom(int row, float[] source, int offset) {
        checkWritable();
        Checks.index("row", row, rows);
        Objects.requireNonNull(source, "source");
        Objects.checkFromIndexSize(offset, columns, source.length);
        System.arraycopy(source, offset, data, row * columns, columns);
        return this;
    }

    @Override
    public Statistics statistics() {
        return Statistics.of(data, 0, data.length);
    }

    /**
     * Hands the samples over to an immutable {@link Heightfield} without copying. The buffer can be read
     * afterwards but no longer written.
     *
     * @return the immutable field, same shape, frame and samples
     * @throws IllegalStateException if the buffer is already frozen
     */
    public Heightfield freeze() {
        checkWritable();
        frozen = true;
        return new Heightfield(columns, rows, frame, data);
    }

    /**
     * @return an immutable copy of the current samples; the buffer stays writable
     */
    public Heightfield snapshot() {
        return new Heightfield(columns, rows, frame, data.clone());
    }

    /**
     * @return whether {@link #freeze()} has been called
     */
    public boolean isFrozen() {
        return frozen;
    }

    private void checkWritable() {
        if (frozen) {
            throw new IllegalStateException("this HeightfieldBuffer was frozen and can no longer be written");
        }
    }

    @Override
    public String toString() {
        return "HeightfieldBuffer[" + columns + " × " + rows + ", " + frame + (frozen ? ", frozen]" : "]");
    }
}
