package org.terrain4j.world.internal;

import org.terrain4j.world.Canvas;

/**
 * The 4 km square of 161 × 161 samples (25 m apart, centred on the origin) the town and forest tests draw
 * on, and how they read it back independently of the canvas: the sample nearest a point, bilinear heights
 * from a copy of the samples.
 */
final class TestSquare {

    static final double SIZE = 4000;
    static final int SAMPLES = 161;
    static final double HALF = SIZE / 2;
    static final double SP = SIZE / (SAMPLES - 1);

    private TestSquare() {
    }

    /** The sample nearest (x, z), or −1 off the square. */
    static int nearest(double x, double z) {
        long c = Math.round((x + HALF) / SP);
        long r = Math.round((z + HALF) / SP);
        return c < 0 || r < 0 || c >= SAMPLES || r >= SAMPLES ? -1 : (int) (r * SAMPLES + c);
    }

    /** Bilinear height of the samples at (x, z), clamped to the square. */
    static double bilinear(float[] h, double x, double z) {
        double fc = Math.max(0, Math.min(SAMPLES - 1, (x + HALF) / SP));
        double fr = Math.max(0, Math.min(SAMPLES - 1, (z + HALF) / SP));
        int c = Math.min(SAMPLES - 2, (int) fc);
        int r = Math.min(SAMPLES - 2, (int) fr);
        double tc = fc - c;
        double tr = fr - r;
        int i = r * SAMPLES + c;
        double top = h[i] * (1 - tc) + h[i + 1] * tc;
        double bottom = h[i + SAMPLES] * (1 - tc) + h[i + SAMPLES + 1] * tc;
        return top * (1 - tr) + bottom * tr;
    }

    /** A copy of the canvas's heights, row-major. */
    static float[] heights(Canvas canvas) {
        int n = canvas.columns();
        float[] h = new float[n * n];
        for (int i = 0; i < h.length; i++) {
            h[i] = (float) canvas.height(i);
        }
        return h;
    }
}
