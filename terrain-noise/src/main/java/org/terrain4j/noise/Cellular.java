package org.terrain4j.noise;

import java.util.Objects;

import org.terrain4j.api.internal.Checks;
import org.terrain4j.api.internal.SplitMix64;
import org.terrain4j.noise.internal.Hashing;

/**
 * Cellular (Worley) noise in 2-D and 3-D: one feature point in every lattice cell, and at each position
 * the distance to the nearest feature point (F1), to the second nearest (F2), their difference
 * (F2 − F1), or a random value of the nearest feature's cell (a Voronoi diagram of flat cells). After
 * S. Worley, "A cellular texture basis function", SIGGRAPH 1996, with one feature point per cell as in
 * FastNoiseLite and JNoise (Worley draws a Poisson-distributed count).
 *
 * <pre>{@code
 * Noise cells = Cellular.worley().withSeed(7).withFrequency(1 / 32.0)
 *         .withDistance(Cellular.Distance.EUCLIDEAN).withReturnType(Cellular.ReturnType.F2_MINUS_F1);
 * Noise rocky = Fractal.fbm(cells).withOctaves(4);      // plugs into the fractals like any base
 * }</pre>
 *
 * <h2>Feature points</h2>
 * Lattice cell {@code (i, k)} (in 3-D {@code (i, j, k)}), with {@code long} indices found by a true floor
 * of the coordinates times the frequency, holds one feature point at {@code i + ½ + jitter·(rᵢ − ½)} along
 * each axis, the {@code rᵢ ∈ [0, 1)} drawn from the SplitMix64 mix of the whole 64-bit seed and the
 * cell's indices (21 bits each). Jitter 1 places the point anywhere in its cell (Worley's definition),
 * jitter 0 at the cell's centre (a regular grid). Distances are computed from the position's offset in
 * its own cell, so they keep their precision far from the origin and are continuous across negative
 * coordinates; the feature pattern does not repeat within 2<sup>64</sup> cells.
 *
 * <h2>Exact search</h2>
 * The nearest and second-nearest feature points are found exactly, for every jitter and distance: the
 * 3 × 3 (3 × 3 × 3) block of cells around the position first, then rings of cells farther out while a
 * ring's nearest possible point (its cells' jitter boxes) could still be closer than the current F2 (F1
 * for {@link ReturnType#F1} and {@link ReturnType#CELL_VALUE}); cells whose jitter box lies farther are
 * skipped without hashing. The tests compare with a brute-force search over 9 × 9 (7 × 7 × 7) cells.
 * (FastNoiseLite scales its jitter by 0.437 (2-D) and 0.396 (3-D) so that a 3 × 3 search is nearly
 * always right; JNoise searches 3 × 3 with points anywhere in the cell, which can miss the nearest.)
 *
 * <h2>Ranges</h2>
 * Every return type is scaled to [−1, 1] like the lattice noises, so a cellular noise can be the base of a
 * {@link Fractal}. For distances, the value is {@code 2·d / D − 1} with {@code d} in lattice cells and
 * {@code D} the supremum of that distance over every position and every draw of feature points, in the
 * chosen metric ({@link #maxDistance2d()}, {@link #maxDistance3d()}). With {@code a = (1 + jitter)/2},
 * {@code h = jitter/2} and {@code N} the metric's norm of per-axis distances:
 * <ul>
 *   <li><b>F1</b>: {@code D = N(a, a[, a])}. A position lies in its own cell, whose feature point is at
 *       most {@code a} away along each axis, so F1 ≤ D; at a lattice corner, with the feature points of the
 *       cells meeting there at the far corners of their jitter boxes (and every other cell's farther), F1
 *       comes arbitrarily close to D. F1 = 0 at each feature point, so the range is [−1, 1) with −1
 *       attained.</li>
 *   <li><b>F2</b> and <b>F2 − F1</b>: {@code D = max(N(a, a[, a]), N(1 + h, h[, h]))}: the larger of the
 *       value at a lattice corner (all cells meeting there tie) and at a cell centre (the own feature
 *       point anywhere in its box, the nearest other one a cell away plus the jitter). That this is the
 *       supremum of the second-smallest of the per-cell farthest distances is shown in 2-D by averaging the
 *       two candidates (Euclidean), or directly (Manhattan, Chebyshev); in 3-D, where the corner wins for
 *       Euclidean distance with jitter above ½ and for Manhattan always, it is confirmed by a grid search
 *       that the tests repeat. F2 − F1 ≤ F2, so its range lies in [−1, 1) too; in 2-D it comes arbitrarily
 *       close to 1 (at a cell centre with its own feature point there); in 3-D, where the corner sets D,
 *       F2 − F1 stays below 1 there (F1 cannot be 0 at a corner unless jitter is 1).</li>
 *   <li><b>Euclidean squared</b>: the squares of the Euclidean D (the metric is the square).</li>
 *   <li><b>Cell value</b>: uniform in [−1, 1) on the grid 2⁻⁵¹, as value noise.</li>
 * </ul>
 *
 * <h2>Gradients</h2>
 * Analytic, with respect to the caller's coordinates (frequency applied), from the offset {@code δ} of the
 * feature point from the position: for Euclidean distance {@code −δ/|δ|}, squared {@code −2δ}, Manhattan
 * {@code −sign(δ)} per axis, Chebyshev {@code −sign(δ)} along the axis of the largest {@code |δ|}, times
 * {@code 2/D}; F2 − F1 takes the difference of the two. They are exact wherever the distance is
 * differentiable. They are not defined, and the gradient of one adjoining piece is returned, where the
 * nearest (for F2: second-nearest) feature point changes: F1 is continuous across those Voronoi borders
 * but its gradient jumps there (F1 has a crease; the distance F2 − F1 is 0 on the border, returned as −1); F2 is continuous, its
 * gradient jumps likewise. At a feature point itself the Euclidean gradient is undefined (a cone's tip) and
 * 0 is returned; Manhattan and Chebyshev distances are not differentiable where two components tie or a
 * component is 0. The cell value is piecewise constant: gradient 0, undefined on the borders, where the
 * value jumps.
 *
 * <p>Grid fills ({@link #fill}, {@link #heightfield}) are the point calls, bit for bit. Immutable and
 * thread-safe; same seed and settings, same bits on every JVM and any number of threads.
 *
 * @since 0.1
 */
