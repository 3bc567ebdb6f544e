package org.terrain4j.erosion;

import java.util.Arrays;
import java.util.Objects;
import java.util.function.IntFunction;

import org.terrain4j.routing.TiledDrainage;
import org.terrain4j.routing.TiledDrainage.TileFlow;

/**
 * The stream-power steady state over a block of tiles, exact at every sample: the same bits as
 * {@link SteadyState#solve(org.terrain4j.routing.FlowNetwork, float[], float[])} on the block as one grid
 * (its network the steepest descent over the block's filled heights, its drainage area the block's), while
 * each tile is held and solved on its own and only the tiles' perimeters travel between them.
 *
 * <p><b>What travels.</b> A sample's steady height is its receiver's plus the run to it times the steady
 * slope, {@code h[i] = h[receiver(i)] + L[i] · S(U[i], A[i])}, rounded to a float at every sample, so a
 * height depends on the exact float of its receiver's: offsets summed along a path inside a tile and
 * added to the height where the path leaves would round differently. So the tiles exchange heights, not
 * offsets: in each round a tile computes every sample whose path down to a base level or out of the tile
 * ends at a known height (its own base levels, the block's open edges, or a neighbour's perimeter sample
 * known from the last round) and leaves the others NaN; the tiles' perimeters are exchanged and the
 * rounds repeat until no perimeter changes. A height, once computed, is final: a sample whose flow path
 * crosses k tile borders is known in round k + 1, so the rounds are two more than the most borders a flow
 * path crosses (the last round changes nothing). The routing and drainage area
 * come from {@link TiledDrainage} (Barnes 2016, 2017: exact by perimeter exchange), so the whole pipeline,
 * fill, routing, area and steady state, never holds more than one tile and its ring.
 *
 * <p><b>Scope.</b> One pass of the steady-state rule over a given network, the rule of
 * {@link SteadyState#solve(org.terrain4j.routing.FlowNetwork, float[], float[])}: the erodibility, area and
 * slope exponents and channel area of the given {@link SteadyState} are used; its passes, tie jitter,
 * smoothing and hillslope spread belong to the repeated solve over one grid and are not applied here.
 *
 * <p><b>Input.</b> Base heights (read at base levels only, the block's edge samples) and uplift rates
 * per tile, row-major over the tile, finite; the drainage solution of the same layout.
 *
 * <p><b>Cost.</b> Per tile and round O(n); memory one float a sample plus the tile's routing.
 *
 * <p>Immutable and thread-safe; every stage is a pure function of its arguments.
 *
 * <p><b>Source.</b> The steady state as in {@link SteadyState} (Braun and Willett 2013; Cordonnier et
 * al. 2016); the tiled schedule (heights exchanged at perimeters, rounds to a fixed point) is terrain4j's
 * own, after R. Barnes, "Parallel non-divergent flow accumulation for trillion cell digital elevation
 * models on desktops or clusters", Environmental Modelling &amp; Software 92 (2017) 202–212.
 *
 * @since 0.1
 */
public final class TiledSteadyState {

    private final SteadyState rule;
    private final TiledDrainage layout;

    private TiledSteadyState(SteadyState rule, TiledDrainage layout) {
        this.rule = rule;
        this.layout = layout;
    }

    /**
     * @param rule   the steady-state rule (K, m, n, channel area)
     * @param layout the block and its tiles
     * @return the tiled steady state
     * @throws NullPointerException if an argument is null
     */
    public static TiledSteadyState of(SteadyState rule, TiledDrainage layout) {
        return new TiledSteadyState(Objects.requireNonNull(rule, "rule"), Objects.requireNonNull(layout, "layout"));
    }

    /** @return the rule */
    public SteadyState rule() {
        return rule;
    }

    /** @return the layout */
    public TiledDrainage layout() {
        return layout;
    }

