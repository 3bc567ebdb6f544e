package org.terrain4j.world;

import org.terrain4j.api.GridFrame;

/**
 * The base ground every environment is drawn on (terrain4j's own design): a square of
 * {@code size × size} metres centred on the origin, sampled {@code samples × samples}, displaced by
 * {@code octaves} octaves of smooth (cubic) value noise, then put through a remapping curve that
 * flattens values below {@code threshold} into wide plains and water and exaggerates those above it
 * into steep peaks.
 *
 * <p>With the noise value {@code n} in [−1, 1] and {@code u = (n + 1) / 2}:
 * below the threshold {@code height = elevation − plainsDepth · ((threshold − u) / threshold)²} (level
 * at the threshold, so the ground just below it lies in wide, nearly flat plains), above it
 * {@code height = elevation + relief · ((u − threshold) / (1 − threshold))^peakExponent}. Below
 * {@code water} the plains lie under standing water: its line is {@link #waterLine()}
 * ({@code remap(water)}), and the generator floods whatever is left at or below that line once the
 * landforms and ground cover are drawn. {@code water = 0} gives no standing water. Heights are
 * metres, x east and z south, y up.
 *
 * <p>The defaults ({@link #standard()}): 16 000 m, 201 × 201 samples (80 m apart), 7 octaves with the
 * first 6 400 m long, lacunarity 2, gain 0.5, threshold 0.5, plains 60 m deep, relief 1 400 m,
 * exponent 1.8, elevation 0, water below 0.34 (a line 6.1 m under the threshold's height).
 * Immutable and thread-safe; copies by {@code withX}.
 *
 * @param size         side of the square, metres, finite and &gt; 0
 * @param samples      samples along each side, [2, 16 385]
 * @param octaves      noise octaves, [1, 16]
 * @param wavelength   wavelength of the first octave, metres, &gt; 0
 * @param threshold    remapping threshold on the noise mapped to [0, 1], in (0, 1)
 * @param plainsDepth  how far the plains fall below {@code elevation} at the lowest noise, metres, ≥ 0
 * @param relief       height of the exaggerated peaks at the highest noise, metres, ≥ 0
 * @param peakExponent exponent of the peak curve, [1, 8]
 * @param elevation    height of the threshold, metres, finite
 * @param water        the noise (mapped to [0, 1]) below which the plains lie under standing water,
 *                     [0, threshold); 0 for none
 * @since 0.1
 */
