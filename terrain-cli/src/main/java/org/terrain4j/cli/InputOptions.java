package org.terrain4j.cli;

import java.io.IOException;
import java.nio.file.Path;

import org.terrain4j.api.Heightfield;
import org.terrain4j.api.io.Geographic;
import org.terrain4j.api.io.Rasters;

import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The heightfield file a subcommand reads, and whether its spacing is in degrees (a picocli mixin). */
final class InputOptions {

    @Parameters(index = "0", paramLabel = "FILE",
            description = "A heightfield: .asc, .hgt, .png (16-bit), .r16/.raw or .f32.")
    Path file;

    @Option(names = "--geographic",
            description = "The file's spacing is in degrees (a geographic .asc): place it in metres first.")
    boolean geographic;

    /**
     * Reads the file as it is, warning on standard error if it looks geographic and --geographic is off.
     *
     * @return the field in the file's own frame
     * @throws IOException if it cannot be read
     */
    Heightfield readAsIs() throws IOException {
        Heightfield h = Rasters.read(file);
        Cli.warnIfGeographic(file, h, geographic, System.err);
        return h;
    }

    /**
     * @param h a field read by {@link #readAsIs()}
     * @return it placed in metres if --geographic was given, else unchanged
     */
    Heightfield placed(Heightfield h) {
        return geographic ? Geographic.toMetres(h) : h;
    }

    /**
     * @return the file's field, in metres if --geographic was given
     * @throws IOException if it cannot be read
     */
    Heightfield read() throws IOException {
        return placed(readAsIs());
    }
}
