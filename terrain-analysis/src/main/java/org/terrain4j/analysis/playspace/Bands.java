package org.terrain4j.analysis.playspace;

import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;

/**
 * The band each {@link Criterion} is scored against. Immutable and thread-safe; copies are made by
 * {@link #withBand}.
 *
 * @since 0.1
 */
public final class Bands {

    private static final Bands STANDARD = new Bands(standardMap());

    private final EnumMap<Criterion, PassBand> bands;

    private Bands(EnumMap<Criterion, PassBand> bands) {
        this.bands = bands;
    }

    private static EnumMap<Criterion, PassBand> standardMap() {
        EnumMap<Criterion, PassBand> m = new EnumMap<>(Criterion.class);
        for (Criterion c : Criterion.values()) {
            m.put(c, c.standardBand());
        }
        return m;
    }

    /**
     * Every criterion's {@linkplain Criterion#standardBand() documented band}.
     *
     * @return the standard bands
     */
    public static Bands standard() {
        return STANDARD;
    }

    /**
     * A copy with one band replaced.
     *
     * @param criterion the test
     * @param band      its new band
     * @return the copy
     * @throws NullPointerException if either argument is null
     */
    public Bands withBand(Criterion criterion, PassBand band) {
        Objects.requireNonNull(criterion, "criterion");
        Objects.requireNonNull(band, "band");
        EnumMap<Criterion, PassBand> m = new EnumMap<>(bands);
        m.put(criterion, band);
        return new Bands(m);
    }

    /**
     * The band of one test.
     *
     * @param criterion the test
     * @return its band
     * @throws NullPointerException if {@code criterion} is null
     */
    public PassBand band(Criterion criterion) {
        return bands.get(Objects.requireNonNull(criterion, "criterion"));
    }

    /**
     * The bands as an unmodifiable map in the criteria's order.
     *
     * @return every band
     */
    public Map<Criterion, PassBand> toMap() {
        return java.util.Collections.unmodifiableMap(new EnumMap<>(bands));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Bands b && b.bands.equals(bands);
    }

    @Override
    public int hashCode() {
        return bands.hashCode();
    }

    @Override
    public String toString() {
        return "Bands" + bands;
    }
}
