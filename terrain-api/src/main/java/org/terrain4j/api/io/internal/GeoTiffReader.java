package org.terrain4j.api.io.internal;

import java.io.IOException;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import mil.nga.tiff.FieldTagType;
import mil.nga.tiff.FileDirectory;
import mil.nga.tiff.TIFFImage;
import mil.nga.tiff.TiffReader;
import org.terrain4j.api.CoordinateSystem;
import org.terrain4j.api.Georeference;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.internal.Samples;
import org.terrain4j.api.io.RasterFormatException;

/**
 * Decodes a GeoTIFF for {@link org.terrain4j.api.io.GeoTiff#read}: NGA's tiff-java parses the
 * directory and its tags; the header, sizes and blocks are checked before anything large is
 * allocated; {@link TiffRaster} assembles the blocks; the GeoKeys place the frame. Not API.
 */
public final class GeoTiffReader {

    /** GeoKey ids (GeoTIFF 1.1, section 7). */
    static final int GT_MODEL_TYPE = 1024;
    static final int GT_RASTER_TYPE = 1025;
    static final int GEOGRAPHIC_TYPE = 2048;
    static final int PROJECTED_CS_TYPE = 3072;
    static final int USER_DEFINED = 32767;
    static final int MODEL_PROJECTED = 1;
    static final int MODEL_GEOGRAPHIC = 2;
    static final int RASTER_PIXEL_IS_POINT = 2;

    private static final long MAX_FILE = Integer.MAX_VALUE - 8L;
    private static final long MAX_BLOCK_SAMPLES = 1L << 26;
    private static final long MAX_RATIO = 2048;

    private GeoTiffReader() {
    }

    /**
     * @param head the first four bytes of a file
     * @return 42 for classic TIFF, 43 for BigTIFF, 0 for neither
     */
    public static int signature(byte[] head) {
        if (head.length < 4) {
            return 0;
        }
        int b0 = head[0] & 0xff;
        int b1 = head[1] & 0xff;
        int magic;
        if (b0 == 'I' && b1 == 'I') {
            magic = (head[2] & 0xff) | (head[3] & 0xff) << 8;
        } else if (b0 == 'M' && b1 == 'M') {
            magic = (head[2] & 0xff) << 8 | (head[3] & 0xff);
        } else {
            return 0;
        }
        return magic == 42 || magic == 43 ? magic : 0;
    }

    /**
     * Reads the file as the public class documents.
     *
     * @param file   the file
     * @param length its length
     * @return the heights
     * @throws IOException as documented there
     */
    public static Heightfield read(Path file, long length) throws IOException {
        if (length < 8) {
            throw new RasterFormatException(file, "not a TIFF: " + length + " bytes, shorter than a TIFF header");
        }
        if (length > MAX_FILE) {
            throw new RasterFormatException(file, "is " + length + " bytes; GeoTIFFs of more than " + MAX_FILE
                    + " bytes are not read");
        }
        byte[] bytes = Files.readAllBytes(file);
        int magic = signature(bytes);
        if (magic == 43) {
            throw new RasterFormatException(file, "is a BigTIFF, which is not read; convert it with "
                    + "gdal_translate -co BIGTIFF=NO (a classic TIFF holds up to 4 GiB)");
        }
        if (magic != 42) {
            throw new RasterFormatException(file, "not a TIFF: it does not start with II*\\0 or MM\\0*");
        }
        try {
            return decode(file, bytes, length);
        } catch (RasterFormatException e) {
            throw e;
        } catch (RuntimeException e) {
            // the parser's own message, without its exception class (it says what was short or wrong)
            String why = e.getMessage() == null || e.getMessage().isBlank() ? "its structure cannot be read"
                    : e.getMessage().strip().replaceAll("\\s+", " ");
            throw new RasterFormatException(file, "malformed TIFF: " + why, e);
        }
    }

