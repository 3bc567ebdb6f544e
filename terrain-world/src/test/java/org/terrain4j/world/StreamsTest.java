package org.terrain4j.world;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Nothing repeats between environments: each placement's stream is split from (world seed, environment,
 * element, instance). The elements are drawn alone on a flat, dry base ground, so what they drew is
 * read directly: where a peak raised the ground, where a river's water lies.
 */
class StreamsTest {

    static final BaseGround FLAT = BaseGround.standard().withRelief(0).withPlainsDepth(0).withWater(0).withSamples(101);

    static Stream<Named<Long>> seeds() {
        return Stream.of(0L, 1L, 2L, 3L, 4L).map(s -> Named.of("seed " + s, s));
    }

    static Placement of(Preset p, String element) {
        return p.environment(0).placements().stream().filter(x -> x.element().equals(element)).findFirst().orElseThrow();
    }

    /** The samples raised above the flat base (mountains) or under water (rivers). */
    static boolean[] drawn(Preset p, String element, long seed) {
        World w = new Environment(p.title(), seed, FLAT, List.of(of(p, element))).generate();
        boolean[] out = new boolean[w.columns() * w.rows()];
        for (int r = 0; r < w.rows(); r++) {
            for (int c = 0; c < w.columns(); c++) {
                out[r * w.columns() + c] = element.equals(Elements.RIVER) ? w.water(c, r) : w.heights().get(c, r) > 1;
            }
        }
        return out;
    }

    /** Shared samples over the samples either drew (Jaccard index). */
    static double overlap(boolean[] a, boolean[] b) {
        int both = 0;
        int either = 0;
        for (int i = 0; i < a.length; i++) {
            both += a[i] && b[i] ? 1 : 0;
            either += a[i] || b[i] ? 1 : 0;
        }
        return either == 0 ? 0 : both / (double) either;
    }

    /** HIGHLANDS and LAKESIDE place their peaks from streams of their own: their footprints barely meet. */
    @ParameterizedTest
    @MethodSource("seeds")
    void presetsAtOneSeedShareNoPeaks(long seed) {
        double o = overlap(drawn(Preset.HIGHLANDS, Elements.MOUNTAIN, seed), drawn(Preset.LAKESIDE, Elements.MOUNTAIN, seed));
        assertTrue(o < 0.25, "peak footprints overlap " + o);
    }

    /** RIVER BASIN, DUNE SEA and LOOP VALLEY each run their river on a course of their own. */
    @ParameterizedTest
    @MethodSource("seeds")
    void presetsAtOneSeedShareNoRiver(long seed) {
        boolean[] basin = drawn(Preset.RIVER_BASIN, Elements.RIVER, seed);
        boolean[] dunes = drawn(Preset.DUNE_SEA, Elements.RIVER, seed);
        boolean[] loop = drawn(Preset.LOOP_VALLEY, Elements.RIVER, seed);
        assertTrue(overlap(basin, dunes) < 0.25, "river basin / dune sea " + overlap(basin, dunes));
        assertTrue(overlap(dunes, loop) < 0.25, "dune sea / loop valley " + overlap(dunes, loop));
    }

    /** The same environment at the same seed is the same world; another name, other sites for the strip. */
    @ParameterizedTest
    @MethodSource("seeds")
    void runwaySitesAreTheEnvironmentsOwn(long seed) {
        List<Placement> strip = List.of(Placement.of(Elements.RUNWAY));
        BaseGround g = BaseGround.standard().withSamples(101);
        RunwayRecord a = new Environment("HIGHLANDS", seed, g, strip).generate().runway().orElseThrow();
        RunwayRecord b = new Environment("LAKESIDE", seed, g, strip).generate().runway().orElseThrow();
        RunwayRecord again = new Environment("HIGHLANDS", seed, g, strip).generate().runway().orElseThrow();
        assertArrayEquals(new double[] {a.x(), a.z(), a.heading()}, new double[] {again.x(), again.z(), again.heading()});
        assertNotEquals(a.candidates().get(0), b.candidates().get(0));
        assertNotEquals(a.candidates().get(59), b.candidates().get(59));
    }

    /**
     * Presets at one seed stand on different ground: the base grounds' heights at 400 points 3.2 km apart
     * (the ground runs on past its square, as tiles read it; a 16 km square holds too few of the first
     * octave's 6.4 km waves for a correlation to mean much), compared by rank (each preset remaps the noise
     * by its own monotone curve), correlate below 0.5 for every pair of the eight presets. With one noise
     * for every preset the pairs correlate near 1.
     */
    @org.junit.jupiter.api.Test
    void presetsAtOneSeedDoNotShareTheirBaseGround() {
        Preset[] presets = Preset.values();
        for (long seed : new long[] {0, 5, 12}) {
            double[][] ranks = new double[presets.length][];
            for (int k = 0; k < presets.length; k++) {
                org.terrain4j.world.Ground g = presets[k].environment(seed).ground().ground(seed);
                double[] v = new double[400];
                for (int i = 0; i < 400; i++) {
                    v[i] = g.height(-30_400 + (i % 20) * 3_200, -30_400 + (i / 20) * 3_200);
                }
                ranks[k] = ranks(v);
            }
            for (int a = 0; a < presets.length; a++) {
                for (int b = a + 1; b < presets.length; b++) {
                    double rho = SymmetryTest.correlation(ranks[a], ranks[b]);
                    assertTrue(Math.abs(rho) < 0.5, "seed " + seed + ": " + presets[a] + " and " + presets[b]
                            + " correlate " + rho);
                }
            }
        }
    }

    private static double[] ranks(double[] v) {
        Integer[] order = new Integer[v.length];
        for (int i = 0; i < v.length; i++) {
            order[i] = i;
        }
        java.util.Arrays.sort(order, (i, j) -> Double.compare(v[i], v[j]));
        double[] r = new double[v.length];
        for (int k = 0; k < v.length; k++) {
            r[order[k]] = k;
        }
        return r;
    }
}
