package org.terrain4j.noise.internal;

import static org.terrain4j.noise.internal.Simplex.F2;
import static org.terrain4j.noise.internal.Simplex.G2;

import java.util.Objects;

import org.terrain4j.noise.Noise;
import org.terrain4j.noise.NoiseSample;

/**
 * OpenSimplex2S ("SuperSimplex") noise after K. Spencer's OpenSimplex2 repository, written from the
 * published description: 2-D on the simplex lattice with kernel {@code (⅔ − |d|²)⁴}, 3-D on the
 * body-centred cubic lattice with kernel {@code (¾ − |d|²)⁴}.
 *
 * <p>2-D vertices: ⅔ is the squared edge of a lattice triangle, so a point in the lower triangle
 * (skewed {@code fx > fz}) of its skewed cell can be reached only by the four cell corners and the
 * apexes (0, −1) and (2, 1) of the two triangles across its other edges; in the upper triangle, by
 * the corners and (−1, 0), (1, 2). A vertex sharing only a corner with the triangle lies at an angle
 * of at least 120° from every direction into it, so it is at least one edge away.
 *
 * <p>Range [−1, 1], derived as for {@link OpenSimplex2}: the raw sum is at most
 * {@code Σ_v K(d_v) max_g(g·d_v)}, attained for the best gradient at each vertex; its maximum by
 * exhaustive search over the cell is {@link #BOUND_2D} in 2-D and {@link #BOUND_3D} in 3-D.
 * Immutable and thread-safe.
 */
public final class OpenSimplex2S extends BaseNoise {

    /** Squared kernel radius in 2-D. */
    static final double R2_2D = 2.0 / 3.0;
    /** Squared kernel radius in 3-D. */
    static final double R2_3D = 0.75;
    /** Largest raw 2-D value (derived, see the class comment). */
    public static final double BOUND_2D = 0.05481866495626;
    /** Largest raw 3-D value (derived, see the class comment). */
    public static final double BOUND_3D = 0.07816766733544;
    private static final double NORM_2D = 1 / BOUND_2D;
    /** {@link #value2} returns 16 × the raw sum. */
    private static final double NORM_2D_16 = NORM_2D / 16;
    /**
     * Rows whose samples lie on average less than this many cells apart are splatted: the
     * crossover measured on 256-sample rows (there, 13.9 ns a sample splatted against 14.2 ns
     * point by point).
     */
    private static final double SPLAT = 0.18;
    private static final double NORM_3D = 1 / BOUND_3D;

    /**
     * @param seed      seed
     * @param frequency cells per unit
     */
    public OpenSimplex2S(long seed, double frequency) {
        super(seed, frequency);
    }

    @Override
    protected Noise create(long newSeed) {
        return new OpenSimplex2S(newSeed, frequency);
    }

    @Override
    public double value(double x, double z) {
        return value2(seedMix, x * frequency, z * frequency) * NORM_2D_16;
    }

    @Override
    public NoiseSample sample(double x, double z, NoiseSample dest) {
        clear(dest);
        return finish2(dest, raw2(seedMix, x * frequency, z * frequency, dest), NORM_2D);
    }

    @Override
    public double value(double x, double y, double z) {
        return Simplex.bccValue16(seedMix, x * frequency, y * frequency, z * frequency, R2_3D) * (NORM_3D / 16);
    }

    @Override
    public NoiseSample sample(double x, double y, double z, NoiseSample dest) {
        clear(dest);
        return finish3(dest, Simplex.bcc(seedMix, x * frequency, y * frequency, z * frequency, R2_3D, dest),
                NORM_3D);
    }

