package org.terrain4j.world;

import java.util.Optional;
import org.terrain4j.api.internal.Records;

/**
 * One row of the element editor: one end of a span, a single value, or one end of a gradient.
 *
 * <p>The values, each read by the accessor of its name (terrain4j builds these; there is no public
 * constructor):
 * <ul>
 *   <li>{@code placement}: index of the placement in the environment's list, from 0</li>
 *   <li>{@code element}: the element's name</li>
 *   <li>{@code range}: the range's name</li>
 *   <li>{@code kind}: which row of the range</li>
 *   <li>{@code value}: the reading (metres, counts…; for LIGHT/DARK the percentage of the preset's
 *       lightness)</li>
 *   <li>{@code lower}: smallest value this row may take: the range's declared lower bound, except that a MAX
 *       row's is the MIN row's value (the ends never cross); LIGHT/DARK rows 50 (%)</li>
 *   <li>{@code upper}: largest value this row may take: the range's declared upper bound, except that a MIN
 *       row's is the MAX row's value; LIGHT/DARK rows 150 (%)</li>
 *   <li>{@code step}: one press: {@link Range#step()}</li>
 *   <li>{@code unit}: unit for display; empty for counts and plain numbers</li>
 *   <li>{@code note}: set when the generator held this range off the runway: what it held off</li>
 *   <li>{@code unseen}: set when an edit of this row cannot show in the world as it stands: why (the
 *       element's colour is on no sample, because its band holds no ground or because elements drawn after it
 *       paint over all of it; see {@link Editor#rows()})</li>
 * </ul>
 *
 * <p>A value made by {@link Editor#rows()}, which checks it; immutable and thread-safe.
 *
 * @since 0.1
 */
public final class EditorRow {

    private final int placement;
    private final String element;
    private final String range;
    private final Kind kind;
    private final double value;
    private final double lower;
    private final double upper;
    private final double step;
    private final String unit;
    private final Optional<String> note;
    private final Optional<String> unseen;

    /** Keeps the values. */
    EditorRow(int placement, String element, String range, Kind kind, double value, double lower, double upper,
            double step, String unit, Optional<String> note, Optional<String> unseen) {
        this.placement = placement;
        this.element = element;
        this.range = range;
        this.kind = kind;
        this.value = value;
        this.lower = lower;
        this.upper = upper;
        this.step = step;
        this.unit = unit;
        this.note = note;
        this.unseen = unseen;
    }

    /**
     * The kinds of row.
     *
     * @since 0.1
     */
    public enum Kind {
        /** lower end of a span */
        MIN,
        /** upper end of a span */
        MAX,
        /** a single value */
        VALUE,
        /** light end of a gradient */
        LIGHT,
        /** dark end of a gradient */
        DARK
    }

    /**
     * The value {@code placement}.
     *
     * @return index of the placement in the environment's list, from 0
     */
    public int placement() {
        return placement;
    }

    /**
     * The value {@code element}.
     *
     * @return the element's name
     */
    public String element() {
        return element;
    }

    /**
     * The value {@code range}.
     *
     * @return the range's name
     */
    public String range() {
        return range;
    }

    /**
     * The value {@code kind}.
     *
     * @return which row of the range
     */
    public Kind kind() {
        return kind;
    }

    /**
     * The value {@code value}.
     *
     * @return the reading (metres, counts…; for LIGHT/DARK the percentage of the preset's lightness)
     */
    public double value() {
        return value;
    }

    /**
     * The value {@code lower}.
     *
     * @return smallest value this row may take: the range's declared lower bound, except that a MAX row's is
     *         the MIN row's value (the ends never cross); LIGHT/DARK rows 50 (%)
     */
    public double lower() {
        return lower;
    }

    /**
     * The value {@code upper}.
     *
     * @return largest value this row may take: the range's declared upper bound, except that a MIN row's is
     *         the MAX row's value; LIGHT/DARK rows 150 (%)
     */
    public double upper() {
        return upper;
    }

    /**
     * The value {@code step}.
     *
     * @return one press: {@link Range#step()}
     */
    public double step() {
        return step;
    }

    /**
     * The value {@code unit}.
     *
     * @return unit for display; empty for counts and plain numbers
     */
    public String unit() {
        return unit;
    }

    /**
     * The value {@code note}.
     *
     * @return set when the generator held this range off the runway: what it held off
     */
    public Optional<String> note() {
        return note;
    }

    /**
     * The value {@code unseen}.
     *
     * @return set when an edit of this row cannot show in the world as it stands: why (the element's colour is
     *         on no sample, because its band holds no ground or because elements drawn after it paint over all
     *         of it; see {@link Editor#rows()})
     */
    public Optional<String> unseen() {
        return unseen;
    }

    /** The values as a record: its equals, hashCode and toString are this class's. */
    private record Values(int placement, String element, String range, Kind kind, double value, double lower,
            double upper, double step, String unit, Optional<String> note, Optional<String> unseen) {
    }

    private Values values() {
        return new Values(placement, element, range, kind, value, lower, upper, step, unit, note, unseen);
    }

    /**
     * Whether another {@code EditorRow} has exactly these values (doubles compared by their bits, as a record
     * does).
     *
     * @param o another object, or null
     * @return true if {@code o} is a {@code EditorRow} with equal values
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof EditorRow other && values().equals(other.values());
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
     * @return {@code EditorRow[placement=…, …]}
     */
    @Override
    public String toString() {
        return Records.named("EditorRow", values());
    }
}
