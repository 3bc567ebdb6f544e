package org.terrain4j.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.HeightfieldView;
import org.terrain4j.api.io.RasterFormat;

/** Checks and notes shared by the subcommands, done before any work so bad input fails fast. */
final class Cli {

    private Cli() {
    }

    /**
     * @param output a heightfield file to be written
     * @throws IllegalArgumentException if its extension names no writable heightfield format or its
     *                                  directory does not exist
     */
    static void checkWritableRaster(Path output) {
        if (RasterFormat.of(output).filter(RasterFormat::canWrite).isEmpty()) {
            throw new IllegalArgumentException("cannot write a heightfield to " + output
                    + ": the extension must be .asc, .png (16-bit), .r16/.raw or .f32");
        }
        checkDirectory(output);
    }

    /**
     * @param output a file to be written
     * @throws IllegalArgumentException if the directory it would go in does not exist, or it is a directory
     */
    static void checkDirectory(Path output) {
        Path dir = output.toAbsolutePath().getParent();
        if (dir != null && !Files.isDirectory(dir)) {
            throw new IllegalArgumentException("cannot write " + output + ": the directory " + dir + " does not exist");
        }
        if (Files.isDirectory(output)) {
            throw new IllegalArgumentException("cannot write " + output + ": it is a directory");
        }
    }

    /**
     * Refuses a grid that the heap cannot hold a few times over, before any work.
     *
     * @param samples number of samples of the grid to make
     * @param copies  how many float copies the operation holds at once
     * @throws IllegalArgumentException if it does not fit
     */
    static void checkHeap(long samples, int copies) {
        long need = samples * 4L * copies;
        long max = Runtime.getRuntime().maxMemory();
        if (need > max) {
            throw new IllegalArgumentException(String.format(Locale.ROOT,
                    "a grid of %d samples needs about %d MiB, more than this JVM's %d MiB heap"
                            + " (set JAVA_OPTS=-Xmx…)", samples, need >> 20, max >> 20));
        }
    }

    /**
     * Warns on standard error when a field read without {@code --geographic} looks like a grid in degrees
     * (spacing below 0.01 and a position that is a longitude and latitude), where slopes would be
     * meaningless.
     *
     * @param file       the file read
     * @param field      what it gave
     * @param geographic whether the user asked for the degree-to-metre placement
     * @param err        where to warn
     */
    static void warnIfGeographic(Path file, HeightfieldView field, boolean geographic, PrintStream err) {
        GridFrame f = field.frame();
        boolean looks = f.spacingX() < 0.01 && f.spacingZ() < 0.01 && Math.abs(f.originX()) <= 360
                && Math.abs(f.originZ()) <= 90;
        if (looks && !geographic) {
            err.printf(Locale.ROOT, "terrain: warning: %s looks geographic (spacing %.3g); add --geographic to place"
                    + " it in metres, or slopes and meshes will be wrong%n", file, f.spacingX());
        }
    }
}
