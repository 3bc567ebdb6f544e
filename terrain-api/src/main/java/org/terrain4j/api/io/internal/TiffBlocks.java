package org.terrain4j.api.io.internal;

import java.nio.file.Path;

import org.terrain4j.api.io.RasterFormatException;

/**
 * Checks the compressed strips or tiles of a TIFF before they are decoded, so that a damaged or
 * forged block is refused by name instead of hanging or exhausting memory in the decoder: every
 * block must lie inside the file, and an LZW block must keep to TIFF 6.0's 12-bit codes (a Clear
 * code before the table passes 4096 entries) and decode to no more than its block holds. The LZW
 * check decodes no sample: it only follows the code widths and entry lengths. Deflate blocks are
 * bounded while they are inflated ({@link TiffRaster}). Not API.
 */
final class TiffBlocks {

    private static final int CLEAR = 256;
    private static final int EOI = 257;

    private TiffBlocks() {
    }

    static void check(Path file, byte[] bytes, long[] offsets, long[] counts,
            int blocks, long blockBytes, int compression, String kind) throws RasterFormatException {
        int[] lengths = compression == 5 ? new int[4096] : null;
        {
            for (int k = 0; k < blocks; k++) {
                long offset = offsets[k];
                long count = counts[k];
                if (offset < 0 || count < 0 || offset + count > bytes.length) {
                    throw new RasterFormatException(file, kind + " " + k + " (" + count + " bytes at " + offset
                            + ") runs past the end of the file (" + bytes.length + " bytes): truncated or malformed");
                }
                if (count > Integer.MAX_VALUE - 8) {
                    throw new RasterFormatException(file, kind + " " + k + " declares " + count + " bytes");
                }
                if (lengths != null) {
                    lzw(file, lengths, bytes, (int) offset, (int) count, blockBytes, kind, k);
                }
            }
        }
    }

    /** Follows the codes as TIFF 6.0 §13 writes them (MSB first, widths 9…12, early change). */
    private static void lzw(Path file, int[] lengths, byte[] bytes, int offset, int count, long blockBytes,
            String kind, int k) throws RasterFormatException {
        long bitEnd = 8L * count;
        long position = 0;
        int width = 9;
        int max = EOI;
        int old = -1;
        long out = 0;
        for (int i = 0; i < 258; i++) {
            lengths[i] = 1;
        }
        while (position + width <= bitEnd) {
            int code = 0;
            for (int b = 0; b < width; b++) {
                long p = position + b;
                int bit = (bytes[offset + (int) (p >>> 3)] >> (7 - (int) (p & 7))) & 1;
                code = code << 1 | bit;
            }
            position += width;
            if (code == EOI) {
                return;
            }
            if (code == CLEAR) {
                max = EOI;
                width = 9;
                old = -1;
                continue;
            }
            int length;
            if (old < 0) {
                if (code > 255) {
                    throw corrupt(file, kind, k, "code " + code + " after a Clear code");
                }
                length = 1;
            } else if (code <= max) {
                length = lengths[code];
                add(file, lengths, ++max, lengths[old] + 1, kind, k);
            } else if (code == max + 1) {
                length = lengths[old] + 1;
                add(file, lengths, ++max, length, kind, k);
            } else {
                throw corrupt(file, kind, k, "code " + code + " beyond the table's " + (max + 1) + " entries");
            }
            out += length;
            if (out > blockBytes) {
                throw new RasterFormatException(file, kind + " " + k + " decompresses to more than the "
                        + blockBytes + " bytes it holds: malformed or forged");
            }
            if (max >= (1 << width) - 2) {
                width++;
            }
            old = code;
        }
    }

    private static void add(Path file, int[] lengths, int code, int length, String kind, int k)
            throws RasterFormatException {
        if (code >= 4096) {
            throw corrupt(file, kind, k, "the code table passes 4096 entries (12-bit codes) without a Clear code");
        }
        lengths[code] = length;
    }

    private static RasterFormatException corrupt(Path file, String kind, int k, String what) {
        return new RasterFormatException(file, kind + " " + k + " is not a valid TIFF LZW stream: " + what);
    }
}
