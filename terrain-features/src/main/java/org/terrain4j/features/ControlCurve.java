package org.terrain4j.features;

import java.util.Arrays;
import java.util.Objects;

import org.terrain4j.api.internal.Checks;

/**
 * One value at each control point of a {@link Spine}, read between two of them in a straight line
 * (the brook of terrain4j's example island, {@code org.terrain4j.examples.Island}, has five: its table,
 * depth, flat half-width, bank and rounding, each read as {@code curve.at(spine.indexAt(along))}).
 *
 * <p>A curve may be given with every value ({@link #of}) or by keys at some control points with the
 * values between them interpolated linearly and held constant before the first key and after the
 * last ({@link #keyed}); either way {@link #at} interpolates linearly in the fractional index and
 * clamps outside {@code [0, size() − 1]}. The unit is the caller's (metres for heights and widths, a
 * plain rise over run for a bank).
 *
 * <p>Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class ControlCurve {

    private final double[] values;

    private ControlCurve(double[] values) {
        this.values = values;
    }

    /**
     * A curve with one value per control point, numbered 0 to {@code values.length − 1}.
     *
     * @param values at least one value; finite; copied
     * @return the curve
     * @throws IllegalArgumentException if there is no value or one is not finite
     * @throws NullPointerException     if values is null
     */
    public static ControlCurve of(double... values) {
        Objects.requireNonNull(values, "values");
        if (values.length == 0) {
            throw new IllegalArgumentException("values must hold >= 1 value, had 0");
        }
        double[] v = values.clone();
        for (int i = 0; i < v.length; i++) {
            Checks.finite("values[" + i + "]", v[i]);
        }
        return new ControlCurve(v);
    }

    /**
     * A curve of {@code size} values given by keys at some control points, as {@code (index, value)}
     * pairs (the example island's brook depth has keys {@code (0, 0.5)}, …, {@code (8, 0.22)}, …): control points
     * between two keys get the straight-line value between them, those before the first key the
     * first key's value and those after the last key the last key's value.
     *
     * @param size          number of control points, ≥ 1
     * @param indexValuePairs {@code i0, v0, i1, v1, ...}: whole indices in [0, size − 1], strictly
     *                      increasing, and finite values; at least one pair
     * @return the curve
     * @throws IllegalArgumentException if size &lt; 1, the array's length is odd or zero, an index is not
     *                                  a whole number in range or not increasing, or a value is not
     *                                  finite
     * @throws NullPointerException     if the array is null
     */
    public static ControlCurve keyed(int size, double... indexValuePairs) {
        Checks.atLeast("size", size, 1);
        Objects.requireNonNull(indexValuePairs, "indexValuePairs");
        int keys = indexValuePairs.length / 2;
        if (indexValuePairs.length % 2 != 0 || keys == 0) {
            throw new IllegalArgumentException("indexValuePairs must hold >= 1 (index, value) pair, had length "
                    + indexValuePairs.length);
        }
        int[] idx = new int[keys];
        double[] val = new double[keys];
        for (int k = 0; k < keys; k++) {
            double i = indexValuePairs[2 * k];
            if (!(i >= 0 && i <= size - 1 && i == Math.rint(i))) {
                throw new IllegalArgumentException("key " + k + ": index must be a whole number in [0, "
                        + (size - 1) + "], was " + i);
            }
            idx[k] = (int) i;
            if (k > 0 && idx[k] <= idx[k - 1]) {
                throw new IllegalArgumentException("key " + k + ": indices must increase, " + idx[k]
                        + " follows " + idx[k - 1]);
            }
            val[k] = Checks.finite("key " + k + " value", indexValuePairs[2 * k + 1]);
        }
        double[] v = new double[size];
        for (int i = 0; i < size; i++) {
            if (i <= idx[0]) {
                v[i] = val[0];
            } else if (i >= idx[keys - 1]) {
                v[i] = val[keys - 1];
            } else {
                int k = 0;
                while (idx[k + 1] < i) {
                    k++;
                }
                double f = (double) (i - idx[k]) / (idx[k + 1] - idx[k]);
                v[i] = Blend.lerp(val[k], val[k + 1], f);
            }
        }
        return new ControlCurve(v);
    }

    /**
     * A curve with the same value at every one of {@code size} control points.
     *
     * @param size  number of control points, ≥ 1
     * @param value finite
     * @return the curve
     * @throws IllegalArgumentException if size &lt; 1 or value is not finite
     */
    public static ControlCurve constant(int size, double value) {
        Checks.atLeast("size", size, 1);
        Checks.finite("value", value);
        double[] v = new double[size];
        Arrays.fill(v, value);
        return new ControlCurve(v);
    }

    /**
     * @return the number of control points this curve has a value for, ≥ 1
     */
    public int size() {
        return values.length;
    }

    /**
     * @param i 0 ≤ i &lt; size()
     * @return the value at control point i
     * @throws IndexOutOfBoundsException if i is out of range
     */
    public double value(int i) {
        return values[Objects.checkIndex(i, values.length)];
    }

    /**
     * The value at a fractional control-point index, linear between the two control points either
     * side, clamped to the first and last value outside {@code [0, size() − 1]}.
     *
     * @param index fractional control-point index; NaN gives NaN
     * @return the interpolated value
     */
    public double at(double index) {
        int last = values.length - 1;
        if (index <= 0) {
            return values[0];
        }
        if (index >= last) {
            return values[last];
        }
        if (index != index) {
            return Double.NaN;
        }
        int i = (int) index;
        return Blend.lerp(values[i], values[i + 1], index - i);
    }

    /**
     * The value at a distance along a spine: {@code at(spine.indexAt(along))}.
     *
     * @param spine the spine this curve belongs to
     * @param along metres along it; finite; clamped to [0, spine.length()]
     * @return the interpolated value
     * @throws IllegalArgumentException if along is not finite, or the spine has a different number of
     *                                  control points
     */
    public double along(Spine spine, double along) {
        requireFits(spine, "curve");
        return at(spine.indexAt(along));
    }

    /**
     * @return the smallest value
     */
    public double min() {
        return Arrays.stream(values).min().orElseThrow();
    }

    /**
     * @return the largest value
     */
    public double max() {
        return Arrays.stream(values).max().orElseThrow();
    }

    void requireFits(Spine spine, String name) {
        if (values.length != spine.controlPointCount()) {
            throw new IllegalArgumentException(name + " must have one value per control point ("
                    + spine.controlPointCount() + "), had " + values.length);
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ControlCurve c && Arrays.equals(values, c.values);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(values);
    }

    @Override
    public String toString() {
        return "ControlCurve" + Arrays.toString(values);
    }
}
