package org.terrain4j.mesh.internal;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes one or more files so that each appears whole or not at all: every file is written to a
 * temporary file in its own directory, and only when all are complete are they moved over their
 * targets (atomically where the file system allows). On failure the temporary files are deleted and
 * the IOException names the target file.
 */
public final class AtomicFiles {

    /** Writes one file's bytes. */
    @FunctionalInterface
    public interface Body {
        /**
         * @param sink where the file's bytes go
         * @throws IOException on failure
         */
        void write(Sink sink) throws IOException;
    }

    private AtomicFiles() {
    }

    /**
     * Writes the files, each through its body, then moves them into place in the given order.
     *
     * @param targets the files
     * @param bodies  one body per file
     * @throws IOException naming the file that failed and why
     */
    public static void write(List<Path> targets, List<Body> bodies) throws IOException {
        List<Path> temps = new ArrayList<>();
        try {
            for (int i = 0; i < targets.size(); i++) {
                Path target = targets.get(i).toAbsolutePath();
                Path dir = target.getParent();
                Path temp = null;
                FileChannel ch = null;
                for (int attempt = 0; ch == null; attempt++) {
                    // not Files.createTempFile: its owner-only permissions would stay on the result
                    temp = dir.resolve("." + target.getFileName() + "." + Long.toHexString(System.nanoTime())
                            + "-" + attempt + ".tmp");
                    try {
                        ch = FileChannel.open(temp, StandardOpenOption.WRITE, StandardOpenOption.CREATE_NEW);
                    } catch (FileAlreadyExistsException e) {
                        if (attempt > 100) {
                            throw fail(target, e);
                        }
                    } catch (IOException e) {
                        throw fail(target, e);
                    }
                }
                temps.add(temp);
                try (FileChannel out = ch) {
                    Sink sink = new Sink(out);
                    bodies.get(i).write(sink);
                    sink.flush();
                } catch (IOException e) {
                    throw fail(target, e);
                }
            }
            for (int i = 0; i < targets.size(); i++) {
                Path target = targets.get(i).toAbsolutePath();
                try {
                    try {
                        Files.move(temps.get(i), target, StandardCopyOption.ATOMIC_MOVE,
                                StandardCopyOption.REPLACE_EXISTING);
                    } catch (AtomicMoveNotSupportedException e) {
                        Files.move(temps.get(i), target, StandardCopyOption.REPLACE_EXISTING);
                    }
                } catch (IOException e) {
                    throw fail(target, e);
                }
            }
            temps.clear();
        } finally {
            for (Path t : temps) {
                try {
                    Files.deleteIfExists(t);
                } catch (IOException ignored) {
                    // best effort: the original failure is what the caller needs
                }
            }
        }
    }

    private static IOException fail(Path target, IOException cause) {
        if (cause.getMessage() != null && cause.getMessage().startsWith("cannot write " + target)) {
            return cause;
        }
        return new IOException("cannot write " + target + ": " + cause, cause);
    }
}
