package org.terrain4j.image;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.terrain4j.testkit.RecordLike.assertActsAsRecord;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.terrain4j.image.Ramp.Entry;

/**
 * {@link Ramp.Entry}, a final class that was a record (issue 32): made by {@code of} and {@code ofPercent},
 * with the record's accessors, equality and text.
 */
class RampEntryTest {

    /** The record Entry was, as a twin. */
    static final class Was {
        record Entry(double value, boolean percent, int red, int green, int blue, int alpha) {
        }
    }

    @Test
    void thereIsNoPublicConstructor() {
        assertEquals(0, Entry.class.getConstructors().length, "Entry.of and Entry.ofPercent");
    }

    @Test
    void anEntryActsAsTheRecordItWas() {
        Entry e = Entry.of(120, 10, 20, 30, 40);
        assertActsAsRecord(e, Ramp.parse("120 10 20 30 40").entries().get(0),
                new Was.Entry(120, false, 10, 20, 30, 40), Entry.of(121, 10, 20, 30, 40),
                Entry.ofPercent(100, 10, 20, 30, 40), Entry.of(120, 11, 20, 30, 40), Entry.of(120, 10, 21, 30, 40),
                Entry.of(120, 10, 20, 31, 40), Entry.of(120, 10, 20, 30));
        assertNotEquals(Entry.of(0.0, 1, 2, 3), Entry.of(-0.0, 1, 2, 3), "values by their bits, as in the record");
        assertActsAsRecord(Entry.ofPercent(50, 1, 2, 3), Entry.ofPercent(50, 1, 2, 3, 255),
                new Was.Entry(50, true, 1, 2, 3, 255), Entry.of(50, 1, 2, 3), Entry.ofPercent(50, 1, 2, 3, 254));
    }

    @Test
    void ofPercentWithAlphaIsWhatTheParserReadsFromAPercentLine() {
        assertEquals(List.of(Entry.ofPercent(25, 9, 8, 7, 6)), Ramp.parse("25% 9 8 7 6").entries());
        assertEquals(0x06090807, Entry.ofPercent(25, 9, 8, 7, 6).argb());
        IllegalArgumentException x = assertThrows(IllegalArgumentException.class,
                () -> Entry.ofPercent(101, 0, 0, 0, 0));
        assertTrue(x.getMessage().startsWith("value must be in [0, 100]"), x.getMessage());
        x = assertThrows(IllegalArgumentException.class, () -> Entry.ofPercent(50, 0, 0, 0, 256));
        assertTrue(x.getMessage().startsWith("alpha must be in [0, 255]"), x.getMessage());
    }
}
