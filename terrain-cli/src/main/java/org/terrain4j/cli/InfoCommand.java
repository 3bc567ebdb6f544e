package org.terrain4j.cli;

import java.io.PrintStream;
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

    @Override
    public Integer call() throws Exception {
        Heightfield h = input.read();
        print(input.file, h, System.out);
        return 0;
    }

    static void print(Path file, Heightfield h, PrintStream out) {
        GridFrame f = h.frame();
        Statistics s = h.statistics();
        out.printf(Locale.ROOT, "file      %s%n", file);
        out.printf(Locale.ROOT, "size      %d columns × %d rows (%d samples)%n", h.columns(), h.rows(),
                (long) h.sampleCount());
        out.printf(Locale.ROOT, "spacing   %.6g m (x) × %.6g m (z)%n", f.spacingX(), f.spacingZ());
        // + 0.0 turns a −0 origin (a grid written with its north edge at 0) into 0
        out.printf(Locale.ROOT, "origin    x %.6f m, z %.6f m (sample 0, 0; z runs south)%n", f.originX() + 0.0,
                f.originZ() + 0.0);
        out.printf(Locale.ROOT, "extent    %.6g m × %.6g m%n", (h.columns() - 1) * f.spacingX(),
                (h.rows() - 1) * f.spacingZ());
        out.printf(Locale.ROOT, "min       %.6g%n", s.min());
        out.printf(Locale.ROOT, "max       %.6g%n", s.max());
        out.printf(Locale.ROOT, "mean      %.6g%n", s.mean());
        out.printf(Locale.ROOT, "voids     %d%n", s.noDataCount());
    }
}
