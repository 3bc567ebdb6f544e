package org.terrain4j.api;

/**
 * Where the material went during an erosion run, in height units × samples (the sum of height
 * changes over the samples it touched).
 *
 * <p>For every run: {@code sum(before) − sum(after) = lostOffEdge + lostInDyingDrops} up to float
 * rounding, and {@code eroded − deposited} equals the same total.
 *
 * @param eroded           material taken from the ground, ≥ 0
 * @param deposited        material laid back on the ground, ≥ 0
 * @param lostOffEdge      material carried off the grid by drops that left it, ≥ 0
 * @param lostInDyingDrops material still carried by drops that stopped inside the grid (evaporated,
 *                         out of steps, stalled) and was not laid down, ≥ 0
 *
 * @since 0.1
 */
public record ErosionLedger(double eroded, double deposited, double lostOffEdge, double lostInDyingDrops) {

    /** A run that moved nothing. */
    public static final ErosionLedger NONE = new ErosionLedger(0, 0, 0, 0);

    /**
     * @return lostOffEdge + lostInDyingDrops: what the field lost in all
     */
    public double lost() {
        return lostOffEdge + lostInDyingDrops;
    }

    /**
     * @param other another ledger
     * @return the sums of both ledgers' entries
     */
    public ErosionLedger plus(ErosionLedger other) {
        return new ErosionLedger(eroded + other.eroded, deposited + other.deposited,
                lostOffEdge + other.lostOffEdge, lostInDyingDrops + other.lostInDyingDrops);
    }
}
