package org.terrain4j.features.internal;

/**
 * A spatial index of a polyline's segments on the plan: a bounding-volume hierarchy over runs of
 * consecutive segments (a polyline's neighbouring segments lie close together, so splitting the run
 * in halves gives tight boxes without sorting). A nearest-segment query descends nearer child first
 * and prunes every box farther than the best segment so far or than the limit, so its cost grows
 * with the logarithm of the number of segments whether the query point is near the line or far from
 * it.
 *
 * <p>Ties between segments at exactly the same distance go to the lowest segment index, so the
 * answer is the one a brute-force scan in index order gives.
 *
 * <p>Immutable after construction and thread-safe; the {@link Hit} a query writes
 * belongs to the caller.
 *
 * @since 0.1
 */
public final class SegmentTree {

    /**
     * What a query found: written by {@link #nearest}. Not thread-safe; one per caller.
     *
     * @since 0.1
     */
    public static final class Hit {
        /** Index of the nearest segment (from vertex {@code segment} to {@code segment + 1}). */
        public int segment;
        /** Position on that segment, 0 at its first vertex, 1 at its second. */
        public double t;
        /** Squared distance to the nearest point, square metres. */
        public double distanceSquared;
    }

    /** Segments per leaf. */
    private static final int LEAF = 4;

    private final int segments;
    private final double[] ax;
    private final double[] az;
    private final double[] dx;
    private final double[] dz;
    private final double[] invLen2;
    /** Per node: minX, minZ, maxX, maxZ. */
    private final double[] box;
    /** Per node: first segment (leaf) or left child (inner). */
    private final int[] first;
    /** Per node: one past the last segment (leaf) or right child (inner). */
    private final int[] second;
    private final boolean[] leaf;
    private int nodes;

    /**
     * Indexes the polyline through {@code count} vertices.
     *
     * @param xs    vertex x, metres; finite
     * @param zs    vertex z, metres; finite
     * @param count number of vertices, ≥ 2
     */
    public SegmentTree(double[] xs, double[] zs, int count) {
        if (count < 2) {
            throw new IllegalArgumentException("count must be >= 2, was " + count);
        }
        segments = count - 1;
        ax = new double[segments];
        az = new double[segments];
        dx = new double[segments];
        dz = new double[segments];
        invLen2 = new double[segments];
        for (int s = 0; s < segments; s++) {
            ax[s] = xs[s];
            az[s] = zs[s];
            dx[s] = xs[s + 1] - xs[s];
            dz[s] = zs[s + 1] - zs[s];
            double len2 = dx[s] * dx[s] + dz[s] * dz[s];
            invLen2[s] = len2 > 0 ? 1 / len2 : 0;
        }
        int leaves = (segments + LEAF - 1) / LEAF;
        int capacity = 2 * leaves;
        box = new double[4 * capacity];
        first = new int[capacity];
        second = new int[capacity];
        leaf = new boolean[capacity];
        build(0, segments);
    }

    private int build(int lo, int hi) {
        int node = nodes++;
        if (hi - lo <= LEAF) {
            leaf[node] = true;
            first[node] = lo;
            second[node] = hi;
            double x0 = Double.POSITIVE_INFINITY;
            double z0 = Double.POSITIVE_INFINITY;
            double x1 = Double.NEGATIVE_INFINITY;
            double z1 = Double.NEGATIVE_INFINITY;
            for (int s = lo; s < hi; s++) {
                double bx = ax[s] + dx[s];
                double bz = az[s] + dz[s];
                x0 = Math.min(x0, Math.min(ax[s], bx));
                x1 = Math.max(x1, Math.max(ax[s], bx));
                z0 = Math.min(z0, Math.min(az[s], bz));
                z1 = Math.max(z1, Math.max(az[s], bz));
            }
            box[4 * node] = x0;
            box[4 * node + 1] = z0;
            box[4 * node + 2] = x1;
            box[4 * node + 3] = z1;
            return node;
        }
        // split on a leaf boundary near the middle
        int leavesHere = (hi - lo + LEAF - 1) / LEAF;
        int mid = lo + (leavesHere / 2) * LEAF;
        int l = build(lo, mid);
        int r = build(mid, hi);
        first[node] = l;
        second[node] = r;
        box[4 * node] = Math.min(box[4 * l], box[4 * r]);
        box[4 * node + 1] = Math.min(box[4 * l + 1], box[4 * r + 1]);
        box[4 * node + 2] = Math.max(box[4 * l + 2], box[4 * r + 2]);
        box[4 * node + 3] = Math.max(box[4 * l + 3], box[4 * r + 3]);
        return node;
    }

    private double boxDistance2(int node, double px, double pz) {
        int b = 4 * node;
        double ex = px < box[b] ? box[b] - px : px > box[b + 2] ? px - box[b + 2] : 0;
        double ez = pz < box[b + 1] ? box[b + 1] - pz : pz > box[b + 3] ? pz - box[b + 3] : 0;
        return ex * ex + ez * ez;
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
     * @param hit    receives the segment, the position on it and the squared distance (overwritten
     *               even when nothing is found)
     * @return whether a segment lies within the limit
     */
    public boolean nearest(double px, double pz, double within, Hit hit) {
        hit.segment = -1;
        hit.distanceSquared = within * within;
        if (boxDistance2(0, px, pz) > hit.distanceSquared) {
            return false;
        }
        search(0, px, pz, hit);
        return hit.segment >= 0;
    }

    private void search(int node, double px, double pz, Hit hit) {
        if (leaf[node]) {
            double best2 = hit.distanceSquared;
            int bestS = hit.segment;
            double bestT = hit.t;
            for (int s = first[node], e = second[node]; s < e; s++) {
                double qx = px - ax[s];
                double qz = pz - az[s];
                double t = (qx * dx[s] + qz * dz[s]) * invLen2[s];
                t = t < 0 ? 0 : t > 1 ? 1 : t;
                double ex = qx - t * dx[s];
                double ez = qz - t * dz[s];
                double d2 = ex * ex + ez * ez;
                if (d2 < best2 || (d2 == best2 && (s < bestS || bestS < 0))) {
                    best2 = d2;
                    bestS = s;
                    bestT = t;
                }
            }
            hit.distanceSquared = best2;
            hit.segment = bestS;
            hit.t = bestT;
            return;
        }
        int l = first[node];
        int r = second[node];
        double dl = boxDistance2(l, px, pz);
        double dr = boxDistance2(r, px, pz);
        if (dl <= dr) {
            if (dl <= hit.distanceSquared) {
                search(l, px, pz, hit);
            }
            if (dr <= hit.distanceSquared) {
                search(r, px, pz, hit);
            }
        } else {
            if (dr <= hit.distanceSquared) {
                search(r, px, pz, hit);
            }
            if (dl <= hit.distanceSquared) {
                search(l, px, pz, hit);
            }
        }
    }
}
