package org.terrain4j.noise;

import org.terrain4j.api.internal.Checks;
import org.terrain4j.noise.internal.Kernels;

/**
 * Builds a base noise: {@code Noise.builder(type).seed(s).frequency(f).build()}. The builder is
 * mutable and not thread-safe; what it builds is immutable and thread-safe. Arguments are checked
 * when set.
 */
public final class NoiseBuilder {

    private final NoiseType type;
    private long seed;
    private double frequency = 1;

    NoiseBuilder(NoiseType type) {
        this.type = type;
    }

    /**
     * @param seed any long (default 0); every bit matters
     * @return this builder
     */
    public NoiseBuilder seed(long seed) {
        this.seed = seed;
        return this;
    }

    /**
     * @param frequency lattice cells per coordinate unit, finite and &gt; 0 (default 1); the noise at
     *                  {@code p} is the unit-frequency noise at {@code p · frequency}
     * @return this builder
     * @throws IllegalArgumentException if frequency is not finite and positive
     */
    public NoiseBuilder frequency(double frequency) {
        this.frequency = Checks.positiveFinite("frequency", frequency);
        return this;
    }

    /**
     * @return the immutable, thread-safe noise, range [−1, 1]
     */
    public Noise build() {
        return Kernels.create(type, seed, frequency);
    }
}
