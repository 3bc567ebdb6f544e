package org.terrain4j.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrain4j.api.Heightfield;
import org.terrain4j.io.GeoTiff;
import org.terrain4j.noise.FbmKernel;
import org.terrain4j.routing.DepressionFill;
import org.terrain4j.routing.DrainageGrid;
import org.terrain4j.routing.FlowNetwork;

/**
 * The Spark job against the single-machine loop: local[1] with one partition, local[2] with two and
 * with nine partitions give the same files, byte for byte; the drainage they write equals the whole
 * block's drainage area (whole-grid fill and routing of the written tiles).
 */
class SparkBlockTest {

    static final int SAMPLES = 49;

    static TileBlock block() {
        return TileBlock.of(FbmKernel.of(11, 5, 96, 0, 12, 1), -1, 2, 1, 4, SAMPLES, 11).withErosion(0.25, 4, 1);
    }

    static JavaSparkContext context(String master) {
        return new JavaSparkContext(new SparkConf().setMaster(master).setAppName("terrain4j test")
                .set("spark.ui.enabled", "false").set("spark.driver.host", "127.0.0.1"));
    }

    @Test
    void sparkGivesTheSingleMachineFilesWhateverExecutorsAndPartitions(@TempDir Path dir) throws IOException {
        TileBlock block = block();
        Path plain = dir.resolve("plain");
        int rounds = BlockJob.runLocal(block, plain);
        assertTrue(rounds >= 2, "rounds " + rounds);

        Path one = dir.resolve("one");
        try (JavaSparkContext sc = context("local[1]")) {
            assertEquals(rounds, BlockJob.runSpark(sc, block, one, 1));
        }
        Path two = dir.resolve("two");
        Path nine = dir.resolve("nine");
        try (JavaSparkContext sc = context("local[2]")) {
            assertEquals(rounds, BlockJob.runSpark(sc, block, two, 2));
            assertEquals(rounds, BlockJob.runSpark(sc, block, nine, 9));
            // a task failing after others wrote their tiles leaves the output as it was
            java.util.Map<String, byte[]> before = TilesMainTest.contents(nine);
            TileBlock failing = TileBlock.of(new FailingKernel(48), -1, 2, 1, 4, SAMPLES, 11);
            Exception e = org.junit.jupiter.api.Assertions.assertThrows(Exception.class,
                    () -> BlockJob.runSpark(sc, failing, nine, 9));
            assertTrue(e.getMessage().contains("tile at 48,"), e.getMessage());
            java.util.Map<String, byte[]> after = TilesMainTest.contents(nine);
            assertEquals(before.keySet(), after.keySet());
            for (String f : before.keySet()) {
                assertArrayEquals(before.get(f), after.get(f), f);
            }
        }
        List<String> files = list(plain);
        assertEquals(9 * 2 + 1, files.size(), files.toString());
        for (Path other : List.of(one, two, nine)) {
            assertEquals(files, list(other));
            for (String f : files) {
                assertArrayEquals(Files.readAllBytes(plain.resolve(f)), Files.readAllBytes(other.resolve(f)),
                        f + " in " + other.getFileName());
            }
        }
        drainageEqualsTheWholeBlock(block, plain);
    }

    /** The written areas against whole-grid fill and routing of the written tiles joined. */
    static void drainageEqualsTheWholeBlock(TileBlock block, Path out) throws IOException {
        int step = SAMPLES - 1;
        int cols = block.tilesX() * step + 1;
        int rows = block.tilesZ() * step + 1;
        float[] h = new float[cols * rows];
        float[] area = new float[cols * rows];
        for (int t = 0; t < block.tileCount(); t++) {
            Heightfield tile = GeoTiff.read(BlockFiles.tileFile(out, block.column(t), block.row(t)));
            Heightfield a = GeoTiff.read(BlockFiles.areaFile(out, block.column(t), block.row(t)));
            int c0 = (t % block.tilesX()) * step;
            int r0 = (t / block.tilesX()) * step;
            for (int r = 0; r < a.rows(); r++) {
                for (int c = 0; c < a.columns(); c++) {
                    h[(r0 + r) * cols + c0 + c] = (float) tile.get(c, r);
                    area[(r0 + r) * cols + c0 + c] = (float) a.get(c, r);
                }
            }
            assertEquals(block.originColumn(t) * 1.0, tile.frame().originX(), "frame of tile " + t);
        }
        DrainageGrid grid = DrainageGrid.of(cols, rows, 1, 1);
        double[] whole = FlowNetwork.steepestDescent(grid, DepressionFill.draining().filled(grid, h)).drainageArea();
        float[] expected = new float[whole.length];
        for (int i = 0; i < whole.length; i++) {
            expected[i] = (float) whole[i];
        }
        assertArrayEquals(expected, area);
        float max = 0;
        for (float v : area) {
            max = Math.max(max, v);
        }
        assertTrue(max > 0.05 * cols * rows, "some stream gathers a good part of the block: " + max);
    }

    static List<String> list(Path root) throws IOException {
        try (Stream<Path> s = Files.walk(root)) {
            return s.filter(Files::isRegularFile).map(p -> root.relativize(p).toString()).sorted()
                    .collect(Collectors.toList());
        }
    }
}
