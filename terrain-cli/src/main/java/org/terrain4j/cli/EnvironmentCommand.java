package org.terrain4j.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.terrain4j.io.PngHeightmap;
import org.terrain4j.io.internal.AtomicFiles;
import org.terrain4j.world.Building;
import org.terrain4j.world.Environment;
import org.terrain4j.world.Preset;
import org.terrain4j.world.RunwayRecord;
import org.terrain4j.world.Street;
import org.terrain4j.world.Tree;
import org.terrain4j.world.World;
import org.terrain4j.world.WorldGlb;
import org.terrain4j.world.WorldPng;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code terrain environment [NAME] --seed S [--runway] -o DIR} (HIGHLANDS without a name) and {@code terrain environment --list}. */
@Command(name = "environment", mixinStandardHelpOptions = true,
        description = {"Generates one of the eight environments (16 000 m square, 201 × 201 samples by default).",
            "Writes its 16-bit heightmap, shaded colour picture, flat colour raster, vertex-coloured GLB and"
                + " placements (trees, buildings, streets, runway record) as JSON into the output directory."
                + " --list names the environments."})
final class EnvironmentCommand implements Callable<Integer> {

    /** What the MODE column of --list means (printed under the list and in the help). */
    static final String MODE_NOTE = "mode: one of the three worlds built for a game mode, each of at most four"
            + " elements; the other five are the general worlds to choose between.";

    @Parameters(index = "0", arity = "0..1", paramLabel = "NAME",
            description = "Environment: HIGHLANDS (the default), \"RIVER BASIN\" (or RIVER_BASIN), CANYON_COUNTRY, DUNE_SEA,"
                    + " LAKESIDE, OPEN_COUNTRY, LOOP_VALLEY, BACK_COUNTRY.")
    String name;

    @Mixin
    Output console;

    @Option(names = "--list", description = {"List the environments and stop: name, MODE, what it is.",
        "MODE marks the three worlds built for a game mode, each of at most four elements; the other five are"
            + " the general worlds to choose between."})
    boolean list;

    @Option(names = "--seed", defaultValue = "0", paramLabel = "S", description = "World seed (default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--runway", description = "Ask for a strip (OPEN COUNTRY always has one; BACK COUNTRY refuses it).")
    boolean runway;

    @Option(names = "--samples", defaultValue = "201", paramLabel = "N",
            description = "Samples along each side, 2…16385 (default ${DEFAULT-VALUE}).")
    @Bounds(min = 2, max = org.terrain4j.world.BaseGround.MAX_SAMPLES)
    int samples;

    @Option(names = "--html", description = {"Also write world.html: one self-contained page (the world's GLB and"
            + " three.js inside it) that shows the world offline in a browser, for sharing."})
    boolean html;

    @Option(names = {"-o", "--output"}, defaultValue = "out/environment", paramLabel = "DIR",
            description = "Directory for the files (created if missing; default ${DEFAULT-VALUE}).")
    Path output;

    @Override
    public Integer call() throws IOException {
        if (list) {
            if (name != null) {
                throw new UsageException("--list takes no NAME: it lists them all, was given " + name);
            }
            console.essential().printf(Locale.ROOT, "%-15s %-5s %s%n", "NAME", "MODE", "WHAT IT IS");
            for (Preset p : Preset.values()) {
                console.essential().printf(Locale.ROOT, "%-15s %-5s %s%n", p.title(), p.mode() ? "mode" : "", describe(p));
            }
            console.essential().printf(Locale.ROOT, "%s%n", MODE_NOTE);
            console.essential().flush();
            return 0;
        }
        if (name == null) {
            // seed 002: HIGHLANDS is the world a fresh start opens on
            name = Preset.HIGHLANDS.title();
        }
        Preset preset = Preset.named(name);
        Environment chosen = preset.environment(seed, runway);
        Environment env = chosen.withGround(chosen.ground().withSamples(samples));
        Cli.checkOutputDirectory(output);
        Cli.checkHeap((long) samples * samples, 8);
        for (String f : new String[] {"heightmap.png", "colour.png", "colour-flat.png", "world.glb", "placements.json",
            "world.html"}) {
            if (Files.isDirectory(output.resolve(f))) {
                throw new IllegalArgumentException("cannot write " + output.resolve(f) + ": it is a directory");
            }
        }
        // the directories made here are removed again if the run fails or is stopped before writing into them
        AtomicFiles.intoDirectory(output, dir -> build(preset, env));
        return 0;
    }

