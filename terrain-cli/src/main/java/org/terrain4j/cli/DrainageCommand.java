package org.terrain4j.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.terrain4j.api.Heightfield;
import org.terrain4j.io.internal.AtomicFiles;
import org.terrain4j.routing.DepressionFill;
import org.terrain4j.routing.DrainageGrid;
import org.terrain4j.routing.FlowNetwork;
import org.terrain4j.routing.MultipleFlow;
import org.terrain4j.routing.StreamNetwork;
import org.terrain4j.image.Grayscale;
import org.terrain4j.image.Png;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code terrain drainage FILE -o area.png|.asc [--streams streams.geojson] [--threshold M2] [--flat]
 * [--multiple-flow]}: depression filling, D8 (or multiple-flow) routing and drainage area.
 */
@Command(name = "drainage", mixinStandardHelpOptions = true,
        description = {"Fills depressions (priority flood), routes water by steepest descent over 8 neighbours and"
                + " writes the drainage area: a picture of log10(area) for .png, the area in m² for a raster file.",
            "--streams writes the channels (area >= --threshold) as GeoJSON lines with their Strahler order."})
final class DrainageCommand extends RasterCommand {

    @Mixin
    InputOptions input;

    @Option(names = {"-o", "--output"}, required = true, paramLabel = "OUT",
            description = "Drainage area, by extension: png (a log10 picture, 8-bit) or a raster (asc, tif, r16, raw,"
                    + " f32) in m².")
    Path output;

    @Option(names = "--streams", paramLabel = "FILE.geojson",
            description = "Also write the stream network as GeoJSON LineStrings (properties: order, samples).")
    Path streams;

    @Option(names = "--threshold", paramLabel = "M2",
            description = "Smallest drainage area of a channel, m², finite and > 0 (default: 1%% of the grid's area).")
    Double threshold;

    @Option(names = "--flat", description = "Route on the flat fill instead of the draining fill (lakes stay pits).")
    boolean flat;

    @Option(names = "--multiple-flow", description = "Freeman's multiple-flow accumulation instead of D8 for the area.")
    boolean multipleFlow;

    @Override
    public Integer call() throws Exception {
        Cli.checkNotInput(input.file, output);
        if (streams != null) {
            Cli.checkNotInput(input.file, streams);
        }
        boolean png = output.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".png");
        if (png) {
            if (mapping.mapping != null) {
                throw new IllegalArgumentException("--mapping applies to a raster of areas (r16, raw), not to the"
                        + " 8-bit picture a .png output is");
            }
            Cli.checkDirectory(output);
        } else {
            Cli.checkWritableRaster(output);
        }
        if (streams != null) {
            if (!streams.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".geojson")) {
                throw new IllegalArgumentException("--streams must end in .geojson, was " + streams);
            }
            Cli.checkDirectory(streams);
        }
        if (threshold != null && !(threshold > 0 && threshold < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("--threshold must be finite and > 0 m², was " + threshold);
        }
        if (threshold != null && streams == null) {
            throw new IllegalArgumentException("--threshold applies to --streams (the channels), not to the area alone");
        }
        Heightfield h = input.read();
        Cli.requireData(input.file, h);
        // no spacing overflows the areas' 32-bit samples: GridFrame keeps a cell within 1e18 m², so the whole
        // grid's 2^31 samples drain at most 2.1e27 m², below float's 3.4e38 (a 1e39 m grid is refused at reading)
        long t0 = System.nanoTime();
        DrainageGrid grid = DrainageGrid.of(h);
        float[] heights = h.toArray();
        float[] filled = (flat ? DepressionFill.flat() : DepressionFill.draining()).filled(grid, heights);
        FlowNetwork net = FlowNetwork.steepestDescent(grid, filled);
        double[] d8 = net.drainageArea();
        double[] area = multipleFlow ? MultipleFlow.freeman().drainageArea(grid, filled) : d8;
        double total = grid.cellArea() * (heights.length - h.noDataCount());
        double max = 0;
        for (double a : area) {
            max = Math.max(max, a);
        }
        int cols = h.columns();
        int rows = h.rows();
        List<Path> files = new ArrayList<>();
        List<AtomicFiles.Content<Path>> writers = new ArrayList<>();
        org.terrain4j.io.ReadOptions[] back = new org.terrain4j.io.ReadOptions[1];
        String how = "";
        files.add(output);
        if (png) {
            double[] log = new double[area.length];
            for (int i = 0; i < log.length; i++) {
                log[i] = area[i] > 0 ? Math.log10(area[i]) : Math.log10(grid.cellArea());
            }
            writers.add(p -> Png.write(Grayscale.stretched().image8(Heightfield.of(cols, rows, log)), p));
        } else {
            RasterOut.Plan plan = RasterOut.plan(Heightfield.of(cols, rows, area).withFrame(h.frame()), output,
                    "the drainage area of " + input.file, mapping.mapping, "area", "m²");
            writers.add(p -> back[0] = plan.write(p));
            how = plan.how().isEmpty() ? "" : ", " + plan.how();
        }
        double t = threshold != null ? threshold : Math.max(grid.cellArea(), 0.01 * total);
        StreamNetwork s = streams == null ? null : net.streams(d8, t);
        if (s != null) {
            files.add(streams);
            writers.add(p -> org.terrain4j.vector.StreamGeoJson.write(s, p, h.frame()).ifPresent(w -> {
                console.err().printf(Locale.ROOT, "terrain: warning: %s: %s%n", streams, w);
                console.err().flush();
            }));
        }
        // all outputs or none: a failing --streams must not leave the area written
        Cli.writeAll(files, writers);
        console.out().printf(Locale.ROOT, "wrote %s: drainage area (%s), %d × %d, largest %.6g m² of %.6g m²%s%n",
                output, multipleFlow ? "multiple flow" : "D8", cols, rows, max, total, how);
        if (s != null) {
            // what the file holds: a link of one sample (a confluence at a base level) is no line
            List<StreamNetwork.Link> lines = s.links().stream().filter(l -> l.length() >= 2).toList();
            long drawn = lines.size();
            int order = lines.stream().mapToInt(StreamNetwork.Link::order).max().orElse(0);
            long single = s.links().size() - drawn;
            console.out().printf(Locale.ROOT, "wrote %s: %s draining >= %s m²%s%s%n", streams,
                    drawn == 0 ? "no stream link" : Cli.count(drawn, "stream link"), Cli.typed(console, "--threshold", t),
                    drawn == 0 ? "" : ", Strahler order up to " + order,
                    single == 0 ? "" : " (" + Cli.count(single, "link") + " of a single sample at a base level"
                    + (single == 1 ? " is" : " are") + " no line and left out)");
        }
        if (back[0] != null) {
            InputOptions.printReadBack(console.essential(), output, back[0], h.frame());
        }
        console.out().printf(Locale.ROOT, "done in %d ms%n", (System.nanoTime() - t0) / 1_000_000);
        return 0;
    }
}
