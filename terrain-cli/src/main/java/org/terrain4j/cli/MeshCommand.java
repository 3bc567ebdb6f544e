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

/** {@code terrain mesh FILE -o OUT.glb|.gltf|.obj|.stl|.ply [--max-error E] [--base B] [--print 150mm]}. */
@Command(name = "mesh", mixinStandardHelpOptions = true,
        description = {"Turns a heightfield file into a triangle mesh in metres, centred on the origin, y up.",
            "A grid mesh by default; with --max-error an adaptive mesh whose every sample lies within E of it.",
            "With --print, a solid for a 3-D printer instead: a z-up STL in millimetres whose longer side is SIZE,"
                + " on a base, heights exaggerated by --vertical-scale, its scale printed (1:N, or N:1 for an enlargement)."})
final class MeshCommand implements Callable<Integer> {

    @Mixin
    InputOptions input;

    @Option(names = {"-o", "--output"}, required = true, paramLabel = "OUT",
            description = {"The mesh, its format named by the extension:", "glb, gltf (and a bin), obj (and an mtl), stl, ply."})
    Path output;

    @Option(names = "--max-error", paramLabel = "E",
            description = "Adaptive mesh: the largest vertical error allowed at any sample, in height units, in [0, 1e9].")
    Double maxError;

    @ArgGroup(exclusive = true)
    Border border = new Border();

    /** What hangs from the border: a solid's base or an open skirt, not both. */
    static final class Border {
        @Option(names = "--base", paramLabel = "B",
                description = {"Close the surface into a printable solid with a flat base B metres below its lowest point, in (0, 1e9].",
                    "With --print: B millimetres of the print, in [0.1, 10000] (default 5)."})
        Double base;

        @Option(names = "--skirt", paramLabel = "S",
                description = "Hang an open skirt S metres down from the border, in [0, 1e9].")
        Double skirt;
    }

    @Option(names = "--vertical-scale", paramLabel = "FACTOR", defaultValue = "1",
            description = "Multiply heights by this, in (0, 1e6] (default ${DEFAULT-VALUE}); with --print, the vertical exaggeration.")
    double verticalScale;

    @Option(names = "--print", paramLabel = "SIZE",
            description = {"Write a printable z-up STL whose longer side is SIZE: 150mm, 15cm, 0.15m or 150 (millimetres).",
                "The base is --base millimetres thick below the lowest point; north is +y."})
    String print;

    /** The base of a print when --base is not given, millimetres. */
    static final double PRINT_BASE_MM = 5;

    /** The thinnest base of a print, millimetres (about a printer's layer). */
    static final double MIN_PRINT_BASE_MM = 0.1;

    /** The largest print, millimetres. */
    static final double MAX_PRINT_MM = 10_000;

    @Option(names = "--colours", description = "Vertex colours from a hypsometric tint of the heights.")
    boolean colours;

    @Option(names = "--html", description = {"Also write OUT with the extension .html: one self-contained page (the mesh"
            + " and three.js inside it) that shows the mesh offline in a browser, for sharing."})
    boolean html;

    @Mixin
    Output console;

    /** The largest --vertical-scale, and the farthest a vertex may lie from the origin, metres. */
    static final double MAX_VERTICAL_SCALE = 1e6;
    static final double MAX_REACH = 1e9;

    private void checkScales() {
        Double base = print != null ? null : border.base;
        Double skirt = border.skirt;
        if (!(verticalScale > 0 && verticalScale <= MAX_VERTICAL_SCALE)) {
            throw new IllegalArgumentException("--vertical-scale must be in (0, 1e6], was "
                    + Cli.typed(console, "--vertical-scale", verticalScale));
        }
        if (base != null && !(base > 0 && base <= MAX_REACH)) {
            // 0 would give no base at all: the open surface, not the solid the option promises
            throw new IllegalArgumentException("--base must be in (0, 1e9] m (a solid needs a base below its"
                    + " lowest point), was " + Cli.typed(console, "--base", base));
        }
        if (skirt != null && !(skirt >= 0 && skirt <= MAX_REACH)) {
            throw new IllegalArgumentException("--skirt must be in [0, 1e9] m, was " + Cli.typed(console, "--skirt", skirt));
        }
        if (maxError != null && !(maxError >= 0 && maxError <= MAX_REACH)) {
            throw new IllegalArgumentException("--max-error must be in [0, 1e9], was " + Cli.typed(console, "--max-error", maxError));
        }
    }