    private static Heightfield decode(Path file, byte[] bytes, long length) throws RasterFormatException {
        TIFFImage image = TiffReader.readTiff(bytes);
        List<FileDirectory> directories = image.getFileDirectories();
        if (directories.isEmpty()) {
            throw new RasterFormatException(file, "malformed TIFF: no image directory");
        }
        FileDirectory d = directories.get(0);
        long columns = number(file, d.getImageWidth(), "ImageWidth");
        long rows = number(file, d.getImageHeight(), "ImageLength");
        if (d.getSamplesPerPixel() != 1) {
            throw new RasterFormatException(file, "has " + d.getSamplesPerPixel()
                    + " samples per pixel; a heightfield GeoTIFF has one band");
        }
        int compression = d.getCompression() == null ? 1 : d.getCompression();
        if (compression != 1 && compression != 5 && compression != 8 && compression != 32946
                && compression != 32773) {
            throw new RasterFormatException(file, "uses compression " + compression
                    + "; read are none (1), LZW (5), Deflate (8, 32946) and PackBits (32773)");
        }
        int predictor = d.getPredictor() == null ? 1 : d.getPredictor();
        if (predictor < 1 || predictor > 3) {
            throw new RasterFormatException(file, "uses predictor " + predictor
                    + "; read are none (1), horizontal differencing (2) and floating point (3)");
        }
        List<Integer> bits = d.getBitsPerSample();
        int bps = bits == null || bits.isEmpty() ? 1 : bits.get(0);
        int format = d.getSampleFormat() == null || d.getSampleFormat().isEmpty() ? 1 : d.getSampleFormat().get(0);
        String type = typeName(format, bps);
        if (type == null) {
            throw new RasterFormatException(file, "has " + bps + "-bit samples of format " + format
                    + "; read are float32/64, int16/32 and uint8/16/32");
        }
        if (predictor == 2 && bps == 64) {
            throw new RasterFormatException(file, "uses horizontal differencing on 64-bit samples, which is not read");
        }
        if (predictor == 3 && format != 3) {
            throw new RasterFormatException(file, "uses the floating-point predictor on integer samples");
        }
        int bytesPerSample = bps / 8;
        long capacity = (compression == 1 ? length : length * MAX_RATIO) / bytesPerSample;
        int n = Inputs.gridSize(file, columns, rows, capacity, length);
        checkBlocks(file, d, columns, rows, bytes, compression, bytesPerSample);

        Georeferencing geo = Georeferencing.of(file, d);
        GridFrame frame = geo.frame(file, (int) columns, (int) rows);

        HeightfieldBuffer buffer = new HeightfieldBuffer((int) columns, (int) rows, frame);
        boolean tiled = d.isTiled();
        int blockWidth = tiled ? (int) number(file, d.getTileWidth(), "TileWidth") : (int) columns;
        int blockHeight = tiled ? (int) number(file, d.getTileHeight(), "TileLength")
                : (int) (d.getRowsPerStrip() == null ? rows : Math.min(d.getRowsPerStrip().longValue() & 0xffffffffL, rows));
        TiffRaster.Layout layout = new TiffRaster.Layout((int) columns, (int) rows, blockWidth, blockHeight, tiled,
                compression, predictor, format, bytesPerSample,
                bytes[0] == 'I' ? ByteOrder.LITTLE_ENDIAN : ByteOrder.BIG_ENDIAN);
        TiffRaster.read(file, bytes, d, layout, tiled ? d.getTileOffsets() : d.getStripOffsets(),
                tiled ? d.getTileByteCounts() : d.getStripByteCounts(), noData(file, d), Samples.shared(buffer));
        return buffer.freeze();
    }

    private static String typeName(int format, int bps) {
        return switch (format) {
            case 1 -> bps == 8 ? "uint8" : bps == 16 ? "uint16" : bps == 32 ? "uint32" : null;
            case 2 -> bps == 16 ? "int16" : bps == 32 ? "int32" : null;
            case 3 -> bps == 32 ? "float32" : bps == 64 ? "float64" : null;
            default -> null;
        };
    }

