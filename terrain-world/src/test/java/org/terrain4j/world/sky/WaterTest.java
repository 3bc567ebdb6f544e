package org.terrain4j.world.sky;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.testkit.Cases;

class WaterTest {

    private static final Water W = Water.standard();
    /** Central differences of step 1e-3 m on waves hundreds of metres long: error ~ h²·k³·A, far below this. */
    private static final double FD = 1e-6;

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0x3A7E2L, 60);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void normalIsTheNormalisedGradientOfHeight(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        double x = rnd.nextDouble(-20000, 20000);
        double z = rnd.nextDouble(-20000, 20000);
        double t = rnd.nextDouble(0, 600);
        // a straight shore in any direction a, the water on its side: d(p) = (p − p0) · (cos a, sin a), ∇d = (cos a, sin a);
        // half the cases inside the bank, where the bank factor's own slope counts
        double d = rnd.nextBoolean() ? rnd.nextDouble(1, W.bank() - 1) : rnd.nextDouble(W.bank() + 1, 2000);
        double a = rnd.nextDouble(0, 2 * Math.PI);
        double ca = Math.cos(a);
        double sa = Math.sin(a);
        double h = 1e-3;
        double dx = (W.height(x + h, z, t, d + h * ca) - W.height(x - h, z, t, d - h * ca)) / (2 * h);
        double dz = (W.height(x, z + h, t, d + h * sa) - W.height(x, z - h, t, d - h * sa)) / (2 * h);
        double len = Math.sqrt(dx * dx + 1 + dz * dz);
        Direction n = W.normal(x, z, t, d, ca, sa);
        assertEquals(-dx / len, n.x(), FD, "x at d=" + d);
        assertEquals(1 / len, n.y(), FD);
        assertEquals(-dz / len, n.z(), FD);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void noSwellAndNoSheenAtTheBank(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        double x = rnd.nextDouble(-8000, 8000);
        double z = rnd.nextDouble(-8000, 8000);
        double t = rnd.nextDouble(0, 1000);
        assertEquals(0, W.height(x, z, t, 0), 0.0);
        assertEquals(0, W.height(x, z, t, -5), 0.0);
        assertEquals(0, W.sheen(x, z, t, 0, 1), 0.0);
        Direction n = W.normal(x, z, t, 0, rnd.nextDouble(-1, 1), rnd.nextDouble(-1, 1));
        assertEquals(0, n.x(), 0.0);
        assertEquals(1, n.y(), 0.0);
        assertEquals(0, n.z(), 0.0);
        // and the whole swell past the bank: |η| bounded by the sum of amplitudes, reached somewhere
        double far = W.height(x, z, t, W.bank() * 3);
        assertTrue(Math.abs(far) <= W.first().amplitude() + W.second().amplitude() + 1e-12);
        assertEquals(far, W.height(x, z, t, W.bank()), 0);
    }

    @Test
    void swellGrowsSmoothlyFromTheBank() {
        double prev = 0;
        for (double d = 0; d <= W.bank(); d += W.bank() / 32) {
            double b = W.bankFactor(d);
            assertTrue(b >= prev, "bank factor falls at d=" + d);
            prev = b;
        }
        assertEquals(0.5, W.bankFactor(W.bank() / 2), 1e-15);
        assertEquals(1, W.bankFactor(W.bank()), 0);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void twoTilesAgreeAtTheirJoin(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        // two tiles of 16 km: the east edge of one is the west edge of the next; each computes the surface
        // in its own local coordinates and adds its own origin
        double tile = 16000;
        int col = rnd.nextInt(-5, 5);
        double localZ = rnd.nextDouble(-8000, 8000);
        double t = rnd.nextDouble(0, 600);
        double d = rnd.nextDouble(0, 400);
        double originA = col * tile;
        double originB = (col + 1) * tile;
        double fromA = W.height(originA + tile / 2, localZ, t, d);
        double fromB = W.height(originB - tile / 2, localZ, t, d);
        assertEquals(fromA, fromB, 0);
        assertEquals(W.normal(originA + tile / 2, localZ, t, d, 0.3, 0.7),
                W.normal(originB - tile / 2, localZ, t, d, 0.3, 0.7));
        assertEquals(W.sheen(originA + tile / 2, localZ, t, d, 0.8), W.sheen(originB - tile / 2, localZ, t, d, 0.8), 0);
    }

    @Test
    void wavesTravelAtTheDeepWaterPhaseSpeed() {
        // c = ω / k = √(g λ / 2π): a single train's crest moves c·T along its heading in T seconds
        Water one = Water.of(new Water.Train(1, 100, 0, 0), new Water.Train(0, 50, 90, 0), 10);
        double c = Math.sqrt(9.81 * 100 / (2 * Math.PI));
        for (double x = -40; x <= 40; x += 7.5) {
            assertEquals(one.height(x, 3, 0, 100), one.height(x + c * 2.5, 3, 2.5, 100), 1e-9, "x=" + x);
        }
        // heading 45° travels north-east: along (cos 45°, −sin 45°) in (x, z)
        Water diagonal = Water.of(new Water.Train(1, 100, 45, 0.4), new Water.Train(0, 50, 0, 0), 10);
        double k = Math.sqrt(0.5);
        assertEquals(diagonal.height(30, -70, 0, 100), diagonal.height(30 + c * 3 * k, -70 - c * 3 * k, 3, 100), 1e-9);
        assertTrue(Math.abs(diagonal.height(30, -70, 0, 100) - diagonal.height(30 + c * 3 * k, -70 + c * 3 * k, 3, 100)) > 0.01);
        // heading 90° travels north, which is −z
        Water north = Water.of(new Water.Train(1, 100, 90, 0), new Water.Train(0, 50, 0, 0), 10);
        assertEquals(north.height(0, 0, 0, 100), north.height(0, -c * 1.5, 1.5, 100), 1e-9);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void sheenOnTheCrestFaceScaledByDaylight(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        Water one = Water.of(new Water.Train(1, 100, 0, 0), new Water.Train(0, 50, 90, 0), 10);
        double t = rnd.nextDouble(0, 100);
        double omega = Math.sqrt(9.81 * 2 * Math.PI / 100);
        // ψ = kx − ωt: the face ahead of the crest is ψ in (π/2, π), its middle 3π/4 shines fully
        double k = 2 * Math.PI / 100;
        double xFace = (3 * Math.PI / 4 + omega * t) / k;
        double xBack = (Math.PI / 4 + omega * t) / k;
        double daylight = rnd.nextDouble();
        // min(1, f1² + f2²): on the first train's face f1 = 1, so the sheen is the daylight itself;
        // behind its crest f1 = 0 and only the second train's face (zero amplitude, still a face) counts
        assertEquals(daylight, one.sheen(xFace, 0, t, 100, daylight), 1e-12);
        assertEquals(secondFace(t) * daylight, one.sheen(xBack, 0, t, 100, daylight), 1e-9);
        assertEquals(0, one.sheen(xFace, 0, t, 100, 0), 0.0);
        // and held to nothing at the bank
        assertEquals(0, one.sheen(xFace, 0, t, 0, daylight), 0.0);
    }

    private static double secondFace(double t) {
        // train two (λ 50 m, heading 90°, phase 0) at z = 0: ψ = −ωt
        double p = -Math.sqrt(9.81 * 2 * Math.PI / 50) * t;
        double f = 2 * Math.max(0, Math.sin(p)) * Math.max(0, -Math.cos(p));
        return f * f;
    }

    @Test
    void refusesBadTrains() {
        assertThrows(IllegalArgumentException.class, () -> new Water.Train(-1, 10, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> new Water.Train(1, 0, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> new Water.Train(1, Double.NaN, 0, 0));
        Water.Train ok = new Water.Train(1, 10, 0, 0);
        assertThrows(IllegalArgumentException.class, () -> Water.of(ok, ok, 0));
        assertThrows(IllegalArgumentException.class, () -> Water.of(ok, ok, Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> Water.of(ok, ok, Double.POSITIVE_INFINITY));
        assertEquals(Water.standard(), Water.standard());
        assertEquals(160, Water.standard().bank(), 0);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void footprintZeroIsFullDetailAndFarWaterIsItsMean(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        double x = rnd.nextDouble(-20000, 20000);
        double z = rnd.nextDouble(-20000, 20000);
        double t = rnd.nextDouble(0, 600);
        double d = rnd.nextDouble(0, 1000);
        double gx = rnd.nextDouble(-1, 1);
        double gz = rnd.nextDouble(-1, 1);
        double day = rnd.nextDouble();
        assertEquals(W.sheen(x, z, t, d, day), W.sheen(x, z, t, d, day, 0), 0.0);
        assertEquals(W.normal(x, z, t, d, gx, gz), W.normal(x, z, t, d, gx, gz, 0));
        // still full detail while both wavelengths span 24 pixels or more (147 m / 24 = 6.125 m)
        assertEquals(24, Water.FULL_PIXELS, 0.0);
        assertEquals(6, Water.FLAT_PIXELS, 0.0);
        double sharp = rnd.nextDouble(0, 147.0 / 24);
        assertEquals(W.sheen(x, z, t, d, day), W.sheen(x, z, t, d, day, sharp), 0.0);
        // both trains under 6 pixels a wave (230 m / 6 = 38.3 m): flat, and the sheen the mean of two faces, 1/8 each
        double far = rnd.nextDouble(230.0 / 6, 5000);
        Direction n = W.normal(x, z, t, d, gx, gz, far);
        assertEquals(0, n.x(), 0.0);
        assertEquals(1, n.y(), 0.0);
        assertEquals(0, n.z(), 0.0);
        assertEquals(0.25 * W.bankFactor(d) * day, W.sheen(x, z, t, d, day, far), 1e-15);
    }

    @Test
    void meanFaceIsTheFacesMeanOverAPeriod() {
        // an independent oracle: the face term f² averaged over one period by the midpoint rule
        int n = 1_000_000;
        double sum = 0;
        for (int i = 0; i < n; i++) {
            double p = 2 * Math.PI * (i + 0.5) / n;
            double f = 2 * Math.max(0, Math.sin(p)) * Math.max(0, -Math.cos(p));
            sum += f * f;
        }
        assertEquals(sum / n, Water.MEAN_FACE, 1e-9);
        // a full-detail sheen averaged over a wavelength is the far (faded) sheen: two trains half a period
        // apart, whose faces never overlap, so the sum is never clipped at 1
        Water pair = Water.of(new Water.Train(1, 100, 0, 0), new Water.Train(1, 100, 0, Math.PI), 10);
        double mean = 0;
        int m = 100_000;
        for (int i = 0; i < m; i++) {
            mean += pair.sheen(100.0 * (i + 0.5) / m, 0, 0, 100, 1);
        }
        assertEquals(pair.sheen(0, 0, 0, 100, 1, 1000), mean / m, 1e-9);
        assertEquals(0.25, pair.sheen(0, 0, 0, 100, 1, 1000), 1e-15);
    }

    @Test
    void detailFallsSmoothlyFromTwentyFourToSixPixelsAWave() {
        Water.Train tr = new Water.Train(1, 240, 0, 0);
        assertEquals(1, Water.detail(tr, 0), 0.0);
        assertEquals(1, Water.detail(tr, 10), 0.0);
        assertEquals(0.5, Water.detail(tr, (10 + 40) / 2.0), 1e-15);
        // a quarter of the way: the smoothstep's 0.25²·(3 − 0.5) = 0.15625
        assertEquals(1 - 0.15625, Water.detail(tr, 17.5), 1e-15);
        assertEquals(0, Water.detail(tr, 40), 0.0);
        assertEquals(0, Water.detail(tr, 1e9), 0.0);
        double prev = 1;
        for (double fp = 10; fp <= 40; fp += 0.25) {
            double v = Water.detail(tr, fp);
            assertTrue(v <= prev, "detail rises at " + fp);
            prev = v;
        }
        assertThrows(IllegalArgumentException.class, () -> Water.detail(tr, -1));
        assertThrows(IllegalArgumentException.class, () -> Water.detail(tr, Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> W.sheen(0, 0, 0, 0, 1, Double.POSITIVE_INFINITY));
        assertThrows(IllegalArgumentException.class, () -> W.normal(0, 0, 0, 0, 0, 0, -0.5));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void scaledWaterIsTheSameShapeOnAFasterClock(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        double f = rnd.nextDouble(0.01, 3);
        Water s = W.scaled(f);
        double x = rnd.nextDouble(-5000, 5000);
        double z = rnd.nextDouble(-5000, 5000);
        double t = rnd.nextDouble(0, 300);
        double d = rnd.nextDouble(0, 400);
        // deep water: ω = √(g k), so k × 1/f gives ω × 1/√f, and the scaled wave reaches the same phase at √f · t
        assertEquals(f * W.height(x, z, t, d), s.height(f * x, f * z, Math.sqrt(f) * t, f * d), 1e-9 * (1 + f));
        assertEquals(W.sheen(x, z, t, d, 0.7), s.sheen(f * x, f * z, Math.sqrt(f) * t, f * d, 0.7), 1e-9);
        assertEquals(f * W.bank(), s.bank(), 1e-12);
        assertEquals(f * W.first().wavelength(), s.first().wavelength(), 1e-12);
        assertThrows(IllegalArgumentException.class, () -> W.scaled(0));
        assertThrows(IllegalArgumentException.class, () -> W.scaled(Double.NaN));
    }

    @Test
    void aScaleOutsideItsRangeIsRefusedByName() {
        // found by a newcomer: scaled(1e-320) was taken and its height was NaN; scaled(1e307) blamed "wavelength"
        for (double f : new double[] {1e-320, 9.99e-7, 1.01e6, 1e307, Double.POSITIVE_INFINITY, -1}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> W.scaled(f), "factor " + f);
            assertTrue(e.getMessage().startsWith("factor must be in [1.0E-6, 1000000.0], was "), e.getMessage());
        }
        for (double f : new double[] {Water.MIN_SCALE, Water.MAX_SCALE}) {
            Water s = W.scaled(f);
            assertTrue(Double.isFinite(s.height(3 * f, 5 * f, 7, 100 * f)), "factor " + f);
        }
    }
}
