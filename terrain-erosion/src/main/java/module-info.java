/**
 * Erosion: hydraulic droplets, thermal erosion, stream-power incision and its steady state (beside
 * each other in {@code org.terrain4j.erosion}), and the erosion filter. Water is routed by
 * terrain-routing.
 *
 * <p>Exports {@code org.terrain4j.erosion} and {@code org.terrain4j.erosion.filter};
 * {@code org.terrain4j.erosion.internal} (the engines) is exported only to terrain4j's own modules.
 *
 * <p>Why the annotation: the qualified exports below name terrain4j modules that are compiled after
 * this one, so javac cannot see them yet and its "module" lint would report "module not found".
 *
 * @since 0.1
 */
@SuppressWarnings("module")
module org.terrain4j.erosion {
    requires transitive org.terrain4j.api;
    requires transitive org.terrain4j.noise;
    requires transitive org.terrain4j.routing;

    exports org.terrain4j.erosion;
    exports org.terrain4j.erosion.filter;

    exports org.terrain4j.erosion.internal to
            org.terrain4j.features, org.terrain4j.examples, org.terrain4j.cli, org.terrain4j.analysis,
            org.terrain4j.world;
}
