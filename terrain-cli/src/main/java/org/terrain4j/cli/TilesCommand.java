package org.terrain4j.cli;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;

import javax.imageio.ImageIO;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.erosion.Hydraulic;
import org.terrain4j.erosion.Thermal;
import org.terrain4j.erosion.TiledErosion;
import org.terrain4j.io.GeoTiff;
import org.terrain4j.io.internal.AtomicFiles;
import org.terrain4j.world.Elements;
import org.terrain4j.world.Environment;
import org.terrain4j.world.EnvironmentKernel;
import org.terrain4j.world.Joins;
import org.terrain4j.world.Preset;
import org.terrain4j.world.TileKey;
import org.terrain4j.world.World;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code terrain tiles [NAME] --seed S --from C0,R0 --to C1,R1 -o DIR}: a block of tiles of an
 * environment's endless grid, each a GeoTIFF of its heights in world coordinates (and a colour PNG with
 * {@code --png}), with a JSON tile index; {@code gdalbuildvrt} over the GeoTIFFs gives one mosaic.
 */
@Command(name = "tiles", mixinStandardHelpOptions = true,
        description = {"Generates a block of tiles of an environment's endless grid (with --joins alone, tile 0,0 is"
                + " the environment alone).",
            "Writes each tile's heights as a GeoTIFF in world coordinates (tile_C_R.tif), with --png its colours"
                + " (tile_C_R.png), and tiles.json: each file with its column, row and bounds (sample centres, z"
                + " south). gdalbuildvrt over the GeoTIFFs gives one mosaic, seamless with --joins settled; with"
                + " joined, the elements kept inside their tile (canyons, dunes, lakes) can differ across a join."})
final class TilesCommand implements Callable<Integer> {

    /** The most tiles one run writes. */
    static final int MAX_TILES = 4096;

    /** terrain-spark's TilesMain: samples along a tile's side at most. */
    static final int SPARK_MAX_SAMPLES = 8193;

    /** terrain-spark's TilesMain: the farthest column or row. */
    static final long SPARK_MAX_TILE = 1L << 20;

    /** terrain-spark's TilesMain: tiles along a block's side at most. */
    static final long SPARK_MAX_SIDE = 256;

    /**
     * @param word a word for a POSIX shell
     * @return it as typed, or in single quotes if a shell would split or expand it
     */
    static String shellWord(String word) {
        return word.matches("[A-Za-z0-9_./:@%+=,-]+") ? word : "'" + word.replace("'", "'\\''") + "'";
    }

    @Parameters(index = "0", arity = "0..1", paramLabel = "NAME",
            description = "Environment, as for 'terrain environment' (default HIGHLANDS).")
    String name;

    @Mixin
    Output console;

    @Option(names = "--seed", defaultValue = "0", paramLabel = "S", description = "World seed (default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--from", defaultValue = "0,0", paramLabel = "C0,R0",
            description = "First tile: column (east) and row (south) (default ${DEFAULT-VALUE}); each within ±1e9 and"
                    + " with the tile's frame within ±1e12 m (±62499999 for 16 km tiles).")
    String from;

    @Option(names = "--to", defaultValue = "0,0", paramLabel = "C1,R1",
            description = "Last tile, inclusive, at or after --from on both axes (default ${DEFAULT-VALUE}); at most "
                    + MAX_TILES + " tiles a run.")
    String to;

    @Option(names = "--samples", defaultValue = "201", paramLabel = "N",
            description = "Samples along each side of a tile, 2…16385 (default ${DEFAULT-VALUE}).")
    @Bounds(min = 2, max = org.terrain4j.world.BaseGround.MAX_SAMPLES)
    int samples;

    @Option(names = "--joins", defaultValue = "joined", paramLabel = "HOW",
            description = {"How neighbouring tiles meet:",
                "  joined (the default): every tile also draws its neighbours' mountains and rivers and the world's"
                    + " grass and sand, so ranges and rivers cross the joins with one height and colour at each shared"
                    + " vertex; lakes, towns, forests, canyons, dunes, snow and runways stay in their tile, and where"
                    + " they meet a join its two sides can differ in height and colour;",
                "  alone: each tile as laid on its own (tile 0,0 is 'terrain environment' exactly);",
                "  settled: joined, then every shared vertex of the block averaged and walked back over the next"
                    + " 8 vertices (one height and colour per vertex)."})
    String joins;

