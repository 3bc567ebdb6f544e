package org.terrain4j.routing;

import java.util.Objects;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.HeightfieldView;
import org.terrain4j.api.internal.Checks;

/**
 * The shape every drainage operation works on: how many samples, how far apart, which axes wrap
 * around (ring worlds), and where water leaves the grid (the outlets, or base level).
 *
 * <p><b>Shape.</b> {@code columns × rows} samples, row-major: sample {@code (c, r)} has index
 * {@code r · columns + c}. Column runs along x (east), row along z (south). Every {@code float[]} or
 * {@code double[]} per-sample array that the package takes or returns has this layout and
 * {@link #sampleCount()} elements.
 *
 * <p><b>Neighbours.</b> Each sample has up to eight neighbours, numbered 0…7 in this fixed order:
 * east (+1, 0), south-east (+1, +1), south (0, +1), south-west (−1, +1), west (−1, 0), north-west
 * (−1, −1), north (0, −1), north-east (+1, −1), as (Δcolumn, Δrow). The distance to a neighbour is
 * {@code spacingX} along a row, {@code spacingZ} along a column and {@code √(spacingX² + spacingZ²)}
 * on a diagonal (√2 × spacing when the two are equal). Along a wrapped axis the neighbour of the
 * last column (or row) is the first; along an open axis samples past the edge do not exist.
 *
 * <p><b>Outlets.</b> By default every sample on an open edge is an outlet (with both axes wrapped
 * there is no edge and the caller must give outlets). {@link #withOutlets(boolean[])} replaces them
 * by a caller's mask. The wrap and the outlets together are the grid's {@link DrainageBoundary}
 * ({@link #boundary()}, {@link #withBoundary}), the size-free value other drainage users carry;
 * {@link #withWrapX}, {@link #withWrapZ} and {@link #withOutlets} are shorthands for changing
 * it. Outlets are base level: water reaching one leaves the grid, filling never
 * raises one, routing gives it no receiver, and stream power neither uplifts nor erodes it. In
 * addition, every finite sample next to a NaN sample (no-data) acts as an outlet in every operation
 * of this package, since water reaching no-data leaves the known ground; NaN samples themselves take
 * no part (they stay NaN, receive nothing and carry no area). Heights with no finite sample at all
 * are refused by every operation ({@link IllegalArgumentException}: there is no ground to drain).
 *
 * <p><b>Frame.</b> A grid also carries a {@link GridFrame}: where its samples lie in the world. The
 * drainage operations read only its spacings; the result grids ({@link DrainageAreaGrid},
 * {@link BasinGrid}, {@link ReceiverGrid}, {@link StrahlerGrid}) carry it, so a result lands where its
 * heights were. {@link #of(HeightfieldView)} keeps the field's frame (origin, spacings, georeference);
 * {@link #of(GridFrame, int, int)} takes a caller's; {@link #of(int, int, double, double)} puts sample
 * (0, 0) at the origin with the given spacings and no georeference.
 *
 * <p>Immutable and thread-safe (the outlet mask is copied in and never handed out); every
 * {@code withX} method returns a new grid.
 *
 * <p><b>Source.</b> The neighbourhood and outlet conventions of R. Barnes, C. Lehman, D. Mulla,
 * "Priority-flood: An optimal depression-filling and watershed-labeling algorithm for digital
 * elevation models", Computers &amp; Geosciences 62 (2014) 117–127.
 *
 * @since 0.1
 */
public final class DrainageGrid {

    static {
        org.terrain4j.routing.internal.RoutingAccess.install(new Bridge());
    }


    private static final int[] DC = {1, 1, 0, -1, -1, -1, 0, 1};
    private static final int[] DR = {0, 1, 1, 1, 0, -1, -1, -1};

    private final GridFrame frame;
    private final int columns;
    private final int rows;
    private final double spacingX;
    private final double spacingZ;
    /** Fits this grid (checked when set). */
    private final DrainageBoundary boundary;
    /** The boundary's wrap and mask, read on every neighbour step. */
    private final boolean wrapX;
    private final boolean wrapZ;
    /** Null means: the open edges. The boundary's own copy, never written. */
    private final boolean[] outlets;

