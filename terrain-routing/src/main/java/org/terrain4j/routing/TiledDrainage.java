package org.terrain4j.routing;

import java.util.Arrays;
import java.util.Objects;
import java.util.function.IntFunction;

import org.terrain4j.api.internal.Checks;

/**
 * Depression filling, D8 routing and drainage area over a block of tiles, exact at every sample: the
 * same bits as {@link DepressionFill} and {@link FlowNetwork#steepestDescent} on the block as one
 * grid, while each tile is held and solved on its own and only the tiles' perimeters travel between
 * them. Every stage takes and returns plain arrays, so the tiles can live on different machines (the
 * terrain-spark module runs the stages as a Spark job); {@link #solve(IntFunction)} runs them in one
 * process.
 *
 * <p><b>Block and tiles.</b> The block is one grid of {@link #columns()} × {@link #rows()} samples,
 * row-major, spacings {@code spacingX × spacingZ} metres, no wrap, its open edges the outlets (as
 * {@link DrainageGrid#of(int, int, double, double)}). It is cut into {@code tilesX × tilesZ} tiles by
 * column and row starts: tile {@code (tx, tz)} holds block columns {@code [columnStart(tx),
 * columnStart(tx + 1))} and rows {@code [rowStart(tz), rowStart(tz + 1))}; tiles share no samples.
 * (Tiles that repeat their neighbour's edge vertex, such as 1025-sample world tiles 1024 samples apart,
 * hand over all but their last column and row, except on the block's east and south edges.) A tile's
 * arrays are row-major over the tile, index {@code r · tileColumns + c}. Tile index
 * {@code t = tz · tilesX + tx}.
 *
 * <p><b>Perimeter and ring.</b> A tile's <em>perimeter</em> is its samples on its own edge, listed in
 * row-major order ({@link #perimeterLength}: {@code 2·c + 2·r − 4} for a tile of {@code c × r ≥ 2 × 2}).
 * Its <em>ring</em> is the perimeter of the tile grown by one sample on every side, again row-major
 * ({@link #ringLength}): the neighbouring tiles' samples that touch it, corners included. Ring positions
 * outside the block are absent and read NaN.
 *
 * <p><b>Filling, by perimeter exchange.</b> The filled height is the least solution of
 * {@code F[i] = max(h[i], step(min over neighbours j of F[j]))} with outlets fixed at their height,
 * where {@code step(v)} is {@code v} for {@link DepressionFill.Form#FLAT} and the next float above {@code v} that is not subnormal (as {@link DepressionFill} steps)
 * for {@link DepressionFill.Form#DRAINING} (written as {@link DepressionFill} writes its raise: a
 * sample not above {@code v} becomes {@code step(v)}). Priority flood computes exactly this, whatever
 * the order of its queue, so any schedule that computes the same least solution gives the same bits.
 * Here: each tile floods from its outlets and from its ring ({@link #fillRound}, a Dijkstra-like
 * flood that only lowers its estimates), the tiles' perimeters are exchanged, and the rounds repeat
 * until no perimeter changes; a round after the first only re-floods where a ring value fell. The
 * number of rounds is at most one more than the number of tile borders the longest filling path crosses
 * (5 on a 3 × 3 block of 257² tiles of fbm noise, 14 on 8 × 8 such tiles). Barnes (2016) exchanges perimeters once, with a
 * spill-over graph of watershed labels: that suffices for flat lakes, but the draining form raises
 * each lake sample by one float step a sample away from its sill, a distance that runs across tiles,
 * which a label graph cannot carry; the repeated exchange carries it exactly.
 *
 * <p><b>Routing and area, by perimeter links.</b> With the filled tile and its filled ring,
 * {@link #flow} gives every sample its steepest-descent receiver by {@link FlowNetwork}'s rule
 * (steepest drop ÷ distance in {@code double}, ties to the first neighbour in the order east,
 * south-east, …, north-east; outlets are their own receivers), so receivers equal the whole grid's,
 * including on flats. It accumulates the tile's own samples ({@code long} counts) and reduces the tile
 * to its perimeter: for each perimeter sample, its local count, the perimeter sample where its flow
 * leaves the tile, and the ring sample it flows into ({@link PerimeterFlow}). {@link #inflows} joins
 * every tile's perimeter flow in one topological pass over the perimeters alone, giving the count that
 * enters each perimeter sample from other tiles; {@link #drainageCounts} adds those to the tile's own
 * (Barnes 2017's scheme: local accumulation, perimeter links, a global pass, a local finish).
 * Drainage area is the count × {@code spacingX · spacingZ}; as the counts are exact integers, it equals
 * {@link FlowNetwork#drainageArea()} of the whole bit for bit whenever every partial sum of cell areas is
 * exact (a cell area that is an integer number of m², or a power of two; true of 1, 2, 10, 30 m).
 *
 * <p><b>Input.</b> Heights must be finite: no-data (NaN) is refused by name here (the whole-grid
 * operations accept it), as is infinity.
 *
 * <p><b>Cost.</b> Per tile and round: O(n log n) for the first round, then proportional to what
 * changes; memory about 13 bytes a sample of the tile grown by its ring. Across tiles: one perimeter
 * a tile and round, and one {@link PerimeterFlow} a tile.
 *
 * <p>Immutable and thread-safe; every stage is a pure function of its arguments.
 *
 * <p><b>Source.</b> R. Barnes, "Parallel Priority-Flood depression filling for trillion cell digital
 * elevation models on desktops or clusters", Computers &amp; Geosciences 96 (2016) 56–68 (tiles solved
 * alone, perimeters exchanged); R. Barnes, "Parallel non-divergent flow accumulation for trillion cell
 * digital elevation models on desktops or clusters", Environmental Modelling &amp; Software 92 (2017)
 * 202–212 (local accumulation, perimeter links, global pass, local finish); R. Barnes, C. Lehman,
 * D. Mulla, Computers &amp; Geosciences 62 (2014) 117–127 (priority flood). The repeated exchange for the
 * draining form is terrain4j's own.
 *
 * @since 0.1
 */
