package org.terrain4j.erosion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Review 5, finding 1: the 10⁷-step limit of {@link StreamPower} held only when {@code withYears} came
 * last; {@code withYears(1e5).withTimeStep(1e-10)} was accepted and ran for ever.
 */
class StreamPowerStepLimitTest {

    @Test
    void aTinyTimeStepAfterTheYearsIsRefused() {
        StreamPower p = StreamPower.incision().withYears(1e5);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> p.withTimeStep(1e-10));
        assertTrue(e.getMessage().startsWith("timeStep must be at least years ÷ 1e7"), e.getMessage());
        assertTrue(e.getMessage().contains("was 1.0E-10"), e.getMessage());
    }

    @Test
    void aTinyTimeStepBeforeTheYearsIsRefused() {
        assertThrows(IllegalArgumentException.class,
                () -> StreamPower.incision().withTimeStep(1e-10).withYears(1e5));
        StreamPower p = StreamPower.incision().withYears(1e-4).withTimeStep(1e-10);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> p.withYears(1e5));
        assertTrue(e.getMessage().startsWith("years must be at most 1e7 time steps of 1.0E-10 years"), e.getMessage());
    }

    @Test
    void aTinyTimeStepWithTheDefaultYearsIsRefused() {
        // the default run is 1e5 years: 1e-300-year steps would be 1e305 of them
        assertThrows(IllegalArgumentException.class, () -> StreamPower.incision().withTimeStep(1e-300));
    }

    @Test
    void thePairIsCheckedTogether() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> StreamPower.incision().withTimeStepAndYears(1e-3, 1e5));
        assertTrue(e.getMessage().contains("at most 1e7 steps"), e.getMessage());
        // a pair reachable only through a refused intermediate (1e5 years in 1e-3-year steps) is built at once
        StreamPower short_ = StreamPower.incision().withTimeStepAndYears(1e-3, 1e4);
        assertEquals(1e-3, short_.timeStep());
        assertEquals(1e4, short_.years());
        assertThrows(IllegalArgumentException.class, () -> StreamPower.incision().withTimeStep(1e-3));
        assertEquals(short_, StreamPower.incision().withYears(1e4).withTimeStep(1e-3), "the other order agrees");
    }

    @Test
    void exactlyTheLimitIsAccepted() {
        StreamPower p = StreamPower.incision().withTimeStep(1).withYears(StreamPower.MAX_STEPS);
        assertEquals(StreamPower.MAX_STEPS, p.years() / p.timeStep());
        assertThrows(IllegalArgumentException.class, () -> p.withTimeStep(Math.nextDown(1.0)));
    }
}
