package org.terrain4j.mesh.internal;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.WritableByteChannel;
import java.nio.charset.StandardCharsets;

/**
 * A little-endian output through one fixed 256 KiB buffer, so a writer streams a mesh of any size
 * without building the file in memory. Not thread-safe.
 *
 * @since 0.1
 */
public final class Sink {

    private final WritableByteChannel channel;
    private final ByteBuffer buffer = ByteBuffer.allocate(1 << 18).order(ByteOrder.LITTLE_ENDIAN);
    private long written;
    private Progress progress;
    private long expected;

    /**
     * @param channel where the bytes go; not closed by this sink
     */
    public Sink(WritableByteChannel channel) {
        this.channel = channel;
    }

    /**
     * Reports the bytes written so far against an expected length at every flush.
     *
     * @param progress receives the fraction; null for none
     * @param expected the expected number of bytes (an estimate is fine: the fraction is clamped)
     */
    public void track(Progress progress, long expected) {
        this.progress = progress;
        this.expected = Math.max(1, expected);
    }

    private void room(int bytes) throws IOException {
        if (buffer.remaining() < bytes) {
            flush();
        }
    }

    /**
     * @param v a float, 4 bytes little-endian
     * @throws IOException from the channel
     */
    public void putFloat(float v) throws IOException {
        room(4);
        buffer.putFloat(v);
    }

    /**
     * @param v an int, 4 bytes little-endian
     * @throws IOException from the channel
     */
    public void putInt(int v) throws IOException {
        room(4);
        buffer.putInt(v);
    }

    /**
     * @param v the low 16 bits, little-endian
     * @throws IOException from the channel
     */
    public void putShort(int v) throws IOException {
        room(2);
        buffer.putShort((short) v);
    }

    /**
     * @param v the low 8 bits
     * @throws IOException from the channel
     */
    public void putByte(int v) throws IOException {
        room(1);
        buffer.put((byte) v);
    }

    /**
     * Writes floats in bulk.
     *
     * @param a the floats, each 4 bytes little-endian
     * @throws IOException from the channel
     */
    public void putFloats(float[] a) throws IOException {
        int i = 0;
        while (i < a.length) {
            room(4);
            int n = Math.min(buffer.remaining() / 4, a.length - i);
            buffer.asFloatBuffer().put(a, i, n);
            buffer.position(buffer.position() + 4 * n);
            i += n;
        }
    }

    /**
     * Writes ints in bulk.
     *
     * @param a the ints, each 4 bytes little-endian
     * @throws IOException from the channel
     */
    public void putInts(int[] a) throws IOException {
        int i = 0;
        while (i < a.length) {
            room(4);
            int n = Math.min(buffer.remaining() / 4, a.length - i);
            buffer.asIntBuffer().put(a, i, n);
            buffer.position(buffer.position() + 4 * n);
            i += n;
        }
    }

    /**
     * @param bytes written as they are
     * @throws IOException from the channel
     */
    public void putBytes(byte[] bytes) throws IOException {
        int i = 0;
        while (i < bytes.length) {
            room(1);
            int n = Math.min(buffer.remaining(), bytes.length - i);
            buffer.put(bytes, i, n);
            i += n;
        }
    }

    /**
     * @param text written as ASCII/UTF-8
     * @throws IOException from the channel
     */
    public void putText(String text) throws IOException {
        putBytes(text.getBytes(StandardCharsets.UTF_8));
    }

    /**
     * @return bytes accepted so far
     */
    public long position() {
        return written + buffer.position();
    }

    /**
     * Hands every buffered byte to the channel.
     *
     * @throws IOException from the channel
     */
    public void flush() throws IOException {
        buffer.flip();
        written += buffer.remaining();
        while (buffer.hasRemaining()) {
            channel.write(buffer);
        }
        buffer.clear();
        if (progress != null) {
            progress.step(Math.min(written, expected - 1), expected);
        }
    }
}
