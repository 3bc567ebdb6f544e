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
     * The seed's offset of the lattice along its first, second and third axis, in lattice cells, in
     * [¼, ¾): every kernel evaluates at its lattice coordinates (frequency applied) plus these, in the
     * point calls and the row fills alike. Without it every gradient noise is 0 at the origin and at
     * every lattice point (so a unit grid at frequency 1 is flat), and the octaves of a fractal, which
     * differ in seed only, all share the origin as a point where each is 0 (ridged's maximum, billow's
     * minimum); with it each seed's lattice sits elsewhere.
     */
    protected final double offsetX;
    /** See {@link #offsetX}. */
    protected final double offsetY;
    /** See {@link #offsetX}. */
    protected final double offsetZ;

    /**
     * @param seed      the seed
     * @param frequency cells per unit, finite and &gt; 0 (checked by the caller)
     */
    protected BaseNoise(long seed, double frequency) {
        this.seed = seed;
        this.seedMix = Hashing.seedMix(seed);
        this.frequency = frequency;
        this.offsetX = latticeOffset(seedMix, 1);
        this.offsetY = latticeOffset(seedMix, 2);
        this.offsetZ = latticeOffset(seedMix, 3);
    }

    /**
     * @param seedMix the generator's seed mix
     * @param axis    1, 2 or 3
     * @return the lattice offset along that axis, in [¼, ¾): SplitMix64 of (seed mix, axis)
     */
    static double latticeOffset(long seedMix, int axis) {
        long h = org.terrain4j.api.internal.SplitMix64.mix(seedMix + axis * Hashing.M);
        return 0.25 + 0.5 * ((h >>> 11) * 0x1p-53);
    }

    @Override
    public final long seed() {
        return seed;
    }

    @Override
    public final double frequency() {
        return frequency;
    }

    /**
     * @return the seed's lattice offsets along the lattice's three axes ({@link #offsetX}), in lattice
     *         cells, each in [¼, ¾); a new array (for tests and tools that need the lattice's position)
     */
    public final double[] latticeOffsets() {
        return new double[] {offsetX, offsetY, offsetZ};
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
