package org.terrain4j.noise.internal;

import static org.terrain4j.noise.internal.Simplex.F2;
import static org.terrain4j.noise.internal.Simplex.G2;

import org.terrain4j.noise.LatticeNoise;
import org.terrain4j.noise.Noise;
import org.terrain4j.noise.NoiseSample;
import org.terrain4j.noise.NoiseType;

/**
 * OpenSimplex2 (the fast, "F", form) noise after K. Spencer's OpenSimplex2 (2022), written from the
 * published description: 2-D on the simplex lattice with kernel {@code (½ − |d|²)⁴}, 3-D on the
 * body-centred cubic lattice with kernel {@code (0.6 − |d|²)⁴}.
 *
 * <p>2-D: ½ is the squared height of a lattice triangle (edge √(⅔)), so the kernel of a vertex
 * vanishes on the far edge of each triangle touching it and only the three vertices of the containing
 * triangle contribute.
 *
 * <p>Range [−1, 1], derived: with the gradient of each vertex free among 32 directions 11.25° apart,
 * the raw sum at a point is at most {@code Σ_v (½ − |d_v|²)⁴ max_g(g·d_v)} and this is attained for
 * the best gradient at each vertex; its maximum over the triangle, found by exhaustive search
 * (positions 1/1024 of a cell apart, then refined to 10⁻⁹), is {@link #BOUND_2D} (rounded up in the
 * 14th digit, as are all bounds here). In 3-D the same
 * search over the rotated body-centred cell with the 12 gradients gives {@link #BOUND_3D}. The raw
 * sums are divided by these bounds; the symmetric gradient sets make −1 the lower bound.
 * Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class OpenSimplex2 extends SimplexNoise {

    /** Squared kernel radius in 2-D. */
    static final double R2_2D = 0.5;
    /** Squared kernel radius in 3-D. */
    static final double R2_3D = 0.6;
    /** Largest raw 2-D value (derived, see the class comment). */
    public static final double BOUND_2D = 0.01007481535450;
    /** Largest raw 3-D value (derived, see the class comment). */
    public static final double BOUND_3D = 0.02162784162989;
    /** 2-D range normaliser. */
    static final double NORM_2D = 1 / BOUND_2D;
    /** The 2-D gradients times {@link #NORM_2D}: the 2-D kernels return normalised sums. */
    private static final double[] GRAD = Simplex.scaledGrad2(NORM_2D);
    /**
     * Rows whose samples lie on average less than this many cells apart are splatted: the
     * crossover measured on 256-sample rows (there, 7.3 ns a sample splatted against 7.4 ns point
     * by point; 256 × 256 fills, plain loop).
     */
    static final double SPLAT = 0.08;

    /**
     * @param seed      seed
     * @param frequency cells per unit
     */
    public OpenSimplex2(long seed, double frequency) {
        super(seed, frequency, R2_3D, BOUND_3D);
    }

    @Override
    public NoiseType type() {
        return NoiseType.OPEN_SIMPLEX2;
    }

    @Override
    protected LatticeNoise create(long newSeed, double newFrequency, int newPeriod) {
        return new OpenSimplex2(newSeed, newFrequency);
    }

    @Override
    public double value(double x, double z) {
        return value2(seedMix, x * skewSelf + z * skewOther + offsetX, x * skewOther + z * skewSelf + offsetZ);
    }

    @Override
    public NoiseSample sample(double x, double z, NoiseSample dest) {
        clear(dest);
        return finish2(dest, raw2Skewed(seedMix, x * skewSelf + z * skewOther + offsetX, x * skewOther + z * skewSelf + offsetZ, dest),
                1);
    }

    /**
     * The normalised 2-D sum without gradient; the same bits as {@link #raw2Skewed}.
     *
     * <p>The kernels take skewed coordinates, {@code x + (x + z)·F2} and {@code z + (x + z)·F2} with
     * the frequency applied, which callers form as two products and a sum from precomputed weights:
     * every step on the path from the coordinates to the sum is a step of latency for the CPU, and
     * consecutive samples overlap only as far as its reorder window allows, so a shorter path is a
     * faster loop (measured on a plain 2-D point loop: folding the skew into the weights and the
     * vertex offsets into constants took it from 102 to 113 M samples/s).
     *
     * @param sm seed mix
     * @param xs skewed x, frequency applied
     * @param zs skewed z, frequency applied
     * @return the value, in [−1, 1]
     */
    static double value2(long sm, double xs, double zs) {
        double bx = Math.floor(xs);
        double bz = Math.floor(zs);
        double fx = xs - bx;
        double fz = zs - bz;
        double x0 = fx * (1 - G2) - fz * G2;
        double z0 = fz * (1 - G2) - fx * G2;
        long xp = (long) bx * Hashing.PX;
        long zp = (long) bz * Hashing.PZ;
        boolean lower = x0 > z0;
        double ox = lower ? 1 - G2 : -G2;
        double oz = lower ? -G2 : 1 - G2;
        double n = 0;
        n += Simplex.vertexValue2(GRAD, sm, xp, zp, R2_2D, x0, z0);
        n += Simplex.vertexValue2(GRAD, sm, xp + Hashing.PX, zp + Hashing.PZ, R2_2D, x0 - (1 - 2 * G2),
                z0 - (1 - 2 * G2));
        n += Simplex.vertexValue2(GRAD, sm, lower ? xp + Hashing.PX : xp, lower ? zp : zp + Hashing.PZ, R2_2D,
                x0 - ox, z0 - oz);
        return n;
    }

    /**
     * The normalised 2-D sum at unskewed lattice coordinates.
     *
     * @param sm   seed mix
     * @param x    x, frequency applied
     * @param z    z, frequency applied
     * @param dest gradient accumulator or null
     * @return the value, in [−1, 1]
     */
    static double raw2(long sm, double x, double z, NoiseSample dest) {
        double s = (x + z) * F2;
        return raw2Skewed(sm, x + s, z + s, dest);
    }

    /**
     * The normalised 2-D sum at skewed coordinates (see {@link #value2}), accumulating the gradient
     * (normalised, per lattice unit) into {@code dest}.
     *
     * @param sm   seed mix
     * @param xs   skewed x, frequency applied
     * @param zs   skewed z, frequency applied
     * @param dest gradient accumulator or null
     * @return the value, in [−1, 1]
     */
    static double raw2Skewed(long sm, double xs, double zs, NoiseSample dest) {
        double bx = Math.floor(xs);
        double bz = Math.floor(zs);
        double fx = xs - bx;
        double fz = zs - bz;
        double x0 = fx * (1 - G2) - fz * G2;
        double z0 = fz * (1 - G2) - fx * G2;
        long xp = (long) bx * Hashing.PX;
        long zp = (long) bz * Hashing.PZ;
        double n = 0;
        n += Simplex.vertex2(GRAD, sm, xp, zp, R2_2D, x0, z0, dest);
        n += Simplex.vertex2(GRAD, sm, xp + Hashing.PX, zp + Hashing.PZ, R2_2D, x0 - (1 - 2 * G2), z0 - (1 - 2 * G2),
                dest);
        if (x0 > z0) {
            n += Simplex.vertex2(GRAD, sm, xp + Hashing.PX, zp, R2_2D, x0 - (1 - G2), z0 + G2, dest);
        } else {
            n += Simplex.vertex2(GRAD, sm, xp, zp + Hashing.PZ, R2_2D, x0 + G2, z0 - (1 - G2), dest);
        }
        return n;
    }

    /**
     * Row fill by splatting (see {@link Simplex#splatRow}) when samples are less than {@value #SPLAT}
     * cells apart and the other conditions of {@link Simplex#splatPays} hold (otherwise the point
     * evaluation): equal to {@link #value(double, double)} to rounding (below 10⁻¹⁰, see
     * {@link org.terrain4j.noise.Noise}), and a function of the arguments only, so independent of how
     * rows are split between threads.
     */
    @Override
    public void valuesAlongRow(double originX, double spacingX, double z, double scale,
            double[] dest, int offset, int count) {
        Simplex.row2(false, seedMix, frequency, skewSelf, skewOther, offsetX, offsetZ, originX, spacingX, z, scale, dest, offset,
                count);
    }
}
