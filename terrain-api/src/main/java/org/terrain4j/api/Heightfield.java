package org.terrain4j.api;

import java.util.Arrays;
import java.util.Objects;
import java.util.function.DoubleUnaryOperator;
import java.util.random.RandomGenerator;

import org.terrain4j.api.internal.Checks;
import org.terrain4j.api.internal.DiamondSquare;

/**
 * An immutable grid of heights: {@code columns × rows} samples stored row-major as {@code float},
 * placed in the world by a {@link GridFrame}.
 *
 * <p>Every operation returns a new heightfield and leaves this one unchanged. Instances are immutable
 * and safe to share between threads. For algorithms that write samples in a loop, use the mutable
 * twin {@link HeightfieldBuffer} and {@link HeightfieldBuffer#freeze()} it when done.
 *
 * <p>Heights are stored as {@code float} (4 bytes a sample, GPU-ready) and computed in
 * {@code double}; values passed in are rounded to the nearest {@code float}. No-data samples are
 * NaN; each method says what it does with them. A height is finite: the factories and the
 * operations refuse ±Infinity and values beyond the range of {@code float} (about ±3.4e38), naming
 * the sample. {@link HeightfieldBuffer}, a working buffer for algorithms, does not check each
 * write; the readers, writers and algorithms refuse an infinite sample that reaches them that way.
 *
 * <p>The shape of this type (closure, filled and explicit forms, bilinear {@code value(u, v)},
 * {@code normalized()}, diamond-square, erosion chaining) is terrain4j's own design; each method that
 * implements a published algorithm names its source.
 *
 * @since 0.1
 */
public final class Heightfield extends Grid implements HeightfieldView {

    /**
     * The largest number of samples one grid may hold, {@code 2³¹ − 9} (the JVM's practical array
     * limit); constructors and readers refuse larger grids before allocating.
     */
    public static final long MAX_SAMPLES = Checks.MAX_SAMPLES;

    private final GridFrame frame;
    private volatile Statistics statistics;
    private int hash;

    Heightfield(int columns, int rows, GridFrame frame, float[] data) {
        super(columns, rows, data);
        this.frame = frame.checkGrid(columns, rows);
    }

    // ---------------------------------------------------------------- construction

    /**
     * Samples a function of normalised coordinates: sample {@code (c, r)} gets
     * {@code f(c / (columns − 1), r / (rows − 1))} (u or v is 0 along an axis with one sample).
     * Any function of the noise family works as a terrain generator this way.
     *
     * @param columns samples along x, ≥ 1
     * @param rows    samples along z, ≥ 1
     * @param f       height of (u, v), both in [0, 1]; called once per sample, on this thread
     * @return the sampled field, unit frame
     * @throws IllegalArgumentException if a size is below 1 or the grid exceeds 2³¹ − 9 samples, or f gives
     *                                  a height beyond the range of {@code float} (±Infinity included),
     *                                  naming the sample
     * @throws NullPointerException     if f is null
     * @see #sampled(GridFrame, int, int, HeightFunction)
     */
    public static Heightfield of(int columns, int rows, UvFunction f) {
        Objects.requireNonNull(f, "f");
        int n = Checks.gridSize(columns, rows);
        float[] data = new float[n];
        double du = columns > 1 ? 1.0 / (columns - 1) : 0;
        double dv = rows > 1 ? 1.0 / (rows - 1) : 0;
        for (int r = 0, i = 0; r < rows; r++) {
            double v = r == rows - 1 && rows > 1 ? 1 : r * dv;
            for (int c = 0; c < columns; c++, i++) {
                double u = c == columns - 1 && columns > 1 ? 1 : c * du;
                double h = f.height(u, v);
                data[i] = (float) h;
                if (Float.isInfinite(data[i])) {
                    throw new IllegalArgumentException("f gives " + h + " at u = " + u + ", v = " + v + " (column "
                            + c + ", row " + r + "): " + FINITE);
                }
            }
        }
        return new Heightfield(columns, rows, GridFrame.UNIT, data);
    }

