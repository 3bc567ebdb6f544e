package org.terrain4j.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;

import org.terrain4j.api.Heightfield;
import org.terrain4j.api.Statistics;
import org.terrain4j.api.internal.WktSource;
import org.terrain4j.io.PngHeightmap;
import org.terrain4j.io.RasterFormat;
import org.terrain4j.io.Rasters;
import org.terrain4j.io.RawHeightmap;
import org.terrain4j.io.ReadOptions;
import org.terrain4j.io.SampleMapping;

/**
 * Writing a heightfield the way every command that writes one does, with its summary and read-back line,
 * and the one policy for 16-bit outputs ({@code .png}, {@code .r16}, {@code .raw}) that every such command
 * follows:
 * <ul>
 *   <li>a raw file has no no-data marker its readers are told of, so a field with voids is refused
 *       (naming the count and {@code terrain fill});</li>
 *   <li>without {@code --mapping} the heights are kept exactly if a 16-bit mapping holds them (whole
 *       metres, or the lattice of the smallest gap between heights), and otherwise fitted to the whole
 *       16-bit range, the summary naming the step they are rounded to. A fit is off by at most
 *       1/131 070 of the field's relief (8 mm over a kilometre), far below the precision of any elevation
 *       model or generator, so refusing it only cost the user a second run; it is never silent, and
 *       {@code --mapping exact} refuses instead;</li>
 *   <li>{@code --mapping exact} keeps the heights exactly or refuses with the step a fit would round them
 *       to; {@code --mapping fit} spreads the heights over the 16-bit range, {@code --mapping OFFSET,SCALE}
 *       makes {@code height = OFFSET + SCALE · sample}; any of them is refused for other formats.</li>
 * </ul>
 * The choice is checked before any work ({@link #checkMappingText}, {@link #checkOutput}), so no command
 * computes for minutes and then refuses its output for want of an option.
 */
final class RasterOut {

    /** The {@code --mapping} value that asks for exact heights or a refusal. */
    static final String EXACT = "exact";

    private RasterOut() {
    }

    /**
     * What will be written, checked before anything is: the field, the mapping of a 16-bit output and
     * the options that read the file back.
     *
     * @param field   the heights
     * @param format  the output's format
     * @param mapping the 16-bit mapping, or null for a format without one
     * @param how     how the heights are kept, for the summary ("heights kept exactly (height = 94 + 1 · sample)"),
     *                or empty
     */
    record Plan(Heightfield field, RasterFormat format, SampleMapping mapping, String how) {

        /**
         * Writes the field to a file (the output, or a staging file whose name ends as the output's).
         *
         * @param file where to write
         * @return the options that read it back as written, the two spacings aside
         * @throws IOException if writing fails
         */
        ReadOptions write(Path file) throws IOException {
            if (format == RasterFormat.PNG) {
                PngHeightmap.write(field, file, mapping);
                return ReadOptions.defaults();
            }
            if (format == RasterFormat.R16) {
                RawHeightmap.r16().withMapping(mapping).write(field, file);
                return Rasters.rawReadBack(field).withScale(mapping.scale()).withOffset(mapping.offset());
            }
            return Rasters.write(field, file);
        }
    }

    /**
     * Checks a field against the 16-bit policy and chooses its mapping, before any work on the file.
     *
     * @param field   the heights
     * @param output  the file to write (its extension names the format)
     * @param subject what the heights are, for messages: an input file, or such as "the cropped grid"
     * @param mapping the {@code --mapping} given (fit or OFFSET,SCALE), or null
     * @return the plan
     * @throws IllegalArgumentException if the field has voids and the output is raw; if a 16-bit output
     *                                  cannot hold the heights exactly and no mapping was given; if the
     *                                  mapping given is malformed, flattens the heights, or applies to
     *                                  no 16-bit output; if a sample is infinite; or if the output is an
     *                                  .asc and its .prj cannot hold the field's system (the message names
     *                                  the option, the system and the WKT source's reason)
     */
    static Plan plan(Heightfield field, Path output, String subject, String mapping) {
        return plan(field, output, subject, mapping, "height", "m");
    }

    /**
     * As {@link #plan(Heightfield, Path, String, String)}, for values other than heights.
     *
     * @param field   the values
     * @param output  the file to write (its extension names the format)
     * @param subject what the values are, for messages
     * @param mapping the {@code --mapping} given (fit or OFFSET,SCALE), or null
     * @param value   what one value is, for messages: "height", "area"
     * @param unit    its unit: "m", "m²"
     * @return the plan
     * @throws IllegalArgumentException as the other
     */
    static Plan plan(Heightfield field, Path output, String subject, String mapping, String value, String unit) {
        return plan(field, "-o", output, subject, mapping, value, unit);
    }

