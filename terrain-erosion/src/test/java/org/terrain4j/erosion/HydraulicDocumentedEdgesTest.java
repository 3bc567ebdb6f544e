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
     * Finding 17b: a drop that runs out of steps inside the grid dies with its sediment, which is counted
     * as lost in dying drops (not laid down). In a bowl every first move points inward, so with one step
     * no drop can leave the grid and all that is carried away dies inside.
     */
    @Test
    void sedimentOfDropsThatDieInsideIsLostInDyingDrops() {
        Heightfield bowl = Heightfield.of(65, 65, (u, v) -> (u - 0.5) * (u - 0.5) + (v - 0.5) * (v - 0.5));
        HeightfieldBuffer b = bowl.toBuffer();
        ErosionLedger l = erode(Hydraulic.droplets().withDrops(3000).withMaxSteps(1), b);
        assertEquals(0, l.lostOffEdge(), l.toString());
        assertTrue(l.lostInDyingDrops() > 0, l.toString());
        assertEquals(l.eroded() - l.deposited(), l.lostInDyingDrops(), 1e-12 * l.eroded(), l.toString());
        double removed = bowl.sum() - b.freeze().sum();
        assertEquals(l.lostInDyingDrops(), removed, 1e-4 * l.lostInDyingDrops(), "the field lost what the drops kept");
    }
}
