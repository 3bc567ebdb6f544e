package org.terrain4j.cli;

import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.terrain4j.api.Heightfield;
import org.terrain4j.api.dem.Resample;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code terrain resample FILE -o OUT --to COLUMNSxROWS [--method bilinear|bicubic]}. */
@Command(name = "resample", mixinStandardHelpOptions = true,
        description = {"Resamples a heightfield file of at least 2 × 2 samples to another size, keeping its corners and extent.",
            "Voids do not spread: a new sample takes the defined samples around it."})
final class ResampleCommand implements Callable<Integer> {

    /** The kernels. */
    enum Method { bilinear, bicubic }

    @Mixin
    InputOptions input;

    @Option(names = {"-o", "--output"}, required = true, paramLabel = "OUT",
            description = {"The resampled heightfield, its format named by the extension:", Cli.WRITE_FORMATS})
    Path output;

    @Option(names = "--to", required = true, paramLabel = "COLUMNSxROWS",
            description = "The new size, such as 1025x1025 (or 1025 for a square).")
    String to;

    @Option(names = "--method", paramLabel = "METHOD", defaultValue = "bilinear",
            description = "bilinear or bicubic (default ${DEFAULT-VALUE}).")
    Method method;

    @Mixin
    Output console;

    @Override
    public Integer call() throws Exception {
        Cli.checkWritableRaster(output);
        Cli.checkNotInput(input.file, output);
        int[] size = size(to, "--to");
        if (size[0] < 2 || size[1] < 2) {
            throw new IllegalArgumentException("--to must give at least 2 × 2 samples to keep the corners and extent,"
                    + " was '" + to + "'");
        }
        Cli.checkHeap((long) size[0] * size[1], 3);
        Heightfield h = input.read();
        if (h.columns() < 2 || h.rows() < 2) {
            throw new IllegalArgumentException("cannot resample " + input.file + ": it has " + h.columns() + " × "
                    + h.rows() + " samples, and a single " + (h.columns() < 2 && h.rows() < 2 ? "sample"
                    : h.rows() < 2 ? "row" : "column") + " has no extent to keep; resampling keeps the corners and"
                    + " extent, so the input needs at least 2 × 2 samples");
        }
        Resample r = method == Method.bicubic ? Resample.bicubic() : Resample.bilinear();
        Heightfield out = r.to(h, size[0], size[1]);
        RasterOut.write(out, output, console, String.format(Locale.ROOT, "%s from %d × %d, spacing %.6g × %.6g",
                method, h.columns(), h.rows(), out.frame().spacingX(), out.frame().spacingZ()));
        return 0;
    }

    /**
     * @param text   COLUMNSxROWS or N
     * @param option the option's name, for the message
     * @return columns and rows
     */
    static int[] size(String text, String option) {
        String[] parts = text.toLowerCase(Locale.ROOT).strip().split("x", -1);
        boolean numbers = parts.length <= 2 && java.util.Arrays.stream(parts)
                .allMatch(p -> p.strip().matches("[+-]?(\\d+|nan|inf|infinity)"));
        if (!numbers) { // not of the form at all: a usage error (a number out of range, NaN included, is bad input)
            throw new UsageException(option + " must be COLUMNSxROWS or N, whole numbers (such as 1025x513), was '"
                    + text + "'");
        }
        long c = parts.length <= 2 ? count(parts[0]) : -1;
        long r = parts.length == 2 ? count(parts[1]) : parts.length == 1 ? c : -1;
        if (c < 1 || r < 1 || c * r > Heightfield.MAX_SAMPLES) {
            throw new IllegalArgumentException(option + " must be COLUMNSxROWS or N, whole numbers >= 1 of at most "
                    + Heightfield.MAX_SAMPLES + " samples (such as 1025x513), was '" + text + "'");
        }
        return new int[] {(int) c, (int) r};
    }

    private static long count(String s) {
        if (s.isEmpty() || s.length() > 10 || !s.chars().allMatch(ch -> ch >= '0' && ch <= '9')) {
            return -1;
        }
        return Long.parseLong(s);
    }
}
