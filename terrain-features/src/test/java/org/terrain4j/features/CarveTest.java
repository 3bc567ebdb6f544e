package org.terrain4j.features;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.HeightFunction;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;

/**
 * The example island's brook: a table held 0.3 m below the ground around it, never rising, falling at least
 * 3 mm a metre in the yard; a trench with a flat bed of a half-width, banks of a slope and rounded
 * shoulders.
 */
class CarveTest {

    /** Float storage of heights up to 30 m rounds by under 2e-6 m. */
    private static final double FLOAT = 4e-6;

    private static final GridFrame FRAME = GridFrame.of(-90, 110, 1);
    private static final int COLUMNS = 151;
    private static final int ROWS = 411;

    /** The example island's dressed area, taken here as the yard where the water must keep falling. */
    static final Polygon YARD = Polygon.of(-190, 285, 175, 285, 200, 430, 175, 540, 120, 552, 60, 525, 0, 507,
            -60, 505, -120, 512, -200, 545, -215, 420);

    private static Spine brook;
    private static Heightfield ground;
    private static ControlCurve table;
    private static ControlCurve depth;
    private static ControlCurve halfBed;
    private static ControlCurve bank;
    private static ControlCurve rounding;
    private static Carve carve;
    private static double[] level;

    /** A slope down towards the sea (z grows southwards), with rolls across and along. */
    static double slope(double x, double z) {
        return 2 + 0.07 * (520 - z) + 0.6 * Math.sin(x / 9) + 0.3 * Math.cos(z / 7);
    }

    @BeforeAll
    static void build() {
        brook = Spine.through(Oracle.BROOK);
        ground = Oracle.frozen(COLUMNS, ROWS, FRAME, CarveTest::slope);
        // the example island's values; between them chosen here, with a rise at 13 the rules must remove
        table = ControlCurve.keyed(26, 0, 30.3, 1, 19.1, 2, 16.5, 12, 8, 13, 9.5, 25, 0.15);
        depth = ControlCurve.keyed(26, 0, 0.5, 8, 0.22, 24, 0.25, 25, 0.1);
        halfBed = ControlCurve.keyed(26, 0, 1.5, 8, 2.2, 24, 2.0, 25, 3.0);
        bank = ControlCurve.keyed(26, 0, 0.8, 8, 0.45, 25, 0.3);
        rounding = ControlCurve.keyed(26, 0, 1, 8, 0.6, 18, 1.5, 25, 1);
        WaterLevel rules = WaterLevel.heldTo(table).withBelowGround(0.3).withNeverRising(true).withFallingAtLeast(0.003, YARD);
        carve = Carve.along(brook, rules, depth, halfBed, bank, rounding).withName("brook");
        level = carve.levels(HeightFunction.of(ground));
    }

    /** The lowest ground at the point and at a/2 and a either side across the spine (the documented rule). */
    private static double groundAround(int i, double a) {
        int n = brook.pointCount();
        double x = brook.x(i);
        double z = brook.z(i);
        double tx = brook.x(Math.min(i + 1, n - 1)) - brook.x(Math.max(i - 1, 0));
        double tz = brook.z(Math.min(i + 1, n - 1)) - brook.z(Math.max(i - 1, 0));
        double len = Math.hypot(tx, tz);
        double low = ground.heightAt(x, z);
        for (double f : new double[] {-1, -0.5, 0.5, 1}) {
            low = Math.min(low, ground.heightAt(x - f * a * tz / len, z + f * a * tx / len));
        }
        return low;
    }

