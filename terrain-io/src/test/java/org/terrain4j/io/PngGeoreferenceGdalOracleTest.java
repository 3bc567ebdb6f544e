package org.terrain4j.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.terrain4j.api.CoordinateSystem;
import org.terrain4j.api.Georeference;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;

/**
 * GDAL reads the georeference of our 16-bit PNG from its {@code .aux.xml} sidecar: the CRS by its
 * EPSG code ({@code gdalsrsinfo}), the pixel grid ({@code gdalinfo}'s geotransform), and, through
 * {@code gdallocationinfo} at a sample's own map position, that sample's 16-bit value, so the grid is
 * not off by half a pixel; and band 1's offset and scale, so {@code gdal_translate -unscale} gives our
 * heights, not raw samples.
 */
@org.junit.jupiter.api.parallel.Execution(org.junit.jupiter.api.parallel.ExecutionMode.CONCURRENT) // GDAL processes
class PngGeoreferenceGdalOracleTest {

    /** gdalinfo prints the band's offset and scale to 15 decimals (13 significant digits for a scale near 1e-3). */
    private static final double PRINTED = 1e-12;

    @TempDir
    Path dir;

    @BeforeEach
    void gdal() {
        IoTesting.assumeGdal();
        org.terrain4j.testkit.Oracles.require(IoTesting.onPath("gdalsrsinfo"), "gdalsrsinfo on the PATH");
    }

    private static Heightfield field(GridFrame frame) {
        float[] v = new float[9 * 6];
        for (int i = 0; i < v.length; i++) {
            v[i] = 100 + 3 * (i % 9) + 11 * (i / 9);
        }
        return Heightfield.of(9, 6, v).withFrame(frame);
    }

    /** A projected frame in metres (scales 1), and a WGS 84 frame in degrees. */
    @ParameterizedTest(name = "EPSG:{0}, origin ({1}, {2}), spacing {3}")
    @CsvSource({"32633, 500015, -6100015, 30", "4326, 11.5, -57.25, 0.0025", "3857, 1280000, -7800000, 20"})
    void gdalReadsTheSystemAndTheGrid(int epsg, double originX, double originZ, double spacing) throws Exception {
        GridFrame frame = new GridFrame(originX, originZ, spacing, spacing)
                .withGeoreference(Georeference.in(CoordinateSystem.ofEpsg(epsg)));
        Heightfield h = field(frame);
        Path png = dir.resolve("g" + epsg + ".png");
        SampleMapping m = PngHeightmap.write(h, png);
        assertTrue(Files.isRegularFile(PngHeightmap.auxOf(png)));
        assertEquals("EPSG:" + epsg, IoTesting.run("gdalsrsinfo", "-o", "epsg", png.toString()).strip());
        double[] gt = geoTransform(IoTesting.run("gdalinfo", "-json", png.toString()));
        assertEquals(originX - spacing / 2, gt[0], 1e-9 * Math.max(1, Math.abs(originX)));
        assertEquals(spacing, gt[1], 1e-12);
        assertEquals(0, gt[2]);
        assertEquals(-originZ + spacing / 2, gt[3], 1e-9 * Math.max(1, Math.abs(originZ)));
        assertEquals(0, gt[4]);
        assertEquals(-spacing, gt[5], 1e-12);
        // the sample at column 7, row 4, asked for at its own map position
        double e = originX + 7 * spacing;
        double n = -(originZ + 4 * spacing);
        String value = IoTesting.run("gdallocationinfo", "-valonly", "-geoloc", png.toString(),
                Double.toString(e), Double.toString(n)).strip();
        assertEquals(Math.round((h.get(7, 4) - m.offset()) / m.scale()), Long.parseLong(value));
        assertGdalReadsHeights(png, h, m);
    }

