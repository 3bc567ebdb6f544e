package org.terrain4j.bench.features;

import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.terrain4j.api.GroundPoint;
import org.terrain4j.features.Nearest;
import org.terrain4j.features.Spine;

/**
 * One million {@link Spine#nearest} queries on a 434 m brook (26 control points, 451 points; the example
 * island's brook ends, the rest chosen), beside a brute-force scan of every segment answering the same
 * question in the same run. Query points are uniform over the brook's bounding box grown by 20 m.
 * {@code within} is the example island's brook-distance limit (8 m) or none. Each invocation runs all one million
 * queries; JMH reports the time per query.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
public class SpineNearestBenchmark {

    /** Queries per invocation. */
    static final int QUERIES = 1_000_000;

    static final double[] BROOK = {34, 128, 22, 150, 8, 168, 0, 186, -3, 204, -3, 222, 0, 240, 5, 256, 10, 272,
        12, 290, 9, 304, 2, 316, -10, 322, -27, 319, -44, 322, -56, 336, -61, 356, -61, 378, -58, 398, -55, 416,
        -55, 434, -58, 450, -58, 464, -56, 474, -54, 484, -54, 499};

    @Param({"8", "Infinity"})
    public double within;

    private Spine spine;
    private double[] qx;
    private double[] qz;
    private double[] px;
    private double[] pz;
    private double[] along;

    @Setup(Level.Trial)
    public void setUp() {
        spine = Spine.through(BROOK);
        List<GroundPoint> pts = spine.points();
        int n = pts.size();
        px = new double[n];
        pz = new double[n];
        along = new double[n];
        double x0 = Double.POSITIVE_INFINITY;
        double z0 = Double.POSITIVE_INFINITY;
        double x1 = Double.NEGATIVE_INFINITY;
        double z1 = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            px[i] = pts.get(i).x();
            pz[i] = pts.get(i).z();
            along[i] = spine.alongOf(i);
            x0 = Math.min(x0, px[i]);
            x1 = Math.max(x1, px[i]);
            z0 = Math.min(z0, pz[i]);
            z1 = Math.max(z1, pz[i]);
        }
        SplittableRandom rnd = new SplittableRandom(434);
        qx = new double[QUERIES];
        qz = new double[QUERIES];
        for (int i = 0; i < QUERIES; i++) {
            qx[i] = rnd.nextDouble(x0 - 20, x1 + 20);
            qz[i] = rnd.nextDouble(z0 - 20, z1 + 20);
        }
    }

    /** Ours: the grid-indexed nearest, its (distance, along) summed. */
    @Benchmark
    @OperationsPerInvocation(QUERIES)
    public double spineNearest() {
        double sum = 0;
        for (int i = 0; i < QUERIES; i++) {
            Optional<Nearest> n = spine.nearest(qx[i], qz[i], within);
            if (n.isPresent()) {
                sum += n.get().distance() + n.get().along();
            }
        }
        return sum;
    }

    /** Ours, the allocation-free capped distance (as the example island's brook distance). */
    @Benchmark
    @OperationsPerInvocation(QUERIES)
    public double spineDistance() {
        double sum = 0;
        double cap = Double.isInfinite(within) ? Double.MAX_VALUE : within;
        for (int i = 0; i < QUERIES; i++) {
            sum += spine.distance(qx[i], qz[i], cap);
        }
        return sum;
    }

    /** Baseline: scan every segment of the same polyline, on primitives, for (distance, along). */
    @Benchmark
    @OperationsPerInvocation(QUERIES)
    public double bruteForce() {
        double sum = 0;
        int segs = px.length - 1;
        double limit2 = within * within;
        for (int i = 0; i < QUERIES; i++) {
            double x = qx[i];
            double z = qz[i];
            double best = Double.POSITIVE_INFINITY;
            int bestS = -1;
            double bestT = 0;
            for (int s = 0; s < segs; s++) {
                double dx = px[s + 1] - px[s];
                double dz = pz[s + 1] - pz[s];
                double ax = x - px[s];
                double az = z - pz[s];
                double len2 = dx * dx + dz * dz;
                double t = len2 > 0 ? (ax * dx + az * dz) / len2 : 0;
                t = t < 0 ? 0 : t > 1 ? 1 : t;
                double ex = ax - t * dx;
                double ez = az - t * dz;
                double d2 = ex * ex + ez * ez;
                if (d2 < best) {
                    best = d2;
                    bestS = s;
                    bestT = t;
                }
            }
            if (best <= limit2) {
                sum += Math.sqrt(best) + along[bestS] + bestT * (along[bestS + 1] - along[bestS]);
            }
        }
        return sum;
    }
}
