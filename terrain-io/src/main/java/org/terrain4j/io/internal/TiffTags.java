package org.terrain4j.io.internal;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

import org.terrain4j.io.RasterFormatException;

/**
 * The first image directory (IFD) of a TIFF or BigTIFF held in memory, parsed entry by entry (TIFF
 * 6.0 §2; BigTIFF's 20-byte entries and 64-bit counts and offsets), with the tag values as the
 * GeoTIFF reader needs them: integers as {@code long[]}, reals as {@code double[]}, text as a string.
 *
 * <p>Each entry is judged on its own, as libtiff judges it: an entry of an unknown field type, or
 * whose values (count × type size) lie outside the file, is marked damaged and the entries after it
 * are still read. A damaged tag that the reader never asks for is thereby skipped (libtiff ignores it
 * with a warning); asking for one is refused with a one-line {@link RasterFormatException} naming the
 * tag and what is wrong, and so is a value of the wrong type. A second entry with the tag of an
 * earlier one is ignored (libtiff keeps the first). The directory itself (its offset and its entry
 * count) must lie inside the file. Not API.
 */
final class TiffTags {

    static final int IMAGE_WIDTH = 256;
    static final int IMAGE_LENGTH = 257;
    static final int BITS_PER_SAMPLE = 258;
    static final int COMPRESSION = 259;
    static final int STRIP_OFFSETS = 273;
    static final int SAMPLES_PER_PIXEL = 277;
    static final int ROWS_PER_STRIP = 278;
    static final int STRIP_BYTE_COUNTS = 279;
    static final int PLANAR_CONFIGURATION = 284;
    static final int PREDICTOR = 317;
    static final int TILE_WIDTH = 322;
    static final int TILE_LENGTH = 323;
    static final int TILE_OFFSETS = 324;
    static final int TILE_BYTE_COUNTS = 325;
    static final int SAMPLE_FORMAT = 339;
    static final int MODEL_PIXEL_SCALE = 33550;
    static final int MODEL_TIEPOINT = 33922;
    static final int MODEL_TRANSFORMATION = 34264;
    static final int GEO_KEY_DIRECTORY = 34735;
    static final int GDAL_METADATA = 42112;
    static final int GDAL_NODATA = 42113;

    /** TIFF field types (TIFF 6.0 §2 and BigTIFF). */
    private static final int BYTE = 1;
    private static final int ASCII = 2;
    private static final int SHORT = 3;
    private static final int LONG = 4;
    private static final int RATIONAL = 5;
    private static final int SBYTE = 6;
    private static final int UNDEFINED = 7;
    private static final int SSHORT = 8;
    private static final int SLONG = 9;
    private static final int SRATIONAL = 10;
    private static final int FLOAT = 11;
    private static final int DOUBLE = 12;
    private static final int IFD = 13;
    private static final int LONG8 = 16;
    private static final int SLONG8 = 17;
    private static final int IFD8 = 18;

    /** One directory entry: where its values lie, or what is wrong with it. */
    private record Entry(int tag, int type, long count, long at, String damage) {
    }

    private final Path file;
    private final byte[] bytes;
    private final boolean little;
    private final Map<Integer, Entry> entries;

    private TiffTags(Path file, byte[] bytes, boolean little, Map<Integer, Entry> entries) {
        this.file = file;
        this.bytes = bytes;
        this.little = little;
        this.entries = entries;
    }

