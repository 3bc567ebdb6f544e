package org.terrain4j.mesh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 15, item 8: stopping the JVM (Ctrl-C sends SIGINT, {@link Process#destroy()} SIGTERM; both run
 * the shutdown hooks) while a mesh is being written must leave neither a temporary file nor a partial
 * target, in a program that stops the atomic writes from its shutdown hook (as the {@code terrain}
 * command does). Issue 32: the library itself installs no hook, since it does not own the process: in
 * a program without one, the stop leaves the temporary file (and still no target). A child JVM writes
 * a mesh slowly; the test stops it once the temporary file exists.
 */
class InterruptedMeshWriteTest {

    @TempDir
    Path dir;

    private List<String> names() {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @ParameterizedTest(name = "item 8: a stopped {0} write leaves no temporary file")
    @ValueSource(strings = {"glb", "gltf", "obj", "stl", "ply", "scene"})
    void item8StoppedMeshWriteLeavesNoTemporaryFile(String format) throws Exception {
        stopWhileWriting(format, "hook");
        assertEquals(List.of("child.log"), names(), "left behind after the stop");
    }

    @Test
    void theLibraryInstallsNoShutdownHook() throws Exception {
        stopWhileWriting("glb", "none");
        List<String> left = names();
        assertEquals(2, left.size(), left.toString());
        assertTrue(left.get(0).startsWith(".m.glb.") && left.get(0).endsWith(".tmp"), left.toString());
        assertEquals("child.log", left.get(1));
    }

    private void stopWhileWriting(String format, String hook) throws Exception {
        Path target = dir.resolve("m." + (format.equals("scene") ? "glb" : format));
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        // plain class path in the child: the tests' class path, the module path surefire runs on, and
        // the test classes (patched into the module, so on neither)
        String classPath = String.join(File.pathSeparator, System.getProperty("java.class.path", ""),
                System.getProperty("jdk.module.path", ""),
                Path.of(SlowMeshWrite.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString());
        Process child = new ProcessBuilder(java, "-cp", classPath,
                SlowMeshWrite.class.getName(), format, target.toString(), hook)
                .redirectErrorStream(true).redirectOutput(dir.resolve("child.log").toFile()).start();
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (names().stream().noneMatch(n -> n.endsWith(".tmp"))) {
                assertTrue(child.isAlive(), "the child ended before writing: "
                        + Files.readString(dir.resolve("child.log")));
                assertTrue(System.nanoTime() < deadline, "no temporary file appeared in " + names());
                Thread.sleep(10);
            }
            child.destroy();   // SIGTERM: the JVM runs its shutdown hooks, as on Ctrl-C
            assertTrue(child.waitFor(30, TimeUnit.SECONDS), "the child did not stop");
        } finally {
            child.destroyForcibly();
        }
    }
}
