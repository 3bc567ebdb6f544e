package org.terrain4j.mesh.gltf;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import org.terrain4j.mesh.internal.MeshArrays;
import org.terrain4j.mesh.internal.Sink;

/**
 * A GLB holding several meshes, one node each, with optional custom per-vertex float attributes
 * (glTF 2.0 specification, 3.7.2.1: application-specific attribute semantics start with an
 * underscore, e.g. {@code _SPEED}; stored as FLOAT SCALAR accessors). Each mesh's buffer views follow
 * one another in the single buffer: POSITION, NORMAL, TEXCOORD_0, [COLOR_0], the custom attributes in
 * the order given, then the indices, each view starting on a 4-byte boundary. A mesh whose colours have
 * any alpha below 255 gets a material with {@code alphaMode: BLEND} (see-through); others use the
 * default material, as {@link GltfEncoder#glb} does.
 */
public final class SceneGlb {

    private static final int UNSIGNED_BYTE = 5121;
    private static final int UNSIGNED_SHORT = 5123;
    private static final int UNSIGNED_INT = 5125;
    private static final int FLOAT = 5126;
    private static final int ARRAY_BUFFER = 34962;
    private static final int ELEMENT_ARRAY_BUFFER = 34963;

    /** One mesh of the scene: its name, its arrays and its custom attributes (name to one float per vertex). */
    public record Part(String name, MeshArrays mesh, Map<String, float[]> attributes) {
    }

