package org.terrain4j.mesh.gltf;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.terrain4j.mesh.internal.MeshArrays;
import org.terrain4j.mesh.internal.Sink;

/**
 * The one glTF 2.0 encoder (Khronos, "glTF 2.0 Specification", sections 3.6 buffers, 3.7 accessors,
 * 3.9 materials, 4.4 GLB), for {@code .gltf} (JSON and a {@code .bin}) and {@code .glb}, a single mesh
 * and a scene of several alike: one node and one mesh per part, named. Each part's buffer views follow
 * one another in the single buffer: POSITION (float VEC3, with min/max), NORMAL (float VEC3),
 * TEXCOORD_0 (float VEC2), COLOR_0 when the part has colours (normalised unsigned-short VEC4, linear,
 * converted from 8-bit sRGB: 16 bits hold every 8-bit sRGB code apart, so the decoded colour is the
 * sRGB colour given, hue included; 8-bit linear merged the dark codes and moved near-grey hues by up to
 * 22°), the part's custom attributes in the order given (float SCALAR; glTF 3.7.2.1:
 * application-specific semantics start with an underscore, e.g. {@code _SPEED}), then the indices
 * (unsigned short up to 65 535 vertices, since 65 535 itself is the forbidden restart value, and
 * unsigned int above), each view starting on a 4-byte boundary.
 *
 * <p><b>Materials.</b> Every part has one. An opaque part gets a plain rough dielectric
 * ({@code metallicFactor 0}, {@code roughnessFactor 0.9}, white base colour, so vertex colours show as
 * they are): glTF's default material is fully metallic, which viewers draw nearly black on steep
 * facets. A part whose colours have any alpha below 255 gets a see-through one ({@code alphaMode
 * BLEND}, double-sided, {@code metallicFactor 0}, {@code roughnessFactor 0.1}, as water).
 *
 * <p>Streams from the meshes' arrays through a {@link Sink}; never builds the file in memory.
 *
 * @since 0.1
 */
public final class GltfEncoder {

    /** glTF component type UNSIGNED_SHORT. */
    private static final int UNSIGNED_SHORT = 5123;
    /** glTF component type UNSIGNED_INT. */
    private static final int UNSIGNED_INT = 5125;
    /** glTF component type FLOAT. */
    private static final int FLOAT = 5126;
    private static final int ARRAY_BUFFER = 34962;
    private static final int ELEMENT_ARRAY_BUFFER = 34963;

    /** The roughness of the opaque material: rough ground. */
    public static final double GROUND_ROUGHNESS = 0.9;

    /**
     * One mesh of the file.
     *
     * @param name       the node's and the mesh's name
     * @param mesh       its arrays
     * @param attributes custom attributes, name to one finite float per vertex, in the order written
     * @since 0.1
     */
    public record Part(String name, MeshArrays mesh, Map<String, float[]> attributes) {
    }

    private GltfEncoder() {
    }

    /**
     * @param m a mesh
     * @return the single-mesh file's one part, named {@code terrain}, without custom attributes
     */
    public static List<Part> single(MeshArrays m) {
        return List.of(new Part("terrain", m, Map.of()));
    }

    private static long pad4(long n) {
        return (n + 3) & ~3L;
    }

    private static boolean translucent(MeshArrays m) {
        if (m.colours() == null) {
            return false;
        }
        for (int c : m.colours()) {
            if ((c & 0xFF) != 0xFF) {
                return true;
            }
        }
        return false;
    }

    private static long indexBytes(MeshArrays m) {
        return (m.vertexCount() <= 65535 ? 2L : 4L) * m.indices().length;
    }

    /**
     * @param parts the meshes
     * @return the length of the binary buffer (a glTF's {@code .bin}, a GLB's BIN chunk), bytes, a
     *         multiple of 4
     */
    public static long bufferLength(List<Part> parts) {
        long len = 0;
        for (Part p : parts) {
            long n = p.mesh().vertexCount();
            len += 32 * n + (p.mesh().colours() != null ? 8 * n : 0) + 4 * n * p.attributes().size();
            len += pad4(indexBytes(p.mesh()));
        }
        return len;
    }

