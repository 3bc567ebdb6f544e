package org.terrain4j.features.play;

import java.util.Objects;
import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.internal.Checks;

/**
 * A butte: a level top on cliffs over a scree apron, standing above the ground around it. The two kinds
 * differ only in proportion and in their allowed ranges: a {@link Mesa} is broad and low for its width, a
 * {@link RockStack} a narrow column (a mesa worn down to its core).
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
 * <p>Immutable and thread-safe.
 *
 * @since 0.1
 */
public abstract sealed class Butte extends Hill permits Mesa, RockStack {

    /** A kind's allowed ranges: height in (0, maxHeight], top radius in [minTop, maxTop], cliff in (0, maxCliff]. */
    record Limits(double maxHeight, double minTop, double maxTop, double maxCliff) {
    }

    private final double topRadius;
    private final double apronShare;
    private final double apronAngle;

    /**
     * Checks the settings against the kind's limits.
     *
     * @throws IllegalArgumentException naming the parameter, its value and range
     * @throws NullPointerException     if name, centre or wobble is null
     */
    Butte(Limits limits, String name, GroundPoint centre, double height, double topRadius, double cliffAngle,
            double apronShare, double apronAngle, Wobble wobble) {
        super(name, centre, height, limits.maxHeight(), cliffAngle, wobble);
        Checks.inRange("topRadius", topRadius, limits.minTop(), limits.maxTop());
        Forms.above("cliffAngle", cliffAngle, 0, limits.maxCliff(), "degrees");
        Checks.inRange("apronShare", apronShare, 0, 0.9);
        Forms.above("apronAngle", apronAngle, 0, cliffAngle, "degrees (at most the cliffAngle)");
        Forms.wobble(wobble);
        this.topRadius = topRadius;
        this.apronShare = apronShare;
        this.apronAngle = apronAngle;
    }

    private double cliffSlope() {
        return Math.tan(Math.toRadians(designAngle)) / wobble.slopeFactor();
    }

    private double apronSlope() {
        return Math.tan(Math.toRadians(apronAngle)) / wobble.slopeFactor();
    }

    /** @return the footprint's radius without noise, metres (see the class comment) */
    @Override
    public double footprint() {
        return Forms.butteFootprint(height, topRadius, cliffSlope(), apronShare, apronSlope());
    }

    @Override
    public double rise(double x, double z) {
        return Forms.butte(Forms.distance(centre, wobble, x, z), height, topRadius, cliffSlope(), apronShare,
                apronSlope());
    }

    /** @return the level top's radius, metres; within the kind's range */
    public double topRadius() {
        return topRadius;
    }

    /** @return the design angle, the steepest the cliff stands, degrees; within the kind's range */
    public double cliffAngle() {
        return designAngle;
    }

    /** @return the share of the height the apron takes at the foot; in [0, 0.9] */
    public double apronShare() {
        return apronShare;
    }

    /** @return the apron's steepest angle, degrees; in (0, cliffAngle] */
    public double apronAngle() {
        return apronAngle;
    }

    @Override
    public final boolean equals(Object other) {
        return other instanceof Butte o
                && getClass() == o.getClass()
                && name.equals(o.name)
                && centre.equals(o.centre)
                && Double.compare(height, o.height) == 0
                && Double.compare(topRadius, o.topRadius) == 0
                && Double.compare(designAngle, o.designAngle) == 0
                && Double.compare(apronShare, o.apronShare) == 0
                && Double.compare(apronAngle, o.apronAngle) == 0
                && wobble.equals(o.wobble);
    }

    @Override
    public final int hashCode() {
        return Objects.hash(getClass().getSimpleName(), name, centre, height, topRadius, designAngle, apronShare,
                apronAngle, wobble);
    }

    @Override
    public final String toString() {
        return getClass().getSimpleName() + "[name=" + name + ", centre=" + centre + ", height=" + height
                + ", topRadius=" + topRadius + ", cliffAngle=" + designAngle + ", apronShare=" + apronShare
                + ", apronAngle=" + apronAngle + ", wobble=" + wobble + "]";
    }
}
