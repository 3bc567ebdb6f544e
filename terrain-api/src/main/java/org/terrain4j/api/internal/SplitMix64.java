package org.terrain4j.api.internal;

/**
 * The one seed mixer of terrain4j: SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom
 * number generators", OOPSLA 2014), with the finaliser constants of Stafford's variant 13. Every
 * module that turns a seed and an index into independent bits uses it, so that "same seed, same
 * bits" rests on one definition.
 *
 * <p>{@link #mix} is a bijection of {@code long} whose output bits each depend on every input bit;
 * {@link #at} is the SplitMix64 stream: element {@code i} of the stream seeded {@code seed}.
 *
 * <p>Stateless and thread-safe. Not part of the API: may change without notice.
 *
 * @since 0.1
 */
public final class SplitMix64 {

    /** The golden-ratio increment of the stream, 2<sup>64</sup>/φ rounded to odd. */
    public static final long GAMMA = 0x9E3779B97F4A7C15L;

    private SplitMix64() {
    }

    /**
     * The SplitMix64 finaliser.
     *
     * @param z any long
     * @return the mixed bits
     */
    public static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /**
     * Element {@code index} of the SplitMix64 stream whose state starts at {@code seed}:
     * {@code mix(seed + (index + 1)·GAMMA)}.
     *
     * @param seed  the stream's starting state
     * @param index 0, 1, 2, …
     * @return 64 mixed bits
     */
    public static long at(long seed, long index) {
        return mix(seed + (index + 1) * GAMMA);
    }
}
