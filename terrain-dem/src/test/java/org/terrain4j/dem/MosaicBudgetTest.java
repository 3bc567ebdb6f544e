package org.terrain4j.dem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrain4j.io.ReadOptions;

/**
 * A mosaic of SRTM tiles is checked against the read budget before any tile is read: each tile and the
 * joined field (heights, the overlap rule's working arrays, the tiles held), from names and lengths.
 */
class MosaicBudgetTest {

    private static final String BUDGET = "more than the read budget of 1073741824 bytes (1.0 GiB); raise it with "
            + "ReadOptions.withMaxDecodedBytes";

    @TempDir
    Path dir;

    /** Two 2.9 MB tiles 30° apart would make 37 201² samples; two neighbours fit a budget that holds them. */
    @Test
    void aMosaicOfDistantTilesIsRefusedBeforeAnyTileIsRead() throws IOException {
        long need = 1201L * 1201 * 4;
        // 37 201² samples: 5.5 GB of heights, 2.8 GB of the AGREE rule's owners, from two 2.9 MB files
        Path south = dir.resolve("N00E000.hgt");
        Path north = dir.resolve("N30E030.hgt");
        Files.write(south, new byte[2 * 1201 * 1201]);
        Files.write(north, new byte[2 * 1201 * 1201]);
        long samples = 37_201L * 37_201;
        long total = samples * 6 + 2 * need;
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Mosaic.standard().joinSrtm(List.of(south, north)));
        assertEquals("the mosaic of 2 tiles (" + south + ", …) would take " + total + " bytes (7.7 GiB) to join"
                + " (37201 × 37201 samples × 4 bytes of float heights + 2 bytes a sample of working arrays + "
                + 2 * need + " bytes of tiles read), " + BUDGET + " if the memory is there", e.getMessage());
        // a missing tile is told as missing, not as a mosaic too large
        Path gone = dir.resolve("N40E040.hgt");
        java.nio.file.NoSuchFileException missing = assertThrows(java.nio.file.NoSuchFileException.class,
                () -> Mosaic.standard().joinSrtm(List.of(south, gone)));
        assertEquals(gone.toString(), missing.getFile());
        // FIRST needs no working array; a budget that holds it all joins them
        long first = samples * 4 + 2 * need;
        e = assertThrows(IllegalArgumentException.class, () -> Mosaic.standard().withOverlap(Mosaic.Overlap.FIRST)
                .joinSrtm(List.of(south, north), ReadOptions.defaults().withMaxDecodedBytes(first - 1)));
        assertTrue(e.getMessage().contains("would take " + first + " bytes"), e.getMessage());
        Path east = dir.resolve("N00E001.hgt");
        Files.write(east, new byte[2 * 1201 * 1201]);
        long pair = 2401L * 1201 * 6 + 2 * need;
        assertEquals(2401, Mosaic.standard().joinSrtm(List.of(south, east),
                ReadOptions.defaults().withMaxDecodedBytes(pair)).columns());
        assertThrows(IllegalArgumentException.class, () -> Mosaic.standard().joinSrtm(List.of(south, east),
                ReadOptions.defaults().withMaxDecodedBytes(pair - 1)));
    }
}
