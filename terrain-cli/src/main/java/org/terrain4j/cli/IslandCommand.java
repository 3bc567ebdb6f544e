package org.terrain4j.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

import org.terrain4j.api.Heightfield;
import org.terrain4j.io.internal.AtomicFiles;
import org.terrain4j.io.PngHeightmap;
import org.terrain4j.features.Polygon;
import org.terrain4j.features.land.BrookRibbon;
import org.terrain4j.features.land.FineMesh;
import org.terrain4j.examples.Island;
import org.terrain4j.features.land.Land;
import org.terrain4j.mesh.Mesh;
import org.terrain4j.mesh.MeshWriter;
import org.terrain4j.dem.Hillshade;
import org.terrain4j.image.Png;
import org.terrain4j.image.Ramp;
import org.terrain4j.image.Relief;
import org.terrain4j.isoline.IsolineSvg;
import org.terrain4j.isoline.Isolines;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code terrain island -o DIR}: builds the example island ({@code org.terrain4j.examples.Island}) and writes
 * its files.
 */
@Command(name = "island", mixinStandardHelpOptions = true,
        description = {"Builds the example island, 1025 × 1025 samples 2 m apart, centred on the origin.",
            "Coast, hill with gullies, pad, walkway and brook; writes its heightmap, hillshade, shaded relief,"
                + " splat maps, a GLB (ground and brook water) and 10 m contours."})
final class IslandCommand implements Callable<Integer> {

    /** The land is drawn at its own 2 m spacing inside this outline (coarser outside). */
    private static final Polygon FINE_OVER = Polygon.of(-640, -696, 784, -696, 784, 704, -640, 704);

    /** The brook's water: a see-through blue, 0xRRGGBBAA. */
    private static final int WATER_RGBA = 0x3A6E8A99;

    /**
     * The island's colours by height: the sea from 30 m deep through turquoise shallows to wet sand at
     * the waterline (so the small hollows below 0 m behind the coast read as damp sand, not as specks of
     * open sea), sand up to the 2.7 m the island's sand layer fades out at, then grass, scrub and rock
     * towards the 150 m hill.
     */
    static final Ramp TINT = Ramp.of(Ramp.Entry.of(-30, 28, 70, 120), Ramp.Entry.of(-12, 40, 105, 150),
            Ramp.Entry.of(-5, 70, 150, 170), Ramp.Entry.of(-2.5, 130, 190, 180), Ramp.Entry.of(-0.8, 195, 200, 165),
            Ramp.Entry.of(0, 215, 200, 155), Ramp.Entry.of(1.3, 228, 212, 165), Ramp.Entry.of(2.7, 205, 195, 140),
            Ramp.Entry.of(5, 125, 165, 90), Ramp.Entry.of(40, 95, 145, 75), Ramp.Entry.of(90, 120, 140, 85),
            Ramp.Entry.of(130, 150, 140, 110), Ramp.Entry.of(160, 175, 168, 150));

    /**
     * A soft light for the island's 2 m gullies: four lights from the north-west quarter (GDAL's
     * multidirectional hillshade), higher than the usual 45° (60°) so the fine relief reads as ground rather
     * than crumpled foil.
     */
    static final Hillshade LIGHT = Hillshade.standard().withMethod(Hillshade.Method.MULTIDIRECTIONAL).withAltitude(60);

    @Option(names = {"-o", "--output"}, defaultValue = "out/island", paramLabel = "DIR",
            description = "Directory for the files (created if missing; default ${DEFAULT-VALUE}).")
    Path output;

    @Mixin
    Output console;

    /** Files made in the staging directory (the splat step makes two), counted once all are made. */
    private long made;

    @Override
    public Integer call() throws IOException {
        Cli.checkOutputDirectory(output);
        // built in a staging directory beside the output and moved in at the end: an interrupted or
        // failed run (Ctrl-C included) leaves no half-built directory
        long t0 = System.nanoTime();
        AtomicFiles.writeDirectory(output, this::build);
        // only now are the files in place: the lines above said "made", so a stop before this point
        // (which deletes the staging directory) contradicts nothing printed
        console.out().printf(Locale.ROOT, "wrote  %s: %s in %d ms%n", output,
                Cli.count(made, "file"), (System.nanoTime() - t0) / 1_000_000);
        return 0;
    }

    private void build(Path staging) throws IOException {
        long t0 = System.nanoTime();
        Island island = Island.create();
        Land land;
        try (ProgressBar bar = console.progress("island")) {
            land = island.bake(Island.SAMPLES, Island.SPACING, bar);
        }
        Heightfield ground = land.grid();
        console.out().printf(Locale.ROOT, "built  the island: %d × %d samples %.0f m apart, %.1f…%.1f m, in %d ms%n",
                ground.columns(), ground.rows(), ground.frame().spacingX(), ground.min(), ground.max(),
                (System.nanoTime() - t0) / 1_000_000);
        step(staging, "island.png", "16-bit heightmap (mapping recorded in the file)", p -> PngHeightmap.write(ground, p));
        step(staging, "hillshade.png", "hillshade", p -> Png.write(LIGHT.image(ground), p));
        step(staging, "shaded.png", "island tint (sea, shallows, sand, grass, scrub, rock) × soft multidirectional light",
                p -> Png.write(Relief.shaded(ground, TINT, LIGHT), p));
        step(staging, "splat-0.png", "splat maps (splat-0: grass, sand, rock, litter; splat-1: earth, damp, mud, wet gravel)",
                p -> island.layers(land).writeSplatMaps(staging, "splat"));
        step(staging, "island.glb", "ground (2 m cells over the island's 1424 × 1400 m rectangle, 8 m outside, stitched) + brook water with _SPEED",
                p -> {
                    FineMesh fine = FineMesh.of(land, FINE_OVER);
                    BrookRibbon water = BrookRibbon.of(land, "brook");
                    int[] tint = new int[water.vertexCount()];
                    Arrays.fill(tint, WATER_RGBA);
                    Map<String, Mesh> meshes = new LinkedHashMap<>();
                    meshes.put("terrain", Mesh.of(fine.positionsToArray(), fine.normalsToArray(), null, null, fine.indicesToArray()));
                    meshes.put("brook water", Mesh.of(water.positionsToArray(), water.normalsToArray(), null, tint,
                            water.indicesToArray()));
                    try (ProgressBar bar = console.progress("write")) {
                        MeshWriter.forFile(p).withProgress(bar).writeScene(meshes,
                                Map.of("brook water", Map.of("_SPEED", water.speedsToArray())), p);
                    }
                });
        step(staging, "contours.svg", "10 m contours over the hillshade", p -> IsolineSvg.builder()
                .background(LIGHT.image(ground)).indexEvery(5).title("island").build()
                .write(ground, Isolines.every(10).trace(ground), p));
        try (java.util.stream.Stream<Path> s = Files.list(staging)) {
            made = s.count();
        }
    }

    private interface Writer {
        void write(Path file) throws IOException;
    }

    private void step(Path staging, String name, String what, Writer writer) throws IOException {
        long t0 = System.nanoTime();
        Path file = staging.resolve(name);
        Cli.write(output.resolve(name), () -> writer.write(file));
        console.out().printf(Locale.ROOT, "made   %-14s %-80s %5d ms%n", name, what, (System.nanoTime() - t0) / 1_000_000);
    }
}
