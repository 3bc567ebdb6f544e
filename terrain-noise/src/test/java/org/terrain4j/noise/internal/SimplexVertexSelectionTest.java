package org.terrain4j.noise.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
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

    /**
     * The raw body-centred-cubic sum at lattice-frame coordinates over every vertex of both
     * sublattices within two cells, whether or not any selection rule would pick it, in another order
     * than the kernels' (vertices in half-cell units: all even on the integer sublattice, all odd on
     * the other).
     */
    static double bruteLattice(long sm, double r2, double lx, double ly, double lz) {
        long cx = (long) Math.floor(2 * lx);
        long cy = (long) Math.floor(2 * ly);
        long cz = (long) Math.floor(2 * lz);
        double sum = 0;
        for (long a = cx - 4; a <= cx + 4; a++) {
            for (long b = cy - 4; b <= cy + 4; b++) {
                for (long c = cz - 4; c <= cz + 4; c++) {
                    if (((a ^ b) & 1) != 0 || ((a ^ c) & 1) != 0) {
                        continue;
                    }
                    // the displacement rounded as the kernels round it: from the point relative
                    // to the vertex's sublattice, (l − o) − v
                    double o = (a & 1) * 0.5;
                    double dx = (lx - o) - (a >> 1);
                    double dy = (ly - o) - (b >> 1);
                    double dz = (lz - o) - (c >> 1);
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

    /**
     * A lattice-frame point: uniform in a box of ±40 cells, or (one case in two) with the
     * displacements from the nearest vertex of one sublattice tied in size on two or three axes, or
     * set to ±½ on one, where the choice of the smallest axis and of the nearest vertex is on edge.
     */
    private static double[] point(SplittableRandom rnd) {
        double[] p = new double[3];
        for (int i = 0; i < 3; i++) {
            p[i] = rnd.nextInt(-40, 40) + rnd.nextDouble();
        }
        if (rnd.nextBoolean()) {
            // exact: a displacement of 20 bits, on a vertex of the sublattice at offset o
            double o = rnd.nextBoolean() ? 0.5 : 0;
            double e = (rnd.nextInt(1 << 20) - (1 << 19)) / (double) (1 << 20);
            int i = rnd.nextInt(3);
            int j = (i + 1 + rnd.nextInt(2)) % 3;
            switch (rnd.nextInt(4)) {
                case 0: // |e_i| = |e_j|, signs free
                    p[i] = rnd.nextInt(-40, 40) + o + e;
                    p[j] = rnd.nextInt(-40, 40) + o + (rnd.nextBoolean() ? e : -e);
                    break;
                case 1: // all three tied
                    for (int k = 0; k < 3; k++) {
                        p[k] = rnd.nextInt(-40, 40) + o + (rnd.nextBoolean() ? e : -e);
                    }
                    break;
                case 2: // on a face of the nearest vertex's cell
                    p[i] = rnd.nextInt(-40, 40) + o + 0.5;
                    break;
                default: // in the vertex's own plane
                    p[i] = rnd.nextInt(-40, 40) + o;
                    break;
            }
        }
        return p;
    }

    /**
     * Issue 15 item 21: the 3-D value path sums four vertices a sublattice for OpenSimplex2
     * (r² ≤ ⅔, tested at 0.6 and at ⅔) and five for OpenSimplex2S (r² ≤ ¾). Over 200 000 points a
     * case, that must equal the sum over every vertex within reach to rounding: the displacements are
     * rounded as the kernels round them, so the two sums differ only in their order (by at most
     * 3·10⁻¹⁷ here, raw sums being up to 0.08), and 10⁻¹⁵ is allowed. Seeded: the seed is in the
     * case's name.
     */
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {21, 2101, -77})
    void reducedBccCandidatesSumEveryVertexInReach(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        long sm = Hashing.seedMix(seed);
        double[] radii = {OpenSimplex2.R2_3D, Simplex.FOUR_VERTICES, OpenSimplex2S.R2_3D};
        double[] worst = new double[radii.length];
        for (int n = 0; n < 200_000; n++) {
            double[] p = point(rnd);
            for (int r = 0; r < radii.length; r++) {
                double brute = bruteLattice(sm, radii[r], p[0], p[1], p[2]);
                double fast = Simplex.bccValue16(sm, p[0], p[1], p[2], radii[r]) / 16;
                double err = Math.abs(fast - brute);
                if (!(err <= 1e-15)) {
                    fail("r2 " + radii[r] + " at lattice (" + p[0] + ", " + p[1] + ", " + p[2] + "): " + fast
                            + ", every vertex in reach " + brute);
                }
                worst[r] = Math.max(worst[r], err);
            }
        }
        for (int r = 0; r < radii.length; r++) {
            assertTrue(worst[r] < 1e-15, "r2 " + radii[r] + " largest difference " + worst[r]);
        }
    }

    /**
     * The reduced value path has the bits of the full seven-candidate sum that the gradient path
     * ({@code sample}) uses, so {@code value} and {@code sample(...).value} agree exactly and the
     * golden values did not move (issue 15 item 21).
     */
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {21, 9})
    void reducedBccCandidatesKeepTheBitsOfTheFullSum(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        long sm = Hashing.seedMix(seed);
        for (int n = 0; n < 1_000_000; n++) {
            double[] p = point(rnd);
            for (double r2 : new double[] {OpenSimplex2.R2_3D, OpenSimplex2S.R2_3D}) {
                double full = Simplex.bccLattice(sm, p[0], p[1], p[2], r2, null);
                double fast = Simplex.bccValue16(sm, p[0], p[1], p[2], r2) / 16;
                if (Double.doubleToRawLongBits(full) != Double.doubleToRawLongBits(fast) && !(full == 0 && fast == 0)) {
                    fail("r2 " + r2 + " at lattice (" + p[0] + ", " + p[1] + ", " + p[2] + "): " + fast + " against "
                            + full);
                }
            }
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
