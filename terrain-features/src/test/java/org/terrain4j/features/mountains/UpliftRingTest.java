package org.terrain4j.features.mountains;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ForkJoinPool;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.GroundPoint;
import org.terrain4j.features.Shapes;
import org.terrain4j.noise.Noise;

/**
 * The uplift field in a ring, where a flank or a claim crosses the seam: a ring has no seam, so a
 * lone summit's field is its flank at the plan distance the short way round, the wobble read at the
 * place as seen from the summit's side (where the flank is one continuous surface), and a massif
 * beside the seam claims the columns on the other side as it claims its own. Brute force, sample by
 * sample, on small grids.
 */
class UpliftRingTest {

    /** Float heights to 2 km, a weighted mean of one term: a few ulps. */
    static final double TOLERANCE_M = 1e-2;

    static Stream<Named<Long>> cases() {
        return org.terrain4j.testkit.Cases.seeds(0x51F7L, 8);
    }

    static float[] field(GroupGrid grid, List<RangeSummit> summits, List<RangeBuilder.Member> members, long seed) {
        ForkJoinPool pool = new ForkJoinPool(1);
        try {
            return Uplift.field(grid, summits, List.of(), members, seed, pool);
        } finally {
            pool.shutdown();
        }
    }

    /**
     * A lone summit's flank at (x, z) in a ring: every image of the summit round the ring whose flank
     * reaches the place, each with the wobble read where that image's distance is measured (the place
     * moved by whole turns), combined by the smooth maximum. Each image fades to zero inside its own box,
     * so the field is continuous round the ring even where a flank reaches further than the ring is long
     * (issue 30's second review; the nearest image alone, with a wobble that is not periodic, leaves a
     * step where the nearest image changes).
     */
    static double flank(GroupGrid grid, RangeSummit s, Noise wobble, double x, double z) {
        double num = 0;
        double acc = 0;
        double far = s.relief() / Mountains.FLANK_SLOPE / (1 - Uplift.WOBBLE);
        for (int k = -3; k <= 3; k++) {
            double xk = x + k * grid.circumference;
            double d = Math.hypot(xk - s.x(), z - s.z());
            if (d >= far) {
                continue;
            }
            double j = 1 + Uplift.WOBBLE * wobble.value(xk / Uplift.WOBBLE_M, z / Uplift.WOBBLE_M);
            double v = Uplift.flank(s.relief(), d * j);
            if (v > 0) {
                acc += Uplift.weight(v);
                num += Uplift.weight(v) * v;
            }
        }
        return Uplift.softMax(num, acc);
    }

    @ParameterizedTest
    @MethodSource("cases")
    void aSummitsFlankCrossesTheSeamAsOneSurface(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        int cols = 120;
        double dx = 250;
        double circumference = cols * dx;
        GroupGrid grid = new GroupGrid(0, -12000, dx, 250, cols, 97, circumference);
        // Within 3 km of the seam, on either side. A flank's box reaches relief / 0.16 / 0.7 each way, so
        // above 1,680 m of relief the box is wider than this 30 km ring: a column then takes the flanks of
        // two images (before issue 30's fix the columns past one turn from the box's west end were seen a
        // turn away, and the flank ended in a cliff there).
        double x = rnd.nextBoolean() ? rnd.nextDouble(0, 3000) : circumference - rnd.nextDouble(0, 3000);
        RangeSummit s = new RangeSummit("", new GroundPoint(x, rnd.nextDouble(-3000, 3000)), rnd.nextDouble(600, 2600), false);
        RangeBuilder.Member band = new RangeBuilder.Member(MountainRange.ring("B", -200000, 200000, 2000), 0, 250);
        long wobbleSeed = rnd.nextLong();
        float[] u = field(grid, List.of(s), List.of(band), wobbleSeed);
        Noise wobble = RangeBuilder.noise(wobbleSeed);
        for (int r = 0; r < grid.rows; r++) {
            for (int c = 0; c < grid.columns; c++) {
                double want = flank(grid, s, wobble, grid.x(c), grid.z(r)) * band.claim(grid.x(c), grid.z(r));
                assertEquals(want, u[r * cols + c], TOLERANCE_M, "summit at x " + s.x() + ": row " + r + " column " + c);
            }
        }
    }

    @ParameterizedTest
    @MethodSource("cases")
    void aMassifBesideTheSeamClaimsAcrossIt(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed ^ 0xC1A1L);
        int cols = 120;
        double dx = 250;
        double circumference = cols * dx;
        GroupGrid grid = new GroupGrid(0, -12000, dx, 250, cols, 97, circumference);
        double cx = rnd.nextBoolean() ? rnd.nextDouble(0, 2000) : circumference - rnd.nextDouble(0, 2000);
        double radius = rnd.nextDouble(3000, 5000);
        // The group is a ring group (a band far to the north, claiming nothing here) with a massif at the seam.
        RangeBuilder.Member band = new RangeBuilder.Member(MountainRange.ring("B", 100000, 120000, 2000), 0, 250);
        RangeBuilder.Member massif = new RangeBuilder.Member(MountainRange.massif("M", Shapes.circle(cx, 0, radius),
                1500), 1, 250);
        RangeSummit s = new RangeSummit("", new GroundPoint(cx, 0), rnd.nextDouble(600, 1200), false);
        long wobbleSeed = rnd.nextLong();
        float[] u = field(grid, List.of(s), List.of(band, massif), wobbleSeed);
        Noise wobble = RangeBuilder.noise(wobbleSeed);
        for (int r = 0; r < grid.rows; r++) {
            for (int c = 0; c < grid.columns; c++) {
                double x = grid.x(c);
                double z = grid.z(r);
                double want = flank(grid, s, wobble, x, z) * massif.claim(grid.nearestX(x, cx), z);
                assertEquals(want, u[r * cols + c], TOLERANCE_M, "massif at x " + cx + ": row " + r + " column " + c);
            }
        }
    }
}
