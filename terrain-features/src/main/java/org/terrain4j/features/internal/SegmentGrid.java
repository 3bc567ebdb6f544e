package org.terrain4j.features.internal;

/**
 * A spatial index of a polyline's segments on the plan: a uniform grid of square cells over the
 * polyline's bounding box, each cell listing (compressed, CSR-style) the segments whose bounding box
 * overlaps it. A nearest-segment query visits rings of cells around the query point outwards and
 * stops as soon as a ring cannot hold anything nearer than the best so far or than the limit.
 *
 * <p>Ties between segments at exactly the same distance go to the lowest segment index, so the
 * answer is the one a brute-force scan in index order gives.
 *
 * <p>Immutable after construction and thread-safe; the {@link Hit} a query writes belongs to the
 * caller.
 */
public final class SegmentGrid {

    /** What a query found: written by {@link #nearest}. Not thread-safe; one per caller. */
    public static final class Hit {
        /** Index of the nearest segment (from vertex {@code segment} to {@code segment + 1}). */
        public int segment;
        /** Position on that segment, 0 at its first vertex, 1 at its second. */
        public double t;
        /** Squared distance to the nearest point, square metres. */
        public double distanceSquared;
    }

    private final int segments;
    private final double[] ax;
    private final double[] az;
    private final double[] dx;
    private final double[] dz;
    private final double[] invLen2;
    private final double minX;
    private final double minZ;
    private final double cell;
    private final double invCell;
    private final int nx;
    private final int nz;
    private final int[] cellStart;
    private final int[] items;

    /**
     * Indexes the polyline through {@code count} vertices.
     *
     * @param xs    vertex x, metres; finite
     * @param zs    vertex z, metres; finite
     * @param count number of vertices, ≥ 2
     */
    public SegmentGrid(double[] xs, double[] zs, int count) {
        if (count < 2) {
            throw new IllegalArgumentException("count must be >= 2, was " + count);
        }
        segments = count - 1;
        ax = new double[segments];
        az = new double[segments];
        dx = new double[segments];
        dz = new double[segments];
        invLen2 = new double[segments];
        double x0 = Double.POSITIVE_INFINITY;
        double z0 = Double.POSITIVE_INFINITY;
        double x1 = Double.NEGATIVE_INFINITY;
        double z1 = Double.NEGATIVE_INFINITY;
        double total = 0;
        for (int i = 0; i < count; i++) {
            x0 = Math.min(x0, xs[i]);
            x1 = Math.max(x1, xs[i]);
            z0 = Math.min(z0, zs[i]);
            z1 = Math.max(z1, zs[i]);
        }
        for (int s = 0; s < segments; s++) {
            ax[s] = xs[s];
            az[s] = zs[s];
            dx[s] = xs[s + 1] - xs[s];
            dz[s] = zs[s + 1] - zs[s];
            double len2 = dx[s] * dx[s] + dz[s] * dz[s];
            invLen2[s] = len2 > 0 ? 1 / len2 : 0;
            total += Math.sqrt(len2);
        }
        double w = x1 - x0;
        double h = z1 - z0;
        // About two segments' length per cell, and never more cells than about 2 per segment.
        double size = Math.max(2 * total / segments, Math.sqrt(w * h / (2.0 * segments)));
        size = Math.max(size, Math.max(w, h) / 4096);
        if (!(size > 0)) {
            size = 1;
        }
        cell = size;
        invCell = 1 / size;
        minX = x0;
        minZ = z0;
        nx = (int) Math.floor(w * invCell) + 1;
        nz = (int) Math.floor(h * invCell) + 1;
        int cells = nx * nz;
        int[] starts = new int[cells + 1];
        for (int s = 0; s < segments; s++) {
            forEachCell(s, k -> starts[k + 1]++);
        }
        for (int k = 0; k < cells; k++) {
            starts[k + 1] += starts[k];
        }
        int[] list = new int[starts[cells]];
        int[] next = starts.clone();
        for (int s = 0; s < segments; s++) {
            int seg = s;
            forEachCell(s, k -> list[next[k]++] = seg);
        }
        cellStart = starts;
        items = list;
    }

    private void forEachCell(int s, java.util.function.IntConsumer action) {
        int c0 = cellX(Math.min(ax[s], ax[s] + dx[s]));
        int c1 = cellX(Math.max(ax[s], ax[s] + dx[s]));
        int r0 = cellZ(Math.min(az[s], az[s] + dz[s]));
        int r1 = cellZ(Math.max(az[s], az[s] + dz[s]));
        for (int r = r0; r <= r1; r++) {
            for (int c = c0; c <= c1; c++) {
                action.accept(r * nx + c);
            }
        }
    }

