package org.terrain4j.world;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.internal.Records;
import org.terrain4j.api.internal.SplitMix64;

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
 * Immutable and thread-safe: built from {@link #standard()} by its {@code with…} steps (there is no
 * positional constructor); {@code equals} compares every setting exactly, as a record would. The settings:
 * <ul>
 *   <li>{@code size}: side of the square, metres, finite and &gt; 0</li>
 *   <li>{@code samples}: samples along each side, [2, 16 385]</li>
 *   <li>{@code octaves}: noise octaves, [1, 16]</li>
 *   <li>{@code wavelength}: wavelength of the first octave, metres, &gt; 0</li>
 *   <li>{@code threshold}: remapping threshold on the noise mapped to [0, 1], in (0, 1)</li>
 *   <li>{@code plainsDepth}: how far the plains fall below {@code elevation} at the lowest noise, metres,
 *       ≥ 0</li>
 *   <li>{@code relief}: height of the exaggerated peaks at the highest noise, metres, ≥ 0</li>
 *   <li>{@code peakExponent}: exponent of the peak curve, [1, 8]</li>
 *   <li>{@code elevation}: height of the threshold, metres, finite</li>
 *   <li>{@code water}: the noise (mapped to [0, 1]) below which the plains lie under standing water, [0,
 *       threshold); 0 for none</li>
 *   <li>{@code variant}: what the world's seed is mixed with to seed the noise, any {@code long}; 0 (the
 *       default) for the seed itself ({@link #withVariant})</li>
 * </ul>
 *
 * @since 0.1
 */
public final class BaseGround {

    /** Largest side in samples. */
    public static final int MAX_SAMPLES = 16_385;

    private final double size;
    private final int samples;
    private final int octaves;
    private final double wavelength;
    private final double threshold;
    private final double plainsDepth;
    private final double relief;
    private final double peakExponent;
    private final double elevation;
    private final double water;
    private final long variant;

    /** Checks every setting and keeps it. */
    private BaseGround(double size, int samples, int octaves, double wavelength, double threshold,
            double plainsDepth, double relief, double peakExponent, double elevation, double water, long variant) {
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
        this.size = size;
        this.samples = samples;
        this.octaves = octaves;
        this.wavelength = wavelength;
        this.threshold = threshold;
        this.plainsDepth = plainsDepth;
        this.relief = relief;
        this.peakExponent = peakExponent;
        this.elevation = elevation;
        this.water = water;
        this.variant = variant;
    }

    /** @return the defaults (see the class comment) */
    public static BaseGround standard() {
        return new BaseGround(16_000, 201, 7, 6_400, 0.5, 60, 1_400, 1.8, 0, 0.34, 0);
    }

    /**
     * @param v side, metres
     * @return a copy
     */
    public BaseGround withSize(double v) {
        return new BaseGround(v, samples, octaves, wavelength, threshold, plainsDepth, relief, peakExponent,
                elevation, water, variant);
    }

    /**
     * @param v samples a side
     * @return a copy
     */
    public BaseGround withSamples(int v) {
        return new BaseGround(size, v, octaves, wavelength, threshold, plainsDepth, relief, peakExponent,
                elevation, water, variant);
    }

    /**
     * @param v octaves
     * @return a copy
     */
    public BaseGround withOctaves(int v) {
        return new BaseGround(size, samples, v, wavelength, threshold, plainsDepth, relief, peakExponent,
                elevation, water, variant);
    }

    /**
     * @param v first-octave wavelength, metres
     * @return a copy
     */
    public BaseGround withWavelength(double v) {
        return new BaseGround(size, samples, octaves, v, threshold, plainsDepth, relief, peakExponent,
                elevation, water, variant);
    }

    /**
     * @param v threshold; a water share at or above it is refused (lower {@link #water()} first)
     * @return a copy
     */
    public BaseGround withThreshold(double v) {
        return new BaseGround(size, samples, octaves, wavelength, v, plainsDepth, relief, peakExponent,
                elevation, water, variant);
    }

    /**
     * @param v plains depth, metres
     * @return a copy
     */
    public BaseGround withPlainsDepth(double v) {
        return new BaseGround(size, samples, octaves, wavelength, threshold, v, relief, peakExponent, elevation,
                water, variant);
    }

    /**
     * @param v peak relief, metres
     * @return a copy
     */
    public BaseGround withRelief(double v) {
        return new BaseGround(size, samples, octaves, wavelength, threshold, plainsDepth, v, peakExponent,
                elevation, water, variant);
    }

    /**
     * @param v peak exponent
     * @return a copy
     */
    public BaseGround withPeakExponent(double v) {
        return new BaseGround(size, samples, octaves, wavelength, threshold, plainsDepth, relief, v, elevation,
                water, variant);
    }

    /**
     * @param v elevation of the threshold, metres
     * @return a copy
     */
    public BaseGround withElevation(double v) {
        return new BaseGround(size, samples, octaves, wavelength, threshold, plainsDepth, relief, peakExponent,
                v, water, variant);
    }

    /**
     * @param v the noise below which the plains lie under standing water, [0, threshold); 0 for none
     * @return a copy
     */
    public BaseGround withWater(double v) {
        return new BaseGround(size, samples, octaves, wavelength, threshold, plainsDepth, relief, peakExponent,
                elevation, v, variant);
    }

    /**
     * Another noise for the same seed: the ground's noise is seeded by the world's seed mixed with
     * {@code v} (0, the default, leaves the seed as it is), so two base grounds that differ only here
     * share no hills, plains or ponds at one seed, while each still runs on across tile joins (every tile
     * reads the same noise). The presets each have their own, so that two presets at one seed do not
     * stand on the same ground.
     *
     * @param v any {@code long}
     * @return a copy
     */
    public BaseGround withVariant(long v) {
        return new BaseGround(size, samples, octaves, wavelength, threshold, plainsDepth, relief, peakExponent,
                elevation, water, v);
    }

    /**
     * The setting {@code variant}.
     *
     * @return what the world's seed is mixed with to seed the ground's noise; 0 for the seed as it is
     */
    public long variant() {
        return variant;
    }

    /**
     * The setting {@code size}.
     *
     * @return side of the square, metres, finite and &gt; 0
     */
    public double size() {
        return size;
    }

    /**
     * The setting {@code samples}.
     *
     * @return samples along each side, [2, 16 385]
     */
    public int samples() {
        return samples;
    }

    /**
     * The setting {@code octaves}.
     *
     * @return noise octaves, [1, 16]
     */
    public int octaves() {
        return octaves;
    }

    /**
     * The setting {@code wavelength}.
     *
     * @return wavelength of the first octave, metres, &gt; 0
     */
    public double wavelength() {
        return wavelength;
    }

    /**
     * The setting {@code threshold}.
     *
     * @return remapping threshold on the noise mapped to [0, 1], in (0, 1)
     */
    public double threshold() {
        return threshold;
    }

    /**
     * The setting {@code plainsDepth}.
     *
     * @return how far the plains fall below {@code elevation} at the lowest noise, metres, ≥ 0
     */
    public double plainsDepth() {
        return plainsDepth;
    }

    /**
     * The setting {@code relief}.
     *
     * @return height of the exaggerated peaks at the highest noise, metres, ≥ 0
     */
    public double relief() {
        return relief;
    }

    /**
     * The setting {@code peakExponent}.
     *
     * @return exponent of the peak curve, [1, 8]
     */
    public double peakExponent() {
        return peakExponent;
    }

    /**
     * The setting {@code elevation}.
     *
     * @return height of the threshold, metres, finite
     */
    public double elevation() {
        return elevation;
    }

    /**
     * The setting {@code water}.
     *
     * @return the noise (mapped to [0, 1]) below which the plains lie under standing water, [0,
     *   threshold); 0 for none
     */
    public double water() {
        return water;
    }

    /** The values as a record: its equals, hashCode and toString are this class's. */
    private record Values(double size, int samples, int octaves, double wavelength, double threshold,
            double plainsDepth, double relief, double peakExponent, double elevation, double water, long variant) {
    }

    private Values values() {
        return new Values(size, samples, octaves, wavelength, threshold, plainsDepth, relief, peakExponent, elevation,
                water, variant);
    }

    /**
     * Whether another base ground has exactly these settings (doubles compared by their bits, as a record
     * does).
     *
     * @param o another object, or null
     * @return true if {@code o} is a {@code BaseGround} with equal settings
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof BaseGround other && values().equals(other.values());
    }

    /**
     * A hash of the settings, consistent with {@link #equals}.
     *
     * @return the hash
     */
    @Override
    public int hashCode() {
        return values().hashCode();
    }

    /**
     * The settings by name, as a record prints them: {@code BaseGround[size=16000.0, samples=201, …]}.
     *
     * @return the text
     */
    @Override
    public String toString() {
        return Records.named("BaseGround", values());
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
     * @return the base ground of that seed (mixed with {@link #variant()}) as a pure function of world
     *         position
     */
    public Ground ground(long seed) {
        return new Ground(this, variant == 0 ? seed : SplitMix64.at(seed, variant));
    }
}
