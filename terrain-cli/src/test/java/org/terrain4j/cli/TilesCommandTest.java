package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrain4j.api.Heightfield;
import org.terrain4j.io.GeoTiff;
import org.terrain4j.testkit.Oracles;
import org.terrain4j.world.Preset;

/** {@code terrain tiles} (issue #35): a block of tiles as GeoTIFFs in world coordinates with an index. */
class TilesCommandTest {

    @TempDir
    Path dir;

    @Test
    void writesEachTileInWorldCoordinatesWithAnIndex() throws Exception {
        Path out = dir.resolve("tiles");
        var r = TerrainCommandTest.run("tiles", "HIGHLANDS", "--seed", "3", "--from", "-1,0", "--to", "1,1", "--samples",
                "33", "--png", "-o", out.toString());
        assertEquals(0, r.code(), r.toString());
        String index = Files.readString(out.resolve("tiles.json"));
        for (int row = 0; row <= 1; row++) {
            for (int col = -1; col <= 1; col++) {
                String f = "tile_" + col + "_" + row + ".tif";
                assertTrue(index.contains("{\"file\":\"" + f + "\",\"png\":\"tile_" + col + "_" + row + ".png\",\"column\":"
                        + col + ",\"row\":" + row + ","), index);
                assertTrue(Files.size(out.resolve("tile_" + col + "_" + row + ".png")) > 0);
                Heightfield h = GeoTiff.read(out.resolve(f));
                assertEquals(33, h.columns());
                // the frame in world coordinates: tile (col, row) is displaced by (col, row) · 16 000 m
                assertEquals(col * 16_000.0 - 8_000, h.frame().originX(), 1e-6, f);
            }
        }
        assertTrue(index.contains("\"bounds\":{\"xMin\":-24000,\"xMax\":-8000,\"zMin\":-8000,\"zMax\":8000}"), index);
        // joined (the default): neighbouring files agree at every shared vertex
        Heightfield a = GeoTiff.read(out.resolve("tile_0_0.tif"));
        Heightfield b = GeoTiff.read(out.resolve("tile_1_0.tif"));
        Heightfield s = GeoTiff.read(out.resolve("tile_0_1.tif"));
        for (int k = 0; k < 33; k++) {
            assertEquals(a.get(32, k), b.get(0, k));
            assertEquals(a.get(k, 32), s.get(k, 0));
        }
        // tile 0,0 alone is the environment
        Path alone = dir.resolve("alone");
        assertEquals(0, TerrainCommandTest.run("tiles", "--seed", "3", "--samples", "33", "--joins", "alone", "-o",
                alone.toString()).code());
        float[] expected = Preset.HIGHLANDS.environment(3).withGround(org.terrain4j.world.BaseGround.standard().withSamples(33))
                .generate().heights().toArray();
        assertTrue(java.util.Arrays.equals(expected, GeoTiff.read(alone.resolve("tile_0_0.tif")).toArray()));
    }

    /** The output and the tile range checked before any work, in the options' words (the review's 4, 5, 6). */
    @Test
    void outputsAndFarTilesAreRefusedBeforeWork() throws Exception {
        var r = TerrainCommandTest.run("tiles", "--samples", "9", "-o", "");
        assertEquals(1, r.code());
        assertTrue(r.err().contains("--output must name a directory, was empty"), r.err());
        Path file = Files.writeString(dir.resolve("afile"), "x");
        r = TerrainCommandTest.run("tiles", "--samples", "9", "-o", file.resolve("sub").toString());
        assertEquals(1, r.code());
        assertTrue(r.err().contains("--output cannot make " + file.resolve("sub") + ": " + file.toAbsolutePath() + " is a file"),
                r.err());
        Path taken = dir.resolve("taken");
        Files.createDirectories(taken.resolve("tiles.json"));
        r = TerrainCommandTest.run("tiles", "--samples", "9", "-o", taken.toString());
        assertEquals(1, r.code());
        assertTrue(r.err().contains("-o " + taken + " holds a directory tiles.json, where this block's tiles.json goes"),
                r.err());
        assertFalse(r.out().contains("laid"), "before any tile is laid: " + r.out());
        r = TerrainCommandTest.run("tiles", "--from", "62500000,0", "--to", "62500000,0", "--samples", "9", "-o",
                dir.resolve("far").toString());
        assertEquals(1, r.code());
        assertTrue(r.err().contains("--from and --to must have columns and rows in [-62499999, 62499999] for HIGHLANDS's"
                + " 16000 m tiles"), r.err());
        assertFalse(Files.exists(dir.resolve("far")));
        r = TerrainCommandTest.run("tiles", "--from", "62499999,-62499999", "--to", "62499999,-62499999", "--samples", "9",
                "-o", dir.resolve("farthest").toString());
        assertEquals(0, r.code(), r.err());
    }

