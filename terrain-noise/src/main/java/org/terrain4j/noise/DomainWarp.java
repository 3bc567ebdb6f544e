package org.terrain4j.noise;

import java.util.Objects;

import org.terrain4j.api.internal.Checks;
import org.terrain4j.api.internal.SplitMix64;
import org.terrain4j.noise.internal.Hashing;
import org.terrain4j.noise.internal.Octaves;

/**
 * Domain warping (K. Perlin and E. M. Hoffert, "Hypertexture", SIGGRAPH 1989): a base noise sampled at a point
 * displaced by other noise, {@code value(p) = base(p + D(p))}. Built by {@link #of(Noise)}:
 *
 * <pre>{@code
 * // the coast of terrain4j's example island: fbm (180 m, 6 octaves, seed 17) of the point warped by 40 m of 300 m noise
 * Noise fbm = Fractal.fbm(Noise.lattice(NoiseType.OPEN_SIMPLEX2).withSeed(17))
 *         .withOctaves(6).withFrequency(1 / 180.0);
 * Noise coast = DomainWarp.of(fbm).withWarpSeed(11).withAmplitude(40).withFrequency(1 / 300.0).withOctaves(3);
 * }</pre>
 *
 * <h2>Displacement</h2>
 * Each axis of the displacement is its own fractal of the warp noise (default: OpenSimplex2): octave
 * {@code i} of axis {@code a} uses the warp noise with a seed derived from (seed, a, i), frequency
 * {@code frequency · lacunarityⁱ} and amplitude {@code amplitude · gainⁱ / Σⱼ gainʲ} (octaves whose
 * amplitude underflows are dropped, and amplitudes that would overflow are rescaled, as in
 * {@link Fractal}). With the warp noise in [−1, 1] each
 * component of the displacement is therefore at most {@code amplitude} (coordinate units) in magnitude.
 * <ul>
 *   <li>{@link Mode#INDEPENDENT}: every octave is sampled at the original point and the
 *       displacements add up: {@code D(p) = Σ dᵢ(p)}.</li>
 *   <li>{@link Mode#PROGRESSIVE}: every octave is sampled at the point the octaves before it have
 *       already moved: {@code q₀ = p, qᵢ₊₁ = qᵢ + dᵢ(qᵢ)}, value {@code base(q_n)}.</li>
 * </ul>
 * In 2-D the displacement has x and z components; in 3-D also y.
 *
 * <p><b>Range</b>: warping only moves the sample point, so the range is exactly the base's.
 * Gradients are exact by the chain rule: {@code ∇value = Jᵀ ∇base(q)} with {@code J} the Jacobian
 * of the warped point.
 *
 * <p>Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class DomainWarp implements Noise {

    /**
     * How octaves of the displacement combine.
     *
     * @since 0.1
     */
    public enum Mode {
        /** Each octave sampled at the original point, displacements added. */
        INDEPENDENT,
        /** Each octave sampled at the point already displaced by the octaves before it. */
        PROGRESSIVE
    }

    private final Noise base;
    private final Noise warp;
    private final long seed;
    private final double amplitude;
    private final double frequency;
    private final int octaves;
    private final double lacunarity;
    private final double gain;
    private final Mode mode;
    private final int used;
    private final double[] amp;
    private final double[] freq;
    private final Noise[] wx;
    private final Noise[] wy;
    private final Noise[] wz;

    /** The parameters, validated together: the one constructor every copy goes through. */
    private record Params(Noise base, Noise warp, long seed, double amplitude, double frequency, int octaves,
            double lacunarity, double gain, Mode mode) {
        Params {
            Objects.requireNonNull(base, "base");
            Objects.requireNonNull(warp, "warp");
            if (!(warp.min() >= -1 && warp.max() <= 1)) {
                throw new IllegalArgumentException("warp range must be within [-1, 1], was [" + warp.min()
                        + ", " + warp.max() + "]");
            }
            Checks.nonNegativeFinite("amplitude", amplitude);
            Checks.positiveFinite("frequency", frequency);
            Checks.inRange("octaves", octaves, 1, 64);
            Checks.positiveFinite("lacunarity", lacunarity);
            Checks.nonNegativeFinite("gain", gain);
            Objects.requireNonNull(mode, "mode");
        }
    }

    private DomainWarp(Params b) {
        this.base = b.base;
        this.warp = b.warp;
        this.seed = b.seed;
        this.amplitude = b.amplitude;
        this.frequency = b.frequency;
        this.octaves = b.octaves;
        this.lacunarity = b.lacunarity;
        this.gain = b.gain;
        this.mode = b.mode;
        double[] a = new double[octaves];
        double[] f = new double[octaves];
        double g = 1;
        double fr = frequency;
        double total = 0;
        int n = 0;
        for (int i = 0; i < octaves && g >= Double.MIN_NORMAL && fr <= 0x1p200; i++) {
            a[i] = g;
            f[i] = fr;
            total += g;
            n++;
            g *= gain;
            fr *= lacunarity;
        }
        total = Octaves.keepFinite(a, n, gain, total);
        this.used = n;
        this.amp = new double[n];
        this.freq = java.util.Arrays.copyOf(f, n);
        this.wx = new Noise[n];
        this.wy = new Noise[n];
        this.wz = new Noise[n];
        long sx = SplitMix64.mix(seed ^ 0x243F6A8885A308D3L);
        long sy = SplitMix64.mix(seed ^ 0x13198A2E03707344L);
        long sz = SplitMix64.mix(seed ^ 0xA4093822299F31D0L);
        for (int i = 0; i < n; i++) {
            amp[i] = amplitude * a[i] / total;
            wx[i] = warp.withSeed(Hashing.octaveSeed(sx, i));
            wy[i] = warp.withSeed(Hashing.octaveSeed(sy, i));
            wz[i] = warp.withSeed(Hashing.octaveSeed(sz, i));
        }
    }

    /**
     * A warp of a base noise.
     *
     * @param base the noise to sample at the displaced point
     * @return the warp with the base's seed as displacement seed, amplitude 1, frequency 1, 1 octave,
     *         lacunarity 2, gain 0.5, independent, over OpenSimplex2 warp noise
     *         ({@code Noise.lattice(NoiseType.OPEN_SIMPLEX2)})
     * @throws NullPointerException if base is null
     */
    public static DomainWarp of(Noise base) {
        Objects.requireNonNull(base, "base");
        return new DomainWarp(new Params(base, Noise.lattice(NoiseType.OPEN_SIMPLEX2), base.seed(), 1, 1, 1, 2,
                0.5, Mode.INDEPENDENT));
    }

    // ---------------------------------------------------------------- copies

    /**
     * @param warp the noise whose fractal displaces the point; range within [−1, 1]
     *             (default: OpenSimplex2)
     * @return a copy with this warp noise
     * @throws NullPointerException     if warp is null
     * @throws IllegalArgumentException if its range is not within [−1, 1]
     */
    public DomainWarp withWarp(Noise warp) {
        return new DomainWarp(new Params(base, warp, seed, amplitude, frequency, octaves, lacunarity, gain, mode));
    }

    /**
     * @param warpSeed seed of the displacement only (default: the base's seed); the base keeps its own
     * @return a copy with this displacement seed
     * @see #withSeed(long)
     */
    public DomainWarp withWarpSeed(long warpSeed) {
        return new DomainWarp(new Params(base, warp, warpSeed, amplitude, frequency, octaves, lacunarity, gain,
                mode));
    }

    /**
     * @param amplitude largest displacement along each axis, coordinate units (metres); finite, ≥ 0
     *                  (default 1)
     * @return a copy with this amplitude
     * @throws IllegalArgumentException if negative, NaN or infinite
     */
    public DomainWarp withAmplitude(double amplitude) {
        return new DomainWarp(new Params(base, warp, seed, amplitude, frequency, octaves, lacunarity, gain, mode));
    }

    /**
     * @param frequency frequency factor of the first displacement octave (the warp noise's own
     *                  frequency applies on top); finite, &gt; 0 (default 1)
     * @return a copy with this frequency
     * @throws IllegalArgumentException if not finite and positive
     */
    public DomainWarp withFrequency(double frequency) {
        return new DomainWarp(new Params(base, warp, seed, amplitude, frequency, octaves, lacunarity, gain, mode));
    }

    /**
     * @param octaves displacement octaves, in [1, 64] (default 1)
     * @return a copy with this octave count
     * @throws IllegalArgumentException if out of range
     */
    public DomainWarp withOctaves(int octaves) {
        return new DomainWarp(new Params(base, warp, seed, amplitude, frequency, octaves, lacunarity, gain, mode));
    }

    /**
     * @param lacunarity frequency ratio between displacement octaves; finite, &gt; 0 (default 2)
     * @return a copy with this lacunarity
     * @throws IllegalArgumentException if not finite and positive
     */
    public DomainWarp withLacunarity(double lacunarity) {
        return new DomainWarp(new Params(base, warp, seed, amplitude, frequency, octaves, lacunarity, gain, mode));
    }

    /**
     * @param gain amplitude ratio between displacement octaves; finite, ≥ 0 (default 0.5)
     * @return a copy with this gain
     * @throws IllegalArgumentException if negative, NaN or infinite
     */
    public DomainWarp withGain(double gain) {
        return new DomainWarp(new Params(base, warp, seed, amplitude, frequency, octaves, lacunarity, gain, mode));
    }

    /**
     * @param mode independent or progressive (default independent)
     * @return a copy with this mode
     * @throws NullPointerException if mode is null
     */
    public DomainWarp withMode(Mode mode) {
        return new DomainWarp(new Params(base, warp, seed, amplitude, frequency, octaves, lacunarity, gain, mode));
    }

    /** @return the base noise */
    public Noise base() {
        return base;
    }

    /** @return the mode */
    public Mode mode() {
        return mode;
    }

    /** @return the largest displacement along each axis */
    public double amplitude() {
        return amplitude;
    }

    /** @return the noise whose fractal displaces the point */
    public Noise warp() {
        return warp;
    }

    /** @return the first displacement octave's frequency factor */
    public double frequency() {
        return frequency;
    }

    /** @return the number of displacement octaves */
    public int octaves() {
        return octaves;
    }

    /** @return the frequency ratio between displacement octaves */
    public double lacunarity() {
        return lacunarity;
    }

    /** @return the amplitude ratio between displacement octaves */
    public double gain() {
        return gain;
    }

    /** @return the displacement seed */
    @Override
    public long seed() {
        return seed;
    }

    /**
     * The same warp with another displacement seed over {@code base().withSeed(seed)}, so that every
     * part of the result changes.
     *
     * @param newSeed any long
     * @return the re-seeded warp (this instance if the displacement seed is the same)
     * @see #withWarpSeed(long)
     */
    @Override
    public DomainWarp withSeed(long newSeed) {
        if (newSeed == seed) {
            return this;
        }
        return new DomainWarp(new Params(base.withSeed(newSeed), warp, newSeed, amplitude, frequency, octaves,
                lacunarity, gain, mode));
    }

    /** @return the base's minimum */
    @Override
    public double min() {
        return base.min();
    }

    /** @return the base's maximum */
    @Override
    public double max() {
        return base.max();
    }

    /**
     * The warped 2-D point {@code p + D(p)}.
     *
     * @param x    east coordinate
     * @param z    south coordinate
     * @param dest receives {x', z'}; length ≥ 2
     * @return dest
     * @throws IndexOutOfBoundsException if dest is shorter than 2
     */
    public double[] warpedPoint(double x, double z, double[] dest) {
        Objects.checkIndex(1, dest.length);
        double qx = x;
        double qz = z;
        for (int i = 0; i < used; i++) {
            double f = freq[i];
            double sx = mode == Mode.PROGRESSIVE ? qx : x;
            double sz = mode == Mode.PROGRESSIVE ? qz : z;
            double ddx = amp[i] * wx[i].value(sx * f, sz * f);
            double ddz = amp[i] * wz[i].value(sx * f, sz * f);
            qx += ddx;
            qz += ddz;
        }
        dest[0] = qx;
        dest[1] = qz;
        return dest;
    }

    /**
     * The warped 3-D point {@code p + D(p)}.
     *
     * @param x    east coordinate
     * @param y    up coordinate
     * @param z    south coordinate
     * @param dest receives {x', y', z'}; length ≥ 3
     * @return dest
     * @throws IndexOutOfBoundsException if dest is shorter than 3
     */
    public double[] warpedPoint(double x, double y, double z, double[] dest) {
        Objects.checkIndex(2, dest.length);
        double qx = x;
        double qy = y;
        double qz = z;
        for (int i = 0; i < used; i++) {
            double f = freq[i];
            boolean p = mode == Mode.PROGRESSIVE;
            double sx = (p ? qx : x) * f;
            double sy = (p ? qy : y) * f;
            double sz = (p ? qz : z) * f;
            double ddx = amp[i] * wx[i].value(sx, sy, sz);
            double ddy = amp[i] * wy[i].value(sx, sy, sz);
            double ddz = amp[i] * wz[i].value(sx, sy, sz);
            qx += ddx;
            qy += ddy;
            qz += ddz;
        }
        dest[0] = qx;
        dest[1] = qy;
        dest[2] = qz;
        return dest;
    }

    @Override
    public double value(double x, double z) {
        double qx = x;
        double qz = z;
        for (int i = 0; i < used; i++) {
            double f = freq[i];
            double sx = mode == Mode.PROGRESSIVE ? qx : x;
            double sz = mode == Mode.PROGRESSIVE ? qz : z;
            double ddx = amp[i] * wx[i].value(sx * f, sz * f);
            double ddz = amp[i] * wz[i].value(sx * f, sz * f);
            qx += ddx;
            qz += ddz;
        }
        return base.value(qx, qz);
    }

    @Override
    public double value(double x, double y, double z) {
        double qx = x;
        double qy = y;
        double qz = z;
        for (int i = 0; i < used; i++) {
            double f = freq[i];
            boolean p = mode == Mode.PROGRESSIVE;
            double sx = (p ? qx : x) * f;
            double sy = (p ? qy : y) * f;
            double sz = (p ? qz : z) * f;
            double ddx = amp[i] * wx[i].value(sx, sy, sz);
            double ddy = amp[i] * wy[i].value(sx, sy, sz);
            double ddz = amp[i] * wz[i].value(sx, sy, sz);
            qx += ddx;
            qy += ddy;
            qz += ddz;
        }
        return base.value(qx, qy, qz);
    }

    @Override
    public NoiseSample sample(double x, double z, NoiseSample d) {
        Objects.requireNonNull(d, "dest");
        double qx = x;
        double qz = z;
        // J = ∂q/∂p, row-major 2×2
        double jxx = 1;
        double jxz = 0;
        double jzx = 0;
        double jzz = 1;
        boolean p = mode == Mode.PROGRESSIVE;
        for (int i = 0; i < used; i++) {
            double f = freq[i];
            double a = amp[i];
            double sx = (p ? qx : x) * f;
            double sz = (p ? qz : z) * f;
            wx[i].sample(sx, sz, d);
            double ddx = a * d.value;
            double axx = a * f * d.dx;
            double axz = a * f * d.dz;
            wz[i].sample(sx, sz, d);
            double ddz = a * d.value;
            double azx = a * f * d.dx;
            double azz = a * f * d.dz;
            qx += ddx;
            qz += ddz;
            if (p) {
                // J ← (I + A) J
                double nxx = jxx + axx * jxx + axz * jzx;
                double nxz = jxz + axx * jxz + axz * jzz;
                double nzx = jzx + azx * jxx + azz * jzx;
                double nzz = jzz + azx * jxz + azz * jzz;
                jxx = nxx;
                jxz = nxz;
                jzx = nzx;
                jzz = nzz;
            } else {
                jxx += axx;
                jxz += axz;
                jzx += azx;
                jzz += azz;
            }
        }
        base.sample(qx, qz, d);
        double bx = d.dx;
        double bz = d.dz;
        d.dx = jxx * bx + jzx * bz;
        d.dz = jxz * bx + jzz * bz;
        d.dy = 0;
        return d;
    }

    @Override
    public NoiseSample sample(double x, double y, double z, NoiseSample d) {
        Objects.requireNonNull(d, "dest");
        double qx = x;
        double qy = y;
        double qz = z;
        // J = ∂q/∂p, row-major 3×3 (row = component of q, column = component of p)
        double j00 = 1, j01 = 0, j02 = 0;
        double j10 = 0, j11 = 1, j12 = 0;
        double j20 = 0, j21 = 0, j22 = 1;
        boolean p = mode == Mode.PROGRESSIVE;
        for (int i = 0; i < used; i++) {
            double f = freq[i];
            double a = amp[i];
            double af = a * f;
            double sx = (p ? qx : x) * f;
            double sy = (p ? qy : y) * f;
            double sz = (p ? qz : z) * f;
            wx[i].sample(sx, sy, sz, d);
            double ddx = a * d.value;
            double a00 = af * d.dx, a01 = af * d.dy, a02 = af * d.dz;
            wy[i].sample(sx, sy, sz, d);
            double ddy = a * d.value;
            double a10 = af * d.dx, a11 = af * d.dy, a12 = af * d.dz;
            wz[i].sample(sx, sy, sz, d);
            double ddz = a * d.value;
            double a20 = af * d.dx, a21 = af * d.dy, a22 = af * d.dz;
            qx += ddx;
            qy += ddy;
            qz += ddz;
            if (p) {
                // J ← (I + A) J
                double n00 = j00 + a00 * j00 + a01 * j10 + a02 * j20;
                double n01 = j01 + a00 * j01 + a01 * j11 + a02 * j21;
                double n02 = j02 + a00 * j02 + a01 * j12 + a02 * j22;
                double n10 = j10 + a10 * j00 + a11 * j10 + a12 * j20;
                double n11 = j11 + a10 * j01 + a11 * j11 + a12 * j21;
                double n12 = j12 + a10 * j02 + a11 * j12 + a12 * j22;
                double n20 = j20 + a20 * j00 + a21 * j10 + a22 * j20;
                double n21 = j21 + a20 * j01 + a21 * j11 + a22 * j21;
                double n22 = j22 + a20 * j02 + a21 * j12 + a22 * j22;
                j00 = n00; j01 = n01; j02 = n02;
                j10 = n10; j11 = n11; j12 = n12;
                j20 = n20; j21 = n21; j22 = n22;
            } else {
                j00 += a00; j01 += a01; j02 += a02;
                j10 += a10; j11 += a11; j12 += a12;
                j20 += a20; j21 += a21; j22 += a22;
            }
        }
        base.sample(qx, qy, qz, d);
        double bx = d.dx;
        double by = d.dy;
        double bz = d.dz;
        d.dx = j00 * bx + j10 * by + j20 * bz;
        d.dy = j01 * bx + j11 * by + j21 * bz;
        d.dz = j02 * bx + j12 * by + j22 * bz;
        return d;
    }

    @Override
    public String toString() {
        return "DomainWarp[" + mode + ", base=" + base + ", warp=" + warp + ", seed=" + seed + ", amplitude="
                + amplitude + ", frequency=" + frequency + ", octaves=" + octaves + ", lacunarity=" + lacunarity
                + ", gain=" + gain + "]";
    }
}
