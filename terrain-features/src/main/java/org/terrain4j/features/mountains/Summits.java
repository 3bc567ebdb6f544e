package org.terrain4j.features.mountains;

import java.util.List;

import org.terrain4j.api.HeightFunction;
import org.terrain4j.noise.Noise;

/**
 * What keeps the named summits the tops after erosion: the crown rule, pinning, shelves for tarns,
 * the summit cone and the summit's own cell (terrain4j's own rules; see {@code docs/mountains.md}).
 * Package-private.
 */
final class Summits {

    /** The pinning kernel's radius, metres. */
    static final double PIN_RADIUS_M = 1500;

    private Summits() {
    }

    /** How far the noise stretches a shelf's apron inward, as a fraction: by {@code 1 … 1 + 2·SHELF_WOBBLE}. */
    static final double SHELF_WOBBLE = 0.3;

    /** The scale of the noise that breaks a shelf's apron, metres. */
    static final double SHELF_WOBBLE_M = 1000;

    /**
     * How far above the uncut field a tarn's shelf may stand, as a fraction of it: the range's own
     * allowance ({@code docs/mountains.md}: no sample more than 5 % above the uplift field).
     */
    static final double SHELF_FILL = 1.05;

    /**
     * Shelves for tarns: the ground out to radius + 600 m set level, in total height (land plus relief),
     * with the uncut field's height at the tarn's centre (a level bench), and beyond that raised toward
     * it, easing to nothing 2.5 km further out (never lowered there). Neither the bench nor its apron
     * stands more than {@link #SHELF_FILL} times the uncut field at its place: on a slope the bench is
     * level as far as that allows and follows the field's 5 % above it past there (issue 30's second
     * review: a tarn on a 60 km ring's flank raised the apron below it 129 m, 1.11 times the field, and a
     * bench on tilted land was level in relief, not in height: 23.5 % of its nodes within 5 m). The
     * apron's distance past the bench is stretched by {@code 1 + SHELF_WOBBLE·(1 + noise)}, so its
     * outline is noise-broken, not a blurred circle, and it never reaches past 2.5 km. Runs after the
     * crown and the first pin, so neither scales a shelf away.
     */
    static void keepShelves(GroupGrid grid, float[] field, float[] relief, List<Tarn> tarns, Noise wobble,
                            HeightFunction land) {
        for (Tarn t : tarns) {
            double shelf = grid.sample(field, t.centre().x(), t.centre().z());
            if (!(shelf > 0)) {
                continue;
            }
            double level = shelf + land.height(grid.wrapX(t.centre().x()), t.centre().z());
            double inner = t.radius() + 600;
            double outer = inner + 2500;
            grid.forNodes(t.centre().x(), t.centre().z(), outer, (k, d, x, z) -> {
                double cap = SHELF_FILL * field[k];
                double want = level - land.height(grid.wrapX(x), z);
                if (d <= inner) {
                    relief[k] = (float) Math.max(0, Math.min(want, cap));
                } else {
                    double j = 1 + SHELF_WOBBLE * (1 + wobble.value(x / SHELF_WOBBLE_M, z / SHELF_WOBBLE_M));
                    double w = 1 - RangeBuilder.smoothstep(inner, outer, inner + (d - inner) * j);
                    double toward = relief[k] + (want - relief[k]) * w;
                    relief[k] = (float) Math.max(relief[k], Math.min(toward, cap));
                }
            });
        }
    }

    /**
     * Where anything within 2.5 km of a named summit stands above it, the ground is scaled down by the
     * full ratio to 2.5 km, easing to none at 7 km: keeps its ridges and valleys, where capping would
     * leave a disc with a rim.
     */
    static void crown(GroupGrid grid, float[] relief, List<Summit> named) {
        for (Summit p : named) {
            double[] highest = {0};
            grid.forNodes(p.x(), p.z(), Mountains.CROWN_INNER_M, (k, d, x, z) -> highest[0] = Math.max(highest[0],
                    relief[k]));
            if (highest[0] <= p.relief()) {
                continue;
            }
            double ratio = p.relief() / highest[0];
            grid.forNodes(p.x(), p.z(), Mountains.CROWN_OUTER_M, (k, d, x, z) -> {
                double w = d <= Mountains.CROWN_INNER_M ? 1
                        : 1 - RangeBuilder.smoothstep(Mountains.CROWN_INNER_M, Mountains.CROWN_OUTER_M, d);
                relief[k] = (float) (relief[k] * (1 - w * (1 - ratio)));
            });
        }
    }

    /** The least reach of {@link #rise}: how far from a named summit its valleys lose depth, metres. */
    static final double RISE_M = 2500;

    /** The greatest reach of {@link #rise}, metres. */
    static final double RISE_MAX_M = 5000;

    /**
     * The steepest {@link #rise} may make a valley head on its own: the reach is at least
     * {@code 2·D / RISE_SLOPE}, D the deepest the carved relief lies below the uplift within
     * {@link #RISE_M} of the summit, since the weight's slope at the summit is {@code 2 / reach}.
     */
    static final double RISE_SLOPE = 0.8;

