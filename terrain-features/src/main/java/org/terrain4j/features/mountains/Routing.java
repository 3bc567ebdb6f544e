package org.terrain4j.features.mountains;

/**
 * The seam to the drainage library: a single-flow network over a group's grid, every sample
 * draining to an outlet. Package-private.
 */
interface Routing {

    /** A routed network. {@code stack} lists every sample, each after the one it drains to. */
    record Network(int[] receiver, double[] distance, int[] stack, double[] area) {
    }

    /**
     * Routes water over the heights: outlets (and only they) are base levels, receiver −1; depressions
     * drain over their lowest sill.
     *
     * @param grid    the grid (wraps in x in a ring)
     * @param heights the heights, row-major
     * @param outlet  the base levels
     * @return receivers, receiver distances (metres), the stack and drainage areas (m²)
     */
    Network route(GroupGrid grid, float[] heights, boolean[] outlet);
}
