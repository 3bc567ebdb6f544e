package org.terrain4j.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.terrain4j.testkit.ApiRule;

/**
 * The value and settings types of terrain-api follow the API rule of the package documentation: no
 * static factory shares a name with an instance method (so {@code CoordinateSystem.WGS84.epsg(32633)},
 * a static call through an instance, cannot be written), no {@code set…} method, no bare-name copy.
 * HeightfieldBuffer is left out: it is the mutable buffer, and its {@code set…} methods are its point.
 */
class ApiTypesRuleTest {

    @Test
    void apiTypesFollowTheRule() {
        assertEquals(List.of(), ApiRule.violations(CoordinateSystem.class, Georeference.class, GridFrame.class,
                GroundPoint.class, Gradient.class, Statistics.class, ErosionLedger.class, Heightfield.class));
    }
}
