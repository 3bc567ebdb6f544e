package org.terrain4j.io;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import org.terrain4j.api.CoordinateSystem;
import org.terrain4j.api.Georeference;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.HeightfieldView;
import org.terrain4j.io.internal.AtomicFiles;
import org.terrain4j.api.internal.Checks;
import org.terrain4j.api.internal.Samples;
import org.terrain4j.api.internal.WktSource;
import org.terrain4j.io.internal.Inputs;
import org.terrain4j.io.internal.Numbers;
import org.terrain4j.io.internal.Tokenizer;

/**
 * ESRI ASCII grid ({@code .asc}, "Arc/Info ASCII Grid", GDAL's {@code AAIGrid}): a short text header
 * followed by {@code ncols × nrows} numbers, rows from north to south, each row from west to east.
 *
 * <h2>Header</h2>
 * Key–value lines before the first number, keys in any case and any order:
 * {@code ncols}, {@code nrows} (positive integers); {@code xllcorner} or {@code xllcenter};
 * {@code yllcorner} or {@code yllcenter}; {@code cellsize}, or GDAL's {@code dx} and {@code dy} for
 * rectangular cells; and optionally {@code NODATA_value}. Each key may appear once.
 * The values may wrap over lines freely: only their count matters.
 *
 * <h2>Frame</h2>
 * Columns run east (+x), rows south (+z), and northing {@code N} becomes {@code z = −N}. Sample
 * {@code (0, 0)} is the centre of the north-west cell:
 * <ul>
 *   <li>corner header: {@code originX = xllcorner + dx/2},
 *       {@code originZ = −(yllcorner + nrows·dy − dy/2)};</li>
 *   <li>centre header: {@code originX = xllcenter},
 *       {@code originZ = −(yllcenter + (nrows − 1)·dy)};</li>
 *   <li>{@code spacingX = dx}, {@code spacingZ = dy} ({@code = cellsize} for square cells).</li>
 * </ul>
 * The format carries no unit or projection: the frame is in the file's map units, taken as metres.
 * A grid in geographic degrees (such as {@code jacksboro.asc}) therefore gets a frame in degrees;
 * give it a metric frame with {@link Geographic#toMetres(Heightfield)} before asking for slopes.
 *
 * <h2>Coordinate reference system: the {@code .prj}</h2>
 * A {@code .prj} beside the grid ({@link #prjOf(Path)}: same name, extension {@code .prj}) holds
 * its system as WKT (ESRI's or OGC's). On read its text becomes the frame's
 * {@link Georeference} ({@link CoordinateSystem#ofWkt(String)}, scales 1); an empty one is ignored, one
 * over 1 MiB or not shaped as WKT (a keyword and its bracketed contents) refused with a
 * {@link RasterFormatException} naming the {@code .prj}. On write, a frame with a georeference is written in its system's units
 * ({@link GridFrame#inCrsUnits()}: an SRTM tile placed in metres goes back to degrees) and its
 * WKT is written to the {@code .prj}, both files moved into place together; a frame without one
 * writes no {@code .prj} and deletes a {@code .prj} left beside the target by an earlier write, which
 * would no longer be true. A system with no WKT ({@link CoordinateSystem#wkt()} empty: an EPSG code
 * outside terrain-api's catalogue that terrain-proj4j cannot write, such as one in US survey feet, of a
 * method it does not write, on a prime meridian other than Greenwich, or unknown to Proj4J's registry,
 * or any code outside the catalogue without terrain-proj4j on the path) is refused with an
 * {@link IllegalArgumentException} naming {@code file}, the code and that reason, before anything is written.
 *
 * <h2>No-data</h2>
 * On read, every {@code nan} token and every value equal to {@code NODATA_value} becomes NaN, the
 * two compared in the precision GDAL gives the grid:
 * <ul>
 *   <li>a no-data value other than 0 whose magnitude is below the smallest normal {@code float}
 *       (about 1.18e-38) or above the largest (about 3.40e38): compared as {@code double} (GDAL's
 *       Float64), so {@code NODATA_value 2.2250738585072014e-308} marks that value only, not 0 nor
 *       2.3e-308, which are valid values (read as the float 0);</li>
 *   <li>otherwise, in a grid of floats (a number holding {@code .}, {@code ,} or an exponent, or a
 *       no-data value beyond the 32-bit integers): compared as {@code float} (GDAL's Float32, so
 *       {@code -3.4028235e+38} matches a no-data value of {@code -3.4028234663852886e+38});</li>
 *   <li>in a grid of integers: compared exactly (GDAL's Int32).</li>
 * </ul>
 * A value that is not no-data and lies beyond the range of {@code float} is refused, whatever the
 * no-data value, and so is an infinite one ({@code inf}, {@code -Infinity}): a height must be finite,
 * while NaN already means a void. GDAL reads {@code nan} in a grid of floats as NaN, which its
 * statistics skip as they skip no-data, and {@code inf} as the largest float, a height no terrain has;
 * in a grid of integers it reads {@code nan} as 0, where this reader gives a void. One difference
 * from GDAL 3.6: it types a grid whose no-data value is written
 * {@code 1e-50} (no decimal point) as Float32 and then finds no sample equal to it; here the
 * value 1e-50 itself is no-data. On write, NaN is written as the no-data value (see
 * {@link #write(HeightfieldView, Path, double)}).
 *
 * <h2>Precision</h2>
 * Values are stored as {@code float}; a value in the file is rounded to the nearest {@code float}.
 * The writer prints each sample with the fewest digits that read back, through {@code double} or
 * directly as {@code float}, as exactly the same {@code float}, so {@code read(write(f))} equals
 * {@code f} sample for sample, bit for bit (NaN stays NaN). When every valid sample is an integer
 * of magnitude below 2³¹ (and none is −0.0) the values are written without a decimal point, and GDAL
 * then reads the grid as Int32 with the same values.
 *
 * <p>Source: the ESRI ASCII raster format description (ArcGIS "Esri ASCII raster format") and GDAL's
 * AAIGrid driver for the {@code dx}/{@code dy} extension.
 *
 * <p>Stateless and thread-safe.
 *
 * @since 0.1
 */
