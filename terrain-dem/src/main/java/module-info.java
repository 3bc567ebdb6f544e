/**
 * DEM operations on heightfields: void fills, SRTM mosaics, resampling, windows, game-engine
 * heightmap exports, and the local surface measures (slope, aspect, hillshade) that images, analysis
 * and the command line share.
 *
 * <p>Exports {@code org.terrain4j.dem}.
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

    exports org.terrain4j.dem;
}
