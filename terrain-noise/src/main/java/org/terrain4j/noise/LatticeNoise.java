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
}
