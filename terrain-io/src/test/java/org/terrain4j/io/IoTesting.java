package org.terrain4j.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.function.Executable;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldView;
import org.terrain4j.api.Statistics;

/** Shared helpers of the raster I/O tests. */
final class IoTesting {

    /** The repository's data directory, seen from the terrain-api module. */
    static final Path DATA = Path.of("..", "data");

    /** GDAL prints the mean with three decimals. */
    static final double GDAL_MEAN_TOLERANCE = 0.0005 + 1e-9;

    private IoTesting() {
    }

    static void assertStats(HeightfieldView field, double min, double max, double mean) {
        Statistics s = field.statistics();
        assertEquals(min, s.min(), "min");
        assertEquals(max, s.max(), "max");
        assertEquals(mean, s.mean(), GDAL_MEAN_TOLERANCE, "mean");
    }

    /** Bit-exact sample equality (NaN equals NaN, 0.0 differs from −0.0) and the same shape. */
    static void assertSameSamples(HeightfieldView expected, HeightfieldView actual) {
        assertEquals(expected.columns(), actual.columns(), "columns");
        assertEquals(expected.rows(), actual.rows(), "rows");
        float[] a = expected.toArray();
        float[] b = actual.toArray();
        for (int i = 0; i < a.length; i++) {
            if (Float.floatToIntBits(a[i]) != Float.floatToIntBits(b[i])) {
                throw new AssertionError("sample " + (i % expected.columns()) + ", " + (i / expected.columns())
                        + ": expected " + a[i] + " but was " + b[i]);
            }
        }
    }

    /** Asserts that the call throws {@code type}, whose message names the file and contains {@code words}. */
    static <T extends IOException> T assertClearError(Class<T> type, Path file, String words, Executable call) {
        T e = assertThrows(type, call);
        String m = e.getMessage();
        assertTrue(m.contains(file.toString()), () -> "message does not name the file: " + m);
        assertTrue(m.toLowerCase(java.util.Locale.ROOT).contains(words.toLowerCase(java.util.Locale.ROOT)),
                () -> "message does not say '" + words + "': " + m);
        assertTrue(m.indexOf('\n') < 0, () -> "message is not one line: " + m);
        return e;
    }

    /** Lists a directory's entries (to check that no output or temporary file was left). */
    static List<Path> list(Path dir) {
        try (Stream<Path> s = Files.list(dir)) {
            return new ArrayList<>(s.toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A random field with a random magnitude, a random frame and, sometimes, NaN samples. */
    static Heightfield randomField(SplittableRandom rnd, int maxSide, boolean withNaN) {
        int columns = 1 + rnd.nextInt(maxSide);
        int rows = 1 + rnd.nextInt(maxSide);
        double scale = Math.pow(10, rnd.nextInt(-6, 7));
        double offset = rnd.nextDouble(-1, 1) * scale * rnd.nextInt(3);
        float[] data = new float[columns * rows];
        boolean integral = rnd.nextInt(3) == 0;
        double nanRate = withNaN && rnd.nextBoolean() ? rnd.nextDouble(0, 0.3) : 0;
        for (int i = 0; i < data.length; i++) {
            double v = offset + scale * rnd.nextDouble(-1, 1);
            data[i] = integral ? (float) Math.rint(v) : (float) v;
            if (rnd.nextDouble() < nanRate) {
                data[i] = Float.NaN;
            }
        }
        double spacing = Math.pow(2, rnd.nextInt(-3, 8)) * (rnd.nextBoolean() ? 1 : 1.5);
        return Heightfield.of(columns, rows, data).withFrame(org.terrain4j.api.GridFrame.of(
                rnd.nextInt(-100_000, 100_000) * spacing, rnd.nextInt(-100_000, 100_000) * spacing, spacing));
    }

    // ------------------------------------------------------------------------------------ GDAL

    static boolean onPath(String tool) {
        String path = System.getenv("PATH");
        if (path == null) {
            return false;
        }
        for (String dir : path.split(java.io.File.pathSeparator)) {
            if (Files.isExecutable(Path.of(dir, tool))) {
                return true;
            }
        }
        return false;
    }

    static void assumeGdal() {
        org.terrain4j.testkit.Oracles.require(onPath("gdalinfo") && onPath("gdallocationinfo"),
                "gdalinfo/gdallocationinfo on the PATH");
    }

    /** Runs a command and returns its standard output; fails the test on a non-zero exit. */
    static String run(String... command) throws IOException, InterruptedException {
        return runWithInput("", command);
    }

    /** Runs a command with the given standard input and returns its standard output. */
    static String runWithInput(String input, String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(false).start();
        try (var in = p.getOutputStream()) {
            in.write(input.getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        }
        byte[] out = p.getInputStream().readAllBytes();
        byte[] err = p.getErrorStream().readAllBytes();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "timed out: " + String.join(" ", command));
        assertEquals(0, p.exitValue(), () -> String.join(" ", command) + " failed: " + new String(err));
        return new String(out, java.nio.charset.StandardCharsets.UTF_8);
    }

    /** The number after {@code "key":} in GDAL's JSON (first occurrence after {@code from}). */
    static double jsonNumber(String json, String key, int from) {
        int k = json.indexOf("\"" + key + "\"", from);
        assertTrue(k >= 0, () -> "no " + key + " in " + json);
        int colon = json.indexOf(':', k);
        int end = colon + 1;
        while (end < json.length() && ",}]\n".indexOf(json.charAt(end)) < 0) {
            end++;
        }
        return Double.parseDouble(json.substring(colon + 1, end).trim());
    }

    /**
     * GDAL's size, min and max of band 1: {columns, rows, min, max}, from {@code gdalinfo -stats}
     * (GDAL 3.6's {@code -mm} misreports the minimum of some UInt16 PNGs; {@code -stats} reads every
     * pixel). Writes GDAL's {@code .aux.xml} beside the file.
     */
    static double[] gdalSizeMinMax(Path file) throws IOException, InterruptedException {
        String json = run("gdalinfo", "-json", "-stats", "-nomd", file.toString());
        int size = json.indexOf("\"size\"");
        int open = json.indexOf('[', size);
        int close = json.indexOf(']', open);
        String[] wh = json.substring(open + 1, close).split(",");
        int bands = json.indexOf("\"bands\"");
        return new double[] {Double.parseDouble(wh[0].trim()), Double.parseDouble(wh[1].trim()),
            jsonNumber(json, "minimum", bands), jsonNumber(json, "maximum", bands)};
    }

    /** GDAL's value of pixel (column, row) of band 1. */
    static double gdalValue(Path file, int column, int row) throws IOException, InterruptedException {
        return gdalValues(file, new int[][] {{column, row}})[0];
    }

    /** GDAL's values of pixels {column, row} of band 1, in one run of gdallocationinfo. */
    static double[] gdalValues(Path file, int[][] pixels) throws IOException, InterruptedException {
        StringBuilder in = new StringBuilder();
        for (int[] p : pixels) {
            in.append(p[0]).append(' ').append(p[1]).append('\n');
        }
        String[] out = runWithInput(in.toString(), "gdallocationinfo", "-valonly", file.toString()).trim().split("\\s+");
        assertEquals(pixels.length, out.length, () -> "gdallocationinfo printed " + String.join(" ", out));
        double[] v = new double[out.length];
        for (int i = 0; i < v.length; i++) {
            v[i] = Double.parseDouble(out[i]);
        }
        return v;
    }
}
