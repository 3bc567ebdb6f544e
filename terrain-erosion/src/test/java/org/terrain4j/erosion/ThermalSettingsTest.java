package org.terrain4j.erosion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.terrain4j.testkit.RecordLike.assertActsAsRecord;

import org.junit.jupiter.api.Test;

/** {@link Thermal} as settings: no public constructor; the record's accessors, equality and text. */
class ThermalSettingsTest {

    /** The record Thermal was, as a twin. */
    static final class Was {
        record Thermal(double talus, double amount, int iterations, int neighbours, int threads) {
        }
    }

    @Test
    void thereIsNoPublicConstructor() {
        assertEquals(0, Thermal.class.getConstructors().length, "start from weathering() and use with…");
    }

    @Test
    void itActsAsTheRecordItWas() {
        Thermal t = Thermal.weathering().withTalus(0.02).withNeighbours(16);
        assertActsAsRecord(t, Thermal.weathering().withNeighbours(16).withTalus(0.02),
                new Was.Thermal(0.02, 0.5, 100, 16, 1), t.withTalus(0.03), t.withAmount(0.25), t.withIterations(99),
                t.withNeighbours(8), t.withThreads(2), t.withTalus(-0.0).withTalus(0.0));
        assertActsAsRecord(Thermal.weathering(), Thermal.weathering().withIterations(100),
                new Was.Thermal(0.01, 0.5, 100, 8, 1), Thermal.weathering().withTalusAngle(45));
        assertTrue(!Thermal.weathering().withTalus(0.0).equals(Thermal.weathering().withTalus(-0.0)),
                "talus 0 and -0 differ by their bits, as in the record");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Thermal.weathering().withNeighbours(6));
        assertEquals("neighbours must be one of {4, 8, 16}, was 6", e.getMessage());
    }
}
