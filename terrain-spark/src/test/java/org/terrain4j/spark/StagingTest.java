package org.terrain4j.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The staging area: a commit that fails half-way puts back what it moved; failures said in words. */
class StagingTest {

    @Test
    void aCommitFailingHalfWayPutsTheEarlierBlockBack(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("out");
        Files.createDirectories(out.resolve("tiles"));
        Files.writeString(out.resolve("tiles/tile_0_0.tif"), "old tile");
        Files.createDirectories(out.resolve("drainage"));
        Files.writeString(out.resolve("drainage/area_0_0.tif"), "old area");
        Files.writeString(out.resolve("tiles.json"), "old index");
        Staging s = Staging.open(out, "out");
        Files.createDirectories(s.dir().resolve("tiles"));
        Files.writeString(s.dir().resolve("tiles/tile_9_9.tif"), "new tile");
        // no staged drainage: the commit moves tiles in, then fails
        IOException e = assertThrows(IOException.class, s::commit);
        assertEquals("the staged drainage is missing from " + s.dir(), e.getMessage());
        assertEquals("old tile", Files.readString(out.resolve("tiles/tile_0_0.tif")));
        assertFalse(Files.exists(out.resolve("tiles/tile_9_9.tif")));
        assertEquals("old area", Files.readString(out.resolve("drainage/area_0_0.tif")));
        assertEquals("old index", Files.readString(out.resolve("tiles.json")));
        assertEquals("new tile", Files.readString(s.dir().resolve("tiles/tile_9_9.tif")), "the staged part back in staging");
        s.close();
        assertFalse(Files.exists(s.dir()));
        try (var l = Files.list(out)) {
            assertEquals(3, l.count(), "the output as it was");
        }
    }

    @Test
    void directoriesMadeForAnOutputThatCannotBeWrittenAreRemoved(@TempDir Path dir) {
        Path out = dir.resolve("made").resolve("x".repeat(300)); // the first directory is made, the second is too long
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Staging.open(out, "-o"));
        assertTrue(e.getMessage().startsWith("-o " + out + " cannot be written: file name too long"), e.getMessage());
        assertFalse(Files.exists(dir.resolve("made")), "the directory it made is gone");
    }

    @Test
    void failuresAreSaidInWords() {
        assertEquals("no such directory (/a/b)", Staging.describe(new NoSuchFileException("/a/b")));
        assertEquals("permission denied (/a)", Staging.describe(new AccessDeniedException("/a")));
        assertEquals("read-only file system (/r)", Staging.describe(new FileSystemException("/r", null,
                "Read-only file system")));
        assertEquals("/r", Staging.describe(new FileSystemException("/r")));
        assertEquals("disk full", Staging.describe(new IOException("disk full")));
        assertEquals("IOException", Staging.describe(new IOException()));
    }
}
