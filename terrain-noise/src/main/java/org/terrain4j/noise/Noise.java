package org.terrain4j.noise;

import java.util.Objects;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.HeightFunction;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.noise.internal.GridFill;
import org.terrain4j.noise.internal.Kernels;

/**
 * A coherent noise: a pure function of a {@code long} seed and {@code double} coordinates, in 2-D
 * over the ground plane {@code (x, z)} and in 3-D over {@code (x, y, z)}, with its analytic gradient
 * available from the same call.
 *
 * <p>Get one from {@link #lattice(NoiseType)} (the base noises), {@link Fractal}, {@link DomainWarp}
 * or the one-line factories of {@link Noises}. Every implementation in this package is immutable and
 * thread-safe: one instance may be sampled from any number of threads and gives the same bits on each.
 * Implementations written elsewhere must keep that contract to be used as the base of a fractal.
 *
 * <p>Coordinates are finite doubles. Results are finite for every coordinate of magnitude below
 * 2<sup>400</sup> (after the generator's own frequency); NaN coordinates give NaN.
 *
 * <p>Grid fills ({@link #fill(HeightfieldBuffer)}, {@link #heightfield(int, int, GridFrame)}) write
 * the 2-D value of sample {@code (c, r)} at {@code (frame.x(c), frame.z(r))}, rounded to
 * {@code float}. The result depends only on the noise and the buffer's shape and frame: the serial
 * and parallel fills give the same bits on any number of threads. For Perlin and value noise (and
 * fractals over them) it is exactly {@code (float) value(frame.x(c), frame.z(r))}; the OpenSimplex2
 * family fills rows near the origin in ways that round differently from the point calls: by
 * splatting each lattice vertex over the samples it reaches (rows whose samples lie less than 0.08
 * (OpenSimplex2) or 0.1 (OpenSimplex2S) lattice cells apart on average, more than 2⁻²⁰ apart, left to
 * right), or else point by point with each sample's skewed coordinates formed from the row's start
 * and step. Those fills differ from the point calls by less than 10⁻¹⁰ (absolute, before the rounding
 * to {@code float}; the difference grows with the distance from the origin, and the largest found by
 * a random search over 2.4·10⁵ rows was 5.0·10⁻¹¹, about 1.4·10⁴ cells out). That is
 * an absolute bound: for values near zero the two floats can be several ulps apart. Rows that reach
 * farther than 2¹⁴ cells from the origin on either axis are evaluated exactly as the point calls. (A
 * lattice cell is the unit of the generator's frequency: {@code frequency} cells per coordinate unit.)
 *
 * @since 0.1
 */
public interface Noise extends HeightFunction {

    /**
     * A base lattice noise with seed {@value LatticeNoise#DEFAULT_SEED} and frequency
     * {@value LatticeNoise#DEFAULT_FREQUENCY}; set them with the copy methods.
     *
     * <pre>{@code
     * Noise n = Noise.lattice(NoiseType.OPEN_SIMPLEX2).withSeed(42).withFrequency(1 / 64.0);
     * double h = n.value(x, z);
     * }</pre>
     *
     * @param type which lattice noise
     * @return the immutable, thread-safe noise, range [−1, 1]
     * @throws NullPointerException if type is null
     */
    static LatticeNoise lattice(NoiseType type) {
        return Kernels.create(Objects.requireNonNull(type, "type"), LatticeNoise.DEFAULT_SEED,
                LatticeNoise.DEFAULT_FREQUENCY);
    }

    /**
     * The 2-D noise at ground position {@code (x, z)}.
     *
     * @param x east coordinate
     * @param z south coordinate
     * @return the value, within [{@link #min()}, {@link #max()}]
     */
    double value(double x, double z);

    /**
     * A noise is a {@link HeightFunction} of ground position: its 2-D value.
     *
     * @param x east coordinate
     * @param z south coordinate
     * @return {@link #value(double, double) value(x, z)}
     */
    @Override
    default double height(double x, double z) {
        return value(x, z);
    }

    /**
     * The 3-D noise at {@code (x, y, z)}.
     *
     * @param x east coordinate
     * @param y up coordinate
     * @param z south coordinate
     * @return the value, within [{@link #min()}, {@link #max()}]
     */
    double value(double x, double y, double z);

    /**
     * The 2-D value and its analytic gradient {@code (dx, dz)} written into {@code dest}
     * ({@code dest.dy} is set to 0). Allocates nothing. Where the noise is not differentiable (cell
     * borders of linear value noise, creases of billow and ridged fractals) the gradient is that of
     * one of the adjoining pieces.
     *
     * @param x    east coordinate
     * @param z    south coordinate
     * @param dest the holder to write
     * @return {@code dest}
     * @throws NullPointerException if dest is null
     */
    NoiseSample sample(double x, double z, NoiseSample dest);

