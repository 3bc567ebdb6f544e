package org.terrain4j.noise;

/**
 * One of the base lattice noises of {@link NoiseType}: a gradient or value noise over the integer
 * lattice, scaled so that its range is exactly [−1, 1], at {@link #frequency()} lattice cells per
 * coordinate unit.
 *
 * <pre>{@code
 * LatticeNoise n = Noise.lattice(NoiseType.OPEN_SIMPLEX2).withSeed(42).withFrequency(1 / 64.0);
 * }</pre>
 *
 * <p><b>Each seed's lattice sits at its own offset.</b> The kernels evaluate at the lattice coordinates
 * (the coordinates times the frequency) plus an offset in [¼, ¾) cells along each lattice axis, drawn
 * from the seed (SplitMix64), in the point calls and the grid fills alike. Gradient noise is 0 at every
 * lattice point; without the offset a unit grid at frequency 1 would sample only lattice points (flat
 * Perlin), and the octaves of a fractal, which differ only in seed, would all be 0 at the origin
 * (ridged's maximum and billow's minimum there for every seed).
 *
 * <p>Immutable and thread-safe; the {@code with…} methods return copies (see the parameter-object rule
 * in {@link org.terrain4j.api}). Implemented only by terrain4j's own kernels.
 *
 * @since 0.1
 */
public interface LatticeNoise extends Noise {

    /** Seed of {@link Noise#lattice(NoiseType)}. */
    long DEFAULT_SEED = 0;

    /** Frequency of {@link Noise#lattice(NoiseType)}, in lattice cells per coordinate unit. */
    double DEFAULT_FREQUENCY = 1;

    /** @return which lattice noise */
    NoiseType type();

    /**
     * @return lattice cells per coordinate unit, finite and &gt; 0; the noise at {@code p} is the
     *         unit-frequency noise at {@code p · frequency}
     */
    double frequency();

    /**
     * @param seed any long; every bit matters
     * @return the same noise with this seed (this instance if it is the same)
     */
    @Override
    LatticeNoise withSeed(long seed);

    /**
     * @param frequency lattice cells per coordinate unit, finite and &gt; 0
     * @return the same noise at this frequency (this instance if it is the same)
     * @throws IllegalArgumentException if frequency is not finite and positive
     */
    LatticeNoise withFrequency(double frequency);

    /**
     * @return the period in lattice cells along every axis, or 0 if the noise does not repeat (the
     *         default)
     */
    int period();

    /**
     * The periodic (tileable) form: the same kind of noise with its lattice repeating every {@code period}
     * cells along every axis, so that {@code value(x + period/frequency, z) == value(x, z)} and likewise
     * along z (and y in 3-D). A lattice vertex takes the gradient or value of the vertex whose indices are
     * its own modulo {@code period}, and the seed's lattice offset (see above) is rounded to a multiple of
     * 2⁻¹⁶ cells; nothing else changes, so within a period the noise has the same kernel, range [−1, 1] and
     * statistics as the non-periodic form (it equals that form, up to the offset's rounding, away from the
     * last cell of the period), and it is as smooth across the seam as anywhere else. The equality is
     * bitwise wherever both positions land on the same offset in their cells once the frequency and lattice
     * offset are applied: for instance positions with at most 30 fractional bits in lattice units and
     * magnitude below 2<sup>22</sup> cells, such as multiples of 2⁻¹⁰ at a frequency that is a power of
     * two. Elsewhere the two differ by the rounding of the coordinates (about 10⁻¹⁵ near 1). A
     * {@link Fractal} over a periodic base gives octave {@code i} the period {@code period·lacunarityⁱ} of
     * its own cells, so the fractal repeats with the first octave's period (see there). A
     * {@link DomainWarp} over a periodic base does not tile: its displacement noise is not periodic.
     * Row fills of a periodic noise are its point calls, bit for bit.
     *
     * <p>Available for {@link NoiseType#PERLIN}, {@link NoiseType#VALUE_LINEAR} and
     * {@link NoiseType#VALUE_CUBIC}. The OpenSimplex2 family has none: its lattice is skewed (triangles,
     * a rotated body-centred cubic lattice), so a shift by whole cells along x or z does not map it onto
     * itself.
     *
     * @param period lattice cells per period, in [0, 2³¹ − 1]; 0 for none. The period in coordinate
     *               units is {@code period / frequency}
     * @return the same noise with this period (this instance if it is the same)
     * @throws IllegalArgumentException if period is negative, or not 0 for an OpenSimplex2 type
     */
    LatticeNoise withPeriod(int period);
}