    private DrainageGrid(GridFrame frame, int columns, int rows, DrainageBoundary boundary) {
        this.frame = frame;
        this.columns = columns;
        this.rows = rows;
        this.spacingX = frame.spacingX();
        this.spacingZ = frame.spacingZ();
        this.boundary = boundary;
        this.wrapX = boundary.wrapX();
        this.wrapZ = boundary.wrapZ();
        this.outlets = boundary.mask();
    }

    /**
     * A grid with no wrap and its open edges as outlets, sample (0, 0) at the origin: the frame
     * {@code new GridFrame(0, 0, spacingX, spacingZ)}.
     *
     * @param columns  samples along x, ≥ 1
     * @param rows     samples along z, ≥ 1; {@code columns × rows} at most {@link org.terrain4j.api.Heightfield#MAX_SAMPLES}
     * @param spacingX metres between neighbouring columns, finite, in [{@value GridFrame#MIN_SPACING},
     *                 {@value GridFrame#MAX_SPACING}]
     * @param spacingZ metres between neighbouring rows, as spacingX
     * @return the grid
     * @throws IllegalArgumentException if a count is below 1, the grid is too large, a spacing is not
     *                                  finite and positive or outside the frame's range, or the last
     *                                  column's x or last row's z lies beyond
     *                                  ±{@value GridFrame#MAX_COORDINATE} ({@link GridFrame#checkGrid})
     */
    public static DrainageGrid of(int columns, int rows, double spacingX, double spacingZ) {
        Checks.gridSize(columns, rows);
        Checks.positiveFinite("spacingX", spacingX);
        Checks.positiveFinite("spacingZ", spacingZ);
        return of(new GridFrame(0, 0, spacingX, spacingZ), columns, rows);
    }

    /**
     * A grid in a caller's frame, no wrap, open edges as outlets: for heights held as a bare array
     * whose place in the world is known (the result grids carry this frame).
     *
     * @param frame   where the samples lie; its spacings are the grid's
     * @param columns samples along x, ≥ 1
     * @param rows    samples along z, ≥ 1; {@code columns × rows} at most {@link org.terrain4j.api.Heightfield#MAX_SAMPLES}
     * @return the grid
     * @throws NullPointerException     if frame is null
     * @throws IllegalArgumentException if a count is below 1, the grid is too large, or the grid's last
     *                                  column or row lies outside the frame's limits
     *                                  ({@link GridFrame#checkGrid})
     * @since 0.1
     */
    public static DrainageGrid of(GridFrame frame, int columns, int rows) {
        Objects.requireNonNull(frame, "frame");
        Checks.gridSize(columns, rows);
        frame.checkGrid(columns, rows);
        return new DrainageGrid(frame, columns, rows, DrainageBoundary.open());
    }

    /**
     * The grid of a heightfield: its columns, rows and frame (so its spacings), no wrap, open edges as
     * outlets.
     *
     * @param field any heightfield
     * @return the grid
     * @throws NullPointerException if field is null
     */
    public static DrainageGrid of(HeightfieldView field) {
        Objects.requireNonNull(field, "field");
        return of(field.frame(), field.columns(), field.rows());
    }

    /**
     * @param wrap whether the last column neighbours the first (a ring world wrapped along x)
     * @return a copy with this wrap; the outlets are kept if a mask was given, else they become the
     *         open edges of the new topology
     * @throws IllegalArgumentException if wrap is asked with fewer than 3 columns
     */
    public DrainageGrid withWrapX(boolean wrap) {
        return withBoundary(boundary.withWrapX(wrap));
    }

    /**
     * @param wrap whether the last row neighbours the first
     * @return a copy with this wrap (outlets as for {@link #withWrapX})
     * @throws IllegalArgumentException if wrap is asked with fewer than 3 rows
     */
    public DrainageGrid withWrapZ(boolean wrap) {
        return withBoundary(boundary.withWrapZ(wrap));
    }

