package org.terrain4j.mesh;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * The mesh file formats {@link MeshWriter} writes.
 *
 * @since 0.1
 */
public enum MeshFormat {

    /** Binary glTF 2.0 (one {@code .glb} file: JSON chunk and BIN chunk), Khronos glTF 2.0 §4.4. */
    GLB("glb", true),
    /** glTF 2.0 as JSON ({@code .gltf}) with its buffer in a {@code .bin} file of the same stem beside it. */
    GLTF("gltf", false),
    /** Wavefront OBJ with a material library ({@code .mtl} of the same stem) beside it. */
    OBJ("obj", false),
    /** Binary STL (triangles only: no normals per vertex, no texture coordinates, no colours). */
    STL("stl", true),
    /** PLY 1.0, binary little-endian. */
    PLY("ply", true);

    private final String extension;
    private final boolean singleFile;

    MeshFormat(String extension, boolean singleFile) {
        this.extension = extension;
        this.singleFile = singleFile;
    }

    /**
     * @return the usual file extension, lower case, without the dot
     */
    public String extension() {
        return extension;
    }

    /**
     * @return true if the format is one file and so can be written to an {@link java.io.OutputStream}
     */
    public boolean isSingleFile() {
        return singleFile;
    }

    /**
     * The format a file name's extension names, case-insensitive.
     *
     * @param file a file name
     * @return the format, or empty if the extension is none of {@code glb gltf obj stl ply}
     */
    public static Optional<MeshFormat> ofFile(Path file) {
        Objects.requireNonNull(file, "file");
        Path name = file.getFileName();
        if (name == null) {
            return Optional.empty();
        }
        String s = name.toString().toLowerCase(Locale.ROOT);
        for (MeshFormat f : values()) {
            if (s.endsWith("." + f.extension)) {
                return Optional.of(f);
            }
        }
        return Optional.empty();
    }
}
