package org.terrain4j.spark;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.terrain4j.noise.FbmKernel;

/**
 * A timed harness (not a test): a block of {@code n × n} tiles made by the plain single-machine loop,
 * by Spark {@code local[1]} and by Spark {@code local[2]}, one partition a tile, the three in turn and the
 * turn repeated ({@code --repeat}, default 2); prints every run's wall and CPU time, and from the last turn
 * Spark's overhead over the plain loop on one core and the speed-up of two executors over one, the load
 * average before and after, and whether every run wrote the same bytes. Each path first runs a block of
 * 2 × 2 tiles of 65² untimed (class loading and the JIT's first compilations); the last turn is judged
 * because a path's first run at full size still pays for compilations the small block did not reach (on a
 * loaded machine, 16 tiles of 1025²: {@code local[1]} first took 40.2 s of CPU where {@code local[2]} after it
 * took 34.1 s and the plain loop 32.2 s).
 *
 * <pre>
 * java -cp … org.terrain4j.spark.TilesHarness --tiles 8 --samples 1025 [--repeat 2] [--erode] -o /tmp/harness
 * </pre>
 * Goals (issue #35): two executors at least 1.7× one; Spark's overhead under 15 % of the plain loop.
 *
 * @since 0.1
 */
public final class TilesHarness {

    private TilesHarness() {
    }

    /**
     * @param args {@code --tiles N} (default 8), {@code --samples S} (default 1025), {@code --repeat R} (turns,
     *             1–10, default 2), {@code --erode}, {@code -o DIR} (required)
     * @throws Exception if a run fails
     */
    public static void main(String[] args) throws Exception {
        int tiles = 8;
        int samples = 1025;
        boolean erode = false;
        int repeat = 2;
        Path out = null;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--tiles" -> tiles = Integer.parseInt(args[++i]);
                case "--samples" -> samples = Integer.parseInt(args[++i]);
                case "--erode" -> erode = true;
                case "--repeat" -> repeat = Integer.parseInt(args[++i]);
                case "-o" -> out = Path.of(args[++i]);
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        if (out == null) {
            throw new IllegalArgumentException("-o DIR is required");
        }
        if (repeat < 1 || repeat > 10) {
            throw new IllegalArgumentException("--repeat must be 1 to 10, was " + repeat);
        }
        TileBlock block = TileBlock.of(FbmKernel.of(7, 6, 512, 0, 64, 1), 0, 0, tiles - 1, tiles - 1, samples, 7);
        if (erode) {
            block = block.withErosion(0.25, 10, 1);
        }
        System.out.println(block);
        // warm-up: a small block through each path first, so that class loading and the JIT's first
        // compilations are not counted against either; then every path runs `repeat` times in turn (plain,
        // local[1], local[2], plain, ...), and the goals are judged on the last turn, when each path's code
        // has run at full size before
        TileBlock small = TileBlock.of(block.kernel(), 0, 0, 1, 1, 65, 7);
        BlockJob.runLocal(small, out.resolve("warm-up"));
        System.out.println("load average before: " + load());
        double plain = 0;
        double plainCpu = 0;
        double[] spark = new double[2];
        double[] sparkCpu = new double[2];
        boolean same = true;
        for (int turn = 1; turn <= repeat; turn++) {
            Path plainDir = out.resolve("plain-" + turn);
            long t0 = System.nanoTime();
            double c0 = cpu();
            int rounds = BlockJob.runLocal(block, plainDir);
            plain = (System.nanoTime() - t0) / 1e9;
            plainCpu = cpu() - c0;
            System.out.printf(Locale.ROOT, "turn %d, plain loop: %.1f s, %.1f s of CPU (%d fill rounds)%n", turn, plain,
                    plainCpu, rounds);
            for (int k = 1; k <= 2; k++) {
                long s0 = System.nanoTime();
                try (JavaSparkContext sc = new JavaSparkContext(new SparkConf().setMaster("local[" + k + "]")
                        .setAppName("terrain4j harness").set("spark.ui.enabled", "false"))) {
                    sc.setLogLevel("WARN");
                    BlockJob.runSpark(sc, small, out.resolve("warm-up-" + turn + "-" + k), small.tileCount());
                    double start = (System.nanoTime() - s0) / 1e9;
                    Path dir = out.resolve("spark" + k + "-" + turn);
                    long j0 = System.nanoTime();
                    double jc = cpu();
                    BlockJob.runSpark(sc, block, dir, block.tileCount());
                    spark[k - 1] = (System.nanoTime() - j0) / 1e9;
                    sparkCpu[k - 1] = cpu() - jc;
                    System.out.printf(Locale.ROOT, "turn %d, spark local[%d]: %.1f s, %.1f s of CPU (+ %.1f s to start the"
                            + " context and warm up)%n", turn, k, spark[k - 1], sparkCpu[k - 1], start);
                    same &= same(plainDir, dir);
                }
            }
        }
        System.out.println("load average after: " + load());
        System.out.printf(Locale.ROOT, "turn %d: Spark overhead on one core: %+.1f %% of the plain loop in wall time, %+.1f %%"
                + " in CPU time (goal < 15 %%)%n", repeat, 100 * (spark[0] - plain) / plain,
                100 * (sparkCpu[0] - plainCpu) / plainCpu);
        System.out.printf(Locale.ROOT, "turn %d: two executors over one: %.2f× (goal ≥ 1.7×)%n", repeat, spark[0] / spark[1]);
        System.out.println("same bytes, every run: " + same);
    }

    /** @return CPU seconds of this process so far (all threads), or NaN if the JVM does not say */
    private static double cpu() {
        java.lang.management.OperatingSystemMXBean os = java.lang.management.ManagementFactory.getOperatingSystemMXBean();
        if (os instanceof com.sun.management.OperatingSystemMXBean s) {
            return s.getProcessCpuTime() / 1e9;
        }
        return Double.NaN;
    }

    private static String load() {
        try {
            return Files.readString(Path.of("/proc/loadavg")).trim();
        } catch (IOException e) {
            return "unknown";
        }
    }

    private static boolean same(Path a, Path b) throws IOException {
        List<String> fa = list(a);
        if (!fa.equals(list(b))) {
            return false;
        }
        for (String f : fa) {
            if (Files.mismatch(a.resolve(f), b.resolve(f)) != -1) {
                return false;
            }
        }
        return true;
    }

    private static List<String> list(Path root) throws IOException {
        try (Stream<Path> s = Files.walk(root)) {
            return s.filter(Files::isRegularFile).map(p -> root.relativize(p).toString()).sorted()
                    .collect(Collectors.toList());
        }
    }
}
