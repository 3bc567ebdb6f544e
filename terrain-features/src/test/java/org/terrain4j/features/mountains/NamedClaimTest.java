package org.terrain4j.features.mountains;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.ForkJoinPool;

import org.junit.jupiter.api.Test;
import org.terrain4j.api.GroundPoint;
import org.terrain4j.features.Shapes;

/**
 * A named summit its outline claims only in part claims its own ground ({@link Uplift#NAMED_CLAIM_M},
 * {@link Uplift#NAMED_CLAIM_FADE}; issue 30's second review), on a 100 m grid round a 4 km circle of
 * height 1 500 m whose claim is full from 1.6 km inside (0.4 × its depth) and none from 2 km outside.
 */
class NamedClaimTest {

    static final GroupGrid GRID = new GroupGrid(0, 0, 100, 100, 241, 201, 0);
    static final RangeBuilder.Member CIRCLE = new RangeBuilder.Member(
            MountainRange.massif("C", Shapes.circle(10000, 10000, 4000), 1500), 0, 100);

    static float[] field(RangeSummit s) {
        ForkJoinPool pool = new ForkJoinPool(1);
        try {
            return Uplift.field(GRID, List.of(s), List.of(), List.of(CIRCLE), 9, pool);
        } finally {
            pool.shutdown();
        }
    }

    static int node(double x, double z) {
        return (int) Math.round(z / 100) * GRID.columns + (int) Math.round(x / 100);
    }

    @Test
    void aNamedSummitOutsideItsOutlineStandsOnItsOwnFieldAndAGeneratedOneDoesNot() {
        // 1.5 km outside the circle, where the outline claims 0.05 of the ground
        GroundPoint at = new GroundPoint(15500, 10000);
        float[] named = field(new RangeSummit("N", at, 1500, true));
        float[] generated = field(new RangeSummit("G", at, 1500, false));
        assertEquals(1500, named[node(15500, 10000)], 1e-3, "the named summit's field at its top");
        assertTrue(generated[node(15500, 10000)] < 150, "a generated summit there: " + generated[node(15500, 10000)]);
        // within 500 m the named summit claims all its ground: its own round flank
        double d = 400;
        double j = 1 + Uplift.WOBBLE * RangeBuilder.noise(9).value((15500 + d) / Uplift.WOBBLE_M, 10000 / Uplift.WOBBLE_M);
        assertEquals(Uplift.flank(1500, d * j), named[node(15500 + d, 10000)], 1e-2, "400 m out");
        // and none past 500 m + 1.5 / tan 50° × 1 500 m = 2 388 m, here 4 km outside the circle too
        assertEquals(0, named[node(18000, 10000)], 0, "2.5 km out");
    }

    @Test
    void aNamedSummitTheOutlineClaimsFullyIsAsAGeneratedOne() {
        // exactly 1.6 km inside: the outline's claim is 1 there, but not 2.4 km further out
        GroundPoint at = new GroundPoint(12400, 10000);
        assertEquals(1, Uplift.claim(GRID, List.of(CIRCLE), at.x(), at.z()), 0);
        assertArrayEquals(field(new RangeSummit("G", at, 1500, false)), field(new RangeSummit("N", at, 1500, true)));
    }
}
