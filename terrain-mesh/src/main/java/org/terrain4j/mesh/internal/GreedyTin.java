package org.terrain4j.mesh.internal;

import java.util.Arrays;
import java.util.concurrent.CancellationException;

import org.terrain4j.api.ProgressListener;

/**
 * Greedy insertion of samples into a Delaunay triangulation until every sample lies within a given
 * vertical distance of the triangulated surface (Garland &amp; Heckbert 1995, "Fast polygonal
 * approximation of terrains and height fields", algorithm III; the same scheme as Mapbox's delatin).
 *
 * <p>Start with the two triangles of the grid's corners. Each triangle is rasterised over every sample
 * it covers (edges included, by exact integer edge functions) to find the sample farthest from its
 * plane; the triangles sit in a max-heap on that error. The worst sample is inserted (splitting its
 * triangle in three, or the two triangles of an edge it lies on in four), Delaunay is restored by
 * Lawson edge flips, and every changed triangle is rasterised again. It stops when the largest error
 * of any triangle is ≤ the limit, so the limit is guaranteed for every sample, not estimated.
 *
 * <p>Vertices are grid samples (integer column, row); triangles are counter-clockwise with x =
 * column, y = row (that is clockwise seen from +y in the mesh, which {@link #triangles()} reverses).
 * Deterministic: ties go to the first sample in row-major order within a triangle, heap ties to the
 * lower triangle index. Not thread-safe; one instance per build.
 *
 * @since 0.1
 */
public final class GreedyTin {

    private final int columns;
    private final int rows;
    private final float[] h;

    private int[] vx = new int[64];
    private int[] vy = new int[64];
    private int vertexCount;

    private int[] tri = new int[192];
    private int[] half = new int[192];
    private int triangleCount;

    private double[] error = new double[64];
    private int[] candidate = new int[64];
    private int[] heapIndex = new int[64];
    private int[] touched = new int[64];

    private int[] heap = new int[64];
    private int heapSize;

    private int[] changed = new int[32];
    private int changedCount;
    private int stamp;
    private int[] stack = new int[32];

    /**
     * @param columns columns of the grid, ≥ 2
     * @param rows    rows of the grid, ≥ 2
     * @param heights row-major heights, finite (not copied; must not change during {@link #run})
     */
    public GreedyTin(int columns, int rows, float[] heights) {
        this.columns = columns;
        this.rows = rows;
        this.h = heights;
    }

    /**
     * Refines the triangulation until no sample is farther than {@code maxError} from it.
     *
     * @param maxError vertical tolerance, in the heights' units, ≥ 0
     * @param progress told the fraction of the initial error removed (roughly), polled for cancellation
     * @throws CancellationException if the listener cancels
     */
    public void run(double maxError, ProgressListener progress) {
        int x1 = columns - 1;
        int y1 = rows - 1;
        addVertex(0, 0);
        addVertex(x1, 0);
        addVertex(x1, y1);
        addVertex(0, y1);
        int t0 = newTriangle();
        int t1 = newTriangle();
        setTriangle(t0, 0, 1, 2, -1, -1, 3 * t1);
        setTriangle(t1, 0, 2, 3, 3 * t0 + 2, -1, -1);
        changedCount = 0;
        markChanged(t0);
        markChanged(t1);
        update(maxError);
        double first = heapSize > 0 ? error[heap[0]] : 0;
        double span = Math.log(first / Math.max(maxError, first * 1e-6));
        Progress report = new Progress(progress, "adaptive mesh");
        long insertions = 0;
        while (heapSize > 0) {
            int t = heap[0];
            if ((++insertions & 1023) == 0) {
                if (progress.isCancelled()) {
                    throw new CancellationException("adaptive mesh cancelled");
                }
                // the largest error left falls from `first` to `maxError`: report it on a log scale
                // (Progress never lets the fraction go back)
                report.step(span > 0 ? Math.log(first / error[t]) : 1, span > 0 ? span : 1);
            }
            insert(t);
            update(maxError);
        }
        report.step(1, 1);
    }