    @Test
    void levelNeverRisesDownstreamAndStaysBelowTheGroundAroundIt() {
        assertEquals(brook.pointCount(), level.length);
        for (int i = 0; i < level.length; i++) {
            double a = halfBed.at(brook.indexOf(i));
            assertTrue(level[i] <= groundAround(i, a) - 0.3 + 1e-12, "0.3 m below the ground around, point " + i);
            assertTrue(level[i] <= ground.heightAt(brook.x(i), brook.z(i)) - 0.3 + 1e-12);
            assertTrue(level[i] <= table.at(brook.indexOf(i)) + 1e-12, "never above the table");
            if (i > 0) {
                assertTrue(level[i] <= level[i - 1], "never rising at point " + i);
                if (YARD.contains(brook.x(i), brook.z(i))) {
                    double fall = 0.003 * (brook.alongOf(i) - brook.alongOf(i - 1));
                    assertTrue(level[i] <= level[i - 1] - fall + 1e-12, "falls 3 mm a metre in the yard, point " + i);
                }
            }
        }
        // the spring's table (30.3 m) is above this ground, so it is held down to the rule exactly
        assertEquals(Math.min(30.3, groundAround(0, 1.5) - 0.3), level[0], 1e-12);
    }

    @Test
    void levelFollowsTheTableWhereTheTableKeepsTheRules() {
        int followed = 0;
        for (int i = 1; i < level.length; i++) {
            double t = table.at(brook.indexOf(i));
            if (t <= groundAround(i, halfBed.at(brook.indexOf(i))) - 0.3 && t <= level[i - 1] - 0.01
                    && !YARD.contains(brook.x(i), brook.z(i))) {
                assertEquals(t, level[i], 1e-12, "point " + i);
                followed++;
            }
        }
        assertTrue(followed > 50, "followed " + followed);
    }

    @Test
    void bedIsFlatAcrossTheHalfWidthAndTheCarveOnlyLowers() {
        Heightfield carved = carve.apply(ground);
        int flat = 0;
        int bankSamples = 0;
        int untouched = 0;
        for (int r = 0; r < ROWS; r++) {
            for (int c = 0; c < COLUMNS; c++) {
                double before = ground.get(c, r);
                double after = carved.get(c, r);
                assertTrue(after <= before, "never raises");
                Oracle.Near n = Oracle.bruteNearest(brook.points(), FRAME.x(c), FRAME.z(r));
                int s = n.segment();
                double index = brook.indexOf(s) + n.t() * (brook.indexOf(s + 1) - brook.indexOf(s));
                double bed = level[s] + n.t() * (level[s + 1] - level[s]) - depth.at(index);
                double half = halfBed.at(index);
                double k = rounding.at(index);
                double trench = bed + Math.max(0, n.distance() - half) * bank.at(index);
                if (n.distance() <= half - 1e-6 && before >= bed) {
                    assertEquals(bed, after, FLOAT, "flat bed at " + FRAME.x(c) + ", " + FRAME.z(r));
                    flat++;
                } else if (trench >= before + k) {
                    assertEquals(before, after, 0, "beyond the shoulder at " + FRAME.x(c) + ", " + FRAME.z(r));
                    untouched++;
                } else if (n.distance() > half && trench <= before - k) {
                    assertEquals(trench, after, FLOAT, "the bank's slope at " + FRAME.x(c) + ", " + FRAME.z(r));
                    bankSamples++;
                }
            }
        }
        assertTrue(flat > 500 && untouched > 10_000 && bankSamples > 100, flat + " / " + untouched + " / "
                + bankSamples);
    }

    @Test
    void shoulderIsRoundedWithinTheSmoothMinimumsBound() {
        HeightFunction f = carve.apply(HeightFunction.of(ground));
        HeightFunction g = HeightFunction.of(ground);
        // across the middle of the brook at control point 9, out to 12 m on either side
        int i = 0;
        while (brook.indexOf(i) < 9) {
            i++;
        }
        double tx = brook.x(i + 1) - brook.x(i - 1);
        double tz = brook.z(i + 1) - brook.z(i - 1);
        double len = Math.hypot(tx, tz);
        for (double s = -12; s <= 12; s += 0.05) {
            double x = brook.x(i) - s * tz / len;
            double z = brook.z(i) + s * tx / len;
            Oracle.Near n = Oracle.bruteNearest(brook.points(), x, z);
            int seg = n.segment();
            double index = brook.indexOf(seg) + n.t() * (brook.indexOf(seg + 1) - brook.indexOf(seg));
            double bed = level[seg] + n.t() * (level[seg + 1] - level[seg]) - depth.at(index);
            double trench = bed + Math.max(0, n.distance() - halfBed.at(index)) * bank.at(index);
            double min = Math.min(g.height(x, z), trench);
            double v = f.height(x, z);
            assertTrue(v <= g.height(x, z) + 1e-12 && v <= Math.max(min, bed) + 1e-9
                    && v >= Math.max(min - rounding.at(index) / 4, bed) - 1e-9, "across at " + s + ": " + v);
        }
    }

