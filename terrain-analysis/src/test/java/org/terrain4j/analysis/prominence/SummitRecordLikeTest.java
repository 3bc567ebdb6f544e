package org.terrain4j.analysis.prominence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.terrain4j.testkit.RecordLike.assertActsAsRecord;

import org.junit.jupiter.api.Test;
import org.terrain4j.api.Heightfield;

/**
 * {@link Summit}, a final class that was a record (issue 32): no public constructor; the record's
 * accessors, equality and text.
 */
class SummitRecordLikeTest {

    /** The record Summit was, as a twin. */
    static final class Was {
        record Summit(int column, int row, double x, double z, double height, double prominence, int keyColColumn,
                int keyColRow, double keyColHeight, int parentColumn, int parentRow) {
        }
    }

    /** A 100 m cone falling 2 m a sample from (20, 15) on a 41 × 31 unit grid. */
    private static Heightfield cone() {
        return Heightfield.sampled(org.terrain4j.api.GridFrame.UNIT, 41, 31,
                (x, z) -> 100 - 2 * Math.hypot(x - 20, z - 15));
    }

    @Test
    void aSummitIsBuiltByTheSearchAndActsAsTheRecordItWas() {
        assertEquals(0, Summit.class.getConstructors().length, "Prominence.summits makes these");
        Summit top = Prominence.standard().withBase(0).summits(cone()).list().get(0);
        // over the base 0, the cone's top stands 100 m: no key col, no parent; the col height is the base
        assertActsAsRecord(top, Prominence.standard().withBase(0).summits(cone()).list().get(0),
                new Was.Summit(20, 15, 20, 15, 100, 100, -1, -1, 0, -1, -1),
                new Summit(21, 15, 20, 15, 100, 100, -1, -1, 0, -1, -1),
                new Summit(20, 16, 20, 15, 100, 100, -1, -1, 0, -1, -1),
                new Summit(20, 15, 21, 15, 100, 100, -1, -1, 0, -1, -1),
                new Summit(20, 15, 20, 16, 100, 100, -1, -1, 0, -1, -1),
                new Summit(20, 15, 20, 15, 101, 100, -1, -1, 0, -1, -1),
                new Summit(20, 15, 20, 15, 100, 99, -1, -1, 0, -1, -1),
                new Summit(20, 15, 20, 15, 100, 100, 0, -1, 0, -1, -1),
                new Summit(20, 15, 20, 15, 100, 100, -1, 0, 0, -1, -1),
                new Summit(20, 15, 20, 15, 100, 100, -1, -1, 1, -1, -1),
                new Summit(20, 15, 20, 15, 100, 100, -1, -1, 0, 0, -1),
                new Summit(20, 15, 20, 15, 100, 100, -1, -1, 0, -1, 0),
                new Summit(20, 15, 20, 15, 100, 100, -1, -1, -0.0, -1, -1));
    }
}
