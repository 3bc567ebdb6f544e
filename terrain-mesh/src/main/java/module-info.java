/**
 * Output: grid meshes and one package per file format (glTF/GLB, OBJ, STL, PLY), images
 * (grayscale, ramps, hillshade, slope, aspect) and isolines with their writers.
 *
 * <p>Exports {@code org.terrain4j.mesh}, {@code org.terrain4j.image} and {@code org.terrain4j.isoline};
 * the {@code internal} packages are exported only to terrain4j's own modules. The per-format
 * packages ({@code mesh.gltf}, {@code mesh.obj}, {@code mesh.ply}, {@code mesh.stl}) are not
 * exported: their encoders work on the internal mesh arrays and are reached through
 * {@code Mesh.write} and {@code MeshWriter}. Images are {@code java.awt.image.BufferedImage}s, so {@code java.desktop} is
 * required transitively.
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
module org.terrain4j.mesh {
    requires transitive org.terrain4j.api;
    requires transitive java.desktop;
    requires proj4j;
    requires proj4j.epsg;

    exports org.terrain4j.mesh;
    exports org.terrain4j.image;
    exports org.terrain4j.isoline;

    exports org.terrain4j.mesh.internal to org.terrain4j.examples, org.terrain4j.cli;
    exports org.terrain4j.image.internal to org.terrain4j.examples, org.terrain4j.cli;
    exports org.terrain4j.isoline.internal to org.terrain4j.examples, org.terrain4j.cli;
}
