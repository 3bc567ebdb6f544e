package org.terrain4j.mesh.gltf;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

import org.terrain4j.mesh.internal.MeshArrays;
import org.terrain4j.mesh.internal.Sink;

/**
 * The glTF 2.0 encoder (Khronos, "glTF 2.0 Specification", sections 3.6 buffers, 3.7 accessors, 4.4
 * GLB), for both {@code .gltf} (JSON and a {@code .bin}) and {@code .glb}: separate buffer views per
 * attribute, POSITION/NORMAL float VEC3, TEXCOORD_0 float VEC2, COLOR_0 normalised unsigned-byte VEC4
 * (linear, converted from sRGB), indices unsigned short up to 65 535 vertices (65 535 itself is the
 * forbidden restart value) and unsigned int above; POSITION min/max. Streams from the mesh's arrays
 * through a {@link Sink}; never builds the file in memory.
 */
public final class GltfEncoder {

    /** glTF component type UNSIGNED_BYTE. */
    private static final int UNSIGNED_BYTE = 5121;
    /** glTF component type UNSIGNED_SHORT. */
    private static final int UNSIGNED_SHORT = 5123;
    /** glTF component type UNSIGNED_INT. */
    private static final int UNSIGNED_INT = 5125;
    /** glTF component type FLOAT. */
    private static final int FLOAT = 5126;
    private static final int ARRAY_BUFFER = 34962;
    private static final int ELEMENT_ARRAY_BUFFER = 34963;

    private GltfEncoder() {
    }

    /** Byte layout of the binary buffer. */
    private record Layout(long positions, long normals, long uvs, long colours, long indices, long indexBytes,
            long length, boolean shortIndices) {

        static Layout of(MeshArrays m) {
            long n = m.vertexCount();
            long p = 0;
            long nor = p + 12 * n;
            long uv = nor + 12 * n;
            long col = uv + 8 * n;
            long idx = col + (m.colours() != null ? 4 * n : 0);
            boolean shortIdx = n <= 65535;
            long ib = (shortIdx ? 2L : 4L) * m.indices().length;
            long len = idx + pad4(ib);
            return new Layout(p, nor, uv, col, idx, ib, len, shortIdx);
        }
    }

    private static long pad4(long n) {
        return (n + 3) & ~3L;
    }

    /**
     * The glTF JSON document for the mesh.
     *
     * @param m      the mesh
     * @param binUri the buffer's uri ({@code .gltf}), or null for GLB's embedded buffer
     * @return the JSON text
     */
    public static String gltfJson(MeshArrays m, String binUri) {
        Layout l = Layout.of(m);
        float[] min = {Float.POSITIVE_INFINITY, Float.POSITIVE_INFINITY, Float.POSITIVE_INFINITY};
        float[] max = {Float.NEGATIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.NEGATIVE_INFINITY};
        float[] p = m.positions();
        for (int i = 0; i < p.length; i += 3) {
            for (int k = 0; k < 3; k++) {
                min[k] = Math.min(min[k], p[i + k]);
                max[k] = Math.max(max[k], p[i + k]);
            }
        }
        int n = m.vertexCount();
        boolean colours = m.colours() != null;
        StringBuilder j = new StringBuilder(1024);
        j.append("{\"asset\":{\"version\":\"2.0\",\"generator\":\"terrain4j\"},");
        j.append("\"scene\":0,\"scenes\":[{\"nodes\":[0]}],\"nodes\":[{\"mesh\":0,\"name\":\"terrain\"}],");
        j.append("\"meshes\":[{\"name\":\"terrain\",\"primitives\":[{\"attributes\":{\"POSITION\":0,\"NORMAL\":1,"
                + "\"TEXCOORD_0\":2");
        if (colours) {
            j.append(",\"COLOR_0\":3");
        }
        j.append("},\"indices\":").append(colours ? 4 : 3).append(",\"mode\":4}]}],");
        j.append("\"buffers\":[{");
        if (binUri != null) {
            j.append("\"uri\":").append(quote(binUri)).append(',');
        }
        j.append("\"byteLength\":").append(l.length()).append("}],");
        j.append("\"bufferViews\":[");
        view(j, l.positions(), 12L * n, ARRAY_BUFFER);
        j.append(',');
        view(j, l.normals(), 12L * n, ARRAY_BUFFER);
        j.append(',');
        view(j, l.uvs(), 8L * n, ARRAY_BUFFER);
        if (colours) {
            j.append(',');
            view(j, l.colours(), 4L * n, ARRAY_BUFFER);
        }
        j.append(',');
        view(j, l.indices(), l.indexBytes(), ELEMENT_ARRAY_BUFFER);
        j.append("],\"accessors\":[");
        j.append("{\"bufferView\":0,\"componentType\":").append(FLOAT).append(",\"count\":").append(n)
                .append(",\"type\":\"VEC3\",\"min\":[").append(num(min[0])).append(',').append(num(min[1]))
                .append(',').append(num(min[2])).append("],\"max\":[").append(num(max[0])).append(',')
                .append(num(max[1])).append(',').append(num(max[2])).append("]},");
        j.append("{\"bufferView\":1,\"componentType\":").append(FLOAT).append(",\"count\":").append(n)
                .append(",\"type\":\"VEC3\"},");
        j.append("{\"bufferView\":2,\"componentType\":").append(FLOAT).append(",\"count\":").append(n)
                .append(",\"type\":\"VEC2\"},");
        if (colours) {
            j.append("{\"bufferView\":3,\"componentType\":").append(UNSIGNED_BYTE)
                    .append(",\"normalized\":true,\"count\":").append(n).append(",\"type\":\"VEC4\"},");
        }
        j.append("{\"bufferView\":").append(colours ? 4 : 3).append(",\"componentType\":")
                .append(l.shortIndices() ? UNSIGNED_SHORT : UNSIGNED_INT).append(",\"count\":")
                .append(m.indices().length).append(",\"type\":\"SCALAR\"}]}");
        return j.toString();
    }

