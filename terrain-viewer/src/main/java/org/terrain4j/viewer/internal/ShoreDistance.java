package org.terrain4j.viewer.internal;

/**
 * Metres from each water sample to the nearest dry sample, by a two-pass chamfer distance transform over
 * 8 neighbours with weights {@code (sx, sz, √(sx² + sz²))} (Borgefors, "Distance transformations in
 * digital images", CVGIP 34, 1986): exact along the axes and diagonals, at most about 8 % over the
 * Euclidean distance between them. Dry samples are 0; a grid with no dry sample gets the distance to
 * the grid's edge plus one spacing, so open water past a tile's edge still has swell. Thread-safe (no state).
 */
public final class ShoreDistance {

    private ShoreDistance() {
    }

    /**
     * @param water    true where a sample is water, row-major {@code columns × rows}
     * @param columns  samples along x
     * @param rows     samples along z
     * @param spacingX metres between columns
     * @param spacingZ metres between rows
     * @return a new array of distances, metres
     */
    public static float[] of(boolean[] water, int columns, int rows, double spacingX, double spacingZ) {
        int n = columns * rows;
        double[] d = new double[n];
        boolean anyDry = false;
        for (int i = 0; i < n; i++) {
            anyDry |= !water[i];
        }
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                int i = r * columns + c;
                if (!water[i]) {
                    d[i] = 0;
                } else if (anyDry) {
                    d[i] = Double.POSITIVE_INFINITY;
                } else {
                    double edge = Math.min(Math.min(c, columns - 1 - c) * spacingX, Math.min(r, rows - 1 - r) * spacingZ);
                    d[i] = edge + Math.min(spacingX, spacingZ);
                }
            }
        }
        double diag = Math.hypot(spacingX, spacingZ);
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                int i = r * columns + c;
                double v = d[i];
                if (c > 0) {
                    v = Math.min(v, d[i - 1] + spacingX);
                }
                if (r > 0) {
                    v = Math.min(v, d[i - columns] + spacingZ);
                    if (c > 0) {
                        v = Math.min(v, d[i - columns - 1] + diag);
                    }
                    if (c < columns - 1) {
                        v = Math.min(v, d[i - columns + 1] + diag);
                    }
                }
                d[i] = v;
            }
        }
        for (int r = rows - 1; r >= 0; r--) {
            for (int c = columns - 1; c >= 0; c--) {
                int i = r * columns + c;
                double v = d[i];
                if (c < columns - 1) {
                    v = Math.min(v, d[i + 1] + spacingX);
                }
                if (r < rows - 1) {
                    v = Math.min(v, d[i + columns] + spacingZ);
                    if (c < columns - 1) {
                        v = Math.min(v, d[i + columns + 1] + diag);
                    }
                    if (c > 0) {
                        v = Math.min(v, d[i + columns - 1] + diag);
                    }
                }
                d[i] = v;
            }
        }
        float[] out = new float[n];
        for (int i = 0; i < n; i++) {
            out[i] = (float) d[i];
        }
        return out;
    }
}
