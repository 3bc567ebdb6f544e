package org.terrain4j.features.mountains;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.terrain4j.api.GroundPoint;

/**
 * {@link MountainSpec#fromTree}: the mountain spec read from a parsed JSON tree (maps, lists, numbers,
 * strings, null), every key checked and named by its path; {@link MountainSpec#locate} for build errors.
 */
class MountainSpecTreeTest {

    /** A JSON object in document order, from key, value pairs (values may be null, as JSON null). */
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

    private static Map<String, Object> spine() {
        return obj("name", "Spine", "outline", obj("circle", arr(0, 0, 8000)), "height", 2200,
                "peaks", arr(obj("name", "Snowcrown", "x", 1000, "z", -500, "elevation", 3400)),
                "tarns", arr(obj("x", 2000, "z", 2500, "radius", 150)));
    }

    private static String refusal(Object tree) {
        return assertThrows(IllegalArgumentException.class, () -> MountainSpec.fromTree(tree)).getMessage();
    }

    @Test
    void aSpecReadsItsSettingsRangesPeaksAndTarns() {
        MountainSpec s = MountainSpec.fromTree(obj("seed", 42, "spacing", 100.0, "ranges", arr(spine())));
        assertEquals(42, s.settings().seed());
        assertEquals(100, s.settings().spacing());
        assertEquals(1, s.ranges().size());
        MountainRange r = s.ranges().get(0);
        assertEquals("Spine", r.name());
        assertEquals(2200, r.height());
        assertEquals(new Peak("Snowcrown", new GroundPoint(1000, -500), 3400), r.peaks().get(0));
        assertEquals(Tarn.of(2000, 2500, 150), r.tarns().get(0));
        assertEquals(MountainRange.DEFAULT_PEAK_DENSITY, r.peakDensity());
        assertEquals(MountainRange.DEFAULT_RUGGEDNESS, r.ruggedness());
        assertInstanceOf(Outline.Massif.class, r.outline());
        // settings not given are the standard ones
        MountainSpec d = MountainSpec.fromTree(obj("ranges", arr(spine())));
        assertEquals(Mountains.standard().seed(), d.settings().seed());
        assertEquals(Mountains.DEFAULT_SPACING_M, d.settings().spacing());
    }

    @Test
    void everyMistakeIsNamedByItsPath() {
        assertEquals("unknown key 'colour' (allowed: circumference, ranges, seed, spacing)",
                refusal(obj("colour", "red", "ranges", arr(spine()))));
        assertEquals("missing 'ranges'", refusal(obj("seed", 1)));
        assertEquals("missing 'ranges'", refusal(obj("ranges", null)));
        assertEquals("ranges must not be empty", refusal(obj("ranges", arr())));
        assertEquals("the spec must be an object, was [1,2]", refusal(arr(1, 2)));
        assertEquals("the spec must be an object, was null", refusal(null));
        assertEquals("seed must be an integer in the range of a 64-bit long, was 1.5",
                refusal(obj("seed", 1.5, "ranges", arr(spine()))));
        Map<String, Object> r = spine();
        r.put("peaks", arr(obj("name", "Snowcrown", "x", 1000, "z", -500, "elevation", "high")));
        assertEquals("ranges[0].peaks[0].elevation must be a number, was \"high\"", refusal(obj("ranges", arr(r))));
        r = spine();
        r.put("outline", obj("circle", arr(0, 0, 8000), "band", arr(0, 1)));
        assertEquals("ranges[0].outline must have exactly one of polygon, circle, band; had [circle, band]",
                refusal(obj("ranges", arr(r))));
        r = spine();
        r.put("outline", obj("polygon", arr(arr(0, 0), arr(10_000, 10_000), arr(10_000, 0), arr(0, 10_000))));
        assertEquals("ranges[0].outline.polygon crosses itself: its edges from corner 0 to 1 and from corner 2 to 3"
                + " meet at (5000, 5000); an outline must be one loop that does not cross or touch itself",
                refusal(obj("ranges", arr(r))));
        r = spine();
        r.put("outline", obj("circle", arr(0, 0)));
        assertEquals("ranges[0].outline.circle must have 3 numbers, had 2", refusal(obj("ranges", arr(r))));
        r = spine();
        r.put("height", Double.POSITIVE_INFINITY);
        assertEquals("ranges[0].height must be finite, was Infinity", refusal(obj("ranges", arr(r))));
        r = spine();
        r.put("tarns", arr(obj("x", 0, "z", 0, "radius", 150, "depth", 3)));
        assertEquals("ranges[0].tarns[0]: unknown key 'depth' (allowed: radius, x, z)", refusal(obj("ranges", arr(r))));
        r = spine();
        r.remove("name");
        assertEquals("ranges[0]: missing 'name'", refusal(obj("ranges", arr(r))));
    }

    @Test
    void valuesAreQuotedAsJson() {
        assertEquals("{\"a\":[1,true,null],\"b\":\"x\"}", MountainSpec.json(obj("a", arr(1, true, null), "b", "x")));
        assertEquals("\"q\\\"b\\\\s\\n\\t\\u0001\\u2028<&>\"", MountainSpec.json("q\"b\\s\n\t\u0001\u2028<&>"));
    }

    @Test
    void buildErrorsGetThePathsOfTheNamesTheyQuote() {
        MountainSpec s = MountainSpec.fromTree(obj("ranges", arr(spine())));
        assertEquals("ranges[0] and ranges[0].peaks[0]: 'Spine' and 'Snowcrown' overlap",
                s.locate("'Spine' and 'Snowcrown' overlap"));
        assertEquals("ranges[0] ('Spine') is a ring range", s.locate("ranges[0] ('Spine') is a ring range"));
        assertEquals("'Elsewhere' is unknown", s.locate("'Elsewhere' is unknown"));
        assertEquals("the ranges cannot be built", s.locate(null));
    }
}
