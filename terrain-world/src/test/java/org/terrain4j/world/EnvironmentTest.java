package org.terrain4j.world;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class EnvironmentTest {

    static void assertSameWorld(World a, World b) {
        assertArrayEquals(a.heights().toArray(), b.heights().toArray());
        assertArrayEquals(a.coloursToArray(), b.coloursToArray());
        assertEquals(a.trees(), b.trees());
        assertEquals(a.buildings(), b.buildings());
        assertEquals(a.streets(), b.streets());
        assertEquals(a.runway(), b.runway());
        assertEquals(a.waterCount(), b.waterCount());
    }

    @ParameterizedTest
    @EnumSource(Preset.class)
    void samePresetAndSeedSameWorldOnAnyThreads(Preset p) {
        Environment e = p.environment(12, p != Preset.BACK_COUNTRY);
        World one = e.generate(Elements.standard(), 1);
        assertSameWorld(one, e.generate(Elements.standard(), 1));
        assertSameWorld(one, e.generate(Elements.standard(), 3));
        World other = e.withSeed(13).generate();
        assertFalse(java.util.Arrays.equals(one.heights().toArray(), other.heights().toArray()));
    }

    @ParameterizedTest
    @EnumSource(Preset.class)
    void orderOfThePresetsListDoesNotMatter(Preset p) {
        Environment e = p.environment(7, p != Preset.BACK_COUNTRY);
        World w = e.generate();
        Random rnd = new Random(p.ordinal());
        for (int k = 0; k < 2; k++) {
            List<Placement> shuffled = new ArrayList<>(e.placements());
            Collections.shuffle(shuffled, rnd);
            World s = e.withPlacements(shuffled).generate();
            assertArrayEquals(w.heights().toArray(), s.heights().toArray());
            assertArrayEquals(w.coloursToArray(), s.coloursToArray());
            assertEquals(w.trees(), s.trees());
            assertEquals(w.buildings(), s.buildings());
        }
    }

    @Test
    void stagesOfOneModeAreDifferentWorlds() {
        Environment a = Preset.OPEN_COUNTRY.stage(99, 0);
        Environment b = Preset.OPEN_COUNTRY.stage(99, 1);
        assertNotEquals(a.seed(), b.seed());
        assertEquals(a.seed(), Preset.OPEN_COUNTRY.stage(99, 0).seed());
        assertFalse(java.util.Arrays.equals(a.generate().heights().toArray(), b.generate().heights().toArray()));
    }

    @Test
    void modeWorldsAreThin() {
        for (Preset p : List.of(Preset.OPEN_COUNTRY, Preset.LOOP_VALLEY, Preset.BACK_COUNTRY)) {
            assertTrue(p.mode());
            assertTrue(p.environment(1).placements().size() <= 4, p.toString());
        }
        assertEquals(1, Preset.OPEN_COUNTRY.environment(1).placements().stream()
                .filter(x -> x.element().equals(Elements.RUNWAY)).count());
        assertTrue(Preset.OPEN_COUNTRY.environment(3).generate().runway().isPresent());
        World loop = Preset.LOOP_VALLEY.environment(3).generate();
        assertTrue(loop.trees().isEmpty() && loop.buildings().isEmpty(), "the air over LOOP VALLEY is clear");
        assertTrue(Preset.BACK_COUNTRY.environment(3).generate().runway().isEmpty());
        var e = assertThrows(IllegalArgumentException.class, () -> Preset.BACK_COUNTRY.environment(3, true));
        assertTrue(e.getMessage().contains("BACK COUNTRY"));
    }

    @Test
    void noStripUnlessAskedFor() {
        for (Preset p : Preset.values()) {
            if (p != Preset.OPEN_COUNTRY) {
                assertFalse(p.environment(4).hasRunway(), p.toString());
            }
        }
        assertTrue(Preset.HIGHLANDS.environment(4, true).generate().runway().isPresent());
        assertTrue(Preset.HIGHLANDS.environment(4).generate().runway().isEmpty());
    }

    /** Of the five chosen between, CANYON COUNTRY alone holds no water; the other four are wet in most seeds. */
    @Test
    void canyonCountryAloneHoldsNoStandingWater() {
        for (Preset p : List.of(Preset.HIGHLANDS, Preset.RIVER_BASIN, Preset.CANYON_COUNTRY, Preset.DUNE_SEA, Preset.LAKESIDE)) {
            int wet = 0;
            for (long seed = 0; seed < 20; seed++) {
                World w = p.environment(seed).generate();
                if (p == Preset.CANYON_COUNTRY) {
                    assertEquals(0, w.waterCount(), "seed " + seed);
                }
                wet += w.waterCount() >= 20 ? 1 : 0;
            }
            assertTrue(p == Preset.CANYON_COUNTRY ? wet == 0 : wet >= 15, p + " wet in " + wet + " of 20 seeds");
        }
        World lake = Preset.LAKESIDE.environment(12).generate();
        assertTrue(lake.waterCount() > 0.05 * 201 * 201, "a wide lake: " + lake.waterCount());
    }

    @Test
    void placementsAreData() {
        World w = Preset.LAKESIDE.environment(12).generate();
        assertFalse(w.trees().isEmpty());
        assertFalse(w.streets().isEmpty());
        Placement forest = Preset.LAKESIDE.placements().stream().filter(p -> p.element().equals(Elements.FOREST))
                .findFirst().orElseThrow();
        Reading band = Elements.standard().element(Elements.FOREST).resolved(forest, BaseGround.standard()).span("band");
        for (Tree t : w.trees()) {
            assertTrue(t.height() >= 8 && t.height() <= 22);
            assertTrue(t.y() >= band.min() - 1e-9 && t.y() <= band.max() + 1e-9);
        }
        for (Building b : w.buildings()) {
            assertTrue(b.height() >= 6 && b.height() <= 28);
        }
    }

    @Test
    void refusesReadingsOutsideTheirBounds() {
        Environment e = Preset.HIGHLANDS.environment(1);
        var bad = e.withPlacements(List.of(Placement.of(Elements.SNOW).withValue("coverage", 1.5)));
        var ex = assertThrows(IllegalArgumentException.class, bad::generate);
        assertTrue(ex.getMessage().contains("snow.coverage"), ex.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> e.withPlacements(List.of(Placement.of("volcano"))).generate());
        assertThrows(IllegalArgumentException.class,
                () -> e.withPlacements(List.of(Placement.of(Elements.SNOW).withValue("depth", 1))).generate());
        assertThrows(IllegalArgumentException.class, () -> e.generate(Elements.standard(), 0));
        assertThrows(IllegalArgumentException.class, () -> e.withPlacements(
                List.of(Placement.of(Elements.RUNWAY), Placement.of(Elements.RUNWAY))).generate());
    }

    @Test
    void presetsByName() {
        assertEquals(Preset.RIVER_BASIN, Preset.named("RIVER BASIN"));
        assertEquals(Preset.RIVER_BASIN, Preset.named("river-basin"));
        assertEquals(Preset.LAKESIDE, Preset.named("lakeside"));
        assertThrows(IllegalArgumentException.class, () -> Preset.named("MOON"));
    }

    /** Review 6, finding 24: the names were listed as Java's List.toString writes them, in brackets. */
    @Test
    void review6AnUnknownPresetListsTheNamesWithoutBrackets() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Preset.named("NOPE"));
        assertEquals("no environment named 'NOPE'; known: HIGHLANDS, RIVER BASIN, CANYON COUNTRY, DUNE SEA, LAKESIDE,"
                + " OPEN COUNTRY, LOOP VALLEY, BACK COUNTRY", e.getMessage());
    }
}