    /**
     * Parses the first image directory of a TIFF or BigTIFF held in memory.
     *
     * @param file  the file, for messages
     * @param bytes its bytes, starting with a TIFF or BigTIFF signature
     * @return its first image directory
     * @throws RasterFormatException if the header or the directory lies outside the file
     */
    static TiffTags first(Path file, byte[] bytes) throws RasterFormatException {
        boolean little = bytes[0] == 'I';
        TiffTags reader = new TiffTags(file, bytes, little, Map.of());
        boolean big = reader.unsigned(2, 2) == 43;
        long length = bytes.length;
        long ifd;
        if (big) {
            if (length < 16) {
                throw new RasterFormatException(file, "malformed TIFF: " + length
                        + " bytes, shorter than a BigTIFF header (16)");
            }
            if (reader.unsigned(4, 2) != 8 || reader.unsigned(6, 2) != 0) {
                throw new RasterFormatException(file, "malformed BigTIFF: offsets of " + reader.unsigned(4, 2)
                        + " bytes declared, 8 expected");
            }
            ifd = reader.unsigned(8, 8);
        } else {
            ifd = reader.unsigned(4, 4);
        }
        int countSize = big ? 8 : 2;
        int entrySize = big ? 20 : 12;
        if (ifd < 8 || ifd > length - countSize) {
            throw new RasterFormatException(file, "malformed TIFF: its first image directory, at byte " + ifd
                    + ", lies outside the file (" + length + " bytes): truncated or malformed");
        }
        long n = reader.unsigned((int) ifd, countSize);
        if (n == 0 || n > (length - ifd - countSize) / entrySize) {
            throw new RasterFormatException(file, "malformed TIFF: its image directory at byte " + ifd + " declares "
                    + Long.toUnsignedString(n) + " entries, "
                    + (n == 0 ? "none" : "more than the rest of the file (" + (length - ifd - countSize)
                            + " bytes) holds") + ": truncated or malformed");
        }
        Map<Integer, Entry> entries = new HashMap<>();
        int valueSize = big ? 8 : 4;
        for (int i = 0; i < n; i++) {
            int p = (int) (ifd + countSize + (long) i * entrySize);
            int tag = (int) reader.unsigned(p, 2);
            int type = (int) reader.unsigned(p + 2, 2);
            long count = big ? reader.unsigned(p + 4, 8) : reader.unsigned(p + 4, 4);
            int field = p + (big ? 12 : 8);
            if (entries.containsKey(tag)) {
                continue;
            }
            int size = typeSize(type);
            String damage = null;
            long at = field;
            if (size == 0) {
                damage = "is of unknown field type " + type;
            } else if (count < 0 || count > length / size) {
                damage = "declares " + Long.toUnsignedString(count) + " values, more than the file ("
                        + length + " bytes) holds";
            } else if (count * size > valueSize) {
                at = big ? reader.unsigned(field, 8) : reader.unsigned(field, 4);
                if (at < 0 || at > length - count * size) {
                    damage = "has its " + count + " values at byte " + Long.toUnsignedString(at)
                            + ", outside the file (" + length + " bytes)";
                }
            }
            entries.put(tag, new Entry(tag, type, count, at, damage));
        }
        return new TiffTags(file, bytes, little, entries);
    }

    /** Bytes of one value of a field type; 0 for an unknown type. */
    private static int typeSize(int type) {
        return switch (type) {
            case BYTE, ASCII, SBYTE, UNDEFINED -> 1;
            case SHORT, SSHORT -> 2;
            case LONG, SLONG, FLOAT, IFD -> 4;
            case RATIONAL, SRATIONAL, DOUBLE, LONG8, SLONG8, IFD8 -> 8;
            default -> 0;
        };
    }

    /** An unsigned integer of {@code size} bytes (1, 2, 4 or 8; 8 as a two's complement long) at {@code p}. */
    private long unsigned(int p, int size) {
        long v = 0;
        for (int i = 0; i < size; i++) {
            int b = bytes[p + (little ? size - 1 - i : i)] & 0xff;
            v = v << 8 | b;
        }
        return v;
    }

    boolean has(int tag) {
        return entries.containsKey(tag);
    }

    /**
     * @return the tag's integers (of type BYTE, SHORT, LONG, LONG8 or their signed twins, the types
     *         libtiff accepts for an integer tag; IFD offsets are refused, as libtiff refuses them),
     *         or null when it is absent
     */
    long[] longs(int tag, String name) throws RasterFormatException {
        return longs(tag, name, Integer.MAX_VALUE);
    }

    /**
     * @param most the most values wanted (the rest are not decoded)
     * @return the tag's first {@code most} integers, or null when it is absent
     */
    long[] longs(int tag, String name, int most) throws RasterFormatException {
        Entry e = entry(tag, name);
        if (e == null) {
            return null;
        }
        int size = typeSize(e.type);
        boolean signed = e.type == SBYTE || e.type == SSHORT || e.type == SLONG || e.type == SLONG8;
        switch (e.type) {
            case BYTE, SBYTE, SHORT, SSHORT, LONG, SLONG, LONG8, SLONG8 -> {
            }
            default -> throw wrongType(e, name, "integers");
        }
        int n = (int) Math.min(e.count, most);
        long[] out = new long[n];
        for (int i = 0; i < n; i++) {
            long v = unsigned((int) (e.at + (long) i * size), size);
            if (signed && size < 8) {
                v = v << (64 - 8 * size) >> (64 - 8 * size);
            }
            out[i] = v;
        }
        return out;
    }

