package org.terrain4j.world.sky;

import java.util.Objects;

/**
 * The light and air at one moment of the day, as {@link DayCycle#at(double)} gives it. Ground is lit
 * by {@link #light(Direction)}: the fill light plus the sun's colour times its strength times the cosine
 * between the ground's normal and the sun (Lambert's law, clamped at zero), a factor on the ground's
 * linear-light colour. Immutable and thread-safe; equal when every value is equal.
 *
 * @since 0.1
 */
public final class Sky {

    private final double phase;
    private final LinearRgb sky;
    private final LinearRgb fog;
    private final Direction sun;
    private final LinearRgb sunColour;
    private final double sunStrength;
    private final LinearRgb fill;
    private final double daylight;

    Sky(double phase, LinearRgb sky, LinearRgb fog, Direction sun, LinearRgb sunColour, double sunStrength,
            LinearRgb fill, double daylight) {
        this.phase = phase;
        this.sky = Objects.requireNonNull(sky, "sky");
        this.fog = Objects.requireNonNull(fog, "fog");
        this.sun = Objects.requireNonNull(sun, "sun");
        this.sunColour = Objects.requireNonNull(sunColour, "sunColour");
        this.sunStrength = sunStrength;
        this.fill = Objects.requireNonNull(fill, "fill");
        this.daylight = daylight;
    }

    /** @return the phase of the day, [0, 1): 0 midnight, 0.25 dawn, 0.5 noon, 0.75 dusk */
    public double phase() {
        return phase;
    }

    /** @return the sky's colour, linear RGB */
    public LinearRgb sky() {
        return sky;
    }

    /** @return the fog's colour, linear RGB */
    public LinearRgb fog() {
        return fog;
    }

    /**
     * @return unit vector towards the sun (x east, y up, z south); held a little over the horizon while the
     *         sun is down ({@link DayCycle#holdDegrees()})
     */
    public Direction sun() {
        return sun;
    }

    /** @return the sun's colour, linear RGB, channels in [0, 1] */
    public LinearRgb sunColour() {
        return sunColour;
    }

    /** @return the sun's strength, ≥ 0 (a factor on {@link #sunColour()}) */
    public double sunStrength() {
        return sunStrength;
    }

    /** @return the fill (ambient) light, linear RGB, already scaled by its strength */
    public LinearRgb fill() {
        return fill;
    }

    /** @return how much daylight there is to throw back from water, [0, 1]: 1 at noon, 0 at midnight */
    public double daylight() {
        return daylight;
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

    @Override
    public boolean equals(Object o) {
        return o instanceof Sky s && Double.compare(phase, s.phase) == 0 && sky.equals(s.sky) && fog.equals(s.fog)
                && sun.equals(s.sun) && sunColour.equals(s.sunColour) && Double.compare(sunStrength, s.sunStrength) == 0
                && fill.equals(s.fill) && Double.compare(daylight, s.daylight) == 0;
    }

    @Override
    public int hashCode() {
        return Objects.hash(phase, sky, fog, sun, sunColour, sunStrength, fill, daylight);
    }

    @Override
    public String toString() {
        return "Sky[phase=" + phase + ", sky=" + sky + ", fog=" + fog + ", sun=" + sun + ", sunColour=" + sunColour
                + ", sunStrength=" + sunStrength + ", fill=" + fill + ", daylight=" + daylight + "]";
    }
}
