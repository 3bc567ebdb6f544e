/**
 * Vector output with coordinate reference systems: isolines and filled bands between levels
 * (marching squares) with their SVG and GeoJSON writers, and stream networks as GeoJSON. GeoJSON
 * positions are WGS 84 longitude/latitude, reprojected with LocationTech Proj4J; a user who never
 * writes vectors does not need this module or Proj4J.
 *
 * <p>It also gives terrain-api the WKT of any EPSG code Proj4J knows and terrain-api's own catalogue
 * does not (a service, so an ASCII grid's {@code .prj} can be written for EPSG:3035, 2056, 28992 …
 * whenever this module is on the path).
 *
 * <p>An SVG may carry a background image ({@code java.awt.image.BufferedImage}), so {@code java.desktop} is
 * required transitively.
 *
 * <p>Exports {@code org.terrain4j.isoline} and {@code org.terrain4j.vector}; the {@code internal}
 * packages are exported only to terrain4j's own modules.
 *
 * <p>Why the annotation: the qualified exports below name terrain4j modules that are compiled after
 * this one, so javac cannot see them yet and its "module" lint would report "module not found".
 * LocationTech Proj4J has no module name of its own: its jars are the automatic modules
 * {@code proj4j} and {@code proj4j.epsg} (the EPSG registry), which the "requires-automatic" lint
 * reports.
 *
 * @since 0.1
 */
@SuppressWarnings({"module", "requires-automatic"})
module org.terrain4j.vector {
    requires transitive org.terrain4j.api;
    requires transitive org.terrain4j.routing;
    requires org.terrain4j.io;
    requires transitive java.desktop;
    requires proj4j;
    requires proj4j.epsg;

    exports org.terrain4j.isoline;
    exports org.terrain4j.vector;

    // the WKT of EPSG codes beyond terrain-api's own catalogue, from Proj4J's registry (.prj files, PNG sidecars)
    provides org.terrain4j.api.internal.WktSource with org.terrain4j.vector.internal.Proj4jWkt;

    exports org.terrain4j.isoline.internal to org.terrain4j.examples, org.terrain4j.cli;
    exports org.terrain4j.vector.internal to org.terrain4j.examples, org.terrain4j.cli;
}
