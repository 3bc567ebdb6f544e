package org.terrain4j.features.mountains;

import java.util.List;

import org.terrain4j.api.HeightFunction;

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

    /**
     * Shelves for tarns: the ground out to radius + 600 m set to the uncut field's height at the tarn's
     * centre (a level bench), and beyond that raised toward it, easing to nothing 2.5 km further out
     * (never lowered there). Runs after the crown and the first pin, so neither scales a shelf away.
     */
    static void keepShelves(GroupGrid grid, float[] field, float[] relief, List<Tarn> tarns) {
        for (Tarn t : tarns) {
            double shelf = grid.sample(field, t.centre().x(), t.centre().z());
            if (!(shelf > 0)) {
                continue;
            }
            double inner = t.radius() + 600;
            double outer = inner + 2500;
            grid.forNodes(t.centre().x(), t.centre().z(), outer, (k, d, x, z) -> {
                if (d <= inner) {
                    relief[k] = (float) shelf;
                } else {
                    double w = 1 - RangeBuilder.smoothstep(inner, outer, d);
                    relief[k] = (float) Math.max(relief[k], relief[k] + (shelf - relief[k]) * w);
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
     * distance from the node to the grid cell holding the summit (0 for that cell's own corners).
     */
    static void cone(GroupGrid grid, float[] relief, List<Summit> named, HeightFunction land) {
        for (Summit p : named) {
            double top = land.height(p.x(), p.z()) + p.relief();
            double[] cell = cell(grid, p);
            grid.forNodes(p.x(), p.z(), Mountains.CROWN_INNER_M, (k, d, x, z) -> {
                double allowed = top - Mountains.CONE_SLOPE * distanceToCell(cell, x, z) - land.height(grid.wrapX(x), z);
                if (relief[k] > allowed) {
                    relief[k] = (float) allowed;
                }
            });
        }
    }

    /** The plan rectangle {x0, x1, z0, z1} of the grid cell holding a summit (unwrapped near it). */
    static double[] cell(GroupGrid grid, Summit p) {
        double cx = grid.x0 + Math.floor((p.x() - grid.x0) / grid.dx) * grid.dx;
        double cz = grid.z0 + Math.floor((p.z() - grid.z0) / grid.dz) * grid.dz;
        return new double[] {cx, cx + grid.dx, cz, cz + grid.dz};
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
     * level (see docs/mountains.md). The residual where the land is not bilinear is then removed by
     * repeated bumps of radius one and a half cells.
     */
    static void level(GroupGrid grid, float[] relief, List<Summit> named, HeightFunction land) {
        for (Summit p : named) {
            double top = land.height(p.x(), p.z()) + p.relief();
            int c0 = (int) Math.floor((p.x() - grid.x0) / grid.dx);
            int r0 = (int) Math.floor((p.z() - grid.z0) / grid.dz);
            for (int dr = 0; dr <= 1; dr++) {
                for (int dc = 0; dc <= 1; dc++) {
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
