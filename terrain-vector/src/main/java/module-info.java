/**
 * Vector output with coordinate reference systems: isolines and filled bands between levels
 * (marching squares) with their SVG and GeoJSON writers, and stream networks as GeoJSON. GeoJSON
 * positions are WGS 84 longitude/latitude, reprojected by the optional module terrain-proj4j
 * ({@code org.terrain4j.proj4j}, LocationTech Proj4J behind it) when it is on the path, found as a
 * service; without it only a grid in WGS 84 gets longitude/latitude, any other gets its own
 * coordinates and a warning. A user who never reprojects never loads Proj4J.
 *
 * <p>An SVG may carry a background image ({@code java.awt.image.BufferedImage}), so {@code java.desktop} is
 * required transitively.
 *
 * <p>Exports {@code org.terrain4j.isoline} and {@code org.terrain4j.vector}; the {@code internal}
 * packages are exported only to terrain4j's own modules.
 *
 * <p>Why the annotation: the qualified exports below name terrain4j modules that are compiled after
 * this one, so javac cannot see them yet and its "module" lint would report "module not found".
 *
 * @since 0.1
 */
@SuppressWarnings("module")
module org.terrain4j.vector {
    requires transitive org.terrain4j.api;
    requires transitive org.terrain4j.routing;
    requires org.terrain4j.io;
    requires transitive java.desktop;

    exports org.terrain4j.isoline;
    exports org.terrain4j.vector;

    exports org.terrain4j.isoline.internal to org.terrain4j.examples, org.terrain4j.cli;
    exports org.terrain4j.vector.internal to org.terrain4j.examples, org.terrain4j.cli;
}
