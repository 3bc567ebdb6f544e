package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.io.Rasters;
import org.terrain4j.erosion.Hydraulic;
import org.terrain4j.erosion.Thermal;
import org.terrain4j.mesh.Mesh;
import org.terrain4j.image.Hillshade;
import org.terrain4j.image.Png;
import org.terrain4j.isoline.IsolineGeoJson;
import org.terrain4j.isoline.Isolines;

/** The README's example, line for line, so it cannot rot. */
class ReadmeExampleTest {

    @TempDir
    Path dir;

    @Test
    void theReadmeExampleRuns() throws IOException {
        Heightfield land = Heightfield.diamondSquare(257, 0.5, 7)
                .eroded(Hydraulic.droplets().withDrops(70_000).withInertia(0.1), 7)
                .eroded(Thermal.weathering().withTalus(0.01).withIterations(100));
        Mesh.grid(land, 10, 10, 2.2).write(dir.resolve("land.glb"));
        Png.write(Hillshade.standard().withZFactor(100).image(land), dir.resolve("land-shade.png"));
        IsolineGeoJson.writeIsolines(Isolines.every(0.1).trace(land), dir.resolve("land.geojson"));

        Heightfield dem = Rasters.read(Path.of("..", "data", "N57E011.hgt"));
        Mesh coast = Mesh.adaptive(dem, 2.0);
        coast.write(dir.resolve("coast.glb"));

        assertEquals(257, land.columns());
        assertTrue(Files.size(dir.resolve("land.glb")) > 257 * 257 * 12);
        assertTrue(Files.size(dir.resolve("land-shade.png")) > 0);
        assertTrue(Files.readString(dir.resolve("land.geojson")).contains("\"level\""));
        assertTrue(coast.triangleCount() < 2 * 1200 * 1200 / 4, "adaptive: " + coast.triangleCount());
    }
}
