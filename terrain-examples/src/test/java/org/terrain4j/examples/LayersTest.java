package org.terrain4j.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.examples.Layers.Material;
import org.terrain4j.features.land.Land;
import org.terrain4j.testkit.Cases;

/** The island's layers, on the island baked at a coarser grid (257 samples 8 m apart). */
class LayersTest {

    static Island island;
    static Land land;
    static Layers layers;

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0x5A11DL, 8);
    }

    @BeforeAll
    static void build() {
        island = Island.create();
        land = island.bake(257, 8, ProgressListener.NONE);
        layers = island.layers(land);
    }

    /**
     * Issue 15, item 14: the splat maps put leaf litter under the sea (3 116 samples of the full island
     * more than half litter, down to −4.9 m). No sample below 1.3 m (where sand is whole: the beach and
     * the sea floor) has any litter.
     */
    @Test
    void item14NoLeafLitterOnTheBeachOrUnderTheSea() {
        double[] w = new double[Layers.COUNT];
        int underSea = 0;
        int wrong = 0;
        double deepest = 0;
        for (int r = 0; r < land.grid().rows(); r++) {
            for (int c = 0; c < land.grid().columns(); c++) {
                double x = land.grid().frame().x(c);
                double z = land.grid().frame().z(r);
                double h = land.height(x, z);
                if (h < 1.3) {
                    underSea += h < 0 ? 1 : 0;
                    layers.weights(x, z, w);
                    if (w[Material.LITTER.ordinal()] > 0) {
                        wrong++;
                        deepest = Math.min(deepest, h);
                    }
                }
            }
        }
        assertTrue(underSea > 10_000, "the coarse island has sea: " + underSea);
        assertEquals(0, wrong, "samples below 1.3 m with litter, the deepest at " + deepest + " m");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void rulesHoldWhereTheySayAndWeightsSumToOne(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        double[] w = new double[Layers.COUNT];
        for (int k = 0; k < 400; k++) {
            // half the points near the brook, half anywhere on the island
            double x;
            double z;
            if (k % 2 == 0) {
                double along = rnd.nextDouble(0, island.brook().length());
                var spot = island.brook().spotAt(along);
                x = spot.x() + rnd.nextDouble(-6, 6);
                z = spot.z() + rnd.nextDouble(-6, 6);
            } else {
                x = rnd.nextDouble(-800, 800);
                z = rnd.nextDouble(-800, 800);
            }
            layers.weights(x, z, w);
            double sum = 0;
            for (double v : w) {
                assertTrue(v >= 0 && v <= 1);
                sum += v;
            }
            assertEquals(1, sum, 1e-12);
            double h = land.height(x, z);
            double deg = Math.toDegrees(Math.atan(land.slope(x, z)));
            double bd = land.distanceTo("brook", x, z, 8);
            // the rules, from the seed's numbers
            assertEquals(h >= 2.7 ? 0 : h <= 1.3 ? 1 : -1, ruleOrMinus(Material.SAND, x, z, h >= 2.7 || h <= 1.3));
            assertEquals(deg <= 33 ? 0 : deg >= 44 ? 1 : -1, ruleOrMinus(Material.ROCK, x, z, deg <= 33 || deg >= 44));
            assertEquals(bd >= 4.6 ? 0 : bd <= 2.4 ? 1 : -1, ruleOrMinus(Material.DAMP, x, z, bd >= 4.6 || bd <= 2.4));
            assertEquals(bd >= 2.5 ? 0 : bd <= 1.5 ? 1 : -1, ruleOrMinus(Material.MUD, x, z, bd >= 2.5 || bd <= 1.5));
            assertEquals(bd >= 1.55 ? 0 : bd <= 0.95 ? 1 : -1,
                    ruleOrMinus(Material.WET_GRAVEL, x, z, bd >= 1.55 || bd <= 0.95));
            // wet gravel is the top layer: where its rule is 1 it is all there is
            if (bd <= 0.95) {
                assertEquals(1, w[Material.WET_GRAVEL.ordinal()]);
            }
        }
    }

    private static double ruleOrMinus(Material m, double x, double z, boolean decided) {
        double r = layers.rule(m, x, z);
        assertTrue(r >= 0 && r <= 1);
        return decided ? r : -1;
    }

    @Test
    void splatMapsSumTo255(@TempDir Path dir) throws Exception {
        GridFrame f = GridFrame.of(-100, 250, 4);
        BufferedImage[] maps = layers.splatMaps(60, 70, f);
        for (int r = 0; r < 70; r++) {
            for (int c = 0; c < 60; c++) {
                int a = maps[0].getRGB(c, r);
                int b = maps[1].getRGB(c, r);
                int sum = 0;
                for (int s = 0; s < 32; s += 8) {
                    sum += (a >>> s & 255) + (b >>> s & 255);
                }
                assertEquals(255, sum);
            }
        }
        Land small = Land.builder(island::baseHeight, 33, 33, GridFrame.of(-100, 250, 8))
                .feature(island.walkwayPress()).feature(island.brookCarve()).build(ProgressListener.NONE);
        island.layers(small).writeSplatMaps(dir, "splat");
        BufferedImage back = ImageIO.read(dir.resolve("splat-1.png").toFile());
        assertEquals(33, back.getWidth());
        assertTrue(Files.size(dir.resolve("splat-0.png")) > 0);
        try (var files = Files.list(dir)) {
            assertEquals(2, files.count(), "no temporary file left");
        }
    }

    @Test
    void quantiseKeepsTheSum() {
        int[] q = Layers.quantise(new double[] {1 / 3.0, 1 / 3.0, 1 / 3.0, 0, 0, 0, 0, 0}, new int[8]);
        assertEquals(85, q[0]);
        assertEquals(255, q[0] + q[1] + q[2]);
    }
}
