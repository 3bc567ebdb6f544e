package org.terrain4j.dem.internal;

/**
 * The slope of every sample from central differences (one-sided on the grid's border), in degrees:
 * the measure of play space's slope, which reads the ground a walker stands on sample by sample, where
 * {@link org.terrain4j.dem.Slope} reads Horn's 3 × 3 window as {@code gdaldem} does. Not part of the
 * API: may change without notice. Thread-safe (no state).
 */
public final class CentralSlope {

    private CentralSlope() {
    }

    /**
     * @param h       heights, row-major, {@code columns × rows}, metres; NaN for no-data
     * @param columns columns, ≥ 1
     * @param rows    rows, ≥ 1
     * @param sx      metres between columns, &gt; 0
     * @param sz      metres between rows, &gt; 0
     * @return a new array of the same shape: {@code atan(|∇h|)} in degrees, [0, 90]; NaN where a height
     *         in either difference is NaN; 0 along an axis of one sample
     */
    public static float[] degrees(float[] h, int columns, int rows, double sx, double sz) {
        float[] s = new float[h.length];
        for (int r = 0; r < rows; r++) {
            int r0 = Math.max(r - 1, 0);
            int r1 = Math.min(r + 1, rows - 1);
            for (int c = 0; c < columns; c++) {
                int c0 = Math.max(c - 1, 0);
                int c1 = Math.min(c + 1, columns - 1);
                double gx = c1 == c0 ? 0 : ((double) h[r * columns + c1] - h[r * columns + c0]) / ((c1 - c0) * sx);
                double gz = r1 == r0 ? 0 : ((double) h[r1 * columns + c] - h[r0 * columns + c]) / ((r1 - r0) * sz);
                s[r * columns + c] = (float) Math.toDegrees(Math.atan(Math.hypot(gx, gz)));
            }
        }
        return s;
    }
}
