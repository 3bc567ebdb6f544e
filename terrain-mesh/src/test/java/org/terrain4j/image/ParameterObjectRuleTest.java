package org.terrain4j.image;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.terrain4j.testkit.ApiRule;
import org.terrain4j.dem.Slope;
import org.terrain4j.dem.Aspect;
import org.terrain4j.dem.Hillshade;

/** The image settings follow the parameter-object rule. */
class ParameterObjectRuleTest {

    @Test
    void imageSettingsFollowTheRule() {
        assertEquals(List.of(), ApiRule.violations(Hillshade.class, Slope.class, Aspect.class, Grayscale.class,
                Ramp.class, Ramp.Entry.class));
    }
}
