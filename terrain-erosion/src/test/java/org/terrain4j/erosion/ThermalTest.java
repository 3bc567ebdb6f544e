package org.terrain4j.erosion;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.terrain4j.api.ErosionLedger;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.testkit.Cases;
import org.terrain4j.testkit.Fields;

class ThermalTest {

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0x7A1_0004L, 16);
    }

    static final int[][] KNIGHT_AND_KING = {
        {1, 0}, {0, 1}, {1, 1}, {1, -1}, {1, 2}, {2, 1}, {1, -2}, {2, -1},
    };

    static double sum(float[] h) {
        double s = 0;
        for (float v : h) {
            s += v;
        }
        return s;
    }

    static double maxAbs(float[] h) {
        double m = 0;
        for (float v : h) {
            m = Math.max(m, Math.abs(v));
        }
        return m;
    }

    // ------------------------------------------------------------------ parameters

    @Test
    void factoriesAndWithers() {
        Thermal t = Thermal.weathering().withTalus(0.01);
        assertEquals(0.01, t.talus());
        assertEquals(0.5, t.amount());
        assertEquals(100, t.iterations());
        assertEquals(8, t.neighbours());
        assertEquals(1, t.threads());
        Thermal u = t.withAmount(0.25).withIterations(7).withNeighbours(16).withThreads(2).withTalus(0.3);
        assertEquals(0.01, t.talus());
        assertEquals(0.3, u.talus());
        assertEquals(0.25, u.amount());
        assertEquals(7, u.iterations());
        assertEquals(16, u.neighbours());
        assertEquals(u, Thermal.weathering().withTalus(0.3).withAmount(0.25).withIterations(7).withNeighbours(16).withThreads(2));
        assertEquals(Math.tan(Math.toRadians(35)), Thermal.weathering().withTalusAngle(35).talus(), 1e-15);
        assertEquals(0, Thermal.weathering().withTalusAngle(0).talus());
    }

    @Test
    void badParametersNameParameterValueAndRange() {
        HydraulicTest.assertMessage(() -> Thermal.weathering().withTalus(Double.NaN), "talus", "NaN");
        HydraulicTest.assertMessage(() -> Thermal.weathering().withTalus(-1), "talus", "-1");
        HydraulicTest.assertMessage(() -> Thermal.weathering().withTalusAngle(90), "degrees", "90");
        HydraulicTest.assertMessage(() -> Thermal.weathering().withTalusAngle(Double.NaN), "degrees", "NaN");
        Thermal t = Thermal.weathering().withTalus(0.01);
        HydraulicTest.assertMessage(() -> t.withAmount(0), "amount", "0");
        HydraulicTest.assertMessage(() -> t.withAmount(Double.NaN), "amount", "NaN");
        HydraulicTest.assertMessage(() -> t.withAmount(1.5), "amount", "1.5");
        HydraulicTest.assertMessage(() -> t.withIterations(-1), "iterations", "-1");
        HydraulicTest.assertMessage(() -> t.withNeighbours(6), "neighbours", "6");
        HydraulicTest.assertMessage(() -> t.withThreads(0), "threads", "0");
        HydraulicTest.assertMessage(() -> t.withTalus(Double.POSITIVE_INFINITY), "talus", "Infinity");
    }

    // ------------------------------------------------------------------ conservation and rest

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void conservesTheSumToRounding(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        int columns = rnd.nextInt(1, 70);
        int rows = rnd.nextInt(1, 70);
        Heightfield f = rnd.nextBoolean() ? Fields.uniform(rnd, columns, rows, -5, 20)
                : Fields.smooth(rnd, columns, rows, rnd.nextDouble(0.1, 100));
        HeightfieldBuffer b = f.toBuffer();
        b.setFrame(new GridFrame(0, 0, rnd.nextDouble(0.5, 3), rnd.nextDouble(0.5, 3)));
        Thermal t = Thermal.weathering().withTalus(rnd.nextDouble(0, 0.5)).withAmount(rnd.nextDouble(0.05, 1))
                .withIterations(rnd.nextInt(1, 40)).withNeighbours(new int[] {4, 8, 16}[rnd.nextInt(3)]);
        double before = sum(b.toArray());
        double bound = b.sampleCount() * Math.ulp((float) maxAbs(b.toArray()));
        ErosionLedger ledger = t.erode(b, 0, ProgressListener.NONE);
        double after = sum(b.toArray());
        assertEquals(before, after, bound, t.toString());
        assertEquals(0, ledger.lost());
        assertEquals(ledger.eroded(), ledger.deposited());
        for (float v : b.toArray()) {
            assertTrue(Float.isFinite(v));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void fieldAtRestComesBackBitIdentical(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        int n = rnd.nextInt(3, 50);
        HeightfieldBuffer b = Fields.smooth(rnd, n, n + 3, rnd.nextDouble(0.5, 5)).toBuffer();
        double spacing = rnd.nextDouble(0.5, 3);
        b.setFrame(GridFrame.of(0, 0, spacing));
        // the steepest slope to any of the 16 neighbours, per metre
        double steepest = 0;
        for (int r = 0; r < b.rows(); r++) {
            for (int c = 0; c < b.columns(); c++) {
                for (int[] o : KNIGHT_AND_KING) {
                    int cc = c + o[0];
                    int rr = r + o[1];
                    if (cc >= 0 && cc < b.columns() && rr >= 0 && rr < b.rows()) {
                        double d = Math.abs(b.get(c, r) - b.get(cc, rr)) / (spacing * Math.hypot(o[0], o[1]));
                        steepest = Math.max(steepest, d);
                    }
                }
            }
        }
        float[] before = b.toArray();
        int neighbours = new int[] {4, 8, 16}[rnd.nextInt(3)];
        ErosionLedger ledger = Thermal.weathering().withTalus(steepest * 1.001).withIterations(10).withNeighbours(neighbours)
                .erode(b, 0, ProgressListener.NONE);
        assertArrayEquals(before, b.toArray());
        assertEquals(0, ledger.eroded());
        // and just under the rest slope, something moves
        HeightfieldBuffer c = Heightfield.of(b.columns(), b.rows(), before).toBuffer();
        c.setFrame(GridFrame.of(0, 0, spacing));
        Thermal.weathering().withTalus(steepest * 0.9).withIterations(1).withNeighbours(16).erode(c, 0, ProgressListener.NONE);
        assertFalse(java.util.Arrays.equals(before, c.toArray()));
    }

    @Test
    void negativeZeroAndFlatFieldsAreUntouched() {
        HeightfieldBuffer b = Heightfield.filled(9, 7, -0.0).toBuffer();
        float[] before = b.toArray();
        Thermal.weathering().withTalus(0).withIterations(5).withNeighbours(16).erode(b, 0, ProgressListener.NONE);
        assertArrayEquals(before, b.toArray());
        assertEquals(Float.floatToRawIntBits(-0.0f), Float.floatToRawIntBits(b.toArray()[0]));
    }

    // ------------------------------------------------------------------ the peer's faults

    @ParameterizedTest(name = "{0} neighbours")
    @ValueSource(ints = {4, 8, 16})
    void spikeOfTenKeepsItsSumLowersAndStaysFourFoldSymmetric(int neighbours) {
        HeightfieldBuffer b = new HeightfieldBuffer(7, 7).set(3, 3, 10);
        Thermal.weathering().withTalus(0.5).withAmount(0.5).withIterations(20).withNeighbours(neighbours).erode(b, 0, ProgressListener.NONE);
        assertEquals(10, sum(b.toArray()), 49 * Math.ulp(10f));
        assertTrue(b.get(3, 3) < 10, "the middle must lower: " + b.get(3, 3));
        assertTrue(b.get(3, 2) > 0 && b.get(2, 3) > 0, "the neighbours must receive");
        for (int r = 0; r < 7; r++) {
            for (int c = 0; c < 7; c++) {
                double v = b.get(c, r);
                double tol = 2 * Math.ulp(10f);
                assertEquals(v, b.get(6 - r, c), tol, "quarter turn at " + c + "," + r);
                assertEquals(v, b.get(6 - c, r), tol, "mirror at " + c + "," + r);
                assertEquals(v, b.get(r, c), tol, "transpose at " + c + "," + r);
                assertTrue(v >= 0);
            }
        }
    }

    @Test
    void bordersAreClosedAndRowsDoNotWrap() {
        // a spike on the east border: nothing may appear on the west border of the next row
        HeightfieldBuffer b = new HeightfieldBuffer(6, 5).set(5, 2, 10);
        Thermal.weathering().withTalus(0.1).withIterations(3).withNeighbours(16).erode(b, 0, ProgressListener.NONE);
        assertEquals(10, sum(b.toArray()), 30 * Math.ulp(10f));
        for (int r = 0; r < 5; r++) {
            assertEquals(0, b.get(0, r), "row " + r + " wrapped");
        }
    }

    @Test
    void talusIsPerMetre() {
        // a plane rising 0.5 per sample is at rest under talus 0.6 m/m only when samples are 1 m apart or more
        Heightfield plane = Heightfield.of(20, 20, (u, v) -> 0.5 * 19 * u);
        HeightfieldBuffer metre = plane.toBuffer();
        Thermal t = Thermal.weathering().withTalus(0.6).withIterations(5);
        t.erode(metre, 0, ProgressListener.NONE);
        assertArrayEquals(plane.toArray(), metre.toArray());
        HeightfieldBuffer half = plane.toBuffer();
        half.setFrame(GridFrame.of(0, 0, 0.5)); // now 1 m per metre
        t.erode(half, 0, ProgressListener.NONE);
        assertFalse(java.util.Arrays.equals(plane.toArray(), half.toArray()));
        HeightfieldBuffer thirty = plane.scale(30).toBuffer();
        thirty.setFrame(GridFrame.of(0, 0, 30)); // a DEM: 15 m rise per 30 m sample = 0.5 m/m
        t.erode(thirty, 0, ProgressListener.NONE);
        assertArrayEquals(plane.scale(30).toArray(), thirty.toArray());
    }

    @Test
    void settlesTowardTheTalus() {
        HeightfieldBuffer b = new HeightfieldBuffer(41, 41).set(20, 20, 100);
        Thermal.weathering().withTalus(1).withAmount(1).withIterations(2000).withNeighbours(8).erode(b, 0, ProgressListener.NONE);
        double steepest = 0;
        for (int r = 0; r < 41; r++) {
            for (int c = 0; c + 1 < 41; c++) {
                steepest = Math.max(steepest, Math.abs(b.get(c, r) - b.get(c + 1, r)));
            }
        }
        assertTrue(steepest < 1.05, "steepest axis step " + steepest);
    }

    @Test
    void sixteenNeighboursGiveARounderCone() {
        // a pile settled with 8 neighbours is an octagon; with 16 it is closer to a circle: compare the
        // extent of the settled pile along the axis and along the 22.5° direction
        double eight = anisotropy(8);
        double sixteen = anisotropy(16);
        assertTrue(sixteen < eight, "16 neighbours " + sixteen + " must be rounder than 8 " + eight);
    }

    private static double anisotropy(int neighbours) {
        int n = 61;
        HeightfieldBuffer b = new HeightfieldBuffer(n, n).set(30, 30, 400);
        Thermal.weathering().withTalus(1).withAmount(0.5).withIterations(400).withNeighbours(neighbours).erode(b, 0, ProgressListener.NONE);
        // heights along the axis and along the 22.5° ray at the same distance, summed over distances
        double diff = 0;
        for (int d = 2; d < 12; d++) {
            double axis = b.heightAt(30 + d, 30);
            double t = Math.toRadians(22.5);
            double ray = b.heightAt(30 + d * Math.cos(t), 30 + d * Math.sin(t));
            double diag = b.heightAt(30 + d * Math.cos(Math.PI / 4), 30 + d * Math.sin(Math.PI / 4));
            diff += Math.abs(ray - axis) + Math.abs(ray - diag);
        }
        return diff;
    }

    // ------------------------------------------------------------------ threads, progress

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void sameBitsForOneToFourThreads(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        Heightfield f = Fields.uniform(rnd, rnd.nextInt(1, 60), rnd.nextInt(1, 60), 0, 3);
        Thermal t = Thermal.weathering().withTalus(rnd.nextDouble(0, 0.3)).withIterations(rnd.nextInt(1, 12))
                .withNeighbours(new int[] {4, 8, 16}[rnd.nextInt(3)]);
        float[] reference = null;
        ErosionLedger referenceLedger = null;
        for (int threads = 1; threads <= 4; threads++) {
            HeightfieldBuffer b = f.toBuffer();
            ErosionLedger ledger = t.withThreads(threads).erode(b, 0, ProgressListener.NONE);
            if (reference == null) {
                reference = b.toArray();
                referenceLedger = ledger;
            } else {
                assertArrayEquals(reference, b.toArray(), "threads " + threads);
                assertEquals(referenceLedger, ledger);
            }
        }
    }

    @Test
    void rotatingTheInputRotatesTheOutput() {
        SplittableRandom rnd = new SplittableRandom(17);
        Heightfield f = Fields.uniform(rnd, 31, 31, 0, 4);
        Thermal t = Thermal.weathering().withTalus(0.2).withIterations(15).withNeighbours(16);
        Heightfield out = f.eroded(t);
        Heightfield outOfRotated = HydraulicTest.rotate(f).eroded(t);
        assertTrue(HydraulicTest.rotate(out).equalsWithin(outOfRotated, 4 * Math.ulp(4f)));
    }

    @Test
    void reportsProgressAndHonoursCancellation() {
        Heightfield f = Fields.uniform(new SplittableRandom(1), 30, 30, 0, 4);
        HeightfieldBuffer b = f.toBuffer();
        double[] last = {-1};
        Thermal.weathering().withTalus(0.1).withIterations(50).erode(b, 0, (fraction, message) -> {
            assertTrue(fraction >= last[0]);
            last[0] = fraction;
        });
        assertEquals(1.0, last[0]);

        HeightfieldBuffer c = f.toBuffer();
        int[] seen = {0};
        ProgressListener cancel = new ProgressListener() {
            @Override
            public void progress(double fraction, String message) {
                seen[0]++;
            }

            @Override
            public boolean isCancelled() {
                return seen[0] >= 3;
            }
        };
        assertThrows(CancellationException.class, () -> Thermal.weathering().withTalus(0.1).withIterations(50).erode(c, 0, cancel));
        // three progress calls, then the check before the fourth call cancels: four iterations finished,
        // and the field holds exactly their result
        HeightfieldBuffer four = f.toBuffer();
        Thermal.weathering().withTalus(0.1).withIterations(4).erode(four, 0, ProgressListener.NONE);
        assertArrayEquals(four.toArray(), c.toArray());
    }

    @Test
    void refusesNoData() {
        HeightfieldBuffer b = new HeightfieldBuffer(4, 4).set(1, 2, Double.POSITIVE_INFINITY);
        assertThrows(IllegalArgumentException.class, () -> Thermal.weathering().withTalus(0).erode(b, 0, ProgressListener.NONE));
    }

    @Test
    void scalingHeightsAndSpacingTogetherScalesTheResult() {
        SplittableRandom rnd = new SplittableRandom(23);
        Heightfield f = Fields.uniform(rnd, 25, 20, 0, 3);
        double k = 8;
        HeightfieldBuffer unit = f.toBuffer();
        HeightfieldBuffer scaled = f.scale(k).toBuffer();
        scaled.setFrame(GridFrame.of(0, 0, k));
        Thermal t = Thermal.weathering().withTalus(0.3).withIterations(10).withNeighbours(16);
        t.erode(unit, 0, ProgressListener.NONE);
        t.erode(scaled, 0, ProgressListener.NONE);
        float[] u = unit.toArray();
        float[] s = scaled.toArray();
        for (int i = 0; i < f.sampleCount(); i++) {
            assertEquals(u[i] * k, s[i], Math.ulp(s[i]), "sample " + i);
        }
        assertFalse(java.util.Arrays.equals(f.toArray(), u));
    }

    /**
     * Issue 15 item 7: on a 1e-39 m spacing the float reciprocal of the neighbour distance overflowed
     * and every sample became NaN. Any spacing that {@link GridFrame} accepts must work: the flat field
     * stays flat, and a rough one settles as it does on a unit grid with the talus scaled to match.
     */
    @Test
    void thermalOnTinySpacingStaysFinite() {
        // a frame takes spacings in [1e-9, 1e9] since (GridFrameLimitsTest); 1e-39 is refused there
        Heightfield flat = Heightfield.filled(4, 4, 1).withFrame(GridFrame.of(0, 0, GridFrame.MIN_SPACING))
                .eroded(Thermal.weathering().withTalus(0.1).withIterations(1));
        for (float v : flat.toArray()) {
            assertEquals(1f, v, "flat ground on a 1e-9 m grid");
        }
        Heightfield rough = Heightfield.diamondSquare(33, 0.6, 5);
        Heightfield unit = rough.eroded(Thermal.weathering().withTalus(0.01).withIterations(20));
        for (double spacing : new double[] {GridFrame.MIN_SPACING, 3e-9, GridFrame.MAX_SPACING}) {
            Heightfield tiny = rough.withFrame(GridFrame.of(0, 0, spacing))
                    .eroded(Thermal.weathering().withTalus(Math.min(0.01 / spacing, Double.MAX_VALUE))
                            .withIterations(20));
            for (float v : tiny.toArray()) {
                assertTrue(Float.isFinite(v), "spacing " + spacing);
            }
            if (0.01 / spacing < Double.MAX_VALUE) {
                assertTrue(unit.equalsWithin(tiny.withFrame(GridFrame.UNIT), 1e-5), "spacing " + spacing);
            }
        }
    }
}