public final class TiledDrainage {

    private static final int[] DC = {1, 1, 0, -1, -1, -1, 0, 1};
    private static final int[] DR = {0, 1, 1, 1, 0, -1, -1, -1};

    private static final byte INSIDE = 0;
    private static final byte OUTLET = 1;
    private static final byte RING = 2;
    private static final byte ABSENT = 3;

    private final int[] columnStarts;
    private final int[] rowStarts;
    private final double spacingX;
    private final double spacingZ;
    private final DepressionFill.Form form;
    private final double[] dist = new double[8];
    private final double[] inv = new double[8];

    private TiledDrainage(int[] columnStarts, int[] rowStarts, double spacingX, double spacingZ,
            DepressionFill.Form form) {
        this.columnStarts = columnStarts;
        this.rowStarts = rowStarts;
        this.spacingX = spacingX;
        this.spacingZ = spacingZ;
        this.form = form;
        DrainageGrid g = DrainageGrid.of(1, 1, spacingX, spacingZ);
        for (int d = 0; d < 8; d++) {
            dist[d] = g.distance(d);
            inv[d] = 1 / dist[d];
        }
    }

    /**
     * A block cut by column and row starts, filled in the {@link DepressionFill.Form#DRAINING draining}
     * form.
     *
     * @param columnStarts first block column of each tile, then the block's column count: strictly
     *                     increasing, starting at 0, at least 2 elements; copied
     * @param rowStarts    first block row of each tile, then the block's row count; as columnStarts
     * @param spacingX     metres between neighbouring columns, finite, in [{@value
     *                     org.terrain4j.api.GridFrame#MIN_SPACING}, {@value org.terrain4j.api.GridFrame#MAX_SPACING}]
     * @param spacingZ     metres between neighbouring rows, as spacingX
     * @return the tiled drainage
     * @throws NullPointerException     if an array is null
     * @throws IllegalArgumentException if the starts are not as described, the block has more than
     *                                  {@link org.terrain4j.api.Heightfield#MAX_SAMPLES} samples, or a spacing is not finite and
     *                                  positive or outside that range
     */
    public static TiledDrainage of(int[] columnStarts, int[] rowStarts, double spacingX, double spacingZ) {
        int[] cs = checkStarts("columnStarts", columnStarts);
        int[] rs = checkStarts("rowStarts", rowStarts);
        Checks.gridSize(cs[cs.length - 1], rs[rs.length - 1]);
        Checks.positiveFinite("spacingX", spacingX);
        Checks.positiveFinite("spacingZ", spacingZ);
        return new TiledDrainage(cs, rs, spacingX, spacingZ, DepressionFill.Form.DRAINING);
    }

    /**
     * A block of equal tiles.
     *
     * @param tilesX      tiles along x, ≥ 1
     * @param tilesZ      tiles along z, ≥ 1
     * @param tileColumns samples along x in every tile, ≥ 1
     * @param tileRows    samples along z in every tile, ≥ 1
     * @param spacingX    metres between columns, as for {@link #of}
     * @param spacingZ    metres between rows, as for {@link #of}
     * @return the tiled drainage (draining form)
     * @throws IllegalArgumentException if a count is below 1, the block is too large, or a spacing is
     *                                  not finite and positive or outside the range of {@link #of}
     */
    public static TiledDrainage uniform(int tilesX, int tilesZ, int tileColumns, int tileRows, double spacingX,
            double spacingZ) {
        positiveCount("tilesX", tilesX);
        positiveCount("tilesZ", tilesZ);
        positiveCount("tileColumns", tileColumns);
        positiveCount("tileRows", tileRows);
        Checks.gridSize((long) tilesX * tileColumns, (long) tilesZ * tileRows);
        int[] cs = new int[tilesX + 1];
        for (int i = 0; i <= tilesX; i++) {
            cs[i] = i * tileColumns;
        }
        int[] rs = new int[tilesZ + 1];
        for (int i = 0; i <= tilesZ; i++) {
            rs[i] = i * tileRows;
        }
        return of(cs, rs, spacingX, spacingZ);
    }

    private static void positiveCount(String name, int v) {
        if (v < 1) {
            throw new IllegalArgumentException(name + " must be >= 1, was " + v);
        }
    }

    private static int[] checkStarts(String name, int[] starts) {
        Objects.requireNonNull(starts, name);
        if (starts.length < 2) {
            throw new IllegalArgumentException(name + " must have at least 2 elements, had " + starts.length);
        }
        if (starts[0] != 0) {
            throw new IllegalArgumentException(name + "[0] must be 0, was " + starts[0]);
        }
        for (int i = 1; i < starts.length; i++) {
            if (starts[i] <= starts[i - 1]) {
                throw new IllegalArgumentException(name + " must be strictly increasing, " + name + "[" + i + "] was "
                        + starts[i] + " after " + starts[i - 1]);
            }
        }
        return starts.clone();
    }

    /**
     * @param form the form of filled depressions
     * @return a copy filling in that form
     * @throws NullPointerException if form is null
     */
    public TiledDrainage withForm(DepressionFill.Form form) {
        Objects.requireNonNull(form, "form");
        return new TiledDrainage(columnStarts, rowStarts, spacingX, spacingZ, form);
    }

