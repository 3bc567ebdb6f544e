package org.terrain4j.cli;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;

import org.terrain4j.api.GroundPoint;
import org.terrain4j.features.Polygon;
import org.terrain4j.features.Shapes;
import org.terrain4j.features.mountains.MountainRange;
import org.terrain4j.features.mountains.Mountains;
import org.terrain4j.features.mountains.Outline;
import org.terrain4j.features.mountains.Peak;
import org.terrain4j.features.mountains.Tarn;

/**
 * The JSON spec of {@code terrain mountains}, read with Gson's tree model. Every key is checked:
 * an unknown key, a missing required one or a value out of range fails with its path in the file
 * ({@code ranges[0].peaks[1].elevation}). Format (metres throughout, x east, z south):
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
 */
final class MountainSpec {

    final Mountains settings;
    final List<MountainRange> ranges;
    /** The path in the file of each range's and named peak's name (the first, if a name repeats). */
    private final java.util.Map<String, String> paths;

    private MountainSpec(Mountains settings, List<MountainRange> ranges) {
        this.settings = settings;
        this.ranges = ranges;
        java.util.Map<String, String> p = new java.util.LinkedHashMap<>();
        for (int i = 0; i < ranges.size(); i++) {
            MountainRange r = ranges.get(i);
            p.putIfAbsent(r.name(), "ranges[" + i + "]");
            for (int j = 0; j < r.peaks().size(); j++) {
                p.putIfAbsent(r.peaks().get(j).name(), "ranges[" + i + "].peaks[" + j + "]");
            }
        }
        this.paths = java.util.Map.copyOf(p);
    }

    /**
     * A failure to build the ranges, in the words of every other spec error: the file, then the path
     * in it of each range or peak the message names in quotes.
     *
     * @param file the spec file
     * @param e    what building the ranges threw
     * @return {@code FILE: PATH and PATH: MESSAGE}
     */
    IllegalArgumentException located(Path file, IllegalArgumentException e) {
        String m = e.getMessage() == null ? "the ranges cannot be built" : e.getMessage();
        List<String> where = new ArrayList<>();
        java.util.regex.Matcher q = java.util.regex.Pattern.compile("'([^']*)'").matcher(m);
        while (q.find()) {
            String path = paths.get(q.group(1));
            // a message that names the path itself ("ranges[0] ('Spine') is a ring range") needs it once
            boolean named = path != null && java.util.regex.Pattern.compile(java.util.regex.Pattern.quote(path)
                    + "(?![\\w.\\[])").matcher(m).find();
            if (path != null && !named && !where.contains(path)) {
                where.add(path);
            }
        }
        return new IllegalArgumentException(file + ": " + (where.isEmpty() ? "" : String.join(" and ", where) + ": ")
                + m, e);
    }

