package org.terrain4j.api;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** A kernel's default tile is the window of the tile's footprint; bad sizes and overflowing places refused. */
class TileKernelTest {

    /** Height = 1 000 · column + row: every sample names its world position. */
    private static final TileKernel PLACES = new TileKernel() {
        private static final long serialVersionUID = 1L;

        @Override
        public double spacing() {
            return 1;
        }

        @Override
        public float[] window(long originColumn, long originRow, int columns, int rows) {
            float[] h = new float[columns * rows];
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < columns; c++) {
                    h[r * columns + c] = 1000f * (originColumn + c) + (originRow + r);
                }
            }
            return h;
        }
    };

    @Test
    void theDefaultTileIsItsFootprintsWindow() {
        float[] t = PLACES.tile(-2, 3, 5);
        assertEquals(25, t.length);
        assertEquals(1000f * -8 + 12, t[0], "first sample at world (-8, 12)");
        assertEquals(1000f * -4 + 16, t[24], "last at (-4, 16): neighbours share their edges");
        assertArrayEquals(PLACES.window(-8, 12, 5, 5), t);
    }

    @Test
    void badSizesAndPlacesAreRefused() {
        assertEquals("samples must be in [2, 46341], was 1",
                assertThrows(IllegalArgumentException.class, () -> PLACES.tile(0, 0, 1)).getMessage());
        assertEquals("samples must be in [2, 46341], was 46342",
                assertThrows(IllegalArgumentException.class, () -> PLACES.tile(0, 0, 46_342)).getMessage());
        assertEquals("tile (" + Long.MAX_VALUE + ", 0) of 3 samples lies beyond a long's world columns",
                assertThrows(IllegalArgumentException.class, () -> PLACES.tile(Long.MAX_VALUE, 0, 3)).getMessage());
        assertThrows(IllegalArgumentException.class, () -> PLACES.tile(0, Long.MIN_VALUE, 3));
    }
}
