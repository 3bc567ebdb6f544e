package org.terrain4j.world;

import java.util.List;

/**
 * A registry entry: the ranges an element can be configured through and the algorithm that draws
 * it into a {@link Canvas} (a height field, a colour field, the masks it owns and the placements it
 * produces). Adding a landform means adding an entry to {@link Elements}; an element never needs to
 * know what else a preset put beside it, only the field as the stages before it left it.
 *
 * <p>Implementations must be immutable and thread-safe, and {@link #draw} must be a deterministic
 * function of the canvas, the resolved placement and the seed.
 *
 * @since 0.1
 */
public interface Element {

    /** @return the registry name, lower case (for example {@code "water body"}) */
    String name();

    /** @return the stage it is drawn in */
    Stage stage();

    /** @return the order within its stage (smaller first) */
    int rank();

    /** @return the ranges it declares, in display order */
    List<Range> ranges();

    /** @return a placement holding the preset reading of every declared range */
    Placement defaults();

    /**
     * The placement with every range it does not name taken from {@link #defaults()}. Elements whose
     * preset reading depends on the world (the mountain count) override this.
     *
     * @param placement a placement of this element
     * @param ground    the world's base ground
     * @return a placement naming every declared range
     */
    default Placement resolved(Placement placement, BaseGround ground) {
        Placement out = defaults();
        for (var e : placement.readings().entrySet()) {
            out = e.getValue().min() == e.getValue().max() && kind(e.getKey()) == Range.Kind.SINGLE
                    ? out.withValue(e.getKey(), e.getValue().min())
                    : out.withSpan(e.getKey(), e.getValue().min(), e.getValue().max());
        }
        for (var e : placement.gradients().entrySet()) {
            out = out.withGradient(e.getKey(), e.getValue());
        }
        return out;
    }

    /**
     * @param range a range name
     * @return its kind, or null if this element declares no such range
     */
    default Range.Kind kind(String range) {
        for (Range r : ranges()) {
            if (r.name().equals(range)) {
                return r.kind();
            }
        }
        return null;
    }

    /**
     * Draws the element.
     *
     * @param placement the resolved placement (every range named, every reading within bounds)
     * @param canvas    the fields to draw into
     * @param seed      this placement's own seed, split from the world's
     */
    void draw(Placement placement, Canvas canvas, long seed);
}
