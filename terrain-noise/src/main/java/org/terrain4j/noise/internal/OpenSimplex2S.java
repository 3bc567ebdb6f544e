package org.terrain4j.noise.internal;

import static org.terrain4j.noise.internal.Simplex.F2;
import static org.terrain4j.noise.internal.Simplex.G2;

import org.terrain4j.noise.LatticeNoise;
import org.terrain4j.noise.Noise;
import org.terrain4j.noise.NoiseSample;
import org.terrain4j.noise.NoiseType;

/**
 * OpenSimplex2S ("SuperSimplex") noise after K. Spencer's OpenSimplex2 repository, written from the
 * published description: 2-D on the simplex lattice with kernel {@code (⅔ − |d|²)⁴}, 3-D on the
 * body-centred cubic lattice with kernel {@code (¾ − |d|²)⁴}.
 *
 * <p>2-D vertices: ⅔ is the squared edge of a lattice triangle, so the three vertices of the
 * containing triangle are always in reach and a vertex across one of its edges may be; a vertex
 * sharing only a corner with the triangle lies at an angle of at least 120° from every direction into
 * it, so it is at least one edge away. Of the three vertices across the edges at most one is in reach,
 * the one across the nearest edge (the edge opposite the smallest barycentric coordinate), so every
 * point sums exactly four vertices. Proof: the circle of radius √⅔ about the vertex V across edge QR
 * passes through Q and R, and its tangent at Q is perpendicular to VQ, which makes 60° with QR, so the
 * tangent makes 30° with QR: it runs along the bisector of the triangle's angle at Q. The circle
 * curves away from that bisector towards QR, and likewise at R, so the part of the triangle inside it
 * lies in the region nearer QR than the other two edges. ({@code SimplexVertexSelectionTest} checks
 * this on 10⁶ points, and the kernels against a sum over every vertex of a 7 × 7 neighbourhood.)
 *
 * <p>Range [−1, 1], derived as for {@link OpenSimplex2}: the raw sum is at most
 * {@code Σ_v K(d_v) max_g(g·d_v)}, attained for the best gradient at each vertex; its maximum by
 * exhaustive search over the cell is {@link #BOUND_2D} in 2-D and {@link #BOUND_3D} in 3-D.
 * Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class OpenSimplex2S extends SimplexNoise {

    /** Squared kernel radius in 2-D. */
    static final double R2_2D = 2.0 / 3.0;
    /** Squared kernel radius in 3-D. */
    static final double R2_3D = 0.75;
    /** Largest raw 2-D value (derived, see the class comment). */
    public static final double BOUND_2D = 0.05509263208252;
    /** Largest raw 3-D value (derived, see the class comment). */
    public static final double BOUND_3D = 0.07816766733544;
    /** 2-D range normaliser. */
    static final double NORM_2D = 1 / BOUND_2D;
    /**
     * The 2-D gradients times {@code NORM_2D / 16}: {@link #value2}, whose clamped kernel is 16 times
     * the plain one, returns the normalised sum, and {@link #raw2Skewed} returns it divided by 16.
     */
    private static final double[] GRAD = Simplex.scaledGrad2(NORM_2D / 16);
    /**
     * Rows whose samples lie on average less than this many cells apart are splatted: the
     * crossover measured on 256-sample rows (there, 9.7 ns a sample splatted against 9.6 ns point
     * by point; 256 × 256 fills, plain loop).
     */
    static final double SPLAT = 0.1;

    /**
     * @param seed      seed
     * @param frequency cells per unit
     */
    public OpenSimplex2S(long seed, double frequency) {
        super(seed, frequency, R2_3D, BOUND_3D);
    }

    @Override
    public NoiseType type() {
        return NoiseType.OPEN_SIMPLEX2S;
    }

    @Override
    protected LatticeNoise create(long newSeed, double newFrequency, int newPeriod) {
        return new OpenSimplex2S(newSeed, newFrequency);
    }

    @Override
    public double value(double x, double z) {
        return value2(seedMix, x * skewSelf + z * skewOther + offsetX, x * skewOther + z * skewSelf + offsetZ);
    }

    @Override
    public NoiseSample sample(double x, double z, NoiseSample dest) {
        clear(dest);
        return finish2(dest, raw2Skewed(seedMix, x * skewSelf + z * skewOther + offsetX, x * skewOther + z * skewSelf + offsetZ, dest),
                16);
    }

    /**
     * Lattice offsets of the one vertex across the nearest edge, {@code NX[k] = ox · PX} and
     * {@code NZ[k] = oz · PZ}, for {@code k = 3·(upper) + j}, j the triangle vertex (0 the base
     * corner, 1 the third corner, 2 the far corner) whose barycentric coordinate is smallest.
     */
    static final long[] NX = new long[6];
    static final long[] NZ = new long[6];
    /** Unskewed position of that vertex relative to the base corner: {@code ox − (ox + oz)·G2}. */
    static final double[] NDX = new double[6];
    static final double[] NDZ = new double[6];

    static {
        int[][] across = {{2, 1}, {0, 1}, {0, -1}, {1, 2}, {1, 0}, {-1, 0}};
        for (int k = 0; k < 6; k++) {
            int ox = across[k][0];
            int oz = across[k][1];
            NX[k] = ox * Hashing.PX;
            NZ[k] = oz * Hashing.PZ;
            NDX[k] = ox - (ox + oz) * G2;
            NDZ[k] = oz - (ox + oz) * G2;
        }
    }

    /**
     * Which vertex across an edge can reach the point: {@code 3·(upper) + j} with j the corner of the
     * containing triangle whose barycentric coordinate is smallest (see the class comment).
     *
     * @param fx    skewed x within the cell, in [0, 1]
     * @param fz    skewed z within the cell, in [0, 1]
     * @param lower whether the point is in the lower triangle
     * @return index into {@link #NX}, {@link #NZ}, {@link #NDX}, {@link #NDZ}
     */
    static int across(double fx, double fz, boolean lower) {
        double u = lower ? fx : fz;
        double v = lower ? fz : fx;
        double la = 1 - u;
        double lb = u - v;
        int j = la <= lb ? (la <= v ? 0 : 2) : (lb <= v ? 1 : 2);
        return lower ? j : j + 3;
    }

    /**
     * The normalised 2-D sum without gradient, from skewed coordinates (see
     * {@link OpenSimplex2#value2}); the clamped kernels make it 16 times the sum of
     * {@link #raw2Skewed}, exactly, so {@code raw2Skewed · 16} has its bits.
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
        final long px = Hashing.PX;
        final long pz = Hashing.PZ;
        final double r2 = R2_2D;
        boolean lower = x0 > z0;
        double ox = lower ? 1 - G2 : -G2;
        double oz = lower ? -G2 : 1 - G2;
        int k = across(fx, fz, lower);
        double n = 0;
        n += Simplex.vertexValue2x16(GRAD, sm, xp, zp, r2, x0, z0);
        n += Simplex.vertexValue2x16(GRAD, sm, xp + px, zp + pz, r2, x0 - (1 - 2 * G2), z0 - (1 - 2 * G2));
        n += Simplex.vertexValue2x16(GRAD, sm, lower ? xp + px : xp, lower ? zp : zp + pz, r2, x0 - ox, z0 - oz);
        n += Simplex.vertexValue2x16(GRAD, sm, xp + NX[k], zp + NZ[k], r2, x0 - NDX[k], z0 - NDZ[k]);
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
        return raw2Skewed(sm, x + s, z + s, dest) * 16;
    }

    /**
     * The normalised 2-D sum divided by 16, at skewed coordinates, accumulating the gradient (the same
     * scale, per lattice unit) into {@code dest}.
     *
     * @param sm   seed mix
     * @param xs   skewed x, frequency applied
     * @param zs   skewed z, frequency applied
     * @param dest gradient accumulator or null
     * @return the value / 16
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
        final long px = Hashing.PX;
        final long pz = Hashing.PZ;
        final double r2 = R2_2D;
        boolean lower = x0 > z0;
        double ox = lower ? 1 - G2 : -G2;
        double oz = lower ? -G2 : 1 - G2;
        int k = across(fx, fz, lower);
        double n = 0;
        n += Simplex.vertex2(GRAD, sm, xp, zp, r2, x0, z0, dest);
        n += Simplex.vertex2(GRAD, sm, xp + px, zp + pz, r2, x0 - (1 - 2 * G2), z0 - (1 - 2 * G2), dest);
        n += Simplex.vertex2(GRAD, sm, lower ? xp + px : xp, lower ? zp : zp + pz, r2, x0 - ox, z0 - oz, dest);
        n += Simplex.vertex2(GRAD, sm, xp + NX[k], zp + NZ[k], r2, x0 - NDX[k], z0 - NDZ[k], dest);
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
        Simplex.row2(true, seedMix, frequency, skewSelf, skewOther, offsetX, offsetZ, originX, spacingX, z, scale, dest, offset,
                count);
    }
}
