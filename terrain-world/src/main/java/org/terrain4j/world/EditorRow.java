package org.terrain4j.world;

import java.util.Optional;

/**
 * One row of the element editor: one end of a span, a single value, or one end of a gradient.
 *
 * @param placement index of the placement in the environment's list, from 0
 * @param element   the element's name
 * @param range     the range's name
 * @param kind      which row of the range
 * @param value     the reading (metres, counts…; for LIGHT/DARK the percentage of the preset's lightness)
 * @param lower     smallest value this row may take: the range's declared lower bound, except that a MAX
 *                  row's is the MIN row's value (the ends never cross); LIGHT/DARK rows 50 (%)
 * @param upper     largest value this row may take: the range's declared upper bound, except that a MIN
 *                  row's is the MAX row's value; LIGHT/DARK rows 150 (%)
 * @param step      one press: {@link Range#step()}
 * @param unit      unit for display; empty for counts and plain numbers
 * @param note      set when the generator held this range off the runway: what it held off
 * @param unseen    set when an edit of this row cannot show in the world as it stands: why (the element's
 *                  colour is on no sample, because its band holds no ground or because elements drawn after
 *                  it paint over all of it; see {@link Editor#rows()})
 * <p>A value made by {@link Editor#rows()}, which checks it; immutable and thread-safe.
 *
 * @since 0.1
 */
public record EditorRow(int placement, String element, String range, Kind kind, double value, double lower,
        double upper, double step, String unit, Optional<String> note, Optional<String> unseen) {

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
}
