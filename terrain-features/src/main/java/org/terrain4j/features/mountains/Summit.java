package org.terrain4j.features.mountains;

import java.util.Objects;

/**
 * A summit of a built range: a named one the author placed, or one the range generated.
 *
 * <p>Immutable and thread-safe.
 *
 * @param name     the author's name for it, or the empty string for a generated summit
 * @param x        metres east (in a ring group, in {@code [0, circumference)})
 * @param z        metres south
 * @param relief   its crest height above the land under it, metres, as the uplift field raises it.
 *                 A named summit's final ground is pinned to its authored elevation; a generated
 *                 summit's ground is wherever erosion left it.
 * @param authored true for a named summit
 */
public record Summit(String name, double x, double z, double relief, boolean authored) {

    /**
     * Checks the name is not null.
     *
     * @throws NullPointerException if name is null
     */
    public Summit {
        Objects.requireNonNull(name, "name");
    }
}