    /**
     * Samples a function of world position over a frame: sample {@code (c, r)} gets
     * {@code (float) f.height(frame.x(c), frame.z(r))}.
     *
     * @param frame   where the samples lie (metres)
     * @param columns samples along x, ≥ 1
     * @param rows    samples along z, ≥ 1
     * @param f       height of world position (x, z), metres; called once per sample, on this thread
     * @return the sampled field, in {@code frame}
     * @throws IllegalArgumentException if a size is below 1 or the grid exceeds 2³¹ − 9 samples, or f gives
     *                                  a height beyond the range of {@code float} (±Infinity included),
     *                                  naming the sample
     * @throws NullPointerException     if frame or f is null
     * @see #of(int, int, UvFunction)
     */
    public static Heightfield sampled(GridFrame frame, int columns, int rows, HeightFunction f) {
        Objects.requireNonNull(frame, "frame");
        Objects.requireNonNull(f, "f");
        int n = Checks.gridSize(columns, rows);
        float[] data = new float[n];
        for (int r = 0, i = 0; r < rows; r++) {
            double z = frame.z(r);
            for (int c = 0; c < columns; c++, i++) {
                double h = f.height(frame.x(c), z);
                data[i] = (float) h;
                if (Float.isInfinite(data[i])) {
                    throw new IllegalArgumentException("f gives " + h + " at x = " + frame.x(c) + ", z = " + z
                            + " (column " + c + ", row " + r + "): " + FINITE);
                }
            }
        }
        return new Heightfield(columns, rows, frame, data);
    }

    /**
     * A field with every sample at the same height.
     *
     * @param columns samples along x, ≥ 1
     * @param rows    samples along z, ≥ 1
     * @param height  the height of every sample (NaN makes an all-no-data field)
     * @return the filled field, unit frame
     * @throws IllegalArgumentException if a size is below 1, the grid is too large, or height is
     *                                  beyond the range of {@code float} (±Infinity included)
     */
    public static Heightfield filled(int columns, int rows, double height) {
        float[] data = new float[Checks.gridSize(columns, rows)];
        if (Float.isInfinite((float) height)) {
            throw new IllegalArgumentException("height was " + height + ": " + FINITE);
        }
        Arrays.fill(data, (float) height);
        return new Heightfield(columns, rows, GridFrame.UNIT, data);
    }

    /**
     * A field from explicit row-major heights, copied.
     *
     * @param columns samples along x, ≥ 1
     * @param rows    samples along z, ≥ 1
     * @param rowMajor exactly {@code columns × rows} heights, index {@code r · columns + c}
     * @return the field, unit frame
     * @throws IllegalArgumentException if a size is below 1, the array length is not columns × rows, or
     *                                  a height is beyond the range of {@code float} (±Infinity included),
     *                                  naming it
     * @throws NullPointerException     if rowMajor is null
     */
    public static Heightfield of(int columns, int rows, float[] rowMajor) {
        Objects.requireNonNull(rowMajor, "rowMajor");
        int n = Checks.gridSize(columns, rows);
        checkLength(rowMajor.length, n, columns, rows);
        for (int i = 0; i < n; i++) {
            if (Float.isInfinite(rowMajor[i])) {
                throw notFinite(i, columns, rowMajor[i]);
            }
        }
        return new Heightfield(columns, rows, GridFrame.UNIT, rowMajor.clone());
    }

    /**
     * A field from explicit row-major heights, rounded to {@code float}.
     *
     * @param columns  samples along x, ≥ 1
     * @param rows     samples along z, ≥ 1
     * @param rowMajor exactly {@code columns × rows} heights, index {@code r · columns + c}
     * @return the field, unit frame
     * @throws IllegalArgumentException if a size is below 1, the array length is not columns × rows, or
     *                                  a height is beyond the range of {@code float} (±Infinity included),
     *                                  naming it
     * @throws NullPointerException     if rowMajor is null
     */
    public static Heightfield of(int columns, int rows, double[] rowMajor) {
        Objects.requireNonNull(rowMajor, "rowMajor");
        int n = Checks.gridSize(columns, rows);
        checkLength(rowMajor.length, n, columns, rows);
        float[] data = new float[n];
        for (int i = 0; i < n; i++) {
            data[i] = (float) rowMajor[i];
            if (Float.isInfinite(data[i])) {
                throw notFinite(i, columns, rowMajor[i]);
            }
        }
        return new Heightfield(columns, rows, GridFrame.UNIT, data);
    }

