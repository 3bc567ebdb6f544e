/**
 * DEM work: preparing real elevation models for use (filling voids, joining tiles, cropping and
 * resampling) and their local surface measures as GDAL's {@code gdaldem} defines them (slope, aspect,
 * hillshade), which images, the analysis and the command line share.
 *
 * <p>Axes and units follow {@link org.terrain4j.api}: a field is {@code columns × rows} samples,
 * row-major, columns east (+x), rows south (+z), heights in the field's own unit (metres for a DEM).
 * Samples are points placed by the field's {@link org.terrain4j.api.GridFrame}. No-data is NaN; each
 * operation says what it does with it.
 *
 * <ul>
 *   <li>{@link org.terrain4j.dem.VoidFill}: gives voids (NaN samples) heights, by inverse-distance
 *       weighting as GDAL's {@code gdal_fillnodata} does ({@link org.terrain4j.dem.InverseDistanceFill})
 *       or by the smooth harmonic (Laplace) surface through the surrounding samples
 *       ({@link org.terrain4j.dem.LaplaceFill});</li>
 *   <li>{@link org.terrain4j.dem.Mosaic}: joins tiles of one frame into one field, SRTM
 *       {@code .hgt} neighbours by their names;</li>
 *   <li>{@link org.terrain4j.dem.Window}: a rectangle of samples, by index or by coordinates,
 *       and the crop to it;</li>
 *   <li>{@link org.terrain4j.dem.Resample}: a field resampled to another size, bilinear or
 *       bicubic, no-data aware;</li>
 *   <li>{@link org.terrain4j.dem.EnginePreset}: what Unity, Unreal Engine, Gaea and World Machine
 *       import, and the numbers to enter in their importers;</li>
 *   <li>{@link org.terrain4j.dem.Slope}, {@link org.terrain4j.dem.Aspect} and
 *       {@link org.terrain4j.dem.Hillshade}: Horn's 3 × 3 gradient, as fields or 8-bit images.</li>
 * </ul>
 *
 * <h2>Slope, aspect and hillshade</h2>
 * <ul>
 *   <li>Spacings come from the field's frame and are metres; heights are metres, and a vertical
 *       exaggeration ({@code zFactor}) and a ratio of vertical to horizontal units ({@code scale},
 *       GDAL's {@code -s}) adapt other units.</li>
 *   <li>Angles are in degrees. Azimuths are measured clockwise from north (0° north, 90° east,
 *       180° south, 270° west), as in {@code gdaldem}. Slopes are degrees from the horizontal (or
 *       percent, 100 · rise / run).</li>
 *   <li>Images have one pixel per sample: pixel {@code (x, y)} is sample {@code (column x, row y)}, so
 *       image row 0 is the northern edge. A NaN sample gives NaN in a field and level 0 in an 8-bit
 *       image, as GDAL's hillshade does.</li>
 *   <li>Sources: GDAL's {@code gdaldem} documentation ({@code -compute_edges} included) and B. K. P.
 *       Horn, "Hill shading and the reflectance map", Proc. IEEE 69(1), 1981.</li>
 * </ul>
 *
 * <p>Settings objects follow the parameter-object rule of {@link org.terrain4j.api}: immutable
 * values made by a factory ({@code standard()}, {@code degrees()}, …), copies by {@code withX(value)},
 * bare-name accessors. Everything here is thread-safe and
 * deterministic (no randomness).
 *
 * @since 0.1
 */
package org.terrain4j.dem;
