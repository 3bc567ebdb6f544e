package org.terrain4j.noise;

import java.util.Objects;

import org.terrain4j.api.internal.Checks;
import org.terrain4j.noise.internal.Hashing;
import org.terrain4j.noise.internal.Octaves;

/**
 * A fractal sum of octaves of a base noise: fractional Brownian motion (fbm), billow, ridged, or
 * F. K. Musgrave's ridged multifractal. Built by {@link #fbm(Noise)}, {@link #billow(Noise)},
 * {@link #ridged(Noise)} or {@link #ridgedMultifractal(Noise)}:
 *
 * <pre>{@code
 * Noise base = Noise.lattice(NoiseType.OPEN_SIMPLEX2);
 * Noise land = Fractal.fbm(base).withSeed(7).withOctaves(6).withFrequency(1 / 256.0);
 * }</pre>
 *
 * <h2>Octaves</h2>
 * Octave {@code i} (from 0) samples the base noise at {@code p · frequency · lacunarityⁱ} with its own
 * seed: the fractal's seed for octave 0 and {@code mix64(seed + i·γ)} after it (SplitMix64's
 * finaliser, a bijection, so seeds that differ in any single bit differ in every octave). Octave
 * {@code i} has amplitude {@code gainⁱ} (fbm, billow, ridged) or {@code lacunarity^(−i·H)}
 * (ridged multifractal). An octave after the first whose amplitude is below {@link Double#MIN_NORMAL}
 * or whose frequency exceeds 2<sup>200</sup> is skipped, and so are all after it; the normaliser runs
 * over exactly the octaves used. The first octave is always used, whatever the fractal's frequency.
 * When the amplitudes grow (gain &gt; 1, or H &lt; 0 in the multifractal) and their sum would
 * overflow, they are divided through by the largest first, so the finest octave weighs 1 and coarse
 * octaves whose weight underflows weigh 0. Any octave count and gain therefore give a finite result
 * in the documented range.
 *
 * <h2>Forms and ranges</h2>
 * The base must have range within [−1, 1] (all noises of this package do). Write {@code n} for an
 * octave's base value, {@code o} for the octave's output and {@code A = Σ gainⁱ} over the octaves used.
 * <ul>
 *   <li><b>fbm</b>: {@code o = n}; result {@code Σ aᵢ·o / A}. Range [−1, 1]: each {@code aᵢ ≤ gainⁱ}
 *       (see weighted strength) and {@code |o| ≤ 1}, so {@code |Σ aᵢ o| ≤ A}. With one octave and
 *       frequency 1 the result is the base noise, bit for bit.</li>
 *   <li><b>billow</b>: {@code o = 2|n| − 1}; range [−1, 1] by the same argument.</li>
 *   <li><b>ridged</b>: {@code o = 1 − 2|n|}, sharp crests where the base crosses 0; range [−1, 1].</li>
 *   <li><b>ridged multifractal</b> (Musgrave, in Ebert et al., <i>Texturing and Modeling</i>, 3rd ed.,
 *       2003, ch. 16): {@code sᵢ = (offset − |n|)² · wᵢ}, {@code w₀ = 1},
 *       {@code wᵢ₊₁ = clamp(sᵢ·gain, 0, 1)}, result
 *       {@code Σ sᵢ·lacunarity^(−i·H) / (S·Σ lacunarity^(−i·H))}
 *       with {@code S = max(offset², (1 − offset)²)}, the largest {@code (offset − |n|)²} for
 *       {@code |n| ≤ 1}. Every {@code sᵢ} lies in [0, S] because {@code wᵢ ∈ [0, 1]}, so the range is
 *       [0, 1].</li>
 * </ul>
 * <b>Weighted strength</b> {@code ws} ∈ [0, 1] (fbm, billow, ridged): the amplitude of each octave after
 * the first is further multiplied by {@code 1 − ws + ws·(o + 1)/2} of every earlier octave, damping
 * detail in the low parts (FastNoiseLite's weighted strength); the factor lies in [0, 1], so the ranges
 * above still hold.
 *
 * <h2>Periodic (tileable) fractals</h2>
 * Over a periodic base ({@link LatticeNoise#withPeriod(int)}, period {@code P} cells) octave {@code i} gets
 * the period {@code P·lacunarityⁱ} of its own, finer cells, so every octave, and the fractal, repeats
 * every {@code P / (frequency · base frequency)} coordinate units, and the finer octaves do not repeat
 * within the tile. This needs a whole-number lacunarity (2 keeps periods whole) and periods that fit an
 * {@code int}: {@code P·lacunarity^(octaves − 1) ≤ 2³¹ − 1}; otherwise construction throws
 * {@link IllegalArgumentException} naming {@code lacunarity} or {@code octaves}. Exact (bitwise)
 * repetition needs the octaves' coordinates {@code x · frequency · lacunarityⁱ} to be exact, as for
 * positions, frequencies and periods that are multiples of powers of two.
 * Cellular bases ({@link Cellular}) have no periodic form.
 *
 * <p>Gradients are exact by the chain rule, except on the creases of billow and ridged (where the base
 * is 0) and where the multifractal weight is clamped; there the derivative of one side is returned.
 *
 * <p>Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class Fractal implements Noise {

    /**
     * Which fractal sum.
     *
     * @since 0.1
     */
    public enum Type {
        /** Fractional Brownian motion: the plain sum of octaves. */
        FBM,
        /** Sum of {@code 2|n| − 1}: rounded hills and sharp valleys. */
        BILLOW,
        /** Sum of {@code 1 − 2|n|}: sharp crests. */
        RIDGED,
        /** Musgrave's ridged multifractal with offset, gain and H. */
        RIDGED_MULTIFRACTAL
    }

    /** Octaves skipped beyond this frequency factor. */
    private static final double MAX_FREQUENCY = 0x1p200;

    private final Type type;
    private final Noise base;
    private final long seed;
    private final int octaves;
    private final double frequency;
    private final double lacunarity;
    private final double gain;
    private final double weightedStrength;
    private final double offset;
    private final double h;
    private final Noise[] octaveNoise;
    private final double[] octaveFrequency;
    private final double[] amplitude;
    private final int used;
    private final double normaliser;

    /**
     * The parameters, validated together: the one constructor every copy goes through.
     */
    private record Params(Type type, Noise base, long seed, int octaves, double frequency, double lacunarity,
            double gain, double weightedStrength, double offset, double h) {
        Params {
            Objects.requireNonNull(type, "type");
            Objects.requireNonNull(base, "base");
            if (!(base.min() >= -1 && base.max() <= 1)) {
                throw new IllegalArgumentException("base range must be within [-1, 1], was [" + base.min()
                        + ", " + base.max() + "]");
            }
            Checks.inRange("octaves", octaves, 1, 10_000);
            Checks.positiveFinite("frequency", frequency);
            Checks.positiveFinite("lacunarity", lacunarity);
            Checks.nonNegativeFinite("gain", gain);
            Checks.inRange("weightedStrength", weightedStrength, 0.0, 1.0);
            Checks.inRange("offset", offset, 0.0, 10.0);
            Checks.inRange("h", h, 0.0, 10.0);
            int period = period(base);
            if (period != 0) {
                if (!(lacunarity == Math.rint(lacunarity))) {
                    throw new IllegalArgumentException("lacunarity: a periodic base (period " + period
                            + " cells) needs a whole-number lacunarity, so that every octave's period is a whole"
                            + " number of its cells, was " + lacunarity);
                }
                long p = period;
                for (int i = 1; i < octaves; i++) {
                    p *= (long) lacunarity;
                    if (p > Integer.MAX_VALUE) {
                        throw new IllegalArgumentException("octaves: a periodic base of period " + period
                                + " cells with lacunarity " + lacunarity + " gives octave " + i
                                + " a period beyond 2^31 - 1 cells; at most " + i + " octaves, was " + octaves);
                    }
                }
            }
        }
    }

    /** @return the base's period in lattice cells if it is a periodic lattice noise, else 0 */
    private static int period(Noise base) {
        return base instanceof LatticeNoise ? ((LatticeNoise) base).period() : 0;
    }

    private Fractal(Params b) {
        this.type = b.type;
        this.base = b.base;
        this.seed = b.seed;
        this.octaves = b.octaves;
        this.frequency = b.frequency;
        this.lacunarity = b.lacunarity;
        this.gain = b.gain;
        this.weightedStrength = b.weightedStrength;
        this.offset = b.offset;
        this.h = b.h;
        double ampStep = type == Type.RIDGED_MULTIFRACTAL ? Math.pow(lacunarity, -h) : gain;
        double[] amp = new double[octaves];
        double[] freq = new double[octaves];
        double a = 1;
        double f = frequency;
        int n = 0;
        double total = 0;
        for (int i = 0; i < octaves; i++) {
            if (i > 0 && (!(a >= Double.MIN_NORMAL) || !(f <= MAX_FREQUENCY))) {
                break;
            }
            amp[i] = a;
            freq[i] = f;
            total += a;
            n++;
            a *= ampStep;
            f *= lacunarity;
        }
        total = Octaves.keepFinite(amp, n, ampStep, total);
        this.used = n;
        this.amplitude = java.util.Arrays.copyOf(amp, n);
        this.octaveFrequency = java.util.Arrays.copyOf(freq, n);
        this.octaveNoise = new Noise[n];
        int period = period(base);
        long octavePeriod = period;
        for (int i = 0; i < n; i++) {
            if (period != 0) {
                // Params checked that every octave's period is whole and fits an int
                octaveNoise[i] = ((LatticeNoise) base).withPeriod((int) octavePeriod)
                        .withSeed(Hashing.octaveSeed(seed, i));
                octavePeriod *= (long) lacunarity;
            } else {
                octaveNoise[i] = base.withSeed(Hashing.octaveSeed(seed, i));
            }
        }
        if (type == Type.RIDGED_MULTIFRACTAL) {
            double s = Math.max(offset * offset, (1 - offset) * (1 - offset));
            this.normaliser = 1 / (s * total);
        } else {
            this.normaliser = 1 / total;
        }
    }

    /**
     * Fractional Brownian motion over a base noise.
     *
     * @param base the base noise, range within [−1, 1]; its seed is the default seed
     * @return the fractal with the base's seed, 5 octaves (fewer over a periodic base of period 2²⁷ cells or
     *         more: as many as keep every octave's period within 2³¹ − 1 cells, so that {@link #withOctaves(int)}
     *         can still be called), frequency 1, lacunarity 2, gain 0.5, weighted strength 0
     * @throws NullPointerException     if base is null
     * @throws IllegalArgumentException if the base's range is not within [−1, 1]
     */
    public static Fractal fbm(Noise base) {
        return create(Type.FBM, base, 0.5);
    }

    private static Fractal create(Type type, Noise base, double gain) {
        Objects.requireNonNull(base, "base");
        return new Fractal(new Params(type, base, base.seed(), defaultOctaves(period(base)), 1, 2, gain, 0, 1, 1));
    }

    /**
     * The default octave count: 5, or as many as keep every octave's period within 2³¹ − 1 cells at the
     * default lacunarity 2 when the base is periodic (a period of 2²⁸ cells gets 3).
     *
     * @param period the base's period in cells, 0 if not periodic
     * @return the default octave count, 1–5
     */
    static int defaultOctaves(int period) {
        if (period == 0) {
            return 5;
        }
        int n = 1;
        for (long p = 2L * period; n < 5 && p <= Integer.MAX_VALUE; p *= 2) {
            n++;
        }
        return n;
    }

    /**
     * Billow ({@code 2|n| − 1}) over a base noise.
     *
     * @param base the base noise, range within [−1, 1]
     * @return the fractal with the defaults of {@link #fbm(Noise)}
     * @throws NullPointerException     if base is null
     * @throws IllegalArgumentException if the base's range is not within [−1, 1]
     */
    public static Fractal billow(Noise base) {
        return create(Type.BILLOW, base, 0.5);
    }

    /**
     * Ridged ({@code 1 − 2|n|}) over a base noise.
     *
     * @param base the base noise, range within [−1, 1]
     * @return the fractal with the defaults of {@link #fbm(Noise)}
     * @throws NullPointerException     if base is null
     * @throws IllegalArgumentException if the base's range is not within [−1, 1]
     */
    public static Fractal ridged(Noise base) {
        return create(Type.RIDGED, base, 0.5);
    }

    /**
     * Musgrave's ridged multifractal over a base noise; range [0, 1].
     *
     * @param base the base noise, range within [−1, 1]
     * @return the fractal with the base's seed, 5 octaves (fewer over a periodic base, as for
     *         {@link #fbm(Noise)}), frequency 1, lacunarity 2, H 1, offset 1, gain 2 (Musgrave's suggested values)
     * @throws NullPointerException     if base is null
     * @throws IllegalArgumentException if the base's range is not within [−1, 1]
     */
    public static Fractal ridgedMultifractal(Noise base) {
        return create(Type.RIDGED_MULTIFRACTAL, base, 2);
    }

    // ---------------------------------------------------------------- copies

    /**
     * @param seed the fractal's seed; octave 0 uses it, later octaves derived seeds (default: the
     *             base's seed)
     * @return a copy with this seed (this instance if it is the same)
     */
    @Override
    public Fractal withSeed(long seed) {
        return seed == this.seed ? this : copy(seed, octaves, frequency, lacunarity, gain, weightedStrength, offset, h);
    }

    /**
     * @param octaves number of octaves, in [1, 10000] (default 5)
     * @return a copy with this octave count
     * @throws IllegalArgumentException if out of range
     */
    public Fractal withOctaves(int octaves) {
        return copy(seed, octaves, frequency, lacunarity, gain, weightedStrength, offset, h);
    }

    /**
     * @param frequency factor on the coordinates of the first octave, finite and &gt; 0 (default 1;
     *                  the base's own frequency applies on top)
     * @return a copy with this frequency
     * @throws IllegalArgumentException if not finite and positive
     */
    public Fractal withFrequency(double frequency) {
        return copy(seed, octaves, frequency, lacunarity, gain, weightedStrength, offset, h);
    }

    /**
     * @param lacunarity frequency ratio between successive octaves, finite and &gt; 0 (default 2)
     * @return a copy with this lacunarity
     * @throws IllegalArgumentException if not finite and positive
     */
    public Fractal withLacunarity(double lacunarity) {
        return copy(seed, octaves, frequency, lacunarity, gain, weightedStrength, offset, h);
    }

    /**
     * @param gain for fbm, billow and ridged: the amplitude ratio between successive octaves
     *             (persistence), default 0.5; for the ridged multifractal: the feedback gain of the
     *             weights, default 2. Finite and ≥ 0.
     * @return a copy with this gain
     * @throws IllegalArgumentException if negative, NaN or infinite
     */
    public Fractal withGain(double gain) {
        return copy(seed, octaves, frequency, lacunarity, gain, weightedStrength, offset, h);
    }

    /**
     * @param weightedStrength in [0, 1] (default 0): how much each octave's amplitude is damped by the
     *                         low values of the octaves before it (fbm, billow, ridged only)
     * @return a copy with this weighted strength
     * @throws IllegalArgumentException if out of range
     */
    public Fractal withWeightedStrength(double weightedStrength) {
        return copy(seed, octaves, frequency, lacunarity, gain, weightedStrength, offset, h);
    }

    /**
     * @param offset the ridged multifractal's offset, in [0, 10] (default 1)
     * @return a copy with this offset
     * @throws IllegalArgumentException if out of range
     */
    public Fractal withOffset(double offset) {
        return copy(seed, octaves, frequency, lacunarity, gain, weightedStrength, offset, h);
    }

    /**
     * @param h the ridged multifractal's spectral exponent H: octave i has weight
     *          {@code lacunarity^(−i·H)}; in [0, 10] (default 1)
     * @return a copy with this H
     * @throws IllegalArgumentException if out of range
     */
    public Fractal withH(double h) {
        return copy(seed, octaves, frequency, lacunarity, gain, weightedStrength, offset, h);
    }

    private Fractal copy(long seed, int octaves, double frequency, double lacunarity, double gain,
            double weightedStrength, double offset, double h) {
        return new Fractal(new Params(type, base, seed, octaves, frequency, lacunarity, gain, weightedStrength,
                offset, h));
    }

    /** @return which fractal sum */
    public Type type() {
        return type;
    }

    /** @return the base noise (octave 0 uses it with this fractal's seed) */
    public Noise base() {
        return base;
    }

    /** @return the number of octaves requested */
    public int octaves() {
        return octaves;
    }

    /** @return the number of octaves actually summed (those whose amplitude and frequency are usable) */
    public int octavesUsed() {
        return used;
    }

    /** @return the first octave's frequency factor */
    public double frequency() {
        return frequency;
    }

    /** @return the frequency ratio between octaves */
    public double lacunarity() {
        return lacunarity;
    }

    /** @return the gain (amplitude ratio, or the multifractal's feedback gain) */
    public double gain() {
        return gain;
    }

    /** @return the weighted strength */
    public double weightedStrength() {
        return weightedStrength;
    }

    /** @return the multifractal's offset */
    public double offset() {
        return offset;
    }

    /** @return the multifractal's H */
    public double h() {
        return h;
    }

    /**
     * @return the factor applied to the raw sum: {@code 1/Σ aᵢ} over the octaves used (times
     *         {@code 1/S} for the ridged multifractal)
     */
    public double normaliser() {
        return normaliser;
    }

    @Override
    public long seed() {
        return seed;
    }

    /** @return −1, or 0 for the ridged multifractal */
    @Override
    public double min() {
        return type == Type.RIDGED_MULTIFRACTAL ? 0 : -1;
    }

    /** @return 1 */
    @Override
    public double max() {
        return 1;
    }

    private double shape(double n) {
        switch (type) {
            case BILLOW:
                return 2 * Math.abs(n) - 1;
            case RIDGED:
                return 1 - 2 * Math.abs(n);
            default:
                return n;
        }
    }

    private double weightFactor(double o) {
        double t = (o + 1) * 0.5;
        t = t < 0 ? 0 : t > 1 ? 1 : t;
        return 1 - weightedStrength + weightedStrength * t;
    }

    @Override
    public double value(double x, double z) {
        if (type == Type.RIDGED_MULTIFRACTAL) {
            double sum = 0;
            double w = 1;
            for (int i = 0; i < used; i++) {
                double f = octaveFrequency[i];
                double s = offset - Math.abs(octaveNoise[i].value(x * f, z * f));
                double sig = s * s * w;
                sum += sig * amplitude[i];
                w = clamp01(sig * gain);
            }
            return sum * normaliser;
        }
        double sum = 0;
        double m = 1;
        boolean weighted = weightedStrength > 0;
        for (int i = 0; i < used; i++) {
            double f = octaveFrequency[i];
            double o = shape(octaveNoise[i].value(x * f, z * f));
            sum += amplitude[i] * m * o;
            if (weighted) {
                m *= weightFactor(o);
            }
        }
        return sum * normaliser;
    }

    @Override
    public double value(double x, double y, double z) {
        if (type == Type.RIDGED_MULTIFRACTAL) {
            double sum = 0;
            double w = 1;
            for (int i = 0; i < used; i++) {
                double f = octaveFrequency[i];
                double s = offset - Math.abs(octaveNoise[i].value(x * f, y * f, z * f));
                double sig = s * s * w;
                sum += sig * amplitude[i];
                w = clamp01(sig * gain);
            }
            return sum * normaliser;
        }
        double sum = 0;
        double m = 1;
        boolean weighted = weightedStrength > 0;
        for (int i = 0; i < used; i++) {
            double f = octaveFrequency[i];
            double o = shape(octaveNoise[i].value(x * f, y * f, z * f));
            sum += amplitude[i] * m * o;
            if (weighted) {
                m *= weightFactor(o);
            }
        }
        return sum * normaliser;
    }

    private static double clamp01(double v) {
        return v < 0 ? 0 : v > 1 ? 1 : v;
    }

    @Override
    public NoiseSample sample(double x, double z, NoiseSample dest) {
        return sampleAny(x, 0, z, false, dest);
    }

    @Override
    public NoiseSample sample(double x, double y, double z, NoiseSample dest) {
        return sampleAny(x, y, z, true, dest);
    }

    private NoiseSample sampleAny(double x, double y, double z, boolean three, NoiseSample d) {
        Objects.requireNonNull(d, "dest");
        double sum = 0;
        double gx = 0;
        double gy = 0;
        double gz = 0;
        if (type == Type.RIDGED_MULTIFRACTAL) {
            double w = 1;
            double wx = 0;
            double wy = 0;
            double wz = 0;
            for (int i = 0; i < used; i++) {
                double f = octaveFrequency[i];
                if (three) {
                    octaveNoise[i].sample(x * f, y * f, z * f, d);
                } else {
                    octaveNoise[i].sample(x * f, z * f, d);
                }
                double n = d.value;
                double sgn = n >= 0 ? -f : f;
                double s = offset - Math.abs(n);
                double sx = sgn * d.dx;
                double sy = sgn * d.dy;
                double sz = sgn * d.dz;
                double sig = s * s * w;
                double ix = 2 * s * sx * w + s * s * wx;
                double iy = 2 * s * sy * w + s * s * wy;
                double iz = 2 * s * sz * w + s * s * wz;
                double a = amplitude[i];
                sum += sig * a;
                gx += ix * a;
                gy += iy * a;
                gz += iz * a;
                double nw = sig * gain;
                if (nw > 0 && nw < 1) {
                    w = nw;
                    wx = gain * ix;
                    wy = gain * iy;
                    wz = gain * iz;
                } else {
                    w = clamp01(nw);
                    wx = 0;
                    wy = 0;
                    wz = 0;
                }
            }
        } else {
            double m = 1;
            double mx = 0;
            double my = 0;
            double mz = 0;
            boolean weighted = weightedStrength > 0;
            for (int i = 0; i < used; i++) {
                double f = octaveFrequency[i];
                if (three) {
                    octaveNoise[i].sample(x * f, y * f, z * f, d);
                } else {
                    octaveNoise[i].sample(x * f, z * f, d);
                }
                double n = d.value;
                double o = shape(n);
                double k;
                switch (type) {
                    case BILLOW:
                        k = n >= 0 ? 2 * f : -2 * f;
                        break;
                    case RIDGED:
                        k = n >= 0 ? -2 * f : 2 * f;
                        break;
                    default:
                        k = f;
                        break;
                }
                double ox = k * d.dx;
                double oy = k * d.dy;
                double oz = k * d.dz;
                double a = amplitude[i];
                sum += a * m * o;
                gx += a * (mx * o + m * ox);
                gy += a * (my * o + m * oy);
                gz += a * (mz * o + m * oz);
                if (weighted) {
                    double t = (o + 1) * 0.5;
                    double q = weightFactor(o);
                    double dq = t > 0 && t < 1 ? weightedStrength * 0.5 : 0;
                    mx = mx * q + m * dq * ox;
                    my = my * q + m * dq * oy;
                    mz = mz * q + m * dq * oz;
                    m *= q;
                }
            }
        }
        d.value = sum * normaliser;
        d.dx = gx * normaliser;
        d.dy = three ? gy * normaliser : 0;
        d.dz = gz * normaliser;
        return d;
    }

    /**
     * Fast row: the octaves' own row fills, summed in the same order as {@link #value(double, double)}
     * (bit-identical when the base's row fill is, as for Perlin and value noise). Falls back to point
     * calls when {@code scale ≠ 1}.
     */
    @Override
    public void valuesAlongRow(double originX, double spacingX, double z, double scale,
            double[] dest, int offset, int count) {
        Objects.checkFromIndexSize(offset, count, dest.length);
        if (scale != 1.0) {
            Noise.super.valuesAlongRow(originX, spacingX, z, scale, dest, offset, count);
            return;
        }
        double[] tmp = new double[count];
        double[] sum = new double[count];
        boolean multi = type == Type.RIDGED_MULTIFRACTAL;
        boolean weighted = weightedStrength > 0;
        double[] m = null;
        if (multi || type != Type.FBM || weighted) {
            m = new double[count];
            java.util.Arrays.fill(m, 1);
        }
        for (int i = 0; i < used; i++) {
            double f = octaveFrequency[i];
            double a = amplitude[i];
            octaveNoise[i].valuesAlongRow(originX, spacingX, z, f, tmp, 0, count);
            if (multi) {
                accumulateMultifractal(tmp, sum, m, a, count);
            } else if (type == Type.FBM && !weighted) {
                accumulateFbm(tmp, sum, a, count);
            } else {
                accumulateShaped(tmp, sum, m, a, weighted, count);
            }
        }
        for (int c = 0; c < count; c++) {
            dest[offset + c] = sum[c] * normaliser;
        }
    }

    // The accumulation loops live in their own methods: in the same compiled method as an inlined row
    // kernel they slowed the kernel down (see GridFill).

    private static void accumulateFbm(double[] tmp, double[] sum, double a, int count) {
        for (int c = 0; c < count; c++) {
            sum[c] += a * 1.0 * tmp[c];
        }
    }

    private void accumulateMultifractal(double[] tmp, double[] sum, double[] m, double a, int count) {
        for (int c = 0; c < count; c++) {
            double s = this.offset - Math.abs(tmp[c]);
            double sig = s * s * m[c];
            sum[c] += sig * a;
            m[c] = clamp01(sig * gain);
        }
    }

    private void accumulateShaped(double[] tmp, double[] sum, double[] m, double a, boolean weighted, int count) {
        for (int c = 0; c < count; c++) {
            double o = shape(tmp[c]);
            sum[c] += a * m[c] * o;
            if (weighted) {
                m[c] *= weightFactor(o);
            }
        }
    }

    @Override
    public String toString() {
        return "Fractal[" + type + ", base=" + base + ", seed=" + seed + ", octaves=" + octaves + " (used "
                + used + "), frequency=" + frequency + ", lacunarity=" + lacunarity + ", gain=" + gain
                + ", weightedStrength=" + weightedStrength
                + (type == Type.RIDGED_MULTIFRACTAL ? ", offset=" + offset + ", h=" + h : "") + "]";
    }
}
