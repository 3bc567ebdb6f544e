package org.terrain4j.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.Deflater;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.terrain4j.api.Heightfield;

/**
 * Issue 33's GeoTIFF findings as tests: a damaged tag that the reader does not use is skipped
 * without losing the tags after it (GDAL_NODATA, scale and offset), one it uses is refused by name;
 * a strip or tile that decodes short is refused, never returned as garbage; a small file that
 * declares gigabytes is refused by the read budget before anything is allocated.
 */
class GeoTiffRobustnessTest {

    private static final String METADATA = "<GDALMetadata>\n"
            + "  <Item name=\"OFFSET\" sample=\"0\" role=\"offset\">10</Item>\n"
            + "  <Item name=\"SCALE\" sample=\"0\" role=\"scale\">2</Item>\n</GDALMetadata>\n";

    @TempDir
    Path dir;

    /** A 2 × 2 float32 strip {1, −9999, 3, 4}, no-data −9999, scale 2 and offset 10, and a Software tag. */
    private static TinyTiff scaledWithNoData() {
        TinyTiff t = new TinyTiff();
        ByteBuffer b = TinyTiff.le(16).putFloat(1).putFloat(-9999).putFloat(3).putFloat(4);
        int at = t.block(b.array());
        return t.image(2, 2, 32, 3, 1).longs(273, at).longs(278, 2).longs(279, 16)
                .ascii(305, "a Software tag the reader does not use").ascii(42112, METADATA).ascii(42113, "-9999");
    }

    private Path write(String name, byte[] bytes) throws IOException {
        Path f = dir.resolve(name);
        Files.write(f, bytes);
        return f;
    }

    @Test
    void theIntactFileReadsScaledWithItsNoData() throws IOException {
        Heightfield h = GeoTiff.read(write("intact.tif", scaledWithNoData().build()));
        assertArrayEquals(new float[] {12, Float.NaN, 16, 18}, h.toArray());
    }