    /**
     * @return sample index ({@code row · columns + column}) of each vertex, a new array
     */
    public int[] vertexSamples() {
        int[] s = new int[vertexCount];
        for (int i = 0; i < vertexCount; i++) {
            s[i] = vy[i] * columns + vx[i];
        }
        return s;
    }

    /**
     * @return three vertex indices per triangle, counter-clockwise seen from +y (mesh convention), a new
     *         array
     */
    public int[] triangles() {
        int[] out = new int[3 * triangleCount];
        for (int t = 0; t < triangleCount; t++) {
            out[3 * t] = tri[3 * t];
            out[3 * t + 1] = tri[3 * t + 2];
            out[3 * t + 2] = tri[3 * t + 1];
        }
        return out;
    }

    /**
     * @return the largest vertical error left, over every sample (the maximum of the triangles' errors)
     */
    public double maxError() {
        double m = 0;
        for (int t = 0; t < triangleCount; t++) {
            m = Math.max(m, error[t]);
        }
        return m;
    }

    // ---- triangulation ---------------------------------------------------------------------------

    private int addVertex(int x, int y) {
        if (vertexCount == vx.length) {
            vx = Arrays.copyOf(vx, 2 * vx.length);
            vy = Arrays.copyOf(vy, 2 * vy.length);
        }
        vx[vertexCount] = x;
        vy[vertexCount] = y;
        return vertexCount++;
    }

    private int newTriangle() {
        if (3 * triangleCount == tri.length) {
            tri = Arrays.copyOf(tri, 2 * tri.length);
            half = Arrays.copyOf(half, 2 * half.length);
            int n = 2 * error.length;
            error = Arrays.copyOf(error, n);
            candidate = Arrays.copyOf(candidate, n);
            heapIndex = Arrays.copyOf(heapIndex, n);
            touched = Arrays.copyOf(touched, n);
        }
        int t = triangleCount++;
        heapIndex[t] = -1;
        touched[t] = -1;
        return t;
    }

    /** Writes triangle t = (a, b, c) with the opposite half-edges of its edges ab, bc, ca, linking back. */
    private void setTriangle(int t, int a, int b, int c, int hab, int hbc, int hca) {
        int e = 3 * t;
        tri[e] = a;
        tri[e + 1] = b;
        tri[e + 2] = c;
        link(e, hab);
        link(e + 1, hbc);
        link(e + 2, hca);
    }

    private void link(int e, int opposite) {
        half[e] = opposite;
        if (opposite >= 0) {
            half[opposite] = e;
        }
    }

    private long orient(int a, int b, int c) {
        return (long) (vx[b] - vx[a]) * (vy[c] - vy[a]) - (long) (vy[b] - vy[a]) * (vx[c] - vx[a]);
    }

    /** True if d lies strictly inside the circumcircle of the counter-clockwise triangle abc. */
    private boolean inCircle(int a, int b, int c, int d) {
        double adx = vx[a] - vx[d];
        double ady = vy[a] - vy[d];
        double bdx = vx[b] - vx[d];
        double bdy = vy[b] - vy[d];
        double cdx = vx[c] - vx[d];
        double cdy = vy[c] - vy[d];
        double det = (adx * adx + ady * ady) * (bdx * cdy - cdx * bdy)
                - (bdx * bdx + bdy * bdy) * (adx * cdy - cdx * ady)
                + (cdx * cdx + cdy * cdy) * (adx * bdy - bdx * ady);
        return det > 0;
    }

