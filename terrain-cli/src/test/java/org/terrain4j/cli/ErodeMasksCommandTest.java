package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrain4j.api.Heightfield;
import org.terrain4j.io.Rasters;

/** {@code terrain erode --masks DIR} (issue #37): the masks of the run as 16-bit PNG and GeoTIFF, all files or none. */
class ErodeMasksCommandTest {

    private static final Path VOLCANO = Path.of("..", "data", "volcano.asc");

    @TempDir
    Path dir;

    private List<String> names(Path d) throws IOException {
        try (Stream<Path> s = Files.list(d)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    /**
     * The droplets' masks: each sample's wear minus its deposition, as written, is its fall from the input to
     * the output (heights in metres, after the command's scaling back), and the PNG holds the GeoTIFF's values to
     * its fitted step.
     */
    @Test
    void dropletMasksAreWrittenAndWearMinusDepositionIsTheFall() throws IOException {
        Path masks = dir.resolve("m");
        Path out = dir.resolve("rain.tif");
        TerrainCommandTest.Run r = TerrainCommandTest.run("erode", VOLCANO.toString(), "--drops", "3000", "--seed", "3",
                "--threads", "2", "--masks", masks.toString(), "-o", out.toString());
        assertEquals(0, r.code(), r.err());
        // the volcano names no coordinate system, so no PNG has a GDAL sidecar
        assertEquals(List.of("deposition.png", "deposition.tif", "flow.png", "flow.tif", "wear.png", "wear.tif"),
                names(masks));
        assertTrue(r.out().contains("wear mask"), r.out());
        Heightfield before = Rasters.read(VOLCANO);
        Heightfield after = Rasters.read(out);
        Heightfield wear = Rasters.read(masks.resolve("wear.tif"));
        Heightfield dep = Rasters.read(masks.resolve("deposition.tif"));
        Heightfield flow = Rasters.read(masks.resolve("flow.tif"));
        assertEquals(before.frame(), wear.frame());
        double moved = 0;
        for (int row = 0; row < before.rows(); row++) {
            for (int c = 0; c < before.columns(); c++) {
                double fall = before.get(c, row) - after.get(c, row);
                double d = wear.get(c, row) - dep.get(c, row);
                // the heights went through × 2^k and back in float: a few float steps of a ~190 m height
                assertEquals(fall, d, 1e-4, "column " + c + ", row " + row);
                moved += wear.get(c, row);
                assertTrue(flow.get(c, row) >= 0);
            }
        }
        assertTrue(moved > 0);
        Heightfield wearPng = Rasters.read(masks.resolve("wear.png"));
        double step = (wear.statistics().max() - wear.statistics().min()) / 65535;
        for (int i = 0; i < 200; i++) {
            int c = (i * 37) % before.columns();
            int row = (i * 11) % before.rows();
            assertEquals(wear.get(c, row), wearPng.get(c, row), step, "PNG at column " + c + ", row " + row);
        }
    }

    @Test
    void streamPowerWritesDrainageAreaAndIncision() throws IOException {
        Path masks = dir.resolve("spl");
        TerrainCommandTest.Run r = TerrainCommandTest.run("erode", VOLCANO.toString(), "--stream-power", "--years",
                "20000", "--masks", masks.toString(), "-o", dir.resolve("spl.tif").toString());
        assertEquals(0, r.code(), r.err());
        List<String> files = names(masks);
        for (String f : new String[] {"drainage-area.png", "drainage-area.tif", "incision.png", "incision.tif"}) {
            assertTrue(files.contains(f), files.toString());
        }
        Heightfield area = Rasters.read(masks.resolve("drainage-area.tif"));
        double cell = area.frame().spacingX() * area.frame().spacingZ();
        // every land sample drains at least its own cell, and the largest basin many of them
        assertTrue(area.statistics().min() >= cell * (1 - 1e-6), area.statistics().toString());
        assertTrue(area.statistics().max() >= 100 * cell, area.statistics().toString());
    }

    /** Refusals come before any work and leave nothing: a file where the directory should be, thermal alone. */
    @Test
    void badMasksAreRefusedBeforeWorkAndLeaveNothing() throws IOException {
        Path file = Files.writeString(dir.resolve("taken"), "x");
        Path out = dir.resolve("o.tif");
        TerrainCommandTest.Run r = TerrainCommandTest.run("erode", VOLCANO.toString(), "--drops", "100", "--masks",
                file.toString(), "-o", out.toString());
        assertEquals(1, r.code(), r.err());
        assertTrue(r.err().contains("--masks must be a directory"), r.err());
        r = TerrainCommandTest.run("erode", VOLCANO.toString(), "--drops", "0", "--thermal", "--masks",
                dir.resolve("t").toString(), "-o", out.toString());
        assertEquals(1, r.code(), r.err());
        assertTrue(r.err().contains("--masks needs droplets or --stream-power"), r.err());
        Files.createDirectories(dir.resolve("m2").resolve("flow.tif"));
        r = TerrainCommandTest.run("erode", VOLCANO.toString(), "--drops", "100", "--masks",
                dir.resolve("m2").toString(), "-o", out.toString());
        assertEquals(1, r.code(), r.err());
        assertTrue(r.err().contains("flow.tif: it is a directory"), r.err());
        assertEquals(List.of("m2", "taken"), names(dir));
        assertFalse(Files.exists(out));
    }
}
