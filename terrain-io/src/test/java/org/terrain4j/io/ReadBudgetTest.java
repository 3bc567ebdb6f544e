package org.terrain4j.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.terrain4j.api.Heightfield;
import org.terrain4j.testkit.Fields;

/**
 * The read budget ({@link ReadOptions#withMaxDecodedBytes(long)}) in every reader: a file whose
 * heights (4 bytes a sample) and decoding buffers take exactly the budget is read; one byte less and
 * it is refused with the bytes it would take and how to raise the budget.
 */
class ReadBudgetTest {

    @TempDir
    Path dir;

    /**
     * @param extension the format
     * @param extra     bytes held besides the heights: a PNG's decoded 16-bit image (2 a pixel), a
     *                  GeoTIFF's one decoded 256 × 256 float tile
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"asc, 0", "png, 2", "r16, 0", "f32, 0", "tif, 0"})
    void aFileThatFitsTheBudgetExactlyIsReadAndOneByteLessIsRefused(String extension, int extraPerSample)
            throws IOException {
        int columns = 23;
        int rows = 17;
        Heightfield field = Fields.smooth(new SplittableRandom(33), columns, rows, 100).map(v -> Math.rint(v));
        Path f = dir.resolve("field." + extension);
        ReadOptions back = Rasters.write(field, f);
        long need = (long) columns * rows * (4 + extraPerSample) + (extension.equals("tif") ? 256 * 256 * 4 : 0);
        Heightfield h = Rasters.read(f, back.withMaxDecodedBytes(need));
        assertEquals(columns, h.columns());
        RasterFormatException e = IoTesting.assertClearError(RasterFormatException.class, f,
                "would take " + need + " bytes", () -> Rasters.read(f, back.withMaxDecodedBytes(need - 1)));
        assertTrue(e.getMessage().contains("more than the read budget of " + (need - 1) + " bytes"), e.getMessage());
        assertTrue(e.getMessage().contains("raise it with ReadOptions.withMaxDecodedBytes"), e.getMessage());
    }

    @Test
    void anSrtmTileIsCheckedAgainstTheBudgetToo() throws IOException {
        Path f = dir.resolve("N57E011.hgt");
        Files.write(f, new byte[1201 * 1201 * 2]);
        long need = 1201L * 1201 * 4;
        assertEquals(1201, Rasters.read(f, ReadOptions.defaults().withMaxDecodedBytes(need)).columns());
        IoTesting.assertClearError(RasterFormatException.class, f, "would take " + need + " bytes (5.5 MiB) to read"
                + " (1201 × 1201 samples × 4 bytes of float heights), more than the read budget of " + (need - 1),
                () -> Rasters.read(f, ReadOptions.defaults().withMaxDecodedBytes(need - 1)));
    }

    @Test
    void theDefaultBudgetIsOneGibibyteAndABudgetBelowOneByteIsRefused() {
        assertEquals(1L << 30, ReadOptions.defaults().maxDecodedBytes());
        assertEquals(1L << 30, ReadOptions.DEFAULT_MAX_DECODED_BYTES);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ReadOptions.defaults().withMaxDecodedBytes(0));
        assertEquals("maxDecodedBytes must be ≥ 1, was 0", e.getMessage());
        assertEquals(5, ReadOptions.defaults().withMaxDecodedBytes(5).maxDecodedBytes());
        assertTrue(!ReadOptions.defaults().withMaxDecodedBytes(5).equals(ReadOptions.defaults()));
        assertEquals("ReadOptions[maxDecodedBytes=5]", ReadOptions.defaults().withMaxDecodedBytes(5).toString());
    }

    /** An ASCII grid header declaring 10 000² samples over enough text is refused before the values are read. */
    @Test
    void anAsciiGridDeclaringMoreThanTheBudgetIsRefusedBeforeItsValues() throws IOException {
        Path f = dir.resolve("big.asc");
        Files.writeString(f, "ncols 10000\nnrows 10000\nxllcorner 0\nyllcorner 0\ncellsize 1\n" + "0 ".repeat(1000));
        IoTesting.assertClearError(RasterFormatException.class, f, "too few values", () -> Rasters.read(f));
        IoTesting.assertClearError(RasterFormatException.class, f, "would take 400000000 bytes",
                () -> Rasters.read(f, ReadOptions.defaults().withMaxDecodedBytes(1000)));
    }
}
