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
public final class Sky extends Light {

    private final Direction sun;

    Sky(double phase, LinearRgb sky, LinearRgb fog, Direction sun, LinearRgb sunColour, double sunStrength,
            LinearRgb fill, double daylight) {
        super(phase, sky, fog, sunColour, sunStrength, fill, daylight);
        this.sun = Objects.requireNonNull(sun, "sun");
    }

    /**
     * @return unit vector towards the sun (x east, y up, z south); held a little over the horizon while the
     *         sun is down ({@link DayCycle#holdDegrees()})
     */
    public Direction sun() {
        return sun;
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