    @Option(names = "--runway", description = "Ask for a strip in every tile.")
    boolean runway;

    @Option(names = "--png", description = "Also write each tile's colours as tile_C_R.png.")
    boolean png;

    @Option(names = "--erode", arity = "0..1", fallbackValue = "thermal", paramLabel = "HOW",
            description = {"Erode every tile (joined tiles only), each in its window grown by a halo read from the"
                    + " world, seeded from world position:",
                "  thermal (the default): 10 thermal iterations at talus 1, halo 20 samples: shared vertices agree"
                    + " exactly;",
                "  drops: droplets at 0.25 a sample first (as terrain-spark's TilesMain --erode), halo 56 samples;"
                    + " neighbours then differ at shared vertices by what a chain of drops carries past the halo"
                    + " (HIGHLANDS, seed 3: up to 62 m over 2 × 2 tiles of 33 samples where erosion moved up to 286 m;"
                    + " 38 m at one join of 201-sample tiles where it moved up to 269 m).",
                "Colours (--png) stay the uneroded tile's."})
    String erode;

    @Option(names = "--spark", paramLabel = "MASTER",
            description = "Not run by this command: it stops with a spark-submit command for terrain-spark's TilesMain,"
                    + " which generates the block's joined tiles with --runway and --erode drops as asked (no --png, no"
                    + " --joins alone or settled, no --erode thermal: refused; its own layout and limits: see"
                    + " terrain-spark's README).")
    String spark;

    @Option(names = {"-o", "--output"}, defaultValue = "out/tiles", paramLabel = "DIR",
            description = "Directory for the files (created if missing; default ${DEFAULT-VALUE}). Tile files of an earlier"
                    + " block there are left as they were, with a warning (blocks of one world can be laid side by side"
                    + " in one directory); tiles.json lists this block's.")
    Path output;

    /**
     * Parses {@code "C,R"}: each a whole number in [{@link TileKey#MIN}, {@link TileKey#MAX}], read as every
     * whole-number option reads one ({@link Conversions#whole}).
     *
     * @throws UsageException           if the text is not two parts, or a part is no number at all
     * @throws IllegalArgumentException if a part is a number out of the range or not whole
     */
    static TileKey tile(String option, String v) {
        String[] p = v.split(",", -1);
        if (p.length != 2) {
            throw new UsageException(option + " takes COLUMN,ROW (for example -1,2), was " + v);
        }
        long[] cr = new long[2];
        for (int i = 0; i < 2; i++) {
            String part = option + "'s " + (i == 0 ? "column" : "row");
            try {
                cr[i] = Conversions.whole(p[i], TileKey.MIN, TileKey.MAX);
            } catch (Conversions.NotANumber e) {
                throw new UsageException(Conversions.mustBeWhole(part, TileKey.MIN, TileKey.MAX, p[i]));
            } catch (picocli.CommandLine.TypeConversionException e) { // a number, but not whole or out of range
                throw new IllegalArgumentException(Conversions.mustBeWhole(part, TileKey.MIN, TileKey.MAX, p[i]));
            }
        }
        return new TileKey(cr[0], cr[1]);
    }

