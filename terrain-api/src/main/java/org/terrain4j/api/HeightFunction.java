package org.terrain4j.api;

import java.util.Objects;

/**
 * A height as a function of a world position on the ground plane: {@code height(x, z)} with x metres
 * east and z metres south, in the same world coordinates as a {@link GridFrame} (not the normalised
 * u, v of {@link UvFunction}). This is terrain4j's own contract: implementations are pure, bounded
 * functions of a ground position that read only x and z.
 *
 * <p>Noises ({@code org.terrain4j.noise.Noise}) are height functions, the erosion filter maps one to
 * another, and {@link Heightfield#sampled(GridFrame, int, int, HeightFunction)} samples one on a grid.
 *
 * <p>Implementations should be pure (same answer for the same point, from any thread) so that
 * whatever is built on them is deterministic.
 *
 * @since 0.1
 */
@FunctionalInterface
public interface HeightFunction {

    /**
     * @param x metres east
     * @param z metres south
     * @return the height, metres (or the unit of the function's values)
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