public final class Cellular implements Noise {

    /**
     * The metric in which distances to feature points are measured (in lattice cells).
     *
     * @since 0.1
     */
    public enum Distance {
        /** Straight-line distance {@code √(Σ δᵢ²)}: round cells. */
        EUCLIDEAN,
        /** Its square {@code Σ δᵢ²}: no square root; F1 ordering as Euclidean, values squared. */
        EUCLIDEAN_SQUARED,
        /** Taxicab distance {@code Σ |δᵢ|}: diamond-shaped cells. */
        MANHATTAN,
        /** Chessboard distance {@code max |δᵢ|}: square cells. */
        CHEBYSHEV
    }

    /**
     * What a position returns.
     *
     * @since 0.1
     */
    public enum ReturnType {
        /** Distance to the nearest feature point (Worley's F1): cones, pits at the points. */
        F1,
        /** Distance to the second-nearest feature point (F2). */
        F2,
        /**
         * F2 − F1: the distance F2 − F1 is 0 on the Voronoi borders between feature points, a crack pattern;
         * scaled as every return type (see "Ranges"), it returns −1 there.
         */
        F2_MINUS_F1,
        /** A random value in [−1, 1) of the nearest feature point's cell: flat Voronoi cells. */
        CELL_VALUE
    }

    /** Seed of {@link #worley()}. */
    public static final long DEFAULT_SEED = 0;
    /** Frequency of {@link #worley()}, lattice cells per coordinate unit. */
    public static final double DEFAULT_FREQUENCY = 1;
    /** Jitter of {@link #worley()}: feature points anywhere in their cell. */
    public static final double DEFAULT_JITTER = 1;

