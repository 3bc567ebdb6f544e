package org.terrain4j.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

import org.terrain4j.api.CoordinateSystem;
import org.terrain4j.api.Georeference;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.io.Geographic;
import org.terrain4j.io.RasterFormat;
import org.terrain4j.io.Rasters;
import org.terrain4j.io.ReadOptions;
import org.terrain4j.io.SrtmHgt;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** The heightfield file a subcommand reads, and whether its spacing is in degrees (a picocli mixin). */
final class InputOptions {

    @Parameters(index = "0", paramLabel = "FILE",
            description = {"A heightfield file, its format named by the extension:", Cli.READ_FORMATS})
    Path file;

    @Spec(Spec.Target.MIXEE)
    CommandSpec spec;

    @Option(names = "--tile", paramLabel = "CORNER",
            description = "An .hgt tile's south-west corner, such as N57E011, when the file name does not give it.")
    String tile;

    @Option(names = "--geographic",
            description = "The file is in degrees of WGS 84 (EPSG:4326) but names no coordinate system (a geographic ASCII grid with no prj file): take it as WGS 84 and place it in metres first, so outputs record WGS 84 and GeoJSON is in longitude and latitude (--assign-crs names another geographic system). A file that names a geographic system (a WGS 84 GeoTIFF, an ASCII grid with a geographic prj, an SRTM tile) is placed in metres without it.")
    boolean geographic;

    @Option(names = "--assign-crs", paramLabel = "CRS",
            description = "The coordinate system of a file that names none, as EPSG:CODE (such as EPSG:32633), a WKT"
                    + " text or a file holding one (a prj file); it replaces one the file names, as GDAL's -a_srs does"
                    + " (with a warning). The system is assigned, not reprojected to.")
    String assignCrs;

    @Option(names = "--scale", paramLabel = "METRES",
            description = "Height step of one 16-bit sample, finite and > 0, for a raw file (r16, raw) or a PNG that"
                    + " records none (default: heights 0…1). 'generate' and 'erode' print the value to pass.")
    Double scale;

    @Option(names = "--offset", paramLabel = "METRES",
            description = "Height of sample 0, any finite height, for a raw file (r16, raw) or a PNG that records none"
                    + " (default 0).")
    Double offset;

    @Option(names = "--spacing", paramLabel = "METRES",
            description = "Metres between samples, in [1e-9, 1e9], for a raw file (r16, raw, f32) or a PNG that records none (default 1);"
                    + " SX,SZ (or SXxSZ) for cells whose spacings along x (east) and z (south) differ.")
    String spacing;

    @Option(names = "--byte-order", paramLabel = "ORDER",
            description = "Byte order of a raw file's samples: little or big (default little).")
    String byteOrder;

    @Option(names = "--max-read-bytes", paramLabel = "BYTES",
            description = "The most memory reading FILE may take for its heights (4 bytes a sample) and decoding"
                    + " buffers: a whole number of bytes ≥ 1, with an optional binary suffix k, m, g or t (such as 4g);"
                    + " default 1g. A file that declares more is refused before anything is allocated. Raise the heap"
                    + " with it (JAVA_OPTS=-Xmx…).")
    String maxReadBytes;

    @Option(names = "--size", paramLabel = "COLUMNSxROWS",
            description = "Size of a raw file that is not square, such as 1025x513 (default: a square from its length).")
    String size;

