package org.terrain4j.features.play;

import org.terrain4j.api.GroundPoint;

/**
 * An overlook knoll: a rounded hill with a level crown, the first feature seed 004 lays (a 44 m knoll hides what
 * stands behind it, so knolls go before the rest).
 *
 * <pre>
 *   rise(p) = height · (1 − smoothstep(d'(p) / R))      smoothstep(t) = 3t² − 2t³, t clamped to [0, 1]
 *   d'(p)   = |p − centre| + wobble offset (metres)
 *   R       = 1.5 · height · k / tan(flankAngle)          k = the wobble's slope factor
 * </pre>
 * The steepest slope of the profile is {@code 1.5·height/R} (at {@code t = ½}), so the flank stands at most at
 * {@code flankAngle}, noise included. The footprint's radius is {@code R} without noise, {@link #reach()}
 * {@code = R + 2·amplitude} with it. See {@link PlayFeature} for how it meets the ground.
 *
 * <p>Height in (0, 300] m, flank angle in (0, 45]°.
 *
 * <p>Immutable and thread-safe; copies with one setting changed by the {@code withX} methods.
 *
 * @since 0.1
 */
public final class Knoll extends RoundHill {

    /** The default height, metres: seed 004's overlook knoll. */
    public static final double DEFAULT_HEIGHT = 44;
    /** The default flank angle, degrees. */
    public static final double DEFAULT_FLANK_ANGLE = 24;

    /**
     * Checks the settings.
     *
     * @param name       as its accessor
     * @param centre     as its accessor
     * @param height     as its accessor
     * @param flankAngle as its accessor
     * @param wobble     as its accessor
     * @throws IllegalArgumentException naming the parameter, its value and range
     * @throws NullPointerException     if name, centre or wobble is null
     */
    private Knoll(String name, GroundPoint centre, double height, double flankAngle, Wobble wobble) {
        super(45, name, centre, height, flankAngle, wobble);
    }

    /**
     * A knoll named "knoll", {@value #DEFAULT_HEIGHT} m high, flank {@value #DEFAULT_FLANK_ANGLE}°, a wobble of 4 m
     * at 60 m wavelength, seed 0.
     *
     * @param x the centre, metres east; finite
     * @param z the centre, metres south; finite
     * @return the knoll
     * @throws IllegalArgumentException if a coordinate is not finite
     */
    public static Knoll at(double x, double z) {
        return new Knoll("knoll", new GroundPoint(x, z), DEFAULT_HEIGHT, DEFAULT_FLANK_ANGLE, Wobble.of(4, 60, 0));
    }

    /**
     * @param name the name; not blank
     * @return a copy with this name
     */
    public Knoll withName(String name) {
        return new Knoll(name, centre(), height(), flankAngle(), wobble());
    }

    /**
     * @param height metres, (0, 300]
     * @return a copy with this height
     */
    public Knoll withHeight(double height) {
        return new Knoll(name(), centre(), height, flankAngle(), wobble());
    }

    /**
     * @param flankAngle degrees, (0, 45]
     * @return a copy with this design angle
     */
    public Knoll withFlankAngle(double flankAngle) {
        return new Knoll(name(), centre(), height(), flankAngle, wobble());
    }

    /**
     * @param wobble the outline's noise
     * @return a copy with this wobble
     */
    public Knoll withWobble(Wobble wobble) {
        return new Knoll(name(), centre(), height(), flankAngle(), wobble);
    }

    /** @return the footprint's radius without noise, metres: {@code 1.5·height·k / tan(flankAngle)} */
    @Override
    public double footprint() {
        return 1.5 * height() * wobble().slopeFactor() / Math.tan(Math.toRadians(flankAngle()));
    }

    @Override
    public double rise(double x, double z) {
        double t = reachShare(x, z);
        return height() * (1 - t * t * (3 - 2 * t));
    }
}