    @Override
    public Integer call() throws IOException {
        TileKey first = tile("--from", from);
        TileKey last = tile("--to", to);
        if (last.column() < first.column() || last.row() < first.row()) {
            throw new IllegalArgumentException("--to " + last + " must lie at or east and south of --from " + first);
        }
        long count = (last.column() - first.column() + 1) * (last.row() - first.row() + 1);
        if (count > MAX_TILES) {
            throw new IllegalArgumentException("--from " + first + " --to " + last + " is " + count + " tiles, more than the "
                    + MAX_TILES + " one run writes");
        }
        String how = joins.toLowerCase(Locale.ROOT);
        if (!how.equals("joined") && !how.equals("alone") && !how.equals("settled")) {
            throw new IllegalArgumentException("--joins must be joined, alone or settled, was " + joins);
        }
        if (erode != null && !erode.equals("drops") && !erode.equals("thermal")) {
            throw new IllegalArgumentException("--erode must be drops or thermal, was " + erode);
        }
        if (erode != null && !how.equals("joined")) {
            throw new UsageException("--erode erodes joined tiles (their halos are read from the neighbours); drop --joins "
                    + joins);
        }
        Preset preset = Preset.named(name == null ? Preset.HIGHLANDS.title() : name);
        if (spark != null) {
            String off = !how.equals("joined") ? "--joins " + joins + " (the job lays joined tiles)"
                    : png ? "--png (the job writes heights and drainage, no colours)"
                    : "thermal".equals(erode) ? "--erode thermal (the job's erosion is droplets then thermal: --erode drops)"
                    : null;
            if (off != null) {
                throw new UsageException("--spark cannot run " + off + "; drop it");
            }
            if (spark.isBlank()) {
                throw new IllegalArgumentException("--spark must name a Spark master (local[2], spark://host:7077, yarn),"
                        + " was empty");
            }
            if (runway && preset == Preset.BACK_COUNTRY) {
                throw new IllegalArgumentException("--runway: " + preset.title() + " has no strip; drop --runway");
            }
            // the job's own limits (terrain-spark's TilesMain), refused here rather than after the hand-off
            if (samples > SPARK_MAX_SAMPLES) {
                throw new IllegalArgumentException("--samples with --spark must be in [2, " + SPARK_MAX_SAMPLES + "], was "
                        + samples);
            }
            for (TileKey k : List.of(first, last)) {
                for (long v : new long[] {k.column(), k.row()}) {
                    if (Math.abs(v) > SPARK_MAX_TILE) {
                        throw new IllegalArgumentException("--from and --to with --spark must have columns and rows in ["
                                + -SPARK_MAX_TILE + ", " + SPARK_MAX_TILE + "], was " + k.column() + "," + k.row());
                    }
                }
            }
            if (last.column() - first.column() >= SPARK_MAX_SIDE || last.row() - first.row() >= SPARK_MAX_SIDE) {
                throw new IllegalArgumentException("--from " + first.column() + "," + first.row() + " --to " + last.column()
                        + "," + last.row() + " with --spark: at most " + SPARK_MAX_SIDE + " tiles a side");
            }
            throw new UsageException("--spark is not in this build of terrain; run the block on Spark with the optional"
                    + " terrain-spark module's job jar: spark-submit --master " + shellWord(spark)
                    + " --class org.terrain4j.spark.TilesMain terrain-spark-VERSION-job.jar --environment "
                    + preset.name() + " --seed " + seed + " --from " + first.column() + "," + first.row() + " --to "
                    + last.column() + "," + last.row() + " --samples " + samples + (runway ? " --runway" : "")
                    + ("drops".equals(erode) ? " --erode" : "") + " -o " + shellWord(output.toString()));
        }
        Environment chosen = preset.environment(seed, runway);
        Environment env = chosen.withGround(chosen.ground().withSamples(samples));
        // a tile's frame must lie within the coordinates a frame holds
        double size = env.ground().size();
        long farthest = (long) Math.floor(GridFrame.MAX_COORDINATE / size) - 1;
        for (TileKey k : List.of(first, last)) {
            for (long v : new long[] {k.column(), k.row()}) {
                if (Math.abs(v) > farthest) {
                    throw new IllegalArgumentException(String.format(Locale.ROOT, "--from and --to must have columns and"
                            + " rows in [%d, %d] for %s's %s m tiles (their frames within ±%.0e m), was %d,%d", -farthest,
                            farthest, preset.title(), Cli.readable(size), GridFrame.MAX_COORDINATE, k.column(), k.row()));
                }
            }
        }
        if (erode != null) {
            kernel = EnvironmentKernel.of(preset, seed, runway, samples);
            erosion = erosion(erode.equals("drops"));
        }
        Cli.checkOutputDirectory(output);
        // settled holds the whole block (heights and colours, and their settled copies); otherwise one tile
        Cli.checkHeap((long) samples * samples * (how.equals("settled") ? count : 1), 8);
        if (erode != null) {
            long w = samples + 2L * erosion.halo();
            Cli.checkHeap(w * w + (long) kernel.cacheTiles() * samples * samples, 4);
        }
        List<TileKey> keys = new ArrayList<>();
        for (long r = first.row(); r <= last.row(); r++) {
            for (long c = first.column(); c <= last.column(); c++) {
                keys.add(new TileKey(c, r));
            }
        }
        List<String> names = new ArrayList<>(List.of("tiles.json"));
        for (TileKey k : keys) {
            names.addAll(files(k));
        }
        for (String f : names) {
            if (Files.isDirectory(output.resolve(f))) {
                throw new IllegalArgumentException("-o " + output + " holds a directory " + f + ", where this block's " + f
                        + " goes");
            }
        }
        Cli.checkWritableDirectory(output, "-o");
        // the directories made here are removed again if the run fails or is stopped before writing into them
        AtomicFiles.intoDirectory(output, dir -> build(env, how, keys));
        return 0;
    }

