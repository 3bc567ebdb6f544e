package org.terrain4j.dem;

import java.util.Objects;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.HeightfieldView;

/**
 * A value for every sample of a height grid computed from Horn's 3 × 3 window around it, as
 * {@code gdaldem} computes slope, aspect and hillshade: the result has the source's shape and frame.
 * {@link Slope}, {@link Aspect} and {@link Hillshade} are the three; each says its value's unit and
 * range and what it writes where the window is incomplete.
 *
 * <p>Implementations are immutable and thread-safe; one may compute many grids at once.
 *
 * @since 0.1
 */
public sealed interface HornOperation permits Slope, Aspect, Hillshade {

    /**
     * The value of every sample, in a new field.
     *
     * @param source heights, metres, in the frame whose spacing gives the horizontal distances
     * @return a new field of the source's shape and frame (the implementation gives the unit)
     * @throws NullPointerException if source is null
     */
    default Heightfield compute(HeightfieldView source) {
        Objects.requireNonNull(source, "source");
        HeightfieldBuffer out = new HeightfieldBuffer(source.columns(), source.rows(), source.frame());
        return compute(source, out).freeze();
    }

    /**
     * The value of every sample written into a buffer the caller owns. The source is read row by row
     * into internal buffers, so {@code dest} may be the source itself.
     *
     * @param source heights, metres
     * @param dest   a writable buffer of the source's shape; receives the values and the source's frame
     * @return dest
     * @throws IllegalArgumentException if dest's shape differs from the source's
     * @throws IllegalStateException    if dest is frozen
     * @throws NullPointerException     if an argument is null
     */
    HeightfieldBuffer compute(HeightfieldView source, HeightfieldBuffer dest);
}
