package org.terrain4j.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.HeightFunction;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.features.Carve;
import org.terrain4j.features.Nearest;
import org.terrain4j.features.Press;
import org.terrain4j.features.Spine;
import org.terrain4j.features.land.Land;

/**
 * Checks on the example island, built at its full grid (1025 × 1025 samples 2 m apart; about 1.5 s on
 * two cores).
 */
class IslandTest {

    static Island island;
    static Land land;
    /** The ground before any feature, at the full grid. */
    static Heightfield base;
    /** The ground with only the walkway pressed. */
    static Heightfield pressed;

    @BeforeAll
    static void build() {
        island = Island.create();
        List<Double> fractions = new ArrayList<>();
        land = Island.build((f, m) -> fractions.add(f));
        assertEquals(1.0, fractions.get(fractions.size() - 1));
        for (int i = 1; i < fractions.size(); i++) {
            assertTrue(fractions.get(i) >= fractions.get(i - 1));
        }
        base = Land.builder(island::baseHeight, 1025, 1025, GridFrame.centred(1025, 1025, 2))
                .build(ProgressListener.NONE).grid();
        pressed = island.walkwayPress().apply(base);
    }

    static double pad(double x, double z) {
        return Math.hypot(x - Island.PAD_X, z - Island.PAD_Z);
    }

    @Test
    void gridIsSeedZeroZerosAndPastItTheLandAnswersMinus30() {
        assertEquals(1025, land.grid().columns());
        assertEquals(-1024, land.grid().frame().x(0));
        assertEquals(1024, land.grid().frame().z(1024));
        assertEquals(-30, land.height(1030, 0));
        assertEquals(-30, land.height(-4000, 2500));
        assertEquals(-30, land.height(0, -1024.5));
    }

    @Test
    void seaFloorFollowsTheFormula() {
        assertEquals(0.05 * 100 + 0.0003 * 100 * 100, Island.seaDepth(100), 1e-12);
        assertEquals(30, Island.seaDepth(300));
        SplittableRandom rnd = new SplittableRandom(7);
        int checked = 0;
        while (checked < 500) {
            double x = rnd.nextDouble(-1024, 1024);
            double z = rnd.nextDouble(-1024, 1024);
            double d = island.coast(x, z);
            if (d <= 0 || pad(x, z) < 100) {
                continue;
            }
            double expected = -0.3 - Math.min(30, 0.05 * d + 0.0003 * d * d);
            assertEquals(expected, island.baseHeight(x, z), 1e-9, () -> "at " + x + ", " + z);
            checked++;
        }
        // grid samples far out to sea are the floor
        assertEquals(-30.3, land.grid().get(0, 0), 1e-5);
    }

    @Test
    void coastLiesAbout640mFromTheMiddleWithItsPeninsulasAndCuts() {
        // directions clear of the peninsulas, the spit, the cove, the bay, the inlet and the cleft
        int[] clear = {0, 30, 60, 150, 210, 240, 300, 330};
        for (int a : clear) {
            double th = Math.toRadians(a);
            double r = 0;
            while (island.coast(r * Math.cos(th), -40 + r * Math.sin(th)) < 0) {
                r += 0.5;
            }
            assertEquals(640, r, 25, "coast at " + a + " degrees");
        }
        // the shapes, before the roughening (which moves the shore by up to 22 m)
        assertTrue(Island.smoothCoast(560, 490) < 0, "east peninsula");
        assertTrue(Island.smoothCoast(650, 560) < 0, "east peninsula's tip");
        assertTrue(Island.smoothCoast(-300, 560) < 0, "west peninsula");
        assertTrue(Math.hypot(-300, 560 + 40) > 660, "west peninsula lies outside the main circle");
        assertTrue(Island.smoothCoast(190, 600) < 0, "spit, whose root the cove leaves");
        assertTrue(Math.hypot(190, 600 + 40) > 660, "spit lies outside the main circle");
        assertTrue(Island.smoothCoast(-60, 620) > 0, "cove");
        assertTrue(Island.smoothCoast(430, -470) > 0, "bay");
        assertTrue(Island.smoothCoast(-600, -60) > 0, "inlet");
        assertTrue(Island.smoothCoast(-120, -660) > 0, "cleft");
        assertTrue(Math.hypot(430, -470 + 40) < 640 && Math.hypot(-120, -660 + 40) < 640, "cuts inside the circle");
        assertTrue(land.height(-60, 620) < 0);
        assertTrue(land.height(560, 490) > 0);
    }

    @Test
    void lowlandReachesAbout7mWithin90mOfTheShore() {
        assertEquals(7.0, Island.shelf(90), 1e-12);
        assertEquals(-0.3, Island.shelf(0), 1e-12);
        for (double s = 0; s <= 90; s += 0.5) {
            assertTrue(Island.shelf(s) <= 7.0 + 1e-12);
            assertTrue(Island.shelf(s + 0.5) >= Island.shelf(s));
        }
        // on the land, 85 to 95 m in from the coast, off the hill: the median is about 7 m
        SplittableRandom rnd = new SplittableRandom(9);
        List<Double> hs = new ArrayList<>();
        while (hs.size() < 400) {
            double x = rnd.nextDouble(-800, 800);
            double z = rnd.nextDouble(-800, 800);
            double s = -island.coast(x, z);
            if (s < 85 || s > 95 || island.hill(x, z) > 0 || pad(x, z) < 100) {
                continue;
            }
            hs.add(island.baseHeight(x, z));
        }
        Collections.sort(hs);
        assertEquals(7, hs.get(hs.size() / 2), 1.5);
    }

