package org.terrain4j.cli;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Path2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.terrain4j.analysis.playspace.PlaySpace;
import org.terrain4j.analysis.playspace.PlaySpaceReport;
import org.terrain4j.analysis.playspace.PlayTest;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.Heightfield;
import org.terrain4j.dem.Hillshade;
import org.terrain4j.examples.FeaturePlacer;
import org.terrain4j.examples.FeaturePlan;
import org.terrain4j.examples.ProvingGround;
import org.terrain4j.features.play.Lookout;
import org.terrain4j.features.play.PlayFeature;
import org.terrain4j.features.play.Valley;
import org.terrain4j.image.Png;
import org.terrain4j.io.GeoTiff;
import org.terrain4j.io.internal.AtomicFiles;
import org.terrain4j.mesh.Mesh;
import org.terrain4j.mesh.MeshWriter;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code terrain proving-ground -o DIR [--seed S] [--trials N]}: the Proving Ground of seed 004, plain and with
 * features placed by the play-space measure, and both reports.
 */
@Command(name = "proving-ground", mixinStandardHelpOptions = true,
        description = {"Builds the Proving Ground, a 4 km test island, with play-space features placed where they"
                + " help.",
            "The island (2 m samples) is measured as play space, features are placed where the measure says they"
                + " help (a ridge lookout, a valley, overlook knolls), shaped inside the erosion step, and the featured"
                + " island is measured against the plain one.",
            "Writes into the output directory: plain.tif and featured.tif, the GeoTIFF heightmaps; plain.json and"
                + " featured.json, the reports; hillshade.png (plain left, featured right, features outlined in red);"
                + " and featured.glb, the featured land as a mesh of 4 m cells.",
            "Exit codes: 0 success, 1 bad input, 2 usage error, 130/143 stopped (nothing left behind)."})
final class ProvingGroundCommand implements Callable<Integer> {

    @Option(names = {"-o", "--output"}, defaultValue = "out/pg", paramLabel = "DIR",
            description = "Directory for the files (created if missing; default ${DEFAULT-VALUE}).")
    Path output;

    @Option(names = "--seed", paramLabel = "SEED", defaultValue = "4", description = "Seed (default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--trials", paramLabel = "N", defaultValue = "8",
            description = "Candidates built and measured at most, in [1, 1000] (default ${DEFAULT-VALUE}).")
    @Bounds(min = 1, max = 1000)
    int trials;

    @Option(names = "--threads", paramLabel = "N",
            description = "Worker threads, in [1, 256] (default: one per processor); the files do not depend on it.")
    @Bounds(min = 1, max = 256)
    Integer threads;

    @Mixin
    Output console;

    @Override
    public Integer call() throws IOException {
        Cli.checkOutputDirectory(output);
        long t0 = System.nanoTime();
        AtomicFiles.writeDirectory(output, this::build);
        console.out().printf(Locale.ROOT, "wrote  %s in %d ms%n", output,
                (System.nanoTime() - t0) / 1_000_000);
        return 0;
    }

    private void build(Path staging) throws IOException {
        ProvingGround pg = ProvingGround.create(seed);
        PlaySpace measure = PlaySpace.standard();
        if (threads != null) {
            pg = pg.withThreads(threads);
            measure = measure.withThreads(threads);
        }
        ProvingGround.Placed placed;
        try (ProgressBar bar = console.progress("proving ground")) {
            placed = pg.place(FeaturePlacer.with(measure).withMaxTrials(trials), bar);
        }
        FeaturePlacer.Result result = placed.featured();
        Heightfield plain = placed.plain();
        Heightfield featured = result.land();
        console.out().print(sideBySide(placed.plainReport(), result.report()));
        console.out().printf(Locale.ROOT, "placed %s in %d trials, %.1f s (%.0f %% of it in the measure)%n",
                Cli.count(result.plan().size(), "feature"), result.trials(), result.totalNanos() / 1e9,
                100.0 * result.measureNanos() / Math.max(1, result.totalNanos()));
        if (!result.notPassed().isEmpty()) {
            console.out().printf(Locale.ROOT, "not passed: %s%n", String.join(", ", result.notPassed()));
        }
        GeoTiff.write(plain, staging.resolve("plain.tif"));
        GeoTiff.write(featured, staging.resolve("featured.tif"));
        Files.writeString(staging.resolve("plain.json"), placed.plainReport().toJson(), StandardCharsets.UTF_8);
        Files.writeString(staging.resolve("featured.json"), result.report().toJson(), StandardCharsets.UTF_8);
        Png.write(picture(plain, featured, result.plan(), 1000), staging.resolve("hillshade.png"));
        Heightfield coarse = featured.resample((featured.columns() + 1) / 2, (featured.rows() + 1) / 2);
        MeshWriter.forFile(staging.resolve("featured.glb")).write(Mesh.grid(coarse), staging.resolve("featured.glb"));
    }

