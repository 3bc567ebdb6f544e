package org.terrain4j.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.terrain4j.api.Heightfield;
import org.terrain4j.api.Statistics;
import org.terrain4j.api.dem.EngineExport;
import org.terrain4j.api.dem.EnginePreset;
import org.terrain4j.api.dem.Resample;
import org.terrain4j.api.io.PngHeightmap;
import org.terrain4j.api.io.RasterFormat;
import org.terrain4j.api.io.Rasters;
import org.terrain4j.api.io.RawHeightmap;
import org.terrain4j.api.io.ReadOptions;
import org.terrain4j.api.io.SampleMapping;

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
            description = {"For a 16-bit output (png, r16) that cannot hold the heights exactly:",
                "fit spreads them over 0…65535; OFFSET,SCALE makes height = OFFSET + SCALE · sample."})
    String mapping;

    @Option(names = "--for", paramLabel = "ENGINE",
            description = {"unity (RAW 16-bit little-endian, square 2ⁿ+1), unreal (16-bit PNG, 127…8129),",
                "r16, gaea or worldmachine (raw .r16 little-endian, any size)."})
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
        boolean sixteen = format == RasterFormat.PNG || format == RasterFormat.R16;
        if (!sixteen) {
            if (mapping != null) {
                throw new IllegalArgumentException("--mapping applies to 16-bit outputs (png, r16), not ." + format.extension());
            }
            RasterOut.write(h, output, console, "heights kept");
            return 0;
        }
        boolean voids = h.noDataCount() > 0;
        if (voids && format == RasterFormat.R16) {
            throw new IllegalArgumentException(input.file + " has " + h.noDataCount() + " voids, and an .r16 file has no"
                    + " no-data marker its readers are told of; fill them first (terrain fill) or write .asc, .png or .f32");
        }
        SampleMapping m;
        String how;
        if (mapping == null) {
            m = exactMapping(h, voids ? 1 : 0);
            if (m == null) {
                SampleMapping fit = SampleMapping.fitting(h, voids ? 1 : 0);
                throw new IllegalArgumentException(String.format(Locale.ROOT, "%s holds heights that 16-bit samples"
                        + " cannot keep exactly; add --mapping fit to round them to steps of %.3g m (at most %.3g m"
                        + " off), or --mapping OFFSET,SCALE", input.file, fit.scale(), fit.scale() / 2));
            }
            how = "heights kept exactly";
        } else if (mapping.strip().equalsIgnoreCase("fit")) {
            m = SampleMapping.fitting(h, voids ? 1 : 0);
            how = "heights rounded to steps of " + Cli.readable(m.scale()) + " m";
        } else {
            m = parseMapping(mapping);
            how = "heights rounded to steps of " + Cli.readable(m.scale()) + " m";
            double lo = h.min();
            double hi = h.max();
            if (hi > lo && Math.rint((lo - m.offset()) / m.scale()) == Math.rint((hi - m.offset()) / m.scale())) {
                throw new IllegalArgumentException(String.format(Locale.ROOT, "--mapping %s puts every height of %s"
                        + " (%.6g to %.6g m) on one sample, a flat field; give a scale below %.3g m (such as"
                        + " --mapping fit)", mapping.strip(), input.file, lo, hi, (hi - lo) / 2));
            }
        }
        SampleMapping used = m;
        ReadOptions back;
        if (format == RasterFormat.PNG) {
            Cli.write(output, () -> PngHeightmap.write(h, output, used));
            back = ReadOptions.defaults();
        } else {
            Cli.write(output, () -> RawHeightmap.r16().mapping(used).write(h, output));
            back = rawReadBack(h).withScale(m.scale()).withOffset(m.offset());
        }
        console.out().printf(Locale.ROOT, "wrote %s: %d × %d samples, %s (height = %s + %s · sample)%n", output,
                h.columns(), h.rows(), how, Cli.readable(m.offset()), Cli.readable(m.scale()));
        console.out().flush();
        InputOptions.printReadBack(console.essential(), output, back);
        return 0;
    }

    private int export(RasterFormat format) throws IOException {
        if (mapping != null) {
            throw new IllegalArgumentException("--mapping does not apply with --for: an engine preset uses the whole"
                    + " 16-bit range and prints the scale to enter");
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
            throw new IllegalArgumentException(input.file + " has " + h.noDataCount() + " voids, which " + preset.engine()
                    + " cannot import; fill them first: terrain fill " + input.file + " -o FILLED");
        }
        int columns = preset.square() ? preset.nearestSize(Math.max(h.columns(), h.rows())) : preset.nearestSize(h.columns());
        int rows = preset.square() ? columns : preset.nearestSize(h.rows());
        if (!preset.fits(h.columns(), h.rows())) {
            if (resize == null) {
                throw new IllegalArgumentException(String.format(Locale.ROOT, "%s imports %s%s, but %s is %d × %d;"
                        + " add --resize bilinear (or bicubic) to resample it to %d × %d, or resample it yourself",
                        preset.engine(), preset.square() ? "square grids of " : "sides of ", preset.sizesText(), input.file,
                        h.columns(), h.rows(), columns, rows));
            }
            Cli.checkHeap((long) columns * rows, 3);
            Resample r = resize == Method.bicubic ? Resample.bicubic() : Resample.bilinear();
            h = r.to(h, columns, rows);
            console.out().printf(Locale.ROOT, "resampled %s (%s) to %d × %d for %s%n", input.file, resize, columns,
                    rows, preset.engine());
        }
        Heightfield field = h;
        EngineExport e = Cli.written(output, () -> preset.write(field, output));
        console.essential().printf(Locale.ROOT, "wrote %s for %s: %d × %d samples, heights %s…%s m%n", output,
                preset.engine(), e.columns(), e.rows(), Cli.readable(e.minimum()), Cli.readable(e.maximum()));
        for (String line : e.instructions()) {
            console.essential().println("  " + line);
        }
        console.essential().flush();
        return 0;
    }

    /** What a raw file needs to be read back: the spacing and a size that is not square. */
    private static ReadOptions rawReadBack(Heightfield h) {
        ReadOptions o = ReadOptions.defaults();
        double sx = h.frame().spacingX();
        if (sx == h.frame().spacingZ() && sx != 1) {
            o = o.withSpacing(sx);
        }
        if (h.columns() != h.rows()) {
            o = o.withSize(h.columns(), h.rows());
        }
        return o;
    }

    private static SampleMapping parseMapping(String text) {
        String[] parts = text.split(",", -1);
        if (parts.length != 2) {
            throw new IllegalArgumentException("--mapping must be fit or OFFSET,SCALE (such as -20,0.01), was '" + text + "'");
        }
        try {
            double offset = Double.parseDouble(parts[0].strip());
            double scale = Double.parseDouble(parts[1].strip());
            if (!Double.isFinite(offset) || !(scale > 0 && scale < Double.POSITIVE_INFINITY)) {
                throw new IllegalArgumentException("--mapping needs a finite OFFSET and a SCALE finite and > 0, was '"
                        + text + "'");
            }
            return new SampleMapping(offset, scale);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--mapping must be fit or OFFSET,SCALE (such as -20,0.01), was '" + text
                    + "'", e);
        }
    }

    /**
     * A mapping that gives every defined height back exactly (as a {@code float}) from a 16-bit sample, or null.
     * Tried: whole metres from the lowest height; the lattice of the smallest gap between distinct heights.
     *
     * @param h      the heights
     * @param lowest the lowest sample a height may take (1 when 0 marks voids)
     * @return the mapping, or null if neither holds the heights
     */
    static SampleMapping exactMapping(Heightfield h, int lowest) {
        Statistics s = h.statistics();
        if (s.count() == 0) {
            return SampleMapping.IDENTITY;
        }
        double min = s.min();
        double max = s.max();
        float[] a = h.toArray();
        SampleMapping whole = new SampleMapping(Math.floor(min) - lowest, 1);
        if (holds(a, whole, lowest)) {
            return whole;
        }
        float[] sorted = a.clone();
        Arrays.sort(sorted); // NaN last
        double gap = Double.POSITIVE_INFINITY;
        for (int i = 1; i < sorted.length && sorted[i] == sorted[i]; i++) {
            double d = (double) sorted[i] - sorted[i - 1];
            if (d > 0 && d < gap) {
                gap = d;
            }
        }
        if (gap == Double.POSITIVE_INFINITY) {
            return new SampleMapping(min - lowest, 1); // one height only
        }
        long steps = Math.round((max - min) / gap);
        if (steps < 1 || steps > SampleMapping.MAX_SAMPLE - lowest) {
            return null;
        }
        double scale = (max - min) / steps;
        SampleMapping lattice = new SampleMapping(min - lowest * scale, scale);
        return holds(a, lattice, lowest) ? lattice : null;
    }

    private static boolean holds(float[] a, SampleMapping m, int lowest) {
        for (float v : a) {
            if (v != v) {
                continue;
            }
            long sample = m.sample(v);
            if (sample < lowest || sample > SampleMapping.MAX_SAMPLE || (float) m.height((int) sample) != v) {
                return false;
            }
        }
        return true;
    }
}