    @Test
    void hillTopIs150mBeforeTheGulliesAndTheGulliesOnlyLower() {
        double lattice = 0;
        for (int j = -32; j <= 32; j++) {
            for (int i = -32; i <= 32; i++) {
                lattice = Math.max(lattice, island.hill(32 * i, 32 * j));
            }
        }
        assertEquals(150, lattice, 1e-9);
        double fine = 0;
        double deepest = 0;
        for (int j = -256; j <= 256; j++) {
            for (int i = -256; i <= 256; i++) {
                double h = island.hill(4 * i, 4 * j);
                fine = Math.max(fine, h);
                double g = island.gulliedHill(4 * i, 4 * j);
                assertTrue(g <= h, "gullies raised " + i + ", " + j);
                deepest = Math.max(deepest, h - g);
            }
        }
        assertTrue(fine >= 150 && fine < 155, "finest top " + fine);
        assertTrue(deepest > 5, "deepest gully " + deepest);
        assertTrue(deepest <= island.gullies().maxCut());
        // the hill's foot: nothing 540 m + warp out from its middle
        assertEquals(0, island.hill(Island.HILL_X + 700, Island.HILL_Z));
    }

    @Test
    void padIsFlatAt4point6Within46mAndBlendsBackBy100m() {
        SplittableRandom rnd = new SplittableRandom(11);
        Spine brook = island.brook();
        Spine walk = island.walkway();
        for (int k = 0; k < 2000; k++) {
            double a = rnd.nextDouble(0, 2 * Math.PI);
            double r = 46 * Math.sqrt(rnd.nextDouble());
            double x = Island.PAD_X + r * Math.cos(a);
            double z = Island.PAD_Z + r * Math.sin(a);
            assertEquals(4.6, island.baseHeight(x, z), 1e-12);
            // the grid: cells wholly inside the flat (a 2 m cell reaches 2.9 m)
            // the walkway presses out to 6 m (+ 0.25 m of uneven edge): a point's cell corners lie within
            // 2.83 m of it, so only points 10 m clear of the path have all their corners unpressed
            if (r < 43 && brook.distance(x, z, 24) >= 24 && walk.distance(x, z, 10) >= 10) {
                assertEquals(4.6, land.height(x, z), 1e-5, "at " + x + ", " + z + ": brook " + brook.distance(x, z, 99)
                        + " m, walkway " + walk.distance(x, z, 99) + " m away");
            }
        }
        // from 100 m on, the height is the composition without the pad
        for (int k = 0; k < 500; k++) {
            double a = rnd.nextDouble(0, 2 * Math.PI);
            double r = rnd.nextDouble(100, 300);
            double x = Island.PAD_X + r * Math.cos(a);
            double z = Island.PAD_Z + r * Math.sin(a);
            double s = -island.coast(x, z);
            double h = Island.shelf(s);
            if (s > 0) {
                h += island.gulliedHill(x, z) * smooth(s, 60, 220)
                        + island.roll(x, z) * (0.8 + 7.5 * smooth(pad(x, z), 46, 170)) * smooth(s, 0, 40);
            }
            assertEquals(h, island.baseHeight(x, z), 1e-9);
        }
    }

    static double smooth(double x, double a, double b) {
        double t = Math.max(0, Math.min(1, (x - a) / (b - a)));
        return t * t * (3 - 2 * t);
    }

    @Test
    void cottageSpotStandsAtThePadsHeight() {
        assertEquals(20 * 20, 12 * 12 + 8 * 8 + 192); // 12 m east, 8 m south: 14.4 m from the pad's middle
        assertEquals(Island.PAD_HEIGHT, land.height(Island.COTTAGE_X, Island.COTTAGE_Z), 1e-5);
    }

    @Test
    void walkwayIs5cmBelowItsSmoothedPathWithin1point4mAndUnchangedBeyond6m() {
        Press press = island.walkwayPress();
        Spine spine = island.walkway();
        double[] path = press.pathHeights(HeightFunction.of(base));
        assertEquals(Island.PAD_HEIGHT, path[path.length - 1]);
        GridFrame f = base.frame();
        int full = 0;
        int far = 0;
        for (int r = 0; r < base.rows(); r++) {
            for (int c = 0; c < base.columns(); c++) {
                double x = f.x(c);
                double z = f.z(r);
                if (x < -60 || x > 20 || z < 320 || z > 510) {
                    assertEquals(base.get(c, r), pressed.get(c, r));
                    continue;
                }
                Nearest n = spine.nearest(x, z, 20).orElse(null);
                if (n == null || n.distance() >= 6) {
                    assertEquals(base.get(c, r), pressed.get(c, r), "beyond 6 m at " + x + ", " + z);
                    far++;
                } else if (n.distance() <= 1.4 && spine.length() - n.along() >= 14) {
                    double p = pathAt(spine, path, n.along());
                    assertEquals(p - 0.05, pressed.get(c, r), 1e-4, "within 1.4 m at " + x + ", " + z);
                    full++;
                }
            }
        }
        assertTrue(full > 100 && far > 1000, full + " " + far);
        // no step where it meets the pad: the ground at the walkway's end is the pad's
        assertEquals(Island.PAD_HEIGHT, land.height(-16, 333.6), 0.01);
    }

