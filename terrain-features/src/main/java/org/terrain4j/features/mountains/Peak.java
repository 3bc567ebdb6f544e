package org.terrain4j.features.mountains;

import java.util.Objects;

import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.internal.Checks;

/**
 * An authored (named) summit of a mountain range: where it stands and how high, as the author
 * gives it. A built range puts the ground at exactly this elevation at this point (to a
 * millimetre) and lets nothing within {@value Mountains#CROWN_INNER_M} m stand above it.
 *
 * <p>Immutable and thread-safe.
 *
 * @param name      the summit's name; not blank
 * @param position  where it stands on the plan; not null
 * @param elevation metres above the datum (the same datum as the land the range stands on); finite
 *                  and &gt; 0
 *
 * @since 0.1
 */
public record Peak(String name, GroundPoint position, double elevation) {

    /**
     * Validates the summit.
     *
     * @param name as the record component of that name
     * @param position as the record component of that name
     * @param elevation as the record component of that name
     * @throws NullPointerException     if name or position is null
     * @throws IllegalArgumentException if the name is blank or the elevation is not in
     *                                  (0, {@link #MAX_ELEVATION}] metres
     */
    public Peak {
        Objects.requireNonNull(name, "name");
        if (name.isBlank()) {
            throw new IllegalArgumentException("name must not be blank");
        }
        Objects.requireNonNull(position, "position");
        if (!(elevation > 0 && elevation <= MAX_ELEVATION)) {
            throw new IllegalArgumentException("elevation must be in (0, 1e5] m, was " + Checks.number(elevation));
        }
    }

    /** The highest elevation a peak may have, metres (a hundred kilometres: far above any landform). */
    public static final double MAX_ELEVATION = 1e5;

    /**
     * A named summit at {@code (x, z)}.
     *
     * @param name      the summit's name; not blank
     * @param x         metres east; finite
     * @param z         metres south; finite
     * @param elevation metres above the datum, in (0, {@link #MAX_ELEVATION}]
     * @return the summit
     * @throws IllegalArgumentException as for the constructor, or if a coordinate is not finite
     */
    public static Peak of(String name, double x, double z, double elevation) {
        return new Peak(name, new GroundPoint(x, z), elevation);
    }

    /** @return metres east */
    public double x() {
        return position.x();
    }

    /** @return metres south */
    public double z() {
        return position.z();
    }

    /**
     * A summit at the same place with another elevation.
     *
     * @param elevation metres above the datum, in (0, {@link #MAX_ELEVATION}]
     * @return the new summit
     * @throws IllegalArgumentException as for the constructor
     */
    public Peak withElevation(double elevation) {
        return new Peak(name, position, elevation);
    }
}
