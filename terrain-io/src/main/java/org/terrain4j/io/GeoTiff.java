package org.terrain4j.io;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;

import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldView;
import org.terrain4j.io.internal.GeoTiffReader;
import org.terrain4j.io.internal.GeoTiffWriter;
import org.terrain4j.io.internal.Inputs;

/**
 * GeoTIFF heightfields ({@code .tif}, {@code .tiff}): a single-band TIFF 6.0 or BigTIFF image whose
 * samples are the heights, placed on the earth by the GeoTIFF tags.
 *
 * <h2>Read</h2>
 * <ul>
 *   <li>Samples: 32- and 64-bit IEEE floats, signed 16- and 32-bit integers, unsigned 8-, 16- and
 *       32-bit integers; one sample per pixel. A 64-bit or 32-bit integer value beyond the range of
 *       {@code float} is refused; otherwise each value is rounded to the nearest {@code float}.</li>
 *   <li>Container: classic TIFF (32-bit offsets) or BigTIFF (64-bit offsets), little- or
 *       big-endian.</li>
 *   <li>Layout: strips or tiles (a Cloud-Optimized GeoTIFF is a tiled TIFF: its full-resolution
 *       image, the first, is read; overviews are skipped).</li>
 *   <li>Compression: none (1), LZW (5), Deflate (8 and the older code 32946) and PackBits (32773);
 *       predictor none (1), horizontal differencing (2) and floating point
 *       (3).</li>
 *   <li>No-data: GDAL's {@code GDAL_NODATA} tag (42113, ASCII) names the value that marks no-data;
 *       samples equal to it, compared in the sample type's precision, become NaN, and so does a NaN
 *       sample. An infinite sample is refused.</li>
 *   <li>Scale and offset: GDAL's {@code GDAL_METADATA} tag (42112, an XML text) may give the band a
 *       scale and an offset (its items of role {@code scale} and {@code offset}, sample 0, as
 *       {@code gdal_translate -a_scale -a_offset} writes them); each height is then
 *       offset + scale × stored value, computed in double and rounded to {@code float}, as GDAL's
 *       {@code -unscale} reads it. No-data is compared with the stored value, before scaling. A
 *       scale or offset that is not a finite number, one given for another band, or one that takes
 *       a sample beyond the range of {@code float} is refused by name. The writer writes neither
 *       (its heights are stored as they are).</li>
 *   <li>Georeferencing: {@code ModelPixelScaleTag} (33550) with {@code ModelTiepointTag} (33922), or
 *       {@code ModelTransformationTag} (34264) without rotation or shear (a rotated or sheared
 *       transformation is refused, so is a grid whose rows run south to north); the raster type
 *       ({@code GTRasterTypeGeoKey}): pixel-is-area puts sample {@code (c, r)} at the centre of pixel
 *       {@code (c, r)} ({@code c + ½, r + ½} in raster space), pixel-is-point at raster point
 *       {@code (c, r)}. Columns run east (+x), rows south (+z), northing {@code N} becomes
 *       {@code z = −N}, and the frame is in the file's map units (metres for a projected system,
 *       degrees for a geographic one, as a geographic {@link AsciiGrid} is; give such a grid metres
 *       with {@link Geographic#toMetres(Heightfield)}, which keeps the way back). A TIFF without these
 *       tags gets origin (0, 0) and spacing 1.</li>
 *   <li>Coordinate reference system: the EPSG code of {@code ProjectedCSTypeGeoKey} (3072) for a
 *       projected model, of {@code GeographicTypeGeoKey} (2048) for a geographic one, becomes the
 *       frame's {@link org.terrain4j.api.Georeference} (scales 1). A user-defined system (32767) or
 *       none leaves the frame without one.</li>
 * </ul>
 * Not read (refused by name): JPEG, LERC or ZSTD compression, more than one band, planar
 * multi-sample images, 8-bit signed or 16-bit float samples.
 *
 * <h2>Limits and refusals</h2>
 * Before any sample is allocated or decoded the declared size is checked: at most
 * {@link org.terrain4j.api.Heightfield#MAX_SAMPLES} samples; at most what the file's length can hold
 * (its length, uncompressed; 2048 times its length, compressed); strips and tiles of at most 2²⁶
 * samples; and the read budget: the heights ({@code columns × rows × 4} bytes) and one decoded strip
 * or tile must fit {@link ReadOptions#DEFAULT_MAX_DECODED_BYTES} (1 GiB; another budget through
 * {@link Rasters#read(Path, ReadOptions)} with {@link ReadOptions#withMaxDecodedBytes(long)}). A
 * file beyond it is refused with the bytes it would take: a 4.4 MB Deflate file declaring
 * 46 000² float32 samples is refused in 0.2 s (0.5 s for the whole run of a fresh JVM) with a 256 MB heap. The file is read whole into
 * memory (at most 2 GiB).
 *
 * <p>Every malformed file is refused with a {@link RasterFormatException} naming the file and what
 * is wrong, never read as something else:
 * <ul>
 *   <li>Tags: each directory entry is judged on its own, as libtiff judges it. An entry whose values
 *       lie outside the file, or of an unknown type, is skipped if the reader does not use it (so
 *       the tags after it, such as {@code GDAL_NODATA} and {@code GDAL_METADATA}, are kept) and
 *       refused by name if it does; so is a used tag of the wrong type or, for a single-valued tag,
 *       of several values, or a size, strip or tile side, compression, predictor or sample-format
 *       value beyond the 16- or 32-bit field libtiff holds it in (libtiff then refuses the directory).
 *       A {@code GDAL_METADATA} that is not well-formed XML is refused (GDAL ignores it, scale and
 *       offset included).</li>
 *   <li>GeoKeys: a key whose value does not lie in the tag it names (the directory, the
 *       {@code GeoDoubleParamsTag} or the {@code GeoAsciiParamsTag}), a key of several values held
 *       in the directory, a key in another tag, a directory of a later version or of more than 250
 *       keys is refused (libgeotiff rejects the whole key set and GDAL then ignores every key, the
 *       coordinate system and the pixel-is-point raster type with them, so its placement moves by
 *       half a sample). A text that starts inside the {@code GeoAsciiParamsTag} but runs past its end
 *       is cut at the end, as GDAL cuts it.</li>
 *   <li>Blocks: a strip or tile must lie inside the file and decode to at least the bytes its rows
 *       need; one that decodes short ("truncated or malformed"), an LZW or PackBits stream that is
 *       corrupt, a Deflate stream that is cut short, fails its check or decompresses to more than its
 *       block, is refused by its number. LZW and PackBits follow libtiff's rules (what a stream holds
 *       beyond the rows it needs is not decoded), Deflate GDAL's libdeflate (the whole stream).</li>
 * </ul>
 * A differential fuzz test against GDAL (byte flips, tag counts, offsets and types, strip offsets and
 * byte counts, declared sizes, truncation) checks that every damaged file is read exactly as GDAL
 * reads it or refused.
 *
 * <h2>Write</h2>
 * See {@link #write(HeightfieldView, Path)}.
 *
 * <p>Reading: terrain4j parses the directory and decodes LZW and PackBits itself (libtiff's rules,
 * so that a damaged file reads as GDAL reads it or is refused); Deflate is the JDK's
 * {@link java.util.zip.Inflater}; the predictors are undone by terrain4j (GeoTiffBenchmark measures
 * the reader beside GDAL). The JDK's own TIFF plugin decodes no predictor on 16- and 32-bit samples,
 * not the floating-point predictor, and no BigTIFF; NGA's tiff-java no BigTIFF. Writing: TwelveMonkeys'
 * directory writer (an internal dependency) for the header and tags; the tiles predicted by terrain4j
 * and deflated by the JDK (neither the JDK's TIFF writer, which applies a predictor to 8-bit samples
 * only, nor TwelveMonkeys', which writes strips without the floating-point predictor, writes tiled
 * floats with a predictor).
 *
 * <p>Source: TIFF 6.0 (Adobe, 1992) and its Technical Note 3 (the floating-point predictor); OGC
 * GeoTIFF 1.1 (OGC 19-008r4) for the model tags, GeoKeys and raster types; GDAL's GTiff driver for
 * the no-data and metadata tags.
 *
 * <p>Stateless and thread-safe.
 *
 * @since 0.1
 */