    /** @return the form of filled depressions */
    public DepressionFill.Form form() {
        return form;
    }

    /** @return tiles along x */
    public int tilesX() {
        return columnStarts.length - 1;
    }

    /** @return tiles along z */
    public int tilesZ() {
        return rowStarts.length - 1;
    }

    /** @return samples of the block along x */
    public int columns() {
        return columnStarts[columnStarts.length - 1];
    }

    /** @return samples of the block along z */
    public int rows() {
        return rowStarts[rowStarts.length - 1];
    }

    /** @return metres between columns */
    public double spacingX() {
        return spacingX;
    }

    /** @return metres between rows */
    public double spacingZ() {
        return spacingZ;
    }

    /** @return the area of one sample, m² ({@code spacingX · spacingZ}) */
    public double cellArea() {
        return spacingX * spacingZ;
    }

    /**
     * @param tx tile column, 0 … tilesX − 1
     * @return its first block column
     * @throws IndexOutOfBoundsException if tx is out of range
     */
    public int columnStart(int tx) {
        return columnStarts[Objects.checkIndex(tx, tilesX())];
    }

    /**
     * @param tz tile row, 0 … tilesZ − 1
     * @return its first block row
     * @throws IndexOutOfBoundsException if tz is out of range
     */
    public int rowStart(int tz) {
        return rowStarts[Objects.checkIndex(tz, tilesZ())];
    }

    /**
     * @param tx tile column
     * @return its samples along x
     * @throws IndexOutOfBoundsException if tx is out of range
     */
    public int tileColumns(int tx) {
        Objects.checkIndex(tx, tilesX());
        return columnStarts[tx + 1] - columnStarts[tx];
    }

    /**
     * @param tz tile row
     * @return its samples along z
     * @throws IndexOutOfBoundsException if tz is out of range
     */
    public int tileRows(int tz) {
        Objects.checkIndex(tz, tilesZ());
        return rowStarts[tz + 1] - rowStarts[tz];
    }

    /**
     * @param tx tile column
     * @param tz tile row
     * @return the length of its perimeter arrays
     * @throws IndexOutOfBoundsException if a tile index is out of range
     */
    public int perimeterLength(int tx, int tz) {
        return perimeterSize(tileColumns(tx), tileRows(tz));
    }

    /**
     * @param tx tile column
     * @param tz tile row
     * @return the length of its ring arrays
     * @throws IndexOutOfBoundsException if a tile index is out of range
     */
    public int ringLength(int tx, int tz) {
        return perimeterSize(tileColumns(tx) + 2, tileRows(tz) + 2);
    }

    static int perimeterSize(int cols, int rows) {
        if (rows == 1) {
            return cols;
        }
        int middle = cols == 1 ? 1 : 2;
        return 2 * cols + middle * (rows - 2);
    }

    /** Position of sample (c, r), on the edge of a cols × rows rectangle, in its perimeter order. */
    static int perimeterPosition(int c, int r, int cols, int rows) {
        if (r == 0) {
            return c;
        }
        int middle = cols == 1 ? 1 : 2;
        if (r < rows - 1) {
            return cols + middle * (r - 1) + (c == 0 ? 0 : 1);
        }
        return cols + middle * (rows - 2) + c;
    }

    /** Column of perimeter position p of a cols × rows rectangle. */
    static int perimeterColumn(int p, int cols, int rows) {
        if (p < cols) {
            return p;
        }
        int middle = cols == 1 ? 1 : 2;
        int k = p - cols;
        if (k < middle * (rows - 2)) {
            return k % middle == 0 ? 0 : cols - 1;
        }
        return k - middle * (rows - 2);
    }

    /** Row of perimeter position p of a cols × rows rectangle. */
    static int perimeterRow(int p, int cols, int rows) {
        if (p < cols) {
            return 0;
        }
        int middle = cols == 1 ? 1 : 2;
        int k = p - cols;
        if (k < middle * (rows - 2)) {
            return 1 + k / middle;
        }
        return rows - 1;
    }

    private void checkTile(int tx, int tz) {
        Objects.checkIndex(tx, tilesX());
        Objects.checkIndex(tz, tilesZ());
    }

    private static void checkLength(String name, int length, int expected) {
        if (length != expected) {
            throw new IllegalArgumentException(name + " must have " + expected + " elements, had " + length);
        }
    }

    /**
     * A tile's values at its perimeter.
     *
     * @param tx     tile column
     * @param tz     tile row
     * @param values row-major tile values, {@code tileColumns(tx) × tileRows(tz)} elements; not modified
     * @return a new array of the perimeter's values, {@link #perimeterLength} elements
     * @throws NullPointerException      if values is null
     * @throws IndexOutOfBoundsException if a tile index is out of range
     * @throws IllegalArgumentException  if the length does not match
     */
    public float[] perimeter(int tx, int tz, float[] values) {
        checkTile(tx, tz);
        Objects.requireNonNull(values, "values");
        int cols = tileColumns(tx);
        int rows = tileRows(tz);
        checkLength("values", values.length, cols * rows);
        int len = perimeterSize(cols, rows);
        float[] out = new float[len];
        for (int p = 0; p < len; p++) {
            out[p] = values[perimeterRow(p, cols, rows) * cols + perimeterColumn(p, cols, rows)];
        }
        return out;
    }

