package org.terrain4j.isoline.internal;

import java.util.Arrays;

/**
 * A growable list of {@code (x, z)} points that drops zero-length pieces as they are appended: a
 * point equal to the last one is skipped, and a point equal to the one before the last removes the
 * last (a back-and-forth spike of zero width). Equality is exact.
 *
 * <p>Not thread-safe.
 *
 * @since 0.1
 */
public final class PointBuffer {

    private double[] xz = new double[64];
    private int n;

    /** Empties the buffer. */
    public void clear() {
        n = 0;
    }

    /**
     * @return number of points held
     */
    public int size() {
        return n;
    }

    /**
     * Appends a point unless that would create a zero-length piece (see the class comment).
     *
     * @param x metres
     * @param z metres
     */
    public void add(double x, double z) {
        if (n >= 1 && same(n - 1, x, z)) {
            return;
        }
        if (n >= 2 && same(n - 2, x, z)) {
            n--;
            return;
        }
        if (2 * n + 2 > xz.length) {
            xz = Arrays.copyOf(xz, xz.length * 2);
        }
        xz[2 * n] = x;
        xz[2 * n + 1] = z;
        n++;
    }

    private boolean same(int i, double x, double z) {
        return xz[2 * i] == x && xz[2 * i + 1] == z;
    }

    private boolean samePoints(int i, int j) {
        return xz[2 * i] == xz[2 * j] && xz[2 * i + 1] == xz[2 * j + 1];
    }

    /**
     * Treats the points as a closed ring and removes the zero-length pieces across its seam (last
     * point equal to the first, spikes around the first point).
     */
    public void closeRing() {
        boolean changed = true;
        while (changed && n >= 2) {
            changed = false;
            if (samePoints(n - 1, 0)) {
                n--;
                changed = true;
            } else if (n >= 3 && samePoints(n - 2, 0)) {
                n -= 1; // spike at the last point: …, P, Z, (P) → drop Z; P == first goes next round
                changed = true;
            } else if (n >= 3 && samePoints(n - 1, 1)) {
                // spike at the first point: …, P, (A), P, … → drop A
                System.arraycopy(xz, 2, xz, 0, 2 * (n - 1));
                n--;
                changed = true;
            }
        }
    }

    /**
     * Removes points that lie exactly between their two neighbours on a grid-aligned straight line
     * (same x for all three, or same z), as arise along the border of the data. Exact; treats the
     * points as a ring.
     */
    public void dropAlignedRing() {
        if (n < 4) {
            return;
        }
        int w = 0;
        for (int i = 0; i < n; i++) {
            int prev = w == 0 ? n - 1 : w - 1; // previous kept point (the ring's last while w == 0)
            double px = w == 0 ? xz[2 * (n - 1)] : xz[2 * prev];
            double pz = w == 0 ? xz[2 * (n - 1) + 1] : xz[2 * prev + 1];
            int next = (i + 1) % n;
            double cx = xz[2 * i];
            double cz = xz[2 * i + 1];
            double nx = xz[2 * next];
            double nz = xz[2 * next + 1];
            boolean between = (px == cx && cx == nx && (cz - pz) * (nz - cz) > 0)
                    || (pz == cz && cz == nz && (cx - px) * (nx - cx) > 0);
            if (!between) {
                xz[2 * w] = cx;
                xz[2 * w + 1] = cz;
                w++;
            }
        }
        n = w;
    }

    /**
     * @return a new array of the points, interleaved {@code x0, z0, …}
     */
    public double[] toArray() {
        return Arrays.copyOf(xz, 2 * n);
    }
}
