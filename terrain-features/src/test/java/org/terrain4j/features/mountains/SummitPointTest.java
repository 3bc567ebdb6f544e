package org.terrain4j.features.mountains;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.HeightFunction;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.ProgressListener;

/**
 * Issue 30, summits: each named summit exact to 1 mm at its position, and within 2.5 km every node,
 * the summit cell's own corners included, at or below {@code elevation − 0.08·dCell} in total height
 * ({@code dCell} the distance to the summit's cell): the corners level with the summit, every other
 * node strictly below it, on flat and on tilted land. (A summit strictly inside a cell of a bilinear
 * grid cannot stand above all four corners; see docs/mountains.md.)
 */
class SummitPointTest {

    static Stream<Arguments> lands() {
        return Stream.of(Arguments.of("flat", (HeightFunction) (x, z) -> 100),
                Arguments.of("tilted 1 %", MountainsTest.TILT),
                Arguments.of("tilted 6 % to the south-west", (HeightFunction) (x, z) -> 2000 - 0.04 * x + 0.045 * z));
    }

    @ParameterizedTest(name = "{0} land")
    @MethodSource("lands")
    void everyNodeAroundANamedSummitKeepsTheCone(String name, HeightFunction land) {
        MountainGroup g = MountainsTest.SETTINGS.build(MountainsTest.MASSIF, land, ProgressListener.NONE).get(0);
        HeightFunction ground = g.onto(land);
        Heightfield r = g.relief();
        double s = r.frame().spacingX();
        for (Peak p : MountainsTest.MASSIF.get(0).peaks()) {
            assertEquals(p.elevation(), ground.height(p.x(), p.z()), 1e-3, p.name());
            double fx = (p.x() - r.frame().originX()) / s;
            double fz = (p.z() - r.frame().originZ()) / s;
            double cx = r.frame().originX() + Math.floor(fx) * s;
            double cz = r.frame().originZ() + Math.floor(fz) * s;
            // The nodes the bilinear ground at the summit reads: a summit on a node is that node alone.
            double wx = fx == Math.floor(fx) ? 0 : s;
            double wz = fz == Math.floor(fz) ? 0 : s;
            int nodes = 0;
            int corners = 0;
            for (int row = 0; row < r.rows(); row++) {
                for (int c = 0; c < r.columns(); c++) {
                    double x = r.frame().x(c);
                    double z = r.frame().z(row);
                    if (Math.hypot(x - p.x(), z - p.z()) > Mountains.CROWN_INNER_M) {
                        continue;
                    }
                    nodes++;
                    double ex = Math.max(0, Math.max(cx - x, x - (cx + wx)));
                    double ez = Math.max(0, Math.max(cz - z, z - (cz + wz)));
                    double dCell = Math.hypot(ex, ez);
                    double total = land.height(x, z) + r.get(c, row);
                    assertTrue(total <= p.elevation() - Mountains.CONE_SLOPE * dCell + 1e-3, name + ": node ("
                            + x + ", " + z + ") " + dCell + " m from " + p.name() + "'s cell stands " + total + " m");
                    if (dCell == 0) {
                        corners++;
                        assertEquals(p.elevation(), total, 1e-3, name + ": a corner of " + p.name() + "'s cell");
                    } else {
                        assertTrue(total < p.elevation() - 1, name + ": node " + dCell + " m out at " + total + " m");
                    }
                }
            }
            assertEquals((wx > 0 ? 2 : 1) * (wz > 0 ? 2 : 1), corners, p.name() + "'s cell corners");
            assertTrue(nodes > 400, "nodes within 2.5 km: " + nodes);
        }
    }
}
