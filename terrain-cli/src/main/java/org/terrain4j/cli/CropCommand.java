package org.terrain4j.cli;

import java.nio.file.Path;
import java.util.Locale;

import org.terrain4j.api.Heightfield;
import org.terrain4j.dem.Window;

import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/** {@code terrain crop FILE -o OUT (--window COL,ROW,COLUMNS,ROWS | --bounds WEST,SOUTH,EAST,NORTH)}. */
@Command(name = "crop", mixinStandardHelpOptions = true,
        description = {"Cuts a rectangle out of a heightfield file, keeping each sample where it was.",
            "By a window of samples (as gdal_translate -srcwin) or by coordinates in the file's coordinate system:"
                + " longitude and latitude for an .hgt tile, easting and northing for a projected grid."})
final class CropCommand extends RasterCommand {

    @Mixin
    InputOptions input;

    @Option(names = {"-o", "--output"}, required = true, paramLabel = "OUT",
            description = {"The cropped heightfield, its format named by the extension:", Cli.WRITE_FORMATS})
    Path output;

    @ArgGroup(exclusive = true, multiplicity = "1")
    Where where;

    /** The rectangle: by samples or by coordinates. */
    static final class Where {
        // one text each, split here: an array option (split = ",") showed as repeatable in the usage line,
        // "--window=COL,ROW,COLUMNS,ROWS[,COL,ROW,COLUMNS,ROWS...]", as if it took eight numbers or more
        @Option(names = "--window", paramLabel = "COL,ROW,COLUMNS,ROWS",
                description = "First column and row (0 is the north-west sample), then how many columns and rows.")
        String window;

        @Option(names = "--bounds", paramLabel = "WEST,SOUTH,EAST,NORTH",
                description = "Keep the samples inside these coordinates (the file's system: degrees for .hgt).")
        String bounds;
    }

    /** The four parts of a comma-separated option value, or a usage error naming the option and its shape. */
    private String[] four(String option, String shape, String text) {
        String[] parts = text.split(",", -1);
        if (parts.length != 4) {
            throw new ParameterException(console.spec.commandLine(), option + " needs four numbers " + shape + ", had "
                    + parts.length + " in '" + text + "'");
        }
        return parts;
    }

    private int[] window(String text) {
        String[] parts = four("--window", "COL,ROW,COLUMNS,ROWS", text);
        int[] v = new int[4];
        for (int i = 0; i < 4; i++) {
            long x;
            long min = i < 2 ? 0 : 1;
            String part = "--window's " + (i == 0 ? "COL" : i == 1 ? "ROW" : i == 2 ? "COLUMNS" : "ROWS");
            try {
                x = Conversions.whole(parts[i], Long.MIN_VALUE, Long.MAX_VALUE);
            } catch (Conversions.NotANumber e) {
                throw new ParameterException(console.spec.commandLine(),
                        Conversions.mustBeWhole(part, min, Integer.MAX_VALUE, parts[i]));
            } catch (picocli.CommandLine.TypeConversionException e) {
                x = Long.MAX_VALUE; // reported as out of range below
            }
            if (x < min || x > Integer.MAX_VALUE) {
                throw new IllegalArgumentException(part + " must be " + (Conversions.isWhole(parts[i]) ? "" : "a whole number ")
                        + "in [" + min + ", " + Integer.MAX_VALUE + "], was " + parts[i].strip());
            }
            v[i] = (int) x;
        }
        return v;
    }

    private double[] bounds(String text) {
        String[] parts = four("--bounds", "WEST,SOUTH,EAST,NORTH", text);
        double[] v = new double[4];
        for (int i = 0; i < 4; i++) {
            try {
                v[i] = Double.parseDouble(parts[i].strip());
            } catch (NumberFormatException e) {
                throw new ParameterException(console.spec.commandLine(), "--bounds needs four numbers"
                        + " WEST,SOUTH,EAST,NORTH, was '" + text + "'");
            }
        }
        return v;
    }

    /** The parsed --bounds as every message echoes them: the coordinates as the command prints coordinates. */
    private static String echo(double[] b, boolean degrees) {
        return Cli.coordinate(b[0], degrees) + "," + Cli.coordinate(b[1], degrees) + "," + Cli.coordinate(b[2], degrees)
                + "," + Cli.coordinate(b[3], degrees);
    }

    @Override
    public Integer call() throws Exception {
        Cli.checkWritableRaster(output);
        Cli.checkNotInput(input.file, output);
        int[] window = where.window == null ? null : window(where.window);
        double[] b = where.bounds == null ? null : bounds(where.bounds);
        Heightfield h = input.readAsIs();
        Window w;
        if (window != null) {
            int[] v = window;
            if ((long) v[0] + v[2] > h.columns() || (long) v[1] + v[3] > h.rows()) {
                throw new IllegalArgumentException(String.format(Locale.ROOT, "--window %d,%d,%d,%d (columns %d…%d,"
                        + " rows %d…%d) does not lie inside the %d × %d samples of %s (columns 0…%d, rows 0…%d)", v[0],
                        v[1], v[2], v[3], v[0], (long) v[0] + v[2] - 1, v[1], (long) v[1] + v[3] - 1, h.columns(),
                        h.rows(), input.file, h.columns() - 1, h.rows() - 1));
            }
            w = new Window(v[0], v[1], v[2], v[3]);
        } else {
            var g = h.frame().georeference();
            boolean degrees = g.map(r -> r.crs().isGeographic()).orElse(false);
            for (double v : b) {
                if (!Double.isFinite(v)) {
                    throw new IllegalArgumentException("--bounds must be four finite numbers WEST,SOUTH,EAST,NORTH, was "
                            + echo(b, degrees));
                }
            }
            if (!(b[0] <= b[2] && b[1] <= b[3])) {
                throw new IllegalArgumentException("--bounds must be WEST,SOUTH,EAST,NORTH with west <= east and"
                        + " south <= north, was " + echo(b, degrees));
            }
            // the file's own coordinates: through its georeference (longitude and latitude for an .hgt tile)
            // if it has one, else the frame's x and northing (−z)
            double x0 = g.isPresent() ? g.get().x(b[0]) : b[0];
            double x1 = g.isPresent() ? g.get().x(b[2]) : b[2];
            double z0 = g.isPresent() ? g.get().z(b[3]) : -b[3];
            double z1 = g.isPresent() ? g.get().z(b[1]) : -b[1];
            try {
                w = Window.covering(h, x0, z0, x1, z1);
            } catch (IllegalArgumentException e) {
                // the corners are finite (checked above), so no sample lies inside: say so in the file's units
                throw new IllegalArgumentException("--bounds " + echo(b, degrees) + " holds no sample of " + input.file
                        + ", whose samples cover " + Cli.extentInFileUnits(h), e);
            }
        }
        Heightfield cropped = input.placed(w.crop(h));
        Cli.warnIfNoData(output, cropped, console.err());
        RasterOut.write(cropped, output, console, String.format(Locale.ROOT,
                "columns %d…%d, rows %d…%d of %s (samples cover %s)", w.column(), w.column() + w.columns() - 1,
                w.row(), w.row() + w.rows() - 1, input.file, Cli.extentInFileUnits(cropped)), "the crop of " + input.file,
                mapping.mapping);
        return 0;
    }
}
