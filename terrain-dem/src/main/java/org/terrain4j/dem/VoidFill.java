package org.terrain4j.dem;

import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldView;
import org.terrain4j.api.ProgressListener;

/**
 * A way of giving the voids (NaN samples) of a field heights from the samples around them.
 *
 * <pre>{@code
 * Heightfield dem = Rasters.read(Path.of("N57E011.hgt"));
 * Heightfield idw = VoidFill.inverseDistance().withSearchDistance(50).fill(dem);   // as gdal_fillnodata -md 50
 * Heightfield smooth = VoidFill.laplace().fill(dem);                                // the harmonic surface
 * }</pre>
 *
 * <p>Implementations are immutable records and thread-safe; {@code fill} never changes its input.
 *
 * @since 0.1
 */
public sealed interface VoidFill permits InverseDistanceFill, LaplaceFill {

    /**
     * @return inverse-distance filling with GDAL's defaults: a search distance of 100 samples and no
     *         smoothing iterations
     */
    static InverseDistanceFill inverseDistance() {
        return InverseDistanceFill.DEFAULTS;
    }

    /**
     * @return the harmonic (Laplace) fill with its default tolerance and iteration limit
     */
    static LaplaceFill laplace() {
        return LaplaceFill.DEFAULTS;
    }

    /**
     * Fills the voids of a field; see {@link #fill(HeightfieldView, ProgressListener)}.
     *
     * @param field the heights, voids as NaN
     * @return a new field, same size and frame
     * @throws IllegalArgumentException as for {@link #fill(HeightfieldView, ProgressListener)}
     */
    default Heightfield fill(HeightfieldView field) {
        return fill(field, ProgressListener.NONE);
    }

    /**
     * Fills the voids of a field. Defined samples are kept bit for bit; each implementation says
     * which voids it fills and how.
     *
     * @param field    the heights, voids as NaN; no sample may be infinite
     * @param progress receives progress and may cancel
     * @return a new field, same size and frame
     * @throws IllegalArgumentException if a sample is infinite, or the field has no defined sample
     * @throws java.util.concurrent.CancellationException if the listener cancels (the input is untouched)
     */
    Heightfield fill(HeightfieldView field, ProgressListener progress);
}
