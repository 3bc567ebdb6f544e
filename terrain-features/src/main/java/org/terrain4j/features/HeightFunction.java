package org.terrain4j.features;

import java.util.Objects;

import org.terrain4j.api.EdgePolicy;
import org.terrain4j.api.HeightfieldView;

/**
 * A height as a function of a position on the plan (seed 000's "open functions": a pure, bounded
 * function of a ground position that reads only x and z).
 *
 * <p>Implementations should be pure (same answer for the same point, from any thread) so that
 * features built on them are deterministic.
 */
@FunctionalInterface
public interface HeightFunction {

    /**
     * @param x metres east
     * @param z metres south
     * @return the height, metres
     */
    double height(double x, double z);

    /**
     * The bilinear height of a grid through its frame, clamped past the grid
     * ({@link HeightfieldView#heightAt(double, double, EdgePolicy)}). The view is read live: a
     * {@link org.terrain4j.api.HeightfieldBuffer} changed later reads changed.
     *
     * @param grid the heights
     * @return a function reading the grid
     * @throws NullPointerException if grid is null
     */
    static HeightFunction of(HeightfieldView grid) {
        Objects.requireNonNull(grid, "grid");
        EdgePolicy clamp = EdgePolicy.clamp();
        return (x, z) -> grid.heightAt(x, z, clamp);
    }
}
