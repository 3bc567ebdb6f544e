/**
 * Pictures of heightfields: 8- and 16-bit grayscale heightmaps, colour ramps with GDAL color-relief
 * semantics (hypsometric tint), tint × hillshade ({@link org.terrain4j.image.Relief}), and PNG
 * output. The surface measures behind them (slope, aspect, hillshade, as {@code gdaldem} defines
 * them) are terrain-dem's {@code org.terrain4j.dem}.
 *
 * <h2>Axes and units</h2>
 * <ul>
 *   <li>Grids follow {@code org.terrain4j.api}: {@code columns × rows} samples, row-major, columns along
 *       x (east), rows along z (south). Spacings come from the field's
 *       {@link org.terrain4j.api.GridFrame} and are metres.</li>
 *   <li>Images have one pixel per sample: pixel {@code (x, y)} is sample {@code (column x, row y)}, so
 *       image row 0 is the northern edge (the top of the picture) and image x runs east.</li>
 *   <li>Angles are in degrees. Azimuths are measured clockwise from north (0° north, 90° east,
 *       180° south, 270° west), as in {@code gdaldem}. Slopes are degrees from the horizontal
 *       (or percent, 100 · rise / run).</li>
 *   <li>Heights are metres; a vertical exaggeration ({@code zFactor}) and a ratio of vertical to
 *       horizontal units ({@code scale}, GDAL's {@code -s}) adapt other units.</li>
 * </ul>
 *
 * <h2>No-data</h2>
 * A NaN sample is no-data. Grids computed here mark no-data with NaN; 8-bit analysis images
 * ({@link org.terrain4j.dem.Hillshade#image}) keep level 0 for it, as GDAL's hillshade does;
 * colour images use the ramp's no-data colour. Each type states the details.
 *
 * <h2>Sources</h2>
 * GDAL's {@code gdaldem} documentation (hillshade, slope, aspect, color-relief, {@code -compute_edges}),
 * and B. K. P. Horn, "Hill shading and the reflectance map", Proc. IEEE 69(1), 1981 (the 3 × 3
 * gradient).
 *
 * <h2>Thread-safety</h2>
 * Every parameter type here is immutable and safe to share. Each computation reads its source once;
 * the source must not be written by another thread while it runs.
 *
 * <p>Parameter objects follow terrain4j's one rule (immutable, {@code withX} copies, factories named for
 * the thing made): see "Parameter objects" in the package documentation of
 * {@code org.terrain4j.api}.
 */
package org.terrain4j.image;
