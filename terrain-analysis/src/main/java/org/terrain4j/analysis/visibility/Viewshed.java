package org.terrain4j.analysis.visibility;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.SampleGrid;

/**
 * The samples visible from one observer, as decided by {@link Visibility#viewshed}: one flag per
 * sample of the grid that was measured, row-major. Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class Viewshed extends SampleGrid {

    private final GroundPoint observer;
    private final byte[] visible;
    private final int count;

    Viewshed(int columns, int rows, GridFrame frame, GroundPoint observer, byte[] visible) {
        super(frame, columns, rows);
        this.observer = observer;
        this.visible = visible;
        int n = 0;
        for (byte b : visible) {
            n += b;
        }
        this.count = n;
    }

    /** @return where the observer stood, world metres */
    public GroundPoint observer() {
        return observer;
    }

    /**
     * @param column 0 ≤ column &lt; columns()
     * @param row    0 ≤ row &lt; rows()
     * @return whether that sample is visible
     * @throws IndexOutOfBoundsException if outside the grid
     */
    public boolean visible(int column, int row) {
        return visible[index(column, row)] != 0;
    }

    /** @return the number of visible samples */
    public int visibleCount() {
        return count;
    }

    /** @return a new row-major array, {@code true} where visible */
    public boolean[] toArray() {
        boolean[] out = new boolean[visible.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = visible[i] != 0;
        }
        return out;
    }

    /** @return a field of 1 where visible and 0 elsewhere, in the grid's frame (for pictures) */
    public Heightfield toHeightfield() {
        float[] f = new float[visible.length];
        for (int i = 0; i < f.length; i++) {
            f[i] = visible[i];
        }
        return Heightfield.of(columns(), rows(), f).withFrame(frame());
    }

    @Override
    public String toString() {
        return "Viewshed[" + columns() + "×" + rows() + " from " + observer + ", " + count + " visible]";
    }
}
