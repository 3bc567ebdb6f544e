package org.terrain4j.world;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.terrain4j.api.HeightFunction;
import org.terrain4j.api.Heightfield;
import org.terrain4j.world.internal.MountainElement;

class BaseGroundTest {

    @Test
    void defaultsAreTheSpecifications() {
        BaseGround g = BaseGround.standard();
        assertEquals(16_000, g.size());
        assertEquals(201, g.samples());
        assertEquals(7, g.octaves());
        assertEquals(80, g.frame().spacingX());
        assertEquals(-8_000, g.frame().originX());
        assertEquals(8_000, g.frame().x(200), 1e-9);
    }

    @Test
    void remapFlattensBelowAndExaggeratesAbove() {
        BaseGround g = BaseGround.standard();
        // below the threshold a square: level at the threshold (wide plains), 60 m down at the lowest noise
        assertEquals(-60, g.remap(0), 1e-12);
        assertEquals(-60 * 0.25, g.remap(0.25), 1e-12);
        assertEquals(-60 * 0.01, g.remap(0.45), 1e-12);
        assertEquals(0, g.remap(0.5), 1e-12);
        // above it the power curve: relief · ((u − t)/(1 − t))^1.8
        assertEquals(1400 * Math.pow(0.5, 1.8), g.remap(0.75), 1e-9);
        assertEquals(1400, g.remap(1), 1e-9);
        // flattened: the tenth of the noise just below the threshold spans 2.4 m; exaggerated above
        assertEquals(2.4, g.remap(0.5) - g.remap(0.4), 1e-9);
        double below = g.remap(0.45) - g.remap(0.40);
        double above = g.remap(0.95) - g.remap(0.90);
        assertTrue(above > 20 * below, above + " vs " + below);
        // the standing water: below 0.34 of the noise, a line 60 · (0.16 / 0.5)² m under the threshold
        assertEquals(0.34, g.water());
        assertEquals(-60 * 0.32 * 0.32, g.waterLine(), 1e-12);
        assertEquals(Double.NEGATIVE_INFINITY, g.withWater(0).waterLine());
    }

    /**
     * The remap flattens the lowest ground into water: HIGHLANDS (no water element) is wet in most seeds,
     * and a sample is water exactly where the finished ground lies at or under the base ground's line.
     */
    @Test
    void highlandsIsWetInMostSeeds() {
        int wet = 0;
        for (long seed = 0; seed < 20; seed++) {
            World w = Preset.HIGHLANDS.environment(seed).generate();
            double line = w.environment().ground().waterLine();
            int water = 0;
            for (int r = 0; r < w.rows(); r++) {
                for (int c = 0; c < w.columns(); c++) {
                    boolean under = w.heights().get(c, r) <= line;
                    assertEquals(under, w.water(c, r), "seed " + seed + " (" + c + ", " + r + ")");
                    if (under) {
                        assertEquals(line, w.waterSurface(c, r), 1e-4);
                        water++;
                    }
                }
            }
            double share = water / (double) (w.columns() * w.rows());
            assertTrue(share < 0.4, "seed " + seed + ": the highlands are not a sea, water " + share);
            wet += water >= 20 ? 1 : 0;
        }
        assertTrue(wet >= 15, "wet in " + wet + " of 20 seeds");
    }

    @Test
    void groundIsAHeightFunctionOfWorldPosition() {
        BaseGround g = BaseGround.standard().withSamples(49).withElevation(25);
        HeightFunction f = g.ground(8);
        // sampled through the api's generic sampler, the function gives the world's own base ground
        Heightfield sampled = Heightfield.sampled(g.frame(), 49, 49, f);
        World bare = new Environment("bare", 8, g, java.util.List.of()).generate();
        assertArrayEquals(bare.heights().toArray(), sampled.toArray());
        // world metres in, metres out, inside the remapping's range, and defined past the square
        for (double x : new double[] {-8_000, 0, 8_000, 50_000}) {
            double h = f.height(x, -x / 3);
            assertTrue(h >= 25 - 60 && h <= 25 + 1400, x + ": " + h);
        }
        assertEquals(g.ground(8).height(123.5, -77), f.height(123.5, -77), 0.0);
    }

    @Test
    void gridRowsAreThePointFunction() {
        BaseGround g = BaseGround.standard().withSamples(65);
        Ground ground = g.ground(5);
        double[] row = new double[65];
        for (int r : new int[] {0, 17, 64}) {
            ground.row(r, row);
            for (int c = 0; c < 65; c++) {
                assertEquals(ground.height(g.frame().x(c), g.frame().z(r)), row[c], 0.0);
            }
        }
    }

