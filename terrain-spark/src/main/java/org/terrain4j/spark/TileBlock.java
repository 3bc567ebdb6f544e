package org.terrain4j.spark;

import java.io.Serializable;
import java.util.Objects;

import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.api.TileKernel;
import org.terrain4j.erosion.Hydraulic;
import org.terrain4j.erosion.Thermal;
import org.terrain4j.erosion.TiledErosion;
import org.terrain4j.routing.TiledDrainage;

/**
 * A block of world tiles: which tiles, how each is made (a {@link TileKernel}, optionally eroded with a
 * halo) and how the block drains. Every per-tile step is a pure function of this description and the
 * tile's place, so a tile gives the same bits on any machine, in any partition, in any block.
 *
 * <p><b>Tiles.</b> Tile {@code (C, R)} holds {@code tileSamples²} world samples from world sample
 * {@code (C·(tileSamples − 1), R·(tileSamples − 1))}: neighbours share their edge samples (a 1025-sample
 * tile every 1024 samples). The block is tiles {@code C0…C1 × R0…R1} (inclusive); tile index
 * {@code t = (R − R0)·tilesX + (C − C0)}.
 *
 * <p><b>Erosion.</b> With {@code dropsPerSample > 0} or {@code thermalIterations > 0}, each tile is
 * eroded in a window grown by {@link TiledErosion#halo()} on every side (never clipped, so a tile does
 * not depend on the block it is in): the default {@link Hydraulic#droplets() droplets} at that density,
 * then {@link Thermal} weathering with the given talus and iterations. Heights in metres; the
 * droplets' defaults suit relief of about one unit per sample, so use them on kernels of that scale.
 *
 * <p><b>Drainage.</b> The block's samples, each once (a tile's last column and row belong to its east
 * and south neighbours, except on the block's edge), form a {@link TiledDrainage} of the same tiles,
 * outlets on the block's edge.
 *
 * <p>Immutable, thread-safe and {@link Serializable} (for the Spark job's closures).
 *
 * @since 0.1
 */
public final class TileBlock implements Serializable {

    private static final long serialVersionUID = 1L;

    /** @serial the world's heights */
    private final TileKernel kernel;
    /** @serial first tile column */
    private final int fromColumn;
    /** @serial first tile row */
    private final int fromRow;
    /** @serial last tile column */
    private final int toColumn;
    /** @serial last tile row */
    private final int toRow;
    /** @serial samples along a tile's side */
    private final int tileSamples;
    /** @serial seed of the drops */
    private final long seed;
    /** @serial droplets per world sample */
    private final double dropsPerSample;
    /** @serial thermal iterations */
    private final int thermalIterations;
    /** @serial thermal talus, metres per metre */
    private final double talus;

    private TileBlock(TileKernel kernel, int fromColumn, int fromRow, int toColumn, int toRow, int tileSamples,
            long seed, double dropsPerSample, int thermalIterations, double talus) {
        this.kernel = kernel;
        this.fromColumn = fromColumn;
        this.fromRow = fromRow;
        this.toColumn = toColumn;
        this.toRow = toRow;
        this.tileSamples = tileSamples;
        this.seed = seed;
        this.dropsPerSample = dropsPerSample;
        this.thermalIterations = thermalIterations;
        this.talus = talus;
    }

