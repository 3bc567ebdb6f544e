package org.terrain4j.world.internal;

import java.util.SplittableRandom;

import org.terrain4j.api.internal.SplitMix64;
import org.terrain4j.noise.Noise;
import org.terrain4j.noise.Noises;
import org.terrain4j.world.Canvas;

/**
 * Small shared pieces of the standard elements: seeds, noises, wander, path stamping.
 *
 * @since 0.1
 */
public final class Kit {

    private Kit() {
    }

    /**
     * @param seed a seed
     * @param salt what the new seed is for
     * @return a seed split from {@code seed} for purpose {@code salt}
     */
    public static long seed(long seed, long salt) {
        return SplitMix64.at(seed, salt);
    }

    /** @return a 64-bit hash of a seed and two lattice indices */
    static long hash(long seed, long i, long j) {
        return SplitMix64.mix(SplitMix64.mix(seed ^ (i * 0xD1B54A32D192ED03L)) + j * SplitMix64.GAMMA);
    }

    /** @return the top 53 bits of {@code h} as a double in [0, 1) */
    static double unit(long h) {
        return (h >>> 11) * 0x1.0p-53;
    }

    /** @return value-noise fbm of the given wavelength (metres), values in [−1, 1] */
    static Noise noise(long seed, int octaves, double wavelength) {
        return Noises.value(seed, octaves, 1 / wavelength, 2, 0.5);
    }

    /** @return a value-noise fbm mapped to about [0, 1] (its spread stretched by 1.6, then clamped) */
    static double n01(Noise n, double x, double z) {
        double v = 0.5 + 0.8 * n.value(x, z);
        return v < 0 ? 0 : (v > 1 ? 1 : v);
    }

    /** A value of a noise mapped as {@link #n01}. */
    static double n01(double value) {
        double v = 0.5 + 0.8 * value;
        return v < 0 ? 0 : (v > 1 ? 1 : v);
    }

    /** The noise along row {@code r} of the canvas, into a new array (same bits as point calls for value noise). */
    static double[] row(Noise n, Canvas canvas, int r) {
        int cols = canvas.columns();
        double[] out = new double[cols];
        n.valuesAlongRow(canvas.frame().originX(), canvas.spacing(), canvas.z(r), 1, out, 0, cols);
        return out;
    }

    static double smoothstep(double e0, double e1, double x) {
        double t = (x - e0) / (e1 - e0);
        t = t < 0 ? 0 : (t > 1 ? 1 : t);
        return t * t * (3 - 2 * t);
    }

    static double clamp01(double t) {
        return t < 0 ? 0 : (t > 1 ? 1 : t);
    }

    /** Ratio of the second wave's length to the first (1/φ, irrational). */
    public static final double WAVE2 = 0.6180339887498949;
    /** Ratio of the third wave's length to the first (√2 − 1, irrational, and not in φ's field). */
    public static final double WAVE3 = 0.41421356237309515;

    /**
     * Three waves whose lengths share no common multiple (ratios 1 : 1/φ : √2 − 1), weights 0.42, 0.34,
     * 0.24 (no one wave dominates), so a path built on them never repeats and has no mirror axis.
     *
     * @since 0.1
     */
    public record Wander(double amplitude, double wavelength, double p1, double p2, double p3) {

        /** @return a wander with phases drawn from {@code rnd} */
        static Wander of(double amplitude, double wavelength, SplittableRandom rnd) {
            double tau = 2 * Math.PI;
            return new Wander(amplitude, wavelength, rnd.nextDouble() * tau, rnd.nextDouble() * tau,
                    rnd.nextDouble() * tau);
        }

        /**
         * @param s distance along, metres
         * @return lateral offset, metres
         */
        public double offset(double s) {
            double w = 2 * Math.PI * s / wavelength;
            return amplitude * (0.42 * Math.sin(w + p1) + 0.34 * Math.sin(w / WAVE2 + p2)
                    + 0.24 * Math.sin(w / WAVE3 + p3));
        }
    }

    /**
     * A wandering path: points from {@code (x0, z0)} along heading {@code (dx, dz)} (unit) for
     * {@code length} metres every {@code step} metres, displaced sideways by the wander.
     *
     * @return {x[], z[], s[]}
     */
    static double[][] path(double x0, double z0, double dx, double dz, double length, double step, Wander w) {
        int m = Math.max(2, (int) Math.ceil(length / step) + 1);
        double[] xs = new double[m];
        double[] zs = new double[m];
        double[] ss = new double[m];
        for (int k = 0; k < m; k++) {
            double s = length * k / (m - 1);
            double off = w.offset(s);
            xs[k] = x0 + dx * s - dz * off;
            zs[k] = z0 + dz * s + dx * off;
            ss[k] = s;
        }
        return new double[][] {xs, zs, ss};
    }

    /** Receives, for a sample near a path, its distance and the distance along the path of the nearest point. */
    interface Near {
        void at(int index, double distance, double along);
    }

    /**
     * Visits every sample within {@code reach} of each segment (a sample near several segments is visited
     * once per segment; receivers keep the nearest or the strongest).
     */
    static void stamp(Canvas canvas, double[][] path, double reach, Near near) {
        stamp(canvas, path, reach, 0, 0, near);
    }

    /**
     * As {@link #stamp(Canvas, double[][], double, Near)}, with canvas sample {@code (c, r)} read as sample
     * {@code (c + shiftColumns, r + shiftRows)} of the path's own grid (coordinates from that integer index).
     */
    static void stamp(Canvas canvas, double[][] path, double reach, long shiftColumns, long shiftRows, Near near) {
        double[] xs = path[0];
        double[] zs = path[1];
        double[] ss = path[2];
        var f = canvas.frame();
        int n = canvas.columns();
        for (int k = 0; k + 1 < xs.length; k++) {
            double ax = xs[k];
            double az = zs[k];
            double bx = xs[k + 1];
            double bz = zs[k + 1];
            double fc0 = Math.floor(f.column(Math.min(ax, bx) - reach)) - shiftColumns;
            double fc1 = Math.ceil(f.column(Math.max(ax, bx) + reach)) - shiftColumns;
            double fr0 = Math.floor(f.row(Math.min(az, bz) - reach)) - shiftRows;
            double fr1 = Math.ceil(f.row(Math.max(az, bz) + reach)) - shiftRows;
            if (fc1 < 0 || fr1 < 0 || fc0 > n - 1 || fr0 > n - 1) {
                continue;
            }
            int c0 = (int) Math.max(0, fc0);
            int c1 = (int) Math.min(n - 1, fc1);
            int r0 = (int) Math.max(0, fr0);
            int r1 = (int) Math.min(n - 1, fr1);
            if (c0 > c1 || r0 > r1) {
                continue;
            }
            double ex = bx - ax;
            double ez = bz - az;
            double len2 = ex * ex + ez * ez;
            double reach2 = reach * reach;
            for (int r = r0; r <= r1; r++) {
                double z = f.z((double) (r + shiftRows));
                for (int c = c0; c <= c1; c++) {
                    double x = f.x((double) (c + shiftColumns));
                    double t = len2 > 0 ? ((x - ax) * ex + (z - az) * ez) / len2 : 0;
                    t = t < 0 ? 0 : (t > 1 ? 1 : t);
                    double px = ax + ex * t - x;
                    double pz = az + ez * t - z;
                    double d2 = px * px + pz * pz;
                    if (d2 <= reach2) {
                        near.at(r * n + c, Math.sqrt(d2), ss[k] + (ss[k + 1] - ss[k]) * t);
                    }
                }
            }
        }
    }
}
