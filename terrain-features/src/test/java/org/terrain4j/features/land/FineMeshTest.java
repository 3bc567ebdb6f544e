package org.terrain4j.features.land;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;

import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.features.Polygon;
import org.terrain4j.features.Shape;
import org.terrain4j.testkit.Cases;

class FineMeshTest {

    static Stream<Named<Long>> seeds() {
        return Cases.seeds(0xF1E5L, 4);
    }

    /** A rough land of {@code size} samples 2 m apart with a seeded wavy surface. */
    private static Land land(long seed, int size) {
        SplittableRandom r = new SplittableRandom(seed);
        double a = r.nextDouble(0.02, 0.2);
        double b = r.nextDouble(0.02, 0.2);
        double p = r.nextDouble(0, 6);
        return Land.builder((x, z) -> 5 * Math.sin(a * x + p) * Math.cos(b * z) + 0.01 * x * z, size, size,
                GridFrame.centred(size, size, 2)).build(ProgressListener.NONE);
    }

    /** An irregular outline well inside the grid, different for each seed. */
    private static Shape outline(long seed) {
        SplittableRandom r = new SplittableRandom(seed ^ 0x5DEECE66DL);
        double[] xz = new double[14];
        for (int k = 0; k < 7; k++) {
            double angle = 2 * Math.PI * k / 7;
            double radius = r.nextDouble(15, 50);
            xz[2 * k] = radius * Math.cos(angle) + r.nextDouble(-5, 5);
            xz[2 * k + 1] = radius * Math.sin(angle);
        }
        return Polygon.of(xz);
    }