    /** The rule every factory states when it refuses a height. */
    private static final String FINITE = "heights must be finite, within ±3.4028235e38 (the range of float), or NaN"
            + " for a void";

    private static IllegalArgumentException notFinite(int i, int columns, double value) {
        return new IllegalArgumentException("rowMajor[" + i + "] (column " + i % columns + ", row " + i / columns
                + ") is " + value + ": " + FINITE);
    }

    private static void checkLength(int length, int n, int columns, int rows) {
        if (length != n) {
            throw new IllegalArgumentException("rowMajor.length must be columns × rows = " + columns + " × "
                    + rows + " = " + n + ", was " + length);
        }
    }

    /**
     * The side of the square grid {@link #diamondSquare(int, double, long)} grows for a requested
     * size: the smallest 2ⁿ + 1 that is at least {@code size} (65, 129, 257, 513, …), so a caller can
     * tell how many samples it will get (and how much memory that takes) before growing it.
     *
     * @param size requested samples per side, 2…2¹⁵ + 1
     * @return samples per side of the grown field
     * @throws IllegalArgumentException if size is out of range
     */
    public static int diamondSquareSide(int size) {
        return DiamondSquare.sideFor(size);
    }

    /**
     * Grows a fractal landscape by diamond-square subdivision with a seeded generator; see
     * {@link #diamondSquare(int, double, RandomGenerator)} for the method.
     *
     * <p>Random offsets are a pure function of (seed, level, sample), so the result does not depend on
     * anything but the arguments and is the same on every JVM and thread count. Grids of 513² and
     * more spread each level's rows over the common {@link java.util.concurrent.ForkJoinPool}; the
     * bits are the same as on one thread.
     *
     * @param size      requested samples per side, 2…2¹⁵ + 1; rounded up to the next 2ⁿ + 1
     * @param roughness how much the random offsets keep at each halving of the step, in [0, 1]
     * @param seed      any long; the same seed grows the same terrain
     * @return a {@code (2ⁿ + 1)²} field normalised to [0, 1], unit frame
     * @throws IllegalArgumentException if size or roughness is out of range
     */
    public static Heightfield diamondSquare(int size, double roughness, long seed) {
        return DiamondSquare.grow(size, roughness, seed);
    }

    /**
     * Grows a fractal landscape by diamond-square subdivision (A. Fournier, D. Fussell and L. Carpenter,
     * "Computer rendering of stochastic models", Communications of the ACM 25(6), 1982). The four
     * corners get random heights; then, with the step halving each level, the <em>diamond</em> step
     * sets the centre of every square to the mean of its four corners plus a random offset, and the
     * <em>square</em> step sets the midpoint of every edge to the mean of its (three at the border, otherwise four) diamond neighbours plus a random offset.
     * Offsets are uniform in ±amplitude; the amplitude starts at 1 and is multiplied by
     * {@code roughness} at each level. Low roughness rolls smoothly, 1 stays jagged at every scale, and
     * about 0.5 reads as natural land. Finally the field is {@linkplain #normalized() normalised} to
     * [0, 1].
     *
     * <p>The generator is drawn from in a fixed order (corners, then level by level, diamond step
     * before square step, row-major within each), so a generator in the same state grows the same
     * terrain.
     *
     * @param size      requested samples per side, 2…2¹⁵ + 1; rounded up to the next 2ⁿ + 1
     *                  (65, 129, 257, 513, …)
     * @param roughness how much the random offsets keep at each halving of the step, in [0, 1]
     * @param random    the source of randomness; advanced by about size² draws; not shared with
     *                  other threads during the call
     * @return a {@code (2ⁿ + 1)²} field normalised to [0, 1], unit frame
     * @throws IllegalArgumentException if size or roughness is out of range
     * @throws NullPointerException     if random is null
     */
    public static Heightfield diamondSquare(int size, double roughness, RandomGenerator random) {
        return DiamondSquare.grow(size, roughness, Objects.requireNonNull(random, "random"));
    }

