package org.terrain4j.erosion;

import java.util.Objects;

import org.terrain4j.api.ErosionLedger;
import org.terrain4j.api.Heightfield;

/**
 * What one erosion run made: the eroded heights, the mass ledger and the erosion masks, all from the same
 * run ({@link Hydraulic#erodeWithMasks}, {@link StreamPower#erodeWithMasks}).
 *
 * <p>Immutable and thread-safe.
 *
 * @param heights the eroded field, on the input's grid and frame
 * @param ledger  where the material went (see the erosion's own documentation)
 * @param masks   the run's erosion masks, each on the same grid and frame
 *
 * @since 0.1
 */
public record ErosionResult(Heightfield heights, ErosionLedger ledger, ErosionMasks masks) {

    /**
     * @param heights see {@link #heights()}
     * @param ledger  see {@link #ledger()}
     * @param masks   see {@link #masks()}
     * @throws NullPointerException if an argument is null
     */
    public ErosionResult {
        Objects.requireNonNull(heights, "heights");
        Objects.requireNonNull(ledger, "ledger");
        Objects.requireNonNull(masks, "masks");
    }
}
