/**
 * The browser viewer: {@link org.terrain4j.viewer.ViewerServer} serves a page and the
 * {@link org.terrain4j.viewer.Tile}s of a {@link org.terrain4j.viewer.TileSource} to a browser on the same
 * machine.
 *
 * <p><b>Axes and units.</b> As everywhere in terrain4j: x east, y up, z south, metres; a tile is
 * {@code columns × rows} samples, row-major; tile {@code (col, row)} of a grid of tiles lies {@code col}
 * tile sizes east and {@code row} south of tile (0, 0), which is centred on the origin.
 *
 * <p><b>Routes.</b> {@code GET /} (the page), {@code GET /static/NAME} (its scripts and stylesheet, a
 * fixed list), {@code GET /three/NAME} (three.js), {@code GET /world.json} (what is viewed, the day and
 * the water's parameters), {@code GET /tile/COL/ROW} (a tile, binary, see {@link org.terrain4j.viewer.Tile#encode()}),
 * {@code GET /stream?x=X&z=Z&laid=C,R;C,R…[&n=N]} (for an endless grid: one step of the
 * {@link org.terrain4j.world.Streaming} policy from the viewpoint (X, Z) and the tiles the page holds,
 * {@code {"lay": [[c, r], …], "release": [[c, r], …]}}, at most N tiles to lay, the one under the
 * viewpoint first), {@code GET /editor.json} and {@code POST /editor} (the range editor). Anything else is refused.
 */
package org.terrain4j.viewer;
