package org.terrain4j.features.play;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.HeightFunction;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.testkit.ApiRule;

/** The play feature forms: closed forms of their profiles, the design angle under noise, errors, determinism. */
class PlayFeatureTest {

    /** Finite-difference step for gradients, metres: far below any feature's scale, far above rounding. */
    private static final double H = 1e-4;

    /** The four forms at their defaults, centred at (x, z), with a wobble drawn from the seed. */
    static List<PlayFeature> forms(long seed, double x, double z) {
        SplittableRandom r = new SplittableRandom(seed);
        return List.of(
                Knoll.at(x, z).withHeight(20 + 60 * r.nextDouble()).withFlankAngle(10 + 35 * r.nextDouble())
                        .withWobble(Wobble.of(1 + 8 * r.nextDouble(), 30 + 90 * r.nextDouble(), r.nextLong())),
                Dome.at(x, z).withHeight(20 + 80 * r.nextDouble()).withFlankAngle(20 + 40 * r.nextDouble())
                        .withWobble(Wobble.of(1 + 6 * r.nextDouble(), 40 + 60 * r.nextDouble(), r.nextLong())),
                Mesa.at(x, z).withHeight(15 + 60 * r.nextDouble()).withTopRadius(20 + 80 * r.nextDouble())
                        .withCliffAngle(50 + 30 * r.nextDouble()).withApron(0.4 * r.nextDouble(), 20 + 20 * r.nextDouble())
                        .withWobble(Wobble.of(2 + 10 * r.nextDouble(), 60 + 100 * r.nextDouble(), r.nextLong())),
                RockStack.at(x, z).withHeight(8 + 30 * r.nextDouble()).withTopRadius(2 + 6 * r.nextDouble())
                        .withCliffAngle(60 + 25 * r.nextDouble()).withApron(0.4 * r.nextDouble(), 25 + 15 * r.nextDouble())
                        .withWobble(Wobble.of(0.3 + r.nextDouble(), 8 + 10 * r.nextDouble(), r.nextLong())));
    }

    static Stream<Arguments> seeded() {
        List<Arguments> out = new ArrayList<>();
        for (long seed = 1; seed <= 6; seed++) {
            SplittableRandom r = new SplittableRandom(seed * 7919);
            double x = (r.nextDouble() - 0.5) * 2000;
            double z = (r.nextDouble() - 0.5) * 2000;
            for (PlayFeature f : forms(seed, x, z)) {
                out.add(Arguments.of("seed " + seed + " " + f.getClass().getSimpleName(), f));
            }
        }
        return out.stream();
    }

    static PlayFeature withoutWobble(PlayFeature f) {
        if (f instanceof Knoll k) {
            return k.withWobble(Wobble.none());
        }
        if (f instanceof Dome d) {
            return d.withWobble(Wobble.none());
        }
        if (f instanceof Mesa m) {
            return m.withWobble(Wobble.none());
        }
        return ((RockStack) f).withWobble(Wobble.none());
    }

    static double slopeDegrees(PlayFeature f, double x, double z) {
        double gx = (f.rise(x + H, z) - f.rise(x - H, z)) / (2 * H);
        double gz = (f.rise(x, z + H) - f.rise(x, z - H)) / (2 * H);
        return Math.toDegrees(Math.atan(Math.hypot(gx, gz)));
    }

