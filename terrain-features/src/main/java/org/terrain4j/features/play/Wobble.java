package org.terrain4j.features.play;

import java.util.SplittableRandom;

import org.terrain4j.api.internal.Checks;

/**
 * Noise in metres for a play feature's outline: the distance from the feature's centre is moved by at most
 * {@link #amplitude()} metres, whatever the distance (never a share of it: seed 004's outline scaled as a share of
 * distance tripled a ramp's slope far from its centre).
 *
 * <p>The noise is a sum of eight plane waves, {@code n(x, z) = (1/8)·Σ sin(ω_k·(x·cos θ_k + z·sin θ_k) + φ_k)},
 * with directions {@code θ_k = 2π·(k + u_k)/8}, wavelengths {@code 2π/ω_k} drawn in
 * [{@link #wavelength()}, 3·wavelength] and phases in [0, 2π), all drawn from the seed by a
 * {@link SplittableRandom}. So {@code |n| ≤ 1} and its gradient is at most {@code 2π / wavelength} per metre, a
 * bound that holds everywhere (each wave's gradient is at most its ω). A feature moves its distance by
 * {@code amplitude·(n(p) − n(centre))}, so the distance's gradient is at most {@link #slopeFactor()}
 * {@code = 1 + 2π·amplitude/wavelength}, and the feature divides its profile's slope by that factor: its flank,
 * noise and all, is never steeper than its design angle.
 *
 * <p>Immutable and thread-safe. Equal when amplitude, wavelength and seed are.
 *
 * @since 0.1
 */
public final class Wobble {

    /** The largest amplitude, metres. */
    public static final double MAX_AMPLITUDE = 100;
    /** The largest slope factor a wobble may have (it multiplies a feature's footprint). */
    public static final double MAX_SLOPE_FACTOR = 4;
    private static final int WAVES = 8;
    private static final Wobble NONE = new Wobble(0, 1, 0);

    private final double amplitude;
    private final double wavelength;
    private final long seed;
    private final double[] kx = new double[WAVES];
    private final double[] kz = new double[WAVES];
    private final double[] phase = new double[WAVES];

    private Wobble(double amplitude, double wavelength, long seed) {
        this.amplitude = amplitude;
        this.wavelength = wavelength;
        this.seed = seed;
        SplittableRandom random = new SplittableRandom(seed);
        for (int k = 0; k < WAVES; k++) {
            double theta = 2 * Math.PI * (k + random.nextDouble()) / WAVES;
            double omega = 2 * Math.PI / (wavelength * (1 + 2 * random.nextDouble()));
            kx[k] = omega * Math.cos(theta);
            kz[k] = omega * Math.sin(theta);
            phase[k] = 2 * Math.PI * random.nextDouble();
        }
    }

    /**
     * No noise: the outline is a circle.
     *
     * @return the wobble of amplitude 0
     */
    public static Wobble none() {
        return NONE;
    }

    /**
     * A wobble.
     *
     * @param amplitude  the most the distance moves, metres; in [0, {@value #MAX_AMPLITUDE}]
     * @param wavelength the shortest wavelength of its waves, metres; in [1, 10000]
     * @param seed       the seed of its directions, wavelengths and phases
     * @return the wobble
     * @throws IllegalArgumentException naming the parameter if one is out of range, or if
     *                                  {@code 1 + 2π·amplitude/wavelength} exceeds {@value #MAX_SLOPE_FACTOR} (the
     *                                  outline would fold: an amplitude over about half the wavelength)
     */
    public static Wobble of(double amplitude, double wavelength, long seed) {
        Checks.inRange("amplitude", amplitude, 0, MAX_AMPLITUDE);
        Checks.inRange("wavelength", wavelength, 1, 10000);
        double factor = 1 + 2 * Math.PI * amplitude / wavelength;
        if (!(factor <= MAX_SLOPE_FACTOR)) {
            throw new IllegalArgumentException("amplitude must be at most 3·wavelength/(2π) = "
                    + Checks.number(3 * wavelength / (2 * Math.PI)) + " m for a wavelength of " + Checks.number(wavelength)
                    + " m (slope factor 1 + 2π·amplitude/wavelength at most 4), was " + Checks.number(amplitude) + " m");
        }
        return new Wobble(amplitude, wavelength, seed);
    }

    /** @return the most the distance moves, metres */
    public double amplitude() {
        return amplitude;
    }

    /** @return the shortest wavelength, metres */
    public double wavelength() {
        return wavelength;
    }

    /** @return the seed */
    public long seed() {
        return seed;
    }

    /**
     * The bound on the gradient of a distance moved by this wobble: {@code 1 + 2π·amplitude/wavelength} (1 with no
     * amplitude).
     *
     * @return a factor ≥ 1
     */
    public double slopeFactor() {
        return 1 + 2 * Math.PI * amplitude / wavelength;
    }

    /**
     * The noise, in [−1, 1] (times the amplitude it is metres).
     *
     * @param x metres east
     * @param z metres south
     * @return the unit noise
     */
    public double unit(double x, double z) {
        double sum = 0;
        for (int k = 0; k < WAVES; k++) {
            sum += Math.sin(kx[k] * x + kz[k] * z + phase[k]);
        }
        return sum / WAVES;
    }

    /**
     * How far the distance from a centre moves at a point: {@code amplitude·(n(x, z) − n(centre))}, metres, in
     * [−2·amplitude, 2·amplitude] and 0 at the centre.
     *
     * @param x       metres east
     * @param z       metres south
     * @param centreX the centre, metres east
     * @param centreZ the centre, metres south
     * @return metres
     */
    public double offset(double x, double z, double centreX, double centreZ) {
        if (amplitude == 0) {
            return 0;
        }
        return amplitude * (unit(x, z) - unit(centreX, centreZ));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Wobble w && Double.compare(w.amplitude, amplitude) == 0
                && Double.compare(w.wavelength, wavelength) == 0 && w.seed == seed;
    }

    @Override
    public int hashCode() {
        return Double.hashCode(amplitude) * 31 * 31 + Double.hashCode(wavelength) * 31 + Long.hashCode(seed);
    }

    @Override
    public String toString() {
        return "Wobble[" + amplitude + " m, wavelength " + wavelength + " m, seed " + seed + "]";
    }
}
