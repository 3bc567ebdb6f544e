package org.terrain4j.api;

import org.terrain4j.api.internal.Checks;

/**
 * Where a grid of samples lies in the world: the position of sample {@code (0, 0)} and the distance
 * between neighbouring samples, in metres.
 *
 * <p>Sample {@code (c, r)} sits at {@code x = originX + c·spacingX}, {@code z = originZ + r·spacingZ}.
 * Columns run east (+x), rows run south (+z). A file whose rows run north to south (ESRI ASCII grid,
 * SRTM) therefore maps northing {@code N} to {@code z = −N}.
 *
 * <p>Immutable and thread-safe.
 *
 * @param originX  x of sample (0, 0), metres; finite
 * @param originZ  z of sample (0, 0), metres; finite
 * @param spacingX distance between neighbouring columns, metres; finite and &gt; 0
 * @param spacingZ distance between neighbouring rows, metres; finite and &gt; 0
 * @since 0.1
 */
public record GridFrame(double originX, double originZ, double spacingX, double spacingZ) {

    /** The default frame: origin 0, spacing 1 m on both axes. */
    public static final GridFrame UNIT = new GridFrame(0, 0, 1, 1);

    /**
     * Validates the frame.
     *
     * @param originX  x of sample (0, 0), metres; finite
     * @param originZ  z of sample (0, 0), metres; finite
     * @param spacingX distance between neighbouring columns, metres; finite and &gt; 0
     * @param spacingZ distance between neighbouring rows, metres; finite and &gt; 0
     * @throws IllegalArgumentException if an origin is not finite or a spacing is not finite and
     *                                  positive
     */
    public GridFrame {
        Checks.finite("originX", originX);
        Checks.finite("originZ", originZ);
        Checks.positiveFinite("spacingX", spacingX);
        Checks.positiveFinite("spacingZ", spacingZ);
    }

    /**
     * A frame with the same spacing on both axes.
     *
     * @param originX x of sample (0, 0), metres; finite
     * @param originZ z of sample (0, 0), metres; finite
     * @param spacing distance between neighbouring samples, metres; finite and &gt; 0
     * @return the frame
     * @throws IllegalArgumentException as for the canonical constructor
     */
    public static GridFrame of(double originX, double originZ, double spacing) {
        return new GridFrame(originX, originZ, spacing, spacing);
    }

    /**
     * The frame of a grid of {@code columns × rows} samples {@code spacing} metres apart whose middle
     * is at the world origin (the island specification's land: 1025 samples 2 m apart centred on the origin).
     *
     * @param columns number of columns, ≥ 1
     * @param rows    number of rows, ≥ 1
     * @param spacing metres between samples; finite and &gt; 0
     * @return the centred frame
     * @throws IllegalArgumentException if a count is below 1 or the spacing is not positive
     */
    public static GridFrame centred(int columns, int rows, double spacing) {
        Checks.atLeast("columns", columns, 1);
        Checks.atLeast("rows", rows, 1);
        Checks.positiveFinite("spacing", spacing);
        return new GridFrame(-(columns - 1) * spacing / 2, -(rows - 1) * spacing / 2, spacing, spacing);
    }

    /**
     * World x of a (possibly fractional) column.
     *
     * @param column column index, samples
     * @return x in metres
     */
    public double x(double column) {
        return originX + column * spacingX;
    }

    /**
     * World z of a (possibly fractional) row.
     *
     * @param row row index, samples
     * @return z in metres
     */
    public double z(double row) {
        return originZ + row * spacingZ;
    }

    /**
     * The fractional column at world x.
     *
     * @param x metres
     * @return column, samples (not clamped to the grid)
     */
    public double column(double x) {
        return (x - originX) / spacingX;
    }

    /**
     * The fractional row at world z.
     *
     * @param z metres
     * @return row, samples (not clamped to the grid)
     */
    public double row(double z) {
        return (z - originZ) / spacingZ;
    }

    /**
     * This frame moved so that sample {@code (column, row)} of this frame becomes sample (0, 0).
     *
     * @param column first column of the sub-grid
     * @param row    first row of the sub-grid
     * @return the shifted frame, same spacing
     */
    public GridFrame shifted(int column, int row) {
        return new GridFrame(x(column), z(row), spacingX, spacingZ);
    }
}
