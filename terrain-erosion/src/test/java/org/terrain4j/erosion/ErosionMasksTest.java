package org.terrain4j.erosion;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.ErosionLedger;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.routing.DepressionFill;
import org.terrain4j.routing.DrainageGrid;
import org.terrain4j.routing.FlowNetwork;
import org.terrain4j.testkit.Cases;

/** The erosion masks of droplets and stream power: same run, same bits on any thread count, and what they mean. */
class ErosionMasksTest {

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0x3A5C_0037L, 6);
    }

    private static Hydraulic randomDroplets(SplittableRandom rnd) {
        return Hydraulic.droplets().withDrops(rnd.nextInt(2_000, 12_000)).withInertia(rnd.nextDouble(0, 0.6))
                .withRadius(rnd.nextInt(1, 5)).withMaxSteps(rnd.nextInt(5, 60))
                .withEvaporation(rnd.nextDouble(0, 0.1));
    }

    /** The masks, heights and ledger are the same bits on 1, 2 and 4 threads, and the heights are erode's. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void dropletMasksAreTheSameBitsOnAnyThreadCount(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        // wide enough for several tiles, so that threads really run tiles at once
        Heightfield land = Heightfield.diamondSquare(rnd.nextInt(150, 300), 0.5, rnd.nextLong());
        Hydraulic p = randomDroplets(rnd).withMaxSteps(rnd.nextInt(5, 20)).withRadius(rnd.nextInt(1, 3));
        long dropSeed = rnd.nextLong();
        ErosionResult one = p.withThreads(1).erodeWithMasks(land, dropSeed, ProgressListener.NONE);
        for (int threads : new int[] {2, 4}) {
            ErosionResult many = p.withThreads(threads).erodeWithMasks(land, dropSeed, ProgressListener.NONE);
            assertEquals(one.heights(), many.heights(), threads + " threads: heights");
            assertEquals(one.ledger(), many.ledger(), threads + " threads: ledger");
            for (ErosionMask kind : one.masks().kinds()) {
                assertArrayEquals(one.masks().get(kind).toArray(), many.masks().get(kind).toArray(),
                        threads + " threads: " + kind);
            }
        }
        HeightfieldBuffer b = land.toBuffer();
        ErosionLedger l = p.withThreads(3).erode(b, dropSeed, ProgressListener.NONE);
        assertEquals(b.freeze(), one.heights(), "erodeWithMasks erodes as erode does");
        assertEquals(l, one.ledger());
    }

    /** Each sample's wear minus its deposition is its fall; the masks sum to the ledger. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void wearMinusDepositionIsEachSamplesFall(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        int side = rnd.nextInt(9, 120);
        Heightfield land = Heightfield.diamondSquare(side, 0.5, rnd.nextLong()).scale(rnd.nextDouble(0.5, 200))
                .withFrame(GridFrame.of(0, 0, rnd.nextDouble(0.5, 3)));
        Hydraulic p = randomDroplets(rnd).withCapacity(rnd.nextDouble(0.5, 8));
        ErosionResult r = p.erodeWithMasks(land, rnd.nextLong(), ProgressListener.NONE);
        float[] before = land.toArray();
        float[] after = r.heights().toArray();
        float[] wear = r.masks().get(ErosionMask.WEAR).toArray();
        float[] dep = r.masks().get(ErosionMask.DEPOSITION).toArray();
        double wearSum = 0;
        double depSum = 0;
        for (int i = 0; i < before.length; i++) {
            assertTrue(wear[i] >= 0 && dep[i] >= 0, "sample " + i);
            double fall = (double) before[i] - after[i];
            double rounding = 4 * Math.ulp(Math.max(Math.abs(before[i]), Math.max(wear[i], dep[i])));
            assertEquals(fall, (double) wear[i] - dep[i], rounding, "sample " + i);
            wearSum += wear[i];
            depSum += dep[i];
        }
        assertTrue(r.ledger().eroded() > 0);
        assertEquals(r.ledger().eroded(), wearSum, 1e-5 * r.ledger().eroded());
        assertEquals(r.ledger().deposited(), depSum, 1e-5 * r.ledger().eroded());
        assertEquals(land.frame(), r.masks().get(ErosionMask.FLOW).frame());
    }

    /**
     * On a plane falling east by 1 per column, with inertia 0 and no evaporation, each drop steps exactly one
     * column east until it leaves the grid, carrying water 1. A drop landing at {@code x0} is at
     * {@code x0, x0 + 1, …}, whose bilinear weights on column {@code c} sum to 1 if {@code x0 ≤ c} and to
     * {@code 1 − (x0 − c)} if {@code x0} is in {@code (c, c + 1)}: over drops landing uniformly in
     * {@code [0, W)}, column {@code c} of {@code W + 1} receives {@code drops · (c + 1/2) / W} in all.
     */
    @Test
    void flowOnAPlaneGrowsDownhillAsTheClosedFormSays() {
        int columns = 41;
        int rows = 33;
        int drops = 40_000;
        Heightfield plane = Heightfield.of(columns, rows, (u, v) -> -u * (columns - 1));
        Hydraulic p = Hydraulic.droplets().withDrops(drops).withInertia(0).withEvaporation(0).withErosion(0)
                .withDeposition(0).withMaxSteps(100);
        ErosionResult r = p.erodeWithMasks(plane, 9, ProgressListener.NONE);
        assertEquals(plane, r.heights(), "erosion and deposition off: the plane stays");
        Heightfield flow = r.masks().get(ErosionMask.FLOW);
        int w = columns - 1;
        for (int c = 0; c < w; c++) {
            double column = 0;
            for (int row = 0; row < rows; row++) {
                column += flow.get(c, row);
            }
            double expected = drops * (c + 0.5) / w;
            // binomial spread of the landings: a few standard deviations of drops · (c + 1/2)/W
            double tolerance = 4 * Math.sqrt(expected) + 1;
            assertEquals(expected, column, tolerance, "column " + c);
        }
    }

    /**
     * One drop on flat ground stops where it lands, so its flow is one bilinear splat of water 1 on the four
     * samples around the landing point {@code (c + ox, r + oz)}: weights {@code (1−ox)(1−oz), ox(1−oz),
     * (1−ox)oz, ox·oz}, which sum to 1 and factor, {@code w00 = (w00 + w01)(w00 + w10)}.
     */
    @Test
    void aDropThatLandsOnFlatGroundSplatsItsWaterBilinearly() {
        Heightfield flat = Heightfield.filled(20, 14, 0.25);
        for (long seed = 1; seed <= 20; seed++) {
            ErosionResult r = Hydraulic.droplets().withDrops(1).erodeWithMasks(flat, seed, ProgressListener.NONE);
            float[] flow = r.masks().get(ErosionMask.FLOW).toArray();
            int first = -1;
            double sum = 0;
            for (int i = 0; i < flow.length; i++) {
                if (flow[i] != 0 && first < 0) {
                    first = i;
                }
                sum += flow[i];
            }
            assertEquals(1, sum, 1e-6, "seed " + seed);
            double w00 = flow[first];
            double w10 = flow[first + 1];
            double w01 = flow[first + 20];
            assertEquals(w00, (w00 + w01) * (w00 + w10), 1e-6, "seed " + seed);
        }
    }

    @Test
    void aMaskTheRunDoesNotMakeIsRefusedByName() {
        ErosionResult r = Hydraulic.droplets().withDrops(10).erodeWithMasks(Heightfield.diamondSquare(17, 0.5, 1), 1,
                ProgressListener.NONE);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> r.masks().get(ErosionMask.INCISION));
        assertTrue(e.getMessage().contains("INCISION") && e.getMessage().contains("FLOW"), e.getMessage());
    }

    /**
     * Stream power without uplift or diffusion: the incision mask is each sample's whole fall, and the
     * drainage area is that of the network routed over the last step's (filled) surface.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void streamPowerMasksAreTheFallAndTheArea(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        int side = rnd.nextInt(9, 80);
        Heightfield land = Heightfield.diamondSquare(side, 0.5, rnd.nextLong()).scale(rnd.nextDouble(50, 1000))
                .withFrame(GridFrame.of(0, 0, rnd.nextDouble(10, 100)));
        StreamPower sp = StreamPower.incision().withUplift(0).withErodibility(rnd.nextDouble(1e-5, 1e-4))
                .withSlopeExponent(rnd.nextBoolean() ? 1 : rnd.nextDouble(0.6, 2.5)).withTimeStepAndYears(1e4, 3e4);
        ErosionResult r = sp.erodeWithMasks(land, ProgressListener.NONE);
        HeightfieldBuffer b = land.toBuffer();
        assertEquals(sp.erode(b, 0, ProgressListener.NONE), r.ledger());
        assertEquals(b.freeze(), r.heights());
        float[] before = land.toArray();
        float[] after = r.heights().toArray();
        float[] incision = r.masks().get(ErosionMask.INCISION).toArray();
        double sum = 0;
        for (int i = 0; i < before.length; i++) {
            assertEquals((double) before[i] - after[i], incision[i], Math.ulp(before[i]), "sample " + i);
            sum += incision[i];
        }
        assertTrue(r.ledger().eroded() > 0);
        assertEquals(r.ledger().eroded(), sum, 1e-5 * r.ledger().eroded());

        // the area: route the surface the last step started from, as the model does (uplift 0: no rise)
        StreamPower upToLast = sp.withTimeStepAndYears(1e4, 2e4);
        HeightfieldBuffer last = land.toBuffer();
        upToLast.erode(last, 0, ProgressListener.NONE);
        DrainageGrid grid = DrainageGrid.of(last);
        float[] filled = DepressionFill.draining().filled(grid, last.toArray());
        double[] area = FlowNetwork.steepestDescent(grid, filled).drainageArea();
        float[] mask = r.masks().get(ErosionMask.DRAINAGE_AREA).toArray();
        for (int i = 0; i < area.length; i++) {
            assertEquals((float) area[i], mask[i], "sample " + i);
        }
    }
}
