package org.terrain4j.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.terrain4j.api.Heightfield;
import org.terrain4j.examples.Island;
import org.terrain4j.examples.IslandLook;
import org.terrain4j.features.land.Land;
import org.terrain4j.viewer.HeightfieldTiles;
import org.terrain4j.viewer.TileSource;
import org.terrain4j.viewer.ViewerServer;
import org.terrain4j.viewer.WorldTiles;
import org.terrain4j.world.Environment;
import org.terrain4j.world.Preset;
import org.terrain4j.world.Streaming;
import org.terrain4j.world.sky.Water;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code terrain view [FILE | ENVIRONMENT | island] [--seed S]}: the browser viewer on this machine's loopback address. */
@Command(name = "view", mixinStandardHelpOptions = true,
        description = {"Shows a world or a heightfield file in the browser: starts a web server on 127.0.0.1 only and",
            "prints its address. The page flies over the ground (orbit and fly cameras), runs the day (time-of-day",
            "slider) and moves the water; an environment is endless, its joined tiles laid and released as the",
            "camera moves; L opens the element editor (an edit lays the middle tile again). 'island' shows the example",
            "island ('terrain island') as one tile at its real scale, painted by its layers, its brook and sea as water.",
            "Nothing is written or",
            "stored: edits last as long as the server. Runs until Ctrl-C (or --stop-after)."})
final class ViewCommand implements Callable<Integer> {

    @Parameters(index = "0", arity = "0..1", paramLabel = "FILE|ENVIRONMENT",
            description = {"A heightfield file (shown as one tile at its real scale; its format named by the extension:",
                Cli.READ_FORMATS + ")", "or an environment's name (as 'terrain environment'; default HIGHLANDS),",
                "or 'island': the example island."})
    String what;

    @Option(names = "--seed", defaultValue = "0", paramLabel = "S", description = "World seed (default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--runway", description = "Start with a strip (the page's RUNWAY box turns it on and off).")
    boolean runway;

    @Option(names = "--samples", paramLabel = "N",
            description = "Samples along each side of an environment (default 201) or of the island's 2048 m (default "
                    + ISLAND_SAMPLES + ", 4 m apart; 1025 is the island's own 2 m), 2…2049.")
    @Bounds(min = 2, max = 2049)
    Integer samples;

    /** The island's samples each way by default: 4 m apart, a quarter of its own grid's vertices, quick to draw. */
    static final int ISLAND_SAMPLES = 513;

    @Option(names = "--sea-level", paramLabel = "METRES",
            description = "For a file: draw samples at or below this height as water (default: no water).")
    Double seaLevel;

    @Option(names = "--port", defaultValue = "0", paramLabel = "P",
            description = "Port on 127.0.0.1, 0…65535 (default ${DEFAULT-VALUE}: any free port).")
    @Bounds(min = 0, max = 65535)
    int port;

    @Option(names = "--stop-after", paramLabel = "SECONDS",
            description = "Stop serving after this many seconds, 1…1e6 (default: run until Ctrl-C).")
    @Bounds(min = 1, max = 1_000_000)
    Integer stopAfter;

    @Option(names = "--threads", paramLabel = "N",
            description = "Threads generating a world, in [1, 256]; the world is the same for any count (default: one per"
                    + " processor, ${DEFAULT-VALUE} here).")
    @Bounds(min = 1, max = 256)
    int threads = Math.min(256, Runtime.getRuntime().availableProcessors());

    @Mixin
    Output console;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        if (seaLevel != null && !Double.isFinite(seaLevel)) {
            throw new IllegalArgumentException("--sea-level must be a finite height, was " + seaLevel);
        }
        TileSource source = source();
        try (ViewerServer server = ViewerServer.start(source, port)) {
            console.essential().printf(Locale.ROOT, "viewing %s at %s (127.0.0.1 only; Ctrl-C stops)%n", source.name(),
                    server.uri());
            console.essential().flush();
            CountDownLatch never = new CountDownLatch(1);
            if (stopAfter != null) {
                never.await(stopAfter, TimeUnit.SECONDS);
            } else {
                never.await();
            }
        }
        return 0;
    }

    private TileSource source() throws IOException {
        String name = what == null ? Preset.HIGHLANDS.title() : what;
        if (name.equalsIgnoreCase("island")) {
            if (runway || seaLevel != null) {
                throw new IllegalArgumentException("--runway and --sea-level apply to an environment and a file, not to the island");
            }
            return island(samples == null ? ISLAND_SAMPLES : samples);
        }
        Path file = Path.of(name);
        if (what != null && (Files.exists(file) || name.contains(".") || name.contains("/"))) {
            if (runway) {
                throw new IllegalArgumentException("--runway applies to an environment, not to the file " + name);
            }
            InputOptions in = new InputOptions();
            in.file = file;
            in.spec = spec;
            Heightfield h = in.read();
            Cli.checkHeap(h.sampleCount(), 6);
            return new HeightfieldTiles(file.getFileName().toString(), h, seaLevel == null ? Double.NaN : seaLevel);
        }
        if (seaLevel != null) {
            throw new IllegalArgumentException("--sea-level applies to a file, not to the environment " + name);
        }
        Preset preset = Preset.named(name);
        Environment env = preset.environment(seed, runway);
        env = env.withGround(env.ground().withSamples(samples == null ? 201 : samples));
        return WorldTiles.endless(env, threads, Streaming.of(env.ground().size()));
    }

    /**
     * The example island (seed 000) baked on n × n samples over its 2048 m, painted by its layers, the sea and
     * the brook as water; the water the standard water scaled from 80 m to the island's own 2 m.
     */
    private TileSource island(int n) {
        Island island = Island.create();
        double spacing = (Island.SAMPLES - 1) * Island.SPACING / (n - 1);
        Land land;
        try (ProgressBar bar = console.progress("island")) {
            land = island.bake(n, spacing, bar);
        }
        IslandLook look = IslandLook.of(island, land);
        return HeightfieldTiles.painted("island", land.grid(), look.colours(), look.waterSurface(),
                Water.standard().scaled(Island.SPACING / 80));
    }
}
