package org.terrain4j.world.sky;

import java.util.Objects;

/**
 * A water surface that rides two crossing wave trains (seed 002), as pure functions of world position,
 * time and the distance to the shore, so two tiles work out the same surface where they meet.
 *
 * <p><b>Height.</b> A sum of sines (Finch, "Effective Water Simulation from Physical Models", GPU Gems,
 * 2004, §1.2): {@code η(x, z, t) = b(d) · Σᵢ Aᵢ sin(kᵢ (x cos θᵢ − z sin θᵢ) − ωᵢ t + φᵢ)}, i = 1, 2,
 * with wavenumber {@code k = 2π / λ} and the deep-water dispersion relation {@code ω² = g k}, g = 9.81 m/s²
 * (Tessendorf, "Simulating Ocean Water", SIGGRAPH course notes, 2001, §3.2). A train's heading θ is the
 * direction it travels, degrees anticlockwise from east seen from above (x east, −z north).
 *
 * <p><b>The bank.</b> {@code b(d) = u²(3 − 2u)}, {@code u = clamp(d / bank, 0, 1)}, with d the distance to
 * the shore in metres: the swell is exactly zero at the bank (d = 0) and whole {@code bank} metres out.
 *
 * <p><b>Normal.</b> The unit normal of the surface {@code y = η(x, z)}: {@code (−∂η/∂x, 1, −∂η/∂z)}
 * normalised, differentiated in closed form (including the bank factor's slope, from the gradient of d).
 *
 * <p><b>Sheen.</b> On the face of each crest — the half of the wave ahead of the crest, where
 * {@code sin ψ > 0} and {@code cos ψ < 0} for the train's phase ψ — {@code fᵢ = 2 max(0, sin ψ) max(0, −cos ψ)},
 * which is 1 at ψ = 3π/4 and 0 off the face; the sheen is {@code min(1, f₁² + f₂²) · b(d) · daylight},
 * drawn in {@link #SHEEN}, a colour the land is never painted.
 *
 * <p><b>Detail at a distance.</b> A picture samples the surface once a pixel; a train whose crests are only a
 * few pixels apart is drawn as a regular lattice of bright lines (aliasing), which real water seen from far
 * off does not show. Given the footprint of the pixel being drawn (metres of surface one pixel spans), each
 * train is weighted by its <em>detail</em> {@code δᵢ = 1 − s(λᵢ / FULL_PIXELS, λᵢ / FLAT_PIXELS, footprint)},
 * s the smoothstep: whole while a wavelength spans {@value #FULL_PIXELS} pixels or more, nothing at
 * {@value #FLAT_PIXELS} or fewer (a prefilter in the manner of texture mipmapping; Williams, "Pyramidal
 * Parametrics", SIGGRAPH 1983). The normal is that of the surface with each train's amplitude scaled by δᵢ;
 * the sheen takes {@code δᵢ fᵢ² + (1 − δᵢ) / 8}, {@code 1/8} being the mean of {@code fᵢ²} over a period, so
 * far water is flat with the crests' mean sheen. A footprint of 0 is full detail (the plain methods).
 *
 * <p>Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class Water {

    /** Pixels a wavelength spans at and above which a train is drawn whole. */
    public static final double FULL_PIXELS = 24;

    /** Pixels a wavelength spans at and below which a train is drawn as its mean: flat, its mean sheen. */
    public static final double FLAT_PIXELS = 6;

    /** The mean over a period of one train's face term {@code f²}. */
    public static final double MEAN_FACE = 0.125;

    /** Standard gravity, m/s². */
    public static final double GRAVITY = 9.81;

    /**
     * The sheen's colour, linear RGB: a pale green-cyan (sRGB {@code #B8FFE8}) that no standard element's
     * gradient reaches (the elements' water is blue, their snow grey-white; a test checks every preset).
     */
    public static final LinearRgb SHEEN = LinearRgb.fromSrgb(0xB8FFE8);

    /**
     * One wave train.
     *
     * @param amplitude      half the crest-to-trough height, metres, ≥ 0
     * @param wavelength     crest to crest, metres, &gt; 0
     * @param headingDegrees the direction of travel, degrees anticlockwise from east seen from above
     * @param phase          the phase at the origin at time 0, radians
     */
    public record Train(double amplitude, double wavelength, double headingDegrees, double phase) {

        /**
         * @param amplitude      half the crest-to-trough height, metres, ≥ 0
         * @param wavelength     crest to crest, metres, &gt; 0
         * @param headingDegrees the direction of travel, degrees anticlockwise from east seen from above
         * @param phase          the phase at the origin at time 0, radians
         * @throws IllegalArgumentException naming the field if amplitude is negative, wavelength not
         *                                  positive, or a value NaN or infinite
         */
        public Train {
            if (!(amplitude >= 0 && amplitude < Double.POSITIVE_INFINITY)) {
                throw new IllegalArgumentException("amplitude must be finite and >= 0 m, was " + amplitude);
            }
            if (!(wavelength > 0 && wavelength < Double.POSITIVE_INFINITY)) {
                throw new IllegalArgumentException("wavelength must be finite and > 0 m, was " + wavelength);
            }
            if (!(Math.abs(headingDegrees) < Double.POSITIVE_INFINITY)) {
                throw new IllegalArgumentException("headingDegrees must be finite, was " + headingDegrees);
            }
            if (!(Math.abs(phase) < Double.POSITIVE_INFINITY)) {
                throw new IllegalArgumentException("phase must be finite, was " + phase);
            }
        }

        /** @return the wavenumber 2π/λ, radians per metre */
        public double wavenumber() {
            return 2 * Math.PI / wavelength;
        }

        /** @return the angular frequency √(g k), radians per second (deep water) */
        public double angularFrequency() {
            return Math.sqrt(GRAVITY * wavenumber());
        }
    }

    private static final Water STANDARD = new Water(new Train(0.9, 230, 20, 0), new Train(0.55, 147, 115, 1.3), 160);

    private final Train first;
    private final Train second;
    private final double bank;
    private final double[] kx = new double[2];
    private final double[] kz = new double[2];
    private final double[] omega = new double[2];
    private final double[] amp = new double[2];
    private final double[] phi = new double[2];
    private final double[] wavelength = new double[2];

    private Water(Train first, Train second, double bank) {
        this.first = first;
        this.second = second;
        this.bank = bank;
        Train[] t = {first, second};
        for (int i = 0; i < 2; i++) {
            double k = t[i].wavenumber();
            double th = Math.toRadians(t[i].headingDegrees());
            kx[i] = k * Math.cos(th);
            kz[i] = -k * Math.sin(th);
            omega[i] = t[i].angularFrequency();
            amp[i] = t[i].amplitude();
            phi[i] = t[i].phase();
            wavelength[i] = t[i].wavelength();
        }
    }

    /**
     * The water of seed 002 scaled to the standard world (16 km, 80 m between samples, seen from the air):
     * trains of 0.9 m × 230 m heading 20° and 0.55 m × 147 m heading 115° (crossing at 95°; the lengths
     * share no small common multiple), the swell whole 160 m (two samples) from the bank. A grid 80 m
     * apart carries the swell's height only roughly (the shorter train is under two samples a wave); the
     * normal and the sheen are evaluated where they are drawn (per pixel in the viewer), so they are exact.
     *
     * @return the standard water; one shared instance
     */
    public static Water standard() {
        return STANDARD;
    }

    /**
     * @param first  the first wave train
     * @param second the second wave train
     * @param bank   metres from the shore over which the swell rises from nothing to whole, &gt; 0
     * @return the water
     * @throws NullPointerException     if a train is null
     * @throws IllegalArgumentException if bank is not finite and positive
     */
    public static Water of(Train first, Train second, double bank) {
        Objects.requireNonNull(first, "first");
        Objects.requireNonNull(second, "second");
        if (!(bank > 0 && bank < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("bank must be finite and > 0 m, was " + bank);
        }
        return new Water(first, second, bank);
    }

    /**
     * This water at another scale: every wavelength, amplitude and the bank multiplied by {@code factor}
     * (the standard water, made for samples 80 m apart, scaled by 2/80 suits ground sampled 2 m apart).
     * Under deep-water dispersion the scaled surface is the same motion sped up by 1/√factor (a quarter
     * of the size runs twice as fast): {@code scaled(f).height(f·x, f·z, √f·t, f·d) = f · height(x, z, t, d)}.
     *
     * @param factor the scale, in [{@value #MIN_SCALE}, {@value #MAX_SCALE}]
     * @return the scaled water
     * @throws IllegalArgumentException if factor is outside that range or NaN
     */
    public Water scaled(double factor) {
        if (!(factor >= MIN_SCALE && factor <= MAX_SCALE)) {
            throw new IllegalArgumentException("factor must be in [" + MIN_SCALE + ", " + MAX_SCALE + "], was " + factor);
        }
        return of(scale(first, factor), scale(second, factor), bank * factor);
    }

    /** The least scale {@link #scaled} takes (standard waves at 1e-6 are 0.15 mm long). */
    public static final double MIN_SCALE = 1e-6;
    /** The largest scale {@link #scaled} takes. */
    public static final double MAX_SCALE = 1e6;

    private static Train scale(Train t, double f) {
        return new Train(t.amplitude() * f, t.wavelength() * f, t.headingDegrees(), t.phase());
    }

    /** @return the first train */
    public Train first() {
        return first;
    }

    /** @return the second train */
    public Train second() {
        return second;
    }

    /** @return the bank width, metres */
    public double bank() {
        return bank;
    }

    /**
     * @param shoreDistance metres to the shore; clamped at 0
     * @return the bank factor b(d), [0, 1]
     */
    public double bankFactor(double shoreDistance) {
        double u = Math.max(0, Math.min(1, shoreDistance / bank));
        return u * u * (3 - 2 * u);
    }

    private double bankSlope(double shoreDistance) {
        double u = shoreDistance / bank;
        if (!(u > 0 && u < 1)) {
            return 0;
        }
        return 6 * u * (1 - u) / bank;
    }

    /**
     * How much of a train a pixel spanning {@code footprint} metres draws: {@code 1 − s(λ / FULL_PIXELS,
     * λ / FLAT_PIXELS, footprint)}, s the smoothstep {@code u²(3 − 2u)}.
     *
     * @param train     the train (its wavelength λ)
     * @param footprint metres of surface one pixel spans, ≥ 0
     * @return the detail, [0, 1]: 1 for footprints up to λ / {@value #FULL_PIXELS}, 0 from λ / {@value #FLAT_PIXELS}
     * @throws NullPointerException     if train is null
     * @throws IllegalArgumentException if footprint is negative or not finite
     */
    public static double detail(Train train, double footprint) {
        Objects.requireNonNull(train, "train");
        checkFootprint(footprint);
        return detail(train.wavelength(), footprint);
    }

    private static double detail(double wavelength, double footprint) {
        double lo = wavelength / FULL_PIXELS;
        double hi = wavelength / FLAT_PIXELS;
        double u = Math.max(0, Math.min(1, (footprint - lo) / (hi - lo)));
        return 1 - u * u * (3 - 2 * u);
    }

    private static void checkFootprint(double footprint) {
        if (!(footprint >= 0 && footprint < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("footprint must be finite and >= 0 m, was " + footprint);
        }
    }

    private double psi(int i, double x, double z, double t) {
        return kx[i] * x + kz[i] * z - omega[i] * t + phi[i];
    }

    /**
     * The swell's height over the still surface.
     *
     * @param x             east, metres
     * @param z             south, metres
     * @param t             time, seconds
     * @param shoreDistance metres to the nearest shore, ≥ 0 (smaller values are taken as 0)
     * @return η, metres, in [−(A₁ + A₂), A₁ + A₂]
     */
    public double height(double x, double z, double t, double shoreDistance) {
        double s = amp[0] * Math.sin(psi(0, x, z, t)) + amp[1] * Math.sin(psi(1, x, z, t));
        return bankFactor(shoreDistance) * s;
    }

    /**
     * The surface's unit normal.
     *
     * @param x             east, metres
     * @param z             south, metres
     * @param t             time, seconds
     * @param shoreDistance metres to the nearest shore
     * @param shoreGradX    ∂d/∂x of the shore distance, dimensionless (1 for a shore due west of straight water)
     * @param shoreGradZ    ∂d/∂z of the shore distance
     * @return the normal, pointing up
     */
    public Direction normal(double x, double z, double t, double shoreDistance, double shoreGradX, double shoreGradZ) {
        return normal(x, z, t, shoreDistance, shoreGradX, shoreGradZ, 0);
    }

    /**
     * The surface's unit normal as drawn by a pixel spanning {@code footprint} metres: each train's amplitude
     * scaled by its {@linkplain #detail(Train, double) detail}.
     *
     * @param x             east, metres
     * @param z             south, metres
     * @param t             time, seconds
     * @param shoreDistance metres to the nearest shore
     * @param shoreGradX    ∂d/∂x of the shore distance
     * @param shoreGradZ    ∂d/∂z of the shore distance
     * @param footprint     metres of surface one pixel spans, ≥ 0 (0: full detail, as the six-argument method)
     * @return the normal, pointing up; straight up where both trains are faded out and the bank is whole
     * @throws IllegalArgumentException if footprint is negative or not finite
     */
    public Direction normal(double x, double z, double t, double shoreDistance, double shoreGradX, double shoreGradZ,
            double footprint) {
        checkFootprint(footprint);
        double s = 0;
        double sx = 0;
        double sz = 0;
        for (int i = 0; i < 2; i++) {
            double p = psi(i, x, z, t);
            double a = amp[i] * detail(wavelength[i], footprint);
            s += a * Math.sin(p);
            double c = a * Math.cos(p);
            sx += c * kx[i];
            sz += c * kz[i];
        }
        double b = bankFactor(shoreDistance);
        double db = bankSlope(shoreDistance);
        double gx = b * sx + db * shoreGradX * s;
        double gz = b * sz + db * shoreGradZ * s;
        return Direction.normalised(-gx, 1, -gz);
    }

    /**
     * How strongly the crests' faces shine.
     *
     * @param x             east, metres
     * @param z             south, metres
     * @param t             time, seconds
     * @param shoreDistance metres to the nearest shore
     * @param daylight      the sky's daylight, [0, 1] ({@link Sky#daylight()})
     * @return the sheen, [0, 1]: the weight of {@link #SHEEN} over the water's colour
     */
    public double sheen(double x, double z, double t, double shoreDistance, double daylight) {
        return sheen(x, z, t, shoreDistance, daylight, 0);
    }

    /**
     * How strongly the crests' faces shine as drawn by a pixel spanning {@code footprint} metres: each train's
     * face term blended towards its mean {@value #MEAN_FACE} as its {@linkplain #detail(Train, double) detail}
     * falls.
     *
     * @param x             east, metres
     * @param z             south, metres
     * @param t             time, seconds
     * @param shoreDistance metres to the nearest shore
     * @param daylight      the sky's daylight, [0, 1]
     * @param footprint     metres of surface one pixel spans, ≥ 0 (0: full detail, as the five-argument method)
     * @return the sheen, [0, 1]; where both trains are faded out, {@code 2 · MEAN_FACE · b(d) · daylight}
     * @throws IllegalArgumentException if footprint is negative or not finite
     */
    public double sheen(double x, double z, double t, double shoreDistance, double daylight, double footprint) {
        checkFootprint(footprint);
        double f = 0;
        for (int i = 0; i < 2; i++) {
            double p = psi(i, x, z, t);
            double face = 2 * Math.max(0, Math.sin(p)) * Math.max(0, -Math.cos(p));
            double dt = detail(wavelength[i], footprint);
            f += dt * face * face + (1 - dt) * MEAN_FACE;
        }
        return Math.min(1, f) * bankFactor(shoreDistance) * Math.max(0, Math.min(1, daylight));
    }
}
