package org.terrain4j.viewer;

/**
 * What the viewer shows: a grid of tiles, each generated on request. The viewer asks for tiles from
 * several threads at once; an implementation is thread-safe. A streaming policy (which tiles, in what
 * order, held how long) plugs in here: the server only asks for the tiles the page requests, through a
 * bounded queue.
 *
 * @since 0.1
 */
public interface TileSource {

    /** @return a display name */
    String name();

    /** @return the tile's side along x, metres (tile (c, r) is centred at {@code (c · size, r · size)}) */
    double tileSizeX();

    /** @return the tile's side along z, metres */
    double tileSizeZ();

    /**
     * @param col tile column, east positive
     * @param row tile row, south positive
     * @return true if the tile exists (a single world has only tile (0, 0))
     */
    boolean contains(int col, int row);

    /**
     * Generates a tile; may take long. Called only for tiles {@link #contains(int, int)} accepts.
     *
     * @param col tile column
     * @param row tile row
     * @return the tile
     */
    Tile tile(int col, int row);

    /** @return a number that changes whenever the tiles change (an edit); the server drops its cache then */
    long version();

    /**
     * The streaming policy the page lays and releases tiles by, for an endless grid; empty (the default)
     * for a fixed set of tiles, which the page lays all at once.
     *
     * @return the policy, its tile size this source's, or empty
     * @since 0.1
     */
    default java.util.Optional<org.terrain4j.world.Streaming> streaming() {
        return java.util.Optional.empty();
    }

    /**
     * The water the page draws this source's water with (its trains, bank and sheen).
     *
     * @return the water; {@link org.terrain4j.world.sky.Water#standard()} by default
     * @since 0.1
     */
    default org.terrain4j.world.sky.Water water() {
        return org.terrain4j.world.sky.Water.standard();
    }
}