    /** The steepest slope of the form's rise over a lattice covering its reach, degrees. */
    static double steepest(PlayFeature f) {
        double reach = f.reach();
        double step = reach / 200;
        double worst = 0;
        for (double z = -reach; z <= reach; z += step) {
            for (double x = -reach; x <= reach; x += step) {
                worst = Math.max(worst, slopeDegrees(f, f.centre().x() + x + step * 0.37, f.centre().z() + z + step * 0.61));
            }
        }
        return worst;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("seeded")
    void theTopStandsAtItsHeightAtTheCentre(String name, PlayFeature f) {
        assertEquals(f.height(), f.rise(f.centre().x(), f.centre().z()), 0, name);
        // On flat ground at 7 m, a grid with a sample on the centre.
        int n = 2 * (int) Math.ceil(f.reach() / 2) + 11;
        double spacing = 2;
        GridFrame frame = GridFrame.of(f.centre().x() - (n - 1) / 2 * spacing, f.centre().z() - (n - 1) / 2 * spacing,
                spacing);
        HeightfieldBuffer ground = new HeightfieldBuffer(n, n, frame).fill(7);
        f.applyTo(ground);
        assertEquals(7 + f.height(), ground.get((n - 1) / 2, (n - 1) / 2), 1e-4, name);
        assertEquals(7 + f.height(), ground.freeze().max(), 1e-4, name + ": nothing stands above the top");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("seeded")
    void withoutNoiseTheFlankReachesItsDesignAngleAndTheFootprintItsClosedForm(String name, PlayFeature noisy) {
        PlayFeature f = withoutWobble(noisy);
        double steepest = steepest(f);
        assertTrue(steepest <= f.designAngle() + 1e-6, name + ": " + steepest + "° over " + f.designAngle() + "°");
        assertTrue(steepest > f.designAngle() - 0.5, name + ": the bound is reached, " + steepest + "°");
        double radius = closedFormFootprint(f);
        assertEquals(radius, f.reach(), 1e-9 * radius, name);
        for (double angle = 0; angle < 2 * Math.PI; angle += 0.7) {
            double cx = f.centre().x();
            double cz = f.centre().z();
            assertTrue(f.rise(cx + (radius - 0.05) * Math.cos(angle), cz + (radius - 0.05) * Math.sin(angle)) > 0, name);
            assertEquals(0, f.rise(cx + (radius + 0.05) * Math.cos(angle), cz + (radius + 0.05) * Math.sin(angle)), 0,
                    name);
        }
    }

    /** The footprint worked from each form's profile by hand (no noise, so k = 1). */
    static double closedFormFootprint(PlayFeature f) {
        if (f instanceof Knoll k) {
            return 1.5 * k.height() / Math.tan(Math.toRadians(k.flankAngle()));
        }
        if (f instanceof Dome d) {
            return 4 * d.height() / Math.tan(Math.toRadians(d.flankAngle()));
        }
        double top;
        double h;
        double cliff;
        double share;
        double apron;
        if (f instanceof Mesa m) {
            top = m.topRadius();
            h = m.height();
            cliff = m.cliffAngle();
            share = m.apronShare();
            apron = m.apronAngle();
        } else {
            RockStack s = (RockStack) f;
            top = s.topRadius();
            h = s.height();
            cliff = s.cliffAngle();
            share = s.apronShare();
            apron = s.apronAngle();
        }
        return top + h * (1 - share) / Math.tan(Math.toRadians(cliff)) + h * share / Math.tan(Math.toRadians(apron));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("seeded")
    void withNoiseInMetresTheFlankStaysWithinItsDesignAngle(String name, PlayFeature f) {
        // Seed 004: an outline noised as a share of the distance tripled a ramp's slope. Noise in metres, with the
        // profile's slope divided by the wobble's slope factor, keeps every flank within its design angle.
        assertTrue(f.reach() > closedFormFootprint(withoutWobble(f)), name + ": the wobble widens the footprint");
        double steepest = steepest(f);
        assertTrue(steepest <= f.designAngle() + 1e-6, name + ": " + steepest + "° over " + f.designAngle() + "°");
    }

    @Test
    void theWobbleMovesTheDistanceByMetresWhateverTheDistance() {
        Wobble w = Wobble.of(5, 40, 11);
        double bound = 2 * Math.PI / 40;
        double steepest = 0;
        for (double d : new double[] {1, 100, 1e4, 1e6}) {
            for (double a = 0; a < 2 * Math.PI; a += 0.01) {
                double x = d * Math.cos(a);
                double z = d * Math.sin(a);
                double offset = w.offset(x, z, 0, 0);
                assertTrue(Math.abs(offset) <= 10, "at " + d + " m: " + offset);
                assertTrue(Math.abs(w.unit(x, z)) <= 1);
                double gx = (w.unit(x + H, z) - w.unit(x - H, z)) / (2 * H);
                double gz = (w.unit(x, z + H) - w.unit(x, z - H)) / (2 * H);
                steepest = Math.max(steepest, Math.hypot(gx, gz));
            }
        }
        assertTrue(steepest <= bound * (1 + 1e-6), steepest + " per metre over the bound " + bound);
        assertTrue(steepest > 0.3 * bound, "the bound is not vacuous: " + steepest);
        assertEquals(0, w.offset(3, 4, 3, 4), 0, "no offset at the centre");
        assertEquals(1 + 2 * Math.PI * 5 / 40, w.slopeFactor(), 1e-15);
        // The fold limit: a slope factor of at most 4, an amplitude of at most 3·wavelength/(2π).
        double limit = 3 * 40 / (2 * Math.PI);
        assertEquals(4, Wobble.of(limit, 40, 1).slopeFactor(), 1e-12);
        IllegalArgumentException fold = assertThrows(IllegalArgumentException.class,
                () -> Wobble.of(limit * 1.001, 40, 1));
        assertTrue(fold.getMessage().contains("amplitude") && fold.getMessage().contains("19.1"), fold.getMessage());
        assertEquals(1, Wobble.none().slopeFactor());
    }

    @Test
    void theSameSeedGivesTheSameBitsAndAnotherSeedAnotherOutline() {
        Knoll a = Knoll.at(10, 20).withWobble(Wobble.of(4, 60, 99));
        Knoll b = Knoll.at(10, 20).withWobble(Wobble.of(4, 60, 99));
        Knoll c = Knoll.at(10, 20).withWobble(Wobble.of(4, 60, 100));
        assertEquals(a, b);
        HeightfieldBuffer ground = new HeightfieldBuffer(201, 201, GridFrame.centred(201, 201, 2));
        float[] one = a.apply(ground).toArray();
        float[] two = b.apply(ground).toArray();
        float[] three = c.apply(ground).toArray();
        assertArrayEquals(one, two);
        int differ = 0;
        for (int i = 0; i < one.length; i++) {
            if (one[i] != three[i]) {
                differ++;
            }
        }
        assertTrue(differ > 1000, differ + " samples differ between seeds");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("seeded")
    void aFormOnlyFillsAndLeavesTheGroundBeyondItsReachBitForBit(String name, PlayFeature f) {
        // A tilted plane, 8 % across x: nothing is lowered, nothing beyond the reach changes, and the function form
        // agrees with the grid form at the samples.
        int n = 2 * (int) Math.ceil(f.reach() / 2) + 41;
        double spacing = 2;
        GridFrame frame = GridFrame.of(f.centre().x() - (n - 1) / 2 * spacing + 0.7,
                f.centre().z() - (n - 1) / 2 * spacing - 0.3, spacing);
        HeightFunction plane = (x, z) -> 50 + 0.08 * (x - f.centre().x()) + 0.01 * z;
        Heightfield before = Heightfield.sampled(frame, n, n, plane);
        Heightfield after = f.apply(before);
        HeightFunction function = f.apply(plane);
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                double x = frame.x(c);
                double z = frame.z(r);
                assertTrue(after.get(c, r) >= before.get(c, r), name);
                double d = Math.hypot(x - f.centre().x(), z - f.centre().z());
                if (d >= f.reach() - 2 && d < f.reach()) {
                    // No step where the form meets lower ground: within 2 m of its reach it has come down to within
                    // two metres' fall at the design angle, scaled by how far below the top the ground lies.
                    double bound = 2 * Math.tan(Math.toRadians(f.designAngle())) * (1 + 0.1 * f.reach() / f.height());
                    assertTrue(after.get(c, r) - before.get(c, r) <= bound + 1e-4,
                            name + ": " + (after.get(c, r) - before.get(c, r)) + " m over the ground at " + d + " m");
                }
                if (d >= f.reach()) {
                    assertEquals(Float.floatToRawIntBits((float) before.get(c, r)),
                            Float.floatToRawIntBits((float) after.get(c, r)), name);
                }
                assertEquals(after.get(c, r), function.height(x, z), 2e-3, name);
            }
        }
    }

    @Test
    void aMesaTopIsLevelAndItsCliffMeetsTheApronAtItsShareOfTheHeight() {
        Mesa m = Mesa.at(0, 0).withWobble(Wobble.none()).withHeight(40).withTopRadius(60).withCliffAngle(60)
                .withApron(0.25, 30);
        for (double d = 0; d <= 60; d += 0.5) {
            assertEquals(40, m.rise(d * 0.6, d * 0.8), 0);
        }
        double foot = 60 + 30 / Math.tan(Math.toRadians(60));
        assertEquals(10, m.rise(foot, 0), 1e-9, "the cliff's foot stands at a quarter of the height");
        assertEquals(40 - 1 * Math.tan(Math.toRadians(60)), m.rise(61, 0), 1e-9);
        assertEquals(10 - 2 * Math.tan(Math.toRadians(30)), m.rise(foot + 2, 0), 1e-9);
        Knoll k = Knoll.at(0, 0).withWobble(Wobble.none()).withHeight(44).withFlankAngle(24);
        double r = 1.5 * 44 / Math.tan(Math.toRadians(24));
        assertEquals(22, k.rise(r / 2, 0), 1e-9, "half height at half the footprint");
        assertEquals(Math.tan(Math.toRadians(24)), (k.rise(r / 2 + H, 0) - k.rise(r / 2 - H, 0)) / (-2 * H), 1e-6);
    }

    static Stream<Arguments> badSettings() {
        Wobble w = Wobble.none();
        GroundPoint p = new GroundPoint(0, 0);
        return Stream.of(
                Arguments.of("height", (Supplier<Object>) () -> Knoll.at(0, 0).withHeight(0)),
                Arguments.of("height", (Supplier<Object>) () -> Knoll.at(0, 0).withHeight(Double.NaN)),
                Arguments.of("height", (Supplier<Object>) () -> Dome.at(0, 0).withHeight(301)),
                Arguments.of("flankAngle", (Supplier<Object>) () -> Knoll.at(0, 0).withFlankAngle(46)),
                Arguments.of("flankAngle", (Supplier<Object>) () -> Dome.at(0, 0).withFlankAngle(0)),
                Arguments.of("flankAngle", (Supplier<Object>) () -> Dome.at(0, 0).withFlankAngle(Double.NaN)),
                Arguments.of("topRadius", (Supplier<Object>) () -> Mesa.at(0, 0).withTopRadius(5)),
                Arguments.of("topRadius", (Supplier<Object>) () -> RockStack.at(0, 0).withTopRadius(31)),
                Arguments.of("cliffAngle", (Supplier<Object>) () -> Mesa.at(0, 0).withCliffAngle(81)),
                Arguments.of("cliffAngle", (Supplier<Object>) () -> RockStack.at(0, 0).withCliffAngle(86)),
                Arguments.of("apronShare", (Supplier<Object>) () -> Mesa.at(0, 0).withApron(0.95, 30)),
                Arguments.of("apronAngle", (Supplier<Object>) () -> Mesa.at(0, 0).withApron(0.3, 70)),
                Arguments.of("apronAngle", (Supplier<Object>) () -> RockStack.at(0, 0).withApron(0.3, 0)),
                Arguments.of("amplitude", (Supplier<Object>) () -> Wobble.of(-1, 50, 0)),
                Arguments.of("amplitude", (Supplier<Object>) () -> Wobble.of(30, 40, 0)),
                Arguments.of("wavelength", (Supplier<Object>) () -> Wobble.of(1, 0.5, 0)),
                Arguments.of("wavelength", (Supplier<Object>) () -> Wobble.of(1, Double.POSITIVE_INFINITY, 0)),
                Arguments.of("name", (Supplier<Object>) () -> Knoll.at(0, 0).withName(" ")),
                Arguments.of("x", (Supplier<Object>) () -> Knoll.at(Double.NaN, 0)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badSettings")
    void badSettingsAreRefusedByName(String parameter, Supplier<Object> make) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, make::get);
        assertTrue(e.getMessage().contains(parameter), e.getMessage());
    }

    @Test
    void nullsAndAGridWithoutTheCentreAreRefused() {
        assertThrows(NullPointerException.class, () -> Knoll.at(0, 0).withWobble(null));
        assertThrows(NullPointerException.class, () -> Dome.at(0, 0).withWobble(null));
        HeightfieldBuffer ground = new HeightfieldBuffer(11, 11, GridFrame.of(0, 0, 1));
        IllegalArgumentException off = assertThrows(IllegalArgumentException.class,
                () -> Knoll.at(50, 5).applyTo(ground));
        assertTrue(off.getMessage().contains("centre"), off.getMessage());
        ground.set(5, 5, Double.NaN);
        IllegalArgumentException nan = assertThrows(IllegalArgumentException.class,
                () -> Knoll.at(5, 5).applyTo(ground));
        assertTrue(nan.getMessage().contains("finite"), nan.getMessage());
        HeightfieldBuffer frozen = new HeightfieldBuffer(11, 11, GridFrame.of(0, 0, 1));
        frozen.freeze();
        assertThrows(IllegalStateException.class, () -> Knoll.at(5, 5).applyTo(frozen));
        assertFalse(Knoll.at(0, 0).equals(Dome.at(0, 0)));
    }

    @Test
    void theFormsFollowTheParameterObjectRule() {
        assertEquals(List.of(), ApiRule.violations(Knoll.class, Dome.class, Mesa.class, RockStack.class, Wobble.class, Lookout.class));
    }
}
