package org.terrain4j.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;

/**
 * Differential fuzzing of the GeoTIFF reader against GDAL (issue 33). Small valid GeoTIFFs (made by
 * {@code gdal_translate} with every compression, predictor, layout, byte order and BigTIFF, by our
 * writer, and one with GDAL's no-data and scale/offset tags after a tag the reader does not use) are
 * damaged deterministically from a seed: bytes changed anywhere or inside the blocks, a tag's count,
 * offset or type corrupted, a strip's offset or byte count changed, the declared size changed, the
 * file cut short. Each is read by us and by GDAL ({@code gdal_translate -of AAIGrid -ot Float64
 * -unscale}, 17 significant digits), and:
 * <ul>
 *   <li><b>equal</b>: we read exactly what GDAL reads (every sample as the float nearest GDAL's
 *       double; no-data where GDAL writes its no-data value; the same size and, where GDAL reports
 *       one, the same placement);</li>
 *   <li><b>refused</b>: we refused with a one-line {@link RasterFormatException} and GDAL failed,
 *       or reported an error or a warning;</li>
 *   <li><b>refused, GDAL reads</b>: we refused a file GDAL reads without a word (allowed: counted
 *       and printed);</li>
 *   <li><b>misread</b>: we returned a result that GDAL's differs from, or a result where GDAL fails
 *       or errs (must be 0);</li>
 *   <li><b>unexpected</b>: any other exception, or a refusal caused by a runtime exception (a bug
 *       caught by the reader's safety net), or a read that takes more than 30 s (must be 0).</li>
 * </ul>
 * The default run is {@value #DEFAULT_FILES} files (about half a minute on 2 cores); a larger one is
 * {@code -Dterrain4j.fuzz.files=2000}, another seed {@code -Dterrain4j.fuzz.seed=N}; the misread and unexpected
 * files are copied into the folder {@code -Dterrain4j.fuzz.keep=DIR} if given. GDAL is required
 * when {@code TERRAIN4J_REQUIRE_ORACLES} is set, otherwise the test skips without it.
 */
class GeoTiffGdalFuzzTest {

    static final int DEFAULT_FILES = 120;
    /** The most text of GDAL's reading kept (a grid GDAL reads beyond it is counted as read, unchecked). */
    private static final int GDAL_OUTPUT_CAP = 4 << 20;
    private static final long DEFAULT_SEED = 0x33_F0CC_AC1DL;

    private static final Path GTIFF = Path.of("src/test/resources/org/terrain4j/io/gdal-gtiff");
    private static final String[] BASES = {"float32.tif", "int16.tif", "uint16_NONE_tiled.tif",
        "float32_LZW_predictor_2.tif", "float32_LZW_predictor_3.tif", "float64_LZW_predictor_2.tif",
        "uint16_LZW_predictor_2.tif", "int16_DEFLATE.tif", "int16_DEFLATE_tiled.tif",
        "float32_DEFLATE_predictor_2_tiled.tif", "int32_PACKBITS.tif", "int32_PACKBITS_tiled.tif",
        "int16_nodata_scale_offset_LZW.tif", "uint32_scale_offset_DEFLATE_tiled.tif",
        "float32_lzw_predictor_3_big_endian.tif", "bigtiff_int16_four_strip_be.tif",
        "bigtiff_float32_DEFLATE_predictor_3_tiled.tif", "float32_cog.tif", "float32_pixel_is_point.tif",
        "int16_nodata.tif"};

    @TempDir
    Path dir;

    private enum Verdict { EQUAL, REFUSED, REFUSED_GDAL_READS, MISREAD, UNEXPECTED }

    private record Outcome(Verdict verdict, String what) {
    }

