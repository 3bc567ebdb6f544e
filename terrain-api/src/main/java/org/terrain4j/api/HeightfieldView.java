package org.terrain4j.api;

import org.terrain4j.api.internal.Sampling;

/**
 * Read-only access to a grid of heights: what public methods accept, so that both the immutable
 * {@link Heightfield} and the mutable {@link HeightfieldBuffer} can be passed.
 *
 * <p>Shape: {@code columns() × rows()} samples, row-major ({@code index = row · columns + column});
 * columns run along x (east), rows along z (south); see the {@link org.terrain4j.api package
 * documentation} for axes and units. World positions go through {@link #frame()}.
 *
 * <p>Thread-safety is that of the implementation: a {@code Heightfield} may be read from any number
 * of threads, a {@code HeightfieldBuffer} must not be read while another thread writes it.
 *
 * <p>No-data: a NaN sample reads as NaN; interpolation that gives it a non-zero weight returns NaN.
 *
 * @since 0.1
 */
public sealed interface HeightfieldView permits Heightfield, HeightfieldBuffer {

    /**
     * @return number of columns (samples along x), ≥ 1
     */
    int columns();

    /**
     * @return number of rows (samples along z), ≥ 1
     */
    int rows();

    /**
     * @return where the grid lies in the world
     */
    GridFrame frame();

    /**
     * The height of one sample.
     *
     * @param column 0 ≤ column &lt; columns()
     * @param row    0 ≤ row &lt; rows()
     * @return the stored height (NaN for no-data)
     * @throws IndexOutOfBoundsException if the column or row is outside the grid
     */
    double get(int column, int row);

    /**
     * Copies every sample, row-major, into {@code dest} starting at {@code offset}. Allocates nothing.
     *
     * @param dest   destination, with at least {@code offset + sampleCount()} elements
     * @param offset first index written
     * @throws IndexOutOfBoundsException if {@code dest} is too short or offset is negative
     */
    void copyTo(float[] dest, int offset);

    /**
     * Copies one row of {@code columns()} samples into {@code dest} starting at {@code offset}.
     *
     * @param row    0 ≤ row &lt; rows()
     * @param dest   destination, with at least {@code offset + columns()} elements
     * @param offset first index written
     * @throws IndexOutOfBoundsException if the row is outside the grid or {@code dest} is too short
     */
    void copyRowTo(int row, float[] dest, int offset);

    /**
     * @return columns() × rows()
     */
    default int sampleCount() {
        return columns() * rows();
    }

    /**
     * @return a new row-major copy of every sample
     */
    default float[] toArray() {
        float[] copy = new float[sampleCount()];
        copyTo(copy, 0);
        return copy;
    }

    /**
     * @return min, max, mean, sum and no-data count of the samples (computed now)
     */
    default Statistics statistics() {
        return Statistics.of(toArray(), 0, sampleCount());
    }

    /**
     * The bilinear height at normalised coordinates: {@code u = 0} is column 0, {@code u = 1} the last
     * column, {@code v = 0} row 0, {@code v = 1} the last row. At a sample's own position the sample
     * itself is returned exactly. Coordinates outside [0, 1] are clamped.
     *
     * @param u across the columns, 0…1
     * @param v across the rows, 0…1
     * @return the interpolated height
     * @throws IllegalArgumentException if u or v is NaN or infinite
     */
    default double value(double u, double v) {
        return Sampling.bilinear(this, Sampling.unit("u", u) * (columns() - 1),
                Sampling.unit("v", v) * (rows() - 1), EdgePolicy.clamp());
    }

    /**
     * The bilinear height at world position {@code (x, z)}, clamped past the grid.
     *
     * @param x metres east
     * @param z metres south
     * @return the interpolated height
     * @throws IllegalArgumentException if x or z is NaN or infinite
     */
    default double heightAt(double x, double z) {
        return heightAt(x, z, EdgePolicy.clamp());
    }

    /**
     * The bilinear height at world position {@code (x, z)} with the given edge policy.
     *
     * @param x    metres east
     * @param z    metres south
     * @param edge what to answer past the outermost samples
     * @return the interpolated height
     * @throws IllegalArgumentException if x or z is NaN or infinite
     */
    default double heightAt(double x, double z, EdgePolicy edge) {
        GridFrame f = frame();
        return Sampling.bilinear(this, f.column(Sampling.coordinate("x", x)),
                f.row(Sampling.coordinate("z", z)), edge);
    }

    /**
     * The gradient at world position {@code (x, z)} by central differences of the bilinear surface
     * one sample spacing either side (one-sided where a side would leave the grid), clamped past the
     * grid.
     *
     * @param x metres east
     * @param z metres south
     * @return ∂h/∂x and ∂h/∂z, metres per metre
     * @throws IllegalArgumentException if x or z is NaN or infinite
     */
    default Gradient gradientAt(double x, double z) {
        return gradientAt(x, z, EdgePolicy.clamp());
    }

    /**
     * The gradient at world position {@code (x, z)} with the given edge policy. With
     * {@link EdgePolicy#clamp()} the differences become one-sided at the grid's border so the edge
     * slope is not halved; with the other policies they are always central.
     *
     * @param x    metres east
     * @param z    metres south
     * @param edge what to answer past the outermost samples
     * @return ∂h/∂x and ∂h/∂z, metres per metre
     * @throws IllegalArgumentException if x or z is NaN or infinite
     */
    default Gradient gradientAt(double x, double z, EdgePolicy edge) {
        return Sampling.gradient(this, Sampling.coordinate("x", x), Sampling.coordinate("z", z), edge);
    }

    /**
     * The slope angle at world position {@code (x, z)}: {@code atan(|∇h|)} of {@link #gradientAt}.
     *
     * @param x metres east
     * @param z metres south
     * @return radians in [0, π/2)
     * @throws IllegalArgumentException if x or z is NaN or infinite
     */
    default double slopeAt(double x, double z) {
        return gradientAt(x, z).slope();
    }

    /**
     * The unit surface normal at world position {@code (x, z)}, y up, from {@link #gradientAt}.
     *
     * @param x metres east
     * @param z metres south
     * @return {nx, ny, nz}, a new array, unit length, ny &gt; 0
     * @throws IllegalArgumentException if x or z is NaN or infinite
     */
    default double[] normalAt(double x, double z) {
        return gradientAt(x, z).normal();
    }
}
