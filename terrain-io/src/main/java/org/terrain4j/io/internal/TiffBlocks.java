package org.terrain4j.io.internal;

import java.nio.file.Path;

import org.terrain4j.io.RasterFormatException;

/**
 * Checks the strips or tiles of a TIFF before any is decoded: every block the image needs must lie
 * inside the file (offset and byte count both non-negative, their sum at most the file's length), so
 * that a damaged offset or count is refused by name before anything is allocated or decoded. The
 * decoders ({@link TiffRaster}) then bound each block's output by the bytes its rows need. Not API.
 */
final class TiffBlocks {

    private TiffBlocks() {
    }

    /**
     * @param file    the file, for messages
     * @param bytes   its bytes
     * @param offsets the blocks' offsets (at least {@code blocks})
     * @param counts  the blocks' byte counts (at least {@code blocks})
     * @param blocks  the blocks the image needs
     * @param kind    "strip" or "tile", for messages
     * @throws RasterFormatException naming the first block that does not lie inside the file
     */
    static void check(Path file, byte[] bytes, long[] offsets, long[] counts, int blocks, String kind)
            throws RasterFormatException {
        for (int k = 0; k < blocks; k++) {
            long offset = offsets[k];
            long count = counts[k];
            if (offset < 0 || count < 0 || offset > bytes.length - count) {
                throw new RasterFormatException(file, kind + " " + k + " (" + Long.toUnsignedString(count)
                        + " bytes at " + Long.toUnsignedString(offset) + ") runs past the end of the file ("
                        + bytes.length + " bytes): truncated or malformed");
            }
        }
    }
}
