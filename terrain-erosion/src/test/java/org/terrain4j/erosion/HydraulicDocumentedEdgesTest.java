package org.terrain4j.erosion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.terrain4j.api.ErosionLedger;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.ProgressListener;

/** What the Javadoc of {@link Hydraulic} promises at the edges of its ranges (review 5, findings 4 and 17). */
class HydraulicDocumentedEdgesTest {

    private static final Heightfield LAND = Heightfield.diamondSquare(65, 0.5, 3);

    private static ErosionLedger erode(Hydraulic h, HeightfieldBuffer b) {
        return h.erode(b, 5, ProgressListener.NONE);
    }

    /** Finding 4 / 17a: a drop starts with direction zero, so at inertia 1 none moves and nothing changes. */
    @Test
    void atInertiaOneNoDropMovesAndTheFieldComesBackUnchanged() {
        HeightfieldBuffer b = LAND.toBuffer();
        ErosionLedger l = erode(Hydraulic.droplets().withDrops(2000).withInertia(1), b);
        assertEquals(LAND, b.freeze());
        assertEquals(ErosionLedger.NONE, l);
        HeightfieldBuffer below = LAND.toBuffer();
        ErosionLedger m = erode(Hydraulic.droplets().withDrops(2000).withInertia(0.999), below);
        assertNotEquals(LAND, below.freeze(), "just below 1 the first move follows the gradient");
        assertTrue(m.eroded() > 0, m.toString());
    }

    /** Finding 17d: -∞ is the documented "no floor", so withFloor takes it; NaN and +∞ stay refused. */
    @Test
    void withFloorTakesNegativeInfinityAsNoFloor() {
        Hydraulic d = Hydraulic.droplets();
        assertEquals(d.withoutFloor(), d.withFloor(0).withFloor(Double.NEGATIVE_INFINITY));
        HydraulicTest.assertMessage(() -> d.withFloor(Double.POSITIVE_INFINITY), "floor", "Infinity");
        HydraulicTest.assertMessage(() -> d.withFloor(Double.NaN), "floor", "NaN");
    }

    /**
     * Finding 17b, revised by issue #37: a drop that runs out of steps inside the grid lays its sediment
     * where it dies (it was lost before, as in Beyer). In a bowl with one step no drop can leave the grid, so
     * nothing is lost off the edge and the only sediment kept is what float rounding could not lay.
     */
    @Test
    void sedimentOfDropsThatDieInsideIsLaidWhereTheyDie() {
        Heightfield bowl = Heightfield.of(65, 65, (u, v) -> (u - 0.5) * (u - 0.5) + (v - 0.5) * (v - 0.5));
        HeightfieldBuffer b = bowl.toBuffer();
        ErosionLedger l = erode(Hydraulic.droplets().withDrops(3000).withMaxSteps(1), b);
        assertEquals(0, l.lostOffEdge(), l.toString());
        assertTrue(l.eroded() > 0, l.toString());
        assertTrue(l.lostInDyingDrops() < 3000 * Math.ulp(1f), l.toString());
        assertEquals(l.eroded() - l.deposited(), l.lostInDyingDrops(), 1e-12 * l.eroded(), l.toString());
        double removed = bowl.sum() - b.freeze().sum();
        assertEquals(0, removed, 1e-5 * l.eroded(), "the field keeps what the drops carried");
    }
}
