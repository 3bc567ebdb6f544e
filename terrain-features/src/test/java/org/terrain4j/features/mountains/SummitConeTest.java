package org.terrain4j.features.mountains;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.HeightFunction;
import org.terrain4j.testkit.Cases;

/**
 * The summit cone ({@link Mountains}' Javadoc): within {@link Mountains#CROWN_INNER_M} of a named summit
 * nothing stands above {@code elevation − CONE_SLOPE · dCell} in total height, dCell the distance to the
 * grid cell holding the summit, and out to {@link Mountains#CROWN_OUTER_M} nothing above that rim rising
 * at tan 50° (issue 30's second review); ground already below is left alone, and nothing beyond is
 * touched. The cell is found by scanning the grid's columns and rows, on tilted land.
 */
class SummitConeTest {

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0xC0E5L, 20);
    }

    @ParameterizedTest
    @MethodSource("cases")
    void nothingNearASummitStandsAboveItsConeFromTheSummitsCell(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        double dx = rnd.nextInt(1, 5) * 100.0;
        double dz = rnd.nextInt(1, 5) * 100.0;
        GroupGrid grid = new GroupGrid(-8000, -8000, dx, dz, (int) (16000 / dx) + 1, (int) (16000 / dz) + 1, 0);
        double ax = rnd.nextDouble(-0.05, 0.05);
        double az = rnd.nextDouble(-0.05, 0.05);
        HeightFunction land = (x, z) -> 300 + ax * x + az * z;
        double px = rnd.nextDouble(-3000, 3000);
        double pz = rnd.nextDouble(-3000, 3000);
        double relief = rnd.nextDouble(800, 3000);
        RangeSummit p = new RangeSummit("P", new GroundPoint(px, pz), relief, true);
        float[] h = new float[grid.size()];
        for (int k = 0; k < h.length; k++) {
            h[k] = (float) (rnd.nextBoolean() ? relief + 500 : rnd.nextDouble(0, relief / 2));
        }
        float[] before = h.clone();
        Summits.cone(grid, h, List.of(p), land);
        int c = 0;
        while (grid.x(c + 1) <= px) {
            c++;
        }
        int r = 0;
        while (grid.z(r + 1) <= pz) {
            r++;
        }
        double top = land.height(px, pz) + relief;
        for (int row = 0; row < grid.rows; row++) {
            for (int col = 0; col < grid.columns; col++) {
                int k = row * grid.columns + col;
                double x = grid.x(col);
                double z = grid.z(row);
                double ex = Math.max(0, Math.max(grid.x(c) - x, x - grid.x(c + 1)));
                double ez = Math.max(0, Math.max(grid.z(r) - z, z - grid.z(r + 1)));
                double dCell = Math.hypot(ex, ez);
                double rim = Mountains.CONE_SLOPE * Mountains.CROWN_INNER_M;
                double drop = dCell <= Mountains.CROWN_INNER_M ? Mountains.CONE_SLOPE * dCell
                        : rim - Math.tan(Math.toRadians(50)) * (dCell - Mountains.CROWN_INNER_M);
                double allowed = top - drop - land.height(x, z);
                double d = Math.hypot(x - px, z - pz);
                String where = "node (" + x + ", " + z + "), " + Math.round(d) + " m from the summit";
                if (d < Mountains.CROWN_OUTER_M - 1 && before[k] > allowed + 1e-3) {
                    assertEquals(allowed, h[k], 1e-3, where + ": cut to the cone");
                } else if (d > Mountains.CROWN_OUTER_M + 1 || before[k] < allowed - 1e-3) {
                    assertEquals(before[k], h[k], 0, where + ": left alone");
                }
            }
        }
    }
}
