package org.terrain4j.api;

import org.terrain4j.api.internal.Checks;

/**
 * What a heightfield answers for a world position past its outermost samples.
 *
 * <ul>
 *   <li>{@link #clamp()}: the nearest edge sample's height (the default everywhere).</li>
 *   <li>{@link #wrap()}: the grid repeats with a period of {@code columns × spacingX} along x and
 *       {@code rows × spacingZ} along z, so column {@code columns} is column 0 again (a tileable
 *       field).</li>
 *   <li>{@link #constant(double)}: a fixed height, for example −30 m of open sea past an island's
 *       grid (the edge of terrain4j's example island, {@code org.terrain4j.examples.Island}).
 *       Positions on or inside the outermost samples interpolate as usual.</li>
 * </ul>
 *
 * <p>Immutable and thread-safe.
 *
 * @since 0.1
 */
public sealed interface EdgePolicy {

    /**
     * @return the policy that answers the nearest edge sample's height
     */
    static EdgePolicy clamp() {
        return Clamp.INSTANCE;
    }

    /**
     * @return the policy that repeats the grid periodically
     */
    static EdgePolicy wrap() {
        return Wrap.INSTANCE;
    }

    /**
     * @param height the height past the grid, metres; finite
     * @return the policy that answers {@code height} outside the grid
     * @throws IllegalArgumentException if height is not finite
     */
    static EdgePolicy constant(double height) {
        return new Constant(height);
    }

    /**
     * Past the grid, the nearest edge sample.
     *
     * @since 0.1
     */
    final class Clamp implements EdgePolicy {
        static final Clamp INSTANCE = new Clamp();

        private Clamp() {
        }

        @Override
        public String toString() {
            return "clamp";
        }
    }

    /**
     * The grid repeats.
     *
     * @since 0.1
     */
    final class Wrap implements EdgePolicy {
        static final Wrap INSTANCE = new Wrap();

        private Wrap() {
        }

        @Override
        public String toString() {
            return "wrap";
        }
    }

    /**
     * Past the grid, a constant height.
     *
     * @param height metres; finite
     * @since 0.1
     */
    record Constant(double height) implements EdgePolicy {
        /**
         * Validates the height.
         *
         * @param height metres; finite
         * @throws IllegalArgumentException if height is not finite
         */
        public Constant {
            Checks.finite("height", height);
        }
    }
}
