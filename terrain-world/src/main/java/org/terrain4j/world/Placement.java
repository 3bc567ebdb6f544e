package org.terrain4j.world;

import java.util.Collections;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * One element placed in an environment: the element's registry name and the readings of the ranges
 * it names. A range the placement does not name takes the element's preset reading (see
 * {@link Element#resolved(Placement, BaseGround)}). What a preset holds, what the editor hands out and
 * what a caller passes to {@link Environment#withPlacements(java.util.List)} are lists of these.
 *
 * <p>Immutable (the maps are copied, sorted by range name) and thread-safe.
 *
 * @param element   the element's name in the registry, for example {@code "mountain"}
 * @param readings  span and single-value readings by range name
 * @param gradients gradient readings by range name
 * @since 0.1
 */
public record Placement(String element, Map<String, Reading> readings, Map<String, ColourGradient> gradients) {

    /**
     * @param element   the element's name in the registry, for example {@code "mountain"}
     * @param readings  span and single-value readings by range name
     * @param gradients gradient readings by range name
     * @throws NullPointerException if an argument, key or value is null
     */
    public Placement {
        Objects.requireNonNull(element, "element");
        readings = Collections.unmodifiableMap(new TreeMap<>(Objects.requireNonNull(readings, "readings")));
        gradients = Collections.unmodifiableMap(new TreeMap<>(Objects.requireNonNull(gradients, "gradients")));
        readings.forEach((k, v) -> Objects.requireNonNull(v, "reading " + k));
        gradients.forEach((k, v) -> Objects.requireNonNull(v, "gradient " + k));
    }

    /**
     * @param element the element's registry name
     * @return a placement of that element with every range at its preset reading
     */
    public static Placement of(String element) {
        return new Placement(element, Map.of(), Map.of());
    }

    /**
     * @param range name of a span range
     * @param min   minimum
     * @param max   maximum
     * @return a copy with that span
     */
    public Placement withSpan(String range, double min, double max) {
        TreeMap<String, Reading> r = new TreeMap<>(readings);
        r.put(range, Reading.span(min, max));
        return new Placement(element, r, gradients);
    }

    /**
     * @param range name of a single-value range
     * @param value the value
     * @return a copy with that value
     */
    public Placement withValue(String range, double value) {
        TreeMap<String, Reading> r = new TreeMap<>(readings);
        r.put(range, Reading.single(value));
        return new Placement(element, r, gradients);
    }

    /**
     * @param range    name of a gradient range
     * @param gradient the gradient
     * @return a copy with that gradient
     */
    public Placement withGradient(String range, ColourGradient gradient) {
        TreeMap<String, ColourGradient> g = new TreeMap<>(gradients);
        g.put(range, Objects.requireNonNull(gradient, "gradient"));
        return new Placement(element, readings, g);
    }

    /**
     * @param range a range name
     * @return its reading, if this placement names it
     */
    public Optional<Reading> reading(String range) {
        return Optional.ofNullable(readings.get(range));
    }

    /**
     * @param range a span range name
     * @return its reading
     * @throws IllegalArgumentException if this placement has no such reading
     */
    public Reading span(String range) {
        Reading r = readings.get(range);
        if (r == null) {
            throw new IllegalArgumentException(element + " has no reading for " + range);
        }
        return r;
    }

    /**
     * @param range a single-value range name
     * @return its value
     * @throws IllegalArgumentException if this placement has no such reading
     */
    public double value(String range) {
        return span(range).value();
    }

    /**
     * @param range a gradient range name
     * @return its gradient
     * @throws IllegalArgumentException if this placement has no such gradient
     */
    public ColourGradient gradient(String range) {
        ColourGradient g = gradients.get(range);
        if (g == null) {
            throw new IllegalArgumentException(element + " has no gradient for " + range);
        }
        return g;
    }
}
