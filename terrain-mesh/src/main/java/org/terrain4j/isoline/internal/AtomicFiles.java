package org.terrain4j.isoline.internal;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Objects;

/**
 * Text output for the isoline writers: UTF-8 files written through terrain-api's atomic writer (a
 * temporary file in the same directory moved over the target, never a half-written file), and the
 * number format of the JSON and SVG they write.
 */
public final class AtomicFiles {

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
        try {
            org.terrain4j.api.io.internal.AtomicFiles.write(file, stream -> {
                Writer out = new BufferedWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8), 1 << 16);
                body.write(out);
                out.flush();
            });
        } catch (IOException e) {
            throw new IOException("cannot write " + file + ": " + e.getMessage(), e);
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
