package org.terrain4j.mesh;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.terrain4j.api.ProgressListener;
import org.terrain4j.io.internal.AtomicFiles;
import org.terrain4j.mesh.gltf.GltfEncoder;
import org.terrain4j.mesh.internal.MeshArrays;
import org.terrain4j.mesh.internal.Progress;
import org.terrain4j.mesh.internal.Sink;
import org.terrain4j.mesh.obj.ObjEncoder;
import org.terrain4j.mesh.ply.PlyEncoder;
import org.terrain4j.mesh.stl.StlEncoder;

/**
 * Writes a {@link Mesh} as GLB, glTF 2.0, OBJ, binary STL or binary little-endian PLY.
 *
 * <p><b>Streaming.</b> Every format is encoded straight from the mesh's arrays through one fixed
 * 256 KiB buffer: writing a 4097² grid mesh holds no second copy of it.
 *
 * <p><b>Files.</b> Each file is written to a temporary file in the same directory and moved over the
 * target only when complete, so a reader never sees half a file and a failure leaves the old file (if
 * any) in place. Multi-file formats (glTF's {@code .bin}, OBJ's {@code .mtl}) are moved into place
 * after all their files are complete, the main file last. Failures throw an {@link IOException} whose
 * message names the file.
 *
 * <p><b>Formats.</b>
 * <ul>
 * <li>GLB / glTF 2.0: POSITION (with min/max), NORMAL, TEXCOORD_0 (top-left origin, as glTF wants),
 * COLOR_0 when the mesh has colours (normalised unsigned shorts, converted from sRGB to the linear
 * values glTF specifies; 16 bits keep every 8-bit sRGB code, and so its hue, apart), indices as unsigned short up to 65 535 vertices and unsigned int above
 * (65 535 is the forbidden restart value), every buffer view 4-byte aligned, chunks padded (JSON with
 * spaces, BIN with zeros). Every mesh has a material: a plain rough dielectric ({@code metallicFactor 0},
 * {@code roughnessFactor 0.9}; glTF's default material is fully metallic and renders steep facets
 * black), or a see-through one for a scene mesh whose colours have alpha. The glTF JSON, a fixed document of a few dozen members, is written
 * directly rather than through a JSON library: jgltf (de.javagl) would bring Jackson into a module
 * that otherwise needs no third-party library, and its model holds each buffer as one in-memory
 * {@link java.nio.ByteBuffer}, which would defeat streaming. GLB is limited to 4 GiB by its 32-bit
 * length fields (a 4097² grid mesh with a base is 0.9 GiB).
 * <li>OBJ: positions, {@code vt} with {@code 1 − v} (OBJ's bottom-left origin), normals, faces
 * {@code f v/vt/vn}, vertex colours as the widespread {@code v x y z r g b} extension (0…1 sRGB), and
 * a {@code .mtl} with one white material {@code terrain} referring to the texture set by
 * {@link #withTexture} as {@code map_Kd}.
 * <li>STL: binary; an 80-byte header that does not start with "solid" (so no reader mistakes it for
 * ASCII STL); facet normals are the unit normals of the winding (right-hand rule), never zero.
 * <li>PLY: binary little-endian 1.0; vertex x y z nx ny nz s t (t = 1 − v, the OpenGL convention most
 * PLY readers expect) and, with colours, uchar red green blue alpha; faces as
 * {@code list uchar int vertex_indices}.
 * </ul>
 *
 * <p>Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class MeshWriter {

    private final MeshFormat format;
    private final String texture;
    private final ProgressListener progress;

    private MeshWriter(MeshFormat format, String texture, ProgressListener progress) {
        this.format = format;
        this.texture = texture;
        this.progress = progress;
    }

    /**
     * @param format the format to write
     * @return a writer with no texture
     */
    public static MeshWriter of(MeshFormat format) {
        return new MeshWriter(Objects.requireNonNull(format, "format"), null, ProgressListener.NONE);
    }

    /**
     * A writer for the format the file's extension names.
     *
     * @param file a file name ending in .glb, .gltf, .obj, .stl or .ply (case-insensitive)
     * @return the writer
     * @throws IllegalArgumentException if the extension names none of them
     */
    public static MeshWriter forFile(Path file) {
        return of(MeshFormat.ofFile(file).orElseThrow(() -> new IllegalArgumentException(
                "file must end in .glb, .gltf, .obj, .stl or .ply, was " + file)));
    }

    /**
     * Sets the texture an OBJ's material refers to ({@code map_Kd}); other formats ignore it.
     *
     * @param texture file name of the texture relative to the OBJ (for example {@code "land.png"}), or
     *                null for none; must not contain a line break
     * @return a new writer
     * @throws IllegalArgumentException if the name is blank or contains a line break
     */
    public MeshWriter withTexture(String texture) {
        if (texture != null && (texture.isBlank() || texture.indexOf('\n') >= 0 || texture.indexOf('\r') >= 0)) {
            throw new IllegalArgumentException("texture must be a non-blank file name without line breaks, was \""
                    + texture + "\"");
        }
        return new MeshWriter(format, texture, progress);
    }

    /**
     * Reports the writing's progress (fraction of the bytes written, about 200 reports at most) and
     * honours cancellation: a cancelled write throws {@link java.util.concurrent.CancellationException}
     * and, when writing to a path, leaves no file behind (an existing target is left as it was).
     *
     * @param progress the listener, not null ({@link ProgressListener#NONE} for none)
     * @return a new writer
     */
    public MeshWriter withProgress(ProgressListener progress) {
        return new MeshWriter(format, texture, Objects.requireNonNull(progress, "progress"));
    }

    /**
     * @return the format written
     */
    public MeshFormat format() {
        return format;
    }

    /**
     * Writes the mesh to a file (for glTF also {@code stem.bin}, for OBJ also {@code stem.mtl}, beside
     * it), atomically.
     *
     * @param mesh the mesh
     * @param file the target (its extension is not checked against the format)
     * @throws IOException if a file cannot be written; the message names it
     * @throws java.util.concurrent.CancellationException if the progress listener cancels (no file is
     *                                                    left behind)
     */
    public void write(Mesh mesh, Path file) throws IOException {
        Objects.requireNonNull(mesh, "mesh");
        Objects.requireNonNull(file, "file");
        MeshArrays m = mesh.data();
        Progress p = new Progress(progress, "writing " + file.getFileName());
        switch (format) {
            case GLB -> AtomicFiles.writeAll(List.of(file), List.of(sink(s -> {
                s.track(p, GltfEncoder.glbLength(GltfEncoder.single(m)));
                GltfEncoder.glb(GltfEncoder.single(m), s);
            })));
            case STL -> AtomicFiles.writeAll(List.of(file), List.of(sink(s -> {
                s.track(p, StlEncoder.length(m));
                StlEncoder.stl(m, s);
            })));
            case PLY -> AtomicFiles.writeAll(List.of(file), List.of(sink(s -> {
                s.track(p, PlyEncoder.length(m));
                PlyEncoder.ply(m, s);
            })));
            case GLTF -> {
                Path bin = sibling(file, ".bin");
                String json = GltfEncoder.json(GltfEncoder.single(m), bin.getFileName().toString());
                AtomicFiles.writeAll(List.of(bin, file), List.of(sink(s -> {
                    s.track(p, GltfEncoder.bufferLength(GltfEncoder.single(m)));
                    GltfEncoder.buffer(GltfEncoder.single(m), s);
                }), sink(s -> s.putText(json))));
            }
            case OBJ -> {
                Path mtl = sibling(file, ".mtl");
                String mtlName = mtl.getFileName().toString();
                AtomicFiles.writeAll(List.of(mtl, file), List.of(sink(s -> ObjEncoder.mtl(texture, s)), sink(s -> {
                    s.track(p, ObjEncoder.length(m));
                    ObjEncoder.obj(m, mtlName, s);
                })));
            }
            default -> throw new AssertionError(format);
        }
        p.step(1, 1);
    }

    /**
     * Writes a single-file format (GLB, STL, PLY) to a stream, which is flushed but not closed.
     *
     * @param mesh the mesh
     * @param out  destination
     * @throws IOException                   from the stream
     * @throws UnsupportedOperationException for glTF and OBJ, which are several files
     * @throws java.util.concurrent.CancellationException if the progress listener cancels (the stream
     *                                       then holds part of the file)
     */
    public void write(Mesh mesh, OutputStream out) throws IOException {
        Objects.requireNonNull(mesh, "mesh");
        Objects.requireNonNull(out, "out");
        if (!format.isSingleFile()) {
            throw new UnsupportedOperationException(format + " is several files; write it to a Path");
        }
        MeshArrays m = mesh.data();
        Sink sink = new Sink(Channels.newChannel(out));
        Progress p = new Progress(progress, "writing " + format);
        sink.track(p, switch (format) {
            case GLB -> GltfEncoder.glbLength(GltfEncoder.single(m));
            case STL -> StlEncoder.length(m);
            case PLY -> PlyEncoder.length(m);
            default -> throw new AssertionError(format);
        });
        switch (format) {
            case GLB -> GltfEncoder.glb(GltfEncoder.single(m), sink);
            case STL -> StlEncoder.stl(m, sink);
            case PLY -> PlyEncoder.ply(m, sink);
            default -> throw new AssertionError(format);
        }
        sink.flush();
        out.flush();
        p.step(1, 1);
    }

    /**
     * Writes several meshes into one GLB (one node and one mesh each, named), atomically, with
     * optional custom per-vertex float attributes (e.g. a brook's flow speed as {@code _SPEED}). glTF
     * 2.0 (section 3.7.2.1) requires application-specific attribute names to start with an
     * underscore; each is written as a FLOAT SCALAR accessor. A mesh whose colours have any alpha
     * below 255 gets a see-through material ({@code alphaMode: BLEND}, double-sided). Only for the
     * GLB format; the texture setting is not used.
     *
     * @param meshes     the meshes by name, in the order written (iteration order of the map); at
     *                   least one
     * @param attributes custom attributes by mesh name, each a map from an attribute name (starting
     *                   with {@code _}, upper case, digits and {@code _}) to one finite float per
     *                   vertex; meshes without an entry have none
     * @param file       the target
     * @throws IOException                   if the file cannot be written; the message names it
     * @throws IllegalArgumentException      if meshes is empty, an attribute's name is not allowed, names
     *                                       a mesh that is not given, or its length or values are wrong
     * @throws UnsupportedOperationException if this writer's format is not GLB
     * @throws java.util.concurrent.CancellationException if the progress listener cancels (no file is
     *                                                    left behind)
     */
    public void writeScene(Map<String, Mesh> meshes, Map<String, Map<String, float[]>>
            attributes, Path file) throws IOException {
        Objects.requireNonNull(meshes, "meshes");
        Objects.requireNonNull(attributes, "attributes");
        Objects.requireNonNull(file, "file");
        if (format != MeshFormat.GLB) {
            throw new UnsupportedOperationException("writeScene writes GLB only, not " + format);
        }
        if (meshes.isEmpty()) {
            throw new IllegalArgumentException("meshes must hold at least one mesh, was empty");
        }
        for (String name : attributes.keySet()) {
            if (!meshes.containsKey(name)) {
                throw new IllegalArgumentException("attributes names mesh " + name + ", which is not in meshes "
                        + meshes.keySet());
            }
        }
        List<GltfEncoder.Part> parts = new ArrayList<>();
        for (Map.Entry<String, Mesh> e : meshes.entrySet()) {
            MeshArrays m = Objects.requireNonNull(e.getValue(), "meshes[" + e.getKey() + "]").data();
            Map<String, float[]> extra = new LinkedHashMap<>();
            for (Map.Entry<String, float[]> a : attributes.getOrDefault(e.getKey(), Map.of())
                    .entrySet()) {
                String name = a.getKey();
                if (!name.matches("_[A-Z0-9_]+")) {
                    throw new IllegalArgumentException("attribute name must start with _ and hold only A-Z, 0-9"
                            + " and _, was " + name);
                }
                float[] v = Objects.requireNonNull(a.getValue(), "attribute " + name);
                if (v.length != m.vertexCount()) {
                    throw new IllegalArgumentException("attribute " + name + " of mesh " + e.getKey()
                            + " must have " + m.vertexCount() + " values (one per vertex), had " + v.length);
                }
                for (int i = 0; i < v.length; i++) {
                    if (!Float.isFinite(v[i])) {
                        throw new IllegalArgumentException("attribute " + name + "[" + i + "] must be finite, was "
                                + v[i]);
                    }
                }
                extra.put(name, v.clone());
            }
            parts.add(new GltfEncoder.Part(e.getKey(), m, extra));
        }
        Progress p = new Progress(progress, "writing " + file.getFileName());
        AtomicFiles.writeAll(List.of(file), List.of(sink(s -> {
            s.track(p, GltfEncoder.glbLength(parts));
            GltfEncoder.glb(parts, s);
        })));
        p.step(1, 1);
    }

    /** Writes one file through a {@link Sink}. */
    @FunctionalInterface
    private interface SinkContent {
        void write(Sink sink) throws IOException;
    }

    private static AtomicFiles.Content<java.nio.channels.WritableByteChannel> sink(SinkContent content) {
        return channel -> {
            Sink sink = new Sink(channel);
            content.write(sink);
            sink.flush();
        };
    }

    private static Path sibling(Path file, String extension) {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String stem = dot > 0 ? name.substring(0, dot) : name;
        return file.resolveSibling(stem + extension);
    }

    @Override
    public String toString() {
        return "MeshWriter[" + format + (texture != null ? ", texture=" + texture : "") + "]";
    }
}
