package org.terrain4j.erosion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.terrain4j.api.Heightfield;

/**
 * The stream-power step's parameter object (from PIT's survivors): each wither sets its own value and
 * no other, equality and hashing follow every parameter and map, the log line names them, and the
 * refusals quote the limit they enforce (years ÷ 10⁷ for the step, 10⁷ steps for the duration).
 */
class StreamPowerParametersTest {

    @Test
    void eachWitherSetsItsOwnValue() {
        StreamPower s = StreamPower.incision();
        assertEquals(3e-6, s.withErodibility(3e-6).erodibility(), 0);
        assertEquals(0.45, s.withAreaExponent(0.45).areaExponent(), 0);
        assertEquals(1.3, s.withSlopeExponent(1.3).slopeExponent(), 0);
        assertEquals(2e-3, s.withUplift(2e-3).uplift(), 0);
        assertEquals(0.07, s.withDiffusivity(0.07).diffusivity(), 0);
        assertTrue(s.withWrapX(true).wrapX());
        assertFalse(s.withWrapX(true).withWrapX(false).wrapX());
        StreamPower t = s.withTimeStepAndYears(500, 20000);
        assertEquals(250, t.withTimeStep(250).timeStep(), 0);
        assertEquals(20000, t.withTimeStep(250).years(), 0, "the time step keeps the duration");
        assertEquals(30000, t.withYears(30000).years(), 0);
        assertEquals(500, t.withYears(30000).timeStep(), 0, "the duration keeps the time step");
    }

    @Test
    void equalityFollowsEveryParameterAndMap() {
        StreamPower s = StreamPower.incision();
        assertEquals(s, StreamPower.incision());
        assertEquals(s.hashCode(), StreamPower.incision().hashCode());
        Heightfield map = Heightfield.filled(4, 3, 1e-3);
        StreamPower[] changed = {s.withErodibility(s.erodibility() * 2), s.withAreaExponent(0.41),
            s.withSlopeExponent(1.1), s.withUplift(s.uplift() + 1e-4), s.withDiffusivity(s.diffusivity() + 0.01),
            s.withWrapX(!s.wrapX()), s.withUpliftMap(map), s.withErodibilityMap(map), s.withOutlets(new boolean[12]),
            s.withTimeStepAndYears(s.timeStep() / 2, s.years())};
        for (StreamPower c : changed) {
            assertNotEquals(s, c, c.toString());
            assertNotEquals(s.hashCode(), c.hashCode(), c.toString());
            assertEquals(c, c);
        }
        assertNotEquals(s, "StreamPower");
        String line = s.withUpliftMap(map).toString();
        assertTrue(line.contains("uplift=map") && line.contains("K=" + s.erodibility()) && line.contains("m=" + s
                .areaExponent()) && line.contains("wrapX=false"), line);
        assertTrue(s.toString().contains("uplift=" + s.uplift()), s.toString());
        assertTrue(s.withErodibilityMap(map).toString().contains("K=map"), s.withErodibilityMap(map).toString());
    }

    @Test
    void anUpliftMapMustBeFinite() {
        float[] a = new float[12];
        a[7] = Float.NaN;
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> StreamPower.incision()
                .withUpliftMap(Heightfield.of(4, 3, a)));
        assertTrue(e.getMessage().contains("uplift map") && e.getMessage().contains("sample 7"), e.getMessage());
        a[7] = Float.POSITIVE_INFINITY;
        assertThrows(IllegalArgumentException.class, () -> StreamPower.incision().withUpliftMap(Heightfield.of(4, 3,
                a)));
        a[7] = 0.5f;
        assertEquals(StreamPower.incision().withUpliftMap(Heightfield.of(4, 3, a)), StreamPower.incision()
                .withUpliftMap(Heightfield.of(4, 3, a)));
    }

    @Test
    void refusalsQuoteTheStepLimit() {
        StreamPower s = StreamPower.incision().withTimeStepAndYears(100, 1e8);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> s.withTimeStep(5));
        assertTrue(e.getMessage().contains("10.0 years for 1.0E8 years"), e.getMessage());
        IllegalArgumentException f = assertThrows(IllegalArgumentException.class, () -> s.withYears(2e9));
        assertTrue(f.getMessage().contains("(1.0E9)"), f.getMessage());
        IllegalArgumentException g = assertThrows(IllegalArgumentException.class, () -> s.withTimeStepAndYears(1,
                2e7));
        assertTrue(g.getMessage().contains("2.0E7 steps"), g.getMessage());
    }
}
