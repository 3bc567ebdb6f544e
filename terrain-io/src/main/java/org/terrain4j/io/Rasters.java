package org.terrain4j.io;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Objects;

import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldView;
import org.terrain4j.io.internal.Inputs;

/**
 * Reads and writes heightfields choosing the format from the file name's extension (in any case):
 *
 * <table>
 *   <caption>Formats by extension</caption>
 *   <tr><th>extension</th><th>read</th><th>write</th></tr>
 *   <tr><td>{@code .asc}</td><td>{@link AsciiGrid#read}</td><td>{@link AsciiGrid#write(HeightfieldView, Path)}</td></tr>
 *   <tr><td>{@code .hgt}</td><td>{@link SrtmHgt#read(Path)}</td><td>not supported</td></tr>
 *   <tr><td>{@code .png}</td><td>{@link PngHeightmap#read(Path)}</td><td>{@link PngHeightmap#write(HeightfieldView, Path)}</td></tr>
 *   <tr><td>{@code .r16}, {@code .raw}</td><td>{@code RawHeightmap.r16().read}: square, little-endian,
 *       0…1</td><td>{@code RawHeightmap.r16().write}: little-endian, fitted to 0…65535</td></tr>
 *   <tr><td>{@code .f32}</td><td>{@code RawHeightmap.f32().read}: square, little-endian</td>
 *       <td>{@code RawHeightmap.f32().write}: little-endian</td></tr>
 *   <tr><td>{@code .tif}, {@code .tiff}</td><td>{@link GeoTiff#read(Path)}</td>
 *       <td>{@link GeoTiff#write(HeightfieldView, Path)}</td></tr>
 * </table>
 *
 * The extension alone decides: a file with any other extension (or none) is refused with this list,
 * whatever its contents look like (rename a TIFF to {@code .tif} to read it). Frames keep their coordinate reference system where the format records one
 * ({@code .asc} with its {@code .prj}, {@code .tif}; {@code .hgt} is WGS 84).
 *
 * What a format does not record (a raw file's mapping, spacing, byte order and size; a foreign
 * PNG's mapping and spacing) is given to {@link #read(Path, ReadOptions)} as {@link ReadOptions}, and
 * {@link #write} returns the options that read the written file back as written. Axes, frames and
 * no-data follow the {@link org.terrain4j.io package rules}.
 *
 * <p>Stateless and thread-safe.
 *
 * @since 0.1
 */
public final class Rasters {

    private Rasters() {
    }

    /**
     * Reads a heightfield, its format chosen by the file's extension.
     *
     * @param file the file
     * @return the heights; no-data as NaN
     * @throws java.nio.file.NoSuchFileException if the file does not exist
     * @throws RasterFormatException if the extension is not one of the table's, or the contents are
     *                               not valid for the format (see each format's {@code read})
     * @throws IOException           if reading fails
     */
    public static Heightfield read(Path file) throws IOException {
        return read(file, ReadOptions.defaults());
    }

    /**
     * Reads a heightfield, its format chosen by the file's extension, with what the file does not
     * record taken from {@code options} (see {@link ReadOptions} for which format uses which).
     *
     * @param file    the file
     * @param options the mapping, spacing, byte order and size the file does not record
     * @return the heights; no-data as NaN
     * @throws IllegalArgumentException if an option is set that the file's format does not use
     *                                  (such as a scale for an {@code .asc}, or a size for a PNG), or
     *                                  a mapping or spacing for a PNG that records its own; if
     *                                  the spacing puts the grid's last sample more than 1e12 m
     *                                  ({@link org.terrain4j.api.GridFrame#MAX_COORDINATE}) from its first
     *                                  ({@code spacing must be in [1e-9, MAX] for the C × R samples of
     *                                  FILE …}, checked before allocating); or if the scale and offset
     *                                  take a sample the file holds to a height beyond the range of
     *                                  {@code float} ({@code scale cannot be …} or {@code offset cannot
     *                                  be …}, naming the samples)
     * @throws java.nio.file.NoSuchFileException if the file does not exist
     * @throws RasterFormatException if the extension is not one of the table's, or the contents are
     *                               not valid for the format (for a raw file, also if its length does
     *                               not match the size), or reading would take more than the options'
     *                               read budget ({@link ReadOptions#withMaxDecodedBytes(long)}; {@code
     *                               FILE: would take N bytes (…) to read (…), more than the read budget
     *                               of B bytes (…); raise it with ReadOptions.withMaxDecodedBytes …},
     *                               checked from the header before anything is allocated)
     * @throws IOException           if reading fails
     */
    public static Heightfield read(Path file, ReadOptions options) throws IOException {
        Objects.requireNonNull(options, "options");
        Inputs.regularFile(file);
        // the extension alone decides, as documented: a TIFF named x.xyz was once read by its signature while
        // an ASCII grid or PNG under the same name was refused, a rule a user could not predict
        RasterFormat format = RasterFormat.of(file).orElseThrow(() -> new RasterFormatException(file,
                "unknown extension; expected one of .asc, .hgt, .png, .r16, .raw, .f32, .tif, .tiff"));
        return switch (format) {
            case ASC -> {
                refuse(options, file, "an ESRI ASCII grid", true, true, true);
                yield AsciiGrid.read(file, options.maxDecodedBytes());
            }
            case HGT -> {
                refuse(options, file, "an SRTM tile", true, true, true);
                yield SrtmHgt.read(file, SrtmHgt.tileOf(file), options.maxDecodedBytes());
            }
            case PNG -> {
                refuse(options, file, "a PNG", false, false, true);
                yield PngHeightmap.read(file, options.mapping(SampleMapping.NORMALISED), options::frame,
                        options.hasMapping(), options.spacing().isPresent(), options.maxDecodedBytes());
            }
            case R16 -> raw(RawHeightmap.r16().withMapping(options.mapping(SampleMapping.NORMALISED)), options)
                    .read(file, options::frame, options.maxDecodedBytes());
            case F32 -> {
                refuse(options, file, "a raw .f32 file (its samples are the heights)", true, false, false);
                yield raw(RawHeightmap.f32(), options).read(file, options::frame, options.maxDecodedBytes());
            }
            case TIF -> {
                refuse(options, file, "a GeoTIFF", true, true, true);
                yield GeoTiff.read(file, options.maxDecodedBytes());
            }
        };
    }

