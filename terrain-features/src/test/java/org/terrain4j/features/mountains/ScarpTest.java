package org.terrain4j.features.mountains;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.Heightfield;

/**
 * Issue 30, no single-sample scarps. The bound: no two neighbouring samples (axial or diagonal)
 * differ by more than tan 50° times their distance, the threshold hillslope past which rock slopes
 * fail; a named summit's flanks included. Before, the steady state of one network left steps where a
 * divide parts a long drainage path from a short one (563 m between samples 200 m apart in the
 * example, 526 m at 72 m), and the pin raised summits as spikes (400 m a cell around Snowcrown).
 */
class ScarpTest {

    static final double TAN_50 = Math.tan(Math.toRadians(50));

    static Stream<Arguments> ranges() {
        return Stream.concat(AuthoredShapeTest.ranges(), Stream.of(Arguments.of("example range at 72 m",
                Mountains.standard().withSeed(3).withThreads(2).withSpacing(72), AuthoredShapeTest.EXAMPLE)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ranges")
    void noNeighbouringSamplesDifferByMoreThanTheThresholdSlope(String name, Mountains m, MountainRange range) {
        MountainGroup g = m.build(List.of(range)).get(0);
        Heightfield h = g.relief();
        double dx = h.frame().spacingX();
        double dz = h.frame().spacingZ();
        boolean ring = g.circumference() > 0;
        int cols = h.columns();
        double worst = 0;
        double excess = Double.NEGATIVE_INFINITY;
        String where = "";
        int[][] steps = {{1, 0}, {0, 1}, {1, 1}, {-1, 1}};
        for (int r = 0; r < h.rows(); r++) {
            for (int c = 0; c < cols; c++) {
                for (int[] s : steps) {
                    int nc = c + s[0];
                    int nr = r + s[1];
                    if (ring) {
                        nc = Math.floorMod(nc, cols);
                    }
                    if (nc < 0 || nc >= cols || nr >= h.rows()) {
                        continue;
                    }
                    double run = Math.hypot(s[0] * dx, s[1] * dz);
                    double step = Math.abs(h.get(nc, nr) - h.get(c, r));
                    double slope = step / run;
                    excess = Math.max(excess, step - TAN_50 * run);
                    if (slope > worst) {
                        worst = slope;
                        where = "(" + c + ", " + r + ") to (" + nc + ", " + nr + ")";
                    }
                }
            }
        }
        assertTrue(excess <= 1e-3, name + ": a slope of " + worst + " (" + Math.toDegrees(Math.atan(worst))
                + "°) between " + where);
    }
}
