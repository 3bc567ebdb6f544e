package org.terrain4j.api;

import org.terrain4j.api.internal.Checks;

/**
 * What {@link Heightfield} and {@link HeightfieldBuffer} share, written once: the shape, the
 * row-major {@code float} samples and the accessors over them. Not API (package-private); its public
 * methods are those of {@link HeightfieldView} and appear on the two classes.
 */
abstract sealed class Grid permits Heightfield, HeightfieldBuffer {

    /** Samples along x, ≥ 1. */
    final int columns;
    /** Samples along z, ≥ 1. */
    final int rows;
    /** Row-major samples, length {@code columns × rows}. */
    final float[] data;

    Grid(int columns, int rows, float[] data) {
        this.columns = columns;
        this.rows = rows;
        this.data = data;
    }

    /**
     * @return number of columns (samples along x), ≥ 1
     */
    public final int columns() {
        return columns;
    }

    /**
     * @return number of rows (samples along z), ≥ 1
     */
    public final int rows() {
        return rows;
    }

    /**
     * The height of one sample.
     *
     * @param column 0 ≤ column &lt; columns()
     * @param row    0 ≤ row &lt; rows()
     * @return the stored height (NaN for no-data)
     * @throws IndexOutOfBoundsException if the column or row is outside the grid
     */
    public final double get(int column, int row) {
        Checks.index("column", column, columns);
        Checks.index("row", row, rows);
        return data[row * columns + column];
    }

    /**
     * Copies every sample, row-major, into {@code dest} starting at {@code offset}. Allocates nothing.
     *
     * @param dest   destination, with at least {@code offset + sampleCount()} elements
     * @param offset first index written
     * @throws IndexOutOfBoundsException if {@code dest} is too short or offset is negative
     */
    public final void copyTo(float[] dest, int offset) {
        System.arraycopy(data, 0, dest, offset, data.length);
    }

    /**
     * Copies one row of {@code columns()} samples into {@code dest} starting at {@code offset}.
     *
     * @param row    0 ≤ row &lt; rows()
     * @param dest   destination, with at least {@code offset + columns()} elements
     * @param offset first index written
     * @throws IndexOutOfBoundsException if the row is outside the grid or {@code dest} is too short
     */
    public final void copyRowTo(int row, float[] dest, int offset) {
        Checks.index("row", row, rows);
        System.arraycopy(data, row * columns, dest, offset, columns);
    }
}