    private void build(Preset preset, Environment env) throws IOException {
        long t0 = System.nanoTime();
        World world = env.generate();
        console.out().printf(Locale.ROOT, "built  %s seed %d: %d × %d samples %.1f m apart, %.1f…%.1f m, %d water samples,"
                + " %d trees, %d buildings, %d streets, in %d ms%n", preset.title(), seed, world.columns(), world.rows(),
                world.frame().spacingX(), world.heights().min(), world.heights().max(), world.waterCount(),
                world.trees().size(), world.buildings().size(), world.streets().size(), (System.nanoTime() - t0) / 1_000_000);
        world.runway().ifPresent(r -> console.out().printf(Locale.ROOT,
                "runway %.0f × %.0f m at (%.0f, %.0f) heading %.0f°, %.1f m high%s%n", r.length(), r.width(), noMinusZero(r.x()), noMinusZero(r.z()),
                noMinusZero(r.heading()), r.height(), r.liftedBy() > 0 ? String.format(Locale.ROOT, ", lifted %.1f m clear of %s",
                        r.liftedBy(), String.join(" and ", r.clearOf())) : ""));
        // all five or none: each is written beside its place and moved in only when every one is
        // written, so Ctrl-C or a failure leaves neither a partial set nor a new file beside an old set
        java.util.List<Path> files = new java.util.ArrayList<>();
        java.util.List<AtomicFiles.Content<Path>> writers = new java.util.ArrayList<>();
        step(files, writers, "heightmap.png", "16-bit heightmap (mapping recorded in the file)",
                p -> PngHeightmap.write(world.heights(), p));
        step(files, writers, "colour.png", "colour raster shaded by a hillshade", p -> WorldPng.write(world, p, true));
        step(files, writers, "colour-flat.png", "colour raster as generated", p -> WorldPng.write(world, p, false));
        step(files, writers, "world.glb", "vertex-coloured grid mesh", p -> WorldGlb.write(world, p));
        step(files, writers, "placements.json", "trees, buildings, streets, runway record",
                p -> AtomicFiles.write(p, out -> json(world, out)));
        if (html) {
            step(files, writers, "world.html", "the GLB in a self-contained page",
                    p -> org.terrain4j.viewer.HtmlPage.write(WorldGlb.mesh(world), world.environment().name(), p));
        }
        Cli.writeAll(files, writers);
        // the files are in place only now: before, "wrote heightmap.png" was printed while it was still staged,
        // and named no directory
        int width = files.stream().mapToInt(f -> f.toString().length()).max().orElse(0);
        PrintWriter out = console.out();
        for (int i = 0; i < files.size(); i++) {
            String[] line = written.get(files.get(i).getFileName().toString());
            out.printf(Locale.ROOT, "wrote  %-" + width + "s  %-48s %5s ms%n", files.get(i), line[0], line[1]);
        }
        out.flush();
    }

    /** What each output holds and how long it took to write, in the order written, printed once all are in place. */
    private final java.util.Map<String, String[]> written = new java.util.concurrent.ConcurrentHashMap<>();

    static String describe(Preset p) {
        return switch (p) {
            case HIGHLANDS -> "fBm ground under scattered peaks, with snow above 300 m";
            case RIVER_BASIN -> "a meandering river the width of the world, through low forested country";
            case CANYON_COUNTRY -> "a branching canyon system cut into a high plateau; no standing water";
            case DUNE_SEA -> "wind-blown dunes and rock outcrops, cut by one desert river with palm groves";
            case LAKESIDE -> "a town on the shore of a wide lake, under forested hills and snow-capped peaks";
            case OPEN_COUNTRY -> "low rolling ground under a wide sky with one strip cut into it";
            case LOOP_VALLEY -> "a shallow valley with the air over it left clear";
            case BACK_COUNTRY -> "rough wooded ground with no strip anywhere in it";
        };
    }

    private static void json(World w, OutputStream stream) throws IOException {
        Writer out = new OutputStreamWriter(stream, StandardCharsets.UTF_8);
        out.write("{\"environment\":\"" + w.environment().name() + "\",\"seed\":" + w.environment().seed() + ",\n\"trees\":[");
        String sep = "";
        for (Tree t : w.trees()) {
            out.write(String.format(Locale.ROOT, "%s[%.2f,%.2f,%.2f,%.2f]", sep, t.x(), t.y(), t.z(), t.height()));
            sep = ",";
        }
        out.write("],\n\"buildings\":[");
        sep = "";
        for (Building b : w.buildings()) {
            out.write(String.format(Locale.ROOT, "%s{\"x\":%.2f,\"y\":%.2f,\"z\":%.2f,\"sizeX\":%.2f,\"sizeZ\":%.2f,"
                    + "\"heading\":%.3f,\"height\":%.2f}", sep, b.x(), b.y(), b.z(), b.sizeX(), b.sizeZ(), b.heading(), b.height()));
            sep = ",\n";
        }
        out.write("],\n\"streets\":[");
        sep = "";
        for (Street s : w.streets()) {
            out.write(String.format(Locale.ROOT, "%s[%.2f,%.2f,%.2f,%.2f,%.2f]", sep, s.x1(), s.z1(), s.x2(), s.z2(), s.width()));
            sep = ",";
        }
        out.write("],\n\"runway\":");
        if (w.runway().isPresent()) {
            RunwayRecord r = w.runway().get();
            StringBuilder clear = new StringBuilder();
            for (String c : r.clearOf()) {
                clear.append(clear.length() == 0 ? "" : ",").append('"').append(c).append('"');
            }
            out.write(String.format(Locale.ROOT, "{\"x\":%.2f,\"z\":%.2f,\"heading\":%.3f,\"length\":%.2f,\"width\":%.2f,"
                    + "\"siteHeight\":%.3f,\"height\":%.3f,\"relief\":%.3f,\"bandCharge\":%.3f,\"liftedBy\":%.3f,"
                    + "\"clearOf\":[%s]}", r.x(), r.z(), r.heading(), r.length(), r.width(), r.siteHeight(), r.height(),
                    r.relief(), r.bandCharge(), r.liftedBy(), clear));
        } else {
            out.write("null");
        }
        out.write("}\n");
        out.flush();
    }

    private interface Step {
        void write(Path file) throws IOException;
    }

    private void step(java.util.List<Path> files, java.util.List<AtomicFiles.Content<Path>> writers, String file,
                      String what, Step writer) {
        files.add(output.resolve(file));
        writers.add(p -> step(file, what, writer, p));
    }

    private void step(String file, String what, Step writer, Path staging) throws IOException {
        long t0 = System.nanoTime();
        writer.write(staging);
        written.put(file, new String[] {what, Long.toString((System.nanoTime() - t0) / 1_000_000)});
    }

    /** @return {@code v} rounded to a whole number, without the minus sign of {@code -0} ({@code -0.3} prints {@code 0}) */
    private static double noMinusZero(double v) {
        return Math.rint(v) + 0.0;
    }
}
