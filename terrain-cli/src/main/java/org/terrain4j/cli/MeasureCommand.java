package org.terrain4j.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.terrain4j.analysis.playspace.PlaySpace;
import org.terrain4j.analysis.playspace.PlaySpaceReport;
import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.Heightfield;
import org.terrain4j.io.internal.AtomicFiles;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code terrain measure FILE [--start X,Z] [--routes X,Z;X,Z…] [--baseline PLAIN] [--place FEATURED [--trials N]]
 * [-o report.json] [--picture report.png]}: the play-space report, the gate against the land before its features,
 * and features placed on any land.
 */
@Command(name = "measure", mixinStandardHelpOptions = true,
        description = {"Measures a land as play space and scores it on 21 tests.",
            "It finds least-time routes on foot from a start to its vantages (or to --routes), landmarks by"
                + " prominence and sight, chokes, valleys, beats along the routes, landform variety and easy ground,"
                + " and scores them as 21 tests, each against a band, with the gate on easy and walkable ground.",
            "Prints the table of the 21 tests; -o writes the report as JSON, --picture a hillshade with the routes,"
                + " landmarks, vantages and beats drawn on it.",
            "The report's JSON gives positions as the land's frame x and z in metres (z runs south; see terrain info).",
            "With --baseline, the gate compares FILE with the same land before its features: easy ground may fall by"
                + " at most 5 points and never under 50 %%, and walkable ground reached on foot may not fall.",
            "Exit codes: 0 success, 1 bad input (one-line message, no partial output), 2 usage error, 3 the gate"
                + " against --baseline not passed (the table and files are written), 130/143 stopped by Ctrl-C /"
                + " SIGTERM (no partial output)."})
final class MeasureCommand implements Callable<Integer> {

    @Mixin
    InputOptions input;

    @Option(names = "--start", paramLabel = "EASTING,NORTHING",
            description = "Where the walker starts, in the file's own coordinates, as crop --bounds takes them"
                    + " (longitude,latitude for .hgt; default: the walkable ground nearest the centre).")
    String start;

    @Option(names = "--routes", paramLabel = "EASTING,NORTHING", split = ";",
            description = {"Route targets instead of the vantages, the same coordinates, separated by ';' or the option repeated.",
                "A target at the start is a route of no length: it adds nothing to the rates per km, which read n/a"
                    + " (and fail) when no route has any length."})
    List<String> routes;

    @Option(names = "--baseline", paramLabel = "PLAIN",
            description = {"A heightfield of the same land before its features, on the same grid and read with the same"
                + " input options; the gate compares FILE with it (walking from FILE's start) and the exit status is 3"
                + " when it is not passed."})
    Path baseline;

    @Option(names = "--place", paramLabel = "FEATURED",
            description = {"Place play-space features on the land where the measure says they help (a ridge lookout on"
                + " the highest vantage, a valley along the longest route, overlook knolls beside the routes, each kept"
                + " only if the report improves and the gate holds) and write the featured land to this raster, its format named by the extension: "
                + Cli.WRITE_FORMATS + " The table, -o and --picture are then the featured land's, its gate against"
                + " FILE."})
    Path place;

    @Option(names = "--trials", paramLabel = "N",
            description = "With --place: candidates laid and measured at most, in [1, 1000] (default 8).")
    @Bounds(min = 1, max = 1000)
    Integer trials;

    @Option(names = {"-o", "--output"}, paramLabel = "REPORT.json", description = "Write the report as JSON.")
    Path output;

    @Option(names = "--picture", paramLabel = "PNG", description = "Write the report's picture.")
    Path picture;

    @Option(names = "--picture-size", paramLabel = "PIXELS", defaultValue = "1600",
            description = "The picture's longer side, in [64, 8192] pixels (default: ${DEFAULT-VALUE}).")
    @Bounds(min = 64, max = 8192)
    int pictureSize;

    @Option(names = "--sea-level", paramLabel = "METRES", defaultValue = "0",
            description = "Ground at or below this height is sea (default: ${DEFAULT-VALUE} m).")
    double seaLevel;