public final class AsciiGrid {

    private static final long MAX_PRJ = 1 << 20;

    /** The no-data value written by default: −9999, as ESRI's tools and GDAL do. */
    public static final double DEFAULT_NODATA = -9999;

    private AsciiGrid() {
    }

    // ------------------------------------------------------------------------------------------- read

    /**
     * Reads an ESRI ASCII grid.
     *
     * @param file the {@code .asc} file
     * @return the heights, {@code ncols × nrows}, with the frame of the header (see the class notes);
     *         no-data values are NaN
     * @throws java.nio.file.NoSuchFileException if the file does not exist
     * @throws RasterFormatException if the header is missing a key, repeats one, has an unknown key or
     *                               a value that is not a number; if {@code ncols} or {@code nrows} is
     *                               not a positive integer; if the declared size exceeds
     *                               {@link Checks#MAX_SAMPLES} or what the file's length can hold
     *                               (checked before allocating); if a value is not a number or
     *                               overflows {@code float}; if there are fewer or more values than
     *                               {@code ncols × nrows}; if the header leaves a frame's limits
     *                               ({@link GridFrame}): a {@code cellsize} (or {@code dx}, {@code dy})
     *                               outside [1e-9, 1e9], a corner or centre beyond ±1e12, or a far edge
     *                               {@code xllcorner + ncols × cellsize} (and its {@code y}, centre or
     *                               {@code dx}/{@code dy} forms) beyond it, each naming the key, its value
     *                               and the range that the other keys leave it
     * @throws IOException           if reading fails
     */
    public static Heightfield read(Path file) throws IOException {
        return read(file, ReadOptions.DEFAULT_MAX_DECODED_BYTES);
    }

