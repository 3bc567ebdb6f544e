package org.terrain4j.world;

import java.util.Objects;
import org.terrain4j.api.GroundPoint;

/**
 * A straight street a town laid between its blocks: from one end to the other, with its width. Metres;
 * x east, z south. Immutable and thread-safe.
 *
 * @param from  one end, world metres
 * @param to    the other end, world metres
 * @param width street width, metres
 * @since 0.1
 */
public record Street(GroundPoint from, GroundPoint to, double width) {

    /**
     * Keeps the ends and the width.
     *
     * @param from  one end, world metres
     * @param to    the other end, world metres
     * @param width street width, metres
     * @throws NullPointerException if an end is null
     */
    public Street {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
    }

    /** @return east of one end ({@code from().x()}), metres */
    public double x1() {
        return from.x();
    }

    /** @return south of one end ({@code from().z()}), metres */
    public double z1() {
        return from.z();
    }

    /** @return east of the other end ({@code to().x()}), metres */
    public double x2() {
        return to.x();
    }

    /** @return south of the other end ({@code to().z()}), metres */
    public double z2() {
        return to.z();
    }
}
