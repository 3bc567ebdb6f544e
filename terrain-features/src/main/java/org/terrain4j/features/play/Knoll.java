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
 * <p>Immutable and thread-safe; copies with one setting changed by the {@code withX} methods.
 *
 * @since 0.1
 */
public final class Knoll implements PlayFeature {

    private final String name;
    private final GroundPoint centre;
    private final double height;
    private final double flankAngle;
    private final Wobble wobble;

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
        Forms.name(name);
        Forms.centre(centre);
        Forms.above("height", height, 0, 300, "m");
        Forms.above("flankAngle", flankAngle, 0, 45, "degrees");
        Forms.wobble(wobble);
        this.name = name;
        this.centre = centre;
        this.height = height;
        this.flankAngle = flankAngle;
        this.wobble = wobble;
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
        return new Knoll(name, centre, height, flankAngle, wobble);
    }

    /**
     * @param height metres, (0, 300]
     * @return a copy with this height
     */
    public Knoll withHeight(double height) {
        return new Knoll(name, centre, height, flankAngle, wobble);
    }

    /**
     * @param flankAngle degrees, (0, 45]
     * @return a copy with this design angle
     */
    public Knoll withFlankAngle(double flankAngle) {
        return new Knoll(name, centre, height, flankAngle, wobble);
    }

    /**
     * @param wobble the outline's noise
     * @return a copy with this wobble
     */
    public Knoll withWobble(Wobble wobble) {
        return new Knoll(name, centre, height, flankAngle, wobble);
    }

    /** @return the footprint's radius without noise, metres: {@code 1.5·height·k / tan(flankAngle)} */
    public double footprint() {
        return 1.5 * height * wobble.slopeFactor() / Math.tan(Math.toRadians(flankAngle));
    }

    @Override
    public double designAngle() {
        return flankAngle;
    }

    @Override
    public double reach() {
        return footprint() + 2 * wobble.amplitude();
    }

    @Override
    public double rise(double x, double z) {
        double t = Math.max(0, Math.min(1, Forms.distance(centre, wobble, x, z) / footprint()));
        return height * (1 - t * t * (3 - 2 * t));
    }

    /** @return the feature's name; not blank */
    @Override
    public String name() {
        return name;
    }

    /** @return the centre on the plan, metres */
    @Override
    public GroundPoint centre() {
        return centre;
    }

    /** @return the crown's height above the base, metres; in (0, 300] */
    @Override
    public double height() {
        return height;
    }

    /** @return the design angle, the steepest the flank stands, degrees; in (0, 45] */
    public double flankAngle() {
        return flankAngle;
    }

    /** @return the outline's noise in metres */
    public Wobble wobble() {
        return wobble;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Knoll o
                && name.equals(o.name)
                && centre.equals(o.centre)
                && Double.compare(height, o.height) == 0
                && Double.compare(flankAngle, o.flankAngle) == 0
                && wobble.equals(o.wobble);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(name, centre, height, flankAngle, wobble);
    }

    @Override
    public String toString() {
        return "Knoll[" + "name=" + name + ", "
                + "centre=" + centre + ", "
                + "height=" + height + ", "
                + "flankAngle=" + flankAngle + ", "
                + "wobble=" + wobble + "]";
    }
}
