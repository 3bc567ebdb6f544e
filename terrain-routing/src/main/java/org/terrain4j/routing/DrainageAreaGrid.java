package org.terrain4j.routing;

import java.util.Objects;

import org.terrain4j.api.SampleGrid;

/**
 * Drainage area as a read-only grid: for every sample, the area of the ground whose water passes
 * through it, itself included, in m². Made by {@link FlowNetwork#drainageAreaGrid()} (single flow,
 * D8) and {@link MultipleFlow#drainageAreaGrid} (flow divided among the lower neighbours).
 *
 * <p>Shape and place: the {@link DrainageGrid}'s {@code columns × rows} samples, row-major, in its
 * {@link DrainageGrid#frame() frame} (a field's own frame for {@link DrainageGrid#of(
 * org.terrain4j.api.HeightfieldView)}). Values: at least {@link #cellArea()} at a finite sample (its
 * own cell), 0 at no-data (NaN heights).
 *
 * <p>For bulk work (the stream-power eroders, a caller's own loop) {@link #toArray()} and
 * {@link #copyTo} hand over the values; {@link FlowNetwork#drainageArea()} and
 * {@link MultipleFlow#drainageArea} return the same numbers as a bare array without the grid.
 *
 * <p>Immutable and thread-safe: the values are held privately and never handed out.
 *
 * @since 0.1
 */
public final class DrainageAreaGrid extends SampleGrid {

    private final double cellArea;
    /** Owned, never written after construction. */
    private final double[] area;

    DrainageAreaGrid(DrainageGrid grid, double[] area) {
        super(grid.frame(), grid.columns(), grid.rows());
        this.cellArea = grid.cellArea();
        this.area = area;
    }

    /**
     * @param column 0 ≤ column &lt; columns()
     * @param row    0 ≤ row &lt; rows()
     * @return the drainage area of the sample, m², ≥ {@link #cellArea()} at a finite sample, 0 at no-data
     * @throws IndexOutOfBoundsException if the sample is outside the grid, naming the index
     */
    public double area(int column, int row) {
        return area[index(column, row)];
    }

    /** @return the area one sample stands for, spacingX × spacingZ, m² */
    public double cellArea() {
        return cellArea;
    }

    /**
     * The largest drainage area: for single flow, the area of the biggest basin, found at its outlet.
     * O(columns × rows): computed on each call.
     *
     * @return the largest value, m², ≥ 0 (0 only when every sample is no-data, which routing refuses)
     */
    public double max() {
        double m = 0;
        for (double a : area) {
            m = Math.max(m, a);
        }
        return m;
    }

    /** @return the values, shared: for this package's readers, which never write them */
    double[] values() {
        return area;
    }

    /** @return a new row-major copy of the drainage areas, m² */
    public double[] toArray() {
        return area.clone();
    }

    /**
     * Copies the drainage areas, row-major, into {@code dest} from {@code offset}; allocates nothing.
     *
     * @param dest   destination with at least {@code offset + columns() · rows()} elements
     * @param offset first index written
     * @throws IndexOutOfBoundsException if {@code dest} is too short or {@code offset} negative
     * @throws NullPointerException      if {@code dest} is null
     */
    public void copyTo(double[] dest, int offset) {
        checkDestination("dest", Objects.requireNonNull(dest, "dest").length, offset);
        System.arraycopy(area, 0, dest, offset, area.length);
    }

    /** @return the shape and the largest area */
    @Override
    public String toString() {
        return "DrainageAreaGrid[" + columns() + " × " + rows() + ", max " + max() + " m²]";
    }
}
