package org.terrain4j.noise.internal;

import java.util.Objects;

import org.terrain4j.api.internal.Checks;
import org.terrain4j.noise.LatticeNoise;
import org.terrain4j.noise.NoiseSample;

/**
 * Common state of the lattice noises: seed, seed mix and frequency; range [−1, 1].
 * Immutable and thread-safe.
 *
 * @since 0.1
 */
public abstract class BaseNoise implements LatticeNoise {

    /** The seed. */
    protected final long seed;
    /** {@link Hashing#seedMix} of the seed. */
    protected final long seedMix;
    /** Lattice cells per coordinate unit. */
    protected final double frequency;

    /**
     * @param seed      the seed
     * @param frequency cells per unit, finite and &gt; 0 (checked by the caller)
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

    @Override
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
    public final LatticeNoise withSeed(long newSeed) {
        return newSeed == seed ? this : create(newSeed, frequency);
    }

    @Override
    public final LatticeNoise withFrequency(double newFrequency) {
        Checks.positiveFinite("frequency", newFrequency);
        return newFrequency == frequency ? this : create(seed, newFrequency);
    }

    /**
     * @param newSeed      seed
     * @param newFrequency cells per unit, finite and &gt; 0 (checked by the caller)
     * @return the same kind of noise with this seed and frequency
     */
    protected abstract LatticeNoise create(long newSeed, double newFrequency);

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
        return "LatticeNoise[" + type() + ", seed=" + seed + ", frequency=" + frequency + "]";
    }
}