    /**
     * The glTF JSON document.
     *
     * @param parts  the meshes, at least one
     * @param binUri the buffer's uri ({@code .gltf}), or null for GLB's embedded buffer
     * @return the JSON text
     */
    public static String json(List<Part> parts, String binUri) {
        StringBuilder nodes = new StringBuilder();
        StringBuilder meshes = new StringBuilder();
        StringBuilder views = new StringBuilder();
        StringBuilder accessors = new StringBuilder();
        StringBuilder materials = new StringBuilder();
        StringBuilder sceneNodes = new StringBuilder();
        long offset = 0;
        int view = 0;
        for (int k = 0; k < parts.size(); k++) {
            Part part = parts.get(k);
            MeshArrays m = part.mesh();
            int n = m.vertexCount();
            sep(sceneNodes).append(k);
            sep(nodes).append("{\"mesh\":").append(k).append(",\"name\":").append(quote(part.name())).append('}');
            float[] min = {Float.POSITIVE_INFINITY, Float.POSITIVE_INFINITY, Float.POSITIVE_INFINITY};
            float[] max = {Float.NEGATIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.NEGATIVE_INFINITY};
            float[] p = m.positions();
            for (int i = 0; i < p.length; i += 3) {
                for (int c = 0; c < 3; c++) {
                    min[c] = Math.min(min[c], p[i + c]);
                    max[c] = Math.max(max[c], p[i + c]);
                }
            }
            StringBuilder attrs = new StringBuilder();
            attrs.append("\"POSITION\":").append(view);
            offset = view(views, offset, 12L * n, ARRAY_BUFFER);
            sep(accessors).append("{\"bufferView\":").append(view++).append(",\"componentType\":").append(FLOAT)
                    .append(",\"count\":").append(n).append(",\"type\":\"VEC3\",\"min\":[").append(num(min[0]))
                    .append(',').append(num(min[1])).append(',').append(num(min[2])).append("],\"max\":[")
                    .append(num(max[0])).append(',').append(num(max[1])).append(',').append(num(max[2]))
                    .append("]}");
            attrs.append(",\"NORMAL\":").append(view);
            offset = view(views, offset, 12L * n, ARRAY_BUFFER);
            floatAccessor(accessors, view++, n, "VEC3");
            attrs.append(",\"TEXCOORD_0\":").append(view);
            offset = view(views, offset, 8L * n, ARRAY_BUFFER);
            floatAccessor(accessors, view++, n, "VEC2");
            if (m.colours() != null) {
                attrs.append(",\"COLOR_0\":").append(view);
                offset = view(views, offset, 8L * n, ARRAY_BUFFER);
                sep(accessors).append("{\"bufferView\":").append(view++).append(",\"componentType\":")
                        .append(UNSIGNED_SHORT).append(",\"normalized\":true,\"count\":").append(n)
                        .append(",\"type\":\"VEC4\"}");
            }
            for (String name : part.attributes().keySet()) {
                attrs.append(',').append(quote(name)).append(':').append(view);
                offset = view(views, offset, 4L * n, ARRAY_BUFFER);
                floatAccessor(accessors, view++, n, "SCALAR");
            }
            long ib = indexBytes(m);
            int indexView = view;
            offset = view(views, offset, ib, ELEMENT_ARRAY_BUFFER);
            sep(accessors).append("{\"bufferView\":").append(view++).append(",\"componentType\":")
                    .append(n <= 65535 ? UNSIGNED_SHORT : UNSIGNED_INT).append(",\"count\":")
                    .append(m.indices().length).append(",\"type\":\"SCALAR\"}");
            if (translucent(m)) {
                sep(materials).append("{\"name\":").append(quote(part.name()))
                        .append(",\"alphaMode\":\"BLEND\",\"doubleSided\":true,"
                                + "\"pbrMetallicRoughness\":{\"metallicFactor\":0,\"roughnessFactor\":0.1}}");
            } else {
                sep(materials).append("{\"name\":").append(quote(part.name()))
                        .append(",\"pbrMetallicRoughness\":{\"metallicFactor\":0,\"roughnessFactor\":")
                        .append(GROUND_ROUGHNESS).append("}}");
            }
            sep(meshes).append("{\"name\":").append(quote(part.name())).append(",\"primitives\":[{\"attributes\":{")
                    .append(attrs).append("},\"indices\":").append(indexView).append(",\"material\":").append(k)
                    .append(",\"mode\":4}]}");
        }
        StringBuilder j = new StringBuilder(1024);
        j.append("{\"asset\":{\"version\":\"2.0\",\"generator\":\"terrain4j\"},\"scene\":0,\"scenes\":[{\"nodes\":[")
                .append(sceneNodes).append("]}],\"nodes\":[").append(nodes).append("],\"meshes\":[").append(meshes)
                .append("],\"materials\":[").append(materials).append("],\"buffers\":[{");
        if (binUri != null) {
            j.append("\"uri\":").append(quote(binUri)).append(',');
        }
        j.append("\"byteLength\":").append(offset).append("}],\"bufferViews\":[").append(views)
                .append("],\"accessors\":[").append(accessors).append("]}");
        return j.toString();
    }