    /** How much the noise scales distances in {@link #rise}: by {@code 1 ± RISE_WOBBLE}. */
    static final double RISE_WOBBLE = 0.3;

    /** The scale of the noise that breaks {@link #rise}'s footprint, metres. */
    static final double RISE_WOBBLE_M = 1500;

    /**
     * The weight of {@link #rise} at wobbled distance {@code d} for a reach: {@code (1 − d / reach)²}
     * inside the reach, else 0. It falls steeply from 1 at the summit, so valleys reach up to the summit
     * (their depth grows linearly with the distance from it), and meets 0 with zero slope.
     */
    static double riseWeight(double d, double reach) {
        if (!(d < reach)) {
            return 0;
        }
        double u = 1 - d / reach;
        return u * u;
    }

    /** The reach of {@link #rise} for a summit whose carved relief lies up to {@code depth} m below U. */
    static double riseReach(double depth) {
        return Math.min(RISE_MAX_M, Math.max(RISE_M, 2 * depth / RISE_SLOPE));
    }

    /**
     * The carved relief raised toward the uplift field around each named summit: every sample within
     * its reach ({@link #riseReach}; distances scaled by {@code 1 ± RISE_WOBBLE} of noise, so the
     * footprint is no circle) moves from the carved relief R toward the uplift U by {@link #riseWeight},
     * {@code R + (U − R)·w}; nothing is lowered. Valleys keep their course and shrink in depth toward the
     * summit, ridges climb to it: the summit stands at the head of the carved relief, which a pin then
     * needs to lift by only the few metres the grid misses, rather than a bump lifting a cap far above
     * the valleys (issue 30's review: a level cap ringed by 50° planes).
     */
    static void rise(GroupGrid grid, float[] field, float[] relief, List<Summit> named, Noise wobble) {
        for (Summit p : named) {
            double[] depth = {0};
            grid.forNodes(p.x(), p.z(), RISE_M, (k, d, x, z) -> depth[0] = Math.max(depth[0], field[k] - relief[k]));
            double reach = riseReach(depth[0]);
            grid.forNodes(p.x(), p.z(), reach / (1 - RISE_WOBBLE), (k, d, x, z) -> {
                double j = 1 + RISE_WOBBLE * wobble.value(x / RISE_WOBBLE_M, z / RISE_WOBBLE_M);
                double w = riseWeight(d * j, reach);
                if (w > 0 && field[k] > relief[k]) {
                    relief[k] = (float) (relief[k] + (field[k] - relief[k]) * w);
                }
            });
        }
    }

    /** 1 at the summit, easing (smoothstep) to 0 at {@link #PIN_RADIUS_M}. */
    static double pinKernel(double d) {
        if (d >= PIN_RADIUS_M) {
            return 0;
        }
        double u = 1 - d / PIN_RADIUS_M;
        return u * u * (3 - 2 * u);
    }

    /**
     * Each named summit brought to its relief by a smooth bump ({@link #pinKernel}) added around it,
     * repeated until the bilinear ground at the summit is within 0.1 mm of it (at most 64 passes: the
     * grid is sampled between its nodes, so one pass lands within a few percent of the correction).
     */
    static void pin(GroupGrid grid, float[] relief, List<Summit> named) {
        for (int pass = 0; pass < 64; pass++) {
            boolean exact = true;
            for (Summit p : named) {
                double delta = p.relief() - grid.sample(relief, p.x(), p.z());
                if (Math.abs(delta) < 1e-4) {
                    continue;
                }
                exact = false;
                grid.forNodes(p.x(), p.z(), PIN_RADIUS_M, (k, d, x, z) -> relief[k] = (float) (relief[k]
                        + delta * pinKernel(d)));
            }
            if (exact) {
                return;
            }
        }
    }

    /**
     * The summit cone: within 2.5 km of a named summit nothing stands above
     * {@code elevation − 0.08 · dCell} in total height (land plus relief), {@code dCell} the plan
     * distance from the node to the grid cell holding the summit (0 for that cell's own corners), and
     * beyond, out to 7 km, nothing above that rim rising at the threshold slope ({@link #coneDrop}).
     */
    static void cone(GroupGrid grid, float[] relief, List<Summit> named, HeightFunction land) {
        for (Summit p : named) {
            double top = land.height(p.x(), p.z()) + p.relief();
            double[] cell = cell(grid, p);
            grid.forNodes(p.x(), p.z(), Mountains.CROWN_OUTER_M, (k, d, x, z) -> {
                double allowed = top - coneDrop(distanceToCell(cell, x, z)) - land.height(grid.wrapX(x), z);
                if (relief[k] > allowed) {
                    relief[k] = (float) allowed;
                }
            });
        }
    }