    /**
     * The two reports' tables side by side: every test's value, band and pass, plain then featured.
     *
     * @param plain    the plain report
     * @param featured the featured report
     * @return the text
     */
    static String sideBySide(PlaySpaceReport plain, PlaySpaceReport featured) {
        StringBuilder s = new StringBuilder();
        s.append(String.format(Locale.ROOT, "%-18s %-14s %12s %5s %12s %5s%n", "test", "band", "plain", "", "featured",
                ""));
        List<PlayTest> a = plain.tests();
        List<PlayTest> b = featured.tests();
        for (int i = 0; i < a.size(); i++) {
            PlayTest p = a.get(i);
            PlayTest f = b.get(i);
            s.append(String.format(Locale.ROOT, "%-18s %-14s %12s %5s %12s %5s%n", p.criterion().id(),
                    "[" + Cli.readable(p.band().low()) + ", " + Cli.readable(p.band().high()) + "]",
                    Cli.readable(p.value()), p.passed() ? "pass" : "FAIL", Cli.readable(f.value()),
                    f.passed() ? "pass" : "FAIL"));
        }
        s.append(String.format(Locale.ROOT, "passed %d of %d plain, %d of %d featured; gate %s (easy %.1f %% → %.1f %%,"
                + " walkable and reached %.1f %% → %.1f %%)%n", plain.passed(), a.size(), featured.passed(), b.size(),
                featured.gate().passed() ? "passed" : "FAILED", 100 * plain.gate().easyShare(),
                100 * featured.gate().easyShare(), 100 * plain.gate().reachedShare(),
                100 * featured.gate().reachedShare()));
        return s.toString();
    }

    /**
     * The plain and featured hillshades side by side, each {@code side} pixels square, the featured one with its
     * features outlined in red: forms by the circle of their reach, valleys by their spine, lookouts by a ring at the
     * point asked and the route's last ramp length, their way up.
     */
    static BufferedImage picture(Heightfield plain, Heightfield featured, FeaturePlan plan, int side) {
        BufferedImage out = new BufferedImage(2 * side, side, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = out.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        Hillshade light = Hillshade.standard();
        g.drawImage(light.image(plain), 0, 0, side, side, null);
        g.drawImage(light.image(featured), side, 0, side, side, null);
        GridFrame f = featured.frame();
        double scale = side / ((featured.columns() - 1) * f.spacingX());
        double sz = side / ((featured.rows() - 1) * f.spacingZ());
        g.setColor(new Color(220, 30, 30));
        g.setStroke(new BasicStroke(1.5f));
        for (PlayFeature form : plan.forms()) {
            double r = form.reach();
            double x = side + (form.centre().x() - r - f.originX()) * scale;
            double y = (form.centre().z() - r - f.originZ()) * sz;
            g.draw(new java.awt.geom.Ellipse2D.Double(x, y, 2 * r * scale, 2 * r * sz));
        }
        for (Valley v : plan.valleys()) {
            g.draw(line(v.spine().points(), f, side, scale, sz));
        }
        for (Lookout l : plan.lookouts()) {
            g.draw(line(lastMetres(l.route(), l.rampLength()), f, side, scale, sz));
            double x = side + (l.asked().x() - f.originX()) * scale;
            double y = (l.asked().z() - f.originZ()) * sz;
            g.draw(new java.awt.geom.Ellipse2D.Double(x - 4, y - 4, 8, 8));
        }
        g.dispose();
        return out;
    }

    /** The points of a route's last {@code metres}, the way a lookout's ramp takes. */
    static List<GroundPoint> lastMetres(List<GroundPoint> route, double metres) {
        int i = route.size() - 1;
        double walked = 0;
        while (i > 0 && walked < metres) {
            walked += Math.hypot(route.get(i).x() - route.get(i - 1).x(), route.get(i).z() - route.get(i - 1).z());
            i--;
        }
        return route.subList(Math.max(0, i), route.size());
    }

    private static Path2D line(List<GroundPoint> points, GridFrame f, int side, double sx, double sz) {
        Path2D.Double p = new Path2D.Double();
        for (int i = 0; i < points.size(); i++) {
            double x = side + (points.get(i).x() - f.originX()) * sx;
            double y = (points.get(i).z() - f.originZ()) * sz;
            if (i == 0) {
                p.moveTo(x, y);
            } else {
                p.lineTo(x, y);
            }
        }
        return p;
    }
}
