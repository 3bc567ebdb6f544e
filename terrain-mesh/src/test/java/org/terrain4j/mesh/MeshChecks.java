package org.terrain4j.mesh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.HashMap;
import java.util.Map;

import org.joml.Vector3d;
import org.terrain4j.api.Heightfield;

/** Independent geometric checks on meshes, shared by the tests. */
final class MeshChecks {

    private MeshChecks() {
    }

    /** The unnormalised geometric normal (b − a) × (c − a) of a triangle, in double. */
    static Vector3d faceNormal(Mesh m, int t) {
        float[] p = m.positionsToArray();
        return faceNormal(p, m.index(t, 0), m.index(t, 1), m.index(t, 2));
    }

    static Vector3d faceNormal(float[] p, int a, int b, int c) {
        Vector3d pa = new Vector3d(p[3 * a], p[3 * a + 1], p[3 * a + 2]);
        Vector3d ab = new Vector3d(p[3 * b], p[3 * b + 1], p[3 * b + 2]).sub(pa);
        Vector3d ac = new Vector3d(p[3 * c], p[3 * c + 1], p[3 * c + 2]).sub(pa);
        return ab.cross(ac);
    }

    /** Every index in range. */
    static void indicesInRange(Mesh m) {
        int max = -1;
        int min = Integer.MAX_VALUE;
        for (int i : m.indicesToArray()) {
            max = Math.max(max, i);
            min = Math.min(min, i);
        }
        if (!(min >= 0)) {

            fail("smallest index " + min);

        }
        if (!(max < m.vertexCount())) {

            fail("largest index " + max + " vs " + m.vertexCount() + " vertices");

        }
    }

    /** Every face normal has a positive dot product with each of its vertices' normals. */
    static void faceNormalsAgreeWithVertexNormals(Mesh m) {
        float[] n = m.normalsToArray();
        float[] p = m.positionsToArray();
        int[] idx = m.indicesToArray();
        for (int t = 0; t < idx.length / 3; t++) {
            Vector3d f = faceNormal(p, idx[3 * t], idx[3 * t + 1], idx[3 * t + 2]);
            if (!(f.length() > 0)) {

                fail("triangle " + t + " has no area");

            }
            for (int k = 0; k < 3; k++) {
                int v = idx[3 * t + k];
                double dot = f.x * n[3 * v] + f.y * n[3 * v + 1] + f.z * n[3 * v + 2];
                if (!(dot > 0)) {

                    fail("triangle " + t + " faces away from the normal of vertex " + v);

                }
            }
        }
    }

    /** Unit normals within the given tolerance. */
    static void unitNormals(Mesh m, double tolerance) {
        float[] n = m.normalsToArray();
        for (int v = 0; v < n.length / 3; v++) {
            double len = Math.sqrt((double) n[3 * v] * n[3 * v] + (double) n[3 * v + 1] * n[3 * v + 1]
                    + (double) n[3 * v + 2] * n[3 * v + 2]);
            if (!(Math.abs(1 - len) <= tolerance)) {
                assertEquals(1, len, tolerance, "normal of vertex " + v);
            }
        }
    }

    /**
     * Welds vertices by exact position and checks that every directed edge appears once and its reverse
     * once: a closed, consistently oriented (orientable, no boundary, no non-manifold edge) surface.
     */
    static void watertight(Mesh m) {
        float[] p = m.positionsToArray();
        Map<String, Integer> weld = new HashMap<>();
        int[] id = new int[m.vertexCount()];
        for (int v = 0; v < id.length; v++) {
            String key = p[3 * v] + "," + p[3 * v + 1] + "," + p[3 * v + 2];
            id[v] = weld.computeIfAbsent(key, k -> weld.size());
        }
        Map<Long, Integer> directed = new HashMap<>();
        int[] idx = m.indicesToArray();
        for (int t = 0; t < idx.length; t += 3) {
            for (int k = 0; k < 3; k++) {
                long a = id[idx[t + k]];
                long b = id[idx[t + (k + 1) % 3]];
                if (!(a != b)) {

                    fail("degenerate edge in triangle " + t / 3);

                }
                directed.merge(a << 32 | b, 1, Integer::sum);
            }
        }
        for (Map.Entry<Long, Integer> e : directed.entrySet()) {
            long a = e.getKey() >>> 32;
            long b = e.getKey() & 0xFFFFFFFFL;
            if (e.getValue() != 1) {
                fail("directed edge " + a + "→" + b + " used " + e.getValue() + " times");
            }
            if (!directed.containsKey(b << 32 | a)) {
                fail("edge " + a + "–" + b + " has no partner");
            }
        }
    }