    /**
     * @return the tag's first integer, or {@code otherwise} when it is absent
     */
    long first(int tag, String name, long otherwise) throws RasterFormatException {
        long[] a = longs(tag, name, 1);
        if (a == null) {
            return otherwise;
        }
        if (a.length == 0) {
            throw new RasterFormatException(file, "malformed TIFF: the " + name + " tag has no value");
        }
        // libtiff reads a per-sample tag from its first values and refuses any other tag of more than one
        long count = entries.get(tag).count;
        if (count != 1 && tag != BITS_PER_SAMPLE && tag != SAMPLE_FORMAT) {
            throw new RasterFormatException(file, "malformed TIFF: the " + name + " tag (" + tag + ") has " + count
                    + " values, 1 expected");
        }
        long most = switch (tag) {
            case IMAGE_WIDTH, IMAGE_LENGTH, ROWS_PER_STRIP, TILE_WIDTH, TILE_LENGTH -> 0xFFFF_FFFFL;
            case BITS_PER_SAMPLE, COMPRESSION, SAMPLES_PER_PIXEL, PLANAR_CONFIGURATION, PREDICTOR, SAMPLE_FORMAT -> 0xFFFF;
            default -> Long.MAX_VALUE;
        };
        // libtiff holds these in 32- or 16-bit fields and refuses the directory when a value (of a wider or
        // signed type) does not fit ("incorrect value")
        if (most != Long.MAX_VALUE && (a[0] < 0 || a[0] > most)) {
            throw new RasterFormatException(file, "malformed TIFF: the " + name + " tag (" + tag + ") holds "
                    + (entries.get(tag).type == LONG8 ? Long.toUnsignedString(a[0]) : Long.toString(a[0]))
                    + ", outside [0, " + most + "] (the " + (most == 0xFFFF ? 16 : 32) + "-bit range TIFF readers"
                    + " hold it in)");
        }
        return a[0];
    }

    /**
     * @return the tag's reals (of type FLOAT, DOUBLE, RATIONAL, SRATIONAL or an integer type; a
     *         rational with denominator 0 is 0, as libtiff reads it), or null when it is absent
     */
    double[] doubles(int tag, String name) throws RasterFormatException {
        Entry e = entry(tag, name);
        if (e == null) {
            return null;
        }
        int size = typeSize(e.type);
        double[] out = new double[(int) e.count];
        switch (e.type) {
            case FLOAT -> {
                for (int i = 0; i < out.length; i++) {
                    out[i] = Float.intBitsToFloat((int) unsigned((int) (e.at + 4L * i), 4));
                }
            }
            case DOUBLE -> {
                for (int i = 0; i < out.length; i++) {
                    out[i] = Double.longBitsToDouble(unsigned((int) (e.at + 8L * i), 8));
                }
            }
            case RATIONAL, SRATIONAL -> {
                for (int i = 0; i < out.length; i++) {
                    long num = unsigned((int) (e.at + (long) i * size), 4);
                    long den = unsigned((int) (e.at + (long) i * size + 4), 4);
                    if (e.type == SRATIONAL) {
                        num = (int) num;
                        den = (int) den;
                    }
                    out[i] = den == 0 ? 0 : (double) num / den;
                }
            }
            case BYTE, SBYTE, SHORT, SSHORT, LONG, SLONG, LONG8, SLONG8 -> {
                long[] integers = longs(tag, name);
                for (int i = 0; i < out.length; i++) {
                    out[i] = e.type == LONG8 ? unsignedToDouble(integers[i]) : integers[i];
                }
            }
            default -> throw wrongType(e, name, "numbers");
        }
        return out;
    }

    private static double unsignedToDouble(long v) {
        return v >= 0 ? v : (double) (v >>> 1) * 2 + (v & 1);
    }

    /**
     * @return the tag's text up to its first NUL (as libtiff hands it to GDAL), one byte a character,
     *         or null when it is absent
     */
    String ascii(int tag, String name) throws RasterFormatException {
        Entry e = entry(tag, name);
        if (e == null) {
            return null;
        }
        if (e.type != ASCII) {
            throw wrongType(e, name, "ASCII text");
        }
        int start = (int) e.at;
        int end = start;
        while (end < start + e.count && bytes[end] != 0) {
            end++;
        }
        return new String(bytes, start, end - start, StandardCharsets.ISO_8859_1);
    }

    private Entry entry(int tag, String name) throws RasterFormatException {
        Entry e = entries.get(tag);
        if (e != null && e.damage != null) {
            throw new RasterFormatException(file, "malformed TIFF: the " + name + " tag (" + tag + ") " + e.damage
                    + ": truncated or malformed");
        }
        return e;
    }

    private RasterFormatException wrongType(Entry e, String name, String expected) {
        return new RasterFormatException(file, "malformed TIFF: the " + name + " tag (" + e.tag + ") holds "
                + typeName(e.type) + " values, not " + expected);
    }

    private static String typeName(int type) {
        return switch (type) {
            case BYTE -> "BYTE";
            case ASCII -> "ASCII";
            case SHORT -> "SHORT";
            case LONG -> "LONG";
            case RATIONAL -> "RATIONAL";
            case SBYTE -> "SBYTE";
            case UNDEFINED -> "UNDEFINED";
            case SSHORT -> "SSHORT";
            case SLONG -> "SLONG";
            case SRATIONAL -> "SRATIONAL";
            case FLOAT -> "FLOAT";
            case DOUBLE -> "DOUBLE";
            case IFD -> "IFD";
            case LONG8 -> "LONG8";
            case SLONG8 -> "SLONG8";
            case IFD8 -> "IFD8";
            default -> "type " + type;
        };
    }
}