    /**
     * @param mask {@code true} where a sample is an outlet, row-major, {@link #sampleCount()}
     *             elements; copied. {@code null} restores the default (open edges).
     * @return a copy with these outlets
     * @throws IllegalArgumentException if the mask has the wrong length
     */
    public DrainageGrid withOutlets(boolean[] mask) {
        if (mask != null && mask.length != sampleCount()) {
            throw new IllegalArgumentException("outlet mask must have " + sampleCount() + " elements (" + columns
                    + " × " + rows + "), had " + mask.length);
        }
        return withBoundary(boundary.withOutlets(mask));
    }

    /**
     * @param boundary where water leaves: the wrap of each axis and the outlets (see
     *                 {@link DrainageBoundary})
     * @return a copy with this boundary, the same shape and spacings
     * @throws NullPointerException     if boundary is null
     * @throws IllegalArgumentException if the boundary does not fit this grid ({@link
     *                                  DrainageBoundary#checkFits}: a wrapped axis with fewer than 3
     *                                  samples, a mask of other than {@link #sampleCount()} elements)
     * @since 0.1
     */
    public DrainageGrid withBoundary(DrainageBoundary boundary) {
        Objects.requireNonNull(boundary, "boundary");
        boundary.checkFits(columns, rows);
        return new DrainageGrid(frame, columns, rows, boundary);
    }

    /**
     * @return where water leaves this grid: its wrap and outlets, a value that fits it
     * @since 0.1
     */
    public DrainageBoundary boundary() {
        return boundary;
    }

    /**
     * @return where the samples lie in the world: the field's frame for {@link #of(HeightfieldView)},
     *         origin 0 for {@link #of(int, int, double, double)}; its spacings are {@link #spacingX()}
     *         and {@link #spacingZ()}
     * @since 0.1
     */
    public GridFrame frame() {
        return frame;
    }

    /** @return samples along x, ≥ 1 */
    public int columns() {
        return columns;
    }

    /** @return samples along z, ≥ 1 */
    public int rows() {
        return rows;
    }

    /** @return metres between neighbouring columns */
    public double spacingX() {
        return spacingX;
    }

    /** @return metres between neighbouring rows */
    public double spacingZ() {
        return spacingZ;
    }

    /** @return whether x wraps around */
    public boolean wrapX() {
        return wrapX;
    }

    /** @return whether z wraps around */
    public boolean wrapZ() {
        return wrapZ;
    }

    /** @return columns × rows */
    public int sampleCount() {
        return columns * rows;
    }

    /** @return the area one sample stands for, spacingX × spacingZ, m² */
    public double cellArea() {
        return spacingX * spacingZ;
    }

    /**
     * @param index a sample index, 0 ≤ index &lt; {@link #sampleCount()}
     * @return whether the sample is an outlet by the mask or the default edges (not counting the
     *         outlets that NaN neighbours make)
     * @throws IndexOutOfBoundsException if index is outside the grid
     */
    public boolean isOutlet(int index) {
        Objects.checkIndex(index, sampleCount());
        return boundary.outletUnchecked(index % columns, index / columns, columns, rows);
    }

    /**
     * @return whether a caller's outlet mask was given
     */
    public boolean hasOutletMask() {
        return outlets != null;
    }

    /**
     * The index of a neighbour.
     *
     * @param index     a sample index
     * @param direction 0…7 in the order of the class comment
     * @return the neighbour's index, or −1 past an open edge
     * @throws IndexOutOfBoundsException if index or direction is out of range
     */
    public int neighbour(int index, int direction) {
        Objects.checkIndex(index, sampleCount());
        Objects.checkIndex(direction, 8);
        return neighbourUnchecked(index % columns, index / columns, direction);
    }

