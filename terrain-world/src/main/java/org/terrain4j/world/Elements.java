package org.terrain4j.world;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.terrain4j.world.internal.CanyonElement;
import org.terrain4j.world.internal.CoverElement;
import org.terrain4j.world.internal.DesertElement;
import org.terrain4j.world.internal.ForestElement;
import org.terrain4j.world.internal.MountainElement;
import org.terrain4j.world.internal.RiverElement;
import org.terrain4j.world.internal.RunwayElement;
import org.terrain4j.world.internal.SnowElement;
import org.terrain4j.world.internal.TownElement;
import org.terrain4j.world.internal.WaterBodyElement;

/**
 * The element registry: names to {@link Element}s. {@link #standard()} holds terrain4j's eleven
 * standard elements; {@link #withElement(Element)} adds or replaces one. Immutable and
 * thread-safe.
 *
 * @since 0.1
 */
public final class Elements {

    /** Peaks: peak count, height, radius, girth. */
    public static final String MOUNTAIN = "mountain";
    /** A branching canyon: depth, width, steepness, branches, wander. */
    public static final String CANYON = "canyon";
    /** A dune sea: dune height, crest spacing, coverage, sand gradient. */
    public static final String DESERT = "desert";
    /** Grass: green gradient, height band. */
    public static final String GRASS = "grass";
    /** Sand: brown gradient, height band. */
    public static final String SAND = "sand";
    /**
     * A water body: share (of the square, its line found on the ground as drawn; 0 to use the water line),
     * water line, blue gradient by depth, pull.
     */
    public static final String WATER_BODY = "water body";
    /** A river: blue gradient, windiness, width, depth, valley. */
    public static final String RIVER = "river";
    /** Forest: tree height, density, grove size, groves, canopy gradient, band, river reach. */
    public static final String FOREST = "forest";
    /** A town: block size, built blocks, building height, site extent, building and street gradients. */
    public static final String TOWN = "town";
    /** Snow: snow line, coverage, steepest, white gradient. */
    public static final String SNOW = "snow";
    /** The runway: length, width, heading, band, apron, pavement and paint gradients. */
    public static final String RUNWAY = "runway";

    private final Map<String, Element> byName;

    private Elements(Map<String, Element> byName) {
        this.byName = byName;
    }

    private static final Elements STANDARD = build();

    /** @return the eleven standard elements (one shared, immutable registry) */
    public static Elements standard() {
        return STANDARD;
    }

    private static Elements build() {
        Map<String, Element> m = new LinkedHashMap<>();
        for (Element e : List.<Element>of(MountainElement.create(), CanyonElement.create(), DesertElement.create(),
                CoverElement.grass(), CoverElement.sand(), WaterBodyElement.create(), RiverElement.create(),
                ForestElement.create(), TownElement.create(), SnowElement.create(), RunwayElement.create())) {
            m.put(e.name(), e);
        }
        return new Elements(m);
    }

    /**
     * @param element an element (replaces one of the same name)
     * @return a registry with it
     * @throws IllegalArgumentException if it would replace the runway (the generator sites the runway itself)
     */
    public Elements withElement(Element element) {
        Objects.requireNonNull(element, "element");
        if (element.name().equals(RUNWAY) || element.stage() == Stage.RUNWAY) {
            throw new IllegalArgumentException("the runway cannot be replaced, and no other element may be drawn in the runway stage");
        }
        Map<String, Element> m = new LinkedHashMap<>(byName);
        m.put(element.name(), element);
        return new Elements(m);
    }

    /**
     * @param name a registry name
     * @return the element
     * @throws IllegalArgumentException if there is none of that name
     */
    public Element element(String name) {
        Element e = byName.get(name);
        if (e == null) {
            throw new IllegalArgumentException("no element named '" + name + "'; known: " + byName.keySet());
        }
        return e;
    }

    /** @return every element, in registration order */
    public List<Element> elements() {
        return List.copyOf(byName.values());
    }
}
