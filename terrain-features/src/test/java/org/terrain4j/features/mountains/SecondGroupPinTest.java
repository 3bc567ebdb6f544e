package org.terrain4j.features.mountains;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.terrain4j.api.Heightfield;
import org.terrain4j.features.Shapes;

/**
 * Golden pin (issue 30): a group led by a range other than the first. Each group draws its summits,
 * ridges and wobbles from a stream seeded by the settings' seed and its lead's index, so the second
 * group's bits pin that derivation, which no rule fixes (two equal massifs 100 km apart, seed 3,
 * 500 m, erosion 0 so the steady state's tuning does not move it). A CRC32 of the float bits of its
 * relief plus a few samples: a deliberate pin of the output; a change on purpose updates it and says
 * why in its commit message.
 */
class SecondGroupPinTest {

    @Test
    void theSecondGroupKeepsItsBits() {
        MountainRange west = MountainRange.massif("West", Shapes.circle(0, 0, 8000), 1500).withErosion(0);
        MountainRange east = MountainRange.massif("East", Shapes.circle(100000, 0, 8000), 1500).withErosion(0);
        List<MountainGroup> gs = Mountains.standard().withSeed(3).withSpacing(500).withThreads(1).build(List.of(west,
                east));
        assertEquals(2, gs.size());
        Heightfield r = gs.get(1).relief();
        Heightfield w = gs.get(0).relief();
        assertEquals(49, r.columns());
        assertEquals(49, r.rows());
        assertEquals(190129417L, ExampleRangePinTest.crc(r.toArray()), "CRC32 of the second group's relief");
        assertEquals(497.73465f, r.get(24, 24), 0, "relief (24, 24)");
        assertEquals(201.87035f, r.get(16, 24), 0, "relief (16, 24)");
        // The same massif 100 km west, led by the first range: its own stream, other bits. (Moved on purpose
        // when every group's grid was put on the spacing's lattice, issue 30's second review: second group
        // 2339672156, 469.63238, 218.48779; first 4179630804.)
        assertEquals(1564809672L, ExampleRangePinTest.crc(w.toArray()), "CRC32 of the first group's relief");
    }
}
