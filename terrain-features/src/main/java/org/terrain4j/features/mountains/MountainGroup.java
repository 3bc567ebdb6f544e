package org.terrain4j.features.mountains;

import java.util.List;
import java.util.Objects;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.HeightFunction;
import org.terrain4j.api.Heightfield;

/**
 * One group of overlapping mountain ranges, built and eroded together: its relief grid, the uplift
 * field it was eroded from, and its summits, ridges and saddles as data.
 *
 * <p>The relief is metres above the land the group stands on, one sample per grid node
 * ({@link #relief()} carries its {@link GridFrame}; row-major, columns along x). It is 0 along the
 * grid's edge (a ring group's z edges), so {@link #onto(HeightFunction)} joins the land without a
 * step. In a ring group the grid wraps in x: column {@code columns} would be column 0 again, one
 * {@link #circumference()} further east.
 *
 * <p>Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class MountainGroup {

    private final List<String> names;
    private final Heightfield relief;
    private final Heightfield uplift;
    private final List<RangeSummit> summits;
    private final List<Ridge> ridges;
    private final double circumference;
    /** The world's period in x (0 on a plane): a bounded group on a ring world is also found a period away. */
    private final double worldCircumference;

    MountainGroup(List<String> names, Heightfield relief, Heightfield uplift, List<RangeSummit> summits,
                  List<Ridge> ridges, double circumference, double worldCircumference) {
        this.names = List.copyOf(names);
        this.relief = relief;
        this.uplift = uplift;
        this.summits = List.copyOf(summits);
        this.ridges = List.copyOf(ridges);
        this.circumference = circumference;
        this.worldCircumference = worldCircumference;
    }

    /**
     * @return the names of the ranges in the group, the largest (by outline area) first
     */
    public List<String> names() {
        return names;
    }

    /**
     * @return true if the group rings the world and its grid wraps in x
     */
    public boolean ring() {
        return circumference > 0;
    }

    /**
     * @return the ring's period in x, metres, or 0 for a bounded group
     */
    public double circumference() {
        return circumference;
    }

    /**
     * @return the eroded relief, metres above the land, with its frame
     */
    public Heightfield relief() {
        return relief;
    }

    /**
     * @return the uplift field before erosion (same frame): the ridges' and summits' flanks combined
     *         and faded by the ranges' claims, metres
     */
    public Heightfield uplift() {
        return uplift;
    }

    /**
     * @return every summit, the named ones first in the order of their ranges, then the generated
     *         ones; {@link Ridge#from()} and {@link Ridge#to()} index this list
     */
    public List<RangeSummit> summits() {
        return summits;
    }

    /**
     * @return the ridges: the spanning tree's first, then the spurs
     */
    public List<Ridge> ridges() {
        return ridges;
    }

    /**
     * The relief as a function of world position: bilinear between the grid's nodes, 0 outside the
     * grid (in a ring group, x wraps with the circumference). On a ring world a bounded group is built
     * in its lead's frame (a member across the seam moved there by whole circumferences, so its grid and
     * its summits' x may run below 0 or past the circumference) and is read at the copy of x nearest its
     * grid's middle, so it stands at its place a whole period away too. This is the same interpolation the
     * summits were pinned with, so it gives each named summit's relief to a millimetre.
     *
     * @return the relief, metres
     */
    public HeightFunction heightFunction() {
        GroupGrid grid = GroupGrid.of(relief.frame(), relief.columns(), relief.rows(), circumference);
        float[] data = relief.toArray();
        if (circumference == 0 && worldCircumference > 0) {
            // a bounded group on a ring world: read x at the copy nearest the grid's middle
            double middle = relief.frame().x((relief.columns() - 1) / 2.0);
            double period = worldCircumference;
            return (x, z) -> grid.sample(data, x - period * Math.rint((x - middle) / period), z);
        }
        return (x, z) -> grid.sample(data, x, z);
    }

    /**
     * The land with this group's relief on top: {@code land(x, z) + relief(x, z)}. With the land
     * the group was built on, each named summit stands at its elevation to a millimetre.
     *
     * @param land the ground under the range, metres
     * @return the combined height function (pure if land is)
     * @throws NullPointerException if land is null
     */
    public HeightFunction onto(HeightFunction land) {
        Objects.requireNonNull(land, "land");
        HeightFunction r = heightFunction();
        return (x, z) -> land.height(x, z) + r.height(x, z);
    }

    @Override
    public String toString() {
        return "MountainGroup" + names + " " + relief.columns() + "×" + relief.rows() + " at "
                + relief.frame() + ", " + summits.size() + " summits, " + ridges.size() + " ridges";
    }
}
