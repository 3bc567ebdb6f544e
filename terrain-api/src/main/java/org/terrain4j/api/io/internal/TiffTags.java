package org.terrain4j.api.io.internal;

import java.io.EOFException;
import java.io.IOException;
import java.nio.file.Path;

import com.twelvemonkeys.imageio.metadata.CompoundDirectory;
import com.twelvemonkeys.imageio.metadata.Directory;
import com.twelvemonkeys.imageio.metadata.Entry;
import com.twelvemonkeys.imageio.metadata.tiff.TIFFReader;
import com.twelvemonkeys.imageio.stream.ByteArrayImageInputStream;
import org.terrain4j.api.io.RasterFormatException;

/**
 * The first image directory of a TIFF or BigTIFF, parsed by TwelveMonkeys' TIFF directory reader,
 * with the tag values as the GeoTIFF reader needs them: integers as {@code long[]}, reals as
 * {@code double[]}, text as a string. A value of the wrong type, or one whose bytes lie outside the
 * file (the parser keeps such a value as an {@link EOFException}), is refused with a one-line
 * {@link RasterFormatException} naming the tag. Not API.
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

    private final Path file;
    private final Directory ifd;

    private TiffTags(Path file, Directory ifd) {
        this.file = file;
        this.ifd = ifd;
    }

    /**
     * Parses the directories of a TIFF or BigTIFF held in memory.
     *
     * @param file  the file, for messages
     * @param bytes its bytes
     * @return its first image directory
     * @throws IOException if the parser fails (the caller words its message)
     */
    static TiffTags first(Path file, byte[] bytes) throws IOException {
        Directory all = new TIFFReader().read(new ByteArrayImageInputStream(bytes));
        if (!(all instanceof CompoundDirectory c) || c.directoryCount() == 0) {
            throw new RasterFormatException(file, "malformed TIFF: no image directory");
        }
        return new TiffTags(file, c.getDirectory(0));
    }

    boolean has(int tag) {
        return ifd.getEntryById(tag) != null;
    }

    /**
     * @return the tag's integers, or null when it is absent
     */
    long[] longs(int tag, String name) throws RasterFormatException {
        Object v = value(tag, name);
        if (v == null) {
            return null;
        }
        if (v instanceof Number n && !(v instanceof Double) && !(v instanceof Float)) {
            return new long[] {n.longValue()};
        }
        if (v instanceof long[] a) {
            return a;
        }
        long[] out;
        if (v instanceof int[] a) {
            out = new long[a.length];
            for (int i = 0; i < a.length; i++) {
                out[i] = a[i];
            }
        } else if (v instanceof short[] a) {
            out = new long[a.length];
            for (int i = 0; i < a.length; i++) {
                out[i] = a[i];
            }
        } else if (v instanceof byte[] a) {
            out = new long[a.length];
            for (int i = 0; i < a.length; i++) {
                out[i] = a[i] & 0xff;
            }
        } else {
            throw wrongType(tag, name, "integers");
        }
        return out;
    }

    /**
     * @return the tag's first integer, or {@code otherwise} when it is absent
     */
    long first(int tag, String name, long otherwise) throws RasterFormatException {
        long[] a = longs(tag, name);
        if (a == null) {
            return otherwise;
        }
        if (a.length == 0) {
            throw new RasterFormatException(file, "malformed TIFF: the " + name + " tag has no value");
        }
        return a[0];
    }

    /**
     * @return the tag's reals, or null when it is absent
     */
    double[] doubles(int tag, String name) throws RasterFormatException {
        Object v = value(tag, name);
        if (v == null) {
            return null;
        }
        if (v instanceof Number n) {
            return new double[] {n.doubleValue()};
        }
        if (v instanceof double[] a) {
            return a;
        }
        if (v instanceof float[] a) {
            double[] out = new double[a.length];
            for (int i = 0; i < a.length; i++) {
                out[i] = a[i];
            }
            return out;
        }
        long[] integers = longs(tag, name);
        double[] out = new double[integers.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = integers[i];
        }
        return out;
    }

    /**
     * @return the tag's text (its first string), or null when it is absent
     */
    String ascii(int tag, String name) throws RasterFormatException {
        Object v = value(tag, name);
        if (v == null) {
            return null;
        }
        if (v instanceof String s) {
            return s;
        }
        if (v instanceof String[] a) {
            return a.length == 0 ? "" : a[0];
        }
        throw wrongType(tag, name, "ASCII text");
    }

    private Object value(int tag, String name) throws RasterFormatException {
        Entry e = ifd.getEntryById(tag);
        if (e == null) {
            return null;
        }
        Object v = e.getValue();
        if (v instanceof EOFException) {
            throw new RasterFormatException(file, "malformed TIFF: the values of the " + name + " tag (" + tag
                    + ") lie outside the file: truncated or malformed");
        }
        return v;
    }

    private RasterFormatException wrongType(int tag, String name, String expected) {
        return new RasterFormatException(file, "malformed TIFF: the " + name + " tag (" + tag + ") holds "
                + ifd.getEntryById(tag).getTypeName() + " values, not " + expected);
    }
}
