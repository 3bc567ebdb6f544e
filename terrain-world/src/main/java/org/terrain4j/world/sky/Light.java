package org.terrain4j.world.sky;

import java.util.Objects;

/**
 * What a keyed moment of the day ({@link DayCycle.Key}) and the light at any moment ({@link Sky}) share,
 * written once: the phase, the sky's and the fog's colours, the sun's colour and strength, the fill light
 * and the daylight. Not API (package-private); its public methods appear on the two classes.
 */
abstract sealed class Light permits DayCycle.Key, Sky {

    final double phase;
    final LinearRgb sky;
    final LinearRgb fog;
    final LinearRgb sunColour;
    final double sunStrength;
    final LinearRgb fill;
    final double daylight;

    /**
     * @throws NullPointerException if a colour is null
     */
    Light(double phase, LinearRgb sky, LinearRgb fog, LinearRgb sunColour, double sunStrength, LinearRgb fill,
            double daylight) {
        this.phase = phase;
        this.sky = Objects.requireNonNull(sky, "sky");
        this.fog = Objects.requireNonNull(fog, "fog");
        this.sunColour = Objects.requireNonNull(sunColour, "sunColour");
        this.sunStrength = sunStrength;
        this.fill = Objects.requireNonNull(fill, "fill");
        this.daylight = daylight;
    }

    /** @return the phase of the day, [0, 1): 0 midnight, 0.25 dawn, 0.5 noon, 0.75 dusk */
    public final double phase() {
        return phase;
    }

    /** @return the sky's colour, linear RGB */
    public final LinearRgb sky() {
        return sky;
    }

    /** @return the fog's colour, linear RGB */
    public final LinearRgb fog() {
        return fog;
    }

    /** @return the sun's colour, linear RGB, channels in [0, 1] */
    public final LinearRgb sunColour() {
        return sunColour;
    }

    /** @return the sun's strength, ≥ 0 (a factor on {@link #sunColour()}) */
    public final double sunStrength() {
        return sunStrength;
    }

    /** @return the fill (ambient) light, linear RGB, already scaled by its strength */
    public final LinearRgb fill() {
        return fill;
    }

    /** @return how much daylight there is to throw back from water, [0, 1]: 1 at noon, 0 at midnight */
    public final double daylight() {
        return daylight;
    }
}
