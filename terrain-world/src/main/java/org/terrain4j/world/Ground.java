package org.terrain4j.world;

import org.terrain4j.noise.Noise;
import org.terrain4j.noise.Noises;

/**
 * The {@link BaseGround} of one seed: a pure function of world position. Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class Ground {

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
     * @param x metres east (any finite value; the noise runs on past the square)
     * @param z metres south
     * @return the base ground's height, metres
     */
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
        var f = settings.frame();
        int n = settings.samples();
        noise.valuesAlongRow(f.originX(), f.spacingX(), f.z(row), 1, dest, 0, n);
        for (int c = 0; c < n; c++) {
            dest[c] = settings.remap(0.5 * (dest[c] + 1));
        }
    }
}