    private static void view(StringBuilder j, long offset, long length, int target) {
        j.append("{\"buffer\":0,\"byteOffset\":").append(offset).append(",\"byteLength\":").append(length)
                .append(",\"target\":").append(target).append('}');
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
     * Streams the binary buffer (the {@code .bin} of a {@code .gltf}, the BIN chunk's data of a GLB),
     * padded to a multiple of 4 bytes with zeros.
     *
     * @param m    the mesh
     * @param sink destination
     * @throws IOException from the sink
     */
    public static void gltfBuffer(MeshArrays m, Sink sink) throws IOException {
        Layout l = Layout.of(m);
        sink.putFloats(m.positions());
        sink.putFloats(m.normals());
        sink.putFloats(m.uvs());
        if (m.colours() != null) {
            int[] lut = new int[256];
            for (int i = 0; i < 256; i++) {
                lut[i] = (int) Math.round(srgbToLinear(i / 255.0) * 255);
            }
            for (int c : m.colours()) {
                sink.putByte(lut[c >>> 24]);
                sink.putByte(lut[c >>> 16 & 0xFF]);
                sink.putByte(lut[c >>> 8 & 0xFF]);
                sink.putByte(c & 0xFF);
            }
        }
        if (l.shortIndices()) {
            for (int i : m.indices()) {
                sink.putShort(i);
            }
        } else {
            sink.putInts(m.indices());
        }
        for (long k = l.indexBytes(); k < pad4(l.indexBytes()); k++) {
            sink.putByte(0);
        }
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
     * Streams a GLB: 12-byte header, JSON chunk padded with spaces, BIN chunk padded with zeros.
     *
     * @param m    the mesh
     * @param sink destination
     * @throws IOException from the sink, or if the file would exceed GLB's 4 GiB limit
     */
    public static void glb(MeshArrays m, Sink sink) throws IOException {
        byte[] json = gltfJson(m, null).getBytes(StandardCharsets.UTF_8);
        long jsonLength = pad4(json.length);
        long binLength = Layout.of(m).length();
        long total = 12 + 8 + jsonLength + 8 + binLength;
        if (total > 0xFFFFFFFFL) {
            throw new IOException("mesh too large for GLB (" + total + " bytes, the limit is 4 GiB);"
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
        gltfBuffer(m, sink);
    }

    /**
     * The exact length of a GLB's BIN chunk data, or of a glTF's {@code .bin}, bytes.
     *
     * @param m the mesh
     * @return bytes
     */
    public static long bufferLength(MeshArrays m) {
        return Layout.of(m).length();
    }

    /**
     * About the length of the GLB (the JSON is estimated at 2 KiB), bytes: for progress.
     *
     * @param m the mesh
     * @return bytes
     */
    public static long glbLength(MeshArrays m) {
        return 28 + 2048 + Layout.of(m).length();
    }
}