    @Option(names = "--lake-depth", paramLabel = "METRES",
            description = "A depression is a lake when filling it raises the ground by at least this much, in (0, 1e4] m"
                    + " (default 1; the ripples of noise terrain hold hollows a few centimetres deep).")
    Double lakeDepth;

    @Option(names = "--lake-area", paramLabel = "M2",
            description = "A depression is a lake only where it also covers at least this area, in [0, 1e12] m² (default 2500).")
    Double lakeArea;

    @Option(names = "--threads", paramLabel = "N",
            description = "Worker threads, in [1, 256] (default: one per processor); the report does not depend on it.")
    @Bounds(min = 1, max = 256)
    Integer threads;

    @Mixin
    Output console;

    @Override
    public Integer call() throws Exception {
        if (output != null) {
            if (!output.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".json")) {
                throw new IllegalArgumentException("-o must end in .json, was " + output);
            }
            Cli.checkDirectory(output);
        }
        if (picture == null && Cli.given(console, "--picture-size")) {
            throw new IllegalArgumentException("--picture-size applies to --picture only, and no --picture was given");
        }
        if (picture != null) {
            if (!picture.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".png")) {
                throw new IllegalArgumentException("--picture must end in .png, was " + picture);
            }
            Cli.checkDirectory(picture);
        }
        if (trials != null && place == null) {
            throw new IllegalArgumentException("--trials applies to --place only, and no --place was given");
        }
        if (place != null) {
            if (routes != null || baseline != null) {
                throw new IllegalArgumentException("--place measures from the vantages against FILE itself: it cannot"
                        + " be given with " + (routes != null ? "--routes" : "--baseline"));
            }
            if (place.toString().isBlank()) {
                throw new IllegalArgumentException("--place must name a file, was empty");
            }
            try {
                Cli.checkWritableRaster(place);
                Cli.checkNotInput(input.file, place);
            } catch (IllegalArgumentException e) {
                // the option named, as every other refusal names its option
                throw new IllegalArgumentException("--place " + e.getMessage(), e);
            }
        }
        if (!Double.isFinite(seaLevel) || Math.abs(seaLevel) > 1e5) {
            throw new IllegalArgumentException("--sea-level must be in [-1e5, 1e5] m, was " + seaLevel);
        }
        PlaySpace measure = PlaySpace.standard().withSeaLevel(seaLevel);
        if (lakeDepth != null) {
            measure = measure.withLakeDepth(lakeDepth);
        }
        if (lakeArea != null) {
            measure = measure.withLakeArea(lakeArea);
        }
        if (threads != null) {
            measure = measure.withThreads(threads);
        }
        double[] from0 = start == null ? null : point("--start", start);
        List<double[]> targets0 = new ArrayList<>();
        if (routes != null) {
            if (routes.stream().allMatch(r -> r.isBlank())) {
                throw new IllegalArgumentException("--routes needs at least one EASTING,NORTHING, was '"
                        + Cli.typedText(console, "--routes", String.join(";", routes)) + "'");
            }
            for (String r : routes) {
                targets0.add(point("--routes", r));
            }
        }
        Heightfield land = input.read();
        Cli.requireData(input.file, land);
        if (land.columns() < 3 || land.rows() < 3) {
            throw new IllegalArgumentException(input.file + " must be at least 3 × 3 samples to measure, was "
                    + land.columns() + " × " + land.rows());
        }
        Heightfield plain = null;
        if (baseline != null) {
            if (!java.nio.file.Files.isRegularFile(baseline)) {
                throw new IllegalArgumentException("--baseline " + baseline + ": no such file");
            }
            plain = input.readOther(baseline);
            Cli.requireData(baseline, plain);
            sameGrid(land, plain);
        }
        checkSpacing(land, measure.landforms().radius());
        GroundPoint from = from0 == null ? null : placed(land, "--start", start, from0);
        List<GroundPoint> targets = null;
        if (routes != null) {
            targets = new ArrayList<>();
            for (int i = 0; i < targets0.size(); i++) {
                targets.add(placed(land, "--routes", routes.get(i), targets0.get(i)));
            }
        }
        long t0 = System.nanoTime();
        PlaySpaceReport report;
        try (ProgressBar bar = console.progress("measure")) {
            report = measure.measure(land, from, null, targets, bar);
        }
        if (plain != null) {
            try (ProgressBar bar = console.progress("baseline")) {
                report = report.withBaseline(measure.gate(plain, report.start(), null, bar));
            }
        }
        org.terrain4j.examples.FeaturePlacer.Result placed = null;
        if (place != null) {
            Heightfield ground = land;
            try (ProgressBar bar = console.progress("place")) {
                placed = org.terrain4j.examples.FeaturePlacer.with(measure).withMaxTrials(trials == null ? 8 : trials)
                        .place(land, report, plan -> plan.layOn(ground), bar);
            }
            console.out().printf(Locale.ROOT, "before the features: %d of %d passed%n", report.passed(),
                    report.tests().size());
            console.out().printf(Locale.ROOT, "placed %s in %d trials (%.0f %% of the time in the measure)%n",
                    Cli.count(placed.plan().size(), "feature"), placed.trials(),
                    100.0 * placed.measureNanos() / Math.max(1, placed.totalNanos()));
            report = placed.report();
        }
        long ms = (System.nanoTime() - t0) / 1_000_000;
        console.out().print(report.table());
        for (String w : report.warnings()) {
            console.err().println("terrain: warning: " + w);
        }
        console.err().flush();
        List<Path> files = new ArrayList<>();
        List<AtomicFiles.Content<Path>> writers = new ArrayList<>();
        if (output != null) {
            files.add(output);
            String json = report.toJson();
            writers.add(p -> java.nio.file.Files.writeString(p, json, java.nio.charset.StandardCharsets.UTF_8));
        }
        if (picture != null) {
            files.add(picture);
            java.awt.image.BufferedImage img = report.picture(pictureSize);
            writers.add(p -> {
                if (!javax.imageio.ImageIO.write(img, "png", p.toFile())) {
                    throw new java.io.IOException("no PNG writer");
                }
            });
        }
        if (placed != null) {
            files.add(place);
            Heightfield featured = placed.land();
            writers.add(p -> org.terrain4j.io.Rasters.write(featured, p));
        }
        if (!files.isEmpty()) {
            Cli.writeAll(files, writers);
            for (Path f : files) {
                console.out().printf(Locale.ROOT, "wrote %s%n", f);
            }
        }
        console.out().printf(Locale.ROOT, "measured in %d ms: %s, %s, %s%n", ms,
                Cli.count(report.routes().size(), "route"), Cli.count(report.landmarks().size(), "landmark candidate"),
                Cli.count(report.vantages().size(), "vantage"));
        return plain == null && placed == null || report.gate().passed() ? 0 : GATE_NOT_PASSED;
    }

    /** The exit status when the gate against {@code --baseline} is not passed. */
    static final int GATE_NOT_PASSED = 3;

    /**
     * Refuses, before any work, a baseline that is not on FILE's grid: the same columns and rows, the same
     * spacings and origin (to a millionth of a sample), and the same coordinate system when both name one.
     */
    private void sameGrid(Heightfield land, Heightfield plain) {
        var f = land.frame();
        var g = plain.frame();
        double tol = 1e-6 * Math.min(f.spacingX(), f.spacingZ());
        boolean same = land.columns() == plain.columns() && land.rows() == plain.rows()
                && Math.abs(f.spacingX() - g.spacingX()) <= tol && Math.abs(f.spacingZ() - g.spacingZ()) <= tol
                && Math.abs(f.originX() - g.originX()) <= tol && Math.abs(f.originZ() - g.originZ()) <= tol;
        if (!same) {
            throw new IllegalArgumentException("--baseline " + baseline + " must be the same grid as " + input.file
                    + " (the same land before its features): it is " + grid(plain) + ", " + input.file + " is "
                    + grid(land));
        }
        if (f.georeference().isPresent() && g.georeference().isPresent()
                && !f.georeference().get().crs().equals(g.georeference().get().crs())) {
            throw new IllegalArgumentException("--baseline " + baseline + " must be in the same coordinate system as "
                    + input.file + ": it is in " + g.georeference().get().crs() + ", " + input.file + " in "
                    + f.georeference().get().crs());
        }
    }

    private static String grid(Heightfield h) {
        var f = h.frame();
        return h.columns() + " × " + h.rows() + " samples " + Cli.readable(f.spacingX())
                + (f.spacingX() == f.spacingZ() ? "" : " × " + Cli.readable(f.spacingZ())) + " m apart covering "
                + Cli.extentInFileUnits(h);
    }

    /**
     * Refuses, before any work, samples farther apart than the landform census's radius (its disc would
     * hold its centre only), naming the resample that makes the file fine enough.
     *
     * @param land   the field as measured, in metres
     * @param radius the census's radius, metres
     * @throws IllegalArgumentException {@code FILE's samples are 1000 m apart; measure needs them at most
     *                                  300 m apart …: resample it first, such as terrain resample FILE
     *                                  --to 15x15 -o finer.tif}
     */
    private void checkSpacing(Heightfield land, double radius) {
        double sx = land.frame().spacingX();
        double sz = land.frame().spacingZ();
        if (Math.min(sx, sz) <= radius) {
            return;
        }
        // resample keeps the corners: n samples over the extent are extent / (n − 1) apart
        long columns = (long) Math.ceil((land.columns() - 1) * sx / radius) + 1;
        long rows = (long) Math.ceil((land.rows() - 1) * sz / radius) + 1;
        throw new IllegalArgumentException(input.file + "'s samples are " + Cli.readable(Math.min(sx, sz))
                + " m apart; measure needs them at most " + Cli.readable(radius) + " m apart (its landform census"
                + " compares each sample with the ground within " + Cli.readable(radius) + " m): resample it first,"
                + " such as terrain resample " + input.file + " --to " + columns + "x" + rows + " -o finer.tif");
    }

    /**
     * The file's own coordinates to the frame's: through its georeference (longitude and latitude for an
     * .hgt tile) if it has one, else x and northing (−z), as crop --bounds reads them.
     */
    private static GroundPoint placed(Heightfield land, String option, String text, double[] en) {
        var g = land.frame().georeference();
        double x = g.isPresent() ? g.get().x(en[0]) : en[0];
        double z = g.isPresent() ? g.get().z(en[1]) : -en[1];
        double c = land.frame().column(x);
        double r = land.frame().row(z);
        // as the measure's own rule: within half a sample of the grid
        if (!(c >= -0.5 && c <= land.columns() - 0.5 && r >= -0.5 && r <= land.rows() - 0.5)) {
            throw new IllegalArgumentException(option + " " + text.strip() + " lies off the grid, whose samples cover "
                    + Cli.extentInFileUnits(land));
        }
        return new GroundPoint(x, z);
    }

    private static double[] point(String option, String text) {
        String[] p = text.split(",", -1);
        if (p.length != 2) {
            throw new UsageException(option + " must be EASTING,NORTHING, was '" + text + "'");
        }
        double x;
        double z;
        try {
            x = Double.parseDouble(p[0].trim());
            z = Double.parseDouble(p[1].trim());
        } catch (NumberFormatException e) { // not numbers at all: a usage error
            throw new UsageException(option + " must be EASTING,NORTHING, two numbers, was '" + text + "'");
        }
        if (!Double.isFinite(x) || !Double.isFinite(z)) { // NaN and infinity are numbers out of range: bad input
            throw new IllegalArgumentException(option + " must be EASTING,NORTHING with two finite numbers, was '"
                    + text + "'");
        }
        return new double[] {x, z};
    }
}
