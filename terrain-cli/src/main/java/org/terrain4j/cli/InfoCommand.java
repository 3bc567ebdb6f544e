package org.terrain4j.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.Statistics;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code terrain info FILE}: size, frame and statistics of a heightfield file. */
@Command(name = "info", mixinStandardHelpOptions = true,
        description = "Prints a heightfield file's size, spacing, origin, min / max / mean and voids.")
final class InfoCommand implements Callable<Integer> {

    @Mixin
    InputOptions input;

    @Mixin
    Output console;

    @Override
    public Integer call() throws Exception {
        Heightfield h = input.read();
        PrintWriter out = console.out();
        print(input.file, h, !input.geographic && org.terrain4j.io.Geographic.looksLikeDegrees(h.frame()), out);
        out.flush();
        return 0;
    }

    /**
     * @param f a frame
     * @return its coordinate reference system as {@code info} prints it
     */
    static String crs(GridFrame f) {
        if (f.georeference().isEmpty()) {
            return "none (a local grid: the file names no coordinate reference system)";
        }
        org.terrain4j.api.Georeference g = f.georeference().get();
        String kind = g.crs().isGeographic() ? "geographic" : "projected";
        String placed = g.scaleX() == 1 && g.scaleZ() == 1 ? ""
                : String.format(Locale.ROOT, "; frame in metres, %.6g m × %.6g m a unit (the way back to the file's units)",
                        g.scaleX(), g.scaleZ());
        return g.crs() + ", " + kind + placed;
    }

    /**
     * @param v a position, metres
     * @return six decimals below a billion metres; from there to 1e15 m every digit the position holds
     *         and no more ({@code 999999999990.5}, which six significant digits would show as 1e12); six
     *         significant digits beyond (an {@code xllcorner} of 1e300 would otherwise print 300 digits)
     */
    static String metres(double v) {
        if (Math.abs(v) < 1e9) {
            return String.format(Locale.ROOT, "%.6f", v);
        }
        if (Math.abs(v) < 1e15) {
            return new java.math.BigDecimal(Double.toString(v)).toPlainString();
        }
        return String.format(Locale.ROOT, "%.6g", v);
    }

    /**
     * @param file    the file read
     * @param h       what it gave
     * @param degrees whether the frame is in degrees (a geographic grid read as it is)
     * @param out     where to print
     */
    static void print(Path file, Heightfield h, boolean degrees, PrintWriter out) {
        GridFrame f = h.frame();
        Statistics s = h.statistics();
        String unit = degrees ? "°" : " m";
        out.printf(Locale.ROOT, "file      %s%n", file);
        out.printf(Locale.ROOT, "crs       %s%n", crs(f));
        out.printf(Locale.ROOT, "size      %s × %s (%s)%n", Cli.count(h.columns(), "column"),
                Cli.count(h.rows(), "row"), Cli.count(h.sampleCount(), "sample"));
        out.printf(Locale.ROOT, "spacing   %.6g%s (%s) × %.6g%s (%s)%s%n", f.spacingX(), unit, degrees ? "longitude" : "x",
                f.spacingZ(), unit, degrees ? "latitude" : "z", degrees ? "; add --geographic to place it in metres" : "");
        // + 0.0 turns a −0 origin (a grid written with its north edge at 0) into 0
        if (degrees) {
            out.printf(Locale.ROOT, "origin    longitude %.6f°, latitude %.6f° (sample 0, 0: the north-west corner)%n",
                    f.originX() + 0.0, -f.originZ() + 0.0);
        } else {
            out.printf(Locale.ROOT, "origin    x %s m, z %s m (sample 0, 0; z runs south)%n", metres(f.originX() + 0.0),
                    metres(f.originZ() + 0.0));
        }
        out.printf(Locale.ROOT, "extent    %.6g%s × %.6g%s%n", (h.columns() - 1) * f.spacingX(), unit,
                (h.rows() - 1) * f.spacingZ(), unit);
        f.georeference().filter(g -> g.crs().isGeographic()).ifPresent(g -> out.printf(Locale.ROOT,
                "bounds    west %.6f°, south %.6f°, east %.6f°, north %.6f° (%s, the outer samples)%n",
                g.easting(f.x(0)) + 0.0, g.northing(f.z(h.rows() - 1)) + 0.0, g.easting(f.x(h.columns() - 1)) + 0.0,
                g.northing(f.z(0)) + 0.0, g.crs()));
        if (s.count() == 0) {
            out.printf(Locale.ROOT, "heights   none: all %d samples are voids (no data)%n", (long) h.sampleCount());
        } else {
            out.printf(Locale.ROOT, "min       %.6g%n", s.min());
            out.printf(Locale.ROOT, "max       %.6g%n", s.max());
            out.printf(Locale.ROOT, "mean      %.6g%n", s.mean());
        }
        out.printf(Locale.ROOT, "voids     %d%n", s.noDataCount());
    }
}
