package org.terrain4j.api;

import java.util.Objects;
import java.util.Optional;

import org.terrain4j.api.internal.Checks;

/**
 * Where a grid of samples lies in the world: the position of sample {@code (0, 0)} and the distance
 * between neighbouring samples, in metres.
 *
 * <p>Sample {@code (c, r)} sits at {@code x = originX + c·spacingX}, {@code z = originZ + r·spacingZ}.
 * Columns run east (+x), rows run south (+z). A file whose rows run north to south (ESRI ASCII grid,
 * SRTM) therefore maps northing {@code N} to {@code z = −N}.
 *
 * <p>A frame read from a file that names its coordinate reference system (GeoTIFF, an ESRI ASCII
 * grid with a {@code .prj}, an SRTM tile) carries a {@link Georeference}: the system and how frame
 * metres map to its coordinates, so that writers record the system again and GeoJSON lands where
 * the input was. A frame made in code has none (a local grid). The four-number constructor, the
 * factories and {@link #withSpacing} and {@link #shifted} keep or set it as each says.
 *
 * <p>Immutable and thread-safe.
 *
 * @param originX      x of sample (0, 0), metres; finite
 * @param originZ      z of sample (0, 0), metres; finite
 * @param spacingX     distance between neighbouring columns, metres; finite and &gt; 0
 * @param spacingZ     distance between neighbouring rows, metres; finite and &gt; 0
 * @param georeference where the frame lies in a coordinate reference system, or empty for a local
 *                     grid
 * @since 0.1
 */
public record GridFrame(double originX, double originZ, double spacingX, double spacingZ,
        Optional<Georeference> georeference) {

    /** The default frame: origin 0, spacing 1 m on both axes. */
    public static final GridFrame UNIT = new GridFrame(0, 0, 1, 1);

    /**
     * Validates the frame.
     *
     * @param originX      x of sample (0, 0), metres; finite
     * @param originZ      z of sample (0, 0), metres; finite
     * @param spacingX     distance between neighbouring columns, metres; finite and &gt; 0
     * @param spacingZ     distance between neighbouring rows, metres; finite and &gt; 0
     * @param georeference where the frame lies, or empty
     * @throws IllegalArgumentException if an origin is not finite or a spacing is not finite and
     *                                  positive
     * @throws NullPointerException     if georeference is null (use {@code Optional.empty()})
     */
    public GridFrame {
        Objects.requireNonNull(georeference, "georeference");
        Checks.finite("originX", originX);
        Checks.finite("originZ", originZ);
        Checks.positiveFinite("spacingX", spacingX);
        Checks.positiveFinite("spacingZ", spacingZ);
    }

    /**
     * A local frame: no coordinate reference system.
     *
     * @param originX  x of sample (0, 0), metres; finite
     * @param originZ  z of sample (0, 0), metres; finite
     * @param spacingX distance between neighbouring columns, metres; finite and &gt; 0
     * @param spacingZ distance between neighbouring rows, metres; finite and &gt; 0
     * @throws IllegalArgumentException if an origin is not finite or a spacing is not finite and
     *                                  positive
     */
    public GridFrame(double originX, double originZ, double spacingX, double spacingZ) {
        this(originX, originZ, spacingX, spacingZ, Optional.empty());
    }

    /**
     * @param georeference where the frame lies
     * @return this frame placed there (origin and spacing unchanged)
     * @throws NullPointerException if georeference is null
     */
    public GridFrame withGeoreference(Georeference georeference) {
        return new GridFrame(originX, originZ, spacingX, spacingZ,
                Optional.of(Objects.requireNonNull(georeference, "georeference")));
    }

    /**
     * @return this frame as a local grid: the same origin and spacing, no coordinate reference system
     */
    public GridFrame withoutGeoreference() {
        return new GridFrame(originX, originZ, spacingX, spacingZ);
    }

    /**
     * @param spacingX distance between neighbouring columns, metres; finite and &gt; 0
     * @param spacingZ distance between neighbouring rows, metres; finite and &gt; 0
     * @return this frame with that spacing, the same origin and georeference
     * @throws IllegalArgumentException if a spacing is not finite and positive
     */
    public GridFrame withSpacing(double spacingX, double spacingZ) {
        return new GridFrame(originX, originZ, spacingX, spacingZ, georeference);
    }

    /**
     * This frame in its system's own units: origin and spacing divided by the georeference's scales,
     * which become 1 (for an SRTM tile placed in metres: degrees of longitude and of −latitude). The
     * positions of the samples in the system are unchanged. Writers of files that record a system
     * (ESRI ASCII grid with {@code .prj}, GeoTIFF) write this frame.
     *
     * @return this frame if it has no georeference or its scales are 1, else the frame in the
     *         system's units
     * @throws IllegalArgumentException if the division leaves the range of {@code double}
     */
    public GridFrame inCrsUnits() {
        if (georeference.isEmpty()) {
            return this;
        }
        Georeference g = georeference.get();
        if (g.scaleX() == 1 && g.scaleZ() == 1) {
            return this;
        }
        return new GridFrame(originX / g.scaleX(), originZ / g.scaleZ(), spacingX / g.scaleX(),
                spacingZ / g.scaleZ(), Optional.of(Georeference.in(g.crs())));
    }

    /**
     * @return the coordinate reference system of the georeference, if any
     */
    public Optional<CoordinateSystem> crs() {
        return georeference.map(Georeference::crs);
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
     * is at the world origin (terrain4j's example island, {@code org.terrain4j.examples.Island}, is such a frame:
     * 1025 samples 2 m apart centred on the origin).
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
     * @return the shifted frame, same spacing and georeference
     */
    public GridFrame shifted(int column, int row) {
        return new GridFrame(x(column), z(row), spacingX, spacingZ, georeference);
    }
}
