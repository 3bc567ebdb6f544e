package org.terrain4j.world;

import org.terrain4j.api.HeightFunction;
import org.terrain4j.noise.Noise;
import org.terrain4j.noise.Noises;

/**
 * The {@link BaseGround} of one seed: a pure function of world position, so a {@link HeightFunction}
 * (metres in, metres out) that any terrain4j operation taking one accepts, for example
 * {@code Heightfield.sampled(frame, columns, rows, ground)}. It is defined everywhere, not only over
 * the square: the noise runs on past it. Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class Ground implements HeightFunction {

    private final BaseGround settings;
    private final Noise noise;

    Ground(BaseGround settings, long seed) {
        this.settings = settings;
        this.noise = Noises.value(seed, settings.octaves(), 1 / settings.wavelength(), 2, 0.5);
    }

    /** @return the settings */
    public BaseGround settings() {
        return settings;
    }

    /**
     * The base ground's height: the seed's noise at {@code (x, z)}, mapped to [0, 1] and put through
     * {@link BaseGround#remap(double)}.
     *
     * @param x metres east, finite (the noise runs on past the square)
     * @param z metres south, finite
     * @return the height, metres, finite, in
     *         {@code [elevation − plainsDepth, elevation + relief]} of the settings
     */
    @Override
    public double height(double x, double z) {
        return settings.remap(0.5 * (noise.value(x, z) + 1));
    }

    /**
     * Heights of one row of the grid, bit-identical to {@link #height(double, double)} at each sample.
     *
     * @param row  row index
     * @param dest destination, at least {@code samples} long
     */
    void row(int row, double[] dest) {
        rowAt(settings.frame().z(row), dest);
    }

    /**
     * Heights along the square's columns at {@code z}, bit-identical to {@link #height(double, double)}
     * at {@code (originX + c · spacing, z)}.
     */
    void rowAt(double z, double[] dest) {
        var f = settings.frame();
        int n = settings.samples();
        noise.valuesAlongRow(f.originX(), f.spacingX(), z, 1, dest, 0, n);
        for (int c = 0; c < n; c++) {
            dest[c] = settings.remap(0.5 * (dest[c] + 1));
        }
    }
}
