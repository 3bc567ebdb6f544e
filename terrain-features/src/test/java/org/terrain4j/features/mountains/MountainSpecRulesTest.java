package org.terrain4j.features.mountains;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.terrain4j.api.GroundPoint;
import org.terrain4j.features.Polygon;
import org.terrain4j.features.Shapes;

/**
 * Rules of the spec reader and of the messages, from their Javadoc: every outline kind is read, unknown
 * keys of a range or a peak are refused by their path, a string is quoted as JSON (control characters
 * below U+0020 escaped, the space itself not), and a distance in a message is whole metres below a
 * million, six significant digits from a million on, "far" past the largest double.
 */
class MountainSpecRulesTest {

    private static Map<String, Object> obj(Object... kv) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put((String) kv[i], kv[i + 1]);
        }
        return m;
    }

    private static List<Object> arr(Object... v) {
        return new ArrayList<>(Arrays.asList(v));
    }

    private static MountainRange only(Map<String, Object> range) {
        return MountainSpec.fromTree(obj("circumference", 200000, "ranges", arr(range))).ranges().get(0);
    }

    @Test
    void aPolygonAndABandOutlineAreRead() {
        MountainRange p = only(obj("name", "P", "outline", obj("polygon", arr(arr(0, 0), arr(9000, 0), arr(9000, 6000),
                arr(0, 6000))), "height", 1500));
        Polygon shape = (Polygon) ((Outline.Massif) p.outline()).shape();
        assertEquals(4, shape.cornerCount());
        assertEquals(new GroundPoint(9000, 6000), shape.corner(2));
        MountainRange b = only(obj("name", "B", "outline", obj("band", arr(-4000, 5000)), "height", 1500));
        Outline.Band band = (Outline.Band) b.outline();
        assertEquals(-4000, band.zFrom());
        assertEquals(5000, band.zTo());
    }

    @Test
    void unknownKeysOfARangeOrAPeakAreRefusedByTheirPath() {
        Map<String, Object> r = obj("name", "S", "outline", obj("circle", arr(0, 0, 8000)), "height", 2200, "colour",
                "red");
        assertEquals("ranges[0]: unknown key 'colour' (allowed: erosion, height, name, outline, peakDensity, peaks,"
                + " ruggedness, tarns)", assertThrows(IllegalArgumentException.class, () -> only(r)).getMessage());
        Map<String, Object> q = obj("name", "S", "outline", obj("circle", arr(0, 0, 8000)), "height", 2200, "peaks",
                arr(obj("name", "T", "x", 0, "z", 0, "elevation", 3000, "prominence", 400)));
        assertEquals("ranges[0].peaks[0]: unknown key 'prominence' (allowed: elevation, name, x, z)",
                assertThrows(IllegalArgumentException.class, () -> only(q)).getMessage());
    }

    @Test
    void onlyCharactersBelowTheSpaceAreEscaped() {
        assertEquals("\"a b\"", MountainSpec.json("a b"));
        assertEquals("\"\\u001f!\"", MountainSpec.json("\u001f!"));
    }

    @Test
    void aMillionMetresIsWrittenWithSixSignificantDigits() {
        // 1,001,000 m from the centre of a 1,000 m circle: exactly a million metres outside it
        String m = assertThrows(IllegalArgumentException.class, () -> new MountainRange("R", Outline.massif(
                Shapes.circle(0, 0, 1000)), 1000, List.of(new Peak("Far", new GroundPoint(1_001_000, 0), 2000)),
                MountainRange.DEFAULT_PEAK_DENSITY, MountainRange.DEFAULT_RUGGEDNESS, MountainRange.DEFAULT_EROSION,
                List.of())).getMessage();
        assertEquals(true, m.contains(" lies 1e+06 m outside the outline"), m);
        String near = assertThrows(IllegalArgumentException.class, () -> new MountainRange("R", Outline.massif(
                Shapes.circle(0, 0, 1000)), 1000, List.of(new Peak("Near", new GroundPoint(1_000_999, 0), 2000)),
                MountainRange.DEFAULT_PEAK_DENSITY, MountainRange.DEFAULT_RUGGEDNESS, MountainRange.DEFAULT_EROSION,
                List.of())).getMessage();
        assertEquals(true, near.contains(" lies 999999 m outside the outline"), near);
        // a peak past the largest double from its outline: the distance overflows to infinity
        String far = assertThrows(IllegalArgumentException.class, () -> new MountainRange("R", Outline.massif(
                Shapes.circle(-1e308, 0, 1000)), 1000, List.of(new Peak("Far", new GroundPoint(1e308, 0), 2000)),
                MountainRange.DEFAULT_PEAK_DENSITY, MountainRange.DEFAULT_RUGGEDNESS, MountainRange.DEFAULT_EROSION,
                List.of())).getMessage();
        assertEquals(true, far.contains(" lies far outside the outline"), far);
    }
}
