package org.terrain4j.noise;

import java.util.Objects;

import org.terrain4j.api.TileKernel;
import org.terrain4j.api.internal.Checks;

/**
 * A {@link TileKernel} of fbm noise read in world coordinates: the height of world sample
 * {@code (column, row)} is {@code base + amplitude · fbm(column · spacing, row · spacing)}, with the fbm of
 * {@link Noises#fbm(long, int, double, double, double)} (OpenSimplex2, lacunarity 2, gain 0.5, first
 * octave's wavelength {@code wavelength} metres). Each coordinate is computed from the world sample's
 * own indices, never from a window's origin plus an offset, so every window gives the same bits at a
 * shared sample.
 *
 * <p>Immutable, thread-safe and {@link java.io.Serializable} (its noise is built again from the
 * parameters on every call; building it is cheap beside a window).
 *
 * @since 0.1
 */
public final class FbmKernel implements TileKernel {

    private static final long serialVersionUID = 1L;

    /** @serial noise seed */
    private final long seed;
    /** @serial octaves */
    private final int octaves;
    /** @serial wavelength of the first octave, metres */
    private final double wavelength;
    /** @serial height of the noise's middle, metres */
    private final double base;
    /** @serial half the range of heights, metres */
    private final double amplitude;
    /** @serial metres between world samples */
    private final double spacing;

    private FbmKernel(long seed, int octaves, double wavelength, double base, double amplitude, double spacing) {
        this.seed = seed;
        this.octaves = octaves;
        this.wavelength = wavelength;
        this.base = base;
        this.amplitude = amplitude;
        this.spacing = spacing;
    }

    /**
     * @param seed       noise seed
     * @param octaves    octaves, 1…16
     * @param wavelength wavelength of the first octave, metres, finite, &gt; 0
     * @param base       height of the noise's middle, metres, finite
     * @param amplitude  half the range of heights, metres, finite, ≥ 0 (heights lie in
     *                   {@code base ± amplitude})
     * @param spacing    metres between world samples, finite, &gt; 0
     * @return the kernel
     * @throws IllegalArgumentException if an argument is out of range
     */
    public static FbmKernel of(long seed, int octaves, double wavelength, double base, double amplitude,
            double spacing) {
        Checks.inRange("octaves", octaves, 1, 16);
        Checks.positiveFinite("wavelength", wavelength);
        Checks.positiveFinite("spacing", spacing);
        if (!Double.isFinite(base)) {
            throw new IllegalArgumentException("base must be finite, was " + base);
        }
        if (!(amplitude >= 0 && amplitude < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("amplitude must be finite and >= 0, was " + amplitude);
        }
        return new FbmKernel(seed, octaves, wavelength, base, amplitude, spacing);
    }

    @Override
    public double spacing() {
        return spacing;
    }

    @Override
    public float[] window(long originColumn, long originRow, int columns, int rows) {
        Checks.gridSize(columns, rows);
        Noise fbm = Noises.fbm(seed, octaves, 1 / wavelength, 2, 0.5);
        float[] out = new float[columns * rows];
        for (int r = 0; r < rows; r++) {
            double z = (double) (originRow + r) * spacing;
            for (int c = 0; c < columns; c++) {
                double x = (double) (originColumn + c) * spacing;
                out[r * columns + c] = (float) (base + amplitude * fbm.value(x, z));
            }
        }
        return out;
    }

    /** @return the parameters */
    @Override
    public String toString() {
        return "FbmKernel[seed " + seed + ", " + octaves + " octaves, wavelength " + wavelength + " m, " + base + " ± "
                + amplitude + " m, spacing " + spacing + " m]";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof FbmKernel k && k.seed == seed && k.octaves == octaves
                && Double.compare(k.wavelength, wavelength) == 0 && Double.compare(k.base, base) == 0
                && Double.compare(k.amplitude, amplitude) == 0 && Double.compare(k.spacing, spacing) == 0;
    }

    @Override
    public int hashCode() {
        return Objects.hash(seed, octaves, wavelength, base, amplitude, spacing);
    }
}