    /**
     * As {@link #plan(Heightfield, Path, String, String)}, for a file given by another option than
     * {@code -o}.
     *
     * @param field   the heights
     * @param option  the option that named {@code output}, for messages: "-o", "--uplift"
     * @param output  the file to write (its extension names the format)
     * @param subject what the heights are, for messages
     * @param mapping the {@code --mapping} given (fit or OFFSET,SCALE), or null
     * @return the plan
     * @throws IllegalArgumentException as the other
     */
    static Plan plan(Heightfield field, String option, Path output, String subject, String mapping) {
        return plan(field, option, output, subject, mapping, "height", "m");
    }

    private static Plan plan(Heightfield field, String option, Path output, String subject, String mapping,
            String value, String unit) {
        String values = value + "s";
        RasterFormat format = RasterFormat.of(output).orElseThrow(() ->
                new IllegalArgumentException("cannot write a heightfield to " + output));
        requireFinite(field, subject);
        field.frame().georeference().map(g -> g.crs()).filter(crs -> format == RasterFormat.ASC && crs.wkt().isEmpty())
                .ifPresent(crs -> {
                    throw new IllegalArgumentException(option + " " + output + ": an .asc cannot record " + crs
                            + " in its .prj: " + WktSource.why(crs.epsg().orElseThrow())
                            + "; write a .tif, which records the code");
                });
        if (!sixteenBit(format)) {
            if (mapping != null) {
                checkMappingApplies(output);
            }
            return new Plan(field, format, null, "");
        }
        long voids = field.noDataCount();
        if (voids > 0 && format == RasterFormat.R16) {
            throw new IllegalArgumentException(subject + " has " + voids + (voids == 1 ? " void" : " voids")
                    + ", and a ." + extension(output) + " file has no no-data marker its readers are told of; fill "
                    + (voids == 1 ? "it" : "them") + " first (terrain fill) or write .asc, .tif, .png or .f32");
        }
        int lowest = voids > 0 ? 1 : 0;
        SampleMapping m;
        String how;
        if (mapping == null || mapping.strip().equalsIgnoreCase(EXACT)) {
            m = SampleMapping.exact(field, lowest).orElse(null);
            if (m == null && mapping != null) {
                SampleMapping fit = SampleMapping.fitting(field, lowest);
                throw new IllegalArgumentException(String.format(Locale.ROOT, "%s holds %s that 16-bit samples"
                        + " cannot keep exactly (--mapping exact); leave --mapping out or give --mapping fit to round"
                        + " them to steps of %s %s (at most %s %s off), or --mapping OFFSET,SCALE, or write .asc, .tif"
                        + " or .f32", subject, values, Cli.readable(fit.scale()), unit, Cli.readable(fit.scale() / 2),
                        unit));
            }
            if (m == null) {
                m = SampleMapping.fitting(field, lowest);
                how = values + " fitted to the 16-bit range, rounded to steps of " + Cli.readable(m.scale()) + " "
                        + unit + " (at most " + Cli.readable(m.scale() / 2) + " " + unit + " off; --mapping exact"
                        + " refuses instead)";
            } else {
                how = values + " kept exactly";
            }
        } else if (mapping.strip().equalsIgnoreCase("fit")) {
            m = SampleMapping.fitting(field, lowest);
            how = values + " rounded to steps of " + Cli.readable(m.scale()) + " " + unit;
        } else {
            m = parseMapping(mapping);
            how = values + " rounded to steps of " + Cli.readable(m.scale()) + " " + unit;
            Statistics s = field.statistics();
            double lo = s.min();
            double hi = s.max();
            if (s.count() > 0 && hi > lo
                    && Math.rint((lo - m.offset()) / m.scale()) == Math.rint((hi - m.offset()) / m.scale())) {
                String flat = "--mapping " + mapping.strip() + " puts every " + value + " of " + subject
                        + " (" + Cli.readable(lo) + " to " + Cli.readable(hi) + " " + unit + ") on one sample, a flat field; ";
                if (m.scale() < (hi - lo) / 2) { // the scale would tell them apart: the offset is too far to
                    throw new IllegalArgumentException(flat + "its offset " + mapping.strip().split(",", -1)[0].strip()
                            + " lies too far from them for a step of " + Cli.readable(m.scale()) + " " + unit
                            + " to tell them apart; give an offset near the " + values + ", such as " + Cli.readable(lo)
                            + " (or --mapping fit)");
                }
                throw new IllegalArgumentException(flat + "give a scale below " + Cli.readable((hi - lo) / 2) + " " + unit
                        + " (such as --mapping fit)");
            }
        }
        return new Plan(field, format, m, how + " (" + value + " = " + Cli.readable(m.offset()) + " + "
                + Cli.readable(m.scale()) + " · sample)");
    }

