package org.terrain4j.features.land;

import org.terrain4j.api.EdgePolicy;
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
 * The heights are those of an {@link EdgePolicy} ({@link #heights()}); the edge adds where a walker
 * may go. Immutable and thread-safe.
 *
 * @since 0.1
 */
public sealed interface Edge {

    /**
     * The heights this edge answers past the grid, as the sampling rule of terrain-api: a sea or a fall
     * a constant ({@link EdgePolicy#constant(double)} of its floor or its {@code to}), a wall
     * {@link EdgePolicy#clamp()}, a wrap {@link EdgePolicy#wrap()}. {@link Land#height} samples its grid
     * with it.
     *
     * @return the edge's heights past the grid; never null
     */
    EdgePolicy heights();

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

        /** @return {@link EdgePolicy#constant(double)} of the floor */
        @Override
        public EdgePolicy heights() {
            return EdgePolicy.constant(floor);
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

        /** @return {@link EdgePolicy#constant(double)} of {@code to} */
        @Override
        public EdgePolicy heights() {
            return EdgePolicy.constant(to);
        }
    }

    /**
     * A wall edge.
     *
     * @since 0.1
     */
    record Wall() implements Edge {
        /** @return {@link EdgePolicy#clamp()} */
        @Override
        public EdgePolicy heights() {
            return EdgePolicy.clamp();
        }
    }

    /**
     * A wrapping edge.
     *
     * @since 0.1
     */
    record Wrap() implements Edge {
        /** @return {@link EdgePolicy#wrap()} */
        @Override
        public EdgePolicy heights() {
            return EdgePolicy.wrap();
        }
    }
}
