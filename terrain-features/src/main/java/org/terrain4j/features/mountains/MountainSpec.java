package org.terrain4j.features.mountains;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.terrain4j.api.GroundPoint;
import org.terrain4j.features.Polygon;
import org.terrain4j.features.Shapes;

/**
 * A mountain spec: the {@link Mountains} settings and the {@link MountainRange ranges} of one world, read
 * from a JSON document that any JSON library has already parsed into plain Java values. The format
 * (metres throughout, x east, z south):
 *
 * <pre>
 * {
 *   "seed": 42,                      optional, default 0
 *   "spacing": 200,                  optional, grid spacing, default 200
 *   "circumference": 0,              optional, a ring world's period in x; needed by "band" outlines
 *   "ranges": [ {
 *     "name": "Spine",
 *     "outline": {"polygon": [[x, z], ...]}  or  {"circle": [x, z, radius]}  or  {"band": [zFrom, zTo]},
 *     "height": 2200,                crest of the generated summits
 *     "peakDensity": 4,              optional, generated summits per 100 km²
 *     "ruggedness": 0.5,             optional, [0, 1]
 *     "erosion": 1,                  optional, [0, 1]
 *     "peaks": [ {"name": "Snowcrown", "x": 12000, "z": 11000, "elevation": 3400} ],   optional
 *     "tarns": [ {"x": 16000, "z": 14500, "radius": 150} ]                              optional
 *   } ]
 * }
 * </pre>
 *
 * <p><b>The tree.</b> {@link #fromTree(Object)} takes the document as JSON libraries give it: an object as a
 * {@code Map} with {@code String} keys (in document order if the caller wants messages to list keys in that
 * order), an array as a {@code List}, a number as any {@code Number} (its {@code toString()} is quoted in
 * messages and read exactly for {@code seed}, so a number that keeps its text, such as Gson's
 * {@code LazilyParsedNumber}, is quoted as typed), a string as a {@code String}, {@code true}/{@code false} as a
 * {@code Boolean}, JSON {@code null} as {@code null}. terrain4j's modules do not parse JSON themselves (no
 * JSON dependency in the library); the {@code terrain mountains} command reads the text with Gson, refuses a
 * key given twice, and hands the tree here.
 *
 * <p><b>Checks.</b> Every key is checked before anything is built: an unknown key, a missing required one,
 * a value of the wrong kind or out of range fails with {@link IllegalArgumentException} naming its path in the
 * document ({@code ranges[0].peaks[1].elevation must be a number, was "high"}); a polygon outline that
 * crosses itself is refused ({@link Polygon#requireSimple}). Errors found later, when the ranges are built
 * ({@link Mountains#build}), name ranges and peaks by their names; {@link #locate(String)} adds their paths.
 *
 * <p>Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class MountainSpec {

    private final Mountains settings;
    private final List<MountainRange> ranges;
    /** The path in the document of each range's and named peak's name (the first, if a name repeats). */
    private final Map<String, String> paths;

    private MountainSpec(Mountains settings, List<MountainRange> ranges) {
        this.settings = settings;
        this.ranges = ranges;
        Map<String, String> p = new LinkedHashMap<>();
        for (int i = 0; i < ranges.size(); i++) {
            MountainRange r = ranges.get(i);
            p.putIfAbsent(r.name(), "ranges[" + i + "]");
            for (int j = 0; j < r.peaks().size(); j++) {
                p.putIfAbsent(r.peaks().get(j).name(), "ranges[" + i + "].peaks[" + j + "]");
            }
        }
        this.paths = Map.copyOf(p);
    }

    /**
     * @return the settings: {@link Mountains#standard()} with the document's seed, spacing and circumference
     */
    public Mountains settings() {
        return settings;
    }

    /**
     * @return the ranges in document order, not empty; unmodifiable
     */
    public List<MountainRange> ranges() {
        return ranges;
    }

    /**
     * A failure to build the ranges in the words of the document's own errors: the path of each range or
     * peak the message names in single quotes is put before it, once, unless the message already gives that
     * path ({@code 'Spine' and 'Snowcrown' overlap} becomes
     * {@code ranges[0] and ranges[1].peaks[0]: 'Spine' and 'Snowcrown' overlap}).
     *
     * @param message what building the ranges said ({@link Mountains#build} names ranges and peaks in single
     *                quotes), or null
     * @return the message with the paths before it; {@code the ranges cannot be built} for null
     */
    public String locate(String message) {
        String m = message == null ? "the ranges cannot be built" : message;
        List<String> where = new ArrayList<>();
        Matcher q = Pattern.compile("'([^']*)'").matcher(m);
        while (q.find()) {
            String path = paths.get(q.group(1));
            // a message that names the path itself ("ranges[0] ('Spine') is a ring range") needs it once
            boolean named = path != null && Pattern.compile(Pattern.quote(path) + "(?![\\w.\\[])").matcher(m).find();
            if (path != null && !named && !where.contains(path)) {
                where.add(path);
            }
        }
        return (where.isEmpty() ? "" : String.join(" and ", where) + ": ") + m;
    }

    /**
     * Reads a spec from a parsed JSON document (see the class for the tree's form and the format).
     *
     * @param root the document's root value, a {@code Map}
     * @return the spec
     * @throws IllegalArgumentException if the tree is not a valid spec, naming the path of the value at fault,
     *                                  what it must be and what it was (as JSON text)
     */
    public static MountainSpec fromTree(Object root) {
        Map<?, ?> o = object(root, "the spec");
        keys(o, "", Set.of("seed", "spacing", "circumference", "ranges"));
        Mountains m = Mountains.standard();
        if (o.containsKey("seed")) {
            m = m.withSeed(integer(o.get("seed"), "seed"));
        }
        if (o.containsKey("spacing")) {
            m = m.withSpacing(number(o.get("spacing"), "spacing"));
        }
        if (o.containsKey("circumference")) {
            m = m.withCircumference(number(o.get("circumference"), "circumference"));
        }
        List<?> rs = array(required(o, "ranges", ""), "ranges");
        if (rs.isEmpty()) {
            throw new IllegalArgumentException("ranges must not be empty");
        }
        List<MountainRange> ranges = new ArrayList<>();
        for (int i = 0; i < rs.size(); i++) {
            String path = "ranges[" + i + "]";
            try {
                ranges.add(range(object(rs.get(i), path), path));
            } catch (IllegalArgumentException | NullPointerException e) {
                throw e.getMessage() != null && e.getMessage().startsWith(path) ? e
                        : new IllegalArgumentException(path + ": " + e.getMessage(), e);
            }
        }
        return new MountainSpec(m, List.copyOf(ranges));
    }

    private static MountainRange range(Map<?, ?> o, String path) {
        keys(o, path, Set.of("name", "outline", "height", "peakDensity", "ruggedness", "erosion", "peaks", "tarns"));
        String name = string(required(o, "name", path), path + ".name");
        Outline outline = outline(object(required(o, "outline", path), path + ".outline"), path + ".outline");
        double height = number(required(o, "height", path), path + ".height");
        List<Peak> peaks = new ArrayList<>();
        if (o.containsKey("peaks")) {
            List<?> a = array(o.get("peaks"), path + ".peaks");
            for (int i = 0; i < a.size(); i++) {
                String p = path + ".peaks[" + i + "]";
                Map<?, ?> po = object(a.get(i), p);
                keys(po, p, Set.of("name", "x", "z", "elevation"));
                String pn = string(required(po, "name", p), p + ".name");
                double x = number(required(po, "x", p), p + ".x");
                double z = number(required(po, "z", p), p + ".z");
                double e = number(required(po, "elevation", p), p + ".elevation");
                peaks.add(wrap(p, () -> new Peak(pn, new GroundPoint(x, z), e)));
            }
        }
        List<Tarn> tarns = new ArrayList<>();
        if (o.containsKey("tarns")) {
            List<?> a = array(o.get("tarns"), path + ".tarns");
            for (int i = 0; i < a.size(); i++) {
                String p = path + ".tarns[" + i + "]";
                Map<?, ?> to = object(a.get(i), p);
                keys(to, p, Set.of("x", "z", "radius"));
                double x = number(required(to, "x", p), p + ".x");
                double z = number(required(to, "z", p), p + ".z");
                double r = number(required(to, "radius", p), p + ".radius");
                tarns.add(wrap(p, () -> Tarn.of(x, z, r)));
            }
        }
        double density = o.containsKey("peakDensity") ? number(o.get("peakDensity"), path + ".peakDensity")
                : MountainRange.DEFAULT_PEAK_DENSITY;
        double rugged = o.containsKey("ruggedness") ? number(o.get("ruggedness"), path + ".ruggedness")
                : MountainRange.DEFAULT_RUGGEDNESS;
        double erosion = o.containsKey("erosion") ? number(o.get("erosion"), path + ".erosion")
                : MountainRange.DEFAULT_EROSION;
        return wrap(path, () -> new MountainRange(name, outline, height, peaks, density, rugged, erosion, tarns));
    }

    private static Outline outline(Map<?, ?> o, String path) {
        if (o.size() != 1) {
            throw new IllegalArgumentException(path + " must have exactly one of polygon, circle, band; had "
                    + o.keySet());
        }
        Map.Entry<?, ?> e = o.entrySet().iterator().next();
        String p = path + "." + e.getKey();
        switch (String.valueOf(e.getKey())) {
            case "polygon": {
                List<?> a = array(e.getValue(), p);
                double[] xz = new double[a.size() * 2];
                for (int i = 0; i < a.size(); i++) {
                    double[] c = numbers(a.get(i), p + "[" + i + "]", 2);
                    xz[2 * i] = c[0];
                    xz[2 * i + 1] = c[1];
                }
                Polygon s = wrap(p, () -> Shapes.polygon(xz));
                s.requireSimple(p);
                return Outline.massif(s);
            }
            case "circle": {
                double[] c = numbers(e.getValue(), p, 3);
                return Outline.massif(wrap(p, () -> Shapes.circle(c[0], c[1], c[2])));
            }
            case "band": {
                double[] b = numbers(e.getValue(), p, 2);
                return wrap(p, () -> Outline.band(b[0], b[1]));
            }
            default:
                throw new IllegalArgumentException(path + ": unknown outline '" + e.getKey()
                        + "' (polygon, circle or band)");
        }
    }

    private interface Maker<T> {
        T make();
    }

    private static <T> T wrap(String path, Maker<T> maker) {
        try {
            return maker.make();
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(path + ": " + e.getMessage(), e);
        }
    }

    private static void keys(Map<?, ?> o, String path, Set<String> allowed) {
        for (Object k : o.keySet()) {
            if (!allowed.contains(k)) {
                throw new IllegalArgumentException((path.isEmpty() ? "" : path + ": ") + "unknown key '" + k
                        + "' (allowed: " + String.join(", ", new TreeSet<>(allowed)) + ")");
            }
        }
    }

    private static Object required(Map<?, ?> o, String key, String path) {
        Object e = o.get(key);
        if (e == null) {
            throw new IllegalArgumentException((path.isEmpty() ? "" : path + ": ") + "missing '" + key + "'");
        }
        return e;
    }

    private static Map<?, ?> object(Object e, String path) {
        if (!(e instanceof Map<?, ?> m)) {
            throw new IllegalArgumentException(path + " must be an object, was " + json(e));
        }
        return m;
    }

    private static List<?> array(Object e, String path) {
        if (!(e instanceof List<?> l)) {
            throw new IllegalArgumentException(path + " must be an array, was " + json(e));
        }
        return l;
    }

    private static String string(Object e, String path) {
        if (!(e instanceof String s)) {
            throw new IllegalArgumentException(path + " must be a string, was " + json(e));
        }
        return s;
    }

    private static double number(Object e, String path) {
        if (!(e instanceof Number n)) {
            throw new IllegalArgumentException(path + " must be a number, was " + json(e));
        }
        double v = n.doubleValue();
        if (!Double.isFinite(v)) {
            throw new IllegalArgumentException(path + " must be finite, was " + json(e));
        }
        return v;
    }

    private static long integer(Object e, String path) {
        if (!(e instanceof Number n)) {
            throw new IllegalArgumentException(path + " must be an integer, was " + json(e));
        }
        try {
            return new java.math.BigDecimal(n.toString()).longValueExact();
        } catch (ArithmeticException | NumberFormatException ex) {
            throw new IllegalArgumentException(path + " must be an integer in the range of a 64-bit long, was "
                    + json(e));
        }
    }

    private static double[] numbers(Object e, String path, int count) {
        List<?> a = array(e, path);
        if (a.size() != count) {
            throw new IllegalArgumentException(path + " must have " + count + " numbers, had " + a.size());
        }
        double[] out = new double[count];
        for (int i = 0; i < count; i++) {
            out[i] = number(a.get(i), path + "[" + i + "]");
        }
        return out;
    }

    /**
     * A tree value as compact JSON text, for messages: strings quoted with {@code "}, {@code \}, control
     * characters and U+2028/U+2029 escaped; numbers by their {@code toString()}; objects and arrays without
     * spaces.
     */
    static String json(Object v) {
        StringBuilder out = new StringBuilder();
        json(v, out);
        return out.toString();
    }

    private static void json(Object v, StringBuilder out) {
        if (v instanceof Map<?, ?> m) {
            out.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> e : m.entrySet()) {
                if (!first) {
                    out.append(',');
                }
                first = false;
                quote(String.valueOf(e.getKey()), out);
                out.append(':');
                json(e.getValue(), out);
            }
            out.append('}');
        } else if (v instanceof List<?> l) {
            out.append('[');
            for (int i = 0; i < l.size(); i++) {
                if (i > 0) {
                    out.append(',');
                }
                json(l.get(i), out);
            }
            out.append(']');
        } else if (v instanceof String s) {
            quote(s, out);
        } else {
            out.append(v); // a number, a boolean, or null
        }
    }

    private static void quote(String s, StringBuilder out) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\t' -> out.append("\\t");
                case '\b' -> out.append("\\b");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\f' -> out.append("\\f");
                default -> {
                    if (c < 0x20 || c == '\u2028' || c == '\u2029') {
                        out.append(String.format(java.util.Locale.ROOT, "\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }
}
