package org.terrain4j.cli;

import java.nio.file.Path;
import java.util.Locale;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.noise.Noise;
import org.terrain4j.noise.Noises;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code terrain generate …}: new heightfields from fractals and noise. */
@Command(name = "generate", mixinStandardHelpOptions = true,
        description = "Generates a heightfield and writes it in the format its extension names.",
        subcommands = {GenerateCommand.DiamondSquare.class, GenerateCommand.Fbm.class, GenerateCommand.Ridged.class,
            GenerateCommand.Warped.class, GenerateCommand.Billow.class, GenerateCommand.Value.class})
final class GenerateCommand {

    /**
     * What every generator shares: the output file, {@code --relief} and {@code --spacing} (beside
     * {@code --mapping} and {@code --quiet}), and the tail of its run (lift, warn if flat, write, summary, read-back line).
     */
    abstract static class Generated extends RasterCommand {

        @Option(names = {"-o", "--output"}, required = true, paramLabel = "FILE",
                description = {"The heightfield to write, its format named by the extension:", Cli.WRITE_FORMATS})
        Path output;

        @Option(names = "--relief", paramLabel = "METRES", defaultValue = "1",
                description = "Metres from the lowest to the highest sample, in (0, 1e9] (default ${DEFAULT-VALUE}: heights 0…1).")
        double relief;

        @Option(names = "--spacing", paramLabel = "METRES", defaultValue = "1", description = "Metres between samples, in [1e-6, 1e7] (default ${DEFAULT-VALUE}).")
        double spacing;

        /** Refuses an output that cannot be written and a relief or spacing out of range, before any work. */
        final void checkOutput() {
            Cli.checkWritableRaster(output);
            checkShape(relief, spacing);
        }

        /**
         * Lifts a normalised field to --relief and --spacing, warns if it came out flat, writes it and prints
         * the summary and how to read the file back.
         *
         * @param normalised the generated field, heights 0…1
         * @param remedy     what to change if it is flat, in the subcommand's own options
         * @param t0         {@link System#nanoTime()} when the work began
         * @param what       the summary's description of the field
         * @return 0, the exit code
         * @throws java.io.IOException if writing fails
         */
        final int write(Heightfield normalised, String remedy, long t0, String what) throws java.io.IOException {
            Heightfield h = shaped(normalised, relief, spacing);
            warnIfFlat(h, output, console, remedy);
            RasterOut.Plan plan = RasterOut.plan(h, output, "the generated field", mapping.mapping);
            org.terrain4j.io.ReadOptions back = Cli.written(output, () -> plan.write(output));
            console.out().printf(Locale.ROOT, "wrote %s: %d × %d %s in %d ms%s%n", output, h.columns(), h.rows(), what,
                    (System.nanoTime() - t0) / 1_000_000, plan.how().isEmpty() ? "" : ", " + plan.how());
            InputOptions.printReadBack(console.essential(), output, back, h.frame());
            return 0;
        }
    }

    /** {@code terrain generate diamond-square}. */
    @Command(name = "diamond-square", mixinStandardHelpOptions = true,
            description = "Diamond-square fractal, normalised to 0…1, size rounded up to 2^n + 1.")
    static final class DiamondSquare extends Generated {

        @Option(names = "--size", paramLabel = "N", defaultValue = "257", description = "Samples per side, 2…32769 (default ${DEFAULT-VALUE}).")
        @Bounds(min = 2, max = org.terrain4j.api.internal.DiamondSquare.MAX_SIZE)
        int size;

        @Option(names = "--roughness", paramLabel = "R", defaultValue = "0.5",
                description = "Share of the offsets kept at each level, 0…1 (default ${DEFAULT-VALUE}).")
        double roughness;

        @Option(names = "--seed", paramLabel = "SEED", defaultValue = "7", description = "Seed (default ${DEFAULT-VALUE}).")
        long seed;

