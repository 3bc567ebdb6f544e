package org.terrain4j.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;

/**
 * GeoKeys whose values do not lie in the tag they name (issue 33; the differential fuzz at seed
 * 20261206 found three: files #53, #159 and #394, all of GDAL's {@code float32.tif} with its
 * GeoAsciiParamsTag moved onto other bytes or cut to nothing by a NUL). GDAL (libgeotiff) then reports
 * an error and ignores every GeoKey of the file, the pixel-is-point raster type with them, so its
 * placement moves by half a sample and its coordinate system is lost; the reader used to skip only
 * the bad key and return the file as if intact. Such a file is now refused. A text that starts inside
 * the tag but runs past its end is cut (GDAL warns and cuts it), and one that counts the tag's closing
 * NUL loses that character (GDAL reads it silently): both read as the intact file.
 *
 * <p>The file is {@code float32.tif} of GDAL's test data: 20 × 20 samples 60 m apart in EPSG:26711,
 * pixel-is-point, keys {@code 1026} (GTCitation, 21 characters from 0) and {@code 2049} (GeogCitation,
 * 6 from 21) in a GeoAsciiParamsTag of 27 characters, {@code "NAD27 / UTM zone 11N|NAD27|"}.
 * Where GDAL is installed, its reading of each damaged file is checked too: an error and the keys
 * ignored for the refused ones; the intact file's origin for the read ones.
 */
class GeoKeyDirectoryTest {

    private static final Path FLOAT32 = Path.of("src/test/resources/org/terrain4j/io/gdal-gtiff/float32.tif");
    /** float32.tif's directory: GeoKeyDirectory values at 266, GeoAsciiParamsTag entry at 178, text at 330. */
    private static final int KEYS = 266;
    private static final int ASCII_ENTRY = 178;
    private static final int ASCII_TEXT = 330;

    @TempDir
    Path dir;

    /** Key {@code index} (0 = the header) field {@code field} (0 id, 1 location, 2 count, 3 value) set to v. */
    private static void key(ByteBuffer b, int index, int field, int v) {
        b.putShort(KEYS + 8 * index + 2 * field, (short) v);
    }

    private static byte[] damaged(String damage) throws IOException {
        byte[] file = Files.readAllBytes(FLOAT32);
        ByteBuffer b = ByteBuffer.wrap(file).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(7, b.getShort(KEYS + 6), "float32.tif's key count");
        assertEquals(2049, b.getShort(KEYS + 8 * 4), "float32.tif's fourth key");
        switch (damage) {
            case "text moved onto bytes with a NUL (fuzz #53)" -> b.putInt(ASCII_ENTRY + 8, 1180);
            case "text cut to nothing by a NUL (fuzz #159, #394)" -> b.put(ASCII_TEXT, (byte) 0);
            case "GeogCitation starting past the text" -> key(b, 4, 3, 30);
            case "GeogCitation starting at the text's end" -> key(b, 4, 3, 27);
            case "GeogCitation in the directory, past its end" -> {
                key(b, 4, 1, 34735);
                key(b, 4, 3, 30);
            }
            case "GeogCitation in the doubles, which are absent" -> key(b, 4, 1, 34736);
            case "ProjectedCSType of 2 values in the directory" -> key(b, 6, 2, 2);
            case "ModelType in tag 999" -> key(b, 1, 1, 999);
            case "directory version 2" -> key(b, 0, 0, 2);
            case "GeogCitation counting the NUL" -> key(b, 4, 2, 7);
            case "GeogCitation running past the text" -> key(b, 4, 2, 10);
            default -> throw new IllegalArgumentException(damage);
        }
        return file;
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
        "text moved onto bytes with a NUL (fuzz #53); GeoKey 2049 refers to 6 characters from character 21 of the"
            + " GeoAsciiParamsTag, which holds 18",
        "text cut to nothing by a NUL (fuzz #159, #394); GeoKey 1026 refers to 21 characters from character 0 of"
            + " the GeoAsciiParamsTag, which holds 0",
        "GeogCitation starting past the text; GeoKey 2049 refers to 6 characters from character 30",
        "GeogCitation starting at the text's end; GeoKey 2049 refers to 6 characters from character 27 of the"
            + " GeoAsciiParamsTag, which holds 27",
        "GeogCitation in the directory, past its end; GeoKey 2049 refers to 6 values from value 30 of the"
            + " GeoKeyDirectory, which holds 32",
        "GeogCitation in the doubles, which are absent; GeoKey 2049 refers to 6 values from value 21 of the"
            + " GeoDoubleParamsTag, which holds 0",
        "ProjectedCSType of 2 values in the directory; GeoKey 3072 holds its value in the directory but declares 2"
            + " values, 1 expected",
        "ModelType in tag 999; GeoKey 1024 refers to tag 999, which is not a GeoTIFF parameter tag",
        "directory version 2; version 2, at most 1 is read"})
    void aKeyOutsideItsTagIsRefusedAsGdalIgnoresEveryKey(String damage, String words) throws Exception {
        Path f = dir.resolve("damaged.tif");
        Files.write(f, damaged(damage));
        RasterFormatException e = IoTesting.assertClearError(RasterFormatException.class, f,
                "malformed GeoKeyDirectory: " + words, () -> GeoTiff.read(f));
        assertTrue(e.getMessage().contains("GDAL ignores"), e.getMessage());
        if (IoTesting.onPath("gdalinfo")) {
            String gdal = gdalinfo(f);
            assertTrue(gdal.contains("apparently corrupt, they are being ignored"), gdal);
            // the pixel-is-point key ignored: GDAL takes the tiepoint, the first sample's position, as a corner
            assertEquals(440750, origin(gdal)[0], gdal);
            assertTrue(!gdal.contains("UTM zone 11N"), gdal);
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"GeogCitation counting the NUL", "GeogCitation running past the text"})
    void aTextCountingItsNulOrRunningPastTheTagReadsAsTheIntactFile(String damage) throws Exception {
        Path f = dir.resolve("damaged.tif");
        Files.write(f, damaged(damage));
        Heightfield h = GeoTiff.read(f);
        Heightfield intact = GeoTiff.read(FLOAT32);
        IoTesting.assertSameSamples(intact, h);
        assertEquals(intact.frame(), h.frame());
        GridFrame fr = h.frame();
        assertEquals(440750, fr.originX());
        assertEquals(-3751290, fr.originZ());
        assertEquals("EPSG:26711", fr.georeference().orElseThrow().crs().toString());
        if (IoTesting.onPath("gdalinfo")) {
            String gdal = gdalinfo(f);
            assertTrue(!gdal.contains("ERROR") && !gdal.contains("apparently corrupt"), gdal);
            assertEquals(440720, origin(gdal)[0], gdal); // the corner, half a sample west of the first sample
            assertEquals(3751320, origin(gdal)[1], gdal);
            assertTrue(gdal.contains("UTM zone 11N"), gdal);
        }
    }

    /** gdalinfo's report with what it printed on standard error. */
    private static String gdalinfo(Path f) throws IOException, InterruptedException {
        Process p = new ProcessBuilder("gdalinfo", "--config", "GDAL_PAM_ENABLED", "NO", f.toString())
                .redirectErrorStream(true).start();
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, java.util.concurrent.TimeUnit.SECONDS), "gdalinfo timed out");
        return out;
    }

    private static double[] origin(String gdalinfo) {
        Matcher m = Pattern.compile("Origin = \\(([-0-9.]+),([-0-9.]+)\\)").matcher(gdalinfo);
        assertTrue(m.find(), gdalinfo);
        return new double[] {Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2))};
    }
}
