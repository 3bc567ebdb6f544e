package org.terrain4j.io.internal;

import java.io.IOException;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.terrain4j.api.CoordinateSystem;
import org.terrain4j.api.Georeference;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.internal.Samples;
import org.terrain4j.io.RasterFormatException;

/**
 * Decodes a GeoTIFF or BigTIFF for {@link org.terrain4j.io.GeoTiff#read}: {@link TiffTags} parses
 * the first directory entry by entry; the header, the sizes against the read budget, every tag the
 * reader uses and the blocks' places in the file are checked before anything large is allocated;
 * {@link TiffRaster} decodes the blocks; the GeoKeys place the frame. Not API.
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
    /** libgeotiff's limits: at most 250 keys and 1000 values in the GeoDoubleParamsTag. */
    private static final int MAX_KEYS = 250;
    private static final int MAX_PARAMS = 1000;

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
     * @param budget the most bytes the decoded heights and one decoded block may take
     * @return the heights
     * @throws IOException as documented there
     */
    public static Heightfield read(Path file, long length, long budget) throws IOException {
        if (length < 8) {
            throw new RasterFormatException(file, "not a TIFF: " + length + " bytes, shorter than a TIFF header");
        }
        if (length > MAX_FILE) {
            throw new RasterFormatException(file, "is " + length + " bytes; GeoTIFFs of more than " + MAX_FILE
                    + " bytes are not read");
        }
        byte[] bytes = Files.readAllBytes(file);
        int magic = signature(bytes);
        if (magic != 42 && magic != 43) {
            throw new RasterFormatException(file,
                    "not a TIFF: it does not start with II*\\0, MM\\0*, II+\\0 or MM\\0+");
        }
        try {
            return decode(file, TiffTags.first(file, bytes), bytes, length, budget);
        } catch (RasterFormatException e) {
            throw e;
        } catch (IOException | RuntimeException e) {
            throw malformed(file, e);
        }
    }

    /** The parser's or decoder's own reason, without its exception class (it says what was short or wrong). */
    private static RasterFormatException malformed(Path file, Exception e) {
        String why = e.getMessage() == null || e.getMessage().isBlank()
                ? (e instanceof java.io.EOFException ? "it ends too early" : "its structure cannot be read")
                : e.getMessage().strip().replaceAll("\\s+", " ");
        return new RasterFormatException(file, "malformed TIFF: " + why, e);
    }

    private static Heightfield decode(Path file, TiffTags d, byte[] bytes, long length, long budget)
            throws IOException {
        long columns = required(file, d, TiffTags.IMAGE_WIDTH, "ImageWidth");
        long rows = required(file, d, TiffTags.IMAGE_LENGTH, "ImageLength");
        long samples = d.first(TiffTags.SAMPLES_PER_PIXEL, "SamplesPerPixel", 1);
        if (samples != 1) {
            throw new RasterFormatException(file, "has " + samples
                    + " samples per pixel; a heightfield GeoTIFF has one band");
        }
        int compression = (int) d.first(TiffTags.COMPRESSION, "Compression", 1);
        if (compression != 1 && compression != 5 && compression != 8 && compression != 32946
                && compression != 32773) {
            throw new RasterFormatException(file, "uses compression " + compression + compressionName(compression)
                    + "; read are none (1), LZW (5), Deflate (8, 32946) and PackBits (32773)");
        }
        long planar = d.first(TiffTags.PLANAR_CONFIGURATION, "PlanarConfiguration", 1);
        if (planar != 1 && planar != 2) {
            // one band is the same in either configuration; any other value libtiff refuses
            throw new RasterFormatException(file, "malformed TIFF: PlanarConfiguration " + planar
                    + "; 1 (chunky) or 2 (planar) expected");
        }
        int predictor = (int) d.first(TiffTags.PREDICTOR, "Predictor", 1);
        if (predictor < 1 || predictor > 3) {
            throw new RasterFormatException(file, "uses predictor " + predictor
                    + "; read are none (1), horizontal differencing (2) and floating point (3)");
        }
        int bps = (int) d.first(TiffTags.BITS_PER_SAMPLE, "BitsPerSample", 1);
        int format = (int) d.first(TiffTags.SAMPLE_FORMAT, "SampleFormat", 1);
        String type = typeName(format, bps);
        if (type == null) {
            throw new RasterFormatException(file, "has " + bps + "-bit samples of format " + format
                    + formatName(format) + "; read are float32/64, int16/32 and uint8/16/32");
        }
        if (predictor == 3 && format != 3) {
            throw new RasterFormatException(file, "uses the floating-point predictor on integer samples");
        }
        int bytesPerSample = bps / 8;
        long capacity = (compression == 1 ? length : length * MAX_RATIO) / bytesPerSample;
        Inputs.gridSize(file, columns, rows, capacity, length);
        boolean tiled = d.has(TiffTags.TILE_WIDTH) || d.has(TiffTags.TILE_OFFSETS);
        long blockWidth;
        long blockHeight;
        if (tiled) {
            blockWidth = required(file, d, TiffTags.TILE_WIDTH, "TileWidth");
            blockHeight = required(file, d, TiffTags.TILE_LENGTH, "TileLength");
        } else {
            blockWidth = columns;
            blockHeight = Math.min(d.first(TiffTags.ROWS_PER_STRIP, "RowsPerStrip", rows) & 0xffffffffL, rows);
        }
        String kind = tiled ? "tiles" : "strips";
        // each side bounded first: the product of two sides read from 8-byte fields can overflow a long
        if (blockWidth <= 0 || blockHeight <= 0 || blockWidth > MAX_BLOCK_SAMPLES || blockHeight > MAX_BLOCK_SAMPLES
                || blockWidth * blockHeight > MAX_BLOCK_SAMPLES) {
            throw new RasterFormatException(file, "declares " + kind + " of " + blockWidth + " × " + blockHeight
                    + " samples; at most " + MAX_BLOCK_SAMPLES + " samples a block are read");
        }
        // the heights, and one decoded block unless the blocks are read in place
        long blockBytes = compression == 1 ? 0 : blockWidth * blockHeight * bytesPerSample;
        Inputs.budget(file, columns, rows, blockBytes, "for one decoded " + kind.substring(0, kind.length() - 1),
                budget);
        long across = (columns + blockWidth - 1) / blockWidth;
        long down = (rows + blockHeight - 1) / blockHeight;
        long blocks = across * down;
        int most = (int) Math.min(blocks, Integer.MAX_VALUE);
        long[] offsets = d.longs(tiled ? TiffTags.TILE_OFFSETS : TiffTags.STRIP_OFFSETS,
                tiled ? "TileOffsets" : "StripOffsets", most);
        long[] counts = d.longs(tiled ? TiffTags.TILE_BYTE_COUNTS : TiffTags.STRIP_BYTE_COUNTS,
                tiled ? "TileByteCounts" : "StripByteCounts", most);
        if (offsets == null || counts == null) {
            throw new RasterFormatException(file, "malformed TIFF: " + (tiled ? "tiled without TileOffsets or "
                    + "TileByteCounts" : "no StripOffsets or StripByteCounts"));
        }
        if (offsets.length < blocks || counts.length < blocks) {
            throw new RasterFormatException(file, "malformed TIFF: " + offsets.length + " block offsets and "
                    + counts.length + " byte counts for " + blocks + " " + kind);
        }
        TiffBlocks.check(file, bytes, offsets, counts, most, tiled ? "tile" : "strip");

        Georeferencing geo = Georeferencing.of(file, d);
        GridFrame frame = geo.frame(file, (int) columns, (int) rows);

        TiffRaster.Layout layout = new TiffRaster.Layout((int) columns, (int) rows, (int) blockWidth,
                (int) blockHeight, tiled, compression, predictor, format, bytesPerSample,
                bytes[0] == 'I' ? ByteOrder.LITTLE_ENDIAN : ByteOrder.BIG_ENDIAN, unscale(file, d));
        double noData = noData(file, d);
        HeightfieldBuffer buffer = new HeightfieldBuffer((int) columns, (int) rows, frame);
        TiffRaster.read(file, bytes, layout, offsets, counts, noData, Samples.shared(buffer));
        return buffer.freeze();
    }

    /** The names of the compressions GDAL writes that are not read, so that a refusal names them. */
    private static String compressionName(int code) {
        String name = switch (code) {
            case 2, 3, 4 -> "CCITT";
            case 6, 7 -> "JPEG";
            case 32909 -> "ThunderScan";
            case 34712 -> "JPEG 2000";
            case 34887 -> "LERC";
            case 34925 -> "LZMA";
            case 50000 -> "ZSTD";
            case 50001 -> "WebP";
            case 50002, 52546 -> "JPEG XL";
            default -> null;
        };
        return name == null ? "" : " (" + name + ")";
    }

    private static String formatName(int format) {
        return switch (format) {
            case 1 -> " (unsigned integer)";
            case 2 -> " (signed integer)";
            case 3 -> " (floating point)";
            case 4 -> " (undefined)";
            case 5 -> " (complex integer)";
            case 6 -> " (complex floating point)";
            default -> "";
        };
    }

    private static long required(Path file, TiffTags d, int tag, String name) throws RasterFormatException {
        if (!d.has(tag)) {
            throw new RasterFormatException(file, "malformed TIFF: no " + name + " tag");
        }
        long v = d.first(tag, name, -1);
        if (v < 0) {
            throw new RasterFormatException(file, "malformed TIFF: " + name + " " + v + " is negative");
        }
        return v;
    }

    private static String typeName(int format, int bps) {
        return switch (format) {
            case 1 -> bps == 8 ? "uint8" : bps == 16 ? "uint16" : bps == 32 ? "uint32" : null;
            case 2 -> bps == 16 ? "int16" : bps == 32 ? "int32" : null;
            case 3 -> bps == 32 ? "float32" : bps == 64 ? "float64" : null;
            default -> null;
        };
    }

    private static double noData(Path file, TiffTags d) throws RasterFormatException {
        String text = d.ascii(TiffTags.GDAL_NODATA, "GDAL_NODATA");
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

    private static final Pattern ITEM = Pattern.compile("<Item\\b([^>]*)>([^<]*)</Item>");
    private static final Pattern ATTRIBUTE = Pattern.compile("(\\w+)\\s*=\\s*\"([^\"]*)\"");

    /**
     * GDAL's scale and offset of the band from its {@code GDAL_METADATA} tag (42112): the items of
     * role {@code scale} and {@code offset} of sample 0 (the first band); items without a sample
     * (dataset metadata) and of other roles are ignored, as GDAL ignores them for the values. A value
     * that is not a finite number, or one given for a band the file does not have, is refused.
     */
    static TiffRaster.Unscale unscale(Path file, TiffTags d) throws RasterFormatException {
        String xml = d.ascii(TiffTags.GDAL_METADATA, "GDAL_METADATA");
        if (xml == null) {
            return TiffRaster.Unscale.NONE;
        }
        wellFormed(file, xml);
        double scale = 1;
        double offset = 0;
        String scaleText = "1";
        String offsetText = "0";
        Matcher item = ITEM.matcher(xml);
        while (item.find()) {
            Map<String, String> attributes = new HashMap<>();
            Matcher a = ATTRIBUTE.matcher(item.group(1));
            while (a.find()) {
                attributes.put(a.group(1).toLowerCase(Locale.ROOT), a.group(2));
            }
            String role = attributes.getOrDefault("role", "").toLowerCase(Locale.ROOT);
            String sample = attributes.get("sample");
            if (!(role.equals("scale") || role.equals("offset")) || sample == null) {
                continue;
            }
            String text = item.group(2).strip();
            if (!sample.strip().equals("0")) {
                throw new RasterFormatException(file, "GDAL_METADATA gives " + role + " " + text + " for sample "
                        + sample + ", but the file has one band (sample 0); it cannot be applied");
            }
            double v;
            try {
                v = Double.parseDouble(text);
            } catch (NumberFormatException e) {
                v = Double.NaN;
            }
            if (!Double.isFinite(v) || text.isEmpty() || !text.matches("[-+0-9.eE]+")) {
                throw new RasterFormatException(file, "GDAL_METADATA " + role + " '" + text
                        + "' is not a finite number; it cannot be applied to the heights");
            }
            if (role.equals("scale")) {
                scale = v;
                scaleText = text;
            } else {
                offset = v;
                offsetText = text;
            }
        }
        return new TiffRaster.Unscale(scale, offset, scaleText, offsetText);
    }

    /**
     * Refuses a {@code GDAL_METADATA} text that is not well-formed XML: GDAL reports such a text as an
     * error and ignores it (its scale and offset with it), so no reading of it can be GDAL's. No DTD
     * or external entity is read.
     */
    private static void wellFormed(Path file, String xml) throws RasterFormatException {
        try {
            javax.xml.parsers.SAXParserFactory f = javax.xml.parsers.SAXParserFactory.newInstance();
            f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            f.setFeature("http://xml.org/sax/features/external-general-entities", false);
            f.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
            f.newSAXParser().parse(new org.xml.sax.InputSource(new java.io.StringReader(xml)),
                    new org.xml.sax.helpers.DefaultHandler());
        } catch (org.xml.sax.SAXException e) {
            String why = e.getMessage() == null ? "" : ": " + e.getMessage().strip().replaceAll("\\s+", " ");
            throw new RasterFormatException(file, "GDAL_METADATA tag is not well-formed XML" + why
                    + " (GDAL ignores it, scale and offset included)");
        } catch (javax.xml.parsers.ParserConfigurationException | IOException e) {
            throw new IllegalStateException("the JDK's XML parser cannot be set up", e);
        }
    }

    /** What the model tags and GeoKeys say. */
    private record Georeferencing(boolean placed, double originE, double originN, double dx, double dy,
            Optional<CoordinateSystem> crs) {

        static Georeferencing of(Path file, TiffTags d) throws RasterFormatException {
            long[] keys = d.longs(TiffTags.GEO_KEY_DIRECTORY, "GeoKeyDirectory");
            int rasterType = 1;
            Map<Integer, Object> values = new HashMap<>();
            if (keys != null) {
                values = keyValues(file, d, keys);
                if (values.get(GT_RASTER_TYPE) instanceof Integer r) {
                    rasterType = r;
                }
            }
            Optional<CoordinateSystem> crs = GeoKeys.decode(values);
            double half = rasterType == RASTER_PIXEL_IS_POINT ? 0 : 0.5;
            double[] transform = d.doubles(TiffTags.MODEL_TRANSFORMATION, "ModelTransformationTag");
            double[] scale = d.doubles(TiffTags.MODEL_PIXEL_SCALE, "ModelPixelScaleTag");
            double[] tie = d.doubles(TiffTags.MODEL_TIEPOINT, "ModelTiepointTag");
            if (transform != null) {
                if (transform.length < 16) {
                    throw new RasterFormatException(file, "malformed ModelTransformationTag: " + transform.length
                            + " values, 16 expected");
                }
                double a = transform[0];
                double b = transform[1];
                double tx = transform[3];
                double e = transform[4];
                double f = transform[5];
                double ty = transform[7];
                if (b != 0 || e != 0) {
                    throw new RasterFormatException(file, "has a rotated or sheared ModelTransformationTag (terms "
                            + b + " and " + e + "); only north-up grids are read (warp it with gdalwarp first)");
                }
                return north(file, "ModelTransformationTag", tx + a * half, ty + f * half, a, -f, crs);
            }
            if (scale != null && tie != null) {
                if (scale.length < 2 || tie.length < 6) {
                    throw new RasterFormatException(file, "malformed ModelPixelScaleTag or ModelTiepointTag");
                }
                if (tie.length > 6) {
                    throw new RasterFormatException(file, "has " + tie.length / 6
                            + " tiepoints; a grid is read from one tiepoint and the pixel scale");
                }
                double dx = scale[0];
                double dy = scale[1];
                double e0 = tie[3] + (half - tie[0]) * dx;
                double n0 = tie[4] - (half - tie[1]) * dy;
                return north(file, "ModelPixelScaleTag", e0, n0, dx, dy, crs);
            }
            return new Georeferencing(false, 0, 0, 1, 1, crs);
        }

        /**
         * The values of the GeoKeys, judged as libgeotiff judges them: a key whose value does not lie
         * inside the tag it names makes GDAL ignore every key of the file (the CRS and the pixel-is-point
         * raster type with them) with an error, so it is refused here; a text that starts inside the
         * GeoAsciiParamsTag but runs past its end is cut at the end (GDAL warns and cuts it), and a text
         * one character longer than the tag, counting its NUL, loses that character.
         */
        private static Map<Integer, Object> keyValues(Path file, TiffTags d, long[] keys)
                throws RasterFormatException {
            if (keys.length < 4 || keys.length < 4 + 4L * keys[3]) {
                throw new RasterFormatException(file, "malformed GeoKeyDirectory: " + keys.length
                        + " values for " + (keys.length < 4 ? "?" : keys[3]) + " keys");
            }
            if (keys[0] > 1) {
                throw new RasterFormatException(file, "malformed GeoKeyDirectory: version " + keys[0]
                        + ", at most 1 is read (GDAL ignores the GeoKeys of such a file)");
            }
            if (keys[3] > MAX_KEYS) {
                throw new RasterFormatException(file, "malformed GeoKeyDirectory: " + keys[3] + " keys, more than "
                        + MAX_KEYS + " (GDAL ignores the GeoKeys of such a file)");
            }
            double[] doubles = d.doubles(GeoKeys.TAG_DOUBLE_PARAMS, "GeoDoubleParamsTag");
            if (doubles != null && doubles.length > MAX_PARAMS) {
                throw new RasterFormatException(file, "malformed GeoDoubleParamsTag: " + doubles.length
                        + " values, more than " + MAX_PARAMS + " (GDAL ignores the GeoKeys of such a file)");
            }
            String ascii = d.ascii(GeoKeys.TAG_ASCII_PARAMS, "GeoAsciiParamsTag");
            Map<Integer, Object> values = new HashMap<>();
            for (int k = 0; k < keys[3]; k++) {
                int id = (int) keys[4 + 4 * k];
                long location = keys[5 + 4 * k];
                long count = keys[6 + 4 * k];
                long value = keys[7 + 4 * k];
                String key = "GeoKey " + id;
                if (location == 0) {
                    if (count != 1) {
                        throw badKey(file, key + " holds its value in the directory but declares " + count
                                + " values, 1 expected");
                    }
                    values.put(id, (int) value);
                } else if (location == TiffTags.GEO_KEY_DIRECTORY) {
                    if (value + count > keys.length) {
                        throw badKey(file, key + " refers to " + count + " values from value " + value
                                + " of the GeoKeyDirectory, which holds " + keys.length);
                    }
                } else if (location == GeoKeys.TAG_DOUBLE_PARAMS) {
                    int n = doubles == null ? 0 : doubles.length;
                    if (value + count > n) {
                        throw badKey(file, key + " refers to " + count + " values from value " + value
                                + " of the GeoDoubleParamsTag, which holds " + n);
                    }
                    if (count > 0) {
                        values.put(id, java.util.Arrays.copyOfRange(doubles, (int) value, (int) (value + count)));
                    }
                } else if (location == GeoKeys.TAG_ASCII_PARAMS) {
                    if (ascii == null) {
                        throw badKey(file, key + " refers to the GeoAsciiParamsTag, which the file does not have");
                    }
                    int n = ascii.length();
                    if (count > 0 && value + count == n + 1L) {
                        count--; // the text's NUL counted
                    } else if (value < n && value + count > n) {
                        count = n - value; // GDAL warns and cuts the text at the tag's end
                    } else if (value + count > n) {
                        throw badKey(file, key + " refers to " + count + " characters from character " + value
                                + " of the GeoAsciiParamsTag, which holds " + n);
                    }
                    String text = ascii.substring((int) value, (int) (value + count));
                    values.put(id, text.endsWith("|") ? text.substring(0, text.length() - 1) : text);
                } else {
                    throw badKey(file, key + " refers to tag " + location
                            + ", which is not a GeoTIFF parameter tag (34735, 34736 or 34737)");
                }
            }
            return values;
        }

        private static RasterFormatException badKey(Path file, String what) {
            return new RasterFormatException(file, "malformed GeoKeyDirectory: " + what
                    + " (GDAL ignores every GeoKey of such a file, the coordinate system and raster type with them)");
        }

        private static Georeferencing north(Path file, String tag, double e0, double n0, double dx, double dy,
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
            // a frame's limits (GridFrame), named by the tag that gives each
            String origin = tag.equals("ModelTransformationTag") ? tag : "ModelTiepointTag";
            Inputs.spacing(file, "the pixel width of the " + tag, dx);
            Inputs.spacing(file, "the pixel height of the " + tag, dy);
            Inputs.coordinate(file, "the easting of the first sample by the " + origin, e0);
            Inputs.coordinate(file, "the northing of the first sample by the " + origin, n0);
            return new Georeferencing(true, e0, n0, dx, dy, crs);
        }

        GridFrame frame(Path file, int columns, int rows) throws RasterFormatException {
            try {
                GridFrame f = new GridFrame(originE + 0.0, 0.0 - originN, dx, dy).checkGrid(columns, rows);
                return crs.isPresent() ? f.withGeoreference(Georeference.in(crs.get())) : f;
            } catch (IllegalArgumentException e) {
                throw new RasterFormatException(file, "the model tags give no valid frame: " + e.getMessage(), e);
            }
        }
    }

}
