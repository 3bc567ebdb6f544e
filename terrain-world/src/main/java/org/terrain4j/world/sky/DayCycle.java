package org.terrain4j.world.sky;

import java.util.List;

/**
 * A day as a pure function of its phase (seed 002): sky, fog, sun colour and strength, fill light and
 * daylight are keyed at midnight, dawn, noon and dusk, and a phase between two keys is the blend of those
 * two, weighted by the smoothstep {@code w = s²(3 − 2s)} of the fraction {@code s} of the way from the
 * earlier key to the later (so every quantity is continuous, with zero slope at each key); the sun walks a
 * great circle and is held {@link #holdDegrees()} over the horizon while it is down, so the ground keeps
 * its shape after dark.
 *
 * <p><b>Noon is the undayed light.</b> At phase 0.5 the sun stands where {@link org.terrain4j.world.WorldPng}'s
 * shaded image puts its light (azimuth 315°, altitude 45°, GDAL's hillshade convention), white, with the
 * fill and the sun's strength of that image ({@link #UNDAYED_FILL}, {@link #UNDAYED_SUN}): a world lit at
 * noon is the world as it was drawn before it had a day.
 *
 * <p><b>The sun's arc.</b> With hour angle {@code h = 2π(phase − 0.5)}, the unheld direction is
 * {@code cos h · N − sin h · E}, where {@code N} is the noon direction and {@code E} the horizontal unit
 * vector at right angles to it (azimuth 45°): the sun is on the horizon at dawn (towards azimuth 45°) and
 * dusk (towards 225°), at its highest at noon and lowest at midnight. Below {@code holdDegrees} of
 * elevation the direction keeps its azimuth and is lifted to that elevation.
 *
 * <p>Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class DayCycle {

    /** Midnight's phase. */
    public static final double MIDNIGHT = 0;
    /** Dawn's phase: the sun on the rising horizon. */
    public static final double DAWN = 0.25;
    /** Noon's phase: the undayed light. */
    public static final double NOON = 0.5;
    /** Dusk's phase: the sun on the setting horizon. */
    public static final double DUSK = 0.75;

    /** The undayed sun's azimuth, degrees clockwise from north (GDAL's hillshade default, as WorldPng). */
    public static final double UNDAYED_AZIMUTH = 315;
    /** The undayed sun's altitude, degrees (GDAL's hillshade default, as WorldPng). */
    public static final double UNDAYED_ALTITUDE = 45;
    /** The undayed fill light, grey: WorldPng's ambient term, 0.35. */
    public static final double UNDAYED_FILL = 0.35;
    /**
     * The undayed sun's strength: WorldPng's direct term, {@code 0.65 · 0.75 / sin 45°} ≈ 0.6894, so flat
     * ground is lit {@code 0.35 + 0.65 · 0.75 = 0.8375}.
     */
    public static final double UNDAYED_SUN = 0.65 * 0.75 / Math.sin(Math.toRadians(UNDAYED_ALTITUDE));

    /**
     * One keyed moment: the values {@link DayCycle#at(double)} gives at its phase. Immutable.
     */
    public static final class Key extends Light {
        private Key(double phase, LinearRgb sky, LinearRgb fog, LinearRgb sunColour, double sunStrength, LinearRgb fill,
                double daylight) {
            super(phase, sky, fog, sunColour, sunStrength, fill, daylight);
        }
    }

    private static final DayCycle STANDARD = new DayCycle(List.of(
            new Key(MIDNIGHT, LinearRgb.fromSrgb(0x0B1226), LinearRgb.fromSrgb(0x161D30),
                    LinearRgb.fromSrgb(0xA8BCFF), 0.12, new LinearRgb(0.030, 0.038, 0.070), 0),
            new Key(DAWN, LinearRgb.fromSrgb(0xE0A080), LinearRgb.fromSrgb(0xD2A890),
                    LinearRgb.fromSrgb(0xFFB878), 0.40, new LinearRgb(0.20, 0.17, 0.19), 0.4),
            new Key(NOON, LinearRgb.fromSrgb(0x8CB8E6), LinearRgb.fromSrgb(0xBCD0E4),
                    LinearRgb.WHITE, UNDAYED_SUN, new LinearRgb(UNDAYED_FILL, UNDAYED_FILL, UNDAYED_FILL), 1),
            new Key(DUSK, LinearRgb.fromSrgb(0xD27A5C), LinearRgb.fromSrgb(0xBE8E7C),
                    LinearRgb.fromSrgb(0xFF9858), 0.32, new LinearRgb(0.17, 0.13, 0.16), 0.35)),
            5);

    private final List<Key> keys;
    private final double hold;
    private final Direction noon;
    private final Direction east;

    private DayCycle(List<Key> keys, double holdDegrees) {
        this.keys = List.copyOf(keys);
        this.hold = holdDegrees;
        double az = Math.toRadians(UNDAYED_AZIMUTH);
        double alt = Math.toRadians(UNDAYED_ALTITUDE);
        this.noon = Direction.normalised(Math.cos(alt) * Math.sin(az), Math.sin(alt), -Math.cos(alt) * Math.cos(az));
        double ea = az + Math.PI / 2;
        this.east = Direction.normalised(Math.sin(ea), 0, -Math.cos(ea));
    }

    /**
     * The day of seed 002 as this library keys it: midnight (dark blue, a faint cold light), dawn and dusk
     * (warm, low), noon (the undayed light under a pale blue sky); the sun held 5° over the horizon.
     *
     * @return the standard day; one shared instance
     */
    public static DayCycle standard() {
        return STANDARD;
    }

    /** @return the keyed moments, in phase order (an unmodifiable list) */
    public List<Key> keys() {
        return keys;
    }

    /** @return how far over the horizon the sun is held while it is down, degrees (5 for the standard day) */
    public double holdDegrees() {
        return hold;
    }

    /**
     * The sun's direction on its arc, before it is held over the horizon.
     *
     * @param phase the phase of the day, finite; wrapped into [0, 1)
     * @return unit vector towards the sun; below the horizon (y &lt; 0) at night
     * @throws IllegalArgumentException if phase is NaN or infinite
     */
    public Direction arc(double phase) {
        double p = wrap(phase);
        double h = 2 * Math.PI * (p - 0.5);
        double c = Math.cos(h);
        double s = Math.sin(h);
        return Direction.normalised(c * noon.x() - s * east.x(), c * noon.y() - s * east.y(), c * noon.z() - s * east.z());
    }

    /**
     * The light and air at a phase of the day.
     *
     * @param phase the phase, finite; wrapped into [0, 1) (1.25 is dawn, −0.5 noon)
     * @return the sky at that moment
     * @throws IllegalArgumentException if phase is NaN or infinite
     */
    public Sky at(double phase) {
        double p = wrap(phase);
        int n = keys.size();
        int i = n - 1;
        while (i > 0 && keys.get(i).phase() > p) {
            i--;
        }
        Key a = keys.get(i);
        Key b = keys.get((i + 1) % n);
        double span = (b.phase() - a.phase() + 1) % 1;
        if (span == 0) {
            span = 1;
        }
        double s = ((p - a.phase() + 1) % 1) / span;
        double w = s * s * (3 - 2 * s);
        Direction arc = arc(p);
        double minY = Math.sin(Math.toRadians(hold));
        Direction sun = arc;
        if (arc.y() < minY) {
            double hx = arc.x();
            double hz = arc.z();
            double k = Math.cos(Math.toRadians(hold)) / Math.sqrt(hx * hx + hz * hz);
            sun = Direction.normalised(hx * k, minY, hz * k);
        }
        return new Sky(p, a.sky().mix(b.sky(), w), a.fog().mix(b.fog(), w), sun,
                a.sunColour().mix(b.sunColour(), w), a.sunStrength() + (b.sunStrength() - a.sunStrength()) * w,
                a.fill().mix(b.fill(), w), a.daylight() + (b.daylight() - a.daylight()) * w);
    }

    private static double wrap(double phase) {
        if (!(Math.abs(phase) < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("phase must be finite, was " + phase);
        }
        double p = phase - Math.floor(phase);
        return p >= 1 ? 0 : p;
    }
}
