package org.terrain4j.analysis.playspace;

import java.util.Locale;

import org.terrain4j.api.internal.JsonStrings;

/**
 * A small JSON text builder for the report: objects and arrays written in order, numbers in the
 * shortest form that reads back to the same double, non-finite numbers as {@code null} (JSON has
 * no NaN). Package-private; not thread-safe.
 */
final class JsonText {

    private final StringBuilder out = new StringBuilder(4096);
    private final boolean[] first = new boolean[64];
    private int depth;
    private final boolean pretty;

    JsonText(boolean pretty) {
        this.pretty = pretty;
        first[0] = true;
    }

    private void separate() {
        if (depth > 0 || out.length() > 0) {
            if (!first[depth]) {
                out.append(',');
            }
            first[depth] = false;
            if (pretty && depth > 0) {
                out.append('\n');
                out.append("  ".repeat(depth));
            }
        }
    }

    JsonText open(char bracket) {
        out.append(bracket);
        depth++;
        first[depth] = true;
        return this;
    }

    JsonText close(char bracket) {
        boolean empty = first[depth];
        depth--;
        if (pretty && !empty) {
            out.append('\n').append("  ".repeat(depth));
        }
        out.append(bracket);
        return this;
    }

    JsonText beginObject() {
        if (depth > 0) {
            separate();
        }
        return open('{');
    }

    JsonText beginObject(String name) {
        key(name);
        return open('{');
    }

    JsonText endObject() {
        return close('}');
    }

    JsonText beginArray(String name) {
        key(name);
        return open('[');
    }

    JsonText endArray() {
        return close(']');
    }

    private void key(String name) {
        separate();
        string(name);
        out.append(pretty ? ": " : ":");
    }

    JsonText field(String name, String value) {
        key(name);
        string(value);
        return this;
    }

    /** A string as an element of the array being written. */
    JsonText value(String value) {
        separate();
        string(value);
        return this;
    }

    JsonText field(String name, double value) {
        key(name);
        number(value);
        return this;
    }

    JsonText field(String name, long value) {
        key(name);
        out.append(value);
        return this;
    }

    JsonText field(String name, boolean value) {
        key(name);
        out.append(value);
        return this;
    }

    /** A compact array of numbers on one line, such as a point {@code [x, z]}. */
    JsonText numbers(String name, double... values) {
        if (name != null) {
            key(name);
        } else {
            separate();
        }
        out.append('[');
        for (int i = 0; i < values.length; i++) {
            if (i > 0) {
                out.append(pretty ? ", " : ",");
            }
            number(values[i]);
        }
        out.append(']');
        return this;
    }

    private void number(double v) {
        if (!Double.isFinite(v)) {
            out.append("null");
        } else if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            out.append((long) v);
        } else {
            out.append(String.format(Locale.ROOT, "%s", Double.toString(v)));
        }
    }

    private void string(String s) {
        JsonStrings.append(out, s, false);
    }

    @Override
    public String toString() {
        return out.toString();
    }
}
