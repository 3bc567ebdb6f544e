package org.terrain4j.world;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.terrain4j.world.internal.RiverElement;

/**
 * Issue 35: a river drawn by a neighbouring joined tile sits in that tile's ground as it does in its own.
 * Its plan's line runs past its square; its surface there must follow the neighbour's ground, not the
 * tile's edge carried outwards (RIVER BASIN 35, 161²: tile 1,1's river was drawn into tile 0,1 with its
 * water 36 m over the ground at its line, a dark channel with no banks, against at most 13 m in its own
 * tile); and where its line ends, in a neighbouring tile, it has tapered out instead of stopping at full
 * width (within 250 m of the end 1 to 5 wet samples at 100 m spacing; untapered, 11).
 */
class RiverAcrossJoinsTest {

    /** How far a river's water may stand over the ground at its line in a neighbour beyond the most it does in its own tile, metres. */
    static final double SLACK = 3;

    @Test
    void aRiverSitsInItsNeighboursGroundAsInItsOwnAndTapersOutAtItsEnds() {
        Environment e = Preset.RIVER_BASIN.environment(35).withGround(BaseGround.standard().withSamples(161));
        Elements reg = Elements.standard();
        double size = e.ground().size();
        int pos = Generator.riverPlans(e, reg).keySet().iterator().next();
        // every river line of the block and its ring, in world coordinates, to skip points where another river draws
        List<double[]> lines = new ArrayList<>();
        for (int r = -2; r <= 2; r++) {
            for (int c = -2; c <= 2; c++) {
                RiverElement.Plan pl = Generator.riverPlan(e, reg, new TileKey(c, r), pos);
                for (int k = 0; k < pl.path()[0].length; k += 2) {
                    lines.add(new double[] {pl.path()[0][k] + c * size, pl.path()[1][k] + r * size, c, r});
                }
            }
        }
        Map<TileKey, World> worlds = new HashMap<>();
        int compared = 0;
        for (int r = -1; r <= 1; r++) {
            for (int c = -1; c <= 1; c++) {
                RiverElement.Plan plan = Generator.riverPlan(e, reg, new TileKey(c, r), pos);
                double[][] p = plan.path();
                double own = Double.NEGATIVE_INFINITY;
                double beyond = Double.NEGATIVE_INFINITY;
                String where = "";
                for (int k = 0; k < p[0].length; k++) {
                    long tc = c + (long) Math.floor(p[0][k] / size + 0.5);
                    long tr = r + (long) Math.floor(p[1][k] / size + 0.5);
                    if (Math.abs(tc) > 1 || Math.abs(tr) > 1) {
                        continue;
                    }
                    double wx = p[0][k] + c * size;
                    double wz = p[1][k] + r * size;
                    boolean near = false;
                    for (double[] q : lines) {
                        if ((q[2] != c || q[3] != r) && Math.hypot(q[0] - wx, q[1] - wz) < 1500) {
                            near = true;
                            break;
                        }
                    }
                    if (near) {
                        continue;
                    }
                    World w = worlds.computeIfAbsent(new TileKey(tc, tr), t -> e.tile(t.column(), t.row(), true, reg, 2));
                    int col = (int) Math.round(w.frame().column(wx));
                    int row = (int) Math.round(w.frame().row(wz));
                    double over = plan.surface()[k] - w.heights().get(col, row);
                    if (tc == c && tr == r) {
                        own = Math.max(own, over);
                    } else if (over > beyond) {
                        beyond = over;
                        where = "tile " + tc + "," + tr + " at s " + Math.round(p[2][k]) + " m";
                    }
                }
                if (beyond > Double.NEGATIVE_INFINITY && own > Double.NEGATIVE_INFINITY) {
                    compared++;
                    assertTrue(beyond <= own + SLACK, "tile " + c + "," + r + "'s river stands " + beyond
                            + " m over the ground in " + where + ", at most " + own + " m in its own tile");
                }
            }
        }
        assertTrue(compared >= 4, "rivers compared across a join: " + compared);
        // where a river's line ends (always in a neighbouring tile) it has tapered out: little of its own
        // water near the end, not the full channel of a stub
        int ends = 0;
        for (int r = -1; r <= 1; r++) {
            for (int c = -1; c <= 1; c++) {
                RiverElement.Plan plan = Generator.riverPlan(e, reg, new TileKey(c, r), pos);
                double[][] p = plan.path();
                for (int k : new int[] {0, p[0].length - 1}) {
                    long tc = c + (long) Math.floor(p[0][k] / size + 0.5);
                    long tr = r + (long) Math.floor(p[1][k] / size + 0.5);
                    double wx = p[0][k] + c * size;
                    double wz = p[1][k] + r * size;
                    if (Math.abs(tc) > 1 || Math.abs(tr) > 1 || nearAnother(lines, c, r, wx, wz)) {
                        continue;
                    }
                    World w = worlds.computeIfAbsent(new TileKey(tc, tr), t -> e.tile(t.column(), t.row(), true, reg, 2));
                    int col = (int) Math.round(w.frame().column(wx));
                    int row = (int) Math.round(w.frame().row(wz));
                    // the river's own water within END_REACH of its line's end
                    int wet = 0;
                    int reach = (int) Math.ceil(END_REACH / w.frame().spacingX()) + 1;
                    for (int rr = Math.max(0, row - reach); rr <= Math.min(w.rows() - 1, row + reach); rr++) {
                        for (int cc = Math.max(0, col - reach); cc <= Math.min(w.columns() - 1, col + reach); cc++) {
                            double x = w.frame().x(cc);
                            double z = w.frame().z(rr);
                            if (Math.hypot(x - wx, z - wz) <= END_REACH && w.water(cc, rr)
                                    && Math.abs(w.waterSurface(cc, rr) - plan.surface()[k]) < 0.5) {
                                wet++;
                            }
                        }
                    }
                    ends++;
                    assertTrue(wet <= END_WET, "tile " + c + "," + r + "'s river ends in tile " + tc + "," + tr
                            + " with " + wet + " wet samples within " + END_REACH + " m of its line's end");
                }
            }
        }
        assertTrue(ends >= 2, "river ends looked at: " + ends);
    }

    /** How far from a river line's end its water is counted, metres. */
    static final double END_REACH = 250;
    /** The most wet samples within {@link #END_REACH} of a tapered river's end (100 m spacing). */
    static final int END_WET = 6;

    private static boolean nearAnother(List<double[]> lines, int c, int r, double wx, double wz) {
        for (double[] q : lines) {
            if ((q[2] != c || q[3] != r) && Math.hypot(q[0] - wx, q[1] - wz) < 1500) {
                return true;
            }
        }
        return false;
    }
}
