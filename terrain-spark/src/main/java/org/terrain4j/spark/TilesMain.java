package org.terrain4j.spark;

import java.nio.file.Path;
import java.util.Locale;

import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;
import org.terrain4j.api.TileKernel;
import org.terrain4j.noise.FbmKernel;
import org.terrain4j.world.EnvironmentKernel;
import org.terrain4j.world.Preset;

/**
 * The block job from the command line, the same under {@code spark-submit} on a cluster as on one
 * machine:
 *
 * <pre>
 * spark-submit --class org.terrain4j.spark.TilesMain terrain-spark-VERSION-job.jar \
 *     --from 0,0 --to 7,7 --samples 1025 --seed 7 --erode --partitions 64 -o /shared/out
 * spark-submit --class org.terrain4j.spark.TilesMain terrain-spark-VERSION-job.jar \
 *     --environment HIGHLANDS --seed 7 --from 0,0 --to 7,7 --samples 201 -o /shared/out
 * java -cp terrain-spark-VERSION-job.jar:SPARK_JARS org.terrain4j.spark.TilesMain --local --from 0,0 --to 2,2 -o out
 * </pre>
 *
 * Options (each checked before any work; a bad one is refused with its name, its value and the range):
 * <ul>
 * <li>{@code --from C0,R0}, {@code --to C1,R1}: the block's first and last tile (inclusive; default 0,0 and
 *     2,2); columns and rows in [−2²⁰, 2²⁰], at most 256 tiles along a side, and at most 2³¹ − 9 samples in
 *     the whole block</li>
 * <li>{@code --samples N}: samples along a tile's side, 2…8193 (default 1025; neighbours share their edges)</li>
 * <li>{@code --seed S}: the world's seed (noise and drops; any long, default 0 as {@code terrain tiles})</li>
 * <li>{@code --environment NAME}: the world is that preset's joined tiles, as {@code terrain tiles NAME
 *     --seed S --samples N} lays them ({@link EnvironmentKernel}; tile (C, R) is that command's tile
 *     (C, R), frames included); without it, an fbm kernel</li>
 * <li>{@code --runway}: with {@code --environment}, a strip in every tile ({@code terrain tiles --runway};
 *     not for BACK COUNTRY)</li>
 * <li>{@code --spacing M}, {@code --wavelength M}, {@code --amplitude M}: the fbm kernel (defaults 1 m,
 *     512 m, 64 m; spacing and wavelength in (0, 10⁹], amplitude in [0, 10⁶]; heights 0 ± amplitude);
 *     refused with {@code --environment}</li>
 * <li>{@code --erode}: droplets at 0.25 a sample and 10 thermal iterations at talus 1, halo 56</li>
 * <li>{@code --partitions P}: partitions of the tiles, ≥ 1 (default: one per tile)</li>
 * <li>{@code --master URL}: Spark master (default: spark-submit's, or {@code local[*]})</li>
 * <li>{@code --local}: no Spark, the single-machine loop (refused beside {@code --master} or
 *     {@code --partitions}; the block's drainage needs about 32 B of heap a sample, checked first)</li>
 * <li>{@code -o DIR}: output directory (required; made if missing), see {@link BlockFiles}. The block's
 *     {@code tiles/}, {@code drainage/} and {@code tiles.json} replace those of an earlier block there, and
 *     only when every file is written ({@link BlockJob}): a failed run leaves the directory as it was</li>
 * </ul>
 * Exit code 0, 1 on bad input or failure (message on one line).
 *
 * @since 0.1
 */
public final class TilesMain {

    private TilesMain() {
    }

    /** The farthest tile from the origin, in columns or rows ({@link TileBlock#of}'s limit). */
    static final int MAX_TILE = 1 << 20;

    /** The most tiles a block has along a side ({@link TileBlock#of}'s limit). */
    static final int MAX_SIDE = 256;

    /** The most samples along a tile's side. */
    static final int MAX_SAMPLES = 8193;

    /**
     * Bytes of heap the plain loop ({@code --local}) needs per sample of the block: its drainage keeps every
     * tile's heights, fill and routing (4 + 4 + 4 + 4 B) and counts (8 B) at once, with room for the tile in
     * hand and the collector.
     */
    static final int LOCAL_BYTES_PER_SAMPLE = 32;

    /** What every message starts with. */
    static final String PREFIX = "TilesMain: ";