    /**
     * As {@link #read(Path)}, refusing a grid whose heights would take more than {@code budget} bytes
     * before anything is allocated.
     */
    static Heightfield read(Path file, long budget) throws IOException {
        long length = Inputs.regularFile(file);
        if (length == 0) {
            throw new RasterFormatException(file, "is empty (0 bytes): an ESRI ASCII grid is text starting 'ncols'");
        }
        Heightfield h;
        try (InputStream in = new java.io.BufferedInputStream(Files.newInputStream(file))) {
            checkText(file, in);
            h = read(file, length, new Tokenizer(in), budget);
        } catch (Tokenizer.TokenTooLongException e) {
            throw new RasterFormatException(file, e.getMessage() + " (not an ESRI ASCII grid?)", e);
        }
        Optional<CoordinateSystem> crs = readPrj(file);
        return crs.isEmpty() ? h : h.withFrame(h.frame().withGeoreference(Georeference.in(crs.get())));
    }

    /**
     * Refuses a file that is not text before the tokenizer reads it, naming what it holds where its first
     * bytes tell (a PNG, a TIFF or a ZIP renamed {@code .asc} once read as "header has no 'ncols'").
     * Reads the first bytes of {@code in} and puts them back, so the tokenizer reads the same stream.
     */
    private static void checkText(Path file, InputStream in) throws IOException {
        byte[] head = new byte[512];
        in.mark(head.length);
        int n = in.readNBytes(head, 0, head.length);
        in.reset();
        String kind = startsWith(head, n, 0x89, 'P', 'N', 'G') ? "a PNG image"
                : startsWith(head, n, 'I', 'I', 42, 0) || startsWith(head, n, 'M', 'M', 0, 42) ? "a TIFF image"
                : startsWith(head, n, 'P', 'K', 3, 4) ? "a ZIP archive"
                : startsWith(head, n, 0x1F, 0x8B) ? "gzip-compressed data" : null;
        if (kind != null) {
            throw new RasterFormatException(file, "holds " + kind + ", not an ESRI ASCII grid (text starting"
                    + " 'ncols'); give it the extension of what it holds");
        }
        for (int i = 0; i < n; i++) {
            int b = head[i] & 0xFF;
            if (b < 0x20 && b != '\t' && b != '\n' && b != '\r' && b != '\f') {
                throw new RasterFormatException(file, String.format(Locale.ROOT, "is not text (byte 0x%02X at"
                        + " offset %d): an ESRI ASCII grid is text starting 'ncols'", b, i));
            }
        }
    }

    private static boolean startsWith(byte[] head, int n, int... magic) {
        if (n < magic.length) {
            return false;
        }
        for (int i = 0; i < magic.length; i++) {
            if ((head[i] & 0xFF) != magic[i]) {
                return false;
            }
        }
        return true;
    }

    /**
     * The {@code .prj} file beside a grid: the same name with the extension {@code .prj} (or
     * {@code .PRJ}).
     *
     * @param file the {@code .asc} file
     * @return the path of its {@code .prj}, which need not exist
     */
    public static Path prjOf(Path file) {
        Objects.requireNonNull(file, "file");
        Path name = file.getFileName();
        if (name == null) {
            throw new IllegalArgumentException("file must name a file, was " + file);
        }
        String s = name.toString();
        int dot = s.lastIndexOf('.');
        String base = dot <= 0 ? s : s.substring(0, dot);
        Path lower = file.resolveSibling(base + ".prj");
        Path upper = file.resolveSibling(base + ".PRJ");
        return !Files.exists(lower) && Files.exists(upper) ? upper : lower;
    }