    /**
     * @return the read options given on the command line
     * @throws IllegalArgumentException naming the option, if a value is out of range or malformed
     */
    ReadOptions options() {
        ReadOptions o = ReadOptions.defaults();
        if (scale != null) {
            if (!(scale > 0 && scale < Double.POSITIVE_INFINITY)) {
                throw new IllegalArgumentException("--scale must be finite and > 0, was " + scale);
            }
            o = o.withScale(scale);
        }
        if (offset != null) {
            if (!Double.isFinite(offset)) {
                throw new IllegalArgumentException("--offset must be finite, was " + offset);
            }
            o = o.withOffset(offset);
        }
        if (spacing != null) {
            double[] sp = spacings();
            // two spacings: the reader places the grid with the larger (its extent check then covers both), and
            // read() sets the two on the frame
            o = o.withSpacing(Math.max(sp[0], sp[1]));
        }
        if (byteOrder != null) {
            o = switch (byteOrder.toLowerCase(Locale.ROOT)) {
                case "little" -> o.withByteOrder(ByteOrder.LITTLE_ENDIAN);
                case "big" -> o.withByteOrder(ByteOrder.BIG_ENDIAN);
                default -> throw new UsageException("--byte-order must be little or big, was '"
                        + byteOrder + "'");
            };
        }
        if (maxReadBytes != null) {
            o = o.withMaxDecodedBytes(readBudget(maxReadBytes));
        }
        if (size != null) {
            String[] parts = size.toLowerCase(Locale.ROOT).split("x", -1);
            if (parts.length != 2 || !isNumber(parts[0]) || !isNumber(parts[1])) {
                throw new UsageException("--size must be COLUMNSxROWS, two whole numbers ≥ 1 (such as 1025x513)"
                        + " of at most " + org.terrain4j.api.Heightfield.MAX_SAMPLES + " samples, was '" + size + "'");
            }
            long columns = count(parts[0]);
            long rows = count(parts[1]);
            if (columns < 1 || rows < 1 || columns * rows > org.terrain4j.api.Heightfield.MAX_SAMPLES) {
                throw new IllegalArgumentException("--size must be COLUMNSxROWS, two whole numbers ≥ 1 (such as 1025x513)"
                        + " of at most " + org.terrain4j.api.Heightfield.MAX_SAMPLES + " samples, was '" + size + "'");
            }
            o = o.withSize((int) columns, (int) rows);
        }
        return o;
    }

    /**
     * @return the --spacing given, along x and z (equal when one value was given)
     * @throws UsageException            if the text is not one number or two (SX,SZ or SXxSZ)
     * @throws IllegalArgumentException if a spacing is not finite and &gt; 0
     */
    double[] spacings() {
        String[] parts = spacing.strip().split("\\s*[,xX]\\s*", -1);
        if (parts.length > 2) {
            throw new UsageException("--spacing must be METRES or SX,SZ (such as 10 or 8.5,6), was '" + spacing + "'");
        }
        double[] v = new double[2];
        for (int i = 0; i < parts.length; i++) {
            try {
                v[i] = Conversions.decimal(parts[i]); // inf and nan as numbers out of range, as every option
            } catch (picocli.CommandLine.TypeConversionException e) {
                throw new UsageException("--spacing must be METRES or SX,SZ (such as 10 or 8.5,6), was '" + spacing + "'");
            }
            // the range GridFrame takes, stated once for 0 and for 1e308 alike
            if (!(v[i] >= GridFrame.MIN_SPACING && v[i] <= GridFrame.MAX_SPACING)) {
                throw new IllegalArgumentException("--spacing must be in [1e-9, 1e9], was " + spacing.strip());
            }
        }
        if (parts.length == 1) {
            v[1] = v[0];
        }
        return v;
    }

    /**
     * @param text the value of {@code --max-read-bytes}: a whole number with an optional binary suffix
     *             k, m, g or t
     * @return the bytes it names
     * @throws UsageException           if it is not a number at all
     * @throws IllegalArgumentException if it is a number below 1 B, not whole, or beyond 2⁶³ − 1 bytes
     */
    static long readBudget(String text) {
        String t = text.strip();
        int shift = t.isEmpty() ? 0 : switch (Character.toLowerCase(t.charAt(t.length() - 1))) {
            case 'k' -> 10;
            case 'm' -> 20;
            case 'g' -> 30;
            case 't' -> 40;
            default -> 0;
        };
        String number = shift == 0 ? t : t.substring(0, t.length() - 1).strip();
        if (!isNumber(number)) {
            throw new UsageException("--max-read-bytes must be a whole number of bytes in [1, 2^63 - 1], with an optional"
                    + " suffix k, m, g or t (such as 4g), was '" + text.strip() + "'");
        }
        java.math.BigDecimal v;
        try {
            v = new java.math.BigDecimal(number);
        } catch (NumberFormatException e) {
            v = null;
        }
        java.math.BigDecimal bytes = v == null ? null : v.multiply(java.math.BigDecimal.valueOf(1L << shift));
        if (bytes == null || bytes.signum() <= 0 || bytes.stripTrailingZeros().scale() > 0
                || bytes.compareTo(java.math.BigDecimal.valueOf(Long.MAX_VALUE)) > 0) {
            throw new IllegalArgumentException("--max-read-bytes must be a whole number of bytes in [1, 2^63 - 1]"
                    + " (such as 4g), was " + text.strip());
        }
        return bytes.longValueExact();
    }

