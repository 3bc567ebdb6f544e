package org.terrain4j.world;

import java.util.Objects;
import org.terrain4j.api.internal.Records;

/**
 * One range an element declares it can be configured through, with the bounds it supports.
 *
 * <ul>
 *   <li>{@link Kind#SPAN}: a minimum and a maximum (a peak height range), both in
 *       [{@code lower}, {@code upper}], minimum ≤ maximum. The editor shows it as two rows, MIN and MAX.</li>
 *   <li>{@link Kind#SINGLE}: one value in [{@code lower}, {@code upper}] (a density, a snow line).</li>
 *   <li>{@link Kind#GRADIENT}: a {@link ColourGradient}; its bounds are the percentages (of the
 *       preset's lightness) the editor may step each end to, 50 … 150.</li>
 * </ul>
 *
 * <p>One editor step is {@link #step()}: a fiftieth of {@code upper − lower} put on the nearest
 * 1, 2 or 5 × 10<sup>k</sup> (see {@link #stepFor(double, double)}). Immutable and thread-safe.
 *
 * <p>A range is made by {@link #span}, {@link #single} or {@link #gradient} (there is no public
 * positional constructor). Its values, each read by the accessor of its name:
 * <ul>
 *   <li>{@code name}: the range's name within its element (for example {@code "height"})</li>
 *   <li>{@code kind}: span, single value or gradient</li>
 *   <li>{@code lower}: the smallest reading allowed (percent for gradients)</li>
 *   <li>{@code upper}: the largest reading allowed, &gt; lower</li>
 *   <li>{@code unit}: the unit of the readings, for display (for example {@code "m"}, {@code "%"}, {@code
 *       ""})</li>
 * </ul>
 *
 * @since 0.1
 */
public final class Range {

    /**
     * The three kinds of range.
     *
     * @since 0.1
     */
    public enum Kind {
        /** a minimum and a maximum */
        SPAN,
        /** one value */
        SINGLE,
        /** a light and a dark end of one hue */
        GRADIENT
    }

    /** Lower bound of a gradient end, percent of the preset's lightness. */
    public static final double GRADIENT_LOWER = 50;
    /** Upper bound of a gradient end, percent of the preset's lightness. */
    public static final double GRADIENT_UPPER = 150;

    private final String name;
    private final Kind kind;
    private final double lower;
    private final double upper;
    private final String unit;

    /**
     * @param name  the range's name within its element (for example {@code "height"})
     * @param kind  span, single value or gradient
     * @param lower the smallest reading allowed (percent for gradients)
     * @param upper the largest reading allowed, &gt; lower
     * @param unit  the unit of the readings, for display (for example {@code "m"}, {@code "%"}, {@code ""})
     * @throws IllegalArgumentException if a bound is not finite or {@code upper ≤ lower}, or the name is blank
     */
    private Range(String name, Kind kind, double lower, double upper, String unit) {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(unit, "unit");
        if (name.isBlank()) {
            throw new IllegalArgumentException("name must not be blank");
        }
        if (!Double.isFinite(lower) || !Double.isFinite(upper) || !(upper > lower)) {
            throw new IllegalArgumentException("range " + name + ": bounds must be finite with upper > lower, were ["
                    + lower + ", " + upper + "]");
        }
        this.name = name;
        this.kind = kind;
        this.lower = lower;
        this.upper = upper;
        this.unit = unit;
    }

    /**
     * @param name  name
     * @param lower smallest allowed
     * @param upper largest allowed
     * @param unit  unit
     * @return a span range
     */
    public static Range span(String name, double lower, double upper, String unit) {
        return new Range(name, Kind.SPAN, lower, upper, unit);
    }

    /**
     * @param name  name
     * @param lower smallest allowed
     * @param upper largest allowed
     * @param unit  unit
     * @return a single-value range
     */
    public static Range single(String name, double lower, double upper, String unit) {
        return new Range(name, Kind.SINGLE, lower, upper, unit);
    }

    /**
     * @param name name
     * @return a gradient range, its ends steppable from 50 % to 150 % of the preset's lightness
     */
    public static Range gradient(String name) {
        return new Range(name, Kind.GRADIENT, GRADIENT_LOWER, GRADIENT_UPPER, "%");
    }