        @Override
        public Integer call() throws Exception {
            checkOutput();
            int side = Heightfield.diamondSquareSide(size);
            Cli.checkHeap((long) side * side, 3);
            long t0 = System.nanoTime();
            // a normalised diamond-square field spans 0…1: only a relief too small for float heights flattens it
            return write(Heightfield.diamondSquare(size, roughness, seed), "raise --relief", t0,
                    String.format(Locale.ROOT, "diamond-square (roughness %s, seed %d)",
                            Cli.typed(console, "--roughness", roughness), seed));
        }
    }

    /**
     * A normalised field lifted to {@code relief} metres and placed {@code spacing} metres apart.
     *
     * @param normalised heights 0…1
     * @param relief     metres, finite and &gt; 0
     * @param spacing    metres, finite and &gt; 0
     * @return the field in metres
     */
    static Heightfield shaped(Heightfield normalised, double relief, double spacing) {
        checkShape(relief, spacing);
        Heightfield h = relief == 1 ? normalised : normalised.scale(relief);
        return spacing == 1 ? h : h.withFrame(org.terrain4j.api.GridFrame.of(0, 0, spacing));
    }

    /**
     * Warns when every sample came out the same (a frequency so low, or a relief so small, that the
     * noise or the float heights cannot vary): the file is written, but it is a flat field.
     *
     * @param h       the field generated
     * @param output  the file it goes to
     * @param console where to warn
     * @param remedy  what to change, in the subcommand's own options ({@code raise --relief})
     */
    static void warnIfFlat(Heightfield h, Path output, Output console, String remedy) {
        org.terrain4j.api.Statistics s = h.statistics();
        if (s.count() > 1 && s.min() == s.max()) {
            console.err().printf(Locale.ROOT, "terrain: warning: %s is flat: all %d samples are %s (%s)%n", output,
                    h.sampleCount(), Cli.readable(s.min()), remedy);
            console.err().flush();
        }
    }

    /** The largest --relief, metres: far above any terrain, and every height stays a finite float. */
    static final double MAX_RELIEF = 1e9;

    /** The --spacing range, metres: from a micrometre to ten thousand kilometres between samples. */
    static final double MIN_SPACING = 1e-6;
    static final double MAX_SPACING = 1e7;

    /**
     * Refuses a relief or spacing whose file could not be written and read back (an infinite height, a
     * coordinate that needs hundreds of digits), before any work.
     *
     * @param relief  --relief, metres
     * @param spacing --spacing, metres
     * @throws IllegalArgumentException naming the option and its range
     */
    static void checkShape(double relief, double spacing) {
        if (!(relief > 0 && relief <= MAX_RELIEF)) {
            throw new IllegalArgumentException("--relief must be in (0, 1e9] m, was " + relief);
        }
        if (!(spacing >= MIN_SPACING && spacing <= MAX_SPACING)) {
            throw new IllegalArgumentException("--spacing must be in [1e-6, 1e7] m, was " + spacing);
        }
    }

    /** The options every noise landscape shares; subclasses name the generator. */
    abstract static class NoiseLandscape extends Generated {

        /** A generator from (seed, octaves, frequency, lacunarity, gain), as in {@link Noises}. */
        interface Factory {
            Noise create(long seed, int octaves, double frequency, double lacunarity, double gain);
        }

        private final String label;
        private final Factory factory;

        NoiseLandscape(String label, Factory factory) {
            this.label = label;
            this.factory = factory;
        }

        @Option(names = "--size", paramLabel = "N", defaultValue = "513", description = "Samples per side, 2…32769 (default ${DEFAULT-VALUE}).")
        @Bounds(min = 2, max = org.terrain4j.api.internal.DiamondSquare.MAX_SIZE)
        int size;

        @Option(names = "--seed", paramLabel = "SEED", defaultValue = "7", description = "Seed (default ${DEFAULT-VALUE}).")
        long seed;

        @Option(names = "--octaves", paramLabel = "N", defaultValue = "6", description = "Octaves, 1…10000 (default ${DEFAULT-VALUE}).")
        @Bounds(min = 1, max = 10_000)
        int octaves;

