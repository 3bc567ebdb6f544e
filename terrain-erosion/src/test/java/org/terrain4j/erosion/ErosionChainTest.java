package org.terrain4j.erosion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.terrain4j.api.ErosionLedger;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.ProgressListener;

/** The design document's example: diamond-square, then rain, then gravity. */
class ErosionChainTest {

    @Test
    void designExampleRunsAndKeepsItsBooks() {
        Heightfield land = Heightfield.diamondSquare(257, 0.5, 7);
        Heightfield rained = land.eroded(Hydraulic.droplets().withDrops(70_000).withInertia(0.1), 7);
        Heightfield weathered = rained.eroded(Thermal.weathering().withTalus(0.01).withAmount(0.5).withIterations(100));
        assertNotEquals(land, rained);
        assertNotEquals(rained, weathered);
        assertEquals(rained.sum(), weathered.sum(), 257 * 257 * Math.ulp(1f));
        assertEquals(0, weathered.noDataCount());

        // the same run through a buffer shows the ledger
        HeightfieldBuffer b = land.toBuffer();
        ErosionLedger ledger = Hydraulic.droplets().withDrops(70_000).withInertia(0.1).erode(b, 7, ProgressListener.NONE);
        assertEquals(rained, b.snapshot());
        assertEquals(ledger.lost(), land.sum() - rained.sum(), 1e-6 * (ledger.eroded() + ledger.deposited()));
        assertTrue(ledger.eroded() > ledger.deposited());
    }
}
