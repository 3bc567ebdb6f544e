package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A newcomer's finding: {@code convert data/volcano.asc -o data/volcano.asc} rewrote the input without asking. */
class OutputIsInputTest {

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"convert", "fill", "crop", "resample", "erode", "mosaic", "drainage", "render"})
    void aCommandDoesNotWriteOverItsInput(String command) throws Exception {
        Path in = dir.resolve("v.asc");
        Files.copy(Path.of("..", "data", "volcano.asc"), in);
        byte[] before = Files.readAllBytes(in);
        String[] extra = switch (command) {
            case "crop" -> new String[] {"--window", "0,0,10,10"};
            case "resample" -> new String[] {"--to", "20x20"};
            default -> new String[0];
        };
        String[] args = new String[3 + extra.length + 1];
        args[0] = command;
        args[1] = in.toString();
        System.arraycopy(extra, 0, args, 2, extra.length);
        args[2 + extra.length] = "-o";
        args[3 + extra.length] = dir.resolve(".").resolve("v.asc").toString();
        var r = TerrainCommandTest.run(args);
        assertEquals(1, r.code(), r.err() + r.out());
        assertTrue(r.err().contains("it is the input file"), r.err());
        assertArrayEquals(before, Files.readAllBytes(in), "the input is untouched");
    }

    /** Review 7, finding 2: {@code drainage} (also through --streams) replaced its input and exited 0. */
    @org.junit.jupiter.api.Test
    void drainageDoesNotWriteItsStreamsOverItsInput() throws Exception {
        Path in = dir.resolve("v.asc");
        Files.copy(Path.of("..", "data", "volcano.asc"), in);
        byte[] before = Files.readAllBytes(in);
        var r = TerrainCommandTest.run("drainage", in.toString(), "-o", dir.resolve("a.asc").toString(), "--streams",
                in.toString());
        assertEquals(1, r.code(), r.err() + r.out());
        assertTrue(r.err().contains("it is the input file"), r.err());
        assertArrayEquals(before, Files.readAllBytes(in), "the input is untouched");
    }

    /** Review 3, finding 1: {@code mosaic w.asc e.asc -o w.asc} replaced its first tile and exited 0. */
    @org.junit.jupiter.api.Test
    void mosaicDoesNotWriteOverItsSecondTile() throws Exception {
        Path w = dir.resolve("w.asc");
        Path e = dir.resolve("e.asc");
        assertEquals(0, TerrainCommandTest.run("crop", Path.of("..", "data", "volcano.asc").toString(), "--window",
                "0,0,40,61", "-o", w.toString()).code());
        assertEquals(0, TerrainCommandTest.run("crop", Path.of("..", "data", "volcano.asc").toString(), "--window",
                "39,0,48,61", "-o", e.toString()).code());
        byte[] before = Files.readAllBytes(e);
        var r = TerrainCommandTest.run("mosaic", w.toString(), e.toString(), "-o", e.toString());
        assertEquals(1, r.code(), r.err() + r.out());
        assertTrue(r.err().contains("it is the input file"), r.err());
        assertArrayEquals(before, Files.readAllBytes(e), "the input is untouched");
    }

    /** Review 3, finding 1: the same .asc twice was joined (the same .hgt twice is refused). */
    @org.junit.jupiter.api.Test
    void mosaicRefusesTheSameFileTwice() throws Exception {
        Path w = dir.resolve("w.asc");
        Files.copy(Path.of("..", "data", "volcano.asc"), w);
        Path out = dir.resolve("m.asc");
        var r = TerrainCommandTest.run("mosaic", w.toString(), dir.resolve(".").resolve("w.asc").toString(), "-o",
                out.toString());
        assertEquals(1, r.code(), r.err() + r.out());
        assertTrue(r.err().contains("the same file"), r.err());
        assertTrue(Files.notExists(out));
    }
}
