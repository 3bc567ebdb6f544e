package org.terrain4j.analysis.visibility;

/**
 * The single-observer viewshed by horizon propagation: the grid is cut into four wedges around the
 * observer (east and west where the sight line is within 45° of the x axis, north and south
 * otherwise) and each is swept line by line outwards. For a sample on major line {@code k}, its sight
 * line crosses major line {@code k − 1} between two samples: the ground there (their linear
 * interpolation, exactly as the exact line of sight samples it) is tested, and the horizon before that
 * crossing is the linear interpolation of the two samples' own horizons. Each line keeps only the
 * horizons of the previous one, so a wedge costs one pass over its samples with two line buffers.
 */
final class Propagation {

    private static final double NONE = -1e300;

    private Propagation() {
    }

    /** Fills {@code visible} (1 visible, 0 not), overwriting every element, on the caller's thread. */
    static void run(Surface s, Visibility v, double oc, double or, byte[] visible) {
        run(s, v, oc, or, visible, null);
    }

    /**
     * As {@link #run(Surface, Visibility, double, double, byte[])}, with the four wedges shared over
     * {@code pool} when it is not null (they write disjoint samples, so the bits do not depend on it).
     */
    static void run(Surface s, Visibility v, double oc, double or, byte[] visible,
                    java.util.concurrent.ForkJoinPool pool) {
        double eye = s.ground("observer", oc, or) + v.observerHeight();
        int columns = s.columns;
        int rows = s.rows;
        java.util.Arrays.fill(visible, (byte) 0);
        double drop = v.curvature() / (2 * Visibility.EARTH_RADIUS);
        Runnable[] wedges = {
            // east and west: major = column (stride 1), minor = row (stride columns); diagonals included
            () -> new Wedge(s.data, eye, v.targetHeight(), drop, v.radius(), visible)
                    .sweep(oc, or, +1, 1, columns, columns, rows, s.spacingX, s.spacingZ, true),
            () -> new Wedge(s.data, eye, v.targetHeight(), drop, v.radius(), visible)
                    .sweep(oc, or, -1, 1, columns, columns, rows, s.spacingX, s.spacingZ, true),
            // north and south: major = row, minor = column; diagonals excluded
            () -> new Wedge(s.data, eye, v.targetHeight(), drop, v.radius(), visible)
                    .sweep(or, oc, +1, columns, 1, rows, columns, s.spacingZ, s.spacingX, false),
            () -> new Wedge(s.data, eye, v.targetHeight(), drop, v.radius(), visible)
                    .sweep(or, oc, -1, columns, 1, rows, columns, s.spacingZ, s.spacingX, false)
        };
        if (pool == null) {
            for (Runnable w : wedges) {
                w.run();
            }
        } else {
            java.util.concurrent.ForkJoinTask<?>[] tasks = new java.util.concurrent.ForkJoinTask<?>[wedges.length];
            for (int i = 0; i < wedges.length; i++) {
                tasks[i] = pool.submit(wedges[i]);
            }
            for (java.util.concurrent.ForkJoinTask<?> t : tasks) {
                t.join();
            }
        }
        double radius = v.radius();
        int c0 = (int) Math.max(0, Math.ceil(oc - 1));
        int c1 = (int) Math.min(columns - 1, Math.floor(oc + 1));
        int r0 = (int) Math.max(0, Math.ceil(or - 1));
        int r1 = (int) Math.min(rows - 1, Math.floor(or + 1));
        for (int r = r0; r <= r1; r++) {
            for (int c = c0; c <= c1; c++) {
                int i = r * columns + c;
                float h = s.data[i];
                if (h == h && s.distance(c - oc, r - or) <= radius) {
                    visible[i] = 1;
                }
            }
        }
    }

    private static final class Wedge {
        private final float[] h;
        private final double eye;
        private final double targetHeight;
        private final double drop;
        private final double radius;
        private final double radius2;
        private final byte[] visible;
        private double[] previous = new double[0];
        private double[] current = new double[0];

        Wedge(float[] h, double eye, double targetHeight, double drop, double radius, byte[] visible) {
            this.h = h;
            this.eye = eye;
            this.targetHeight = targetHeight;
            this.drop = drop;
            this.radius = radius;
            this.radius2 = radius * radius;
            this.visible = visible;
        }

        void sweep(double oM, double om, int step, int strideMajor, int strideMinor, int majorCount,
                   int minorCount, double spacingMajor, double spacingMinor, boolean diagonals) {
            if (previous.length < minorCount) {
                previous = new double[minorCount];
                current = new double[minorCount];
            }
            int first = step > 0 ? (int) Math.floor(oM) + 1 : (int) Math.ceil(oM) - 1;
            int lastMinor = minorCount - 1;
            int prevLo = 0;
            int prevHi = -1;
            for (int major = first; major >= 0 && major < majorCount; major += step) {
                double k = Math.abs(major - oM);
                if ((k - 1) * spacingMajor > radius) {
                    break;
                }
                double kPrev = k - 1;
                int lo = (int) Math.max(0, Math.ceil(om - k) - 2);
                int hi = (int) Math.min(lastMinor, Math.floor(om + k) + 2);
                int prevMajor = major - step;
                double ratio = kPrev / k;
                double a = k * spacingMajor;
                double a2 = a * a;
                int base = major * strideMajor;
                int prevBase = prevMajor * strideMajor;
                double back = kPrev > 0 ? k / kPrev : 0;
                for (int m = lo; m <= hi; m++) {
                    double dm = m - om;
                    double b = dm * spacingMinor;
                    double ds2 = a2 + b * b;
                    double inv = 1 / Math.sqrt(ds2);
                    double before = NONE;
                    if (kPrev > 0) {
                        double z = om + dm * ratio;
                        int q = (int) z;
                        if (q >= lastMinor) {
                            q = lastMinor > 0 ? lastMinor - 1 : 0;
                        } else if (z < 0) {
                            q = 0;
                        }
                        double f = z - q;
                        int q1 = q < lastMinor ? q + 1 : q;
                        double h0 = q >= prevLo && q <= prevHi ? previous[q] : NONE;
                        double h1 = q1 >= prevLo && q1 <= prevHi ? previous[q1] : NONE;
                        before = f <= 0 ? h0 : f >= 1 ? h1 : h0 + (h1 - h0) * f;
                        double g0 = h[prevBase + q * strideMinor];
                        double g = f <= 0 ? g0 : g0 + (h[prevBase + q1 * strideMinor] - g0) * f;
                        // tangent at the crossing, distance d = ds·kPrev/k
                        double tan = (g - eye - drop * ds2 * ratio * ratio) * inv * back;
                        // branch-free: whether the ground rises over the horizon is as good as random on
                        // real terrain, and the mispredicted branch cost 30 % of the sweep; a void (NaN)
                        // crossing leaves the horizon as it was
                        before = Math.max(before, tan == tan ? tan : NONE);
                    }
                    current[m] = before;
                    double adm = dm < 0 ? -dm : dm;
                    if (diagonals ? adm <= k : adm < k) {
                        int at = base + m * strideMinor;
                        double tan = (h[at] + targetHeight - eye - drop * ds2) * inv;
                        visible[at] = (byte) ((tan >= before ? 1 : 0) & (ds2 <= radius2 ? 1 : 0)); // no branch either
                    }
                }
                double[] t = previous;
                previous = current;
                current = t;
                prevLo = lo;
                prevHi = hi;
            }
        }
    }
}
