package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrain4j.api.Heightfield;
import org.terrain4j.io.Rasters;
import org.terrain4j.erosion.Hydraulic;
import org.terrain4j.erosion.Thermal;
import org.terrain4j.mesh.Mesh;
import org.terrain4j.dem.Hillshade;
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

    /**
     * Every {@code ./terrain …} line of the README's command list runs and exits 0, in order (erode reads what
     * generate wrote), with {@code out/} in a temporary directory and the 1025² examples at 129² for speed.
     * The bare demo and the island have their own tests.
     */
    @Test
    void theReadmeCommandListRuns() throws IOException {
        java.util.List<String> lines = Files.readAllLines(Path.of("..", "README.md")).stream()
                .filter(l -> l.startsWith("./terrain "))
                .map(l -> l.substring("./terrain ".length()).split("#")[0].trim())
                .filter(l -> !l.isEmpty() && !l.startsWith("island"))
                .toList();
        assertTrue(lines.size() >= 8, "commands " + lines);
        Path out = dir.resolve("out");
        Files.createDirectories(out);
        for (String line : lines) {
            String[] args = line.replace("--size 1025", "--size 129").split("\\s+");
            for (int i = 0; i < args.length; i++) {
                if (args[i].startsWith("out/")) {
                    args[i] = out.resolve(args[i].substring(4)).toString();
                } else if (args[i].startsWith("data/") || args[i].startsWith("docs/")) {
                    args[i] = Path.of("..").resolve(args[i]).toString();
                }
            }
            TerrainCommandTest.Run r = TerrainCommandTest.run(args);
            assertEquals(0, r.code(), line + ": " + r.err());
        }
    }
}
