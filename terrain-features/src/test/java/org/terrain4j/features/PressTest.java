package org.terrain4j.features;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.HeightFunction;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;

/** The example island's walkway: 5 cm deep within 1.4 m, gone by 6 m, a box of 9 twice, the pad's 4.6 m at its end. */
class PressTest {

    /** Float storage of heights near 5 m rounds by under 5e-7 m. */
    private static final double FLOAT = 2e-6;

    private static final GridFrame FRAME = GridFrame.of(-60, 320, 0.5);
    private static final int COLUMNS = 141;
    private static final int ROWS = 381;

    private static Spine walkway;
    private static Heightfield ground;
    private static Press press;
    private static double[] path;

    /** Rolling ground falling towards the beach, bumps of several sizes. */
    static double rolling(double x, double z) {
        return 3 + 0.012 * (510 - z) + 0.4 * Math.sin(x / 6) * Math.cos(z / 8) + 0.15 * Math.sin(z / 3.1 + x / 5);
    }

    @BeforeAll
    static void build() {
        walkway = Spine.through(Oracle.WALKWAY);
        ground = Oracle.frozen(COLUMNS, ROWS, FRAME, PressTest::rolling);
        press = Press.along(walkway).withName("walkway").withDepth(0.05).withEasing(1.4, 6).withSmoothing(9, 2)
                .withEnd(4.6, 5, 14);
        // The path's own height, worked out here directly: the grid at each point, a box of 9 twice.
        int n = walkway.pointCount();
        path = new double[n];
        for (int i = 0; i < n; i++) {
            path[i] = ground.heightAt(walkway.x(i), walkway.z(i));
        }
        for (int pass = 0; pass < 2; pass++) {
            double[] next = new double[n];
            for (int i = 0; i < n; i++) {
                double sum = 0;
                for (int k = -4; k <= 4; k++) {
                    sum += path[Math.max(0, Math.min(n - 1, i + k))];
                }
                next[i] = sum / 9;
            }
            path = next;
        }
        path[n - 1] = 4.6;
    }

    @Test
    void pathHeightIsTheGroundSmoothedByABoxOfNineTwice() {
        assertArrayEquals(path, press.pathHeights(HeightFunction.of(ground)), 1e-9);
    }

    @Test
    void fullDepthWithinOnePointFourMetresAndUnchangedBeyondSix() {
        Heightfield pressed = press.apply(ground);
        double length = walkway.length();
        int full = 0;
        int untouched = 0;
        int easing = 0;
        for (int r = 0; r < ROWS; r++) {
            for (int c = 0; c < COLUMNS; c++) {
                double x = FRAME.x(c);
                double z = FRAME.z(r);
                Oracle.Near n = Oracle.bruteNearest(walkway.points(), x, z);
                double before = ground.get(c, r);
                double after = pressed.get(c, r);
                double middle = path[n.segment()] + n.t() * (path[n.segment() + 1] - path[n.segment()]);
                double fromEnd = length - n.along();
                if (n.distance() > 6) {
                    assertEquals(before, after, 0, "unchanged beyond 6 m at " + x + ", " + z);
                    untouched++;
                } else if (n.distance() <= 1.4 && fromEnd >= 14) {
                    assertEquals(middle - 0.05, after, FLOAT, "5 cm below the path at " + x + ", " + z);
                    full++;
                } else if (n.distance() <= 1.4 && fromEnd <= 5) {
                    assertEquals(middle, after, FLOAT, "not pressed within 5 m of the end at " + x + ", " + z);
                } else if (n.distance() > 1.4 && n.distance() < 6 && fromEnd >= 14) {
                    double target = middle - 0.05;
                    assertTrue(after >= Math.min(before, target) - FLOAT && after <= Math.max(before, target) + FLOAT,
                            "eased between the ground and the path at " + x + ", " + z);
                    easing++;
                }
            }
        }
        assertTrue(full > 500 && untouched > 10_000 && easing > 1000, full + " / " + untouched + " / " + easing);
    }

    @Test
    void noStepWhereTheWalkwayMeetsThePad() {
        Heightfield pressed = press.apply(ground);
        // (−16, 333.5) lies 0.1 m from the walkway's last point, the foot of the steps
        assertEquals(4.6, pressed.heightAt(-16, 333.5), FLOAT);
    }

    @Test
    void inPlaceCopyAndFunctionAgree() {
        Heightfield copy = press.apply(ground);
        HeightfieldBuffer inPlace = ground.toBuffer();
        press.applyTo(inPlace);
        assertEquals(copy, inPlace.snapshot());
        HeightFunction f = press.apply(HeightFunction.of(ground));
        for (int r = 0; r < ROWS; r += 7) {
            for (int c = 0; c < COLUMNS; c += 3) {
                assertEquals(copy.get(c, r), f.height(FRAME.x(c), FRAME.z(r)), FLOAT);
            }
        }
        assertEquals("walkway", press.name());
        assertTrue(press.spine() == walkway);
    }

    @Test
    void withoutAnEndHeightThePathIsPressedToItsEnd() {
        Press plain = Press.along(walkway);   // the example island's numbers are the defaults
        double[] h = plain.pathHeights(HeightFunction.of(ground));
        assertEquals(path[path.length - 2], h[h.length - 2], 1e-9);
        HeightFunction f = plain.apply(HeightFunction.of(ground));
        double x = walkway.x(walkway.pointCount() - 1);
        double z = walkway.z(walkway.pointCount() - 1);
        assertEquals(h[h.length - 1] - 0.05, f.height(x, z), 1e-9);
    }

    @Test
    void noDataStaysNoDataAndDoesNotSpread() {
        HeightfieldBuffer holed = ground.toBuffer();
        int hc = (int) Math.round(FRAME.column(-34));
        int hr = (int) Math.round(FRAME.row(450));
        holed.set(hc, hr, Double.NaN);   // a hole right under the walkway's third control point
        Heightfield pressed = press.apply(holed);
        assertTrue(Double.isNaN(pressed.get(hc, hr)));
        int nan = 0;
        for (int r = 0; r < ROWS; r++) {
            for (int c = 0; c < COLUMNS; c++) {
                nan += Double.isNaN(pressed.get(c, r)) ? 1 : 0;
            }
        }
        // the hole is left out of the path's box mean, so only the hole itself stays NaN
        assertTrue(nan == 1, nan + " NaN samples");
    }

    @Test
    void badParametersAreRefused() {
        Press b = Press.along(walkway);
        assertThrows(IllegalArgumentException.class, () -> b.withDepth(-0.01));
        assertThrows(IllegalArgumentException.class, () -> b.withEasing(6, 1.4));
        assertThrows(IllegalArgumentException.class, () -> b.withEasing(Double.NaN, 6));
        assertThrows(IllegalArgumentException.class, () -> b.withSmoothing(8, 2));
        assertThrows(IllegalArgumentException.class, () -> b.withSmoothing(9, -1));
        assertThrows(IllegalArgumentException.class, () -> b.withEnd(4.6, 14, 5));
        assertThrows(IllegalArgumentException.class, () -> b.withName(" "));
        HeightfieldBuffer frozen = ground.toBuffer();
        frozen.freeze();
        assertThrows(IllegalStateException.class, () -> press.applyTo(frozen));
    }
}
