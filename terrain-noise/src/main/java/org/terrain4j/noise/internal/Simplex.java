package org.terrain4j.noise.internal;

import org.terrain4j.noise.NoiseSample;

/**
 * Shared geometry of the OpenSimplex2 family: the 2-D simplex (triangle) lattice, the 3-D
 * body-centred cubic lattice, their gradient sets and the radial kernel {@code (r² − |d|²)⁴}.
 */
public final class Simplex {

    /** Skew of the 2-D simplex lattice, (√3 − 1)/2. */
    public static final double F2 = 0.36602540378443864676;
    /** Unskew of the 2-D simplex lattice, (3 − √3)/6. */
    public static final double G2 = 0.21132486540518711775;

    /** 24 unit gradients 15° apart, starting at 7.5°, interleaved (x, z). */
    static final double[] GRAD2 = new double[48];
    /** 12 unit gradients (±1, ±1, 0)/√2 and permutations, interleaved (x, y, z). */
    static final double[] GRAD3 = new double[36];

    static {
        for (int k = 0; k < 24; k++) {
            double a = Math.toRadians(7.5 + 15 * k);
            GRAD2[2 * k] = Math.cos(a);
            GRAD2[2 * k + 1] = Math.sin(a);
        }
        double s = Math.sqrt(0.5);
        int k = 0;
        for (int axis = 0; axis < 3; axis++) {
            for (int sa = -1; sa <= 1; sa += 2) {
                for (int sb = -1; sb <= 1; sb += 2) {
                    double[] g = new double[3];
                    g[(axis + 1) % 3] = sa * s;
                    g[(axis + 2) % 3] = sb * s;
                    GRAD3[k++] = g[0];
                    GRAD3[k++] = g[1];
                    GRAD3[k++] = g[2];
                }
            }
        }
    }

    private Simplex() {
    }

    /**
     * One 2-D vertex: {@code a⁴ (g · d)}, adding its gradient to {@code dest} when given.
     *
     * @param a    {@code r² − |d|²}, &gt; 0
     * @param gx   gradient x
     * @param gz   gradient z
     * @param dx   displacement x from the vertex
     * @param dz   displacement z from the vertex
     * @param dest holder accumulating the gradient, or null
     * @return the contribution
     */
    static double corner2(double a, double gx, double gz, double dx, double dz, NoiseSample dest) {
        double a2 = a * a;
        double a4 = a2 * a2;
        double dot = gx * dx + gz * dz;
        if (dest != null) {
            double c = -8 * a2 * a * dot;
            dest.dx += c * dx + a4 * gx;
            dest.dz += c * dz + a4 * gz;
        }
        return a4 * dot;
    }

    /**
     * @param sm seed mix
     * @param xp lattice x · PX
     * @param zp lattice z · PZ
     * @return index into {@link #GRAD2} (already doubled)
     */
    static int g2(long sm, long xp, long zp) {
        return Hashing.index(Hashing.hash(sm, xp, zp), 24) << 1;
    }

    /**
     * One 2-D vertex looked up and evaluated if inside the kernel.
     *
     * @param sm   seed mix
     * @param xp   lattice x · PX
     * @param zp   lattice z · PZ
     * @param r2   squared kernel radius
     * @param dx   displacement x
     * @param dz   displacement z
     * @param dest gradient holder or null
     * @return contribution (0 outside the kernel)
     */
    static double vertex2(long sm, long xp, long zp, double r2, double dx, double dz, NoiseSample dest) {
        double a = r2 - dx * dx - dz * dz;
        if (a > 0) {
            int k = g2(sm, xp, zp);
            return corner2(a, GRAD2[k], GRAD2[k + 1], dx, dz, dest);
        }
        return 0;
    }

    /** 1/√2, 1/√3, 1/√6 for the 3-D rotation. */
    private static final double S2 = 0.70710678118654752440;
    private static final double S3 = 0.57735026918962576451;
    private static final double S6 = 0.40824829046386301637;

    /**
     * The raw 3-D body-centred-cubic noise: the world is rotated so that the cube diagonal (1,1,1)
     * of the lattice points along y (so horizontal slices show no square pattern), then every vertex
     * of the two interleaved cubic sublattices (integer and half-integer points) within {@code √r2}
     * adds {@code (r2 − |d|²)⁴ (g · d)}. A vertex beyond the corners of the unit cube around the
     * point on its own sublattice is at least 1 away along an axis, beyond every kernel used (r2 ≤ ¾),
     * so the 2 × 8 cube corners are all the candidates.
     *
     * @param sm   seed mix
     * @param x    x (frequency applied)
     * @param y    y
     * @param z    z
     * @param r2   squared kernel radius, ≤ ¾
     * @param dest gradient holder accumulating (world frame on return), or null
     * @return the raw sum
     */
    static double bcc(long sm, double x, double y, double z, double r2, NoiseSample dest) {
        double xs = x * S2;
        double ys = y * S3;
        double zs = z * S6;
        double lx = xs + ys + zs;
        double ly = -xs + ys + zs;
        double lz = ys - 2 * zs;
        double n = 0;
        for (int l = 0; l < 2; l++) {
            double o = l * 0.5;
            double px = lx - o;
            double py = ly - o;
            double pz = lz - o;
            double bx = Math.floor(px);
            double by = Math.floor(py);
            double bz = Math.floor(pz);
            long ix = ((long) bx << 1) + l;
            long iy = ((long) by << 1) + l;
            long iz = ((long) bz << 1) + l;
            double fx = px - bx;
            double fy = py - by;
            double fz = pz - bz;
            for (int cx = 0; cx < 2; cx++) {
                double dx = fx - cx;
                double sx = r2 - dx * dx;
                long hx = (ix + 2L * cx) * Hashing.PX;
                for (int cy = 0; cy < 2; cy++) {
                    double dy = fy - cy;
                    double sy = sx - dy * dy;
                    if (sy <= 0) {
                        continue;
                    }
                    long hy = (iy + 2L * cy) * Hashing.PY;
                    for (int cz = 0; cz < 2; cz++) {
                        double dz = fz - cz;
                        double a = sy - dz * dz;
                        if (a > 0) {
                            long hz = (iz + 2L * cz) * Hashing.PZ;
                            int k = Hashing.index(Hashing.hash(sm, hx, hy, hz), 12) * 3;
                            double gx = GRAD3[k];
                            double gy = GRAD3[k + 1];
                            double gz = GRAD3[k + 2];
                            double a2 = a * a;
                            double a4 = a2 * a2;
                            double dot = gx * dx + gy * dy + gz * dz;
                            n += a4 * dot;
                            if (dest != null) {
                                double c = -8 * a2 * a * dot;
                                dest.dx += c * dx + a4 * gx;
                                dest.dy += c * dy + a4 * gy;
                                dest.dz += c * dz + a4 * gz;
                            }
                        }
                    }
                }
            }
        }
        if (dest != null) {
            double gx = dest.dx;
            double gy = dest.dy;
            double gz = dest.dz;
            dest.dx = (gx - gy) * S2;
            dest.dy = (gx + gy + gz) * S3;
            dest.dz = (gx + gy - 2 * gz) * S6;
        }
        return n;
    }
}