    private static Optional<CoordinateSystem> readPrj(Path file) throws IOException {
        Path prj = prjOf(file);
        if (!Files.isRegularFile(prj)) {
            return Optional.empty();
        }
        long size = Files.size(prj);
        if (size > MAX_PRJ) {
            throw new RasterFormatException(prj, "is " + size + " bytes; a .prj of at most " + MAX_PRJ
                    + " bytes is read");
        }
        String text = new String(Files.readAllBytes(prj), StandardCharsets.UTF_8).strip();
        if (text.isEmpty()) {
            return Optional.empty();
        }
        try {
            return Optional.of(CoordinateSystem.ofWkt(text));
        } catch (IllegalArgumentException e) {
            throw new RasterFormatException(prj, "is not a coordinate system: " + e.getMessage());
        }
    }

    private static Heightfield read(Path file, long length, Tokenizer t, long budget) throws IOException {
        double ncols = Double.NaN;
        double nrows = Double.NaN;
        double xll = Double.NaN;
        double yll = Double.NaN;
        double cellsize = Double.NaN;
        double dx = Double.NaN;
        double dy = Double.NaN;
        double noData = Double.NaN;
        boolean noDataFloatMark = false;
        boolean xCentre = false;
        boolean yCentre = false;
        boolean hasNoData = false;
        boolean more = t.next();
        java.util.Set<String> seen = new java.util.HashSet<>();
        while (more && t.startsWithLetter()) {
            String keyText = t.text();
            String key = keyText.toLowerCase(Locale.ROOT);
            long keyLine = t.line();
            if (!seen.add(key)) {
                throw new RasterFormatException(file, "header key '" + keyText + "' repeated on line " + keyLine);
            }
            if (!t.next() || t.line() != keyLine) {
                throw new RasterFormatException(file, "header key '" + key + "' on line " + keyLine + " has no value");
            }
            double value;
            try {
                value = t.number();
            } catch (NumberFormatException e) {
                throw new RasterFormatException(file, "header value '" + t.text() + "' of '" + key + "' on line "
                        + keyLine + " is not a number");
            }
            switch (key) {
                case "ncols" -> ncols = value;
                case "nrows" -> nrows = value;
                case "xllcorner" -> xll = value;
                case "xllcenter" -> {
                    xll = value;
                    xCentre = true;
                }
                case "yllcorner" -> yll = value;
                case "yllcenter" -> {
                    yll = value;
                    yCentre = true;
                }
                case "cellsize" -> cellsize = value;
                case "dx" -> dx = value;
                case "dy" -> dy = value;
                case "nodata_value" -> {
                    noData = value;
                    hasNoData = true;
                    noDataFloatMark = t.hasFloatMark();
                }
                default -> throw new RasterFormatException(file, "unknown header key '" + keyText + "' on line "
                        + keyLine + " (not an ESRI ASCII grid?)");
            }
            more = t.next();
        }
        if (seen.contains("xllcorner") && seen.contains("xllcenter")
                || seen.contains("yllcorner") && seen.contains("yllcenter")) {
            throw new RasterFormatException(file, "header gives both a corner and a centre for the same axis");
        }
        if (seen.isEmpty()) {
            throw new RasterFormatException(file, more ? "has no header: it starts with '" + t.text() + "' on line "
                    + t.line() + ", where an ESRI ASCII grid starts 'ncols'" : "holds only white space, not an ESRI"
                    + " ASCII grid (text starting 'ncols')");
        }
        require(file, "ncols", ncols, seen);
        require(file, "nrows", nrows, seen);
        require(file, xCentre ? "xllcenter" : "xllcorner", xll, seen);
        require(file, yCentre ? "yllcenter" : "yllcorner", yll, seen);
        if (seen.contains("cellsize")) {
            if (seen.contains("dx") || seen.contains("dy")) {
                throw new RasterFormatException(file, "header gives both cellsize and dx/dy");
            }
            dx = cellsize;
            dy = cellsize;
        } else if (!(seen.contains("dx") && seen.contains("dy"))) {
            throw new RasterFormatException(file, "header has no 'cellsize' (nor both 'dx' and 'dy')");
        }
        long columns = count(file, "ncols", ncols);
        long rows = count(file, "nrows", nrows);
        // a frame's limits (GridFrame), each named by the header key that breaks it
        String dxKey = seen.contains("cellsize") ? "cellsize" : "dx";
        String dyKey = seen.contains("cellsize") ? "cellsize" : "dy";
        String xKey = xCentre ? "xllcenter" : "xllcorner";
        String yKey = yCentre ? "yllcenter" : "yllcorner";
        Inputs.spacing(file, dxKey, dx);
        Inputs.spacing(file, dyKey, dy);
        Inputs.coordinate(file, xKey, xll);
        Inputs.coordinate(file, yKey, yll);
        Inputs.farEdge(file, xKey, xll, "ncols", columns, dxKey, dx);
        Inputs.farEdge(file, yKey, yll, "nrows", rows, dyKey, dy);
        // every value takes at least one character plus a separator (none after the last)
        long dataStart = more ? t.offset() : length;
        long capacity = (length - dataStart + 1) / 2;
        int n = Inputs.gridSize(file, columns, rows, Long.MAX_VALUE, length);
        Inputs.budget(file, columns, rows, 0, "", budget);
        if (n > capacity) {
            throw new RasterFormatException(file, "too few values for the declared " + columns + " × " + rows
                    + " = " + n + " samples: its " + (length - dataStart) + " bytes after the header hold at most "
                    + capacity + " (truncated, or the header is wrong)");
        }

        double originX = xCentre ? xll : xll + dx / 2;
        double originZ = yCentre ? -(yll + (rows - 1) * dy) : -(yll + rows * dy - dy / 2);
        GridFrame frame;
        HeightfieldBuffer buffer;
        try {
            frame = new GridFrame(originX, originZ, dx, dy);
            buffer = new HeightfieldBuffer((int) columns, (int) rows, frame);
        } catch (IllegalArgumentException e) {
            throw new RasterFormatException(file, "header gives no valid frame: " + e.getMessage(), e);
        }
        float[] data = Samples.shared(buffer);
        // No-data in the precision of the file's numbers, as GDAL types the grid: a no-data value
        // outside float's normal range (GDAL's Float64) is compared as double; otherwise a value is
        // no-data if it equals the no-data value as double, or as float when the grid holds floats
        // (GDAL's Float32: a number with '.', ',' or an exponent, or a no-data value beyond int32).
        // Values that match only as floats are kept aside until the whole grid shows its type.
        boolean compareAsDouble = hasNoData && noData != 0 && noData == noData
                && (Math.abs(noData) < Float.MIN_NORMAL || Math.abs(noData) > Float.MAX_VALUE);
        boolean floatGrid = noDataFloatMark || noData < Integer.MIN_VALUE || noData > Integer.MAX_VALUE;
        float noDataFloat = (float) noData;
        int[] floatMatches = new int[0];
        int floatMatchCount = 0;
        for (int i = 0; i < n; i++) {
            if (!more) {
                throw new RasterFormatException(file, "too few values: expected " + columns + " × " + rows + " = " + n
                        + ", found " + i + " (row " + (i / columns + 1) + " of " + rows + " is incomplete)");
            }
            double v;
            try {
                v = t.number();
            } catch (NumberFormatException e) {
                boolean infinite = t.text().matches("(?i)[+-]?inf(inity)?");
                throw new RasterFormatException(file, "value '" + t.text() + "' on line " + t.line() + " (row "
                        + (i / columns + 1) + ", column " + (i % columns + 1) + ") is " + (infinite
                        ? "infinite: heights must be finite (a void is written as NODATA_value or nan)"
                        : "not a number"));
            }
            float f = (float) v;
            if (hasNoData && v == noData || v != v) {
                f = Float.NaN;
            } else if (Float.isInfinite(f)) {
                throw new RasterFormatException(file, "value '" + t.text() + "' on line " + t.line()
                        + " (row " + (i / columns + 1) + ", column " + (i % columns + 1)
                        + ") is outside the range of float");
            } else if (hasNoData && !compareAsDouble && f == noDataFloat) {
                if (floatGrid) {
                    f = Float.NaN;
                } else {
                    if (floatMatchCount == floatMatches.length) {
                        floatMatches = java.util.Arrays.copyOf(floatMatches, Math.max(16, floatMatchCount * 2));
                    }
                    floatMatches[floatMatchCount++] = i;
                }
            }
            if (!floatGrid && t.hasFloatMark()) {
                floatGrid = true;
            }
            data[i] = f;
            more = t.next();
        }
        if (floatGrid) {
            for (int k = 0; k < floatMatchCount; k++) {
                data[floatMatches[k]] = Float.NaN;
            }
        }
        if (more) {
            throw new RasterFormatException(file, "more values than ncols × nrows = " + n + ": '" + t.text()
                    + "' on line " + t.line());
        }
        return buffer.freeze();
    }

