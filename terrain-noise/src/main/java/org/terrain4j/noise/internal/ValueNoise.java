package org.terrain4j.noise.internal;

import java.util.Objects;

import org.terrain4j.noise.LatticeNoise;
import org.terrain4j.noise.Noise;
import org.terrain4j.noise.NoiseSample;
import org.terrain4j.noise.NoiseType;

/**
 * Value noise: a random value uniform in [−1, 1) at each vertex of the square (cubic) lattice,
 * hashed from the seed and the {@code long} vertex coordinates, interpolated across each cell with
 * weight {@code s(t)} along each axis: {@code s(t) = t} (linear, C⁰) or the cubic Hermite smoothstep
 * {@code s(t) = 3t² − 2t³} (cubic, C¹).
 *
 * <p>Range [−1, 1], derived: both weights lie in [0, 1], so the result is a convex combination of
 * lattice values in [−1, 1); the bound is attained at a lattice vertex whose value is near ±1.
 * Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class ValueNoise extends BaseNoise {

    private final boolean cubic;

    /**
     * @param seed      seed
     * @param frequency cells per unit
     * @param cubic     true for smoothstep interpolation, false for linear
     */
    public ValueNoise(long seed, double frequency, boolean cubic) {
        this(seed, frequency, cubic, 0);
    }

    /**
     * @param seed      seed
     * @param frequency cells per unit
     * @param cubic     true for smoothstep interpolation, false for linear
     * @param period    cells per period along every axis, ≥ 0 (0: none)
     */
    public ValueNoise(long seed, double frequency, boolean cubic, int period) {
        super(seed, frequency, period);
        this.cubic = cubic;
    }

    @Override
    public NoiseType type() {
        return cubic ? NoiseType.VALUE_CUBIC : NoiseType.VALUE_LINEAR;
    }

    @Override
    protected LatticeNoise create(long newSeed, double newFrequency, int newPeriod) {
        return new ValueNoise(newSeed, newFrequency, cubic, newPeriod);
    }

    @Override
    protected boolean periodic() {
        return true;
    }

    private static double v2(long sm, long xp, long zp) {
        return Hashing.signedUnit(Hashing.hash(sm, xp, zp));
    }

    private static double v3(long sm, long xp, long yp, long zp) {
        return Hashing.signedUnit(Hashing.hash(sm, xp, yp, zp));
    }

    private static double s(boolean cubic, double t) {
        return cubic ? t * t * (3 - 2 * t) : t;
    }

    private static double ds(boolean cubic, double t) {
        return cubic ? 6 * t * (1 - t) : 1;
    }

    @Override
    public double value(double x, double z) {
        return raw2(x * frequency + offsetX, z * frequency + offsetZ, null);
    }

    @Override
    public NoiseSample sample(double x, double z, NoiseSample dest) {
        clear(dest);
        return finish2(dest, raw2(x * frequency + offsetX, z * frequency + offsetZ, dest), 1);
    }

    private double raw2(double x, double z, NoiseSample dest) {
        final long sm = seedMix;
        double bx = Math.floor(x);
        double bz = Math.floor(z);
        double fx = x - bx;
        double fz = z - bz;
        long xp = line(bx, period, Hashing.PX);
        long zp = line(bz, period, Hashing.PZ);
        long xp1 = nextLine(bx, period, Hashing.PX);
        long zp1 = nextLine(bz, period, Hashing.PZ);
        double v00 = v2(sm, xp, zp);
        double v10 = v2(sm, xp1, zp);
        double v01 = v2(sm, xp, zp1);
        double v11 = v2(sm, xp1, zp1);
        return blend2(v00, v10, v01, v11, fx, fz, dest);
    }

    private double blend2(double v00, double v10, double v01, double v11, double fx, double fz,
            NoiseSample dest) {
        double u = s(cubic, fx);
        double v = s(cubic, fz);
        double a = v00 + u * (v10 - v00);
        double b = v01 + u * (v11 - v01);
        if (dest != null) {
            double du = ds(cubic, fx);
            double dv = ds(cubic, fz);
            double ax = du * (v10 - v00);
            double bx = du * (v11 - v01);
            dest.dx += ax + v * (bx - ax);
            dest.dz += dv * (b - a);
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
        final double bz = Math.floor(zf);
        final double fz = zf - bz;
        final long zp = (long) bz * Hashing.PZ;
        // the floor of the current cell: while x stays in [bx, bx + 1) its floor is bx and its
        // vertices are those already looked up (NaN: none yet)
        double bx = Double.NaN;
        double v00 = 0;
        double v10 = 0;
        double v01 = 0;
        double v11 = 0;
        long cell = 0; // the lattice column of the vertices looked up, once one is (looked)
        boolean looked = false;
        double dc = 0; // c as a double, counted rather than converted (see Hashing.floor)
        for (int c = 0; c < count; c++, dc++) {
            double x = (originX + dc * spacingX) * scale * f + ox;
            if (!(x >= bx && x < bx + 1)) {
                bx = Math.floor(x);
                long next = (long) bx;
                long xp = next * Hashing.PX;
                if (next == cell + 1 && looked) {
                    // the next cell along: its west vertices are the east ones already looked up
                    v00 = v10;
                    v01 = v11;
                } else {
                    v00 = v2(sm, xp, zp);
                    v01 = v2(sm, xp, zp + Hashing.PZ);
                }
                cell = next;
                looked = true;
                v10 = v2(sm, xp + Hashing.PX, zp);
                v11 = v2(sm, xp + Hashing.PX, zp + Hashing.PZ);
            }
            double fx = x - bx;
            dest[offset + c] = blend2(v00, v10, v01, v11, fx, fz, null);
        }
    }

    @Override
    public double value(double x, double y, double z) {
        return raw3(x * frequency + offsetX, y * frequency + offsetY, z * frequency + offsetZ, null);
    }

    @Override
    public NoiseSample sample(double x, double y, double z, NoiseSample dest) {
        clear(dest);
        return finish3(dest, raw3(x * frequency + offsetX, y * frequency + offsetY, z * frequency + offsetZ, dest), 1);
    }

    private double raw3(double x, double y, double z, NoiseSample dest) {
        final long sm = seedMix;
        double bx = Math.floor(x);
        double by = Math.floor(y);
        double bz = Math.floor(z);
        double fx = x - bx;
        double fy = y - by;
        double fz = z - bz;
        long xp = line(bx, period, Hashing.PX);
        long yp = line(by, period, Hashing.PY);
        long zp = line(bz, period, Hashing.PZ);
        long xp1 = nextLine(bx, period, Hashing.PX);
        long yp1 = nextLine(by, period, Hashing.PY);
        long zp1 = nextLine(bz, period, Hashing.PZ);
        double c0 = v3(sm, xp, yp, zp);
        double c1 = v3(sm, xp1, yp, zp);
        double c2 = v3(sm, xp, yp1, zp);
        double c3 = v3(sm, xp1, yp1, zp);
        double c4 = v3(sm, xp, yp, zp1);
        double c5 = v3(sm, xp1, yp, zp1);
        double c6 = v3(sm, xp, yp1, zp1);
        double c7 = v3(sm, xp1, yp1, zp1);
        double u = s(cubic, fx);
        double v = s(cubic, fy);
        double w = s(cubic, fz);
        double e00 = c0 + u * (c1 - c0);
        double e10 = c2 + u * (c3 - c2);
        double e01 = c4 + u * (c5 - c4);
        double e11 = c6 + u * (c7 - c6);
        double f0 = e00 + v * (e10 - e00);
        double f1 = e01 + v * (e11 - e01);
        if (dest != null) {
            double du = ds(cubic, fx);
            double dv = ds(cubic, fy);
            double dw = ds(cubic, fz);
            double gx0 = du * ((c1 - c0) + v * ((c3 - c2) - (c1 - c0)));
            double gx1 = du * ((c5 - c4) + v * ((c7 - c6) - (c5 - c4)));
            dest.dx += gx0 + w * (gx1 - gx0);
            double gy0 = dv * (e10 - e00);
            double gy1 = dv * (e11 - e01);
            dest.dy += gy0 + w * (gy1 - gy0);
            dest.dz += dw * (f1 - f0);
        }
        return f0 + w * (f1 - f0);
    }

    @Override
    public String toString() {
        return "ValueNoise[seed=" + seed + ", frequency=" + frequency + (cubic ? ", cubic" : ", linear")
                + (period != 0 ? ", period=" + period : "") + "]";
    }
}
