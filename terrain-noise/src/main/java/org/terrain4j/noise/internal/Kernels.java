package org.terrain4j.noise.internal;

import org.terrain4j.noise.LatticeNoise;
import org.terrain4j.noise.NoiseType;

/**
 * Creates the base noise of a {@link NoiseType}.
 *
 * @since 0.1
 */
public final class Kernels {

    private Kernels() {
    }

    /**
     * @param type      the type
     * @param seed      the seed
     * @param frequency cells per unit, finite and &gt; 0 (checked by the caller)
     * @return the noise
     */
    public static LatticeNoise create(NoiseType type, long seed, double frequency) {
        switch (type) {
            case OPEN_SIMPLEX2:
                return new OpenSimplex2(seed, frequency);
            case OPEN_SIMPLEX2S:
                return new OpenSimplex2S(seed, frequency);
            case PERLIN:
                return new Perlin(seed, frequency);
            case VALUE_LINEAR:
                return new ValueNoise(seed, frequency, false);
            case VALUE_CUBIC:
                return new ValueNoise(seed, frequency, true);
            default:
                throw new AssertionError(type);
        }
    }
}
