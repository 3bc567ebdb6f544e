package org.terrain4j.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.HeightfieldView;
import org.terrain4j.io.internal.AtomicFiles;
import org.terrain4j.io.RasterFormat;

/** Checks and notes shared by the subcommands, done before any work so bad input fails fast. */
final class Cli {

    /** The heightfield formats read, written so that help never wraps inside an extension. */
    static final String READ_FORMATS = "asc, hgt, tif, png (16-bit), r16, raw, f32.";

    /** The heightfield formats written. */
    static final String WRITE_FORMATS = "asc, tif, png (16-bit), r16, raw, f32 (voids as NaN).";

    private Cli() {
    }

    /**
     * @param output a heightfield file to be written
     * @throws IllegalArgumentException if its extension names no writable heightfield format or its
     *                                  directory does not exist
     */
    static void checkWritableRaster(Path output) {
        if (RasterFormat.of(output).filter(RasterFormat::canWrite).isEmpty()) {
            throw new IllegalArgumentException("cannot write a heightfield to " + output
                    + ": the extension must be .asc, .tif/.tiff, .png (16-bit), .r16/.raw or .f32");
        }
        checkDirectory(output);
    }

    /**
     * Refuses an output that is the input file itself: the input would be replaced (atomically, but
     * without being asked).
     *
     * @param input  the file read
     * @param output the file to be written
     * @throws IllegalArgumentException if both name the same file
     */
    static void checkNotInput(Path input, Path output) {
        if (sameFile(input, output)) {
            throw new IllegalArgumentException("cannot write " + output + ": it is the input file; write to another"
                    + " file and move it over the input if that is what you want");
        }
    }

    /**
     * Refuses two outputs of one command on one path: the second written would replace the first (all
     * outputs are moved into place together, so one would silently be lost).
     *
     * @param outputs each output's option as the user types it ({@code -o}, {@code --picture}) to its
     *                path, in the order the options are listed; null paths (options not given) are skipped
     * @throws IllegalArgumentException {@code cannot write FILE twice: it is both -o and --picture; give
     *                                  each output its own file}
     */
    static void checkDistinctOutputs(java.util.Map<String, Path> outputs) {
        List<java.util.Map.Entry<String, Path>> given = outputs.entrySet().stream()
                .filter(e -> e.getValue() != null).toList();
        for (int i = 0; i < given.size(); i++) {
            for (int j = 0; j < i; j++) {
                Path a = given.get(j).getValue();
                Path b = given.get(i).getValue();
                if (samePath(a, b)) {
                    throw new IllegalArgumentException("cannot write " + b + " twice: it is both "
                            + given.get(j).getKey() + " and " + given.get(i).getKey() + "; give each output its own file");
                }
            }
        }
    }

    /**
     * @param a a path, which need not exist
     * @param b another
     * @return whether they name the same file: the same file if both exist, else the same name in the
     *         same directory (through links, a link in the last name included even before its file exists, and {@code .} in the directories)
     */
    static boolean samePath(Path a, Path b) {
        if (sameFile(a, b)) {
            return true;
        }
        return resolved(a).equals(resolved(b));
    }

    private static Path resolved(Path p) {
        Path abs = p.toAbsolutePath().normalize();
        try {
            // a write onto a link replaces the file it points to, even one not made yet
            abs = org.terrain4j.io.internal.AtomicFiles.throughLinks(abs);
        } catch (IOException e) {
            return abs;
        }
        Path dir = abs.getParent();
        if (dir != null && abs.getFileName() != null) {
            try {
                return dir.toRealPath().resolve(abs.getFileName());
            } catch (IOException e) {
                return abs;
            }
        }
        return abs;
    }

    /**
     * @param console the command's output mixin
     * @param option  an option's name, such as {@code --interval}
     * @param value   its value
     * @return the value as the user typed it ({@code 1e308}, not {@code 1e+308}), or as {@link #readable}
     *         writes it when the option was not given once
     */
    static String typed(Output console, String option, double value) {
        return typedText(console, option, readable(value));
    }

