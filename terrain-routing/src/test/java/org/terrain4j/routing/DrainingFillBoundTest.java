package org.terrain4j.routing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.Arrays;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.terrain4j.api.Heightfield;
import org.terrain4j.io.Rasters;

/**
 * Issue 33: the draining fill's excess over the flat fill, against the bound {@link DepressionFill} states:
 * at most {@code D · u}, where u is the float spacing at the sample's height (the larger {@link Math#ulp(float)}
 * of its flat and draining heights) and D the number of 8-connected steps from the sample, through samples the
 * draining fill raised, to the nearest sample it left as it was whose height is no higher than the sample's flat
 * fill (the lake's sill). The old Javadoc said "below a millimetre for any lake narrower than a few thousand
 * samples at heights below 8 km"; the tester measured 6 mm for 100 samples at 1 000 m, 0.49 m for 1 000 samples
 * at 8 km and up to 32.5 mm on real DEMs.
 */
class DrainingFillBoundTest {

    /**
     * A trench one sample wide and {@code length} long at {@code sill − 1} m between walls 100 m higher, with one
     * outlet at the sill {@code sill} m at its west end: the draining fill raises sample c of the trench to the
     * c-th float above the sill, so its far end exceeds the flat fill by exactly length · ulp(sill) while the
     * heights stay in the sill's binade.
     */
    @ParameterizedTest(name = "{0} samples at {1} m")
    @MethodSource("trenches")
    void aTrenchExceedsTheFlatFillByItsLengthInUlps(int length, float sill) {
        int columns = length + 1;
        float[] h = new float[columns * 3];
        Arrays.fill(h, sill + 100);
        boolean[] outlets = new boolean[h.length];
        outlets[columns] = true;
        h[columns] = sill;
        for (int c = 1; c < columns; c++) {
            h[columns + c] = sill - 1;
        }
        DrainageGrid grid = DrainageGrid.of(columns, 3, 1, 1).withOutlets(outlets);
        float[] flat = DepressionFill.flat().filled(grid, h);
        float[] draining = DepressionFill.draining().filled(grid, h);
        double excess = draining[2 * columns - 1] - (double) flat[2 * columns - 1];
        assertEquals(sill, flat[2 * columns - 1]);
        assertEquals(length * (double) Math.ulp(sill), excess, 0.0, "closed form: length · ulp(sill)");
        Result r = check(grid, h, flat, draining);
        assertEquals(excess, r.maxExcess);
        assertEquals(length, r.maxSteps);
        System.out.printf("trench of %d samples at %.0f m: excess %.6f m = %d ulps of %.3g m%n", length, sill, excess,
                length, Math.ulp(sill));
    }

    static Stream<Arguments> trenches() {
        return Stream.of(Arguments.of(100, 1000f), Arguments.of(1000, 8000f), Arguments.of(16, 1000f),
                Arguments.of(5000, 100f), Arguments.of(300, -400f));
    }

