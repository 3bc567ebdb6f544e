package org.terrain4j.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.terrain4j.io.IoTesting.assertClearError;
import static org.terrain4j.io.IoTesting.assertSameSamples;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.testkit.Cases;

class RawHeightmapTest {

    private static final List<ByteOrder> ORDERS = List.of(ByteOrder.LITTLE_ENDIAN, ByteOrder.BIG_ENDIAN);

    @TempDir
    Path dir;

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0x4A3L, 30);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void f32RoundTripIsBitExactInBothByteOrders(long seed) throws IOException {
        SplittableRandom rnd = Cases.replay(seed);
        Heightfield h = IoTesting.randomField(rnd, 40, true);
        for (ByteOrder order : ORDERS) {
            Path f = dir.resolve("rt-" + order + ".f32");
            RawHeightmap.f32().withByteOrder(order).write(h, f);
            assertEquals(4L * h.sampleCount(), Files.size(f));
            Heightfield back = RawHeightmap.f32().withByteOrder(order).withSize(h.columns(), h.rows()).read(f);
            assertSameSamples(h, back);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void r16RoundTripIsExactOnTheMappingsLatticeInBothByteOrders(long seed) throws IOException {
        SplittableRandom rnd = Cases.replay(seed);
        double scale = Math.pow(10, rnd.nextDouble(-2, 1));
        SampleMapping m = new SampleMapping(rnd.nextDouble(-1, 1) * scale * 65535, scale);
        int columns = 1 + rnd.nextInt(40);
        int rows = 1 + rnd.nextInt(40);
        boolean voids = rnd.nextBoolean();
        float[] data = new float[columns * rows];
        for (int i = 0; i < data.length; i++) {
            data[i] = voids && rnd.nextInt(6) == 0 ? Float.NaN : (float) m.height(rnd.nextInt(voids ? 1 : 0, 65536));
        }
        Heightfield h = Heightfield.of(columns, rows, data);
        for (ByteOrder order : ORDERS) {
            Path f = dir.resolve("rt-" + order + ".r16");
            RawHeightmap settings = RawHeightmap.r16().withByteOrder(order).withMapping(m);
            assertEquals(m, settings.write(h, f));
            RawHeightmap reader = settings.withSize(columns, rows);
            Heightfield back = (voids ? reader.withNoDataSample(0) : reader).read(f);
            assertSameSamples(h, back);
        }
    }

    @Test
    void byteOrderAndUnsignedSamplesAreAsStated() throws IOException {
        Heightfield h = Heightfield.of(2, 1, new float[] {0x0102, 0xFFFE});
        Path le = dir.resolve("le.r16");
        Path be = dir.resolve("be.r16");
        RawHeightmap.r16().withMapping(SampleMapping.IDENTITY).write(h, le);
        RawHeightmap.r16().withMapping(SampleMapping.IDENTITY).withByteOrder(ByteOrder.BIG_ENDIAN).write(h, be);
        assertEquals(List.of(2, 1, 0xFE, 0xFF), unsigned(Files.readAllBytes(le)));
        assertEquals(List.of(1, 2, 0xFF, 0xFE), unsigned(Files.readAllBytes(be)));
        Heightfield back = RawHeightmap.r16().withMapping(SampleMapping.IDENTITY).withSize(2, 1).read(le);
        assertEquals(0xFFFE, back.get(1, 0));

        Path f = dir.resolve("one.f32");
        RawHeightmap.f32().withByteOrder(ByteOrder.BIG_ENDIAN).write(Heightfield.filled(1, 1, 1.0), f);
        assertEquals(List.of(0x3F, 0x80, 0, 0), unsigned(Files.readAllBytes(f)));
    }

    private static List<Integer> unsigned(byte[] b) {
        List<Integer> out = new java.util.ArrayList<>();
        for (byte x : b) {
            out.add(x & 0xFF);
        }
        return out;
    }

    @Test
    void defaultsAreSquareLittleEndianNormalisedAndFittedOnWrite() throws IOException {
        Heightfield h = Heightfield.of(3, 3, new double[] {10, 20, 30, 40, 50, 60, 70, 80, 90})
                .withFrame(GridFrame.of(100, 200, 5));
        Path f = dir.resolve("d.r16");
        SampleMapping m = RawHeightmap.r16().write(h, f);
        assertEquals(SampleMapping.fitting(h, 0), m);
        Heightfield n = RawHeightmap.r16().read(f);
        assertEquals(3, n.columns());
        assertEquals(0, n.min());
        assertEquals(1, n.max());
        assertEquals(GridFrame.UNIT, n.frame());
        Heightfield back = RawHeightmap.r16().withMapping(m).withFrame(h.frame()).read(f);
        assertTrue(back.equalsWithin(h, m.scale() / 2 + 1e-9));
        assertEquals(h.frame(), back.frame());
        ByteBuffer b = ByteBuffer.wrap(Files.readAllBytes(f)).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(0, b.getShort(0));
        assertEquals(65535, b.getShort(16) & 0xFFFF);
    }

    @Test
    void voidsAreWrittenAsSampleZero() throws IOException {
        Heightfield h = Heightfield.of(2, 2, new float[] {5, Float.NaN, 7, 9});
        Path f = dir.resolve("v.r16");
        SampleMapping m = RawHeightmap.r16().write(h, f);
        assertEquals(5, m.height(1), 1e-12);
        Heightfield back = RawHeightmap.r16().withMapping(m).withNoDataSample(0).read(f);
        assertTrue(Double.isNaN(back.get(1, 0)));
        assertEquals(9, back.get(1, 1), 1e-4);
    }

    // ------------------------------------------------------------------ bad input

    /**
     * Review 6, finding 24: the size hint named the command inside the library's message ("give
     * columns and rows (terrain: --size COLUMNSxROWS)"), and the overflow of a mapping read "takes
     * samples 1…101 to above 3.4e38 of the 0…101 the file holds beyond the range of float heights",
     * which does not parse.
     */
    @Test
    void review6SizeAndOverflowMessagesParseAndNameNoCommand() throws IOException {
        Path notSquare = dir.resolve("ns.f32");
        Files.write(notSquare, new byte[4 * 12]);
        RasterFormatException e = assertThrows(RasterFormatException.class, () -> RawHeightmap.f32().read(notSquare));
        assertTrue(e.getMessage().endsWith("cannot infer the size: 12 samples is not a square; give its columns and"
                + " rows"), e.getMessage());
        Path f = r16("w.r16", 0, 1, 101);
        IllegalArgumentException o = assertThrows(IllegalArgumentException.class,
                () -> Rasters.read(f, ReadOptions.defaults().withSize(3, 1).withScale(1e39)));
        assertEquals("scale cannot be 1e39 for " + f + ": with offset 0 it takes samples 1…101 to above 3.4e38,"
                + " beyond the range of float heights (±3.4e38); the file holds samples 0…101", o.getMessage());
    }

    @Test
    void sizeProblemsAreClearErrors() throws IOException {
        Path odd = dir.resolve("odd.r16");
        Files.write(odd, new byte[7]);
        assertClearError(RasterFormatException.class, odd, "whole", () -> RawHeightmap.r16().read(odd));
        Path notSquare = dir.resolve("ns.f32");
        Files.write(notSquare, new byte[4 * 12]);
        assertClearError(RasterFormatException.class, notSquare, "not a square",
                () -> RawHeightmap.f32().read(notSquare));
        assertEquals(4, RawHeightmap.f32().withSize(4, 3).read(notSquare).columns());
        assertClearError(RasterFormatException.class, notSquare, "truncated",
                () -> RawHeightmap.f32().withSize(4, 4).read(notSquare));
        assertClearError(RasterFormatException.class, notSquare, "longer",
                () -> RawHeightmap.f32().withSize(2, 3).read(notSquare));
        Path empty = dir.resolve("empty.r16");
        Files.write(empty, new byte[0]);
        assertClearError(RasterFormatException.class, empty, "positive", () -> RawHeightmap.r16().read(empty));
        Path missing = dir.resolve("missing.r16");
        assertClearError(NoSuchFileException.class, missing, "not found", () -> RawHeightmap.r16().read(missing));
    }

    @Test
    void badSettingsAreIllegalArguments() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RawHeightmap.r16().withSize(-3, 4));
        assertTrue(e.getMessage().contains("columns") && e.getMessage().contains("-3"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> RawHeightmap.r16().withSize(4, 0));
        assertThrows(IllegalArgumentException.class, () -> RawHeightmap.r16().withSize(1_000_000, 1_000_000));
        assertThrows(IllegalArgumentException.class, () -> RawHeightmap.r16().withNoDataSample(65536));
        assertThrows(IllegalArgumentException.class, () -> new SampleMapping(0, 0));
        assertThrows(IllegalArgumentException.class, () -> new SampleMapping(Double.NaN, 1));
    }

    @Test
    void badMappingWritesNothing() {
        Heightfield h = Heightfield.of(2, 1, new float[] {-1, 3});
        Path f = dir.resolve("bad.r16");
        assertThrows(IllegalArgumentException.class,
                () -> RawHeightmap.r16().withMapping(SampleMapping.IDENTITY).write(h, f));
        assertEquals(List.of(), IoTesting.list(dir));
    }

    /** Writes little-endian 16-bit samples as an .r16 file. */
    private Path r16(String name, int... samples) throws IOException {
        ByteBuffer b = ByteBuffer.allocate(2 * samples.length).order(ByteOrder.LITTLE_ENDIAN);
        for (int s : samples) {
            b.putShort((short) s);
        }
        Path f = dir.resolve(name);
        Files.write(f, b.array());
        return f;
    }

    /**
     * Review 5, finding 2: a scale or offset that takes samples beyond float's range gave infinite
     * heights (info printed "max Infinity" and exited 0); now the read is refused, naming the part at
     * fault and the samples that overflow.
     */
    @Test
    void aMappingThatOverflowsFloatIsRefusedNamingTheSamples() throws IOException {
        Path f = r16("v.r16", 0, 1, 40000, 65535);
        ReadOptions size = ReadOptions.defaults().withSize(4, 1);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Rasters.read(f, size.withScale(1e39)));
        assertEquals("scale cannot be 1e39 for " + f + ": with offset 0 it takes samples 1…65535 to above 3.4e38,"
                + " beyond the range of float heights (±3.4e38); the file holds samples 0…65535", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Rasters.read(f, size.withOffset(1e39)));
        assertTrue(e.getMessage().startsWith("offset cannot be 1e39 for " + f + ": with scale 0.000015259021896696422"
                + " it takes samples 0…65535 to above 3.4e38"), e.getMessage());
        // both ends: the lowest samples below −3.4e38, the highest above
        e = assertThrows(IllegalArgumentException.class,
                () -> Rasters.read(f, size.withOffset(-3.5e38).withScale(2e34)));
        java.util.regex.Matcher m = java.util.regex.Pattern.compile(
                "takes samples 0…(\\d+) to below −3\\.4e38 and (\\d+)…65535 to above 3\\.4e38").matcher(e.getMessage());
        assertTrue(m.find(), e.getMessage());
        int low = Integer.parseInt(m.group(1));
        int high = Integer.parseInt(m.group(2));
        assertTrue(-3.5e38 + 2e34 * low < -Float.MAX_VALUE && -3.5e38 + 2e34 * (low + 1) > -Float.MAX_VALUE,
                "sample " + low + " is the last below");
        assertTrue(-3.5e38 + 2e34 * high > Float.MAX_VALUE && -3.5e38 + 2e34 * (high - 1) < Float.MAX_VALUE,
                "sample " + high + " is the first above");
        // just inside: every height finite
        Heightfield h = Rasters.read(f, size.withScale(5e33));
        assertTrue(Float.isFinite((float) h.max()), "max " + h.max());
        // a no-data sample is not a height: it is not counted
        Path g = r16("w.r16", 0, 5);
        Heightfield w = RawHeightmap.r16().withSize(2, 1).withNoDataSample(5).withMapping(new SampleMapping(3e38, 1e39)).read(g);
        assertEquals(3e38f, w.get(0, 0));
    }

    /**
     * Review 8, finding 1: an {@code .f32} holding +Infinity was read, and {@code info} printed "max Infinity"
     * while render, fill and drainage failed in the library's words. It is refused on reading, as the
     * {@code .asc} and {@code .tif} readers refuse it; NaN is still a void.
     */
    @Test
    void review8Finding1AnInfiniteF32SampleIsAFormatError() throws IOException {
        ByteBuffer b = ByteBuffer.allocate(16).order(ByteOrder.LITTLE_ENDIAN);
        b.putFloat(Float.NaN).putFloat(Float.POSITIVE_INFINITY).putFloat(3).putFloat(4);
        Path f = Files.write(dir.resolve("inf.f32"), b.array());
        assertClearError(RasterFormatException.class, f, "sample 1 (column 2, row 1) is Infinity: heights must be"
                + " finite (NaN for a void)", () -> RawHeightmap.f32().read(f));
        ByteBuffer ok = ByteBuffer.allocate(16).order(ByteOrder.LITTLE_ENDIAN);
        ok.putFloat(Float.NaN).putFloat(-Float.MAX_VALUE).putFloat(3).putFloat(4);
        Path g = Files.write(dir.resolve("ok.f32"), ok.array());
        assertEquals(1, RawHeightmap.f32().read(g).noDataCount());
    }
}