    /**
     * @param console  the command's output mixin
     * @param option   an option's name, such as {@code --routes}
     * @param fallback the text to give when the option was not given once
     * @return the option's text as the user typed it ({@code ;}, not the empty list it splits into)
     */
    static String typedText(Output console, String option, String fallback) {
        picocli.CommandLine.Model.OptionSpec o = console.spec.commandLine().getParseResult().matchedOption(option);
        java.util.List<String> texts = o == null ? java.util.List.of() : o.originalStringValues();
        return texts.size() == 1 ? texts.get(0).strip() : fallback;
    }

    /**
     * @param console the command's output mixin (it holds the command's spec)
     * @param option  an option's name, such as {@code --tolerance}
     * @return whether the command line gave the option (a default value does not count)
     */
    static boolean given(Output console, String option) {
        return console.spec.commandLine().getParseResult().hasMatchedOption(option);
    }

    /**
     * @param n    a count
     * @param noun its noun in the singular
     * @return {@code 1 tile}, {@code 0 tiles}, {@code 2 tiles}
     */
    static String count(long n, String noun) {
        return count(n, noun, noun + "s");
    }

    /**
     * @param columns a grid's columns
     * @param rows    its rows
     * @return {@code 87 × 61 samples}, or {@code 1 × 1 sample}
     */
    static String samples(long columns, long rows) {
        return columns + " × " + rows + (columns * rows == 1 ? " sample" : " samples");
    }

    /**
     * @param n        a count
     * @param singular the noun for one
     * @param plural   the noun for any other count
     * @return {@code 1 landmark candidate}, {@code 3 landmark candidates}
     */
    static String count(long n, String singular, String plural) {
        return n + " " + (n == 1 ? singular : plural);
    }

    /**
     * @param a a path
     * @param b another
     * @return whether both exist and name the same file (through links and {@code .}), or, where that
     *         cannot be told, whether their normalised absolute paths are equal
     */
    static boolean sameFile(Path a, Path b) {
        try {
            return Files.exists(b) && Files.exists(a) && Files.isSameFile(a, b);
        } catch (java.io.IOException e) {
            return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
        }
    }

    /**
     * @param output a file to be written
     * @throws IllegalArgumentException if the directory it would go in does not exist, or it is a directory
     */
    static void checkDirectory(Path output) {
        Path dir = output.toAbsolutePath().getParent();
        if (dir != null && !Files.isDirectory(dir)) {
            throw new IllegalArgumentException("cannot write " + output + ": the directory " + dir + " does not exist");
        }
        if (dir != null && !Files.isWritable(dir)) {
            throw new IllegalArgumentException("cannot write " + output + ": the directory " + dir + " is not writable");
        }
        if (Files.isDirectory(output)) {
            throw new IllegalArgumentException("cannot write " + output + ": it is a directory");
        }
    }

    /**
     * Refuses a grid that the heap cannot hold a few times over, before any work.
     *
     * @param samples number of samples of the grid to make
     * @param copies  how many float copies the operation holds at once
     * @throws IllegalArgumentException if it does not fit
     */
    static void checkHeap(long samples, int copies) {
        long need = samples * 4L * copies;
        long max = Runtime.getRuntime().maxMemory();
        if (need > max) {
            throw new IllegalArgumentException(String.format(Locale.ROOT,
                    "a grid of %d samples needs about %d MiB, more than this JVM's %d MiB heap"
                            + " (./terrain: set JAVA_OPTS=-Xmx%dm; java -jar: java -Xmx%dm -jar …)", samples, need >> 20,
                    max >> 20, (need >> 20) + 256, (need >> 20) + 256));
        }
    }

    /**
     * Warns on standard error when a field read without {@code --geographic} looks like a grid in degrees
     * (spacing below 0.01 and a position that is a longitude and latitude), where slopes would be
     * meaningless.
     *
     * @param file       the file read
     * @param field      what it gave
     * @param geographic whether the user asked for the degree-to-metre placement
     * @param err        where to warn
     */
    static void warnIfGeographic(Path file, HeightfieldView field, boolean geographic, PrintWriter err) {
        GridFrame f = field.frame();
        if (org.terrain4j.io.Geographic.looksLikeDegrees(f) && !geographic) {
            err.printf(Locale.ROOT, "terrain: warning: %s looks geographic (spacing %.3g); add --geographic to place"
                    + " it in metres, or slopes and meshes will be wrong%n", file, f.spacingX());
            err.flush();
        }
    }

