package org.terrain4j.mesh.internal;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * The mesh file encoders. Each streams from the mesh's arrays through a {@link Sink}; none builds the
 * file in memory.
 *
 * <ul>
 * <li>glTF 2.0 (Khronos, "glTF 2.0 Specification", sections 3.6 buffers, 3.7 accessors, 4.4 GLB):
 * separate buffer views per attribute, POSITION/NORMAL float VEC3, TEXCOORD_0 float VEC2, COLOR_0
 * normalised unsigned-byte VEC4 (linear, converted from sRGB), indices unsigned short up to 65 535
 * vertices (65 535 itself is the forbidden restart value) and unsigned int above; POSITION min/max.
 * <li>OBJ (Wavefront): {@code v}/{@code vt}/{@code vn}/{@code f v/vt/vn}, 1-based; {@code vt} stores
 * {@code 1 − v}; vertex colours as the common {@code v x y z r g b} extension; an MTL beside it.
 * <li>Binary STL: 80-byte header (not starting with "solid"), uint32 count, per facet a unit normal
 * from the winding, three vertices, uint16 0.
 * <li>PLY 1.0 binary little-endian: x y z nx ny nz s t (t = 1 − v) [red green blue alpha], faces as
 * {@code list uchar int vertex_indices}.
 * </ul>
 */
public final class Writers {

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

    private Writers() {
    }

