package org.terrain4j.analysis.prominence;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The summits of one grid, sorted by prominence (largest first; ties: higher summit first, then
 * smaller row-major index). Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class Summits {

    private final List<Summit> list;

    private Summits(List<Summit> list) {
        this.list = List.copyOf(list);
    }

    static Summits sorted(List<Summit> summits, int columns) {
        List<Summit> copy = new ArrayList<>(summits);
        copy.sort(Comparator.comparingDouble(Summit::prominence).reversed()
                .thenComparing(Comparator.comparingDouble(Summit::height).reversed())
                .thenComparingInt(s -> s.row() * columns + s.column()));
        return new Summits(copy);
    }

    /**
     * @return the summits, sorted as described above; an unmodifiable list
     */
    public List<Summit> list() {
        return list;
    }

    /**
     * @return the number of summits
     */
    public int size() {
        return list.size();
    }

    /**
     * The summits with at least a given prominence (the landmarks of terrain4j's play-space
     * report are the summits with a prominence of at least 1.5 % of the world's side).
     *
     * @param metres the least prominence kept, metres; finite and ≥ 0
     * @return those summits, in the same order
     * @throws IllegalArgumentException if {@code metres} is negative, NaN or infinite
     */
    public Summits withMinimum(double metres) {
        if (!(metres >= 0 && metres < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("metres must be finite and >= 0, was " + metres);
        }
        List<Summit> kept = new ArrayList<>();
        for (Summit s : list) {
            if (s.prominence() >= metres) {
                kept.add(s);
            }
        }
        return new Summits(kept);
    }

    @Override
    public String toString() {
        return "Summits[" + list.size() + "]";
    }
}
