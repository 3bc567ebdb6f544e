package org.terrain4j.api.io.internal;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Writes a file all at once or not at all: the content goes to a temporary file in the target's
 * directory ({@code .<name>.<pid>-<n>.tmp}), which is then moved over the target with
 * {@link StandardCopyOption#ATOMIC_MOVE} (falling back to a plain replacing move where the file
 * system cannot move atomically). If anything fails, including a runtime exception thrown by the
 * content writer, the temporary file is deleted and the target is left untouched.
 *
 * <p>Thread-safe. Not part of the API.
 */
public final class AtomicFiles {

    /** Writes content to a stream. */
    @FunctionalInterface
    public interface Content {
        /**
         * @param out the buffered stream to write to; do not close it
         * @throws IOException if writing fails
         */
        void writeTo(OutputStream out) throws IOException;
    }

    private static final AtomicLong COUNTER = new AtomicLong();

    /** Temporary files being written now; a shutdown hook deletes any left when the JVM is stopped. */
    private static final java.util.Set<Path> PENDING = java.util.concurrent.ConcurrentHashMap.newKeySet();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            for (Path p : PENDING) {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException ignored) {
                    // the JVM is going down; nothing more can be done
                }
            }
        }, "terrain4j-temp-cleanup"));
    }

    private AtomicFiles() {
    }

    /**
     * Writes {@code target} atomically.
     *
     * @param target  the file to create or replace
     * @param content what to write
     * @throws IOException if the directory does not exist or writing or moving fails; the target is
     *                     then unchanged and no temporary file remains
     */
    public static void write(Path target, Content content) throws IOException {
        Objects.requireNonNull(target, "target");
        Objects.requireNonNull(content, "content");
        Path absolute = target.toAbsolutePath();
        Path dir = absolute.getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            throw new NoSuchFileException(target.toString(), null, "directory " + dir + " does not exist");
        }
        if (Files.isDirectory(absolute)) {
            throw new IOException(target + ": is a directory");
        }
        Path tmp;
        try {
            tmp = createTemp(dir, absolute.getFileName().toString());
        } catch (FileAlreadyExistsException e) {
            throw e;
        } catch (java.nio.file.FileSystemException e) {
            // the temporary file is ours, not the caller's: report the failure against the target
            throw new java.nio.file.FileSystemException(target.toString(), null,
                    "cannot create a file in " + dir + (e.getReason() == null ? "" : " (" + e.getReason() + ")"));
        }
        PENDING.add(tmp);
        boolean done = false;
        try {
            try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(tmp), 1 << 16)) {
                content.writeTo(out);
            }
            try {
                Files.move(tmp, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, absolute, StandardCopyOption.REPLACE_EXISTING);
            }
            done = true;
        } finally {
            PENDING.remove(tmp);
            if (!done) {
                try {
                    Files.deleteIfExists(tmp);
                } catch (IOException suppressed) {
                    // the original failure matters more; nothing else can be done here
                }
            }
        }
    }

    private static Path createTemp(Path dir, String name) throws IOException {
        long pid = ProcessHandle.current().pid();
        for (int attempt = 0; ; attempt++) {
            Path tmp = dir.resolve("." + name + "." + pid + "-" + COUNTER.incrementAndGet() + ".tmp");
            try {
                return Files.createFile(tmp);
            } catch (FileAlreadyExistsException e) {
                if (attempt > 100) {
                    throw e;
                }
            }
        }
    }
}