    private static long key(int a, int b) {
        return a < b ? ((long) a << 32) | b : ((long) b << 32) | a;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("seeds")
    void everyInteriorEdgeIsSharedByExactlyTwoTriangles(long seed) {
        int size = seed % 2 == 0 ? 65 : 63;   // 63: partial blocks at the east and south borders
        Land land = land(seed, size);
        FineMesh m = FineMesh.of(land, outline(seed));
        float[] p = m.positionsToArray();
        int[] t = m.indicesToArray();
        Map<Long, Integer> edges = new HashMap<>();
        for (int k = 0; k < t.length; k += 3) {
            for (int e = 0; e < 3; e++) {
                edges.merge(key(t[k + e], t[k + (e + 1) % 3]), 1, Integer::sum);
            }
        }
        double lo = land.grid().frame().x(0);
        double hi = land.grid().frame().x(size - 1);
        for (Map.Entry<Long, Integer> e : edges.entrySet()) {
            int a = (int) (e.getKey() >>> 32);
            int b = (int) (e.getKey() & 0xFFFFFFFFL);
            boolean border = p[3 * a] == p[3 * b] && (p[3 * a] == lo || p[3 * a] == hi)
                    || p[3 * a + 2] == p[3 * b + 2] && (p[3 * a + 2] == lo || p[3 * a + 2] == hi);
            assertEquals(border ? 1 : 2, e.getValue(), "edge " + a + "-" + b + " (border " + border + ")");
        }
        // the triangles tile the grid's plan exactly: no holes, no overlaps, all facing up
        double area = 0;
        for (int k = 0; k < t.length; k += 3) {
            double up = upArea(p, t[k], t[k + 1], t[k + 2]);
            assertTrue(up > 0, "triangle " + k / 3 + " faces down or is degenerate");
            area += up;
        }
        assertEquals((hi - lo) * (hi - lo), area, 1e-6 * area);
        assertTrue(m.vertexCount() < size * size, "coarser outside: " + m.vertexCount());
    }

    /** The plan area of a triangle, positive when it is counter-clockwise seen from above. */
    private static double upArea(float[] p, int a, int b, int c) {
        double ux = p[3 * b] - p[3 * a];
        double uz = p[3 * b + 2] - p[3 * a + 2];
        double wx = p[3 * c] - p[3 * a];
        double wz = p[3 * c + 2] - p[3 * a + 2];
        return 0.5 * (uz * wx - ux * wz);
    }

    /** The drawn height under (x, z), found by searching every triangle; NaN if none covers it. */
    private static double drawn(float[] p, int[] t, double x, double z) {
        for (int k = 0; k < t.length; k += 3) {
            int a = 3 * t[k];
            int b = 3 * t[k + 1];
            int c = 3 * t[k + 2];
            double d = (p[b + 2] - p[c + 2]) * (p[a] - p[c]) + (p[c] - p[b]) * (p[a + 2] - p[c + 2]);
            double l1 = ((p[b + 2] - p[c + 2]) * (x - p[c]) + (p[c] - p[b]) * (z - p[c + 2])) / d;
            double l2 = ((p[c + 2] - p[a + 2]) * (x - p[c]) + (p[a] - p[c]) * (z - p[c + 2])) / d;
            double l3 = 1 - l1 - l2;
            if (l1 >= -1e-9 && l2 >= -1e-9 && l3 >= -1e-9) {
                return l1 * p[a + 1] + l2 * p[b + 1] + l3 * p[c + 1];
            }
        }
        return Double.NaN;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("seeds")
    void insideTheOutlineTheDrawnSurfaceIsTheGridsToAMillimetre(long seed) {
        Land land = land(seed, 65);
        Shape outline = outline(seed);
        FineMesh m = FineMesh.of(land, outline);
        float[] p = m.positionsToArray();
        int[] t = m.indicesToArray();
        Heightfield g = land.grid();
        SplittableRandom r = new SplittableRandom(seed);
        int inside = 0;
        double worstBilinear = 0;
        for (int i = 0; i < 300; i++) {
            double x = r.nextDouble(-60, 60);
            double z = r.nextDouble(-60, 60);
            if (!outline.contains(x, z)) {
                continue;
            }
            inside++;
            assertTrue(m.isFine(x, z), "fine inside the outline at " + x + ", " + z);
            double h = drawn(p, t, x, z);
            assertEquals(m.surfaceHeight(x, z), h, 1e-3, "drawn vs the grid's triangles at " + x + ", " + z);
            // the promise: inside the outline the drawn surface and the land's height agree to 1 mm
            double c = g.frame().column(x);
            double rr = g.frame().row(z);
            int c0 = (int) c;
            int r0 = (int) rr;
            double diff = Math.abs(land.height(x, z) - h);
            assertTrue(diff <= 1e-3, "land.height differs from the drawn surface by " + diff);
            worstBilinear = Math.max(worstBilinear, diff);
            // and at the samples of the cell, the drawn surface is the land's height
            double sx = g.frame().x(c0);
            double sz = g.frame().z(r0);
            if (outline.contains(sx, sz)) {
                assertEquals(land.height(sx, sz), drawn(p, t, sx, sz), 1e-3);
            }
        }
        assertTrue(inside > 20, "enough points inside: " + inside);
        assertTrue(worstBilinear >= 0);
    }

    @Test
    void farOutsideIsCoarseAndEveryVertexIsASample() {
        Land land = land(7, 129);
        Shape small = Polygon.of(-10, -10, 10, -10, 10, 10, -10, 10);
        FineMesh m = FineMesh.of(land, small);
        assertTrue(m.isFine(0, 0));
        assertFalse(m.isFine(-100, -100));
        assertFalse(m.isFine(100, 60));
        float[] p = m.positionsToArray();
        Heightfield g = land.grid();
        for (int k = 0; k < m.vertexCount(); k++) {
            double c = g.frame().column(p[3 * k]);
            double r = g.frame().row(p[3 * k + 2]);
            assertEquals(Math.rint(c), c, 1e-9);
            assertEquals(g.get((int) Math.rint(c), (int) Math.rint(r)), p[3 * k + 1], 0f);
        }
        // 129 samples, 32 blocks of 4 a side: far fewer vertices than the grid's 16 641
        assertTrue(m.vertexCount() < 16641 / 4, "vertices " + m.vertexCount());
        float[] n = m.normalsToArray();
        for (int k = 0; k < m.vertexCount(); k++) {
            assertEquals(1, Math.sqrt(n[3 * k] * n[3 * k] + n[3 * k + 1] * n[3 * k + 1] + n[3 * k + 2] * n[3 * k + 2]),
                    1e-5);
        }
    }

    @Test
    void rejectsBadStep() {
        Land land = land(1, 17);
        Shape s = Polygon.of(-1, -1, 1, -1, 1, 1);
        assertThrows(IllegalArgumentException.class, () -> FineMesh.of(land.grid(), s, 3));
        assertThrows(IllegalArgumentException.class, () -> FineMesh.of(land.grid(), s, 0));
        assertThrows(IllegalArgumentException.class, () -> FineMesh.of(land.grid(), s, 66));
    }
}
