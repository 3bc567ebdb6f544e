package org.terrain4j.cli;

import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.terrain4j.api.Heightfield;
import org.terrain4j.mesh.Mesh;
import org.terrain4j.mesh.MeshFormat;
import org.terrain4j.mesh.MeshOptions;
import org.terrain4j.mesh.MeshWriter;
import org.terrain4j.image.Ramp;

import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code terrain mesh FILE -o OUT.glb|.gltf|.obj|.stl|.ply [--max-error E] [--base B]}. */
@Command(name = "mesh", mixinStandardHelpOptions = true,
        description = {"Turns a heightfield file into a triangle mesh in metres, centred on the origin, y up.",
            "A grid mesh by default; with --max-error an adaptive mesh whose every sample lies within E of it."})
final class MeshCommand implements Callable<Integer> {

    @Mixin
    InputOptions input;

    @Option(names = {"-o", "--output"}, required = true, paramLabel = "OUT",
            description = {"The mesh, its format named by the extension:", "glb, gltf (and a bin), obj (and an mtl), stl, ply."})
    Path output;

    @Option(names = "--max-error", paramLabel = "E",
            description = "Adaptive mesh: the largest vertical error allowed at any sample, in height units.")
    Double maxError;

    @ArgGroup(exclusive = true)
    Border border = new Border();

    /** What hangs from the border: a solid's base or an open skirt, not both. */
    static final class Border {
        @Option(names = "--base", paramLabel = "B",
                description = "Close the surface into a printable solid with a flat base B metres below its lowest point (B > 0).")
        Double base;

        @Option(names = "--skirt", paramLabel = "S",
                description = "Hang an open skirt S metres down from the border.")
        Double skirt;
    }

    @Option(names = "--vertical-scale", paramLabel = "FACTOR", defaultValue = "1",
            description = "Multiply heights by this (default ${DEFAULT-VALUE}).")
    double verticalScale;

    @Option(names = "--colours", description = "Vertex colours from a hypsometric tint of the heights.")
    boolean colours;

    @Mixin
    Output console;

    /** The largest --vertical-scale, and the farthest a vertex may lie from the origin, metres. */
    static final double MAX_VERTICAL_SCALE = 1e6;
    static final double MAX_REACH = 1e9;

    private void checkScales() {
        Double base = border.base;
        Double skirt = border.skirt;
        if (!(verticalScale > 0 && verticalScale <= MAX_VERTICAL_SCALE)) {
            throw new IllegalArgumentException("--vertical-scale must be in (0, 1e6], was " + verticalScale);
        }
        if (base != null && !(base > 0 && base <= MAX_REACH)) {
            // 0 would give no base at all: the open surface, not the solid the option promises
            throw new IllegalArgumentException("--base must be in (0, 1e9] m (a solid needs a base below its"
                    + " lowest point), was " + base);
        }
        if (skirt != null && !(skirt >= 0 && skirt <= MAX_REACH)) {
            throw new IllegalArgumentException("--skirt must be in [0, 1e9] m, was " + skirt);
        }
        if (maxError != null && !(maxError >= 0 && maxError <= MAX_REACH)) {
            throw new IllegalArgumentException("--max-error must be in [0, 1e9], was " + maxError);
        }
    }

    /** Every vertex must stay a finite float that a glTF validator accepts: refuse before writing. */
    private void checkReach(Heightfield land) {
        Double base = border.base;
        Double skirt = border.skirt;
        double high = Math.max(Math.abs(land.min()), Math.abs(land.max())) * verticalScale;
        double down = base != null ? base : skirt != null ? skirt : 0;
        double extent = Math.max(land.columns() * land.frame().spacingX(), land.rows() * land.frame().spacingZ());
        if (high + down > MAX_REACH) {
            throw new IllegalArgumentException(String.format(java.util.Locale.ROOT, "the mesh would reach %.3g m"
                    + " below or above the origin, beyond the 1e9 m its vertices may have: lower --vertical-scale"
                    + " (now %s)%s", high + down, verticalScale, base != null ? " or --base" : skirt != null
                    ? " or --skirt" : ""));
        }
        if (!(extent <= MAX_REACH)) {
            throw new IllegalArgumentException(String.format(java.util.Locale.ROOT, "the grid spans %.3g m,"
                    + " beyond the 1e9 m a mesh's vertices may have", extent));
        }
    }

    @Override
    public Integer call() throws Exception {
        if (MeshFormat.ofFile(output).isEmpty()) {
            throw new IllegalArgumentException("cannot write a mesh to " + output
                    + ": the extension must be .glb, .gltf, .obj, .stl or .ply");
        }
        Cli.checkDirectory(output);
        checkScales();
        Heightfield land = input.read();
        checkReach(land);
        MeshOptions options = MeshOptions.defaults().withVerticalScale(verticalScale);
        if (border.base != null) {
            options = options.withBase(border.base);
        } else if (border.skirt != null) {
            options = options.withSkirt(border.skirt);
        }
        if (colours) {
            Ramp ramp = Ramp.hypsometric().resolve(land.min(), land.max());
            options = options.withColours(h -> {
                int argb = ramp.argb(h);
                return (argb << 8) | (argb >>> 24);
            });
        }
        long t0 = System.nanoTime();
        Mesh mesh;
        try (ProgressBar bar = console.progress(maxError == null ? "mesh" : "adaptive mesh")) {
            mesh = maxError == null ? Mesh.grid(land, options, bar) : Mesh.adaptive(land, maxError, options, bar);
        }
        try (ProgressBar bar = console.progress("write")) {
            Mesh written = mesh;
            Cli.write(output, () -> MeshWriter.forFile(output).withProgress(bar).write(written, output));
        }
        console.out().printf(Locale.ROOT, "wrote %s: %d vertices, %d triangles in %d ms%n", output, mesh.vertexCount(),
                mesh.triangleCount(), (System.nanoTime() - t0) / 1_000_000);
        return 0;
    }
}
