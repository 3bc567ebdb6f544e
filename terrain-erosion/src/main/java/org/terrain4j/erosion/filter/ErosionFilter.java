package org.terrain4j.erosion.filter;

import java.util.Objects;
import java.util.stream.IntStream;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.HeightFunction;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldView;
import org.terrain4j.api.internal.Checks;
import org.terrain4j.noise.Phacelle;
import org.terrain4j.noise.PhacelleSample;

/**
 * Gullies as a filter on single points: octaves of {@link Phacelle} stripes that run down the slope,
 * each octave half the spacing and half the depth of the last, cut into the ground (after Rune Skovbo
 * Johansen's erosion filter, 2025).
 *
 * <h2>Method</h2>
 * For a point {@code (x, z)} with raw height {@code h} and raw gradient {@code g} (rise over run), the
 * steer starts as {@code g}. Octave {@code k} (spacing {@code size / 2^k}, depth
 * {@code depth / 2^k}, phacelle seed {@code seed + k}) does nothing where {@code |steer| ≤
 * minSteepness}; otherwise it samples stripes running along {@code steer}, and with
 * <ul>
 * <li>{@code up = clamp(h / summit, 0, 1)};</li>
 * <li>{@code crisp = smoothstep(up, 0.02, 0.2) · (1 − 0.6 · smoothstep(up, 0.75, 1))} (none at the foot,
 *     cut back by 0.6 toward the summit);</li>
 * <li>{@code amount = depth_k · easeOut(|steer| / fullSteepness) · crisp}, {@code easeOut(t) =
 *     1 − (1 − clamp(t, 0, 1))²};</li>
 * <li>the stripes' depth {@code s = (1 − value) / 2}: 0 on a crest, 1 on a gully's floor;</li>
 * </ul>
 * lowers the height by {@code amount · s} and adds the gully's own gradient,
 * {@code −amount · ∇s}, to the steer, so the next, smaller octave runs down the sides of the gully
 * just cut: small gullies branch off large ones. Ground no higher than {@code minHeight} is returned
 * unchanged.
 *
 * <h2>Guarantees</h2>
 * The result never exceeds the raw height ({@code amount ≥ 0} and {@code s ∈ [0, 1]}), and is at
 * least {@code h − depth·(2 − 2^{1−octaves})}. The output is a pure function of its arguments:
 * deterministic, and identical whatever the thread count.
 *
 * <p>The defaults are terrain4j's own, chosen for the gullies of its example island
 * ({@code org.terrain4j.examples.Island}): size 140 m, depth 9 m, 4 octaves (140, 70, 35, 17.5 m), seed 31, summit
 * 150 m, minimum height 1 m, minimum steepness 0.02, full strength at a slope of 0.25.
 *
 * <p>Immutable and thread-safe; the {@code with…} methods return copies (see the parameter-object rule in
 * {@code org.terrain4j.api}).
 *
 * @since 0.1
 */
public final class ErosionFilter {

    private final double size;
    private final double depth;
    private final int octaves;
    private final long seed;
    private final double summit;
    private final double minHeight;
    private final double minSteepness;
    private final double fullSteepness;
    private final Phacelle[] stripes;

    /** The parameters, validated together: the one constructor every copy goes through. */
    private record Params(double size, double depth, int octaves, long seed, double summit, double minHeight,
            double minSteepness, double fullSteepness) {
        Params {
            Checks.positiveFinite("size", size);
            Checks.nonNegativeFinite("depth", depth);
            Checks.inRange("octaves", octaves, 1, 16);
            Checks.positiveFinite("summit", summit);
            Checks.finite("minHeight", minHeight);
            Checks.nonNegativeFinite("minSteepness", minSteepness);
            Checks.positiveFinite("fullSteepness", fullSteepness);
        }
    }

    private static final ErosionFilter STANDARD = new ErosionFilter(new Params(140, 9, 4, 31, 150, 1, 0.02, 0.25));

    private ErosionFilter(Params b) {
        this.size = b.size;
        this.depth = b.depth;
        this.octaves = b.octaves;
        this.seed = b.seed;
        this.summit = b.summit;
        this.minHeight = b.minHeight;
        this.minSteepness = b.minSteepness;
        this.fullSteepness = b.fullSteepness;
        this.stripes = new Phacelle[octaves];
        double s = size;
        for (int k = 0; k < octaves; k++) {
            stripes[k] = Phacelle.of(seed + k, 1 / s);
            s /= 2;
        }
    }

