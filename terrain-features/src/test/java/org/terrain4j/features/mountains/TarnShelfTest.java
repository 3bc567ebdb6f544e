package org.terrain4j.features.mountains;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.EdgePolicy;
import org.terrain4j.api.HeightFunction;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.features.Shapes;

/**
 * Issue 30, shelves survive: a tarn within 3 km of a named summit keeps its shelf, at least 90 % of
 * the nodes within {@code radius + 600} m of its centre within 5 m of the shelf's height (the uncut
 * field's height at the centre). Before, the crown rule ran after the shelves and scaled them away
 * whenever a named summit stood within about 7.8 km.
 */
class TarnShelfTest {

    static Stream<Arguments> tarns() {
        // Distance from Snowcrown (12000, 11000), direction in degrees, land.
        return Stream.of(Arguments.of(1500.0, 30.0, "flat"), Arguments.of(2200.0, 200.0, "flat"),
                Arguments.of(3000.0, 120.0, "flat"), Arguments.of(2000.0, 300.0, "tilted"),
                Arguments.of(2800.0, 60.0, "tilted"));
    }

    @ParameterizedTest(name = "{0} m from Snowcrown at {1}°, {2} land")
    @MethodSource("tarns")
    void aTarnNearANamedSummitKeepsItsShelf(double distance, double degrees, String landName) {
        HeightFunction land = landName.equals("flat") ? (x, z) -> 100 : MountainsTest.TILT;
        double cx = 12000 + distance * Math.cos(Math.toRadians(degrees));
        double cz = 11000 + distance * Math.sin(Math.toRadians(degrees));
        double radius = 200;
        MountainRange range = MountainsTest.MASSIF.get(0).withTarns(List.of(Tarn.of(cx, cz, radius)));
        MountainGroup g = MountainsTest.SETTINGS.build(List.of(range), land, ProgressListener.NONE).get(0);
        double shelf = g.uplift().heightAt(cx, cz, EdgePolicy.clamp());
        Heightfield r = g.relief();
        int nodes = 0;
        int level = 0;
        for (int row = 0; row < r.rows(); row++) {
            for (int c = 0; c < r.columns(); c++) {
                if (Math.hypot(r.frame().x(c) - cx, r.frame().z(row) - cz) <= radius + 600) {
                    nodes++;
                    if (Math.abs(r.get(c, row) - shelf) <= 5) {
                        level++;
                    }
                }
            }
        }
        assertTrue(nodes >= 40, "nodes on the shelf: " + nodes);
        assertTrue(level >= 0.9 * nodes, level + " of " + nodes + " shelf nodes within 5 m of the shelf at " + shelf
                + " m");
        // And the summit is still pinned.
        assertTrue(Math.abs(g.onto(land).height(12000, 11000) - 3400) <= 1e-3, "Snowcrown pinned");
    }
}
