package org.terrain4j.analysis.visibility;

import java.util.Objects;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.SampleGrid;

/**
 * How many observers see each sample, as counted by {@link Visibility#cumulative}: one count per
 * sample of the grid that was measured, row-major. Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class CumulativeViewshed extends SampleGrid {

    private final int observers;
    private final int[] counts;
    private final int seen;

    CumulativeViewshed(int columns, int rows, GridFrame frame, int observers, int[] counts) {
        super(frame, columns, rows);
        this.observers = observers;
        this.counts = counts;
        int n = 0;
        for (int c : counts) {
            if (c > 0) {
                n++;
            }
        }
        this.seen = n;
    }

    /** @return the number of observers counted (a point listed twice counts twice) */
    public int observers() {
        return observers;
    }

    /**
     * @param column 0 ≤ column &lt; columns()
     * @param row    0 ≤ row &lt; rows()
     * @return how many observers see that sample, in [0, observers()]
     * @throws IndexOutOfBoundsException if outside the grid
     */
    public int count(int column, int row) {
        return counts[index(column, row)];
    }

    /** @return the number of samples seen by at least one observer */
    public int seenCount() {
        return seen;
    }

    /** @return a new row-major copy of the counts */
    public int[] toArray() {
        return counts.clone();
    }

    /**
     * Copies the counts, row-major, into {@code dest} starting at {@code offset}; allocates nothing.
     *
     * @param dest   destination with at least {@code offset + columns()·rows()} elements
     * @param offset first index written
     * @throws IndexOutOfBoundsException if {@code dest} is too short or offset is negative
     */
    public void copyTo(int[] dest, int offset) {
        checkDestination("dest", Objects.requireNonNull(dest, "dest").length, offset);
        System.arraycopy(counts, 0, dest, offset, counts.length);
    }

    /** @return the counts as a field in the grid's frame (for pictures) */
    public Heightfield toHeightfield() {
        float[] f = new float[counts.length];
        for (int i = 0; i < f.length; i++) {
            f[i] = counts[i];
        }
        return Heightfield.of(columns(), rows(), f).withFrame(frame());
    }

    @Override
    public String toString() {
        return "CumulativeViewshed[" + columns() + "×" + rows() + ", " + observers + " observers, " + seen
                + " seen]";
    }
}
