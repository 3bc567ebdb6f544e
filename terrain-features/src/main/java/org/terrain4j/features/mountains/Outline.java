package org.terrain4j.features.mountains;

import java.util.Objects;

import org.terrain4j.api.internal.Checks;
import org.terrain4j.features.Shape;

/**
 * Where a mountain range stands: a massif filling a {@link Shape} on the plan, or a ring range
 * running around a ring world along a band of z.
 *
 * <p>Immutable and thread-safe.
 *
 * @since 0.1
 */
public sealed interface Outline permits Outline.Massif, Outline.Band {

    /**
     * A massif inside a shape. Its claim is full from {@code min(6 km, 0.4·d)} inside the outline
     * ({@code d} the greatest depth inside it) and fades to nothing 2 km outside.
     *
     * @param shape the outline, metres on the plan
     * @return the outline
     * @throws NullPointerException if shape is null
     */
    static Outline massif(Shape shape) {
        return new Massif(shape);
    }

    /**
     * A ring range between two z lines, running the whole way around a ring world's x axis (the world
     * wraps in x with the period {@link Mountains#circumference()}). Its claim is a ridge along the
     * band's centre line: full within 35 % of the half-width of it, nothing at the band's edges.
     *
     * @param zFrom the band's north edge, metres; finite
     * @param zTo   the band's south edge, metres; finite and &gt; zFrom
     * @return the outline
     * @throws IllegalArgumentException if an edge is not finite or {@code zTo ≤ zFrom}
     */
    static Outline band(double zFrom, double zTo) {
        return new Band(zFrom, zTo);
    }

    /**
     * A massif: see {@link Outline#massif(Shape)}.
     *
     * @param shape the outline; not null
     * @since 0.1
     */
    record Massif(Shape shape) implements Outline {
        /**
         * Validates the outline.
         *
         * @param shape as the record component of that name
         * @throws NullPointerException if shape is null
         */
        public Massif {
            Objects.requireNonNull(shape, "shape");
        }
    }

    /**
     * A ring range's band: see {@link Outline#band(double, double)}.
     *
     * @param zFrom north edge, metres; finite
     * @param zTo   south edge, metres; finite and &gt; zFrom
     * @since 0.1
     */
    record Band(double zFrom, double zTo) implements Outline {
        /**
         * Validates the band.
         *
         * @param zFrom as the record component of that name
         * @param zTo as the record component of that name
         * @throws IllegalArgumentException if an edge is not finite or {@code zTo ≤ zFrom}
         */
        public Band {
            Checks.finite("zFrom", zFrom);
            Checks.finite("zTo", zTo);
            if (!(zTo > zFrom)) {
                throw new IllegalArgumentException("zTo must be > zFrom (" + Checks.number(zFrom) + "), was " + Checks.number(zTo));
            }
        }
    }
}
