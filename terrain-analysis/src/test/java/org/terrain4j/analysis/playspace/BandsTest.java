package org.terrain4j.analysis.playspace;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Issue 31: every test is a band with two ends, not a direction (seed 004: too few chokes is an open
 * plain and too many is a maze).
 */
class BandsTest {

    @ParameterizedTest(name = "{0}")
    @EnumSource(Criterion.class)
    void everyStandardBandHasTwoFiniteEnds(Criterion c) {
        PassBand b = Bands.standard().band(c);
        assertTrue(Double.isFinite(b.low()) && Double.isFinite(b.high()), c + " " + b);
        assertTrue(b.contains(b.low()) && b.contains(b.high()), c + " " + b);
        assertFalse(b.contains(b.high() + Math.max(1e-9, Math.ulp(b.high()))), c + " " + b);
        assertFalse(b.contains(b.low() - Math.max(1e-9, Math.ulp(b.low()))), c + " " + b);
    }
}