    private void insert(int t) {
        int s = candidate[t];
        int px = s % columns;
        int py = s / columns;
        int e = 3 * t;
        int a = tri[e];
        int b = tri[e + 1];
        int c = tri[e + 2];
        int i = addVertex(px, py);
        changedCount = 0;
        stamp++;
        // which edge (if any) the new point lies on: exact integer test
        int onEdge = orient(a, b, i) == 0 ? 0 : orient(b, c, i) == 0 ? 1 : orient(c, a, i) == 0 ? 2 : -1;
        if (onEdge < 0) {
            int hab = half[e];
            int hbc = half[e + 1];
            int hca = half[e + 2];
            int t1 = newTriangle();
            int t2 = newTriangle();
            setTriangle(t, a, b, i, hab, -1, -1);
            setTriangle(t1, b, c, i, hbc, -1, 3 * t + 1);
            setTriangle(t2, c, a, i, hca, 3 * t + 2, 3 * t1 + 1);
            markChanged(t);
            markChanged(t1);
            markChanged(t2);
            legalise(3 * t);
            legalise(3 * t1);
            legalise(3 * t2);
        } else {
            // rotate so that the edge holding the point runs p → q, opposite vertex r
            int eq = e + onEdge;
            int p = tri[eq];
            int q = tri[e + (onEdge + 1) % 3];
            int r = tri[e + (onEdge + 2) % 3];
            int hqr = half[e + (onEdge + 1) % 3];
            int hrp = half[e + (onEdge + 2) % 3];
            int o = half[eq];
            int t1 = newTriangle();
            if (o < 0) {
                setTriangle(t, r, p, i, hrp, -1, -1);
                setTriangle(t1, r, i, q, 3 * t + 2, -1, hqr);
                markChanged(t);
                markChanged(t1);
                legalise(3 * t);
                legalise(3 * t1 + 2);
            } else {
                int u = o / 3;
                int ou = o - 3 * u;
                int d = tri[3 * u + (ou + 2) % 3];
                int hpd = half[3 * u + (ou + 1) % 3];
                int hdq = half[3 * u + (ou + 2) % 3];
                int u1 = newTriangle();
                setTriangle(t, r, p, i, hrp, -1, -1);
                setTriangle(t1, r, i, q, 3 * t + 2, -1, hqr);
                setTriangle(u, d, q, i, hdq, 3 * t1 + 1, -1);
                setTriangle(u1, d, i, p, 3 * u + 2, 3 * t + 1, hpd);
                markChanged(t);
                markChanged(t1);
                markChanged(u);
                markChanged(u1);
                legalise(3 * t);
                legalise(3 * t1 + 2);
                legalise(3 * u);
                legalise(3 * u1 + 2);
            }
        }
    }

    /** Lawson flips from half-edge e (whose triangle's third vertex is the new point). */
    private void legalise(int start) {
        int top = 0;
        stack[top++] = start;
        while (top > 0) {
            int e = stack[--top];
            int o = half[e];
            if (o < 0) {
                continue;
            }
            int t = e / 3;
            int k = e - 3 * t;
            int u = o / 3;
            int m = o - 3 * u;
            int p = tri[e];
            int q = tri[3 * t + (k + 1) % 3];
            int r = tri[3 * t + (k + 2) % 3];
            int s = tri[3 * u + (m + 2) % 3];
            if (!inCircle(p, q, r, s) || orient(r, p, s) <= 0 || orient(s, q, r) <= 0) {
                continue;
            }
            int hqr = half[3 * t + (k + 1) % 3];
            int hrp = half[3 * t + (k + 2) % 3];
            int hps = half[3 * u + (m + 1) % 3];
            int hsq = half[3 * u + (m + 2) % 3];
            setTriangle(t, r, p, s, hrp, hps, -1);
            setTriangle(u, s, q, r, hsq, hqr, 3 * t + 2);
            markChanged(t);
            markChanged(u);
            if (top + 2 > stack.length) {
                stack = Arrays.copyOf(stack, 2 * stack.length);
            }
            stack[top++] = 3 * t + 1;
            stack[top++] = 3 * u;
        }
    }

    private void markChanged(int t) {
        if (touched[t] != stamp) {
            touched[t] = stamp;
            if (changedCount == changed.length) {
                changed = Arrays.copyOf(changed, 2 * changed.length);
            }
            changed[changedCount++] = t;
        }
    }

