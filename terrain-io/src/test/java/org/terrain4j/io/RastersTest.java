package org.terrain4j.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.terrain4j.io.IoTesting.DATA;
import static org.terrain4j.io.IoTesting.assertClearError;
import static org.terrain4j.io.IoTesting.assertSameSamples;
import static org.terrain4j.io.IoTesting.assertStats;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.terrain4j.api.Heightfield;

class RastersTest {

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "volcano.asc, 94, 195, 130.188",
        "jacksboro.asc, 236, 1076, 531.031",
        "topobathy_3857.asc, -1437, 2205, 273.647",
        "N57E011.hgt, -6, 163, 4.393"})
    void readsEveryBundledFileWithTheReadmeFigures(String name, double min, double max, double mean)
            throws IOException {
        assertStats(Rasters.read(DATA.resolve(name)), min, max, mean);
    }

    @Test
    void writesAndReadsEveryWritableFormat() throws IOException {
        Heightfield volcano = AsciiGrid.read(DATA.resolve("volcano.asc"));
        for (String ext : List.of("asc", "ASC")) {
            Path f = dir.resolve("v." + ext);
            Rasters.write(volcano, f);
            assertSameSamples(volcano, Rasters.read(f));
        }
        Path f32 = dir.resolve("v.f32");
        Rasters.write(volcano, f32);
        assertClearError(RasterFormatException.class, f32, "not a square", () -> Rasters.read(f32));
        Heightfield square = volcano.crop(10, 0, 61, 61);
        Rasters.write(square, f32);
        assertSameSamples(square, Rasters.read(f32));
        Path png = dir.resolve("v.png");
        Rasters.write(volcano, png);
        Heightfield p = Rasters.read(png);
        assertEquals(volcano.frame(), p.frame());
        assertTrue(volcano.equalsWithin(p, 101.0 / 65535), "quantised by at most half a step");
        Path r16 = dir.resolve("v.r16");
        Rasters.write(volcano.crop(0, 0, 61, 61), r16);
        Heightfield r = Rasters.read(r16);
        assertEquals(61, r.columns());
        assertEquals(0, r.min());
        assertEquals(1, r.max());
    }

    @Test
    void formatsByExtension() {
        assertEquals(Optional.of(RasterFormat.R16), RasterFormat.of(Path.of("a.RAW")));
        assertEquals(Optional.of(RasterFormat.HGT), RasterFormat.of(Path.of("x/N57E011.hgt")));
        assertEquals(Optional.of(RasterFormat.TIF), RasterFormat.of(Path.of("a.tif")));
        assertEquals(Optional.empty(), RasterFormat.of(Path.of("a.gif")));
        assertEquals(Optional.empty(), RasterFormat.of(Path.of("noext")));
        assertTrue(!RasterFormat.HGT.canWrite() && RasterFormat.PNG.canWrite());
    }

    @Test
    void unknownOrReadOnlyExtensionsAreClearErrorsAndWriteNothing() throws IOException {
        Heightfield h = Heightfield.filled(2, 2, 1);
        Path tif = dir.resolve("x.gif");
        assertClearError(RasterFormatException.class, tif, "unknown extension", () -> Rasters.write(h, tif));
        Path hgt = dir.resolve("N00E000.hgt");
        assertClearError(RasterFormatException.class, hgt, "not supported", () -> Rasters.write(h, hgt));
        assertEquals(List.of(), IoTesting.list(dir));
        Files.writeString(tif, "x");
        assertClearError(RasterFormatException.class, tif, "unknown extension", () -> Rasters.read(tif));
        Path missing = dir.resolve("missing.asc");
        assertClearError(NoSuchFileException.class, missing, "not found", () -> Rasters.read(missing));
    }

    /**
     * Issue 15, leftover careless-user finding 4: a GeoTIFF named {@code x.xyz} was read by its
     * signature while an ASCII grid under the same name was refused; now the extension alone decides.
     */
    @Test
    void finding4AnUnsupportedExtensionIsRefusedWhateverTheContents() throws IOException {
        Path tif = dir.resolve("x.tif");
        Rasters.write(Heightfield.filled(3, 3, 2), tif);
        Path xyz = Files.copy(tif, dir.resolve("x.xyz"));
        assertClearError(RasterFormatException.class, xyz, "unknown extension; expected one of .asc, .hgt, .png,",
                () -> Rasters.read(xyz));
        Path noExtension = Files.copy(tif, dir.resolve("x"));
        assertClearError(RasterFormatException.class, noExtension, "unknown extension", () -> Rasters.read(noExtension));
        assertEquals(9, Rasters.read(tif).statistics().count(), "the same bytes read under .tif");
    }

    /**
     * Issue 15 item 9: no writer writes a file its own reader refuses or that holds an infinite
     * height: every writable format refuses a field with an infinite sample, naming it, before any
     * file is created (NaN stays the no-data marker).
     */
    @Test
    void item9EveryWriterRefusesInfiniteSamplesBeforeCreatingAFile() {
        for (float bad : new float[] {Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY}) {
            Heightfield h = org.terrain4j.testkit.Infinite.field(2, 2, new float[] {1, Float.NaN, bad, 4});
            for (String ext : List.of("asc", "png", "r16", "f32")) {
                Path f = dir.resolve("inf." + ext);
                IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(
                        IllegalArgumentException.class, () -> Rasters.write(h, f), ext);
                assertTrue(e.getMessage().contains("finite"), ext + ": " + e.getMessage());
                assertEquals(List.of(), IoTesting.list(dir), ext);
            }
            Path r = dir.resolve("inf.r16");
            org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                    () -> RawHeightmap.r16().withMapping(new SampleMapping(0, 1)).write(h, r));
            Path p = dir.resolve("inf.png");
            org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                    () -> PngHeightmap.write(h, p, new SampleMapping(0, 1)));
            assertEquals(List.of(), IoTesting.list(dir));
        }
    }

    /**
     * Issue 15 item 10: a raw file loses the height scale, the spacing and a non-square size;
     * {@link Rasters#write} returns them and {@link Rasters#read(Path, ReadOptions)} takes them back.
     * Before, {@code generate --relief 300 -o u.r16} read back as 0…1 on a 1 m grid.
     */
    @Test
    void item10RawOutputsReadBackWithTheirScaleSpacingAndSize() throws IOException {
        float[] v = new float[5 * 3];
        for (int i = 0; i < v.length; i++) {
            v[i] = 20 + 300f * i / (v.length - 1);
        }
        Heightfield h = Heightfield.of(5, 3, v).withFrame(new org.terrain4j.api.GridFrame(0, 0, 10, 10));
        Path r16 = dir.resolve("u.r16");
        ReadOptions back = Rasters.write(h, r16);
        assertEquals(300.0 / 65535, back.scale().getAsDouble(), 1e-15);
        assertEquals(20, back.offset().getAsDouble(), 1e-12);
        assertEquals(10, back.spacing().getAsDouble());
        assertEquals(5, back.columns().getAsInt());
        assertEquals(3, back.rows().getAsInt());
        Heightfield read = Rasters.read(r16, back);
        assertEquals(h.frame(), read.frame());
        for (int i = 0; i < v.length; i++) {
            assertEquals(v[i], read.toArray()[i], back.scale().getAsDouble() / 2 + 1e-4, "sample " + i);
        }
        // without them the file is not even square
        assertClearError(RasterFormatException.class, r16, "square", () -> Rasters.read(r16));
        // big-endian, given back explicitly
        Path be = dir.resolve("be.r16");
        RawHeightmap.r16().withByteOrder(java.nio.ByteOrder.BIG_ENDIAN).withMapping(new SampleMapping(20, 300.0 / 65535))
                .write(h, be);
        Heightfield bigEndian = Rasters.read(be, back.withByteOrder(java.nio.ByteOrder.BIG_ENDIAN));
        assertEquals(v[14], bigEndian.get(4, 2), 1e-3);
        // f32 holds the heights themselves: spacing and size are what it loses
        Path f32 = dir.resolve("u.f32");
        ReadOptions f = Rasters.write(h, f32);
        assertTrue(f.scale().isEmpty() && f.offset().isEmpty());
        assertSameSamples(h, Rasters.read(f32, f));
        assertEquals(h.frame(), Rasters.read(f32, f).frame());
        // .asc and .png record everything
        assertEquals(ReadOptions.defaults(), Rasters.write(h, dir.resolve("u.asc")));
        assertEquals(ReadOptions.defaults(), Rasters.write(h, dir.resolve("u.png")));
        assertEquals(h.frame(), Rasters.read(dir.resolve("u.png")).frame());
        // options a format does not use are refused, naming them
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> Rasters.read(dir.resolve("u.asc"), ReadOptions.defaults().withScale(2)));
        assertTrue(e.getMessage().contains("scale and offset do not apply"), e.getMessage());
        e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> Rasters.read(f32, f.withOffset(1)));
        assertTrue(e.getMessage().contains("scale and offset"), e.getMessage());
        e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> Rasters.read(dir.resolve("u.png"), ReadOptions.defaults().withSize(5, 3)));
        assertTrue(e.getMessage().contains("size does not apply"), e.getMessage());
    }

    /** A PNG from elsewhere (no terrain4j chunks) takes its mapping and spacing from the options. */
    @Test
    void item10ForeignPngTakesMappingAndSpacingFromTheOptions() throws IOException {
        java.awt.image.BufferedImage img = new java.awt.image.BufferedImage(2, 1,
                java.awt.image.BufferedImage.TYPE_USHORT_GRAY);
        img.getRaster().setSample(0, 0, 0, 100);
        img.getRaster().setSample(1, 0, 0, 200);
        Path f = dir.resolve("foreign.png");
        javax.imageio.ImageIO.write(img, "png", f.toFile());
        Heightfield h = Rasters.read(f, ReadOptions.defaults().withScale(0.5).withOffset(-10).withSpacing(30));
        assertEquals(40, h.get(0, 0));
        assertEquals(90, h.get(1, 0));
        assertEquals(new org.terrain4j.api.GridFrame(0, 0, 30, 30), h.frame());
    }

    @Test
    void readOptionsAreValidatedAndImmutable() {
        ReadOptions d = ReadOptions.defaults();
        assertTrue(d.isDefault());
        ReadOptions s = d.withScale(2);
        assertTrue(d.scale().isEmpty());
        assertEquals(2, s.scale().getAsDouble());
        for (double bad : new double[] {0, -1, Double.NaN, Double.POSITIVE_INFINITY}) {
            IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(
                    IllegalArgumentException.class, () -> d.withScale(bad));
            assertTrue(e.getMessage().contains("scale"), e.getMessage());
            org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> d.withSpacing(bad));
        }
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> d.withOffset(Double.NaN));
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> d.withSize(0, 3));
        assertEquals("ReadOptions[scale=2.0, size=3×4]", s.withSize(3, 4).toString());
    }

    /**
     * Review 6, finding 24: "size does not apply to F: it is an ESRI ASCII grid, which records its own or
     * has none; they apply to raw .r16/.raw/.f32 files and to PNGs that record no mapping" (what "they"
     * were was not said, and a size never applies to a PNG); each option now says what takes it.
     */
    @Test
    void review6AnOptionAFormatDoesNotTakeSaysWhichFormatsTakeIt(@org.junit.jupiter.api.io.TempDir Path dir)
            throws IOException {
        Heightfield h = Heightfield.of(3, 2, new double[] {1, 2, 3, 4, 5, 6});
        Path asc = dir.resolve("u.asc");
        Rasters.write(h, asc);
        String[][] cases = {
            {"size", "size does not apply to " + asc + ": it is an ESRI ASCII grid, which records its own or has none;"
                + " only raw .r16/.raw/.f32 files take a size"},
            {"scale", "scale and offset do not apply to " + asc + ": it is an ESRI ASCII grid, which records its own"
                + " or has none; only raw .r16/.raw files and PNGs that record no mapping take a scale and offset"},
            {"spacing", "spacing does not apply to " + asc + ": it is an ESRI ASCII grid, which records its own or"
                + " has none; only raw .r16/.raw/.f32 files and PNGs take a spacing"},
            {"order", "byte order does not apply to " + asc + ": it is an ESRI ASCII grid, which records its own or"
                + " has none; only raw .r16/.raw/.f32 files take a byte order"},
        };
        for (String[] c : cases) {
            ReadOptions o = switch (c[0]) {
                case "size" -> ReadOptions.defaults().withSize(3, 2);
                case "scale" -> ReadOptions.defaults().withScale(2);
                case "spacing" -> ReadOptions.defaults().withSpacing(2);
                default -> ReadOptions.defaults().withByteOrder(java.nio.ByteOrder.BIG_ENDIAN);
            };
            IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                    () -> Rasters.read(asc, o));
            assertEquals(c[1], e.getMessage());
        }
    }
}