    private static final long MASK21 = (1L << 21) - 1;
    private static final double UNIT21 = 0x1p-21;

    private final long seed;
    private final long seedMix;
    private final double frequency;
    private final double jitter;
    private final Distance distance;
    private final ReturnType returnType;
    /** Low corner of the jitter box, cells from the cell's low corner: ½ − jitter/2. */
    private final double low;
    /** Jitter per unit of the 21-bit draws. */
    private final double jitterStep;
    private final boolean squared;
    private final boolean secondNeeded;
    private final double max2;
    private final double max3;

    /** The parameters, validated together: the one constructor every copy goes through. */
    private record Params(long seed, double frequency, double jitter, Distance distance, ReturnType returnType) {
        Params {
            Checks.positiveFinite("frequency", frequency);
            Checks.inRange("jitter", jitter, 0.0, 1.0);
            Objects.requireNonNull(distance, "distance");
            Objects.requireNonNull(returnType, "returnType");
        }
    }

    private Cellular(Params p) {
        this.seed = p.seed;
        this.seedMix = Hashing.seedMix(p.seed);
        this.frequency = p.frequency;
        this.jitter = p.jitter;
        this.distance = p.distance;
        this.returnType = p.returnType;
        this.low = 0.5 - p.jitter / 2;
        this.jitterStep = p.jitter * UNIT21;
        this.squared = distance == Distance.EUCLIDEAN || distance == Distance.EUCLIDEAN_SQUARED;
        this.secondNeeded = returnType == ReturnType.F2 || returnType == ReturnType.F2_MINUS_F1;
        this.max2 = supremum(distance, returnType, jitter, 2);
        this.max3 = supremum(distance, returnType, jitter, 3);
    }

    /**
     * Cellular noise with seed {@value #DEFAULT_SEED}, frequency {@value #DEFAULT_FREQUENCY}, jitter
     * {@value #DEFAULT_JITTER}, Euclidean distance and F1; change them with the copy methods.
     *
     * @return the immutable, thread-safe noise, range [−1, 1]
     */
    public static Cellular worley() {
        return new Cellular(new Params(DEFAULT_SEED, DEFAULT_FREQUENCY, DEFAULT_JITTER, Distance.EUCLIDEAN,
                ReturnType.F1));
    }

    /**
     * @param seed any long; every bit matters
     * @return a copy with this seed (this instance if it is the same)
     */
    @Override
    public Cellular withSeed(long seed) {
        return seed == this.seed ? this : new Cellular(new Params(seed, frequency, jitter, distance, returnType));
    }

    /**
     * @param frequency lattice cells per coordinate unit, finite and &gt; 0: a cell, and on average the
     *                  spacing of feature points, is {@code 1 / frequency} units across
     * @return a copy with this frequency
     * @throws IllegalArgumentException if not finite and positive
     */
    public Cellular withFrequency(double frequency) {
        return new Cellular(new Params(seed, frequency, jitter, distance, returnType));
    }

    /**
     * @param jitter how far a feature point may stray from its cell's centre, in [0, 1]: its jitter box is
     *               {@code jitter} cells wide (1: the whole cell; 0: the centre)
     * @return a copy with this jitter
     * @throws IllegalArgumentException if outside [0, 1] or NaN
     */
    public Cellular withJitter(double jitter) {
        return new Cellular(new Params(seed, frequency, jitter, distance, returnType));
    }

    /**
     * @param distance the metric
     * @return a copy measuring distances in it
     * @throws NullPointerException if distance is null
     */
    public Cellular withDistance(Distance distance) {
        return new Cellular(new Params(seed, frequency, jitter, distance, returnType));
    }

    /**
     * @param returnType what a position returns
     * @return a copy returning it
     * @throws NullPointerException if returnType is null
     */
    public Cellular withReturnType(ReturnType returnType) {
        return new Cellular(new Params(seed, frequency, jitter, distance, returnType));
    }

    /** @return the seed */
    @Override
    public long seed() {
        return seed;
    }

    /** @return lattice cells per coordinate unit */
    public double frequency() {
        return frequency;
    }

