package org.terrain4j.features.play;

import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.internal.Checks;

/**
 * A rock stack: a narrow column of rock, near-vertical sides over a little scree, a small level top (a mesa
 * worn down to its core).
 *
 * <pre>
 *   d'      = |p − centre| + wobble offset (metres)
 *   rise    = height                                           d' ≤ topRadius (a level top)
 *           = height − (d' − topRadius) · tan(cliffAngle) / k  down to apronShare · height (the cliff)
 *           = then falling at tan(apronAngle) / k to 0          (the scree apron)
 * </pre>
 * with {@code k} the wobble's slope factor, so the cliff stands at most at {@code cliffAngle} and the apron at
 * most at {@code apronAngle}, noise included. The footprint's radius without noise is
 * {@code topRadius + k·height·((1 − apronShare)/tan(cliffAngle) + apronShare/tan(apronAngle))};
 * {@link #reach()} adds twice the wobble's amplitude. See {@link PlayFeature} for how it meets the ground.
 *
 * <p>Immutable and thread-safe; copies with one setting changed by the {@code withX} methods.
 *
 * @since 0.1
 */
public final class RockStack implements PlayFeature {

    private final String name;
    private final GroundPoint centre;
    private final double height;
    private final double topRadius;
    private final double cliffAngle;
    private final double apronShare;
    private final double apronAngle;
    private final Wobble wobble;

    /**
     * Checks the settings.
     *
     * @param name       as its accessor
     * @param centre     as its accessor
     * @param height     as its accessor
     * @param topRadius  as its accessor
     * @param cliffAngle as its accessor
     * @param apronShare as its accessor
     * @param apronAngle as its accessor
     * @param wobble     as its accessor
     * @throws IllegalArgumentException naming the parameter, its value and range
     * @throws NullPointerException     if name, centre or wobble is null
     */
    private RockStack(String name, GroundPoint centre, double height, double topRadius, double cliffAngle, double apronShare, double apronAngle, Wobble wobble) {
        Forms.name(name);
        Forms.centre(centre);
        Forms.above("height", height, 0, 120, "m");
        Checks.inRange("topRadius", topRadius, 0.5, 30);
        Forms.above("cliffAngle", cliffAngle, 0, 85, "degrees");
        Checks.inRange("apronShare", apronShare, 0, 0.9);
        Forms.above("apronAngle", apronAngle, 0, cliffAngle, "degrees (at most the cliffAngle)");
        Forms.wobble(wobble);
        this.name = name;
        this.centre = centre;
        this.height = height;
        this.topRadius = topRadius;
        this.cliffAngle = cliffAngle;
        this.apronShare = apronShare;
        this.apronAngle = apronAngle;
        this.wobble = wobble;
    }

    /**
     * A rock stack named "stack", 18 m high, a top 5 m in radius, sides of 75° over an apron of 25 % of the height
     * at 35°, a wobble of 1 m at 12 m wavelength, seed 0.
     *
     * @param x the centre, metres east; finite
     * @param z the centre, metres south; finite
     * @return the form
     * @throws IllegalArgumentException if a coordinate is not finite
     */
    public static RockStack at(double x, double z) {
        return new RockStack("stack", new GroundPoint(x, z), 18, 5, 75, 0.25, 35, Wobble.of(1, 12, 0));
    }

    /**
     * @param name the name; not blank
     * @return a copy with this name
     */
    public RockStack withName(String name) {
        return new RockStack(name, centre, height, topRadius, cliffAngle, apronShare, apronAngle, wobble);
    }

    /**
     * @param height metres, (0, 120]
     * @return a copy with this height
     */
    public RockStack withHeight(double height) {
        return new RockStack(name, centre, height, topRadius, cliffAngle, apronShare, apronAngle, wobble);
    }

    /**
     * @param topRadius metres, [0.5, 30]
     * @return a copy with this top radius
     */
    public RockStack withTopRadius(double topRadius) {
        return new RockStack(name, centre, height, topRadius, cliffAngle, apronShare, apronAngle, wobble);
    }

    /**
     * @param cliffAngle degrees, (0, 85], at least the apron angle
     * @return a copy with this design angle
     */
    public RockStack withCliffAngle(double cliffAngle) {
        return new RockStack(name, centre, height, topRadius, cliffAngle, apronShare, apronAngle, wobble);
    }

    /**
     * @param apronShare share of the height, [0, 0.9]
     * @param apronAngle degrees, (0, cliffAngle]
     * @return a copy with this apron
     */
    public RockStack withApron(double apronShare, double apronAngle) {
        return new RockStack(name, centre, height, topRadius, cliffAngle, apronShare, apronAngle, wobble);
    }

    /**
     * @param wobble the outline's noise
     * @return a copy with this wobble
     */
    public RockStack withWobble(Wobble wobble) {
        return new RockStack(name, centre, height, topRadius, cliffAngle, apronShare, apronAngle, wobble);
    }

    private double cliffSlope() {
        return Math.tan(Math.toRadians(cliffAngle)) / wobble.slopeFactor();
    }

    private double apronSlope() {
        return Math.tan(Math.toRadians(apronAngle)) / wobble.slopeFactor();
    }

    /** @return the footprint's radius without noise, metres (see the class comment) */
    public double footprint() {
        return Forms.butteFootprint(height, topRadius, cliffSlope(), apronShare, apronSlope());
    }

    @Override
    public double designAngle() {
        return cliffAngle;
    }

    @Override
    public double reach() {
        return footprint() + 2 * wobble.amplitude();
    }

    @Override
    public double rise(double x, double z) {
        return Forms.butte(Forms.distance(centre, wobble, x, z), height, topRadius, cliffSlope(), apronShare,
                apronSlope());
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

    /** @return the top's height above the base, metres; in (0, 120] */
    @Override
    public double height() {
        return height;
    }

    /** @return the level top's radius, metres; in [0.5, 30] */
    public double topRadius() {
        return topRadius;
    }

    /** @return the design angle, the steepest the cliff stands, degrees; in (0, 85] */
    public double cliffAngle() {
        return cliffAngle;
    }

    /** @return the share of the height the apron takes at the foot; in [0, 0.9] */
    public double apronShare() {
        return apronShare;
    }

    /** @return the apron's steepest angle, degrees; in (0, cliffAngle] */
    public double apronAngle() {
        return apronAngle;
    }

    /** @return the outline's noise in metres */
    public Wobble wobble() {
        return wobble;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof RockStack o
                && name.equals(o.name)
                && centre.equals(o.centre)
                && Double.compare(height, o.height) == 0
                && Double.compare(topRadius, o.topRadius) == 0
                && Double.compare(cliffAngle, o.cliffAngle) == 0
                && Double.compare(apronShare, o.apronShare) == 0
                && Double.compare(apronAngle, o.apronAngle) == 0
                && wobble.equals(o.wobble);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(name, centre, height, topRadius, cliffAngle, apronShare, apronAngle, wobble);
    }

    @Override
    public String toString() {
        return "RockStack[" + "name=" + name + ", "
                + "centre=" + centre + ", "
                + "height=" + height + ", "
                + "topRadius=" + topRadius + ", "
                + "cliffAngle=" + cliffAngle + ", "
                + "apronShare=" + apronShare + ", "
                + "apronAngle=" + apronAngle + ", "
                + "wobble=" + wobble + "]";
    }
}
