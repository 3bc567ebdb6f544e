/**
 * Erosion: hydraulic droplets, thermal erosion, the erosion filter, and drainage (depression
 * filling, flow routing, drainage area, stream networks, stream power).
 *
 * <p>Exports {@code org.terrain4j.erosion}, {@code org.terrain4j.erosion.drainage} and
 * {@code org.terrain4j.erosion.filter}; {@code org.terrain4j.erosion.internal} (the engines) is
 * exported only to terrain4j's own modules.
 *
 * <p>Why the annotation: the qualified exports below name terrain4j modules that are compiled after
 * this one (and two, org.terrain4j.analysis and org.terrain4j.world, that are being added), so javac
 * cannot see them yet and its "module" lint would report "module not found"; that finding is the
 * only one of that lint category here and it is expected. LocationTech Proj4J (GeoJSON reprojection,
 * used internally) has no module name of its own: its jars are the automatic modules {@code proj4j}
 * and {@code proj4j.epsg} (the EPSG registry), which the "requires-automatic" lint reports.
 *
 * @since 0.1
 */
@SuppressWarnings({"module", "requires-automatic"})
module org.terrain4j.erosion {
    requires transitive org.terrain4j.api;
    requires transitive org.terrain4j.noise;
    requires proj4j;
    requires proj4j.epsg;

    exports org.terrain4j.erosion;
    exports org.terrain4j.erosion.drainage;
    exports org.terrain4j.erosion.filter;

    exports org.terrain4j.erosion.internal to
            org.terrain4j.features, org.terrain4j.examples, org.terrain4j.cli, org.terrain4j.analysis,
            org.terrain4j.world;
}
