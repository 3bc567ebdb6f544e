package org.terrain4j.world;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * An assembled environment: a name, a seed, the base ground it is drawn on and the elements placed
 * over it. It carries no geometry; {@link #generate()} draws the world from this description, the same
 * bits every time for the same description, on any number of threads.
 *
 * <p>Immutable and thread-safe; copies by {@code withX}.
 *
 * @param name       display name
 * @param seed       the world's seed
 * @param ground     the base ground
 * @param placements the elements, in any order (the pipeline fixes the order)
 * @since 0.1
 */
public record Environment(String name, long seed, BaseGround ground, List<Placement> placements) {

    /**
     * Copies the list.
     *
     * @param name       display name
     * @param seed       the world's seed
     * @param ground     the base ground
     * @param placements the elements, in any order
     * @throws NullPointerException if an argument or a placement is null
     */
    public Environment {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(ground, "ground");
        placements = List.copyOf(placements);
    }

    /**
     * @param v seed
     * @return a copy
     */
    public Environment withSeed(long v) {
        return new Environment(name, v, ground, placements);
    }

    /**
     * @param v base ground
     * @return a copy
     */
    public Environment withGround(BaseGround v) {
        return new Environment(name, seed, v, placements);
    }

    /**
     * @param v placements
     * @return a copy
     */
    public Environment withPlacements(List<Placement> v) {
        return new Environment(name, seed, ground, v);
    }

    /**
     * @param v display name
     * @return a copy
     */
    public Environment withName(String v) {
        return new Environment(v, seed, ground, placements);
    }

    /** @return true if a runway is placed */
    public boolean hasRunway() {
        return placements.stream().anyMatch(p -> p.element().equals(Elements.RUNWAY));
    }

    /**
     * @param runway true to have a strip (a runway placement at its preset readings is added if none is
     *               placed), false to have none (every runway placement is removed)
     * @return a copy
     */
    public Environment withRunway(boolean runway) {
        List<Placement> out = new ArrayList<>();
        for (Placement p : placements) {
            if (!p.element().equals(Elements.RUNWAY)) {
                out.add(p);
            } else if (runway) {
                out.add(p);
            }
        }
        if (runway && !hasRunway()) {
            out.add(Placement.of(Elements.RUNWAY));
        }
        return withPlacements(out);
    }

    /** @return the world drawn with the standard elements on the calling thread */
    public World generate() {
        return generate(Elements.standard(), 1);
    }

    /**
     * Draws the world.
     *
     * @param elements the registry the placements' names are read from
     * @param threads  threads to use, ≥ 1 (the result is the same on any number)
     * @return the world
     * @throws IllegalArgumentException if a placement names an unknown element or range, a reading lies
     *                                  outside its declared bounds or has the wrong kind, more than one
     *                                  runway is placed, or threads is outside [1, 256]
     */
    public World generate(Elements elements, int threads) {
        if (!(threads >= 1 && threads <= 256)) {
            throw new IllegalArgumentException("threads must be in [1, 256], was " + threads);
        }
        return Generator.generate(this, Objects.requireNonNull(elements, "elements"), threads);
    }
}