        @Option(names = "--frequency", paramLabel = "F",
                description = "Lattice cells per sample spacing of the first octave, finite and > 0 (default: 4 across the"
                        + " grid, 4 / (size − 1)).")
        Double frequency;

        @Option(names = "--lacunarity", paramLabel = "L", defaultValue = "2",
                description = "Frequency ratio between octaves, 1…16 (default ${DEFAULT-VALUE}).")
        double lacunarity;

        @Option(names = "--gain", paramLabel = "G", defaultValue = "0.5",
                description = "Amplitude ratio between octaves, 0…1 (default ${DEFAULT-VALUE}).")
        double gain;

        @Override
        public Integer call() throws Exception {
            checkOutput();
            // 1…16: below 1 the octaves grow coarser, not finer; a gain above 1 makes each octave louder than
            // the last, and with many octaves the amplitudes overflow
            ErodeCommand.checkRange("--lacunarity", lacunarity, 1, 16, "");
            ErodeCommand.checkRange("--gain", gain, 0, 1, "");
            Cli.checkHeap((long) size * size, 3);
            long t0 = System.nanoTime();
            double f = frequency != null ? frequency : 4.0 / (size - 1);
            if (Double.isFinite(f) && f * (size - 1) > 0x1p40) {
                // beyond 2⁴⁰ cells the noise's own guarantees end, and from 2⁵² every sample sits on a
                // lattice point, where gradient noise is 0: the field would come out flat
                throw new IllegalArgumentException(String.format(Locale.ROOT,
                        "--frequency × (size − 1) must be at most 2^40 lattice cells across the grid, was %s × %d",
                        Cli.typed(console, "--frequency", f), size - 1));
            }
            return write(factory.create(seed, octaves, f, lacunarity, gain).heightfield(size, size, GridFrame.UNIT)
                    .normalized(), "raise --frequency or --relief", t0,
                    String.format(Locale.ROOT, "%s (seed %d, %s, frequency %s)", label, seed, Cli.count(octaves, "octave"),
                            frequency != null ? Cli.typed(console, "--frequency", f) : Cli.readable(f)));
        }
    }

    /** {@code terrain generate fbm}. */
    @Command(name = "fbm", mixinStandardHelpOptions = true,
            description = "Fractal Brownian motion over OpenSimplex2: rolling hills, normalised to 0…1.")
    static final class Fbm extends NoiseLandscape {
        Fbm() {
            super("fbm", Noises::fbm);
        }
    }

    /** {@code terrain generate ridged}. */
    @Command(name = "ridged", mixinStandardHelpOptions = true,
            description = "Ridged fbm (1 − 2|n| per octave) over OpenSimplex2: mountain ridges, normalised to 0…1.")
    static final class Ridged extends NoiseLandscape {
        Ridged() {
            super("ridged fbm", Noises::ridged);
        }
    }

    /** {@code terrain generate warped}. */
    @Command(name = "warped", mixinStandardHelpOptions = true,
            description = "Domain-warped fbm over OpenSimplex2, normalised to 0…1.")
    static final class Warped extends NoiseLandscape {
        Warped() {
            super("warped fbm", Noises::warped);
        }
    }

    /** {@code terrain generate billow}. */
    @Command(name = "billow", mixinStandardHelpOptions = true,
            description = "Billow fbm (2|n| − 1 per octave) over OpenSimplex2: rounded hills, normalised to 0…1.")
    static final class Billow extends NoiseLandscape {
        Billow() {
            super("billow fbm", Noises::billow);
        }
    }

    /** {@code terrain generate value}. */
    @Command(name = "value", mixinStandardHelpOptions = true,
            description = "Fbm over cubic value noise, normalised to 0…1.")
    static final class Value extends NoiseLandscape {
        Value() {
            super("value-noise fbm", Noises::value);
        }
    }
}
