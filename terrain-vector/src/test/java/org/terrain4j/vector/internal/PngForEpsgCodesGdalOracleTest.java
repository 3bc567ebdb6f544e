package org.terrain4j.vector.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.terrain4j.api.CoordinateSystem;
import org.terrain4j.api.Georeference;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.io.PngHeightmap;
import org.terrain4j.io.SampleMapping;
import org.terrain4j.isoline.Gdal;

/**
 * GDAL reads our 16-bit PNG's georeference from its {@code .aux.xml} sidecar for the national grids the
 * issue names — SWEREF99 TM (3006, terrain-api's catalogue), LAEA Europe (3035), Swiss LV95 (2056) and
 * Dutch RD (28992), the last three written from Proj4J's registry through terrain-proj4j: GDAL names the
 * code ({@code gdalsrsinfo -o epsg}), its geotransform is the frame's (corner half a cell out from the
 * first sample), and {@code gdallocationinfo} at one sample's own map position gives that sample's 16-bit value.
 */
class PngForEpsgCodesGdalOracleTest {

    @TempDir
    Path dir;

    @ParameterizedTest(name = "EPSG:{0}")
    @CsvSource({"3006, 350000, 6400000, 25", "3035, 4321000, 3210000, 100", "2056, 2600000, 1200000, 25",
        "28992, 155000, 463000, 25"})
    void gdalReadsTheSystemTheGridAndASample(int code, double east, double north, double cell) throws Exception {
        String probe = Gdal.run("gdalsrsinfo", "-o", "epsg", "EPSG:4326");
        Gdal.assumeOracle(probe != null, "gdalsrsinfo on the PATH");
        float[] v = new float[9 * 6];
        for (int i = 0; i < v.length; i++) {
            v[i] = 100 + 3 * (i % 9) + 11 * (i / 9);
        }
        Heightfield h = Heightfield.of(9, 6, v).withFrame(new GridFrame(east, -north, cell, cell)
                .withGeoreference(Georeference.in(CoordinateSystem.ofEpsg(code))));
        Path png = dir.resolve("g" + code + ".png");
        SampleMapping m = PngHeightmap.write(h, png);
        assertTrue(Files.isRegularFile(PngHeightmap.auxOf(png)));
        String[] epsg = Gdal.run("gdalsrsinfo", "-o", "epsg", png.toString()).strip().split("\n");
        assertEquals("EPSG:" + code, epsg[epsg.length - 1].strip());
        Matcher gt = Pattern.compile("\"geoTransform\"\\s*:\\s*\\[([^\\]]*)\\]")
                .matcher(Gdal.run("gdalinfo", "-json", png.toString()));
        assertTrue(gt.find());
        String[] t = gt.group(1).split(",");
        assertEquals(east - cell / 2, Double.parseDouble(t[0].strip()), 1e-6);
        assertEquals(cell, Double.parseDouble(t[1].strip()), 1e-12);
        assertEquals(north + cell / 2, Double.parseDouble(t[3].strip()), 1e-6);
        assertEquals(-cell, Double.parseDouble(t[5].strip()), 1e-12);
        String value = Gdal.run("gdallocationinfo", "-valonly", "-geoloc", png.toString(),
                Double.toString(east + 7 * cell), Double.toString(north - 4 * cell)).strip();
        assertEquals(Math.round((h.get(7, 4) - m.offset()) / m.scale()), Long.parseLong(value));
    }
}
