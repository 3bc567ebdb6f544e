package org.terrain4j.api;

import java.util.Objects;
import java.util.Optional;

import org.terrain4j.api.internal.Checks;
import org.terrain4j.api.internal.Records;

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
 * <p><b>Limits.</b> A spacing lies in [{@value #MIN_SPACING}, {@value #MAX_SPACING}] (a nanometre
 * to a million kilometres, or as many degrees in a frame in degrees), and an origin, and every
 * sample of a grid placed in the frame ({@link #checkGrid}), within ±{@value #MAX_COORDINATE}. So
 * everything computed from a frame stays finite: a cell's area is at most 1e18 m², a grid's extent
 * at most 2e12 m and its square 4e24 (finite even in {@code float}), the reciprocal of a squared
 * spacing at most 1e18, a slope between two {@code float} heights one spacing apart at most 7e47
 * and its square 5e95. Wider frames made world coordinates ({@code origin + columns·spacing}),
 * areas and slopes overflow to infinity (a spacing of 1e39 or 1e300), or reciprocals of the
 * spacing overflow (1e-39 gave NaN in thermal weathering). Real grids lie well inside: SRTM's 1″
 * is 3e-4°, a lidar grid a few centimetres, the largest projected coordinates on Earth a few
 * times 1e7 m. Every constructor, factory and wither refuses a frame beyond these limits, and
 * {@link Heightfield} and {@link HeightfieldBuffer} refuse a grid whose samples would leave them;
 * the raster readers report such a file as a {@code RasterFormatException} naming the field.
 *
 * <p>Each value is read by the accessor of its name ({@link #originX()}, {@link #originZ()},
 * {@link #spacingX()}, {@link #spacingZ()}, {@link #georeference()}); two frames are equal when every
 * value is (doubles by their bits, as a record compares them). A georeferenced frame is made by
 * {@link #withGeoreference} from a local one.
 *
 * <p>Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class GridFrame {

    private final double originX;
    private final double originZ;
    private final double spacingX;
    private final double spacingZ;
    private final Optional<Georeference> georeference;

    /** The smallest spacing a frame accepts (see the class notes on limits). */
    public static final double MIN_SPACING = 1e-9;

    /** The largest spacing a frame accepts (see the class notes on limits). */
    public static final double MAX_SPACING = 1e9;

    /**
     * The largest magnitude of an origin coordinate, and of the coordinates of every sample of a grid
     * placed in a frame (see the class notes on limits).
     */
    public static final double MAX_COORDINATE = 1e12;

    /** The default frame: origin 0, spacing 1 m on both axes. */
    public static final GridFrame UNIT = new GridFrame(0, 0, 1, 1);

    /**
     * Validates the frame.
     *
     * @param originX      x of sample (0, 0), metres; within ±{@value #MAX_COORDINATE}
     * @param originZ      z of sample (0, 0), metres; within ±{@value #MAX_COORDINATE}
     * @param spacingX     distance between neighbouring columns, metres; in [{@value #MIN_SPACING},
     *                     {@value #MAX_SPACING}]
     * @param spacingZ     distance between neighbouring rows, metres; in [{@value #MIN_SPACING},
     *                     {@value #MAX_SPACING}]
     * @param georeference where the frame lies, or empty
     * @throws IllegalArgumentException if an origin or a spacing is outside its range (NaN and
     *                                  infinities are), naming it and the range
     * @throws NullPointerException     if georeference is null (use {@code Optional.empty()})
     */
    private GridFrame(double originX, double originZ, double spacingX, double spacingZ,
            Optional<Georeference> georeference) {
        Objects.requireNonNull(georeference, "georeference");
        Checks.coordinate("originX", originX);
        Checks.coordinate("originZ", originZ);
        Checks.spacing("spacingX", spacingX);
        Checks.spacing("spacingZ", spacingZ);
        this.originX = originX;
        this.originZ = originZ;
        this.spacingX = spacingX;
        this.spacingZ = spacingZ;
        this.georeference = georeference;
    }

    /**
     * A local frame: no coordinate reference system.
     *
     * @param originX  x of sample (0, 0), metres; within ±{@value #MAX_COORDINATE}
     * @param originZ  z of sample (0, 0), metres; within ±{@value #MAX_COORDINATE}
     * @param spacingX distance between neighbouring columns, metres; in [{@value #MIN_SPACING},
     *                 {@value #MAX_SPACING}]
     * @param spacingZ distance between neighbouring rows, metres; in [{@value #MIN_SPACING},
     *                 {@value #MAX_SPACING}]
     * @throws IllegalArgumentException if an origin or a spacing is outside its range (NaN and
     *                                  infinities are), naming it and the range
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
     * @param spacingX distance between neighbouring columns, metres; in [{@value #MIN_SPACING},
     *                 {@value #MAX_SPACING}]
     * @param spacingZ distance between neighbouring rows, metres; in [{@value #MIN_SPACING},
     *                 {@value #MAX_SPACING}]
     * @return this frame with that spacing, the same origin and georeference
     * @throws IllegalArgumentException if a spacing is outside its range
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
     * @throws IllegalArgumentException if the division leaves a frame's limits (see the class notes)
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
     * @param originX x of sample (0, 0), metres; within ±{@value #MAX_COORDINATE}
     * @param originZ z of sample (0, 0), metres; within ±{@value #MAX_COORDINATE}
     * @param spacing distance between neighbouring samples, metres; in [{@value #MIN_SPACING},
     *                {@value #MAX_SPACING}]
     * @return the frame
     * @throws IllegalArgumentException if an origin or a spacing is outside its range (NaN and
     *                                  infinities are), naming it and the range
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
     * @param spacing metres between samples; in [{@value #MIN_SPACING}, {@value #MAX_SPACING}]
     * @return the centred frame
     * @throws IllegalArgumentException if a count is below 1, the spacing is outside its range, or
     *                                  the grid reaches beyond ±{@value #MAX_COORDINATE}
     */
    public static GridFrame centred(int columns, int rows, double spacing) {
        Checks.atLeast("columns", columns, 1);
        Checks.atLeast("rows", rows, 1);
        Checks.spacing("spacing", spacing);
        return new GridFrame(-(columns - 1) * spacing / 2, -(rows - 1) * spacing / 2, spacing, spacing)
                .checkGrid(columns, rows);
    }

    /**
     * Checks that a grid of {@code columns × rows} samples placed in this frame stays within the
     * frame's limits: the x of its last column and the z of its last row within
     * ±{@value #MAX_COORDINATE} (the origin already is). {@link Heightfield} and
     * {@link HeightfieldBuffer} check every frame they are given this way.
     *
     * @param columns samples along x, ≥ 1
     * @param rows    samples along z, ≥ 1
     * @return this frame
     * @throws IllegalArgumentException if the last column's x or the last row's z lies beyond
     *                                  ±{@value #MAX_COORDINATE}, naming it, how it was reached and the range
     */
    public GridFrame checkGrid(long columns, long rows) {
        double lastX = x(columns - 1);
        if (!(Math.abs(lastX) <= MAX_COORDINATE)) {
            throw new IllegalArgumentException("x of the last column, originX + (columns - 1) × spacingX = "
                    + Checks.number(originX) + " + " + (columns - 1) + " × " + Checks.number(spacingX)
                    + ", must be in " + Checks.COORDINATE_RANGE + ", was " + Checks.number(lastX));
        }
        double lastZ = z(rows - 1);
        if (!(Math.abs(lastZ) <= MAX_COORDINATE)) {
            throw new IllegalArgumentException("z of the last row, originZ + (rows - 1) × spacingZ = "
                    + Checks.number(originZ) + " + " + (rows - 1) + " × " + Checks.number(spacingZ)
                    + ", must be in " + Checks.COORDINATE_RANGE + ", was " + Checks.number(lastZ));
        }
        return this;
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

    /**
     * @return x of sample (0, 0), metres; within ±{@value #MAX_COORDINATE}
     */
    public double originX() {
        return originX;
    }

    /**
     * @return z of sample (0, 0), metres; within ±{@value #MAX_COORDINATE}
     */
    public double originZ() {
        return originZ;
    }

    /**
     * @return distance between neighbouring columns, metres; in [{@value #MIN_SPACING}, {@value #MAX_SPACING}]
     */
    public double spacingX() {
        return spacingX;
    }

    /**
     * @return distance between neighbouring rows, metres; in [{@value #MIN_SPACING}, {@value #MAX_SPACING}]
     */
    public double spacingZ() {
        return spacingZ;
    }

    /**
     * @return where the frame lies in a coordinate reference system, or empty for a local grid
     */
    public Optional<Georeference> georeference() {
        return georeference;
    }

    /** The values as a record: its equals, hashCode and toString are this class's. */
    private record Values(double originX, double originZ, double spacingX, double spacingZ,
            Optional<Georeference> georeference) {
    }

    private Values values() {
        return new Values(originX, originZ, spacingX, spacingZ, georeference);
    }

    /**
     * Whether another {@code GridFrame} has exactly these values (doubles compared by their bits, as a
     * record does).
     *
     * @param o another object, or null
     * @return true if {@code o} is a {@code GridFrame} with equal values
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof GridFrame other && values().equals(other.values());
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
     * @return {@code GridFrame[originX=…, …]}
     */
    @Override
    public String toString() {
        return Records.named("GridFrame", values());
    }
}
