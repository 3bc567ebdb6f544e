package org.terrain4j.features;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.testkit.Cases;

/** {@link Polygon#requireSimple}: an outline must be one loop that neither crosses nor touches itself. */
class PolygonSimpleTest {

    @Test
    void aBowTieNamesTheTwoEdgesAndThePoint() {
        Polygon bow = Polygon.of(0, 0, 10_000, 10_000, 10_000, 0, 0, 10_000);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> bow.requireSimple("ranges[0].outline.polygon"));
        assertEquals("ranges[0].outline.polygon crosses itself: its edges from corner 0 to 1 and from corner 2 to 3"
                + " meet at (5000, 5000); an outline must be one loop that does not cross or touch itself",
                e.getMessage());
    }

    @Test
    void aCrossingOffTheMillimetreIsGivenToTheMillimetre() {
        // the diagonals of the square 0…1 by 0…3 cross at (0.5, 1.5); scaled by 1/3: (0.167, 0.5)
        Polygon bow = Polygon.of(0, 0, 1.0 / 3, 1, 1.0 / 3, 0, 0, 1);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> bow.requireSimple("p"));
        assertTrue(e.getMessage().contains(" meet at (0.167, 0.5);"), e.getMessage());
    }

    @Test
    void twoTrianglesTouchingAtACornerAreRefused() {
        Polygon touching = Polygon.of(0, 0, 5000, 5000, 10_000, 0, 10_000, 10_000, 5000, 5000, 0, 10_000);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> touching.requireSimple("p"));
        assertTrue(e.getMessage().startsWith("p crosses itself"), e.getMessage());
        assertTrue(e.getMessage().contains("(5000, 5000)"), e.getMessage());
    }

    @Test
    void cornersOnOneLineEncloseNoArea() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Polygon.of(0, 0, 1, 1, 2, 2).requireSimple("outline"));
        assertTrue(e.getMessage().startsWith("outline "), e.getMessage());
    }

    @Test
    void simpleOutlinesAreReturnedAsTheyAre() {
        Polygon l = Polygon.of(0, 0, 2, 0, 2, 1, 1, 1, 1, 2, 0, 2); // concave, an L
        assertSame(l, l.requireSimple("p"));
        Polygon clockwise = Polygon.of(0, 0, 0, 2, 2, 2, 2, 0);
        assertSame(clockwise, clockwise.requireSimple("p"));
        assertThrows(NullPointerException.class, () -> l.requireSimple(null));
    }

    static Stream<Named<Long>> stars() {
        return Cases.seeds(0x57A125L, 40);
    }

    /**
     * A star-shaped outline (corners at increasing angles around a centre, random radii) is simple by
     * construction; swapping two non-adjacent corners of a convex one makes their edges cross.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("stars")
    void starsAreSimpleAndSwappedConvexCornersCross(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        int n = 5 + rnd.nextInt(20);
        double[] star = new double[2 * n];
        double[] convex = new double[2 * n];
        double cx = rnd.nextDouble(-1e5, 1e5);
        double cz = rnd.nextDouble(-1e5, 1e5);
        double radius = rnd.nextDouble(100, 10_000);
        for (int i = 0; i < n; i++) {
            double angle = 2 * Math.PI * (i + rnd.nextDouble(0.1, 0.9)) / n;
            double r = radius * rnd.nextDouble(0.2, 1);
            star[2 * i] = cx + r * Math.cos(angle);
            star[2 * i + 1] = cz + r * Math.sin(angle);
            convex[2 * i] = cx + radius * Math.cos(angle);
            convex[2 * i + 1] = cz + radius * Math.sin(angle);
        }
        Polygon.of(star).requireSimple("star");
        int a = rnd.nextInt(n);
        int b = (a + 2 + rnd.nextInt(n - 3)) % n; // not a neighbour of a
        double x = convex[2 * a];
        double z = convex[2 * a + 1];
        convex[2 * a] = convex[2 * b];
        convex[2 * a + 1] = convex[2 * b + 1];
        convex[2 * b] = x;
        convex[2 * b + 1] = z;
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Polygon.of(convex).requireSimple("swapped"));
        assertTrue(e.getMessage().startsWith("swapped crosses itself"), e.getMessage());
    }

    @Test
    void metresAreGivenToTheMillimetre() {
        assertEquals("1", Polygon.metres(1));
        assertEquals("12.5", Polygon.metres(12.5));
        assertEquals("-0.25", Polygon.metres(-0.25));
        assertEquals("0", Polygon.metres(-0.0));
        assertEquals("0.001", Polygon.metres(0.0012));
        assertEquals("2.5e-05", Polygon.metres(2.5e-5));
        assertEquals("1.23457e+15", Polygon.metres(1.2345678e15));
    }
}
