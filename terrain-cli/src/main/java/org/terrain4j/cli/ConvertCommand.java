package org.terrain4j.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.terrain4j.api.Heightfield;
import org.terrain4j.dem.EngineExport;
import org.terrain4j.dem.EnginePreset;
import org.terrain4j.dem.Resample;
import org.terrain4j.io.RasterFormat;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code terrain convert FILE -o OUT [--mapping fit|OFFSET,SCALE] [--for unity|unreal|r16 [--resize METHOD]]}. */
@Command(name = "convert", mixinStandardHelpOptions = true,
        description = {"Writes a heightfield file in another format, keeping its heights and frame.",
            "A conversion that would change heights (to a 16-bit format whose steps cannot hold them) is refused"
                + " unless --mapping says how; --for writes what a game engine or terrain tool imports and prints"
                + " the numbers to enter in its importer."})
final class ConvertCommand implements Callable<Integer> {

    /** The engine presets. */
    enum Target { unity, unreal, r16, gaea, worldmachine }

    /** The resampling kernels for --resize. */
    enum Method { bilinear, bicubic }

    @Mixin
    InputOptions input;

    @Option(names = {"-o", "--output"}, required = true, paramLabel = "OUT",
            description = {"The file to write, its format named by the extension:", Cli.WRITE_FORMATS})
    Path output;

    @Option(names = "--mapping", paramLabel = "MAPPING",
            description = {"For a 16-bit output (png, r16, raw) that cannot hold the heights exactly:",
                "fit spreads them over 0…65535; OFFSET,SCALE makes height = OFFSET + SCALE · sample."})
    String mapping;

    @Option(names = "--for", paramLabel = "ENGINE",
            description = {"unity (RAW 16-bit little-endian, square 2ⁿ+1), unreal (16-bit PNG, 127…8129),"
                    + " r16, gaea or worldmachine (raw .r16 little-endian, any size).",
                "An engine maps samples 0…65535 onto a height range you enter, so --for fits the heights to the whole"
                    + " 16-bit range, rounding them to the finest step it holds (the summary names the step); --mapping"
                    + " does not apply."})
    Target target;

    @Option(names = "--resize", paramLabel = "METHOD",
            description = "With --for: resample to the nearest size the engine accepts (bilinear or bicubic)"
                    + " instead of refusing.")
    Method resize;

    @Mixin
    Output console;

    @Override
    public Integer call() throws Exception {
        Cli.checkWritableRaster(output);
        Cli.checkNotInput(input.file, output);
        RasterFormat format = RasterFormat.of(output).orElseThrow();
        if (target != null) {
            return export(format);
        }
        if (resize != null) {
            throw new IllegalArgumentException("--resize applies with --for only; use 'terrain resample' to change size");
        }
        Heightfield h = input.read();
        Cli.warnIfNoData(output, h, console.err());
        RasterOut.write(h, output, console, format == RasterFormat.PNG || format == RasterFormat.R16 ? ""
                : "heights kept", input.file.toString(), mapping);
        return 0;
    }

    private int export(RasterFormat format) throws IOException {
        if (mapping != null) {
            throw new IllegalArgumentException("--mapping does not apply with --for: an engine maps the whole 16-bit"
                    + " range onto the height range you enter, so --for fits the heights to it (rounding them to the"
                    + " finest step 16 bits hold) and prints the numbers to enter; without --for, convert keeps them exactly");
        }
        EnginePreset preset = switch (target) {
            case unity -> EnginePreset.UNITY;
            case unreal -> EnginePreset.UNREAL;
            case r16, gaea, worldmachine -> EnginePreset.R16;
        };
        RasterFormat wanted = RasterFormat.of(Path.of("x." + preset.extension())).orElseThrow();
        if (format != wanted) {
            throw new IllegalArgumentException("--for " + target + " writes a ." + preset.extension() + " file, but the"
                    + " output is " + output + "; name it ….".concat(preset.extension()));
        }
        Heightfield h = input.read();
        if (h.noDataCount() > 0) {
            throw new IllegalArgumentException(input.file + " has " + Cli.count(h.noDataCount(), "void") + ", which " + name(target)
                    + " cannot import; fill " + (h.noDataCount() == 1 ? "it" : "them")
                    + " first: terrain fill " + input.file + " -o FILLED");
        }
        int columns = preset.square() ? preset.nearestSize(Math.max(h.columns(), h.rows())) : preset.nearestSize(h.columns());
        int rows = preset.square() ? columns : preset.nearestSize(h.rows());
        if (!preset.fits(h.columns(), h.rows())) {
            if (resize == null) {
                throw new IllegalArgumentException(String.format(Locale.ROOT, "%s imports %s%s, but %s is %d × %d;"
                        + " add --resize bilinear (or bicubic) to resample it to %d × %d, or resample it yourself",
                        name(target), preset.square() ? "square grids of " : "sides of ", preset.sizesText(), input.file,
                        h.columns(), h.rows(), columns, rows));
            }
            Cli.checkHeap((long) columns * rows, 3);
            Resample r = resize == Method.bicubic ? Resample.bicubic() : Resample.bilinear();
            h = r.to(h, columns, rows);
            console.out().printf(Locale.ROOT, "resampled %s (%s) to %d × %d for %s%n", input.file, resize, columns,
                    rows, name(target));
        }
        Heightfield field = h;
        EngineExport e = Cli.written(output, () -> preset.write(field, output));
        // by design: the engine scales 0…65535 to its own height range, so the heights fill that range, rounded
        console.essential().printf(Locale.ROOT, "wrote %s for %s: %s, heights %s…%s m fitted to the whole 16-bit"
                + " range, rounded to steps of %s m (at most %s m off)%n", output, name(target),
                Cli.samples(e.columns(), e.rows()), Cli.readable(e.minimum()), Cli.readable(e.maximum()),
                Cli.readable(e.mapping().scale()), Cli.readable(e.mapping().scale() / 2));
        for (String line : e.instructions()) {
            console.essential().println("  " + line);
        }
        console.essential().flush();
        return 0;
    }

    /** The target as the user asked for it: {@code --for r16} is not "Gaea / World Machine". */
    static String name(Target target) {
        return switch (target) {
            case unity -> "Unity";
            case unreal -> "Unreal Engine";
            case gaea -> "Gaea";
            case worldmachine -> "World Machine";
            case r16 -> "r16 (raw 16-bit little-endian)";
        };
    }
}
