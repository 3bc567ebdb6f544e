package org.terrain4j.api;

import java.io.Serializable;

/**
 * The heights of any window of an endless world grid: a pure function of world sample position, so
 * that a tile, its halo and its neighbours agree wherever they overlap, and so that a kernel can be
 * shipped to another machine (it is {@link Serializable}) and give the same bits there.
 *
 * <p><b>Grid.</b> World sample {@code (column, row)} sits at {@code x = originX() + column · spacing},
 * {@code z = originZ() + row · spacing} metres ({@link #spacing()}, {@link #originX()},
 * {@link #originZ()}, both 0 unless a kernel says otherwise); column runs east, row south. A window is
 * {@code columns × rows} samples from world sample {@code (originColumn, originRow)}, returned
 * row-major.
 *
 * <p>Implementations must be immutable and thread-safe, and must return the same bits for the same
 * window on every call, machine and thread count.
 *
 * @since 0.1
 */
public interface TileKernel extends Serializable {

    /** @return metres between neighbouring world samples, finite, &gt; 0 */
    double spacing();

    /**
     * @return x of world sample (0, 0), metres, finite; 0 unless the kernel's world is laid elsewhere
     * @since 0.1
     */
    default double originX() {
        return 0;
    }

    /**
     * @return z of world sample (0, 0), metres, finite; 0 unless the kernel's world is laid elsewhere
     * @since 0.1
     */
    default double originZ() {
        return 0;
    }

    /**
     * @param originColumn world column of the window's first sample (any {@code long})
     * @param originRow    world row of the window's first sample
     * @param columns      samples along x, ≥ 1
     * @param rows         samples along z, ≥ 1; {@code columns × rows} at most
     *                     {@link Heightfield#MAX_SAMPLES}
     * @return a new row-major array of {@code columns × rows} finite heights, metres
     * @throws IllegalArgumentException if a count is out of range
     */
    float[] window(long originColumn, long originRow, int columns, int rows);

    /**
     * The heights of tile {@code (column, row)} of this world cut into squares of {@code samples × samples}
     * that share their edge samples: by default the window of its footprint,
     * {@code window(column · (samples − 1), row · (samples − 1), samples, samples)}. A kernel whose world is
     * itself laid as tiles that can differ on a shared edge (an environment's, where an element kept in its
     * tile meets a join) returns that tile's own heights, edges included, when {@code samples} is its own
     * tile size; its {@link #window} takes one of the two copies of each shared sample.
     *
     * @param column  tile column (east), any long whose window origin fits a long
     * @param row     tile row (south)
     * @param samples samples along the tile's side, ≥ 2
     * @return a new row-major array of {@code samples²} finite heights, metres
     * @throws IllegalArgumentException if samples is below 2 or above 46 341 ({@code samples²} must fit an
     *                                  int), or the window's origin overflows a long
     * @since 0.1
     */
    default float[] tile(long column, long row, int samples) {
        if (samples < 2 || samples > 46_341) {
            throw new IllegalArgumentException("samples must be in [2, 46341], was " + samples);
        }
        long step = samples - 1L;
        long oc;
        long or;
        try {
            oc = Math.multiplyExact(column, step);
            or = Math.multiplyExact(row, step);
        } catch (ArithmeticException e) {
            throw new IllegalArgumentException("tile (" + column + ", " + row + ") of " + samples
                    + " samples lies beyond a long's world columns");
        }
        return window(oc, or, samples, samples);
    }
}
