package org.terrain4j.routing;

import java.util.Arrays;
import java.util.Objects;

/**
 * Where water leaves a grid, without the grid's size: which axes wrap around (ring worlds) and, if
 * given, which samples are outlets. One value says it for every drainage user: a {@link DrainageGrid}
 * takes it by {@link DrainageGrid#withBoundary}, and terrain-erosion's {@code StreamPower}, which has no
 * grid until it is handed a field, carries it to the grid it builds for each field.
 *
 * <p><b>Wrap.</b> Per axis: along a wrapped x the last column neighbours the first, along a wrapped z the
 * last row neighbours the first; a wrapped axis has no edge. An axis that does not wrap is open: samples
 * past its edge do not exist. A grid wrapped along an axis needs at least 3 samples on it (with 1 or 2
 * a sample would neighbour itself or the same sample twice); that is checked when the boundary meets a
 * grid, since this value has no size.
 *
 * <p><b>Outlets.</b> Without a mask (the default) every sample on an open edge is an outlet, so a
 * boundary wrapped along both axes has no outlet of its own and drains only where heights hold no-data
 * (operations on such a grid without NaN heights are refused, as {@link DrainageGrid} says). A mask
 * replaces the edges: {@code true} where a sample is an outlet, row-major ({@code row · columns +
 * column}), exactly {@code columns × rows} elements for the grid it is used on, which is checked when
 * the boundary meets a grid; it may mark any samples, on a wrapped axis as on an open one (a sea
 * column on a ring world), or none. Outlets are base level: water reaching one leaves the grid.
 * Changing the wrap keeps a mask; without a mask the outlets follow the new open edges.
 *
 * <p>Immutable and thread-safe: the mask is copied in and copied out; every {@code withX} method
 * returns a new value. {@link #equals} compares the wrap of both axes and the masks element by element.
 *
 * @since 0.1
 */
public final class DrainageBoundary {

    private static final DrainageBoundary OPEN = new DrainageBoundary(false, false, null);

    private final boolean wrapX;
    private final boolean wrapZ;
    /** Null means: the open edges. Never written, never handed out. */
    private final boolean[] outlets;

    private DrainageBoundary(boolean wrapX, boolean wrapZ, boolean[] outlets) {
        this.wrapX = wrapX;
        this.wrapZ = wrapZ;
        this.outlets = outlets;
    }

    /**
     * The boundary of a plain grid, and {@link DrainageGrid}'s default: no wrap, every sample on the four
     * edges an outlet.
     *
     * @return the open boundary (one shared instance)
     */
    public static DrainageBoundary open() {
        return OPEN;
    }

    /**
     * @param wrap whether x wraps (the last column neighbours the first)
     * @return a copy with this wrap along x; a mask is kept, else the outlets become the open edges of
     *         the new topology
     */
    public DrainageBoundary withWrapX(boolean wrap) {
        return new DrainageBoundary(wrap, wrapZ, outlets);
    }

    /**
     * @param wrap whether z wraps (the last row neighbours the first)
     * @return a copy with this wrap along z; outlets as for {@link #withWrapX}
     */
    public DrainageBoundary withWrapZ(boolean wrap) {
        return new DrainageBoundary(wrapX, wrap, outlets);
    }

    /**
     * @param mask {@code true} where a sample is an outlet, row-major, at least 1 element (its length must
     *             be the sample count of every grid the boundary is used on); copied. {@code null}
     *             restores the default, the open edges.
     * @return a copy with these outlets
     * @throws IllegalArgumentException if the mask has no element (no grid has 0 samples)
     */
    public DrainageBoundary withOutlets(boolean[] mask) {
        if (mask != null && mask.length == 0) {
            throw new IllegalArgumentException("outlet mask must have at least 1 element (columns × rows of the"
                    + " grid it is used on), had 0");
        }
        return new DrainageBoundary(wrapX, wrapZ, mask == null ? null : mask.clone());
    }

    /** @return whether x wraps around */
    public boolean wrapX() {
        return wrapX;
    }

    /** @return whether z wraps around */
    public boolean wrapZ() {
        return wrapZ;
    }

    /** @return whether an outlet mask was given (else the open edges are the outlets) */
    public boolean hasOutletMask() {
        return outlets != null;
    }

    /**
     * @return a copy of the outlet mask, row-major; {@code null} when none was given (the open edges are
     *         the outlets)
     */
    public boolean[] outletMask() {
        return outlets == null ? null : outlets.clone();
    }

    /**
     * Checks that this boundary fits a grid of the given size: a wrapped axis has at least 3 samples, a
     * mask has {@code columns × rows} elements.
     *
     * @param columns samples along x, ≥ 1
     * @param rows    samples along z, ≥ 1
     * @throws IllegalArgumentException naming the parameter, its value and the allowed range, if x wraps
     *                                  with fewer than 3 columns, z wraps with fewer than 3 rows, or the
     *                                  mask's length is not {@code columns × rows}
     */
    public void checkFits(int columns, int rows) {
        if (wrapX && columns < 3) {
            throw new IllegalArgumentException("wrapX needs columns >= 3, was " + columns);
        }
        if (wrapZ && rows < 3) {
            throw new IllegalArgumentException("wrapZ needs rows >= 3, was " + rows);
        }
        long count = (long) columns * rows;
        if (outlets != null && outlets.length != count) {
            throw new IllegalArgumentException("outlet mask must have " + count + " elements (" + columns + " × "
                    + rows + "), had " + outlets.length);
        }
    }

    /**
     * Whether a sample is an outlet on a grid this boundary fits ({@link #checkFits}), by the mask or, without
     * one, by the open edges (outlets that no-data makes are not counted).
     *
     * @param column  0 ≤ column &lt; columns
     * @param row     0 ≤ row &lt; rows
     * @param columns the grid's samples along x
     * @param rows    the grid's samples along z
     * @return whether sample {@code (column, row)} is an outlet
     * @throws IndexOutOfBoundsException if the sample lies outside the grid
     * @throws IllegalArgumentException  if the boundary does not fit the grid
     */
    public boolean isOutlet(int column, int row, int columns, int rows) {
        checkFits(columns, rows);
        Objects.checkIndex(column, columns);
        Objects.checkIndex(row, rows);
        return outletUnchecked(column, row, columns, rows);
    }

    boolean outletUnchecked(int column, int row, int columns, int rows) {
        if (outlets != null) {
            return outlets[row * columns + column];
        }
        return (!wrapX && (column == 0 || column == columns - 1)) || (!wrapZ && (row == 0 || row == rows - 1));
    }

    /** The mask, shared: for the package's own reads only. */
    boolean[] mask() {
        return outlets;
    }

    /** @return the wrap of both axes and whether a mask was given */
    @Override
    public String toString() {
        return "DrainageBoundary[wrapX=" + wrapX + ", wrapZ=" + wrapZ
                + (outlets == null ? ", edge outlets]" : ", outlet mask of " + outlets.length + "]");
    }

    /**
     * @param o another object
     * @return whether o is a boundary with the same wrap along both axes and an equal mask (or none)
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof DrainageBoundary b && wrapX == b.wrapX && wrapZ == b.wrapZ
                && Arrays.equals(outlets, b.outlets);
    }

    @Override
    public int hashCode() {
        return Objects.hash(wrapX, wrapZ, Arrays.hashCode(outlets));
    }
}