    /**
     * The sample positions' extent in the file's own coordinates, for messages about coordinates a
     * user typed: longitude and latitude for a geographic system, easting and northing for a
     * projected one or a local grid (northing = −z).
     *
     * @param h a field as read
     * @return such as {@code "easting 5 to 865 and northing 5 to 605"}
     */
    static String extentInFileUnits(HeightfieldView h) {
        GridFrame f = h.frame();
        var g = f.georeference();
        boolean degrees = g.map(r -> r.crs().isGeographic()).orElse(false);
        double e0 = g.isPresent() ? g.get().easting(f.x(0)) : f.x(0);
        double e1 = g.isPresent() ? g.get().easting(f.x(h.columns() - 1)) : f.x(h.columns() - 1);
        double n0 = g.isPresent() ? g.get().northing(f.z(0)) : -f.z(0);
        double n1 = g.isPresent() ? g.get().northing(f.z(h.rows() - 1)) : -f.z(h.rows() - 1);
        return (degrees ? "longitude " : "easting ") + coordinate(Math.min(e0, e1), degrees) + " to "
                + coordinate(Math.max(e0, e1), degrees) + (degrees ? " and latitude " : " and northing ")
                + coordinate(Math.min(n0, n1), degrees) + " to " + coordinate(Math.max(n0, n1), degrees);
    }

    /**
     * A coordinate as the command echoes it: fixed decimals without trailing zeros ({@code 2667400.123},
     * {@code 11.5}); a coordinate those decimals would show as 0, or one of 1e15 or more, in six
     * significant digits instead ({@code 1e-07}, {@code 1e+30}), as {@link #readable} writes it;
     * {@code NaN} and {@code Infinity} as they are.
     *
     * @param v       a coordinate
     * @param degrees whether it is in degrees (six decimals) or metres (three)
     * @return it without trailing zeros
     */
    static String coordinate(double v, boolean degrees) {
        if (!Double.isFinite(v)) {
            return Double.toString(v);
        }
        if (v != 0 && Math.abs(v) < (degrees ? 1e-6 : 1e-3) || Math.abs(v) >= 1e15) {
            return readable(v);
        }
        String s = String.format(Locale.ROOT, degrees ? "%.6f" : "%.3f", v + 0.0);
        if (s.indexOf('.') >= 0) {
            s = s.replaceAll("0+$", "").replaceAll("\\.$", "");
        }
        return s;
    }

    /**
     * Refuses a field with no data, in the words {@code render} uses.
     *
     * @param file the file it was read from
     * @param h    the field
     * @throws IllegalArgumentException {@code FILE has no data: all N samples are voids} if every sample is a void
     */
    static void requireData(Path file, HeightfieldView h) {
        if (h.statistics().count() == 0) {
            throw new IllegalArgumentException(file + " has no data: " + allVoids(h.sampleCount()));
        }
    }

    /**
     * Refuses an output directory that is an existing file, in the option's words (not
     * {@code Files.createDirectories}' bare "file exists").
     *
     * @param output the --output directory, which need not exist
     * @throws IllegalArgumentException {@code --output must be a directory, was the file …}
     */
    static void checkOutputDirectory(Path output) {
        if (output.toString().isBlank()) {
            throw new IllegalArgumentException("--output must name a directory, was empty");
        }
        if (Files.exists(output) && !Files.isDirectory(output)) {
            throw new IllegalArgumentException("--output must be a directory, was the file " + output);
        }
        for (Path p = output.toAbsolutePath().getParent(); p != null; p = p.getParent()) {
            if (Files.exists(p) && !Files.isDirectory(p)) {
                throw new IllegalArgumentException("--output cannot make " + output + ": " + p + " is a file");
            }
        }
        // the files are staged beside the directory and moved into it: both must take new entries, checked
        // before the work rather than found after it
        if (Files.isDirectory(output) && !Files.isWritable(output)) {
            throw new IllegalArgumentException("--output cannot write into " + output + ": the directory is not writable");
        }
        Path existing = output.toAbsolutePath().getParent();
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        if (existing != null && !Files.isWritable(existing)) {
            throw new IllegalArgumentException("--output cannot make " + output + ": the directory " + existing
                    + " is not writable");
        }
    }

