package org.terrain4j.erosion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.terrain4j.api.ErosionLedger;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.io.AsciiGrid;

/**
 * The runaway a newcomer found: default drops on a real DEM in metres dug a trench kilometres deep at
 * the border (20 000 drops on volcano.asc took its minimum from 94 m to −4010 m). With the base-level
 * rule the minimum never falls and the books still balance.
 */
class BaseLevelTest {

    @Test
    void defaultDropsOnARealDemNeverDigBelowItsMinimum() throws IOException {
        Heightfield volcano = AsciiGrid.read(Path.of("..", "data", "volcano.asc"));
        HeightfieldBuffer b = volcano.toBuffer();
        ErosionLedger ledger = Hydraulic.droplets().withDrops(100_000).erode(b, 7, ProgressListener.NONE);
        Heightfield after = b.freeze();
        assertTrue(after.min() >= volcano.min(), "min " + after.min() + " below " + volcano.min());
        assertTrue(after.max() <= volcano.max() + 1e-3, "max " + after.max());
        assertEquals(volcano.sum() - after.sum(), ledger.lost(), 1e-6 * volcano.sum());
        for (float h : after.toArray()) {
            assertTrue(Float.isFinite(h));
        }
    }
}
