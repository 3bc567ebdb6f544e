package org.terrain4j.analysis.playspace;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.OptionalDouble;

import org.junit.jupiter.api.Test;

/** The gate's floors and its comparison with a baseline. */
class GateTest {

    private static Gate gate(double easy, double reached) {
        return new Gate(easy, reached, OptionalDouble.empty(), OptionalDouble.empty());
    }

    @Test
    void easyGroundHasAFloorOfHalfTheLand() {
        assertTrue(gate(0.5, 0.6).passed());
        assertFalse(gate(0.49, 0.6).passed());
    }

    @Test
    void aStartThatReachesAlmostNothingNeverPasses() {
        // a start on an islet: the land is easy, but the walker reaches 0.1 % of it
        assertFalse(gate(0.9, 0.001).passed());
        assertFalse(gate(0.9, 0.0).passed());
        assertFalse(gate(0.9, 0.099).passed());
        assertTrue(gate(0.9, Gate.MIN_REACHED).passed());
    }

    @Test
    void aBaselineLimitsTheFallOfEasyGroundAndOfReachedGround() {
        Gate before = gate(0.8, 0.7);
        assertTrue(gate(0.75, 0.7).withBaseline(before).passed());
        assertFalse(gate(0.74, 0.7).withBaseline(before).passed());
        assertFalse(gate(0.8, 0.69).withBaseline(before).passed());
    }
}