    /** The real DEMs of data/, open edges and voids as outlets: the stated bound holds at every sample. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"volcano.asc", "jacksboro.asc", "topobathy_3857.asc", "N57E011.hgt"})
    void theStatedBoundHoldsOnEveryRealDem(String name) throws IOException {
        Heightfield dem = Rasters.read(DrainageOracles.data(name));
        DrainageGrid grid = DrainageGrid.of(dem);
        float[] h = dem.toArray();
        float[] flat = DepressionFill.flat().filled(grid, h);
        float[] draining = DepressionFill.draining().filled(grid, h);
        Result r = check(grid, h, flat, draining);
        System.out.printf("%s: %d samples raised, largest excess %.4f m (at %.1f m, %d steps from its sill),"
                + " largest D %d, largest excess / (D · u) %.3f%n", name, r.raised, r.maxExcess, r.heightAtMax,
                r.stepsAtMax, r.maxSteps, r.maxRatio);
        assertTrue(r.maxRatio <= 1, name + ": excess over D · u " + r.maxRatio);
    }

    record Result(long raised, double maxExcess, double heightAtMax, int stepsAtMax, int maxSteps, double maxRatio) {
    }

    /**
     * Checks draining − flat ≤ D · u at every sample and returns the extremes. D comes from a breadth-first
     * search through raised samples, its sources added in increasing height: when the raised samples of flat
     * height v are measured, every unraised sample no higher than v that borders a raised one is a source.
     */
    static Result check(DrainageGrid grid, float[] h, float[] flat, float[] draining) {
        int n = h.length;
        boolean[] raised = new boolean[n];
        long count = 0;
        for (int i = 0; i < n; i++) {
            assertTrue(Float.isNaN(h[i]) ? Float.isNaN(draining[i]) && Float.isNaN(flat[i])
                    : draining[i] >= flat[i] && flat[i] >= h[i], "draining ≥ flat ≥ input at " + i);
            raised[i] = draining[i] > h[i];
            count += raised[i] ? 1 : 0;
            if (!raised[i] && !Float.isNaN(h[i])) {
                assertEquals(h[i], flat[i], "a sample the draining fill leaves is left by the flat fill at " + i);
            }
        }
        // sources: unraised finite samples beside a raised one, by height
        int[] sources = new int[n];
        int ns = 0;
        int[] lake = new int[(int) count];
        int nl = 0;
        for (int i = 0; i < n; i++) {
            if (raised[i]) {
                lake[nl++] = i;
            } else if (!Float.isNaN(h[i])) {
                for (int d = 0; d < 8; d++) {
                    int j = grid.neighbour(i, d);
                    if (j >= 0 && raised[j]) {
                        sources[ns++] = i;
                        break;
                    }
                }
            }
        }
        Integer[] bySource = new Integer[ns];
        for (int k = 0; k < ns; k++) {
            bySource[k] = sources[k];
        }
        Arrays.sort(bySource, (a, b) -> Float.compare(h[a], h[b]));
        Integer[] byLake = new Integer[nl];
        for (int k = 0; k < nl; k++) {
            byLake[k] = lake[k];
        }
        Arrays.sort(byLake, (a, b) -> Float.compare(flat[a], flat[b]));
        int[] steps = new int[n];
        Arrays.fill(steps, Integer.MAX_VALUE);
        int[] queue = new int[n];
        int next = 0;
        double maxExcess = 0;
        double heightAtMax = 0;
        int stepsAtMax = 0;
        int maxSteps = 0;
        double maxRatio = 0;
        for (int k = 0; k < nl; k++) {
            int i = byLake[k];
            int head = 0;
            int tail = 0;
            while (next < ns && h[bySource[next]] <= flat[i]) {
                int s = bySource[next++];
                steps[s] = 0;
                queue[tail++] = s;
            }
            while (head < tail) {
                int c = queue[head++];
                for (int d = 0; d < 8; d++) {
                    int j = grid.neighbour(c, d);
                    if (j >= 0 && raised[j] && steps[c] + 1 < steps[j]) {
                        steps[j] = steps[c] + 1;
                        queue[tail++] = j;
                    }
                }
            }
            double excess = draining[i] - (double) flat[i];
            double u = Math.max(Math.ulp(flat[i]), Math.ulp(draining[i]));
            assertTrue(steps[i] < Integer.MAX_VALUE, "no sill for the raised sample " + i);
            // the documented offset: the steps across the subnormal range add at most 2 · 2^-126 (nothing at
            // heights away from 0, where it is far below the ulp)
            double ratio = (excess - 2.0 * Float.MIN_NORMAL) / (steps[i] * u);
            assertTrue(excess <= steps[i] * u + 2.0 * Float.MIN_NORMAL, "sample " + i + ": excess " + excess + " m over "
                    + steps[i] + " · " + u + " + 2 · 2^-126");
            if (excess > maxExcess) {
                maxExcess = excess;
                heightAtMax = flat[i];
                stepsAtMax = steps[i];
            }
            maxSteps = Math.max(maxSteps, steps[i]);
            maxRatio = Math.max(maxRatio, ratio);
        }
        return new Result(count, maxExcess, heightAtMax, stepsAtMax, maxSteps, maxRatio);
    }
}
