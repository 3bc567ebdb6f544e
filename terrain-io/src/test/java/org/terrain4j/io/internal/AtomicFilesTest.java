package org.terrain4j.io.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFilesTest {

    @TempDir
    Path dir;

    private List<Path> list() {
        try (Stream<Path> s = Files.list(dir)) {
            return s.toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Issue 30's review: {@code -o} onto a symbolic link replaced the link with a plain file and left
     * the file it pointed to unchanged. A write through a link (and a link to a link, and a link whose
     * file does not exist yet) now replaces the file pointed to, atomically, and keeps the link.
     */
    @Test
    void aWriteOntoASymbolicLinkReplacesTheFileItPointsToAndKeepsTheLink() throws IOException {
        Path elsewhere = Files.createDirectory(dir.resolve("elsewhere"));
        Path real = elsewhere.resolve("range.asc");
        Files.writeString(real, "old");
        Path link = Files.createSymbolicLink(dir.resolve("link.asc"), real);
        Path chain = Files.createSymbolicLink(dir.resolve("chain.asc"), Path.of("link.asc"));
        AtomicFiles.writeText(chain, w -> w.write("new"));
        assertTrue(Files.isSymbolicLink(link));
        assertTrue(Files.isSymbolicLink(chain));
        assertEquals("new", Files.readString(real));
        AtomicFiles.writeAllFiles(List.of(link), List.of(p -> Files.writeString(p, "all")));
        assertTrue(Files.isSymbolicLink(link));
        assertEquals("all", Files.readString(real));
        try (Stream<Path> s = Files.list(elsewhere)) {
            assertEquals(List.of(real), s.toList(), "no temporary file left beside the file");
        }
        Path dangling = Files.createSymbolicLink(dir.resolve("dangling.asc"), elsewhere.resolve("new.asc"));
        AtomicFiles.writeText(dangling, w -> w.write("made"));
        assertTrue(Files.isSymbolicLink(dangling));
        assertEquals("made", Files.readString(elsewhere.resolve("new.asc")));
        Path loop = Files.createSymbolicLink(dir.resolve("loop.asc"), Path.of("loop.asc"));
        IOException e = assertThrows(IOException.class, () -> AtomicFiles.writeText(loop, w -> w.write("x")));
        assertTrue(e.getMessage().contains("symbolic links"), e.getMessage());
    }

    @Test
    void failureHalfWayLeavesNoFile() {
        Path f = dir.resolve("out.asc");
        IOException e = assertThrows(IOException.class, () -> AtomicFiles.write(f, out -> {
            out.write(new byte[100_000]);
            throw new IOException("disk full");
        }));
        assertEquals("disk full", e.getMessage());
        assertFalse(Files.exists(f));
        assertEquals(List.of(), list());
    }

    @Test
    void runtimeFailureKeepsTheOldFileAndLeavesNoTemporary() throws IOException {
        Path f = dir.resolve("out.asc");
        Files.writeString(f, "old");
        assertThrows(IllegalStateException.class, () -> AtomicFiles.write(f, out -> {
            out.write("new, half".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
            throw new IllegalStateException("bug");
        }));
        assertEquals("old", Files.readString(f));
        assertEquals(List.of(f), list());
    }

    @Test
    void successReplacesAtomically() throws IOException {
        Path f = dir.resolve("out.asc");
        Files.writeString(f, "old");
        AtomicFiles.write(f, out -> out.write('n'));
        assertEquals("n", Files.readString(f));
        assertEquals(List.of(f), list());
    }

    @Test
    void aDirectoryAsTargetIsRefused() throws IOException {
        Path sub = Files.createDirectory(dir.resolve("sub"));
        assertThrows(IOException.class, () -> AtomicFiles.write(sub, out -> out.write(1)));
        assertEquals(List.of(sub), list());
    }

    /**
     * A directory that exists but takes no new files (Linux's /proc): the failure names the target,
     * not the temporary file (found by a review: the message named ".x.png.<pid>-1.tmp").
     */
    @Test
    void aDirectoryThatRefusesFilesIsReportedAgainstTheTarget() {
        Path proc = Path.of("/proc/self");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isDirectory(proc), "needs Linux /proc");
        Path target = Path.of("/proc/x.png");
        java.nio.file.FileSystemException e = assertThrows(java.nio.file.FileSystemException.class,
                () -> AtomicFiles.write(target, out -> out.write(1)));
        assertEquals(target.toString(), e.getFile());
        org.junit.jupiter.api.Assertions.assertTrue(e.getMessage().startsWith("/proc/x.png: cannot create a file in /proc"),
                e.getMessage());
        assertFalse(e.getMessage().contains(".tmp"), e.getMessage());
    }

    @Test
    void writeAllFilesLeavesNoneWhenTheSecondFails() throws IOException {
        Path a = dir.resolve("a.asc");
        Path b = dir.resolve("b.png");
        List<Path> seen = new java.util.ArrayList<>();
        IOException e = assertThrows(IOException.class, () -> AtomicFiles.writeAllFiles(List.of(a, b), List.of(
                p -> {
                    seen.add(p);
                    Files.writeString(p, "a");
                },
                p -> {
                    throw new IOException(p + ": disk full");
                })));
        assertEquals("cannot write " + b + ": disk full", e.getMessage());
        assertEquals(List.of(), list());
        assertEquals("a.asc", seen.get(0).getFileName().toString(), "the staged file has the target's name");
        AtomicFiles.writeAllFiles(List.of(a, b), List.of(p -> Files.writeString(p, "a"), p -> Files.writeString(p, "b")));
        assertEquals(List.of(a, b), list().stream().sorted().toList());
        assertEquals("b", Files.readString(b));
    }

    /**
     * A move that fails after others (here a sidecar whose name is taken by a directory that cannot be
     * replaced, found only when it is moved) puts back every file the earlier moves replaced and removes the
     * new ones: the newcomer's case of a mask that could not be replaced leaving the eroded field and two
     * masks written.
     */
    @Test
    void writeAllFilesPutsBackWhatItReplacedWhenAMoveFails() throws IOException {
        Path a = dir.resolve("a.tif");
        Path b = dir.resolve("b.asc");
        Path c = dir.resolve("c.asc");
        Files.writeString(a, "old a");
        Files.writeString(dir.resolve("a.tfw"), "old world file");
        Files.writeString(b, "old b");
        Path blocked = dir.resolve("c.prj");
        Files.createDirectory(blocked);
        Files.writeString(blocked.resolve("inside"), "x");
        IOException e = assertThrows(IOException.class, () -> AtomicFiles.writeAllFiles(List.of(a, b, c), List.of(
                p -> {
                    Files.writeString(p, "new a");
                    Files.writeString(p.resolveSibling("a.tfw"), "new world file");
                },
                p -> Files.writeString(p, "new b"),
                p -> {
                    Files.writeString(p, "new c");
                    Files.writeString(org.terrain4j.io.AsciiGrid.prjOf(p), "WKT");
                })));
        assertTrue(e.getMessage().startsWith("cannot write " + c), e.getMessage());
        assertEquals("old a", Files.readString(a));
        assertEquals("old world file", Files.readString(dir.resolve("a.tfw")));
        assertEquals("old b", Files.readString(b));
        assertFalse(Files.exists(c), "the new file where there was none is removed");
        assertEquals(List.of(dir.resolve("a.tfw"), a, b, blocked), list().stream().sorted().toList(),
                "no staging directory, no kept copy left");
    }

    /**
     * Review 7, finding 1: a writer that writes a sidecar beside its file (an ASCII grid's .prj) left it
     * under the staging name ({@code .tmp-PID-1.area.prj}) and the target without its coordinate system.
     */
    @Test
    void writeAllFilesMovesTheSidecarsAWriterWritesAndDeletesAStalePrj() throws IOException {
        Path a = dir.resolve("area.asc");
        Path b = dir.resolve("lines.geojson");
        AtomicFiles.writeAllFiles(List.of(a, b), List.of(p -> {
            Files.writeString(p, "grid");
            Files.writeString(org.terrain4j.io.AsciiGrid.prjOf(p), "WKT");
        }, p -> Files.writeString(p, "{}")));
        assertEquals(List.of(a, dir.resolve("area.prj"), b), list().stream().sorted().toList());
        assertEquals("WKT", Files.readString(dir.resolve("area.prj")));
        AtomicFiles.writeAllFiles(List.of(a), List.of(p -> Files.writeString(p, "grid without a system")));
        assertEquals(List.of(a, b), list().stream().sorted().toList(), "the stale .prj would describe the new grid");
        Files.writeString(dir.resolve("x.prj"), "kept");
        AtomicFiles.writeAllFiles(List.of(dir.resolve("x.tif")), List.of(p -> Files.writeString(p, "tiff")));
        assertEquals("kept", Files.readString(dir.resolve("x.prj")), "only an ASCII grid owns its .prj");
    }

    @Test
    void writeDirectoryAppearsWholeOrNotAtAll() throws IOException {
        Path out = dir.resolve("out");
        assertThrows(IllegalStateException.class, () -> AtomicFiles.writeDirectory(out, d -> {
            Files.writeString(d.resolve("one.png"), "1");
            throw new IllegalStateException("cancelled");
        }));
        assertEquals(List.of(), list());
        AtomicFiles.writeDirectory(out, d -> Files.writeString(d.resolve("one.png"), "1"));
        assertEquals(List.of(out), list());
        Files.writeString(out.resolve("mine.txt"), "kept");
        AtomicFiles.writeDirectory(out, d -> Files.writeString(d.resolve("one.png"), "2"));
        assertEquals(List.of(out), list());
        assertEquals("2", Files.readString(out.resolve("one.png")));
        assertEquals("kept", Files.readString(out.resolve("mine.txt")));
    }

    /**
     * intoDirectory: the directories it made are removed (deepest first) when the content throws, the
     * exception passing through unchanged, and kept with what was written when it returns; a directory
     * that existed before is never removed.
     */
    @Test
    void intoDirectoryRemovesWhatItMadeOnFailureAndKeepsItOnSuccess() throws IOException {
        Path out = dir.resolve("a").resolve("b");
        IOException e = assertThrows(IOException.class, () -> AtomicFiles.intoDirectory(out, d -> {
            assertTrue(Files.isDirectory(d));
            throw new IOException("tile 3 failed");
        }));
        assertEquals("tile 3 failed", e.getMessage());
        assertEquals(List.of(), list());
        AtomicFiles.intoDirectory(out, d -> AtomicFiles.writeText(d.resolve("x.txt"), w -> w.write("x")));
        assertEquals("x", Files.readString(out.resolve("x.txt")));
        assertThrows(IllegalStateException.class, () -> AtomicFiles.intoDirectory(dir, d -> {
            throw new IllegalStateException("before any file");
        }));
        assertTrue(Files.isDirectory(dir));
        assertEquals(List.of(dir.resolve("a")), list());
    }
}