    // ---- glTF / GLB ------------------------------------------------------------------------------

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
     * The length of the file a format produces, exact for the binary formats and estimated for OBJ.
     *
     * @param m      the mesh
     * @param format "glb", "bin" (glTF's buffer), "stl", "ply" or "obj"
     * @return bytes
     */
    public static long expectedLength(MeshArrays m, String format) {
        long v = m.vertexCount();
        long t = m.triangleCount();
        return switch (format) {
            case "glb" -> 28 + 2048 + Layout.of(m).length();
            case "bin" -> Layout.of(m).length();
            case "stl" -> 84 + 50 * t;
            case "ply" -> 400 + v * (m.colours() != null ? 36 : 32) + 13 * t;
            default -> 100 * v + 40 * t;
        };
    }

    // ---- STL -------------------------------------------------------------------------------------

    /**
     * Streams a binary STL. Each facet's normal is the unit cross product {@code (b − a) × (c − a)}
     * computed in double; a facet with no area gets the mean of its vertex normals (never zero).
     *
     * @param m    the mesh
     * @param sink destination
     * @throws IOException from the sink
     */
    public static void stl(MeshArrays m, Sink sink) throws IOException {
        byte[] header = new byte[80];
        byte[] text = "binary STL written by terrain4j; units as the mesh, y up".getBytes(StandardCharsets.US_ASCII);
        System.arraycopy(text, 0, header, 0, text.length);
        sink.putBytes(header);
        sink.putInt(m.triangleCount());
        float[] p = m.positions();
        float[] nv = m.normals();
        int[] idx = m.indices();
        for (int t = 0; t < idx.length; t += 3) {
            int a = 3 * idx[t];
            int b = 3 * idx[t + 1];
            int c = 3 * idx[t + 2];
            double ux = p[b] - (double) p[a];
            double uy = p[b + 1] - (double) p[a + 1];
            double uz = p[b + 2] - (double) p[a + 2];
            double vx = p[c] - (double) p[a];
            double vy = p[c + 1] - (double) p[a + 1];
            double vz = p[c + 2] - (double) p[a + 2];
            double nx = uy * vz - uz * vy;
            double ny = uz * vx - ux * vz;
            double nz = ux * vy - uy * vx;
            double len = Math.sqrt(nx * nx + ny * ny + nz * nz);
            if (!(len > 0)) {
                nx = (double) nv[a] + nv[b] + nv[c];
                ny = (double) nv[a + 1] + nv[b + 1] + nv[c + 1];
                nz = (double) nv[a + 2] + nv[b + 2] + nv[c + 2];
                len = Math.sqrt(nx * nx + ny * ny + nz * nz);
                if (!(len > 0)) {
                    nx = 0;
                    ny = 1;
                    nz = 0;
                    len = 1;
                }
            }
            sink.putFloat((float) (nx / len));
            sink.putFloat((float) (ny / len));
            sink.putFloat((float) (nz / len));
            for (int v : new int[] {a, b, c}) {
                sink.putFloat(p[v]);
                sink.putFloat(p[v + 1]);
                sink.putFloat(p[v + 2]);
            }
            sink.putShort(0);
        }
    }

    // ---- PLY -------------------------------------------------------------------------------------

    /**
     * Streams a binary little-endian PLY.
     *
     * @param m    the mesh
     * @param sink destination
     * @throws IOException from the sink
     */
    public static void ply(MeshArrays m, Sink sink) throws IOException {
        StringBuilder h = new StringBuilder();
        h.append("ply\nformat binary_little_endian 1.0\ncomment written by terrain4j, y up\n");
        h.append("element vertex ").append(m.vertexCount()).append('\n');
        for (String name : new String[] {"x", "y", "z", "nx", "ny", "nz", "s", "t"}) {
            h.append("property float ").append(name).append('\n');
        }
        boolean colours = m.colours() != null;
        if (colours) {
            h.append("property uchar red\nproperty uchar green\nproperty uchar blue\nproperty uchar alpha\n");
        }
        h.append("element face ").append(m.triangleCount()).append('\n');
        h.append("property list uchar int vertex_indices\nend_header\n");
        sink.putText(h.toString());
        float[] p = m.positions();
        float[] nv = m.normals();
        float[] uv = m.uvs();
        int[] col = m.colours();
        for (int v = 0; v < m.vertexCount(); v++) {
            sink.putFloat(p[3 * v]);
            sink.putFloat(p[3 * v + 1]);
            sink.putFloat(p[3 * v + 2]);
            sink.putFloat(nv[3 * v]);
            sink.putFloat(nv[3 * v + 1]);
            sink.putFloat(nv[3 * v + 2]);
            sink.putFloat(uv[2 * v]);
            sink.putFloat(1 - uv[2 * v + 1]);
            if (colours) {
                int c = col[v];
                sink.putByte(c >>> 24);
                sink.putByte(c >>> 16);
                sink.putByte(c >>> 8);
                sink.putByte(c);
            }
        }
        int[] idx = m.indices();
        for (int t = 0; t < idx.length; t += 3) {
            sink.putByte(3);
            sink.putInt(idx[t]);
            sink.putInt(idx[t + 1]);
            sink.putInt(idx[t + 2]);
        }
    }

    // ---- OBJ -------------------------------------------------------------------------------------

    /**
     * Streams a Wavefront OBJ that uses material {@code terrain} from {@code mtlName}.
     *
     * @param m       the mesh
     * @param mtlName file name of the material library (beside the OBJ)
     * @param sink    destination
     * @throws IOException from the sink
     */
    public static void obj(MeshArrays m, String mtlName, Sink sink) throws IOException {
        StringBuilder b = new StringBuilder(1 << 16);
        b.append("# Wavefront OBJ written by terrain4j; y up, counter-clockwise front faces\n");
        b.append("mtllib ").append(mtlName).append("\no terrain\n");
        float[] p = m.positions();
        float[] nv = m.normals();
        float[] uv = m.uvs();
        int[] col = m.colours();
        int n = m.vertexCount();
        for (int v = 0; v < n; v++) {
            b.append("v ").append(p[3 * v]).append(' ').append(p[3 * v + 1]).append(' ').append(p[3 * v + 2]);
            if (col != null) {
                int c = col[v];
                b.append(' ').append(channel(c >>> 24)).append(' ').append(channel(c >>> 16 & 0xFF))
                        .append(' ').append(channel(c >>> 8 & 0xFF));
            }
            b.append('\n');
            drain(b, sink);
        }
        for (int v = 0; v < n; v++) {
            b.append("vt ").append(uv[2 * v]).append(' ').append(1 - uv[2 * v + 1]).append('\n');
            drain(b, sink);
        }
        for (int v = 0; v < n; v++) {
            b.append("vn ").append(nv[3 * v]).append(' ').append(nv[3 * v + 1]).append(' ').append(nv[3 * v + 2])
                    .append('\n');
            drain(b, sink);
        }
        b.append("usemtl terrain\ns 1\n");
        int[] idx = m.indices();
        for (int t = 0; t < idx.length; t += 3) {
            b.append('f');
            for (int k = 0; k < 3; k++) {
                int v = idx[t + k] + 1;
                b.append(' ').append(v).append('/').append(v).append('/').append(v);
            }
            b.append('\n');
            drain(b, sink);
        }
        sink.putText(b.toString());
    }

    private static String channel(int c) {
        return Float.toString(c / 255f);
    }

    private static void drain(StringBuilder b, Sink sink) throws IOException {
        if (b.length() > 1 << 15) {
            sink.putText(b.toString());
            b.setLength(0);
        }
    }

    /**
     * Streams the MTL of {@link #obj}: one material {@code terrain}, white diffuse, and the texture
     * as {@code map_Kd} when given.
     *
     * @param texture texture file name relative to the MTL, or null
     * @param sink    destination
     * @throws IOException from the sink
     */
    public static void mtl(String texture, Sink sink) throws IOException {
        StringBuilder b = new StringBuilder();
        b.append("# material library written by terrain4j\nnewmtl terrain\n");
        b.append("Ka 0 0 0\nKd 1 1 1\nKs 0 0 0\nd 1\nillum 1\n");
        if (texture != null) {
            b.append("map_Kd ").append(texture).append('\n');
        }
        sink.putText(b.toString());
    }
}
