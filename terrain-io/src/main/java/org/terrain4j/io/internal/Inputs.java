package org.terrain4j.io.internal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Objects;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.internal.Checks;
import org.terrain4j.io.RasterFormatException;

/**
 * Checks shared by the raster readers. Not part of the API.
 *
 * @since 0.1
 */
public final class Inputs {

    private Inputs() {
    }

    /**
     * Checks that {@code file} is a readable regular file and returns its length.
     *
     * @param file the file
     * @return its length in bytes
     * @throws NoSuchFileException    if it does not exist
     * @throws RasterFormatException  if it is a directory
     * @throws IOException            if its size cannot be read
     */
    public static long regularFile(Path file) throws IOException {
        Objects.requireNonNull(file, "file");
        if (!Files.exists(file)) {
            throw new NoSuchFileException(file.toString(), null, "file not found");
        }
        if (!Files.isRegularFile(file)) {
            throw new RasterFormatException(file, "not a regular file");
        }
        return Files.size(file);
    }

    /**
     * Checks a declared grid size before anything is allocated: both counts positive, the product at
     * most {@link Checks#MAX_SAMPLES}, and at most {@code capacity} (the most samples the file's length
     * can hold).
     *
     * @param file     the file, for messages
     * @param columns  declared columns
     * @param rows     declared rows
     * @param capacity most samples the file can hold
     * @param length   the file's length in bytes, for messages
     * @return columns × rows
     * @throws RasterFormatException if a check fails
     */
    public static int gridSize(Path file, long columns, long rows, long capacity, long length)
            throws RasterFormatException {
        if (columns <= 0 || rows <= 0) {
            throw new RasterFormatException(file, "size must be positive, was " + columns + " columns × "
                    + rows + " rows");
        }
        if (columns > Checks.MAX_SAMPLES || rows > Checks.MAX_SAMPLES
                || columns * rows > Checks.MAX_SAMPLES) {
            throw new RasterFormatException(file, "declares " + columns + " × " + rows
                    + " samples, more than the " + Checks.MAX_SAMPLES + " a heightfield can hold");
        }
        long n = columns * rows;
        if (n > capacity) {
            throw new RasterFormatException(file, "declares " + columns + " × " + rows + " = " + n
                    + " samples, more than a file of " + length + " bytes can hold (at most " + capacity
                    + "): truncated, or the header is wrong");
        }
        return (int) n;
    }

    /**
     * Checks what reading a declared grid would take against the caller's read budget, before
     * anything is allocated or decoded: {@code columns × rows × 4} bytes of {@code float} heights
     * plus {@code extra} bytes of decoding buffers.
     *
     * @param file      the file, for messages
     * @param columns   declared columns, already checked by {@link #gridSize}
     * @param rows      declared rows, already checked by {@link #gridSize}
     * @param extra     bytes held besides the heights while decoding (0 if none)
     * @param extraWhat what they hold, for messages ("for one decoded strip")
     * @param budget    the most bytes the read may take
     * @throws RasterFormatException {@code FILE: would take N bytes to read (C × R samples × 4 bytes of
     *                               float heights …), more than the read budget of B bytes (…); raise it
     *                               with ReadOptions.withMaxDecodedBytes …} if it takes more
     */
    public static void budget(Path file, long columns, long rows, long extra, String extraWhat, long budget)
            throws RasterFormatException {
        long total = columns * rows * Float.BYTES + extra;
        if (total > budget) {
            throw new RasterFormatException(file, "would take " + total + " bytes (" + bytesText(total) + ") to read ("
                    + columns + " × " + rows + " samples × 4 bytes of float heights"
                    + (extra > 0 ? " + " + extra + " bytes " + extraWhat : "") + "), more than the read budget of "
                    + budget + " bytes (" + bytesText(budget) + "); raise it with " + BUDGET_SETTER
                    + " if the memory is there");
        }
    }

    /** How a caller raises the read budget, as the budget refusal names it. */
    public static final String BUDGET_SETTER = "ReadOptions.withMaxDecodedBytes";