    private static RawHeightmap raw(RawHeightmap settings, ReadOptions options) {
        RawHeightmap r = settings;
        if (options.byteOrder().isPresent()) {
            r = r.withByteOrder(options.byteOrder().get());
        }
        if (options.columns().isPresent()) {
            r = r.withSize(options.columns().getAsInt(), options.rows().getAsInt());
        }
        return r;
    }

    static void refuse(ReadOptions o, Path file, String what, boolean mapping, boolean spacing,
            boolean raw) {
        String unused = mapping && o.hasMapping() ? "scale and offset"
                : spacing && o.spacing().isPresent() ? "spacing"
                : raw && o.byteOrder().isPresent() ? "byte order"
                : raw && o.columns().isPresent() ? "size" : null;
        if (unused != null) {
            String takers = switch (unused) {
                case "scale and offset" -> "raw .r16/.raw files and PNGs that record no mapping take a scale and offset";
                case "spacing" -> "raw .r16/.raw/.f32 files and PNGs take a spacing";
                default -> "raw .r16/.raw/.f32 files take a " + unused;
            };
            throw new IllegalArgumentException(unused + (unused.contains(" and ") ? " do" : " does") + " not apply to "
                    + file + ": it is " + what + ", which records its own or has none; only " + takers);
        }
    }

    /**
     * Writes a heightfield, its format chosen by the file's extension, atomically (no partial file is
     * ever left).
     *
     * <p>A raw file records neither its mapping, spacing nor size: the options returned hold what
     * {@link #read(Path, ReadOptions)} needs to read it back as written (the {@code .r16} mapping,
     * a spacing other than 1, a size that is not square). Its origin is lost, and so is a spacing
     * that differs between x and z (the options then hold none). {@code .asc}, {@code .png} and {@code .tif}
     * record everything: the options returned are {@link ReadOptions#defaults()}.
     *
     * @param field the heights
     * @param file  the file to create or replace
     * @return the options that read the file back as written
     * @throws IllegalArgumentException if a sample is infinite, or the format cannot hold the field
     *                                  (see each format's {@code write}; nothing is written then)
     * @throws RasterFormatException if the extension is not one of the writable formats of the table
     *                               (nothing is written then)
     * @throws IOException           if the directory does not exist or writing fails
     */
    public static ReadOptions write(HeightfieldView field, Path file) throws IOException {
        Objects.requireNonNull(field, "field");
        RasterFormat format = RasterFormat.of(file).orElseThrow(() -> new RasterFormatException(file,
                "unknown extension; expected one of .asc, .png, .r16, .raw, .f32, .tif, .tiff"));
        switch (format) {
            case ASC -> AsciiGrid.write(field, file);
            case TIF -> GeoTiff.write(field, file);
            case PNG -> PngHeightmap.write(field, file);
            case R16 -> {
                SampleMapping m = RawHeightmap.r16().write(field, file);
                return rawReadBack(field).withScale(m.scale()).withOffset(m.offset());
            }
            case F32 -> {
                RawHeightmap.f32().write(field, file);
                return rawReadBack(field);
            }
            case HGT -> throw new RasterFormatException(file, "writing SRTM .hgt is not supported; "
                    + "use .asc, .png, .r16, .f32 or .tif");
        }
        return ReadOptions.defaults();
    }

    /**
     * What a raw {@code .r16}/{@code .raw}/{@code .f32} file of {@code field} needs to be read back, beyond
     * its height mapping: the spacing when it is the same along both axes and not 1, and the size when the
     * grid is not square. A raw file holds neither; two different spacings cannot be put into one
     * {@link ReadOptions} and are left for the caller to report.
     *
     * @param field the field written raw
     * @return read options with the spacing and size set where needed, the other settings the defaults
     * @throws NullPointerException if field is null
     */
    public static ReadOptions rawReadBack(HeightfieldView field) {
        ReadOptions o = ReadOptions.defaults();
        double sx = field.frame().spacingX();
        if (sx == field.frame().spacingZ() && sx != 1) {
            o = o.withSpacing(sx);
        }
        if (field.columns() != field.rows()) {
            o = o.withSize(field.columns(), field.rows());
        }
        return o;
    }
}