    // ---------------------------------------------------------------- access

    @Override
    public GridFrame frame() {
        return frame;
    }

    /**
     * {@inheritDoc}
     *
     * <p>Computed once and remembered.
     */
    @Override
    public Statistics statistics() {
        Statistics s = statistics;
        if (s == null) {
            s = Statistics.of(data, 0, data.length);
            statistics = s;
        }
        return s;
    }

    /**
     * @return the smallest height, NaN samples ignored (NaN if all are no-data)
     */
    public double min() {
        return statistics().min();
    }

    /**
     * @return the largest height, NaN samples ignored (NaN if all are no-data)
     */
    public double max() {
        return statistics().max();
    }

    /**
     * @return the mean height, NaN samples ignored (NaN if all are no-data)
     */
    public double mean() {
        return statistics().mean();
    }

    /**
     * @return the sum of the heights in {@code double}, NaN samples ignored
     */
    public double sum() {
        return statistics().sum();
    }

    /**
     * @return the number of NaN (no-data) samples
     */
    public long noDataCount() {
        return statistics().noDataCount();
    }

    // ---------------------------------------------------------------- operations

    /**
     * The same samples placed in another frame.
     *
     * @param frame the new frame
     * @return a field sharing this one's samples (both are immutable)
     * @throws NullPointerException     if frame is null
     * @throws IllegalArgumentException if the grid's samples would lie beyond the frame's limits
     *                                  ({@link GridFrame#checkGrid})
     */
    public Heightfield withFrame(GridFrame frame) {
        return new Heightfield(columns, rows, Objects.requireNonNull(frame, "frame"), data);
    }

    /**
     * Rescales the heights linearly so the minimum becomes 0 and the maximum 1. A constant field
     * becomes all zeros. NaN samples stay NaN and are ignored when finding the range.
     *
     * @return the normalised field, same frame; every valid sample in [0, 1]
     */
    public Heightfield normalized() {
        Statistics s = statistics();
        float[] out = new float[data.length];
        double min = s.min();
        double range = s.max() - min;
        if (s.count() == 0) {
            Arrays.fill(out, Float.NaN);
        } else if (range == 0) {
            for (int i = 0; i < out.length; i++) {
                out[i] = Float.isNaN(data[i]) ? Float.NaN : 0f;
            }
        } else {
            double inv = 1 / range;
            for (int i = 0; i < out.length; i++) {
                out[i] = (float) Math.min(1, (data[i] - min) * inv);
            }
        }
        return new Heightfield(columns, rows, frame, out);
    }

    /**
     * Applies a function to every sample. NaN samples are passed to the function like any other, and
     * a NaN result is a void. A result beyond the range of {@code float} (about ±3.4e38, ±Infinity
     * included) from a finite sample is refused rather than stored as an infinite height, which no
     * writer and no algorithm here accepts.
     *
     * @param f new height of an old height; called once per sample, in row-major order, on this thread
     * @return the mapped field, same frame
     * @throws IllegalArgumentException naming the sample, its height and the result, if f takes a finite
     *                                  height beyond the range of {@code float}
     * @throws NullPointerException     if f is null
     */
    public Heightfield map(DoubleUnaryOperator f) {
        Objects.requireNonNull(f, "f");
        return mapped(f, "the function");
    }

