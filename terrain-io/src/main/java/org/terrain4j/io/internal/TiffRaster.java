package org.terrain4j.io.internal;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

import org.terrain4j.io.RasterFormatException;

/**
 * Assembles a single-band TIFF's strips or tiles into row-major {@code float} samples, one block at a
 * time. Decompression follows libtiff's rules, so that a block reads as GDAL reads it or is refused:
 * Deflate by the JDK's {@link Inflater} (the whole stream, its check included, as GDAL's libdeflate
 * reads it), LZW and PackBits by the decoders here (stopping at the bytes the block's rows need, as
 * libtiff does); a block that decodes to fewer bytes than its rows need ("truncated or malformed")
 * or a stream that is corrupt is refused. The predictors are undone here, row by row in place (TIFF 6.0 §14
 * horizontal differencing; TIFF Technical Note 3 floating point: byte differences, then the byte
 * planes interleaved back, most significant first), which keeps a 3601² tile within a small factor
 * of GDAL. Not API.
 */
final class TiffRaster {

    private TiffRaster() {
    }

    /**
     * What the directory says about the samples and their blocks, and GDAL's scale and offset
     * (height = offset + scale × stored value; 1 and 0 when the file gives none).
     */
    record Layout(int columns, int rows, int blockWidth, int blockHeight, boolean tiled, int compression,
            int predictor, int format, int bytesPerSample, ByteOrder order, Unscale unscale) {
    }

    /**
     * GDAL's scale and offset of the band, as written in its {@code GDAL_METADATA} tag, with their
     * text for messages.
     */
    record Unscale(double scale, double offset, String scaleText, String offsetText) {

        static final Unscale NONE = new Unscale(1, 0, "1", "0");

        boolean identity() {
            return scale == 1 && offset == 0;
        }
    }

    /**
     * Decodes every strip or tile into {@code out}, one block at a time: each block must decode to at
     * least the bytes its rows need (libtiff's rule: what a stream holds beyond them is not decoded),
     * else it is refused by name as truncated or malformed, as libtiff refuses it ("not enough data").
     */
    static void read(Path file, byte[] bytes, Layout l, long[] offsets, long[] counts, double noData, float[] out)
            throws IOException {
        int across = (l.columns + l.blockWidth - 1) / l.blockWidth;
        int down = (l.rows + l.blockHeight - 1) / l.blockHeight;
        int rowBytes = l.blockWidth * l.bytesPerSample;
        long full = (long) rowBytes * l.blockHeight;
        String kind = l.tiled ? "tile" : "strip";
        Inflater inflater = l.compression == 8 || l.compression == 32946 ? new Inflater() : null;
        byte[] block = l.compression == 1 ? null : new byte[(int) full];
        Lzw lzw = l.compression == 5 ? new Lzw() : null;
        try {
            for (int k = 0; k < across * down; k++) {
                int row0 = (k / across) * l.blockHeight;
                int col0 = (k % across) * l.blockWidth;
                int blockRows = l.tiled ? l.blockHeight : Math.min(l.blockHeight, l.rows - row0);
                int need = blockRows * rowBytes;
                int offset = (int) offsets[k];
                int count = (int) counts[k];
                byte[] raw;
                int rawOffset = 0;
                int rawLength;
                if (l.compression == 1) {
                    raw = bytes;
                    rawOffset = offset;
                    rawLength = count;
                } else {
                    raw = block;
                    rawLength = switch (l.compression) {
                        case 5 -> lzw.decode(file, bytes, offset, count, block, need, kind, k);
                        case 32773 -> packBits(bytes, offset, count, block, need);
                        default -> inflate(file, inflater, bytes, offset, count, block, kind, k);
                    };
                }
                if (rawLength < need) {
                    throw new RasterFormatException(file, kind + " " + k + " " + (l.compression == 1 ? "holds " : "decodes to ")
                            + rawLength + " bytes, fewer than the " + need + " its " + blockRows
                            + " rows need: truncated or malformed");
                }
                if (l.predictor != 1) {
                    // in place: for an uncompressed file, in the private copy of its bytes
                    for (int r = 0; r < blockRows; r++) {
                        int at = rawOffset + r * rowBytes;
                        if (l.predictor == 2) {
                            undoHorizontal(raw, at, l.blockWidth, l.bytesPerSample, l.order);
                        } else if (l.predictor == 3) {
                            undoFloatingPoint(raw, at, l.blockWidth, l.bytesPerSample, l.order);
                        }
                    }
                }
                place(file, ByteBuffer.wrap(raw).order(l.order), rawOffset, l, row0, col0, blockRows, noData, out);
            }
        } finally {
            if (inflater != null) {
                inflater.end();
            }
        }
    }

