package org.terrain4j.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;

import org.terrain4j.api.Heightfield;
import org.terrain4j.api.io.Rasters;
import org.terrain4j.api.io.ReadOptions;

/** Writing a heightfield the way every DEM-preparation command does, with its summary and read-back line. */
final class RasterOut {

    private RasterOut() {
    }

    /**
     * Writes a field in the format its extension names, atomically, then prints a summary and, for a file
     * that does not record them, the options that read it back.
     *
     * @param field   the heights
     * @param output  the file
     * @param console where to print
     * @param what    what was done, for the summary, such as "filled 120 voids"
     * @throws IOException {@code cannot write FILE: REASON}
     */
    static void write(Heightfield field, Path output, Output console, String what) throws IOException {
        ReadOptions back = Cli.written(output, () -> Rasters.write(field, output));
        console.out().printf(Locale.ROOT, "wrote %s: %d × %d samples%s%n", output, field.columns(), field.rows(),
                what.isEmpty() ? "" : ", " + what);
        console.out().flush();
        InputOptions.printReadBack(console.essential(), output, back);
    }
}