    /**
     * Makes a directory an option names (and its missing parents) before any work and proves a file can be
     * made in it, so a run is not lost to a directory that cannot be written.
     *
     * @param dir    the directory
     * @param option the option that names it ({@code --masks}, {@code -o})
     * @return the directories made (to remove again if the run fails)
     * @throws IllegalArgumentException naming the option, the directory and the reason
     */
    static List<Path> makeDirectory(Path dir, String option) {
        if (dir.toString().isBlank()) {
            throw new IllegalArgumentException(option + " must name a directory, was empty");
        }
        List<Path> made;
        try {
            made = AtomicFiles.createDirectories(dir);
        } catch (IOException e) {
            for (Path p = dir.toAbsolutePath().getParent(); p != null; p = p.getParent()) {
                if (Files.exists(p) && !Files.isDirectory(p)) {
                    throw new IllegalArgumentException(option + " cannot make " + dir + ": " + p + " is a file");
                }
            }
            throw new IllegalArgumentException(option + " cannot make " + dir + ": " + reason(e, dir));
        }
        try {
            Path probe = Files.createTempFile(dir, ".terrain-probe-", ".tmp");
            Files.delete(probe);
        } catch (IOException e) {
            AtomicFiles.removeIfEmpty(made);
            throw new IllegalArgumentException(option + " cannot write in " + dir + ": " + reason(e, dir));
        }
        return made;
    }

    /**
     * {@link #makeDirectory} and remove again what it made: the directory can be made and written.
     *
     * @param dir    the directory
     * @param option the option that names it
     * @throws IllegalArgumentException naming the option, the directory and the reason
     */
    static void checkWritableDirectory(Path dir, String option) {
        AtomicFiles.removeIfEmpty(makeDirectory(dir, option));
    }

    /**
     * Warns that an output will hold no data (every sample a void): a faithful copy, such as a conversion or a
     * crop of a void region, is written, but a user should not find out later.
     *
     * @param output the file about to be written
     * @param h      its field
     * @param err    where warnings go
     */
    static void warnIfNoData(Path output, HeightfieldView h, PrintWriter err) {
        if (h.statistics().count() == 0) {
            err.printf(Locale.ROOT, "terrain: warning: %s will hold no data: %s%n", output, allVoids(h.sampleCount()));
        }
    }

    /** {@code all 9 samples are voids}, or {@code its one sample is a void}. */
    private static String allVoids(long samples) {
        return samples == 1 ? "its one sample is a void" : "all " + samples + " samples are voids";
    }

    /**
     * A number for a person to read: six significant digits, trailing zeros dropped ({@code 194.444},
     * {@code 94}, {@code 0.3}, {@code 1.5e+07}). Numbers to be typed back in exactly (the read-back
     * options) are printed by {@code InputOptions} in full instead.
     *
     * @param v a finite number
     * @return it in six significant digits
     */
    static String readable(double v) {
        String s = String.format(Locale.ROOT, "%.6g", v + 0.0);
        int e = s.indexOf('e');
        String mantissa = e < 0 ? s : s.substring(0, e);
        if (mantissa.indexOf('.') >= 0) {
            mantissa = mantissa.replaceAll("0+$", "").replaceAll("\\.$", "");
        }
        return e < 0 ? mantissa : mantissa + s.substring(e);
    }

