package org.terrain4j.erosion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.testkit.Cases;

/**
 * The settings that follow the grid, moved out of {@code terrain erode}: {@link Hydraulic#dropsFor},
 * {@link Hydraulic#meanSlope} with {@link Hydraulic#slopeScaleExponent}, and the stream-power work estimate
 * ({@link StreamPower#steps}, {@link StreamPower#diffusionSubSteps}, {@link StreamPower#work}).
 */
class GridScaledSettingsTest {

    private static final double TOLERANCE = 1e-12;

    @Test
    void oneDropForEveryFourSamplesAtLeastOne() {
        assertEquals(1, Hydraulic.dropsFor(0));
        assertEquals(1, Hydraulic.dropsFor(7));
        assertEquals(2, Hydraulic.dropsFor(8));
        assertEquals(262_656, Hydraulic.dropsFor(1025L * 1025)); // 1 050 625 / 4 = 262 656.25
        assertEquals(Long.MAX_VALUE / 4, Hydraulic.dropsFor(Long.MAX_VALUE));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Hydraulic.dropsFor(-1));
        assertTrue(e.getMessage().contains("samples") && e.getMessage().contains("-1"), e.getMessage());
    }

    static Stream<Named<Long>> planes() {
        return Cases.seeds(0x510EL, 30);
    }

    /** A plane {@code h = a·x + b·z} has the slope {@code hypot(a, b)} at every cell, whatever the spacings. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("planes")
    void aPlaneHasItsOwnSlope(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        double a = rnd.nextDouble(-2, 2);
        double b = rnd.nextDouble(-2, 2);
        double sx = Math.scalb(1.0, rnd.nextInt(-2, 5));
        double sz = Math.scalb(1.0, rnd.nextInt(-2, 5));
        int columns = 2 + rnd.nextInt(20);
        int rows = 2 + rnd.nextInt(20);
        float[] h = new float[columns * rows];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                h[r * columns + c] = (float) (a * c * sx + b * r * sz);
            }
        }
        Heightfield plane = Heightfield.of(columns, rows, h).withFrame(GridFrame.of(0, 0, 1).withSpacing(sx, sz));
        // float storage rounds each height to a relative 6e-8; over a step of a·sx that is a small relative error
        double expected = Math.hypot(a, b);
        double heights = (Math.abs(a) * sx * columns + Math.abs(b) * sz * rows) * 0x1p-23;
        assertEquals(expected, Hydraulic.meanSlope(plane), 4 * heights / Math.min(sx, sz) + TOLERANCE);
    }

    @Test
    void flatGroundAndVoidsDoNotCount() {
        // left half a ramp of slope 0.5 along x, right half flat: the flat cells are left out, not averaged in
        float[] h = {
            0, 0.5f, 1, 1, 1,
            0, 0.5f, 1, 1, 1,
            0, 0.5f, 1, 1, Float.NaN,
        };
        Heightfield f = Heightfield.of(5, 3, h);
        assertEquals(0.5, Hydraulic.meanSlope(f), TOLERANCE);
        assertTrue(Double.isNaN(Hydraulic.meanSlope(Heightfield.of(3, 3, new float[9]))));
        assertTrue(Double.isNaN(Hydraulic.meanSlope(Heightfield.of(1, 4, new float[] {0, 1, 2, 3}))));
        assertThrows(NullPointerException.class, () -> Hydraulic.meanSlope(null));
    }

    @Test
    void theReferenceSlopeIsTheReadmeField() {
        double slope = Hydraulic.meanSlope(Heightfield.diamondSquare(257, 0.5, 7));
        assertEquals(Hydraulic.REFERENCE_SLOPE, slope, 0.00005, "the README's example field");
        assertEquals(0, Hydraulic.slopeScaleExponent(slope));
    }

    @Test
    void theExponentIsTheNearestPowerOfTwo() {
        double ref = Hydraulic.REFERENCE_SLOPE;
        assertEquals(0, Hydraulic.slopeScaleExponent(ref));
        assertEquals(5, Hydraulic.slopeScaleExponent(ref / 32));
        assertEquals(-3, Hydraulic.slopeScaleExponent(ref * 8));
        // nearest in the logarithm: 2^2.4 rounds to 2, 2^2.6 to 3
        assertEquals(2, Hydraulic.slopeScaleExponent(ref / Math.pow(2, 2.4)));
        assertEquals(3, Hydraulic.slopeScaleExponent(ref / Math.pow(2, 2.6)));
        assertEquals(-2, Hydraulic.slopeScaleExponent(ref * Math.pow(2, 2.4)));
        // clamped so float heights stay finite and normal
        assertEquals(60, Hydraulic.slopeScaleExponent(1e-300));
        assertEquals(-60, Hydraulic.slopeScaleExponent(1e300));
        // nothing to scale
        assertEquals(0, Hydraulic.slopeScaleExponent(0));
        assertEquals(0, Hydraulic.slopeScaleExponent(-1));
        assertEquals(0, Hydraulic.slopeScaleExponent(Double.NaN));
        assertEquals(0, Hydraulic.slopeScaleExponent(Double.POSITIVE_INFINITY));
    }

    @Test
    void aDemScaledByTheExponentHasAboutTheReferenceSlope() {
        // a 10 m grid with heights in metres rising 30 % over a sample: far steeper than the reference
        Heightfield dem = Heightfield.diamondSquare(65, 0.6, 3).map(v -> v * 400)
                .withFrame(GridFrame.of(0, 0, 10));
        double slope = Hydraulic.meanSlope(dem);
        int e = Hydraulic.slopeScaleExponent(slope);
        double k = Math.scalb(1.0, e);
        double seen = Hydraulic.meanSlope(dem.map(v -> v * k));
        assertTrue(seen / Hydraulic.REFERENCE_SLOPE >= Math.sqrt(0.5) && seen / Hydraulic.REFERENCE_SLOPE <= Math.sqrt(2),
                "within half a power of two: " + seen);
        assertEquals(slope * k, seen, 1e-12 * seen, "a power of two scales the slope exactly");
    }

    @Test
    void stepsAreTheCeilingOfYearsOverTheStep() {
        assertEquals(10, StreamPower.incision().steps());
        assertEquals(4, StreamPower.incision().withTimeStepAndYears(3, 10).steps());
        assertEquals(0, StreamPower.incision().withYears(0).steps());
    }

    @Test
    void diffusionSubStepsFollowTheStabilityLimit() {
        GridFrame tenMetres = GridFrame.of(0, 0, 10);
        assertEquals(0, StreamPower.incision().diffusionSubSteps(tenMetres));
        // κ = 1 m²/yr over 10 m: 0.5 / (1 · (1/100 + 1/100)) = 25 years a sub-step; 10 000 / 25 = 400
        assertEquals(400, StreamPower.incision().withDiffusivity(1).diffusionSubSteps(tenMetres));
        // a step shorter than the run: the step; longer: the run
        assertEquals(4, StreamPower.incision().withDiffusivity(1).withTimeStepAndYears(100, 1000)
                .diffusionSubSteps(tenMetres));
        assertEquals(2, StreamPower.incision().withDiffusivity(1).withTimeStepAndYears(100, 30)
                .diffusionSubSteps(tenMetres));
        // unequal spacings: 0.5 / (1/100 + 1/400) = 40 years; 10 000 / 40 = 250
        assertEquals(250, StreamPower.incision().withDiffusivity(1)
                .diffusionSubSteps(GridFrame.of(0, 0, 1).withSpacing(10, 20)));
        assertThrows(NullPointerException.class, () -> StreamPower.incision().diffusionSubSteps(null));
    }

    @Test
    void workIsStepsTimesSamplesWithDiffusionAtASixteenth() {
        Heightfield volcanoSized = Heightfield.of(87, 61, new float[87 * 61]).withFrame(GridFrame.of(0, 0, 10));
        assertEquals(10.0 * 5307, StreamPower.incision().work(volcanoSized));
        assertEquals(10.0 * 5307 * (1 + 400 / 16.0), StreamPower.incision().withDiffusivity(1).work(volcanoSized));
        assertEquals(0, StreamPower.incision().withYears(0).work(volcanoSized));
        assertThrows(NullPointerException.class, () -> StreamPower.incision().work(null));
    }

    @Test
    void theSubStepCountIsTheOneARunRefusesAbove() {
        GridFrame metre = GridFrame.of(0, 0, 1);
        Heightfield ramp = Heightfield.of(4, 4, (u, v) -> u + v).withFrame(metre);
        // κ = 2^17 m²/yr on a 1 m grid: sub-steps of 2^-19 years, 524 288 a 1-year step, which runs;
        // κ = 2^18: 1 048 576, more than the 1e6 a run takes (the library's own limit), refused
        StreamPower under = StreamPower.incision().withTimeStepAndYears(1, 1).withDiffusivity(0x1p17);
        assertEquals(524_288, under.diffusionSubSteps(metre));
        under.erodeWithMasks(ramp, ProgressListener.NONE);
        StreamPower over = under.withDiffusivity(0x1p18);
        assertEquals(1_048_576, over.diffusionSubSteps(metre));
        assertThrows(IllegalArgumentException.class, () -> over.erodeWithMasks(ramp, ProgressListener.NONE));
    }
}