    /** Every vertex must stay a finite float that a glTF validator accepts: refuse before writing. */
    private void checkReach(Heightfield land) {
        Double base = border.base;
        Double skirt = border.skirt;
        double high = Math.max(Math.abs(land.min()), Math.abs(land.max())) * verticalScale;
        double down = base != null ? base : skirt != null ? skirt : 0;
        // the extent as info gives it, from the first sample to the last; the mesh is centred on the origin
        double extent = Math.max((land.columns() - 1) * land.frame().spacingX(),
                (land.rows() - 1) * land.frame().spacingZ());
        if (high + down > MAX_REACH) {
            throw new IllegalArgumentException(String.format(java.util.Locale.ROOT, "the mesh would reach %.3g m"
                    + " below or above the origin, beyond the 1e9 m its vertices may have: lower --vertical-scale"
                    + " (now %s)%s", high + down, verticalScale, base != null ? " or --base" : skirt != null
                    ? " or --skirt" : ""));
        }
        if (!(extent / 2 <= MAX_REACH)) {
            throw new IllegalArgumentException("the grid spans " + Cli.readable(extent) + " m, so its mesh, centred on"
                    + " the origin, would reach " + Cli.readable(extent / 2) + " m from it, beyond the 1e9 m a mesh's"
                    + " vertices may have: crop it (terrain crop " + input.file + " --window …) to at most "
                    + Cli.readable(2 * MAX_REACH) + " m across, or print it to scale (--print SIZE)");
        }
    }

    /**
     * @param text a length such as 150mm, 15cm, 0.15m or 150 (millimetres)
     * @return millimetres
     * @throws IllegalArgumentException naming --print, the value and the range
     */
    static double millimetres(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        double unit = 1;
        if (t.endsWith("mm")) {
            t = t.substring(0, t.length() - 2);
        } else if (t.endsWith("cm")) {
            unit = 10;
            t = t.substring(0, t.length() - 2);
        } else if (t.endsWith("m")) {
            unit = 1000;
            t = t.substring(0, t.length() - 1);
        }
        double v;
        try {
            v = Double.parseDouble(t.strip()) * unit;
        } catch (NumberFormatException e) { // not a length at all: a usage error (exit 2)
            throw new UsageException("--print must be a length from 1 mm to 10 m, such as 150mm, 15cm or 0.15m,"
                    + " was '" + text + "'");
        }
        if (!(v >= 1 && v <= MAX_PRINT_MM)) {
            throw new IllegalArgumentException("--print must be a length from 1 mm to 10 m, such as 150mm, 15cm or 0.15m,"
                    + " was '" + text + "'");
        }
        return v;
    }

