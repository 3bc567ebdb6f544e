package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrain4j.api.Heightfield;
import org.terrain4j.io.Rasters;

/** {@code terrain proving-ground}: its refusals, and one whole run with a single trial (about 30 s on 2 cores). */
class ProvingGroundCommandTest {

    @TempDir
    Path dir;

    @Test
    void refusesTrialsOutOfRangeNamingTheOptionBeforeAnyWork() {
        Path out = dir.resolve("pg");
        TerrainCommandTest.Run r = TerrainCommandTest.run("proving-ground", "--trials", "0", "-o", out.toString());
        assertEquals(1, r.code(), r.err());
        assertTrue(r.err().contains("--trials") && r.err().contains("[1, 1000]") && r.err().contains("0"), r.err());
        assertFalse(Files.exists(out), "nothing written");
        r = TerrainCommandTest.run("proving-ground", "--threads", "300", "-o", out.toString());
        assertEquals(1, r.code(), r.err());
        assertTrue(r.err().contains("--threads"), r.err());
    }

    /**
     * A newcomer's review (issue 31): an output directory that cannot take files was found only after a minute's
     * work. Refused first, naming --output. (Skipped where the user may write anyway, as root may.)
     */
    @Test
    void refusesAnOutputDirectoryItCannotWriteBeforeAnyWork() throws IOException {
        Path ro = Files.createDirectory(dir.resolve("ro"));
        try {
            Files.setPosixFilePermissions(ro, java.nio.file.attribute.PosixFilePermissions.fromString("r-xr-xr-x"));
            org.junit.jupiter.api.Assumptions.assumeFalse(Files.isWritable(ro), "this user may write anyway");
            long t0 = System.nanoTime();
            TerrainCommandTest.Run r = TerrainCommandTest.run("proving-ground", "--trials", "1", "-o", ro.toString());
            assertEquals(1, r.code(), r.err());
            assertTrue(r.err().contains("--output") && r.err().contains("not writable"), r.err());
            assertTrue(System.nanoTime() - t0 < 5_000_000_000L, "refused before the work");
            r = TerrainCommandTest.run("proving-ground", "--trials", "1", "-o", ro.resolve("sub").toString());
            assertEquals(1, r.code(), r.err());
            assertTrue(r.err().contains("--output") && r.err().contains("not writable"), r.err());
        } finally {
            Files.setPosixFilePermissions(ro, java.nio.file.attribute.PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    @Test
    void writesBothHeightmapsBothReportsTheSideBySideHillshadeAndTheMesh() throws IOException {
        Path out = dir.resolve("pg");
        TerrainCommandTest.Run r = TerrainCommandTest.run("proving-ground", "--trials", "1", "--threads", "2", "-o",
                out.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("landmarks") && r.out().contains("featured"), r.out());
        for (String name : new String[] {"plain.tif", "featured.tif", "plain.json", "featured.json", "hillshade.png",
            "featured.glb"}) {
            assertTrue(Files.size(out.resolve(name)) > 0, name);
        }
        Heightfield plain = Rasters.read(out.resolve("plain.tif"));
        Heightfield featured = Rasters.read(out.resolve("featured.tif"));
        assertEquals(2001, plain.columns());
        assertEquals(2001, featured.rows());
        assertEquals(2, featured.frame().spacingX(), 1e-9);
        String json = Files.readString(out.resolve("featured.json"));
        assertTrue(json.contains("\"landmarks\"") && json.contains("\"gate\""), json.substring(0, 200));
        BufferedImage png = ImageIO.read(out.resolve("hillshade.png").toFile());
        assertEquals(2000, png.getWidth());
        assertEquals(1000, png.getHeight());
        // the one trial is the lookout on the West Ridge: fill only, so nowhere is the featured land lower
        int lower = 0;
        for (int row = 0; row < 2001; row += 7) {
            for (int c = 0; c < 2001; c += 7) {
                if (featured.get(c, row) < plain.get(c, row) - 1e-3) {
                    lower++;
                }
            }
        }
        assertTrue(lower < 50, lower + " samples lower after the lookout (thermal weathering moves a little scree)");
    }

    @Test
    void measurePlacesFeaturesOnAnyLandAndWritesTheFeaturedLand() throws IOException {
        Path featured = dir.resolve("featured.tif");
        Path json = dir.resolve("featured.json");
        TerrainCommandTest.Run r = TerrainCommandTest.run("measure", Path.of("..", "data", "volcano.asc").toString(),
                "--place", featured.toString(), "--trials", "2", "-o", json.toString());
        assertEquals(0, r.code(), r.err() + r.out());
        assertTrue(r.out().contains("before the features") && r.out().contains("placed"), r.out());
        Heightfield before = Rasters.read(Path.of("..", "data", "volcano.asc"));
        Heightfield after = Rasters.read(featured);
        assertEquals(before.columns(), after.columns());
        assertEquals(before.rows(), after.rows());
        for (int row = 0; row < before.rows(); row++) {
            for (int c = 0; c < before.columns(); c++) {
                assertTrue(Double.isFinite(after.get(c, row)), "(" + c + ", " + row + ")");
            }
        }
        assertTrue(Files.readString(json).contains("\"gate\""));
    }

    @Test
    void measureRefusesPlaceWithRoutesAndTrialsWithoutPlace() {
        String volcano = Path.of("..", "data", "volcano.asc").toString();
        TerrainCommandTest.Run r = TerrainCommandTest.run("measure", volcano, "--trials", "3");
        assertEquals(1, r.code(), r.err());
        assertTrue(r.err().contains("--trials applies to --place only"), r.err());
        r = TerrainCommandTest.run("measure", volcano, "--place", dir.resolve("f.tif").toString(), "--routes",
                "700,100");
        assertEquals(1, r.code(), r.err());
        assertTrue(r.err().contains("--place") && r.err().contains("--routes"), r.err());
        assertFalse(Files.exists(dir.resolve("f.tif")));
        // the output's own refusals name the option too (a newcomer's review: they named only the path)
        r = TerrainCommandTest.run("measure", volcano, "--place", dir.resolve("f.xyz").toString());
        assertEquals(1, r.code(), r.err());
        assertTrue(r.err().contains("--place ") && r.err().contains("f.xyz"), r.err());
        r = TerrainCommandTest.run("measure", volcano, "--place", volcano);
        assertEquals(1, r.code(), r.err());
        assertTrue(r.err().contains("--place "), r.err());
        r = TerrainCommandTest.run("measure", volcano, "--place", "");
        assertEquals(1, r.code(), r.err());
        assertTrue(r.err().contains("--place must name a file, was empty"), r.err());
    }
}