    private static long number(Path file, Number n, String tag) throws RasterFormatException {
        if (n == null) {
            throw new RasterFormatException(file, "malformed TIFF: no " + tag + " tag");
        }
        return n.longValue();
    }

    private static void checkBlocks(Path file, FileDirectory d, long columns, long rows, byte[] bytes,
            int compression, int bytesPerSample) throws RasterFormatException {
        long w;
        long h;
        if (d.isTiled()) {
            w = number(file, d.getTileWidth(), "TileWidth");
            h = number(file, d.getTileHeight(), "TileLength");
            if (d.getTileOffsets() == null || d.getTileByteCounts() == null) {
                throw new RasterFormatException(file, "malformed TIFF: tiled without TileOffsets or TileByteCounts");
            }
        } else {
            w = columns;
            Number rps = d.getRowsPerStrip();
            h = rps == null ? rows : Math.min(rps.longValue() & 0xffffffffL, rows);
            if (d.getStripOffsets() == null || d.getStripByteCounts() == null) {
                throw new RasterFormatException(file, "malformed TIFF: no StripOffsets or StripByteCounts");
            }
        }
        if (w <= 0 || h <= 0 || w * h > MAX_BLOCK_SAMPLES) {
            throw new RasterFormatException(file, "declares " + (d.isTiled() ? "tiles" : "strips") + " of " + w
                    + " × " + h + " samples; at most " + MAX_BLOCK_SAMPLES + " samples a block are read");
        }
        long across = (columns + w - 1) / w;
        long down = (rows + h - 1) / h;
        int count = d.isTiled() ? d.getTileOffsets().size() : d.getStripOffsets().size();
        int counts = d.isTiled() ? d.getTileByteCounts().size() : d.getStripByteCounts().size();
        if (count < across * down || counts < across * down) {
            throw new RasterFormatException(file, "malformed TIFF: " + count + " block offsets and " + counts
                    + " byte counts for " + across * down + " blocks");
        }
        TiffBlocks.check(file, bytes, d.isTiled() ? d.getTileOffsets() : d.getStripOffsets(),
                d.isTiled() ? d.getTileByteCounts() : d.getStripByteCounts(), (int) (across * down),
                w * h * bytesPerSample, compression, d.isTiled() ? "tile" : "strip");
    }

    private static double noData(Path file, FileDirectory d) throws RasterFormatException {
        String text = d.getStringEntryValue(FieldTagType.GDAL_NODATA);
        if (text == null) {
            return Double.NaN;
        }
        String t = text.strip();
        if (t.isEmpty()) {
            return Double.NaN;
        }
        try {
            String lower = t.toLowerCase(Locale.ROOT);
            if (lower.equals("nan") || lower.equals("-nan")) {
                return Double.NaN;
            }
            if (lower.equals("inf") || lower.equals("-inf") || lower.equals("infinity") || lower.equals("-infinity")) {
                return lower.startsWith("-") ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
            }
            return Double.parseDouble(t);
        } catch (NumberFormatException e) {
            throw new RasterFormatException(file, "GDAL_NODATA tag '" + t + "' is not a number");
        }
    }