    private List<String> files(TileKey k) {
        String base = "tile_" + k.column() + "_" + k.row();
        return png ? List.of(base + ".tif", base + ".png") : List.of(base + ".tif");
    }

    /** A tile's heights (with its world frame) and colours, as written. */
    private record Laid(Heightfield heights, int[] colours) {
    }

    /**
     * @param drops true for droplets then weathering (the settings of terrain-spark's {@code TilesMain --erode}),
     *              false for the weathering alone
     * @return the erosion of {@code --erode}
     */
    static TiledErosion erosion(boolean drops) {
        Thermal thermal = Thermal.weathering().withTalus(1).withIterations(10);
        return drops ? TiledErosion.of(Hydraulic.droplets(), 0.25, thermal) : TiledErosion.of(null, 0, thermal);
    }

    /** The kernel and erosion of {@code --erode}, or null. */
    private EnvironmentKernel kernel;
    private TiledErosion erosion;

    /** Tile k eroded: the kernel's window grown by the halo, eroded from world position, cropped. */
    private Laid eroded(Environment env, TileKey k) {
        long t0 = System.nanoTime();
        int n = samples;
        int halo = erosion.halo();
        int w = n + 2 * halo;
        long oc = k.column() * (n - 1) - halo;
        long or = k.row() * (n - 1) - halo;
        double sp = kernel.spacing();
        HeightfieldBuffer window = new HeightfieldBuffer(w, w, GridFrame.of(0, 0, sp));
        window.copyFrom(kernel.window(oc, or, w, w), 0);
        erosion.erode(window, oc, or, seed, ProgressListener.NONE);
        float[] a = window.toArray();
        float[] h = new float[n * n];
        for (int r = 0; r < n; r++) {
            System.arraycopy(a, (r + halo) * w + halo, h, r * n, n);
        }
        GridFrame frame = new GridFrame(kernel.originX() + k.column() * (n - 1) * sp,
                kernel.originZ() + k.row() * (n - 1) * sp, sp, sp);
        Heightfield hf = Heightfield.of(n, n, h).withFrame(frame);
        int[] colours = png ? env.tile(k.column(), k.row(), true, Elements.standard(), 1).coloursToArray() : null;
        console.out().printf(Locale.ROOT, "eroded tile %-12s %.1f…%.1f m in %d ms%n", k, hf.min(), hf.max(),
                (System.nanoTime() - t0) / 1_000_000);
        console.out().flush();
        return new Laid(hf, colours);
    }

    private Laid lay(Environment env, String how, TileKey k) {
        if (erode != null) {
            return eroded(env, k);
        }
        long t0 = System.nanoTime();
        World w = env.tile(k.column(), k.row(), !how.equals("alone"), Elements.standard(), 1);
        console.out().printf(Locale.ROOT, "laid   tile %-12s %.1f…%.1f m in %d ms%n", k, w.heights().min(), w.heights().max(),
                (System.nanoTime() - t0) / 1_000_000);
        console.out().flush();
        return new Laid(w.heights(), w.coloursToArray());
    }

