package org.terrain4j.noise.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.terrain4j.noise.NoiseSample;

/**
 * The OpenSimplex2 kernels pick a few candidate vertices per point; a brute-force sum over every
 * vertex of a wide neighbourhood, with the same lattice hash, must give the same value and gradient.
 */
class SimplexVertexSelectionTest {

    static double brute2(long sm, double r2, double x, double z) {
        double s = (x + z) * Simplex.F2;
        long i = (long) Math.floor(x + s);
        long j = (long) Math.floor(z + s);
        double sum = 0;
        for (long a = i - 3; a <= i + 3; a++) {
            for (long b = j - 3; b <= j + 3; b++) {
                double t = (a + b) * Simplex.G2;
                double dx = x - (a - t);
                double dz = z - (b - t);
                double k = r2 - dx * dx - dz * dz;
                if (k > 0) {
                    int g = Simplex.g2(sm, a * Hashing.PX, b * Hashing.PZ);
                    sum += k * k * k * k * (Simplex.GRAD2[g] * dx + Simplex.GRAD2[g + 32] * dz);
                }
            }
        }
        return sum;
    }

    @Test
    void twoDimensionalKernelsSeeEveryVertexInReach() {
        SplittableRandom rnd = new SplittableRandom(11);
        long sm = Hashing.seedMix(5);
        for (int n = 0; n < 200_000; n++) {
            double x = rnd.nextDouble(-50, 50);
            double z = rnd.nextDouble(-50, 50);
            assertEquals(brute2(sm, 0.5, x, z) / OpenSimplex2.BOUND_2D, OpenSimplex2.raw2(sm, x, z, null), 1e-11, "F at " + x + ", " + z);
            assertEquals(brute2(sm, 2.0 / 3, x, z) / OpenSimplex2S.BOUND_2D, OpenSimplex2S.raw2(sm, x, z, null), 1e-11, "S at " + x + ", " + z);
        }
    }

    /**
     * OpenSimplex2S sums four vertices: the containing triangle's three and the one across the
     * nearest edge. Over points of a cell, no other vertex within two cells may be in reach.
     */
    @Test
    void superSimplexReachesOnlyTheVertexAcrossTheNearestEdge() {
        SplittableRandom rnd = new SplittableRandom(12);
        double g2 = Simplex.G2;
        for (int n = 0; n < 1_000_000; n++) {
            double fx = rnd.nextDouble();
            double fz = rnd.nextDouble();
            double x0 = fx * (1 - g2) - fz * g2;
            double z0 = fz * (1 - g2) - fx * g2;
            boolean lower = x0 > z0;
            int k = OpenSimplex2S.across(fx, fz, lower);
            long ax = OpenSimplex2S.NX[k] * INV_PX;
            long az = OpenSimplex2S.NZ[k] * INV_PZ;
            for (int a = -2; a <= 3; a++) {
                for (int b = -2; b <= 3; b++) {
                    boolean inTriangle = (a == 0 && b == 0) || (a == 1 && b == 1)
                            || (lower ? a == 1 && b == 0 : a == 0 && b == 1);
                    if (inTriangle || (a == ax && b == az)) {
                        continue;
                    }
                    double dx = x0 - a + (a + b) * g2;
                    double dz = z0 - b + (a + b) * g2;
                    double reach = 2.0 / 3 - dx * dx - dz * dz;
                    if (reach > 1e-12) {
                        fail("vertex (" + a + ", " + b + ") in reach at skewed (" + fx + ", " + fz + "); chose (" + ax
                                + ", " + az + ")");
                    }
                }
            }
        }
    }

    /** Multiplicative inverses of the hash multipliers mod 2⁶⁴, to read a lattice offset back. */
    private static final long INV_PX = inverse(Hashing.PX);
    private static final long INV_PZ = inverse(Hashing.PZ);

    private static long inverse(long odd) {
        long x = odd; // Newton's iteration: each step doubles the correct low bits
        for (int i = 0; i < 6; i++) {
            x *= 2 - odd * x;
        }
        return x;
    }

    static double brute3(long sm, double r2, double x, double y, double z) {
        double xs = x * Math.sqrt(0.5);
        double ys = y * Math.sqrt(1.0 / 3);
        double zs = z * Math.sqrt(1.0 / 6);
        double lx = xs + ys + zs;
        double ly = -xs + ys + zs;
        double lz = ys - 2 * zs;
        double sum = 0;
        // lattice points at half-integers: coordinate 2·v in hash units
        long cx = (long) Math.floor(2 * lx);
        long cy = (long) Math.floor(2 * ly);
        long cz = (long) Math.floor(2 * lz);
        for (long a = cx - 4; a <= cx + 4; a++) {
            for (long b = cy - 4; b <= cy + 4; b++) {
                for (long c = cz - 4; c <= cz + 4; c++) {
                    if (((a ^ b) & 1) != 0 || ((a ^ c) & 1) != 0) {
                        continue; // BCC: all even or all odd
                    }
                    double dx = lx - a * 0.5;
                    double dy = ly - b * 0.5;
                    double dz = lz - c * 0.5;
                    double k = r2 - dx * dx - dy * dy - dz * dz;
                    if (k > 0) {
                        int g = Hashing.index12(Hashing.hash(sm, a * Hashing.PX, b * Hashing.PY, c * Hashing.PZ));
                        sum += k * k * k * k * (Simplex.GRAD3[g] * dx + Simplex.GRAD3[g + 12] * dy + Simplex.GRAD3[g + 24] * dz);
                    }
                }
            }
        }
        return sum;
    }

    @Test
    void threeDimensionalKernelsSeeEveryVertexInReach() {
        SplittableRandom rnd = new SplittableRandom(12);
        long sm = Hashing.seedMix(-9);
        NoiseSample d = new NoiseSample();
        for (int n = 0; n < 20_000; n++) {
            double x = rnd.nextDouble(-50, 50);
            double y = rnd.nextDouble(-50, 50);
            double z = rnd.nextDouble(-50, 50);
            assertEquals(brute3(sm, 0.6, x, y, z), Simplex.bcc(sm, x, y, z, 0.6, null), 1e-14);
            assertEquals(brute3(sm, 0.75, x, y, z), Simplex.bcc(sm, x, y, z, 0.75, d), 1e-14);
        }
    }

    @Test
    void seedMixAndOctaveSeedsAreBijectiveInEveryBit() {
        long s = 0xDEADBEEFL;
        for (int k = 0; k < 64; k++) {
            long t = s ^ (1L << k);
            org.junit.jupiter.api.Assertions.assertNotEquals(Hashing.seedMix(s), Hashing.seedMix(t));
            for (int o = 0; o < 8; o++) {
                org.junit.jupiter.api.Assertions.assertNotEquals(Hashing.octaveSeed(s, o), Hashing.octaveSeed(t, o));
            }
        }
    }
}