    /** A block written where an earlier one lies warns that the earlier tiles are still there, and names one. */
    @Test
    void aBlockOverAnEarlierOneWarnsOfItsTiles() throws Exception {
        Path out = dir.resolve("reused");
        var r = TerrainCommandTest.run("tiles", "--from", "0,0", "--to", "1,0", "--samples", "9", "-o", out.toString());
        assertEquals(0, r.code(), r.err());
        assertFalse(r.err().contains("warning"), r.err());
        r = TerrainCommandTest.run("tiles", "--from", "1,0", "--to", "1,0", "--samples", "9", "--seed", "4", "-o",
                out.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.err().contains("terrain: warning: " + out + " also holds 1 tile file not of this block (tile_0_0.tif)"),
                r.err());
        assertTrue(Files.exists(out.resolve("tile_0_0.tif")), "left as it was");
        r = TerrainCommandTest.run("tiles", "--from", "1,0", "--to", "1,0", "--samples", "9", "--seed", "4", "-o",
                out.resolve("fresh").toString());
        assertFalse(r.err().contains("warning"), r.err());
    }

    @Test
    void badBlocksAndTheOtherHalfsOptionsAreRefusedBeforeAnyFile() {
        Path out = dir.resolve("bad");
        var r = TerrainCommandTest.run("tiles", "--from", "2,0", "--to", "1,0", "-o", out.toString());
        assertEquals(1, r.code());
        assertTrue(r.err().contains("--to 1,0"), r.err());
        r = TerrainCommandTest.run("tiles", "--from", "0,0", "--to", "100,100", "-o", out.toString());
        assertEquals(1, r.code());
        assertTrue(r.err().contains("10201 tiles"), r.err());
        r = TerrainCommandTest.run("tiles", "--from", "a,b", "-o", out.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("--from's column must be a whole number in [-1000000000, 1000000000], was 'a'"),
                r.err());
        r = TerrainCommandTest.run("tiles", "--joins", "glued", "-o", out.toString());
        assertEquals(1, r.code());
        assertTrue(r.err().contains("joined, alone or settled"), r.err());
        r = TerrainCommandTest.run("tiles", "--erode", "--joins", "alone", "-o", out.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("--erode erodes joined tiles"), r.err());
        r = TerrainCommandTest.run("tiles", "lakeside", "--seed", "5", "--to", "2,1", "--erode", "drops", "--spark", "local[2]", "-o",
                out.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("--spark is not in this build"), r.err());
        // the exact command of the same block on Spark
        assertTrue(r.err().contains("spark-submit --master 'local[2]' --class org.terrain4j.spark.TilesMain"
                + " terrain-spark-VERSION-job.jar --environment LAKESIDE --seed 5 --from 0,0 --to 2,1 --samples 201 --erode -o "
                + out), r.err());
        // the strip is passed on; what the job cannot do is refused, not dropped
        r = TerrainCommandTest.run("tiles", "loop valley", "--runway", "--spark", "local[2]", "-o", out.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("--environment LOOP_VALLEY --seed 0 --from 0,0 --to 0,0 --samples 201 --runway -o "
                + out), r.err());
        String[][] refused = {
            {"--joins", "settled", "--spark cannot run --joins settled (the job lays joined tiles); drop it"},
            {"--joins", "alone", "--spark cannot run --joins alone (the job lays joined tiles); drop it"},
            {"--png", "--spark cannot run --png (the job writes heights and drainage, no colours); drop it"},
            {"--erode", "--spark cannot run --erode thermal (the job's erosion is droplets then thermal: --erode drops); drop it"},
        };
        for (String[] c : refused) {
            List<String> a = new ArrayList<>(List.of("tiles", "--spark", "local[2]", "-o", out.toString()));
            a.addAll(List.of(c).subList(0, c.length - 1));
            r = TerrainCommandTest.run(a.toArray(String[]::new));
            assertEquals(2, r.code(), a.toString());
            assertTrue(r.err().contains(c[c.length - 1]), r.err());
            assertFalse(r.err().contains("spark-submit"), r.err());
        }
        r = TerrainCommandTest.run("tiles", "back country", "--runway", "--spark", "local[2]", "-o", out.toString());
        assertEquals(1, r.code());
        assertTrue(r.err().contains("--runway: BACK COUNTRY has no strip"), r.err());
        // the job's own limits, before the hand-off; an empty master; a path a shell would split, quoted
        String[][] limits = {
            {"--samples", "8194", "--samples with --spark must be in [2, 8193], was 8194"},
            {"--from", "1048577,0", "--to", "1048577,0",
                "--from and --to with --spark must have columns and rows in [-1048576, 1048576], was 1048577,0"},
            {"--to", "256,0", "--from 0,0 --to 256,0 with --spark: at most 256 tiles a side"},
        };
        for (String[] c : limits) {
            List<String> a = new ArrayList<>(List.of("tiles", "--spark", "local[2]", "-o", out.toString()));
            a.addAll(List.of(c).subList(0, c.length - 1));
            r = TerrainCommandTest.run(a.toArray(String[]::new));
            assertEquals(1, r.code(), a.toString());
            assertTrue(r.err().contains(c[c.length - 1]), r.err());
        }
        r = TerrainCommandTest.run("tiles", "--spark", "", "-o", out.toString());
        assertTrue(r.err().contains("--spark must name a Spark master"), r.err());
        r = TerrainCommandTest.run("tiles", "--spark", "local[2]", "-o", dir.resolve("my tiles").toString());
        assertTrue(r.err().contains(" -o '" + dir.resolve("my tiles") + "'"), r.err());
        assertFalse(Files.exists(out));
        assertEquals("'it'\\''s'", TilesCommand.shellWord("it's"));
        assertEquals("out/tiles-2", TilesCommand.shellWord("out/tiles-2"));
    }

