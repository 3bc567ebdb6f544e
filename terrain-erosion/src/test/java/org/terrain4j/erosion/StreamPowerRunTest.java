package org.terrain4j.erosion;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.terrain4j.api.ErosionLedger;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.routing.DrainageGrid;

/**
 * The time loop, the ledger, diffusion's stencil and limits, and the checks of {@link StreamPower}, each
 * against its Javadoc: the last step shortened to end at the years, progress in (0, 1] rising to 1 at most
 * 200 times, the ledger's split of diffusion into eroded and deposited height, the explicit four-neighbour
 * step, the 10⁶-sub-step limit and the limits on uplift and maps.
 */
class StreamPowerRunTest {

    private static HeightfieldBuffer field(int columns, int rows, double spacing, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        HeightfieldBuffer b = new HeightfieldBuffer(columns, rows, GridFrame.of(0, 0, spacing));
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                b.set(c, r, (float) (20 + 10 * rnd.nextDouble()));
            }
        }
        return b;
    }

    /** Records every fraction reported. */
    private static final class Recorder implements ProgressListener {
        final List<Double> fractions = new ArrayList<>();

        @Override
        public void progress(double fraction, String message) {
            fractions.add(fraction);
        }
    }

    /** Uplift alone (K = 0): every sample but the edge rises by U × years, the last step shortened. */
    @ParameterizedTest(name = "step {0}, years {1}")
    @CsvSource({"3, 10", "4, 4", "0.7, 2", "1e4, 1.5e4"})
    void upliftAloneRaisesByRateTimesYears(double timeStep, double years) {
        HeightfieldBuffer f = field(5, 4, 10, 1);
        HeightfieldBuffer before = HeightfieldBuffer.copyOf(f);
        double u = 1e-3;
        StreamPower sp = StreamPower.incision().withErodibility(0).withUplift(u).withTimeStepAndYears(timeStep, years);
        sp.erode(f, 0, ProgressListener.NONE);
        for (int r = 0; r < 4; r++) {
            for (int c = 0; c < 5; c++) {
                boolean edge = r == 0 || c == 0 || r == 3 || c == 4;
                double expected = before.get(c, r) + (edge ? 0 : u * years);
                assertEquals(expected, f.get(c, r), 1e-5, "(" + c + ", " + r + ")");
            }
        }
    }

    /**
     * Progress: fractions in (0, 1], rising, at most 200 of them, the last 1, each a whole number of the
     * run's steps; also where the steps' sum falls short of the years by rounding (8 steps of 0.1 years make
     * 0.7999999999999999) and where it reaches them a step early (the last step is then empty and skipped).
     */
    @ParameterizedTest(name = "step {0}, years {1}")
    @CsvSource({"1, 7, true", "1, 401, true", "1, 600, true", "0.1, 0.8, true",
        "0.602816035772236, 4.219712250405652, false"})
    void progressRisesToOneAtMostTwoHundredTimes(double timeStep, double years, boolean lastStepRun) {
        HeightfieldBuffer f = field(3, 3, 10, 2);
        StreamPower sp = StreamPower.incision().withErodibility(1e-4).withTimeStepAndYears(timeStep, years);
        Recorder rec = new Recorder();
        assertDoesNotThrow(() -> sp.erode(f, 0, rec));
        double steps = sp.steps();
        assertTrue(!rec.fractions.isEmpty() && rec.fractions.size() <= 200, rec.fractions.size() + " reports");
        double last = 0;
        for (double x : rec.fractions) {
            assertTrue(x > last && x <= 1, "fraction " + x + " after " + last);
            double done = x * steps;
            assertEquals(Math.rint(done), done, 1e-9 * steps, "a whole number of steps: " + x);
            last = x;
        }
        if (lastStepRun) {
            // (the early-ending pair runs 7 of its 8 steps, the 8th being empty, and reports 7/8 last)
            assertEquals(1.0, last, "the last report");
        }
    }

    /**
     * Diffusion alone, one time step: the ledger's eroded height is the sum of the drops, its deposited
     * height the sum of the rises, and what left the grid is their difference, which is also the heights'
     * loss (open edges are outlets held fixed).
     */
    @Test
    void theLedgerSplitsDiffusionIntoErodedAndDeposited() {
        HeightfieldBuffer f = field(9, 7, 10, 3);
        float[] before = f.toArray();
        StreamPower sp = StreamPower.incision().withErodibility(0).withUplift(0).withDiffusivity(2)
                .withTimeStepAndYears(50, 50);
        ErosionLedger ledger = sp.erode(f, 0, ProgressListener.NONE);
        float[] after = f.toArray();
        double down = 0;
        double up = 0;
        double lost = 0;
        for (int i = 0; i < before.length; i++) {
            double d = (double) after[i] - before[i];
            if (d < 0) {
                down -= d;
            } else {
                up += d;
            }
            lost -= d;
        }
        assertTrue(down > 1 && up > 1, "the case both lowers and raises: " + down + ", " + up);
        assertEquals(down, ledger.eroded(), 1e-9 * down);
        assertEquals(up, ledger.deposited(), 1e-9 * up);
        assertEquals(down - up, ledger.lostOffEdge(), 1e-9 * down);
        assertEquals(lost, ledger.lostOffEdge(), 1e-9 * down);
    }

    /**
     * One explicit sub-step against the four-neighbour stencil written out, on a grid wrapped both ways (so
     * sample 0 is every other sample's neighbour in some direction), with an outlet and a no-data sample.
     */
    @Test
    void oneSubStepIsTheFourNeighbourStencil() {
        int cols = 5;
        int rows = 4;
        double dx = 3;
        double dz = 2;
        DrainageGrid grid = DrainageGrid.of(cols, rows, dx, dz).withWrapX(true).withWrapZ(true);
        SplittableRandom rnd = new SplittableRandom(4);
        float[] h = new float[cols * rows];
        for (int i = 0; i < h.length; i++) {
            h[i] = (float) (rnd.nextDouble() * 10);
        }
        byte[] state = new byte[h.length];
        state[7] = 1; // an outlet: held, but a neighbour
        state[13] = 2; // no-data: held, and no neighbour
        double kappa = 0.4;
        double limit = 0.5 / (kappa * (1 / (dx * dx) + 1 / (dz * dz)));
        double dt = 0.75 * limit; // one sub-step
        float[] out = h.clone();
        double[] ledger = new double[2];
        StreamPower.diffuse(grid, out, state, dt, kappa, ledger);
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int i = r * cols + c;
                double expected = h[i];
                if (state[i] == 0) {
                    int[] nb = {r * cols + (c + 1) % cols, r * cols + (c + cols - 1) % cols,
                        ((r + 1) % rows) * cols + c, ((r + rows - 1) % rows) * cols + c};
                    double[] w = {dx * dx, dx * dx, dz * dz, dz * dz};
                    for (int k = 0; k < 4; k++) {
                        if (state[nb[k]] != 2) {
                            expected += kappa * dt / w[k] * (h[nb[k]] - h[i]);
                        }
                    }
                }
                assertEquals((float) expected, out[i], 2 * Math.ulp((float) expected), "(" + c + ", " + r + ")");
            }
        }
    }

    /** Exactly 10⁶ sub-steps a step are allowed; one more is refused, naming the largest diffusivity. */
    @Test
    void theSubStepLimitIsAMillionAndTheMessageNamesTheLargestDiffusivity() {
        // spacing 1: the stable sub-step is 0.5 / (0.25 · 2) = 1 year, so 1e6 years is 1e6 sub-steps
        Heightfield small = Heightfield.of(2, 2, new float[] {1, 2, 3, 4}).withFrame(GridFrame.of(0, 0, 1));
        StreamPower atLimit = StreamPower.incision().withErodibility(0).withUplift(0).withDiffusivity(0.25)
                .withTimeStepAndYears(1e6, 1e6);
        assertEquals(1e6, atLimit.diffusionSubSteps(small.frame()));
        assertDoesNotThrow(() -> small.eroded(atLimit, 0));

        Heightfield wide = Heightfield.of(3, 3, new float[9]).withFrame(GridFrame.of(0, 0, 1).withSpacing(2, 3));
        double dt = 1e4;
        StreamPower over = StreamPower.incision().withDiffusivity(1000).withTimeStepAndYears(dt, dt);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> wide.eroded(over, 0));
        // κ·dt·(1/dx² + 1/dz²) ≤ 0.5·10⁶
        double max = 0.5e6 / (dt * (1.0 / 4 + 1.0 / 9));
        assertTrue(e.getMessage().startsWith(String.format(Locale.ROOT, "diffusivity must be at most %.3g m²/yr", max)),
                e.getMessage() + " (largest " + max + ")");
    }

    @Test
    void limitsAndMapsAreCheckedAsDocumented() {
        // |uplift| × years ≤ 1e30 m: exactly the limit is allowed
        StreamPower edge = StreamPower.incision().withTimeStepAndYears(1, 1).withUplift(StreamPower.MAX_RISE);
        assertEquals(StreamPower.MAX_RISE, edge.uplift());
        // the refused pair names its steps
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> StreamPower.incision().withTimeStepAndYears(2, 3e7));
        assertTrue(e.getMessage().contains("= 1.5E7 steps"), e.getMessage());
        // an erodibility map: 0 allowed, negative, infinite and NaN refused by name
        float[] k = new float[9];
        StreamPower zero = StreamPower.incision().withErodibilityMap(Heightfield.of(3, 3, k));
        assertTrue(zero.toString().contains("K=map"), zero.toString());
        for (float bad : new float[] {-1e-9f, Float.POSITIVE_INFINITY, Float.NaN}) {
            HeightfieldBuffer map = new HeightfieldBuffer(3, 3).set(1, 1, bad);
            e = assertThrows(IllegalArgumentException.class, () -> StreamPower.incision().withErodibilityMap(map));
            assertTrue(e.getMessage().startsWith("erodibility map must be finite and >= 0, sample 4"), e.getMessage());
        }
        // maps of another shape are refused, also by a run of no time
        HeightfieldBuffer f = field(3, 3, 10, 5);
        Heightfield larger = Heightfield.of(4, 3, new float[12]);
        for (double years : new double[] {0, 1e4}) {
            StreamPower up = StreamPower.incision().withYears(years).withUpliftMap(larger);
            e = assertThrows(IllegalArgumentException.class, () -> up.erode(f, 0, ProgressListener.NONE));
            assertTrue(e.getMessage().startsWith("uplift map must have 9 elements"), e.getMessage());
            StreamPower kMap = StreamPower.incision().withYears(years).withErodibilityMap(larger);
            e = assertThrows(IllegalArgumentException.class, () -> kMap.erode(f, 0, ProgressListener.NONE));
            assertTrue(e.getMessage().startsWith("erodibility map must have 9 elements"), e.getMessage());
        }
    }
}
