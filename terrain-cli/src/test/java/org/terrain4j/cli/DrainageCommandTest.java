package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrain4j.api.Heightfield;
import org.terrain4j.io.Rasters;

class DrainageCommandTest {

    @TempDir
    Path dir;

    private static final Path VOLCANO = Path.of("..", "data", "volcano.asc");

    @Test
    void areaRasterSumsAtTheOutletsToTheGridAndStreamsAreGeoJson() throws IOException {
        Path area = dir.resolve("area.asc");
        Path streams = dir.resolve("streams.geojson");
        var r = TerrainCommandTest.run("drainage", VOLCANO.toString(), "-o", area.toString(), "--streams",
                streams.toString(), "--threshold", "2000");
        assertEquals(0, r.code(), r.toString());
        Heightfield a = Rasters.read(area);
        Heightfield dem = Rasters.read(VOLCANO);
        // every border sample is an outlet: their areas sum to the whole grid (10 m spacing)
        double sum = 0;
        for (int c = 0; c < a.columns(); c++) {
            for (int row = 0; row < a.rows(); row++) {
                if (c == 0 || row == 0 || c == a.columns() - 1 || row == a.rows() - 1) {
                    sum += a.get(c, row);
                }
            }
        }
        assertEquals(dem.columns() * dem.rows() * 100.0, sum, 1e-3 * sum);
        String json = Files.readString(streams);
        assertTrue(json.startsWith("{\"type\":\"FeatureCollection\""));
        assertTrue(json.contains("\"order\":2"), "the volcano's channels join");
        assertTrue(json.contains("LineString"));
    }

    @Test
    void pngPicture() throws IOException {
        Path png = dir.resolve("area.png");
        assertEquals(0, TerrainCommandTest.run("drainage", VOLCANO.toString(), "-o", png.toString(), "--multiple-flow")
                .code());
        assertTrue(Files.size(png) > 100);
    }

    @Test
    void badInput() {
        var r = TerrainCommandTest.run("drainage", VOLCANO.toString(), "-o", dir.resolve("a.asc").toString(),
                "--threshold", "-1");
        assertEquals(1, r.code());
        assertFalse(Files.exists(dir.resolve("a.asc")));
        var s = TerrainCommandTest.run("drainage", VOLCANO.toString(), "-o", dir.resolve("a.asc").toString(),
                "--streams", dir.resolve("s.json").toString());
        assertEquals(1, s.code());
    }

    @Test
    void streamPowerLowersTheVolcanoButNotItsEdges() throws IOException {
        Path out = dir.resolve("sp.asc");
        var r = TerrainCommandTest.run("erode", VOLCANO.toString(), "--stream-power", "--uplift", "0", "--years",
                "20000", "--time-step", "1000", "--erodibility", "1e-4", "-o", out.toString());
        assertEquals(0, r.code(), r.toString());
        Heightfield before = Rasters.read(VOLCANO);
        Heightfield after = Rasters.read(out);
        assertTrue(after.sum() < before.sum());
        for (int c = 0; c < before.columns(); c++) {
            assertEquals(before.get(c, 0), after.get(c, 0), "outlets are base level");
        }
        var bad = TerrainCommandTest.run("erode", VOLCANO.toString(), "--uplift", "1", "-o", out.toString());
        assertEquals(1, bad.code());
    }
}