    /** Writes the block -1,0 … 0,1 of HIGHLANDS seed 3 at 33 samples, with the extra options, and reads it back. */
    private Heightfield[][] block(Path out, String... extra) throws Exception {
        List<String> a = new ArrayList<>(List.of("tiles", "HIGHLANDS", "--seed", "3", "--from", "-1,0", "--to", "0,1",
                "--samples", "33"));
        a.addAll(List.of(extra));
        a.addAll(List.of("-o", out.toString()));
        var r = TerrainCommandTest.run(a.toArray(String[]::new));
        assertEquals(0, r.code(), r.toString());
        Heightfield[][] t = new Heightfield[2][2];
        for (int row = 0; row <= 1; row++) {
            for (int col = -1; col <= 0; col++) {
                t[row][col + 1] = GeoTiff.read(out.resolve("tile_" + col + "_" + row + ".tif"));
            }
        }
        return t;
    }

    /** @return the largest difference between the two copies of a shared vertex in the 2 × 2 block */
    private static double seam(Heightfield[][] t) {
        double seam = 0;
        for (int k = 0; k < 33; k++) {
            for (int i = 0; i <= 1; i++) {
                seam = Math.max(seam, Math.abs(t[i][0].get(32, k) - t[i][1].get(0, k)));
                seam = Math.max(seam, Math.abs(t[0][i].get(k, 32) - t[1][i].get(k, 0)));
            }
        }
        return seam;
    }

    /** @return the largest change of a sample from the plain block, checking the frames are the same */
    private static double change(Heightfield[][] plain, Heightfield[][] eroded) {
        double changed = 0;
        for (int i = 0; i <= 1; i++) {
            for (int j = 0; j <= 1; j++) {
                assertEquals(plain[i][j].frame(), eroded[i][j].frame());
                float[] p = plain[i][j].toArray();
                float[] e = eroded[i][j].toArray();
                for (int s = 0; s < p.length; s++) {
                    changed = Math.max(changed, Math.abs(e[s] - p[s]));
                }
            }
        }
        return changed;
    }