public final class GeoTiff {

    /** GDAL's no-data tag: an ASCII number such as {@code -32768} or {@code nan}. */
    public static final int TAG_GDAL_NODATA = 42113;

    /** The no-data value the writer records: −3.4028234663852886e38, GDAL's usual Float32 choice. */
    public static final double DEFAULT_NODATA = -Float.MAX_VALUE;

    private GeoTiff() {
    }

    /**
     * Whether a file starts as a TIFF does: {@code II*\0} or {@code MM\0*}, or as a BigTIFF does
     * ({@code II+\0} or {@code MM\0+}).
     *
     * @param file a file
     * @return whether its first four bytes are a TIFF or BigTIFF signature
     * @throws IOException if it cannot be read
     */
    public static boolean hasSignature(Path file) throws IOException {
        byte[] head = new byte[4];
        int n;
        try (InputStream in = Files.newInputStream(Objects.requireNonNull(file, "file"))) {
            n = in.readNBytes(head, 0, 4);
        }
        return n == 4 && GeoTiffReader.signature(head) != 0;
    }

    /**
     * Reads a GeoTIFF heightfield.
     *
     * @param file the {@code .tif} file
     * @return the heights, {@code columns × rows} as the image's width and height, in the frame of
     *         the class notes; no-data as NaN
     * @throws java.nio.file.NoSuchFileException if the file does not exist
     * @throws RasterFormatException if it is not a TIFF or BigTIFF, has a sample type, band count,
     *                               compression or predictor the class notes do not list, a rotated
     *                               or south-up transformation, an infinite sample, a declared size
     *                               beyond the limits or the default read budget (1 GiB: {@code
     *                               FILE: would take N bytes (…) to read (…), more than the read budget
     *                               of B bytes (…); raise it with ReadOptions.withMaxDecodedBytes …}),
     *                               or is malformed or truncated (a damaged tag it uses, a strip or
     *                               tile that decodes short or is corrupt: see the class notes)
     * @throws IOException           if reading fails
     */
    public static Heightfield read(Path file) throws IOException {
        return read(file, ReadOptions.DEFAULT_MAX_DECODED_BYTES);
    }

