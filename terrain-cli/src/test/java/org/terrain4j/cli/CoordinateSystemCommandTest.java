package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrain4j.api.Heightfield;
import org.terrain4j.io.Rasters;
import org.terrain4j.testkit.Oracles;

/**
 * The coordinate reference system survives the command: an SRTM tile eroded to {@code .asc} (with
 * its {@code .prj}) or to {@code .tif} lands, for {@code gdalinfo}, exactly where the input tile
 * lies (EPSG:4326, the same geotransform); {@code info} names the system; contours of the tile are
 * WGS 84 longitude/latitude, and a grid without a system gets a warning.
 */
class CoordinateSystemCommandTest {

    private static final Path HGT = Path.of("..", "data", "N57E011.hgt");
    private static final Path VOLCANO = Path.of("..", "data", "volcano.asc");
    private static final Pattern GT = Pattern.compile("\"geoTransform\":\\s*\\[([^\\]]*)\\]");

    @TempDir
    Path dir;

    private static boolean onPath(String tool) {
        for (String d : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (Files.isExecutable(Path.of(d, tool))) {
                return true;
            }
        }
        return false;
    }

    private static String gdalinfo(Path file) throws Exception {
        Process p = new ProcessBuilder(List.of("gdalinfo", "-json", file.toString())).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), out);
        return out;
    }

    private static double[] geoTransform(String json) {
        Matcher m = GT.matcher(json);
        assertTrue(m.find(), json);
        String[] t = m.group(1).split(",");
        double[] v = new double[6];
        for (int i = 0; i < 6; i++) {
            v[i] = Double.parseDouble(t[i].trim());
        }
        return v;
    }

    @Test
    void anErodedSrtmTileWrittenAsAscOrTifOverlaysTheInputForGdal() throws Exception {
        Oracles.require(onPath("gdalinfo"), "gdalinfo on the PATH");
        double[] input = geoTransform(gdalinfo(HGT));
        for (String name : new String[] {"eroded.asc", "eroded.tif"}) {
            Path out = dir.resolve(name);
            var r = TerrainCommandTest.run("erode", HGT.toString(), "--drops", "3000", "-o", out.toString());
            assertEquals(0, r.code(), r.toString());
            if (name.endsWith(".asc")) {
                assertTrue(Files.readString(dir.resolve("eroded.prj")).startsWith("GEOGCS[\"WGS 84\""));
            }
            String info = gdalinfo(out);
            assertTrue(info.contains("ID[\\\"EPSG\\\",4326]"), () -> name + ": gdalinfo names no EPSG:4326: " + info);
            double[] gt = geoTransform(info);
            for (int i = 0; i < 6; i++) {
                assertEquals(input[i], gt[i], 1e-9, name + ": geotransform term " + i + " as the input tile's");
            }
            Heightfield back = Rasters.read(out);
            assertEquals(1201, back.columns());
            var shown = TerrainCommandTest.run("info", out.toString());
            assertTrue(shown.out().contains("crs       EPSG:4326, geographic"), shown.out());
        }
    }

    @Test
    void contoursOfTheTileAreLongitudeLatitudeAndALocalGridIsWarnedAbout() throws Exception {
        Path json = dir.resolve("c.geojson");
        var r = TerrainCommandTest.run("contours", HGT.toString(), "-i", "50", "-o", json.toString());
        assertEquals(0, r.code(), r.toString());
        assertFalse(r.err().contains("warning"), r.err());
        String text = Files.readString(json);
        Matcher m = Pattern.compile("\\[(-?[0-9.]+),(-?[0-9.]+)\\]").matcher(text);
        int n = 0;
        while (m.find()) {
            double lon = Double.parseDouble(m.group(1));
            double lat = Double.parseDouble(m.group(2));
            assertTrue(lon >= 11 && lon <= 12 && lat >= 57 && lat <= 58, m.group());
            n++;
        }
        assertTrue(n > 100, "positions: " + n);
        Path local = dir.resolve("v.geojson");
        var v = TerrainCommandTest.run("contours", VOLCANO.toString(), "-i", "20", "-o", local.toString());
        assertEquals(0, v.code(), v.toString());
        assertTrue(v.err().contains("warning") && v.err().contains("local metres"), v.err());
        var d = TerrainCommandTest.run("drainage", HGT.toString(), "-o", dir.resolve("a.tif").toString(), "--streams",
                dir.resolve("s.geojson").toString());
        assertEquals(0, d.code(), d.toString());
        assertFalse(d.err().contains("warning"), d.err());
        assertTrue(Files.readString(dir.resolve("s.geojson")).contains("[11."));
    }

    @Test
    void aGeoTiffInputWorksAndInfoShowsItsSystem() throws Exception {
        Path tif = dir.resolve("tile.tif");
        assertEquals(0, TerrainCommandTest.run("erode", HGT.toString(), "--drops", "100", "-o", tif.toString()).code());
        var info = TerrainCommandTest.run("info", tif.toString());
        assertEquals(0, info.code(), info.toString());
        assertTrue(info.out().contains("EPSG:4326"), info.out());
        Path png = dir.resolve("shade.png");
        var render = TerrainCommandTest.run("render", tif.toString(), "--geographic", "-o", png.toString());
        assertEquals(0, render.code(), render.toString());
        var local = TerrainCommandTest.run("info", VOLCANO.toString());
        assertTrue(local.out().contains("crs       none"), local.out());
    }
}