    /**
     * One round for one tile: every sample whose path down ends at a known height gets its steady height,
     * the others NaN.
     *
     * @param flow   the tile's routing ({@link TiledDrainage.Solution#flow})
     * @param area   the tile's drainage area, m², row-major ({@link TiledDrainage.Solution#drainageArea})
     * @param base   the tile's base heights, metres, row-major: read at its base levels only, finite there
     * @param uplift the tile's uplift rates, row-major, finite
     * @param ring   the steady heights of the tile's ring as far as known ({@link TiledDrainage#ring} over
     *               the neighbours' perimeters of the last round): NaN where not yet known or outside the
     *               block
     * @return a new row-major array over the tile: steady heights, NaN where not yet known
     * @throws NullPointerException     if an array is null
     * @throws IllegalArgumentException if a length does not match the tile, or a base height or an uplift
     *                                  rate is not finite
     */
    public float[] round(TileFlow flow, double[] area, float[] base, float[] uplift, float[] ring) {
        Objects.requireNonNull(flow, "flow");
        Objects.requireNonNull(area, "area");
        Objects.requireNonNull(base, "base");
        Objects.requireNonNull(uplift, "uplift");
        Objects.requireNonNull(ring, "ring");
        int[] rec = flow.receivers();
        int n = rec.length;
        checkLength("area", area.length, n);
        checkLength("base", base.length, n);
        checkLength("uplift", uplift.length, n);
        checkLength("ring", ring.length, layout.ringLength(flow.tx(), flow.tz()));
        for (int i = 0; i < n; i++) {
            if (!Float.isFinite(uplift[i])) {
                throw new IllegalArgumentException("uplift must be finite, sample " + i + " of tile (" + flow.tx()
                        + ", " + flow.tz() + ") was " + uplift[i]);
            }
            if (rec[i] == i && !Float.isFinite(base[i])) {
                throw new IllegalArgumentException("base must be finite at base levels, sample " + i + " of tile ("
                        + flow.tx() + ", " + flow.tz() + ") was " + base[i]);
            }
        }
        return heights(rec, layout.receiverDistances(flow), area, base, uplift, ring);
    }

    /** {@link #round} after its checks, with the tile's receivers and distances to them given. */
    private float[] heights(int[] rec, double[] run, double[] area, float[] base, float[] uplift, float[] ring) {
        int n = rec.length;
        float[] out = new float[n];
        // 0 not started, 1 on the walk down, 2 done
        byte[] state = new byte[n];
        int[] path = new int[n];
        for (int start = 0; start < n; start++) {
            if (state[start] == 2) {
                continue;
            }
            // walk down to a done sample, a base level or the tile's edge; then finish the path upward
            int top = 0;
            int i = start;
            while (state[i] == 0) {
                state[i] = 1;
                path[top++] = i;
                int r = rec[i];
                if (r < 0 || r == i) {
                    break;
                }
                i = r;
            }
            while (top > 0) {
                int j = path[--top];
                int r = rec[j];
                double below;
                if (r == j) {
                    out[j] = base[j];
                    state[j] = 2;
                    continue;
                }
                below = r < 0 ? ring[-1 - r] : out[r];
                // NaN below stays NaN: the whole-grid sum out[r] + L·S in the same double arithmetic
                out[j] = (float) (below + run[j] * rule.slope(uplift[j], area[j]));
                state[j] = 2;
            }
        }
        return out;
    }

