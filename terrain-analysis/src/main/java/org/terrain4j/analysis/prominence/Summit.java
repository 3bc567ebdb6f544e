package org.terrain4j.analysis.prominence;

import org.terrain4j.api.GroundPoint;

/**
 * One summit of a grid, its prominence and its key col, as found by {@link Prominence#summits}.
 *
 * <p>Positions are sample indices of the grid that was measured and world coordinates of its frame.
 * Heights are the grid's samples (after raising ground below the base to the base). Immutable and
 * thread-safe.
 *
 * @param column        the summit's column (for a flat top, its sample of smallest row-major index)
 * @param row           the summit's row
 * @param x             world x of the summit, metres east
 * @param z             world z of the summit, metres south
 * @param height        the summit's height, metres
 * @param prominence    height over the key col, metres, &gt; 0; for the highest summit of a region
 *                      (no key col), height over the base or, with no base, over the region's lowest
 *                      sample
 * @param keyColColumn  column of the key col, or −1 when there is none (the highest summit of a region
 *                      with a closed boundary)
 * @param keyColRow     row of the key col, or −1 when there is none
 * @param keyColHeight  height of the key col, metres; when there is none, the level the prominence is
 *                      measured over ({@code height − prominence} always)
 * @param parentColumn  column of the parent summit (the highest point of the higher ground met at the
 *                      key col, the encirclement parent), or −1 when there is none (no key col, or
 *                      the key col leads off an open boundary)
 * @param parentRow     row of the parent summit, or −1
 * @since 0.1
 */
public record Summit(int column, int row, double x, double z, double height, double prominence,
                     int keyColColumn, int keyColRow, double keyColHeight, int parentColumn,
                     int parentRow) {

    /**
     * @return whether the summit has a key col on the grid (false only for the highest summit of a
     *         region under a closed boundary)
     */
    public boolean hasKeyCol() {
        return keyColColumn >= 0;
    }

    /**
     * @return whether the summit has a parent summit on the grid
     */
    public boolean hasParent() {
        return parentColumn >= 0;
    }

    /**
     * @return the summit's world position
     */
    public GroundPoint position() {
        return new GroundPoint(x, z);
    }
}