    /**
     * Inflates a Deflate (zlib) block into {@code block} (a whole block's bytes), as GDAL does with
     * libdeflate: the stream must end, its Adler-32 check must hold, and it must not decompress to more
     * than the block holds.
     *
     * @return the bytes inflated
     */
    private static int inflate(Path file, Inflater inflater, byte[] bytes, int offset, int count, byte[] block,
            String kind, int k) throws RasterFormatException {
        inflater.reset();
        inflater.setInput(bytes, offset, count);
        int out = 0;
        try {
            while (!inflater.finished()) {
                if (out == block.length) {
                    if (inflater.inflate(new byte[1]) > 0) {
                        throw new RasterFormatException(file, kind + " " + k + " decompresses to more than the "
                                + block.length + " bytes it holds: malformed or forged");
                    }
                    if (inflater.finished()) {
                        break;
                    }
                    throw new RasterFormatException(file, kind + " " + k + " is a Deflate stream cut short: "
                            + "truncated or malformed");
                }
                int n = inflater.inflate(block, out, block.length - out);
                out += n;
                if (n == 0 && !inflater.finished() && (inflater.needsInput() || inflater.needsDictionary())) {
                    throw new RasterFormatException(file, kind + " " + k + " is a Deflate stream cut short: "
                            + "truncated or malformed");
                }
            }
        } catch (DataFormatException e) {
            throw new RasterFormatException(file, kind + " " + k + " is not a valid Deflate stream: " + e.getMessage());
        }
        return out;
    }

    /**
     * Decodes a PackBits block (TIFF 6.0 §9) into {@code block} up to {@code need} bytes, by libtiff's
     * rules: a run that would pass {@code need} is cut to it, a run cut short by the end of the data
     * is dropped.
     *
     * @return the bytes decoded, fewer than {@code need} if the data ends first
     */
    static int packBits(byte[] bytes, int offset, int count, byte[] block, int need) {
        int p = offset;
        int end = offset + count;
        int out = 0;
        while (p < end && out < need) {
            int n = bytes[p++];
            if (n < 0) {
                if (n == -128) {
                    continue;
                }
                int run = Math.min(1 - n, need - out);
                if (p == end) {
                    break;
                }
                byte b = bytes[p++];
                java.util.Arrays.fill(block, out, out + run, b);
                out += run;
            } else {
                int run = Math.min(n + 1, need - out);
                if (end - p < run) {
                    break;
                }
                System.arraycopy(bytes, p, block, out, run);
                out += run;
                p += n + 1;
            }
        }
        return out;
    }

    /**
     * TIFF LZW (TIFF 6.0 §13: codes of 9 to 12 bits, most significant bit first, the code width
     * growing one code early), decoded by libtiff's rules: a stream starts with a Clear code; a code
     * beyond the next table entry, or a table that passes its room without a Clear code, is refused
     * as corrupt; the stream ends at the EOI code or where its bytes run out; decoding stops at the
     * bytes the block needs. The old-style (bit-reversed) LZW of pre-1990s writers, which libtiff
     * still reads, is refused by name.
     */
    static final class Lzw {

        private static final int CLEAR = 256;
        private static final int EOI = 257;
        /** libtiff's table room: the 4096 12-bit codes less one, and 1024 entries more that no code can name. */
        private static final int ROOM = 4095 + 1024;

        private final int[] prefix = new int[ROOM];
        private final byte[] suffix = new byte[ROOM];
        private final byte[] first = new byte[ROOM];
        private final int[] length = new int[ROOM];

        Lzw() {
            for (int i = 0; i < 256; i++) {
                suffix[i] = (byte) i;
                first[i] = (byte) i;
                length[i] = 1;
            }
        }

