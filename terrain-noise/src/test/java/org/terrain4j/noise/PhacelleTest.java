package org.terrain4j.noise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

/** Phacelle stripes: unit amplitude, range, slope, direction, determinism, seeds. */
class PhacelleTest {

    static final double H = 1e-6;

    @Test
    void millionSamplesHaveUnitAmplitudeAndReachTheirBounds() {
        Phacelle p = Phacelle.of(31, 1 / 140.0);
        PhacelleSample s = new PhacelleSample();
        SplittableRandom rnd = new SplittableRandom(41);
        double lo = 1;
        double hi = -1;
        double qlo = 1;
        double qhi = -1;
        for (int i = 0; i < 1_000_000; i++) {
            double a = rnd.nextDouble(0, 2 * Math.PI);
            p.sample(rnd.nextDouble(-1e5, 1e5), rnd.nextDouble(-1e5, 1e5), Math.cos(a), Math.sin(a), s);
            assertEquals(1, s.value * s.value + s.quadrature * s.quadrature, 1e-12);
            assertTrue(s.amplitude >= 0 && s.amplitude <= 1);
            lo = Math.min(lo, s.value);
            hi = Math.max(hi, s.value);
            qlo = Math.min(qlo, s.quadrature);
            qhi = Math.max(qhi, s.quadrature);
        }
        assertTrue(lo >= -1 && hi <= 1 && qlo >= -1 && qhi <= 1);
        assertTrue(lo < -0.95 && hi > 0.95 && qlo < -0.95 && qhi > 0.95, lo + " " + hi + " " + qlo + " " + qhi);
    }

    @Test
    void slopeIsTheGradientOfTheValue() {
        Phacelle p = Phacelle.of(7, 0.5);
        PhacelleSample s = new PhacelleSample();
        PhacelleSample t = new PhacelleSample();
        SplittableRandom rnd = new SplittableRandom(42);
        int checked = 0;
        for (int i = 0; i < 20_000; i++) {
            double x = rnd.nextDouble(-100, 100);
            double z = rnd.nextDouble(-100, 100);
            double dx = rnd.nextDouble(-1, 1);
            double dz = rnd.nextDouble(-1, 1);
            p.sample(x, z, dx, dz, s);
            if (s.amplitude < 0.2) {
                continue; // near a phase singularity the value turns too fast to difference
            }
            double fx = (p.sample(x + H, z, dx, dz, t).value - p.sample(x - H, z, dx, dz, t).value) / ((x + H) - (x - H));
            double fz = (p.sample(x, z + H, dx, dz, t).value - p.sample(x, z - H, dx, dz, t).value) / ((z + H) - (z - H));
            double err = Math.hypot(fx - s.slopeX, fz - s.slopeZ);
            assertTrue(err <= 1e-6 * Math.max(1, Math.hypot(s.slopeX, s.slopeZ)), s + " vs " + fx + ", " + fz);
            checked++;
        }
        assertTrue(checked > 15_000, "checked " + checked);
    }

    @Test
    void stripesRunAlongTheDirection() {
        Phacelle p = Phacelle.of(3, 1 / 20.0);
        PhacelleSample s = new PhacelleSample();
        SplittableRandom rnd = new SplittableRandom(43);
        double along = 0;
        double across = 0;
        for (int i = 0; i < 50_000; i++) {
            double a = rnd.nextDouble(0, 2 * Math.PI);
            double ux = Math.cos(a);
            double uz = Math.sin(a);
            p.sample(rnd.nextDouble(-1e4, 1e4), rnd.nextDouble(-1e4, 1e4), ux * 3, uz * 3, s);
            along += Math.abs(s.slopeX * ux + s.slopeZ * uz);
            across += Math.abs(-s.slopeX * uz + s.slopeZ * ux);
        }
        assertTrue(along < 0.25 * across, "along " + along + " across " + across);
        // away from singularities the slope is about −quadrature · k · frequency, |k| = 2π
        double typical = across / 50_000;
        assertTrue(typical > 0.5 * (2 / Math.PI) * 2 * Math.PI / 20 && typical < 2 * 2 * Math.PI / 20, "typical " + typical);
    }

    @Test
    void deterministicAndEverySeedBitMatters() {
        Phacelle a = Phacelle.of(0x55AA55AA55AA55AAL, 0.1);
        PhacelleSample s = new PhacelleSample();
        double v = a.sample(12.3, -4.5, 1, 1).value;
        assertEquals(v, Phacelle.of(0x55AA55AA55AA55AAL, 0.1).sample(12.3, -4.5, 1, 1, s).value, 0.0);
        for (int k = 0; k < 64; k++) {
            Phacelle b = Phacelle.of(0x55AA55AA55AA55AAL ^ (1L << k), 0.1);
            boolean differ = false;
            for (int i = 0; i < 16 && !differ; i++) {
                differ = a.sample(i * 7.7, i * 3.1, 1, 0.3).value != b.sample(i * 7.7, i * 3.1, 1, 0.3).value;
            }
            assertTrue(differ, "bit " + k);
        }
    }

    @Test
    void continuousAcrossZeroAndNegativeHalves() {
        Phacelle p = Phacelle.of(1, 1);
        for (double t : new double[] {0, -1, -0.5}) {
            for (double o : new double[] {0.3, -2.7, 5.1}) {
                double e = 1e-9;
                assertTrue(Math.abs(p.sample(t - e, o, 1, 2).value - p.sample(t + e, o, 1, 2).value) < 1e-6);
                assertTrue(Math.abs(p.sample(o, t - e, 1, 2).value - p.sample(o, t + e, 1, 2).value) < 1e-6);
            }
        }
    }

    @Test
    void zeroDirectionIsFlatAndBadFrequencyIsRefused() {
        PhacelleSample s = Phacelle.of(1, 1).sample(3.2, 4.4, 0, 0);
        assertEquals(1, s.value);
        assertEquals(0, s.quadrature);
        assertEquals(0, s.slopeX);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Phacelle.of(1, 0));
        assertTrue(e.getMessage().contains("frequency"));
    }
}
