package org.terrain4j.spark;

import java.io.IOException;
import java.io.UncheckedIOException;

import org.terrain4j.api.TileKernel;

/** A smooth world that cannot be read in windows starting at one column: a job fails part-way through. */
final class FailingKernel implements TileKernel {
    private static final long serialVersionUID = 1L;
    private final long failingColumn;

    /** @param failingColumn the window origin column whose read fails */
    FailingKernel(long failingColumn) {
        this.failingColumn = failingColumn;
    }

    @Override
    public double spacing() {
        return 1;
    }

    @Override
    public float[] window(long originColumn, long originRow, int columns, int rows) {
        if (originColumn == failingColumn) {
            throw new UncheckedIOException(new IOException("tile at " + originColumn + "," + originRow + " cannot be read"));
        }
        float[] h = new float[columns * rows];
        for (int i = 0; i < h.length; i++) {
            h[i] = (float) Math.sin(0.3 * (originColumn + i % columns)) * 5 + (originRow + i / columns) * 0.1f;
        }
        return h;
    }
}
