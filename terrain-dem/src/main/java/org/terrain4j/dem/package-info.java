/**
 * Preparing real elevation models for use: filling voids, joining tiles, cropping and resampling.
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
 *       import, and the numbers to enter in their importers.</li>
 * </ul>
 *
 * <p>Settings objects follow the parameter-object rule of {@link org.terrain4j.api}: immutable
 * records, copies by {@code withX(value)}, bare-name accessors. Everything here is thread-safe and
 * deterministic (no randomness).
 *
 * @since 0.1
 */
package org.terrain4j.dem;
