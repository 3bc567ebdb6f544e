/**
 * DEM operations on heightfields: void fills, SRTM mosaics, resampling, windows, game-engine
 * heightmap exports, and the local surface measures (slope, aspect, hillshade) that images, analysis
 * and the command line share.
 *
 * <p>Exports {@code org.terrain4j.dem}; {@code org.terrain4j.dem.internal} (Horn's gradient
 * window, image buffers) is exported only to terrain4j's own modules. Slope, aspect and hillshade
 * also render as {@code java.awt.image.BufferedImage}s, so {@code java.desktop} is required
 * transitively.
 *
 * <p>Why the annotation: the qualified exports below name terrain4j modules that are compiled after
 * this one, so javac cannot see them yet and its "module" lint would report "module not found".
 *
 * @since 0.1
 */
@SuppressWarnings("module")
module org.terrain4j.dem {
    requires transitive org.terrain4j.api;
    requires transitive org.terrain4j.io;
    requires transitive java.desktop;

    exports org.terrain4j.dem;

    exports org.terrain4j.dem.internal to
            org.terrain4j.mesh, org.terrain4j.vector, org.terrain4j.examples, org.terrain4j.cli,
            org.terrain4j.analysis, org.terrain4j.world;
}
