package org.terrain4j.noise.internal;

import org.terrain4j.api.internal.SplitMix64;

/**
 * Seed mixing and lattice hashing shared by the noise kernels.
 *
 * <p>A generator mixes its whole 64-bit seed once ({@link SplitMix64#mix}, the SplitMix64 finaliser, a
 * bijection with full avalanche), so seeds that differ in any bit give unrelated lattices. A lattice
 * vertex is hashed as {@code (seedMix ^ x·P_X ^ y·P_Y ^ z·P_Z) · M}, all in 64-bit arithmetic on the
 * {@code long} lattice coordinates, and read from the top bits of the product, which depend on every
 * bit of the input. There is no table and no 32-bit truncation, so the lattice does not repeat
 * within 2<sup>64</sup> cells.
 *
 * @since 0.1
 */
public final class Hashing {

    /** Odd multiplier for lattice x. */
    public static final long PX = 0x5205402B9270C86FL;
    /** Odd multiplier for lattice y. */
    public static final long PY = 0x598CD327003817B5L;
    /** Odd multiplier for lattice z. */
    public static final long PZ = 0x1B873593F03A5C8DL;
    /** Final multiplier (2<sup>64</sup>/φ, odd). */
    public static final long M = SplitMix64.GAMMA;

    private Hashing() {
    }

    /**
     * The per-generator seed mix: a bijection of the seed, so distinct seeds give distinct mixes.
     *
     * @param seed any long
     * @return the value XOR-ed into every lattice hash
     */
    public static long seedMix(long seed) {
        return SplitMix64.mix(seed ^ 0x6A09E667F3BCC908L);
    }

    /**
     * The seed of octave {@code i} of a fractal: the fractal's own seed for octave 0 (so one octave
     * equals the base noise), then {@code SplitMix64.mix(seed + i·γ)}, a bijection of the seed for each i.
     *
     * @param seed   the fractal's seed
     * @param octave octave index, ≥ 0
     * @return the octave's seed
     */
    public static long octaveSeed(long seed, int octave) {
        return octave == 0 ? seed : SplitMix64.mix(seed + octave * M);
    }

    /**
     * @param seedMix the generator's {@link #seedMix}
     * @param xp      lattice x times {@link #PX}
     * @param zp      lattice z times {@link #PZ}
     * @return the vertex hash
     */
    public static long hash(long seedMix, long xp, long zp) {
        return (seedMix ^ xp ^ zp) * M;
    }

    /**
     * @param seedMix the generator's {@link #seedMix}
     * @param xp      lattice x times {@link #PX}
     * @param yp      lattice y times {@link #PY}
     * @param zp      lattice z times {@link #PZ}
     * @return the vertex hash
     */
    public static long hash(long seedMix, long xp, long yp, long zp) {
        return (seedMix ^ xp ^ yp ^ zp) * M;
    }

    /**
     * An index in [0, 12) from the top 28 bits of a hash: {@code ⌊t · 12 / 2²⁸⌋} computed as
     * {@code (3t) >>> 26}, three instructions; each index has 2²⁸/12 ± 1 of the 2²⁸ values of t.
     *
     * @param h hash
     * @return the index
     */
    public static int index12(long h) {
        return (int) (((h >>> 36) * 3) >>> 26);
    }

    /**
     * A lattice value uniform in [−1, 1) from the top 52 bits of a hash, on the grid 2⁻⁵¹. The bits go
     * straight into the significand of a double in [2, 4), which is then shifted down by 3: no
     * integer-to-double conversion, whose x86 form ({@code cvtsi2sd}) merges into its destination
     * register and can tie each sample of a loop to the previous one (see {@link #floor}); measured
     * on a 2-D value-noise point loop under JMH, 88 M samples/s with the conversion, 226 M without.
     *
     * @param h hash
     * @return the value
     */
    public static double signedUnit(long h) {
        return Double.longBitsToDouble(TWO_BITS | (h >>> 12)) - 3.0;
    }

    private static final long TWO_BITS = 0x4000000000000000L;
    private static final double ROUND = 0x1.8p52;
    private static final long ROUND_BITS = Double.doubleToRawLongBits(ROUND);

    /**
     * A {@code long} as a double, exactly, for |i| &lt; 2⁵¹: i is placed in the significand of
     * 1.5 · 2⁵², which is then subtracted. Unlike the cast, this writes its register whole (see
     * {@link #floor}).
     *
     * @param i a long with |i| &lt; 2⁵¹
     * @return i as a double
     */
    public static double asDouble(long i) {
        return Double.longBitsToDouble(i + ROUND_BITS) - ROUND;
    }

    /**
     * {@link Math#floor} without the SSE4.1 {@code roundsd} that HotSpot emits for it; equal to
     * {@code Math.floor(x)} for every x except −0.0, for which it returns +0.0.
     *
     * <p>Why: {@code roundsd} and {@code cvtsi2sd} (the {@code long → double} cast) write only the
     * low half of their destination register and keep the rest, so the CPU waits for that register's
     * previous value. When C2 (JDK 17) gives them a register last written late in the previous
     * sample, every sample of a loop waits for the one before. Whether it does depends on the
     * kernel: measured on 2-D point loops (JMH and a plain loop on this project's machine), improved
     * Perlin ran at 78–99 M samples/s with {@code Math.floor} and 136 M with this floor, while
     * OpenSimplex2 and value noise ran faster with {@code Math.floor} (99 against 80, 240 against
     * 174), so each kernel uses the one that measured faster.
     *
     * <p>How: truncate to a {@code long} (into a general register, written whole), back to a double
     * by {@link #asDouble}, and step down by one below a negative non-integer. The step is a branch
     * that changes only where x changes sign, so the CPU predicts it.
     *
     * @param x any double; |x| ≥ 2⁵¹, NaN and infinities take {@code Math.floor}
     * @return the largest integer-valued double ≤ x
     */
    public static double floor(double x) {
        if (Math.abs(x) < 0x1p51) {
            double t = asDouble((long) x);
            return x < t ? t - 1 : t;
        }
        return Math.floor(x);
    }
}
