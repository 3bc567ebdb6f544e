package org.terrain4j.mesh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.joml.Vector2f;
import org.joml.Vector3d;
import org.joml.Vector3f;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.testkit.Cases;

class GridMeshTest {

    /** Float positions and normals: rounding of a float near 10. */
    private static final double FLOAT_TOLERANCE = 1e-5;

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0x6D657368L, 12);
    }

    @Test
    void countsAndPlacement() {
        Heightfield f = Heightfield.of(5, 3, (u, v) -> u + 2 * v);
        Mesh m = Mesh.grid(f, 10, 4, 2.2);
        assertEquals(15, m.vertexCount());
        assertEquals(2 * 4 * 2, m.triangleCount());
        Vector3f p = new Vector3f();
        // vertex (c, r) at x = -5 + c·2.5, z = -2 + r·2, y = 2.2·h
        for (int r = 0; r < 3; r++) {
            for (int c = 0; c < 5; c++) {
                p.set(m.position(r * 5 + c, new float[3]));
                assertEquals(-5 + c * 2.5, p.x, FLOAT_TOLERANCE);
                assertEquals(-2 + r * 2.0, p.z, FLOAT_TOLERANCE);
                assertEquals(2.2 * f.get(c, r), p.y, FLOAT_TOLERANCE);
            }
        }
        Vector3f min = new Vector3f();
        Vector3f max = new Vector3f();
        float[] bb = m.bounds();
        min.set(bb[0], bb[1], bb[2]);
        max.set(bb[3], bb[4], bb[5]);
        assertEquals(-5, min.x);
        assertEquals(5, max.x);
        assertEquals(-2, min.z);
        assertEquals(2, max.z);
    }

    @Test
    void frameFormUsesMetresAndIsCentred() {
        Heightfield f = Heightfield.of(9, 5, (u, v) -> 30 * u).withFrame(GridFrame.of(1000, 2000, 2.5));
        Mesh m = Mesh.grid(f);
        Vector3f min = new Vector3f();
        Vector3f max = new Vector3f();
        float[] bb = m.bounds();
        min.set(bb[0], bb[1], bb[2]);
        max.set(bb[3], bb[4], bb[5]);
        assertEquals(-10, min.x);
        assertEquals(10, max.x);
        assertEquals(-5, min.z);
        assertEquals(5, max.z);
        assertEquals(0, min.y, FLOAT_TOLERANCE);
        assertEquals(30, max.y, FLOAT_TOLERANCE);
        // slope 30 m over 20 m: normal (−1.5, 1, 0) normalised, everywhere (one-sided at the border is exact)
        Vector3f n = new Vector3f();
        double k = 1 / Math.sqrt(1.5 * 1.5 + 1);
        for (int v = 0; v < m.vertexCount(); v++) {
            n.set(m.normal(v, new float[3]));
            assertEquals(-1.5 * k, n.x, FLOAT_TOLERANCE);
            assertEquals(k, n.y, FLOAT_TOLERANCE);
            assertEquals(0, n.z, FLOAT_TOLERANCE);
        }
    }

    @Test
    void normalsMatchTheClosedFormOfAParaboloidInside() {
        // y = x² + 0.5·z² on a 21 × 17 grid of spacing 0.25: central differences are exact for quadratics
        int columns = 21;
        int rows = 17;
        double s = 0.25;
        double x0 = -(columns - 1) * s / 2;
        double z0 = -(rows - 1) * s / 2;
        Heightfield f = Heightfield.of(columns, rows, (u, v) -> {
            double x = x0 + u * (columns - 1) * s;
            double z = z0 + v * (rows - 1) * s;
            return x * x + 0.5 * z * z;
        }).withFrame(GridFrame.of(0, 0, s));
        Mesh m = Mesh.grid(f);
        Vector3f p = new Vector3f();
        Vector3f n = new Vector3f();
        for (int r = 1; r < rows - 1; r++) {
            for (int c = 1; c < columns - 1; c++) {
                int v = r * columns + c;
                p.set(m.position(v, new float[3]));
                Vector3d expected = new Vector3d(-2 * p.x, 1, -p.z).normalize();
                n.set(m.normal(v, new float[3]));
                assertEquals(expected.x, n.x, 1e-4, "nx at " + c + "," + r);
                assertEquals(expected.y, n.y, 1e-4, "ny at " + c + "," + r);
                assertEquals(expected.z, n.z, 1e-4, "nz at " + c + "," + r);
            }
        }
        // border: one-sided difference (h(1) − h(0))/s on column 0 → slope of the chord, not half of it
        int v = 8 * columns;
        p.set(m.position(v, new float[3]));
        double chord = ((x0 + s) * (x0 + s) - x0 * x0) / s;
        n.set(m.normal(v, new float[3]));
        assertEquals(-chord / Math.sqrt(chord * chord + 1), n.x, 1e-4);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void surfaceInvariants(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        int columns = 2 + rnd.nextInt(40);
        int rows = 2 + rnd.nextInt(40);
        Heightfield f = Heightfield.diamondSquare(65, 0.5, rnd.nextLong()).crop(0, 0, Math.min(columns, 65),
                Math.min(rows, 65));
        Mesh m = Mesh.grid(f, 1 + rnd.nextDouble(20), 1 + rnd.nextDouble(20), rnd.nextDouble(0.1, 3));
        MeshChecks.indicesInRange(m);
        MeshChecks.unitNormals(m, 1e-6);
        for (int t = 0; t < m.triangleCount(); t++) {
            assertTrue(MeshChecks.faceNormal(m, t).y > 0, "triangle " + t + " is not counter-clockwise from +y");
        }
        MeshChecks.faceNormalsAgreeWithVertexNormals(m);
    }

    @Test
    void textureCoordinatesHaveTheTopLeftOrigin() {
        Heightfield f = Heightfield.of(4, 3, (u, v) -> 0);
        Mesh m = Mesh.grid(f, 3, 2, 1);
        Vector2f uv = new Vector2f();
        Vector3f p = new Vector3f();
        uv.set(m.uv(0, new float[2]));
        p.set(m.position(0, new float[3]));
        assertEquals(0, uv.x);
        assertEquals(0, uv.y);
        assertEquals(-1.5, p.x);
        assertEquals(-1, p.z); // north-west corner: row 0 is the top of a texture
        uv.set(m.uv(11, new float[2]));
        assertEquals(1, uv.x);
        assertEquals(1, uv.y);
        uv.set(m.uv(5, new float[2])); // (1, 1)
        assertEquals(1 / 3f, uv.x, 1e-7);
        assertEquals(0.5f, uv.y, 1e-7);
    }

    @Test
    void refusesNaNNamingTheCount() {
        float[] data = new float[16];
        data[3] = Float.NaN;
        data[7] = Float.NaN;
        Heightfield f = Heightfield.of(4, 4, data);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Mesh.grid(f));
        assertTrue(e.getMessage().contains("found 2 of 16"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Mesh.adaptive(f, 1));
    }

    @Test
    void refusesBadArguments() {
        Heightfield f = Heightfield.filled(3, 3, 0);
        assertThrows(IllegalArgumentException.class, () -> Mesh.grid(f, 0, 1, 1));
        assertThrows(IllegalArgumentException.class, () -> Mesh.grid(f, 1, Double.NaN, 1));
        assertThrows(IllegalArgumentException.class, () -> Mesh.grid(f, 1, 1, -1));
        assertThrows(IllegalArgumentException.class, () -> Mesh.grid(Heightfield.filled(1, 5, 0)));
        assertThrows(IllegalArgumentException.class, () -> MeshOptions.defaults().withBase(-1));
        assertThrows(IllegalArgumentException.class, () -> MeshOptions.defaults().withSkirt(Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> Mesh.adaptive(f, -0.1));
        assertThrows(IllegalArgumentException.class, () -> Mesh.adaptive(f, Double.NaN));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void baseMakesAWatertightSolidWithOutwardNormals(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        int columns = 2 + rnd.nextInt(30);
        int rows = 2 + rnd.nextInt(30);
        Heightfield f = Heightfield.diamondSquare(33, 0.6, rnd.nextLong()).crop(0, 0, Math.min(columns, 33),
                Math.min(rows, 33));
        double scale = rnd.nextDouble(0.5, 3);
        double depth = rnd.nextDouble(0.1, 2);
        MeshOptions o = MeshOptions.defaults().withSize(8, 5).withVerticalScale(scale).withBase(depth);
        Mesh solid = Mesh.grid(f, o);
        Mesh surface = Mesh.grid(f, o.withBase(0));
        MeshChecks.indicesInRange(solid);
        MeshChecks.unitNormals(solid, 1e-6);
        MeshChecks.watertight(solid);
        // independent volume: prisms under each surface triangle down to the bottom plane
        double bottom = scale * f.statistics().min() - depth;
        double prisms = 0;
        float[] p = surface.positionsToArray();
        for (int t = 0; t < surface.triangleCount(); t++) {
            double area = MeshChecks.faceNormal(surface, t).y / 2;
            double meanY = (p[3 * surface.index(t, 0) + 1] + p[3 * surface.index(t, 1) + 1]
                    + p[3 * surface.index(t, 2) + 1]) / 3.0;
            prisms += area * (meanY - bottom);
        }
        double volume = MeshChecks.signedVolume(solid);
        assertTrue(volume > 0, "normals face inward: volume " + volume);
        assertEquals(prisms, volume, 1e-4 * prisms);
        // every non-surface triangle: its geometric normal equals its vertices' (flat) normal
        for (int t = surface.triangleCount(); t < solid.triangleCount(); t++) {
            Vector3d g = MeshChecks.faceNormal(solid, t).normalize();
            Vector3f n = new Vector3f(solid.normal(solid.index(t, 0), new float[3]));
            assertEquals(1, g.dot(n.x, n.y, n.z), 1e-6, "wall/bottom triangle " + t);
        }
        MeshChecks.faceNormalsAgreeWithVertexNormals(solid);
    }

    @Test
    void skirtHangsBelowEveryBorderVertex() {
        Heightfield f = Heightfield.diamondSquare(9, 0.5, 3);
        Mesh m = Mesh.grid(f, MeshOptions.defaults().withSkirt(0.25));
        int surfaceTriangles = 2 * 8 * 8;
        assertEquals(surfaceTriangles + 4 * 2 * 8, m.triangleCount());
        assertEquals(81 + 4 * 2 * 9, m.vertexCount());
        for (int t = surfaceTriangles; t < m.triangleCount(); t++) {
            Vector3d g = MeshChecks.faceNormal(m, t);
            assertEquals(0, g.y, 1e-9, "walls are vertical");
            assertTrue(g.length() > 0);
        }
        Vector3f min = new Vector3f();
        Vector3f max = new Vector3f();
        float[] bb = m.bounds();
        min.set(bb[0], bb[1], bb[2]);
        max.set(bb[3], bb[4], bb[5]);
        assertTrue(min.y < f.statistics().min() - 0.2);
    }

    @Test
    void coloursComeFromTheHeight() {
        Heightfield f = Heightfield.of(3, 2, new float[] {0, 1, 2, 3, 4, 5});
        ColourFunction grey = h -> ColourFunction.pack((int) (h * 50), (int) (h * 50), (int) (h * 50), 255);
        Mesh m = Mesh.grid(f, MeshOptions.defaults().withColours(grey).withVerticalScale(3));
        assertTrue(m.hasColours());
        for (int v = 0; v < 6; v++) {
            assertEquals(grey.rgba(v), m.colour(v));
        }
        assertThrows(IllegalStateException.class, () -> Mesh.grid(f).colour(0));
    }
}