    private static void require(Path file, String key, double value, java.util.Set<String> seen)
            throws RasterFormatException {
        if (Double.isNaN(value) && seen.contains(key)) {
            throw new RasterFormatException(file, "header value of '" + key + "' must be a finite number, was NaN");
        }
        if (Double.isNaN(value)) {
            throw new RasterFormatException(file, "header has no '" + key + "'");
        }
        if (Double.isInfinite(value)) {
            throw new RasterFormatException(file, "header value of '" + key + "' must be finite, was " + value);
        }
    }

    private static long count(Path file, String key, double value) throws RasterFormatException {
        if (!(value > 0)) {
            throw new RasterFormatException(file, key + " must be a positive integer, was " + Numbers.doubleText(value));
        }
        if (value != Math.rint(value)) {
            throw new RasterFormatException(file, key + " must be an integer, was " + Numbers.doubleText(value));
        }
        if (value > Checks.MAX_SAMPLES) {
            throw new RasterFormatException(file, key + " = " + Numbers.doubleText(value)
                    + " is more than the " + Checks.MAX_SAMPLES + " samples a heightfield can hold");
        }
        return (long) value;
    }

    // ------------------------------------------------------------------------------------------ write

    /**
     * Writes a field as an ESRI ASCII grid with {@code NODATA_value} {@link #DEFAULT_NODATA} (or, if
     * a valid sample equals −9999 and the field has NaN samples, the first of −99999, −999999, … that
     * no sample equals; if no sample is NaN and one equals −9999 the {@code NODATA_value} line is left
     * out).
     *
     * @param field the heights; NaN samples are written as the no-data value
     * @param file  the file to create or replace
     * @throws IllegalArgumentException if a sample is infinite, or the frame puts the grid's corner
     *                                  beyond the range of {@code double} (nothing is written then)
     * @throws IOException if the directory does not exist or writing fails; no partial file is left
     * @see #write(HeightfieldView, Path, double)
     */
    public static void write(HeightfieldView field, Path file) throws IOException {
        Objects.requireNonNull(field, "field");
        float[] data = field.toArray();
        boolean hasNaN = false;
        for (float v : data) {
            if (v != v) {
                hasNaN = true;
                break;
            }
        }
        double noData = DEFAULT_NODATA;
        while (contains(data, (float) noData)) {
            if (!hasNaN) {
                noData = Double.NaN;
                break;
            }
            noData = noData * 10 - 9;
        }
        write(field.columns(), field.rows(), field.frame(), data, file, noData);
    }

