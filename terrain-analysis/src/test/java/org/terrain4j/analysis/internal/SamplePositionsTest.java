package org.terrain4j.analysis.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.GridFrame;
import org.terrain4j.testkit.Cases;

class SamplePositionsTest {

    static Stream<Named<Long>> frames() {
        return Cases.seeds(0x5A3B1E_2026L, 60);
    }

    /**
     * A frame as real files give them: an origin anywhere from 0 to Web Mercator's 2·10⁷ m, either sign,
     * whole or not; a spacing from a millimetre to 10 km, whole metres or not.
     */
    static GridFrame frame(SplittableRandom rnd) {
        double ox = (rnd.nextBoolean() ? 1 : -1) * rnd.nextDouble(0, 2.1e7);
        double oz = (rnd.nextBoolean() ? 1 : -1) * rnd.nextDouble(0, 2.1e7);
        if (rnd.nextInt(4) == 0) {
            ox = Math.rint(ox);
            oz = Math.rint(oz);
        }
        double sx = Math.exp(rnd.nextDouble(Math.log(1e-3), Math.log(1e4)));
        double sz = rnd.nextInt(3) == 0 ? sx : Math.exp(rnd.nextDouble(Math.log(1e-3), Math.log(1e4)));
        return new GridFrame(ox, oz, sx, sz);
    }

    /** Every sample's own position maps back to its own column and row, exactly. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("frames")
    void aSamplesPositionMapsBackToItsOwnColumnAndRow(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        GridFrame f = frame(rnd);
        for (int k = 0; k < 2000; k++) {
            int c = k < 1000 ? k : rnd.nextInt(100_000);
            int r = k < 1000 ? 999 - k : rnd.nextInt(100_000);
            assertEquals(c, SamplePositions.column(f, f.x(c)), () -> f + " column " + c);
            assertEquals(r, SamplePositions.row(f, f.z(r)), () -> f + " row " + r);
        }
    }

    /**
     * Positions between samples are not moved: a quarter of a sample off stays off, and so does a
     * millionth where the frame's own rounding (ulp of the coordinates over the spacing) is finer than that.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("frames")
    void aPositionBetweenSamplesIsNotMoved(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        GridFrame f = frame(rnd);
        double resolution = Math.ulp(Math.abs(f.originX()) + 50_000 * f.spacingX()) / f.spacingX();
        double[] offsets = resolution < 1e-8 ? new double[] {0.25, -0.25, 1e-6, -1e-6} : new double[] {0.25, -0.25};
        for (int k = 0; k < 200; k++) {
            int c = rnd.nextInt(50_000);
            for (double off : offsets) {
                double x = f.x(c + off);
                double got = SamplePositions.column(f, x);
                assertEquals(f.column(x), got, () -> f + " column " + (c + off));
                assertEquals(c + off, got, 4 * resolution + 1e-12, () -> f + " column " + (c + off));
            }
        }
    }

    /** Why the snap is needed: the frame's own inverse misses many samples of real frames (the tester's UTM case). */
    @Test
    void theFramesOwnInverseMissesSamplesOfARealFrame() {
        GridFrame utm = new GridFrame(192_892.264758438628633, -4_038_864.858697273768485,
                82.788375599344519, 82.788375599344519);
        int missed = 0;
        int below = 0;
        for (int c = 0; c < 1000; c++) {
            double back = utm.column(utm.x(c));
            missed += back != c ? 1 : 0;
            below += back < c ? 1 : 0;
            assertEquals(c, SamplePositions.column(utm, utm.x(c)));
        }
        assertTrue(missed > 100 && below > 50, missed + " missed, " + below + " below");
    }

    @Test
    void interpolationDoesNotReadACornerWithoutWeight() {
        double nan = Double.NaN;
        assertEquals(3, SamplePositions.lerp(3, nan, 0));
        assertEquals(3, SamplePositions.lerp(nan, 3, 1));
        assertEquals(4, SamplePositions.lerp(2, 6, 0.5));
        assertTrue(Double.isNaN(SamplePositions.lerp(2, nan, 0.5)));
        // on a sample
        assertEquals(7, SamplePositions.bilinear(7, nan, nan, nan, 0, 0));
        assertEquals(7, SamplePositions.bilinear(nan, 7, nan, nan, 1, 0));
        assertEquals(7, SamplePositions.bilinear(nan, nan, 7, nan, 0, 1));
        assertEquals(7, SamplePositions.bilinear(nan, nan, nan, 7, 1, 1));
        // on the line between two samples
        assertEquals(5, SamplePositions.bilinear(4, 6, nan, nan, 0.5, 0));
        assertEquals(5, SamplePositions.bilinear(nan, nan, 4, 6, 0.5, 1));
        assertEquals(5, SamplePositions.bilinear(4, nan, 6, nan, 0, 0.5));
        // inside: all four
        assertEquals(2.5, SamplePositions.bilinear(1, 2, 3, 4, 0.5, 0.5));
        assertEquals(1 * 0.56 + 2 * 0.14 + 3 * 0.24 + 4 * 0.06, SamplePositions.bilinear(1, 2, 3, 4, 0.2, 0.3), 1e-12);
        assertTrue(Double.isNaN(SamplePositions.bilinear(1, 2, 3, nan, 0.5, 0.5)));
    }
}
