package org.terrain4j.analysis.playspace;

import java.util.Objects;
import java.util.OptionalDouble;

/**
 * The gate above the 21 tests: what laying features may cost a land. Walkable ground reached on
 * foot may not fall, and easy ground may fall by at most {@link #MAX_EASY_FALL} (5 points of the
 * land's share) and never below {@link #MIN_EASY} (50 %). Without a baseline (the land measured
 * before its features) only the floors apply: easy ground and {@link #MIN_REACHED}, the share a
 * walker reaches from the start, so a start stranded on an islet never passes. Immutable and thread-safe.
 *
 * @param easyShare       share of the land that is easy ground, in {@code [0, 1]}
 * @param reachedShare    share of the land that is walkable and reached on foot from the start, in
 *                        {@code [0, 1]}
 * @param baselineEasy    the baseline's easy share, or empty
 * @param baselineReached the baseline's reached share, or empty
 * @since 0.1
 */
public record Gate(double easyShare, double reachedShare, OptionalDouble baselineEasy,
        OptionalDouble baselineReached) {

    /** The least share of easy ground a land may have: 0.5. */
    public static final double MIN_EASY = 0.5;

    /** The most the easy share may fall against the baseline: 0.05 (5 points). */
    public static final double MAX_EASY_FALL = 0.05;

    /**
     * The least share of the land a walker must reach from the start: 0.1. Below it the start stands on
     * an islet or a ledge and the report describes that piece of ground, not the land, so the gate is
     * not passed on it (a land with half of it easy, as the gate asks, has at least half of it walkable).
     */
    public static final double MIN_REACHED = 0.1;

    /** Tolerance on the comparisons, so a share equal to its limit in decimal is not failed by rounding. */
    private static final double EPS = 1e-12;

    /**
     * Checks the shares.
     *
     * @param easyShare       easy share
     * @param reachedShare    reached share
     * @param baselineEasy    the baseline's easy share, or empty
     * @param baselineReached the baseline's reached share, or empty
     * @throws IllegalArgumentException if a share is outside {@code [0, 1]} or NaN
     * @throws NullPointerException     if an optional is null
     */
    public Gate {
        share("easyShare", easyShare);
        share("reachedShare", reachedShare);
        Objects.requireNonNull(baselineEasy, "baselineEasy");
        Objects.requireNonNull(baselineReached, "baselineReached");
        baselineEasy.ifPresent(v -> share("baselineEasy", v));
        baselineReached.ifPresent(v -> share("baselineReached", v));
    }

    private static void share(String name, double v) {
        if (!(v >= 0 && v <= 1)) {
            throw new IllegalArgumentException(name + " must be in [0, 1], got " + v);
        }
    }

    /**
     * A copy that compares against a baseline's shares.
     *
     * @param baseline the gate of the land before its features
     * @return the copy
     * @throws NullPointerException if {@code baseline} is null
     */
    public Gate withBaseline(Gate baseline) {
        Objects.requireNonNull(baseline, "baseline");
        return new Gate(easyShare, reachedShare, OptionalDouble.of(baseline.easyShare()),
                OptionalDouble.of(baseline.reachedShare()));
    }

    /**
     * Whether the land passes the gate.
     *
     * @return {@code true} when easy ground is at least 50 % of the land, the start reaches at least
     *         {@link #MIN_REACHED} of it, and, with a baseline, easy ground fell by at most 5 points and
     *         reached walkable ground did not fall
     */
    public boolean passed() {
        if (easyShare < MIN_EASY - EPS || reachedShare < MIN_REACHED - EPS) {
            return false;
        }
        if (baselineEasy.isPresent() && baselineEasy.getAsDouble() - easyShare > MAX_EASY_FALL + EPS) {
            return false;
        }
        return baselineReached.isEmpty() || reachedShare >= baselineReached.getAsDouble() - EPS;
    }
}
