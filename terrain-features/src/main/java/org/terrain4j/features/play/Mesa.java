package org.terrain4j.features.play;

import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.internal.Checks;

/**
 * A mesa: a level top on cliffs over a scree apron, standing above the ground around it.
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
public final class Mesa implements PlayFeature {

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
    private Mesa(String name, GroundPoint centre, double height, double topRadius, double cliffAngle, double apronShare, double apronAngle, Wobble wobble) {
        Forms.name(name);
        Forms.centre(centre);
        Forms.above("height", height, 0, 300, "m");
        Checks.inRange("topRadius", topRadius, 10, 2000);
        Forms.above("cliffAngle", cliffAngle, 0, 80, "degrees");
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
     * A mesa named "mesa", 40 m high, a level top 60 m in radius, cliffs of 65° over an apron of 30 % of the
     * height at 32°, a wobble of 12 m at 120 m wavelength, seed 0.
     *
     * @param x the centre, metres east; finite
     * @param z the centre, metres south; finite
     * @return the form
     * @throws IllegalArgumentException if a coordinate is not finite
     */
    public static Mesa at(double x, double z) {
        return new Mesa("mesa", new GroundPoint(x, z), 40, 60, 65, 0.3, 32, Wobble.of(12, 120, 0));
    }

    /**
     * @param name the name; not blank
     * @return a copy with this name
     */
    public Mesa withName(String name) {
        return new Mesa(name, centre, height, topRadius, cliffAngle, apronShare, apronAngle, wobble);
    }

    /**
     * @param height metres, (0, 300]
     * @return a copy with this height
     */
    public Mesa withHeight(double height) {
        return new Mesa(name, centre, height, topRadius, cliffAngle, apronShare, apronAngle, wobble);
    }

    /**
     * @param topRadius metres, [10, 2000]
     * @return a copy with this top radius
     */
    public Mesa withTopRadius(double topRadius) {
        return new Mesa(name, centre, height, topRadius, cliffAngle, apronShare, apronAngle, wobble);
    }

    /**
     * @param cliffAngle degrees, (0, 80], at least the apron angle
     * @return a copy with this design angle
     */
    public Mesa withCliffAngle(double cliffAngle) {
        return new Mesa(name, centre, height, topRadius, cliffAngle, apronShare, apronAngle, wobble);
    }

    /**
     * @param apronShare share of the height, [0, 0.9]
     * @param apronAngle degrees, (0, cliffAngle]
     * @return a copy with this apron
     */
    public Mesa withApron(double apronShare, double apronAngle) {
        return new Mesa(name, centre, height, topRadius, cliffAngle, apronShare, apronAngle, wobble);
    }

    /**
     * @param wobble the outline's noise
     * @return a copy with this wobble
     */
    public Mesa withWobble(Wobble wobble) {
        return new Mesa(name, centre, height, topRadius, cliffAngle, apronShare, apronAngle, wobble);
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

    /** @return the top's height above the base, metres; in (0, 300] */
    @Override
    public double height() {
        return height;
    }

    /** @return the level top's radius, metres; in [10, 2000] */
    public double topRadius() {
        return topRadius;
    }

    /** @return the design angle, the steepest the cliff stands, degrees; in (0, 80] */
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
        return other instanceof Mesa o
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
        return "Mesa[" + "name=" + name + ", "
                + "centre=" + centre + ", "
                + "height=" + height + ", "
                + "topRadius=" + topRadius + ", "
                + "cliffAngle=" + cliffAngle + ", "
                + "apronShare=" + apronShare + ", "
                + "apronAngle=" + apronAngle + ", "
                + "wobble=" + wobble + "]";
    }
}
