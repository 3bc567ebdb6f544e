package org.terrain4j.analysis.prominence;

import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.internal.Records;

/**
 * One summit of a grid, its prominence and its key col, as found by {@link Prominence#summits}.
 *
 * <p>Positions are sample indices of the grid that was measured and world coordinates of its frame.
 * Heights are the grid's samples (after raising ground below the base to the base). The prominence
 * search builds these (there is no public constructor); each value is read by the accessor of its name,
 * and two are equal when every value is (doubles by their bits, as a record compares them). Immutable and
 * thread-safe.
 *
 * @since 0.1
 */
public final class Summit {

    private final int column;
    private final int row;
    private final double x;
    private final double z;
    private final double height;
    private final double prominence;
    private final int keyColColumn;
    private final int keyColRow;
    private final double keyColHeight;
    private final int parentColumn;
    private final int parentRow;

    /** Keeps the values; the library computes and checks them. */
    Summit(int column, int row, double x, double z, double height, double prominence, int keyColColumn,
            int keyColRow, double keyColHeight, int parentColumn, int parentRow) {
        this.column = column;
        this.row = row;
        this.x = x;
        this.z = z;
        this.height = height;
        this.prominence = prominence;
        this.keyColColumn = keyColColumn;
        this.keyColRow = keyColRow;
        this.keyColHeight = keyColHeight;
        this.parentColumn = parentColumn;
        this.parentRow = parentRow;
    }

    /**
     * @return whether the summit has a key col on the grid (false only for the highest summit of a
     *         region under a closed boundary)
     */
    public boolean hasKeyCol() {
        return keyColColumn >= 0;
    }

    /**
     * @return whether the summit has a parent summit on the grid
     */
    public boolean hasParent() {
        return parentColumn >= 0;
    }

    /**
     * @return the summit's world position
     */
    public GroundPoint position() {
        return new GroundPoint(x, z);
    }

    /**
     * @return the summit's column (for a flat top, its sample of smallest row-major index)
     */
    public int column() {
        return column;
    }

    /**
     * @return the summit's row
     */
    public int row() {
        return row;
    }

    /**
     * @return world x of the summit, metres east
     */
    public double x() {
        return x;
    }

    /**
     * @return world z of the summit, metres south
     */
    public double z() {
        return z;
    }

    /**
     * @return the summit's height, metres
     */
    public double height() {
        return height;
    }

    /**
     * @return height over the key col, metres, &gt; 0; for the highest summit of a region (no key col), height
     *         over the base or, with no base, over the region's lowest sample
     */
    public double prominence() {
        return prominence;
    }

    /**
     * @return column of the key col, or −1 when there is none (the highest summit of a region with a closed
     *         boundary)
     */
    public int keyColColumn() {
        return keyColColumn;
    }

    /**
     * @return row of the key col, or −1 when there is none
     */
    public int keyColRow() {
        return keyColRow;
    }

    /**
     * @return height of the key col, metres; when there is none, the level the prominence is measured over
     *         ({@code height − prominence} always)
     */
    public double keyColHeight() {
        return keyColHeight;
    }

    /**
     * @return column of the parent summit (the highest point of the higher ground met at the key col, the
     *         encirclement parent), or −1 when there is none (no key col, or the key col leads off an open
     *         boundary)
     */
    public int parentColumn() {
        return parentColumn;
    }

    /**
     * @return row of the parent summit, or −1
     */
    public int parentRow() {
        return parentRow;
    }

    /** The values as a record: its equals, hashCode and toString are this class's. */
    private record Values(int column, int row, double x, double z, double height, double prominence,
            int keyColColumn, int keyColRow, double keyColHeight, int parentColumn, int parentRow) {
    }

    private Values values() {
        return new Values(column, row, x, z, height, prominence, keyColColumn, keyColRow, keyColHeight,
                parentColumn, parentRow);
    }

    /**
     * Whether another {@code Summit} has exactly these values (doubles compared by their bits, as a
     * record does).
     *
     * @param o another object, or null
     * @return true if {@code o} is a {@code Summit} with equal values
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof Summit other && values().equals(other.values());
    }

    /**
     * A hash of the values, consistent with {@link #equals}.
     *
     * @return the hash
     */
    @Override
    public int hashCode() {
        return values().hashCode();
    }

    /**
     * The values by name, as a record prints them.
     *
     * @return {@code Summit[column=…, …]}
     */
    @Override
    public String toString() {
        return Records.named("Summit", values());
    }
}
