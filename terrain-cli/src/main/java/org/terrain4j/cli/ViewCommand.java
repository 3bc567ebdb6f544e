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
        description = {"Shows an environment, a heightfield file or the example island in the browser.",
            "Starts a web server on 127.0.0.1 only and prints its address. The page flies over the ground (orbit and"
                + " fly cameras), runs the day (time-of-day slider) and moves the water. An environment is endless:"
                + " its joined tiles are laid and released as the camera moves, and L opens the element editor (an"
                + " edit lays the middle tile again). A file or 'island' is one tile at its real scale; the island"
                + " is painted by its layers, its brook and sea drawn as water.",
            "Nothing is written or stored: edits last as long as the server. Runs until Ctrl-C (or --stop-after).",
            "An option that does not apply to what is shown (such as --seed for the island or a file) is refused."})
final class ViewCommand implements Callable<Integer> {

    @Parameters(index = "0", arity = "0..1", paramLabel = "FILE|ENVIRONMENT",
            description = {"What to show: an environment's name, as for 'terrain environment' (default HIGHLANDS);"
                + " 'island', the example island of 'terrain island'; or a heightfield file, its format named by the"
                + " extension: " + Cli.READ_FORMATS})
    String what;

    @Option(names = "--seed", defaultValue = "0", paramLabel = "S",
            description = "Environment only: the world seed (default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--runway", description = "Environment only: start with a strip (the page's RUNWAY box turns it on"
            + " and off).")
    boolean runway;

    @Option(names = "--samples", paramLabel = "N",
            description = "Environment or island: samples along each side, 2…2049; an environment's 16 000 m"
                    + " (default 201) or the island's 2048 m (default " + ISLAND_SAMPLES + ", 4 m apart; 1025 is the"
                    + " island's own 2 m). A file is shown on its own samples.")
    @Bounds(min = 2, max = 2049)
    Integer samples;

    /** The island's samples each way by default: 4 m apart, a quarter of its own grid's vertices, quick to draw. */
    static final int ISLAND_SAMPLES = 513;

    @Option(names = "--sea-level", paramLabel = "METRES",
            description = "File only: draw samples at or below this height as water (default: no water).")
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
            description = "Environment only: threads generating the world, in [1, 256]; the world is the same for any"
                    + " count (default: one per processor, ${DEFAULT-VALUE} here).")
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
            refuse("--seed", "the island", "it is the one example island (seed 000's), the same every time");
            refuse("--runway", "the island", "it applies to an environment");
            refuse("--sea-level", "the island", "it applies to a file; the island's sea and brook are water already");
            refuse("--threads", "the island", "it applies to generating an environment");
            return island(samples == null ? ISLAND_SAMPLES : samples);
        }
        Path file = Path.of(name);
        if (what != null && (Files.exists(file) || name.contains(".") || name.contains("/"))) {
            String theFile = "the file " + name;
            refuse("--seed", theFile, "it applies to an environment; a file has no seed");
            refuse("--runway", theFile, "it applies to an environment");
            refuse("--samples", theFile, "a file is shown on its own samples");
            refuse("--threads", theFile, "it applies to generating an environment");
            InputOptions in = new InputOptions();
            in.file = file;
            in.spec = spec;
            Heightfield h = in.read();
            Cli.checkHeap(h.sampleCount(), 6);
            return new HeightfieldTiles(file.getFileName().toString(), h, seaLevel == null ? Double.NaN : seaLevel);
        }
        refuse("--sea-level", "the environment " + name, "it applies to a file; an environment has its own water");
        Preset preset = Preset.named(name);
        Environment env = preset.environment(seed, runway);
        env = env.withGround(env.ground().withSamples(samples == null ? 201 : samples));
        return WorldTiles.endless(env, threads, Streaming.of(env.ground().size()));
    }

    /**
     * Refuses an option given for what it does not apply to, which would otherwise be silently ignored.
     *
     * @param option the option, as typed
     * @param shown  what is being viewed ({@code the island}, {@code the file data/volcano.asc})
     * @param why    why it does not apply
     * @throws IllegalArgumentException {@code --seed does not apply to the island: WHY} if it was given
     */
    private void refuse(String option, String shown, String why) {
        if (Cli.given(console, option)) {
            throw new IllegalArgumentException(option + " does not apply to " + shown + ": " + why);
        }
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