    /**
     * A tile's ring, gathered from its neighbours' perimeters.
     *
     * @param tx          tile column
     * @param tz          tile row
     * @param perimeterOf the perimeter array of tile {@code t = tz · tilesX + tx} (as
     *                    {@link #perimeter} returns it), or null if not known yet (its ring positions
     *                    then read {@code +∞}); asked only for the up to eight neighbours
     * @return a new ring array, {@link #ringLength} elements: the neighbours' values, NaN where the
     *         ring lies outside the block
     * @throws NullPointerException      if perimeterOf is null
     * @throws IndexOutOfBoundsException if a tile index is out of range
     * @throws IllegalArgumentException  if a perimeter has the wrong length
     */
    public float[] ring(int tx, int tz, IntFunction<float[]> perimeterOf) {
        checkTile(tx, tz);
        Objects.requireNonNull(perimeterOf, "perimeterOf");
        int cols = tileColumns(tx);
        int rows = tileRows(tz);
        int ec = cols + 2;
        int er = rows + 2;
        int len = perimeterSize(ec, er);
        float[] out = new float[len];
        float[][] cache = new float[9][];
        boolean[] asked = new boolean[9];
        for (int p = 0; p < len; p++) {
            int gc = columnStarts[tx] - 1 + perimeterColumn(p, ec, er);
            int gr = rowStarts[tz] - 1 + perimeterRow(p, ec, er);
            if (gc < 0 || gr < 0 || gc >= columns() || gr >= rows()) {
                out[p] = Float.NaN;
                continue;
            }
            int ntx = gc < columnStarts[tx] ? tx - 1 : gc >= columnStarts[tx + 1] ? tx + 1 : tx;
            int ntz = gr < rowStarts[tz] ? tz - 1 : gr >= rowStarts[tz + 1] ? tz + 1 : tz;
            int slot = (ntz - tz + 1) * 3 + (ntx - tx + 1);
            if (!asked[slot]) {
                asked[slot] = true;
                float[] per = perimeterOf.apply(ntz * tilesX() + ntx);
                if (per != null) {
                    checkLength("perimeter of tile (" + ntx + ", " + ntz + ")", per.length, perimeterLength(ntx, ntz));
                }
                cache[slot] = per;
            }
            float[] per = cache[slot];
            if (per == null) {
                out[p] = Float.POSITIVE_INFINITY;
            } else {
                int nc = gc - columnStarts[ntx];
                int nr = gr - rowStarts[ntz];
                out[p] = per[perimeterPosition(nc, nr, tileColumns(ntx), tileRows(ntz))];
            }
        }
        return out;
    }