    /**
     * The tester's finding: one corrupt count (or offset, or type) in a tag before GDAL_NODATA and
     * GDAL_METADATA dropped both, so no-data came back as −9999 heights and values unscaled. Now the
     * damaged tag alone is skipped, as libtiff skips it.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"count", "offset", "type"})
    void aDamagedUnusedTagIsSkippedAndTheTagsAfterItKept(String damage) throws IOException {
        TinyTiff t = scaledWithNoData();
        byte[] file = t.build();
        switch (damage) {
            case "count" -> t.setCount(file, 305, 0x7fff_ffffL);
            case "offset" -> t.setOffset(file, 305, file.length - 3);
            default -> t.setType(file, 305, 99);
        }
        Heightfield h = GeoTiff.read(write("damaged-" + damage + ".tif", file));
        assertArrayEquals(new float[] {12, Float.NaN, 16, 18}, h.toArray());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(ints = {42112, 42113, 273, 279, 256})
    void aDamagedTagThatTheReaderUsesIsRefusedByName(int tag) throws IOException {
        TinyTiff t = scaledWithNoData();
        byte[] file = t.build();
        t.setCount(file, tag, 0x1000_0000L);
        Path f = write("damaged-" + tag + ".tif", file);
        String name = switch (tag) {
            case 42112 -> "GDAL_METADATA tag (42112)";
            case 42113 -> "GDAL_NODATA tag (42113)";
            case 273 -> "StripOffsets tag (273)";
            case 279 -> "StripByteCounts tag (279)";
            default -> "ImageWidth tag (256)";
        };
        IoTesting.assertClearError(RasterFormatException.class, f, name + " declares 268435456 values",
                () -> GeoTiff.read(f));
    }

    /** The file of GDAL's test data rebuilt in gdal-gtiff (see its README), its strips' byte counts halved. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"float32_LZW_predictor_2.tif", "uint16_LZW_predictor_2.tif", "int32_PACKBITS.tif",
        "float64_DEFLATE_predictor_2.tif", "int16_DEFLATE_tiled.tif", "int32_PACKBITS_tiled.tif", "int16.tif"})
    void aStripOrTileThatDecodesShortIsRefused(String name) throws IOException {
        byte[] file = Files.readAllBytes(Path.of("src/test/resources/org/terrain4j/io/gdal-gtiff", name));
        ByteBuffer b = ByteBuffer.wrap(file).order(file[0] == 'I' ? ByteOrder.LITTLE_ENDIAN : ByteOrder.BIG_ENDIAN);
        boolean halved = false;
        for (long[] e : TinyTiff.entries(file)) {
            if (e[0] == 279 || e[0] == 325) {
                int size = e[1] == TinyTiff.SHORT ? 2 : 4;
                boolean inline = e[2] * size <= 4;
                for (int i = 0; i < e[2]; i++) {
                    int p = (int) (inline ? e[4] + 8 : e[3]) + i * size;
                    if (size == 2) {
                        b.putShort(p, (short) ((b.getShort(p) & 0xffff) / 2));
                    } else {
                        b.putInt(p, b.getInt(p) / 2);
                    }
                }
                halved = true;
            }
        }
        assertTrue(halved, "no byte counts found");
        Path f = write(name, file);
        RasterFormatException e = IoTesting.assertClearError(RasterFormatException.class, f, "truncated or malformed",
                () -> GeoTiff.read(f));
        // LZW, PackBits and raw blocks: "decodes to N bytes, fewer than the M its rows need"; Deflate: "cut short"
        assertTrue(e.getMessage().contains(name.contains("DEFLATE") ? "is a Deflate stream cut short" : "fewer than the"),
                e.getMessage());
    }

    /**
     * The differential fuzz at seed 12061433, file #93: a TileWidth retyped as SLONG8 read 8 bytes from
     * elsewhere in the file, a width whose product with the TileLength (128) overflowed a {@code long}
     * past the block-size check and ended in a NegativeArraySizeException (caught by the reader's
     * safety net as "malformed TIFF: -1463904768"). GDAL refuses it (libtiff: incorrect value for
     * TileWidth); so does the reader: a width outside libtiff's 32-bit field as such, one inside it by
     * the tile size (the sides are bounded before their product is taken).
     */
    @ParameterizedTest(name = "TileWidth {0}")
    @ValueSource(longs = {1L << 57, 3L << 55, 1L << 40, 1L << 27, -1L, Long.MIN_VALUE})
    void aTileWidthWhoseProductWithTheLengthOverflowsIsRefused(long width) throws IOException {
        TinyTiff t = new TinyTiff();
        int at = t.block(new byte[128 * 128 * 4]);
        ByteBuffer w = TinyTiff.le(8).putLong(width);
        t.image(20, 20, 32, 3, 1).tag(322, 17, 1, w.array()).longs(323, 128).longs(324, at).longs(325, 128 * 128 * 4);
        Path f = write("tile-width.tif", t.build());
        IoTesting.assertClearError(RasterFormatException.class, f, width < 0 || width > 0xFFFF_FFFFL
                ? "malformed TIFF: the TileWidth tag (322) holds " + width + ", outside [0, 4294967295] (the 32-bit range"
                : "declares tiles of " + width + " × 128 samples; at most 67108864 samples a block are read",
                () -> GeoTiff.read(f));
    }

