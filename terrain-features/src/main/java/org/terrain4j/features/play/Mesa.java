package org.terrain4j.features.play;

import org.terrain4j.api.GroundPoint;

/**
 * A mesa: a broad {@link Butte}, low for its width: a level top on cliffs over a scree apron.
 * Height in (0, 300] m, top radius in [10, 2000] m, cliff angle in (0, 80]°. The profile, its footprint and reach are the butte's.
 *
 * <p>Immutable and thread-safe; copies with one setting changed by the {@code withX} methods.
 *
 * @since 0.1
 */
public final class Mesa extends Butte {

    private static final Limits LIMITS = new Limits(300, 10, 2000, 80);

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
        super(LIMITS, name, centre, height, topRadius, cliffAngle, apronShare, apronAngle, wobble);
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
        return new Mesa(name, centre(), height(), topRadius(), cliffAngle(), apronShare(), apronAngle(), wobble());
    }

    /**
     * @param height metres, (0, 300]
     * @return a copy with this height
     */
    public Mesa withHeight(double height) {
        return new Mesa(name(), centre(), height, topRadius(), cliffAngle(), apronShare(), apronAngle(), wobble());
    }

    /**
     * @param topRadius metres, [10, 2000]
     * @return a copy with this top radius
     */
    public Mesa withTopRadius(double topRadius) {
        return new Mesa(name(), centre(), height(), topRadius, cliffAngle(), apronShare(), apronAngle(), wobble());
    }

    /**
     * @param cliffAngle degrees, (0, 80], at least the apron angle
     * @return a copy with this design angle
     */
    public Mesa withCliffAngle(double cliffAngle) {
        return new Mesa(name(), centre(), height(), topRadius(), cliffAngle, apronShare(), apronAngle(), wobble());
    }

    /**
     * @param apronShare share of the height, [0, 0.9]
     * @param apronAngle degrees, (0, cliffAngle]
     * @return a copy with this apron
     */
    public Mesa withApron(double apronShare, double apronAngle) {
        return new Mesa(name(), centre(), height(), topRadius(), cliffAngle(), apronShare, apronAngle, wobble());
    }

    /**
     * @param wobble the outline's noise
     * @return a copy with this wobble
     */
    public Mesa withWobble(Wobble wobble) {
        return new Mesa(name(), centre(), height(), topRadius(), cliffAngle(), apronShare(), apronAngle(), wobble);
    }
}
