package org.terrain4j.erosion;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;
import java.util.function.Function;
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
import org.terrain4j.testkit.Cases;
import org.terrain4j.testkit.Fields;

class HydraulicTest {

    /** Float rounding allowed per unit of material moved in the mass balance (float's epsilon, twice). */
    private static final double ROUNDING_PER_MOVED = 2 * Math.ulp(1f);

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0x5EED_0004L, 12);
    }

    static Stream<Named<Long>> threadCases() {
        return Cases.seeds(0x7EAD_0004L, 3);
    }

    /** Random but valid parameters: every knob moves, drops kept small. */
    static Hydraulic randomParameters(SplittableRandom rnd) {
        Hydraulic p = Hydraulic.droplets()
                .withDrops(rnd.nextInt(0, 3000))
                .withInertia(rnd.nextDouble(0, 1))
                .withCapacity(rnd.nextDouble(0, 10))
                .withMinCapacity(rnd.nextDouble(0, 0.05))
                .withMinSlope(rnd.nextDouble(0, 0.05))
                .withRadius(rnd.nextInt(1, 6))
                .withDeposition(rnd.nextDouble(0, 1))
                .withErosion(rnd.nextDouble(0, 1))
                .withEvaporation(rnd.nextDouble(0, 0.2))
                .withGravity(rnd.nextDouble(0, 20))
                .withMaxSteps(rnd.nextInt(1, 80))
                .withInitialWater(rnd.nextDouble(0.1, 3))
                .withInitialSpeed(rnd.nextDouble(0, 3));
        return rnd.nextBoolean() ? p : p.withFloor(rnd.nextDouble(-1, 0.5));
    }

    static HeightfieldBuffer randomField(SplittableRandom rnd) {
        int columns = rnd.nextInt(2, 90);
        int rows = rnd.nextInt(2, 90);
        Heightfield f = rnd.nextBoolean() ? Fields.smooth(rnd, columns, rows, rnd.nextDouble(0.1, 50))
                : Fields.uniform(rnd, columns, rows, -2, 1);
        HeightfieldBuffer b = f.toBuffer();
        b.setFrame(GridFrame.of(0, 0, rnd.nextDouble(0.25, 4)));
        return b;
    }

    static double sum(float[] h) {
        double s = 0;
        for (float v : h) {
            s += v;
        }
        return s;
    }

    // ------------------------------------------------------------------ parameters

    @Test
    void defaultsAreTheFamiliarParameterisation() {
        Hydraulic d = Hydraulic.droplets();
        assertEquals(3, d.radius());
        assertEquals(0.05, d.inertia());
        assertEquals(4, d.capacity());
        assertEquals(0.01, d.minCapacity());
        assertEquals(0.3, d.erosion());
        assertEquals(0.3, d.deposition());
        assertEquals(0.01, d.evaporation());
        assertEquals(4, d.gravity());
        assertEquals(30, d.maxSteps());
        assertEquals(1, d.initialWater());
        assertEquals(1, d.initialSpeed());
        assertEquals(Double.NEGATIVE_INFINITY, d.floor());
        assertEquals(1, d.threads());
    }

    @Test
    void withersReturnNewObjectsAndKeepTheRest() {
        Hydraulic d = Hydraulic.droplets();
        Hydraulic e = d.withInertia(0.1).withDrops(5);
        assertEquals(0.05, d.inertia());
        assertEquals(0.1, e.inertia());
        assertEquals(5, e.drops());
        assertEquals(d.radius(), e.radius());
        assertEquals(e, Hydraulic.droplets().withDrops(5).withInertia(0.1));
        assertEquals(e.hashCode(), Hydraulic.droplets().withDrops(5).withInertia(0.1).hashCode());
        assertEquals(Double.NEGATIVE_INFINITY, d.withFloor(0).withoutFloor().floor());
    }

    @Test
    void badParametersNameParameterValueAndRange() {
        Hydraulic d = Hydraulic.droplets();
        assertMessage(() -> d.withInertia(Double.NaN), "inertia", "NaN");
        assertMessage(() -> d.withInertia(1.5), "inertia", "1.5");
        assertMessage(() -> d.withDrops(-1), "drops", "-1");
        assertMessage(() -> d.withCapacity(Double.NaN), "capacity", "NaN");
        assertMessage(() -> d.withCapacity(Double.POSITIVE_INFINITY), "capacity", "Infinity");
        assertMessage(() -> d.withMinCapacity(-0.1), "minCapacity", "-0.1");
        assertMessage(() -> d.withMinSlope(Double.NaN), "minSlope", "NaN");
        assertMessage(() -> d.withRadius(0), "radius", "0");
        assertMessage(() -> d.withRadius(33), "radius", "33");
        assertMessage(() -> d.withDeposition(Double.NaN), "deposition", "NaN");
        assertMessage(() -> d.withErosion(-0.01), "erosion", "-0.01");
        assertMessage(() -> d.withEvaporation(2), "evaporation", "2");
        assertMessage(() -> d.withGravity(Double.NaN), "gravity", "NaN");
        assertMessage(() -> d.withMaxSteps(0), "maxSteps", "0");
        assertMessage(() -> d.withInitialWater(0), "initialWater", "0");
        assertMessage(() -> d.withInitialSpeed(Double.NaN), "initialSpeed", "NaN");
        assertMessage(() -> d.withFloor(Double.NaN), "floor", "NaN");
        assertMessage(() -> d.withThreads(0), "threads", "0");
    }

    static void assertMessage(org.junit.jupiter.api.function.Executable call, String name, String value) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call);
        assertTrue(e.getMessage().contains(name), e.getMessage());
        assertTrue(e.getMessage().contains(value), e.getMessage());
        assertTrue(e.getMessage().contains(" must "), e.getMessage());
    }

    @Test
    void refusesNoDataAndFrozenBuffers() {
        HeightfieldBuffer b = new HeightfieldBuffer(8, 8).set(3, 4, Double.NaN);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Hydraulic.droplets().withDrops(10).erode(b, 1, ProgressListener.NONE));
        assertTrue(e.getMessage().contains("column 3, row 4"), e.getMessage());
        HeightfieldBuffer frozen = new HeightfieldBuffer(8, 8);
        frozen.freeze();
        assertThrows(IllegalStateException.class, () -> Hydraulic.droplets().erode(frozen, 1, ProgressListener.NONE));
        assertThrows(NullPointerException.class, () -> Hydraulic.droplets().erode(null, 1, ProgressListener.NONE));
    }

    // ------------------------------------------------------------------ mass and finiteness

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void sumLostEqualsLedgerLossesToRounding(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        HeightfieldBuffer field = randomField(rnd);
        Hydraulic p = randomParameters(rnd).withThreads(rnd.nextInt(1, 3));
        double before = sum(field.toArray());
        ErosionLedger ledger = p.erode(field, rnd.nextLong(), ProgressListener.NONE);
        double after = sum(field.toArray());
        double moved = ledger.eroded() + ledger.deposited();
        double tolerance = ROUNDING_PER_MOVED * moved + 1e-12 * field.sampleCount();
        assertEquals(ledger.lost(), before - after, tolerance, ledger::toString);
        assertEquals(ledger.lost(), ledger.eroded() - ledger.deposited(), tolerance, ledger::toString);
        assertTrue(ledger.eroded() >= 0 && ledger.deposited() >= 0 && ledger.lostOffEdge() >= 0
                && ledger.lostInDyingDrops() >= 0, ledger::toString);
        for (float v : field.toArray()) {
            assertTrue(Float.isFinite(v));
        }
    }

    static Heightfield bowl(int n) {
        return Heightfield.of(n, n, (u, v) -> (u - 0.5) * (u - 0.5) + (v - 0.5) * (v - 0.5));
    }

    static Heightfield steepValley(int n) {
        // a V-valley whose walls fall 0.9 per sample: drops run fast into the floor, then climb the far wall
        return Heightfield.of(n, n, (u, v) -> 0.9 * (n - 1) * Math.abs(u - 0.5) + 0.05 * v);
    }

    static Stream<Named<Heightfield>> hardFields() {
        return Stream.of(Named.of("bowl", bowl(129)), Named.of("steep V-valley", steepValley(129)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("hardFields")
    void twoHundredThousandDropsStayFinite(Heightfield field) {
        HeightfieldBuffer b = field.toBuffer();
        ErosionLedger ledger = Hydraulic.droplets().withDrops(200_000).withInertia(0.9).withInitialSpeed(0.01).withThreads(2)
                .erode(b, 42, ProgressListener.NONE);
        for (float v : b.toArray()) {
            assertTrue(Float.isFinite(v), "a sample became " + v);
        }
        assertTrue(Double.isFinite(ledger.eroded()) && Double.isFinite(ledger.deposited())
                && Double.isFinite(ledger.lost()), ledger::toString);
        assertTrue(ledger.eroded() > 0, "the drops must have eroded something: " + ledger);
        double before = field.sum();
        double after = sum(b.toArray());
        assertEquals(ledger.lost(), before - after,
                ROUNDING_PER_MOVED * (ledger.eroded() + ledger.deposited()) + 1e-9 * Math.abs(before));
    }

    @Test
    void flatFieldComesBackBitIdentical() {
        for (double level : new double[] {0, -3.25, 0.5, -0.0}) {
            HeightfieldBuffer b = Heightfield.filled(40, 30, level).toBuffer();
            float[] before = b.toArray();
            ErosionLedger ledger = Hydraulic.droplets().withDrops(5000).erode(b, 3, ProgressListener.NONE);
            assertArrayEquals(before, b.toArray());
            assertEquals(ErosionLedger.NONE, ledger);
        }
    }

    @Test
    void negativeSlopedPlaneIsOnlyLowered() {
        // the popular code clamps at zero and lifts this whole plane to 0; here no sample is lifted toward 0: with
        // steps enough for most drops to run off the low edge, the plane loses, and the few deposits (drops that
        // slow down late in their lives, drops that die) stay below a hundredth of its depth
        HeightfieldBuffer b = Heightfield.of(64, 64, (u, v) -> -1 - 0.1 * u * 63).toBuffer();
        float[] before = b.toArray();
        ErosionLedger ledger = Hydraulic.droplets().withDrops(200).withMaxSteps(100).erode(b, 11, ProgressListener.NONE);
        float[] after = b.toArray();
        boolean changed = false;
        for (int i = 0; i < before.length; i++) {
            assertTrue(after[i] <= before[i] - 0.01 * before[i], "sample " + i + " rose from " + before[i] + " to " + after[i]);
            changed |= after[i] != before[i];
        }
        assertTrue(ledger.eroded() > ledger.deposited() && ledger.lostOffEdge() > 0, ledger::toString);
        assertTrue(changed);
        assertTrue(ledger.eroded() > 0);
    }

    @Test
    void floorLimitsErosionWithoutLiftingLowerGround() {
        HeightfieldBuffer b = Heightfield.of(64, 64, (u, v) -> 0.3 - 0.6 * u).toBuffer();
        float[] before = b.toArray();
        Hydraulic.droplets().withDrops(3000).withFloor(0).erode(b, 5, ProgressListener.NONE);
        float[] after = b.toArray();
        for (int i = 0; i < before.length; i++) {
            if (after[i] < before[i]) {
                assertTrue(after[i] >= 0, "eroded below the floor at " + i + ": " + after[i]);
            }
        }
    }

    // ------------------------------------------------------------------ determinism

    @ParameterizedTest(name = "{0}")
    @MethodSource("threadCases")
    void sameBitsForOneToFourThreads(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        // large enough for several tiles (reach = maxSteps + radius + 3)
        Heightfield f = Fields.smooth(rnd, rnd.nextInt(150, 220), rnd.nextInt(150, 220), 1);
        Hydraulic p = Hydraulic.droplets().withDrops(20_000).withMaxSteps(rnd.nextInt(10, 31)).withInertia(rnd.nextDouble(0, 0.5));
        long dropSeed = rnd.nextLong();
        float[] reference = null;
        ErosionLedger referenceLedger = null;
        for (int threads = 1; threads <= 4; threads++) {
            HeightfieldBuffer b = f.toBuffer();
            ErosionLedger ledger = p.withThreads(threads).erode(b, dropSeed, ProgressListener.NONE);
            if (reference == null) {
                reference = b.toArray();
                referenceLedger = ledger;
            } else {
                assertArrayEquals(reference, b.toArray(), "threads = " + threads);
                assertEquals(referenceLedger, ledger, "threads = " + threads);
            }
        }
        HeightfieldBuffer other = f.toBuffer();
        p.erode(other, dropSeed + 1, ProgressListener.NONE);
        assertFalse(java.util.Arrays.equals(reference, other.toArray()), "another seed must give other drops");
    }

    @Test
    void heightfieldErodedUsesTheSeed() {
        Heightfield land = Heightfield.diamondSquare(65, 0.5, 7);
        Hydraulic p = Hydraulic.droplets().withDrops(2000);
        assertEquals(land.eroded(p, 7), land.eroded(p, 7));
        assertFalse(land.eroded(p, 7).equals(land.eroded(p, 8)));
    }

    // ------------------------------------------------------------------ directional bias

    static Heightfield cone(int n) {
        double c = (n - 1) / 2.0;
        return Heightfield.of(n, n, (u, v) -> {
            double dx = u * (n - 1) - c;
            double dz = v * (n - 1) - c;
            return Math.max(0, 1 - Math.hypot(dx, dz) / c) * 0.5 * c;
        });
    }

    /** Per run: the mean height change of the four quadrants (NW, NE, SW, SE) and the erosion centroid. */
    static double[] quadrantsAndCentroid(Heightfield before, float[] after) {
        int n = before.columns();
        int half = n / 2;
        double[] q = new double[6];
        int[] count = new int[4];
        double wsum = 0;
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                double d = after[r * n + c] - before.get(c, r);
                if (c != half && r != half) {
                    int k = (c > half ? 1 : 0) + (r > half ? 2 : 0);
                    q[k] += d;
                    count[k]++;
                }
                if (d < 0) {
                    q[4] += -d * (c - (n - 1) / 2.0);
                    q[5] += -d * (r - (n - 1) / 2.0);
                    wsum += -d;
                }
            }
        }
        for (int k = 0; k < 4; k++) {
            q[k] /= count[k];
        }
        q[4] /= wsum;
        q[5] /= wsum;
        return q;
    }

    @Test
    void noDirectionalBiasOnACone() {
        Heightfield cone = cone(65);
        int runs = 16;
        double[][] results = new double[runs][];
        for (int k = 0; k < runs; k++) {
            HeightfieldBuffer b = cone.toBuffer();
            Hydraulic.droplets().withDrops(4000).erode(b, 1000 + k, ProgressListener.NONE);
            results[k] = quadrantsAndCentroid(cone, b.toArray());
        }
        double[] mean = new double[6];
        double[] se = new double[6];
        meanAndStandardError(results, mean, se);
        for (int a = 0; a < 4; a++) {
            for (int b = a + 1; b < 4; b++) {
                double spread = Math.hypot(se[a], se[b]);
                assertTrue(Math.abs(mean[a] - mean[b]) <= 4 * spread,
                        "quadrants " + a + " and " + b + ": " + mean[a] + " vs " + mean[b] + " (spread " + spread + ")");
            }
        }
        assertTrue(mean[0] < 0, "the cone must have lost height: " + mean[0]);
        // the centroid of erosion is the cone's axis; a brush hung on the cell corner shifts it by ~½ sample
        // (the spread must be small enough for that shift to show: 4 standard errors under ½ sample)
        assertTrue(Math.abs(mean[4]) <= 4 * se[4] && 4 * se[4] < 0.5, "x centroid " + mean[4] + " ± " + se[4]);
        assertTrue(Math.abs(mean[5]) <= 4 * se[5] && 4 * se[5] < 0.5, "z centroid " + mean[5] + " ± " + se[5]);
    }

    static void meanAndStandardError(double[][] results, double[] mean, double[] se) {
        int runs = results.length;
        for (double[] r : results) {
            for (int i = 0; i < mean.length; i++) {
                mean[i] += r[i] / runs;
            }
        }
        for (double[] r : results) {
            for (int i = 0; i < mean.length; i++) {
                se[i] += (r[i] - mean[i]) * (r[i] - mean[i]) / (runs - 1);
            }
        }
        for (int i = 0; i < se.length; i++) {
            se[i] = Math.sqrt(se[i] / runs);
        }
    }

    /** Turns a square field a quarter turn: column c, row r of the result is column r, row n−1−c of f. */
    static Heightfield rotate(Heightfield f) {
        int n = f.columns();
        double[] d = new double[n * n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                d[r * n + c] = f.get(r, n - 1 - c);
            }
        }
        return Heightfield.of(n, n, d);
    }

    @Test
    void rotatingTheInputRotatesTheExpectedOutcome() {
        // an off-centre ridge: not symmetric, so a rotation is a different problem
        int n = 49;
        Heightfield f = Heightfield.of(n, n, (u, v) -> 6 * Math.exp(-30 * (u - 0.35) * (u - 0.35)) + 4 * v);
        Heightfield rf = rotate(f);
        int runs = 12;
        int blocks = 4;
        double[][] plain = new double[runs][];
        double[][] turned = new double[runs][];
        for (int k = 0; k < runs; k++) {
            HeightfieldBuffer a = f.toBuffer();
            Hydraulic.droplets().withDrops(1500).erode(a, 500 + k, ProgressListener.NONE);
            HeightfieldBuffer b = rf.toBuffer();
            Hydraulic.droplets().withDrops(1500).erode(b, 900 + k, ProgressListener.NONE);
            Function<Heightfield, double[]> blockMeans = g -> blockMeans(g, blocks);
            double[] da = blockMeans.apply(a.snapshot());
            double[] ba = blockMeans.apply(f);
            double[] db = blockMeans.apply(rotateBack(b.snapshot()));
            double[] bb = blockMeans.apply(rotateBack(rf));
            plain[k] = new double[blocks * blocks];
            turned[k] = new double[blocks * blocks];
            for (int i = 0; i < blocks * blocks; i++) {
                plain[k][i] = da[i] - ba[i];
                turned[k][i] = db[i] - bb[i];
            }
        }
        double[] m1 = new double[blocks * blocks];
        double[] s1 = new double[blocks * blocks];
        double[] m2 = new double[blocks * blocks];
        double[] s2 = new double[blocks * blocks];
        meanAndStandardError(plain, m1, s1);
        meanAndStandardError(turned, m2, s2);
        double total = 0;
        for (int i = 0; i < m1.length; i++) {
            double spread = Math.hypot(s1[i], s2[i]);
            assertTrue(Math.abs(m1[i] - m2[i]) <= 4.5 * spread + 1e-9,
                    "block " + i + ": " + m1[i] + " vs " + m2[i] + " (spread " + spread + ")");
            total += Math.abs(m1[i]);
        }
        assertTrue(total > 0);
    }

    static Heightfield rotateBack(Heightfield f) {
        return rotate(rotate(rotate(f)));
    }

    static double[] blockMeans(Heightfield f, int blocks) {
        int n = f.columns();
        double[] m = new double[blocks * blocks];
        int[] count = new int[blocks * blocks];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int k = (r * blocks / n) * blocks + c * blocks / n;
                m[k] += f.get(c, r);
                count[k]++;
            }
        }
        for (int k = 0; k < m.length; k++) {
            m[k] /= count[k];
        }
        return m;
    }

    // ------------------------------------------------------------------ progress

    @Test
    void reportsProgressAndHonoursCancellation() {
        HeightfieldBuffer b = Heightfield.diamondSquare(65, 0.5, 3).toBuffer();
        double[] last = {-1};
        int[] calls = {0};
        ErosionLedger ledger = Hydraulic.droplets().withDrops(20_000).erode(b, 1, (fraction, message) -> {
            assertTrue(fraction >= last[0] && fraction <= 1);
            assertFalse(message.isEmpty());
            last[0] = fraction;
            calls[0]++;
        });
        assertEquals(1.0, last[0]);
        assertTrue(calls[0] >= 2 && calls[0] <= 400, "calls " + calls[0]);
        assertTrue(ledger.eroded() > 0);

        HeightfieldBuffer c = Heightfield.diamondSquare(65, 0.5, 3).toBuffer();
        ProgressListener cancelling = new ProgressListener() {
            private int seen;

            @Override
            public void progress(double fraction, String message) {
                seen++;
            }

            @Override
            public boolean isCancelled() {
                return seen >= 1;
            }
        };
        assertThrows(CancellationException.class,
                () -> Hydraulic.droplets().withDrops(100_000).erode(c, 1, cancelling));
        for (float v : c.toArray()) {
            assertTrue(Float.isFinite(v));
        }
        assertFalse(java.util.Arrays.equals(c.toArray(), Heightfield.diamondSquare(65, 0.5, 3).toArray()),
                "the finished rounds stay in the field");
    }

    @Test
    void tinyGridsAndZeroDropsAreUnchanged() {
        HeightfieldBuffer one = Heightfield.of(1, 5, new float[] {1, 2, 3, 4, 5}).toBuffer();
        assertEquals(ErosionLedger.NONE, Hydraulic.droplets().erode(one, 1, ProgressListener.NONE));
        assertArrayEquals(new float[] {1, 2, 3, 4, 5}, one.toArray());
        HeightfieldBuffer b = Heightfield.diamondSquare(33, 0.5, 1).toBuffer();
        float[] before = b.toArray();
        assertSame(ErosionLedger.NONE, Hydraulic.droplets().withDrops(0).erode(b, 1, ProgressListener.NONE));
        assertArrayEquals(before, b.toArray());
    }

    // ------------------------------------------------------------------ spacing

    @ParameterizedTest(name = "{0}")
    @MethodSource("threadCases")
    void scalingHeightsAndSpacingTogetherScalesTheResultBitForBit(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        Heightfield f = Fields.smooth(rnd, rnd.nextInt(20, 70), rnd.nextInt(20, 70), 2);
        double k = 1 << rnd.nextInt(1, 6); // a power of two: scaling is exact in binary floating point
        HeightfieldBuffer unit = f.toBuffer();
        HeightfieldBuffer scaled = f.scale(k).toBuffer();
        scaled.setFrame(GridFrame.of(0, 0, k));
        Hydraulic p = Hydraulic.droplets().withDrops(3000).withInertia(rnd.nextDouble(0, 0.5));
        long dropSeed = rnd.nextLong();
        ErosionLedger a = p.erode(unit, dropSeed, ProgressListener.NONE);
        ErosionLedger b = p.erode(scaled, dropSeed, ProgressListener.NONE);
        float[] ua = unit.toArray();
        float[] sb = scaled.toArray();
        for (int i = 0; i < ua.length; i++) {
            assertEquals((float) (ua[i] * k), sb[i], "sample " + i + ", k = " + k);
        }
        assertEquals(a.eroded() * k, b.eroded());
        assertEquals(a.lost() * k, b.lost());
        assertTrue(a.eroded() > 0);
    }

    /**
     * Issue 15 item 1: the round count was computed in {@code int}, so a drop count near
     * {@code Integer.MAX_VALUE} ran no drop at all and reported nothing. The run is cancelled at its first
     * progress report, which must come after whole drops ran and name the full count.
     */
    @Test
    void dropCountNearIntMaxRunsEveryDrop() {
        double[] firstFraction = {-1};
        ProgressListener cancelAtOnce = new ProgressListener() {
            @Override
            public void progress(double fraction, String message) {
                if (firstFraction[0] < 0) {
                    firstFraction[0] = fraction;
                }
            }

            @Override
            public boolean isCancelled() {
                return true;
            }
        };
        for (long drops : new long[] {Integer.MAX_VALUE, Integer.MAX_VALUE + 1L, Long.MAX_VALUE}) {
            HeightfieldBuffer b = Heightfield.diamondSquare(65, 0.5, 2).toBuffer();
            float[] before = b.toArray();
            CancellationException e = assertThrows(CancellationException.class,
                    () -> Hydraulic.droplets().withDrops(drops).erode(b, 1, cancelAtOnce));
            assertTrue(e.getMessage().endsWith(" of " + drops + " drops"), e.getMessage());
            assertFalse(java.util.Arrays.equals(before, b.toArray()), "whole drops ran before the check");
        }
    }
}