    private int cellX(double x) {
        int c = (int) ((x - minX) * invCell);
        return c < 0 ? 0 : c >= nx ? nx - 1 : c;
    }

    private int cellZ(double z) {
        int r = (int) ((z - minZ) * invCell);
        return r < 0 ? 0 : r >= nz ? nz - 1 : r;
    }

    /**
     * @return the number of segments indexed
     */
    public int segmentCount() {
        return segments;
    }

    /**
     * Finds the segment nearest to {@code (px, pz)} within {@code within} metres (inclusive).
     *
     * @param px     query x, metres; finite
     * @param pz     query z, metres; finite
     * @param within largest distance of interest, metres; ≥ 0, may be infinite
     * @param hit    receives the segment, the position on it and the squared distance
     * @return whether a segment lies within the limit (hit is written only then)
     */
    public boolean nearest(double px, double pz, double within, Hit hit) {
        double limit2 = within * within;
        // Fast reject: the bounding box of all segments.
        double ox = px < minX ? minX - px : px > minX + nx * cell ? px - (minX + nx * cell) : 0;
        double oz = pz < minZ ? minZ - pz : pz > minZ + nz * cell ? pz - (minZ + nz * cell) : 0;
        if (ox * ox + oz * oz > limit2) {
            return false;
        }
        long cx = (long) Math.floor((px - minX) * invCell);
        long cz = (long) Math.floor((pz - minZ) * invCell);
        // The first ring that touches the grid, and the last ring that still does.
        long first = Math.max(Math.max(-cx, cx - (nx - 1)), Math.max(-cz, cz - (nz - 1)));
        first = Math.max(first, 0);
        long last = Math.max(Math.max(cx, (nx - 1) - cx), Math.max(cz, (nz - 1) - cz));
        double best2 = Double.POSITIVE_INFINITY;
        int bestS = -1;
        double bestT = 0;
        for (long r = first; r <= last; r++) {
            if (r >= 1) {
                double bound = (r - 1) * cell;   // every cell of ring r lies at least this far away
                double b2 = bound * bound;
                if (b2 > best2 || b2 > limit2) {
                    break;
                }
            }
            long zLo = cz - r;
            long zHi = cz + r;
            long xLo = cx - r;
            long xHi = cx + r;
            int c0 = (int) Math.max(xLo, 0);
            int c1 = (int) Math.min(xHi, nx - 1);
            int r0 = (int) Math.max(zLo, 0);
            int r1 = (int) Math.min(zHi, nz - 1);
            for (int row = r0; row <= r1; row++) {
                boolean edgeRow = row == zLo || row == zHi;
                if (edgeRow) {
                    for (int col = c0; col <= c1; col++) {
                        int k = row * nx + col;
                        for (int i = cellStart[k], e = cellStart[k + 1]; i < e; i++) {
                            int s = items[i];
                            double qx = px - ax[s];
                            double qz = pz - az[s];
                            double t = (qx * dx[s] + qz * dz[s]) * invLen2[s];
                            t = t < 0 ? 0 : t > 1 ? 1 : t;
                            double ex = qx - t * dx[s];
                            double ez = qz - t * dz[s];
                            double d2 = ex * ex + ez * ez;
                            if (d2 < best2 || (d2 == best2 && s < bestS)) {
                                best2 = d2;
                                bestS = s;
                                bestT = t;
                            }
                        }
                    }
                } else {
                    for (int side = 0; side < 2; side++) {
                        long col = side == 0 ? xLo : xHi;
                        if (col < 0 || col >= nx || (side == 1 && xHi == xLo)) {
                            continue;
                        }
                        int k = row * nx + (int) col;
                        for (int i = cellStart[k], e = cellStart[k + 1]; i < e; i++) {
                            int s = items[i];
                            double qx = px - ax[s];
                            double qz = pz - az[s];
                            double t = (qx * dx[s] + qz * dz[s]) * invLen2[s];
                            t = t < 0 ? 0 : t > 1 ? 1 : t;
                            double ex = qx - t * dx[s];
                            double ez = qz - t * dz[s];
                            double d2 = ex * ex + ez * ez;
                            if (d2 < best2 || (d2 == best2 && s < bestS)) {
                                best2 = d2;
                                bestS = s;
                                bestT = t;
                            }
                        }
                    }
                }
            }
        }
        if (bestS < 0 || best2 > limit2) {
            return false;
        }
        hit.segment = bestS;
        hit.t = bestT;
        hit.distanceSquared = best2;
        return true;
    }
}
