package org.terrain4j.routing;

import java.util.Objects;

import org.terrain4j.api.SampleGrid;

/**
 * Drainage basins as a read-only grid: for every sample, the number of the basin it drains to. Made by
 * {@link FlowNetwork#basinGrid()}.
 *
 * <p>Basins are numbered 0, 1, … {@link #count()} − 1 in increasing row-major index of their base
 * levels (the samples that are their own receiver: outlets, pits, no-data samples, each of which is a
 * basin of its own). Every sample of a basin drains, receiver after receiver, to that base level.
 *
 * <p>Shape and place: the network's {@code columns × rows} samples, row-major, in its grid's
 * {@link DrainageGrid#frame() frame}.
 *
 * <p>Immutable and thread-safe: the labels are held privately and never handed out.
 *
 * @since 0.1
 */
public final class BasinGrid extends SampleGrid {

    private final int count;
    /** Owned, never written after construction. */
    private final int[] labels;

    BasinGrid(DrainageGrid grid, int[] labels, int count) {
        super(grid.frame(), grid.columns(), grid.rows());
        this.labels = labels;
        this.count = count;
    }

    /**
     * @param column 0 ≤ column &lt; columns()
     * @param row    0 ≤ row &lt; rows()
     * @return the number of the basin the sample drains to, in [0, {@link #count()})
     * @throws IndexOutOfBoundsException if the sample is outside the grid, naming the index
     */
    public int basin(int column, int row) {
        return labels[index(column, row)];
    }

    /** @return the number of basins, the network's base-level count, ≥ 1 */
    public int count() {
        return count;
    }

    /** @return a new row-major copy of the basin numbers */
    public int[] toArray() {
        return labels.clone();
    }

    /**
     * Copies the basin numbers, row-major, into {@code dest} from {@code offset}; allocates nothing.
     *
     * @param dest   destination with at least {@code offset + columns() · rows()} elements
     * @param offset first index written
     * @throws IndexOutOfBoundsException if {@code dest} is too short or {@code offset} negative
     * @throws NullPointerException      if {@code dest} is null
     */
    public void copyTo(int[] dest, int offset) {
        checkDestination("dest", Objects.requireNonNull(dest, "dest").length, offset);
        System.arraycopy(labels, 0, dest, offset, labels.length);
    }

    /** @return the shape and the basin count */
    @Override
    public String toString() {
        return "BasinGrid[" + columns() + " × " + rows() + ", " + count + " basins]";
    }
}
