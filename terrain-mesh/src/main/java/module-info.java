/**
 * Output: grid and adaptive meshes and one package per file format (glTF/GLB, OBJ, STL, PLY), and
 * images (grayscale, colour ramps, tint × hillshade, PNG). Slope, aspect and hillshade themselves are
 * terrain-dem's; isolines are in terrain-vector.
 *
 * <p>Exports {@code org.terrain4j.mesh} and {@code org.terrain4j.image}; the {@code internal}
 * packages are exported only to terrain4j's own modules. The per-format packages
 * ({@code mesh.gltf}, {@code mesh.obj}, {@code mesh.ply}, {@code mesh.stl}) are not exported: their
 * encoders work on the internal mesh arrays and are reached through {@code Mesh.write} and
 * {@code MeshWriter}. Images are {@code java.awt.image.BufferedImage}s, so {@code java.desktop} is
 * required transitively.
 *
 * <p>Why the annotation: the qualified exports below name terrain4j modules that are compiled after
 * this one, so javac cannot see them yet and its "module" lint would report "module not found".
 *
 * @since 0.1
 */
@SuppressWarnings("module")
module org.terrain4j.mesh {
    requires transitive org.terrain4j.api;
    requires transitive java.desktop;
    requires org.terrain4j.io;
    requires transitive org.terrain4j.dem;

    exports org.terrain4j.mesh;
    exports org.terrain4j.image;

    exports org.terrain4j.mesh.internal to org.terrain4j.examples, org.terrain4j.cli;
}
