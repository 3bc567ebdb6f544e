package org.terrain4j.erosion;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

import org.terrain4j.api.Heightfield;

/**
 * The erosion masks of one run: heightfield-shaped records of what the run did at each sample (see
 * {@link ErosionMask} for each kind's meaning and unit), each on the grid and frame of the field eroded.
 * Droplets give {@link ErosionMask#FLOW}, {@link ErosionMask#WEAR} and {@link ErosionMask#DEPOSITION};
 * stream power gives {@link ErosionMask#DRAINAGE_AREA} and {@link ErosionMask#INCISION}.
 *
 * <p>Immutable and thread-safe. Same field, parameters and seed: the same bits, on any number of threads.
 *
 * @since 0.1
 */
public final class ErosionMasks {

    private final Map<ErosionMask, Heightfield> masks;

    ErosionMasks(Map<ErosionMask, Heightfield> masks) {
        this.masks = Collections.unmodifiableMap(new EnumMap<>(masks));
    }

    /** @return the kinds this run made, in {@link ErosionMask} order; unmodifiable */
    public Set<ErosionMask> kinds() {
        return masks.keySet();
    }

    /**
     * @param kind a kind of mask
     * @return the mask, on the eroded field's grid and frame
     * @throws NullPointerException     if kind is null
     * @throws IllegalArgumentException if this run does not make that kind (droplets make no drainage area)
     */
    public Heightfield get(ErosionMask kind) {
        Objects.requireNonNull(kind, "kind");
        Heightfield h = masks.get(kind);
        if (h == null) {
            throw new IllegalArgumentException("kind must be one of " + masks.keySet() + ", was " + kind);
        }
        return h;
    }

    /** @return the kinds and their masks' sizes, for logs */
    @Override
    public String toString() {
        return "ErosionMasks" + masks.keySet();
    }
}
