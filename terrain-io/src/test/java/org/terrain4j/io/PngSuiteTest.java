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
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.Heightfield;

/**
 * Willem van Schaik's PngSuite (see the {@code README} beside the files): every 8- and 16-bit
 * grayscale image reads exactly as libpng decodes it, every other kind is refused by name, and every
 * corrupt {@code x*} image is refused. The independent decoder is GDAL's PNG driver, which decodes
 * with libpng: {@code gdal_translate -of ENVI -ot UInt16} gives every sample, {@code gdalinfo} the
 * no-data value GDAL takes from a grayscale {@code tRNS} chunk. Read with
 * {@link SampleMapping#IDENTITY}, our height is the 16-bit sample (8-bit samples widened by 257).
 */
class PngSuiteTest {

    private static final String FOLDER = "pngsuite/";

    @TempDir
    Path dir;

    static Stream<String> files() throws IOException {
        try (InputStream in = PngSuiteTest.class.getResourceAsStream(FOLDER + "files.txt")) {
            return Stream.of(new String(in.readAllBytes(), StandardCharsets.US_ASCII).split("\\s+"))
                    .filter(s -> !s.isEmpty()).toList().stream();
        }
    }

    static Stream<String> corrupt() throws IOException {
        return files().filter(f -> f.startsWith("x"));
    }

    static Stream<String> sound() throws IOException {
        return files().filter(f -> !f.startsWith("x"));
    }

    private Path copy(String name) throws IOException {
        Path f = dir.resolve(name);
        try (InputStream in = PngSuiteTest.class.getResourceAsStream(FOLDER + name)) {
            Files.copy(in, f);
        }
        return f;
    }

    /** PngSuite names end in the colour type ({@code g} gray, {@code c} colour, {@code p} palette, {@code a} alpha) and depth. */
    private static int depth(String name) {
        return Integer.parseInt(name.substring(6, 8));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("corrupt")
    void corruptImagesAreRefused(String name) throws IOException {
        Path f = copy(name);
        IoTesting.assertClearError(RasterFormatException.class, f, "", () -> PngHeightmap.read(f));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sound")
    void readsAsLibpngOrIsRefusedByName(String name) throws Exception {
        Path f = copy(name);
        char kind = name.charAt(5);
        int depth = depth(name);
        if (kind != 'g') {
            IoTesting.assertClearError(RasterFormatException.class, f, "not a grayscale PNG",
                    () -> PngHeightmap.read(f, SampleMapping.IDENTITY));
            return;
        }
        if (depth < 8) {
            IoTesting.assertClearError(RasterFormatException.class, f, depth + "-bit samples",
                    () -> PngHeightmap.read(f, SampleMapping.IDENTITY));
            return;
        }
        IoTesting.assumeGdal();
        // GDAL 3.6 swaps the bytes of interlaced 16-bit images (its own defect, not libpng's): the
        // oracle of basi0g16 is GDAL's reading of its non-interlaced twin basn0g16, the same image
        Path oracle = name.startsWith("basi") && depth == 16 ? copy("basn" + name.substring(4)) : f;
        String info = IoTesting.run("gdalinfo", "-nomd", oracle.toString());
        Matcher size = Pattern.compile("Size is (\\d+), (\\d+)").matcher(info);
        assertTrue(size.find(), info);
        Matcher nd = Pattern.compile("NoData Value=(\\S+)").matcher(info);
        int noData = nd.find() ? Integer.parseInt(nd.group(1)) : -1;
        Path out = dir.resolve("libpng.bin");
        IoTesting.run("gdal_translate", "-q", "-of", "ENVI", "-ot", "UInt16", oracle.toString(), out.toString());
        ByteBuffer b = ByteBuffer.wrap(Files.readAllBytes(out)).order(ByteOrder.LITTLE_ENDIAN);
        int widen = depth == 8 ? 257 : 1;
        float[] expected = new float[b.remaining() / 2];
        for (int i = 0; i < expected.length; i++) {
            int s = b.getShort() & 0xFFFF;
            expected[i] = s == noData ? Float.NaN : s * widen;
        }
        Heightfield h = PngHeightmap.read(f, SampleMapping.IDENTITY);
        assertEquals(Integer.parseInt(size.group(1)), h.columns(), "columns");
        assertEquals(Integer.parseInt(size.group(2)), h.rows(), "rows");
        assertSame(expected, h.toArray(), h.columns(), name + " (libpng's no-data " + noData + ")");
    }

    /** The suite holds every grayscale image, 8- and 16-bit ones among them, and the corrupt ones. */
    @Test
    void theSuiteIsComplete() throws IOException {
        List<String> all = files().toList();
        assertEquals(66, all.size());
        assertEquals(14, corrupt().count());
        assertTrue(all.containsAll(List.of("tbwn0g16.png", "xhdn0g08.png", "basi0g16.png", "basn0g08.png")));
    }

    /** Bit-exact equality (NaN equals NaN), reporting the first sample that differs and the count. */
    static void assertSame(float[] expected, float[] actual, int columns, String what) {
        assertEquals(expected.length, actual.length, what + ": sample count");
        int first = -1;
        int differ = 0;
        for (int i = 0; i < expected.length; i++) {
            if (Float.floatToIntBits(expected[i]) != Float.floatToIntBits(actual[i])) {
                first = first < 0 ? i : first;
                differ++;
            }
        }
        if (differ > 0) {
            int i = first;
            throw new AssertionError(what + ": " + differ + " samples differ, first at column " + i % columns
                    + ", row " + i / columns + ": expected " + expected[i] + " but was " + actual[i]);
        }
    }
}
