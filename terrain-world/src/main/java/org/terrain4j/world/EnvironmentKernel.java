package org.terrain4j.world;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.Serial;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.terrain4j.api.Heightfield;
import org.terrain4j.api.TileKernel;

/**
 * A preset environment's endless grid of {@link Environment#joinedTile joined tiles} as a
 * {@link TileKernel}: any window of world samples, assembled from the joined tiles it overlaps.
 *
 * <p><b>Samples and world.</b> Tiles have {@code n = samples} samples a side and neighbours share their
 * edges, so world sample {@code (column, row)} is sample {@code (column − C·(n − 1), row − R·(n − 1))}
 * of tile {@code (C, R)} with {@code C = floor(column / (n − 1))}, {@code R = floor(row / (n − 1))}: a
 * sample on a join is read from the tile east or south of it. Where only the elements that cross joins
 * drew (see {@link Environment#tile(long, long, boolean, Elements, int)}) the tile west or north gives
 * the same bits, so a window over tile {@code (C, R)}'s footprint is {@code joinedTile(C, R)}'s heights
 * bit for bit; an element that stays in its tile (a lake, a town) can make the last column or row
 * differ from that tile's own. World sample {@code (0, 0)} is tile {@code (0, 0)}'s first sample, at
 * {@code x = z = −size/2} metres ({@link #originX()}, {@link #originZ()}); {@link #spacing()} is
 * {@code size / (n − 1)}, {@code size} the ground's. Heights in metres, exactly the joined tiles'.
 *
 * <p><b>Cost.</b> A window generates every tile it overlaps once; up to {@link #cacheTiles()} tiles
 * (as many as fit in 64 MB of heights, at most 16) are kept between calls, so walking a block of tiles
 * with halos generates each tile about once. Generating a joined tile of 201² takes of the order of a
 * second.
 *
 * <p><b>Serialisation.</b> The kernel carries the preset, seed, strip and samples, not the
 * environment, and rebuilds the environment when read (the cache is not shipped).
 *
 * <p>Immutable in what it computes and thread-safe (the cache is synchronised; a window's bits never
 * depend on it).
 *
 * @since 0.1
 */
public final class EnvironmentKernel implements TileKernel {

    @Serial
    private static final long serialVersionUID = 1L;

    /** Heights the cache holds at most, floats. */
    private static final long CACHE_FLOATS = 1L << 24;

    /** @serial the preset */
    private final Preset preset;
    /** @serial the world's seed */
    private final long seed;
    /** @serial whether a strip is asked for */
    private final boolean runway;
    /** @serial samples along a tile's side */
    private final int samples;

    private transient Environment environment;
    private transient Map<TileKey, float[]> cache;

    private EnvironmentKernel(Preset preset, long seed, boolean runway, int samples) {
        this.preset = preset;
        this.seed = seed;
        this.runway = runway;
        this.samples = samples;
        init();
    }

    /**
     * @param preset  the environment
     * @param seed    the world's seed (any)
     * @param runway  true to ask for a strip in every tile (not for {@link Preset#BACK_COUNTRY})
     * @param samples samples along each tile's side, 2…{@link BaseGround#MAX_SAMPLES}
     * @return the kernel of {@code preset.environment(seed, runway)} with that many samples a tile
     * @throws NullPointerException     if preset is null
     * @throws IllegalArgumentException if samples is out of range or a strip is asked of BACK COUNTRY
     */
    public static EnvironmentKernel of(Preset preset, long seed, boolean runway, int samples) {
        Objects.requireNonNull(preset, "preset");
        if (samples < 2 || samples > BaseGround.MAX_SAMPLES) {
            throw new IllegalArgumentException("samples must be in [2, " + BaseGround.MAX_SAMPLES + "], was " + samples);
        }
        if (runway && preset == Preset.BACK_COUNTRY) {
            throw new IllegalArgumentException("runway must be false for BACK COUNTRY, was true");
        }
        return new EnvironmentKernel(preset, seed, runway, samples);
    }

    private void init() {
        Environment e = preset.environment(seed, runway);
        environment = e.withGround(e.ground().withSamples(samples));
        cache = new LinkedHashMap<>(16, 0.75f, true);
    }

