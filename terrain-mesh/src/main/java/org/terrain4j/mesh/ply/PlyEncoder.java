package org.terrain4j.mesh.ply;

import java.io.IOException;

import org.terrain4j.mesh.internal.MeshArrays;
import org.terrain4j.mesh.internal.Sink;

/**
 * The PLY 1.0 binary little-endian encoder: x y z nx ny nz s t (t = 1 − v) [red green blue alpha],
 * faces as {@code list uchar int vertex_indices}. Streams from the mesh's arrays through a {@link Sink}.
 *
 * @since 0.1
 */
public final class PlyEncoder {

    private PlyEncoder() {
    }

    /**
     * About the file's length (the header is estimated), bytes: for progress.
     *
     * @param m the mesh
     * @return bytes
     */
    public static long length(MeshArrays m) {
        return 400 + (long) m.vertexCount() * (m.colours() != null ? 36 : 32) + 13L * m.triangleCount();
    }


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

}