    @Test
    void anySizeOnRequest() {
        World w = new Environment("t", 3, BaseGround.standard().withSamples(33).withSize(2000), java.util.List.of()).generate();
        assertEquals(33, w.columns());
        assertEquals(62.5, w.frame().spacingX());
        // the same world position gives the same base height whatever the sampling
        World fine = new Environment("t", 3, BaseGround.standard().withSamples(65).withSize(2000), java.util.List.of()).generate();
        assertEquals(w.heights().get(16, 16), fine.heights().get(32, 32), 0.0);
    }

    @Test
    void falloff() {
        assertEquals(1, BaseGround.falloff(0));
        assertEquals(0.5625, BaseGround.falloff(0.5), 1e-12);
        assertEquals(0, BaseGround.falloff(1));
        assertEquals(0, BaseGround.falloff(3));
    }

    @Test
    void mountainDensityFormula() {
        // (16 000² × 0.10) ÷ (π × 750²) = 14.486…, "about 14 to 15"
        assertEquals(2.56e7 / (Math.PI * 562_500), MountainElement.density(16_000.0 * 16_000, 750), 1e-9);
        assertEquals(14.486, MountainElement.density(16_000.0 * 16_000, 750), 1e-3);
        Placement resolved = Elements.standard().element(Elements.MOUNTAIN)
                .resolved(Placement.of(Elements.MOUNTAIN), BaseGround.standard());
        assertEquals(14, resolved.value("peaks")); // radius 500…1000, mean 750
        Placement wide = Elements.standard().element(Elements.MOUNTAIN)
                .resolved(Placement.of(Elements.MOUNTAIN).withSpan("radius", 1000, 2000), BaseGround.standard());
        assertEquals(Math.round(2.56e7 / (Math.PI * 1500 * 1500)), wide.value("peaks"));
        Placement named = Elements.standard().element(Elements.MOUNTAIN)
                .resolved(Placement.of(Elements.MOUNTAIN).withValue("peaks", 3), BaseGround.standard());
        assertEquals(3, named.value("peaks"));
    }

    @Test
    void refusesBadSettings() {
        var e = assertThrows(IllegalArgumentException.class, () -> BaseGround.standard().withSamples(1));
        assertTrue(e.getMessage().contains("samples"));
        assertThrows(IllegalArgumentException.class, () -> BaseGround.standard().withSize(Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> BaseGround.standard().withThreshold(1));
        assertThrows(IllegalArgumentException.class, () -> BaseGround.standard().withOctaves(0));
        var w = assertThrows(IllegalArgumentException.class, () -> BaseGround.standard().withWater(0.5));
        assertTrue(w.getMessage().contains("water") && w.getMessage().contains("0.5"), w.getMessage());
        assertThrows(IllegalArgumentException.class, () -> BaseGround.standard().withWater(-0.1));
        assertThrows(IllegalArgumentException.class, () -> BaseGround.standard().withWater(Double.NaN));
    }

    /**
     * A variant is another noise for the same seed: 0 is the seed's own ground, any other value a ground that
     * shares no hills with it (heights at 400 points, correlation near 0), the same on every call, and part
     * of the settings' equality.
     */
    @Test
    void aVariantIsAnotherGroundForTheSameSeed() {
        BaseGround g = BaseGround.standard();
        assertEquals(0, g.variant());
        assertEquals(-3, g.withVariant(-3).variant());
        assertEquals(g, g.withVariant(0));
        assertTrue(!g.equals(g.withVariant(3)) && g.withVariant(3).toString().contains("variant=3"),
                g.withVariant(3).toString());
        for (long seed : new long[] {0, 12, -7}) {
            Ground own = g.ground(seed);
            Ground zero = g.withVariant(0).ground(seed);
            Ground three = g.withVariant(3).ground(seed);
            Ground again = g.withVariant(3).ground(seed);
            Ground four = g.withVariant(4).ground(seed);
            double[] a = new double[400];
            double[] b = new double[400];
            double[] c = new double[400];
            for (int k = 0; k < 400; k++) {
                double x = -7_500 + (k % 20) * 790;
                double z = -7_500 + (k / 20) * 790;
                assertEquals(own.height(x, z), zero.height(x, z), 0.0);
                assertEquals(three.height(x, z), again.height(x, z), 0.0);
                a[k] = own.height(x, z);
                b[k] = three.height(x, z);
                c[k] = four.height(x, z);
            }
            double ab = SymmetryTest.correlation(a, b);
            double bc = SymmetryTest.correlation(b, c);
            assertTrue(Math.abs(ab) < 0.35, "seed " + seed + ": " + ab);
            assertTrue(Math.abs(bc) < 0.35, "seed " + seed + ": " + bc);
        }
    }
}