    /** Rasterises every changed triangle and puts it in (or out of) the heap. */
    private void update(double maxError) {
        for (int k = 0; k < changedCount; k++) {
            int t = changed[k];
            rasterise(t);
            if (heapIndex[t] >= 0) {
                heapRemove(t);
            }
            if (error[t] > maxError) {
                heapPush(t);
            }
        }
        changedCount = 0;
    }

    /** Finds the sample of triangle t farthest from its plane (edges and corners included). */
    private void rasterise(int t) {
        int a = tri[3 * t];
        int b = tri[3 * t + 1];
        int c = tri[3 * t + 2];
        int ax = vx[a];
        int ay = vy[a];
        int bx = vx[b];
        int by = vy[b];
        int cx = vx[c];
        int cy = vy[c];
        long area = orient(a, b, c);
        double ha = h[ay * columns + ax];
        double hb = h[by * columns + bx];
        double hc = h[cy * columns + cx];
        int minX = Math.min(ax, Math.min(bx, cx));
        int maxX = Math.max(ax, Math.max(bx, cx));
        int minY = Math.min(ay, Math.min(by, cy));
        int maxY = Math.max(ay, Math.max(by, cy));
        // edge functions w0 (opposite a), w1 (opposite b), w2 (opposite c) at (minX, y); steps along x
        long w0dx = -(cy - by);
        long w1dx = -(ay - cy);
        long w2dx = -(by - ay);
        double best = 0;
        int bestSample = -1;
        double inv = 1.0 / area;
        for (int y = minY; y <= maxY; y++) {
            long w0 = (long) (cx - bx) * (y - by) - (long) (cy - by) * (minX - bx);
            long w1 = (long) (ax - cx) * (y - cy) - (long) (ay - cy) * (minX - cx);
            long w2 = (long) (bx - ax) * (y - ay) - (long) (by - ay) * (minX - ax);
            int row = y * columns;
            boolean entered = false;
            for (int x = minX; x <= maxX; x++, w0 += w0dx, w1 += w1dx, w2 += w2dx) {
                if ((w0 | w1 | w2) < 0) {
                    if (entered) {
                        break;
                    }
                    continue;
                }
                entered = true;
                double z = (w0 * ha + w1 * hb + w2 * hc) * inv;
                double d = Math.abs(z - h[row + x]);
                if (d > best) {
                    best = d;
                    bestSample = row + x;
                }
            }
        }
        error[t] = best;
        candidate[t] = bestSample;
    }

    // ---- indexed max-heap on error ---------------------------------------------------------------

    private boolean above(int s, int t) {
        return error[s] > error[t] || error[s] == error[t] && s < t;
    }

    private void heapPush(int t) {
        if (heapSize == heap.length) {
            heap = Arrays.copyOf(heap, 2 * heap.length);
        }
        heap[heapSize] = t;
        heapIndex[t] = heapSize;
        heapSize++;
        siftUp(heapSize - 1);
    }

    private void heapRemove(int t) {
        int i = heapIndex[t];
        heapIndex[t] = -1;
        heapSize--;
        if (i == heapSize) {
            return;
        }
        int last = heap[heapSize];
        heap[i] = last;
        heapIndex[last] = i;
        siftUp(i);
        siftDown(heapIndex[last]);
    }

    private void siftUp(int i) {
        int t = heap[i];
        while (i > 0) {
            int parent = (i - 1) >> 1;
            int p = heap[parent];
            if (!above(t, p)) {
                break;
            }
            heap[i] = p;
            heapIndex[p] = i;
            i = parent;
        }
        heap[i] = t;
        heapIndex[t] = i;
    }

    private void siftDown(int i) {
        int t = heap[i];
        while (true) {
            int child = 2 * i + 1;
            if (child >= heapSize) {
                break;
            }
            if (child + 1 < heapSize && above(heap[child + 1], heap[child])) {
                child++;
            }
            int ch = heap[child];
            if (!above(ch, t)) {
                break;
            }
            heap[i] = ch;
            heapIndex[ch] = i;
            i = child;
        }
        heap[i] = t;
        heapIndex[t] = i;
    }
}