public record BaseGround(double size, int samples, int octaves, double wavelength, double threshold,
        double plainsDepth, double relief, double peakExponent, double elevation, double water) {

    /** Largest side in samples. */
    public static final int MAX_SAMPLES = 16_385;

    /**
     * @param size         side of the square, metres, finite and &gt; 0
     * @param samples      samples along each side, [2, 16 385]
     * @param octaves      noise octaves, [1, 16]
     * @param wavelength   wavelength of the first octave, metres, &gt; 0
     * @param threshold    remapping threshold on the noise mapped to [0, 1], in (0, 1)
     * @param plainsDepth  how far the plains fall below {@code elevation} at the lowest noise, metres, ≥ 0
     * @param relief       height of the exaggerated peaks at the highest noise, metres, ≥ 0
     * @param peakExponent exponent of the peak curve, [1, 8]
     * @param elevation    height of the threshold, metres, finite
     * @param water        the noise below which the plains lie under standing water, [0, threshold); 0 for none
     * @throws IllegalArgumentException if a value is out of range (the message names it)
     */
    public BaseGround {
        if (!(size > 0) || !Double.isFinite(size)) {
            throw new IllegalArgumentException("size must be finite and > 0 m, was " + size);
        }
        if (samples < 2 || samples > MAX_SAMPLES) {
            throw new IllegalArgumentException("samples must be in [2, " + MAX_SAMPLES + "], was " + samples);
        }
        if (octaves < 1 || octaves > 16) {
            throw new IllegalArgumentException("octaves must be in [1, 16], was " + octaves);
        }
        if (!(wavelength > 0) || !Double.isFinite(wavelength)) {
            throw new IllegalArgumentException("wavelength must be finite and > 0 m, was " + wavelength);
        }
        if (!(threshold > 0 && threshold < 1)) {
            throw new IllegalArgumentException("threshold must be in (0, 1), was " + threshold);
        }
        if (!(plainsDepth >= 0) || !Double.isFinite(plainsDepth)) {
            throw new IllegalArgumentException("plainsDepth must be finite and >= 0 m, was " + plainsDepth);
        }
        if (!(relief >= 0) || !Double.isFinite(relief)) {
            throw new IllegalArgumentException("relief must be finite and >= 0 m, was " + relief);
        }
        if (!(peakExponent >= 1 && peakExponent <= 8)) {
            throw new IllegalArgumentException("peakExponent must be in [1, 8], was " + peakExponent);
        }
        if (!Double.isFinite(elevation)) {
            throw new IllegalArgumentException("elevation must be finite, was " + elevation);
        }
        if (!(water >= 0 && water < threshold)) {
            throw new IllegalArgumentException("water must be in [0, threshold " + threshold + "), was " + water);
        }
    }

    /** @return the defaults (see the class comment) */
    public static BaseGround standard() {
        return new BaseGround(16_000, 201, 7, 6_400, 0.5, 60, 1_400, 1.8, 0, 0.34);
    }

    /**
     * @param v side, metres
     * @return a copy
     */
    public BaseGround withSize(double v) {
        return new BaseGround(v, samples, octaves, wavelength, threshold, plainsDepth, relief, peakExponent, elevation, water);
    }

    /**
     * @param v samples a side
     * @return a copy
     */
    public BaseGround withSamples(int v) {
        return new BaseGround(size, v, octaves, wavelength, threshold, plainsDepth, relief, peakExponent, elevation, water);
    }

    /**
     * @param v octaves
     * @return a copy
     */
    public BaseGround withOctaves(int v) {
        return new BaseGround(size, samples, v, wavelength, threshold, plainsDepth, relief, peakExponent, elevation, water);
    }

    /**
     * @param v first-octave wavelength, metres
     * @return a copy
     */
    public BaseGround withWavelength(double v) {
        return new BaseGround(size, samples, octaves, v, threshold, plainsDepth, relief, peakExponent, elevation, water);
    }

    /**
     * @param v threshold; a water share at or above it is refused (lower {@link #water()} first)
     * @return a copy
     */
    public BaseGround withThreshold(double v) {
        return new BaseGround(size, samples, octaves, wavelength, v, plainsDepth, relief, peakExponent, elevation, water);
    }

    /**
     * @param v plains depth, metres
     * @return a copy
     */
    public BaseGround withPlainsDepth(double v) {
        return new BaseGround(size, samples, octaves, wavelength, threshold, v, relief, peakExponent, elevation, water);
    }

    /**
     * @param v peak relief, metres
     * @return a copy
     */
    public BaseGround withRelief(double v) {
        return new BaseGround(size, samples, octaves, wavelength, threshold, plainsDepth, v, peakExponent, elevation, water);
    }

    /**
     * @param v peak exponent
     * @return a copy
     */
    public BaseGround withPeakExponent(double v) {
        return new BaseGround(size, samples, octaves, wavelength, threshold, plainsDepth, relief, v, elevation, water);
    }

    /**
     * @param v elevation of the threshold, metres
     * @return a copy
     */
    public BaseGround withElevation(double v) {
        return new BaseGround(size, samples, octaves, wavelength, threshold, plainsDepth, relief, peakExponent, v, water);
    }

    /**
     * @param v the noise below which the plains lie under standing water, [0, threshold); 0 for none
     * @return a copy
     */
    public BaseGround withWater(double v) {
        return new BaseGround(size, samples, octaves, wavelength, threshold, plainsDepth, relief, peakExponent, elevation, v);
    }

    /**
     * @return the line of the base ground's standing water, metres ({@code remap(water)}), or negative
     *         infinity if it has none ({@code water = 0})
     */
    public double waterLine() {
        return water > 0 ? remap(water) : Double.NEGATIVE_INFINITY;
    }

    /** @return the frame of the grid: centred on the origin, {@code size / (samples − 1)} metres apart */
    public GridFrame frame() {
        double spacing = size / (samples - 1);
        return new GridFrame(-size / 2, -size / 2, spacing, spacing);
    }

    /** @return the area of the square, m² */
    public double area() {
        return size * size;
    }

    /**
     * The remapping curve.
     *
     * @param u the noise mapped to [0, 1]
     * @return the height, metres
     */
    public double remap(double u) {
        if (u < threshold) {
            double s = (threshold - u) / threshold;
            return elevation - plainsDepth * s * s;
        }
        return elevation + relief * Math.pow((u - threshold) / (1 - threshold), peakExponent);
    }

    /**
     * The mountain falloff: a bell {@code (1 − t²)²} for {@code t < 1}, 0 beyond, where {@code t} is the
     * distance from a peak over its radius. 1 at the peak, smooth (zero slope) at the peak and at the rim.
     *
     * @param t distance over radius, ≥ 0
     * @return the share of the peak's height, [0, 1]
     */
    public static double falloff(double t) {
        if (!(t < 1)) {
            return 0;
        }
        double s = 1 - t * t;
        return s * s;
    }

    /**
     * @param seed the world's seed
     * @return the base ground of that seed as a pure function of world position
     */
    public Ground ground(long seed) {
        return new Ground(this, seed);
    }
}
