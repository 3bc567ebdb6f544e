package org.terrain4j.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue 33: in every reader, a small file that declares 46 000² samples (8.5 GB of float heights)
 * is refused by the default read budget (1 GiB) before anything is allocated, with a
 * {@link RasterFormatException} naming the file and the bytes the read would take. The test JVM's
 * heap (2 GB) could not hold what any of these files asks for, so a reader that allocated first would
 * fail with {@code OutOfMemoryError}, not the documented refusal. The raw files are sparse: 8.5 GB
 * long, a few kilobytes on disk.
 */
class ReadBudgetBombTest {

    private static final long SIDE = 46_000;
    private static final long HEIGHTS = SIDE * SIDE * 4;
    private static final String BUDGET = "more than the read budget of 1073741824 bytes (1.0 GiB); raise it with "
            + "ReadOptions.withMaxDecodedBytes";

    @TempDir
    Path dir;

    @Test
    void anAsciiGridHeaderDeclaring46000SquaredIsRefused() throws IOException {
        Path f = dir.resolve("bomb.asc");
        Files.writeString(f, "ncols 46000\nnrows 46000\nxllcorner 0\nyllcorner 0\ncellsize 1\n1 2 3\n");
        for (Executable read : List.<Executable>of(() -> Rasters.read(f), () -> AsciiGrid.read(f))) {
            IoTesting.assertClearError(RasterFormatException.class, f, "would take " + HEIGHTS + " bytes (7.9 GiB) to"
                    + " read (46000 × 46000 samples × 4 bytes of float heights), " + BUDGET, read);
        }
    }

    /** A sparse raw file of 46 000² samples: given its size, or square by its length. */
    @ParameterizedTest(name = "{0}, {1}")
    @CsvSource({"f32, size given", "f32, square by length", "r16, size given", "r16, square by length"})
    void aRawFileOf46000SquaredSamplesIsRefused(String extension, String how) throws IOException {
        Path f = dir.resolve("bomb." + extension);
        try (RandomAccessFile raf = new RandomAccessFile(f.toFile(), "rw")) {
            raf.setLength(SIDE * SIDE * (extension.equals("f32") ? 4 : 2));
        }
        ReadOptions o = how.equals("size given") ? ReadOptions.defaults().withSize((int) SIDE, (int) SIDE)
                : ReadOptions.defaults();
        IoTesting.assertClearError(RasterFormatException.class, f, "would take " + HEIGHTS + " bytes (7.9 GiB) to read"
                + " (46000 × 46000 samples × 4 bytes of float heights), " + BUDGET, () -> Rasters.read(f, o));
        RawHeightmap raw = extension.equals("f32") ? RawHeightmap.f32() : RawHeightmap.r16();
        IoTesting.assertClearError(RasterFormatException.class, f, "would take " + HEIGHTS + " bytes",
                () -> raw.withSize((int) SIDE, (int) SIDE).read(f));
    }

    /**
     * A 16-bit grayscale PNG declaring 46 000²: with a 40-byte image it is refused as more than its length
     * can hold; with 4.2 MB of image data (which a Deflate stream of zeros could expand to the 4.2 GB its
     * rows take) by the budget, the heights and javax.imageio's decoded image counted.
     */
    @Test
    void aPngDeclaring46000SquaredIsRefused() throws IOException {
        Path small = dir.resolve("small-bomb.png");
        Files.write(small, png(new byte[40]));
        IoTesting.assertClearError(RasterFormatException.class, small, "declares 46000 × 46000 pixels, more than a PNG"
                + " of " + Files.size(small) + " bytes can hold", () -> Rasters.read(small));

        Path f = dir.resolve("bomb.png");
        byte[] idat = new byte[4_200_000];
        new SplittableRandom(33).nextBytes(idat);
        Files.write(f, png(idat));
        long image = SIDE * SIDE * 2;
        for (Executable read : List.<Executable>of(() -> Rasters.read(f),
                () -> PngHeightmap.read(f))) {
            IoTesting.assertClearError(RasterFormatException.class, f, "would take " + (HEIGHTS + image) + " bytes"
                    + " (11.8 GiB) to read (46000 × 46000 samples × 4 bytes of float heights + " + image
                    + " bytes for the decoded image), " + BUDGET, read);
        }
    }

