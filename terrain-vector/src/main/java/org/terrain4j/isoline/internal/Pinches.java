package org.terrain4j.isoline.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.terrain4j.api.GridFrame;

/**
 * Makes the rings of a band simple, so that every polygon is valid in the OGC simple-features sense.
 *
 * <p>Isoband rings keep the band on their left and never cross, but where a sample equals a level
 * exactly they can meet at that sample: two lobes of a band touching at a point, a hole touching
 * its shell, or a hole touching the shell twice (which would disconnect the polygon's interior).
 * Such meeting points are always sample positions (crossings elsewhere lie strictly inside grid
 * edges). At every sample where rings pass more than once, the passes are re-paired so that each
 * wedge of the band around the sample belongs to its own ring: each arriving edge continues with the
 * leaving edge next to it clockwise. A ring that still passes a sample twice is then cut there into
 * two loops. The result: simple rings that touch each other only at isolated points, shells
 * counter-clockwise and holes clockwise, as before.
 *
 * <p>Stateless.
 */
final class Pinches {

    private Pinches() {
    }

    /**
     * @param rings   closed rings, interleaved x, z, first point not repeated, band on the left
     * @param frame   the grid's frame
     * @param columns grid columns
     * @param rows    grid rows
     * @return simple rings covering the same region (possibly more of them)
     */
    static List<double[]> resolve(List<double[]> rings, GridFrame frame, int columns, int rows) {
        int total = 0;
        for (double[] r : rings) {
            total += r.length / 2;
        }
        double[] x = new double[total];
        double[] z = new double[total];
        int[] next = new int[total];
        int[] prev = new int[total];
        long[] sample = new long[total];
        LongIntMap count = new LongIntMap(64);
        boolean any = false;
        int g = 0;
        for (double[] r : rings) {
            int n = r.length / 2;
            for (int i = 0; i < n; i++) {
                x[g + i] = r[2 * i];
                z[g + i] = r[2 * i + 1];
                next[g + i] = i + 1 < n ? g + i + 1 : g;
                prev[g + i] = i > 0 ? g + i - 1 : g + n - 1;
                long s = sampleAt(frame, columns, rows, r[2 * i], r[2 * i + 1]);
                sample[g + i] = s;
                if (s >= 0) {
                    int c = count.get(s);
                    count.put(s, c < 0 ? 1 : c + 1);
                    any |= c >= 1;
                }
            }
            g += n;
        }
        if (!any) {
            return rings;
        }
        // group the passes through each sample met more than once
        LongIntMap group = new LongIntMap(64);
        List<int[]> groups = new ArrayList<>();
        int[] sizes = new int[16];
        for (int v = 0; v < total; v++) {
            if (sample[v] < 0 || count.get(sample[v]) < 2) {
                continue;
            }
            int k = group.get(sample[v]);
            if (k < 0) {
                k = groups.size();
                group.put(sample[v], k);
                groups.add(new int[count.get(sample[v])]);
                if (k == sizes.length) {
                    sizes = Arrays.copyOf(sizes, 2 * k);
                }
            }
            groups.get(k)[sizes[k]++] = v;
        }
        int[] follow = next.clone();
        for (int[] passes : groups) {
            repair(passes, x, z, next, prev, follow);
        }
        // trace the re-paired rings, cutting each at a sample it passes twice
        boolean[] seen = new boolean[total];
        List<double[]> out = new ArrayList<>();
        int[] stack = new int[16];
        LongIntMap onStack = new LongIntMap(16);
        for (int start = 0; start < total; start++) {
            if (seen[start]) {
                continue;
            }
            int top = 0;
            onStack.clear();
            int v = start;
            do {
                seen[v] = true;
                long s = sample[v];
                int at = s >= 0 && count.get(s) >= 2 ? onStack.get(s) : -1;
                if (at >= 0) {
                    // a loop from the earlier pass through this sample up to here
                    out.add(points(stack, at, top, x, z));
                    for (int j = at + 1; j < top; j++) {
                        if (sample[stack[j]] >= 0) {
                            onStack.put(sample[stack[j]], -1);
                        }
                    }
                    top = at + 1;
                } else {
                    if (top == stack.length) {
                        stack = Arrays.copyOf(stack, 2 * top);
                    }
                    if (s >= 0 && count.get(s) >= 2) {
                        onStack.put(s, top);
                    }
                    stack[top++] = v;
                }
                v = follow[v];
            } while (v != start && !seen[v]);
            out.add(points(stack, 0, top, x, z));
        }
        return out;
    }

    private static double[] points(int[] stack, int from, int to, double[] x, double[] z) {
        double[] p = new double[2 * (to - from)];
        for (int j = from; j < to; j++) {
            p[2 * (j - from)] = x[stack[j]];
            p[2 * (j - from) + 1] = z[stack[j]];
        }
        return p;
    }

    /**
     * Re-pairs the passes through one point: the pass arriving along each incoming edge leaves along
     * the outgoing edge next to it clockwise (angles on a north-up map).
     */
    private static void repair(int[] passes, double[] x, double[] z, int[] next, int[] prev, int[] follow) {
        int k = passes.length;
        double px = x[passes[0]];
        double pz = z[passes[0]];
        // rays: 0..k-1 incoming (towards the previous vertex), k..2k-1 outgoing (towards the next)
        double[] angle = new double[2 * k];
        Integer[] order = new Integer[2 * k];
        for (int j = 0; j < k; j++) {
            int v = passes[j];
            angle[j] = Math.atan2(-(z[prev[v]] - pz), x[prev[v]] - px);
            angle[k + j] = Math.atan2(-(z[next[v]] - pz), x[next[v]] - px);
            order[j] = j;
            order[k + j] = k + j;
        }
        // counter-clockwise order; at equal angles an outgoing ray before an incoming one
        Arrays.sort(order, (a, b) -> {
            int c = Double.compare(angle[a], angle[b]);
            return c != 0 ? c : Boolean.compare(a < k, b < k);
        });
        int n = 2 * k;
        for (int p = 0; p < n; p++) {
            if ((order[p] < k) == (order[(p + 1) % n] < k)) {
                return; // not alternating (edges along one another): keep the pairing as traced
            }
        }
        for (int p = 0; p < n; p++) {
            int ray = order[p];
            if (ray >= k) {
                continue;
            }
            // the first outgoing ray clockwise from this incoming one
            for (int q = 1; q < n; q++) {
                int other = order[(p - q + n) % n];
                if (other >= k) {
                    follow[passes[ray]] = next[passes[other - k]];
                    break;
                }
            }
        }
    }

    /** The sample index at exactly (x, z), or −1 if the point is not a sample position. */
    private static long sampleAt(GridFrame frame, int columns, int rows, double x, double z) {
        double c = Math.rint(frame.column(x));
        double r = Math.rint(frame.row(z));
        if (c < 0 || r < 0 || c >= columns || r >= rows || frame.x(c) != x || frame.z(r) != z) {
            return -1;
        }
        return (long) r * columns + (long) c;
    }
}