    /**
     * GDAL reads the mapping as band 1's offset and scale ({@code gdalinfo -json}), and
     * {@code gdal_translate -unscale} gives every height of the field within half a scale step.
     */
    private void assertGdalReadsHeights(Path png, Heightfield h, SampleMapping m) throws Exception {
        String info = IoTesting.run("gdalinfo", "-json", png.toString());
        int bands = info.indexOf("\"bands\"");
        assertEquals(m.offset(), IoTesting.jsonNumber(info, "offset", bands), PRINTED * Math.abs(m.offset()), info);
        assertEquals(m.scale(), IoTesting.jsonNumber(info, "scale", bands), PRINTED * m.scale(), info);
        Path tif = dir.resolve(png.getFileName() + ".unscaled.tif");
        IoTesting.run("gdal_translate", "-q", "-unscale", "-ot", "Float32", "-of", "GTiff", png.toString(),
                tif.toString());
        int[][] pixels = new int[h.columns() * h.rows()][];
        for (int i = 0; i < pixels.length; i++) {
            pixels[i] = new int[] {i % h.columns(), i / h.columns()};
        }
        double[] heights = IoTesting.gdalValues(tif, pixels);
        for (int i = 0; i < pixels.length; i++) {
            double expected = h.get(pixels[i][0], pixels[i][1]);
            // the mapping's quantisation, then Float32
            double tolerance = m.scale() / 2 + 2 * Math.ulp((float) expected);
            assertEquals(expected, heights[i], tolerance, "pixel " + pixels[i][0] + ", " + pixels[i][1]);
        }
    }

    /**
     * Without a georeference, a mapping other than the identity still goes to the sidecar (band 1's
     * offset and scale, no grid): GDAL reads our heights, not raw samples, where the volcano's .asc is the
     * independent oracle.
     */
    @Test
    void gdalReadsTheVolcanosHeightsFromAnUngeoreferencedPng() throws Exception {
        Heightfield h = AsciiGrid.read(IoTesting.DATA.resolve("volcano.asc"));
        Path png = dir.resolve("volcano.png");
        SampleMapping m = PngHeightmap.write(h, png);
        assertTrue(Files.isRegularFile(PngHeightmap.auxOf(png)));
        String info = IoTesting.run("gdalinfo", png.toString());
        assertFalse(info.contains("Origin ="), info);
        Matcher printed = Pattern.compile("Offset: (\\S+),\\s+Scale:(\\S+)").matcher(info);
        assertTrue(printed.find(), info);
        assertEquals(m.offset(), Double.parseDouble(printed.group(1)), PRINTED * Math.abs(m.offset()), info);
        assertEquals(m.scale(), Double.parseDouble(printed.group(2)), PRINTED * m.scale(), info);
        Path tif = dir.resolve("volcano.unscaled.tif");
        IoTesting.run("gdal_translate", "-q", "-unscale", "-ot", "Float32", "-of", "GTiff", png.toString(),
                tif.toString());
        int[][] pixels = {{40, 30}, {3, 57}, {0, 0}, {86, 60}, {60, 20}};
        double[] original = IoTesting.gdalValues(IoTesting.DATA.resolve("volcano.asc"), pixels);
        double[] unscaled = IoTesting.gdalValues(tif, pixels);
        for (int k = 0; k < pixels.length; k++) {
            assertEquals(original[k], unscaled[k], m.scale() / 2, "pixel " + pixels[k][0] + ", " + pixels[k][1]);
        }
        assertGdalReadsHeights(png, h, m);
    }

    /** Voids: sample 0 is band 1's no-data for GDAL, so unscaling never turns it into the offset. */
    @Test
    void gdalSeesTheVoidsAsNoData() throws Exception {
        float[] v = new float[9 * 6];
        for (int i = 0; i < v.length; i++) {
            v[i] = i == 13 ? Float.NaN : 250 - 2.5f * i;
        }
        Heightfield h = Heightfield.of(9, 6, v);
        Path png = dir.resolve("voids.png");
        SampleMapping m = PngHeightmap.write(h, png);
        String info = IoTesting.run("gdalinfo", png.toString());
        assertTrue(info.contains("NoData Value=0"), info);
        Path tif = dir.resolve("voids.unscaled.tif");
        IoTesting.run("gdal_translate", "-q", "-unscale", "-ot", "Float32", "-of", "GTiff", png.toString(),
                tif.toString());
        String unscaled = IoTesting.run("gdalinfo", tif.toString());
        Matcher nodata = Pattern.compile("NoData Value=(\\S+)").matcher(unscaled);
        assertTrue(nodata.find(), unscaled);
        double[] out = IoTesting.gdalValues(tif, new int[][] {{4, 1}, {5, 1}});
        assertEquals(Double.parseDouble(nodata.group(1)), out[0], 0, unscaled);
        assertEquals(h.get(5, 1), out[1], m.scale() / 2 + 2 * Math.ulp((float) h.get(5, 1)));
    }