        /**
         * @return the bytes decoded into {@code block}, at most {@code need}
         * @throws RasterFormatException if the stream is corrupt (naming the block)
         */
        int decode(Path file, byte[] bytes, int offset, int count, byte[] block, int need, String kind, int k)
                throws RasterFormatException {
            if (count >= 2 && bytes[offset] == 0 && (bytes[offset + 1] & 1) != 0) {
                throw corrupt(file, kind, k, "it is old-style (bit-reversed) LZW, which is not read");
            }
            long bitEnd = 8L * count;
            long position = 0;
            int width = 9;
            int next = 258;
            int old = -2;
            int out = 0;
            while (out < need && position + width <= bitEnd) {
                int code = 0;
                for (int b = 0; b < width; b++) {
                    long q = position + b;
                    code = code << 1 | (bytes[offset + (int) (q >>> 3)] >> (7 - (int) (q & 7))) & 1;
                }
                position += width;
                if (code == EOI) {
                    break;
                }
                if (code == CLEAR) {
                    next = 258;
                    width = 9;
                    old = -1;
                    continue;
                }
                if (old == -2) {
                    throw corrupt(file, kind, k, "it does not start with a Clear code");
                }
                if (old == -1) {
                    if (code > 255) {
                        throw corrupt(file, kind, k, "code " + code + " follows a Clear code");
                    }
                    block[out++] = (byte) code;
                    old = code;
                    continue;
                }
                if (code > next) {
                    throw corrupt(file, kind, k, "code " + code + " is beyond the table's " + next + " entries");
                }
                if (next >= ROOM) {
                    throw corrupt(file, kind, k, "its code table fills up without a Clear code");
                }
                // the new entry: the old string and the first byte of this code's string (its own, if new)
                prefix[next] = old;
                length[next] = length[old] + 1;
                first[next] = first[old];
                suffix[next] = code == next ? first[old] : first[code];
                next++;
                if (next >= (1 << width) - 1 && width < 12) {
                    width++;
                }
                // write the code's string, backwards from its end, cut to the room left
                int len = length[code];
                int room = need - out;
                int c = code;
                for (int i = len - 1; i >= 0; i--) {
                    if (i < room) {
                        block[out + i] = suffix[c];
                    }
                    c = prefix[c];
                }
                out += Math.min(len, room);
                old = code;
            }
            return out;
        }

        private static RasterFormatException corrupt(Path file, String kind, int k, String what) {
            return new RasterFormatException(file, kind + " " + k + " is not a valid TIFF LZW stream: " + what);
        }
    }

    /** TIFF 6.0 §14: each sample of a row is stored as its difference from the one before it. */
    private static void undoHorizontal(byte[] b, int at, int width, int size, ByteOrder order) {
        boolean little = order == ByteOrder.LITTLE_ENDIAN;
        switch (size) {
            case 1 -> {
                for (int i = 1; i < width; i++) {
                    b[at + i] += b[at + i - 1];
                }
            }
            case 2 -> {
                int prev = get16(b, at, little);
                for (int i = 1; i < width; i++) {
                    int p = at + 2 * i;
                    prev = (prev + get16(b, p, little)) & 0xffff;
                    put16(b, p, prev, little);
                }
            }
            case 4 -> {
                int prev = get32(b, at, little);
                for (int i = 1; i < width; i++) {
                    int p = at + 4 * i;
                    prev += get32(b, p, little);
                    put32(b, p, prev, little);
                }
            }
            case 8 -> {
                long prev = get64(b, at, little);
                for (int i = 1; i < width; i++) {
                    int p = at + 8 * i;
                    prev += get64(b, p, little);
                    put64(b, p, prev, little);
                }
            }
            default -> throw new IllegalStateException("horizontal differencing on " + size + "-byte samples");
        }
    }

    /**
     * TIFF Technical Note 3: a row's bytes are differenced byte by byte, after the samples' bytes were
     * laid out as planes (all most significant bytes first). Undone: running sums, then the planes
     * interleaved back into samples in the file's byte order.
     */
    private static void undoFloatingPoint(byte[] b, int at, int width, int size, ByteOrder order) {
        int n = width * size;
        for (int i = 1; i < n; i++) {
            b[at + i] += b[at + i - 1];
        }
        byte[] planes = java.util.Arrays.copyOfRange(b, at, at + n);
        boolean little = order == ByteOrder.LITTLE_ENDIAN;
        for (int i = 0; i < width; i++) {
            for (int p = 0; p < size; p++) {
                // plane p holds byte p of each sample counting from the most significant
                int dest = little ? at + i * size + (size - 1 - p) : at + i * size + p;
                b[dest] = planes[p * width + i];
            }
        }
    }

    private static int get16(byte[] b, int p, boolean little) {
        return little ? (b[p] & 0xff) | (b[p + 1] & 0xff) << 8 : (b[p] & 0xff) << 8 | (b[p + 1] & 0xff);
    }

    private static void put16(byte[] b, int p, int v, boolean little) {
        if (little) {
            b[p] = (byte) v;
            b[p + 1] = (byte) (v >>> 8);
        } else {
            b[p] = (byte) (v >>> 8);
            b[p + 1] = (byte) v;
        }
    }

    private static int get32(byte[] b, int p, boolean little) {
        return little ? (b[p] & 0xff) | (b[p + 1] & 0xff) << 8 | (b[p + 2] & 0xff) << 16 | (b[p + 3] & 0xff) << 24
                : (b[p] & 0xff) << 24 | (b[p + 1] & 0xff) << 16 | (b[p + 2] & 0xff) << 8 | (b[p + 3] & 0xff);
    }

