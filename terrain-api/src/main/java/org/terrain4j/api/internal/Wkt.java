package org.terrain4j.api.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A parsed WKT 1 text (OGC 01-009 and ESRI's dialect; the bracket syntax of OGC 12-063r5 §6): a
 * keyword and its arguments, each a quoted text ({@link String}), a number ({@link Double}), a bare
 * word ({@link Word}) or a nested {@link Wkt}. Immutable. Not part of the API.
 *
 * @param keyword the keyword, upper case
 * @param args    the arguments in order
 * @since 0.1
 */
public record Wkt(String keyword, List<Object> args) {

    /** A bare word argument, such as {@code NORTH} in {@code AXIS["Northing",NORTH]}. */
    public record Word(String text) {
    }

    /** Deepest nesting parsed; deeper texts are refused (no real system nests beyond 6). */
    private static final int MAX_DEPTH = 32;

    /**
     * @param text the WKT
     * @return the parsed tree
     * @throws IllegalArgumentException if the text is not WKT bracket syntax, naming the position
     */
    public static Wkt parse(String text) {
        Parser p = new Parser(text);
        Wkt w = p.node(0);
        p.blank();
        if (p.i != text.length()) {
            throw p.error("text after the closing bracket");
        }
        return w;
    }

    /** @return the first argument when it is a quoted text (the name), else empty text */
    public String name() {
        return !args.isEmpty() && args.get(0) instanceof String s ? s : "";
    }

    /**
     * @param keyword a keyword, any case
     * @return the first child with that keyword
     */
    public Optional<Wkt> child(String keyword) {
        for (Object a : args) {
            if (a instanceof Wkt w && w.keyword.equalsIgnoreCase(keyword)) {
                return Optional.of(w);
            }
        }
        return Optional.empty();
    }

    /**
     * @param keyword a keyword, any case
     * @return every child with that keyword, in order
     */
    public List<Wkt> children(String keyword) {
        List<Wkt> out = new ArrayList<>();
        for (Object a : args) {
            if (a instanceof Wkt w && w.keyword.equalsIgnoreCase(keyword)) {
                out.add(w);
            }
        }
        return out;
    }

    /**
     * @param index argument index
     * @return the argument as a number, or NaN if it is missing or not a number
     */
    public double number(int index) {
        return index < args.size() && args.get(index) instanceof Double d ? d : Double.NaN;
    }

    private static final class Parser {
        private final String s;
        private int i;

        Parser(String s) {
            this.s = s;
        }

        IllegalArgumentException error(String what) {
            return new IllegalArgumentException("WKT is malformed at character " + i + ": " + what);
        }

        void blank() {
            while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
                i++;
            }
        }

        Wkt node(int depth) {
            if (depth > MAX_DEPTH) {
                throw error("nested deeper than " + MAX_DEPTH);
            }
            blank();
            int start = i;
            while (i < s.length() && (Character.isLetterOrDigit(s.charAt(i)) || s.charAt(i) == '_')) {
                i++;
            }
            if (i == start) {
                throw error("a keyword expected");
            }
            String keyword = s.substring(start, i).toUpperCase(Locale.ROOT);
            blank();
            if (i >= s.length() || s.charAt(i) != '[' && s.charAt(i) != '(') {
                throw error("'[' expected after " + keyword);
            }
            char close = s.charAt(i) == '[' ? ']' : ')';
            i++;
            List<Object> args = new ArrayList<>();
            blank();
            if (i < s.length() && s.charAt(i) == close) {
                i++;
                return new Wkt(keyword, List.of());
            }
            while (true) {
                args.add(argument(depth));
                blank();
                if (i >= s.length()) {
                    throw error("'" + close + "' expected to close " + keyword);
                }
                char c = s.charAt(i++);
                if (c == close) {
                    return new Wkt(keyword, List.copyOf(args));
                }
                if (c != ',') {
                    throw error("',' or '" + close + "' expected in " + keyword);
                }
            }
        }

        Object argument(int depth) {
            blank();
            if (i >= s.length()) {
                throw error("an argument expected");
            }
            char c = s.charAt(i);
            if (c == '"') {
                StringBuilder b = new StringBuilder();
                i++;
                while (true) {
                    if (i >= s.length()) {
                        throw error("unclosed quoted text");
                    }
                    char q = s.charAt(i++);
                    if (q == '"') {
                        if (i < s.length() && s.charAt(i) == '"') { // "" is a quote inside the text
                            b.append('"');
                            i++;
                            continue;
                        }
                        return b.toString();
                    }
                    b.append(q);
                }
            }
            if (c == '-' || c == '+' || c == '.' || c >= '0' && c <= '9') {
                int start = i;
                while (i < s.length() && "+-.0123456789eE".indexOf(s.charAt(i)) >= 0) {
                    i++;
                }
                try {
                    double v = Double.parseDouble(s.substring(start, i));
                    if (!Double.isFinite(v)) {
                        throw error("number out of range");
                    }
                    return v;
                } catch (NumberFormatException e) {
                    throw error("'" + s.substring(start, i) + "' is not a number");
                }
            }
            int start = i;
            while (i < s.length() && (Character.isLetterOrDigit(s.charAt(i)) || s.charAt(i) == '_')) {
                i++;
            }
            int end = i;
            blank();
            if (i < s.length() && (s.charAt(i) == '[' || s.charAt(i) == '(')) {
                i = start;
                return node(depth + 1);
            }
            if (end == start) {
                throw error("unexpected '" + c + "'");
            }
            return new Word(s.substring(start, end));
        }
    }
}
