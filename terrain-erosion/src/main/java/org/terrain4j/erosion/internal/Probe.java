package org.terrain4j.erosion.internal;

/**
 * Test hook of {@link DropletEngine}: told about every sample change and every drop state. The
 * production engine uses {@link #NONE}.
 */
interface Probe {

    /** Ignores everything. */
    Probe NONE = new Probe() {
    };

    /**
     * A sample was lowered by erosion.
     *
     * @param index  sample index
     * @param before height before
     * @param after  height after
     */
    default void eroded(int index, float before, float after) {
    }

    /**
     * A sample was raised by deposition.
     *
     * @param index  sample index
     * @param before height before
     * @param after  height after
     */
    default void deposited(int index, float before, float after) {
    }

    /**
     * A drop finished a step.
     *
     * @param x        its column now (fractional)
     * @param z        its row now (fractional)
     * @param sediment what it carries now
     * @param speed    its speed now
     */
    default void stepped(double x, double z, double sediment, double speed) {
    }

    /**
     * A drop is at {@code (x, z)} inside the grid with this much water: where it lands, and after every step
     * that leaves it inside the grid.
     *
     * @param x     its column (fractional), in [0, columns − 1)
     * @param z     its row (fractional), in [0, rows − 1)
     * @param water the water it carries there
     */
    default void flowed(double x, double z, double water) {
    }
}
