package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleReader;
import java.lang.module.ResolvedModule;
import java.lang.reflect.Constructor;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.terrain4j.testkit.ApiRule;

/**
 * The API rule over every library module, found by reflection rather than by a hand list: every public
 * type of every package a terrain4j library module exports to everyone (the command line's own
 * module exports none). The rule: the parameter-object rule of {@code org.terrain4j.api}'s package
 * documentation ({@link ApiRule}: no static factory named as an instance method, no {@code set…}
 * method, no bare-name copy), and no public constructor of more than four parameters (settings are
 * built by named {@code with…} steps, not by position).
 */
class LibraryApiRuleTest {

    /** The mutable buffer and the canvas elements draw into: their {@code set…} methods are their point. */
    private static final Set<String> MUTABLE = Set.of("org.terrain4j.api.HeightfieldBuffer",
            "org.terrain4j.world.Canvas");

    /**
     * Public constructors of more than four parameters that are still there (issue 32 asks for none),
     * each with the reason it stays: none is left. A ratchet: a type may leave this list, never join it;
     * the test fails on a type missing from it and on an entry that no longer has such a constructor.
     */
    static final Map<String, String> POSITIONAL_ALLOWED = Map.of();

    /**
     * Exported nested types whose simple name is also that of an exported top-level type, each with its
     * reason. A ratchet as {@link #POSITIONAL_ALLOWED}: the test fails on a sharing type missing from it
     * and on an entry that no longer shares.
     */
    static final Map<String, String> NAME_SHARED_ALLOWED = Map.of(
            "org.terrain4j.io.SrtmHgt$Tile",
            "an SRTM tile's south-west corner in whole degrees, always written SrtmHgt.Tile beside SrtmHgt's "
            + "readers (34 uses); org.terrain4j.viewer.Tile is a tile's drawn arrays, another module");