    /** What {@code --help} prints: the options, their defaults and limits. */
    static final String USAGE = """
            TilesMain: a block of world tiles, their drainage and a tile index, with Spark or without (--local).
              --from C0,R0 --to C1,R1  first and last tile, inclusive (default 0,0 and 2,2); columns and rows in
                                       [-1048576, 1048576], at most 256 tiles a side
              --samples N              samples along a tile's side, 2..8193 (default 1025)
              --seed S                 the world's seed, any long (default 0)
              --environment NAME       a preset's joined tiles (as terrain tiles NAME); without it, fbm noise
              --runway                 with --environment: a strip in every tile (not BACK COUNTRY)
              --spacing M --wavelength M --amplitude M
                                       the fbm kernel (1, 512, 64 m; spacing, wavelength in (0, 1e9],
                                       amplitude in [0, 1e6])
              --erode                  droplets at 0.25 a sample, 10 thermal iterations, halo 56
              --partitions P           partitions of the tiles, >= 1 (default one a tile)
              --master URL             Spark master (default spark-submit's, or local[*])
              --local                  no Spark: the single-machine loop
              -o DIR                   output directory (required): tiles/, drainage/, tiles.json, replaced whole
                                       when every file is written
              -h, --help               this text
            See terrain-spark's README for the files, the JVM options Spark needs and the timed harness.
            """;

    /**
     * Bytes of heap a Spark task needs per sample of its tile: the tile, its drainage copy, its fill and
     * its routing (receivers, order, counts), with room for the file being written.
     */
    static final int TASK_BYTES_PER_SAMPLE = 48;

    /** Heap Spark keeps for itself before any task's data, bytes. */
    static final long SPARK_RESERVED = 300L << 20;