    /**
     * The 3-D value and its analytic gradient written into {@code dest}. Allocates nothing.
     *
     * @param x    east coordinate
     * @param y    up coordinate
     * @param z    south coordinate
     * @param dest the holder to write
     * @return {@code dest}
     * @throws NullPointerException if dest is null
     */
    NoiseSample sample(double x, double y, double z, NoiseSample dest);

    /**
     * The 2-D value and gradient in a new holder; see {@link #sample(double, double, NoiseSample)}.
     *
     * @param x east coordinate
     * @param z south coordinate
     * @return a new sample
     */
    default NoiseSample sample(double x, double z) {
        return sample(x, z, new NoiseSample());
    }

    /**
     * The 3-D value and gradient in a new holder; see
     * {@link #sample(double, double, double, NoiseSample)}.
     *
     * @param x east coordinate
     * @param y up coordinate
     * @param z south coordinate
     * @return a new sample
     */
    default NoiseSample sample(double x, double y, double z) {
        return sample(x, y, z, new NoiseSample());
    }

    /**
     * @return the smallest value this noise can return (derived in the implementation's Javadoc)
     */
    double min();

    /**
     * @return the largest value this noise can return (derived in the implementation's Javadoc)
     */
    double max();

    /**
     * @return the seed this noise was built with
     */
    long seed();

    /**
     * The same noise with another seed: same type, parameters and range. Fractals call this to give
     * each octave its own seed.
     *
     * @param seed any long
     * @return a noise differing only in its seed (this instance if the seed is the same)
     */
    Noise withSeed(long seed);

    /**
     * A row of 2-D values: {@code dest[offset + c] = value((originX + c·spacingX)·scale, z·scale)}
     * for {@code c} in {@code [0, count)}. Implementations override it with a faster path that reuses
     * lattice work between neighbouring samples; such a path must depend on nothing but its arguments
     * and may differ from {@link #value(double, double)} only by rounding (the OpenSimplex2 family, see
     * the class comment; Perlin and value noise give the same bits). The default calls
     * {@link #value(double, double)}.
     *
     * @param originX  x of the first sample, before scaling
     * @param spacingX distance between samples along x, before scaling
     * @param z        z of the row, before scaling
     * @param scale    factor applied to both coordinates (1 for none)
     * @param dest     destination
     * @param offset   first index written
     * @param count    number of samples, ≥ 0
     * @throws IndexOutOfBoundsException if {@code dest} is too short
     */
    default void valuesAlongRow(double originX, double spacingX, double z, double scale,
            double[] dest, int offset, int count) {
        Objects.checkFromIndexSize(offset, count, dest.length);
        double zs = z * scale;
        double dc = 0;
        for (int c = 0; c < count; c++, dc++) {
            dest[offset + c] = value((originX + dc * spacingX) * scale, zs);
        }
    }

    /**
     * Fills {@code dest} with the 2-D noise over its frame on the calling thread: sample
     * {@code (c, r)} becomes {@code (float) value(frame.x(c), frame.z(r))} (for the OpenSimplex2 family,
     * the float of a double within 10⁻¹⁰ of that value, see the class comment).
     *
     * @param dest the buffer to overwrite
     * @return {@code dest}
     * @throws NullPointerException  if dest is null
     * @throws IllegalStateException if dest is frozen
     */
    default HeightfieldBuffer fill(HeightfieldBuffer dest) {
        GridFill.fill(this, dest, false);
        return dest;
    }

    /**
     * As {@link #fill(HeightfieldBuffer)}, on the common fork-join pool. Rows are split into fixed
     * chunks of 16 whatever the number of threads, and every row is computed from its own arguments alone, so the result
     * is bit-identical to the serial fill.
     *
     * @param dest the buffer to overwrite
     * @return {@code dest}
     * @throws NullPointerException  if dest is null
     * @throws IllegalStateException if dest is frozen
     */
    default HeightfieldBuffer fillParallel(HeightfieldBuffer dest) {
        GridFill.fill(this, dest, true);
        return dest;
    }

    /**
     * A new heightfield of the 2-D noise over a frame, filled in parallel (bit-identical to serial).
     * Values are the raw noise in [{@link #min()}, {@link #max()}]; call
     * {@link Heightfield#normalized()} for the 0…1 convention of generators.
     *
     * @param columns samples along x, ≥ 1
     * @param rows    samples along z, ≥ 1
     * @param frame   where the samples lie
     * @return the filled, immutable field
     * @throws IllegalArgumentException if a size is below 1 or the grid is too large
     * @throws NullPointerException     if frame is null
     */
    default Heightfield heightfield(int columns, int rows, GridFrame frame) {
        return fillParallel(new HeightfieldBuffer(columns, rows, frame)).freeze();
    }
}
