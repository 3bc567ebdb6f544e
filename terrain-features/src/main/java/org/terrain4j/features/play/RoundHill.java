package org.terrain4j.features.play;

import java.util.Objects;
import org.terrain4j.api.GroundPoint;

/**
 * A round hill: a top on flanks that fall to the ground around it over a footprint of radius {@code R},
 * steepest at the design angle. The two kinds differ in their profile: a {@link Knoll} eases in and out
 * (smoothstep, steepest half way), a {@link Dome} is round on top and steepest at its foot.
 *
 * <p>Immutable and thread-safe.
 *
 * @since 0.1
 */
public abstract sealed class RoundHill implements PlayFeature permits Dome, Knoll {

    private final String name;
    private final GroundPoint centre;
    private final double height;
    private final double flankAngle;
    private final Wobble wobble;

    /**
     * Checks the settings: height in (0, 300] m, the flank in (0, maxFlank] degrees.
     *
     * @throws IllegalArgumentException naming the parameter, its value and range
     * @throws NullPointerException     if name, centre or wobble is null
     */
    RoundHill(double maxFlank, String name, GroundPoint centre, double height, double flankAngle, Wobble wobble) {
        Forms.name(name);
        Forms.centre(centre);
        Forms.above("height", height, 0, 300, "m");
        Forms.above("flankAngle", flankAngle, 0, maxFlank, "degrees");
        Forms.wobble(wobble);
        this.name = name;
        this.centre = centre;
        this.height = height;
        this.flankAngle = flankAngle;
        this.wobble = wobble;
    }

    /** @return the footprint's radius without noise, metres (each kind gives its formula) */
    public abstract double footprint();

    /**
     * @param x metres east
     * @param z metres south
     * @return the distance from the centre moved by the wobble, over the footprint, clamped to [0, 1]
     */
    final double reachShare(double x, double z) {
        return Math.max(0, Math.min(1, Forms.distance(centre, wobble, x, z) / footprint()));
    }

    @Override
    public double designAngle() {
        return flankAngle;
    }

    @Override
    public double reach() {
        return footprint() + 2 * wobble.amplitude();
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

    /** @return the design angle, the steepest the flank stands, degrees; within the kind's range */
    public double flankAngle() {
        return flankAngle;
    }

    /** @return the outline's noise in metres */
    public Wobble wobble() {
        return wobble;
    }

    @Override
    public final boolean equals(Object other) {
        return other instanceof RoundHill o
                && getClass() == o.getClass()
                && name.equals(o.name)
                && centre.equals(o.centre)
                && Double.compare(height, o.height) == 0
                && Double.compare(flankAngle, o.flankAngle) == 0
                && wobble.equals(o.wobble);
    }

    @Override
    public final int hashCode() {
        return Objects.hash(getClass().getSimpleName(), name, centre, height, flankAngle, wobble);
    }

    @Override
    public final String toString() {
        return getClass().getSimpleName() + "[name=" + name + ", centre=" + centre + ", height=" + height
                + ", flankAngle=" + flankAngle + ", wobble=" + wobble + "]";
    }
}