    /**
     * A block without erosion.
     *
     * @param kernel      the world's heights
     * @param fromColumn  first tile column C0, |C0| ≤ 2²⁰
     * @param fromRow     first tile row R0, |R0| ≤ 2²⁰
     * @param toColumn    last tile column C1, C0 ≤ C1 ≤ C0 + 255
     * @param toRow       last tile row R1, R0 ≤ R1 ≤ R0 + 255
     * @param tileSamples samples along each side of a tile, 2…8193
     * @param seed        seed of the erosion's drops
     * @return the block
     * @throws NullPointerException     if kernel is null
     * @throws IllegalArgumentException if an argument is out of range, or the block has more than
     *                                  2³¹ − 9 samples
     */
    public static TileBlock of(TileKernel kernel, int fromColumn, int fromRow, int toColumn, int toRow,
            int tileSamples, long seed) {
        Objects.requireNonNull(kernel, "kernel");
        range("fromColumn", fromColumn, -(1 << 20), 1 << 20);
        range("fromRow", fromRow, -(1 << 20), 1 << 20);
        range("toColumn", toColumn, fromColumn, fromColumn + 255);
        range("toRow", toRow, fromRow, fromRow + 255);
        range("tileSamples", tileSamples, 2, 8193);
        long cols = (long) (toColumn - fromColumn + 1) * (tileSamples - 1) + 1;
        long rows = (long) (toRow - fromRow + 1) * (tileSamples - 1) + 1;
        if (cols * rows > Integer.MAX_VALUE - 8L) {
            throw new IllegalArgumentException("the block must have at most " + (Integer.MAX_VALUE - 8L)
                    + " samples, had " + cols + " × " + rows);
        }
        return new TileBlock(kernel, fromColumn, fromRow, toColumn, toRow, tileSamples, seed, 0, 0, 0);
    }

    private static void range(String name, long v, long min, long max) {
        if (v < min || v > max) {
            throw new IllegalArgumentException(name + " must be in [" + min + ", " + max + "], was " + v);
        }
    }