    /**
     * One round of filling a tile: floods from the tile's outlets (its samples on the block's edge) and
     * from its ring, lowering the estimates wherever a lower filled height is reached.
     *
     * @param tx       tile column
     * @param tz       tile row
     * @param heights  the tile's heights, row-major, metres, finite; not modified
     * @param estimate the tile's estimates from the previous round (as this method returned them), or
     *                 null in the first round; not modified
     * @param ring     the ring's filled heights as far as known ({@link #ring}): finite, {@code +∞} where
     *                 not known yet, NaN outside the block
     * @return a new array of the tile's estimates: every value is the filled height of some path to an
     *         outlet, so never below the final filled height; {@code +∞} where no path is known yet.
     *         When no tile's perimeter changes from one round to the next, they are the filled heights.
     * @throws NullPointerException      if heights or ring is null
     * @throws IndexOutOfBoundsException if a tile index is out of range
     * @throws IllegalArgumentException  if a length does not match or a height is NaN or infinite
     */
    public float[] fillRound(int tx, int tz, float[] heights, float[] estimate, float[] ring) {
        checkTile(tx, tz);
        Objects.requireNonNull(heights, "heights");
        Objects.requireNonNull(ring, "ring");
        int cols = tileColumns(tx);
        int rows = tileRows(tz);
        int n = cols * rows;
        checkLength("heights", heights.length, n);
        checkLength("ring", ring.length, ringLength(tx, tz));
        if (estimate != null) {
            checkLength("estimate", estimate.length, n);
        }
        for (int i = 0; i < n; i++) {
            if (!Float.isFinite(heights[i])) {
                throw new IllegalArgumentException("heights must be finite (tiled drainage takes no no-data), sample "
                        + i + " of tile (" + tx + ", " + tz + ") was " + heights[i]);
            }
        }
        Ext x = ext(tx, tz, ring);
        int ec = x.ec;
        float[] e = x.value;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int i = r * cols + c;
                int k = (r + 1) * ec + c + 1;
                if (x.kind[k] == OUTLET) {
                    e[k] = heights[i];
                } else {
                    e[k] = estimate == null ? Float.POSITIVE_INFINITY : estimate[i];
                }
            }
        }
        boolean draining = form == DepressionFill.Form.DRAINING;
        LongHeap heap = new LongHeap(Math.min(n, 1 << 16));
        for (int k = 0; k < e.length; k++) {
            byte kind = x.kind[k];
            if ((kind == OUTLET || kind == RING) && e[k] < Float.POSITIVE_INFINITY) {
                heap.push(LongHeap.key(e[k], k));
            }
        }
        int[] off = {1, ec + 1, ec, ec - 1, -1, -ec - 1, -ec, -ec + 1};
        while (!heap.isEmpty()) {
            long key = heap.pop();
            int u = LongHeap.index(key);
            float v = e[u];
            if (LongHeap.key(v, u) != key) {
                continue; // stale: lowered since it was queued
            }
            float raised = draining ? DepressionFill.above(v) : v;
            for (int d = 0; d < 8; d++) {
                int k = u + off[d];
                if (k < 0 || k >= e.length || x.kind[k] != INSIDE) {
                    continue;
                }
                int kc = k % ec - 1;
                int kr = k / ec - 1;
                if (kc < 0 || kr < 0 || kc >= cols || kr >= rows) {
                    continue;
                }
                float h0 = heights[kr * cols + kc];
                float cand = h0 <= v ? raised : h0;
                if (cand < e[k]) {
                    e[k] = cand;
                    heap.push(LongHeap.key(cand, k));
                }
            }
        }
        float[] out = new float[n];
        for (int r = 0; r < rows; r++) {
            System.arraycopy(e, (r + 1) * ec + 1, out, r * cols, cols);
        }
        return out;
    }

    /** The tile grown by its ring: kinds and values (ring values filled in, the tile left to the caller). */
    private static final class Ext {
        final int ec;
        final byte[] kind;
        final float[] value;

        Ext(int ec, int er) {
            this.ec = ec;
            this.kind = new byte[ec * er];
            this.value = new float[ec * er];
        }
    }

    private Ext ext(int tx, int tz, float[] ring) {
        int cols = tileColumns(tx);
        int rows = tileRows(tz);
        int ec = cols + 2;
        int er = rows + 2;
        Ext x = new Ext(ec, er);
        int rl = perimeterSize(ec, er);
        for (int p = 0; p < rl; p++) {
            int k = perimeterRow(p, ec, er) * ec + perimeterColumn(p, ec, er);
            float v = ring[p];
            if (v != v) {
                x.kind[k] = ABSENT;
            } else {
                x.kind[k] = RING;
                x.value[k] = v;
            }
        }
        int gc0 = columnStarts[tx];
        int gr0 = rowStarts[tz];
        int lastC = columns() - 1;
        int lastR = rows() - 1;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int gc = gc0 + c;
                int gr = gr0 + r;
                if (gc == 0 || gr == 0 || gc == lastC || gr == lastR) {
                    x.kind[(r + 1) * ec + c + 1] = OUTLET;
                }
            }
        }
        return x;
    }

    /**
     * Routing and local accumulation of a tile, reduced to what crosses its perimeter.
     *
     * @param tx         tile column
     * @param tz         tile row
     * @param filled     the tile's filled heights (the last {@link #fillRound}), row-major; not modified
     * @param filledRing its ring of filled heights ({@link #ring} over the neighbours' final
     *                   perimeters): finite, NaN outside the block
     * @return the tile's flow
     * @throws NullPointerException      if an array is null
     * @throws IndexOutOfBoundsException if a tile index is out of range
     * @throws IllegalArgumentException  if a length does not match, or a value is not finite (an
     *                                   unfinished fill)
     */
    public TileFlow flow(int tx, int tz, float[] filled, float[] filledRing) {
        checkTile(tx, tz);
        Objects.requireNonNull(filled, "filled");
        Objects.requireNonNull(filledRing, "filledRing");
        int cols = tileColumns(tx);
        int rows = tileRows(tz);
        int n = cols * rows;
        checkLength("filled", filled.length, n);
        checkLength("filledRing", filledRing.length, ringLength(tx, tz));
        for (int i = 0; i < n; i++) {
            if (!Float.isFinite(filled[i])) {
                throw new IllegalArgumentException("filled must be finite (a finished fill), sample " + i
                        + " of tile (" + tx + ", " + tz + ") was " + filled[i]);
            }
        }
        for (int p = 0; p < filledRing.length; p++) {
            if (Float.isInfinite(filledRing[p])) {
                throw new IllegalArgumentException("filledRing must be finite or NaN (a finished fill), position " + p
                        + " was " + filledRing[p]);
            }
        }
        Ext x = ext(tx, tz, filledRing);
        int ec = x.ec;
        float[] e = x.value;
        for (int r = 0; r < rows; r++) {
            System.arraycopy(filled, r * cols, e, (r + 1) * ec + 1, cols);
        }
        int ringCols = cols + 2;
        int ringRows = rows + 2;
        int[] rec = new int[n];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int i = r * cols + c;
                int k = (r + 1) * ec + c + 1;
                rec[i] = i;
                if (x.kind[k] == OUTLET) {
                    continue;
                }
                float h = e[k];
                double best = 0;
                int bestD = -1;
                for (int d = 0; d < 8; d++) {
                    int nc = c + 1 + DC[d];
                    int nr = r + 1 + DR[d];
                    int j = nr * ec + nc;
                    if (x.kind[j] == ABSENT) {
                        continue;
                    }
                    float hj = e[j];
                    if (hj < h) {
                        double s = ((double) h - hj) * inv[d];
                        if (s > best) {
                            best = s;
                            bestD = d;
                        }
                    }
                }
                if (bestD >= 0) {
                    int nc = c + DC[bestD];
                    int nr = r + DR[bestD];
                    if (nc >= 0 && nr >= 0 && nc < cols && nr < rows) {
                        rec[i] = nr * cols + nc;
                    } else {
                        rec[i] = -1 - perimeterPosition(nc + 1, nr + 1, ringCols, ringRows);
                    }
                }
            }
        }
        int[] order = upstreamFirst(rec);
        long[] count = new long[n];
        Arrays.fill(count, 1);
        for (int q = 0; q < n; q++) {
            int i = order[q];
            int r = rec[i];
            if (r >= 0 && r != i) {
                count[r] += count[i];
            }
        }
        int pl = perimeterSize(cols, rows);
        int[] exitOf = new int[n];
        for (int q = n - 1; q >= 0; q--) {
            int i = order[q];
            int r = rec[i];
            if (r < 0) {
                exitOf[i] = perimeterPosition(i % cols, i / cols, cols, rows);
            } else if (r == i) {
                exitOf[i] = -1;
            } else {
                exitOf[i] = exitOf[r];
            }
        }
        long[] pc = new long[pl];
        int[] pe = new int[pl];
        int[] pt = new int[pl];
        for (int p = 0; p < pl; p++) {
            int i = perimeterRow(p, cols, rows) * cols + perimeterColumn(p, cols, rows);
            pc[p] = count[i];
            pe[p] = exitOf[i];
            pt[p] = rec[i] < 0 ? -1 - rec[i] : -1;
        }
        return new TileFlow(tx, tz, rec, new PerimeterFlow(tx, tz, pc, pe, pt));
    }

    /** Samples in an order where every donor comes before its receiver (Kahn's order over in-tile links). */
    private static int[] upstreamFirst(int[] rec) {
        int n = rec.length;
        int[] pending = new int[n];
        for (int i = 0; i < n; i++) {
            int r = rec[i];
            if (r >= 0 && r != i) {
                pending[r]++;
            }
        }
        int[] order = new int[n];
        int k = 0;
        for (int i = 0; i < n; i++) {
            if (pending[i] == 0) {
                order[k++] = i;
            }
        }
        for (int q = 0; q < k; q++) {
            int i = order[q];
            int r = rec[i];
            if (r >= 0 && r != i && --pending[r] == 0) {
                order[k++] = r;
            }
        }
        if (k != n) {
            throw new IllegalStateException("receivers form a cycle: " + k + " of " + n + " samples ordered");
        }
        return order;
    }

    /**
     * The global pass: joins every tile's perimeter flow and returns, for every tile and perimeter
     * sample, the number of samples of other tiles whose water enters the tile there.
     *
     * @param flows every tile's perimeter flow, indexed by tile {@code t = tz · tilesX + tx}
     * @return a new array per tile (same index) of {@link #perimeterLength} counts
     * @throws NullPointerException     if flows or an element is null
     * @throws IllegalArgumentException if there are not {@code tilesX · tilesZ} flows, a flow belongs to
     *                                  another tile or block, or the links form a cycle
     */
    public long[][] inflows(PerimeterFlow[] flows) {
        Objects.requireNonNull(flows, "flows");
        int tiles = tilesX() * tilesZ();
        checkLength("flows", flows.length, tiles);
        int[] base = new int[tiles + 1];
        for (int t = 0; t < tiles; t++) {
            PerimeterFlow f = Objects.requireNonNull(flows[t], "flows[" + t + "]");
            int tx = t % tilesX();
            int tz = t / tilesX();
            if (f.tx != tx || f.tz != tz) {
                throw new IllegalArgumentException("flows[" + t + "] must be tile (" + tx + ", " + tz + "), was ("
                        + f.tx + ", " + f.tz + ")");
            }
            checkLength("flows[" + t + "]", f.counts.length, perimeterLength(tx, tz));
            base[t + 1] = base[t] + f.counts.length;
        }
        int total = base[tiles];
        int[] cross = new int[total];       // node receiving the outflow of an exit node, or -1
        int[] within = new int[total];      // exit node of the same tile, or -1
        int[] sources = new int[total];     // exit nodes of other tiles still to deliver into this node
        int[] feeders = new int[total];     // nodes of this tile still to pass their inflow to this exit
        for (int t = 0; t < tiles; t++) {
            PerimeterFlow f = flows[t];
            int tx = f.tx;
            int tz = f.tz;
            int cols = tileColumns(tx);
            int rows = tileRows(tz);
            for (int p = 0; p < f.counts.length; p++) {
                int v = base[t] + p;
                within[v] = f.exits[p] < 0 ? -1 : base[t] + f.exits[p];
                cross[v] = -1;
                int rp = f.targets[p];
                if (rp >= 0) {
                    int gc = columnStarts[tx] - 1 + perimeterColumn(rp, cols + 2, rows + 2);
                    int gr = rowStarts[tz] - 1 + perimeterRow(rp, cols + 2, rows + 2);
                    int ntx = gc < columnStarts[tx] ? tx - 1 : gc >= columnStarts[tx + 1] ? tx + 1 : tx;
                    int ntz = gr < rowStarts[tz] ? tz - 1 : gr >= rowStarts[tz + 1] ? tz + 1 : tz;
                    if (ntx < 0 || ntz < 0 || ntx >= tilesX() || ntz >= tilesZ() || (ntx == tx && ntz == tz)) {
                        throw new IllegalArgumentException("flows[" + t + "] names ring position " + rp
                                + ", which is not in a neighbouring tile");
                    }
                    int np = perimeterPosition(gc - columnStarts[ntx], gr - rowStarts[ntz], tileColumns(ntx),
                            tileRows(ntz));
                    cross[v] = base[ntz * tilesX() + ntx] + np;
                }
            }
        }
        for (int v = 0; v < total; v++) {
            if (cross[v] >= 0) {
                sources[cross[v]]++;
            }
            if (within[v] >= 0) {
                feeders[within[v]]++;
            }
        }
        long[] inflow = new long[total];
        long[] outflow = new long[total];
        for (int t = 0; t < tiles; t++) {
            for (int p = 0; p < flows[t].counts.length; p++) {
                outflow[base[t] + p] = flows[t].counts[p];
            }
        }
        int[] queue = new int[total];
        int head = 0;
        int tail = 0;
        for (int v = 0; v < total; v++) {
            if (sources[v] == 0) {
                queue[tail++] = v;
            }
        }
        int settled = 0;
        while (head < tail) {
            int q = queue[head++];
            settled++;
            // q's inflow is complete: pass it to the exit it drains through
            int x = within[q];
            if (x < 0) {
                continue;
            }
            outflow[x] += inflow[q];
            if (--feeders[x] == 0) {
                int target = cross[x];
                if (target >= 0) {
                    inflow[target] += outflow[x];
                    if (--sources[target] == 0) {
                        queue[tail++] = target;
                    }
                }
            }
        }
        if (settled != total) {
            throw new IllegalArgumentException("flows link into a cycle: " + settled + " of " + total
                    + " perimeter samples settled");
        }
        long[][] out = new long[tiles][];
        for (int t = 0; t < tiles; t++) {
            out[t] = Arrays.copyOfRange(inflow, base[t], base[t + 1]);
        }
        return out;
    }

    /**
     * The local finish: the drainage count of every sample of a tile, its own samples and what enters
     * it from other tiles.
     *
     * @param flow   the tile's flow ({@link #flow})
     * @param inflow the counts entering at its perimeter ({@link #inflows}, this tile's element)
     * @return a new row-major array: the number of samples of the block whose water passes through each
     *         sample, itself included (drainage area ÷ {@link #cellArea()})
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if the flow is not of this block's shape or the length does not
     *                                  match
     */
    public long[] drainageCounts(TileFlow flow, long[] inflow) {
        Objects.requireNonNull(flow, "flow");
        Objects.requireNonNull(inflow, "inflow");
        checkTile(flow.tx, flow.tz);
        int cols = tileColumns(flow.tx);
        int rows = tileRows(flow.tz);
        int n = cols * rows;
        checkLength("flow's receivers", flow.receivers.length, n);
        checkLength("inflow", inflow.length, perimeterSize(cols, rows));
        int[] rec = flow.receivers;
        long[] count = new long[n];
        Arrays.fill(count, 1);
        for (int p = 0; p < inflow.length; p++) {
            count[perimeterRow(p, cols, rows) * cols + perimeterColumn(p, cols, rows)] += inflow[p];
        }
        int[] order = upstreamFirst(rec);
        for (int q = 0; q < n; q++) {
            int i = order[q];
            int r = rec[i];
            if (r >= 0 && r != i) {
                count[r] += count[i];
            }
        }
        return count;
    }

    /**
     * The distance from every sample of a tile to its receiver, as {@link FlowNetwork#receiverDistance} gives it on
     * the whole block: {@link DrainageGrid#distance} of the step's direction (the same {@code double}),
     * 0 at a base level.
     *
     * @param flow a tile's routing from {@link #flow}
     * @return a new row-major array over the tile, metres
     * @throws NullPointerException     if flow is null
     * @throws IllegalArgumentException if the flow is not of this block's shape
     */
    public double[] receiverDistances(TileFlow flow) {
        Objects.requireNonNull(flow, "flow");
        checkTile(flow.tx, flow.tz);
        int cols = tileColumns(flow.tx);
        int rows = tileRows(flow.tz);
        checkLength("flow's receivers", flow.receivers.length, cols * rows);
        int[] rec = flow.receivers;
        double[] out = new double[rec.length];
        for (int i = 0; i < rec.length; i++) {
            int r = rec[i];
            if (r == i) {
                continue;
            }
            int dc;
            int dr;
            if (r >= 0) {
                dc = r % cols - i % cols;
                dr = r / cols - i / cols;
            } else {
                int p = -1 - r;
                dc = perimeterColumn(p, cols + 2, rows + 2) - 1 - i % cols;
                dr = perimeterRow(p, cols + 2, rows + 2) - 1 - i / cols;
            }
            out[i] = dc != 0 && dr != 0 ? dist[1] : dc != 0 ? dist[0] : dist[2];
        }
        return out;
    }

    /**
     * Runs every stage in this process: fill rounds until no perimeter changes, routing, the global
     * pass and the local finish.
     *
     * @param heightsOfTile the heights of tile {@code t = tz · tilesX + tx}, row-major, finite; asked
     *                      once per tile and not modified
     * @return the filled heights and drainage counts of every tile
     * @throws NullPointerException     if heightsOfTile is null or returns null
     * @throws IllegalArgumentException as the stages
     */
    public Solution solve(IntFunction<float[]> heightsOfTile) {
        Objects.requireNonNull(heightsOfTile, "heightsOfTile");
        int tiles = tilesX() * tilesZ();
        float[][] heights = new float[tiles][];
        for (int t = 0; t < tiles; t++) {
            heights[t] = Objects.requireNonNull(heightsOfTile.apply(t), "heights of tile " + t);
        }
        float[][] est = new float[tiles][];
        float[][] per = new float[tiles][];
        int rounds = 0;
        boolean changed = true;
        while (changed) {
            rounds++;
            float[][] known = per;
            float[][] next = new float[tiles][];
            changed = false;
            for (int t = 0; t < tiles; t++) {
                int tx = t % tilesX();
                int tz = t / tilesX();
                est[t] = fillRound(tx, tz, heights[t], est[t], ring(tx, tz, i -> known[i]));
                next[t] = perimeter(tx, tz, est[t]);
                changed |= known[t] == null || !Arrays.equals(known[t], next[t]);
            }
            per = next;
        }
        float[][] fin = per;
        TileFlow[] flows = new TileFlow[tiles];
        PerimeterFlow[] pf = new PerimeterFlow[tiles];
        for (int t = 0; t < tiles; t++) {
            flows[t] = flow(t % tilesX(), t / tilesX(), est[t], ring(t % tilesX(), t / tilesX(), i -> fin[i]));
            pf[t] = flows[t].perimeterFlow();
        }
        long[][] in = inflows(pf);
        long[][] counts = new long[tiles][];
        for (int t = 0; t < tiles; t++) {
            counts[t] = drainageCounts(flows[t], in[t]);
        }
        return new Solution(this, est, counts, flows, rounds);
    }

    /** @return the block's shape, tiles and form */
    @Override
    public String toString() {
        return "TiledDrainage[" + columns() + " × " + rows() + " in " + tilesX() + " × " + tilesZ() + " tiles, spacing "
                + spacingX + " × " + spacingZ + " m, " + form + "]";
    }

    /**
     * A tile's routing: its receivers and its {@link PerimeterFlow}. Serializable (plain arrays), so a
     * cluster can keep it beside its tile.
     *
     * <p>Immutable: accessors copy.
     *
     * @since 0.1
     */
    public static final class TileFlow implements java.io.Serializable {
        private static final long serialVersionUID = 1L;

        /** @serial tile column */
        private final int tx;
        /** @serial tile row */
        private final int tz;
        /** @serial in-tile receiver index, itself at a base level, or −1 − ring position when outside */
        private final int[] receivers;
        /** @serial what crosses the perimeter */
        private final PerimeterFlow perimeter;

        TileFlow(int tx, int tz, int[] receivers, PerimeterFlow perimeter) {
            this.tx = tx;
            this.tz = tz;
            this.receivers = receivers;
            this.perimeter = perimeter;
        }

        /** @return tile column */
        public int tx() {
            return tx;
        }

        /** @return tile row */
        public int tz() {
            return tz;
        }

        /**
         * @return a new row-major array of receivers: a tile index (itself at a base level), or
         *         {@code −1 − p} when the receiver is ring position {@code p} in a neighbouring tile
         */
        public int[] receivers() {
            return receivers.clone();
        }

        /** @return what crosses the tile's perimeter (small: one entry per perimeter sample) */
        public PerimeterFlow perimeterFlow() {
            return perimeter;
        }
    }

    /**
     * What the global pass needs of a tile: for every perimeter sample (in perimeter order) the number
     * of the tile's own samples draining through it, the perimeter sample where that water leaves the
     * tile (−1 if it ends at a base level inside), and, where the sample's receiver is outside the tile,
     * that receiver's ring position (else −1). Serializable (plain arrays).
     *
     * <p>Immutable: accessors copy.
     *
     * @since 0.1
     */
    public static final class PerimeterFlow implements java.io.Serializable {
        private static final long serialVersionUID = 1L;

        /** @serial tile column */
        private final int tx;
        /** @serial tile row */
        private final int tz;
        /** @serial the tile's own samples draining through each perimeter sample */
        private final long[] counts;
        /** @serial perimeter position where each one's water leaves the tile, or −1 */
        private final int[] exits;
        /** @serial ring position of each one's receiver outside the tile, or −1 */
        private final int[] targets;

        PerimeterFlow(int tx, int tz, long[] counts, int[] exits, int[] targets) {
            this.tx = tx;
            this.tz = tz;
            this.counts = counts;
            this.exits = exits;
            this.targets = targets;
        }

        /** @return tile column */
        public int tx() {
            return tx;
        }

        /** @return tile row */
        public int tz() {
            return tz;
        }

        /** @return a new array: the tile's own samples draining through each perimeter sample */
        public long[] counts() {
            return counts.clone();
        }

        /** @return a new array: perimeter position where each one's water leaves the tile, or −1 */
        public int[] exits() {
            return exits.clone();
        }

        /** @return a new array: ring position of each one's receiver outside the tile, or −1 */
        public int[] targets() {
            return targets.clone();
        }
    }

    /**
     * The result of {@link #solve}: per tile, the filled heights and the drainage counts.
     *
     * <p>Immutable: accessors copy.
     *
     * @since 0.1
     */
    public static final class Solution {
        private final TiledDrainage layout;
        private final float[][] filled;
        private final long[][] counts;
        private final TileFlow[] flows;
        private final int rounds;

        Solution(TiledDrainage layout, float[][] filled, long[][] counts, TileFlow[] flows, int rounds) {
            this.layout = layout;
            this.filled = filled;
            this.counts = counts;
            this.flows = flows;
            this.rounds = rounds;
        }

        /** @return the block's layout, the one that solved it */
        public TiledDrainage layout() {
            return layout;
        }

        /**
         * @param tx tile column
         * @param tz tile row
         * @return the tile's routing (its receivers, as {@link #flow} gave them)
         * @throws IndexOutOfBoundsException if a tile index is out of range
         */
        public TileFlow flow(int tx, int tz) {
            layout.checkTile(tx, tz);
            return flows[tz * layout.tilesX() + tx];
        }

        /**
         * @param tx tile column
         * @param tz tile row
         * @return a new row-major array of the tile's filled heights, metres
         * @throws IndexOutOfBoundsException if a tile index is out of range
         */
        public float[] filled(int tx, int tz) {
            layout.checkTile(tx, tz);
            return filled[tz * layout.tilesX() + tx].clone();
        }

        /**
         * @param tx tile column
         * @param tz tile row
         * @return a new row-major array of the tile's drainage counts (samples)
         * @throws IndexOutOfBoundsException if a tile index is out of range
         */
        public long[] drainageCounts(int tx, int tz) {
            layout.checkTile(tx, tz);
            return counts[tz * layout.tilesX() + tx].clone();
        }

        /**
         * @param tx tile column
         * @param tz tile row
         * @return a new row-major array of the tile's drainage areas, m² (count × cell area)
         * @throws IndexOutOfBoundsException if a tile index is out of range
         */
        public double[] drainageArea(int tx, int tz) {
            long[] c = drainageCounts(tx, tz);
            double cell = layout.cellArea();
            double[] a = new double[c.length];
            for (int i = 0; i < c.length; i++) {
                a[i] = c[i] * cell;
            }
            return a;
        }

        /** @return how many fill rounds ran (the last one changed no perimeter) */
        public int rounds() {
            return rounds;
        }
    }
}
