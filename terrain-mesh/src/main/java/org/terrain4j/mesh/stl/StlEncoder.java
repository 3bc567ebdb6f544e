package org.terrain4j.mesh.stl;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

import org.terrain4j.mesh.internal.MeshArrays;
import org.terrain4j.mesh.internal.Sink;

/**
 * The binary STL encoder: an 80-byte header (not starting with "solid"), a uint32 facet count,
 * then per facet a unit normal from the winding, three vertices and a uint16 0. Streams from the
 * mesh's arrays through a {@link Sink}.
 *
 * @since 0.1
 */
public final class StlEncoder {

    private StlEncoder() {
    }

    /**
     * The file's exact length.
     *
     * @param m the mesh
     * @return bytes
     */
    public static long length(MeshArrays m) {
        return 84 + 50L * m.triangleCount();
    }


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

}
