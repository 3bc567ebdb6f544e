package org.terrain4j.testkit;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Checks parameter objects against terrain4j's parameter-object rule (package documentation of
 * {@code org.terrain4j.api}): no static factory shares a name with an instance method (the
 * {@code Thermal.talus(0.01).amount(0.3).talus(0.02)} trap), no {@code set…} method, and no bare-name
 * copy method beside an accessor of the same name ({@code drops(int)} beside {@code drops()}).
 */
public final class ApiRule {

    private ApiRule() {
    }

    /**
     * @param types parameter-object classes
     * @return one line per violation, empty if none
     */
    public static List<String> violations(Class<?>... types) {
        List<String> out = new ArrayList<>();
        for (Class<?> t : types) {
            Set<String> statics = new HashSet<>();
            Set<String> instances = new HashSet<>();
            Set<String> accessors = new HashSet<>();
            for (Method m : t.getMethods()) {
                if (m.getDeclaringClass() == Object.class || m.isSynthetic()) {
                    continue;
                }
                if (Modifier.isStatic(m.getModifiers())) {
                    statics.add(m.getName());
                } else {
                    instances.add(m.getName());
                    if (m.getParameterCount() == 0) {
                        accessors.add(m.getName());
                    }
                }
                if (m.getName().startsWith("set") && m.getName().length() > 3
                        && Character.isUpperCase(m.getName().charAt(3))) {
                    out.add(t.getSimpleName() + "." + m.getName() + ": a set… method");
                }
            }
            for (Method m : t.getMethods()) {
                if (!Modifier.isStatic(m.getModifiers()) && m.getParameterCount() > 0
                        && accessors.contains(m.getName()) && t.isAssignableFrom(m.getReturnType())) {
                    out.add(t.getSimpleName() + "." + m.getName() + "(…): a bare-name copy beside the accessor");
                }
            }
            for (String s : statics) {
                if (instances.contains(s)) {
                    out.add(t.getSimpleName() + "." + s + ": a static factory with an instance method's name");
                }
            }
        }
        return out;
    }
}
