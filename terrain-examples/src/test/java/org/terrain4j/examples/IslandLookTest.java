package org.terrain4j.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.features.land.Land;

/** The island as drawn: layer colours where a layer is whole, the sea joined to the border, the brook at its level. */
class IslandLookTest {

    private static Island island;
    private static Land land;
    private static IslandLook look;

    @BeforeAll
    static void bake() {
        island = Island.create();
        land = island.bake(257, 8, ProgressListener.NONE);
        look = IslandLook.of(island, land);
    }

    @Test
    void aSampleWhoseLayerIsWholeWearsThatLayersColour() {
        Heightfield g = land.grid();
        Layers layers = island.layers(land);
        int[] rgb = look.colours();
        float[] water = look.waterSurface();
        Set<Layers.Material> whole = new HashSet<>();
        double[] w = new double[Layers.COUNT];
        for (int r = 0; r < g.rows(); r++) {
            for (int c = 0; c < g.columns(); c++) {
                int i = r * g.columns() + c;
                if (!Float.isNaN(water[i])) {
                    continue;
                }
                layers.weights(g.frame().x(c), g.frame().z(r), w);
                for (Layers.Material m : Layers.Material.values()) {
                    if (w[m.ordinal()] == 1) {
                        assertEquals(IslandLook.colour(m), rgb[i], m + " at (" + c + ", " + r + ")");
                        whole.add(m);
                    }
                }
            }
        }
        assertTrue(whole.containsAll(Set.of(Layers.Material.GRASS, Layers.Material.SAND, Layers.Material.ROCK)), "" + whole);
        // the eight colours are told apart
        Set<Integer> distinct = new HashSet<>();
        for (Layers.Material m : Layers.Material.values()) {
            distinct.add(IslandLook.colour(m));
        }
        assertEquals(Layers.COUNT, distinct.size());
    }

    @Test
    void theSeaIsAtZeroJoinedToTheBorderAndTheBrookAtItsLevel() {
        Heightfield g = land.grid();
        float[] water = look.waterSurface();
        int n = g.columns();
        int m = g.rows();
        // the corners are open sea
        assertEquals(0f, water[0]);
        assertEquals(0f, water[n * m - 1]);
        int sea = 0;
        int brook = 0;
        for (int i = 0; i < n * m; i++) {
            if (water[i] == 0f) {
                sea++;
                assertTrue(g.get(i % n, i / n) < 0, "sea over ground at or above 0 m at " + i);
            } else if (!Float.isNaN(water[i])) {
                brook++;
                // the brook runs from its 30.3 m spring down to 0.15 m at the sea
                assertTrue(water[i] > 0 && water[i] <= 30.3 + 1e-3, "brook level " + water[i]);
            }
        }
        assertTrue(sea > n * m / 3, "sea samples " + sea);
        assertEquals(brook, look.brookSamples());
        // the brook is ~520 m of spine; 8 m samples within its bed and six metres either side: a line of water
        assertTrue(brook > 520 / 8, "brook samples " + brook);
        // its spring is wet
        int c = (int) Math.round(g.frame().column(34));
        int r = (int) Math.round(g.frame().row(128));
        assertTrue(!Float.isNaN(water[r * n + c]), "the spring is dry");
    }

    @Test
    void seaColourRunsFromSandToDeepBlue() {
        assertEquals(0xD7C89B, IslandLook.seaColour(0));
        assertEquals(0x1C4678, IslandLook.seaColour(30));
        assertEquals(0x1C4678, IslandLook.seaColour(100));
        // halfway between the keys at 5 and 12 m
        int mid = IslandLook.seaColour(8.5);
        assertEquals(Math.round((0x46 + 0x28) / 2.0), (mid >> 16) & 0xFF);
    }
}
