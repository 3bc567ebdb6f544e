package org.terrain4j.routing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.ByteBuffer;
import java.util.zip.CRC32;

import org.junit.jupiter.api.Test;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.ProgressListener;

/**
 * Golden pins (issue 30): the bits of one stream-power time step and of the repeated steady state
 * on a fixed 64 × 48 grid, as a CRC32 of the float bits plus a few samples. Deliberate pins of the
 * output, to keep "same seed, same bits" across commits; a change on purpose updates them and says
 * why in its commit message.
 */
class DrainageGoldenPinsTest {

    static final int COLS = 64;
    static final int ROWS = 48;
    static final double SPACING = 30;

    /** A tilted, rippled surface with a hashed roughness: no ties, several basins. */
    static float[] surface() {
        float[] h = new float[COLS * ROWS];
        for (int r = 0; r < ROWS; r++) {
            for (int c = 0; c < COLS; c++) {
                long bits = org.terrain4j.api.internal.SplitMix64.mix(r * 1000L + c);
                double noise = (bits >>> 11) * 0x1.0p-53;
                h[r * COLS + c] = (float) (200 + 1.5 * r + 40 * Math.sin(c / 7.0) * Math.cos(r / 5.0) + 3 * noise);
            }
        }
        return h;
    }

    static long crc(float[] data) {
        ByteBuffer b = ByteBuffer.allocate(data.length * 4);
        for (float v : data) {
            b.putInt(Float.floatToRawIntBits(v));
        }
        CRC32 crc = new CRC32();
        crc.update(b.array());
        return crc.getValue();
    }


}