    /** Builds and writes the printable solid. */
    private Integer printSolid() throws Exception {
        if (!output.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".stl")) {
            throw new IllegalArgumentException("--print writes a z-up STL: the output must end in .stl, was " + output);
        }
        if (border.skirt != null) {
            throw new IllegalArgumentException("--skirt does not apply to --print: a print stands on its base");
        }
        if (colours) {
            throw new IllegalArgumentException("--colours does not apply to --print: STL has no colours");
        }
        double size = millimetres(print);
        Cli.checkDirectory(output);
        checkScales();
        double baseMm = border.base != null ? border.base : PRINT_BASE_MM;
        if (!(baseMm >= MIN_PRINT_BASE_MM && baseMm <= MAX_PRINT_MM)) {
            // thinner than a printer's layer, the base's side walls are slivers: degenerate facets
            throw new IllegalArgumentException("--base must be in [0.1, 10000] mm with --print (a printed solid needs"
                    + " a base at least a layer thick below its lowest point), was " + Cli.typed(console, "--base", baseMm));
        }
        Heightfield land = input.read();
        if (land.noDataCount() > 0) {
            throw new IllegalArgumentException(input.file + " has " + Cli.count(land.noDataCount(), "void") + ": a print must be"
                    + " solid; fill " + (land.noDataCount() == 1 ? "it" : "them")
                    + " first: terrain fill " + input.file + " -o FILLED");
        }
        if (land.columns() < 2 || land.rows() < 2) {
            throw new IllegalArgumentException(input.file + " is " + land.columns() + " × " + land.rows()
                    + " samples: a print needs an area, at least 2 × 2");
        }
        double extentX = (land.columns() - 1) * land.frame().spacingX();
        double extentZ = (land.rows() - 1) * land.frame().spacingZ();
        double longer = Math.max(extentX, extentZ);
        if (!(longer > 0)) {
            throw new IllegalArgumentException(input.file + " is a single row or column: a print needs an area");
        }
        double mmPerMetre = size / longer;
        double relief = land.max() - land.min();
        double heightMm = relief * verticalScale * mmPerMetre;
        if (!(heightMm + baseMm <= MAX_PRINT_MM)) {
            throw new IllegalArgumentException(String.format(Locale.ROOT, "the print would stand %.3g mm tall (relief"
                    + " %s m × --vertical-scale %s at %s, on a base of %s mm), more than 10 m: lower"
                    + " --vertical-scale, --base or the --print size", heightMm + baseMm, Cli.readable(relief),
                    Cli.typed(console, "--vertical-scale", verticalScale), scale(mmPerMetre),
                    border.base != null ? Cli.typed(console, "--base", baseMm) : Cli.readable(baseMm)));
        }
        MeshOptions options = MeshOptions.defaults().withSize(extentX * mmPerMetre, extentZ * mmPerMetre)
                .withVerticalScale(verticalScale * mmPerMetre).withBase(baseMm);
        Heightfield ground = land.add(-land.min());
        Mesh yUp;
        try (ProgressBar bar = console.progress(maxError == null ? "mesh" : "adaptive mesh")) {
            yUp = maxError == null ? Mesh.grid(ground, options, bar) : Mesh.adaptive(ground, maxError, options, bar);
        }
        Mesh zUp = zUp(yUp);
        try (ProgressBar bar = console.progress("write")) {
            Cli.write(output, () -> MeshWriter.forFile(output).withProgress(bar).write(zUp, output));
        }
        float[] b = zUp.bounds();
        console.essential().printf(Locale.ROOT, "wrote %s: a solid of %d triangles, %.4g × %.4g × %.4g mm (x east,"
                + " y north, z up; base %s mm), scale %s, heights × %s%n", output, zUp.triangleCount(),
                b[3] - b[0], b[4] - b[1], b[5] - b[2], border.base != null ? Cli.typed(console, "--base", baseMm)
                : Cli.readable(baseMm), scale(mmPerMetre), Cli.typed(console, "--vertical-scale", verticalScale));
        console.essential().flush();
        return 0;
    }

    /**
     * A print's scale as a map gives one: {@code 1:5733} for a reduction, {@code 75000000:1} for an
     * enlargement (a grid less than a print's size across), {@code 1:1} life size; a ratio below 100
     * keeps its decimals ({@code 1:2.5}), and one of 1e15 or more is written in six significant digits.
     *
     * @param mmPerMetre millimetres of print per metre of ground; finite and &gt; 0
     * @return the scale
     */
    static String scale(double mmPerMetre) {
        double reduction = 1000 / mmPerMetre;
        return reduction >= 1 ? "1:" + ratio(reduction) : ratio(mmPerMetre / 1000) + ":1";
    }

    private static String ratio(double r) {
        return r >= 100 && r < 1e15 ? String.format(Locale.ROOT, "%.0f", r) : Cli.readable(r);
    }

    /**
     * Turns a y-up mesh z-up by a rotation of +90° about x ({@code (x, y, z) → (x, −z, y)}, which keeps
     * the winding and so the outward normals), lifted so its bottom lies on z = 0.
     */
    static Mesh zUp(Mesh m) {
        float[] p = m.positionsToArray();
        float[] n = m.normalsToArray();
        float[] bounds = m.bounds();
        double bottom = bounds[1];
        for (int i = 0; i < p.length; i += 3) {
            float y = p[i + 1];
            p[i + 1] = -p[i + 2];
            p[i + 2] = (float) (y - bottom);
            float ny = n[i + 1];
            n[i + 1] = -n[i + 2];
            n[i + 2] = ny;
        }
        return Mesh.of(p, n, m.uvsToArray(), m.coloursToArray(), m.indicesToArray());
    }

    @Override
    public Integer call() throws Exception {
        if (print != null) {
            if (html) {
                throw new IllegalArgumentException("--html does not apply to --print: a print is z-up in millimetres;"
                        + " write the mesh without --print to share it as a page");
            }
            return printSolid();
        }
        if (MeshFormat.ofFile(output).isEmpty()) {
            throw new IllegalArgumentException("cannot write a mesh to " + output
                    + ": the extension must be .glb, .gltf, .obj, .stl or .ply");
        }
        Cli.checkDirectory(output);
        checkScales();
        if (colours && output.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".stl")) {
            throw new IllegalArgumentException("--colours does not apply to .stl: STL has no colours; write .glb,"
                    + " .gltf, .obj or .ply");
        }
        Heightfield land = input.read();
        if (land.columns() < 2 || land.rows() < 2) {
            throw new IllegalArgumentException(input.file + " is " + land.columns() + " × " + land.rows()
                    + " samples: a mesh needs at least 2 × 2");
        }
        Cli.requireData(input.file, land);
        if (land.noDataCount() > 0) {
            throw new IllegalArgumentException(input.file + " has " + Cli.count(land.noDataCount(), "void") + ", which a mesh"
                    + " cannot hold; fill " + (land.noDataCount() == 1 ? "it" : "them")
                    + " first: terrain fill " + input.file + " -o FILLED");
        }
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
        if (html) {
            Path page = htmlBeside(output);
            Mesh written = mesh;
            Cli.write(page, () -> org.terrain4j.viewer.HtmlPage.write(written, input.file.getFileName().toString(), page));
            console.out().printf(Locale.ROOT, "wrote %s: the mesh in a self-contained page%n", page);
        }
        console.out().printf(Locale.ROOT, "wrote %s: %d vertices, %d triangles in %d ms%n", output, mesh.vertexCount(),
                mesh.triangleCount(), (System.nanoTime() - t0) / 1_000_000);
        return 0;
    }

    /** @return OUT with its extension replaced by {@code .html} */
    static Path htmlBeside(Path out) {
        String name = out.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return out.resolveSibling((dot > 0 ? name.substring(0, dot) : name) + ".html");
    }
}
