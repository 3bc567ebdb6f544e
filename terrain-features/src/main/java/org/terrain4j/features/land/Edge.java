package org.terrain4j.features.land;

import org.terrain4j.api.internal.Checks;

/**
 * What lies past a {@link Land}'s grid and how far a walker may go.
 *
 * <ul>
 * <li>{@link #sea(double, double)}: past the grid the land answers a constant sea floor; a walker may
 *     go anywhere the ground is no deeper than the wading depth under the sea (level 0 m), and is
 *     stopped there (terrain4j's example island, {@code org.terrain4j.examples.Island}: wading depth 0.6 m,
 *     floor −30 m).</li>
 * <li>{@link #fall(double)}: past the grid the land answers a constant far-below height (a floating
 *     island's clouds); a walker may not leave the grid.</li>
 * <li>{@link #wall()}: past the grid the border's height continues (clamped); a walker may not leave
 *     the grid.</li>
 * <li>{@link #wrap()}: the grid repeats (walk off the east, come back from the west).</li>
 * </ul>
 * Immutable and thread-safe.
 *
 * @since 0.1
 */
public sealed interface Edge {

    /**
     * A sea.
     *
     * @param floor the height past the grid, metres; finite (the example island: −30)
     * @param wade  how deep under the sea (level 0 m) a walker may go, metres; finite and ≥ 0
     *              (the example island: 0.6)
     * @return the edge
     * @throws IllegalArgumentException if out of range
     */
    static Edge sea(double floor, double wade) {
        return new Sea(floor, wade);
    }

    /**
     * A fall.
     *
     * @param to the height answered past the grid, metres; finite
     * @return the edge
     * @throws IllegalArgumentException if not finite
     */
    static Edge fall(double to) {
        return new Fall(to);
    }

    /** @return a wall: heights clamp at the border, walkers stay on the grid */
    static Edge wall() {
        return new Wall();
    }

    /** @return a wrap: the grid repeats both ways */
    static Edge wrap() {
        return new Wrap();
    }

    /**
     * A sea edge.
     *
     * @param floor the height past the grid, metres
     * @param wade  the wading depth, metres
     * @since 0.1
     */
    record Sea(double floor, double wade) implements Edge {
        /**
         * Validates the edge.
         *
         * @param floor the height past the grid, metres; finite
         * @param wade  the wading depth, metres; finite and &ge; 0
         * @throws IllegalArgumentException if floor is not finite or wade is negative or not finite
         */
        public Sea {
            Checks.finite("floor", floor);
            Checks.nonNegativeFinite("wade", wade);
        }
    }

    /**
     * A fall edge.
     *
     * @param to the height past the grid, metres
     * @since 0.1
     */
    record Fall(double to) implements Edge {
        /**
         * Validates the edge.
         *
         * @param to the height past the grid, metres; finite
         * @throws IllegalArgumentException if to is not finite
         */
        public Fall {
            Checks.finite("to", to);
        }
    }

    /**
     * A wall edge.
     *
     * @since 0.1
     */
    record Wall() implements Edge {
    }

    /**
     * A wrapping edge.
     *
     * @since 0.1
     */
    record Wrap() implements Edge {
    }
}
