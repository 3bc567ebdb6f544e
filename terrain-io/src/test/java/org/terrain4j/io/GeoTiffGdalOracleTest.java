package org.terrain4j.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.CoordinateSystem;
import org.terrain4j.api.Georeference;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.testkit.Cases;

/**
 * GDAL as the oracle for GeoTIFF: we read what {@code gdal_translate} writes, of every sample type,
 * compression, predictor and layout we list, with GDAL's values (dumped as raw Float64 by
 * {@code gdal_translate -of ENVI}), GDAL's geotransform and GDAL's EPSG code; GDAL reads what we write
 * with our values, transform, no-data and CRS; {@code gdalinfo} on our {@code .asc} + {@code .prj}
 * reports the input's CRS and placement.
 */
@org.junit.jupiter.api.parallel.Execution(org.junit.jupiter.api.parallel.ExecutionMode.CONCURRENT) // GDAL processes, two at a time
class GeoTiffGdalOracleTest {

    /** A window of the SRTM tile with sea (0) and land, small enough to keep the run short. */
    private static final String WINDOW = "-srcwin 20 30 97 61";

    @TempDir
    Path dir;

    @BeforeEach
    void gdal() {
        IoTesting.assumeGdal();
        org.terrain4j.testkit.Oracles.require(IoTesting.onPath("gdal_translate"), "gdal_translate on the PATH");
    }

    static Stream<Arguments> variants() {
        List<Arguments> all = new ArrayList<>();
        int bigTiled = 0;
        String[] types = {"Float32", "Float64", "Int16", "UInt16", "Int32"};
        for (String type : types) {
            boolean floating = type.startsWith("Float");
            for (String compression : new String[] {"NONE", "DEFLATE", "LZW", "PACKBITS"}) {
                List<Integer> predictors = new ArrayList<>(List.of(1));
                if (compression.equals("DEFLATE") || compression.equals("LZW")) {
                    predictors.add(2);
                    if (floating) {
                        predictors.add(3);
                    }
                }
                for (int predictor : predictors) {
                    for (boolean tiled : new boolean[] {false, true}) {
                        all.add(Arguments.of(type, compression, predictor, tiled, false));
                    }
                    // BigTIFF: every type, compression and predictor once, tiled and striped in turn
                    all.add(Arguments.of(type, compression, predictor, bigTiled++ % 2 == 0, true));
                }
            }
            bigTiled++; // so that each compression is tiled for one type and striped for the next
        }
        return all.stream();
    }

    private Path hgt() {
        return IoTesting.DATA.resolve("N57E011.hgt");
    }

    @ParameterizedTest(name = "{0} {1} predictor={2} tiled={3} bigtiff={4}")
    @MethodSource("variants")
    void readsWhatGdalWrites(String type, String compression, int predictor, boolean tiled, boolean big)
            throws Exception {
        Path tif = dir.resolve("in.tif");
        List<String> cmd = new ArrayList<>(List.of("gdal_translate", "-q", "-ot", type, "-a_nodata", "0",
                "-co", "BIGTIFF=" + (big ? "YES" : "NO")));
        cmd.addAll(List.of(WINDOW.split(" ")));
        cmd.addAll(List.of("-co", "COMPRESS=" + compression, "-co", "PREDICTOR=" + predictor,
                "-co", "TILED=" + (tiled ? "YES" : "NO"), "-co", "BLOCKXSIZE=32", "-co", "BLOCKYSIZE=16"));
        if (!tiled) {
            cmd.addAll(List.of("-co", "BLOCKYSIZE=7"));
        }
        cmd.addAll(List.of(hgt().toString(), tif.toString()));
        IoTesting.run(cmd.toArray(String[]::new));
        assertEquals(big ? 43 : 42, Files.readAllBytes(tif)[2], "GDAL wrote a " + (big ? "BigTIFF" : "classic TIFF"));
        assertSameAsGdal(tif, Rasters.read(tif));
    }

