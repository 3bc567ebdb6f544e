package org.terrain4j.features.mountains;

import java.util.Objects;

import org.terrain4j.api.GroundPoint;

/**
 * A summit of a built range: a named one the author placed, or one the range generated.
 *
 * <p>Immutable and thread-safe.
 *
 * @param name     the author's name for it, or the empty string for a generated summit
 * @param position where it stands (in a ring group, x in {@code [0, circumference)})
 * @param relief   its crest height above the land under it, metres, as the uplift field raises it.
 *                 A named summit's final ground is pinned to its authored elevation; a generated
 *                 summit's ground is wherever erosion left it.
 * @param authored true for a named summit
 * @since 0.1
 */
public record RangeSummit(String name, GroundPoint position, double relief, boolean authored) {

    /**
     * Checks the name and position are not null.
     *
     * @param name as the record component of that name
     * @param position as the record component of that name
     * @param relief as the record component of that name
     * @param authored as the record component of that name
     * @throws NullPointerException if name or position is null
     */
    public RangeSummit {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(position, "position");
    }

    /** @return metres east */
    public double x() {
        return position.x();
    }

    /** @return metres south */
    public double z() {
        return position.z();
    }
}