    /**
     * Writes a field as an ESRI ASCII grid with the given {@code NODATA_value}.
     *
     * <p>Header: {@code ncols}, {@code nrows}, {@code xllcorner = originX − spacingX/2},
     * {@code yllcorner = −originZ − (rows − ½)·spacingZ}, then {@code cellsize} when both spacings are
     * equal (to within 4 units in the last place: a geographic tile placed in metres and back has
     * square cells whose two spacings rounding set apart by one), else GDAL's {@code dx} and
     * {@code dy}, then {@code NODATA_value}. Numbers are written with
     * the fewest digits that read back exactly, in plain decimal (no exponent), except header numbers
     * whose plain form would exceed 32 characters (such as a spacing of 1e300 or 1e-300), which keep
     * an exponent; see the class notes.
     *
     * @param field       the heights; NaN samples are written as {@code noDataValue}
     * @param file        the file to create or replace
     * @param noDataValue the no-data marker; finite, and no valid sample may equal it as a {@code float}
     * @throws IllegalArgumentException if {@code noDataValue} is not finite or a valid sample equals it;
     *                                  if a sample is infinite; if the frame puts the grid's corner
     *                                  beyond the range of {@code double} (nothing is written then)
     * @throws IOException              if the directory does not exist or writing fails; no partial
     *                                  file is left
     */
    public static void write(HeightfieldView field, Path file, double noDataValue) throws IOException {
        Objects.requireNonNull(field, "field");
        Objects.requireNonNull(file, "file");
        Checks.finite("noDataValue", noDataValue);
        float[] data = field.toArray();
        if (contains(data, (float) noDataValue)) {
            throw new IllegalArgumentException("noDataValue must differ from every valid sample, was "
                    + noDataValue + ", which a sample of the field equals");
        }
        write(field.columns(), field.rows(), field.frame(), data, file, noDataValue);
    }

