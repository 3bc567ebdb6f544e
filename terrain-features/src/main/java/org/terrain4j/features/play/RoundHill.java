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
public abstract sealed class RoundHill extends Hill permits Dome, Knoll {

    /**
     * Checks the settings: height in (0, 300] m, the flank in (0, maxFlank] degrees.
     *
     * @throws IllegalArgumentException naming the parameter, its value and range
     * @throws NullPointerException     if name, centre or wobble is null
     */
    RoundHill(double maxFlank, String name, GroundPoint centre, double height, double flankAngle, Wobble wobble) {
        super(name, centre, height, 300, flankAngle, wobble);
        Forms.above("flankAngle", flankAngle, 0, maxFlank, "degrees");
        Forms.wobble(wobble);
    }

    /**
     * @param x metres east
     * @param z metres south
     * @return the distance from the centre moved by the wobble, over the footprint, clamped to [0, 1]
     */
    final double reachShare(double x, double z) {
        return Math.max(0, Math.min(1, Forms.distance(centre, wobble, x, z) / footprint()));
    }

    /** @return the design angle, the steepest the flank stands, degrees; within the kind's range */
    public double flankAngle() {
        return designAngle;
    }

    @Override
    public final boolean equals(Object other) {
        return other instanceof RoundHill o
                && getClass() == o.getClass()
                && name.equals(o.name)
                && centre.equals(o.centre)
                && Double.compare(height, o.height) == 0
                && Double.compare(designAngle, o.designAngle) == 0
                && wobble.equals(o.wobble);
    }

    @Override
    public final int hashCode() {
        return Objects.hash(getClass().getSimpleName(), name, centre, height, designAngle, wobble);
    }

    @Override
    public final String toString() {
        return getClass().getSimpleName() + "[name=" + name + ", centre=" + centre + ", height=" + height
                + ", flankAngle=" + designAngle + ", wobble=" + wobble + "]";
    }
}
