package org.terrain4j.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.terrain4j.api.HeightFunction;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.features.Carve;
import org.terrain4j.features.ControlCurve;
import org.terrain4j.features.Spine;
import org.terrain4j.features.land.BrookRibbon;
import org.terrain4j.features.land.Land;

class IslandBrookRibbonTest {

    private static Spine brook;
    private static double[] levels;
    private static ControlCurve halfBed;
    private static BrookRibbon ribbon;

    @BeforeAll
    static void island() {
        Island island = Island.create();
        Carve carve = island.brookCarve();
        HeightFunction pressed = island.walkwayPress().apply(island::baseHeight);
        brook = carve.spine();
        levels = carve.levels(pressed);
        halfBed = carve.halfBed();
        ribbon = BrookRibbon.of(carve, pressed);
    }


    @Test
    void islandRibbonLiesAtTheLevelAsWideAsTheBed() {
        float[] p = ribbon.positionsToArray();
        int pairs = ribbon.vertexCount() / 2;
        assertTrue(pairs > 400, "about one pair a metre along 434 m, was " + pairs);
        int i = 0;
        for (int k = 0; k < pairs; k++) {
            double mx = (p[6 * k] + p[6 * k + 3]) / 2.0;
            double mz = (p[6 * k + 2] + p[6 * k + 5]) / 2.0;
            while (Math.hypot(brook.x(i) - mx, brook.z(i) - mz) > 1e-3) {
                i++;   // skips only points of zero-length pieces
            }
            assertEquals(levels[i], p[6 * k + 1], 1e-4, "left vertex at the level, point " + i);
            assertEquals(levels[i], p[6 * k + 4], 1e-4, "right vertex at the level, point " + i);
            double width = Math.hypot(p[6 * k] - p[6 * k + 3], p[6 * k + 2] - p[6 * k + 5]);
            assertEquals(2 * halfBed.at(brook.indexOf(i)), width, 1e-3, "width at point " + i);
        }
    }

    @Test
    void islandSpeedsAreTheFormulaOfTheFallAndNeverAbove3() {
        float[] v = ribbon.speedsToArray();
        double[] falls = ribbon.fallsPerMetreToArray();
        double fastest = 0;
        for (int k = 0; k < falls.length; k++) {
            assertTrue(falls[k] >= 0);
            double expected = Math.min(0.15 + 4.5 * Math.sqrt(falls[k]), 3);
            assertEquals(expected, v[2 * k], 1e-6);
            assertEquals(expected, v[2 * k + 1], 1e-6);
            assertTrue(v[2 * k] <= 3 && v[2 * k] >= 0.15, "speed " + v[2 * k]);
            fastest = Math.max(fastest, v[2 * k]);
        }
        assertTrue(fastest > 1, "the cascade flows fast, fastest was " + fastest);
    }

    @Test
    void islandFallsMatchTheLevelsDrop() {
        double[] falls = ribbon.fallsPerMetreToArray();
        // central differences inside, one-sided at the ends
        int n = brook.pointCount();
        assertEquals(n, falls.length, "the brook's spine has no piece of zero length");
        for (int i = 1; i < n - 1; i++) {
            double drop = (levels[i - 1] - levels[i + 1]) / (brook.alongOf(i + 1) - brook.alongOf(i - 1));
            assertEquals(Math.max(0, drop), falls[i], 1e-9);
        }
        assertEquals(Math.max(0, (levels[0] - levels[1]) / brook.alongOf(1)), falls[0], 1e-9, "one-sided at the spring");
    }

    @Test
    void trianglesFaceTheSky() {
        float[] p = ribbon.positionsToArray();
        int[] t = ribbon.indicesToArray();
        assertEquals(3 * 2 * (ribbon.vertexCount() / 2 - 1), t.length);
        for (int k = 0; k < t.length; k += 3) {
            int a = 3 * t[k];
            int b = 3 * t[k + 1];
            int c = 3 * t[k + 2];
            double ux = p[b] - p[a];
            double uz = p[b + 2] - p[a + 2];
            double wx = p[c] - p[a];
            double wz = p[c + 2] - p[a + 2];
            double ny = uz * wx - ux * wz;   // y of (b − a) × (c − a)
            assertTrue(ny > 0, "triangle " + k / 3 + " faces down");
        }
    }

    @Test
    void landsRibbonSitsAtTheLevelTheLandCarved() {
        Island island = Island.create();
        Land land = island.bake(129, 8, ProgressListener.NONE);
        // the ground the carve saw: the base height with only the walkway pressed, on the same grid
        Land pressed = Land.builder(island::baseHeight, 129, 129, land.grid().frame())
                .feature(island.walkwayPress()).build(ProgressListener.NONE);
        double[] lv = island.brookCarve().levels(HeightFunction.of(pressed.grid()));
        BrookRibbon r = BrookRibbon.of(land, "brook");
        float[] p = r.positionsToArray();
        assertEquals(2 * brook.pointCount(), r.vertexCount());
        for (int i = 0; i < brook.pointCount(); i++) {
            assertEquals(lv[i], p[6 * i + 1], 1e-4, "level at point " + i);
        }
        assertThrows(IllegalArgumentException.class, () -> BrookRibbon.of(land, "walkway"));
        assertThrows(IllegalArgumentException.class, () -> BrookRibbon.of(land, "river"));
    }
}
