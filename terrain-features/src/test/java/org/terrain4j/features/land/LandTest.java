package org.terrain4j.features.land;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.EdgePolicy;
import org.terrain4j.api.Gradient;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.features.Press;
import org.terrain4j.features.Shapes;
import org.terrain4j.features.Spine;
import org.terrain4j.testkit.Cases;

class LandTest {

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0x1A4DL, 10);
    }

    static final GridFrame FRAME = GridFrame.centred(101, 101, 1);

    static Land plane(Edge edge) {
        return Land.builder((x, z) -> 0.5 * x - 0.25 * z + 10, 101, 101, FRAME).edge(edge)
                .build(ProgressListener.NONE);
    }

    @Test
    void aPlaneHasItsGradientSlopeAndNormal() {
        Land l = plane(Edge.wall());
        Gradient g = l.gradient(3.3, -7.1);
        assertEquals(0.5, g.dx(), 1e-6);
        assertEquals(-0.25, g.dz(), 1e-6);
        assertEquals(Math.hypot(0.5, 0.25), l.slope(3.3, -7.1), 1e-6);
        double n = Math.sqrt(1 + 0.25 + 0.0625);
        assertArrayEquals(new double[] {-0.5 / n, 1 / n, 0.25 / n}, l.normal(3.3, -7.1), 1e-6);
        assertEquals(0, l.curvature(3.3, -7.1, 2), 1e-5);
        assertEquals(10 + 0.5 * 3.3 + 0.25 * 7.1, l.height(3.3, -7.1), 1e-5);
    }

    @Test
    void curvatureOfAParaboloidIsItsLaplacian() {
        Land l = Land.builder((x, z) -> 0.01 * (x * x + z * z), 101, 101, FRAME).build(ProgressListener.NONE);
        assertEquals(0.04, l.curvature(4, -6, 2), 1e-4);
        Land cap = Land.builder((x, z) -> -0.02 * x * x, 101, 101, FRAME).build(ProgressListener.NONE);
        assertEquals(-0.04, cap.curvature(1, 1, 3), 1e-4);
    }

    @Test
    void edgesAnswerPastTheGrid() {
        assertEquals(-30, plane(Edge.sea(-30, 0.6)).height(60, 0));
        assertEquals(-500, plane(Edge.fall(-500)).height(0, -70));
        Land wall = plane(Edge.wall());
        assertEquals(wall.height(50, 0), wall.height(80, 0), 1e-9);
        Land wrap = plane(Edge.wrap());
        assertEquals(wrap.height(-50, 3), wrap.height(51, 3), 1e-5);
        assertTrue(wall.walkable(10, 10));
        assertFalse(wall.walkable(60, 10));
        assertArrayEquals(new double[] {50, 10}, wall.nearestWalkable(60, 10, 5), 0);
        assertFalse(plane(Edge.fall(-500)).walkable(0, -51));
        assertTrue(wrap.walkable(1e4, 0));
        assertArrayEquals(new double[] {-50, 0}, wrap.nearestWalkable(51, 0, 1), 1e-9);
    }

    /** Each edge's heights are terrain-api's sampling rule of the same meaning, one vocabulary for both. */
    @Test
    void edgeHeightsAreTheMatchingEdgePolicy() {
        assertEquals(EdgePolicy.constant(-30), Edge.sea(-30, 0.6).heights());
        assertEquals(EdgePolicy.constant(-500), Edge.fall(-500).heights());
        assertEquals(EdgePolicy.clamp(), Edge.wall().heights());
        assertEquals(EdgePolicy.wrap(), Edge.wrap().heights());
        // past the grid a land answers exactly its grid sampled under that rule (x = 80 m is 30 m past it)
        for (Edge e : new Edge[] {Edge.sea(-30, 0.6), Edge.fall(-500), Edge.wall(), Edge.wrap()}) {
            Land l = plane(e);
            assertEquals(l.grid().heightAt(80, -7, e.heights()), l.height(80, -7), 0, e::toString);
        }
    }

    @Test
    void aSeaStopsAWalkerAtTheWadingDepth() {
        // a beach rising east: 0 m at x = 0, 0.1 m per metre
        Land l = Land.builder((x, z) -> 0.1 * x, 101, 101, FRAME).edge(Edge.sea(-30, 0.6))
                .build(ProgressListener.NONE);
        assertTrue(l.walkable(-5.9, 0));
        assertFalse(l.walkable(-6.1, 0));
        double[] p = l.nearestWalkable(-20, 3, 30);
        assertEquals(-6, p[0], 0.02);
        assertEquals(3, p[1], 1e-9);
        assertArrayEquals(new double[] {2, 3}, l.nearestWalkable(2, 3, 1), 0);
        assertNull(l.nearestWalkable(-40, 0, 5));
    }

    @Test
    void aLandIsPlacedInItsOwnFrame() {
        Land l = Land.builder((x, z) -> x, 101, 101, FRAME).at(1000, 400, -200).edge(Edge.fall(-400))
                .build(ProgressListener.NONE);
        assertEquals(400 + 7, l.worldHeight(1007, -200), 1e-5);
        assertEquals(0, l.worldHeight(5000, 0), 1e-9);   // 400 m up, falling 400 m to the clouds
        assertEquals(1000, l.originX());
    }

    @Test
    void featuresApplyInOrderAndAnswerDistances() {
        Spine a = Spine.through(-40, 0, 40, 0);
        Press deep = Press.along(a).withName("deep").withDepth(2);
        Press shallow = Press.along(a).withName("shallow").withDepth(1);
        Land l = Land.builder((x, z) -> 5, 101, 101, FRAME).feature(deep).feature(shallow)
                .outline("disc", Shapes.circle(0, 0, 10)).build(ProgressListener.NONE);
        // the second press reads the ground the first left: its path is 3 m, pressed 1 m: 2 m
        assertEquals(2, l.height(0, 0), 1e-5);
        assertEquals(3.5, l.distanceTo("deep", 0, 3.5, 16), 1e-9);
        assertEquals(16, l.distanceTo("shallow", 0, 40, 16));
        assertTrue(l.inside("disc", 3, 3));
        assertFalse(l.inside("disc", 30, 3));
        assertThrows(IllegalArgumentException.class, () -> l.feature("brook"));
        assertThrows(IllegalArgumentException.class, () -> Land.builder((x, z) -> 0, 101, 101, FRAME).feature(deep)
                .feature(deep));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void distanceEqualsABruteForceSearch(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        double[] xz = new double[10];
        for (int i = 0; i < xz.length; i++) {
            xz[i] = rnd.nextDouble(-40, 40);
        }
        Spine s = Spine.through(xz);
        Land l = Land.builder((x, z) -> 0, 101, 101, FRAME).feature(Press.along(s).withName("p"))
                .build(ProgressListener.NONE);
        for (int k = 0; k < 200; k++) {
            double x = rnd.nextDouble(-50, 50);
            double z = rnd.nextDouble(-50, 50);
            double best = Double.POSITIVE_INFINITY;
            for (int i = 0; i + 1 < s.pointCount(); i++) {
                best = Math.min(best, Shapes.segmentDistance(x, z, s.x(i), s.z(i), s.x(i + 1), s.z(i + 1)));
            }
            assertEquals(Math.min(best, 8), l.distanceTo("p", x, z, 8), 1e-9);
        }
    }

    @Test
    void bakingCanBeCancelled() {
        ProgressListener cancel = new ProgressListener() {
            @Override
            public void progress(double fraction, String message) {
            }

            @Override
            public boolean isCancelled() {
                return true;
            }
        };
        assertThrows(CancellationException.class,
                () -> Land.builder((x, z) -> 0, 101, 101, FRAME).build(cancel));
    }

    @Test
    void validatesArguments() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Edge.sea(-30, -1));
        assertTrue(e.getMessage().contains("wade"));
        assertThrows(IllegalArgumentException.class, () -> Edge.fall(Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> Land.builder((x, z) -> 0, 1, 101, FRAME));
        assertThrows(IllegalArgumentException.class, () -> plane(Edge.wall()).curvature(0, 0, 0));
    }
}