    @Test
    void ourReadingEqualsGdalsOrIsARefusal() throws Exception {
        IoTesting.assumeGdal();
        org.terrain4j.testkit.Oracles.require(IoTesting.onPath("gdal_translate"), "gdal_translate on the PATH");
        int files = Integer.getInteger("terrain4j.fuzz.files", DEFAULT_FILES);
        long seed = Long.getLong("terrain4j.fuzz.seed", DEFAULT_SEED);
        List<byte[]> bases = bases();
        long start = System.nanoTime();
        ExecutorService workers = Executors.newFixedThreadPool(2);
        ExecutorService reads = Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "fuzz-read");
            t.setDaemon(true);
            return t;
        });
        List<Future<Outcome>> futures = new ArrayList<>();
        try {
            for (int i = 0; i < files; i++) {
                int index = i;
                futures.add(workers.submit(() -> kept(one(seed, index, bases, reads), index)));
            }
            int[] counts = new int[Verdict.values().length];
            List<String> bad = new ArrayList<>();
            List<String> gdalOnly = new ArrayList<>();
            int done = 0;
            for (Future<Outcome> f : futures) {
                Outcome o = f.get();
                counts[o.verdict.ordinal()]++;
                if (++done % 200 == 0 && done < files) {
                    System.out.printf(Locale.ROOT, "  after %d files: %d equal, %d refused, %d refused where GDAL reads,"
                            + " %d misread, %d unexpected%n", done, counts[0], counts[1], counts[2], counts[3], counts[4]);
                }
                if (o.verdict == Verdict.MISREAD || o.verdict == Verdict.UNEXPECTED) {
                    bad.add(o.verdict + " " + o.what);
                } else if (o.verdict == Verdict.REFUSED_GDAL_READS && gdalOnly.size() < 8) {
                    gdalOnly.add(o.what);
                }
            }
            String summary = String.format(Locale.ROOT, "GeoTIFF fuzz against GDAL: seed %d, %d files: %d equal, %d refused"
                    + " (GDAL errs or warns too), %d refused where GDAL reads, %d misread, %d unexpected; %.1f s",
                    seed, files, counts[0], counts[1], counts[2], counts[3], counts[4],
                    (System.nanoTime() - start) / 1e9);
            System.out.println(summary);
            gdalOnly.forEach(s -> System.out.println("  refused where GDAL reads: " + s));
            assertTrue(bad.isEmpty(), summary + "\n" + String.join("\n", bad.subList(0, Math.min(20, bad.size()))));
            assertEquals(files, counts[0] + counts[1] + counts[2]);
            assertTrue(counts[0] > 0 && counts[1] > 0, summary);
        } finally {
            workers.shutdownNow();
            reads.shutdownNow();
        }
    }

    private List<byte[]> bases() throws IOException {
        List<byte[]> out = new ArrayList<>();
        for (String b : BASES) {
            out.add(Files.readAllBytes(GTIFF.resolve(b)));
        }
        // ours: a frame in metres with an EPSG code, voids written as GDAL_NODATA
        SplittableRandom rnd = new SplittableRandom(7);
        float[] d = new float[300 * 5];
        for (int i = 0; i < d.length; i++) {
            d[i] = i % 41 == 3 ? Float.NaN : (float) rnd.nextDouble(-20, 900);
        }
        Heightfield ours = Heightfield.of(300, 5, d).withFrame(new GridFrame(500_010, -6_400_010, 20, 20)
                .withGeoreference(org.terrain4j.api.Georeference.in(org.terrain4j.api.CoordinateSystem.ofEpsg(32633))));
        Path f = dir.resolve("ours.tif");
        GeoTiff.write(ours, f);
        out.add(Files.readAllBytes(f));
        // the issue's case: an unused tag before GDAL's metadata and no-data tags
        TinyTiff t = new TinyTiff();
        ByteBuffer b = TinyTiff.le(4 * 12);
        for (int i = 0; i < 12; i++) {
            b.putFloat(i == 5 ? -9999 : 100 + 7.25f * i);
        }
        int at = t.block(b.array());
        t.image(4, 3, 32, 3, 1).longs(273, at).longs(278, 3).longs(279, 48)
                .doubles(33550, 30, 30, 0).doubles(33922, 0, 0, 0, 600_000, 5_000_000, 0)
                .ascii(305, "software").ascii(42112, "<GDALMetadata><Item name=\"OFFSET\" sample=\"0\" role=\"offset\">"
                        + "-5</Item><Item name=\"SCALE\" sample=\"0\" role=\"scale\">0.5</Item></GDALMetadata>")
                .ascii(42113, "-9999");
        out.add(t.build());
        return out;
    }

    // ------------------------------------------------------------------------------------ mutation

    /** A directory entry: tag, type, count, where its value field is, and its file's layout. */
    private record Entry(int tag, int type, long count, int field, int at) {
    }

    private static final class Tiff {
        final byte[] b;
        final ByteBuffer buf;
        final boolean big;
        final List<Entry> entries = new ArrayList<>();
        final long ifd;

        Tiff(byte[] bytes) {
            b = bytes;
            buf = ByteBuffer.wrap(b).order(b[0] == 'I' ? ByteOrder.LITTLE_ENDIAN : ByteOrder.BIG_ENDIAN);
            big = buf.getShort(2) == 43;
            ifd = big ? buf.getLong(8) : buf.getInt(4) & 0xffffffffL;
            long n = big ? buf.getLong((int) ifd) : buf.getShort((int) ifd) & 0xffff;
            for (int i = 0; i < n; i++) {
                int p = (int) (ifd + (big ? 8 + 20L * i : 2 + 12L * i));
                long count = big ? buf.getLong(p + 4) : buf.getInt(p + 4) & 0xffffffffL;
                entries.add(new Entry(buf.getShort(p) & 0xffff, buf.getShort(p + 2) & 0xffff, count,
                        p + (big ? 12 : 8), p));
            }
        }

        int size(int type) {
            return switch (type) {
                case 3, 8 -> 2;
                case 4, 9, 11, 13 -> 4;
                case 5, 10, 12, 16, 17, 18 -> 8;
                default -> 1;
            };
        }

        boolean inline(Entry e) {
            return e.count * size(e.type) <= (big ? 8 : 4);
        }

        /** Where element {@code i} of an entry's values lies (inline or out of line). */
        int element(Entry e, int i) {
            long base = inline(e) ? e.field : (big ? buf.getLong(e.field) : buf.getInt(e.field) & 0xffffffffL);
            return (int) (base + (long) i * size(e.type));
        }

        void putUnsigned(int p, int size, long v) {
            switch (size) {
                case 1 -> buf.put(p, (byte) v);
                case 2 -> buf.putShort(p, (short) v);
                case 4 -> buf.putInt(p, (int) v);
                default -> buf.putLong(p, v);
            }
        }

        long getUnsigned(int p, int size) {
            return switch (size) {
                case 1 -> buf.get(p) & 0xff;
                case 2 -> buf.getShort(p) & 0xffff;
                case 4 -> buf.getInt(p) & 0xffffffffL;
                default -> buf.getLong(p);
            };
        }

        Entry find(int... tags) {
            for (Entry e : entries) {
                for (int t : tags) {
                    if (e.tag == t) {
                        return e;
                    }
                }
            }
            return null;
        }
    }

    /** A damaged copy of a base, and what was done to it. */
    private static Object[] mutate(SplittableRandom rnd, byte[] base) {
        byte[] b = base.clone();
        Tiff t = new Tiff(b);
        int kind = rnd.nextInt(9);
        String what;
        switch (kind) {
            case 0 -> {
                int n = rnd.nextInt(1, 5);
                StringBuilder s = new StringBuilder("bytes changed at");
                for (int i = 0; i < n; i++) {
                    int p = rnd.nextInt(b.length);
                    b[p] = (byte) rnd.nextInt(256);
                    s.append(' ').append(p);
                }
                what = s.toString();
            }
            case 1 -> {
                // inside the blocks: between the header and the directory (gdal_translate puts the directory first,
                // so also after it)
                int lo = t.ifd > b.length / 2 ? 16 : (int) Math.min(b.length - 1, t.ifd + 400);
                int hi = t.ifd > b.length / 2 ? (int) t.ifd : b.length;
                int n = rnd.nextInt(1, 4);
                StringBuilder s = new StringBuilder("block bytes changed at");
                for (int i = 0; i < n && hi > lo; i++) {
                    int p = rnd.nextInt(lo, hi);
                    b[p] ^= (byte) (1 << rnd.nextInt(8));
                    s.append(' ').append(p);
                }
                what = s.toString();
            }
            case 2 -> {
                Entry e = t.entries.get(rnd.nextInt(t.entries.size()));
                long[] choices = {e.count + 1, Math.max(0, e.count - 1), e.count * 2, 0, rnd.nextLong(1L << 32),
                    0x7fff_ffffL, e.count + rnd.nextInt(1, 100)};
                long c = choices[rnd.nextInt(choices.length)];
                t.putUnsigned(e.at + 4, t.big ? 8 : 4, c);
                what = "count of tag " + e.tag + " " + e.count + " → " + c;
            }
            case 3 -> {
                Entry e = t.entries.get(rnd.nextInt(t.entries.size()));
                long o = rnd.nextBoolean() ? rnd.nextLong(b.length + 64L) : rnd.nextLong(1L << 32);
                t.putUnsigned(e.field, t.big ? 8 : 4, o);
                what = "value/offset field of tag " + e.tag + " → " + o;
            }
            case 4 -> {
                int n = rnd.nextInt(8, b.length);
                b = java.util.Arrays.copyOf(b, n);
                what = "cut to " + n + " of " + base.length + " bytes";
            }
            case 5 -> {
                Entry e = t.find(rnd.nextBoolean() ? 256 : 257);
                int size = t.size(e.type);
                long v = t.getUnsigned(t.element(e, 0), size);
                long[] choices = {v + 1, v - 1, v * 2, v / 2, 46_000, 65_535, rnd.nextLong(1L << (8 * Math.min(size, 4)))};
                long c = choices[rnd.nextInt(choices.length)];
                t.putUnsigned(t.element(e, 0), size, c);
                what = "size tag " + e.tag + " " + v + " → " + c;
            }
            case 6 -> {
                Entry e = t.entries.get(rnd.nextInt(t.entries.size()));
                int type = rnd.nextInt(20);
                t.putUnsigned(e.at + 2, 2, type);
                what = "type of tag " + e.tag + " " + e.type + " → " + type;
            }
            case 7 -> {
                Entry e = t.find(rnd.nextBoolean() ? 273 : 279, rnd.nextBoolean() ? 324 : 325);
                if (e == null) {
                    e = t.find(273, 279, 324, 325);
                }
                int i = rnd.nextInt((int) Math.max(1, e.count));
                int size = t.size(e.type);
                int p = t.element(e, i);
                long v = t.getUnsigned(p, size);
                long[] choices = {v + 1, Math.max(0, v - 1), v / 2, v + 8, 0, b.length, v + rnd.nextInt(-40, 40)};
                long c = choices[rnd.nextInt(choices.length)];
                t.putUnsigned(p, size, c);
                what = "tag " + e.tag + "[" + i + "] " + v + " → " + c;
            }
            default -> {
                Entry e = t.find(42113, 42112, 33550, 33922, 34735, 339, 258, 317, 259, 278);
                int n = rnd.nextInt(1, 3);
                StringBuilder s = new StringBuilder("bytes of tag " + e.tag + " changed at");
                for (int i = 0; i < n; i++) {
                    int p = t.element(e, 0) + rnd.nextInt((int) Math.max(1, Math.min(e.count * t.size(e.type), 64)));
                    if (p < b.length) {
                        b[p] = (byte) rnd.nextInt(256);
                        s.append(' ').append(p);
                    }
                }
                what = s.toString();
            }
        }
        return new Object[] {b, what};
    }

    // ------------------------------------------------------------------------------------ one file

    private Outcome one(long seed, int index, List<byte[]> bases, ExecutorService reads) throws Exception {
        SplittableRandom rnd = new SplittableRandom(seed ^ index * 0x9E37_79B9_7F4A_7C15L);
        int which = rnd.nextInt(bases.size());
        Object[] m = mutate(rnd, bases.get(which));
        byte[] bytes = (byte[]) m[0];
        String what = "#" + index + " base " + (which < BASES.length ? BASES[which] : which == BASES.length
                ? "ours.tif" : "tags.tif") + ": " + m[1];
        Path f = dir.resolve("fuzz-" + index + ".tif");
        Files.write(f, bytes);

        Heightfield ours = null;
        String refusal = null;
        Future<Heightfield> read = reads.submit(() -> GeoTiff.read(f));
        try {
            ours = read.get(30, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            read.cancel(true);
            return new Outcome(Verdict.UNEXPECTED, what + ": still reading after 30 s");
        } catch (java.util.concurrent.ExecutionException e) {
            Throwable c = e.getCause();
            if (!(c instanceof RasterFormatException r)) {
                return new Outcome(Verdict.UNEXPECTED, what + ": " + c);
            }
            if (r.reason().startsWith("malformed TIFF: ") && r.getCause() instanceof RuntimeException) {
                return new Outcome(Verdict.UNEXPECTED, what + ": refused by the safety net after " + r.getCause());
            }
            if (!r.getMessage().startsWith(f.toString()) || r.getMessage().indexOf('\n') >= 0) {
                return new Outcome(Verdict.UNEXPECTED, what + ": message not one line naming the file: " + r.getMessage());
            }
            refusal = r.reason();
        }
        Gdal gdal = gdal(f);
        if (gdal.columns == -1) {
            // GDAL read a grid whose text passes the cap
            return ours == null ? new Outcome(Verdict.REFUSED_GDAL_READS, what + ": " + refusal + " (GDAL reads more"
                    + " than " + (GDAL_OUTPUT_CAP >> 20) + " MB of text from it)")
                    : new Outcome(Verdict.MISREAD, what + ": ours " + ours.columns() + " × " + ours.rows()
                            + ", GDAL's reading too large to compare");
        }
        if (ours == null) {
            return new Outcome(gdal.clean() ? Verdict.REFUSED_GDAL_READS : Verdict.REFUSED, what + ": " + refusal);
        }
        if (gdal.values == null || !gdal.clean()) {
            String diff = gdal.values == null ? null : compare(ours, gdal);
            if (diff == null && gdal.values != null) {
                return new Outcome(Verdict.EQUAL, what);
            }
            return new Outcome(Verdict.MISREAD, what + ": we read it, GDAL " + gdal.err.strip().replace('\n', ' ')
                    + (diff == null ? "" : "; and " + diff));
        }
        String diff = compare(ours, gdal);
        return diff == null ? new Outcome(Verdict.EQUAL, what) : new Outcome(Verdict.MISREAD, what + ": " + diff);
    }

    /** Copies a misread or unexpected file into the folder {@code -Dterrain4j.fuzz.keep} names, if set. */
    private Outcome kept(Outcome o, int index) throws IOException {
        String keep = System.getProperty("terrain4j.fuzz.keep");
        Path f = dir.resolve("fuzz-" + index + ".tif");
        if (keep != null && (o.verdict == Verdict.MISREAD || o.verdict == Verdict.UNEXPECTED) && Files.exists(f)) {
            Files.copy(f, Path.of(keep).resolve(f.getFileName()), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
        return o;
    }

    /** GDAL's reading: its AAIGrid header and values, its exit code and what it printed on standard error. */
    private record Gdal(int exit, String err, double[] header, double noData, double[] values, int columns, int rows) {
        boolean clean() {
            return exit == 0 && values != null && !err.contains("Warning") && !err.contains("ERROR");
        }
    }

    private static Gdal gdal(Path f) throws IOException, InterruptedException {
        Process p = new ProcessBuilder("gdal_translate", "-q", "--config", "GDAL_PAM_ENABLED", "NO", "-of", "AAIGrid",
                "-ot", "Float64", "-unscale", "-co", "SIGNIFICANT_DIGITS=17", f.toString(), "/vsistdout/")
                .redirectErrorStream(false).start();
        p.getOutputStream().close();
        Future<byte[]> errBytes = java.util.concurrent.CompletableFuture.supplyAsync(() -> {
            try {
                return p.getErrorStream().readAllBytes();
            } catch (IOException e) {
                return new byte[0];
            }
        });
        // a damaged file may declare a large grid that GDAL fills with zeros: its text is not kept past a cap
        byte[] out;
        try (InputStream in = p.getInputStream()) {
            out = in.readNBytes(GDAL_OUTPUT_CAP + 1);
            if (out.length > GDAL_OUTPUT_CAP) {
                p.destroyForcibly();
                p.waitFor();
                return new Gdal(0, "", null, Double.NaN, null, -1, -1);
            }
        }
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            return new Gdal(-1, "timed out", null, Double.NaN, null, 0, 0);
        }
        String err;
        try {
            err = new String(errBytes.get(), StandardCharsets.UTF_8);
        } catch (java.util.concurrent.ExecutionException e) {
            err = "";
        }
        if (p.exitValue() != 0) {
            return new Gdal(p.exitValue(), err, null, Double.NaN, null, 0, 0);
        }
        return parse(err, new String(out, StandardCharsets.US_ASCII));
    }

    /** GDAL's AAIGrid: {@code header} = {xll, yll, dx, dy}. */
    private static Gdal parse(String err, String text) {
        String[] tokens = text.trim().split("\\s+");
        int columns = 0;
        int rows = 0;
        double xll = Double.NaN;
        double yll = Double.NaN;
        double dx = Double.NaN;
        double dy = Double.NaN;
        double noData = Double.NaN;
        int i = 0;
        while (i + 1 < tokens.length && Character.isLetter(tokens[i].charAt(0))
                && !tokens[i].equalsIgnoreCase("nan") && !tokens[i].equalsIgnoreCase("inf")) {
            String key = tokens[i].toLowerCase(Locale.ROOT);
            double v = number(tokens[i + 1]);
            switch (key) {
                case "ncols" -> columns = (int) v;
                case "nrows" -> rows = (int) v;
                case "xllcorner" -> xll = v;
                case "yllcorner" -> yll = v;
                case "cellsize" -> {
                    dx = v;
                    dy = v;
                }
                case "dx" -> dx = v;
                case "dy" -> dy = v;
                case "nodata_value" -> noData = v;
                default -> {
                }
            }
            i += 2;
        }
        // the .prj GDAL writes beside the grid follows it on standard output
        int end = tokens.length;
        for (int k = i; k < tokens.length; k++) {
            if (tokens[k].matches("[A-Z_]+\\[.*")) {
                end = k;
                break;
            }
        }
        if (columns <= 0 || rows <= 0 || end - i != (long) columns * rows) {
            return new Gdal(0, err + " (AAIGrid output not understood: " + (end - i) + " values for "
                    + columns + " × " + rows + ")", null, noData, null, columns, rows);
        }
        double[] values = new double[columns * rows];
        for (int k = 0; k < values.length; k++) {
            values[k] = number(tokens[i + k]);
        }
        return new Gdal(0, err, new double[] {xll, yll, dx, dy}, noData, values, columns, rows);
    }

    private static double number(String s) {
        String t = s.toLowerCase(Locale.ROOT);
        return switch (t) {
            case "nan", "-nan" -> Double.NaN;
            case "inf", "infinity" -> Double.POSITIVE_INFINITY;
            case "-inf", "-infinity" -> Double.NEGATIVE_INFINITY;
            default -> Double.parseDouble(s);
        };
    }

    /** @return null if our field is GDAL's reading, else the first difference */
    private static String compare(Heightfield ours, Gdal g) {
        if (ours.columns() != g.columns || ours.rows() != g.rows) {
            return "size " + ours.columns() + " × " + ours.rows() + ", GDAL " + g.columns + " × " + g.rows;
        }
        float[] a = ours.toArray();
        // GDAL's AAIGrid writer writes a grid without a geotransform (its rows running up, y = row) bottom row
        // first; ours is then the unit frame, with the coordinate system of the keys if they name one (GDAL
        // keeps it too, as the projection of a tiepoint it reads as a GCP when the pixel scale is missing)
        GridFrame unit = ours.frame();
        boolean flipped = g.header[0] == 0 && g.header[1] == 0 && g.header[2] == 1 && g.header[3] == 1
                && unit.originX() == 0 && unit.originZ() == 0 && unit.spacingX() == 1 && unit.spacingZ() == 1;
        for (int k = 0; k < a.length; k++) {
            double v = g.values[flipped ? (g.rows - 1 - k / g.columns) * g.columns + k % g.columns : k];
            boolean gdalVoid = v != v || v == g.noData;
            boolean ok = a[k] != a[k] ? gdalVoid : (float) v == a[k];
            if (!ok) {
                return "sample " + k % g.columns + ", " + k / g.columns + ": ours " + a[k] + ", GDAL " + v
                        + (g.noData == g.noData ? " (GDAL no-data " + g.noData + ")" : "");
            }
        }
        GridFrame fr = ours.frame();
        double[] h = g.header;
        // GDAL writes a file without georeferencing at corner (0, 0) with cells of 1
        boolean gdalPlaced = !(h[0] == 0 && h[1] == 0 && h[2] == 1 && h[3] == 1);
        if (gdalPlaced) {
            double x0 = h[0] + h[2] / 2;
            double yTop = h[1] + g.rows * h[3] - h[3] / 2;
            if (!close(fr.originX(), x0) || !close(-fr.originZ(), yTop) || !close(fr.spacingX(), h[2])
                    || !close(fr.spacingZ(), h[3])) {
                return "frame " + fr + ", GDAL corner (" + h[0] + ", " + h[1] + ") cells " + h[2] + " × " + h[3];
            }
        }
        return null;
    }

    private static boolean close(double a, double b) {
        return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.max(Math.abs(a), Math.abs(b)));
    }
}