    @Test
    void inPlaceCopyAndFunctionAgree() {
        Heightfield copy = carve.apply(ground);
        HeightfieldBuffer inPlace = ground.toBuffer();
        carve.applyTo(inPlace);
        assertEquals(copy, inPlace.snapshot());
        HeightFunction f = carve.apply(HeightFunction.of(ground));
        for (int r = 0; r < ROWS; r += 5) {
            for (int c = 0; c < COLUMNS; c += 2) {
                assertEquals(copy.get(c, r), f.height(FRAME.x(c), FRAME.z(r)), FLOAT);
            }
        }
        Carve limited = Carve.along(brook, carve.level(), depth, halfBed, bank, rounding).withReach(40);
        assertEquals(copy, limited.apply(ground), "a reach beyond every bank changes nothing");
    }

    @Test
    void theLandsOrderIsTheMeaning() {
        // a path across a brook: carving after pressing keeps the brook, pressing after carving fills it
        Spine road = Spine.through(-30, 0, 30, 0);
        Spine stream = Spine.through(0, -30, 0, 30);
        GridFrame frame = GridFrame.of(-40, -40, 0.5);
        Heightfield flatLand = Oracle.frozen(161, 161, frame, (x, z) -> 5 - 0.01 * z);
        Press walk = Press.along(road).withName("walkway");
        Carve cut = Carve.along(stream, WaterLevel.heldTo(ControlCurve.of(4, 3)).withBelowGround(0.3)
                .withNeverRising(true), ControlCurve.of(0.3, 0.3), ControlCurve.of(1, 1), ControlCurve.of(0.5, 0.5),
                ControlCurve.of(0.5, 0.5)).withName("brook");
        Heightfield pressedThenCarved = cut.apply(walk.apply(flatLand));
        Heightfield carvedThenPressed = walk.apply(cut.apply(flatLand));
        double bedAtCrossing = 3.5 - 0.3;   // level halfway between the table's 4 m and 3 m, less the depth
        assertEquals(bedAtCrossing, pressedThenCarved.heightAt(0, 0), 1e-5);
        assertTrue(carvedThenPressed.heightAt(0, 0) > 3.5, "the walkway filled the brook above its water");
    }

    @Test
    void badParametersAreRefused() {
        WaterLevel held = WaterLevel.heldTo(table);
        assertThrows(NullPointerException.class, () -> Carve.along(brook, held, depth, halfBed, null, rounding));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Carve.along(brook, held, depth, halfBed, ControlCurve.constant(26, 0), rounding));
        assertTrue(e.getMessage().contains("bank"), e.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> Carve.along(brook, held, depth, halfBed, ControlCurve.constant(25, 0.5), rounding));
        assertThrows(IllegalArgumentException.class, () -> carve.withBank(ControlCurve.constant(26, 0)));
        assertThrows(IllegalArgumentException.class, () -> carve.withReach(0));
        assertThrows(IllegalArgumentException.class, () -> carve.withName(" "));
        assertThrows(IllegalArgumentException.class, () -> WaterLevel.heldTo(table).withBelowGround(-0.3));
        assertThrows(IllegalArgumentException.class, () -> WaterLevel.heldTo(table).withFallingAtLeast(0.003, 10, 5));
    }
}