    /** @return the jitter, in [0, 1] */
    public double jitter() {
        return jitter;
    }

    /** @return the metric */
    public Distance distance() {
        return distance;
    }

    /** @return what a position returns */
    public ReturnType returnType() {
        return returnType;
    }

    /**
     * The supremum {@code D} of the 2-D distance this noise returns (see the class comment), in lattice
     * cells (squared cells for {@link Distance#EUCLIDEAN_SQUARED}): a value {@code v} is the distance
     * {@code (v + 1)·D/2}, in coordinate units {@code (v + 1)·D/(2·frequency)} for the linear metrics.
     *
     * @return D, &gt; 0; 2 for {@link ReturnType#CELL_VALUE} (so that the same formula gives v + 1)
     */
    public double maxDistance2d() {
        return max2;
    }

    /**
     * As {@link #maxDistance2d()}, for the 3-D noise.
     *
     * @return D, &gt; 0; 2 for {@link ReturnType#CELL_VALUE}
     */
    public double maxDistance3d() {
        return max3;
    }

    private static double norm(Distance d, double a, double b, int dims) {
        switch (d) {
            case EUCLIDEAN:
                return Math.sqrt(a * a + (dims - 1) * b * b);
            case EUCLIDEAN_SQUARED:
                return a * a + (dims - 1) * b * b;
            case MANHATTAN:
                return a + (dims - 1) * b;
            default:
                return Math.max(a, b);
        }
    }

    static double supremum(Distance d, ReturnType r, double jitter, int dims) {
        double a = (1 + jitter) / 2;
        double h = jitter / 2;
        switch (r) {
            case F1:
                return norm(d, a, a, dims);
            case F2:
            case F2_MINUS_F1:
                return Math.max(norm(d, a, a, dims), norm(d, 1 + h, h, dims));
            default:
                return 2;
        }
    }

    /** @return −1 */
    @Override
    public double min() {
        return -1;
    }

    /** @return 1 (not attained; see the class comment for which return types come arbitrarily close) */
    @Override
    public double max() {
        return 1;
    }

    @Override
    public double value(double x, double z) {
        return eval2(x * frequency, z * frequency, null);
    }

    @Override
    public NoiseSample sample(double x, double z, NoiseSample dest) {
        Objects.requireNonNull(dest, "dest");
        dest.value = eval2(x * frequency, z * frequency, dest);
        return dest;
    }

    @Override
    public double value(double x, double y, double z) {
        return eval3(x * frequency, y * frequency, z * frequency, null);
    }

    @Override
    public NoiseSample sample(double x, double y, double z, NoiseSample dest) {
        Objects.requireNonNull(dest, "dest");
        dest.value = eval3(x * frequency, y * frequency, z * frequency, dest);
        return dest;
    }

    /** The distance from the position to a feature point offset by (a, b, c) from it, in the metric (squared for both Euclidean forms). */
    private double metric(double a, double b, double c) {
        switch (distance) {
            case MANHATTAN:
                return Math.abs(a) + Math.abs(b) + Math.abs(c);
            case CHEBYSHEV:
                return Math.max(Math.abs(a), Math.max(Math.abs(b), Math.abs(c)));
            default:
                return a * a + b * b + c * c;
        }
    }

    /**
     * @param lo low end of a jitter box along one axis, relative to the position
     * @return the distance from the position (0) to the box [lo, lo + jitter] along that axis
     */
    private double gap(double lo) {
        return lo > 0 ? lo : lo + jitter < 0 ? -(lo + jitter) : 0;
    }

    /** @return the lower bound of the metric (squared for Euclidean) for a Chebyshev distance g */
    private double bound(double g) {
        return squared ? g * g : g;
    }

    /** NaN or infinite coordinates: NaN value and gradient (the search would not end). */
    private static double nan(NoiseSample dest) {
        if (dest != null) {
            dest.set(Double.NaN, Double.NaN, Double.NaN, Double.NaN);
        }
        return Double.NaN;
    }

