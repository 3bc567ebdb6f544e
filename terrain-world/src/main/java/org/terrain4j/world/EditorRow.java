package org.terrain4j.world;

import java.util.Optional;

/**
 * One row of the element editor: one end of a span, a single value, or one end of a gradient.
 *
 * @param placement index of the placement in the environment's list
 * @param element   the element's name
 * @param range     the range's name
 * @param kind      which row of the range
 * @param value     the reading (metres, counts…; for LIGHT/DARK the percentage of the preset's lightness)
 * @param lower     smallest value this row may take (for MIN/MAX the declared bound; a MAX row's lower
 *                  bound is also never below the MIN row's value, see the editor)
 * @param upper     largest value this row may take
 * @param step      one press: {@link Range#step()}
 * @param unit      unit for display
 * @param note      set when the generator held this range off the runway: what it held off
 * @param unseen    set when an edit of this row cannot show in the world as it stands: why (the element's
 *                  colour is on no sample, because its band holds no ground or because elements drawn after
 *                  it paint over all of it; see {@link Editor#rows()})
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
