package org.terrain4j.mesh.isoline.internal;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Writes a text file so that it is never left half-written: the text goes to a temporary file in the
 * same directory, which then replaces the target in one move (atomic where the file system allows).
 * On any failure the temporary file is deleted and an {@link IOException} names the target file.
 */
public final class AtomicFiles {

    private static final AtomicLong COUNTER = new AtomicLong();

    private AtomicFiles() {
    }

    /** Writes text to a {@link Writer}. */
    @FunctionalInterface
    public interface TextBody {
        /**
         * @param out UTF-8 writer into the temporary file; closed by the caller
         * @throws IOException on a write failure
         */
        void write(Writer out) throws IOException;
    }

    /**
     * Writes UTF-8 text atomically.
     *
     * @param file the target; its directory must exist
     * @param body writes the text
     * @throws IOException naming the file and the reason if anything fails; the target is then left
     *                     as it was
     */
    public static void writeText(Path file, TextBody body) throws IOException {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(body, "body");
        Path target = file.toAbsolutePath();
        Path dir = target.getParent();
        Path name = target.getFileName();
        if (dir == null || name == null) {
            throw new IOException("cannot write " + file + ": not a file path");
        }
        Path tmp = null;
        OutputStream stream = null;
        for (int attempt = 0; stream == null; attempt++) {
            // a fresh name, created with the default permissions (unlike Files.createTempFile's 0600)
            tmp = dir.resolve("." + name + "." + ProcessHandle.current().pid() + "." + COUNTER.incrementAndGet()
                    + ".tmp");
            try {
                stream = Files.newOutputStream(tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
            } catch (FileAlreadyExistsException e) {
                if (attempt > 100) {
                    throw new IOException("cannot write " + file + ": no free temporary name in " + dir, e);
                }
            } catch (IOException e) {
                throw new IOException("cannot write " + file + ": cannot create a temporary file in " + dir
                        + " (" + e + ")", e);
            }
        }
        try {
            try (Writer out = new BufferedWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8), 1 << 16)) {
                body.write(out);
            }
            try {
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException | RuntimeException | Error e) {
            try {
                Files.deleteIfExists(tmp);
            } catch (IOException suppressed) {
                e.addSuppressed(suppressed);
            }
            if (e instanceof IOException io) {
                throw new IOException("cannot write " + file + ": " + io.getMessage(), io);
            }
            throw e;
        }
    }

    /**
     * Formats a finite number for JSON or SVG text: integers without a fraction, others as
     * {@link Double#toString(double)} (which reads back as the same {@code double}), negative zero
     * as {@code 0}.
     *
     * @param name  what the number is, for the message
     * @param value finite
     * @return the text
     * @throws IllegalArgumentException if value is NaN or infinite
     */
    public static String number(String name, double value) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException(name + " must be finite to be written, was " + value);
        }
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            return Long.toString((long) value);
        }
        return Double.toString(value);
    }
}
