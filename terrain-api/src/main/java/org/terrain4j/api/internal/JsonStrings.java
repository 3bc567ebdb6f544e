package org.terrain4j.api.internal;

import java.util.Locale;

/**
 * JSON string literals as RFC 8259 writes them, for terrain4j's small JSON writers (the play-space
 * report, the viewer's responses). Stateless and thread-safe.
 */
public final class JsonStrings {

    private JsonStrings() {
    }

    /**
     * Appends {@code s} as a quoted JSON string: {@code "} and {@code \} escaped, newline, carriage return
     * and tab as {@code \n}, {@code \r}, {@code \t}, every other control character as a backslash-u escape of four hex digits.
     *
     * @param out      where to append
     * @param s        the text, not null
     * @param htmlSafe also escape {@code < > &} and the line and paragraph separators U+2028, U+2029 as
     *                 such escapes, so the text can stand inside an HTML page's script
     */
    public static void append(StringBuilder out, String s, boolean htmlSafe) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20 || htmlSafe && (c == '<' || c == '>' || c == '&' || c == 0x2028 || c == 0x2029)) {
                        out.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }
}