    /**
     * As {@link #read(Path)}, with the read budget of {@link ReadOptions#withMaxDecodedBytes(long)}.
     */
    static Heightfield read(Path file, long budget) throws IOException {
        long length = Inputs.regularFile(file);
        return GeoTiffReader.read(file, length, budget);
    }

    /**
     * Writes a heightfield as a GeoTIFF, atomically (no partial file is ever left): 32-bit float
     * samples, 256 × 256 tiles, Deflate compression with the floating-point predictor (3), the
     * no-data tag {@link #DEFAULT_NODATA} (NaN samples written as it) when the field has NaN, and,
     * when the frame has a georeference, the model pixel scale and tiepoint (pixel-is-area, the
     * tiepoint at the north-west corner of the north-west cell) and the GeoKeys of its system's EPSG
     * code. A frame without a georeference is written with the model tags only (no GeoKeys), in its
     * own units. A classic TIFF, or a BigTIFF when the compressed tiles pass 4 GiB. GDAL and every
     * reader of TIFF Technical Note 3's predictor read these files.
     *
     * @param field the heights
     * @param file  the file to create or replace
     * @throws IllegalArgumentException if a sample is infinite, or the georeference's system has no
     *                                  EPSG code (nothing is written then)
     * @throws IOException              if the directory does not exist or writing fails
     */
    public static void write(HeightfieldView field, Path file) throws IOException {
        Objects.requireNonNull(field, "field");
        Objects.requireNonNull(file, "file");
        GeoTiffWriter.write(field, file);
    }
}