    @ParameterizedTest(name = "big-endian {0} {1} predictor={2}")
    @org.junit.jupiter.params.provider.CsvSource({"Int16, DEFLATE, 2", "UInt16, LZW, 2", "Int32, DEFLATE, 2",
        "Float32, DEFLATE, 2", "Float32, LZW, 3", "Float64, DEFLATE, 3", "Float32, PACKBITS, 1"})
    void readsBigEndianFilesWithPredictors(String type, String compression, int predictor) throws Exception {
        Path tif = dir.resolve("be.tif");
        List<String> cmd = new ArrayList<>(List.of("gdal_translate", "-q", "-ot", type, "-co", "ENDIANNESS=BIG",
                "-co", "COMPRESS=" + compression, "-co", "PREDICTOR=" + predictor, "-co", "TILED=YES",
                "-co", "BLOCKXSIZE=32", "-co", "BLOCKYSIZE=16"));
        cmd.addAll(List.of(WINDOW.split(" ")));
        cmd.addAll(List.of(hgt().toString(), tif.toString()));
        IoTesting.run(cmd.toArray(String[]::new));
        assertEquals('M', Files.readAllBytes(tif)[0], "GDAL wrote a big-endian TIFF");
        assertSameAsGdal(tif, GeoTiff.read(tif));
    }

    @Test
    void readsACloudOptimizedGeoTiff() throws Exception {
        Path cog = dir.resolve("cog.tif");
        IoTesting.run("gdal_translate", "-q", "-of", "COG", "-ot", "Float32", "-co", "BLOCKSIZE=256",
                "-co", "COMPRESS=DEFLATE", "-co", "PREDICTOR=YES", hgt().toString(), cog.toString());
        assertTrue(IoTesting.run("gdalinfo", cog.toString()).contains("Overviews:"), "the COG has overviews");
        Heightfield h = GeoTiff.read(cog);
        assertEquals(1201, h.columns());
        assertSameAsGdal(cog, h);
    }

    @Test
    void readsPixelIsPointAsGdalPlacesIt() throws Exception {
        Path tif = dir.resolve("point.tif");
        List<String> cmd = new ArrayList<>(List.of("gdal_translate", "-q", "-mo", "AREA_OR_POINT=Point"));
        cmd.addAll(List.of(WINDOW.split(" ")));
        cmd.addAll(List.of(hgt().toString(), tif.toString()));
        IoTesting.run(cmd.toArray(String[]::new));
        assertTrue(IoTesting.run("gdalinfo", tif.toString()).contains("AREA_OR_POINT=Point"));
        assertSameAsGdal(tif, GeoTiff.read(tif));
    }

    @Test
    void readsAProjectedGeoTiffWithItsEpsgCode() throws Exception {
        org.terrain4j.testkit.Oracles.require(IoTesting.onPath("gdalwarp"), "gdalwarp on the PATH");
        Path utm = dir.resolve("utm.tif");
        IoTesting.run("gdalwarp", "-q", "-t_srs", "EPSG:32632", "-tr", "90", "90", "-r", "bilinear",
                "-te", "640000", "6360000", "660000", "6375000", "-co", "COMPRESS=DEFLATE", "-co", "PREDICTOR=3",
                "-ot", "Float32", hgt().toString(), utm.toString());
        Heightfield h = GeoTiff.read(utm);
        assertEquals(Optional.of(CoordinateSystem.ofEpsg(32632)), h.frame().crs());
        assertSameAsGdal(utm, h);
    }