    int neighbourUnchecked(int c, int r, int direction) {
        int nc = c + DC[direction];
        int nr = r + DR[direction];
        if (nc < 0 || nc >= columns) {
            if (!wrapX) {
                return -1;
            }
            nc = nc < 0 ? columns - 1 : 0;
        }
        if (nr < 0 || nr >= rows) {
            if (!wrapZ) {
                return -1;
            }
            nr = nr < 0 ? rows - 1 : 0;
        }
        return nr * columns + nc;
    }

    /**
     * @param direction 0…7
     * @return the distance to that neighbour, metres
     */
    public double distance(int direction) {
        Objects.checkIndex(direction, 8);
        int dc = DC[direction];
        int dr = DR[direction];
        if (dc != 0 && dr != 0) {
            return Math.sqrt(spacingX * spacingX + spacingZ * spacingZ);
        }
        return dc != 0 ? spacingX : spacingZ;
    }

    /**
     * The outlets for one set of heights: the grid's outlets plus every finite sample beside a NaN
     * one; NaN samples are marked 2.
     *
     * @return 0 inside, 1 outlet, 2 no-data
     */
    byte[] effectiveOutlets(float[] h) {
        int n = sampleCount();
        byte[] out = new byte[n];
        boolean anyNaN = false;
        for (int i = 0; i < n; i++) {
            float v = h[i];
            if ((Float.floatToRawIntBits(v) & 0x7f800000) == 0x7f800000) { // one test for NaN and infinity
                if (v != v) {
                    out[i] = 2;
                    anyNaN = true;
                } else {
                    throw new IllegalArgumentException("heights must be finite or NaN, sample " + i + " was " + v);
                }
            }
        }
        if (anyNaN) {
            boolean anyFinite = false;
            for (int i = 0; i < n && !anyFinite; i++) {
                anyFinite = out[i] != 2;
            }
            if (!anyFinite) {
                throw new IllegalArgumentException("heights must have at least one finite sample, all " + n
                        + " were NaN (no data): there is no ground to drain");
            }
        }
        if (outlets != null) {
            for (int i = 0; i < n; i++) {
                if (outlets[i] && out[i] == 0) {
                    out[i] = 1;
                }
            }
        } else {
            // the open edges' samples, walked along the edges only
            if (!wrapX) {
                for (int i = 0; i < n; i += columns) {
                    markOutlet(out, i);
                    markOutlet(out, i + columns - 1);
                }
            }
            if (!wrapZ) {
                for (int c = 0; c < columns; c++) {
                    markOutlet(out, c);
                    markOutlet(out, n - columns + c);
                }
            }
        }
        if (anyNaN) {
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < columns; c++) {
                    int i = r * columns + c;
                    if (out[i] != 0) {
                        continue;
                    }
                    for (int d = 0; d < 8; d++) {
                        int j = neighbourUnchecked(c, r, d);
                        if (j >= 0 && out[j] == 2) {
                            out[i] = 1;
                            break;
                        }
                    }
                }
            }
        }
        return out;
    }

    /** Makes sample i an outlet unless it is no-data. */
    private static void markOutlet(byte[] out, int i) {
        if (out[i] == 0) {
            out[i] = 1;
        }
    }

    void checkLength(String name, int length) {
        if (length != sampleCount()) {
            throw new IllegalArgumentException(name + " must have " + sampleCount() + " elements (" + columns + " × "
                    + rows + "), had " + length);
        }
    }

    /** @return the grid's shape, spacings, origin, wrap and whether a mask was given */
    @Override
    public String toString() {
        return "DrainageGrid[" + columns + " × " + rows + ", spacing " + spacingX + " × " + spacingZ + " m, origin ("
                + frame.originX() + ", " + frame.originZ() + "), wrapX=" + wrapX + ", wrapZ=" + wrapZ
                + (outlets == null ? ", edge outlets]" : ", outlet mask]");
    }

    /**
     * @param o another object
     * @return whether o is a grid of the same shape, frame (so spacings), wrap and outlets
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof DrainageGrid g && columns == g.columns && rows == g.rows && frame.equals(g.frame)
                && boundary.equals(g.boundary);
    }

    @Override
    public int hashCode() {
        return Objects.hash(columns, rows, frame, boundary);
    }
}
