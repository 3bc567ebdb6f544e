package org.terrain4j.api;

/**
 * A height as a function of normalised grid coordinates: {@code height(u, v)} with {@code u} running
 * from 0 at the first column to 1 at the last and {@code v} from 0 at the first row to 1 at the last,
 * whatever the grid's size and frame. Used by {@link Heightfield#of(int, int, UvFunction)} (the closure
 * form); for heights of world positions in metres use
 * {@link HeightFunction}.
 *
 * <p>Implementations should be pure (same answer for the same point, from any thread).
 *
 * @since 0.1
 */
@FunctionalInterface
public interface UvFunction {

    /**
     * @param u across the columns, 0…1
     * @param v across the rows, 0…1
     * @return the height
     */
    double height(double u, double v);
}
