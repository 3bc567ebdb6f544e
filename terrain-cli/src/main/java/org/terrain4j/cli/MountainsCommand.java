package org.terrain4j.cli;

import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.HeightFunction;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.Statistics;
import org.terrain4j.io.internal.AtomicFiles;
import org.terrain4j.io.RasterFormat;
import org.terrain4j.io.ReadOptions;
import org.terrain4j.features.mountains.MountainGroup;
import org.terrain4j.dem.Hillshade;
import org.terrain4j.image.Png;
import org.terrain4j.image.Ramp;
import org.terrain4j.image.Relief;
import org.terrain4j.image.SquarePixels;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code terrain mountains SPEC.json -o range.asc|.png [--picture shaded.png] [--uplift uplift.asc]}. */
@Command(name = "mountains", mixinStandardHelpOptions = true,
        description = {"Builds mountain ranges from a JSON spec of summits and ridges, eroded to the stream-power"
                + " steady state.",
            "The spec's fields are in docs/mountains.md, and docs/mountains-example.json is an example.",
            "Writes the relief (metres above the land) as a heightfield; the picture is drawn in square pixels"
                + " at least " + SquarePixels.MIN_LONG_SIDE + " across, the land's own tint (no sea) under the"
                + " standard hillshade."})
final class MountainsCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "SPEC.json", description = "The ranges to build.")
    Path spec;

    @Option(names = {"-o", "--output"}, required = true, paramLabel = "OUT",
            description = {"The relief to write, its format named by the extension:", Cli.WRITE_FORMATS})
    Path output;

    @Option(names = "--picture", paramLabel = "PNG", description = "Also write a shaded relief picture (a .png file).")
    Path picture;

    @Option(names = "--uplift", paramLabel = "FILE", description = "Also write the uplift field before erosion (same formats as -o).")
    Path uplift;

    @Option(names = "--threads", paramLabel = "N", description = "Worker threads, in [1, 256] (default: one per processor); the result does not depend on it.")
    @Bounds(min = 1, max = 256)
    Integer threads;


    @Mixin
    MappingOption mapping;

    @Mixin
    Output console;

    @Override
    public Integer call() throws Exception {
        java.util.Map<String, Path> outputs = new java.util.LinkedHashMap<>();
        outputs.put("-o", output);
        outputs.put("--uplift", uplift);
        outputs.put("--picture", picture);
        Cli.checkDistinctOutputs(outputs);
        for (Path p : outputs.values()) {
            if (p != null) {
                Cli.checkNotInput(spec, p);
            }
        }
        Cli.checkWritableRaster(output);
        if (uplift != null) {
            Cli.checkWritableRaster(uplift);
        }
        if (picture != null) {
            if (!picture.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".png")) {
                throw new IllegalArgumentException("--picture must end in .png, was " + picture);
            }
            Cli.checkDirectory(picture);
        }
        // the mapping is checked before the ranges are built, so a mistyped one costs no minutes of work
        String reliefMapping = sixteenBit(output) ? mapping.mapping : null;
        String upliftMapping = uplift != null && sixteenBit(uplift) ? mapping.mapping : null;
        if (mapping.mapping != null) {
            if (reliefMapping == null && upliftMapping == null) {
                throw new IllegalArgumentException("--mapping applies to 16-bit outputs (png, r16, raw) of -o or"
                        + " --uplift, and neither is one");
            }
            RasterOut.checkMappingText(mapping.mapping);
        }
        if (java.nio.file.Files.exists(spec) && !java.nio.file.Files.isRegularFile(spec)) {
            // as the raster readers say it, not the JSON parser's "not valid JSON" of a directory
            throw new IllegalArgumentException(spec + ": not a regular file (" + (java.nio.file.Files.isDirectory(spec)
                    ? "a directory" : "not a file") + "); give the JSON spec of the ranges");
        }
        MountainSpec s = MountainSpec.read(spec);
        var settings = threads == null ? s.settings : s.settings.withThreads(threads);
        long start = System.nanoTime();
        List<MountainGroup> groups;
        try (ProgressBar bar = console.progress("mountains")) {
            groups = settings.build(s.ranges, (x, z) -> 0, bar);
        } catch (IllegalArgumentException e) {
            throw s.located(spec, e);
        }
        long ms = (System.nanoTime() - start) / 1_000_000;
        Heightfield relief = merge(groups, true);
        // every raster under the 16-bit policy, checked before anything is written
        RasterOut.Plan reliefPlan = RasterOut.plan(relief, output, "the mountain relief", reliefMapping);
        RasterOut.Plan upliftPlan = uplift == null ? null
                : RasterOut.plan(merge(groups, false), "--uplift", uplift, "the mountain uplift", upliftMapping);
        ReadOptions[] back = new ReadOptions[2];
        // all outputs or none: a failing --uplift or --picture must not leave the relief written
        List<Path> files = new ArrayList<>();
        List<AtomicFiles.Content<Path>> writers = new ArrayList<>();
        files.add(output);
        writers.add(p -> back[0] = reliefPlan.write(p));
        if (upliftPlan != null) {
            files.add(uplift);
            writers.add(p -> back[1] = upliftPlan.write(p));
        }
        BufferedImage image = picture == null ? null : picture(relief);
        if (picture != null) {
            files.add(picture);
            writers.add(p -> Png.write(image, p));
        }
        Cli.writeAll(files, writers);
        int summits = groups.stream().mapToInt(g -> g.summits().size()).sum();
        int ridges = groups.stream().mapToInt(g -> g.ridges().size()).sum();
        // a ring's columns share its circumference, so they stand a little wider than the spacing when it
        // does not divide it (60 km at 72 m: 833 columns 72.0288 m apart)
        double sx = relief.frame().spacingX();
        double sz = relief.frame().spacingZ();
        console.out().printf(Locale.ROOT, "wrote %s: %d × %d samples %s m apart, %s, %s, %s, relief 0…%.0f m,"
                + " in %d ms%s%n", output, relief.columns(), relief.rows(),
                Cli.readable(sx) + (sx == sz ? "" : " × " + Cli.readable(sz)),
                Cli.count(groups.size(), "group"), Cli.count(summits, "summit"), Cli.count(ridges, "ridge"),
                relief.statistics().max(), ms, reliefPlan.how().isEmpty() ? "" : ", " + reliefPlan.how());
        if (upliftPlan != null) {
            console.out().printf(Locale.ROOT, "wrote %s: the uplift before erosion, %s%s%n", uplift,
                    Cli.samples(upliftPlan.field().columns(), upliftPlan.field().rows()),
                    upliftPlan.how().isEmpty() ? "" : ", " + upliftPlan.how());
        }
        if (image != null) {
            console.out().printf(Locale.ROOT, "wrote %s: shaded relief, %d × %d pixels%n", picture, image.getWidth(),
                    image.getHeight());
        }
        console.out().flush();
        InputOptions.printReadBack(console.essential(), output, back[0], relief.frame());
        if (upliftPlan != null) {
            InputOptions.printReadBack(console.essential(), uplift, back[1], upliftPlan.field().frame());
        }
        return 0;
    }

    private static boolean sixteenBit(Path file) {
        return RasterFormat.of(file).filter(RasterOut::sixteenBit).isPresent();
    }

    /**
     * The range as the README shows it: square pixels at a readable size, the hypsometric tint over the
     * relief's own range (the plain the ranges stand on is land, not sea level) times the standard
     * hillshade.
     *
     * @param relief the merged relief
     * @return the picture
     */
    static BufferedImage picture(Heightfield relief) {
        Heightfield view = SquarePixels.resample(relief);
        Statistics s = view.statistics();
        Ramp land = s.count() == 0 ? Ramp.hypsometric() : Ramp.hypsometric().resolve(s.min(), s.max());
        return Relief.shaded(view, land, Hillshade.standard());
    }

    /**
     * One group's grid as it is; several on one grid spanning them all at the first's spacing, each
     * group's relief sampled bilinearly (groups do not overlap: overlapping ranges are one group).
     */
    static Heightfield merge(List<MountainGroup> groups, boolean eroded) {
        if (groups.size() == 1) {
            return eroded ? groups.get(0).relief() : groups.get(0).uplift();
        }
        double minX = Double.POSITIVE_INFINITY;
        double minZ = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY;
        double maxZ = Double.NEGATIVE_INFINITY;
        for (MountainGroup g : groups) {
            Heightfield h = g.relief();
            GridFrame f = h.frame();
            minX = Math.min(minX, f.x(0));
            maxX = Math.max(maxX, f.x(h.columns() - 1));
            minZ = Math.min(minZ, f.z(0));
            maxZ = Math.max(maxZ, f.z(h.rows() - 1));
        }
        double s = groups.get(0).relief().frame().spacingZ();
        long cols = (long) Math.ceil((maxX - minX) / s) + 1;
        long rows = (long) Math.ceil((maxZ - minZ) / s) + 1;
        Cli.checkHeap(cols * rows, 2);
        if (cols * rows > Integer.MAX_VALUE - 8L) {
            throw new IllegalArgumentException("the groups span " + cols + " × " + rows + " samples, too many for one grid");
        }
        GridFrame frame = GridFrame.of(minX, minZ, s);
        HeightFunction[] fs = new HeightFunction[groups.size()];
        for (int i = 0; i < fs.length; i++) {
            MountainGroup g = groups.get(i);
            fs[i] = eroded ? g.heightFunction()
                    : (x, z) -> g.uplift().heightAt(x, z, org.terrain4j.api.EdgePolicy.constant(0));
        }
        float[] out = new float[(int) (cols * rows)];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                double x = frame.x(c);
                double z = frame.z(r);
                double v = 0;
                for (HeightFunction f : fs) {
                    v += f.height(x, z);
                }
                out[(int) (r * cols + c)] = (float) v;
            }
        }
        return Heightfield.of((int) cols, (int) rows, out).withFrame(frame);
    }
}
