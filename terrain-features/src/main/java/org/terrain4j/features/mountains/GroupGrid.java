package org.terrain4j.features.mountains;

import org.terrain4j.api.GridFrame;

/**
 * A group's grid: node {@code (c, r)} at {@code (x0 + c·dx, z0 + r·dz)}, row-major. In a ring
 * ({@code circumference > 0}) x wraps: {@code columns·dx == circumference}. Package-private.
 */
final class GroupGrid {

    /** Visits a node with its index, plan distance and (unwrapped) position. */
    interface NodeVisitor {
        void visit(int k, double d, double x, double z);
    }

    final double x0;
    final double z0;
    final double dx;
    final double dz;
    final int columns;
    final int rows;
    final double circumference;

    GroupGrid(double x0, double z0, double dx, double dz, int columns, int rows, double circumference) {
        this.x0 = x0;
        this.z0 = z0;
        this.dx = dx;
        this.dz = dz;
        this.columns = columns;
        this.rows = rows;
        this.circumference = circumference;
    }

    static GroupGrid of(GridFrame frame, int columns, int rows, double circumference) {
        return new GroupGrid(frame.originX(), frame.originZ(), frame.spacingX(), frame.spacingZ(), columns, rows,
                circumference);
    }

    boolean ring() {
        return circumference > 0;
    }

    GridFrame frame() {
        return new GridFrame(x0, z0, dx, dz);
    }

    int size() {
        return columns * rows;
    }

    double x(int c) {
        return x0 + c * dx;
    }

    double z(int r) {
        return z0 + r * dz;
    }

    /** x wrapped into [x0, x0 + circumference) in a ring; unchanged on a plane. */
    double wrapX(double x) {
        if (!ring()) {
            return x;
        }
        double u = (x - x0) % circumference;
        if (u < 0) {
            u += circumference;
        }
        return x0 + u;
    }

    /** The image of {@code x} nearest to {@code ref} in a ring; x itself on a plane. */
    double nearestX(double x, double ref) {
        if (!ring()) {
            return x;
        }
        return x - Math.rint((x - ref) / circumference) * circumference;
    }

    /** Plan distance, the short way round in a ring. */
    double distance(double xa, double za, double xb, double zb) {
        return Math.hypot(nearestX(xb, xa) - xa, zb - za);
    }

    /**
     * Bilinear sample between nodes; 0 outside the grid (in z, and in x on a plane). In a ring the
     * cell between the last column and the first is interpolated across the seam.
     */
    double sample(float[] data, double x, double z) {
        double fr = (z - z0) / dz;
        if (!(fr >= 0 && fr <= rows - 1)) {
            return 0;
        }
        double fc;
        if (ring()) {
            fc = (wrapX(x) - x0) / dx;
            if (fc >= columns) {
                // wrapX rounds a point just west of x0 up to x0 + circumference: column 0.
                fc -= columns;
            }
        } else {
            fc = (x - x0) / dx;
            if (!(fc >= 0 && fc <= columns - 1)) {
                return 0;
            }
        }
        int c0 = (int) Math.floor(fc);
        int r0 = (int) Math.floor(fr);
        int c1 = c0 + 1;
        int r1 = Math.min(r0 + 1, rows - 1);
        if (ring()) {
            c1 = c0 + 1 == columns ? 0 : c0 + 1;
        } else {
            c1 = Math.min(c1, columns - 1);
        }
        double tc = fc - c0;
        double tr = fr - r0;
        double a = data[r0 * columns + c0];
        double b = data[r0 * columns + c1];
        double c = data[r1 * columns + c0];
        double d = data[r1 * columns + c1];
        return (a + (b - a) * tc) * (1 - tr) + (c + (d - c) * tc) * tr;
    }

    /**
     * Visits every node within {@code radius} of (x, z), rows in order, columns in order of their
     * (unwrapped) x. In a ring each node is visited at most once, at its image nearest to x (of two
     * images half the circumference away on either side, the western one); {@code d} is the distance
     * the short way round.
     */
    void forNodes(double x, double z, double radius, NodeVisitor visitor) {
        int r0 = Math.max(0, (int) Math.floor((z - radius - z0) / dz));
        int r1 = Math.min(rows - 1, (int) Math.ceil((z + radius - z0) / dz));
        int c0 = (int) Math.floor((x - radius - x0) / dx);
        int c1 = (int) Math.ceil((x + radius - x0) / dx);
        if (ring()) {
            if (c1 - c0 >= columns) {
                // Wider than the ring: one turn centred on x, so each node comes at its nearest image
                // (a turn starting at x - radius left a column out whose node lies past the radius there).
                c0 = (int) Math.ceil((x - circumference / 2 - x0) / dx);
                c1 = c0 + columns - 1;
            }
        } else {
            c0 = Math.max(0, c0);
            c1 = Math.min(columns - 1, c1);
        }
        for (int r = r0; r <= r1; r++) {
            double nz = z(r);
            for (int cc = c0; cc <= c1; cc++) {
                double nx = x(cc);
                double d = Math.hypot(nx - x, nz - z);
                if (d > radius) {
                    continue;
                }
                int c = ring() ? Math.floorMod(cc, columns) : cc;
                visitor.visit(r * columns + c, d, nx, nz);
            }
        }
    }
}