    /**
     * @param format a raster format
     * @return whether it stores 16-bit samples under a mapping ({@code .png}, {@code .r16}, {@code .raw})
     */
    static boolean sixteenBit(RasterFormat format) {
        return format == RasterFormat.PNG || format == RasterFormat.R16;
    }

    /**
     * Checks, before any work, that {@code --mapping} applies to an output.
     *
     * @param output the file to write
     * @throws IllegalArgumentException naming --mapping if the output's extension names a raster format other
     *                                  than a 16-bit one (an unknown extension is left to the command's own check)
     */
    static void checkMappingApplies(Path output) {
        RasterFormat.of(output).filter(f -> !sixteenBit(f)).ifPresent(f -> {
            throw new IllegalArgumentException("--mapping applies to 16-bit outputs (png, r16, raw), not ."
                    + extension(output));
        });
    }

    /**
     * Checks the text of {@code --mapping} before any work: {@code exact}, {@code fit}, or OFFSET,SCALE as {@link #parseMapping}
     * takes it.
     *
     * @param mapping the text given, or null
     * @throws IllegalArgumentException naming --mapping if the text is neither
     */
    static void checkMappingText(String mapping) {
        if (mapping != null && !mapping.strip().equalsIgnoreCase("fit") && !mapping.strip().equalsIgnoreCase(EXACT)) {
            parseMapping(mapping);
        }
    }

    /**
     * Writes a field in the format its extension names, atomically, under the 16-bit policy (see the
     * class), then prints a summary and, for a file that does not record them, the options that read it
     * back.
     *
     * @param field   the heights
     * @param output  the file
     * @param console where to print
     * @param what    what was done, for the summary, such as "filled 120 voids"
     * @param subject what the heights are, for messages (an input file, or such as "the cropped grid")
     * @param mapping the {@code --mapping} given, or null
     * @throws IOException              {@code cannot write FILE: REASON}
     * @throws IllegalArgumentException as {@link #plan}; nothing is written then
     */
    static void write(Heightfield field, Path output, Output console, String what, String subject, String mapping)
            throws IOException {
        Plan p = plan(field, output, subject, mapping);
        ReadOptions back = Cli.written(output, () -> p.write(output));
        String summary = String.join(", ", Arrays.stream(new String[] {what, p.how()}).filter(s -> !s.isEmpty())
                .toArray(String[]::new));
        console.out().printf(Locale.ROOT, "wrote %s: %s%s%n", output, Cli.samples(field.columns(), field.rows()),
                summary.isEmpty() ? "" : ", " + summary);
        console.out().flush();
        InputOptions.printReadBack(console.essential(), output, back, field.frame());
    }

    /**
     * Refuses a field with an infinite sample (a computation that overflowed the range of float).
     *
     * @param field   the heights
     * @param subject what they are, for the message
     * @throws IllegalArgumentException naming the first such sample
     */
    static void requireFinite(Heightfield field, String subject) {
        float[] a = field.toArray();
        for (int i = 0; i < a.length; i++) {
            if (Float.isInfinite(a[i])) {
                throw new IllegalArgumentException(String.format(Locale.ROOT, "%s has a height beyond the range of"
                        + " float (±3.4e38) at column %d, row %d; no file holds it", subject, i % field.columns(),
                        i / field.columns()));
            }
        }
    }

    private static String extension(Path output) {
        String name = String.valueOf(output.getFileName());
        int dot = name.lastIndexOf('.');
        return dot < 0 ? name : name.substring(dot + 1);
    }

    /**
     * @param text OFFSET,SCALE
     * @return the mapping
     * @throws IllegalArgumentException naming --mapping if the text is not two numbers, or they are out of range
     */
    static SampleMapping parseMapping(String text) {
        String[] parts = text.split(",", -1);
        if (parts.length != 2) {
            throw new UsageException("--mapping must be exact, fit or OFFSET,SCALE (such as -20,0.01), was '" + text + "'");
        }
        double offset;
        double scale;
        try {
            offset = Double.parseDouble(parts[0].strip());
            scale = Double.parseDouble(parts[1].strip());
        } catch (NumberFormatException e) {
            throw new UsageException("--mapping must be exact, fit or OFFSET,SCALE (such as -20,0.01), was '" + text + "'");
        }
        if (!Double.isFinite(offset) || !(scale > 0 && scale < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("--mapping needs a finite OFFSET and a SCALE finite and > 0, was '"
                    + text + "'");
        }
        return new SampleMapping(offset, scale);
    }
}