    /** @return one editor step: {@link #stepFor(double, double)} of the bounds */
    public double step() {
        return stepFor(lower, upper);
    }

    /**
     * @param v a reading
     * @return {@code v} clamped into [{@code lower}, {@code upper}]; NaN becomes {@code lower}
     */
    public double clamp(double v) {
        if (!(v >= lower)) {
            return lower;
        }
        return Math.min(upper, v);
    }

    /** @return true if {@code v} lies within the bounds (NaN does not) */
    boolean contains(double v) {
        return v >= lower && v <= upper;
    }

    /**
     * The step of a range: {@code (upper − lower) / 50} put on the nearest of 1, 2 and 5 × 10<sup>k</sup>,
     * nearest on a logarithmic scale (the candidate whose ratio to the fiftieth is closest to 1; a tie
     * goes to the larger). So 0…1 steps by 0.02, 0…500 by 10, 100…900 (a fiftieth of 16) by 20
     * (16 is a factor 1.25 from 20 and 1.6 from 10), 0…3000 by 50. Log-nearest is chosen because a
     * step is a scale: what matters is by what factor it differs from a fiftieth, and the linear
     * distance would favour the lower candidate at the top of each decade (it would put 3.3 on 2,
     * a factor 1.65 away, instead of on 5, a factor 1.52).
     *
     * @param lower lower bound
     * @param upper upper bound, &gt; lower
     * @return the step, &gt; 0
     * @throws IllegalArgumentException if the bounds are not finite or {@code upper ≤ lower}
     */
    public static double stepFor(double lower, double upper) {
        if (!Double.isFinite(lower) || !Double.isFinite(upper) || !(upper > lower)) {
            throw new IllegalArgumentException("bounds must be finite with upper > lower, were [" + lower + ", "
                    + upper + "]");
        }
        double raw = (upper - lower) / 50;
        int k = (int) Math.floor(Math.log10(raw));
        double best = Double.NaN;
        double bestRatio = Double.POSITIVE_INFINITY;
        for (int e = k - 1; e <= k + 1; e++) {
            for (int m : new int[] {1, 2, 5}) {
                double c = m * Math.pow(10, e);
                if (e < 0) {
                    c = m / Math.pow(10, -e); // 2 / 100 is exactly the double nearest 0.02
                }
                double ratio = Math.abs(Math.log(c / raw));
                if (ratio < bestRatio - 1e-12 || (Math.abs(ratio - bestRatio) <= 1e-12 && c > best)) {
                    best = c;
                    bestRatio = ratio;
                }
            }
        }
        return best;
    }

    /**
     * The value {@code name}.
     *
     * @return the range's name within its element (for example {@code "height"})
     */
    public String name() {
        return name;
    }

    /**
     * The value {@code kind}.
     *
     * @return span, single value or gradient
     */
    public Kind kind() {
        return kind;
    }

    /**
     * The value {@code lower}.
     *
     * @return the smallest reading allowed (percent for gradients)
     */
    public double lower() {
        return lower;
    }

    /**
     * The value {@code upper}.
     *
     * @return the largest reading allowed, &gt; lower
     */
    public double upper() {
        return upper;
    }

    /**
     * The value {@code unit}.
     *
     * @return the unit of the readings, for display (for example {@code "m"}, {@code "%"}, {@code ""})
     */
    public String unit() {
        return unit;
    }

    /** The values as a record: its equals, hashCode and toString are this class's. */
    private record Values(String name, Kind kind, double lower, double upper, String unit) {
    }

    private Values values() {
        return new Values(name, kind, lower, upper, unit);
    }

    /**
     * Whether another {@code Range} has exactly these values (doubles compared by their bits, as a record
     * does).
     *
     * @param o another object, or null
     * @return true if {@code o} is a {@code Range} with equal values
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof Range other && values().equals(other.values());
    }

    /**
     * A hash of the values, consistent with {@link #equals}.
     *
     * @return the hash
     */
    @Override
    public int hashCode() {
        return values().hashCode();
    }

    /**
     * The values by name, as a record prints them.
     *
     * @return {@code Range[name=…, …]}
     */
    @Override
    public String toString() {
        return Records.named("Range", values());
    }
}
