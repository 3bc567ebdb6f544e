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
    /** Period in lattice cells along every axis, or 0 for none (see {@link LatticeNoise#withPeriod}). */
    protected final int period;

    /**
     * @param seed      the seed
     * @param frequency cells per unit, finite and &gt; 0 (checked by the caller)
     */
    protected BaseNoise(long seed, double frequency) {
        this(seed, frequency, 0);
    }

    /**
     * @param seed      the seed
     * @param frequency cells per unit, finite and &gt; 0 (checked by the caller)
     * @param period    lattice cells per period along every axis, ≥ 0, 0 for none (checked by the caller)
     */
    protected BaseNoise(long seed, double frequency, int period) {
        this.seed = seed;
        this.period = period;
        this.seedMix = Hashing.seedMix(seed);
        this.frequency = frequency;
        this.offsetX = periodicOffset(latticeOffset(seedMix, 1), period);
        this.offsetY = periodicOffset(latticeOffset(seedMix, 2), period);
        this.offsetZ = periodicOffset(latticeOffset(seedMix, 3), period);
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

    /**
     * A periodic noise rounds its lattice offsets to multiples of 2⁻¹⁶ cells (still in [¼, ¾]), so that
     * adding one to a lattice coordinate with few fractional bits is exact and positions a period apart
     * land on the same offset in their cells, bit for bit.
     *
     * @param offset the offset, in [¼, ¾)
     * @param period the period, 0 for none
     * @return the offset, rounded if periodic
     */
    static double periodicOffset(double offset, int period) {
        return period == 0 ? offset : Math.rint(offset * 0x1p16) * 0x1p-16;
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
     * The row fill by point calls: {@code dest[offset + c] = value((originX + c·spacingX)·scale, z·scale)},
     * bit for bit (periodic noises use it).
     *
     * @param originX  x of the first sample, before scaling
     * @param spacingX distance between samples along x, before scaling
     * @param z        z of the row, before scaling
     * @param scale    factor applied to both coordinates
     * @param dest     destination (bounds checked by the caller)
     * @param offset   first index written
     * @param count    number of samples
     */
    protected final void pointRow(double originX, double spacingX, double z, double scale, double[] dest, int offset,
            int count) {
        double zs = z * scale;
        double dc = 0;
        for (int c = 0; c < count; c++, dc++) {
            dest[offset + c] = value((originX + dc * spacingX) * scale, zs);
        }
    }

    @Override
    public final int period() {
        return period;
    }

    @Override
    public final LatticeNoise withPeriod(int newPeriod) {
        Checks.inRange("period", newPeriod, 0, Integer.MAX_VALUE);
        if (newPeriod == period) {
            return this;
        }
        if (newPeriod != 0 && !periodic()) {
            throw new IllegalArgumentException("period: " + type() + " has no periodic form (its lattice is "
                    + "skewed, so it is not invariant under a shift by whole cells along x or z); a period "
                    + newPeriod + " needs PERLIN, VALUE_LINEAR or VALUE_CUBIC, or 0 for none");
        }
        return create(seed, frequency, newPeriod);
    }

    /**
     * @return whether this kind of noise has a periodic form (default false)
     */
    protected boolean periodic() {
        return false;
    }

    /**
     * @param newSeed      seed
     * @param newFrequency cells per unit, finite and &gt; 0 (checked by the caller)
     * @return the same kind of noise with this seed and frequency (and this period)
     */
    protected LatticeNoise create(long newSeed, double newFrequency) {
        return create(newSeed, newFrequency, period);
    }

    /**
     * @param newSeed      seed
     * @param newFrequency cells per unit, finite and &gt; 0 (checked by the caller)
     * @param newPeriod    period in cells, ≥ 0; not 0 only if {@link #periodic()} (checked by the caller)
     * @return the same kind of noise with this seed, frequency and period
     */
    protected abstract LatticeNoise create(long newSeed, double newFrequency, int newPeriod);

    /**
     * The lattice index {@code i} wrapped into one period.
     *
     * @param i a lattice index
     * @param p the period, ≥ 1
     * @return {@code i mod p}, in [0, p)
     */
    protected static long wrap(long i, int p) {
        return Math.floorMod(i, p);
    }

    /**
     * @param i0 a wrapped lattice index, in [0, p)
     * @param p  the period, ≥ 1
     * @return the wrapped index after it, {@code (i0 + 1) mod p}
     */
    protected static long next(long i0, int p) {
        return i0 + 1 == p ? 0 : i0 + 1;
    }

    /**
     * The hash term of the lattice line at {@code floor}: {@code floor · prime}, or, with a period,
     * {@code (floor mod period) · prime}.
     *
     * @param floor  the lattice coordinate below the point (an integer-valued double)
     * @param period the period, 0 for none
     * @param prime  the axis's hashing prime
     * @return the line's hash term
     */
    protected static long line(double floor, int period, long prime) {
        return period == 0 ? (long) floor * prime : wrap((long) floor, period) * prime;
    }

    /**
     * The hash term of the lattice line after the one at {@code floor} (see {@link #line}), wrapped to
     * 0 at the end of a period.
     *
     * @param floor  the lattice coordinate below the point
     * @param period the period, 0 for none
     * @param prime  the axis's hashing prime
     * @return the next line's hash term
     */
    protected static long nextLine(double floor, int period, long prime) {
        return period == 0 ? (long) floor * prime + prime : next(wrap((long) floor, period), period) * prime;
    }

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
        return "LatticeNoise[" + type() + ", seed=" + seed + ", frequency=" + frequency
                + (period != 0 ? ", period=" + period : "") + "]";
    }
}
