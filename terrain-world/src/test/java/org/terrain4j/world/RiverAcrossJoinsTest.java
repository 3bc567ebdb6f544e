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
 * tile).
 */
class RiverAcrossJoinsTest {

    /** How far a river's water may stand over the ground at its line in a neighbour beyond the most it does in its own tile, metres. */
    static final double SLACK = 3;

    @Test
    void aRiverStandsNoHigherOverTheGroundInANeighbourThanInItsOwnTile() {
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
    }
}
