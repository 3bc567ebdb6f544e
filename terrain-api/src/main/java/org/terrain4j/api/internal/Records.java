package org.terrain4j.api.internal;

/**
 * For a public value class that keeps its values in a private record (so that its constructor can stay
 * non-public, which a public record's cannot): the record's text under the class's own name.
 */
public final class Records {

    private Records() {
    }

    /**
     * @param name   the public class's simple name, such as {@code Beat}
     * @param values the record holding its values
     * @return {@code name[a=…, b=…]}, as a record of that name prints itself
     */
    public static String named(String name, Record values) {
        String s = values.toString();
        return name + s.substring(s.indexOf('['));
    }
}
