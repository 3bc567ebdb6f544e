package org.terrain4j.noise.internal;

/**
 * Seed mixing and lattice hashing shared by the noise kernels.
 *
 * <p>A generator mixes its whole 64-bit seed once ({@link #mix64}, the SplitMix64 finaliser, a
 * bijection with full avalanche), so seeds that differ in any bit give unrelated lattices. A lattice
 * vertex is hashed as {@code (seedMix ^ x·P_X ^ y·P_Y ^ z·P_Z) · M}, all in 64-bit arithmetic on the
 * {@code long} lattice coordinates, and read from the top bits of the product, which depend on every
 * bit of the input. There is no table and no 32-bit truncation, so the lattice does not repeat
 * within 2<sup>64</sup> cells.
 */
public final class Hashing {

    /** Odd multiplier for lattice x. */
    public static final long PX = 0x5205402B9270C86FL;
    /** Odd multiplier for lattice y. */
    public static final long PY = 0x598CD327003817B5L;
    /** Odd multiplier for lattice z. */
    public static final long PZ = 0x1B873593F03A5C8DL;
    /** Final multiplier (2<sup>64</sup>/φ, odd). */
    public static final long M = 0x9E3779B97F4A7C15L;

    private Hashing() {
    }

    /**
     * The SplitMix64 finaliser (Steele, Lea and Flood 2014, variant 13 constants of Stafford): a
     * bijection of {@code long} whose output bits each depend on every input bit.
     *
     * @param z any long
     * @return the mixed value
     */
    public static long mix64(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /**
     * The per-generator seed mix: a bijection of the seed, so distinct seeds give distinct mixes.
     *
     * @param seed any long
     * @return the value XOR-ed into every lattice hash
     */
    public static long seedMix(long seed) {
        return mix64(seed ^ 0x6A09E667F3BCC908L);
    }

    /**
     * The seed of octave {@code i} of a fractal: the fractal's own seed for octave 0 (so one octave
     * equals the base noise), then {@code mix64(seed + i·γ)}, a bijection of the seed for each i.
     *
     * @param seed   the fractal's seed
     * @param octave octave index, ≥ 0
     * @return the octave's seed
     */
    public static long octaveSeed(long seed, int octave) {
        return octave == 0 ? seed : mix64(seed + octave * M);
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
     * An index in [0, n) from the top 32 bits of a hash (multiply-shift range reduction).
     *
     * @param h hash
     * @param n range, 1 … 2³¹
     * @return the index
     */
    public static int index(long h, int n) {
        return (int) (((h >>> 32) * n) >>> 32);
    }

    /**
     * A lattice value uniform in [−1, 1) from the top 53 bits of a hash.
     *
     * @param h hash
     * @return the value
     */
    public static double signedUnit(long h) {
        return (h >> 11) * 0x1.0p-52;
    }

    /**
     * A value uniform in [0, 1) from the low bits of a further-mixed hash.
     *
     * @param h hash
     * @return the value
     */
    public static double unit(long h) {
        return (h >>> 11) * 0x1.0p-53;
    }
}