    /** {@link #map} naming what gave an overflowing height ({@code the function}, {@code factor 1e39}). */
    private Heightfield mapped(DoubleUnaryOperator f, String what) {
        float[] out = new float[data.length];
        for (int i = 0; i < out.length; i++) {
            double v = f.applyAsDouble(data[i]);
            out[i] = (float) v;
            if (Float.isInfinite(out[i]) && !Float.isInfinite(data[i])) {
                throw beyondFloat(i, what + " gives " + v);
            }
        }
        return new Heightfield(columns, rows, frame, out);
    }

    private IllegalArgumentException beyondFloat(int i, String what) {
        return new IllegalArgumentException("sample (" + i % columns + ", " + i / columns + ") of height " + data[i]
                + ": " + what + ", beyond the range of float (±3.4028235e38)");
    }

    /**
     * Adds a constant to every sample (NaN stays NaN).
     *
     * @param offset metres; finite
     * @return the raised field, same frame
     * @throws IllegalArgumentException if offset is not finite, or takes a sample beyond the range of
     *                                  {@code float} (naming the sample)
     */
    public Heightfield add(double offset) {
        Checks.finite("offset", offset);
        return mapped(h -> h + offset, "adding " + offset);
    }

    /**
     * Adds another field sample by sample. A NaN in either gives NaN.
     *
     * @param other a field of the same columns and rows (its frame is ignored)
     * @return the sum, this field's frame
     * @throws IllegalArgumentException if the shapes differ, or a sum of finite samples lies beyond the
     *                                  range of {@code float} (naming the sample)
     * @throws NullPointerException     if other is null
     */
    public Heightfield add(HeightfieldView other) {
        Objects.requireNonNull(other, "other");
        if (other.columns() != columns || other.rows() != rows) {
            throw new IllegalArgumentException("other must be " + columns + " × " + rows + ", was "
                    + other.columns() + " × " + other.rows());
        }
        float[] out = other.toArray();
        for (int i = 0; i < out.length; i++) {
            float o = out[i];
            out[i] = (float) ((double) data[i] + o);
            if (Float.isInfinite(out[i]) && !Float.isInfinite(data[i]) && !Float.isInfinite(o)) {
                throw beyondFloat(i, "adding " + o + " gives " + ((double) data[i] + o));
            }
        }
        return new Heightfield(columns, rows, frame, out);
    }

    /**
     * Multiplies every sample by a factor (NaN stays NaN).
     *
     * @param factor finite
     * @return the scaled field, same frame
     * @throws IllegalArgumentException if factor is not finite, or takes a sample beyond the range of
     *                                  {@code float} (naming the sample)
     */
    public Heightfield scale(double factor) {
        Checks.finite("factor", factor);
        return mapped(h -> h * factor, "factor " + factor);
    }

    /**
     * A rectangular part of this field. The frame moves so every kept sample keeps its world position.
     *
     * @param column  first column kept, 0 ≤ column &lt; columns()
     * @param row     first row kept, 0 ≤ row &lt; rows()
     * @param columns number of columns kept, ≥ 1, with column + columns ≤ columns()
     * @param rows    number of rows kept, ≥ 1, with row + rows ≤ rows()
     * @return the cropped field
     * @throws IllegalArgumentException if the rectangle is empty or does not lie inside the grid
     */
    public Heightfield crop(int column, int row, int columns, int rows) {
        Checks.inRange("column", column, 0, this.columns - 1);
        Checks.inRange("row", row, 0, this.rows - 1);
        Checks.inRange("columns", columns, 1, this.columns - column);
        Checks.inRange("rows", rows, 1, this.rows - row);
        float[] out = new float[columns * rows];
        for (int r = 0; r < rows; r++) {
            System.arraycopy(data, (row + r) * this.columns + column, out, r * columns, columns);
        }
        return new Heightfield(columns, rows, frame.shifted(column, row), out);
    }

