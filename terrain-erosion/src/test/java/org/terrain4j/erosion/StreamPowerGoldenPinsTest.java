package org.terrain4j.erosion;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.ByteBuffer;
import java.util.zip.CRC32;

import org.junit.jupiter.api.Test;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.routing.DrainageGrid;

/**
 * Golden pins (issue 30): the bits of one stream-power time step and of the repeated steady state
 * on a fixed 64 × 48 grid, as a CRC32 of the float bits plus a few samples. Deliberate pins of the
 * output, to keep "same seed, same bits" across commits; a change on purpose updates them and says
 * why in its commit message.
 */
class StreamPowerGoldenPinsTest {

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

    @Test
    void oneStreamPowerStepKeepsItsBits() {
        HeightfieldBuffer f = new HeightfieldBuffer(COLS, ROWS, GridFrame.of(0, 0, SPACING));
        float[] h = surface();
        for (int r = 0; r < ROWS; r++) {
            for (int c = 0; c < COLS; c++) {
                f.set(c, r, h[r * COLS + c]);
            }
        }
        StreamPower.incision().withErodibility(2e-4).withUplift(1e-3).withDiffusivity(0.01)
                .withTimeStepAndYears(500, 500).erode(f, 0, ProgressListener.NONE);
        float[] out = f.toArray();
        assertEquals(482944619L, crc(out), "CRC32 of the float bits");
        assertEquals(283.5577f, out[30 * COLS + 10], 0, "sample (10, 30)");
        assertEquals(257.11545f, out[20 * COLS + 31], 0, "sample (31, 20)");
        assertEquals(202.57434f, out[10 * COLS + 50], 0, "sample (50, 10)");
    }

    @Test
    void theRepeatedSteadyStateKeepsItsBits() {
        float[] h = surface();
        float[] u = new float[h.length];
        for (int i = 0; i < u.length; i++) {
            u[i] = (float) (0.2 + 0.8 * ((i * 37 % 101) / 100.0));
        }
        DrainageGrid grid = DrainageGrid.of(COLS, ROWS, SPACING, SPACING);
        float[] out = SteadyState.standard().withErodibility(1.0 / 600).withChannelArea(9000).withPasses(4)
                .withTieJitter(4.5).withSmoothing(0.5).solve(grid, h, u, 42, ProgressListener.NONE);
        assertEquals(831178148L, crc(out), "CRC32 of the float bits");
        assertEquals(877.71173f, out[30 * COLS + 10], 0, "sample (10, 30)");
        assertEquals(1218.9114f, out[20 * COLS + 31], 0, "sample (31, 20)");
        assertEquals(1091.2831f, out[10 * COLS + 50], 0, "sample (50, 10)");
    }

    /** The mountain ranges' configuration: hillslopes below the channel area by multiple flow (issue 30). */
    @Test
    void theRepeatedSteadyStateWithSpreadHillslopesKeepsItsBits() {
        float[] h = surface();
        float[] u = new float[h.length];
        for (int i = 0; i < u.length; i++) {
            u[i] = (float) (0.2 + 0.8 * ((i * 37 % 101) / 100.0));
        }
        DrainageGrid grid = DrainageGrid.of(COLS, ROWS, SPACING, SPACING);
        float[] out = SteadyState.standard().withErodibility(1.0 / 600).withChannelArea(9000).withPasses(4)
                .withTieJitter(4.5).withSmoothing(0.5).withHillslopeSpread(1.1).solve(grid, h, u, 42,
                        ProgressListener.NONE);
        assertEquals(165143158L, crc(out), "CRC32 of the float bits");
        assertEquals(1133.2992f, out[30 * COLS + 10], 0, "sample (10, 30)");
        assertEquals(1331.7994f, out[20 * COLS + 31], 0, "sample (31, 20)");
        assertEquals(1070.2385f, out[10 * COLS + 50], 0, "sample (50, 10)");
    }
}
