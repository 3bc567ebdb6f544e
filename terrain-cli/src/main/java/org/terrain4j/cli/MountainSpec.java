package org.terrain4j.cli;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;

import org.terrain4j.features.Polygon;
import org.terrain4j.features.mountains.MountainRange;
import org.terrain4j.features.mountains.Mountains;

/**
 * The JSON spec of {@code terrain mountains}: the text read with Gson (strict JSON; a key given twice in one
 * object refused; malformed JSON reported by line and column in our words), then handed as a plain tree to the
 * library's {@link org.terrain4j.features.mountains.MountainSpec}, which checks every key and builds the ranges
 * (its class comment gives the format).
 */
final class MountainSpec {

    final Mountains settings;
    final List<MountainRange> ranges;
    private final org.terrain4j.features.mountains.MountainSpec spec;

    private MountainSpec(org.terrain4j.features.mountains.MountainSpec spec) {
        this.spec = spec;
        this.settings = spec.settings();
        this.ranges = spec.ranges();
    }

    /**
     * A failure to build the ranges, in the words of every other spec error: the file, then the path
     * in it of each range or peak the message names in quotes
     * ({@link org.terrain4j.features.mountains.MountainSpec#locate}).
     *
     * @param file the spec file
     * @param e    what building the ranges threw
     * @return {@code FILE: PATH and PATH: MESSAGE}
     */
    IllegalArgumentException located(Path file, IllegalArgumentException e) {
        return new IllegalArgumentException(file + ": " + spec.locate(e.getMessage()), e);
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
        return new MountainSpec(org.terrain4j.features.mountains.MountainSpec.fromTree(tree(root)));
    }

    /**
     * Gson's tree as the library reads it: objects as maps in document order, arrays as lists, numbers as
     * Gson's numbers (which keep their text, quoted as typed in messages), strings, booleans, and null.
     *
     * @param e a JSON value
     * @return its plain form
     */
    private static Object tree(JsonElement e) {
        if (e.isJsonObject()) {
            Map<String, Object> m = new LinkedHashMap<>();
            for (Map.Entry<String, JsonElement> x : e.getAsJsonObject().entrySet()) {
                m.put(x.getKey(), tree(x.getValue()));
            }
            return m;
        }
        if (e.isJsonArray()) {
            List<Object> l = new ArrayList<>();
            for (JsonElement x : e.getAsJsonArray()) {
                l.add(tree(x));
            }
            return l;
        }
        if (e.isJsonNull()) {
            return null;
        }
        JsonPrimitive p = e.getAsJsonPrimitive();
        if (p.isNumber()) {
            return p.getAsNumber();
        }
        return p.isBoolean() ? (Object) p.getAsBoolean() : p.getAsString();
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
}
