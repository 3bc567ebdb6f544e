package org.terrain4j.api.io;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Objects;

import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldView;
import org.terrain4j.api.io.internal.Inputs;

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
 * </table>
 *
 * The format classes take options (byte order, size, sample mapping) that this facade leaves at
 * their defaults. Axes, frames and no-data follow the {@link org.terrain4j.api.io package rules}.
 *
 * <p>Stateless and thread-safe.
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
        Inputs.regularFile(file);
        RasterFormat format = RasterFormat.of(file).orElseThrow(() -> new RasterFormatException(file,
                "unknown extension; expected one of .asc, .hgt, .png, .r16, .raw, .f32"));
        return switch (format) {
            case ASC -> AsciiGrid.read(file);
            case HGT -> SrtmHgt.read(file);
            case PNG -> PngHeightmap.read(file);
            case R16 -> RawHeightmap.r16().read(file);
            case F32 -> RawHeightmap.f32().read(file);
        };
    }

    /**
     * Writes a heightfield, its format chosen by the file's extension, atomically (no partial file is
     * ever left).
     *
     * @param field the heights
     * @param file  the file to create or replace
     * @throws RasterFormatException if the extension is not one of the writable formats of the table
     *                               (nothing is written then)
     * @throws IOException           if the directory does not exist or writing fails
     */
    public static void write(HeightfieldView field, Path file) throws IOException {
        Objects.requireNonNull(field, "field");
        RasterFormat format = RasterFormat.of(file).orElseThrow(() -> new RasterFormatException(file,
                "unknown extension; expected one of .asc, .png, .r16, .raw, .f32"));
        switch (format) {
            case ASC -> AsciiGrid.write(field, file);
            case PNG -> PngHeightmap.write(field, file);
            case R16 -> RawHeightmap.r16().write(field, file);
            case F32 -> RawHeightmap.f32().write(field, file);
            case HGT -> throw new RasterFormatException(file, "writing SRTM .hgt is not supported; "
                    + "use .asc, .png, .r16 or .f32");
        }
    }
}
