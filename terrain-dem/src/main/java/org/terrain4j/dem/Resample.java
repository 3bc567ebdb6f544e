package org.terrain4j.dem;

import java.util.Objects;

import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldView;
import org.terrain4j.api.internal.Resampling;

/**
 * Resamples a field to another size by bilinear or bicubic interpolation, aware of no-data.
 *
 * <h2>Where the new samples lie</h2>
 * Samples are points (see {@link org.terrain4j.api}): the first and last samples of each axis stay
 * where they were and the new samples are spread evenly between them, so new column {@code j} of
 * {@code m} sits at old column {@code j·(n − 1)/(m − 1)} and the spacing becomes
 * {@code spacing·(n − 1)/(m − 1)} (unchanged on an axis resampled to one sample, which keeps the
 * first). The origin is kept. A pixel-is-area tool such as GDAL reaches the same samples when asked
 * for pixels centred on them: an output extent of the new samples' positions widened by half a new
 * spacing on every side.
 *
 * <h2>Kernels</h2>
 * {@link Kernel#BILINEAR} weighs taps by the tent {@code max(0, 1 − |t|)}; {@link Kernel#BICUBIC}
 * by Keys' cubic convolution with {@code a = −½} (Catmull–Rom, GDAL's {@code cubic}), which passes
 * through the samples and may overshoot them slightly. When shrinking by a factor {@code s > 1} the
 * kernel is stretched by {@code s} (it then averages over the samples a new sample stands for, as
 * GDAL's warper does), and its weights are normalised to sum to 1. Taps beyond the grid take the
 * nearest edge sample.
 *
 * <h2>No-data</h2>
 * A new sample none of whose taps of non-zero weight is NaN is the plain weighted sum. Otherwise:
 * bilinear takes the weighted mean of the defined taps (NaN only if every tap is NaN); bicubic falls
 * back to that bilinear value at the same position (its negative lobes make a mean over part of its
 * taps unsafe). So a void spreads at most one old sample into the new grid, a new sample that
 * coincides with a defined old one keeps its value exactly, and a void's inside stays NaN.
 *
 * <p>Source: R. G. Keys, "Cubic convolution interpolation for digital image processing", IEEE Trans.
 * ASSP 29(6), 1981.
 *
 * <p>Immutable and thread-safe.
 *
 * @param kernel the interpolation kernel
 * @since 0.1
 */
public record Resample(Kernel kernel) {

    /**
     * An interpolation kernel.
     *
     * @since 0.1
     */
    public enum Kernel {
        /** The tent: linear along each axis, 2 × 2 taps when enlarging. */
        BILINEAR,
        /** Keys' cubic convolution, a = −½: 4 × 4 taps when enlarging. */
        BICUBIC
    }

    /**
     * Validates the settings.
     *
     * @param kernel the interpolation kernel
     */
    public Resample {
        Objects.requireNonNull(kernel, "kernel");
    }

    /**
     * @return bilinear resampling
     */
    public static Resample bilinear() {
        return new Resample(Kernel.BILINEAR);
    }

    /**
     * @return bicubic resampling (Keys, a = −½)
     */
    public static Resample bicubic() {
        return new Resample(Kernel.BICUBIC);
    }

    /**
     * @param kernel the interpolation kernel
     * @return these settings with that kernel
     */
    public Resample withKernel(Kernel kernel) {
        return new Resample(kernel);
    }

    /**
     * Resamples a field to {@code columns × rows} samples as the class notes describe.
     *
     * @param field   the heights, no-data as NaN; no sample may be infinite
     * @param columns new number of columns, ≥ 1
     * @param rows    new number of rows, ≥ 1
     * @return the resampled field, its frame's spacing changed and origin kept
     * @throws IllegalArgumentException if a size is below 1, the grid would exceed
     *                                  {@link Heightfield#MAX_SAMPLES}, or a sample is infinite
     */
    public Heightfield to(HeightfieldView field, int columns, int rows) {
        Objects.requireNonNull(field, "field");
        return Resampling.resample(field, columns, rows, kernel == Kernel.BICUBIC);
    }
}