    private void build(Environment env, String how, List<TileKey> keys) throws IOException {
        Map<TileKey, Laid> settled = new HashMap<>();
        if (how.equals("settled")) {
            Map<TileKey, Heightfield> hs = new TreeMap<>();
            Map<TileKey, int[]> cs = new TreeMap<>();
            for (TileKey k : keys) {
                Laid l = lay(env, how, k);
                hs.put(k, l.heights());
                cs.put(k, l.colours());
            }
            int walk = Math.min(Joins.WALK_BACK, (samples - 1) / 2);
            if (walk >= 1) {
                Map<TileKey, Heightfield> h2 = Joins.settle(hs, walk);
                Map<TileKey, int[]> c2 = Joins.settleColours(cs, samples, samples, walk);
                for (TileKey k : keys) {
                    settled.put(k, new Laid(h2.get(k), c2.get(k)));
                }
            } else {
                for (TileKey k : keys) {
                    settled.put(k, new Laid(hs.get(k), cs.get(k)));
                }
            }
        }
        List<Path> files = new ArrayList<>();
        List<AtomicFiles.Content<Path>> writers = new ArrayList<>();
        Laid[] current = new Laid[1];
        for (TileKey k : keys) {
            List<String> names = files(k);
            files.add(output.resolve(names.get(0)));
            writers.add(p -> {
                current[0] = how.equals("settled") ? settled.get(k) : lay(env, how, k);
                GeoTiff.write(current[0].heights(), p);
            });
            if (png) {
                files.add(output.resolve(names.get(1)));
                writers.add(p -> writePng(current[0].colours(), samples, p));
            }
        }
        files.add(output.resolve("tiles.json"));
        writers.add(p -> AtomicFiles.write(p, out -> index(env, how, keys, out)));
        long t0 = System.nanoTime();
        Cli.writeAll(files, writers);
        console.out().printf(Locale.ROOT, "wrote  %s (%s) and tiles.json to %s in %d ms%n", Cli.count(keys.size(), "tile"), how, output,
                (System.nanoTime() - t0) / 1_000_000);
        console.out().flush();
        warnOfOtherTiles(files);
    }

    /**
     * Warns when the output also holds tile files this run did not write (an earlier block's): they are
     * left alone, but a mosaic over {@code tile_*.tif} would mix the two blocks.
     */
    private void warnOfOtherTiles(List<Path> written) throws IOException {
        java.util.Set<Path> mine = new java.util.HashSet<>();
        for (Path p : written) {
            mine.add(p.getFileName());
        }
        List<String> others = new ArrayList<>();
        try (java.util.stream.Stream<Path> s = Files.list(output)) {
            s.map(Path::getFileName).filter(f -> !mine.contains(f))
                    .filter(f -> f.toString().matches("tile_-?\\d+_-?\\d+\\.(tif|png)")).map(Path::toString).sorted()
                    .forEach(others::add);
        }
        if (!others.isEmpty()) {
            console.err().printf(Locale.ROOT, "terrain: warning: %s also holds %s not of this block (%s%s), left as they"
                    + " were; tiles.json lists this block's: build a mosaic from it, or use a fresh directory%n", output,
                    Cli.count(others.size(), "tile file"), others.get(0), others.size() > 1 ? ", …" : "");
            console.err().flush();
        }
    }

    private static void writePng(int[] rgb, int n, Path p) throws IOException {
        BufferedImage img = new BufferedImage(n, n, BufferedImage.TYPE_INT_RGB);
        img.setRGB(0, 0, n, n, rgb, 0, n);
        if (!ImageIO.write(img, "png", p.toFile())) {
            throw new IOException("no PNG writer");
        }
    }

    private void index(Environment env, String how, List<TileKey> keys, OutputStream stream) throws IOException {
        Writer out = new OutputStreamWriter(stream, StandardCharsets.UTF_8);
        double size = env.ground().size();
        double sp = size / (samples - 1);
        out.write(String.format(Locale.ROOT, "{\"environment\":\"%s\",\"seed\":%d,\"joins\":\"%s\",\"size\":%s,\"samples\":%d,"
                + "\"spacing\":%s,%s%n\"tiles\":[", env.name(), seed, how, num(size), samples, num(sp),
                erode != null ? "\"erosion\":\"" + erosion + "\"," : ""));
        String sep = "\n";
        for (TileKey k : keys) {
            List<String> names = files(k);
            GridFrame f = new GridFrame(-size / 2 + k.column() * (samples - 1) * sp, -size / 2 + k.row() * (samples - 1) * sp,
                    sp, sp);
            out.write(String.format(Locale.ROOT, "%s{\"file\":\"%s\",%s\"column\":%d,\"row\":%d,"
                    + "\"bounds\":{\"xMin\":%s,\"xMax\":%s,\"zMin\":%s,\"zMax\":%s},\"seed\":%d}", sep, names.get(0),
                    png ? "\"png\":\"" + names.get(1) + "\"," : "", k.column(), k.row(), num(f.originX()),
                    num(f.x(samples - 1)), num(f.originZ()), num(f.z(samples - 1)), k.seed(seed)));
            sep = ",\n";
        }
        out.write("\n]}\n");
        out.flush();
    }

    private static String num(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
    }
}