    @Test
    void readsABigTiffCogAndAProjectedBigTiff() throws Exception {
        Path cog = dir.resolve("bigcog.tif");
        IoTesting.run("gdal_translate", "-q", "-of", "COG", "-ot", "Float32", "-co", "BIGTIFF=YES",
                "-co", "BLOCKSIZE=256", "-co", "COMPRESS=DEFLATE", "-co", "PREDICTOR=YES", hgt().toString(),
                cog.toString());
        assertEquals(43, Files.readAllBytes(cog)[2], "GDAL wrote a BigTIFF");
        assertSameAsGdal(cog, GeoTiff.read(cog));
        org.terrain4j.testkit.Oracles.require(IoTesting.onPath("gdalwarp"), "gdalwarp on the PATH");
        Path utm = dir.resolve("bigutm.tif");
        IoTesting.run("gdalwarp", "-q", "-t_srs", "EPSG:32632", "-tr", "90", "90", "-r", "bilinear",
                "-te", "640000", "6360000", "660000", "6375000", "-co", "BIGTIFF=YES", "-co", "COMPRESS=LZW",
                "-co", "PREDICTOR=3", "-co", "TILED=YES", "-ot", "Float32", hgt().toString(), utm.toString());
        Heightfield h = GeoTiff.read(utm);
        assertEquals(Optional.of(CoordinateSystem.ofEpsg(32632)), h.frame().crs());
        assertSameAsGdal(utm, h);
    }

    /**
     * Review 5, finding 3: the tester's file, volcano stored as Int16 with GDAL's scale 0.5 and offset
     * 1000, read 94 … 195 (the stored values); GDAL reads 1047 … 1097.5. Sample for sample against
     * {@code gdal_translate -unscale -ot Float32 -of AAIGrid}, LZW (TwelveMonkeys' decoder) as well as
     * uncompressed.
     */
    @Test
    void readsGdalsScaleAndOffsetAsGdalUnscales() throws Exception {
        for (String compression : new String[] {"NONE", "LZW"}) {
            Path tif = dir.resolve("scaled-" + compression + ".tif");
            IoTesting.run("gdal_translate", "-q", "-ot", "Int16", "-a_scale", "0.5", "-a_offset", "1000",
                    "-co", "COMPRESS=" + compression, IoTesting.DATA.resolve("volcano.asc").toString(),
                    tif.toString());
            Path asc = dir.resolve("unscaled-" + compression + ".asc");
            IoTesting.run("gdal_translate", "-q", "-unscale", "-ot", "Float32", "-of", "AAIGrid", tif.toString(),
                    asc.toString());
            Heightfield ours = GeoTiff.read(tif);
            IoTesting.assertSameSamples(AsciiGrid.read(asc), ours);
            double[] sizeMinMax = IoTesting.gdalSizeMinMax(asc);
            assertEquals(sizeMinMax[2], ours.min(), compression + ": GDAL's minimum");
            assertEquals(sizeMinMax[3], ours.max(), compression + ": GDAL's maximum");
        }
    }

