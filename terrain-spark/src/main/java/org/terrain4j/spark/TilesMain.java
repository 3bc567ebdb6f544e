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
 * Options (each checked before any work):
 * <ul>
 * <li>{@code --from C0,R0}, {@code --to C1,R1}: the block's first and last tile (inclusive; default 0,0 and 2,2)</li>
 * <li>{@code --samples N}: samples along a tile's side (default 1025; neighbours share their edges)</li>
 * <li>{@code --seed S}: the world's seed (noise and drops; default 1)</li>
 * <li>{@code --environment NAME}: the world is that preset's joined tiles, as {@code terrain tiles NAME
 *     --seed S --samples N} lays them ({@link EnvironmentKernel}; tile (C, R) is that command's tile
 *     (C, R), frames included); without it, an fbm kernel</li>
 * <li>{@code --spacing M}, {@code --wavelength M}, {@code --amplitude M}: the fbm kernel (defaults 1 m,
 *     512 m, 64 m; heights 0 ± amplitude); refused with {@code --environment}</li>
 * <li>{@code --erode}: droplets at 0.25 a sample and 10 thermal iterations at talus 1, halo 56</li>
 * <li>{@code --partitions P}: partitions of the tiles (default: one per tile)</li>
 * <li>{@code --master URL}: Spark master (default: spark-submit's, or {@code local[*]})</li>
 * <li>{@code --local}: no Spark, the single-machine loop</li>
 * <li>{@code -o DIR}: output directory (required), see {@link BlockFiles}</li>
 * </ul>
 * Exit code 0, 1 on bad input or failure (message on one line).
 *
 * @since 0.1
 */
public final class TilesMain {

    private TilesMain() {
    }

    /**
     * @param args see the class notes
     * @throws Exception if the job fails
     */
    public static void main(String[] args) throws Exception {
        try {
            run(args);
        } catch (IllegalArgumentException e) {
            System.err.println("terrain tiles: " + e.getMessage());
            System.exit(1);
        } catch (java.io.IOException | java.io.UncheckedIOException e) {
            System.err.println("terrain tiles: could not write the output: " + e.getMessage());
            System.exit(1);
        }
    }

    static int run(String[] args) throws Exception {
        int[] from = {0, 0};
        int[] to = {2, 2};
        int samples = 1025;
        long seed = 1;
        double spacing = 1;
        double wavelength = 512;
        double amplitude = 64;
        boolean erode = false;
        String environment = null;
        boolean fbmOption = false;
        int partitions = -1;
        String master = null;
        boolean local = false;
        Path out = null;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            switch (a) {
                case "--from" -> from = pair(a, value(args, ++i, a));
                case "--to" -> to = pair(a, value(args, ++i, a));
                case "--samples" -> samples = integer(a, value(args, ++i, a));
                case "--seed" -> seed = longValue(a, value(args, ++i, a));
                case "--environment" -> environment = value(args, ++i, a);
                case "--spacing" -> {
                    spacing = number(a, value(args, ++i, a));
                    fbmOption = true;
                }
                case "--wavelength" -> {
                    wavelength = number(a, value(args, ++i, a));
                    fbmOption = true;
                }
                case "--amplitude" -> {
                    amplitude = number(a, value(args, ++i, a));
                    fbmOption = true;
                }
                case "--erode" -> erode = true;
                case "--partitions" -> partitions = integer(a, value(args, ++i, a));
                case "--master" -> master = value(args, ++i, a);
                case "--local" -> local = true;
                case "-o", "--output" -> out = Path.of(value(args, ++i, a));
                default -> throw new IllegalArgumentException("unknown option " + a);
            }
        }
        if (out == null) {
            throw new IllegalArgumentException("-o DIR is required");
        }
        if (java.nio.file.Files.exists(out) && !java.nio.file.Files.isDirectory(out)) {
            throw new IllegalArgumentException("-o must name a directory, was the file " + out);
        }
        TileKernel kernel;
        if (environment != null) {
            if (fbmOption) {
                throw new IllegalArgumentException("--spacing, --wavelength and --amplitude are the fbm kernel's; the"
                        + " --environment " + environment + " sets its own");
            }
            if (samples < 2 || samples > 8193) {
                throw new IllegalArgumentException("--samples must be in [2, 8193], was " + samples);
            }
            kernel = EnvironmentKernel.of(Preset.named(environment), seed, false, samples);
        } else {
            kernel = FbmKernel.of(seed, 6, wavelength, 0, amplitude, spacing);
        }
        TileBlock block = TileBlock.of(kernel, from[0], from[1], to[0], to[1], samples, seed);
        if (erode) {
            block = block.withErosion(0.25, 10, 1);
        }
        if (partitions == -1) {
            partitions = block.tileCount();
        } else if (partitions < 1) {
            throw new IllegalArgumentException("--partitions must be >= 1, was " + partitions);
        }
        long t0 = System.nanoTime();
        int rounds;
        if (local) {
            rounds = BlockJob.runLocal(block, out);
        } else {
            SparkSession.Builder b = SparkSession.builder().appName("terrain tiles");
            if (master != null) {
                b = b.master(master);
            } else if (System.getProperty("spark.master") == null) {
                b = b.master("local[*]");
            }
            SparkSession spark = b.getOrCreate();
            try {
                rounds = BlockJob.runSpark(JavaSparkContext.fromSparkContext(spark.sparkContext()), block, out,
                        partitions);
            } finally {
                spark.stop();
            }
        }
        System.out.printf(Locale.ROOT, "%d tiles of %d² in %.1f s, drainage in %d fill rounds, %s%n", block.tileCount(),
                samples, (System.nanoTime() - t0) / 1e9, rounds, out.resolve("tiles.json"));
        return rounds;
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
            return Double.parseDouble(v);
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