    /**
     * The differential fuzz at seed 12061433, file #1072: GDAL's {@code int16.tif} with its RowsPerStrip
     * retyped LONG8, whose 8 bytes (read from elsewhere in the file) held a value beyond 32 bits. libtiff
     * holds the tag in 32 bits and refuses the directory ("incorrect value"), so GDAL cannot open the
     * file; the reader masked the value to 32 bits and read the file. A scalar tag libtiff holds in 16 or
     * 32 bits is now refused when its value does not fit, or is negative, as GDAL refuses it.
     */
    @ParameterizedTest(name = "tag {0} of type {1} = {2}")
    @org.junit.jupiter.params.provider.CsvSource({"278, 16, 8589934592", "278, 16, 4294967296", "257, 16, 4294967316",
        "259, 4, 65537", "277, 8, -1", "278, 9, -20"})
    void aScalarTagBeyondTheFieldLibtiffHoldsItInIsRefused(int tag, int type, long value) throws Exception {
        TinyTiff t = new TinyTiff();
        int at = t.block(new byte[16]);
        t.image(2, 2, 32, 3, 1).longs(273, at).longs(278, 2).longs(279, 16);
        int size = type == 16 ? 8 : type == 8 ? 2 : 4;
        ByteBuffer v = TinyTiff.le(size);
        switch (size) {
            case 8 -> v.putLong(value);
            case 2 -> v.putShort((short) value);
            default -> v.putInt((int) value);
        }
        t.tag(tag, type, 1, v.array());
        Path f = write("tag-" + tag + ".tif", t.build());
        String name = switch (tag) {
            case 257 -> "ImageLength";
            case 259 -> "Compression";
            case 277 -> "SamplesPerPixel";
            default -> "RowsPerStrip";
        };
        IoTesting.assertClearError(RasterFormatException.class, f, "malformed TIFF: the " + name + " tag (" + tag
                + ") holds " + value + ", outside [0, " + (tag == 259 || tag == 277 ? 65535 : 4294967295L) + "]",
                () -> GeoTiff.read(f));
        if (IoTesting.onPath("gdalinfo")) {
            Process p = new ProcessBuilder("gdalinfo", f.toString()).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            assertTrue(p.waitFor() != 0 || out.contains("ERROR"), "GDAL reads it: " + out);
        }
    }

    /**
     * The tester's finding: a 4.4 MB Deflate GeoTIFF declaring 46 000² float32 samples (8.5 GB of
     * heights) passed the size checks and threw OutOfMemoryError. The file built here is valid: 32
     * strips of 1 458 rows, all pointing to one Deflate stream of a strip of zeros, padded to 4.4 MB
     * (so that the check of what its length can hold, 2 048 times it, lets it through). It is refused
     * by the read budget, with the bytes it would take and how to raise it, before anything large
     * is allocated.
     */
    @Test
    void aSmallFileDeclaring46000SquaredIsRefusedByTheBudgetBeforeAllocating() throws IOException {
        int side = 46_000;
        int rowsPerStrip = 1458;
        int strips = (side + rowsPerStrip - 1) / rowsPerStrip;
        byte[] stream = zeros((long) side * rowsPerStrip * 4);
        TinyTiff t = new TinyTiff();
        int at = t.block(stream);
        t.block(new byte[4_400_000 - stream.length]);
        long[] offsets = new long[strips];
        long[] counts = new long[strips];
        java.util.Arrays.fill(offsets, at);
        java.util.Arrays.fill(counts, stream.length);
        t.image(side, side, 32, 3, 8).longs(273, offsets).longs(278, rowsPerStrip).longs(279, counts);
        Path f = write("huge.tif", t.build());
        assertTrue(Files.size(f) < 4_500_000);

        // without the budget the reader would allocate 8.5 GB of heights: OutOfMemoryError in a 2 GB test JVM
        IoTesting.assertClearError(RasterFormatException.class, f,
                "would take 8732272000 bytes (8.1 GiB) to read (46000 × 46000 samples × 4 bytes of float heights + "
                        + "268272000 bytes for one decoded strip), more than the read budget of 1073741824 bytes "
                        + "(1.0 GiB); raise it with ReadOptions.withMaxDecodedBytes",
                () -> Rasters.read(f));
    }

    /** A zlib stream of {@code n} zero bytes. */
    private static byte[] zeros(long n) {
        Deflater d = new Deflater(Deflater.BEST_SPEED);
        byte[] in = new byte[1 << 20];
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        byte[] buf = new byte[1 << 16];
        long left = n;
        while (left > 0) {
            int k = (int) Math.min(in.length, left);
            d.setInput(in, 0, k);
            left -= k;
            while (!d.needsInput()) {
                out.write(buf, 0, d.deflate(buf));
            }
        }
        d.finish();
        while (!d.finished()) {
            out.write(buf, 0, d.deflate(buf));
        }
        d.end();
        return out.toByteArray();
    }

    private static void assertArrayEquals(float[] expected, float[] actual) {
        assertEquals(expected.length, actual.length, "length");
        for (int i = 0; i < expected.length; i++) {
            assertEquals(Float.floatToIntBits(expected[i]), Float.floatToIntBits(actual[i]),
                    "sample " + i + ": expected " + expected[i] + " but was " + actual[i]);
        }
    }
}
