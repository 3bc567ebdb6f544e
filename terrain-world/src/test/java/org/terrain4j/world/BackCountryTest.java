package org.terrain4j.world;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * BACK COUNTRY keeps its line (issue 29): "rough wooded ground with no strip anywhere in it, which is
 * what a search is flown over", a game-mode world of four elements at most. Per seed: no strip in the
 * world, in any of its stages, and none given when asked for (refused, naming the preset); wooded, as
 * the share of its dry ground painted with its forest's canopy and the trees it stands; rough, as the
 * mean slope (rise over run, central differences) over its dry ground, against OPEN COUNTRY's "low
 * rolling ground" at the same seed.
 *
 * <p>Measured at 201², seeds 0 to 19: canopy over 26.4 to 36.7 % of the dry ground, 48 304 to 56 094
 * trees (OPEN COUNTRY 2.4 to 4.8 %, RIVER BASIN 12.6 to 20.4 %); mean slope 0.094 to 0.167 (OPEN COUNTRY
 * 0.002 to 0.020, HIGHLANDS 0.115 to 0.237).
 */
class BackCountryTest {

    /** The least share of the dry ground under canopy. */
    static final double WOODED = 0.2;
    /** The least number of trees over the 256 km² square (100 a km²). */
    static final int TREES = 25_600;
    /** The least mean slope, rise over run. */
    static final double ROUGH = 0.08;
    /** How many times OPEN COUNTRY's mean slope at the same seed BACK COUNTRY's is at least. */
    static final double ROUGHER = 4;

    static double meanSlope(World w) {
        int n = w.columns();
        double sp = w.frame().spacingX();
        double sum = 0;
        int land = 0;
        for (int r = 1; r < n - 1; r++) {
            for (int c = 1; c < n - 1; c++) {
                if (!w.water(c, r)) {
                    double gx = (w.heights().get(c + 1, r) - w.heights().get(c - 1, r)) / (2 * sp);
                    double gz = (w.heights().get(c, r + 1) - w.heights().get(c, r - 1)) / (2 * sp);
                    sum += Math.hypot(gx, gz);
                    land++;
                }
            }
        }
        return sum / land;
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19})
    void roughWoodedGroundWithNoStripAnywhere(long seed) {
        Environment e = Preset.BACK_COUNTRY.environment(seed);
        assertTrue(e.placements().size() <= 4, e.placements().size() + " elements");
        assertFalse(e.hasRunway());
        World w = e.generate();
        assertTrue(w.runway().isEmpty());
        for (int r = 0; r < w.rows(); r++) {
            for (int c = 0; c < w.columns(); c++) {
                assertFalse(w.pavement(c, r), "pavement at " + c + ", " + r);
            }
        }
        for (int stage = 0; stage < 3; stage++) {
            assertFalse(Preset.BACK_COUNTRY.stage(seed, stage).hasRunway(), "stage " + stage);
        }
        var refused = assertThrows(IllegalArgumentException.class, () -> Preset.BACK_COUNTRY.environment(seed, true));
        assertTrue(refused.getMessage().contains("BACK COUNTRY"), refused.getMessage());

        Placement forest = e.placements().stream().filter(p -> p.element().equals(Elements.FOREST)).findFirst()
                .orElseThrow(() -> new AssertionError("no forest"));
        ColourGradient canopy = Elements.standard().element(Elements.FOREST).resolved(forest, e.ground()).gradient("canopy");
        int land = 0;
        int wood = 0;
        for (int r = 0; r < w.rows(); r++) {
            for (int c = 0; c < w.columns(); c++) {
                if (!w.water(c, r)) {
                    land++;
                    wood += w.gradientAt(c, r).equals(canopy) ? 1 : 0;
                }
            }
        }
        double wooded = wood / (double) land;
        assertTrue(wooded >= WOODED, "canopy over " + wooded + " of the dry ground");
        assertTrue(w.trees().size() >= TREES, w.trees().size() + " trees");

        double rough = meanSlope(w);
        double open = meanSlope(Preset.OPEN_COUNTRY.environment(seed).generate());
        assertTrue(rough >= ROUGH && rough >= ROUGHER * open, "mean slope " + rough + ", OPEN COUNTRY's " + open);
    }
}