    private SceneGlb() {
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

    /** @return the BIN chunk's length, bytes (a multiple of 4) */
    static long binLength(List<Part> parts) {
        long len = 0;
        for (Part p : parts) {
            long n = p.mesh().vertexCount();
            len += 32 * n + (p.mesh().colours() != null ? 4 * n : 0) + 4 * n * p.attributes().size();
            len += pad4((n <= 65535 ? 2L : 4L) * p.mesh().indices().length);
        }
        return len;
    }

    /**
     * The glTF JSON for the scene (GLB's embedded buffer).
     *
     * @param parts the meshes
     * @return the JSON text
     */
    public static String json(List<Part> parts) {
        StringBuilder nodes = new StringBuilder();
        StringBuilder meshes = new StringBuilder();
        StringBuilder views = new StringBuilder();
        StringBuilder accessors = new StringBuilder();
        StringBuilder materials = new StringBuilder();
        StringBuilder sceneNodes = new StringBuilder();
        long offset = 0;
        int view = 0;
        int material = 0;
        for (int k = 0; k < parts.size(); k++) {
            Part part = parts.get(k);
            MeshArrays m = part.mesh();
            int n = m.vertexCount();
            sep(sceneNodes).append(k);
            sep(nodes).append("{\"mesh\":").append(k).append(",\"name\":").append(quote(part.name())).append('}');
            StringBuilder attrs = new StringBuilder();
            // POSITION with min/max
            float[] min = {Float.POSITIVE_INFINITY, Float.POSITIVE_INFINITY, Float.POSITIVE_INFINITY};
            float[] max = {Float.NEGATIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.NEGATIVE_INFINITY};
            float[] p = m.positions();
            for (int i = 0; i < p.length; i += 3) {
                for (int c = 0; c < 3; c++) {
                    min[c] = Math.min(min[c], p[i + c]);
                    max[c] = Math.max(max[c], p[i + c]);
                }
            }
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
                offset = view(views, offset, 4L * n, ARRAY_BUFFER);
                sep(accessors).append("{\"bufferView\":").append(view++).append(",\"componentType\":")
                        .append(UNSIGNED_BYTE).append(",\"normalized\":true,\"count\":").append(n)
                        .append(",\"type\":\"VEC4\"}");
            }
            for (String name : part.attributes().keySet()) {
                attrs.append(',').append(quote(name)).append(':').append(view);
                offset = view(views, offset, 4L * n, ARRAY_BUFFER);
                floatAccessor(accessors, view++, n, "SCALAR");
            }
            boolean shortIdx = n <= 65535;
            long ib = (shortIdx ? 2L : 4L) * m.indices().length;
            int indexView = view;
            view(views, offset, ib, ELEMENT_ARRAY_BUFFER);
            offset += pad4(ib);
            sep(accessors).append("{\"bufferView\":").append(view++).append(",\"componentType\":")
                    .append(shortIdx ? UNSIGNED_SHORT : UNSIGNED_INT).append(",\"count\":")
                    .append(m.indices().length).append(",\"type\":\"SCALAR\"}");
            sep(meshes).append("{\"name\":").append(quote(part.name())).append(",\"primitives\":[{\"attributes\":{")
                    .append(attrs).append("},\"indices\":").append(indexView);
            if (translucent(m)) {
                sep(materials).append("{\"name\":").append(quote(part.name()))
                        .append(",\"alphaMode\":\"BLEND\",\"doubleSided\":true,"
                                + "\"pbrMetallicRoughness\":{\"metallicFactor\":0,\"roughnessFactor\":0.1}}");
                meshes.append(",\"material\":").append(material++);
            }
            meshes.append(",\"mode\":4}]}");
        }
        StringBuilder j = new StringBuilder(1024);
        j.append("{\"asset\":{\"version\":\"2.0\",\"generator\":\"terrain4j\"},\"scene\":0,\"scenes\":[{\"nodes\":[")
                .append(sceneNodes).append("]}],\"nodes\":[").append(nodes).append("],\"meshes\":[").append(meshes)
                .append(']');
        if (materials.length() > 0) {
            j.append(",\"materials\":[").append(materials).append(']');
        }
        j.append(",\"buffers\":[{\"byteLength\":").append(offset).append("}],\"bufferViews\":[").append(views)
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
                b.append(String.format(java.util.Locale.ROOT, "\\u%04x", (int) c));
            } else {
                b.append(c);
            }
        }
        return b.append('"').toString();
    }

    /**
     * The file's exact length, bytes.
     *
     * @param parts the meshes
     * @return bytes
     */
    public static long length(List<Part> parts) {
        return 12 + 8 + pad4(json(parts).getBytes(StandardCharsets.UTF_8).length) + 8 + binLength(parts);
    }

    /**
     * Streams the GLB.
     *
     * @param parts the meshes
     * @param sink  destination
     * @throws IOException from the sink, or if the file would exceed GLB's 4 GiB limit
     */
    public static void write(List<Part> parts, Sink sink) throws IOException {
        byte[] json = json(parts).getBytes(StandardCharsets.UTF_8);
        long jsonLength = pad4(json.length);
        long binLength = binLength(parts);
        long total = 12 + 8 + jsonLength + 8 + binLength;
        if (total > 0xFFFFFFFFL) {
            throw new IOException("scene too large for GLB (" + total + " bytes, the limit is 4 GiB)");
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
        int[] lut = new int[256];
        for (int i = 0; i < 256; i++) {
            lut[i] = (int) Math.round(GltfEncoder.srgbToLinear(i / 255.0) * 255);
        }
        for (Part part : parts) {
            MeshArrays m = part.mesh();
            sink.putFloats(m.positions());
            sink.putFloats(m.normals());
            sink.putFloats(m.uvs());
            if (m.colours() != null) {
                for (int c : m.colours()) {
                    sink.putByte(lut[c >>> 24]);
                    sink.putByte(lut[c >>> 16 & 0xFF]);
                    sink.putByte(lut[c >>> 8 & 0xFF]);
                    sink.putByte(c & 0xFF);
                }
            }
            for (float[] a : part.attributes().values()) {
                sink.putFloats(a);
            }
            long ib;
            if (m.vertexCount() <= 65535) {
                for (int i : m.indices()) {
                    sink.putShort(i);
                }
                ib = 2L * m.indices().length;
            } else {
                sink.putInts(m.indices());
                ib = 4L * m.indices().length;
            }
            for (long k = ib; k < pad4(ib); k++) {
                sink.putByte(0);
            }
        }
    }
}
