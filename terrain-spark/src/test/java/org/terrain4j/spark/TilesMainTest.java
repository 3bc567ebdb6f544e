package org.terrain4j.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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
}
