/**
 * Reading and writing heightfields as raster files: GeoTIFF and BigTIFF ({@link
 * org.terrain4j.io.GeoTiff}), ESRI ASCII grid ({@link
 * org.terrain4j.io.AsciiGrid}, with its {@code .prj}), SRTM {@code .hgt} tiles ({@link org.terrain4j.io.SrtmHgt}),
 * 16-bit grayscale PNG ({@link org.terrain4j.io.PngHeightmap}) and headerless raw {@code .r16} /
 * {@code .f32} grids ({@link org.terrain4j.io.RawHeightmap}), with {@link
 * org.terrain4j.io.Rasters} choosing the format from the file name's extension
 * ({@link org.terrain4j.io.RasterFormat}). The 16-bit formats turn samples into heights through a
 * {@link org.terrain4j.io.SampleMapping} ({@code height = offset + scale · sample}).
 *
 * <h2>Axes and units</h2>
 * <ul>
 *   <li>Every format here stores rows from north to south and, within a row, samples from west to
 *       east. That is exactly the library's layout: column {@code c} runs along x (east), row
 *       {@code r} along z (south), row-major. File row 0 becomes grid row 0; nothing is flipped.</li>
 *   <li>Samples are points. A format that describes cells (ESRI's {@code xllcorner}) is converted so
 *       that sample {@code (0, 0)} sits at the centre of the north-west cell.</li>
 *   <li>Northing {@code N} maps to {@code z = −N}, so a grid whose south-west corner is at northing
 *       {@code yll} with {@code nrows} rows of size {@code d} gets
 *       {@code originZ = −(yll + nrows·d − d/2)}.</li>
 *   <li>Frames are in the file's map units: metres for a projected system or a grid that names
 *       none, degrees for a geographic one (a WGS 84 GeoTIFF, an ASCII grid with a geographic
 *       {@code .prj}); {@link org.terrain4j.io.Geographic#toMetres} places such a frame in
 *       metres and keeps the way back, which the writers use, so what is written lands where the
 *       input was. An SRTM tile is placed in metres as it is read ({@link
 *       org.terrain4j.io.SrtmHgt}). The coordinate reference system a file names becomes the
 *       frame's {@link org.terrain4j.api.Georeference}. Formats without a frame (raw files, PNG images
 *       not written by terrain4j) get the unit frame.</li>
 *   <li>Heights are whatever unit the file holds (metres for real elevation models); the sample
 *       mappings of the 16-bit formats are stated per class.</li>
 * </ul>
 *
 * <h2>No-data</h2>
 * A file's no-data marker (ESRI {@code NODATA_value}, SRTM's void −32768, a PNG's reserved sample)
 * becomes NaN when read; NaN samples are written as the format's marker. {@code .f32} stores NaN
 * as NaN. Each class states its rule.
 *
 * <h2>Errors</h2>
 * Every reader and writer throws {@link java.io.IOException}: {@link java.nio.file.NoSuchFileException}
 * for a missing file and {@link org.terrain4j.io.RasterFormatException} for contents that are
 * not a valid raster of the expected kind (truncated, too few values, a token that is not a number,
 * a PNG that is not grayscale, a declared size that is not positive or is larger than a heightfield
 * or the file itself can hold, or one whose heights and decoding buffers would take more than the
 * read budget of {@link org.terrain4j.io.ReadOptions#withMaxDecodedBytes(long)}, 1 GiB by default).
 * Both messages name the file and the reason. Declared sizes are checked <em>before</em> any sample
 * array is allocated or anything decoded. Bad arguments (a negative size in options, a mapping
 * that sends a height outside 0…65535) throw {@link java.lang.IllegalArgumentException}.
 *
 * <h2>Writing</h2>
 * Writers never leave a partial file: they write to a temporary file in the target's directory and
 * move it over the target in one atomic step; on any failure the temporary file is deleted and an
 * existing target is left as it was.
 *
 * <h2>Threads</h2>
 * Every class here is stateless or immutable: readers and writers may be called from any number of
 * threads at once (on different files).
 */
package org.terrain4j.io;
