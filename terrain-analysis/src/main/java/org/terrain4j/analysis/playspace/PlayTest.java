package org.terrain4j.analysis.playspace;

import java.util.Objects;

/**
 * One test of the play-space report: what was measured, the band it is scored against, and
 * whether it passed. Immutable and thread-safe.
 *
 * @param criterion the test
 * @param value     the measured value, in the criterion's {@linkplain Criterion#unit() unit};
 *                  NaN when it could not be measured (no route, no land), which fails
 * @param band      the band it is scored against
 * @since 0.1
 */
public record PlayTest(Criterion criterion, double value, PassBand band) {

    /**
     * Checks the arguments.
     *
     * @param criterion the test
     * @param value     the measured value or NaN
     * @param band      its band
     * @throws NullPointerException if {@code criterion} or {@code band} is null
     */
    public PlayTest {
        Objects.requireNonNull(criterion, "criterion");
        Objects.requireNonNull(band, "band");
    }

    /**
     * Whether the value lies in the band; a NaN value fails.
     *
     * @return {@code band().contains(value())}
     */
    public boolean passed() {
        return band.contains(value);
    }
}
