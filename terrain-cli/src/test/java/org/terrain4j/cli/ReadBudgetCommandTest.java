package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.terrain4j.cli.TerrainCommandTest.assertRefused;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 33: the read budget reaches the command. A file that declares more than it is refused with the
 * library's message, in the command's words ({@code --max-read-bytes}); the option raises or lowers it.
 */
class ReadBudgetCommandTest {

    private static final Path VOLCANO = Path.of("..", "data", "volcano.asc");

    @TempDir
    Path dir;

    @Test
    void aFileBeyondTheBudgetIsRefusedNamingTheOptionThatRaisesIt() {
        // volcano.asc: 87 × 61 samples, 21 228 bytes of float heights
        assertRefused(TerrainCommandTest.run("info", VOLCANO.toString(), "--max-read-bytes", "21227"), 1,
                VOLCANO + ": would take 21228 bytes (20.7 KiB) to read (87 × 61 samples × 4 bytes of float heights),"
                        + " more than the read budget of 21227 bytes (20.7 KiB); raise it with --max-read-bytes if the"
                        + " memory is there (and the heap with JAVA_OPTS=-Xmx…)");
        assertEquals(0, TerrainCommandTest.run("info", VOLCANO.toString(), "--max-read-bytes", "21228").code());
        assertEquals(0, TerrainCommandTest.run("info", VOLCANO.toString(), "--max-read-bytes", "20.75k").code());
    }

    @Test
    void theBudgetTakesBinarySuffixesAndRefusesWhatIsNotABudget() {
        assertEquals(4L << 30, InputOptions.readBudget("4g"));
        assertEquals(1536, InputOptions.readBudget("1.5K"));
        assertEquals(3L << 40, InputOptions.readBudget(" 3t "));
        assertEquals(7L << 20, InputOptions.readBudget("7m"));
        assertEquals(12345, InputOptions.readBudget("12345"));
        assertRefused(TerrainCommandTest.run("info", VOLCANO.toString(), "--max-read-bytes", "lots"), 2,
                "--max-read-bytes must be a whole number of bytes in [1, 2^63 - 1], with an optional suffix k, m, g or t"
                        + " (such as 4g), was 'lots'");
        for (String bad : new String[] {"0", "-5", "0.5", "1e30", "NaN", "8388608t"}) {
            assertRefused(TerrainCommandTest.run("info", VOLCANO.toString(), "--max-read-bytes", bad), 1,
                    "--max-read-bytes must be a whole number of bytes in [1, 2^63 - 1] (such as 4g), was " + bad);
        }
    }

    /**
     * An SRTM tile read at a corner given with {@code --tile} took the default budget whatever
     * {@code --max-read-bytes} said; two tiles 30° apart made {@code mosaic} allocate their whole rectangle
     * (37 201² samples, 7.7 GiB with the agree rule's working array) from two 2.9 MB files. Both are
     * refused now, before anything is allocated, in the command's words.
     */
    @Test
    void aTileAtAGivenCornerAndAMosaicOfDistantTilesTakeTheBudget() throws IOException {
        Path tile = dir.resolve("tile.hgt");
        Files.write(tile, new byte[2 * 1201 * 1201]);
        Path out = dir.resolve("t.asc");
        assertRefused(TerrainCommandTest.run("convert", tile.toString(), "--tile", "N57E011", "-o", out.toString(),
                "--max-read-bytes", "1m"), 1, tile + ": would take 5769604 bytes (5.5 MiB) to read (1201 × 1201 samples"
                        + " × 4 bytes of float heights), more than the read budget of 1048576 bytes (1 MiB); raise it with"
                        + " --max-read-bytes if the memory is there");
        assertEquals(0, TerrainCommandTest.run("convert", tile.toString(), "--tile", "N57E011", "-o",
                out.toString(), "--max-read-bytes", "6m").code());

        Path south = dir.resolve("N00E000.hgt");
        Path north = dir.resolve("N30E030.hgt");
        Files.write(south, new byte[2 * 1201 * 1201]);
        Files.write(north, new byte[2 * 1201 * 1201]);
        Path joined = dir.resolve("m.asc");
        assertRefused(TerrainCommandTest.run("mosaic", south.toString(), north.toString(), "-o", joined.toString()), 1,
                "the mosaic of 2 tiles (" + south + ", …) would take 8315025614 bytes (7.7 GiB) to join (37201 × 37201"
                        + " samples × 4 bytes of float heights + 2 bytes a sample of working arrays + 11539208 bytes of"
                        + " tiles read), more than the read budget of 1073741824 bytes (1 GiB); raise it with"
                        + " --max-read-bytes if the memory is there");
        assertEquals(false, Files.exists(joined));
    }

    @Test
    void mosaicTakesTheBudgetForEachTile() throws IOException {
        Path out = dir.resolve("m.asc");
        assertRefused(TerrainCommandTest.run("mosaic", VOLCANO.toString(), "-o", out.toString(), "--max-read-bytes",
                "1k"), 1, "more than the read budget of 1024 bytes (1 KiB); raise it with --max-read-bytes");
        assertEquals(java.util.List.of(), TerrainCommandTest.names(dir));
        assertEquals(0, TerrainCommandTest.run("mosaic", VOLCANO.toString(), "-o", out.toString()).code());
        assertEquals(true, Files.isRegularFile(out));
    }

    /** Two small grids far apart: each reads within the budget, their 20 003² rectangle does not. */
    @Test
    void mosaicOfGridsFarApartIsRefusedBeforeTheRectangleIsAllocated() throws IOException {
        Path a = dir.resolve("a.asc");
        Path b = dir.resolve("b.asc");
        Files.writeString(a, "ncols 3\nnrows 3\nxllcorner 0\nyllcorner 0\ncellsize 10\n1 1 1\n1 1 1\n1 1 1\n");
        Files.writeString(b, "ncols 3\nnrows 3\nxllcorner 200000\nyllcorner 200000\ncellsize 10\n2 2 2\n2 2 2\n2 2 2\n");
        Path joined = dir.resolve("m.asc");
        assertRefused(TerrainCommandTest.run("mosaic", a.toString(), b.toString(), "-o", joined.toString(), "--overlap",
                "first"), 1, "the mosaic of 2 tiles (" + a + ", …) would take 1600480036 bytes (1.5 GiB) to join (20003 × 20003 samples"
                        + " × 4 bytes of float heights), more than the read budget of 1073741824 bytes (1 GiB); raise it"
                        + " with --max-read-bytes if the memory is there");
        assertEquals(false, Files.exists(joined));
    }
}