    /**
     * How far below a named summit the cone lets ground stand at {@code dCell} metres from the summit's
     * cell: {@link Mountains#CONE_SLOPE} a metre out to {@link Mountains#CROWN_INNER_M}, and beyond it the
     * threshold slope ({@code tan 50°}) rising again, out to {@link Mountains#CROWN_OUTER_M}. The wall
     * beyond keeps a higher summit's shoulder from standing over the lower summit's 2.5 km: the last
     * threshold-slope raise can lift no ground above a surface that is itself no steeper than the
     * threshold slope, so before it the shoulder of a 3 000 m summit 3.1 km away stood 600 m from its top
     * at 2 592 m, 92 m over a 2 500 m summit, and was lifted back whenever cut (issue 30's second review).
     * Where two named summits stand as far apart as the refusal asks ({@code 2 500 m + (Δ + 200 m) /
     * tan 50°} plus one cell's diagonal, as far as a node levelled with a summit lies from it), the wall
     * passes over the higher one and its levelled nodes.
     *
     * @param dCell metres from the summit's cell, non-negative
     * @return metres below the summit, negative past {@code CROWN_INNER_M + 200 / tan 50°}
     */
    static double coneDrop(double dCell) {
        return dCell <= Mountains.CROWN_INNER_M ? Mountains.CONE_SLOPE * dCell
                : Mountains.CONE_SLOPE * Mountains.CROWN_INNER_M
                        - SteadyStateRelief.THRESHOLD_SLOPE * (dCell - Mountains.CROWN_INNER_M);
    }

    /**
     * The plan rectangle {x0, x1, z0, z1} of the grid cell holding a summit (unwrapped near it): the
     * nodes the bilinear ground at the summit reads. A summit on a column's line has no width in x
     * ({@code x0 == x1}), on a row's line none in z, on a node it is that node.
     */
    static double[] cell(GroupGrid grid, Summit p) {
        double fx = (p.x() - grid.x0) / grid.dx;
        double fz = (p.z() - grid.z0) / grid.dz;
        double cx = grid.x0 + Math.floor(fx) * grid.dx;
        double cz = grid.z0 + Math.floor(fz) * grid.dz;
        return new double[] {cx, fx == Math.floor(fx) ? cx : cx + grid.dx, cz, fz == Math.floor(fz) ? cz : cz + grid.dz};
    }

    static double distanceToCell(double[] cell, double x, double z) {
        double ex = Math.max(0, Math.max(cell[0] - x, x - cell[1]));
        double ez = Math.max(0, Math.max(cell[2] - z, z - cell[3]));
        return Math.hypot(ex, ez);
    }

    /**
     * The summit's own cell levelled at its elevation in total height: each of its four corners set
     * to the elevation less the land there, so on land that tilts the corners do not stand above the
     * summit. The ground between them is bilinear, so a summit strictly inside a cell cannot be a
     * strict maximum of it: no corner above the summit and the summit exact leave the four corners
     * level (see docs/mountains.md). A summit on a column's or row's line levels the two nodes of that
     * line, a summit on a node that node alone: a point summit, the ground falling away on every side. The residual where the land is not bilinear is then removed by
     * repeated bumps of radius one and a half cells.
     */
    static void level(GroupGrid grid, float[] relief, List<Summit> named, HeightFunction land) {
        for (Summit p : named) {
            double top = land.height(p.x(), p.z()) + p.relief();
            int c0 = (int) Math.floor((p.x() - grid.x0) / grid.dx);
            int r0 = (int) Math.floor((p.z() - grid.z0) / grid.dz);
            // Only the nodes the bilinear ground at the summit reads (its cell, no wider than a line or a
            // node where the summit lies on one); the others are left to the cone.
            double[] cell = cell(grid, p);
            int dcs = cell[1] > cell[0] ? 1 : 0;
            int drs = cell[3] > cell[2] ? 1 : 0;
            for (int dr = 0; dr <= drs; dr++) {
                for (int dc = 0; dc <= dcs; dc++) {
                    int r = Math.max(0, Math.min(grid.rows - 1, r0 + dr));
                    int c = grid.ring() ? Math.floorMod(c0 + dc, grid.columns)
                            : Math.max(0, Math.min(grid.columns - 1, c0 + dc));
                    // The land at the node itself (a summit on the last row or column of a plane
                    // has its far corners clamped onto the grid).
                    double nx = grid.ring() ? grid.wrapX(grid.x(c0 + dc)) : grid.x(c);
                    relief[r * grid.columns + c] = (float) (top - land.height(nx, grid.z(r)));
                }
            }
            double radius = 1.5 * Math.max(grid.dx, grid.dz);
            for (int pass = 0; pass < 64; pass++) {
                double delta = p.relief() - grid.sample(relief, p.x(), p.z());
                if (Math.abs(delta) < 1e-4) {
                    break;
                }
                grid.forNodes(p.x(), p.z(), radius, (k, d, x, z) -> relief[k] = (float) (relief[k] + delta
                        * smooth(1 - d / radius)));
            }
        }
    }

    private static double smooth(double u) {
        return u <= 0 ? 0 : u * u * (3 - 2 * u);
    }
}