    /**
     * Resamples to another grid size by bilinear interpolation, as terrain-dem's
     * {@code Resample.bilinear()} and {@code terrain resample} do: the corners stay the corners and the world extent is kept, so the
     * spacing changes to {@code spacing × (old − 1) / (new − 1)} on each axis (unchanged on an axis of one
     * sample). When shrinking, the tent is widened by the factor, so a new sample averages the old ones it
     * stands for instead of aliasing. Resampling to the same size returns an equal field.
     *
     * <p>Voids (NaN) do not spread: a new sample takes the weighted mean of the defined samples around it,
     * and is NaN only where every one of them is. A field of voids only gives voids only.
     *
     * <p>terrain-dem's {@code org.terrain4j.dem.Resample} adds the bicubic kernel and gives the sources.
     *
     * @param columns new number of columns, ≥ 1
     * @param rows    new number of rows, ≥ 1
     * @return the resampled field; a new field, this one is unchanged
     * @throws IllegalArgumentException if a size is below 1 or the grid would exceed {@link #MAX_SAMPLES}
     */
    public Heightfield resample(int columns, int rows) {
        return org.terrain4j.api.internal.Resampling.resample(this, columns, rows, false);
    }

    /**
     * Erodes a copy of this field with seed 0; see {@link #eroded(Erosion, long)}.
     *
     * @param erosion the process and its parameters
     * @return the eroded field, same frame
     * @throws NullPointerException if erosion is null
     */
    public Heightfield eroded(Erosion erosion) {
        return eroded(erosion, 0L);
    }

    /**
     * Erodes a copy of this field. The same field, process and seed always give the same result.
     * To see where the material went, call {@link Erosion#erode} on a {@link HeightfieldBuffer}.
     *
     * @param erosion the process and its parameters (for example hydraulic droplets or thermal
     *                weathering from {@code terrain-erosion})
     * @param seed    seed of the process's randomness
     * @return the eroded field, same frame
     * @throws NullPointerException if erosion is null
     */
    public Heightfield eroded(Erosion erosion, long seed) {
        Objects.requireNonNull(erosion, "erosion");
        HeightfieldBuffer buffer = toBuffer();
        erosion.erode(buffer, seed, ProgressListener.NONE);
        return buffer.freeze();
    }

    /**
     * @return a new mutable copy of this field, same frame
     */
    public HeightfieldBuffer toBuffer() {
        return new HeightfieldBuffer(columns, rows, frame, data.clone());
    }

    // ---------------------------------------------------------------- equality

    /**
     * Compares with a tolerance: true if the other field has the same columns, rows and frame and
     * every pair of samples differs by at most {@code tolerance} (two NaN samples match; NaN and a
     * number do not).
     *
     * @param other     the field to compare with
     * @param tolerance largest allowed absolute difference, ≥ 0
     * @return whether they agree within the tolerance
     * @throws IllegalArgumentException if tolerance is negative or NaN
     * @throws NullPointerException     if other is null
     */
    public boolean equalsWithin(HeightfieldView other, double tolerance) {
        Objects.requireNonNull(other, "other");
        Checks.nonNegativeFinite("tolerance", tolerance);
        if (other.columns() != columns || other.rows() != rows || !other.frame().equals(frame)) {
            return false;
        }
        float[] o = other.toArray();
        for (int i = 0; i < data.length; i++) {
            float a = data[i];
            float b = o[i];
            if (Float.isNaN(a) || Float.isNaN(b)) {
                if (Float.isNaN(a) != Float.isNaN(b)) {
                    return false;
                }
            } else if (!(Math.abs((double) a - b) <= tolerance)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Exact equality: same columns, rows, frame and bit-identical samples (as {@link Arrays#equals(float[],
     * float[])}: NaN equals NaN, 0.0 differs from −0.0).
     */
    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        return o instanceof Heightfield h && h.columns == columns && h.rows == rows && h.frame.equals(frame)
                && Arrays.equals(h.data, data);
    }

    @Override
    public int hashCode() {
        int h = hash;
        if (h == 0) {
            h = 31 * (31 * (31 * columns + rows) + frame.hashCode()) + Arrays.hashCode(data);
            hash = h;
        }
        return h;
    }

    @Override
    public String toString() {
        return "Heightfield[" + columns + " × " + rows + ", " + frame + "]";
    }
}
