package org.terrain4j.api.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.terrain4j.api.io.IoTesting.DATA;
import static org.terrain4j.api.io.IoTesting.assertClearError;
import static org.terrain4j.api.io.IoTesting.assertSameSamples;
import static org.terrain4j.api.io.IoTesting.assertStats;

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
        assertEquals(Optional.empty(), RasterFormat.of(Path.of("a.tif")));
        assertEquals(Optional.empty(), RasterFormat.of(Path.of("noext")));
        assertTrue(!RasterFormat.HGT.canWrite() && RasterFormat.PNG.canWrite());
    }

    @Test
    void unknownOrReadOnlyExtensionsAreClearErrorsAndWriteNothing() throws IOException {
        Heightfield h = Heightfield.filled(2, 2, 1);
        Path tif = dir.resolve("x.tif");
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
     * Issue 15 item 9: no writer writes a file its own reader refuses or that holds an infinite
     * height: every writable format refuses a field with an infinite sample, naming it, before any
     * file is created (NaN stays the no-data marker).
     */
    @Test
    void item9EveryWriterRefusesInfiniteSamplesBeforeCreatingAFile() {
        for (float bad : new float[] {Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY}) {
            Heightfield h = Heightfield.of(2, 2, new float[] {1, Float.NaN, bad, 4});
            for (String ext : List.of("asc", "png", "r16", "f32")) {
                Path f = dir.resolve("inf." + ext);
                IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(
                        IllegalArgumentException.class, () -> Rasters.write(h, f), ext);
                assertTrue(e.getMessage().contains("finite"), ext + ": " + e.getMessage());
                assertEquals(List.of(), IoTesting.list(dir), ext);
            }
            Path r = dir.resolve("inf.r16");
            org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                    () -> RawHeightmap.r16().mapping(new SampleMapping(0, 1)).write(h, r));
            Path p = dir.resolve("inf.png");
            org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                    () -> PngHeightmap.write(h, p, new SampleMapping(0, 1)));
            assertEquals(List.of(), IoTesting.list(dir));
        }
    }
}
