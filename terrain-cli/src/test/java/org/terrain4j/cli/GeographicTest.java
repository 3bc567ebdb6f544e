package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrain4j.api.CoordinateSystem;
import org.terrain4j.api.Heightfield;
import org.terrain4j.io.Rasters;

/** {@code --geographic} means WGS 84 degrees, and {@code info} gives a geographic file's bounds in degrees. */
class GeographicTest {

    private static final String JACKSBORO = Path.of("..", "data", "jacksboro.asc").toString();

    @TempDir
    Path dir;

    @Test
    void geographicDegreesAreTakenAsWgs84SoStreamsComeOutInLongitudeAndLatitude() throws Exception {
        Path streams = dir.resolve("s.geojson");
        Path area = dir.resolve("a.tif");
        TerrainCommandTest.Run r = TerrainCommandTest.run("drainage", JACKSBORO, "--geographic", "--threshold", "1e8",
                "--streams", streams.toString(), "-o", area.toString());
        assertEquals(0, r.code(), r.err());
        assertFalse(r.err().contains("local metres"), r.err());
        // the grid's outer corners as GDAL gives them: -84.41375 … -84.0779167 east, 36.1595833 … 36.44625 north
        Matcher m = Pattern.compile("\\[(-?[0-9.]+),(-?[0-9.]+)\\]").matcher(Files.readString(streams));
        int points = 0;
        while (m.find()) {
            double lon = Double.parseDouble(m.group(1));
            double lat = Double.parseDouble(m.group(2));
            assertTrue(lon > -84.41375 && lon < -84.0779167 && lat > 36.1595833 && lat < 36.44625, m.group());
            points++;
        }
        assertTrue(points > 10, "stream points: " + points);
        Heightfield written = Rasters.read(area);
        assertEquals(CoordinateSystem.WGS84, written.frame().crs().orElseThrow());
    }

    @Test
    void geographicOnAGridInMetresNamesTheFileAndTheOption() {
        String volcano = Path.of("..", "data", "volcano.asc").toString();
        TerrainCommandTest.Run r = TerrainCommandTest.run("render", volcano, "--geographic", "-o",
                dir.resolve("v.png").toString());
        TerrainCommandTest.assertRefused(r, 1, "--geographic does not apply to " + volcano,
                "its coordinates are not degrees", "leave --geographic out");
    }

    @Test
    void infoGivesTheBoundsOfAGeographicFileInDegrees() {
        TerrainCommandTest.Run r = TerrainCommandTest.run("info", Path.of("..", "data", "N57E011.hgt").toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("bounds    west 11.000000°, south 57.000000°, east 12.000000°, north 58.000000°"),
                r.out());
        r = TerrainCommandTest.run("info", JACKSBORO, "--geographic");
        // GDAL's corners less half a 3″ cell (0.000416667°) each way: the outer samples' centres
        assertTrue(r.out().contains("bounds    west -84.413333°, south 36.160000°, east -84.078333°, north 36.445833°"),
                r.out());
        r = TerrainCommandTest.run("info", Path.of("..", "data", "volcano.asc").toString());
        assertFalse(r.out().contains("bounds"), "a local grid has no bounds in degrees: " + r.out());
    }
}