    /** Whether the text is a number at all (whole or not, in range or not; NaN and Infinity count). */
    private static boolean isNumber(String s) {
        try {
            Double.parseDouble(s.strip());
            return !s.isBlank();
        } catch (NumberFormatException e) {
            return false;
        }
    }

    private static long count(String s) {
        if (s.isEmpty() || s.length() > 10 || !s.chars().allMatch(ch -> ch >= '0' && ch <= '9')) {
            return -1;
        }
        return Long.parseLong(s);
    }

    /**
     * Prints, after writing a file that does not record them, the input options that read it back
     * as written ({@code --scale}, {@code --offset}, {@code --spacing}, {@code --size}), each number in the
     * shortest text that reads back exactly ({@link Cli#exact}); nothing for a file that records everything.
     *
     * @param out     where to print (a {@code PrintStream} or {@code PrintWriter})
     * @param file    the file written
     * @param written what {@link Rasters#write} returned
     * @param frame   the frame of the field written: a raw file of cells whose two spacings differ is read back
     *                with {@code --spacing SX,SZ}
     * @throws IOException if printing fails
     */
    static void printReadBack(Appendable out, Path file, ReadOptions written, GridFrame frame) throws IOException {
        boolean raw = RasterFormat.of(file).filter(f -> f == RasterFormat.R16 || f == RasterFormat.F32).isPresent();
        boolean twoSpacings = raw && frame.spacingX() != frame.spacingZ();
        if (written.isDefault() && !twoSpacings) {
            return;
        }
        StringBuilder s = new StringBuilder();
        written.scale().ifPresent(v -> s.append(" --scale ").append(Cli.exact(v)));
        written.offset().ifPresent(v -> s.append(" --offset ").append(Cli.exact(v)));
        written.spacing().ifPresent(v -> s.append(" --spacing ").append(Cli.exact(v)));
        if (twoSpacings) {
            s.append(" --spacing ").append(Cli.exact(frame.spacingX())).append(',').append(Cli.exact(frame.spacingZ()));
        }
        if (written.columns().isPresent()) {
            s.append(" --size ").append(written.columns().getAsInt()).append('x').append(written.rows().getAsInt());
        }
        out.append(file + " does not record its height scale, spacing or size: read it back with" + s
                + System.lineSeparator());
        if (out instanceof java.io.Flushable f) {
            f.flush();
        }
    }


    /**
     * Reads the file as it is, warning on standard error if it looks geographic and --geographic is off.
     *
     * @return the field in the file's own frame
     * @throws IOException if it cannot be read
     */
    Heightfield readAsIs() throws IOException {
        CoordinateSystem assigned = assignCrs == null ? null : assignedCrs(assignCrs);
        if (assigned != null && (tile != null || isHgt())) {
            throw new IllegalArgumentException("--assign-crs does not apply to " + file + ": an .hgt tile is WGS 84"
                    + " (EPSG:4326) by definition");
        }
        Heightfield h = tile != null || isHgt() ? readHgt() : readRaster();
        if (spacing != null) {
            double[] sp = spacings();
            double larger = Math.max(sp[0], sp[1]);
            if (sp[0] != sp[1] && h.frame().equals(new GridFrame(0, 0, larger, larger))) {
                h = h.withFrame(new GridFrame(0, 0, sp[0], sp[1]));
            }
        }
        if (assigned != null) {
            h = assigned(h, assigned);
        }
        Cli.warnIfGeographic(file, h, geographic || Geographic.namesDegrees(h.frame()), spec.commandLine().getErr());
        return h;
    }

    /** GeoTIFF's and the EPSG registry's first user-defined code: no file records a code from it up. */
    private static final int USER_DEFINED = 32767;