    private static double edge(double f) {
        return Math.min(f, 1 - f);
    }

    private double eval2(double u, double v, NoiseSample dest) {
        double bu = Math.floor(u);
        double bv = Math.floor(v);
        double fu = u - bu;
        double fv = v - bv;
        if (Double.isNaN(fu + fv)) {
            return nan(dest);
        }
        long cu = (long) bu;
        long cv = (long) bv;
        double near = Math.min(edge(fu), edge(fv));
        double f1 = Double.POSITIVE_INFINITY;
        double f2 = Double.POSITIVE_INFINITY;
        double a1 = 0;
        double b1 = 0;
        double a2 = 0;
        double b2 = 0;
        long h1 = 0;
        for (int r = 1;; r++) {
            double limit = secondNeeded ? f2 : f1;
            if (r >= 2 && bound(r - 0.5 - jitter / 2 + near) >= limit) {
                break;
            }
            for (int i = -r; i <= r; i++) {
                int step = r == 1 || i == -r || i == r ? 1 : 2 * r;
                double lu = i + low - fu;
                long xp = (cu + i) * Hashing.PX;
                for (int k = -r; k <= r; k += step) {
                    double lv = k + low - fv;
                    if (r >= 2 && metric(gap(lu), gap(lv), 0) >= limit) {
                        continue;
                    }
                    long h = SplitMix64.mix(seedMix ^ xp ^ (cv + k) * Hashing.PZ);
                    double a = lu + (h >>> 43) * jitterStep;
                    double b = lv + ((h >>> 22) & MASK21) * jitterStep;
                    double d = metric(a, b, 0);
                    if (d < f1) {
                        f2 = f1;
                        a2 = a1;
                        b2 = b1;
                        f1 = d;
                        a1 = a;
                        b1 = b;
                        h1 = h;
                        limit = secondNeeded ? f2 : f1;
                    } else if (d < f2) {
                        f2 = d;
                        a2 = a;
                        b2 = b;
                        limit = secondNeeded ? f2 : f1;
                    }
                }
            }
        }
        double value = finish(f1, f2, h1, a1, 0, b1, a2, 0, b2, max2, dest);
        if (dest != null) {
            dest.dy = 0;
        }
        return value;
    }

    private double eval3(double u, double v, double w, NoiseSample dest) {
        double bu = Math.floor(u);
        double bv = Math.floor(v);
        double bw = Math.floor(w);
        double fu = u - bu;
        double fv = v - bv;
        double fw = w - bw;
        if (Double.isNaN(fu + fv + fw)) {
            return nan(dest);
        }
        long cu = (long) bu;
        long cv = (long) bv;
        long cw = (long) bw;
        double near = Math.min(edge(fu), Math.min(edge(fv), edge(fw)));
        double f1 = Double.POSITIVE_INFINITY;
        double f2 = Double.POSITIVE_INFINITY;
        double a1 = 0;
        double b1 = 0;
        double c1 = 0;
        double a2 = 0;
        double b2 = 0;
        double c2 = 0;
        long h1 = 0;
        for (int r = 1;; r++) {
            double limit = secondNeeded ? f2 : f1;
            if (r >= 2 && bound(r - 0.5 - jitter / 2 + near) >= limit) {
                break;
            }
            for (int i = -r; i <= r; i++) {
                double lu = i + low - fu;
                long xp = (cu + i) * Hashing.PX;
                boolean outerI = i == -r || i == r;
                for (int j = -r; j <= r; j++) {
                    int step = r == 1 || outerI || j == -r || j == r ? 1 : 2 * r;
                    double lv = j + low - fv;
                    long yp = (cv + j) * Hashing.PY;
                    for (int k = -r; k <= r; k += step) {
                        double lw = k + low - fw;
                        if (r >= 2 && metric(gap(lu), gap(lv), gap(lw)) >= limit) {
                            continue;
                        }
                        long h = SplitMix64.mix(seedMix ^ xp ^ yp ^ (cw + k) * Hashing.PZ);
                        double a = lu + (h >>> 43) * jitterStep;
                        double b = lv + ((h >>> 22) & MASK21) * jitterStep;
                        double c = lw + ((h >>> 1) & MASK21) * jitterStep;
                        double d = metric(a, b, c);
                        if (d < f1) {
                            f2 = f1;
                            a2 = a1;
                            b2 = b1;
                            c2 = c1;
                            f1 = d;
                            a1 = a;
                            b1 = b;
                            c1 = c;
                            h1 = h;
                            limit = secondNeeded ? f2 : f1;
                        } else if (d < f2) {
                            f2 = d;
                            a2 = a;
                            b2 = b;
                            c2 = c;
                            limit = secondNeeded ? f2 : f1;
                        }
                    }
                }
            }
        }
        return finish(f1, f2, h1, a1, b1, c1, a2, b2, c2, max3, dest);
    }