    static List<Class<?>> exportedTypes() {
        List<Class<?>> out = new ArrayList<>();
        for (ResolvedModule m : ModuleLayer.boot().configuration().modules()) {
            ModuleDescriptor d = m.reference().descriptor();
            if (!d.name().startsWith("org.terrain4j.") || d.name().equals("org.terrain4j.cli")) {
                continue;
            }
            Set<String> exported = new TreeSet<>();
            for (ModuleDescriptor.Exports e : d.exports()) {
                if (!e.isQualified()) {
                    exported.add(e.source());
                }
            }
            try (ModuleReader reader = m.reference().open(); Stream<String> names = reader.list()) {
                ClassLoader loader = ModuleLayer.boot().findLoader(d.name());
                for (String n : names.filter(s -> s.endsWith(".class") && !s.endsWith("module-info.class")
                        && !s.endsWith("package-info.class")).sorted().toList()) {
                    String cls = n.substring(0, n.length() - ".class".length()).replace('/', '.');
                    int dot = cls.lastIndexOf('.');
                    if (!exported.contains(cls.substring(0, dot))) {
                        continue;
                    }
                    Class<?> c = Class.forName(cls, false, loader);
                    if (isPublicApi(c)) {
                        out.add(c);
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (ClassNotFoundException e) {
                throw new AssertionError(e);
            }
        }
        return out;
    }

    private static boolean isPublicApi(Class<?> c) {
        for (Class<?> k = c; k != null; k = k.getDeclaringClass()) {
            if (!Modifier.isPublic(k.getModifiers())) {
                return false;
            }
        }
        return !c.isSynthetic() && !c.isAnonymousClass();
    }

    @Test
    void theScanFindsEveryLibraryModule() {
        Set<String> modules = new TreeSet<>();
        for (Class<?> c : exportedTypes()) {
            modules.add(c.getModule().getName());
        }
        assertEquals(new TreeSet<>(List.of("org.terrain4j.analysis", "org.terrain4j.api", "org.terrain4j.dem",
                "org.terrain4j.erosion", "org.terrain4j.examples", "org.terrain4j.features", "org.terrain4j.io",
                "org.terrain4j.mesh", "org.terrain4j.noise", "org.terrain4j.routing", "org.terrain4j.vector",
                "org.terrain4j.viewer", "org.terrain4j.world")), modules);
        assertTrue(exportedTypes().size() > 150, "only " + exportedTypes().size() + " types found");
    }

    /**
     * One name, one type (issue 32's grid vocabulary): no two exported top-level types share a simple
     * name, and an exported nested type shares one with a top-level type only as
     * {@link #NAME_SHARED_ALLOWED} lists. Nested types of the same simple name under different outer
     * types ({@code Builder}, {@code Kind}, {@code Result}, {@code EdgePolicy.Wrap} and
     * {@code Edge.Wrap}) are always written with their outer type and are not counted.
     */
    @Test
    void noTwoExportedTypesShareASimpleName() {
        List<Class<?>> types = exportedTypes();
        assertEquals(List.of(), topLevelClashes(types));
        assertEquals(new TreeSet<>(NAME_SHARED_ALLOWED.keySet()), nestedSharing(types));
    }

    /**
     * The name scan catches a top-level clash and a nested type named as a top-level one, and leaves
     * two nested types of one name under different outer types alone.
     */
    @Test
    void theNameScanCatchesClashes() {
        assertEquals(List.of("List: [java.awt.List, java.util.List]"),
                topLevelClashes(List.of(java.util.List.class, java.awt.List.class, Map.class)));
        assertEquals(Set.of("org.terrain4j.io.SrtmHgt$Tile"), nestedSharing(List.of(
                org.terrain4j.viewer.Tile.class, org.terrain4j.io.SrtmHgt.Tile.class, Map.Entry.class)));
        assertEquals(Set.of(), nestedSharing(List.of(org.terrain4j.api.EdgePolicy.Wrap.class,
                org.terrain4j.features.land.Edge.Wrap.class, org.terrain4j.api.EdgePolicy.class)));
    }

    static List<String> topLevelClashes(List<Class<?>> types) {
        Map<String, Set<String>> byName = new TreeMap<>();
        for (Class<?> c : types) {
            if (c.getDeclaringClass() == null) {
                byName.computeIfAbsent(c.getSimpleName(), k -> new TreeSet<>()).add(c.getName());
            }
        }
        List<String> out = new ArrayList<>();
        byName.forEach((name, all) -> {
            if (all.size() > 1) {
                out.add(name + ": " + all);
            }
        });
        return out;
    }

    /**
     * @param types the types scanned
     * @return the nested types whose simple name a top-level type of the list also has
     */
    static Set<String> nestedSharing(List<Class<?>> types) {
        Set<String> topNames = new TreeSet<>();
        for (Class<?> c : types) {
            if (c.getDeclaringClass() == null) {
                topNames.add(c.getSimpleName());
            }
        }
        Set<String> out = new TreeSet<>();
        for (Class<?> c : types) {
            if (c.getDeclaringClass() != null && topNames.contains(c.getSimpleName())) {
                out.add(c.getName());
            }
        }
        return out;
    }

    @Test
    void everyExportedTypeFollowsTheParameterObjectRule() {
        List<String> out = new ArrayList<>();
        for (Class<?> c : exportedTypes()) {
            if (!MUTABLE.contains(c.getName()) && !Throwable.class.isAssignableFrom(c)) {
                for (String v : ApiRule.violations(c)) {
                    out.add(c.getName() + ": " + v);
                }
            }
        }
        assertEquals(List.of(), out);
    }

    /**
     * No exported type has a public constructor (a record's canonical one or a class's) of more than four
     * parameters, except the ones {@link #POSITIONAL_ALLOWED} names with their reason.
     */
    @Test
    void noPublicConstructorTakesMoreThanFourPositionalArguments() {
        Map<String, Integer> found = positional(exportedTypes());
        List<String> unlisted = new ArrayList<>();
        for (Map.Entry<String, Integer> e : found.entrySet()) {
            if (!POSITIONAL_ALLOWED.containsKey(e.getKey())) {
                unlisted.add(e.getKey() + " (" + e.getValue() + " parameters)");
            }
        }
        assertEquals(List.of(), unlisted, "public positional constructors over 4 parameters: build these by"
                + " named with… steps from a starting value, group them into records of at most 4, or make the"
                + " constructor non-public");
        Set<String> stale = new TreeSet<>(POSITIONAL_ALLOWED.keySet());
        stale.removeAll(found.keySet());
        assertEquals(Set.of(), stale, "no longer positional: take them off POSITIONAL_ALLOWED");
        for (Map.Entry<String, String> e : POSITIONAL_ALLOWED.entrySet()) {
            assertTrue(e.getValue().length() >= 20, "give a reason for " + e.getKey());
        }
    }

    /**
     * The types with a public constructor of more than four parameters, each with its widest one.
     *
     * @param types the types to look at
     * @return type name to parameter count, sorted by name
     */
    static Map<String, Integer> positional(List<Class<?>> types) {
        Map<String, Integer> found = new TreeMap<>();
        for (Class<?> c : types) {
            for (Constructor<?> k : c.getConstructors()) {
                if (k.getParameterCount() > 4) {
                    found.merge(c.getName(), k.getParameterCount(), Math::max);
                }
            }
        }
        return found;
    }

    /**
     * The rule finds what it is meant to: a public record of five components and a class with a public
     * five-parameter constructor are caught; a four-component record and a class whose five-parameter
     * constructor is package-private are not.
     */
    @Test
    void theConstructorRuleCatchesRecordsAndClasses() {
        assertEquals(Map.of(Five.class.getName(), 5, FiveClass.class.getName(), 5),
                positional(List.of(Five.class, Four.class, FiveClass.class, HiddenFive.class)));
    }

    /** A probe for the rule. */
    public record Five(int a, int b, int c, int d, int e) {
    }

    /** A probe for the rule. */
    public record Four(int a, int b, int c, int d) {
    }

    /** A probe for the rule. */
    public static final class FiveClass {
        /**
         * @param a a
         * @param b b
         * @param c c
         * @param d d
         * @param e e
         */
        public FiveClass(int a, int b, int c, int d, int e) {
        }
    }

    /** A probe for the rule: its five-parameter constructor is not public. */
    public static final class HiddenFive {
        HiddenFive(int a, int b, int c, int d, int e) {
        }
    }

    /**
     * Every type a public method, constructor or field of the API takes or gives is the JDK's or an
     * exported terrain4j type: no internal type and no third-party type (Proj4J, JTS, TwelveMonkeys)
     * leaks into the API.
     */
    @Test
    void theApiNamesOnlyJdkAndExportedTypes() {
        Set<Class<?>> api = new java.util.HashSet<>(exportedTypes());
        Set<String> out = new TreeSet<>();
        for (Class<?> c : api) {
            List<java.lang.reflect.Type> used = new ArrayList<>();
            for (java.lang.reflect.Method m : c.getMethods()) {
                if (m.getDeclaringClass().getName().startsWith("org.terrain4j.")) {
                    used.add(m.getGenericReturnType());
                    used.addAll(List.of(m.getGenericParameterTypes()));
                }
            }
            for (Constructor<?> k : c.getConstructors()) {
                used.addAll(List.of(k.getGenericParameterTypes()));
            }
            for (java.lang.reflect.Field f : c.getFields()) {
                used.add(f.getGenericType());
            }
            for (java.lang.reflect.Type t : used) {
                for (Class<?> u : classesIn(t)) {
                    if (!u.isPrimitive() && !u.getName().startsWith("java.") && !api.contains(u)) {
                        out.add(c.getName() + " uses " + u.getName());
                    }
                }
            }
        }
        assertEquals(Set.of(), out);
    }

    private static List<Class<?>> classesIn(java.lang.reflect.Type t) {
        List<Class<?>> out = new ArrayList<>();
        if (t instanceof Class<?> k) {
            while (k.isArray()) {
                k = k.getComponentType();
            }
            out.add(k);
        } else if (t instanceof java.lang.reflect.ParameterizedType p) {
            out.addAll(classesIn(p.getRawType()));
            for (java.lang.reflect.Type a : p.getActualTypeArguments()) {
                out.addAll(classesIn(a));
            }
        } else if (t instanceof java.lang.reflect.GenericArrayType g) {
            out.addAll(classesIn(g.getGenericComponentType()));
        } else if (t instanceof java.lang.reflect.WildcardType w) {
            for (java.lang.reflect.Type b : w.getUpperBounds()) {
                out.addAll(classesIn(b));
            }
            for (java.lang.reflect.Type b : w.getLowerBounds()) {
                out.addAll(classesIn(b));
            }
        }
        return out;
    }
}
