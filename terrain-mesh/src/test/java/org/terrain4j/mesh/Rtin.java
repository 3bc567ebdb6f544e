package org.terrain4j.mesh;

import java.util.ArrayList;
import java.util.List;

import org.terrain4j.api.Heightfield;

/**
 * A right-triangulated irregular network (RTIN) as Mapbox's Martini builds it, written here from its
 * description (Evans, Kirkpatrick &amp; Townsend 2001, "Right-triangulated irregular networks"), as the
 * baseline the adaptive mesh must beat: on a (2ᵏ + 1)² grid, each right triangle is split at the
 * midpoint of its hypotenuse when the error there (the midpoint's distance to the hypotenuse's chord,
 * maximised with the errors of the finer triangles below it, finest level first) exceeds the
 * threshold. Martini's error is only measured at midpoints, so the true error can exceed the
 * threshold; tests measure it.
 */
final class Rtin {

    private final int size;
    private final Heightfield field;
    private final double[] errors;

    Rtin(Heightfield field) {
        this.size = field.columns();
        this.field = field;
        if (field.rows() != size || Integer.bitCount(size - 1) != 1) {
            throw new IllegalArgumentException("RTIN needs a (2^k + 1)² grid, was " + field.columns() + " × "
                    + field.rows());
        }
        this.errors = new double[size * size];
        int levels = Integer.numberOfTrailingZeros(size - 1) * 2;
        for (int depth = levels; depth >= 0; depth--) {
            int target = depth;
            visitRoots((ax, ay, bx, by, cx, cy, d) -> {
                if (d == target) {
                    measure(ax, ay, bx, by, cx, cy);
                    return false;
                }
                return true;
            });
        }
    }

    private interface Visitor {
        /** @return true to descend into the children */
        boolean visit(int ax, int ay, int bx, int by, int cx, int cy, int depth);
    }

    private void visitRoots(Visitor v) {
        int m = size - 1;
        visit(0, 0, m, m, m, 0, 0, v);
        visit(m, m, 0, 0, 0, m, 0, v);
    }

    private void visit(int ax, int ay, int bx, int by, int cx, int cy, int depth, Visitor v) {
        if (!v.visit(ax, ay, bx, by, cx, cy, depth)) {
            return;
        }
        int mx = (ax + bx) / 2;
        int my = (ay + by) / 2;
        if (!splittable(ax, ay, bx, by)) {
            return;
        }
        visit(cx, cy, ax, ay, mx, my, depth + 1, v);
        visit(bx, by, cx, cy, mx, my, depth + 1, v);
    }

    private static boolean splittable(int ax, int ay, int bx, int by) {
        return Math.abs(ax - bx) + Math.abs(ay - by) > 1 && (ax + bx) % 2 == 0 && (ay + by) % 2 == 0;
    }

    /** Triangle with hypotenuse a–b and right angle at c. */
    private void measure(int ax, int ay, int bx, int by, int cx, int cy) {
        if (!splittable(ax, ay, bx, by)) {
            return;
        }
        int mx = (ax + bx) / 2;
        int my = (ay + by) / 2;
        double e = Math.abs((field.get(ax, ay) + field.get(bx, by)) / 2 - field.get(mx, my));
        int mi = my * size + mx;
        errors[mi] = Math.max(errors[mi], e);
        // children's midpoints
        int lx = (cx + ax) / 2;
        int ly = (cy + ay) / 2;
        int rx = (bx + cx) / 2;
        int ry = (by + cy) / 2;
        if (splittable(cx, cy, ax, ay)) {
            errors[mi] = Math.max(errors[mi], errors[ly * size + lx]);
        }
        if (splittable(bx, by, cx, cy)) {
            errors[mi] = Math.max(errors[mi], errors[ry * size + rx]);
        }
    }

    /**
     * @param threshold split where the midpoint error exceeds this
     * @return the triangles as column, row triples: {ax, ay, bx, by, cx, cy}
     */
    List<int[]> triangles(double threshold) {
        List<int[]> out = new ArrayList<>();
        visitRoots((ax, ay, bx, by, cx, cy, d) -> {
            if (splittable(ax, ay, bx, by) && errors[(ay + by) / 2 * size + (ax + bx) / 2] > threshold) {
                return true;
            }
            out.add(new int[] {ax, ay, bx, by, cx, cy});
            return false;
        });
        return out;
    }

    /**
     * The true largest vertical distance between the field and the RTIN, over every sample.
     *
     * @param triangles from {@link #triangles}
     * @return the error
     */
    double trueError(List<int[]> triangles) {
        double worst = 0;
        for (int[] t : triangles) {
            double det = (double) (t[2] - t[0]) * (t[5] - t[1]) - (double) (t[3] - t[1]) * (t[4] - t[0]);
            int x0 = Math.min(t[0], Math.min(t[2], t[4]));
            int x1 = Math.max(t[0], Math.max(t[2], t[4]));
            int y0 = Math.min(t[1], Math.min(t[3], t[5]));
            int y1 = Math.max(t[1], Math.max(t[3], t[5]));
            double ha = field.get(t[0], t[1]);
            double hb = field.get(t[2], t[3]);
            double hc = field.get(t[4], t[5]);
            for (int y = y0; y <= y1; y++) {
                for (int x = x0; x <= x1; x++) {
                    double l1 = ((x - t[0]) * (double) (t[5] - t[1]) - (y - t[1]) * (double) (t[4] - t[0])) / det;
                    double l2 = ((t[2] - t[0]) * (double) (y - t[1]) - (t[3] - t[1]) * (double) (x - t[0])) / det;
                    double l0 = 1 - l1 - l2;
                    if (l0 < -1e-9 || l1 < -1e-9 || l2 < -1e-9) {
                        continue;
                    }
                    worst = Math.max(worst, Math.abs(l0 * ha + l1 * hb + l2 * hc - field.get(x, y)));
                }
            }
        }
        return worst;
    }
}
