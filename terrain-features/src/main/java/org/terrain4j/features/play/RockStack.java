package org.terrain4j.features.play;

import org.terrain4j.api.GroundPoint;

/**
 * A rock stack: a narrow {@link Butte}, a column of rock with near-vertical sides over a little scree and a
 * small level top (a mesa worn down to its core).
 * Height in (0, 120] m, top radius in [0.5, 30] m, side angle in (0, 85]°. The profile, its footprint and reach are the butte's.
 *
 * <p>Immutable and thread-safe; copies with one setting changed by the {@code withX} methods.
 *
 * @since 0.1
 */
public final class RockStack extends Butte {

    private static final Limits LIMITS = new Limits(120, 0.5, 30, 85);

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
        super(LIMITS, name, centre, height, topRadius, cliffAngle, apronShare, apronAngle, wobble);
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
        return new RockStack(name, centre(), height(), topRadius(), cliffAngle(), apronShare(), apronAngle(), wobble());
    }

    /**
     * @param height metres, (0, 120]
     * @return a copy with this height
     */
    public RockStack withHeight(double height) {
        return new RockStack(name(), centre(), height, topRadius(), cliffAngle(), apronShare(), apronAngle(), wobble());
    }

    /**
     * @param topRadius metres, [0.5, 30]
     * @return a copy with this top radius
     */
    public RockStack withTopRadius(double topRadius) {
        return new RockStack(name(), centre(), height(), topRadius, cliffAngle(), apronShare(), apronAngle(), wobble());
    }

    /**
     * @param cliffAngle degrees, (0, 85], at least the apron angle
     * @return a copy with this design angle
     */
    public RockStack withCliffAngle(double cliffAngle) {
        return new RockStack(name(), centre(), height(), topRadius(), cliffAngle, apronShare(), apronAngle(), wobble());
    }

    /**
     * @param apronShare share of the height, [0, 0.9]
     * @param apronAngle degrees, (0, cliffAngle]
     * @return a copy with this apron
     */
    public RockStack withApron(double apronShare, double apronAngle) {
        return new RockStack(name(), centre(), height(), topRadius(), cliffAngle(), apronShare, apronAngle, wobble());
    }

    /**
     * @param wobble the outline's noise
     * @return a copy with this wobble
     */
    public RockStack withWobble(Wobble wobble) {
        return new RockStack(name(), centre(), height(), topRadius(), cliffAngle(), apronShare(), apronAngle(), wobble);
    }
}
