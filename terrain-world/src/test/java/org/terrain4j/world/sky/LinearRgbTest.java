package org.terrain4j.world.sky;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** The sRGB transfer function against IEC 61966-2-1's closed form and its well-known values. */
class LinearRgbTest {

    @Test
    void decodeIsTheStandardsCurve() {
        assertEquals(0, LinearRgb.decode(0), 0);
        assertEquals(1, LinearRgb.decode(255), 1e-15);
        // the linear segment below 0.04045 (code 10 is 0.0392)
        assertEquals(10 / 255.0 / 12.92, LinearRgb.decode(10), 1e-15);
        // mid-grey 128 is 21.586 % of the light (a value every colour text quotes)
        assertEquals(0.21586, LinearRgb.decode(128), 5e-6);
    }

    @Test
    void encodeInvertsDecodeOnEveryCode() {
        for (int c = 0; c < 256; c++) {
            assertEquals(c / 255.0, LinearRgb.encode(LinearRgb.decode(c)), 1e-12, "code " + c);
        }
        // half the light is code 188 (#BCBCBC), the usual example of the curve
        assertEquals(0xBCBCBC, new LinearRgb(0.5, 0.5, 0.5).toSrgb());
        assertEquals(0, LinearRgb.encode(-1), 0);
        assertEquals(1, LinearRgb.encode(2), 1e-15);
    }

    @Test
    void codesKeepTheirChannels() {
        for (int rgb : new int[] {0xFF0000, 0x00FF00, 0x0000FF, 0x123456, 0xB8FFE8, 0x0A0B0C}) {
            assertEquals(rgb, LinearRgb.fromSrgb(rgb).toSrgb(), Integer.toHexString(rgb));
        }
        assertEquals(0xFF0000, new LinearRgb(1, 0, 0).toSrgb());
        assertEquals(0x00FF00, new LinearRgb(0, 1, 0).toSrgb());
        assertEquals(new LinearRgb(0.5, 1, 1.5), new LinearRgb(0.25, 0.5, 0.75).times(2));
        assertEquals(new LinearRgb(0.25, 0.5, 0.75), new LinearRgb(0, 0, 0).mix(new LinearRgb(0.5, 1, 1.5), 0.5));
    }

    @Test
    void refusesNegativeAndNonFiniteChannels() {
        assertThrows(IllegalArgumentException.class, () -> new LinearRgb(-1e-9, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> new LinearRgb(0, Double.NaN, 0));
        assertThrows(IllegalArgumentException.class, () -> new LinearRgb(0, 0, Double.POSITIVE_INFINITY));
        assertEquals(0, new LinearRgb(0, 0, 0).red(), 0);
        assertThrows(IllegalArgumentException.class, () -> Direction.normalised(0, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> Direction.normalised(Double.POSITIVE_INFINITY, 0, 0));
        assertEquals(new Direction(0, 1, 0), Direction.normalised(0, 1e-100, 0));
    }
}