    private static long get64(byte[] b, int p, boolean little) {
        long lo = get32(b, little ? p : p + 4, little) & 0xffffffffL;
        long hi = get32(b, little ? p + 4 : p, little) & 0xffffffffL;
        return hi << 32 | lo;
    }

    private static void put64(byte[] b, int p, long v, boolean little) {
        put32(b, little ? p : p + 4, (int) v, little);
        put32(b, little ? p + 4 : p, (int) (v >>> 32), little);
    }

    private static void put32(byte[] b, int p, int v, boolean little) {
        if (little) {
            b[p] = (byte) v;
            b[p + 1] = (byte) (v >>> 8);
            b[p + 2] = (byte) (v >>> 16);
            b[p + 3] = (byte) (v >>> 24);
        } else {
            b[p] = (byte) (v >>> 24);
            b[p + 1] = (byte) (v >>> 16);
            b[p + 2] = (byte) (v >>> 8);
            b[p + 3] = (byte) v;
        }
    }

    /** Copies the block's samples that lie inside the image into {@code out}, as heights. */
    private static void place(Path file, ByteBuffer b, int base, Layout l, int row0, int col0, int blockRows,
            double noData, float[] out) throws RasterFormatException {
        int cols = Math.min(l.blockWidth, l.columns - col0);
        int rows = Math.min(blockRows, l.rows - row0);
        int size = l.bytesPerSample;
        boolean has = noData == noData;
        float ndf = (float) noData;
        boolean identity = l.unscale.identity();
        for (int r = 0; r < rows; r++) {
            int src = base + r * l.blockWidth * size;
            int dst = (row0 + r) * l.columns + col0;
            for (int c = 0; c < cols; c++, src += size, dst++) {
                double x;
                switch (l.format * 100 + size) {
                    case 304 -> {
                        float f = b.getFloat(src);
                        if (has && f == ndf) {
                            out[dst] = Float.NaN;
                            continue;
                        } else if (Float.isInfinite(f)) {
                            throw infinite(file, col0 + c, row0 + r, f);
                        }
                        if (identity) {
                            out[dst] = f;
                            continue;
                        }
                        x = f;
                    }
                    case 308 -> {
                        x = b.getDouble(src);
                        if (has && x == noData || x != x) {
                            out[dst] = Float.NaN;
                            continue;
                        }
                    }
                    case 202 -> x = b.getShort(src);
                    case 102 -> x = b.getShort(src) & 0xffff;
                    case 204 -> x = b.getInt(src);
                    case 104 -> x = b.getInt(src) & 0xffffffffL;
                    case 101 -> x = b.get(src) & 0xff;
                    default -> throw new RasterFormatException(file, "has samples of format " + l.format + " and "
                            + 8 * size + " bits, which are not read");
                }
                out[dst] = has && x == noData ? Float.NaN : scaled(file, l.unscale, x, col0 + c, row0 + r);
            }
        }
    }

    /** One sample as a height: no-data and NaN to NaN, infinite refused, else unscaled and rounded to float. */
    private static float height(Path file, int type, double x, double noData, Unscale unscale, int column,
            int row) throws RasterFormatException {
        boolean has = noData == noData;
        if (type == 304) {
            float v = (float) x;
            if (has && v == (float) noData) {
                return Float.NaN;
            }
            if (Float.isInfinite(v)) {
                throw infinite(file, column, row, v);
            }
            return unscale.identity() ? v : scaled(file, unscale, v, column, row);
        }
        if (has && x == noData || x != x) {
            return Float.NaN;
        }
        return scaled(file, unscale, x, column, row);
    }

    /**
     * A finite stored value as a height: offset + scale × value in double (as GDAL's {@code -unscale}
     * computes it), rounded to float; a result beyond the range of float is refused, naming the scale
     * and offset when they took it there.
     */
    private static float scaled(Path file, Unscale u, double x, int column, int row) throws RasterFormatException {
        float v = (float) (u.identity() ? x : u.offset + u.scale * x);
        if (Float.isInfinite(v)) {
            if (u.identity() || Float.isInfinite((float) x)) {
                throw infinite(file, column, row, x);
            }
            throw new RasterFormatException(file, "GDAL_METADATA scale " + u.scaleText + " and offset "
                    + u.offsetText + " take the sample " + Numbers.doubleText(x) + " at column " + column + ", row "
                    + row + " beyond the range of float (±3.4e38): not a height");
        }
        return v;
    }

    private static RasterFormatException infinite(Path file, int column, int row, double v) {
        return new RasterFormatException(file, "sample at column " + column + ", row " + row + " is " + v
                + ", outside the range of float (not a height)");
    }
}