    /** Signed volume by the divergence theorem: Σ a · (b × c) / 6. Positive when normals face out. */
    static double signedVolume(Mesh m) {
        float[] p = m.positionsToArray();
        int[] idx = m.indicesToArray();
        double sum = 0;
        for (int t = 0; t < idx.length; t += 3) {
            Vector3d a = new Vector3d(p[3 * idx[t]], p[3 * idx[t] + 1], p[3 * idx[t] + 2]);
            Vector3d b = new Vector3d(p[3 * idx[t + 1]], p[3 * idx[t + 1] + 1], p[3 * idx[t + 1] + 2]);
            Vector3d c = new Vector3d(p[3 * idx[t + 2]], p[3 * idx[t + 2] + 1], p[3 * idx[t + 2] + 2]);
            sum += a.dot(b.cross(c));
        }
        return sum / 6;
    }

    /**
     * The true largest vertical distance between the field and the surface made of the mesh's first
     * {@code surfaceTriangles} triangles, checked at every sample; also asserts every sample is covered.
     * Vertices are mapped back to samples through their texture coordinates. Barycentric coordinates in
     * double, inside test with a tolerance of 1e−9 (a sample on an edge counts for both triangles).
     */
    static double trueMaxError(Mesh m, Heightfield field, int surfaceTriangles, double verticalScale) {
        int columns = field.columns();
        int rows = field.rows();
        float[] uv = m.uvsToArray();
        float[] p = m.positionsToArray();
        int[] idx = m.indicesToArray();
        boolean[] covered = new boolean[columns * rows];
        double worst = 0;
        for (int t = 0; t < surfaceTriangles; t++) {
            double[] cx = new double[3];
            double[] cy = new double[3];
            double[] hz = new double[3];
            for (int k = 0; k < 3; k++) {
                int v = idx[3 * t + k];
                cx[k] = Math.round(uv[2 * v] * (columns - 1));
                cy[k] = Math.round(uv[2 * v + 1] * (rows - 1));
                hz[k] = p[3 * v + 1] / verticalScale;
                double sample = field.get((int) cx[k], (int) cy[k]);
                if (!(Math.abs(sample - hz[k]) <= 1e-6 * (1 + Math.abs(hz[k])))) {
                    fail("vertex " + v + " at height " + hz[k] + " is not on its sample " + sample);
                }
                hz[k] = field.get((int) cx[k], (int) cy[k]);
            }
            double det = (cx[1] - cx[0]) * (cy[2] - cy[0]) - (cy[1] - cy[0]) * (cx[2] - cx[0]);
            if (!(det != 0)) {

                fail("triangle " + t + " is degenerate");

            }
            int x0 = (int) Math.min(cx[0], Math.min(cx[1], cx[2]));
            int x1 = (int) Math.max(cx[0], Math.max(cx[1], cx[2]));
            int y0 = (int) Math.min(cy[0], Math.min(cy[1], cy[2]));
            int y1 = (int) Math.max(cy[0], Math.max(cy[1], cy[2]));
            for (int y = y0; y <= y1; y++) {
                for (int x = x0; x <= x1; x++) {
                    double l1 = ((x - cx[0]) * (cy[2] - cy[0]) - (y - cy[0]) * (cx[2] - cx[0])) / det;
                    double l2 = ((cx[1] - cx[0]) * (y - cy[0]) - (cy[1] - cy[0]) * (x - cx[0])) / det;
                    double l0 = 1 - l1 - l2;
                    if (l0 < -1e-9 || l1 < -1e-9 || l2 < -1e-9) {
                        continue;
                    }
                    covered[y * columns + x] = true;
                    double z = l0 * hz[0] + l1 * hz[1] + l2 * hz[2];
                    worst = Math.max(worst, Math.abs(z - field.get(x, y)));
                }
            }
        }
        for (int i = 0; i < covered.length; i++) {
            if (!(covered[i])) {

                fail("sample " + i + " is under no triangle");

            }
        }
        return worst;
    }

    /** Sum of the triangles' areas projected on the ground plane, signed (+ for counter-clockwise from +y). */
    static double projectedArea(Mesh m, int surfaceTriangles) {
        double sum = 0;
        for (int t = 0; t < surfaceTriangles; t++) {
            sum += faceNormal(m, t).y / 2;
        }
        return sum;
    }
}
