package org.terrain4j.erosion;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.terrain4j.erosion.filter.ErosionFilter;
import org.terrain4j.testkit.ApiRule;

/** The erosion settings follow the parameter-object rule; the static/instance trap cannot be written. */
class ParameterObjectRuleTest {

    @Test
    void erosionSettingsFollowTheRule() {
        assertEquals(List.of(), ApiRule.violations(Hydraulic.class, Thermal.class, ErosionFilter.class, TiledErosion.class));
    }

    @Test
    void copiesKeepEverySettingBeforeThem() {
        // the trap, in the new spelling: every setting survives
        Thermal t = Thermal.weathering().withTalus(0.01).withAmount(0.3).withTalus(0.02);
        assertEquals(0.02, t.talus());
        assertEquals(0.3, t.amount());
        assertEquals(Thermal.weathering().iterations(), t.iterations());
        Hydraulic h = Hydraulic.droplets().withDrops(5).withInertia(0.2).withDrops(6);
        assertEquals(6, h.drops());
        assertEquals(0.2, h.inertia());
        ErosionFilter f = ErosionFilter.standard().withDepth(3).withSize(50).withDepth(4);
        assertEquals(4, f.depth());
        assertEquals(50, f.size());
        assertEquals(ErosionFilter.standard().octaves(), f.octaves());
    }

    @Test
    void defaultsAreReadFromTheFactories() {
        assertEquals(70_000, Hydraulic.droplets().drops());
        assertEquals(0.01, Thermal.weathering().talus());
        assertEquals(100, Thermal.weathering().iterations());
        assertEquals(9, ErosionFilter.standard().depth());
    }
}
