package org.terrain4j.world;

/**
 * A square of the endless grid of tiles an environment is laid on (seed 002): tile {@code (column, row)}
 * is the environment's square ({@link BaseGround#size()} metres a side, centred on the origin) displaced
 * by {@code column} sizes east (+x) and {@code row} sizes south (+z). Tile {@code (0, 0)} is the
 * environment on its own. Neighbouring tiles share their border vertices: column {@code samples − 1} of
 * tile {@code (c, r)} is column 0 of tile {@code (c + 1, r)}, and likewise for rows.
 *
 * <p>Immutable and thread-safe; equal by value, so usable as a map key.
 *
 * @param column tile column, east positive, in [{@link #MIN}, {@link #MAX}]
 * @param row    tile row, south positive, in [{@link #MIN}, {@link #MAX}]
 * @since 0.1
 */
public record TileKey(long column, long row) implements Comparable<TileKey> {

    /** The smallest tile column or row accepted. */
    public static final long MIN = -1_000_000_000L;
    /** The largest tile column or row accepted. */
    public static final long MAX = 1_000_000_000L;

    /**
     * @param column tile column, in [{@link #MIN}, {@link #MAX}]
     * @param row    tile row, in [{@link #MIN}, {@link #MAX}]
     * @throws IllegalArgumentException if either lies outside that range (the message names it)
     */
    public TileKey {
        if (column < MIN || column > MAX) {
            throw new IllegalArgumentException("column must be in [" + MIN + ", " + MAX + "], was " + column);
        }
        if (row < MIN || row > MAX) {
            throw new IllegalArgumentException("row must be in [" + MIN + ", " + MAX + "], was " + row);
        }
    }

    /**
     * The tile a world position lies in: its square spans {@code [column·size − size/2, column·size + size/2)}
     * along x, and likewise along z (a point on a shared border belongs to the tile east or south of it).
     *
     * @param x    metres east, finite
     * @param z    metres south, finite
     * @param size the tiles' side, metres, finite and &gt; 0
     * @return the tile under {@code (x, z)}
     * @throws IllegalArgumentException if a value is not finite, the size is not positive, or the tile
     *                                  would lie outside [{@link #MIN}, {@link #MAX}]
     */
    public static TileKey at(double x, double z, double size) {
        if (!(size > 0) || !Double.isFinite(size)) {
            throw new IllegalArgumentException("size must be finite and > 0 m, was " + size);
        }
        if (!Double.isFinite(x) || !Double.isFinite(z)) {
            throw new IllegalArgumentException("x and z must be finite, were " + x + ", " + z);
        }
        double c = Math.floor(x / size + 0.5);
        double r = Math.floor(z / size + 0.5);
        if (!(c >= MIN && c <= MAX && r >= MIN && r <= MAX)) {
            throw new IllegalArgumentException("(" + x + ", " + z + ") lies outside the tiles [" + MIN + ", " + MAX
                    + "] of size " + size + " m");
        }
        return new TileKey((long) c, (long) r);
    }

    /**
     * The distance from a point to the nearest point of this tile's square (0 inside it).
     *
     * @param x    metres east
     * @param z    metres south
     * @param size the tiles' side, metres
     * @return metres, ≥ 0
     */
    public double distance(double x, double z, double size) {
        double dx = Math.max(0, Math.abs(x - column * size) - size / 2);
        double dz = Math.max(0, Math.abs(z - row * size) - size / 2);
        return Math.hypot(dx, dz);
    }

    /**
     * The seed of this tile's placements: the world's seed itself for tile {@code (0, 0)} (so the middle
     * tile is the environment untouched), otherwise
     * {@code seed ^ mix(mix(column · 0xD1B54A32D192ED03) + row · 0x9E3779B97F4A7C15)} with {@code mix} the
     * SplitMix64 finaliser (Steele, Lea and Flood 2014), whose {@code mix(0) = 0} makes the first case a
     * special case of the second. The base ground is not seeded from it: it is the world seed's noise
     * read off world position everywhere.
     *
     * @param seed the world's seed
     * @return the tile's seed
     */
    public long seed(long seed) {
        return seed ^ org.terrain4j.api.internal.SplitMix64.mix(
                org.terrain4j.api.internal.SplitMix64.mix(column * 0xD1B54A32D192ED03L)
                        + row * org.terrain4j.api.internal.SplitMix64.GAMMA);
    }

    /** Orders by row, then column (the order a grid is read in). */
    @Override
    public int compareTo(TileKey o) {
        int k = Long.compare(row, o.row);
        return k != 0 ? k : Long.compare(column, o.column);
    }

    /** @return {@code "column,row"}, for example {@code "-1,2"} */
    @Override
    public String toString() {
        return column + "," + row;
    }
}