    /**
     * A number to be typed back in (the read-back options {@code --scale}, {@code --offset}, {@code --spacing}):
     * the shortest text that reads back as exactly {@code v}, in plain decimals where that takes at most 24
     * characters ({@code 94}, {@code 0.00003051850947599719}, {@code 999999999991.5}), else with a lower-case
     * exponent the option parser takes ({@code 3.051804281768732e+33}); never Java's {@code 1.0E-5}.
     *
     * @param v a finite number
     * @return its text
     */
    static String exact(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return Long.toString((long) v);
        }
        String s = Double.toString(v);
        int e = s.indexOf('E');
        if (e < 0) {
            return s;
        }
        String plain = new java.math.BigDecimal(s).stripTrailingZeros().toPlainString();
        if (plain.length() <= 24) {
            return plain;
        }
        String mantissa = s.substring(0, e);
        if (mantissa.endsWith(".0")) {
            mantissa = mantissa.substring(0, mantissa.length() - 2);
        }
        String exponent = s.substring(e + 1);
        return mantissa + "e" + (exponent.startsWith("-") ? exponent : "+" + exponent);
    }

    /**
     * A write that may fail and gives back a value.
     *
     * @param <T> what the write gives back
     */
    interface Producing<T> {
        /**
         * @return what the write gives back
         * @throws IOException if the write fails
         */
        T run() throws IOException;
    }

    /**
     * As {@link #write(Path, Write)}, for a write that gives back a value.
     *
     * @param <T>   what the write gives back
     * @param file  the file being written
     * @param write the write
     * @return what the write gave back
     * @throws IOException {@code cannot write FILE: REASON} if the write fails
     */
    static <T> T written(Path file, Producing<T> write) throws IOException {
        try {
            return write.run();
        } catch (IOException e) {
            throw cannotWrite(file, e);
        }
    }

    /** A write that may fail. */
    interface Write {
        /**
         * @throws IOException if the write fails
         */
        void run() throws IOException;
    }

    /**
     * Runs a write and reports its failure in one form whatever the writer: {@code cannot write FILE:
     * REASON} (a full disk reads {@code cannot write out.png: No space left on device} from every writer).
     *
     * @param file  the file being written
     * @param write the write
     * @throws IOException {@code cannot write FILE: REASON} if the write fails
     */
    static void write(Path file, Write write) throws IOException {
        try {
            write.run();
        } catch (IOException e) {
            throw cannotWrite(file, e);
        }
    }

    /**
     * Writes a command's outputs all or none: each goes to a staging file beside it (its name ends in
     * the output's, so the format chosen by extension is the same), and only when every one is written
     * are they moved into place. A failure, or Ctrl-C, leaves no output and no staging file behind.
     *
     * @param files   the outputs, in the order they are written
     * @param writers one per output: writes it to the path given
     * @throws IOException {@code cannot write FILE: REASON} for the output that failed
     */
    static void writeAll(List<Path> files, List<AtomicFiles.Content<Path>> writers) throws IOException {
        try {
            AtomicFiles.writeAllFiles(files, writers);
        } catch (IOException e) {
            for (Path f : files) {
                String prefix = "cannot write " + f + ": ";
                if (e.getMessage() != null && e.getMessage().startsWith(prefix)) {
                    String r = reason(e.getCause() != null ? e.getCause() : e, f);
                    while (r.startsWith(prefix)) {
                        r = r.substring(prefix.length());
                    }
                    throw new IOException(prefix + r, e);
                }
            }
            throw cannotWrite(files.get(0), e);
        }
    }

    /**
     * @param file the file that could not be written
     * @param e    why
     * @return {@code cannot write FILE: REASON}, with the reason in plain words (no Java class names, no
     *         ImageIO's generic wrapper, the file not repeated)
     */
    static IOException cannotWrite(Path file, IOException e) {
        String prefix = "cannot write " + file + ": ";
        if (e.getMessage() != null && e.getMessage().startsWith(prefix)) {
            return e;
        }
        return new IOException(prefix + reason(e, file), e);
    }

    private static final String DISK_FULL = "No space left on device";

    static String reason(Throwable e, Path file) {
        String first = null;
        for (Throwable t = e; t != null; t = t.getCause()) {
            String m = t instanceof java.nio.file.AccessDeniedException ? "permission denied"
                    : t instanceof java.nio.file.FileSystemException f && f.getReason() != null ? f.getReason()
                    : t.getMessage();
            if (m == null || m.isBlank()) {
                continue;
            }
            if (m.contains(DISK_FULL)) {
                return DISK_FULL;
            }
            if (first == null && !m.startsWith("I/O error writing PNG")) {
                first = m;
            }
        }
        if (first == null) {
            return "write failed";
        }
        String m = first.replaceAll("^((?:[a-z]\\w*\\.)+[A-Z]\\w*(?:Exception|Error): )+", "");
        for (String f : new String[] {file.toString(), file.toAbsolutePath().toString()}) {
            if (m.startsWith(f + ": ")) {
                m = m.substring(f.length() + 2);
            }
        }
        return m.strip();
    }
}
