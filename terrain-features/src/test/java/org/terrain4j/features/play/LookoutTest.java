package org.terrain4j.features.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.features.Spine;

/**
 * The ridge lookout (seed 004): fill only (no summit lowered), at most 30 m of fill, a level top at the highest
 * ground within 60 m, and a way up whose centre line falls at the ramp angle with noise in metres on its edges.
 */
class LookoutTest {

    /** A cone 150 m high falling at 0.5 m/m (26.6°, steeper than the ramp) with a 25 m col across the route. */
    static Heightfield hill(long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        double colAt = 200 + 150 * r.nextDouble();
        GridFrame frame = GridFrame.of(-300, -200, 2);
        int columns = 301;
        int rows = 451;
        float[] h = new float[columns * rows];
        for (int row = 0; row < rows; row++) {
            for (int c = 0; c < columns; c++) {
                double x = frame.x(c);
                double z = frame.z(row);
                double cone = 150 - 0.5 * Math.hypot(x, z);
                double col = 25 * Math.exp(-(z - colAt) * (z - colAt) / (2 * 30 * 30));
                h[row * columns + c] = (float) Math.max(0, cone - col);
            }
        }
        return Heightfield.of(columns, rows, h).withFrame(frame);
    }

    /** A route from the south up to near the top, bending by the seed. */
    static List<GroundPoint> route(long seed) {
        SplittableRandom r = new SplittableRandom(seed + 1);
        double bend = 10 + 40 * r.nextDouble();
        List<GroundPoint> out = new ArrayList<>();
        for (double z = 680; z >= 20; z -= 50) {
            out.add(new GroundPoint(bend * Math.sin(z / 120), z));
        }
        return out;
    }

