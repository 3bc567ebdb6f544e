package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 15, the outside reviewer's findings after the first round of fixes: each test names the
 * finding it checks.
 */
class ReviewFindingsTest {

    private static final Path VOLCANO = Path.of("..", "data", "volcano.asc");

    @TempDir
    Path dir;

    private List<String> names() {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A name no file system takes (over 255 bytes), in a directory that exists: the write itself fails. */
    private Path unwritable(String extension) {
        return dir.resolve("x".repeat(300) + "." + extension);
    }

    @Test
    void review1DrainageWritesTheAreaAndTheStreamsOrNeither() {
        Path area = dir.resolve("area.asc");
        var r = TerrainCommandTest.run("drainage", VOLCANO.toString(), "-o", area.toString(), "--streams",
                unwritable("geojson").toString(), "--quiet");
        assertEquals(1, r.code(), r.toString());
        assertEquals(List.of(), names(), "no output left when the second one fails");
        assertTrue(r.err().startsWith("terrain: cannot write "), r.err());
        assertFalse(r.err().contains(".tmp"), "the message names the user's file: " + r.err());
    }

    @Test
    void review1MountainsWritesTheReliefAndThePictureOrNeither() throws IOException {
        Path spec = Files.writeString(dir.resolve("knot.json"), MountainsCommandTest.SPEC);
        Path out = dir.resolve("knot.asc");
        var r = TerrainCommandTest.run("mountains", spec.toString(), "-o", out.toString(), "--picture",
                unwritable("png").toString(), "--quiet");
        assertEquals(1, r.code(), r.toString());
        assertFalse(r.err().contains(".tmp"), r.err());
        assertEquals(List.of("knot.json"), names(), "no output left when the picture fails");
    }

    /**
     * Finding 6: stopping {@code terrain island} (Ctrl-C's SIGINT and {@link Process#destroy()}'s SIGTERM
     * both run the shutdown hooks) once its first file is written leaves no directory behind. A child JVM
     * runs the command; the test stops it when {@code island.png} exists anywhere under the test's
     * directory.
     */
    @Test
    void review6StoppedIslandLeavesNoHalfBuiltDirectory() throws Exception {
        String javaExe = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String classPath = String.join(java.io.File.pathSeparator, System.getProperty("java.class.path", ""),
                System.getProperty("jdk.module.path", ""));
        Path log = Files.createTempFile("island-child", ".log");
        Process child = new ProcessBuilder(javaExe, "-cp", classPath, TerrainCommand.class.getName(), "island", "-q",
                "-o", dir.resolve("island").toString())
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        try {
            long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(120);
            while (!firstFileWritten()) {
                assertTrue(child.isAlive(), "the child ended before writing: " + Files.readString(log));
                assertTrue(System.nanoTime() < deadline, "no island.png appeared");
                Thread.sleep(20);
            }
            child.destroy();
            assertTrue(child.waitFor(60, java.util.concurrent.TimeUnit.SECONDS), "the child did not stop");
        } finally {
            child.destroyForcibly();
            Files.deleteIfExists(log);
        }
        assertEquals(List.of(), names(), "left behind after the stop");
    }

    private boolean firstFileWritten() throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.anyMatch(p -> p.getFileName().toString().equals("island.png"));
        } catch (UncheckedIOException | java.nio.file.NoSuchFileException raced) {
            return false;
        }
    }
}