    private static boolean contains(float[] data, float value) {
        for (float v : data) {
            if (v == value) {
                return true;
            }
        }
        return false;
    }

    private static void write(int columns, int rows, GridFrame original, float[] data, Path file, double noData)
            throws IOException {
        Objects.requireNonNull(file, "file");
        GridFrame frame = original.inCrsUnits();
        Optional<String> wkt = Optional.empty();
        if (frame.georeference().isPresent()) {
            CoordinateSystem crs = frame.georeference().get().crs();
            wkt = crs.wkt();
            if (wkt.isEmpty()) {
                throw new IllegalArgumentException("file " + file + " (an ESRI ASCII grid) cannot record the field"
                        + " frame's coordinate system " + crs + " in its .prj: "
                        + WktSource.why(crs.epsg().orElseThrow())
                        + "; write a GeoTIFF (.tif), which records the code");
            }
        }
        for (int i = 0; i < data.length; i++) {
            if (Float.isInfinite(data[i])) {
                throw new IllegalArgumentException("field sample at column " + i % columns + ", row " + i / columns
                        + " must be finite (or NaN for no-data) to be written as an ESRI ASCII grid, was " + data[i]);
            }
        }
        double dx = frame.spacingX();
        double dy = frame.spacingZ();
        if (dx != dy && Math.abs(dx - dy) <= 4 * Math.ulp(Math.max(dx, dy))) {
            // square cells that rounding made unequal (a geographic tile placed in metres and back):
            // one cellsize, the shorter of the two texts, as plain ESRI readers expect
            double square = Numbers.doubleText(dy).length() < Numbers.doubleText(dx).length() ? dy : dx;
            dx = square;
            dy = square;
        }
        double xll = cancelled(frame.originX() - dx / 2, frame.originX(), dx / 2);
        double yll = cancelled(-frame.originZ() - (rows - 0.5) * dy, frame.originZ(), (rows - 0.5) * dy);
        // the reader turns the corner back into an origin: both steps must stay finite
        if (!Double.isFinite(xll) || !Double.isFinite(yll) || !Double.isFinite(xll + dx / 2)
                || !Double.isFinite(yll + rows * dy - dy / 2)) {
            throw new IllegalArgumentException("field frame " + frame + " with " + rows
                    + " rows puts the grid's corner beyond the range of double; it cannot be written as an ESRI ASCII grid");
        }
        boolean integral = true;
        for (float v : data) {
            if (v == v && (v != Math.rint(v) || Math.abs((double) v) > Integer.MAX_VALUE
                    || Float.floatToRawIntBits(v) == 0x8000_0000)) {
                integral = false;
                break;
            }
        }
        boolean integralOutput = integral;
        String noDataText = Double.isNaN(noData) ? null
                : integralOutput && noData == Math.rint(noData) && Math.abs(noData) <= Integer.MAX_VALUE
                ? Long.toString((long) noData) : Numbers.doubleText(noData);
        StringBuilder header = new StringBuilder(256);
        header.append("ncols        ").append(columns).append('\n');
        header.append("nrows        ").append(rows).append('\n');
        header.append("xllcorner    ").append(Numbers.plainText(xll)).append('\n');
        header.append("yllcorner    ").append(Numbers.plainText(yll)).append('\n');
        if (dx == dy) {
            header.append("cellsize     ").append(Numbers.plainText(dx)).append('\n');
        } else {
            header.append("dx           ").append(Numbers.plainText(dx)).append('\n');
            header.append("dy           ").append(Numbers.plainText(dy)).append('\n');
        }
        if (noDataText != null) {
            header.append("NODATA_value ").append(noDataText).append('\n');
        }
        AtomicFiles.Content<OutputStream> grid = out -> {
            out.write(header.toString().getBytes(StandardCharsets.US_ASCII));
            writeValues(out, columns, rows, data, integralOutput, noDataText);
        };
        if (wkt.isEmpty()) {
            AtomicFiles.write(file, grid);
            Files.deleteIfExists(prjOf(file));
            return;
        }
        byte[] prj = (wkt.get() + "\n").getBytes(StandardCharsets.UTF_8);
        AtomicFiles.writeAll(List.of(file, prjOf(file)), List.of(ch -> {
            java.io.OutputStream out = new java.io.BufferedOutputStream(java.nio.channels.Channels.newOutputStream(ch),
                    1 << 16);
            grid.writeTo(out);
            out.flush();
        }, ch -> {
            java.nio.ByteBuffer b = java.nio.ByteBuffer.wrap(prj);
            while (b.hasRemaining()) {
                ch.write(b);
            }
        }));
    }

