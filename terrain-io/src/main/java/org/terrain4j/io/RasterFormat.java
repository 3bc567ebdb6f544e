package org.terrain4j.io;

import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

import org.terrain4j.io.internal.Inputs;

/**
 * The raster formats {@link Rasters} knows, each with its file-name extension.
 *
 * @since 0.1
 */
public enum RasterFormat {
    /** ESRI ASCII grid, {@code .asc}: read and write ({@link AsciiGrid}). */
    ASC("asc", true),
    /** SRTM tile, {@code .hgt}: read only ({@link SrtmHgt}). */
    HGT("hgt", false),
    /** 16-bit grayscale PNG, {@code .png}: read and write ({@link PngHeightmap}). */
    PNG("png", true),
    /** Raw unsigned 16-bit, little-endian, {@code .r16} (also {@code .raw}): read and write ({@link RawHeightmap}). */
    R16("r16", true),
    /** Raw 32-bit float, little-endian, {@code .f32}: read and write ({@link RawHeightmap}). */
    F32("f32", true),
    /** GeoTIFF, {@code .tif} (also {@code .tiff}): read and write ({@link GeoTiff}). */
    TIF("tif", true);

    private final String extension;
    private final boolean writable;

    RasterFormat(String extension, boolean writable) {
        this.extension = extension;
        this.writable = writable;
    }

    /**
     * @return the extension without the dot, lower case: {@code asc}, {@code hgt}, {@code png},
     *         {@code r16}, {@code f32}, {@code tif}
     */
    public String extension() {
        return extension;
    }

    /**
     * @return whether {@link Rasters#write} can write this format ({@code .hgt} cannot)
     */
    public boolean canWrite() {
        return writable;
    }

    /**
     * The format of a file name's extension, in any case ({@code .raw} counts as {@code .r16},
     * {@code .tiff} as {@code .tif}).
     *
     * @param file a file name or path
     * @return its format, or empty if the extension is none of these
     */
    public static Optional<RasterFormat> of(Path file) {
        String ext = Inputs.extension(Objects.requireNonNull(file, "file"));
        if (ext.equals("raw")) {
            return Optional.of(R16);
        }
        if (ext.equals("tiff")) {
            return Optional.of(TIF);
        }
        for (RasterFormat f : values()) {
            if (f.extension.equals(ext)) {
                return Optional.of(f);
            }
        }
        return Optional.empty();
    }
}
