package org.terrain4j.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrain4j.api.Heightfield;
import org.terrain4j.io.GeoTiff;
import org.terrain4j.world.EnvironmentKernel;
import org.terrain4j.world.Preset;

/** The command line without Spark: options checked by name before any work; the plain loop's files. */
class TilesMainTest {

    @Test
    void badOptionsAreRefusedByNameAndNothingIsWritten(@TempDir Path dir) {
        Path out = dir.resolve("out");
        String[][] bad = {
            {"--local", "--samples", "x", "-o", out.toString()},
            {"--local", "--from", "1", "-o", out.toString()},
            {"--local", "--from", "2,2", "--to", "1,1", "-o", out.toString()},
            {"--local", "--samples", "1", "-o", out.toString()},
            {"--local", "--wavelength", "-3", "-o", out.toString()},
            {"--local", "--partitions", "0", "-o", out.toString()},
            {"--local", "--bogus"},
            {"--local"},
        };
        String[] names = {"--samples", "--from", "toColumn", "tileSamples", "wavelength", "--partitions", "--bogus", "-o"};
        for (int k = 0; k < bad.length; k++) {
            String[] args = bad[k];
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TilesMain.run(args));
            assertTrue(e.getMessage().contains(names[k]), e.getMessage());
        }
        assertTrue(!Files.exists(out));
    }

    /** An -o that is an existing file is refused by name before any tile is made (it was a stack trace). */
    @Test
    void anOutputThatIsAFileIsRefusedBeforeWork(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("taken"), "x");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TilesMain.run(new String[] {
            "--local", "--samples", "33", "-o", file.toString()}));
        assertEquals("-o must name a directory, was the file " + file, e.getMessage());
        assertEquals("x", Files.readString(file));
        try (var s = Files.list(dir)) {
            assertEquals(1, s.count(), "nothing else written");
        }
    }

    @Test
    void theLocalLoopWritesTilesDrainageAndIndex(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("out");
        int rounds = TilesMain.run(new String[] {"--local", "--from", "-1,0", "--to", "0,1", "--samples", "33", "--seed",
            "5", "-o", out.toString()});
        assertTrue(rounds >= 1);
        assertTrue(Files.isRegularFile(out.resolve("tiles/tile_-1_0.tif")));
        assertTrue(Files.isRegularFile(out.resolve("drainage/area_0_1.tif")));
        String index = Files.readString(out.resolve("tiles.json"));
        assertTrue(index.contains("\"heights\": \"tiles/tile_-1_1.tif\""), index);
        assertEquals(65, com.google.gson.JsonParser.parseString(index).getAsJsonObject().getAsJsonObject("drainage")
                .get("columns").getAsInt());
    }

    @Test
    void withAnEnvironmentTheTilesAreTheEnvironmentKernelsWindowsInTheTilesFrames(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("env");
        TilesMain.run(new String[] {"--local", "--environment", "highlands", "--from", "-1,0", "--to", "0,1", "--samples",
            "17", "--seed", "4", "-o", out.toString()});
        EnvironmentKernel k = EnvironmentKernel.of(Preset.HIGHLANDS, 4, false, 17);
        double size = k.environment().ground().size();
        for (int c = -1; c <= 0; c++) {
            for (int r = 0; r <= 1; r++) {
                Heightfield h = GeoTiff.read(BlockFiles.tileFile(out, c, r));
                assertArrayEquals(k.window(c * 16L, r * 16L, 17, 17), h.toArray(), "tile " + c + "," + r);
                // the frame of `terrain tiles`: tile (c, r) is the square of side size centred at (c, r)·size
                assertEquals(-size / 2 + c * size, h.frame().originX(), 1e-6, "originX of " + c + "," + r);
                assertEquals(-size / 2 + r * size, h.frame().originZ(), 1e-6, "originZ of " + c + "," + r);
                assertEquals(size / 16, h.frame().spacingX(), 1e-9);
            }
        }
        String index = Files.readString(out.resolve("tiles.json"));
        assertTrue(index.contains("EnvironmentKernel[HIGHLANDS"), index);
        // fbm options are the fbm kernel's, refused beside an environment, before any work
        Path none = dir.resolve("none");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TilesMain.run(new String[] {
            "--local", "--environment", "highlands", "--wavelength", "100", "-o", none.toString()}));
        assertTrue(e.getMessage().contains("--wavelength"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> TilesMain.run(new String[] {
            "--local", "--environment", "nowhere", "-o", none.toString()}));
        assertTrue(e.getMessage().contains("nowhere"), e.getMessage());
        assertTrue(!Files.exists(none));
    }
}
