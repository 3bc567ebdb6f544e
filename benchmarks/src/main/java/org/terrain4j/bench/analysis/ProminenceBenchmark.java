package org.terrain4j.bench.analysis;

import java.util.PriorityQueue;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.terrain4j.analysis.prominence.Prominence;
import org.terrain4j.analysis.prominence.Summits;
import org.terrain4j.api.Heightfield;

/**
 * Summit prominence of a {@code size²} diamond-square grid (seed 29, roughness 0.5, heights 0…600 m).
 *
 * <ul>
 *   <li>{@code terrain4jProminence}: {@link Prominence#summits} (the high-to-low sweep with union–find);</li>
 *   <li>{@code bruteForceFlooding}: the baseline: from every local maximum, a best-first search over routes
 *       (maximising the route's lowest sample) until it meets higher ground, {@code O(S·N log N)} for
 *       {@code S} summits in the worst case; on this land most floods stop within a few samples (higher
 *       ground is near) and only the few highest summits flood far, so it runs at every size. Both return
 *       the same summits: the benchmark's sum of prominences is equal.</li>
 * </ul>
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar ProminenceBenchmark -f 1 -wi 2 -i 3 \
 *     -jvmArgs "-Xms4g -Xmx4g -XX:+AlwaysPreTouch"
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class ProminenceBenchmark {

    /** Samples on a side. */
    @Param({"129", "257", "2049"})
    public int size;

    private Heightfield field;
    private float[] heights;

    /** Grows the field. */
    @Setup(Level.Trial)
    public void setUp() {
        field = Heightfield.diamondSquare(size, 0.5, 29).crop(0, 0, size, size).normalized().map(v -> 600 * v);
        heights = field.toArray();
    }

    /** @return every summit with its prominence */
    @Benchmark
    public Summits terrain4jProminence() {
        return Prominence.standard().summits(field);
    }

    /** @return the sum of the prominences found by flooding */
    @Benchmark
    public double bruteForceFlooding() {
        return flood(heights, size, size);
    }

    private static boolean higher(float[] e, int a, int b) {
        return e[a] > e[b] || (e[a] == e[b] && a < b);
    }

    /** Flooding from every local maximum; returns the sum of prominences (closed edge, no base). */
    static double flood(float[] e, int columns, int rows) {
        int n = e.length;
        float lowest = Float.POSITIVE_INFINITY;
        for (float v : e) {
            lowest = Math.min(lowest, v);
        }
        double total = 0;
        double[] best = new double[n];
        int[] stamp = new int[n];
        int round = 0;
        for (int s = 0; s < n; s++) {
            if (!localMaximum(e, columns, rows, s)) {
                continue;
            }
            round++;
            PriorityQueue<long[]> queue = new PriorityQueue<>((a, b) -> Long.compare(b[0], a[0]));
            stamp[s] = round;
            best[s] = e[s];
            queue.add(new long[] {sortable(e[s]), s});
            double col = Double.NaN;
            while (!queue.isEmpty()) {
                long[] top = queue.poll();
                int u = (int) top[1];
                double v = best[u];
                if (u != s && higher(e, u, s)) {
                    col = v;
                    break;
                }
                int c = u % columns;
                int r = u / columns;
                for (int dr = -1; dr <= 1; dr++) {
                    for (int dc = -1; dc <= 1; dc++) {
                        int cc = c + dc;
                        int rr = r + dr;
                        if ((dr == 0 && dc == 0) || cc < 0 || rr < 0 || cc >= columns || rr >= rows) {
                            continue;
                        }
                        int w = rr * columns + cc;
                        double nv = Math.min(v, e[w]);
                        if (stamp[w] != round || nv > best[w]) {
                            stamp[w] = round;
                            best[w] = nv;
                            queue.add(new long[] {sortable(nv), w});
                        }
                    }
                }
            }
            total += e[s] - (Double.isNaN(col) ? lowest : col);
        }
        return total;
    }

    /** Heights are ≥ 0 here, so their bits sort as the values. */
    private static long sortable(double v) {
        return Double.doubleToLongBits(v + 0.0);
    }

    private static boolean localMaximum(float[] e, int columns, int rows, int s) {
        int c = s % columns;
        int r = s / columns;
        for (int dr = -1; dr <= 1; dr++) {
            for (int dc = -1; dc <= 1; dc++) {
                int cc = c + dc;
                int rr = r + dr;
                if ((dr != 0 || dc != 0) && cc >= 0 && rr >= 0 && cc < columns && rr < rows
                        && higher(e, rr * columns + cc, s)) {
                    return false;
                }
            }
        }
        return true;
    }
}
