package org.terrain4j.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;

import org.terrain4j.api.Heightfield;
import org.terrain4j.api.io.Rasters;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code terrain generate …}: new heightfields from fractals and noise. */
@Command(name = "generate", mixinStandardHelpOptions = true,
        description = "Generates a heightfield and writes it in the format its extension names.",
        subcommands = {GenerateCommand.DiamondSquare.class})
final class GenerateCommand {

    /** {@code terrain generate diamond-square}. */
    @Command(name = "diamond-square", mixinStandardHelpOptions = true,
            description = "Diamond-square fractal, normalised to 0…1, size rounded up to 2^n + 1.")
    static final class DiamondSquare implements Callable<Integer> {

        @Option(names = "--size", defaultValue = "257", description = "Samples per side, 2…32769 (default ${DEFAULT-VALUE}).")
        int size;

        @Option(names = "--roughness", defaultValue = "0.5",
                description = "Share of the offsets kept at each level, 0…1 (default ${DEFAULT-VALUE}).")
        double roughness;

        @Option(names = "--seed", defaultValue = "7", description = "Seed (default ${DEFAULT-VALUE}).")
        long seed;

        @Option(names = {"-o", "--output"}, required = true, paramLabel = "FILE",
                description = "Output: .asc, .png (16-bit), .r16 or .f32.")
        Path output;

        @Override
        public Integer call() throws Exception {
            Cli.checkWritableRaster(output);
            long t0 = System.nanoTime();
            Heightfield h = Heightfield.diamondSquare(size, roughness, seed);
            Rasters.write(h, output);
            System.out.printf("wrote %s: %d × %d diamond-square (roughness %s, seed %d) in %d ms%n", output,
                    h.columns(), h.rows(), roughness, seed, (System.nanoTime() - t0) / 1_000_000);
            return 0;
        }
    }
}