    /**
     * @param bytes a size in bytes, ≥ 0
     * @return it in the largest binary unit that keeps it at least 1, one decimal ({@code 7.9 GiB})
     */
    public static String bytesText(long bytes) {
        String[] units = {"bytes", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
        int u = 0;
        double v = bytes;
        while (v >= 1024 && u < units.length - 1) {
            v /= 1024;
            u++;
        }
        return u == 0 ? bytes + " bytes" : String.format(Locale.ROOT, "%.1f %s", v, units[u]);
    }

    /**
     * A file's field that becomes a frame's spacing, refused as {@code GridFrame} refuses a spacing.
     *
     * @param file  the file
     * @param field the field, as the format names it ({@code cellsize})
     * @param value its value
     * @return value
     * @throws RasterFormatException {@code FILE: FIELD must be in [1e-9, 1e9], was V} unless the
     *                               value is a spacing a frame accepts
     */
    public static double spacing(Path file, String field, double value) throws RasterFormatException {
        try {
            return Checks.spacing(field, value);
        } catch (IllegalArgumentException e) {
            throw new RasterFormatException(file, e.getMessage(), e);
        }
    }

    /**
     * A file's field that becomes a frame's coordinate (its origin, or the far edge of its grid),
     * refused as {@code GridFrame} refuses a coordinate.
     *
     * @param file  the file
     * @param field the field, as the format names it ({@code xllcorner})
     * @param value its value
     * @return value
     * @throws RasterFormatException {@code FILE: FIELD must be in [-1e12, 1e12], was V} unless the
     *                               value is a coordinate a frame accepts
     */
    public static double coordinate(Path file, String field, double value) throws RasterFormatException {
        try {
            return Checks.coordinate(field, value);
        } catch (IllegalArgumentException e) {
            throw new RasterFormatException(file, e.getMessage(), e);
        }
    }

    /**
     * A grid's far edge in a file's header, {@code start + count × spacing}, refused as {@code GridFrame}
     * refuses a coordinate, in the header's words: the start's key with its value and the range that
     * the count and spacing leave it, or, if the grid is wider than any start allows, the count and
     * spacing.
     *
     * @param file       the file
     * @param startKey   the key of the start, as the format names it ({@code xllcorner})
     * @param start      its value, a coordinate already within ±{@link GridFrame#MAX_COORDINATE}
     * @param countKey   the key of the count ({@code ncols})
     * @param count      its value, ≥ 1
     * @param spacingKey the key of the spacing ({@code cellsize})
     * @param spacing    its value, a spacing a frame accepts
     * @throws RasterFormatException {@code FILE: START must be in [-1e12, MAX] for COUNT N and SPACING S
     *                               (START + COUNT × SPACING must lie within [-1e12, 1e12]), was V}, or
     *                               {@code FILE: COUNT × SPACING must be at most 2e12 (…), was N × S = W},
     *                               unless |start + count × spacing| ≤ {@link GridFrame#MAX_COORDINATE}
     */
    public static void farEdge(Path file, String startKey, double start, String countKey, long count,
            String spacingKey, double spacing) throws RasterFormatException {
        double width = count * spacing;
        if (Math.abs(start + width) <= GridFrame.MAX_COORDINATE) {
            return;
        }
        String sum = startKey + " + " + countKey + " × " + spacingKey + " must lie within " + Checks.COORDINATE_RANGE;
        if (width > 2 * GridFrame.MAX_COORDINATE) {
            throw new RasterFormatException(file, countKey + " × " + spacingKey + " must be at most 2e12 (" + sum
                    + " for any " + startKey + "), was " + count + " × " + Checks.number(spacing) + " = "
                    + Checks.number(width));
        }
        // start ≥ −1e12 and width > 0, so only the upper end can be passed; the lower end as
        // Checks.COORDINATE_RANGE writes it
        throw new RasterFormatException(file, startKey + " must be in [-1e12, "
                + Checks.number(GridFrame.MAX_COORDINATE - width) + "] for " + countKey + " " + count + " and "
                + spacingKey + " " + Checks.number(spacing) + " (" + sum + "), was " + Checks.number(start));
    }

    /**
     * @param file a file
     * @return its name's extension in lower case without the dot, or "" if it has none
     */
    public static String extension(Path file) {
        Path name = file.getFileName();
        if (name == null) {
            return "";
        }
        String s = name.toString();
        int dot = s.lastIndexOf('.');
        return dot < 0 ? "" : s.substring(dot + 1).toLowerCase(Locale.ROOT);
    }
    /**
     * Refuses a field with an infinite sample before a writer creates any file (NaN is no-data and
     * allowed).
     *
     * @param field  the heights to write
     * @param format the format's name, for the message
     * @throws IllegalArgumentException naming the first infinite sample
     */
    public static void finiteOrNoData(org.terrain4j.api.HeightfieldView field, String format) {
        int columns = field.columns();
        float[] row = new float[columns];
        for (int r = 0; r < field.rows(); r++) {
            field.copyRowTo(r, row, 0);
            for (int c = 0; c < columns; c++) {
                if (Float.isInfinite(row[c])) {
                    throw new IllegalArgumentException("field sample at column " + c + ", row " + r
                            + " must be finite (or NaN for no-data) to be written as " + format + ", was " + row[c]);
                }
            }
        }
    }
}
