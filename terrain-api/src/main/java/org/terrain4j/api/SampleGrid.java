package org.terrain4j.api;

import java.util.Objects;

import org.terrain4j.api.internal.Checks;

/**
 * A read-only result with one value (or several) per sample of a grid: its shape and where it lies, the
 * part every result grid has, written once. The values themselves are the subclass's, each read by an
 * accessor {@code name(column, row)} that says its unit (a visibility flag, an observer count, a
 * topographic position index, a slope…).
 *
 * <p>Shape: {@code columns() × rows()} samples, row-major ({@code index = row · columns + column}), column
 * along x (east), row along z (south), on {@link #frame()} (see the {@link org.terrain4j.api package
 * documentation} for axes and units).
 *
 * <p>Subclasses are immutable and thread-safe; terrain4j's are final and made by the operation that
 * computes them (visibility, landforms, walkable ground), with no public constructor.
 *
 * @since 0.1
 */
public abstract class SampleGrid {

    private final GridFrame frame;
    private final int columns;
    private final int rows;

    /**
     * The shape and frame of a subclass's grid.
     *
     * @param frame   where the grid lies in the world
     * @param columns samples along x, ≥ 1
     * @param rows    samples along z, ≥ 1; {@code columns × rows} at most {@link Integer#MAX_VALUE} − 8
     * @throws NullPointerException     if {@code frame} is null
     * @throws IllegalArgumentException if a count is below 1 or the grid is too large
     */
    protected SampleGrid(GridFrame frame, int columns, int rows) {
        this.frame = Objects.requireNonNull(frame, "frame");
        Checks.gridSize(columns, rows);
        this.columns = columns;
        this.rows = rows;
    }

    /** @return where the grid lies in the world */
    public final GridFrame frame() {
        return frame;
    }

    /** @return number of columns (samples along x), ≥ 1 */
    public final int columns() {
        return columns;
    }

    /** @return number of rows (samples along z), ≥ 1 */
    public final int rows() {
        return rows;
    }

    /**
     * The row-major index of a sample, checked.
     *
     * @param column 0 ≤ column &lt; columns()
     * @param row    0 ≤ row &lt; rows()
     * @return {@code row · columns() + column}
     * @throws IndexOutOfBoundsException if the sample is outside the grid, naming the column or row, its value and
     *                                   the range
     */
    protected final int index(int column, int row) {
        Checks.index("column", column, columns);
        Checks.index("row", row, rows);
        return row * columns + column;
    }

    /**
     * Checks a bulk copy's destination before anything is written: {@code dest} must hold
     * {@code columns() · rows()} values from {@code offset}.
     *
     * @param name   the destination parameter's name
     * @param length the destination's length
     * @param offset the first index to be written
     * @throws IndexOutOfBoundsException naming the parameter, the offset, the length and what they must hold
     */
    protected final void checkDestination(String name, int length, int offset) {
        long n = (long) columns * rows;
        if (offset < 0 || offset > length - n) {
            throw new IndexOutOfBoundsException(name + " must hold " + n + " values (" + columns + " × " + rows
                    + ") from offset " + offset + ", so offset must be in [0, length − " + n + "]; length was " + length);
        }
    }
}