    /**
     * The filter with terrain4j's default numbers (those of its example island): size 140 m, depth 9 m,
     * 4 octaves, seed 31, summit 150 m, minimum height 1 m, minimum steepness 0.02, full steepness 0.25. Read a default
     * from its accessor: {@code ErosionFilter.standard().depth()}.
     *
     * @return the standard filter
     */
    public static ErosionFilter standard() {
        return STANDARD;
    }

    // ------------------------------------------- copies; each throws IllegalArgumentException out of range

    /**
     * @param metres the first octave's stripe spacing; finite and &gt; 0 (default 140)
     * @return a copy with this size
     */
    public ErosionFilter withSize(double metres) {
        return new ErosionFilter(new Params(metres, depth, octaves, seed, summit, minHeight, minSteepness,
                fullSteepness));
    }

    /**
     * @param metres the first octave's depth; finite and ≥ 0 (default 9)
     * @return a copy with this depth
     */
    public ErosionFilter withDepth(double metres) {
        return new ErosionFilter(new Params(size, metres, octaves, seed, summit, minHeight, minSteepness,
                fullSteepness));
    }

    /**
     * @param octaves number of octaves, in [1, 16] (default 4)
     * @return a copy with this octave count
     */
    public ErosionFilter withOctaves(int octaves) {
        return new ErosionFilter(new Params(size, depth, octaves, seed, summit, minHeight, minSteepness,
                fullSteepness));
    }

    /**
     * @param seed the phacelle seed of the first octave; octave k uses seed + k (default 31)
     * @return a copy with this seed
     */
    public ErosionFilter withSeed(long seed) {
        return new ErosionFilter(new Params(size, depth, octaves, seed, summit, minHeight, minSteepness,
                fullSteepness));
    }

    /**
     * @param metres the hill's top height, for the fades at the foot and near the summit; finite and
     *               &gt; 0 (default 150)
     * @return a copy with this summit
     */
    public ErosionFilter withSummit(double metres) {
        return new ErosionFilter(new Params(size, depth, octaves, seed, metres, minHeight, minSteepness,
                fullSteepness));
    }

    /**
     * @param metres ground at or below this height is left as it is; finite (default 1)
     * @return a copy with this minimum height
     */
    public ErosionFilter withMinHeight(double metres) {
        return new ErosionFilter(new Params(size, depth, octaves, seed, summit, metres, minSteepness,
                fullSteepness));
    }

    /**
     * @param minSteepness steer lengths at or below this do nothing; finite and ≥ 0 (default 0.02)
     * @return a copy with this minimum steepness
     */
    public ErosionFilter withMinSteepness(double minSteepness) {
        return new ErosionFilter(new Params(size, depth, octaves, seed, summit, minHeight, minSteepness,
                fullSteepness));
    }

    /**
     * @param fullSteepness slope from which an octave cuts at full depth; finite and &gt; 0 (default 0.25)
     * @return a copy with this full steepness
     */
    public ErosionFilter withFullSteepness(double fullSteepness) {
        return new ErosionFilter(new Params(size, depth, octaves, seed, summit, minHeight, minSteepness,
                fullSteepness));
    }

    /**
     * The eroded height at one point.
     *
     * @param x  metres east
     * @param z  metres south
     * @param h  the raw height there, metres
     * @param gx ∂h/∂x of the raw height, metres per metre
     * @param gz ∂h/∂z of the raw height, metres per metre
     * @return the height with the gullies cut, metres; never above {@code h}
     */
    public double apply(double x, double z, double h, double gx, double gz) {
        if (!(h > minHeight)) {
            return h;
        }
        double up = clamp01(h / summit);
        double crisp = smoothstep(up, 0.02, 0.2) * (1 - 0.6 * smoothstep(up, 0.75, 1));
        if (crisp == 0) {
            return h;
        }
        PhacelleSample p = new PhacelleSample();
        double out = h;
        double sx = gx;
        double sz = gz;
        double d = depth;
        for (int k = 0; k < octaves; k++) {
            double steep = Math.sqrt(sx * sx + sz * sz);
            if (steep > minSteepness) {
                stripes[k].sample(x, z, sx, sz, p);
                double t = 1 - clamp01(steep / fullSteepness);
                double amount = d * (1 - t * t) * crisp;
                double s = (1 - p.value) * 0.5;
                out -= amount * s;
                // the gully's own gradient is -amount * grad(s) = +amount * grad(value) / 2
                sx += amount * 0.5 * p.slopeX;
                sz += amount * 0.5 * p.slopeZ;
            }
            d *= 0.5;
        }
        return Math.min(out, h);
    }

