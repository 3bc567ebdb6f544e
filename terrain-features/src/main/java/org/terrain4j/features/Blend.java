package org.terrain4j.features;

/**
 * Blending functions used to write a land's height as a sum of shapes: {@link #smoothstep},
 * {@link #fading}, {@link #lerp} and {@link #clamp}.
 *
 * <p>Pure static functions; thread-safe. Arguments that are parameters of the blend (the ends of a
 * ramp) are checked; the blended value itself is not, so a NaN value gives NaN, as {@link Math}
 * does.
 *
 * @since 0.1
 */
public final class Blend {

    private Blend() {
    }

    /**
     * The cubic Hermite ramp {@code 3t² − 2t³} with {@code t = clamp((x − from) / (to − from), 0, 1)}:
     * 0 at {@code from} and beyond it, 1 at {@code to} and beyond it, with zero slope at both ends
     * (the GLSL {@code smoothstep}, extended to {@code from > to}).
     *
     * <p>Either order of the ends is allowed: with {@code from < to} the ramp rises with x (terrain4j's
     * example island fades its hill in with {@code smoothstep(s, 60, 220)}, s in metres); with
     * {@code from > to} it falls (0 at and above
     * {@code from}, 1 at and below {@code to}), which is what {@link #fading} reads as a weight.
     *
     * @param x    the value, any unit; NaN gives NaN
     * @param from where the result is 0; finite
     * @param to   where the result is 1; finite and different from {@code from}
     * @return a value in [0, 1]
     * @throws IllegalArgumentException if {@code from} or {@code to} is not finite, or they are equal
     */
    public static double smoothstep(double x, double from, double to) {
        checkEnds(from, to);
        double t = (x - from) / (to - from);
        if (t <= 0) {
            return 0;
        }
        if (t >= 1) {
            return 1;
        }
        return t * t * (3 - 2 * t);   // NaN falls through both tests and stays NaN
    }

    /**
     * A weight that fades in from 0 at {@code from} to 1 at {@code to} along the same Hermite ramp as
     * {@link #smoothstep}; the name reads as layer rules do (those of terrain4j's example island): sand is
     * {@code fading(height, 2.7, 1.3)} (none above 2.7 m, full below 1.3 m), rock is
     * {@code fading(slope, 33, 44)} (none below 33°, full above 44°). Exactly 0 at and
     * beyond {@code from}, exactly 1 at and beyond {@code to}.
     *
     * @param value the value, any unit; NaN gives NaN
     * @param from  where the weight is 0; finite
     * @param to    where the weight is 1; finite and different from {@code from}
     * @return the weight in [0, 1]
     * @throws IllegalArgumentException if {@code from} or {@code to} is not finite, or they are equal
     */
    public static double fading(double value, double from, double to) {
        return smoothstep(value, from, to);
    }

    /**
     * Linear interpolation {@code a·(1 − t) + b·t}, written so that {@code t = 0} gives exactly
     * {@code a} and {@code t = 1} exactly {@code b}. t is not clamped.
     *
     * @param a value at t = 0
     * @param b value at t = 1
     * @param t the fraction; usually in [0, 1]
     * @return the interpolated value
     */
    public static double lerp(double a, double b, double t) {
        return a * (1 - t) + b * t;
    }

    /**
     * {@code x} clamped to {@code [low, high]}.
     *
     * @param x    the value; NaN gives NaN
     * @param low  lower bound
     * @param high upper bound, ≥ low
     * @return the clamped value
     * @throws IllegalArgumentException unless low ≤ high
     */
    public static double clamp(double x, double low, double high) {
        if (!(low <= high)) {
            throw new IllegalArgumentException("low must be <= high, were low = " + low + ", high = " + high);
        }
        return x < low ? low : x > high ? high : x;
    }

    private static void checkEnds(double from, double to) {
        if (!(Double.isFinite(from) && Double.isFinite(to) && from != to)) {
            throw new IllegalArgumentException("from and to must be finite and different, were from = "
                    + from + ", to = " + to);
        }
    }
}
