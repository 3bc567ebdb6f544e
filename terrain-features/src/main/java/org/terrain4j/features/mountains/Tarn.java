package org.terrain4j.features.mountains;

import java.util.Objects;

import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.internal.Checks;

/**
 * A place where a range keeps a shelf for an authored tarn (a cirque lake): the ground there stays
 * at the height of the uncut uplift field, so the steady-state erosion does not cut a valley through
 * it (a rule of terrain4j's own mountain-range model, described in the project's
 * {@code docs/mountains.md}). Out to {@code radius + 600} m the ground is set level in land plus relief
 * (a level bench), at the uncut field's height at the centre, or lower as far as the whole bench needs
 * to stay within 1.05 times the uncut field (the range's rule) and within a named summit's cone: on a
 * steep flank the bench is cut in, as a cirque is, and the ground above it lowered onto a 35° headwall.
 * Where a named summit stands so near that the ground from the bench's rim up to it would be steeper
 * than 50°, the margin past the radius shrinks in 50 m steps until it is not, down to none. Two benches
 * at different levels whose rims lie nearer than the difference over tan 50° narrow their margins the
 * same way (a chain of tarns becomes a stair of shelves); tarns whose lakes overlap or touch (within
 * a metre) share the lowest level. "1.05 times the uncut field" is lowered where needed so that it
 * nowhere rises steeper than 50°. The result does not depend on the tarns' order. Shelves that still cannot all be kept are
 * refused, naming the tarns, once the uplift field is laid and before the erosion. A tarn outside its
 * range where the uplift field is near 0 gets its shelf near 0. Beyond the bench the
 * ground below it is raised toward it, easing to nothing 2.5 km further out. The shelf is laid after
 * the summits are pinned, so a tarn near a named summit keeps it. A tarn nearer a named summit of its
 * group than {@code radius + 600} m plus one grid cell's diagonal is refused when the range is built
 * (the summit would stand on its shelf). The
 * lake itself is not carved.
 *
 * <p>Immutable and thread-safe.
 *
 * @param centre the lake's centre on the plan; not null
 * @param radius the lake's radius, metres; in [0, {@value #MAX_RADIUS}] (a cirque lake is mostly a few
 *               hundred metres across; up to 5 km is accepted for a large glacial lake, whose shelf is
 *               then mostly the lake)
 * @since 0.1
 */
public record Tarn(GroundPoint centre, double radius) {

    /** The largest radius, metres. */
    public static final double MAX_RADIUS = 5000;

    /**
     * Validates the tarn.
     *
     * @param centre as the record component of that name
     * @param radius as the record component of that name
     * @throws NullPointerException     if centre is null
     * @throws IllegalArgumentException if the radius is outside [0, {@value #MAX_RADIUS}] m or NaN
     */
    public Tarn {
        Objects.requireNonNull(centre, "centre");
        if (!(radius >= 0 && radius <= MAX_RADIUS)) {
            throw new IllegalArgumentException("radius must be in [0, 5000] m, was " + Checks.number(radius));
        }
    }

    /**
     * A tarn centred at {@code (x, z)}.
     *
     * @param x      metres east; finite
     * @param z      metres south; finite
     * @param radius metres; in [0, {@value #MAX_RADIUS}]
     * @return the tarn
     * @throws IllegalArgumentException if a value is out of range
     */
    public static Tarn of(double x, double z, double radius) {
        return new Tarn(new GroundPoint(x, z), radius);
    }
}
