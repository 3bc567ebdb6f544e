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
}
