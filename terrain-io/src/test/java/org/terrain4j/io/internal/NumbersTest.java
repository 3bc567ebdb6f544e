package org.terrain4j.io.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.testkit.Cases;

class NumbersTest {

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0x7E47L, 10);
    }

    private static double parse(String s) {
        byte[] b = s.getBytes(StandardCharsets.US_ASCII);
        return Numbers.parse(b, 0, b.length);
    }

    /** Any float's text reads back as the same float, through double and directly; never an exponent. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void floatTextRoundTrips(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        for (int i = 0; i < 1_000; i++) {
            float v = Float.intBitsToFloat(rnd.nextInt());
            if (!Float.isFinite(v)) {
                continue;
            }
            String s = Numbers.floatText(v);
            assertFalse(s.contains("E"), s);
            assertTrue(s.contains("."), s);
            assertEquals(Float.floatToIntBits(v), Float.floatToIntBits((float) Double.parseDouble(s)), s);
            assertEquals(Float.floatToIntBits(v), Float.floatToIntBits(Float.parseFloat(s)), s);
            assertEquals(Float.floatToIntBits(v), Float.floatToIntBits((float) parse(s)), s);
        }
    }

    @Test
    void parsesTheAcceptedForms() {
        assertEquals(-12.0, parse("-12"));
        assertEquals(12.5, parse("+12.5"));
        assertEquals(0.5, parse(".5"));
        assertEquals(5.0, parse("5."));
        assertEquals(1.5e-3, parse("1.5E-3"));
        assertEquals(1234567890123456789.0, parse("1234567890123456789"));
        assertEquals(Double.doubleToLongBits(-0.0), Double.doubleToLongBits(parse("-0")));
        assertEquals(Double.NaN, parse("NaN"));
        for (String bad : new String[] {"", "-", ".", "1e", "1.2.3", "0x10", "1d", "Infinity", "12a", "e5"}) {
            assertThrows(NumberFormatException.class, () -> parse(bad), bad);
        }
    }
}
