package org.terrain4j.features.play;

import org.terrain4j.api.GroundPoint;

/**
 * A dome: a rounded top on sides that steepen to the foot, like a granite dome rising from a plain.
 *
 * <pre>
 *   rise(p) = height · (1 − t⁴)      t = d'(p) / R clamped to [0, 1], d' the distance moved by the wobble
 *   R       = 4 · height · k / tan(flankAngle)          k = the wobble's slope factor
 * </pre>
 * The profile is steepest at its foot, {@code 4·height/R}, so the flank stands at most at {@code flankAngle},
 * noise included; the top is round ({@code 1 − t⁴} is flat to third order at the centre), which is the case the
 * play-space measure's crown rule is for (a dome is seen by its rim from below). The footprint's radius is
 * {@code R} without noise, {@link #reach()} {@code = R + 2·amplitude} with it. See {@link PlayFeature} for how
 * it meets the ground.
 *
 * <p>Height in (0, 300] m, flank angle in (0, 60]°.
 *
 * <p>Immutable and thread-safe; copies with one setting changed by the {@code withX} methods.
 *
 * @since 0.1
 */
public final class Dome extends RoundHill {

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
    private Dome(String name, GroundPoint centre, double height, double flankAngle, Wobble wobble) {
        super(60, name, centre, height, flankAngle, wobble);
    }

    /**
     * A dome named "dome", 60 m high, flank 55°, a wobble of 4 m at 80 m wavelength, seed 0.
     *
     * @param x the centre, metres east; finite
     * @param z the centre, metres south; finite
     * @return the dome
     * @throws IllegalArgumentException if a coordinate is not finite
     */
    public static Dome at(double x, double z) {
        return new Dome("dome", new GroundPoint(x, z), 60, 55, Wobble.of(4, 80, 0));
    }

    /**
     * @param name the name; not blank
     * @return a copy with this name
     */
    public Dome withName(String name) {
        return new Dome(name, centre(), height(), flankAngle(), wobble());
    }

    /**
     * @param height metres, (0, 300]
     * @return a copy with this height
     */
    public Dome withHeight(double height) {
        return new Dome(name(), centre(), height, flankAngle(), wobble());
    }

    /**
     * @param flankAngle degrees, (0, 60]
     * @return a copy with this design angle
     */
    public Dome withFlankAngle(double flankAngle) {
        return new Dome(name(), centre(), height(), flankAngle, wobble());
    }

    /**
     * @param wobble the outline's noise
     * @return a copy with this wobble
     */
    public Dome withWobble(Wobble wobble) {
        return new Dome(name(), centre(), height(), flankAngle(), wobble);
    }

    /** @return the footprint's radius without noise, metres: {@code 4·height·k / tan(flankAngle)} */
    @Override
    public double footprint() {
        return 4 * height() * wobble().slopeFactor() / Math.tan(Math.toRadians(flankAngle()));
    }

    @Override
    public double rise(double x, double z) {
        double t = reachShare(x, z);
        double t2 = t * t;
        return height() * (1 - t2 * t2);
    }
}
