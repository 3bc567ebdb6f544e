package org.terrain4j.analysis.landform;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue 33: the TPI's index arithmetic. The prefix sums were one array of {@code (columns + 1) × rows}
 * in {@code int}, which passes 2³¹ within the largest grid, and a disc radius far larger than the grid
 * ({@code radius / spacing} beyond 2³¹) made an {@code int[2³¹]}. A disc wider than the grid covers
 * all of it: its TPI is each sample less the mean of every finite sample, brute force here.
 */
class LandformsOverflowTest {

    @ParameterizedTest(name = "{0} × {1}, radius {2} m")
    @CsvSource({"7, 5, 1e12", "1, 9, 1e300", "9, 1, 3e9", "4, 4, 1e308"})
    void aDiscWiderThanTheGridIsTheWholeGridsMean(int columns, int rows, double radius) {
        SplittableRandom rnd = new SplittableRandom(33L * columns + rows);
        float[] h = new float[columns * rows];
        double sum = 0;
        int n = 0;
        for (int i = 0; i < h.length; i++) {
            h[i] = i == 2 ? Float.NaN : (float) rnd.nextDouble(-50, 900);
            if (h[i] == h[i]) {
                sum += h[i];
                n++;
            }
        }
        float[] tpi = Landforms.tpi(h, columns, rows, 1, 1, radius);
        for (int i = 0; i < h.length; i++) {
            float expected = h[i] == h[i] ? (float) (h[i] - sum / n) : Float.NaN;
            assertEquals(expected, tpi[i], 1e-3f, "sample " + i);
        }
    }
}
