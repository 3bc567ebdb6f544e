package org.terrain4j.io;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.TreeMap;

/**
 * A test-side writer of small classic little-endian TIFFs, tag by tag, so that a test can state every
 * entry (and then damage one): blocks are laid out after the header, the image directory after them
 * (entries in ascending tag order), values longer than four bytes after the directory.
 */
final class TinyTiff {

    static final int BYTE = 1;
    static final int ASCII = 2;
    static final int SHORT = 3;
    static final int LONG = 4;
    static final int DOUBLE = 12;

    private record Entry(int type, long count, byte[] payload) {
    }

    private final Map<Integer, Entry> entries = new TreeMap<>();
    private final ByteArrayOutputStream data = new ByteArrayOutputStream();
    private final Map<Integer, Integer> entryAt = new TreeMap<>();

    /** Adds a block (or any bytes) after the header and returns its offset in the file. */
    int block(byte[] bytes) {
        int at = 8 + data.size();
        data.writeBytes(bytes);
        return at;
    }

    TinyTiff tag(int tag, int type, long count, byte[] payload) {
        entries.put(tag, new Entry(type, count, payload));
        return this;
    }

    TinyTiff shorts(int tag, int... v) {
        ByteBuffer b = le(2 * v.length);
        for (int x : v) {
            b.putShort((short) x);
        }
        return tag(tag, SHORT, v.length, b.array());
    }

    TinyTiff longs(int tag, long... v) {
        ByteBuffer b = le(4 * v.length);
        for (long x : v) {
            b.putInt((int) x);
        }
        return tag(tag, LONG, v.length, b.array());
    }

    TinyTiff doubles(int tag, double... v) {
        ByteBuffer b = le(8 * v.length);
        for (double x : v) {
            b.putDouble(x);
        }
        return tag(tag, DOUBLE, v.length, b.array());
    }

    TinyTiff ascii(int tag, String text) {
        byte[] s = (text + "\0").getBytes(StandardCharsets.ISO_8859_1);
        return tag(tag, ASCII, s.length, s);
    }

    /** A single-band image's basic tags: size, sample type, compression, one sample per pixel. */
    TinyTiff image(int columns, int rows, int bitsPerSample, int sampleFormat, int compression) {
        return longs(256, columns).longs(257, rows).shorts(258, bitsPerSample).shorts(259, compression)
                .shorts(277, 1).shorts(339, sampleFormat);
    }

    /** The file's bytes. */
    byte[] build() {
        byte[] blocks = data.toByteArray();
        int ifd = 8 + blocks.length;
        ifd += ifd & 1;
        int n = entries.size();
        int extra = ifd + 2 + 12 * n + 4;
        ByteArrayOutputStream tail = new ByteArrayOutputStream();
        ByteBuffer dir = le(2 + 12 * n + 4);
        dir.putShort((short) n);
        for (Map.Entry<Integer, Entry> e : entries.entrySet()) {
            Entry v = e.getValue();
            entryAt.put(e.getKey(), ifd + dir.position());
            dir.putShort((short) (int) e.getKey()).putShort((short) v.type).putInt((int) v.count);
            if (v.payload.length <= 4) {
                dir.put(java.util.Arrays.copyOf(v.payload, 4));
            } else {
                dir.putInt(extra + tail.size());
                tail.writeBytes(v.payload);
                if ((tail.size() & 1) != 0) {
                    tail.write(0);
                }
            }
        }
        dir.putInt(0);
        ByteBuffer out = le(ifd + dir.capacity() + tail.size());
        out.put((byte) 'I').put((byte) 'I').putShort((short) 42).putInt(ifd).put(blocks);
        out.position(ifd);
        out.put(dir.array()).put(tail.toByteArray());
        return out.array();
    }

    /** Where the directory entry of {@code tag} starts in the bytes {@link #build()} returned. */
    int entryAt(int tag) {
        return entryAt.get(tag);
    }

    /** Overwrites the count of the entry of {@code tag} in built bytes. */
    void setCount(byte[] file, int tag, long count) {
        ByteBuffer.wrap(file).order(ByteOrder.LITTLE_ENDIAN).putInt(entryAt(tag) + 4, (int) count);
    }

    /** Overwrites the value-or-offset field of the entry of {@code tag} in built bytes. */
    void setOffset(byte[] file, int tag, long offset) {
        ByteBuffer.wrap(file).order(ByteOrder.LITTLE_ENDIAN).putInt(entryAt(tag) + 8, (int) offset);
    }

    /** Overwrites the field type of the entry of {@code tag} in built bytes. */
    void setType(byte[] file, int tag, int type) {
        ByteBuffer.wrap(file).order(ByteOrder.LITTLE_ENDIAN).putShort(entryAt(tag) + 2, (short) type);
    }

    static ByteBuffer le(int n) {
        return ByteBuffer.allocate(n).order(ByteOrder.LITTLE_ENDIAN);
    }

    /**
     * The entries of the first directory of a classic little- or big-endian TIFF: {tag, type, count,
     * value-or-offset, position of the entry}.
     */
    static long[][] entries(byte[] file) {
        ByteBuffer b = ByteBuffer.wrap(file).order(file[0] == 'I' ? ByteOrder.LITTLE_ENDIAN : ByteOrder.BIG_ENDIAN);
        int ifd = b.getInt(4);
        int n = b.getShort(ifd) & 0xffff;
        long[][] out = new long[n][];
        for (int i = 0; i < n; i++) {
            int p = ifd + 2 + 12 * i;
            int type = b.getShort(p + 2) & 0xffff;
            long count = b.getInt(p + 4) & 0xffffffffL;
            long value = type == SHORT && count == 1 ? b.getShort(p + 8) & 0xffff : b.getInt(p + 8) & 0xffffffffL;
            out[i] = new long[] {b.getShort(p) & 0xffff, type, count, value, p};
        }
        return out;
    }
}