    @Test
    void erodedTilesDifferFromTheUnerodedAndThermalTilesAgreeExactlyAtSharedVertices() throws Exception {
        Heightfield[][] plain = block(dir.resolve("plain"));
        assertEquals(0, seam(plain), "joined tiles agree");
        Heightfield[][] thermal = block(dir.resolve("thermal"), "--erode", "thermal");
        double changedThermal = change(plain, thermal);
        assertTrue(changedThermal > 1, "weathering changed the tiles by up to " + changedThermal + " m");
        // the weathering alone is exact in a window grown by its reach: one value at every shared vertex
        assertEquals(0, seam(thermal), "thermal seams");
        Heightfield[][] drops = block(dir.resolve("drops"), "--erode", "drops");
        double changedDrops = change(plain, drops);
        assertTrue(changedDrops > 1, "erosion changed the tiles by up to " + changedDrops + " m");
        assertTrue(Files.readString(dir.resolve("drops/tiles.json")).contains("\"erosion\":\"TiledErosion[Hydraulic"));
        // droplets: a chain of drops carries a difference past the halo; measured, not bounded (see --erode's help)
        System.out.println("HIGHLANDS seed 3, 33 samples: thermal changed " + changedThermal + " m, seams 0; drops changed "
                + changedDrops + " m, seams up to " + seam(drops) + " m");
        var r = TerrainCommandTest.run("tiles", "--erode", "sand", "-o", dir.resolve("bad").toString());
        assertEquals(1, r.code());
        assertTrue(r.err().contains("--erode must be drops or thermal, was sand"), r.err());
        assertFalse(Files.exists(dir.resolve("bad")));
    }

    private static boolean onPath(String program) {
        for (String d : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (Files.isExecutable(Path.of(d, program))) {
                return true;
            }
        }
        return false;
    }

    private static String exec(List<String> cmd) throws Exception {
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), out);
        return out;
    }

    /** GDAL's gdalbuildvrt over the tiles gives one mosaic whose every sample is its tile's, seams included. */
    @Test
    void gdalbuildvrtMakesOneSeamlessMosaic() throws Exception {
        Oracles.require(onPath("gdalbuildvrt") && onPath("gdal_translate"), "gdalbuildvrt and gdal_translate on the PATH");
        Path out = dir.resolve("mosaic");
        for (String joins : new String[] {"joined", "settled"}) {
            // HIGHLANDS joined: its mountains cross the joins exactly and nothing else it draws changes a height;
            // LAKESIDE settled: its lake and town stay in their tiles, and settling closes the seams
            var r = TerrainCommandTest.run("tiles", joins.equals("joined") ? "HIGHLANDS" : "LAKESIDE", "--seed", "8", "--from", "0,-1", "--to", "2,0", "--samples",
                    "33", "--joins", joins, "-o", out.toString());
            assertEquals(0, r.code(), r.toString());
            List<String> cmd = new ArrayList<>(List.of("gdalbuildvrt", "-q", out.resolve("all.vrt").toString()));
            for (int row = -1; row <= 0; row++) {
                for (int col = 0; col <= 2; col++) {
                    cmd.add(out.resolve("tile_" + col + "_" + row + ".tif").toString());
                }
            }
            exec(cmd);
            exec(List.of("gdal_translate", "-q", out.resolve("all.vrt").toString(), out.resolve("all.tif").toString()));
            Heightfield m = GeoTiff.read(out.resolve("all.tif"));
            assertEquals(3 * 32 + 1, m.columns(), joins);
            assertEquals(2 * 32 + 1, m.rows(), joins);
            assertEquals(-8_000, m.frame().originX(), 1e-6);
            assertEquals(-16_000 - 8_000, m.frame().originZ(), 1e-6);
            int mismatched = 0;
            for (int row = -1; row <= 0; row++) {
                for (int col = 0; col <= 2; col++) {
                    Heightfield t = GeoTiff.read(out.resolve("tile_" + col + "_" + row + ".tif"));
                    for (int i = 0; i < 33; i++) {
                        for (int k = 0; k < 33; k++) {
                            mismatched += t.get(k, i) == m.get(col * 32 + k, (row + 1) * 32 + i) ? 0 : 1;
                        }
                    }
                }
            }
            // every tile's every sample is in the mosaic: where two tiles put a vertex they put one height
            assertEquals(0, mismatched, joins + ": samples differing between a tile and the mosaic");
            Files.delete(out.resolve("all.vrt"));
            Files.delete(out.resolve("all.tif"));
        }
    }
}