    /**
     * Applies the filter to every sample of a grid, taking each sample's gradient by central
     * differences of the samples one spacing either side (one-sided at the border), in the grid's
     * {@link GridFrame}. Rows run in parallel; the result is the same whatever the thread count.
     *
     * @param raw the raw heights; unchanged
     * @return a new field, same shape and frame, never above {@code raw} at any sample
     * @throws NullPointerException if raw is null
     */
    public Heightfield apply(HeightfieldView raw) {
        Objects.requireNonNull(raw, "raw");
        int columns = raw.columns();
        int rows = raw.rows();
        GridFrame f = raw.frame();
        float[] src = raw.toArray();
        float[] dst = new float[src.length];
        IntStream.range(0, rows).parallel().forEach(r -> {
            int rm = Math.max(r - 1, 0);
            int rp = Math.min(r + 1, rows - 1);
            double z = f.z(r);
            for (int c = 0; c < columns; c++) {
                int cm = Math.max(c - 1, 0);
                int cp = Math.min(c + 1, columns - 1);
                double gx = cp == cm ? 0
                        : (src[r * columns + cp] - src[r * columns + cm]) / ((cp - cm) * f.spacingX());
                double gz = rp == rm ? 0
                        : (src[rp * columns + c] - src[rm * columns + c]) / ((rp - rm) * f.spacingZ());
                double h = src[r * columns + c];
                dst[r * columns + c] = (float) Math.min(h, apply(f.x(c), z, h, gx, gz));
            }
        });
        return Heightfield.of(columns, rows, dst).withFrame(f);
    }

    /**
     * The filter over a height function, with its gradient by central differences {@code step}
     * metres either side (terrain4j's example island uses a step of 2 m).
     *
     * @param raw  the raw height, metres, of world position (x, z) in metres; must be pure and thread-safe
     * @param step the half distance of the central differences, metres; finite and &gt; 0
     * @return the eroded height function; thread-safe if raw is
     * @throws NullPointerException     if raw is null
     * @throws IllegalArgumentException if step is not finite and positive
     */
    public HeightFunction apply(HeightFunction raw, double step) {
        Objects.requireNonNull(raw, "raw");
        double e = Checks.positiveFinite("step", step);
        return (x, z) -> {
            double h = raw.height(x, z);
            double gx = (raw.height(x + e, z) - raw.height(x - e, z)) / (2 * e);
            double gz = (raw.height(x, z + e) - raw.height(x, z - e)) / (2 * e);
            return apply(x, z, h, gx, gz);
        };
    }

    /** @return the first octave's stripe spacing, metres */
    public double size() {
        return size;
    }

    /** @return the first octave's depth, metres */
    public double depth() {
        return depth;
    }

    /** @return the number of octaves */
    public int octaves() {
        return octaves;
    }

    /** @return the phacelle seed of the first octave (octave k uses seed + k) */
    public long seed() {
        return seed;
    }

    /** @return the height taken as the hill's top for the foot and summit fades, metres */
    public double summit() {
        return summit;
    }

    /** @return the height at or below which nothing is cut, metres */
    public double minHeight() {
        return minHeight;
    }

    /** @return the steer length at or below which an octave does nothing */
    public double minSteepness() {
        return minSteepness;
    }

    /** @return the slope from which an octave cuts at full depth */
    public double fullSteepness() {
        return fullSteepness;
    }

    /**
     * The largest amount the filter can lower any point: {@code depth · (2 − 2^{1−octaves})}.
     *
     * @return metres
     */
    public double maxCut() {
        return depth * (2 - Math.pow(2, 1 - octaves));
    }

    private static double clamp01(double t) {
        return t < 0 ? 0 : t > 1 ? 1 : t;
    }

    private static double smoothstep(double x, double from, double to) {
        double t = clamp01((x - from) / (to - from));
        return t * t * (3 - 2 * t);
    }

    @Override
    public String toString() {
        return "ErosionFilter[size=" + size + ", depth=" + depth + ", octaves=" + octaves + ", seed=" + seed
                + ", summit=" + summit + ", minHeight=" + minHeight + ", minSteepness=" + minSteepness
                + ", fullSteepness=" + fullSteepness + "]";
    }
}