    /**
     * @param dropsPerSample    droplets per world sample, finite, in [0, 1000]
     * @param thermalIterations thermal iterations, 0…10 000
     * @param talus             thermal talus, metres per metre, finite, ≥ 0
     * @return a copy eroding its tiles so
     * @throws IllegalArgumentException if an argument is out of range
     */
    public TileBlock withErosion(double dropsPerSample, int thermalIterations, double talus) {
        if (!(dropsPerSample >= 0 && dropsPerSample <= 1000)) {
            throw new IllegalArgumentException("dropsPerSample must be in [0, 1000], was " + dropsPerSample);
        }
        range("thermalIterations", thermalIterations, 0, 10_000);
        if (!(talus >= 0 && talus < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("talus must be finite and >= 0, was " + talus);
        }
        return new TileBlock(kernel, fromColumn, fromRow, toColumn, toRow, tileSamples, seed, dropsPerSample,
                thermalIterations, talus);
    }

    /** @return the world's heights */
    public TileKernel kernel() {
        return kernel;
    }

    /** @return first tile column */
    public int fromColumn() {
        return fromColumn;
    }

    /** @return first tile row */
    public int fromRow() {
        return fromRow;
    }

    /** @return last tile column */
    public int toColumn() {
        return toColumn;
    }

    /** @return last tile row */
    public int toRow() {
        return toRow;
    }

    /** @return samples along a tile's side */
    public int tileSamples() {
        return tileSamples;
    }

    /** @return seed of the erosion */
    public long seed() {
        return seed;
    }

    /** @return droplets per world sample (0: none) */
    public double dropsPerSample() {
        return dropsPerSample;
    }

    /** @return thermal iterations (0: none) */
    public int thermalIterations() {
        return thermalIterations;
    }

    /** @return thermal talus, metres per metre */
    public double talus() {
        return talus;
    }

    /** @return whether tiles are eroded */
    public boolean eroded() {
        return dropsPerSample > 0 || thermalIterations > 0;
    }

    /** @return tiles along x */
    public int tilesX() {
        return toColumn - fromColumn + 1;
    }

    /** @return tiles along z */
    public int tilesZ() {
        return toRow - fromRow + 1;
    }

    /** @return number of tiles */
    public int tileCount() {
        return tilesX() * tilesZ();
    }

    /**
     * @param t tile index
     * @return its tile column C
     */
    public int column(int t) {
        return fromColumn + Objects.checkIndex(t, tileCount()) % tilesX();
    }

    /**
     * @param t tile index
     * @return its tile row R
     */
    public int row(int t) {
        return fromRow + Objects.checkIndex(t, tileCount()) / tilesX();
    }

    /**
     * @param t tile index
     * @return world column of the tile's sample (0, 0)
     */
    public long originColumn(int t) {
        return (long) column(t) * (tileSamples - 1);
    }

    /**
     * @param t tile index
     * @return world row of the tile's sample (0, 0)
     */
    public long originRow(int t) {
        return (long) row(t) * (tileSamples - 1);
    }

    /** @return the erosion of tiles, or null without erosion */
    public TiledErosion erosion() {
        if (!eroded()) {
            return null;
        }
        return TiledErosion.of(dropsPerSample > 0 ? Hydraulic.droplets() : null, dropsPerSample,
                thermalIterations > 0 ? Thermal.weathering().withTalus(talus).withIterations(thermalIterations) : null);
    }

    /** @return the halo each tile is eroded with, samples (0 without erosion) */
    public int halo() {
        TiledErosion e = erosion();
        return e == null ? 0 : e.halo();
    }

    /**
     * The tile's heights: without erosion the kernel's {@link TileKernel#tile tile} (an environment's own
     * joined tile, edges included: {@code terrain tiles}' tile bit for bit); with erosion the kernel's window
     * grown by the halo, eroded, and cropped to the tile.
     * A pure function of this block's kernel, erosion and seed and the tile's place.
     *
     * @param t tile index
     * @return a new row-major array of {@code tileSamples²} heights, metres
     * @throws IndexOutOfBoundsException if t is out of range
     */
    public float[] tileHeights(int t) {
        long oc = originColumn(t);
        long or = originRow(t);
        TiledErosion e = erosion();
        if (e == null) {
            return kernel.tile(column(t), row(t), tileSamples);
        }
        int halo = e.halo();
        int w = tileSamples + 2 * halo;
        HeightfieldBuffer window = new HeightfieldBuffer(w, w,
                org.terrain4j.api.GridFrame.of(0, 0, kernel.spacing()));
        window.copyFrom(kernel.window(oc - halo, or - halo, w, w), 0);
        e.erode(window, oc - halo, or - halo, seed, ProgressListener.NONE);
        float[] a = window.toArray();
        float[] out = new float[tileSamples * tileSamples];
        for (int r = 0; r < tileSamples; r++) {
            System.arraycopy(a, (r + halo) * w + halo, out, r * tileSamples, tileSamples);
        }
        return out;
    }

    /** @return the drainage of the block: its samples each once, cut by tile, outlets on its edge */
    public TiledDrainage drainage() {
        int step = tileSamples - 1;
        int[] cs = new int[tilesX() + 1];
        for (int i = 0; i < tilesX(); i++) {
            cs[i] = i * step;
        }
        cs[tilesX()] = tilesX() * step + 1;
        int[] rs = new int[tilesZ() + 1];
        for (int i = 0; i < tilesZ(); i++) {
            rs[i] = i * step;
        }
        rs[tilesZ()] = tilesZ() * step + 1;
        return TiledDrainage.of(cs, rs, kernel.spacing(), kernel.spacing());
    }

    /**
     * The part of a tile's heights that the drainage holds: all but its last column and row, except on
     * the block's east and south edges.
     *
     * @param t       tile index
     * @param heights the tile's heights ({@link #tileHeights})
     * @return a new row-major array
     */
    public float[] drainageHeights(int t, float[] heights) {
        TiledDrainage d = drainage();
        int tx = t % tilesX();
        int tz = t / tilesX();
        int cols = d.tileColumns(tx);
        int rows = d.tileRows(tz);
        float[] out = new float[cols * rows];
        for (int r = 0; r < rows; r++) {
            System.arraycopy(heights, r * tileSamples, out, r * cols, cols);
        }
        return out;
    }

    /** @return the block's tiles, size, erosion and kernel */
    @Override
    public String toString() {
        return "TileBlock[tiles " + fromColumn + "," + fromRow + " to " + toColumn + "," + toRow + " of " + tileSamples
                + "², " + kernel + (eroded() ? ", " + dropsPerSample + " drops a sample, " + thermalIterations
                        + " thermal iterations at talus " + talus + ", halo " + halo() : "") + ", seed " + seed + "]";
    }
}