    /** A valid 46 000² tiled Deflate GeoTIFF of 4.4 MB: every tile points to one stream of a tile of zeros. */
    @Test
    void aTiledDeflateGeoTiffDeclaring46000SquaredIsRefused() throws IOException {
        int tile = 256;
        int across = (int) ((SIDE + tile - 1) / tile);
        Deflater d = new Deflater();
        d.setInput(new byte[tile * tile * 4]);
        d.finish();
        byte[] buf = new byte[1 << 16];
        int n = d.deflate(buf);
        d.end();
        TinyTiff t = new TinyTiff();
        int at = t.block(java.util.Arrays.copyOf(buf, n));
        long[] offsets = new long[across * across];
        long[] counts = new long[offsets.length];
        java.util.Arrays.fill(offsets, at);
        java.util.Arrays.fill(counts, n);
        t.block(new byte[4_400_000 - n - 2 * 4 * offsets.length]);
        t.image((int) SIDE, (int) SIDE, 32, 3, 8).longs(322, tile).longs(323, tile).longs(324, offsets)
                .longs(325, counts);
        Path f = dir.resolve("bomb.tif");
        Files.write(f, t.build());
        assertTrue(Files.size(f) < 4_500_000, "size " + Files.size(f));
        IoTesting.assertClearError(RasterFormatException.class, f, "would take " + (HEIGHTS + tile * tile * 4)
                + " bytes (7.9 GiB) to read (46000 × 46000 samples × 4 bytes of float heights + 262144 bytes for"
                + " one decoded tile), " + BUDGET, () -> GeoTiff.read(f));
    }

    /** An SRTM tile read at an explicit corner with a budget (the mosaic of tiles: terrain-dem's MosaicBudgetTest). */
    @Test
    void anSrtmTileAtAGivenCornerAndAMosaicOfDistantTilesAreCheckedAgainstTheBudget() throws IOException {
        Path f = dir.resolve("tile.hgt");
        Files.write(f, new byte[2 * 1201 * 1201]);
        SrtmHgt.Tile corner = SrtmHgt.Tile.fromName("N57E011.hgt").orElseThrow();
        long need = 1201L * 1201 * 4;
        assertEquals(1201, SrtmHgt.read(f, corner, ReadOptions.defaults().withMaxDecodedBytes(need)).columns());
        IoTesting.assertClearError(RasterFormatException.class, f, "would take " + need + " bytes (5.5 MiB) to read"
                + " (1201 × 1201 samples × 4 bytes of float heights), more than the read budget of " + (need - 1),
                () -> SrtmHgt.read(f, corner, ReadOptions.defaults().withMaxDecodedBytes(need - 1)));
        IllegalArgumentException unused = assertThrows(IllegalArgumentException.class,
                () -> SrtmHgt.read(f, corner, ReadOptions.defaults().withSpacing(2)));
        assertTrue(unused.getMessage().startsWith("spacing does not apply to " + f + ": it is an SRTM tile"),
                unused.getMessage());

    }

    /** A 16-bit grayscale PNG of 46 000² pixels whose one IDAT chunk holds {@code data}. */
    private static byte[] png(byte[] data) {
        ByteBuffer ihdr = ByteBuffer.allocate(13).putInt((int) SIDE).putInt((int) SIDE).put((byte) 16).put((byte) 0)
                .put((byte) 0).put((byte) 0).put((byte) 0);
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        out.writeBytes(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'});
        chunk(out, "IHDR", ihdr.array());
        chunk(out, "IDAT", data);
        chunk(out, "IEND", new byte[0]);
        return out.toByteArray();
    }

    private static void chunk(java.io.ByteArrayOutputStream out, String type, byte[] data) {
        byte[] t = type.getBytes(StandardCharsets.US_ASCII);
        CRC32 crc = new CRC32();
        crc.update(t);
        crc.update(data);
        out.writeBytes(ByteBuffer.allocate(4).putInt(data.length).array());
        out.writeBytes(t);
        out.writeBytes(data);
        out.writeBytes(ByteBuffer.allocate(4).putInt((int) crc.getValue()).array());
    }
}