    static double pathAt(Spine spine, double[] values, double along) {
        int n = spine.pointCount();
        for (int i = 0; i < n - 1; i++) {
            double a0 = spine.alongOf(i);
            double a1 = spine.alongOf(i + 1);
            if (along <= a1) {
                double t = a1 > a0 ? (along - a0) / (a1 - a0) : 0;
                return values[i] + (values[i + 1] - values[i]) * Math.max(0, Math.min(1, t));
            }
        }
        return values[n - 1];
    }

    @Test
    void brookIsAbout434mItsLevelNeverRisesStaysBelowGroundAndItsBedIsFlat() {
        Spine spine = island.brook();
        assertEquals(26, spine.controlPointCount());
        assertEquals(434, spine.length(), 3);
        Carve carve = island.brookCarve();
        HeightFunction before = HeightFunction.of(pressed);
        double[] level = carve.levels(before);
        for (int i = 0; i < level.length; i++) {
            if (i > 0) {
                assertTrue(level[i] <= level[i - 1], "level rises at " + i);
            }
            assertTrue(level[i] <= before.height(spine.x(i), spine.z(i)) - 0.3 + 1e-9, "level above ground at " + i);
        }
        assertTrue(level[0] > 20, "spring level " + level[0]);
        // the bed is flat across the half-width
        GridFrame f = land.grid().frame();
        int flat = 0;
        for (int r = 0; r < 1025; r++) {
            double z = f.z(r);
            if (z < 110 || z > 510) {
                continue;
            }
            for (int c = 0; c < 1025; c++) {
                double x = f.x(c);
                if (x < -80 || x > 60) {
                    continue;
                }
                Nearest n = spine.nearest(x, z, 4).orElse(null);
                if (n == null) {
                    continue;
                }
                double index = spine.indexAt(n.along());
                double halfBed = carve.halfBed().at(index);
                if (n.distance() > halfBed - 0.05 || n.along() < 1 || n.along() > spine.length() - 1) {
                    continue;
                }
                double bed = pathAt(spine, level, n.along()) - carve.depth().at(index);
                double g = pressed.get(c, r);
                double after = land.grid().get(c, r);
                assertTrue(after <= g);
                if (g > bed + 0.01) {
                    assertEquals(bed, after, 2e-3, "bed at " + x + ", " + z);
                    flat++;
                }
            }
        }
        assertTrue(flat > 300, "flat-bed samples " + flat);
    }

    @Test
    void landQueriesAreConsistent() {
        assertTrue(land.inside("dressed", 0, 400));
        assertTrue(!land.inside("dressed", 0, 0));
        assertEquals(16, land.distanceTo("walkway", 300, 0, 16));
        assertEquals(0, land.distanceTo("brook", 34, 128, 8), 1e-9);
        assertEquals(List.of("walkway", "brook"), land.features().stream().map(g -> g.name()).toList());
        // the sea edge: a walker out at sea is stopped where the ground is 0.6 m under the sea
        assertTrue(!land.walkable(0, 800));
        assertTrue(land.walkable(Island.COTTAGE_X, Island.COTTAGE_Z));
        double[] stop = land.nearestWalkable(-60, 560, 200);
        assertTrue(land.walkable(stop[0], stop[1]));
        assertEquals(-0.6, land.height(stop[0], stop[1]), 0.05);
    }

    @Test
    void sameBitsWhateverTheThreadCount() throws Exception {
        java.util.concurrent.ForkJoinPool one = new java.util.concurrent.ForkJoinPool(1);
        java.util.concurrent.ForkJoinPool three = new java.util.concurrent.ForkJoinPool(3);
        try {
            Heightfield a = one.submit(() -> island.bake(129, 16, ProgressListener.NONE).grid()).get();
            Heightfield b = three.submit(() -> island.bake(129, 16, ProgressListener.NONE).grid()).get();
            assertEquals(a, b);
        } finally {
            one.shutdown();
            three.shutdown();
        }
    }

    @Test
    void bakingIsTheHeightFunctionSampleBySample() {
        GridFrame f = base.frame();
        SplittableRandom rnd = new SplittableRandom(3);
        for (int k = 0; k < 300; k++) {
            int c = rnd.nextInt(1025);
            int r = rnd.nextInt(1025);
            assertEquals((float) island.baseHeight(f.x(c), f.z(r)), (float) base.get(c, r));
        }
        HeightfieldBuffer again = HeightfieldBuffer.copyOf(base);
        assertTrue(again.equals(base) || again.snapshot().equals(base));
    }
}