    /**
     * Runs every round in this process, until no perimeter changes.
     *
     * @param drainage     the block's drainage, solved by {@link TiledDrainage#solve} on this layout
     * @param baseOfTile   the base heights of tile {@code t = tz · tilesX + tx} (see {@link #round}); asked once
     *                     per tile, not modified
     * @param upliftOfTile the uplift rates of tile t, row-major, finite; asked once per tile, not modified
     * @return the steady heights of every tile
     * @throws NullPointerException     if an argument is null or a function returns null
     * @throws IllegalArgumentException if the drainage is of another layout's shape, or as {@link #round}
     */
    public Result solve(TiledDrainage.Solution drainage, IntFunction<float[]> baseOfTile,
            IntFunction<float[]> upliftOfTile) {
        Objects.requireNonNull(drainage, "drainage");
        Objects.requireNonNull(baseOfTile, "baseOfTile");
        Objects.requireNonNull(upliftOfTile, "upliftOfTile");
        TiledDrainage d = drainage.layout();
        if (d.columns() != layout.columns() || d.rows() != layout.rows() || d.tilesX() != layout.tilesX()
                || d.tilesZ() != layout.tilesZ() || d.spacingX() != layout.spacingX()
                || d.spacingZ() != layout.spacingZ()) {
            throw new IllegalArgumentException("drainage must be solved on this layout (" + layout + "), was " + d);
        }
        int tilesX = layout.tilesX();
        int tiles = tilesX * layout.tilesZ();
        float[][] base = new float[tiles][];
        float[][] uplift = new float[tiles][];
        double[][] area = new double[tiles][];
        float[][] per = new float[tiles][];
        for (int t = 0; t < tiles; t++) {
            base[t] = Objects.requireNonNull(baseOfTile.apply(t), "base of tile " + t);
            uplift[t] = Objects.requireNonNull(upliftOfTile.apply(t), "uplift of tile " + t);
            area[t] = drainage.drainageArea(t % tilesX, t / tilesX);
            per[t] = new float[layout.perimeterLength(t % tilesX, t / tilesX)];
            Arrays.fill(per[t], Float.NaN);
        }
        // the first round checks every tile's arrays; later rounds reuse its receivers and distances
        int[][] rec = new int[tiles][];
        double[][] run = new double[tiles][];
        for (int t = 0; t < tiles; t++) {
            TileFlow f = drainage.flow(t % tilesX, t / tilesX);
            rec[t] = f.receivers();
            run[t] = layout.receiverDistances(f);
        }
        float[][] heights = new float[tiles][];
        int rounds = 0;
        boolean changed = true;
        while (changed) {
            rounds++;
            float[][] known = per;
            float[][] next = new float[tiles][];
            changed = false;
            for (int t = 0; t < tiles; t++) {
                int tx = t % tilesX;
                int tz = t / tilesX;
                float[] ring = layout.ring(tx, tz, i -> known[i]);
                heights[t] = rounds == 1 ? round(drainage.flow(tx, tz), area[t], base[t], uplift[t], ring)
                        : heights(rec[t], run[t], area[t], base[t], uplift[t], ring);
                next[t] = layout.perimeter(tx, tz, heights[t]);
                changed |= !Arrays.equals(known[t], next[t]);
            }
            per = next;
        }
        for (int t = 0; t < tiles; t++) {
            for (float v : heights[t]) {
                if (Float.isNaN(v)) {
                    throw new IllegalStateException("a flow path of tile " + t + " reaches no base level");
                }
            }
        }
        return new Result(layout, heights, rounds);
    }

    private static void checkLength(String name, int length, int expected) {
        if (length != expected) {
            throw new IllegalArgumentException(name + " must have " + expected + " elements (the tile's), had "
                    + length);
        }
    }

    /** @return the rule and the layout */
    @Override
    public String toString() {
        return "TiledSteadyState[" + rule + " over " + layout + "]";
    }

    /**
     * The result of {@link #solve}: per tile, the steady heights.
     *
     * <p>Immutable: accessors copy.
     *
     * @since 0.1
     */
    public static final class Result {
        private final TiledDrainage layout;
        private final float[][] heights;
        private final int rounds;

        Result(TiledDrainage layout, float[][] heights, int rounds) {
            this.layout = layout;
            this.heights = heights;
            this.rounds = rounds;
        }

        /**
         * @param tx tile column
         * @param tz tile row
         * @return a new row-major array of the tile's steady heights, metres
         * @throws IndexOutOfBoundsException if a tile index is out of range
         */
        public float[] heights(int tx, int tz) {
            Objects.checkIndex(tx, layout.tilesX());
            Objects.checkIndex(tz, layout.tilesZ());
            return heights[tz * layout.tilesX() + tx].clone();
        }

        /** @return how many rounds ran (the last one changed no perimeter) */
        public int rounds() {
            return rounds;
        }
    }
}