    /**
     * @param master a Spark master URL
     * @return the task threads of a local master ({@code local}, {@code local[N]}, {@code local[*]},
     *         {@code local[N,F]}), 0 for any other master (its executors' heaps are not this JVM's)
     */
    static int localTasks(String master) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("local(?:\\[(\\*|\\d{1,6})(?:,\\s*\\d+)?\\])?")
                .matcher(master.trim());
        if (!m.matches()) {
            return 0;
        }
        if (m.group(1) == null) {
            return 1;
        }
        return m.group(1).equals("*") ? Runtime.getRuntime().availableProcessors() : Math.max(1, Integer.parseInt(m.group(1)));
    }

    /**
     * @param args see the class notes
     *             (every failure is printed on one line and the process exits with 1)
     */
    public static void main(String[] args) {
        int code = exitCode(args, System.err);
        if (code != 0) {
            System.exit(code);
        }
    }

    /**
     * Runs the job, printing any failure on one line.
     *
     * @param args the options
     * @param err  where failures are printed
     * @return 0, or 1 after a refusal or a failure
     */
    static int exitCode(String[] args, java.io.PrintStream err) {
        try {
            run(args);
            return 0;
        } catch (IllegalArgumentException e) {
            err.println(PREFIX + e.getMessage());
        } catch (java.io.IOException | java.io.UncheckedIOException e) {
            Throwable cause = e instanceof java.io.UncheckedIOException u ? u.getCause() : e;
            err.println(PREFIX + "could not write the block (the output is as it was): " + Staging.describe(cause));
        } catch (NoClassDefFoundError e) { // Spark is provided: a java -cp without its jars
            err.println(PREFIX + "Spark's classes are not on the class path (" + e.getMessage() + "): run with"
                    + " spark-submit, or java -cp with Spark's jars as terrain-spark's README shows, or --local");
        } catch (Exception e) { // Spark's task failures arrive as SparkException, undeclared
            Throwable root = e;
            while (root.getCause() != null) {
                root = root.getCause();
            }
            err.println(PREFIX + "the job failed (the output is as it was): " + Staging.describe(root));
        }
        return 1;
    }

    /** The options, as read. */
    private static final class Options {
        int[] from = {0, 0};
        int[] to = {2, 2};
        int samples = 1025;
        long seed;
        double spacing = 1;
        double wavelength = 512;
        double amplitude = 64;
        boolean erode;
        String environment;
        String fbmOption;
        boolean runway;
        Integer partitions;
        String master;
        boolean local;
        Path out;
    }

    static int run(String[] args) throws Exception {
        if (java.util.Arrays.asList(args).contains("--help") || java.util.Arrays.asList(args).contains("-h")) {
            System.out.print(USAGE);
            return 0;
        }
        Options o = parse(args);
        TileBlock block = block(o);
        java.util.Set<Path> before = Staging.leftovers(o.out);
        for (Path p : before) {
            System.err.println(PREFIX + "warning: " + p + " is a run's staging directory: it stopped before it finished,"
                    + " or still runs; remove it when no job writes to " + o.out);
        }
        // a run stopped by a signal (SIGTERM, Ctrl-C) takes its own staging directory with it
        Thread hook = new Thread(() -> {
            for (Path p : Staging.leftovers(o.out)) {
                if (!before.contains(p)) {
                    Staging.deleteTree(p);
                }
            }
        }, "TilesMain staging clean-up");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            return run(o, block);
        } finally {
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // shutting down: the hook runs
            }
        }
    }

    private static int run(Options o, TileBlock block) throws Exception {
        int partitions = o.partitions == null ? block.tileCount() : o.partitions;
        long t0 = System.nanoTime();
        int rounds;
        if (o.local) {
            rounds = BlockJob.runLocal(block, o.out);
        } else {
            SparkSession.Builder b = SparkSession.builder().appName("terrain tiles");
            if (System.getProperty("spark.log.level") == null) {
                b = b.config("spark.log.level", "WARN"); // the job's own line, not Spark's INFO log
            }
            if (o.master != null) {
                b = b.master(o.master);
            } else if (System.getProperty("spark.master") == null) {
                b = b.master("local[*]");
            }
            SparkSession spark = b.getOrCreate();
            try {
                rounds = BlockJob.runSpark(JavaSparkContext.fromSparkContext(spark.sparkContext()), block, o.out,
                        partitions);
            } finally {
                spark.stop();
            }
        }
        System.out.printf(Locale.ROOT, "%d tile%s of %d² in %.1f s, drainage in %d fill round%s, %s%n",
                block.tileCount(), block.tileCount() == 1 ? "" : "s", o.samples, (System.nanoTime() - t0) / 1e9, rounds,
                rounds == 1 ? "" : "s", o.out.resolve("tiles.json"));
        return rounds;
    }

    private static Options parse(String[] args) {
        Options o = new Options();
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            switch (a) {
                case "--from" -> o.from = pair(a, value(args, ++i, a));
                case "--to" -> o.to = pair(a, value(args, ++i, a));
                case "--samples" -> o.samples = integer(a, value(args, ++i, a));
                case "--seed" -> o.seed = longValue(a, value(args, ++i, a));
                case "--environment" -> o.environment = value(args, ++i, a);
                case "--runway" -> o.runway = true;
                case "--spacing" -> o.spacing = positive(o, a, value(args, ++i, a));
                case "--wavelength" -> o.wavelength = positive(o, a, value(args, ++i, a));
                case "--amplitude" -> {
                    o.fbmOption = a;
                    o.amplitude = number(a, value(args, ++i, a));
                    if (!(o.amplitude >= 0 && o.amplitude <= 1e6)) {
                        throw new IllegalArgumentException("--amplitude must be in [0, 1e6] metres, was " + o.amplitude);
                    }
                }
                case "--erode" -> o.erode = true;
                case "--partitions" -> o.partitions = integer(a, value(args, ++i, a));
                case "--master" -> o.master = value(args, ++i, a);
                case "--local" -> o.local = true;
                case "-o", "--output" -> {
                    String v = value(args, ++i, a);
                    if (v.isBlank()) {
                        throw new IllegalArgumentException(a + " must name a directory, was empty");
                    }
                    o.out = Path.of(v);
                }
                default -> throw new IllegalArgumentException("unknown option " + a + " (--help lists the options)");
            }
        }
        if (o.out == null) {
            throw new IllegalArgumentException("-o DIR is required (--help lists the options)");
        }
        for (int k = 0; k < 2; k++) {
            String axis = k == 0 ? "column" : "row";
            for (String option : new String[] {"--from", "--to"}) {
                int v = option.equals("--from") ? o.from[k] : o.to[k];
                if (v < -MAX_TILE || v > MAX_TILE) {
                    throw new IllegalArgumentException(option + "'s " + axis + " must be in [" + -MAX_TILE + ", " + MAX_TILE
                            + "], was " + v);
                }
            }
            if (o.to[k] < o.from[k]) {
                throw new IllegalArgumentException("--to's " + axis + " must be at or after --from's " + o.from[k] + ", was "
                        + o.to[k]);
            }
            if (o.to[k] - o.from[k] >= MAX_SIDE) {
                throw new IllegalArgumentException("--from " + o.from[0] + "," + o.from[1] + " --to " + o.to[0] + ","
                        + o.to[1] + " spans " + (o.to[k] - o.from[k] + 1) + " tiles in a " + axis + ", more than the "
                        + MAX_SIDE + " a block may have");
            }
        }
        if (o.samples < 2 || o.samples > MAX_SAMPLES) {
            throw new IllegalArgumentException("--samples must be in [2, " + MAX_SAMPLES + "], was " + o.samples);
        }
        long cols = (long) (o.to[0] - o.from[0] + 1) * (o.samples - 1) + 1;
        long rows = (long) (o.to[1] - o.from[1] + 1) * (o.samples - 1) + 1;
        if (cols * rows > Integer.MAX_VALUE - 8L) {
            throw new IllegalArgumentException("--from, --to and --samples " + o.samples + " make a block of " + cols + " × "
                    + rows + " samples, more than " + (Integer.MAX_VALUE - 8L) + "; ask for fewer tiles or samples");
        }
        if (o.partitions != null && o.partitions < 1) {
            throw new IllegalArgumentException("--partitions must be >= 1, was " + o.partitions);
        }
        if (o.local && (o.master != null || o.partitions != null)) {
            throw new IllegalArgumentException("--local runs the plain loop without Spark; drop "
                    + (o.master != null ? "--master" : "--partitions"));
        }
        if (o.environment == null && o.runway) {
            throw new IllegalArgumentException("--runway asks an environment for a strip in every tile; give --environment");
        }
        if (o.environment != null && o.fbmOption != null) {
            throw new IllegalArgumentException("--spacing, --wavelength and --amplitude are the fbm kernel's; the"
                    + " --environment " + o.environment + " sets its own (" + o.fbmOption + " given)");
        }
        if (o.local) {
            long need = cols * rows * LOCAL_BYTES_PER_SAMPLE;
            long max = Runtime.getRuntime().maxMemory();
            if (need > max) {
                throw new IllegalArgumentException(String.format(Locale.ROOT, "--local with --samples %d over %d × %d tiles"
                        + " needs about %d MB of heap (%d samples × %d B for the block's drainage); this JVM has %d MB:"
                        + " give java -Xmx%dm, or fewer --samples or tiles", o.samples, o.to[0] - o.from[0] + 1,
                        o.to[1] - o.from[1] + 1, need >> 20, cols * rows, LOCAL_BYTES_PER_SAMPLE, max >> 20,
                        (need >> 20) + 512));
            }
        }
        if (!o.local) {
            int tasks = localTasks(o.master != null ? o.master : System.getProperty("spark.master", "local[*]"));
            long need = (long) o.samples * o.samples * TASK_BYTES_PER_SAMPLE * tasks + SPARK_RESERVED;
            long max = Runtime.getRuntime().maxMemory();
            if (tasks > 0 && need > max) {
                throw new IllegalArgumentException(String.format(Locale.ROOT, "--samples %d on %d local task%s needs about"
                        + " %d MB of heap (%d B a sample a task, and Spark's %d MB); this JVM has %d MB: give java -Xmx%dm"
                        + " (spark-submit --driver-memory %dm), fewer --samples, or fewer tasks in --master local[N]",
                        o.samples, tasks, tasks == 1 ? "" : "s", need >> 20, TASK_BYTES_PER_SAMPLE, SPARK_RESERVED >> 20,
                        max >> 20, (need >> 20) + 256, (need >> 20) + 256));
            }
        }
        Staging.check(o.out, "-o");
        return o;
    }

    private static TileBlock block(Options o) {
        TileKernel kernel;
        if (o.environment != null) {
            Preset preset = Preset.named(o.environment);
            if (o.runway && preset == Preset.BACK_COUNTRY) {
                throw new IllegalArgumentException("--runway: " + preset.title() + " has no strip; drop --runway");
            }
            kernel = EnvironmentKernel.of(preset, o.seed, o.runway, o.samples);
        } else {
            kernel = FbmKernel.of(o.seed, 6, o.wavelength, 0, o.amplitude, o.spacing);
        }
        TileBlock block = TileBlock.of(kernel, o.from[0], o.from[1], o.to[0], o.to[1], o.samples, o.seed);
        return o.erode ? block.withErosion(0.25, 10, 1) : block;
    }

    private static double positive(Options o, String option, String v) {
        o.fbmOption = option;
        double d = number(option, v);
        if (!(d > 0 && d <= 1e9)) {
            throw new IllegalArgumentException(option + " must be in (0, 1e9] metres, was " + v);
        }
        return d;
    }

    private static String value(String[] args, int i, String option) {
        if (i >= args.length) {
            throw new IllegalArgumentException(option + " needs a value");
        }
        return args[i];
    }

    private static int integer(String option, String v) {
        try {
            return Integer.parseInt(v);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " must be an integer, was " + v);
        }
    }

    private static long longValue(String option, String v) {
        try {
            return Long.parseLong(v);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " must be an integer, was " + v);
        }
    }

    private static double number(String option, String v) {
        try {
            double d = Double.parseDouble(v);
            if (!Double.isFinite(d)) {
                throw new IllegalArgumentException(option + " must be a finite number, was " + v);
            }
            return d;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " must be a number, was " + v);
        }
    }

    private static int[] pair(String option, String v) {
        String[] p = v.split(",");
        if (p.length != 2) {
            throw new IllegalArgumentException(option + " must be C,R (two integers), was " + v);
        }
        return new int[] {integer(option, p[0].trim()), integer(option, p[1].trim())};
    }
}
