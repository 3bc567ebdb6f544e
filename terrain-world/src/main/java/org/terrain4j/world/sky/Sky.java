package org.terrain4j.world.sky;

import java.util.Objects;

/**
 * The light and air at one moment of the day, as {@link DayCycle#at(double)} gives it. Ground is lit
 * by {@link #light(Direction)}: the fill light plus the sun's colour times its strength times the cosine
 * between the ground's normal and the sun (Lambert's law, clamped at zero), a factor on the ground's
 * linear-light colour. Immutable and thread-safe.
 *
 * @param phase       the phase of the day, [0, 1): 0 midnight, 0.25 dawn, 0.5 noon, 0.75 dusk
 * @param sky         the sky's colour, linear RGB
 * @param fog         the fog's colour, linear RGB
 * @param sun         unit vector towards the sun (x east, y up, z south); held a little over the horizon
 *                    while the sun is down ({@link DayCycle#holdDegrees()})
 * @param sunColour   the sun's colour, linear RGB, channels in [0, 1]
 * @param sunStrength the sun's strength, ≥ 0 (a factor on {@code sunColour})
 * @param fill        the fill (ambient) light, linear RGB, already scaled by its strength
 * @param daylight    how much daylight there is to throw back from water, [0, 1]: 1 at noon, 0 at midnight
 * @since 0.1
 */
public record Sky(double phase, LinearRgb sky, LinearRgb fog, Direction sun, LinearRgb sunColour,
                  double sunStrength, LinearRgb fill, double daylight) {

    /**
     * @throws NullPointerException     if a colour or the sun is null
     * @throws IllegalArgumentException if phase is outside [0, 1), sunStrength is negative or not finite,
     *                                  or daylight is outside [0, 1]
     */
    public Sky {
        Objects.requireNonNull(sky, "sky");
        Objects.requireNonNull(fog, "fog");
        Objects.requireNonNull(sun, "sun");
        Objects.requireNonNull(sunColour, "sunColour");
        Objects.requireNonNull(fill, "fill");
        if (!(phase >= 0 && phase < 1)) {
            throw new IllegalArgumentException("phase must be in [0, 1), was " + phase);
        }
        if (!(sunStrength >= 0 && sunStrength < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("sunStrength must be finite and >= 0, was " + sunStrength);
        }
        if (!(daylight >= 0 && daylight <= 1)) {
            throw new IllegalArgumentException("daylight must be in [0, 1], was " + daylight);
        }
    }

    /**
     * The light falling on ground with this normal: {@code fill + sunColour · sunStrength · max(0, n · sun)}.
     *
     * @param normal the ground's unit normal
     * @return the factor on the ground's linear colour, channel by channel
     */
    public LinearRgb light(Direction normal) {
        double lambert = Math.max(0, normal.dot(sun)) * sunStrength;
        return new LinearRgb(fill.red() + sunColour.red() * lambert, fill.green() + sunColour.green() * lambert,
                fill.blue() + sunColour.blue() * lambert);
    }
}