    @Test
    void refusesARotatedTransformationByName() throws Exception {
        Path vrt = dir.resolve("rot.vrt");
        List<String> cmd = new ArrayList<>(List.of("gdal_translate", "-q", "-of", "VRT"));
        cmd.addAll(List.of(WINDOW.split(" ")));
        cmd.addAll(List.of(hgt().toString(), vrt.toString()));
        IoTesting.run(cmd.toArray(String[]::new));
        String text = Files.readString(vrt).replaceAll("<GeoTransform>[^<]*</GeoTransform>",
                "<GeoTransform>11.0, 0.0008, 0.0002, 58.0, 0.0002, -0.0008</GeoTransform>");
        text = text.replace("relativeToVRT=\"1\"", "relativeToVRT=\"0\"")
                .replaceAll("<SourceFilename([^>]*)>[^<]*</SourceFilename>",
                        "<SourceFilename$1>" + hgt().toAbsolutePath() + "</SourceFilename>");
        Files.writeString(vrt, text);
        Path tif = dir.resolve("rot.tif");
        IoTesting.run("gdal_translate", "-q", vrt.toString(), tif.toString());
        IoTesting.assertClearError(RasterFormatException.class, tif, "rotated", () -> GeoTiff.read(tif));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("seeds")
    void gdalReadsWhatWeWrite(long seed) throws Exception {
        SplittableRandom rnd = Cases.replay(seed);
        Heightfield random = IoTesting.randomField(rnd, 40, true);
        GridFrame f = random.frame();
        int zone = rnd.nextInt(1, 61);
        CoordinateSystem crs = CoordinateSystem.ofEpsg((rnd.nextBoolean() ? 32600 : 32700) + zone);
        Heightfield h = random.withFrame(new GridFrame(500_000 + f.originX(), -5_000_000 + f.originZ(),
                f.spacingX(), f.spacingZ() * (rnd.nextBoolean() ? 1 : 2)).withGeoreference(Georeference.in(crs)));
        Path tif = dir.resolve("ours.tif");
        boolean big = rnd.nextInt(3) == 0;
        if (big) {
            org.terrain4j.io.internal.GeoTiffWriter.write(h, tif, true);
            assertEquals(43, Files.readAllBytes(tif)[2], "a BigTIFF");
        } else {
            Rasters.write(h, tif);
        }
        assertSameAsGdal(tif, h);
        assertWrittenTiledWithThePredictor(tif);
        String info = IoTesting.run("gdalinfo", "-json", tif.toString());
        assertTrue(info.contains("ID[\\\"EPSG\\\"," + crs.epsg().getAsInt() + "]"),
                () -> "gdalinfo does not name EPSG:" + crs.epsg().getAsInt() + ": " + info);
        boolean nan = false;
        for (float v : h.toArray()) {
            nan |= v != v;
        }
        if (nan) {
            // GDAL prints a Float32 band's no-data value in float precision
            assertEquals(-Float.MAX_VALUE, (float) IoTesting.jsonNumber(info, "noDataValue", 0));
        }
        assertEquals(h, GeoTiff.read(tif), "our own reading back");
    }

    static Stream<org.junit.jupiter.api.Named<Long>> seeds() {
        return Cases.seeds(0x6E071FFL, 6);
    }

    @Test
    void anSrtmTileWrittenAsGeoTiffLandsWhereGdalPutsTheTile() throws Exception {
        Heightfield h = SrtmHgt.read(hgt());
        Path tif = dir.resolve("tile.tif");
        GeoTiff.write(h, tif);
        double[] ours = geoTransform(tif);
        double[] theirs = geoTransform(hgt());
        for (int i = 0; i < 6; i++) {
            assertEquals(theirs[i], ours[i], 1e-9, "geotransform term " + i);
        }
        assertTrue(IoTesting.run("gdalinfo", "-json", tif.toString()).contains("ID[\\\"EPSG\\\",4326]"));
        assertSameAsGdal(tif, h);
        assertWrittenTiledWithThePredictor(tif);
        Path big = dir.resolve("tile-big.tif");
        org.terrain4j.io.internal.GeoTiffWriter.write(h, big, true);
        assertEquals(43, Files.readAllBytes(big)[2], "a BigTIFF");
        assertSameAsGdal(big, h);
        assertWrittenTiledWithThePredictor(big);
        double[] bigs = geoTransform(big);
        for (int i = 0; i < 6; i++) {
            assertEquals(theirs[i], bigs[i], 1e-9, "BigTIFF geotransform term " + i);
        }
    }

    /** gdalinfo sees 256 × 256 tiles, Deflate and the floating-point predictor. */
    private static void assertWrittenTiledWithThePredictor(Path tif) throws Exception {
        String text = IoTesting.run("gdalinfo", tif.toString());
        assertTrue(text.contains("Block=256x256 Type=Float32"), () -> "not 256 × 256 float32 tiles: " + text);
        assertTrue(text.contains("COMPRESSION=DEFLATE"), () -> "not Deflate: " + text);
        assertTrue(text.contains("PREDICTOR=3"), () -> "not the floating-point predictor: " + text);
    }

    @Test
    void gdalinfoReadsTheCrsOfOurAsciiGridPrj() throws Exception {
        Heightfield h = SrtmHgt.read(hgt()).crop(100, 200, 50, 40);
        Path asc = dir.resolve("crop.asc");
        AsciiGrid.write(h, asc);
        assertTrue(Files.exists(dir.resolve("crop.prj")));
        String info = IoTesting.run("gdalinfo", "-json", asc.toString());
        assertTrue(info.contains("ID[\\\"EPSG\\\",4326]"), () -> "gdalinfo does not name EPSG:4326: " + info);
        double[] gt = geoTransform(asc);
        assertEquals(11 + (100 - 0.5) / 1200.0, gt[0], 1e-9, "west edge, degrees");
        assertEquals(58 - (200 - 0.5) / 1200.0, gt[3], 1e-9, "north edge, degrees");
        assertEquals(1 / 1200.0, gt[1], 1e-12);
        assertEquals(-1 / 1200.0, gt[5], 1e-12);
        Heightfield back = AsciiGrid.read(asc);
        assertEquals(Optional.of(4326), back.frame().crs().map(c -> c.epsg().getAsInt()));
        IoTesting.assertSameSamples(h, back);
    }

    // ----------------------------------------------------------------------------------- helpers

    private static final Pattern GT = Pattern.compile("\"geoTransform\":\\s*\\[([^\\]]*)\\]");

    private static double[] geoTransform(Path file) throws Exception {
        String json = IoTesting.run("gdalinfo", "-json", file.toString());
        Matcher m = GT.matcher(json);
        assertTrue(m.find(), () -> "no geoTransform: " + json);
        String[] t = m.group(1).split(",");
        double[] v = new double[6];
        for (int i = 0; i < 6; i++) {
            v[i] = Double.parseDouble(t[i].trim());
        }
        return v;
    }

    /** Every value as GDAL reads it (NaN where GDAL's value is its no-data), and the same placement. */
    private void assertSameAsGdal(Path tif, Heightfield ours) throws Exception {
        Path raw = dir.resolve("gdal.raw");
        IoTesting.run("gdal_translate", "-q", "-of", "ENVI", "-ot", "Float64", tif.toString(), raw.toString());
        String json = IoTesting.run("gdalinfo", "-json", tif.toString());
        double noData = json.contains("\"noDataValue\"") ? IoTesting.jsonNumber(json, "noDataValue", 0) : Double.NaN;
        ByteBuffer b = ByteBuffer.wrap(Files.readAllBytes(raw)).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals((long) ours.columns() * ours.rows() * 8, b.capacity(), "sample count");
        float[] a = ours.toArray();
        for (int i = 0; i < a.length; i++) {
            double g = b.getDouble(i * 8);
            float expected = g == noData || (float) g == (float) noData || g != g ? Float.NaN : (float) g;
            if (Float.floatToIntBits(expected) != Float.floatToIntBits(a[i])) {
                throw new AssertionError(tif.getFileName() + " sample " + i % ours.columns() + ", "
                        + i / ours.columns() + ": GDAL " + g + " (no-data " + noData + "), ours " + a[i]);
            }
        }
        if (json.contains("\"geoTransform\"")) {
            double[] gt = geoTransform(tif);
            GridFrame f = ours.frame().inCrsUnits();
            double tol = 1e-9 * Math.max(1, Math.abs(gt[0]) + Math.abs(gt[3]));
            assertEquals(gt[0] + gt[1] / 2, f.originX(), tol, "x of sample (0, 0)");
            assertEquals(gt[3] + gt[5] / 2, -f.originZ(), tol, "northing of sample (0, 0)");
            assertEquals(gt[1], f.spacingX(), 1e-12 * gt[1], "spacing x");
            assertEquals(-gt[5], f.spacingZ(), 1e-12 * gt[1], "spacing z");
        }
    }
}
