/**
 * Raster I/O for heightfields: GeoTIFF and BigTIFF, ESRI ASCII grids with their {@code .prj}, SRTM
 * {@code .hgt} tiles, 16-bit PNG and raw {@code .r16} / {@code .f32} grids, their georeferencing, and
 * atomic file writes (nothing half-written is ever left at a target).
 *
 * <p>Exports {@code org.terrain4j.io}; {@code org.terrain4j.io.internal} (TIFF parsing and decoding,
 * number formatting, the atomic-write helper) is exported only to terrain4j's own modules. This module
 * installs no shutdown hook and no signal handler: the program that owns the process does (the
 * {@code terrain} command stops the atomic writes from its own).
 *
 * <p>Why the annotation: the qualified exports below name terrain4j modules that are compiled after
 * this one, so javac cannot see them yet and its "module" lint would report "module not found".
 * TwelveMonkeys' TIFF metadata writer (used internally to lay out the GeoTIFF's directory) ships
 * automatic modules ({@code com.twelvemonkeys.…}), which the "requires-automatic" lint reports; none
 * of their types appear in this module's API.
 *
 * @since 0.1
 */
@SuppressWarnings({"module", "requires-automatic"})
module org.terrain4j.io {
    requires transitive org.terrain4j.api;
    requires java.desktop;
    requires com.twelvemonkeys.imageio.tiff;
    requires com.twelvemonkeys.imageio.metadata;
    requires com.twelvemonkeys.imageio.core;
    requires com.twelvemonkeys.common.io;

    exports org.terrain4j.io;

    exports org.terrain4j.io.internal to
            org.terrain4j.dem, org.terrain4j.noise, org.terrain4j.erosion, org.terrain4j.routing,
            org.terrain4j.features, org.terrain4j.mesh, org.terrain4j.vector, org.terrain4j.examples,
            org.terrain4j.cli, org.terrain4j.analysis, org.terrain4j.world;
}