    /**
     * Scales the search's result and writes the gradient.
     *
     * @param f1   nearest distance in the metric (squared for Euclidean)
     * @param f2   second-nearest distance, likewise
     * @param h1   the nearest feature point's cell hash
     * @param a1   x offset of the nearest feature point from the position, lattice cells (b1: y, c1: z)
     * @param a2   x offset of the second-nearest (b2, c2 likewise)
     * @param max  the supremum D for the dimension
     * @param dest where to write the gradient (its value is set by the caller), or null
     * @return the value
     */
    private double finish(double f1, double f2, long h1, double a1, double b1, double c1, double a2, double b2,
            double c2, double max, NoiseSample dest) {
        if (returnType == ReturnType.CELL_VALUE) {
            if (dest != null) {
                dest.dx = 0;
                dest.dy = 0;
                dest.dz = 0;
            }
            return Hashing.signedUnit(h1 * Hashing.M);
        }
        double d1 = distance == Distance.EUCLIDEAN ? Math.sqrt(f1) : f1;
        double d2 = distance == Distance.EUCLIDEAN ? Math.sqrt(f2) : f2;
        double s = 2 / max;
        if (dest != null) {
            double g = s * frequency;
            double gx = 0;
            double gy = 0;
            double gz = 0;
            if (returnType == ReturnType.F1) {
                gx = slope(a1, b1, c1, d1);
                gy = slope(b1, a1, c1, d1);
                gz = slope(c1, a1, b1, d1);
            } else {
                gx = slope(a2, b2, c2, d2);
                gy = slope(b2, a2, c2, d2);
                gz = slope(c2, a2, b2, d2);
                if (returnType == ReturnType.F2_MINUS_F1) {
                    gx -= slope(a1, b1, c1, d1);
                    gy -= slope(b1, a1, c1, d1);
                    gz -= slope(c1, a1, b1, d1);
                }
            }
            dest.dx = g * gx;
            dest.dy = g * gy;
            dest.dz = g * gz;
        }
        switch (returnType) {
            case F1:
                return s * d1 - 1;
            case F2:
                return s * d2 - 1;
            default:
                return s * (d2 - d1) - 1;
        }
    }

    /**
     * The derivative of the distance to a feature point with respect to the position along one axis, in
     * lattice cells per cell.
     *
     * @param own   the feature point's offset from the position along this axis
     * @param other the offset along one of the other axes
     * @param third the offset along the remaining axis
     * @param d     the distance (not squared)
     * @return ∂d/∂position along the axis (0 for an axis of a 2-D call, whose offsets are 0)
     */
    private double slope(double own, double other, double third, double d) {
        switch (distance) {
            case EUCLIDEAN:
                return d > 0 ? -own / d : 0;
            case EUCLIDEAN_SQUARED:
                return -2 * own;
            case MANHATTAN:
                return -Math.signum(own);
            default:
                double m = Math.abs(own);
                return m > 0 && m >= Math.abs(other) && m >= Math.abs(third) ? -Math.signum(own) : 0;
        }
    }

    @Override
    public String toString() {
        return "Cellular[seed=" + seed + ", frequency=" + frequency + ", jitter=" + jitter + ", " + distance + ", "
                + returnType + "]";
    }
}