    static Stream<Arguments> seeded() {
        List<Arguments> out = new ArrayList<>();
        for (long seed = 1; seed <= 4; seed++) {
            SplittableRandom r = new SplittableRandom(seed * 31);
            Lookout l = Lookout.at(20 * r.nextDouble() - 10, 30 * r.nextDouble() - 15).withRoute(route(seed))
                    .withWobble(Wobble.of(1 + 2 * r.nextDouble(), 30 + 50 * r.nextDouble(), r.nextLong()));
            out.add(Arguments.of("seed " + seed, seed, l));
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("seeded")
    void fillOnlyNoSummitLoweredAtMostThirtyMetresAndALevelTopAtTheHighestGround(String name, long seed, Lookout l) {
        Heightfield before = hill(seed);
        HeightfieldBuffer after = before.toBuffer();
        GroundPoint top = l.applyTo(after);
        double highestNear = Double.NEGATIVE_INFINITY;
        double maxBefore = Double.NEGATIVE_INFINITY;
        double maxAfter = Double.NEGATIVE_INFINITY;
        double mostFill = 0;
        for (int r = 0; r < before.rows(); r++) {
            for (int c = 0; c < before.columns(); c++) {
                double g = before.get(c, r);
                double a = after.get(c, r);
                assertTrue(a >= g, name + ": sample (" + c + ", " + r + ") lowered from " + g + " to " + a);
                mostFill = Math.max(mostFill, a - g);
                maxBefore = Math.max(maxBefore, g);
                maxAfter = Math.max(maxAfter, a);
                if (Math.hypot(before.frame().x(c) - l.asked().x(), before.frame().z(r) - l.asked().z()) <= 60) {
                    highestNear = Math.max(highestNear, g);
                }
            }
        }
        assertTrue(mostFill <= 30 + 1e-3, name + ": fill " + mostFill + " m");
        assertTrue(mostFill > 5, name + ": the way up fills the col, fill " + mostFill + " m");
        assertEquals(maxBefore, maxAfter, 1e-4, name + ": the summit stands where it stood");
        assertEquals(highestNear, after.heightAt(top.x(), top.z()), 1e-4, name + ": the top's level");
        // level top: every sample within the top radius less the wobble's reach stands at the level
        double level = highestNear;
        double inner = l.topRadius() - 2 * l.wobble().amplitude();
        for (int r = 0; r < before.rows(); r++) {
            for (int c = 0; c < before.columns(); c++) {
                if (Math.hypot(before.frame().x(c) - top.x(), before.frame().z(r) - top.z()) < inner) {
                    assertEquals(level, after.get(c, r), 1e-3, name + ": top sample (" + c + ", " + r + ")");
                }
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("seeded")
    void withNoiseInMetresTheRampsCentreLineStaysWithinItsDesignAngle(String name, long seed, Lookout l) {
        Heightfield before = hill(seed);
        HeightfieldBuffer after = before.toBuffer();
        GroundPoint top = l.applyTo(after);
        Spine way = l.way(top).orElseThrow();
        assertEquals(l.rampLength() + 0, way.length(), 0.1 * l.rampLength(), name + ": the ramp is about 600 m");
        double tan = Math.tan(Math.toRadians(l.rampAngle()));
        int filledSteps = 0;
        double steepest = 0;
        double rest = Math.tan(Math.toRadians(38));
        double shoulderReach = l.topRadius() + l.maxFill() / Math.tan(Math.toRadians(l.shoulderAngle()))
                + 2 * l.wobble().amplitude();
        for (double s = 0; s + 10 < way.length() - shoulderReach; s += 2) {
            GroundPoint p = way.spotAt(s);
            GroundPoint q = way.spotAt(s + 10);
            if (filledAround(before, after, p, l.maxFill()) && filledAround(before, after, q, l.maxFill())) {
                filledSteps++;
                double slope = (after.heightAt(q.x(), q.z()) - after.heightAt(p.x(), p.z()))
                        / Math.hypot(q.x() - p.x(), q.z() - p.z());
                steepest = Math.max(steepest, Math.abs(slope));
            }
        }
        assertTrue(filledSteps > 10, name + ": " + filledSteps + " filled steps");
        assertTrue(steepest <= tan * 1.03, name + ": steepest " + Math.toDegrees(Math.atan(steepest)) + "°");
    }

    /** Whether the four samples round a point were all raised by the ramp, and none reached the fill's limit. */
    private static boolean filledAround(Heightfield before, HeightfieldBuffer after, GroundPoint p, double maxFill) {
        int c = (int) Math.floor((p.x() - before.frame().originX()) / 2);
        int r = (int) Math.floor((p.z() - before.frame().originZ()) / 2);
        for (int dr = 0; dr <= 1; dr++) {
            for (int dc = 0; dc <= 1; dc++) {
                double fill = after.get(c + dc, r + dr) - before.get(c + dc, r + dr);
                if (!(fill > 0.5 && fill < maxFill - 0.5)) {
                    return false;
                }
            }
        }
        return true;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("seeded")
    void theWayUpIsAStripAlongTheRouteWithWanderingEdgesNotASlab(String name, long seed, Lookout l) {
        Heightfield before = hill(seed);
        HeightfieldBuffer after = before.toBuffer();
        GroundPoint top = l.applyTo(after);
        Spine way = l.way(top).orElseThrow();
        double rest = Math.tan(Math.toRadians(38));
        double side = l.rampHalfWidth() + l.maxFill() / Math.tan(Math.toRadians(l.rampSideAngle()))
                + 3 * l.maxFill() / rest + 2 * l.wobble().amplitude();
        double shoulder = l.topRadius() + l.maxFill() / Math.tan(Math.toRadians(l.shoulderAngle()))
                + 3 * l.maxFill() / rest + 2 * l.wobble().amplitude();
        for (int r = 0; r < before.rows(); r++) {
            for (int c = 0; c < before.columns(); c++) {
                if (after.get(c, r) > before.get(c, r)) {
                    double x = before.frame().x(c);
                    double z = before.frame().z(r);
                    boolean nearTop = Math.hypot(x - top.x(), z - top.z()) <= shoulder;
                    assertTrue(nearTop || way.distance(x, z, side + 1) <= side,
                            name + ": raised sample (" + x + ", " + z + ") off the strip");
                }
            }
        }
        // the strip's edge: along the lower half of the ramp (away from the shoulder), the farthest raised ground
        // to the east of the centre line, every 10 m; noise in metres makes it wander, a slab would keep it straight
        double sum = 0;
        double sumSq = 0;
        int n = 0;
        for (double s = 20; s < way.length() / 2; s += 10) {
            GroundPoint p = way.spotAt(s);
            double edge = 0;
            for (double e = 0; e <= side; e += 0.5) {
                double x = p.x() + e;
                if (after.heightAt(x, p.z()) - before.heightAt(x, p.z()) > 0.05) {
                    edge = e;
                }
            }
            sum += edge;
            sumSq += edge * edge;
            n++;
        }
        double spread = Math.sqrt(Math.max(0, sumSq / n - (sum / n) * (sum / n)));
        assertTrue(spread > 0.3 * l.wobble().amplitude(), name + ": the edge wanders by " + spread + " m");
    }

    @Test
    void withoutARouteThereIsNoWayAndTheTopIsStillLaid() {
        Heightfield before = hill(1);
        HeightfieldBuffer after = before.toBuffer();
        Lookout l = Lookout.at(0, 0);
        GroundPoint top = l.applyTo(after);
        assertTrue(l.way(top).isEmpty());
        assertEquals(150, after.heightAt(top.x(), top.z()), 1e-3);
        assertTrue(after.get(150, 100 + 3) > before.get(150, 100 + 3), "the top's ground 6 m out is raised");
    }

    @Test
    void badSettingsAreRefusedNamingTheParameter() {
        Lookout l = Lookout.at(0, 0);
        assertTrue(assertThrows(IllegalArgumentException.class, () -> l.withTop(0.5, 60)).getMessage()
                .contains("topRadius"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> l.withTop(10, -1)).getMessage()
                .contains("snapRadius"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> l.withRamp(600, 50, 3, 33)).getMessage()
                .contains("rampAngle"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> l.withRamp(600, Double.NaN, 3, 33))
                .getMessage().contains("rampAngle"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> l.withMaxFill(0)).getMessage()
                .contains("maxFill"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> l.withShoulderAngle(46)).getMessage()
                .contains("shoulderAngle"));
        assertThrows(NullPointerException.class, () -> l.withRoute(null));
        HeightfieldBuffer frozen = hill(1).toBuffer();
        frozen.freeze();
        assertThrows(IllegalStateException.class, () -> l.applyTo(frozen));
    }
}
