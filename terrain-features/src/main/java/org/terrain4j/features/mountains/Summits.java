package org.terrain4j.features.mountains;

import java.util.List;

import org.terrain4j.api.HeightFunction;

/**
 * What keeps the named summits the tops after erosion: shelves for tarns, the crown rule, pinning,
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

    /** Each named summit brought to its relief by a smooth bump; repeated, as the grid is sampled between nodes. */
    static void pin(GroupGrid grid, float[] relief, List<Summit> named) {
        for (int pass = 0; pass < 4; pass++) {
            for (Summit p : named) {
                double delta = p.relief() - grid.sample(relief, p.x(), p.z());
                if (Math.abs(delta) < 1e-3) {
                    continue;
                }
                grid.forNodes(p.x(), p.z(), PIN_RADIUS_M, (k, d, x, z) -> relief[k] = (float) (relief[k]
                        + delta * pinKernel(d)));
            }
        }
    }

    /**
     * Within 2.5 km of a named summit nothing above a cone falling 80 m a kilometre from it, 15 m
     * lower past one sample spacing, in total height (land plus relief).
     */
    static void cone(GroupGrid grid, float[] relief, List<Summit> named, HeightFunction land) {
        double cell = Math.max(grid.dx, grid.dz);
        for (Summit p : named) {
            double top = land.height(p.x(), p.z()) + p.relief();
            grid.forNodes(p.x(), p.z(), Mountains.CROWN_INNER_M, (k, d, x, z) -> {
                double allowed = top - Mountains.CONE_SLOPE * d - (d > cell ? 15 : 0) - land.height(grid.wrapX(x), z);
                if (relief[k] > allowed) {
                    relief[k] = (float) allowed;
                }
            });
        }
    }

    /**
     * The corners of the grid cell holding a named summit set to its relief, so the bilinear ground
     * there is exactly the summit's (to float rounding) and nothing around it is higher.
     */
    static void cap(GroupGrid grid, float[] relief, List<Summit> named) {
        for (Summit p : named) {
            for (int k : grid.cellCorners(p.x(), p.z())) {
                relief[k] = (float) p.relief();
            }
        }
    }
}
