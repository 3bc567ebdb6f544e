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
            description = "The mesh: .glb, .gltf (with a .bin beside it), .obj (with a .mtl), .stl or .ply.")
    Path output;

    @Option(names = "--max-error", paramLabel = "E",
            description = "Adaptive mesh: the largest vertical error allowed at any sample, in height units.")
    Double maxError;

    @Option(names = "--base", paramLabel = "B",
            description = "Close the surface into a printable solid with a flat base B metres below its lowest point.")
    Double base;

    @Option(names = "--skirt", paramLabel = "S",
            description = "Hang an open skirt S metres down from the border (ignored with --base).")
    Double skirt;

    @Option(names = "--vertical-scale", defaultValue = "1",
            description = "Multiply heights by this (default ${DEFAULT-VALUE}).")
    double verticalScale;

    @Option(names = "--colours", description = "Vertex colours from a hypsometric tint of the heights.")
    boolean colours;

    @Override
    public Integer call() throws Exception {
        if (MeshFormat.ofFile(output).isEmpty()) {
            throw new IllegalArgumentException("cannot write a mesh to " + output
                    + ": the extension must be .glb, .gltf, .obj, .stl or .ply");
        }
        Cli.checkDirectory(output);
        Heightfield land = input.read();
        MeshOptions options = MeshOptions.defaults().withVerticalScale(verticalScale);
        if (base != null) {
            options = options.withBase(base);
        } else if (skirt != null) {
            options = options.withSkirt(skirt);
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
        try (ProgressBar bar = new ProgressBar(System.err, maxError == null ? "mesh" : "adaptive mesh")) {
            mesh = maxError == null ? Mesh.grid(land, options, bar) : Mesh.adaptive(land, maxError, options, bar);
        }
        try (ProgressBar bar = new ProgressBar(System.err, "write")) {
            MeshWriter.forFile(output).withProgress(bar).write(mesh, output);
        }
        System.out.printf(Locale.ROOT, "wrote %s: %d vertices, %d triangles in %d ms%n", output, mesh.vertexCount(),
                mesh.triangleCount(), (System.nanoTime() - t0) / 1_000_000);
        return 0;
    }
}
