package org.terrain4j.io;

import java.util.Objects;

import org.terrain4j.api.Georeference;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;

/**
 * Places a grid whose spacing is in degrees (a geographic ESRI ASCII grid, for example) in metres,
 * so that slopes, normals, hillshades and meshes come out right.
 *
 * <p>A geographic grid read by {@link AsciiGrid} has {@code x = longitude} and {@code z = −latitude}
 * in degrees. {@link #toMetres(Heightfield)} keeps the samples and rescales the frame to a local
 * <em>equirectangular</em> projection at the grid's middle latitude φ: {@code x = longitude · mx},
 * {@code z = −latitude · mz}, with the WGS 84 lengths of one degree at φ
 * ({@link #metresPerDegreeLongitude(double)}, {@link #metresPerDegreeLatitude(double)}), the same
 * placement {@link SrtmHgt} gives a tile. One scale for the whole grid makes east–west distances at
 * its north and south edges wrong by about {@code Δφ/2 · tan φ} (radians): under 1 % for a grid of a
 * degree or less at mid latitudes.
 *
 * <p>Source: the standard series for the length of a degree on the WGS 84 ellipsoid. Stateless and
 * thread-safe.
 *
 * @since 0.1
 */
public final class Geographic {

    private Geographic() {
    }

    /**
     * Metres in one degree of longitude (along a parallel) at a latitude, on WGS 84.
     *
     * @param latitude degrees, −90…90
     * @return metres, ≥ 0 (about 111 320 m at the equator)
     * @throws IllegalArgumentException if latitude is outside −90…90 or NaN
     */
    public static double metresPerDegreeLongitude(double latitude) {
        double phi = Math.toRadians(checkLatitude(latitude));
        return Math.max(0, 111_412.84 * Math.cos(phi) - 93.5 * Math.cos(3 * phi) + 0.118 * Math.cos(5 * phi));
    }

    /**
     * Metres in one degree of latitude (along a meridian) at a latitude, on WGS 84.
     *
     * @param latitude degrees, −90…90
     * @return metres (about 110 574 m at the equator, 111 694 m at the poles)
     * @throws IllegalArgumentException if latitude is outside −90…90 or NaN
     */
    public static double metresPerDegreeLatitude(double latitude) {
        double phi = Math.toRadians(checkLatitude(latitude));
        return 111_132.92 - 559.82 * Math.cos(2 * phi) + 1.175 * Math.cos(4 * phi) - 0.0023 * Math.cos(6 * phi);
    }

    /**
     * Whether a frame is in a geographic system's degrees: its georeference names a geographic coordinate
     * system and maps the frame's units to that system's with scales 1, as a WGS 84 GeoTIFF or an
     * {@code .asc} with a geographic {@code .prj} reads. Such a field wants {@link #toMetres} before slopes,
     * meshes or erosion (the {@code terrain} command places it so itself).
     *
     * @param frame a grid's frame
     * @return true if it records degrees; false for a frame with no georeference, a projected system, or
     *         a geographic one already placed in metres (scales other than 1)
     * @throws NullPointerException if frame is null
     * @since 0.1
     */
    public static boolean namesDegrees(GridFrame frame) {
        Objects.requireNonNull(frame, "frame");
        return frame.georeference().map(g -> g.crs().isGeographic() && g.scaleX() == 1 && g.scaleZ() == 1)
                .orElse(false);
    }

    /**
     * Whether a frame that records no system looks like one in degrees: both spacings below 0.01 and an
     * origin that is a longitude and latitude ({@code |originX| ≤ 360}, {@code |originZ| ≤ 90}). A guess,
     * for a warning (an {@code .asc} without its {@code .prj} whose slopes would be nonsense unless placed
     * in metres with {@link #toMetres}), never for a silent change: a millimetre grid near the origin looks
     * the same.
     *
     * @param frame a grid's frame
     * @return true if it looks geographic
     * @throws NullPointerException if frame is null
     * @since 0.1
     */
    public static boolean looksLikeDegrees(GridFrame frame) {
        Objects.requireNonNull(frame, "frame");
        return frame.spacingX() < 0.01 && frame.spacingZ() < 0.01 && Math.abs(frame.originX()) <= 360
                && Math.abs(frame.originZ()) <= 90;
    }

    private static double checkLatitude(double latitude) {
        if (!(latitude >= -90 && latitude <= 90)) {
            throw new IllegalArgumentException("latitude must be in [-90, 90] degrees, was " + latitude);
        }
        return latitude;
    }

    /**
     * The same samples with the frame turned from degrees into metres at the grid's middle latitude.
     *
     * @param degrees a field whose frame is geographic: {@code x} = longitude and {@code z} = −latitude,
     *                in degrees, as {@link AsciiGrid} reads a geographic grid
     * @return the field with a metric frame (samples shared, both immutable); a georeference the
     *         frame had is kept with its scales multiplied by the metres per degree, so positions
     *         still map back to the same longitude and latitude
     * @throws IllegalArgumentException if the frame cannot be geographic: a longitude outside
     *                                  −180…360 or a latitude outside −90…90
     * @throws NullPointerException     if degrees is null
     */
    public static Heightfield toMetres(Heightfield degrees) {
        Objects.requireNonNull(degrees, "degrees");
        GridFrame f = degrees.frame();
        double west = f.originX();
        double east = f.x(degrees.columns() - 1);
        double north = -f.originZ();
        double south = -f.z(degrees.rows() - 1);
        if (!(west >= -180 && east <= 360)) {
            throw new IllegalArgumentException("the frame is not geographic: longitudes " + west + "…" + east
                    + " are outside [-180, 360] degrees");
        }
        if (!(south >= -90 && north <= 90)) {
            throw new IllegalArgumentException("the frame is not geographic: latitudes " + south + "…" + north
                    + " are outside [-90, 90] degrees");
        }
        double middle = (north + south) / 2;
        double mx = metresPerDegreeLongitude(middle);
        double mz = metresPerDegreeLatitude(middle);
        java.util.Optional<Georeference> back = f.georeference().map(
                g -> new Georeference(g.crs(), g.scaleX() * mx, g.scaleZ() * mz));
        GridFrame metres = new GridFrame(f.originX() * mx, f.originZ() * mz, f.spacingX() * mx, f.spacingZ() * mz);
        return degrees.withFrame(back.map(metres::withGeoreference).orElse(metres));
    }
}
