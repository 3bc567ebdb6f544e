package org.terrain4j.analysis.route;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.terrain4j.analysis.landform.Landforms;
import org.terrain4j.testkit.ApiRule;

class ParameterObjectRuleTest {

    @Test
    void settingsFollowTheApiRule() {
        assertEquals(List.of(), ApiRule.violations(Tobler.class, Chokes.class, Valleys.class, Landforms.class,
                WalkableGround.class, TravelTimes.class, Route.class, SampleMask.class));
    }
}