    /**
     * @param text {@code EPSG:CODE}, a WKT text, or a file holding one
     * @return the system it names
     * @throws IllegalArgumentException naming --assign-crs if it names none
     * @throws IOException              if the file cannot be read
     */
    static CoordinateSystem assignedCrs(String text) throws IOException {
        String t = text.strip();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?i)EPSG:([+-]?\\d+)").matcher(t);
        if (m.matches()) {
            // one range, the one a file can record (GeoTIFF's keys hold 1…32766; from 32767 up the codes are
            // user-defined), however many digits were typed
            java.math.BigInteger code = new java.math.BigInteger(m.group(1));
            if (code.signum() <= 0 || code.compareTo(java.math.BigInteger.valueOf(USER_DEFINED)) >= 0) {
                throw new IllegalArgumentException("--assign-crs EPSG:CODE must have a code in [1, "
                        + (USER_DEFINED - 1) + "], was " + t + (code.signum() <= 0 ? ""
                        : "; codes from " + USER_DEFINED + " up are user-defined and no file can record them: give"
                                + " the system as WKT or a prj file instead"));
            }
            int c = code.intValueExact();
            if (!isRegistered(c)) {
                throw new IllegalArgumentException("--assign-crs " + t + " is no code of the EPSG registry (as Proj4J"
                        + " holds it); give the system as WKT or a prj file instead");
            }
            return CoordinateSystem.ofEpsg(c);
        }
        String wkt = t;
        String from = "";
        if (!t.contains("[") && !t.contains("(")) {
            Path f = Path.of(t);
            if (!Files.isRegularFile(f)) {
                throw new IllegalArgumentException("--assign-crs must be EPSG:CODE (such as EPSG:32633), a WKT text or"
                        + " a file holding one, was '" + text + "' (no such file)");
            }
            if (Files.size(f) > 1 << 20) {
                throw new IllegalArgumentException("--assign-crs " + f + ": a WKT file must be at most 1 MiB, was "
                        + Files.size(f) + " bytes");
            }
            try {
                wkt = Files.readString(f, java.nio.charset.StandardCharsets.UTF_8);
            } catch (java.nio.charset.CharacterCodingException e) {
                throw new IllegalArgumentException("--assign-crs must be EPSG:CODE (such as EPSG:32633), a WKT text or a"
                        + " file holding one; " + f + " is not text (not UTF-8), was it a raster?", e);
            }
            from = " in " + f;
        }
        try {
            return CoordinateSystem.ofWkt(wkt);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--assign-crs must be EPSG:CODE (such as EPSG:32633), a WKT text or a"
                    + " file holding one; the text" + from + " is not WKT: " + e.getMessage().replaceFirst("^wkt ", ""), e);
        }
    }

    /**
     * Whether the EPSG registry (Proj4J's copy, through terrain-proj4j, or terrain4j's own catalogue) has
     * the code; a code outside the catalogue is taken as registered when no registry is installed.
     */
    private static boolean isRegistered(int code) {
        if (org.terrain4j.api.internal.CrsCatalog.byCode(code).isPresent()) {
            return true;
        }
        return org.terrain4j.api.internal.Reprojection.installed().map(r -> r.registered(code)).orElse(true);
    }

    /** The field with the system assigned, warning if that replaces another one the file names. */
    private Heightfield assigned(Heightfield h, CoordinateSystem crs) {
        GridFrame f = h.frame();
        f.georeference().ifPresent(g -> {
            boolean same = g.crs().equals(crs) || (g.crs().epsg().isPresent() && g.crs().epsg().equals(crs.epsg()));
            if (!same) {
                PrintWriter err = spec.commandLine().getErr();
                err.println("terrain: warning: " + file + " names " + g.crs() + "; --assign-crs replaces it with " + crs
                        + " (the coordinates are kept, not reprojected)");
                err.flush();
            }
        });
        return h.withFrame(f.withGeoreference(Georeference.in(crs)));
    }

    private boolean isHgt() {
        Path name = file.getFileName();
        return name != null && name.toString().toLowerCase(Locale.ROOT).endsWith(".hgt");
    }

    private Heightfield readHgt() throws IOException {
        Path name = file.getFileName();
        if (tile != null) {
            if (!isHgt()) {
                throw new IllegalArgumentException("--tile applies to .hgt files only, not " + file);
            }
            SrtmHgt.Tile corner = SrtmHgt.Tile.fromName(tile.strip() + ".hgt").orElseThrow(() ->
                    new IllegalArgumentException("--tile must be a south-west corner such as N57E011 or S01W078,"
                            + " was " + tile));
            return SrtmHgt.read(file, corner, options());
        }
        if (name != null && SrtmHgt.Tile.fromName(name.toString()).isEmpty() && Files.isRegularFile(file)) {
            throw new IllegalArgumentException(file + ": the file name does not give the tile's south-west corner"
                    + " (such as N57E011.hgt); rename it or give the corner with --tile N57E011");
        }
        return readRaster();
    }

    /**
     * {@link Rasters#read(Path, ReadOptions)}, its refusals of the read options in the options' words:
     * {@code --size does not apply to …} for the library's {@code size does not apply to …}, and a raw
     * file that is not square told how to give its size.
     */
    private Heightfield readRaster() throws IOException {
        ReadOptions o = options();
        try {
            return Rasters.read(file, o);
        } catch (org.terrain4j.io.RasterFormatException e) {
            if (e.reason().endsWith("is not a square; give its columns and rows")) {
                throw new org.terrain4j.io.RasterFormatException(file, e.reason() + " with --size COLUMNSxROWS", e);
            }
            throw e;
        } catch (IllegalArgumentException e) {
            String m = e.getMessage() == null ? "" : e.getMessage();
            for (String[] r : OPTION_WORDS) {
                if (m.startsWith(r[0])) {
                    throw new IllegalArgumentException(r[1] + m.substring(r[0].length()), e);
                }
            }
            throw e;
        }
    }

    /** The library's names of the read options, as its messages start, and the options'. */
    private static final String[][] OPTION_WORDS = {
        {"scale and offset do not apply", "--scale and --offset do not apply"},
        {"spacing does not apply", "--spacing does not apply"},
        {"byte order does not apply", "--byte-order does not apply"},
        {"size does not apply", "--size does not apply"},
    };

    /**
     * @param h a field read by {@link #readAsIs()}
     * @return it placed in metres if --geographic was given or the file names a geographic system
     *         its frame is still in (as an .hgt tile is placed), else unchanged
     */
    Heightfield placed(Heightfield h) {
        java.util.Optional<org.terrain4j.api.CoordinateSystem> crs = h.frame().crs();
        if (geographic && crs.isPresent() && !crs.get().isGeographic()) {
            // --geographic would read metres as degrees
            throw new IllegalArgumentException("--geographic does not apply to " + file + ": it names a projected"
                    + " coordinate system (" + crs.get().epsg().stream().mapToObj(c -> "EPSG:" + c).findFirst()
                    .orElse("from its .prj") + ") in metres; leave --geographic out");
        }
        if (Geographic.namesDegrees(h.frame())) {
            return Geographic.toMetres(h);
        }
        if (crs.isPresent() && crs.get().isGeographic()) {
            return h; // placed in metres by its reader (an .hgt tile): --geographic has nothing left to do
        }
        if (geographic) {
            // degrees that name no system are taken as WGS 84 longitude and latitude, so that what is written
            // from them (a GeoTIFF, an .asc's .prj, GeoJSON in longitude/latitude) says where they are
            try {
                return Geographic.toMetres(h.withFrame(h.frame().withGeoreference(
                        Georeference.in(CoordinateSystem.WGS84))));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("--geographic does not apply to " + file + ": " + e.getMessage()
                        .replaceFirst("^the frame is not geographic: ", "its coordinates are not degrees: ")
                        + "; leave --geographic out", e);
            }
        }
        return h;
    }

    /**
     * @return the file's field, in metres if --geographic was given or the file names a geographic
     *         system (the frame keeps the way back, so what is written lands where the input was)
     * @throws IOException if it cannot be read
     */
    Heightfield read() throws IOException {
        return placed(readAsIs());
    }

    /**
     * Reads another file as {@link #read()} reads FILE, with the same input options (a baseline beside it).
     *
     * @param other the file
     * @return the field, placed in metres as FILE is
     * @throws IOException if it cannot be read
     */
    Heightfield readOther(Path other) throws IOException {
        Path own = file;
        file = other;
        try {
            return read();
        } finally {
            file = own;
        }
    }
}
