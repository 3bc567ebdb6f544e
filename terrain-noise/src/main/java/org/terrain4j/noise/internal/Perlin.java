package org.terrain4j.noise.internal;

import java.util.Objects;

import org.terrain4j.noise.LatticeNoise;
import org.terrain4j.noise.Noise;
import org.terrain4j.noise.NoiseSample;
import org.terrain4j.noise.NoiseType;

/**
 * Improved Perlin noise (K. Perlin, "Improving noise", SIGGRAPH 2002): gradients at the corners of
 * the square (cubic) lattice, dotted with the displacement and blended with the quintic fade
 * {@code 6t⁵ − 15t⁴ + 10t³} (C² across cell borders). Gradients: the eight unit vectors
 * {@code (±1, 0), (0, ±1), (±1, ±1)/√2} in 2-D; the twelve {@code (±1, ±1, 0)/√2} and permutations
 * in 3-D, as in the paper but of unit length.
 *
 * <p>Range [−1, 1], derived: the fade weights are non-negative and sum to 1, so the raw value is at
 * most {@code Σ_corners w_c(p) max_g(g·d_c)}, attained by the best gradient at each corner. In 2-D the
 * maximum is at the cell centre, where every displacement has length √½ and a diagonal gradient lies
 * along it: {@link #BOUND_2D} = √½. In 3-D no gradient of the twelve lies along a cube diagonal (at
 * the centre the best gives 1/√2 ≈ 0.7071); the exhaustive search over the cell finds the maximum
 * 0.7328128 off-centre, near (0.355, 0.4815, 0.5) and its images under the symmetries of the cube
 * (the search finds (0.6447, 0.5, 0.4815)): {@link #BOUND_3D}. The raw sums are
 * divided by these bounds. Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class Perlin extends BaseNoise {

    /** Largest raw 2-D value, √½ (derived, see the class comment). */
    public static final double BOUND_2D = 0.70710678118655;
    /** Largest raw 3-D value (derived, see the class comment). */
    public static final double BOUND_3D = 0.73281280761640;
    private static final double NORM_2D = 1 / BOUND_2D;
    private static final double NORM_3D = 1 / BOUND_3D;

    /** 8 unit gradients, interleaved (x, z). */
    static final double[] GRAD2 = {
        1, 0, -1, 0, 0, 1, 0, -1,
        0.70710678118654752440, 0.70710678118654752440, -0.70710678118654752440, 0.70710678118654752440,
        0.70710678118654752440, -0.70710678118654752440, -0.70710678118654752440, -0.70710678118654752440,
    };

    /**
     * @param seed      seed
     * @param frequency cells per unit
     */
    public Perlin(long seed, double frequency) {
        super(seed, frequency);
    }

    /**
     * @param seed      seed
     * @param frequency cells per unit
     * @param period    cells per period along every axis, ≥ 0 (0: none)
     */
    public Perlin(long seed, double frequency, int period) {
        super(seed, frequency, period);
    }

    @Override
    public NoiseType type() {
        return NoiseType.PERLIN;
    }

    @Override
    protected LatticeNoise create(long newSeed, double newFrequency, int newPeriod) {
        return new Perlin(newSeed, newFrequency, newPeriod);
    }

    @Override
    protected boolean periodic() {
        return true;
    }

    /** @param t in [0, 1] @return the quintic fade */
    static double fade(double t) {
        return t * t * t * (t * (t * 6 - 15) + 10);
    }

    /** @param t in [0, 1] @return the derivative of the quintic fade */
    static double dfade(double t) {
        double u = t * (1 - t);
        return 30 * u * u;
    }

    private static int g2(long sm, long xp, long zp) {
        return (int) (Hashing.hash(sm, xp, zp) >>> 61) << 1;
    }

    @Override
    public double value(double x, double z) {
        return raw2(seedMix, x * frequency + offsetX, z * frequency + offsetZ, period, null) * NORM_2D;
    }

    @Override
    public NoiseSample sample(double x, double z, NoiseSample dest) {
        clear(dest);
        return finish2(dest, raw2(seedMix, x * frequency + offsetX, z * frequency + offsetZ, period, dest), NORM_2D);
    }

    static double raw2(long sm, double x, double z, int period, NoiseSample dest) {
        double bx = Hashing.floor(x);
        double bz = Hashing.floor(z);
        double fx = x - bx;
        double fz = z - bz;
        long xp = line(bx, period, Hashing.PX);
        long zp = line(bz, period, Hashing.PZ);
        long xp1 = nextLine(bx, period, Hashing.PX);
        long zp1 = nextLine(bz, period, Hashing.PZ);
        int k00 = g2(sm, xp, zp);
        int k10 = g2(sm, xp1, zp);
        int k01 = g2(sm, xp, zp1);
        int k11 = g2(sm, xp1, zp1);
        return blend2(k00, k10, k01, k11, fx, fz, dest);
    }

    private static double blend2(int k00, int k10, int k01, int k11, double fx, double fz, NoiseSample dest) {
        final double[] g = GRAD2;
        return blend2(g[k00], g[k00 + 1], g[k10], g[k10 + 1], g[k01], g[k01 + 1], g[k11], g[k11 + 1], fx, fz, dest);
    }

    /** The bilinear blend of the four corners' gradients (x, z of each) at (fx, fz) in the cell. */
    private static double blend2(double g00x, double g00z, double g10x, double g10z, double g01x, double g01z,
            double g11x, double g11z, double fx, double fz, NoiseSample dest) {
        double fx1 = fx - 1;
        double fz1 = fz - 1;
        double n00 = g00x * fx + g00z * fz;
        double n10 = g10x * fx1 + g10z * fz;
        double n01 = g01x * fx + g01z * fz1;
        double n11 = g11x * fx1 + g11z * fz1;
        double u = fade(fx);
        double v = fade(fz);
        double a = n00 + u * (n10 - n00);
        double b = n01 + u * (n11 - n01);
        if (dest != null) {
            double du = dfade(fx);
            double dv = dfade(fz);
            double ax = g00x + u * (g10x - g00x) + du * (n10 - n00);
            double bxx = g01x + u * (g11x - g01x) + du * (n11 - n01);
            double az = g00z + u * (g10z - g00z);
            double bz = g01z + u * (g11z - g01z);
            dest.dx += ax + v * (bxx - ax);
            dest.dz += az + v * (bz - az) + dv * (b - a);
        }
        return a + v * (b - a);
    }

    @Override
    public void valuesAlongRow(double originX, double spacingX, double z, double scale,
            double[] dest, int offset, int count) {
        Objects.checkFromIndexSize(offset, count, dest.length);
        if (period != 0) {
            pointRow(originX, spacingX, z, scale, dest, offset, count);
            return;
        }
        final long sm = seedMix;
        final double f = frequency;
        final double zf = z * scale * f + offsetZ;
        final double ox = offsetX;
        final double bz = Hashing.floor(zf);
        final double fz = zf - bz;
        final long zp = (long) bz * Hashing.PZ;
        // the floor of the current cell: while x stays in [bx, bx + 1) its floor is bx and its
        // vertices are those already looked up (NaN: none yet)
        double bx = Double.NaN;
        final double[] g = GRAD2;
        double g00x = 0;
        double g00z = 0;
        double g10x = 0;
        double g10z = 0;
        double g01x = 0;
        double g01z = 0;
        double g11x = 0;
        double g11z = 0;
        double dc = 0; // c as a double, counted rather than converted (see Hashing.floor)
        for (int c = 0; c < count; c++, dc++) {
            double x = (originX + dc * spacingX) * scale * f + ox;
            if (!(x >= bx && x < bx + 1)) {
                bx = Hashing.floor(x);
                long xp = (long) bx * Hashing.PX;
                int k00 = g2(sm, xp, zp);
                int k10 = g2(sm, xp + Hashing.PX, zp);
                int k01 = g2(sm, xp, zp + Hashing.PZ);
                int k11 = g2(sm, xp + Hashing.PX, zp + Hashing.PZ);
                g00x = g[k00];
                g00z = g[k00 + 1];
                g10x = g[k10];
                g10z = g[k10 + 1];
                g01x = g[k01];
                g01z = g[k01 + 1];
                g11x = g[k11];
                g11z = g[k11 + 1];
            }
            double fx = x - bx;
            dest[offset + c] = blend2(g00x, g00z, g10x, g10z, g01x, g01z, g11x, g11z, fx, fz, null) * NORM_2D;
        }
    }

    private static int g3(long sm, long xp, long yp, long zp) {
        return Hashing.index12(Hashing.hash(sm, xp, yp, zp));
    }

    @Override
    public double value(double x, double y, double z) {
        return raw3(seedMix, x * frequency + offsetX, y * frequency + offsetY, z * frequency + offsetZ, period, null) * NORM_3D;
    }

    @Override
    public NoiseSample sample(double x, double y, double z, NoiseSample dest) {
        clear(dest);
        return finish3(dest, raw3(seedMix, x * frequency + offsetX, y * frequency + offsetY, z * frequency + offsetZ, period, dest), NORM_3D);
    }

    static double raw3(long sm, double x, double y, double z, int period, NoiseSample dest) {
        double bx = Hashing.floor(x);
        double by = Hashing.floor(y);
        double bz = Hashing.floor(z);
        double fx = x - bx;
        double fy = y - by;
        double fz = z - bz;
        long xp = line(bx, period, Hashing.PX);
        long yp = line(by, period, Hashing.PY);
        long zp = line(bz, period, Hashing.PZ);
        long xp1 = nextLine(bx, period, Hashing.PX);
        long yp1 = nextLine(by, period, Hashing.PY);
        long zp1 = nextLine(bz, period, Hashing.PZ);
        final double[] g = Simplex.GRAD3;
        double fx1 = fx - 1;
        double fy1 = fy - 1;
        double fz1 = fz - 1;
        // corners: bit 0 = x, bit 1 = y, bit 2 = z
        int k0 = g3(sm, xp, yp, zp);
        int k1 = g3(sm, xp1, yp, zp);
        int k2 = g3(sm, xp, yp1, zp);
        int k3 = g3(sm, xp1, yp1, zp);
        int k4 = g3(sm, xp, yp, zp1);
        int k5 = g3(sm, xp1, yp, zp1);
        int k6 = g3(sm, xp, yp1, zp1);
        int k7 = g3(sm, xp1, yp1, zp1);
        double c0 = g[k0] * fx + g[k0 + 12] * fy + g[k0 + 24] * fz;
        double c1 = g[k1] * fx1 + g[k1 + 12] * fy + g[k1 + 24] * fz;
        double c2 = g[k2] * fx + g[k2 + 12] * fy1 + g[k2 + 24] * fz;
        double c3 = g[k3] * fx1 + g[k3 + 12] * fy1 + g[k3 + 24] * fz;
        double c4 = g[k4] * fx + g[k4 + 12] * fy + g[k4 + 24] * fz1;
        double c5 = g[k5] * fx1 + g[k5 + 12] * fy + g[k5 + 24] * fz1;
        double c6 = g[k6] * fx + g[k6 + 12] * fy1 + g[k6 + 24] * fz1;
        double c7 = g[k7] * fx1 + g[k7 + 12] * fy1 + g[k7 + 24] * fz1;
        double u = fade(fx);
        double v = fade(fy);
        double w = fade(fz);
        double e00 = c0 + u * (c1 - c0);
        double e10 = c2 + u * (c3 - c2);
        double e01 = c4 + u * (c5 - c4);
        double e11 = c6 + u * (c7 - c6);
        double f0 = e00 + v * (e10 - e00);
        double f1 = e01 + v * (e11 - e01);
        if (dest != null) {
            double du = dfade(fx);
            double dv = dfade(fy);
            double dw = dfade(fz);
            for (int axis = 0; axis < 3; axis++) {
                int o = 12 * axis;
                double ge00 = g[k0 + o] + u * (g[k1 + o] - g[k0 + o]);
                double ge10 = g[k2 + o] + u * (g[k3 + o] - g[k2 + o]);
                double ge01 = g[k4 + o] + u * (g[k5 + o] - g[k4 + o]);
                double ge11 = g[k6 + o] + u * (g[k7 + o] - g[k6 + o]);
                if (axis == 0) {
                    ge00 += du * (c1 - c0);
                    ge10 += du * (c3 - c2);
                    ge01 += du * (c5 - c4);
                    ge11 += du * (c7 - c6);
                }
                double gf0 = ge00 + v * (ge10 - ge00);
                double gf1 = ge01 + v * (ge11 - ge01);
                if (axis == 1) {
                    gf0 += dv * (e10 - e00);
                    gf1 += dv * (e11 - e01);
                }
                double gn = gf0 + w * (gf1 - gf0);
                if (axis == 0) {
                    dest.dx += gn;
                } else if (axis == 1) {
                    dest.dy += gn;
                } else {
                    dest.dz += gn + dw * (f1 - f0);
                }
            }
        }
        return f0 + w * (f1 - f0);
    }
}
