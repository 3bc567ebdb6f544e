package org.terrain4j.analysis.internal;

import org.terrain4j.api.GridFrame;

/**
 * World positions back to fractional sample positions, so that a sample's own position maps back to
 * its own column and row exactly.
 *
 * <p>{@code frame.column(frame.x(c))} is not always {@code c}: in a frame with a large origin and a
 * spacing that is not a whole number of metres (a UTM or Web Mercator grid), the two roundings leave
 * {@code c − 2·10⁻¹⁶}, and the bilinear ground there mixes in the neighbour at {@code c − 1} with a
 * weight of 10⁻¹⁶: a number times nothing, but NaN when that neighbour is no-data. These methods snap a
 * position within the rounding of {@code origin + c · spacing} of a whole sample onto it. The
 * tolerance, in samples, is {@code 10⁻⁹ + 4 · ulp(|x| + |origin|) / spacing}: the position's own
 * rounding error and the subtraction's, each at most half an ulp of the larger magnitude, with room;
 * 10⁻⁹ samples is a micrometre on a kilometre grid, far below any height the analysis resolves.
 *
 * <p>Stateless and thread-safe. Internal: not exported.
 */
public final class SamplePositions {

    /** The floor of the snapping tolerance, samples. */
    public static final double TOLERANCE = 1e-9;

    private SamplePositions() {
    }

    /**
     * The fractional column at world x, snapped onto a whole column within rounding.
     *
     * @param frame the grid's frame
     * @param x     world x, metres
     * @return column, samples (not clamped to the grid); NaN for NaN
     */
    public static double column(GridFrame frame, double x) {
        return snap(frame.column(x), x, frame.originX(), frame.spacingX());
    }

    /**
     * The fractional row at world z, snapped onto a whole row within rounding.
     *
     * @param frame the grid's frame
     * @param z     world z, metres
     * @return row, samples (not clamped to the grid); NaN for NaN
     */
    public static double row(GridFrame frame, double z) {
        return snap(frame.row(z), z, frame.originZ(), frame.spacingZ());
    }

    /**
     * A fractional sample position moved onto the nearest whole one when within rounding of it.
     *
     * @param v       the position, samples
     * @param world   the world coordinate it came from, metres
     * @param origin  the frame's origin on that axis, metres
     * @param spacing the frame's spacing on that axis, metres, &gt; 0
     * @return {@code v}, or the whole number it is within tolerance of
     */
    static double snap(double v, double world, double origin, double spacing) {
        double whole = Math.rint(v);
        double tolerance = TOLERANCE + 4 * Math.ulp(Math.abs(world) + Math.abs(origin)) / spacing;
        return Math.abs(v - whole) <= tolerance ? whole + 0.0 : v; // + 0.0: no -0.0 from a position just below 0
    }

    /**
     * Linear interpolation with exact ends: a weight of 0 ignores the other value, even NaN.
     *
     * @param a value at 0
     * @param b value at 1
     * @param f weight of b, in [0, 1]
     * @return the interpolated value
     */
    public static double lerp(double a, double b, double f) {
        return f == 0 ? a : f == 1 ? b : a + (b - a) * f;
    }

    /**
     * Bilinear interpolation over a cell with exact edges: a corner with no weight is not read, so a
     * position on a sample or on the line between two samples ignores the NaN of a void beside it.
     *
     * @param h00 value at (c0, r0)
     * @param h10 value at (c0 + 1, r0)
     * @param h01 value at (c0, r0 + 1)
     * @param h11 value at (c0 + 1, r0 + 1)
     * @param fc  column weight, [0, 1]
     * @param fr  row weight, [0, 1]
     * @return the interpolated value
     */
    public static double bilinear(double h00, double h10, double h01, double h11, double fc, double fr) {
        // each lerp ignores the value without weight, so at fr = 0 or 1 the other row's NaN is not read either
        return lerp(lerp(h00, h10, fc), lerp(h01, h11, fc), fr);
    }
}
