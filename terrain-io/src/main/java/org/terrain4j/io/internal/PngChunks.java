package org.terrain4j.io.internal;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.CRC32;

import org.terrain4j.io.RasterFormatException;

/**
 * Walks the chunks of a PNG file and checks their structure and checksums before a decoder is
 * trusted with it: the signature; an {@code IHDR} chunk of 13 bytes first; every chunk's length
 * within the file and its type four ASCII letters; every chunk's CRC-32 (over its type and data,
 * ISO/IEC 15948 §5.3) equal to the one stored; an {@code IEND} chunk at the end. Keeps the few
 * small chunks the heightmap reader needs ({@code tRNS}). Not part of the API.
 *
 * @since 0.1
 */
public final class PngChunks {

    private static final byte[] SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};

    /**
     * What the walk found.
     *
     * @since 0.1
     */
    public static final class Found {
        private byte[] transparency;

        /**
         * @return the data of the {@code tRNS} chunk, or null if the file has none
         */
        public byte[] transparency() {
            return transparency == null ? null : transparency.clone();
        }
    }

    private PngChunks() {
    }

    /**
     * Checks every chunk of a PNG file (see the class notes).
     *
     * @param file   the file
     * @param length its length in bytes
     * @return what was found
     * @throws RasterFormatException naming the chunk, its byte offset and the fault, if the file is
     *                               not a structurally sound PNG
     * @throws IOException           if reading fails
     */
    public static Found check(Path file, long length) throws IOException {
        Found found = new Found();
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file), 1 << 16))) {
            byte[] head = in.readNBytes(SIGNATURE.length);
            if (!java.util.Arrays.equals(head, SIGNATURE)) {
                throw new RasterFormatException(file, "not a PNG image (no PNG signature)");
            }
            long offset = SIGNATURE.length;
            byte[] buffer = new byte[1 << 16];
            CRC32 crc = new CRC32();
            boolean first = true;
            while (true) {
                if (offset == length) {
                    throw new RasterFormatException(file, "corrupt PNG: truncated, no IEND chunk after byte " + offset);
                }
                if (length - offset < 12) {
                    throw new RasterFormatException(file, "corrupt PNG: truncated, " + (length - offset)
                            + " bytes at byte " + offset + " cannot hold a chunk");
                }
                long dataLength = in.readInt() & 0xFFFF_FFFFL;
                byte[] type = new byte[4];
                in.readFully(type);
                String name = typeName(type);
                for (byte b : type) {
                    if (!(b >= 'A' && b <= 'Z' || b >= 'a' && b <= 'z')) {
                        throw new RasterFormatException(file, "corrupt PNG: chunk type '" + name + "' at byte " + offset
                                + " is not four ASCII letters");
                    }
                }
                if (dataLength > Integer.MAX_VALUE) {
                    throw new RasterFormatException(file, "corrupt PNG: chunk '" + name + "' at byte " + offset
                            + " declares " + dataLength + " bytes, more than the 2^31 − 1 the standard allows");
                }
                if (dataLength > length - offset - 12) {
                    throw new RasterFormatException(file, "corrupt PNG: chunk '" + name + "' at byte " + offset
                            + " declares " + dataLength + " bytes, past the end of the " + length + "-byte file (truncated?)");
                }
                if (first && !(name.equals("IHDR") && dataLength == 13)) {
                    throw new RasterFormatException(file, "corrupt PNG: the first chunk must be a 13-byte IHDR, was '"
                            + name + "' of " + dataLength + " bytes");
                }
                first = false;
                crc.reset();
                crc.update(type);
                boolean keep = name.equals("tRNS") && dataLength <= 256 * 3;
                byte[] kept = keep ? new byte[(int) dataLength] : null;
                long left = dataLength;
                while (left > 0) {
                    int n = (int) Math.min(left, buffer.length);
                    in.readFully(buffer, 0, n);
                    crc.update(buffer, 0, n);
                    if (keep) {
                        System.arraycopy(buffer, 0, kept, (int) (dataLength - left), n);
                    }
                    left -= n;
                }
                long stored = in.readInt() & 0xFFFF_FFFFL;
                if (stored != crc.getValue()) {
                    throw new RasterFormatException(file, String.format(java.util.Locale.ROOT,
                            "corrupt PNG: CRC of chunk '%s' at byte %d is %08x, but its contents give %08x",
                            name, offset, stored, crc.getValue()));
                }
                if (keep) {
                    found.transparency = kept;
                }
                offset += 12 + dataLength;
                if (name.equals("IEND")) {
                    return found;
                }
            }
        } catch (EOFException e) {
            throw new RasterFormatException(file, "corrupt PNG: truncated (file shorter than its length)", e);
        }
    }

    private static String typeName(byte[] type) {
        StringBuilder s = new StringBuilder(4);
        for (byte b : type) {
            s.append(b >= 0x20 && b < 0x7F ? (char) b : '?');
        }
        return s.toString();
    }
}
