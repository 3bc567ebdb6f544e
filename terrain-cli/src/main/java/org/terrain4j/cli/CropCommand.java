package org.terrain4j.cli;

import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.terrain4j.api.Heightfield;
import org.terrain4j.api.dem.Window;

import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code terrain crop FILE -o OUT (--window COL,ROW,COLUMNS,ROWS | --bounds WEST,SOUTH,EAST,NORTH)}. */
@Command(name = "crop", mixinStandardHelpOptions = true,
        description = {"Cuts a rectangle out of a heightfield file, keeping each sample where it was.",
            "By a window of samples (as gdal_translate -srcwin) or by coordinates in the file's coordinate system:"
                + " longitude and latitude for an .hgt tile, easting and northing for a projected grid."})
final class CropCommand implements Callable<Integer> {

    @Mixin
    InputOptions input;

    @Option(names = {"-o", "--output"}, required = true, paramLabel = "OUT",
            description = {"The cropped heightfield, its format named by the extension:", Cli.WRITE_FORMATS})
    Path output;

    @ArgGroup(exclusive = true, multiplicity = "1")
    Where where;

    /** The rectangle: by samples or by coordinates. */
    static final class Where {
        @Option(names = "--window", paramLabel = "COL,ROW,COLUMNS,ROWS", split = ",",
                description = "First column and row (0 is the north-west sample), then how many columns and rows.")
        int[] window;

        @Option(names = "--bounds", paramLabel = "WEST,SOUTH,EAST,NORTH", split = ",",
                description = "Keep the samples inside these coordinates (the file's system: degrees for .hgt).")
        double[] bounds;
    }

    @Mixin
    Output console;

    @Override
    public Integer call() throws Exception {
        Cli.checkWritableRaster(output);
        Cli.checkNotInput(input.file, output);
        if (where.window != null && where.window.length != 4) {
            throw new IllegalArgumentException("--window needs four whole numbers COL,ROW,COLUMNS,ROWS, had "
                    + where.window.length);
        }
        if (where.bounds != null && where.bounds.length != 4) {
            throw new IllegalArgumentException("--bounds needs four numbers WEST,SOUTH,EAST,NORTH, had "
                    + where.bounds.length);
        }
        Heightfield h = input.readAsIs();
        Window w;
        if (where.window != null) {
            int[] v = where.window;
            w = new Window(v[0], v[1], v[2], v[3]);
        } else {
            double[] b = where.bounds;
            for (double v : b) {
                if (!Double.isFinite(v)) {
                    throw new IllegalArgumentException("--bounds must be four finite numbers WEST,SOUTH,EAST,NORTH, was "
                            + b[0] + "," + b[1] + "," + b[2] + "," + b[3]);
                }
            }
            if (!(b[0] <= b[2] && b[1] <= b[3])) {
                throw new IllegalArgumentException("--bounds must be WEST,SOUTH,EAST,NORTH with west <= east and"
                        + " south <= north, was " + b[0] + "," + b[1] + "," + b[2] + "," + b[3]);
            }
            // the file's own coordinates: through its georeference (longitude and latitude for an .hgt tile)
            // if it has one, else the frame's x and northing (−z)
            var g = h.frame().georeference();
            double x0 = g.isPresent() ? g.get().x(b[0]) : b[0];
            double x1 = g.isPresent() ? g.get().x(b[2]) : b[2];
            double z0 = g.isPresent() ? g.get().z(b[3]) : -b[3];
            double z1 = g.isPresent() ? g.get().z(b[1]) : -b[1];
            try {
                w = Window.covering(h, x0, z0, x1, z1);
            } catch (IllegalArgumentException e) {
                // the corners are finite (checked above), so no sample lies inside: say so in the units typed
                boolean degrees = g.map(r -> r.crs().isGeographic()).orElse(false);
                throw new IllegalArgumentException("--bounds " + Cli.coordinate(b[0], degrees) + ","
                        + Cli.coordinate(b[1], degrees) + "," + Cli.coordinate(b[2], degrees) + ","
                        + Cli.coordinate(b[3], degrees) + " holds no sample of " + input.file + ", whose samples cover "
                        + Cli.extentInFileUnits(h), e);
            }
        }
        Heightfield cropped = input.placed(w.crop(h));
        RasterOut.write(cropped, output, console, String.format(Locale.ROOT,
                "columns %d…%d, rows %d…%d of %s (samples cover %s)", w.column(), w.column() + w.columns() - 1,
                w.row(), w.row() + w.rows() - 1, input.file, Cli.extentInFileUnits(cropped)));
        return 0;
    }
}