    /** Characters of a row gathered before they are written (a row is written in pieces of about this). */
    static final int CHUNK = 1 << 16;

    private static void writeValues(OutputStream out, int columns, int rows, float[] data, boolean integral,
            String noDataText) throws IOException {
        // written in pieces of about CHUNK characters: a row of 300 M samples is longer than a String can be,
        // and columns × 8 (the old capacity) passes 2³¹ from 268 M columns
        StringBuilder line = new StringBuilder(CHUNK + 64);
        for (int r = 0, i = 0; r < rows; r++) {
            line.setLength(0);
            for (int c = 0; c < columns; c++, i++) {
                if (line.length() >= CHUNK) {
                    out.write(line.toString().getBytes(StandardCharsets.US_ASCII));
                    line.setLength(0);
                }
                if (c > 0) {
                    line.append(' ');
                }
                float v = data[i];
                if (v != v) {
                    line.append(noDataText);
                } else if (integral) {
                    line.append((long) v);
                } else {
                    line.append(Numbers.floatText(v));
                }
            }
            line.append('\n');
            out.write(line.toString().getBytes(StandardCharsets.US_ASCII));
        }
    }

    /**
     * A corner computed as {@code a − b} whose terms cancel: the rounding remainder of the subtraction (a
     * corner of {@code 3.1e-25} where the true corner is 0) is 0.
     */
    private static double cancelled(double corner, double a, double b) {
        return corner != 0 && Math.abs(corner) <= 4 * Math.ulp(Math.max(Math.abs(a), Math.abs(b))) ? 0 : corner;
    }
}
