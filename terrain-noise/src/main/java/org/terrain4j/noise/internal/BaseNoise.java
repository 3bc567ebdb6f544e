package org.terrain4j.noise.internal;

import java.util.Objects;

import org.terrain4j.noise.Noise;
import org.terrain4j.noise.NoiseSample;

/**
 * Common state of the lattice noises: seed, seed mix and frequency; range [−1, 1].
 * Immutable and thread-safe.
 */
public abstract class BaseNoise implements Noise {

    /** The seed. */
    protected final long seed;
    /** {@link Hashing#seedMix} of the seed. */
    protected final long seedMix;
    /** Lattice cells per coordinate unit. */
    protected final double frequency;

    /**
     * @param seed      the seed
     * @param frequency cells per unit, finite and &gt; 0 (checked by the builder)
     */
    protected BaseNoise(long seed, double frequency) {
        this.seed = seed;
        this.seedMix = Hashing.seedMix(seed);
        this.frequency = frequency;
    }

    @Override
    public final long seed() {
        return seed;
    }

    /**
     * @return cells per coordinate unit
     */
    public final double frequency() {
        return frequency;
    }

    @Override
    public final double min() {
        return -1;
    }

    @Override
    public final double max() {
        return 1;
    }

    @Override
    public final Noise withSeed(long newSeed) {
        return newSeed == seed ? this : create(newSeed);
    }

    /**
     * @param newSeed seed
     * @return the same noise with another seed
     */
    protected abstract Noise create(long newSeed);

    /**
     * Clears the gradient of a holder before a kernel accumulates into it.
     *
     * @param d holder
     * @return d
     */
    protected static NoiseSample clear(NoiseSample d) {
        Objects.requireNonNull(d, "dest");
        d.dx = 0;
        d.dy = 0;
        d.dz = 0;
        return d;
    }

    /**
     * Finishes a 2-D sample: scales value and gradient.
     *
     * @param d     holder with the raw gradient accumulated
     * @param raw   raw value
     * @param norm  range normaliser
     * @return d
     */
    protected final NoiseSample finish2(NoiseSample d, double raw, double norm) {
        d.value = raw * norm;
        double g = norm * frequency;
        d.dx *= g;
        d.dy = 0;
        d.dz *= g;
        return d;
    }

    /**
     * Finishes a 3-D sample: scales value and gradient.
     *
     * @param d     holder with the raw gradient accumulated
     * @param raw   raw value
     * @param norm  range normaliser
     * @return d
     */
    protected final NoiseSample finish3(NoiseSample d, double raw, double norm) {
        d.value = raw * norm;
        double g = norm * frequency;
        d.dx *= g;
        d.dy *= g;
        d.dz *= g;
        return d;
    }

    @Override
    public String toString() {
        return getClass().getSimpleName() + "[seed=" + seed + ", frequency=" + frequency + "]";
    }
}
