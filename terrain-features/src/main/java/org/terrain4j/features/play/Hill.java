package org.terrain4j.features.play;

import org.terrain4j.api.GroundPoint;

/**
 * What {@link Butte} and {@link RoundHill} share, written once: a feature standing on a centre with a
 * name, a height, a design angle (the butte's cliff, the hill's flank) and a wobble, reaching its
 * footprint plus twice the wobble's amplitude. Not API (package-private); its public methods appear on
 * the two classes.
 */
abstract sealed class Hill implements PlayFeature permits Butte, RoundHill {

    final String name;
    final GroundPoint centre;
    final double height;
    final double designAngle;
    final Wobble wobble;

    /**
     * Checks the name, the centre and the height (in that order, before the kind's own checks); the design
     * angle and the wobble are the kind's to check after its own.
     *
     * @throws IllegalArgumentException naming the parameter, its value and range
     * @throws NullPointerException     if name or centre is null
     */
    Hill(String name, GroundPoint centre, double height, double maxHeight, double designAngle, Wobble wobble) {
        Forms.name(name);
        Forms.centre(centre);
        Forms.above("height", height, 0, maxHeight, "m");
        this.name = name;
        this.centre = centre;
        this.height = height;
        this.designAngle = designAngle;
        this.wobble = wobble;
    }

    /** @return the footprint's radius without noise, metres (each kind gives its formula) */
    public abstract double footprint();

    @Override
    public final double designAngle() {
        return designAngle;
    }

    @Override
    public final double reach() {
        return footprint() + 2 * wobble.amplitude();
    }

    /** @return the feature's name; not blank */
    @Override
    public final String name() {
        return name;
    }

    /** @return the centre on the plan, metres */
    @Override
    public final GroundPoint centre() {
        return centre;
    }

    /** @return the top's height above the base, metres; within the kind's range */
    @Override
    public final double height() {
        return height;
    }

    /** @return the outline's noise in metres */
    public final Wobble wobble() {
        return wobble;
    }
}
