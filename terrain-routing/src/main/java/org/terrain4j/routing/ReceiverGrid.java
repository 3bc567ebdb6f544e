package org.terrain4j.routing;

import java.util.Objects;

import org.terrain4j.api.SampleGrid;

/**
 * A single-flow network's receivers as a read-only grid: for every sample, the sample its water
 * passes to (itself at a base level) and how far away that is. Made by
 * {@link FlowNetwork#receiverGrid()}.
 *
 * <p>A receiver is given as its row-major index ({@link #receiver}) or as its column and row
 * ({@link #receiverColumn}, {@link #receiverRow}). From {@link FlowNetwork#steepestDescent} it is one
 * of the eight neighbours (across the edge of a wrapped axis); from {@link FlowNetwork#of} it may be
 * any sample. The distance is metres, the straight line between the two samples (0 at a base level).
 *
 * <p>Shape and place: the network's {@code columns × rows} samples, row-major, in its grid's
 * {@link DrainageGrid#frame() frame}.
 *
 * <p>Immutable and thread-safe: the view shares the network's arrays, which neither ever writes, and
 * never hands them out.
 *
 * @since 0.1
 */
public final class ReceiverGrid extends SampleGrid {

    /** The network's, shared, never written. */
    private final int[] receivers;
    /** The network's, shared, never written. */
    private final double[] lengths;

    ReceiverGrid(DrainageGrid grid, int[] receivers, double[] lengths) {
        super(grid.frame(), grid.columns(), grid.rows());
        this.receivers = receivers;
        this.lengths = lengths;
    }

    /**
     * @param column 0 ≤ column &lt; columns()
     * @param row    0 ≤ row &lt; rows()
     * @return the row-major index of the sample's receiver ({@code row · columns() + column} itself at a
     *         base level)
     * @throws IndexOutOfBoundsException if the sample is outside the grid, naming the index
     */
    public int receiver(int column, int row) {
        return receivers[index(column, row)];
    }

    /**
     * @param column 0 ≤ column &lt; columns()
     * @param row    0 ≤ row &lt; rows()
     * @return the column of the sample's receiver, in [0, columns())
     * @throws IndexOutOfBoundsException if the sample is outside the grid, naming the index
     */
    public int receiverColumn(int column, int row) {
        return receivers[index(column, row)] % columns();
    }

    /**
     * @param column 0 ≤ column &lt; columns()
     * @param row    0 ≤ row &lt; rows()
     * @return the row of the sample's receiver, in [0, rows())
     * @throws IndexOutOfBoundsException if the sample is outside the grid, naming the index
     */
    public int receiverRow(int column, int row) {
        return receivers[index(column, row)] / columns();
    }

    /**
     * @param column 0 ≤ column &lt; columns()
     * @param row    0 ≤ row &lt; rows()
     * @return the distance from the sample to its receiver, metres, ≥ 0 (0 at a base level)
     * @throws IndexOutOfBoundsException if the sample is outside the grid, naming the index
     */
    public double distance(int column, int row) {
        return lengths[index(column, row)];
    }

    /**
     * @param column 0 ≤ column &lt; columns()
     * @param row    0 ≤ row &lt; rows()
     * @return whether the sample is its own receiver (an outlet, a pit, or no-data)
     * @throws IndexOutOfBoundsException if the sample is outside the grid, naming the index
     */
    public boolean isBaseLevel(int column, int row) {
        int i = index(column, row);
        return receivers[i] == i;
    }

    /** @return the number of base levels (samples that are their own receiver), ≥ 1; O(columns × rows) */
    public int baseLevelCount() {
        int k = 0;
        for (int i = 0; i < receivers.length; i++) {
            if (receivers[i] == i) {
                k++;
            }
        }
        return k;
    }

    /** @return a new row-major copy of the receivers' indices */
    public int[] toArray() {
        return receivers.clone();
    }

    /**
     * Copies the receivers' indices, row-major, into {@code dest} from {@code offset}; allocates nothing.
     *
     * @param dest   destination with at least {@code offset + columns() · rows()} elements
     * @param offset first index written
     * @throws IndexOutOfBoundsException if {@code dest} is too short or {@code offset} negative
     * @throws NullPointerException      if {@code dest} is null
     */
    public void copyTo(int[] dest, int offset) {
        checkDestination("dest", Objects.requireNonNull(dest, "dest").length, offset);
        System.arraycopy(receivers, 0, dest, offset, receivers.length);
    }

    /** @return a new row-major copy of the distances to the receivers, metres */
    public double[] distancesToArray() {
        return lengths.clone();
    }

    /** @return the shape and the base-level count */
    @Override
    public String toString() {
        return "ReceiverGrid[" + columns() + " × " + rows() + ", " + baseLevelCount() + " base levels]";
    }
}
