package org.terrain4j.features;

import org.terrain4j.api.HeightFunction;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.HeightfieldView;

/**
 * A named feature that changes a land's ground along a {@link Spine}: {@link Press} (a walkway) or
 * {@link Carve} (a brook). A land owns its features and applies them in its own order, each to the
 * ground the previous one left (terrain4j's example island, {@code org.terrain4j.examples.Island}: the height,
 * then the walkway pressed, then the brook carved; pressing after carving would fill the brook where they cross).
 *
 * <p>Every form reads the ground it is given before changing anything (the path's own height, the
 * water level) and then changes each sample from that sample's own height and its place relative to
 * the spine, so applying in place is the same as applying to a copy.
 *
 * <p>Implementations are immutable and thread-safe; {@link #applyTo} writes only the caller's
 * buffer.
 *
 * @since 0.1
 */
public interface GroundFeature {

    /**
     * @return the feature's name, unique within its land (e.g. "walkway", "brook")
     */
    String name();

    /**
     * @return the spine the feature follows
     */
    Spine spine();

    /**
     * Applies the feature in place to a grid, positioned in the world by its
     * {@link org.terrain4j.api.GridFrame}; samples the feature does not reach are left bit for bit.
     *
     * @param ground the grid to change; not frozen
     * @return {@code ground}
     * @throws IllegalStateException if the buffer is frozen
     * @throws NullPointerException  if ground is null
     */
    HeightfieldBuffer applyTo(HeightfieldBuffer ground);

    /**
     * Applies the feature to a copy of a grid.
     *
     * @param ground the grid to read; unchanged
     * @return a new field, same shape and frame, with the feature applied
     * @throws NullPointerException if ground is null
     */
    default Heightfield apply(HeightfieldView ground) {
        return applyTo(HeightfieldBuffer.copyOf(ground)).freeze();
    }

    /**
     * Applies the feature to a height function. What the feature derives from the ground (the path's
     * smoothed height, the water level) is read from {@code ground} now, once; the returned function
     * then answers each point from {@code ground}'s height there. For a function read from a grid by
     * bilinear interpolation the answer at a sample's position equals what {@link #applyTo} writes
     * there, up to {@code float} rounding.
     *
     * @param ground the height before the feature
     * @return the height after it; thread-safe if {@code ground} is
     * @throws NullPointerException if ground is null
     */
    HeightFunction apply(HeightFunction ground);
}
