/**
 * Blocks of world tiles as an Apache Spark 4 job: tiles generated from a serialisable
 * {@link org.terrain4j.api.TileKernel}, optionally eroded with halos, written as tiled GeoTIFFs with a
 * tile index, and drained exactly across the block by perimeter exchange
 * ({@link org.terrain4j.routing.TiledDrainage}). Optional: no other terrain4j module needs it, and no
 * Spark type appears outside it.
 *
 * <p><b>Axes and units.</b> World sample {@code (column, row)} sits at {@code (column · spacing,
 * row · spacing)} metres, column east, row south; heights in metres; areas in m².
 */
package org.terrain4j.spark;
