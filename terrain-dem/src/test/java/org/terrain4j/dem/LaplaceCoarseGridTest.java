package org.terrain4j.dem;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.ProgressListener;

/**
 * The Laplace fill's coarse-to-fine start changes the speed, not the answer: on voids large enough to
 * take the coarse grids, a plane is still continued exactly (the closed form of a harmonic surface),
 * and the fill equals the plain conjugate-gradient fill (no coarse grid) within the tolerance's
 * reach; the maximum principle holds.
 */
class LaplaceCoarseGridTest {

    @Test
    void aPlaneAroundALargeVoidIsContinuedExactly() {
        GridFrame frame = new GridFrame(10, -40, 2, 3);
        Heightfield plane = Heightfield.sampled(frame, 241, 181, (x, z) -> 0.3 * x - 0.2 * z + 5);
        HeightfieldBuffer b = plane.toBuffer();
        for (int y = 10; y < 170; y++) {
            for (int x = 15; x < 230; x++) {
                if ((x - 110) * (x - 110) / 8000.0 + (y - 80) * (y - 80) / 4000.0 < 1 || (x > 180 && y > 40)) {
                    b.set(x, y, Double.NaN);
                }
            }
        }
        Heightfield holed = b.freeze();
        assertTrue(holed.noDataCount() > 4 * LaplaceFill.COARSE_MIN_UNKNOWNS, "voids take the coarse grids: "
                + holed.noDataCount());
        Heightfield filled = VoidFill.laplace().withTolerance(1e-5).fill(holed);
        assertTrue(plane.equalsWithin(filled, 1e-4), "a plane is harmonic: the fill must continue it");
    }

    @Test
    void theCoarseStartGivesThePlainSolversAnswer() throws Exception {
        Heightfield holed = VoidFillTest.punched(VoidFillTest.land(), new SplittableRandom(7), 6, 60);
        assertTrue(holed.noDataCount() > 2 * LaplaceFill.COARSE_MIN_UNKNOWNS, "voids: " + holed.noDataCount());
        LaplaceFill settings = VoidFill.laplace();
        Heightfield coarse = settings.fill(holed, ProgressListener.NONE, true);
        Heightfield plain = settings.fill(holed, ProgressListener.NONE, false);
        double worst = 0;
        for (int r = 0; r < holed.rows(); r++) {
            for (int c = 0; c < holed.columns(); c++) {
                worst = Math.max(worst, Math.abs(coarse.get(c, r) - plain.get(c, r)));
            }
        }
        // both stop when every sample is within 1e-4 m of its neighbours' mean; their errors are a few
        // hundred times that at most on voids ~100 samples across
        assertTrue(worst < 0.02, "largest difference between the two fills: " + worst + " m");
        VoidFillTest.assertWithinBoundary(holed, coarse);
        VoidFillTest.assertDefinedKept(holed, coarse);
        System.out.printf(java.util.Locale.ROOT, "coarse start vs plain CG on %d voids: largest difference %.3g m%n",
                holed.noDataCount(), worst);
    }
}
