package org.terrain4j.cli;

import java.nio.file.Path;
import java.util.Locale;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.dem.Resample;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code terrain resample FILE -o OUT --to COLUMNSxROWS [--method bilinear|bicubic]}. */
@Command(name = "resample", mixinStandardHelpOptions = true,
        description = {"Resamples a heightfield file of at least 2 × 2 samples to another size, keeping its corners and extent.",
            "Voids do not spread: a new sample takes the defined samples around it."})
final class ResampleCommand extends RasterCommand {

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
        Cli.requireData(input.file, h);
        if (h.columns() < 2 || h.rows() < 2) {
            throw new IllegalArgumentException("cannot resample " + input.file + ": it has " + h.columns() + " × "
                    + h.rows() + " samples, and a single " + (h.columns() < 2 && h.rows() < 2 ? "sample"
                    : h.rows() < 2 ? "row" : "column") + " has no extent to keep; resampling keeps the corners and"
                    + " extent, so the input needs at least 2 × 2 samples");
        }
        checkSpacing(h.columns(), h.frame().spacingX(), size[0], "columns");
        checkSpacing(h.rows(), h.frame().spacingZ(), size[1], "rows");
        Resample r = method == Method.bicubic ? Resample.bicubic() : Resample.bilinear();
        Heightfield out = r.to(h, size[0], size[1]);
        if (method == Method.bicubic) {
            // the cubic kernel overshoots steps; past the range of float the overshoot is infinite.
            // Refused rather than clamped: a clamped height would be a value no input sample suggests
            float[] a = out.toArray();
            for (int i = 0; i < a.length; i++) {
                if (Float.isInfinite(a[i])) {
                    throw new IllegalArgumentException(String.format(Locale.ROOT, "--method bicubic overshoots the"
                            + " heights of %s beyond the range of float (±3.4e38) at column %d, row %d of the %d × %d"
                            + " result; use --method bilinear, which stays within the input's heights", input.file,
                            i % out.columns(), i / out.columns(), out.columns(), out.rows()));
                }
            }
        }
        RasterOut.write(out, output, console, String.format(Locale.ROOT, "%s from %d × %d, spacing %s m × %s m",
                method, h.columns(), h.rows(), Cli.readable(out.frame().spacingX()),
                Cli.readable(out.frame().spacingZ())), "the resampled " + input.file, mapping.mapping);
        return 0;
    }

    /**
     * Refuses a new size that puts the samples closer than {@link GridFrame#MIN_SPACING} or farther than
     * {@link GridFrame#MAX_SPACING} apart, in the words of --to.
     *
     * @param from    samples along the axis now
     * @param spacing their spacing
     * @param wanted  samples along the axis asked for
     * @param what    "columns" or "rows"
     */
    private void checkSpacing(int from, double spacing, int wanted, String what) {
        if (from < 2 || wanted < 2) {
            return;
        }
        double extent = (from - 1) * spacing;
        double s = extent / (wanted - 1);
        if (s < GridFrame.MIN_SPACING) {
            long most = (long) Math.floor(extent / GridFrame.MIN_SPACING) + 1;
            throw new IllegalArgumentException(String.format(Locale.ROOT, "--to %s would put the %s of %s %s m apart,"
                    + " below the smallest spacing a grid may have (1e-9 m); give at most %d %s", to.strip(), what,
                    input.file, Cli.readable(s), most, what));
        }
        if (s > GridFrame.MAX_SPACING) {
            long least = (long) Math.ceil(extent / GridFrame.MAX_SPACING) + 1;
            throw new IllegalArgumentException(String.format(Locale.ROOT, "--to %s would put the %s of %s %s m apart,"
                    + " above the largest spacing a grid may have (1e9 m); give at least %d %s", to.strip(), what,
                    input.file, Cli.readable(s), least, what));
        }
    }

    /**
     * @param text   COLUMNSxROWS or N
     * @param option the option's name, for the message
     * @return columns and rows
     */
    static int[] size(String text, String option) {
        String[] parts = text.toLowerCase(Locale.ROOT).strip().split("x", -1);
        boolean numbers = parts.length <= 2 && java.util.Arrays.stream(parts)
                .allMatch(p -> p.strip().matches("[+-]?(\\d+\\.?\\d*|\\.\\d+)(e[+-]?\\d+)?|[+-]?(nan|inf|infinity)"));
        if (!numbers) { // not numbers at all: a usage error (a number the option does not take, 1e39, 1.5 or NaN
            // included, is bad input: the rule of every option, Conversions)
            throw new UsageException(option + " must be COLUMNSxROWS or N, whole numbers ≥ 1 of at most "
                    + Heightfield.MAX_SAMPLES + " samples (such as 1025x513), was '" + text + "'");
        }
        long c = parts.length <= 2 ? count(parts[0]) : -1;
        long r = parts.length == 2 ? count(parts[1]) : parts.length == 1 ? c : -1;
        if (c < 1 || r < 1 || c * r > Heightfield.MAX_SAMPLES) {
            throw new IllegalArgumentException(option + " must be COLUMNSxROWS or N, whole numbers ≥ 1 of at most "
                    + Heightfield.MAX_SAMPLES + " samples (such as 1025x513), was '" + text + "'");
        }
        return new int[] {(int) c, (int) r};
    }

    private static long count(String s) {
        try {
            return Conversions.whole(s, 0, Integer.MAX_VALUE);
        } catch (picocli.CommandLine.TypeConversionException e) {
            return -1;
        }
    }
}
