package org.terrain4j.mesh.obj;

import java.io.IOException;

import org.terrain4j.mesh.internal.MeshArrays;
import org.terrain4j.mesh.internal.Sink;

/**
 * The Wavefront OBJ encoder: {@code v}/{@code vt}/{@code vn}/{@code f v/vt/vn}, 1-based; {@code vt}
 * stores {@code 1 − v}; vertex colours as the common {@code v x y z r g b} extension; an MTL beside it.
 * Streams from the mesh's arrays through a {@link Sink}.
 *
 * @since 0.1
 */
public final class ObjEncoder {

    private ObjEncoder() {
    }

    /**
     * About the file's length, bytes: for progress.
     *
     * @param m the mesh
     * @return bytes
     */
    public static long length(MeshArrays m) {
        return 100L * m.vertexCount() + 40L * m.triangleCount();
    }


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