    /**
     * @param file the spec
     * @return the settings and ranges
     * @throws IOException              if the file cannot be read
     * @throws IllegalArgumentException if it is not valid JSON or not a valid spec, naming the path
     */
    static MountainSpec read(Path file) throws IOException {
        JsonElement root;
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            JsonReader reader = new JsonReader(in);
            reader.setStrictness(Strictness.STRICT);
            boolean nothing;
            try {
                nothing = reader.peek() == com.google.gson.stream.JsonToken.END_DOCUMENT;
            } catch (java.io.EOFException empty) {
                nothing = true;
            }
            try {
                root = nothing ? com.google.gson.JsonNull.INSTANCE : element(reader, "the spec", file);
            } catch (java.io.EOFException cut) {
                throw new com.google.gson.JsonSyntaxException(cut); // reported as the parser reports it
            }
            if (!nothing && reader.peek() != com.google.gson.stream.JsonToken.END_DOCUMENT) {
                throw new IllegalArgumentException(file + ": not valid JSON" + position(reader.toString())
                        + ": expected nothing after the spec's closing '}'");
            }
        } catch (JsonParseException | com.google.gson.stream.MalformedJsonException e) {
            throw new IllegalArgumentException(file + ": " + malformed(e), e);
        }
        if (root.isJsonNull() && Files.size(file) == 0) {
            throw new IllegalArgumentException(file + ": the file is empty; a spec is a JSON object with its \"ranges\"");
        }
        if (root.isJsonNull() && Files.size(file) <= 1 << 20
                && Files.readString(file, StandardCharsets.UTF_8).isBlank()) {
            throw new IllegalArgumentException(file + ": the file holds only white space; a spec is a JSON object"
                    + " with its \"ranges\"");
        }
        try {
            return parse(root);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
        }
    }

    /**
     * One JSON value, read as Gson's parser reads it but refusing a key given twice in one object, which
     * the parser would let the later one win silently ({@code "seed": 3, "seed": 4} built with seed 4).
     *
     * @param reader the strict reader, at the value
     * @param path   where the value lies, for the message ({@code ranges[0].peaks[1]})
     * @param file   the spec, for the message
     */
    private static JsonElement element(JsonReader reader, String path, Path file) throws IOException {
        switch (reader.peek()) {
            case BEGIN_OBJECT -> {
                JsonObject o = new JsonObject();
                reader.beginObject();
                while (reader.hasNext()) {
                    String line = position(reader.toString());
                    String key = reader.nextName();
                    String at = path.equals("the spec") ? key : path + "." + key;
                    if (o.has(key)) {
                        throw new IllegalArgumentException(file + ": not valid as a spec" + line + ": the key \""
                                + key + "\" is given twice in " + path);
                    }
                    o.add(key, element(reader, at, file));
                }
                reader.endObject();
                return o;
            }
            case BEGIN_ARRAY -> {
                JsonArray a = new JsonArray();
                reader.beginArray();
                while (reader.hasNext()) {
                    a.add(element(reader, (path.equals("the spec") ? "" : path) + "[" + a.size() + "]", file));
                }
                reader.endArray();
                return a;
            }
            default -> {
                return JsonParser.parseReader(reader);
            }
        }
    }

    /** Where the parser stopped, in its message or description: {@code " at line L, column C"}, or nothing. */
    private static String position(String parserText) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("line (\\d+) column (\\d+)").matcher(
                parserText == null ? "" : parserText);
        return m.find() ? " at line " + m.group(1) + ", column " + m.group(2) : "";
    }

    /**
     * Gson's report of malformed JSON in our words: where (line and column, from its message) and what
     * was expected there. Its own text (exception class names, its API's advice, its path syntax, a link)
     * is not shown.
     *
     * @param e what Gson threw
     * @return {@code not valid JSON at line L, column C: expected …}
     */
    static String malformed(Exception e) {
        String text = e.getMessage() == null ? "" : e.getMessage();
        for (Throwable t = e.getCause(); t != null; t = t.getCause()) {
            if (t.getMessage() != null) {
                text = t.getMessage();
            }
        }
        String expected;
        if (text.contains("End of input")) {
            expected = "more: the file ends before the spec is closed (a '}' or ']' is missing)";
        } else if (text.contains("Expected ':'")) {
            expected = "':' after the key";
        } else if (text.contains("Expected name")) {
            expected = "a key in double quotes (is there a comma too many?)";
        } else if (text.contains("Expected value")) {
            expected = "a value: a number, a string in double quotes, an object, an array, true, false or null";
        } else if (text.contains("Unterminated object")) {
            expected = "',' or '}' after the value";
        } else if (text.contains("Unterminated array")) {
            expected = "',' or ']' after the value";
        } else if (text.contains("Unterminated string")) {
            expected = "the closing '\"' of the string";
        } else if (text.contains("escape")) {
            expected = "a JSON escape in the string (\\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\u and four hex digits)";
        } else {
            expected = "standard JSON: keys and strings in double quotes, finite numbers, true, false or null,"
                    + " no comments, no comma before a closing bracket, nothing after the spec";
        }
        return "not valid JSON" + position(text) + ": expected " + expected;
    }

    static MountainSpec parse(JsonElement root) {
        JsonObject o = object(root, "the spec");
        keys(o, "", Set.of("seed", "spacing", "circumference", "ranges"));
        Mountains m = Mountains.standard();
        if (o.has("seed")) {
            m = m.withSeed(integer(o.get("seed"), "seed"));
        }
        if (o.has("spacing")) {
            m = m.withSpacing(number(o.get("spacing"), "spacing"));
        }
        if (o.has("circumference")) {
            m = m.withCircumference(number(o.get("circumference"), "circumference"));
        }
        JsonArray rs = array(required(o, "ranges", ""), "ranges");
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

    private static MountainRange range(JsonObject o, String path) {
        keys(o, path, Set.of("name", "outline", "height", "peakDensity", "ruggedness", "erosion", "peaks", "tarns"));
        String name = string(required(o, "name", path), path + ".name");
        Outline outline = outline(object(required(o, "outline", path), path + ".outline"), path + ".outline");
        double height = number(required(o, "height", path), path + ".height");
        List<Peak> peaks = new ArrayList<>();
        if (o.has("peaks")) {
            JsonArray a = array(o.get("peaks"), path + ".peaks");
            for (int i = 0; i < a.size(); i++) {
                String p = path + ".peaks[" + i + "]";
                JsonObject po = object(a.get(i), p);
                keys(po, p, Set.of("name", "x", "z", "elevation"));
                String pn = string(required(po, "name", p), p + ".name");
                double x = number(required(po, "x", p), p + ".x");
                double z = number(required(po, "z", p), p + ".z");
                double e = number(required(po, "elevation", p), p + ".elevation");
                peaks.add(wrap(p, () -> new Peak(pn, new GroundPoint(x, z), e)));
            }
        }
        List<Tarn> tarns = new ArrayList<>();
        if (o.has("tarns")) {
            JsonArray a = array(o.get("tarns"), path + ".tarns");
            for (int i = 0; i < a.size(); i++) {
                String p = path + ".tarns[" + i + "]";
                JsonObject to = object(a.get(i), p);
                keys(to, p, Set.of("x", "z", "radius"));
                double x = number(required(to, "x", p), p + ".x");
                double z = number(required(to, "z", p), p + ".z");
                double r = number(required(to, "radius", p), p + ".radius");
                tarns.add(wrap(p, () -> Tarn.of(x, z, r)));
            }
        }
        double density = o.has("peakDensity") ? number(o.get("peakDensity"), path + ".peakDensity")
                : MountainRange.DEFAULT_PEAK_DENSITY;
        double rugged = o.has("ruggedness") ? number(o.get("ruggedness"), path + ".ruggedness")
                : MountainRange.DEFAULT_RUGGEDNESS;
        double erosion = o.has("erosion") ? number(o.get("erosion"), path + ".erosion") : MountainRange.DEFAULT_EROSION;
        return wrap(path, () -> new MountainRange(name, outline, height, peaks, density, rugged, erosion, tarns));
    }

    private static Outline outline(JsonObject o, String path) {
        if (o.size() != 1) {
            throw new IllegalArgumentException(path + " must have exactly one of polygon, circle, band; had "
                    + o.keySet());
        }
        Map.Entry<String, JsonElement> e = o.entrySet().iterator().next();
        String p = path + "." + e.getKey();
        switch (e.getKey()) {
            case "polygon": {
                JsonArray a = array(e.getValue(), p);
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

    /**
     * Refuses an outline that crosses or touches itself: {@link Polygon#requireSimple}.
     *
     * @param xz   the corners, {@code x0, z0, x1, z1, …}, at least three
     * @param path where the polygon is in the spec
     * @throws IllegalArgumentException naming the path, the edges and the point
     */
    static void checkSimple(double[] xz, String path) {
        Polygon.of(xz).requireSimple(path);
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

    private static void keys(JsonObject o, String path, Set<String> allowed) {
        for (String k : o.keySet()) {
            if (!allowed.contains(k)) {
                throw new IllegalArgumentException((path.isEmpty() ? "" : path + ": ") + "unknown key '" + k
                        + "' (allowed: " + String.join(", ", new java.util.TreeSet<>(allowed)) + ")");
            }
        }
    }

    private static JsonElement required(JsonObject o, String key, String path) {
        JsonElement e = o.get(key);
        if (e == null || e.isJsonNull()) {
            throw new IllegalArgumentException((path.isEmpty() ? "" : path + ": ") + "missing '" + key + "'");
        }
        return e;
    }

    private static JsonObject object(JsonElement e, String path) {
        if (!e.isJsonObject()) {
            throw new IllegalArgumentException(path + " must be an object, was " + e);
        }
        return e.getAsJsonObject();
    }

    private static JsonArray array(JsonElement e, String path) {
        if (!e.isJsonArray()) {
            throw new IllegalArgumentException(path + " must be an array, was " + e);
        }
        return e.getAsJsonArray();
    }

    private static String string(JsonElement e, String path) {
        if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isString()) {
            throw new IllegalArgumentException(path + " must be a string, was " + e);
        }
        return e.getAsString();
    }

    private static double number(JsonElement e, String path) {
        if (!e.isJsonPrimitive() || !((JsonPrimitive) e).isNumber()) {
            throw new IllegalArgumentException(path + " must be a number, was " + e);
        }
        double v = e.getAsDouble();
        if (!Double.isFinite(v)) {
            throw new IllegalArgumentException(path + " must be finite, was " + e);
        }
        return v;
    }

    private static long integer(JsonElement e, String path) {
        if (!e.isJsonPrimitive() || !((JsonPrimitive) e).isNumber()) {
            throw new IllegalArgumentException(path + " must be an integer, was " + e);
        }
        try {
            return e.getAsBigDecimal().longValueExact();
        } catch (ArithmeticException ex) {
            throw new IllegalArgumentException(path + " must be an integer in the range of a 64-bit long, was " + e);
        }
    }

    private static double[] numbers(JsonElement e, String path, int count) {
        JsonArray a = array(e, path);
        if (a.size() != count) {
            throw new IllegalArgumentException(path + " must have " + count + " numbers, had " + a.size());
        }
        double[] out = new double[count];
        for (int i = 0; i < count; i++) {
            out[i] = number(a.get(i), path + "[" + i + "]");
        }
        return out;
    }
}