    private static StringBuilder sep(StringBuilder b) {
        if (b.length() > 0) {
            b.append(',');
        }
        return b;
    }

    private static long view(StringBuilder views, long offset, long length, int target) {
        sep(views).append("{\"buffer\":0,\"byteOffset\":").append(offset).append(",\"byteLength\":").append(length)
                .append(",\"target\":").append(target).append('}');
        return offset + pad4(length);
    }

    private static void floatAccessor(StringBuilder a, int view, int n, String type) {
        sep(a).append("{\"bufferView\":").append(view).append(",\"componentType\":").append(FLOAT)
                .append(",\"count\":").append(n).append(",\"type\":\"").append(type).append("\"}");
    }

    /** The float's exact value as a JSON number (a double that round-trips to the same float). */
    private static String num(float f) {
        double d = f;
        if (d == Math.rint(d) && Math.abs(d) < 1e15) {
            return Long.toString((long) d);
        }
        return Double.toString(d);
    }

    private static String quote(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            if (c == '"' || c == '\\') {
                b.append('\\').append(c);
            } else if (c < 0x20) {
                b.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
            } else {
                b.append(c);
            }
        }
        return b.append('"').toString();
    }

    /**
     * The sRGB transfer function inverted (IEC 61966-2-1).
     *
     * @param c sRGB-encoded 0…1
     * @return linear 0…1
     */
    static double srgbToLinear(double c) {
        return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    }

    /**
     * Streams the binary buffer (the {@code .bin} of a {@code .gltf}, the BIN chunk's data of a GLB),
     * each view padded to a multiple of 4 bytes with zeros.
     *
     * @param parts the meshes
     * @param sink  destination
     * @throws IOException from the sink
     */
    public static void buffer(List<Part> parts, Sink sink) throws IOException {
        int[] lut = new int[256];
        for (int i = 0; i < 256; i++) {
            lut[i] = (int) Math.round(srgbToLinear(i / 255.0) * 65535);
        }
        for (Part part : parts) {
            MeshArrays m = part.mesh();
            sink.putFloats(m.positions());
            sink.putFloats(m.normals());
            sink.putFloats(m.uvs());
            if (m.colours() != null) {
                for (int c : m.colours()) {
                    sink.putShort(lut[c >>> 24]);
                    sink.putShort(lut[c >>> 16 & 0xFF]);
                    sink.putShort(lut[c >>> 8 & 0xFF]);
                    sink.putShort((c & 0xFF) * 257); // alpha is not sRGB-encoded: a / 255 = 257 a / 65535
                }
            }
            for (float[] a : part.attributes().values()) {
                sink.putFloats(a);
            }
            long ib = indexBytes(m);
            if (m.vertexCount() <= 65535) {
                for (int i : m.indices()) {
                    sink.putShort(i);
                }
            } else {
                sink.putInts(m.indices());
            }
            for (long k = ib; k < pad4(ib); k++) {
                sink.putByte(0);
            }
        }
    }

    /**
     * @param parts the meshes
     * @return the GLB's exact length, bytes
     */
    public static long glbLength(List<Part> parts) {
        return 12 + 8 + pad4(json(parts, null).getBytes(StandardCharsets.UTF_8).length) + 8 + bufferLength(parts);
    }

    /**
     * Streams a GLB: 12-byte header, JSON chunk padded with spaces, BIN chunk padded with zeros.
     *
     * @param parts the meshes
     * @param sink  destination
     * @throws IOException from the sink, or if the file would exceed GLB's 4 GiB limit
     */
    public static void glb(List<Part> parts, Sink sink) throws IOException {
        byte[] json = json(parts, null).getBytes(StandardCharsets.UTF_8);
        long jsonLength = pad4(json.length);
        long binLength = bufferLength(parts);
        long total = 12 + 8 + jsonLength + 8 + binLength;
        if (total > 0xFFFFFFFFL) {
            throw new IOException("too large for GLB (" + total + " bytes, the limit is 4 GiB);"
                    + " write .gltf or use an adaptive mesh");
        }
        sink.putInt(0x46546C67); // "glTF"
        sink.putInt(2);
        sink.putInt((int) total);
        sink.putInt((int) jsonLength);
        sink.putInt(0x4E4F534A); // "JSON"
        sink.putBytes(json);
        for (long k = json.length; k < jsonLength; k++) {
            sink.putByte(' ');
        }
        sink.putInt((int) binLength);
        sink.putInt(0x004E4942); // "BIN\0"
        buffer(parts, sink);
    }
}
