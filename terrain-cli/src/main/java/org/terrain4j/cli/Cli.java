package org.terrain4j.cli;

import java.nio.file.Path;

import org.terrain4j.api.io.RasterFormat;

/** Checks shared by the subcommands, done before any work so bad input fails fast. */
final class Cli {

    private Cli() {
    }

    /**
     * @param output a heightfield file to be written
     * @throws IllegalArgumentException if its extension names no writable heightfield format
     */
    static void checkWritableRaster(Path output) {
        if (RasterFormat.of(output).filter(RasterFormat::canWrite).isEmpty()) {
            throw new IllegalArgumentException("cannot write a heightfield to " + output
                    + ": the extension must be .asc, .png (16-bit), .r16 or .f32");
        }
    }
}