    /** An SRTM-like frame placed in metres keeps its degrees for GDAL. */
    @Test
    void aGeographicFrameInMetresIsWrittenInDegrees() throws Exception {
        GridFrame degrees = new GridFrame(11, -58, 1.0 / 1200, 1.0 / 1200)
                .withGeoreference(Georeference.in(CoordinateSystem.WGS84));
        Heightfield metres = Geographic.toMetres(field(degrees));
        Path png = dir.resolve("srtm.png");
        PngHeightmap.write(metres, png);
        double[] gt = geoTransform(IoTesting.run("gdalinfo", "-json", png.toString()));
        assertEquals(11 - 0.5 / 1200, gt[0], 1e-9);
        assertEquals(1.0 / 1200, gt[1], 1e-12);
        assertEquals(58 + 0.5 / 1200, gt[3], 1e-9);
        assertEquals(-1.0 / 1200, gt[5], 1e-12);
        assertEquals("EPSG:4326", IoTesting.run("gdalsrsinfo", "-o", "epsg", png.toString()).strip());
        assertSampleAtLonLat(png, metres, 7, 4, 11 + 7.0 / 1200, 58 - 4.0 / 1200);
    }

    /**
     * GDAL finds a sample by its longitude and latitude ({@code gdallocationinfo -wgs84}), so the sidecar
     * says which of the system's axes the image's x is (EPSG:4326 lists latitude first).
     */
    @Test
    void gdalFindsASampleByItsLongitudeAndLatitude() throws Exception {
        GridFrame degrees = new GridFrame(11.5, -57.25, 0.0025, 0.0025)
                .withGeoreference(Georeference.in(CoordinateSystem.WGS84));
        Heightfield h = field(degrees);
        Path png = dir.resolve("lonlat.png");
        PngHeightmap.write(h, png);
        assertSampleAtLonLat(png, h, 7, 4, 11.5 + 7 * 0.0025, 57.25 - 4 * 0.0025);
    }

    private static void assertSampleAtLonLat(Path png, Heightfield h, int column, int row, double lon, double lat)
            throws Exception {
        SampleMapping m = SampleMapping.fitting(h, 0);
        String value = IoTesting.run("gdallocationinfo", "-valonly", "-wgs84", png.toString(), Double.toString(lon),
                Double.toString(lat)).strip();
        assertEquals(Math.round((h.get(column, row) - m.offset()) / m.scale()), Long.parseLong(value), png.toString());
    }

    /**
     * No georeference, the identity mapping and no voids: no sidecar; and one left by an earlier write is
     * removed, never read stale (neither its grid nor its mapping).
     */
    @Test
    void aFrameWithoutASystemWritesNoSidecarAndRemovesAStaleOne() throws Exception {
        Path png = dir.resolve("plain.png");
        PngHeightmap.write(field(new GridFrame(500015, -6100015, 30, 30)
                .withGeoreference(Georeference.in(CoordinateSystem.ofEpsg(32633)))), png);
        assertTrue(Files.isRegularFile(PngHeightmap.auxOf(png)));
        PngHeightmap.write(field(GridFrame.UNIT), png, SampleMapping.IDENTITY);
        assertFalse(Files.exists(PngHeightmap.auxOf(png)));
        String info = IoTesting.run("gdalinfo", png.toString());
        assertFalse(info.contains("Origin ="), info);
        assertFalse(info.contains("Offset:"), info);
    }

    private static double[] geoTransform(String json) {
        Matcher m = Pattern.compile("\"geoTransform\"\\s*:\\s*\\[([^\\]]*)\\]").matcher(json);
        assertTrue(m.find(), json);
        String[] parts = m.group(1).split(",");
        double[] out = new double[parts.length];
        for (int i = 0; i < parts.length; i++) {
            out[i] = Double.parseDouble(parts[i].strip());
        }
        assertEquals(6, out.length);
        return out;
    }
}
