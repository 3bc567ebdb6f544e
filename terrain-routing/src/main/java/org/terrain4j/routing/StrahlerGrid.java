package org.terrain4j.routing;

import java.util.Objects;

import org.terrain4j.api.SampleGrid;

/**
 * A stream network's Strahler orders as a read-only grid: 0 off the channels, the sample's order
 * (≥ 1) on them. Made by {@link StreamNetwork#strahlerGrid()}; the orders are defined there.
 *
 * <p>Shape and place: the network's {@code columns × rows} samples, row-major, in its grid's
 * {@link DrainageGrid#frame() frame}.
 *
 * <p>Immutable and thread-safe: the view shares the stream network's orders, which neither ever
 * writes, and never hands them out.
 *
 * @since 0.1
 */
public final class StrahlerGrid extends SampleGrid {

    private final double threshold;
    /** The stream network's, shared, never written. */
    private final int[] order;

    StrahlerGrid(DrainageGrid grid, double threshold, int[] order) {
        super(grid.frame(), grid.columns(), grid.rows());
        this.threshold = threshold;
        this.order = order;
    }

    /**
     * @param column 0 ≤ column &lt; columns()
     * @param row    0 ≤ row &lt; rows()
     * @return the sample's Strahler order: 0 off the channels, ≥ 1 on them
     * @throws IndexOutOfBoundsException if the sample is outside the grid, naming the index
     */
    public int order(int column, int row) {
        return order[index(column, row)];
    }

    /**
     * @param column 0 ≤ column &lt; columns()
     * @param row    0 ≤ row &lt; rows()
     * @return whether the sample is on a channel (its order is ≥ 1)
     * @throws IndexOutOfBoundsException if the sample is outside the grid, naming the index
     */
    public boolean isChannel(int column, int row) {
        return order[index(column, row)] > 0;
    }

    /** @return the highest order, 0 if there is no channel; O(columns × rows) */
    public int max() {
        int m = 0;
        for (int o : order) {
            m = Math.max(m, o);
        }
        return m;
    }

    /**
     * @return the drainage-area threshold the channels were cut at, in the unit of the area the network
     *         was given (m² for a drainage area)
     */
    public double threshold() {
        return threshold;
    }

    /** @return a new row-major copy of the orders */
    public int[] toArray() {
        return order.clone();
    }

    /**
     * Copies the orders, row-major, into {@code dest} from {@code offset}; allocates nothing.
     *
     * @param dest   destination with at least {@code offset + columns() · rows()} elements
     * @param offset first index written
     * @throws IndexOutOfBoundsException if {@code dest} is too short or {@code offset} negative
     * @throws NullPointerException      if {@code dest} is null
     */
    public void copyTo(int[] dest, int offset) {
        checkDestination("dest", Objects.requireNonNull(dest, "dest").length, offset);
        System.arraycopy(order, 0, dest, offset, order.length);
    }

    /** @return the shape and the highest order */
    @Override
    public String toString() {
        return "StrahlerGrid[" + columns() + " × " + rows() + ", max order " + max() + "]";
    }
}
