/**
 * Blocks of world tiles as an Apache Spark 4 job: tiles generated from a serialisable
 * {@link org.terrain4j.api.TileKernel}, optionally eroded with halos, written as tiled GeoTIFFs with a
 * tile index, and drained exactly across the block by perimeter exchange
 * ({@link org.terrain4j.routing.TiledDrainage}). Optional: no other terrain4j module needs it, and no
 * Spark type appears outside it.
 *
 * <p><b>Axes and units.</b> World sample {@code (column, row)} sits at {@code (originX + column · spacing,
 * originZ + row · spacing)} metres (the kernel's {@link org.terrain4j.api.TileKernel#originX()}, 0 for
 * fbm, {@code −size/2} for an environment's joined tiles), column east, row south; heights in metres;
 * areas in m².
 */
package org.terrain4j.spark;
