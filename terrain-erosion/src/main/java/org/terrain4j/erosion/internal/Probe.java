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
}
