package org.terrain4j.world;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Groves of varied size (issue 29: "groves are polka dots of one size"): a few large woods and many
 * small copses. Measured on the generated world alone, at 201²: the samples painted with the preset's
 * canopy gradient split into pieces (samples joined through their eight neighbours); per world, the
 * coefficient of variation (standard deviation over mean) of the pieces' areas; per preset, its median
 * over seeds 0 to 19.
 *
 * <p>Measured: median 1.14 HIGHLANDS, 1.24 RIVER BASIN, 1.07 DUNE SEA, 1.07 LAKESIDE, 1.82 BACK COUNTRY
 * (0.89 OPEN COUNTRY, ten groves, not held). Before (one radius span drawn evenly, no clumping, no ragged
 * edge, no outlying copses): 0.73, 0.80, 0.72, 0.73, 1.22 (0.55).
 */
class GroveSizeTest {

    /** Areas, in samples, of the pieces of canopy (eight-neighbour joins). */
    static double[] pieces(World w, ColourGradient canopy) {
        int n = w.columns();
        boolean[] wood = new boolean[n * n];
        for (int i = 0; i < n * n; i++) {
            wood[i] = w.gradientAt(i % n, i / n).equals(canopy);
        }
        return Pieces.sizes(wood, n);
    }

    static double variation(double[] a) {
        double sum = 0;
        double sq = 0;
        for (double v : a) {
            sum += v;
            sq += v * v;
        }
        double mean = sum / a.length;
        return Math.sqrt(Math.max(0, sq / a.length - mean * mean)) / mean;
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"HIGHLANDS, 1.0", "RIVER_BASIN, 1.0", "DUNE_SEA, 1.0", "LAKESIDE, 1.0", "BACK_COUNTRY, 1.5"})
    void grovesAreOfVariedSize(Preset preset, double least) {
        double[] cv = new double[20];
        for (int seed = 0; seed < 20; seed++) {
            Environment e = preset.environment(seed);
            Placement forest = e.placements().stream().filter(p -> p.element().equals(Elements.FOREST)).findFirst()
                    .orElseThrow();
            ColourGradient canopy = Elements.standard().element(Elements.FOREST).resolved(forest, e.ground())
                    .gradient("canopy");
            double[] areas = pieces(e.generate(), canopy);
            assertTrue(areas.length >= 2, preset + " seed " + seed + ": " + areas.length + " pieces of canopy");
            cv[seed] = variation(areas);
        }
        Arrays.sort(cv);
        double median = (cv[9] + cv[10]) / 2;
        System.out.printf("%s: grove areas' coefficient of variation, median %.3f (%.3f to %.3f)%n", preset, median,
                cv[0], cv[19]);
        assertTrue(median >= least, preset + ": median coefficient of variation " + median + " over 20 seeds");
    }
}
