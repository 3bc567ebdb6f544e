package org.terrain4j.cli;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.Statistics;
import org.terrain4j.dem.Hillshade;
import org.terrain4j.image.SquarePixels;
import org.terrain4j.isoline.IsolineGeoJson;
import org.terrain4j.isoline.IsolineLevel;
import org.terrain4j.isoline.IsolineSvg;
import org.terrain4j.isoline.Isolines;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code terrain contours FILE --interval I -o OUT.svg|.geojson}. */
@Command(name = "contours", mixinStandardHelpOptions = true,
        description = {"Traces isolines (contour lines) by marching squares and writes them as SVG or GeoJSON.",
            "A sample is inside a level when its height is >= the level; saddles follow the mean of the"
                + " cell's four corners."})
final class ContoursCommand implements Callable<Integer> {

    @Mixin
    InputOptions input;

    @Option(names = {"-i", "--interval"}, required = true, paramLabel = "I",
            description = "Height between levels, in the file's height units, finite and > 0; at least one level must lie within"
                    + " the file's heights.")
    double interval;

    @Option(names = "--base", paramLabel = "LEVEL", defaultValue = "0", description = "A level lies at base + k × interval; any finite height (default ${DEFAULT-VALUE}).")
    double base;

    @Option(names = {"-o", "--output"}, required = true, paramLabel = "OUT",
            description = "The contours, by extension: svg (over a hillshade), geojson or json (RFC 7946, property"
                    + " 'level': WGS 84 longitude/latitude reprojected from the file's coordinate system; a file that names"
                    + " none gives local metres east/north and a warning).")
    Path output;

    @Option(names = "--bands", description = "GeoJSON: write the filled bands between levels as polygons instead of lines.")
    boolean bands;

    @Mixin
    Output console;

    @Override
    public Integer call() throws Exception {
        String name = output.getFileName().toString().toLowerCase(Locale.ROOT);
        boolean svg = name.endsWith(".svg");
        if (!svg && !name.endsWith(".geojson") && !name.endsWith(".json")) {
            throw new IllegalArgumentException("cannot write contours to " + output
                    + ": the extension must be .svg, .geojson or .json");
        }
        if (svg && bands) {
            throw new UsageException("--bands needs a .geojson or .json output, not " + output);
        }
        Cli.checkDirectory(output);
        Heightfield field = input.read();
        long t0 = System.nanoTime();
        Isolines isolines = Isolines.every(interval, base);
        requireLevel(isolines, field);
        String what;
        if (!svg && bands) {
            var polygons = isolines.bands(field);
            AtomicReference<Optional<String>> warning = new AtomicReference<>(Optional.empty());
            Cli.write(output, () -> warning.set(IsolineGeoJson.writeBands(polygons, field.frame(), output)));
            warn(warning.get());
            what = Cli.count(polygons.size(), "band");
        } else {
            List<IsolineLevel> lines = isolines.trace(field);
            if (svg) {
                GridFrame f = field.frame();
                double samplesAcross = Math.max(field.columns() * f.spacingX(), field.rows() * f.spacingZ())
                        / Math.min(f.spacingX(), f.spacingZ());
                IsolineSvg svgWriter = IsolineSvg.builder().background(Hillshade.standard().image(SquarePixels.resample(field)))
                        .pixelsPerSample(Math.max(2, SquarePixels.MIN_LONG_SIDE / samplesAcross))
                        .indexEvery(5).title(input.file.getFileName().toString()).build();
                Cli.write(output, () -> svgWriter.write(field, lines, output));
            } else {
                AtomicReference<Optional<String>> warning = new AtomicReference<>(Optional.empty());
                Cli.write(output, () -> warning.set(IsolineGeoJson.writeIsolines(lines, field.frame(), output)));
                warn(warning.get());
            }
            long count = lines.stream().mapToLong(l -> l.lines().size()).sum();
            // a level that touches the heights at one sample only (the highest, say) has no line: not counted
            long drawn = lines.stream().filter(l -> !l.lines().isEmpty()).count();
            what = Cli.count(drawn, "level") + ", " + Cli.count(count, "line");
        }
        console.out().printf(Locale.ROOT, "wrote %s: %s in %d ms%n", output, what, (System.nanoTime() - t0) / 1_000_000);
        return 0;
    }

    /**
     * Refuses, before anything is drawn or written, an interval and base that put no level within the
     * field's heights: the lines would be none, and the bands one band over everything.
     *
     * @throws IllegalArgumentException if the field has no valid sample, or no level
     *                                  {@code base + k × interval} lies within its heights, or too many
     *                                  do, naming --interval, --base, their values and the heights
     */
    private void requireLevel(Isolines isolines, Heightfield field) {
        Cli.requireData(input.file, field);
        Statistics s = field.statistics();
        double[] levels;
        try {
            levels = isolines.levels(field);
        } catch (IllegalArgumentException e) {
            throw tooManyLevels(s);
        }
        if (levels.length > 0) {
            return;
        }
        // any interval up to the range puts a level within it, whatever the base; rounded down so that
        // the number printed does too
        String hint = s.max() > s.min()
                ? "; an --interval of at most " + Cli.readable(new BigDecimal(s.max() - s.min())
                        .round(new MathContext(6, RoundingMode.FLOOR)).doubleValue()) + " gives at least one"
                : "; the field is flat, at " + Cli.readable(s.min());
        String typedInterval = Cli.typed(console, "--interval", interval);
        String typedBase = Cli.typed(console, "--base", base);
        throw new IllegalArgumentException("--interval " + typedInterval + " with --base "
                + typedBase + " gives no contour level within the heights of " + input.file + ", "
                + Cli.readable(s.min()) + "…" + Cli.readable(s.max()) + " (the levels are " + typedBase
                + " + k × " + typedInterval + ")" + hint);
    }

    /**
     * The library refuses more than {@link Isolines#MAX_LEVELS} levels, or levels {@code base + k × interval}
     * so far from the base that neighbouring ones round to the same height; this says so in the options'
     * words, with the smallest interval that works.
     */
    private IllegalArgumentException tooManyLevels(Statistics s) {
        String head = "--interval " + Cli.typed(console, "--interval", interval) + " with --base " + Cli.typed(console, "--base", base)
                + " gives ";
        String heights = " within the heights of " + input.file + ", " + Cli.readable(s.min()) + "…" + Cli.readable(s.max());
        boolean apart = Math.abs((s.min() - base) / interval) < 1e15 && Math.abs((s.max() - base) / interval) < 1e15;
        if (!apart) {
            return new IllegalArgumentException(head + "contour levels too close together to tell apart" + heights
                    + " (the heights lie more than 1e15 intervals from --base); bring --base nearer the heights or"
                    + " widen --interval");
        }
        // an interval above (max − min) / MAX_LEVELS puts at most MAX_LEVELS levels within the heights, whatever
        // the base; the six-digit number just above it is the one printed
        double least = new BigDecimal((s.max() - s.min()) / Isolines.MAX_LEVELS * (1 + 1e-12))
                .round(new MathContext(6, RoundingMode.CEILING)).doubleValue();
        return new IllegalArgumentException(head + "more than " + Isolines.MAX_LEVELS + " contour levels" + heights
                + "; an --interval of at least " + Cli.readable(least) + " gives at most " + Isolines.MAX_LEVELS);
    }

    private void warn(Optional<String> warning) {
        warning.ifPresent(w -> {
            console.err().printf(Locale.ROOT, "terrain: warning: %s: %s%n", output, w);
            console.err().flush();
        });
    }
}
