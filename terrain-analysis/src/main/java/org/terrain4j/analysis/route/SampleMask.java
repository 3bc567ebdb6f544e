package org.terrain4j.analysis.route;

import java.util.Arrays;
import java.util.Objects;

import org.terrain4j.api.HeightfieldView;

/**
 * A set of grid samples, given per sample: which samples are water, sea, or otherwise closed to a
 * walker, as the caller knows them (a lake layer from drainage, the sea below a level, a fence).
 *
 * <p>Shape: the grid of the heightfield it is used with, {@code columns × rows} samples, column
 * along x, row along z. The route operations call {@link #contains(int, int)} once per sample while
 * they are built, from the calling thread, and never again; an implementation need not be
 * thread-safe. The masks made by the static factories here are immutable and thread-safe.
 *
 * @since 0.1
 */
@FunctionalInterface
public interface SampleMask {

    /**
     * Whether sample {@code (column, row)} is in the set.
     *
     * @param column 0 ≤ column &lt; columns of the grid in use
     * @param row    0 ≤ row &lt; rows of the grid in use
     * @return {@code true} if the sample is in the set (closed to a walker)
     */
    boolean contains(int column, int row);

    /**
     * The empty set: no sample is water or sea.
     *
     * @return a mask that contains nothing
     */
    static SampleMask none() {
        return (c, r) -> false;
    }

    /**
     * A mask from one flag per sample, row-major ({@code index = row · columns + column}). The
     * flags are copied.
     *
     * @param columns  columns of the grid, ≥ 1
     * @param rows     rows of the grid, ≥ 1
     * @param rowMajor {@code columns · rows} flags; {@code true} means closed
     * @return the mask; it answers {@code false} outside {@code columns × rows}
     * @throws IllegalArgumentException if a count is below 1 or the array's length is not
     *                                  {@code columns · rows}
     * @throws NullPointerException     if {@code rowMajor} is null
     */
    static SampleMask of(int columns, int rows, boolean[] rowMajor) {
        Objects.requireNonNull(rowMajor, "rowMajor");
        if (columns < 1 || rows < 1) {
            throw new IllegalArgumentException("columns and rows must be >= 1, were " + columns + " and " + rows);
        }
        if ((long) columns * rows != rowMajor.length) {
            throw new IllegalArgumentException("rowMajor must hold columns * rows = " + (long) columns * rows
                    + " flags, had " + rowMajor.length);
        }
        boolean[] flags = Arrays.copyOf(rowMajor, rowMajor.length);
        return (c, r) -> c >= 0 && c < columns && r >= 0 && r < rows && flags[r * columns + c];
    }

    /**
     * The sea: every sample of {@code field} strictly below {@code level} (and every no-data sample).
     * The heights are read now; later changes to a {@code HeightfieldBuffer} do not show.
     *
     * @param field the heights, metres
     * @param level the sea level, metres; finite
     * @return the mask of samples with height &lt; level or NaN
     * @throws IllegalArgumentException if {@code level} is not finite
     * @throws NullPointerException     if {@code field} is null
     */
    static SampleMask below(HeightfieldView field, double level) {
        Objects.requireNonNull(field, "field");
        if (!Double.isFinite(level)) {
            throw new IllegalArgumentException("level must be finite, was " + level);
        }
        float[] h = field.toArray();
        int columns = field.columns();
        int rows = field.rows();
        boolean[] sea = new boolean[h.length];
        for (int i = 0; i < h.length; i++) {
            sea[i] = !(h[i] >= level);
        }
        return (c, r) -> c >= 0 && c < columns && r >= 0 && r < rows && sea[r * columns + c];
    }

    /**
     * The union of this set and another.
     *
     * @param other the other set
     * @return a mask containing a sample when either contains it
     * @throws NullPointerException if {@code other} is null
     */
    default SampleMask or(SampleMask other) {
        Objects.requireNonNull(other, "other");
        return (c, r) -> contains(c, r) || other.contains(c, r);
    }
}
