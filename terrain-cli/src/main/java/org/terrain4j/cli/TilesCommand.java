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
import org.terrain4j.io.GeoTiff;
import org.terrain4j.io.internal.AtomicFiles;
import org.terrain4j.world.Elements;
import org.terrain4j.world.Environment;
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
        description = {"Generates a block of tiles of an environment's endless grid (tile 0,0 is the environment alone).",
            "Writes each tile's heights as a GeoTIFF in world coordinates (tile_C_R.tif), with --png its colours",
            "(tile_C_R.png), and tiles.json: each file with its column, row and bounds. gdalbuildvrt over the",
            "GeoTIFFs gives one seamless mosaic."})
final class TilesCommand implements Callable<Integer> {

    /** The most tiles one run writes. */
    static final int MAX_TILES = 4096;

    @Parameters(index = "0", arity = "0..1", paramLabel = "NAME",
            description = "Environment, as for `terrain environment` (default HIGHLANDS).")
    String name;

    @Mixin
    Output console;

    @Option(names = "--seed", defaultValue = "0", paramLabel = "S", description = "World seed (default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--from", defaultValue = "0,0", paramLabel = "C0,R0",
            description = "First tile: column (east) and row (south) (default ${DEFAULT-VALUE}).")
    String from;

    @Option(names = "--to", defaultValue = "0,0", paramLabel = "C1,R1",
            description = "Last tile, inclusive, at or after --from on both axes (default ${DEFAULT-VALUE}).")
    String to;

    @Option(names = "--samples", defaultValue = "201", paramLabel = "N",
            description = "Samples along each side of a tile, 2…16385 (default ${DEFAULT-VALUE}).")
    @Bounds(min = 2, max = org.terrain4j.world.BaseGround.MAX_SAMPLES)
    int samples;

    @Option(names = "--joins", defaultValue = "joined", paramLabel = "HOW",
            description = {"joined: every tile also draws its neighbours' mountains and rivers and the world's grass and",
                "  sand, so ranges and rivers cross the joins with one height and colour at each shared vertex",
                "  (lakes, towns, forests, canyons, dunes, snow and runways stay in their tile) (default);",
                "  alone: each tile as laid on its own (tile 0,0 is `terrain environment` exactly);",
                "  settled: joined, then every shared vertex of the block averaged and walked back over the next",
                "  8 vertices (one height and colour per vertex)."})
    String joins;

    @Option(names = "--runway", description = "Ask for a strip in every tile.")
    boolean runway;

    @Option(names = "--png", description = "Also write each tile's colours as tile_C_R.png.")
    boolean png;

    @Option(names = "--erode", description = "Erosion across tiles with halos: not in this build yet (refused).")
    boolean erode;

    @Option(names = "--spark", paramLabel = "MASTER",
            description = "Generation on Apache Spark (terrain-spark): not in this build yet (refused).")
    String spark;

    @Option(names = {"-o", "--output"}, defaultValue = "out/tiles", paramLabel = "DIR",
            description = "Directory for the files (created if missing; default ${DEFAULT-VALUE}).")
    Path output;

    /** Parses {@code "C,R"}. */
    static TileKey tile(String option, String v) {
        String[] p = v.split(",", -1);
        if (p.length != 2) {
            throw new UsageException(option + " takes COLUMN,ROW (for example -1,2), was " + v);
        }
        try {
            return new TileKey(Long.parseLong(p[0].trim()), Long.parseLong(p[1].trim()));
        } catch (NumberFormatException e) {
            throw new UsageException(option + " takes whole numbers COLUMN,ROW (for example -1,2), was " + v);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(option + ": " + e.getMessage());
        }
    }

    @Override
    public Integer call() throws IOException {
        if (erode) {
            throw new UsageException("--erode is not in this build: erosion across tiles with halos comes with the"
                    + " erosion half of issue #35");
        }
        if (spark != null) {
            throw new UsageException("--spark is not in this build: generation on Apache Spark comes with the optional"
                    + " terrain-spark module");
        }
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
        Preset preset = Preset.named(name == null ? Preset.HIGHLANDS.title() : name);
        Environment env = preset.environment(seed, runway);
        env = env.withGround(env.ground().withSamples(samples));
        Cli.checkOutputDirectory(output);
        // settled holds the whole block (heights and colours, and their settled copies); otherwise one tile
        Cli.checkHeap((long) samples * samples * (how.equals("settled") ? count : 1), 8);
        List<TileKey> keys = new ArrayList<>();
        for (long r = first.row(); r <= last.row(); r++) {
            for (long c = first.column(); c <= last.column(); c++) {
                keys.add(new TileKey(c, r));
            }
        }
        for (TileKey k : keys) {
            for (String f : files(k)) {
                if (Files.isDirectory(output.resolve(f))) {
                    throw new IllegalArgumentException("cannot write " + output.resolve(f) + ": it is a directory");
                }
            }
        }
        List<Path> made = AtomicFiles.createDirectories(output);
        boolean written = false;
        try {
            build(env, how, keys);
            written = true;
        } finally {
            if (written) {
                AtomicFiles.keep(made);
            } else {
                AtomicFiles.removeIfEmpty(made);
            }
        }
        return 0;
    }

    private List<String> files(TileKey k) {
        String base = "tile_" + k.column() + "_" + k.row();
        return png ? List.of(base + ".tif", base + ".png") : List.of(base + ".tif");
    }

    /** A tile's heights (with its world frame) and colours, as written. */
    private record Laid(Heightfield heights, int[] colours) {
    }

    private Laid lay(Environment env, String how, TileKey k) {
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
        List<AtomicFiles.FileContent> writers = new ArrayList<>();
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
        console.out().printf(Locale.ROOT, "wrote  %d tiles (%s) and tiles.json to %s in %d ms%n", keys.size(), how, output,
                (System.nanoTime() - t0) / 1_000_000);
        console.out().flush();
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
                + "\"spacing\":%s,%n\"tiles\":[", env.name(), seed, how, num(size), samples, num(sp)));
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
