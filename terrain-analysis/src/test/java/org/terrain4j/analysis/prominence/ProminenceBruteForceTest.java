package org.terrain4j.analysis.prominence;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.Heightfield;
import org.terrain4j.testkit.Cases;

/**
 * The sweep against flooding from every sample: for each sample, a best-first search over routes
 * (widest path: maximise the lowest sample on the route) until it meets higher ground in the
 * (height, index) order, or the outside under an open edge. Random small grids with heights
 * quantised to a few levels (so ties and flat tops are common), no-data holes, bases and both edges.
 */
class ProminenceBruteForceTest {

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0x50_4D_1E_CEL, 300);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void sweepMatchesFloodingFromEverySample(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        int columns = rnd.nextInt(1, 14);
        int rows = rnd.nextInt(1, 14);
        int levels = rnd.nextInt(2, 12);
        double holes = rnd.nextInt(4) == 0 ? rnd.nextDouble(0.2) : 0;
        float[] h = new float[columns * rows];
        for (int i = 0; i < h.length; i++) {
            h[i] = rnd.nextDouble() < holes ? Float.NaN : rnd.nextInt(levels) - levels / 3;
        }
        double base = switch (rnd.nextInt(3)) {
            case 0 -> Double.NEGATIVE_INFINITY;
            case 1 -> 0.0;
            default -> rnd.nextInt(levels) - levels / 3 + 0.5;
        };
        Prominence.Boundary boundary = rnd.nextBoolean() ? Prominence.Boundary.CLOSED : Prominence.Boundary.OPEN;
        Heightfield field = Heightfield.of(columns, rows, h);
        List<Summit> got = Prominence.standard().withBase(base).withBoundary(boundary).summits(field).list();
        List<String> expected = flood(columns, rows, h, base, boundary == Prominence.Boundary.OPEN);
        List<String> actual = new ArrayList<>();
        for (Summit s : got) {
            actual.add(s.column() + "," + s.row() + " h=" + s.height() + " p=" + s.prominence()
                    + " col=" + s.keyColHeight());
        }
        actual.sort(null);
        assertEquals(expected, actual, () -> columns + "x" + rows + " base " + base + " " + boundary);
    }

    private static boolean higher(float[] e, int a, int b) {
        return e[a] > e[b] || (e[a] == e[b] && a < b);
    }

    static List<String> flood(int columns, int rows, float[] raw, double base, boolean open) {
        int n = raw.length;
        float[] e = raw.clone();
        for (int i = 0; i < n; i++) {
            if (base > Double.NEGATIVE_INFINITY && e[i] < (float) base) {
                e[i] = (float) base;
            }
        }
        List<String> out = new ArrayList<>();
        for (int s = 0; s < n; s++) {
            if (e[s] != e[s]) {
                continue;
            }
            double[] best = new double[n];
            java.util.Arrays.fill(best, Double.NEGATIVE_INFINITY);
            PriorityQueue<double[]> queue = new PriorityQueue<>((a, b) -> Double.compare(b[0], a[0]));
            best[s] = e[s];
            queue.add(new double[] {e[s], s});
            double col = Double.NaN;
            double lowest = e[s];
            while (!queue.isEmpty()) {
                double[] top = queue.poll();
                int u = (int) top[1];
                if (top[0] < best[u]) {
                    continue;
                }
                lowest = Math.min(lowest, e[u]);
                if (u != s && higher(e, u, s)) {
                    col = top[0];
                    break;
                }
                int c = u % columns;
                int r = u / columns;
                boolean edge = false;
                for (int dr = -1; dr <= 1; dr++) {
                    for (int dc = -1; dc <= 1; dc++) {
                        if (dr == 0 && dc == 0) {
                            continue;
                        }
                        int cc = c + dc;
                        int rr = r + dr;
                        if (cc < 0 || rr < 0 || cc >= columns || rr >= rows || e[rr * columns + cc] != e[rr * columns + cc]) {
                            edge = true;
                            continue;
                        }
                        int w = rr * columns + cc;
                        double v = Math.min(top[0], e[w]);
                        if (v > best[w]) {
                            best[w] = v;
                            queue.add(new double[] {v, w});
                        }
                    }
                }
                if (open && edge) {
                    col = top[0];
                    break;
                }
            }
            if (Double.isNaN(col)) {
                // no higher ground: the highest of its region (closed edge)
                col = base > Double.NEGATIVE_INFINITY ? (float) base : lowest;
            }
            double p = e[s] - col;
            if (p > 0) {
                out.add(s % columns + "," + s / columns + " h=" + (double) e[s] + " p=" + p + " col=" + col);
            }
        }
        out.sort(null);
        return out;
    }
}
