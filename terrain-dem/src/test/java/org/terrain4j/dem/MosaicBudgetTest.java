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

    /**
     * Fields far apart make a large rectangle: two 3 × 3 tiles 20 000 samples apart would join into
     * 20 003² samples (1.6 GB of heights), refused before anything is allocated; with room they join.
     */
    @Test
    void fieldsFarApartAreRefusedBeforeTheMosaicIsAllocated() {
        org.terrain4j.api.Heightfield a = org.terrain4j.api.Heightfield.filled(3, 3, 1.0)
                .withFrame(org.terrain4j.api.GridFrame.of(0, 0, 10));
        org.terrain4j.api.Heightfield b = org.terrain4j.api.Heightfield.filled(3, 3, 2.0)
                .withFrame(org.terrain4j.api.GridFrame.of(200_000, 200_000, 10));
        long total = 20_003L * 20_003 * 4;
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Mosaic.standard().withOverlap(Mosaic.Overlap.FIRST).join(List.of(a, b), ReadOptions.defaults()));
        assertEquals("the mosaic of 2 tiles would take " + total + " bytes (1.5 GiB) to join (20003 × 20003 samples × 4"
                + " bytes of float heights), " + BUDGET + " if the memory is there", e.getMessage());
        // AGREE keeps 2 bytes a sample of working arrays
        e = assertThrows(IllegalArgumentException.class,
                () -> Mosaic.standard().join(List.of(a, b), ReadOptions.defaults()));
        assertTrue(e.getMessage().contains("would take " + 20_003L * 20_003 * 6 + " bytes"), e.getMessage());
        org.terrain4j.api.Heightfield near = b.withFrame(org.terrain4j.api.GridFrame.of(30, 0, 10));
        long fits = 6L * 3 * 6;
        assertEquals(6, Mosaic.standard().join(List.of(a, near), ReadOptions.defaults().withMaxDecodedBytes(fits))
                .columns());
        assertThrows(IllegalArgumentException.class, () -> Mosaic.standard().join(List.of(a, near),
                ReadOptions.defaults().withMaxDecodedBytes(fits - 1)));
        IllegalArgumentException other = assertThrows(IllegalArgumentException.class,
                () -> Mosaic.standard().join(List.of(a, near), ReadOptions.defaults().withSpacing(2)));
        assertTrue(other.getMessage().startsWith("options: only the read budget applies"), other.getMessage());
    }
}
