package org.terrain4j.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** {@link Statistics#of}: its run checked before any work, no infinity let through, empty runs stated. */
class StatisticsRangeTest {

    @Test
    void aRunOutsideTheArrayIsRefusedByName() {
        float[] s = new float[3];
        assertEquals("from must be in [0, 3], was -1",
                assertThrows(IndexOutOfBoundsException.class, () -> Statistics.of(s, -1, 2)).getMessage());
        assertEquals("from must be in [0, 3], was 4",
                assertThrows(IndexOutOfBoundsException.class, () -> Statistics.of(s, 4, 4)).getMessage());
        assertEquals("to must be in [2, 3] (from to the length), was 1",
                assertThrows(IndexOutOfBoundsException.class, () -> Statistics.of(s, 2, 1)).getMessage());
        assertEquals("to must be in [0, 3] (from to the length), was 9",
                assertThrows(IndexOutOfBoundsException.class, () -> Statistics.of(s, 0, 9)).getMessage());
        assertThrows(NullPointerException.class, () -> Statistics.of(null, 0, 0));
    }

    @Test
    void anInfiniteSampleIsRefusedByIndex() {
        assertEquals("samples[1] must be finite or NaN (no data), was Infinity", assertThrows(
                IllegalArgumentException.class, () -> Statistics.of(new float[] {1, Float.POSITIVE_INFINITY}, 0, 2))
                .getMessage());
        // outside the run it is not read
        Statistics s = Statistics.of(new float[] {Float.NEGATIVE_INFINITY, 2, 4, Float.NaN}, 1, 4);
        assertEquals(2, s.min());
        assertEquals(4, s.max());
        assertEquals(3, s.mean());
        assertEquals(2, s.count());
        assertEquals(1, s.noDataCount());
    }

    @Test
    void anEmptyRunHasNoHeights() {
        Statistics s = Statistics.of(new float[3], 2, 2);
        assertEquals(0, s.count());
        assertEquals(0, s.noDataCount());
        assertEquals(Double.NaN, s.min());
        assertEquals(0, s.sum());
        Statistics atTheEnd = Statistics.of(new float[3], 3, 3); // from = length: an empty run, not a refusal
        assertEquals(0, atTheEnd.count());
        assertEquals(Statistics.of(new float[0], 0, 0), atTheEnd);
    }
}