    /** What the model tags and GeoKeys say. */
    private record Georeferencing(boolean placed, double originE, double originN, double dx, double dy,
            Optional<CoordinateSystem> crs) {

        static Georeferencing of(Path file, FileDirectory d) throws RasterFormatException {
            List<Integer> keys = d.getIntegerListEntryValue(FieldTagType.GeoKeyDirectory);
            int rasterType = 1;
            int model = 0;
            int geographic = 0;
            int projected = 0;
            if (keys != null) {
                if (keys.size() < 4 || keys.size() < 4 + 4L * keys.get(3)) {
                    throw new RasterFormatException(file, "malformed GeoKeyDirectory: " + keys.size()
                            + " values for " + (keys.size() < 4 ? "?" : keys.get(3)) + " keys");
                }
                for (int k = 0; k < keys.get(3); k++) {
                    int id = keys.get(4 + 4 * k);
                    int location = keys.get(5 + 4 * k);
                    int value = keys.get(7 + 4 * k);
                    if (location != 0) {
                        continue; // a double or ASCII parameter: none of the keys used here
                    }
                    switch (id) {
                        case GT_MODEL_TYPE -> model = value;
                        case GT_RASTER_TYPE -> rasterType = value;
                        case GEOGRAPHIC_TYPE -> geographic = value;
                        case PROJECTED_CS_TYPE -> projected = value;
                        default -> {
                        }
                    }
                }
            }
            Optional<CoordinateSystem> crs = Optional.empty();
            int code = model == MODEL_PROJECTED ? projected : model == MODEL_GEOGRAPHIC ? geographic
                    : projected != 0 ? projected : geographic;
            if (code > 0 && code < USER_DEFINED) {
                crs = Optional.of(CoordinateSystem.epsg(code));
            }
            double half = rasterType == RASTER_PIXEL_IS_POINT ? 0 : 0.5;
            List<Double> transform = d.getDoubleListEntryValue(FieldTagType.ModelTransformation);
            List<Double> scale = d.getModelPixelScale();
            List<Double> tie = d.getModelTiepoint();
            if (transform != null) {
                if (transform.size() < 16) {
                    throw new RasterFormatException(file, "malformed ModelTransformationTag: " + transform.size()
                            + " values, 16 expected");
                }
                double a = transform.get(0);
                double b = transform.get(1);
                double tx = transform.get(3);
                double e = transform.get(4);
                double f = transform.get(5);
                double ty = transform.get(7);
                if (b != 0 || e != 0) {
                    throw new RasterFormatException(file, "has a rotated or sheared ModelTransformationTag (terms "
                            + b + " and " + e + "); only north-up grids are read (warp it with gdalwarp first)");
                }
                return north(file, tx + a * half, ty + f * half, a, -f, crs);
            }
            if (scale != null && tie != null) {
                if (scale.size() < 2 || tie.size() < 6) {
                    throw new RasterFormatException(file, "malformed ModelPixelScaleTag or ModelTiepointTag");
                }
                if (tie.size() > 6) {
                    throw new RasterFormatException(file, "has " + tie.size() / 6
                            + " tiepoints; a grid is read from one tiepoint and the pixel scale");
                }
                double dx = scale.get(0);
                double dy = scale.get(1);
                double e0 = tie.get(3) + (half - tie.get(0)) * dx;
                double n0 = tie.get(4) - (half - tie.get(1)) * dy;
                return north(file, e0, n0, dx, dy, crs);
            }
            return new Georeferencing(false, 0, 0, 1, 1, crs);
        }

        private static Georeferencing north(Path file, double e0, double n0, double dx, double dy,
                Optional<CoordinateSystem> crs) throws RasterFormatException {
            if (!(dx > 0 && dx < Double.POSITIVE_INFINITY)) {
                throw new RasterFormatException(file, "pixel width must be finite and > 0, was " + dx);
            }
            if (!(dy > 0 && dy < Double.POSITIVE_INFINITY)) {
                throw new RasterFormatException(file, "pixel height must be finite and > 0 (rows from north to "
                        + "south), was " + dy + (dy < 0 ? ": the rows run south to north, which is not read" : ""));
            }
            if (!(Double.isFinite(e0) && Double.isFinite(n0))) {
                throw new RasterFormatException(file, "the model tags give no finite origin");
            }
            return new Georeferencing(true, e0, n0, dx, dy, crs);
        }

        GridFrame frame(Path file, int columns, int rows) throws RasterFormatException {
            try {
                GridFrame f = new GridFrame(originE + 0.0, 0.0 - originN, dx, dy);
                return crs.isPresent() ? f.withGeoreference(Georeference.in(crs.get())) : f;
            } catch (IllegalArgumentException e) {
                throw new RasterFormatException(file, "the model tags give no valid frame: " + e.getMessage(), e);
            }
        }
    }

}