    /**
     * Reads the preset, seed, strip and samples, checks them, and rebuilds the environment.
     *
     * @param in the stream
     * @throws IOException            if reading fails or the fields are out of range
     * @throws ClassNotFoundException if a class is missing
     */
    @Serial
    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
        in.defaultReadObject();
        if (preset == null || samples < 2 || samples > BaseGround.MAX_SAMPLES
                || (runway && preset == Preset.BACK_COUNTRY)) {
            throw new java.io.InvalidObjectException("bad environment kernel: " + preset + ", " + samples + " samples");
        }
        init();
    }

    /** @return the environment whose joined tiles this kernel reads */
    public Environment environment() {
        return environment;
    }

    /** @return samples along a tile's side */
    public int samples() {
        return samples;
    }

    /** @return tiles kept between calls: {@code min(16, 2²⁴ / samples²)}, possibly 0 */
    public int cacheTiles() {
        return (int) Math.min(16, CACHE_FLOATS / ((long) samples * samples));
    }

    /** @return {@code size / (samples − 1)}, metres */
    @Override
    public double spacing() {
        return environment.ground().size() / (samples - 1);
    }

    /** @return {@code −size / 2}, metres: x of tile (0, 0)'s first sample */
    @Override
    public double originX() {
        return -environment.ground().size() / 2;
    }

    /** @return {@code −size / 2}, metres: z of tile (0, 0)'s first sample */
    @Override
    public double originZ() {
        return -environment.ground().size() / 2;
    }

    /**
     * {@inheritDoc}
     *
     * @throws IllegalArgumentException also if the window reaches a tile outside
     *                                  [{@link TileKey#MIN}, {@link TileKey#MAX}]
     */
    @Override
    public float[] window(long originColumn, long originRow, int columns, int rows) {
        if (columns < 1 || rows < 1 || (long) columns * rows > Heightfield.MAX_SAMPLES) {
            throw new IllegalArgumentException("columns × rows must be ≥ 1 × 1 and at most " + Heightfield.MAX_SAMPLES
                    + " samples, was " + columns + " × " + rows);
        }
        long step = samples - 1;
        long c0 = Math.floorDiv(originColumn, step);
        long c1 = Math.floorDiv(originColumn + columns - 1, step);
        long r0 = Math.floorDiv(originRow, step);
        long r1 = Math.floorDiv(originRow + rows - 1, step);
        for (long v : new long[] {c0, c1, r0, r1}) {
            if (v < TileKey.MIN || v > TileKey.MAX) {
                throw new IllegalArgumentException("the window from world sample (" + originColumn + ", " + originRow
                        + ") of " + columns + " × " + rows + " reaches tile " + v + ", outside [" + TileKey.MIN + ", "
                        + TileKey.MAX + "]");
            }
        }
        float[] out = new float[columns * rows];
        for (long tr = r0; tr <= r1; tr++) {
            for (long tc = c0; tc <= c1; tc++) {
                float[] h = tile(new TileKey(tc, tr));
                long ox = tc * step;
                long oz = tr * step;
                // the part of this tile's [0, step) × [0, step) that falls in the window
                int a0 = (int) (Math.max(originColumn, ox) - originColumn);
                int a1 = (int) (Math.min(originColumn + columns, ox + step) - originColumn);
                int b0 = (int) (Math.max(originRow, oz) - originRow);
                int b1 = (int) (Math.min(originRow + rows, oz + step) - originRow);
                for (int b = b0; b < b1; b++) {
                    int lr = (int) (originRow + b - oz);
                    int lc = (int) (originColumn + a0 - ox);
                    System.arraycopy(h, lr * samples + lc, out, b * columns + a0, a1 - a0);
                }
            }
        }
        return out;
    }

    /**
     * Tile {@code (column, row)}: with this kernel's own {@link #samples()}, {@code joinedTile(column,
     * row)}'s heights bit for bit, its last column and row included (where {@link #window} reads them from
     * the tile east or south, which can differ where an element kept in its tile meets the join); with any
     * other size, the window of its footprint.
     *
     * @throws IllegalArgumentException also if the tile lies outside [{@link TileKey#MIN}, {@link TileKey#MAX}]
     */
    @Override
    public float[] tile(long column, long row, int samples) {
        if (samples != this.samples) {
            return TileKernel.super.tile(column, row, samples);
        }
        return tile(new TileKey(column, row)).clone();
    }

    private float[] tile(TileKey k) {
        synchronized (cache) {
            float[] h = cache.get(k);
            if (h != null) {
                return h;
            }
        }
        float[] h = environment.joinedTile(k.column(), k.row()).heights().toArray();
        int keep = cacheTiles();
        if (keep > 0) {
            synchronized (cache) {
                cache.put(k, h);
                List<TileKey> old = new ArrayList<>(cache.keySet());
                for (int i = 0; i < old.size() - keep; i++) {
                    cache.remove(old.get(i));
                }
            }
        }
        return h;
    }

    /** @return the preset, seed, strip and samples */
    @Override
    public String toString() {
        return "EnvironmentKernel[" + preset + ", seed " + seed + (runway ? ", runway" : "") + ", " + samples
                + " samples a tile, spacing " + spacing() + " m]";
    }
}
