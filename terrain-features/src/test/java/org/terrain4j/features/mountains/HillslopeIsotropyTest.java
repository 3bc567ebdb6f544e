package org.terrain4j.features.mountains;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.terrain4j.api.Heightfield;

/**
 * Issue 30, no grid combing: the example range's hillslopes are as isotropic at their finest scale
 * as the real DEMs of data/ ({@link FineScaleIsotropy}: the mean coherence of the fine-scale gradient
 * structure tensor; measured 0.346 for volcano, 0.468 for jacksboro, 0.478 for N57E011). With one
 * steepest-descent receiver and a 1 km² channel area the range came out combed into one-sample
 * grooves: 0.460 at 200 m and 0.541 at 72 m; spreading hillslopes over every lower neighbour alone
 * left planar facets creased where they meet, 0.581 and 0.649.
 */
class HillslopeIsotropyTest {

    static double low;
    static double high;

    @BeforeAll
    static void realDems() throws IOException {
        low = Double.POSITIVE_INFINITY;
        high = Double.NEGATIVE_INFINITY;
        for (FineScaleIsotropy.Dem d : FineScaleIsotropy.realDems()) {
            double c = d.coherence();
            low = Math.min(low, c);
            high = Math.max(high, c);
        }
    }

    @ParameterizedTest(name = "example range at {0} m")
    @ValueSource(doubles = {200, 72})
    void theExampleRangeIsAsIsotropicAtItsFinestScaleAsTheRealDems(double spacing) {
        Heightfield r = Mountains.standard().withSeed(3).withThreads(2).withSpacing(spacing)
                .build(List.of(AuthoredShapeTest.EXAMPLE)).get(0).relief();
        double c = FineScaleIsotropy.coherence(r.toArray(), r.columns(), r.rows(), spacing, spacing, 0.1);
        assertTrue(c >= low && c <= high, "fine-scale coherence " + c + " at " + spacing + " m; the real DEMs "
                + low + " to " + high);
    }

    /**
     * The statistic sees combing: a slope with one-sample grooves along x scores near 1, the same
     * slope with hashed roughness of the same amplitude near the floor of a 5 × 5 window (about 0.3).
     */
    @Test
    void theStatisticTellsAGroovedSlopeFromARoughOne() {
        int n = 64;
        float[] grooved = new float[n * n];
        float[] rough = new float[n * n];
        java.util.SplittableRandom random = new java.util.SplittableRandom(7);
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                double plane = 0.3 * 10 * r;
                grooved[r * n + c] = (float) (plane + (c % 2 == 0 ? 2 : 0));
                rough[r * n + c] = (float) (plane + 2 * random.nextDouble());
            }
        }
        double g = FineScaleIsotropy.coherence(grooved, n, n, 10, 10, 0.1);
        double h = FineScaleIsotropy.coherence(rough, n, n, 10, 10, 0.1);
        assertTrue(g > 0.95, "grooved: " + g);
        assertTrue(h < 0.4, "rough: " + h);
    }
}
