package org.terrain4j.testkit;

import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;

/**
 * Property-test support: generated cases from a seeded generator. Each case is a {@link Named}
 * {@code long} seed whose name is {@code seed=0x…}, so a parameterised test declared with
 * {@code @ParameterizedTest(name = "{0}")} shows the seed and a failure replays with
 * {@link #replay(long)}.
 *
 * <pre>{@code
 * static Stream<Named<Long>> cases() { return Cases.seeds(0xC0FFEE, 50); }
 *
 * @ParameterizedTest(name = "{0}")
 * @MethodSource("cases")
 * void keepsRange(long seed) { SplittableRandom rnd = Cases.replay(seed); ... }
 * }</pre>
 */
public final class Cases {

    private Cases() {
    }

    /**
     * @param master seed of the whole property
     * @param count  number of cases
     * @return {@code count} named case seeds derived from {@code master}
     */
    public static Stream<Named<Long>> seeds(long master, int count) {
        SplittableRandom root = new SplittableRandom(master);
        return Stream.generate(root::nextLong).limit(count)
                .map(s -> Named.of(String.format("seed=0x%016X", s), s));
    }

    /**
     * @param caseSeed a case's seed, as printed in its name
     * @return the generator that the case draws its inputs from
     */
    public static SplittableRandom replay(long caseSeed) {
        return new SplittableRandom(caseSeed);
    }
}
