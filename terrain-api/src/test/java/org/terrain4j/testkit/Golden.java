package org.terrain4j.testkit;

import java.util.zip.CRC32;

import org.terrain4j.api.HeightfieldView;

/**
 * Pinned outputs ("golden values") at fixed seeds: a CRC32 over the float bits of a result and exact
 * samples written with {@link Double#toString(double)} (which round-trips every double exactly).
 *
 * <p>A golden test compares one line of text per case, so a failure shows the whole new line: when a
 * change of output is intended, paste the new line into the test in the same commit and say in the
 * commit message which golden values changed and why.
 */
public final class Golden {

    private Golden() {
    }

    /**
     * @param field any field
     * @return CRC32 of the samples' IEEE float bits, little-endian, row-major, as {@code 0x%08x}
     */
    public static String crc(HeightfieldView field) {
        return crc(field.toArray());
    }

    /**
     * @param values row-major floats
     * @return CRC32 of their IEEE bits, little-endian, as {@code 0x%08x}
     */
    public static String crc(float[] values) {
        CRC32 crc = new CRC32();
        byte[] b = new byte[4];
        for (float v : values) {
            int bits = Float.floatToRawIntBits(v);
            b[0] = (byte) bits;
            b[1] = (byte) (bits >>> 8);
            b[2] = (byte) (bits >>> 16);
            b[3] = (byte) (bits >>> 24);
            crc.update(b, 0, 4);
        }
        return String.format("0x%08x", crc.getValue());
    }

    /**
     * @param values exact doubles
     * @return them joined by spaces, each as {@link Double#toString(double)}
     */
    public static String exact(double... values) {
        StringBuilder s = new StringBuilder();
        for (double v : values) {
            if (s.length() > 0) {
                s.append(' ');
            }
            s.append(v);
        }
        return s.toString();
    }
}