    /**
     * Sixteen times the raw 2-D sum, without gradient; times {@code 1/16} it has the bits of
     * {@link #raw2}.
     *
     * @param sm seed mix
     * @param x  x, frequency applied
     * @param z  z, frequency applied
     * @return raw value
     */
    static double value2(long sm, double x, double z) {
        double s = (x + z) * F2;
        double xs = x + s;
        double zs = z + s;
        double bx = Math.floor(xs);
        double bz = Math.floor(zs);
        double fx = xs - bx;
        double fz = zs - bz;
        double t = (fx + fz) * G2;
        double x0 = fx - t;
        double z0 = fz - t;
        long xp = (long) bx * Hashing.PX;
        long zp = (long) bz * Hashing.PZ;
        final long px = Hashing.PX;
        final long pz = Hashing.PZ;
        final double r2 = R2_2D;
        double n = 0;
        n += Simplex.vertexValue2x16(sm, xp, zp, r2, x0, z0);
        n += Simplex.vertexValue2x16(sm, xp + px, zp + pz, r2, x0 - 1 + 2 * G2, z0 - 1 + 2 * G2);
        n += Simplex.vertexValue2x16(sm, xp + px, zp, r2, x0 - 1 + G2, z0 + G2);
        n += Simplex.vertexValue2x16(sm, xp, zp + pz, r2, x0 + G2, z0 - 1 + G2);
        if (x0 > z0) {
            n += Simplex.vertexValue2x16If(sm, xp, zp - pz, r2, x0 - G2, z0 + 1 - G2);
            n += Simplex.vertexValue2x16If(sm, xp + 2 * px, zp + pz, r2, x0 - 2 + 3 * G2, z0 - 1 + 3 * G2);
        } else {
            n += Simplex.vertexValue2x16If(sm, xp - px, zp, r2, x0 + 1 - G2, z0 - G2);
            n += Simplex.vertexValue2x16If(sm, xp + px, zp + 2 * pz, r2, x0 - 1 + 3 * G2, z0 - 2 + 3 * G2);
        }
        return n;
    }

    /**
     * The raw 2-D sum.
     *
     * @param sm   seed mix
     * @param x    x, frequency applied
     * @param z    z, frequency applied
     * @param dest gradient accumulator or null
     * @return raw value
     */
    static double raw2(long sm, double x, double z, NoiseSample dest) {
        double s = (x + z) * F2;
        double xs = x + s;
        double zs = z + s;
        double bx = Math.floor(xs);
        double bz = Math.floor(zs);
        double fx = xs - bx;
        double fz = zs - bz;
        double t = (fx + fz) * G2;
        double x0 = fx - t;
        double z0 = fz - t;
        long xp = (long) bx * Hashing.PX;
        long zp = (long) bz * Hashing.PZ;
        final long px = Hashing.PX;
        final long pz = Hashing.PZ;
        final double r2 = R2_2D;
        double n = 0;
        n += Simplex.vertex2(sm, xp, zp, r2, x0, z0, dest);
        n += Simplex.vertex2(sm, xp + px, zp + pz, r2, x0 - 1 + 2 * G2, z0 - 1 + 2 * G2, dest);
        n += Simplex.vertex2(sm, xp + px, zp, r2, x0 - 1 + G2, z0 + G2, dest);
        n += Simplex.vertex2(sm, xp, zp + pz, r2, x0 + G2, z0 - 1 + G2, dest);
        if (x0 > z0) {
            n += Simplex.vertex2(sm, xp, zp - pz, r2, x0 - G2, z0 + 1 - G2, dest);
            n += Simplex.vertex2(sm, xp + 2 * px, zp + pz, r2, x0 - 2 + 3 * G2, z0 - 1 + 3 * G2, dest);
        } else {
            n += Simplex.vertex2(sm, xp - px, zp, r2, x0 + 1 - G2, z0 - G2, dest);
            n += Simplex.vertex2(sm, xp + px, zp + 2 * pz, r2, x0 - 1 + 3 * G2, z0 - 2 + 3 * G2, dest);
        }
        return n;
    }

    /**
     * Row fill by splatting (see {@link Simplex#splatRow}) when samples are less than {@value #SPLAT}
     * cells apart and the other conditions of {@link Simplex#splatPays} hold (otherwise the point
     * evaluation): equal to {@link #value(double, double)} to rounding (below 2·10⁻¹¹, see
     * {@link org.terrain4j.noise.Noise}), and a function of the arguments only, so independent of how
     * rows are split between threads.
     */
    @Override
    public void valuesAlongRow(double originX, double spacingX, double z, double scale,
            double[] dest, int offset, int count) {
        Objects.checkFromIndexSize(offset, count, dest.length);
        if (count == 0) {
            return;
        }
        final double f = frequency;
        double[] xs = new double[count];
        for (int c = 0; c < count; c++) {
            xs[c] = (originX + c * spacingX) * scale * f;
        }
        double zf = z * scale * f;
        if (!Simplex.splatPays(xs, count, spacingX * scale, zf, SPLAT)) {
            for (int c = 0; c < count; c++) {
                dest[offset + c] = value2(seedMix, xs[c], zf) * NORM_2D_16;
            }
            return;
        }
        Simplex.splatRow(seedMix, R2_2D, NORM_2D, xs, zf, dest, offset, count);
    }
}
