package org.terrain4j.mesh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.Heightfield;
import org.terrain4j.testkit.Cases;
import org.terrain4j.testkit.Fields;

class AdaptiveMeshTest {

    /** Double rounding between our rasteriser and the one in the checks. */
    private static final double ROUNDING = 1e-9;

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0xADA971EL, 16);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void trueErrorNeverExceedsTheRequestedOne(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        int size = 1 + (1 << (4 + rnd.nextInt(3)));
        Heightfield f = Heightfield.diamondSquare(size, rnd.nextDouble(0.3, 0.8), rnd.nextLong()).scale(500)
                .crop(0, 0, size - rnd.nextInt(size / 2), size - rnd.nextInt(size / 2));
        if (rnd.nextBoolean()) {
            f = Fields.uniform(rnd, 2 + rnd.nextInt(40), 2 + rnd.nextInt(40), 0, 100);
        }
        double maxError = rnd.nextDouble() < 0.2 ? 0 : rnd.nextDouble(0.5, 60);
        Mesh m = Mesh.adaptive(f, maxError);
        MeshChecks.indicesInRange(m);
        MeshChecks.unitNormals(m, 1e-6);
        double err = MeshChecks.trueMaxError(m, f, m.triangleCount(), 1);
        assertTrue(err <= maxError + ROUNDING, "true error " + err + " > requested " + maxError);
        // a partition of the rectangle: all counter-clockwise from +y, areas sum to the whole
        for (int t = 0; t < m.triangleCount(); t++) {
            assertTrue(MeshChecks.faceNormal(m, t).y > 0, "triangle " + t + " is not counter-clockwise from +y");
        }
        double whole = (f.columns() - 1.0) * (f.rows() - 1.0);
        assertEquals(whole, MeshChecks.projectedArea(m, m.triangleCount()), 1e-6 * whole);
        assertTrue(m.triangleCount() <= 2 * (f.columns() - 1) * (f.rows() - 1));
    }

    @Test
    void aPlaneNeedsTwoTriangles() {
        Heightfield plane = Heightfield.of(129, 65, (u, v) -> 3 * u - 7 * v);
        Mesh m = Mesh.adaptive(plane, 0);
        assertEquals(2, m.triangleCount());
        assertEquals(4, m.vertexCount());
    }

    @Test
    void zeroErrorReproducesEverySample() {
        Heightfield f = Fields.uniform(new SplittableRandom(5), 17, 13, 0, 10);
        Mesh m = Mesh.adaptive(f, 0);
        assertEquals(0, MeshChecks.trueMaxError(m, f, m.triangleCount(), 1), ROUNDING);
        assertEquals(17 * 13, m.vertexCount());
    }

    @Test
    void deterministic() {
        Heightfield f = Heightfield.diamondSquare(65, 0.5, 11).scale(100);
        assertTrue(java.util.Arrays.equals(Mesh.adaptive(f, 1).indicesToArray(), Mesh.adaptive(f, 1).indicesToArray()));
        assertTrue(java.util.Arrays.equals(Mesh.adaptive(f, 1).positionsToArray(), Mesh.adaptive(f, 1).positionsToArray()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void baseClosesTheAdaptiveMeshToo(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        Heightfield f = Heightfield.diamondSquare(33, 0.5, rnd.nextLong()).scale(20);
        Mesh m = Mesh.adaptive(f, rnd.nextDouble(0.2, 3), MeshOptions.defaults().withBase(1).withSize(10, 10));
        MeshChecks.watertight(m);
        assertTrue(MeshChecks.signedVolume(m) > 0);
    }

    @Test
    void fewerTrianglesThanAnRtinAtEqualTrueError() {
        Heightfield f = Heightfield.diamondSquare(257, 0.5, 42).scale(1000);
        Rtin rtin = new Rtin(f);
        for (double threshold : new double[] {5, 10, 20, 40}) {
            List<int[]> tris = rtin.triangles(threshold);
            double rtinTrue = rtin.trueError(tris);
            Mesh m = Mesh.adaptive(f, rtinTrue);
            assertTrue(m.triangleCount() < tris.size(), "at true error " + rtinTrue + ": adaptive "
                    + m.triangleCount() + " triangles, RTIN " + tris.size());
        }
    }

    @Test
    void vertexNormalsAgreeWithFacesOnASmoothField() {
        Heightfield f = Fields.smooth(new SplittableRandom(9), 129, 129, 20);
        Mesh m = Mesh.adaptive(f, 0.05);
        MeshChecks.faceNormalsAgreeWithVertexNormals(m);
    }
}
