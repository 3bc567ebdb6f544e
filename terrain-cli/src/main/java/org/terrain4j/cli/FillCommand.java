package org.terrain4j.cli;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

import org.terrain4j.api.Heightfield;
import org.terrain4j.dem.InverseDistanceFill;
import org.terrain4j.dem.VoidFill;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code terrain fill FILE -o OUT [--method idw|laplace] [--search-distance N] [--smoothing N]}. */
@Command(name = "fill", mixinStandardHelpOptions = true,
        description = {"Fills the voids (no-data samples) of a heightfield file.",
            "--method idw (the default): inverse-distance weighting from the nearest samples in four directions, as"
                + " gdal_fillnodata; --method laplace: the smooth harmonic surface through the samples around each"
                + " void."})
final class FillCommand extends RasterCommand implements Messages.Aliases {

    /** The fill methods. */
    enum Method { idw, laplace }

    @Mixin
    InputOptions input;

    @Option(names = {"-o", "--output"}, required = true, paramLabel = "OUT",
            description = {"The filled heightfield, its format named by the extension:", Cli.WRITE_FORMATS})
    Path output;

    @Option(names = "--method", paramLabel = "METHOD", defaultValue = "idw",
            description = "idw or laplace (default ${DEFAULT-VALUE}).")
    Method method;

    @Option(names = "--search-distance", paramLabel = "N",
            description = "idw: how far to look for samples, in samples (gdal_fillnodata's -md; default "
                    + InverseDistanceFill.DEFAULT_SEARCH_DISTANCE + "), in [1, 1e7]. Voids farther from every sample stay voids.")
    Double searchDistance;

    @Option(names = "--smoothing", paramLabel = "N",
            description = "idw: passes of a 3 × 3 mean over the filled samples, in [0, 10000] (gdal_fillnodata's -si;"
                    + " default 0).")
    @Bounds(min = 0, max = org.terrain4j.dem.InverseDistanceFill.MAX_SMOOTHING_ITERATIONS)
    Integer smoothing;

    @Option(names = "--tolerance", paramLabel = "METRES",
            description = "laplace: stop when every filled sample is this close to the mean of its neighbours"
                    + " (default 1e-4); greater than 0 and at least half the spacing of 32-bit floats at the"
                    + " largest height (about 6e-8 of it).")
    Double tolerance;

    @Override
    public Map<String, String> aliases() {
        return Map.of("smoothingIterations", "--smoothing");
    }

    @Override
    public Integer call() throws Exception {
        Cli.checkWritableRaster(output);
        Cli.checkNotInput(input.file, output);
        VoidFill fill;
        if (method == Method.idw) {
            if (tolerance != null) {
                throw new IllegalArgumentException("--tolerance applies to --method laplace, not idw");
            }
            InverseDistanceFill idw = VoidFill.inverseDistance();
            if (searchDistance != null) {
                // below 1 sample no void has a sample within reach (its nearest neighbour is 1 sample away)
                if (!(searchDistance >= 1 && searchDistance <= InverseDistanceFill.MAX_SEARCH_DISTANCE)) {
                    throw new IllegalArgumentException("--search-distance must be in [1, 1e7] samples (a void's nearest"
                            + " neighbour is 1 sample away), was " + Cli.typed(console, "--search-distance", searchDistance));
                }
                idw = idw.withSearchDistance(searchDistance);
            }
            if (smoothing != null) {
                idw = idw.withSmoothingIterations(smoothing);
            }
            fill = idw;
        } else {
            if (searchDistance != null || smoothing != null) {
                throw new IllegalArgumentException("--search-distance and --smoothing apply to --method idw, not laplace");
            }
            fill = tolerance == null ? VoidFill.laplace() : VoidFill.laplace().withTolerance(tolerance);
        }
        Heightfield h = input.read();
        Cli.requireData(input.file, h);
        long voids = h.noDataCount();
        Heightfield filled;
        try (ProgressBar bar = console.progress("fill")) {
            filled = fill.fill(h, bar);
        }
        long left = filled.noDataCount();
        RasterOut.write(filled, output, console, String.format(Locale.ROOT, "%s filled %d of %s%s", method,
                voids - left, Cli.count(voids, "void"), left > 0 ? " (" + left + (left == 1 ? " lies" : " lie")
                + " beyond the search distance)" : ""), "the filled "
                + input.file, mapping.mapping);
        if (left > 0) {
            console.err().printf(Locale.ROOT, "terrain: warning: %s of %s %s farther than %s samples from any"
                    + " sample and %s; raise --search-distance or use --method laplace%n", Cli.count(left, "void"),
                    input.file, left == 1 ? "lies" : "lie",
                    Cli.typed(console, "--search-distance", ((InverseDistanceFill) fill).searchDistance()),
                    left == 1 ? "stays a void" : "stay voids");
            console.err().flush();
        }
        return 0;
    }
}
