package org.terrain4j.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;

/**
 * Checks a final class that replaced a public record (issue 32: no public positional constructor over
 * four arguments) against a twin: a record of the old type's simple name and components, declared in
 * the test. The class must keep the record's accessors, its equality and its text.
 */
public final class RecordLike {

    private RecordLike() {
    }

    /**
     * Asserts that {@code value} has an accessor of the twin's name and generic type for every
     * component, that it prints as the twin does, that it equals {@code same} (and its hash), and
     * that it differs from each of {@code changed} (each made with one value changed).
     *
     * @param value   an instance of the class
     * @param same    another instance with the same values, built another way where there is one
     * @param twin    the record the class was, with the same values
     * @param changed instances of the class that differ from {@code value} in one value each
     */
    public static void assertActsAsRecord(Object value, Object same, Record twin, Object... changed) {
        assertEquals(twin.toString(), value.toString());
        assertKeepsAccessorsAndEquality(value, same, twin, changed);
    }

    /**
     * As {@link #assertActsAsRecord} but for a type whose text was its own, not the record's: the
     * accessors and equality only.
     *
     * @param value   an instance of the class
     * @param same    another instance with the same values, built another way where there is one
     * @param twin    the record the class was, with the same values
     * @param changed instances of the class that differ from {@code value} in one value each
     */
    public static void assertKeepsAccessorsAndEquality(Object value, Object same, Record twin, Object... changed) {
        Class<?> c = value.getClass();
        assertEquals(c.getSimpleName(), twin.getClass().getSimpleName(), "the twin must carry the type's name");
        for (RecordComponent k : twin.getClass().getRecordComponents()) {
            Method m;
            try {
                m = c.getMethod(k.getName());
            } catch (NoSuchMethodException e) {
                throw new AssertionError(c.getName() + " lost the accessor " + k.getName() + "()", e);
            }
            assertEquals(k.getGenericType(), m.getGenericReturnType(), k.getName() + "()'s type");
            assertFalse(Modifier.isStatic(m.getModifiers()), k.getName());
        }
        assertEquals(value, same);
        assertEquals(same, value);
        assertEquals(value.hashCode(), same.hashCode());
        assertEquals(value, value);
        assertNotEquals(null, value);
        assertNotEquals(value, twin);
        List<String> equal = new ArrayList<>();
        for (Object o : changed) {
            if (value.equals(o) || o.equals(value)) {
                equal.add(o.toString());
            }
        }
        assertEquals(List.of(), equal, "changed one value each, yet equal to " + value);
    }
}
