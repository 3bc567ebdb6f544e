package org.terrain4j.world;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The pipeline's order, read off the finished world: snow is laid after the landforms, so it lies on
 * the ground as the peaks left it.
 */
class StageOrderTest {

    static Stream<Named<Long>> seeds() {
        return Stream.of(0L, 1L, 2L, 3L, 12L).map(s -> Named.of("seed " + s, s));
    }

    /**
     * In HIGHLANDS (snow line 300 m wandering up to 40 m either way and blended over 120 m of height,
     * coverage 0.85, steepest 50° thinning from 42°), every sample 140 m or more above the line on ground
     * no steeper than 36° (slope by central differences of the finished heights, away from the edge) is
     * snow, since there the line at its highest is 100 m below and the coverage rule holds every patch;
     * and no snow lies 100 m or more under the line (its lowest, 260 m, less half the blend). Snow drawn
     * before the peaks would leave their tops bare.
     */
    @ParameterizedTest
    @MethodSource("seeds")
    void snowLiesOnTheFinishedGround(long seed) {
        Environment e = Preset.HIGHLANDS.environment(seed);
        World w = e.generate();
        ColourGradient white = e.placements().stream().filter(p -> p.element().equals(Elements.SNOW)).findFirst()
                .map(p -> Elements.standard().element(Elements.SNOW).resolved(p, e.ground()).gradient("white")).orElseThrow();
        double line = 300;
        double steep = Math.tan(Math.toRadians(36));
        double sp = w.frame().spacingX();
        int n = w.columns();
        int high = 0;
        int bare = 0;
        for (int r = 1; r < n - 1; r++) {
            for (int c = 1; c < n - 1; c++) {
                double h = w.heights().get(c, r);
                boolean snow = w.gradientAt(c, r).equals(white);
                if (snow) {
                    assertTrue(h > line - 100, "snow at " + h + " m, (" + c + ", " + r + ")");
                }
                double gx = (w.heights().get(c + 1, r) - w.heights().get(c - 1, r)) / (2 * sp);
                double gz = (w.heights().get(c, r + 1) - w.heights().get(c, r - 1)) / (2 * sp);
                if (h >= line + 140 && Math.hypot(gx, gz) < steep && !w.water(c, r)) {
                    high++;
                    bare += snow ? 0 : 1;
                }
            }
        }
        assertTrue(high > 0, "no high, gentle ground in seed " + seed);
        assertTrue(bare == 0, bare + " of " + high + " high, gentle samples bare of snow");
    }
}
