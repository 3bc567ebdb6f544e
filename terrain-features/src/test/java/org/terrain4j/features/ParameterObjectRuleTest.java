package org.terrain4j.features;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.terrain4j.testkit.ApiRule;

/** The features' settings follow the parameter-object rule. */
class ParameterObjectRuleTest {

    @Test
    void featureSettingsFollowTheRule() {
        assertEquals(List.of(), ApiRule.violations(Press.class, Carve.class, WaterLevel.class, ControlCurve.class,
                Spine.class));
    }

    @Test
    void copiesKeepEverySettingBeforeThem() {
        Press p = Press.along(Spine.through(0, 0, 10, 0)).withDepth(0.2).withEasing(1, 4).withDepth(0.3);
        assertEquals(0.3, p.depth());
        assertEquals(1, p.fullWithin());
        assertEquals(4, p.goneBy());
        assertEquals(9, p.window(), "the default box");
    }
}
