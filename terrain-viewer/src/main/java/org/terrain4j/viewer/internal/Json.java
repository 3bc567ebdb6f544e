package org.terrain4j.viewer.internal;

import org.terrain4j.api.internal.JsonStrings;

/**
 * A minimal JSON writer: appends values to a {@link StringBuilder}, escaping strings as RFC 8259 asks.
 * Not thread-safe (one per response).
 */
public final class Json {

    private final StringBuilder out = new StringBuilder();
    private boolean comma;

    /** @return {@code this} after {@code {} */
    public Json object() {
        sep();
        out.append('{');
        comma = false;
        return this;
    }

    /** @return {@code this} after {@code }} */
    public Json end() {
        out.append('}');
        comma = true;
        return this;
    }

    /** @return {@code this} after {@code [} */
    public Json array() {
        sep();
        out.append('[');
        comma = false;
        return this;
    }

    /** @return {@code this} after {@code ]} */
    public Json endArray() {
        out.append(']');
        comma = true;
        return this;
    }

    /**
     * @param name a member's name
     * @return {@code this} after {@code "name":}
     */
    public Json key(String name) {
        sep();
        string(name);
        out.append(':');
        comma = false;
        return this;
    }

    /**
     * @param v a number; NaN and infinities are written as null
     * @return this
     */
    public Json value(double v) {
        sep();
        if (Double.isFinite(v)) {
            if (v == Math.rint(v) && Math.abs(v) < 1e15) {
                out.append((long) v);
            } else {
                out.append(v);
            }
        } else {
            out.append("null");
        }
        comma = true;
        return this;
    }

    /**
     * @param v a boolean
     * @return this
     */
    public Json value(boolean v) {
        sep();
        out.append(v);
        comma = true;
        return this;
    }

    /**
     * @param v a string, or null for JSON null
     * @return this
     */
    public Json value(String v) {
        sep();
        if (v == null) {
            out.append("null");
        } else {
            string(v);
        }
        comma = true;
        return this;
    }

    private void sep() {
        if (comma) {
            out.append(',');
            comma = false;
        }
    }

    private void string(String s) {
        JsonStrings.append(out, s, true);
    }

    @Override
    public String toString() {
        return out.toString();
    }
}
